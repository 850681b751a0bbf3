/**
 * The OSOI table's pure helpers (OsoiTable.tsx draws them): the battlefield's scale and strips, terrain styles,
 * each unit's pool as dice, the allocation steppers' caps, deployment by a click, casualties by clicks and a
 * generic label for any legal input the table does not know yet. Everything works on the view (metres) and the
 * server's `legal` list; nothing here decides what is legal, it only picks among the legal inputs.
 */
import type { OSAction, Point } from '../../src/games/osoi/actions.ts';
import type { OSUnitView, OSView } from '../../src/games/osoi/view.ts';

/** Whether a table's view is an OSOI battle (its view has no `game` field: its shape says it). */
export function isOsoiView(v: unknown): v is OSView {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  // Every other game's view names its game.
  if (o.game !== undefined) return o.game === 'osoi';
  return (
    typeof o.scenario === 'string' &&
    typeof o.map === 'object' &&
    o.map !== null &&
    Array.isArray(o.units) &&
    Array.isArray(o.vp)
  );
}

/** SVG units per metre: the whole battlefield drawn to scale (60 × 40 m is 600 × 400). */
export const PX = 10;

/** A point of the battlefield in SVG coordinates: south (y = 0) at the bottom. */
export function toSvg(view: OSView, p: Point): { x: number; y: number } {
  return { x: p.x * PX, y: (view.map.depth - p.y) * PX };
}

/** The battlefield point under an SVG point, rounded to the centimetre. */
export function fromSvg(view: OSView, x: number, y: number): Point {
  const r = (v: number) => Math.round(v * 100) / 100;
  return { x: r(x / PX), y: r(view.map.depth - y / PX) };
}

/** The two deployment strips (y from–to in metres), each with its seat once DP-04 chose (−1 before). */
export function deploymentStrips(
  view: OSView,
): { seat: number; zone: 'south' | 'north'; y0: number; y1: number }[] {
  const d = Math.min(view.deploymentDepth, view.map.depth / 2);
  const north = view.south < 0 ? -1 : 1 - view.south;
  return [
    { seat: view.south, zone: 'south', y0: 0, y1: d },
    { seat: north, zone: 'north', y0: view.map.depth - d, y1: view.map.depth },
  ];
}

type Feature = OSView['map']['features'][number];

/**
 * A terrain feature's CSS classes: its type (the fill colour), and what it does — impassable, difficult
 * (hatched), blocks LOS, cover level.
 */
export function terrainClasses(f: Feature): string {
  const c = ['os-terrain', `os-t-${f.type}`];
  if (f.impassable) c.push('os-impassable');
  else if (f.difficult) c.push('os-difficult');
  if (f.blocksLOS) c.push('os-blocks-los');
  if (f.cover > 0) c.push(`os-cover-${Math.min(f.cover, 4)}`);
  return c.join(' ');
}

/** The centre of a polygon's vertices (where its label goes). */
export function polygonCentre(poly: readonly [number, number][]): Point {
  let x = 0;
  let y = 0;
  for (const [px, py] of poly) {
    x += px;
    y += py;
  }
  const n = Math.max(1, poly.length);
  return { x: x / n, y: y / n };
}

export type DieState = 'available' | 'spent' | 'lost' | 'held';

/**
 * A unit's pool as H0 dice (OS-POOL-1..3): available A first, then spent S, then any held beyond them (order
 * dice), then lost H0 − H.
 */
export function poolDice(u: Pick<OSUnitView, 'h0' | 'h' | 's' | 'a'>): DieState[] {
  const lost = Math.max(0, u.h0 - u.h);
  const a = Math.max(0, Math.min(u.a, u.h));
  const spent = Math.max(0, Math.min(u.s, u.h - a));
  const held = Math.max(0, u.h - a - spent);
  return [
    ...Array<DieState>(a).fill('available'),
    ...Array<DieState>(spent).fill('spent'),
    ...Array<DieState>(held).fill('held'),
    ...Array<DieState>(lost).fill('lost'),
  ];
}

export interface Allocation {
  move: number;
  shoot: number;
  melee: number;
  special: number;
  specialKind?: string;
}

export const ACTION_KINDS = ['move', 'shoot', 'melee', 'special'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

type AllocateInput = Extract<OSAction, { type: 'allocate' }>;

const allocates = (legal: readonly unknown[]) =>
  legal.filter((a): a is AllocateInput => (a as { type?: unknown }).type === 'allocate');

/** The special kinds the legal allocations offer (HEAL, ORDER, a scenario action…). */
export function specialKindsOf(legal: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const a of allocates(legal))
    if (a.specialKind && !out.includes(a.specialKind)) out.push(a.specialKind);
  return out;
}

/**
 * The steppers' caps (OS-ACT-2..4): each action at most its characteristic (Agilité, Tir, Contact) and the
 * dice left of A once the others are counted; the special action up to the dice left, when the unit has a kind.
 */
export function allocationCaps(
  u: OSUnitView,
  alloc: Allocation,
  hasSpecial: boolean,
): Record<ActionKind, number> {
  const left = (k: ActionKind) => u.a - ACTION_KINDS.filter((x) => x !== k).reduce((n, x) => n + alloc[x], 0);
  return {
    move: Math.max(0, Math.min(u.profile.agilite ?? 0, left('move'))),
    shoot: Math.max(0, Math.min(u.profile.tir ?? 0, left('shoot'))),
    melee: Math.max(0, Math.min(u.profile.contact ?? 0, left('melee'))),
    special: hasSpecial ? Math.max(0, left('special')) : 0,
  };
}

/** The legal allocate input equal to this allocation, or null (the table sends only legal vectors). */
export function matchAllocation(legal: readonly unknown[], alloc: Allocation): AllocateInput | null {
  return (
    allocates(legal).find(
      (a) =>
        a.move === alloc.move &&
        a.shoot === alloc.shoot &&
        a.melee === alloc.melee &&
        a.special === alloc.special &&
        (alloc.special === 0 ? !a.specialKind : a.specialKind === alloc.specialKind),
    ) ?? null
  );
}

/** The figures of a unit in a row centred on `at` (1.5 m between centres, as the legal candidates place them). */
export function rowAt(u: Pick<OSUnitView, 'figures'>, at: Point): Point[] {
  const n = u.figures.length;
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return u.figures.map((_, k) => ({ x: r(at.x + (k - (n - 1) / 2) * 1.5), y: r(at.y) }));
}

type DeployInput = Extract<OSAction, { type: 'deploy' }>;

/** The units the legal deploy inputs offer, in their order. */
export function deployableUnits(legal: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const a of legal as { type?: unknown; unit?: unknown }[])
    if (a.type === 'deploy' && typeof a.unit === 'string' && !out.includes(a.unit)) out.push(a.unit);
  return out;
}

/** "Auto-place": the legal deploy input of this unit nearest to `near` (the zone's first one without it). */
export function autoPlacement(legal: readonly unknown[], unit: string, near?: Point): DeployInput | null {
  const mine = (legal as DeployInput[]).filter((a) => a.type === 'deploy' && a.unit === unit);
  if (mine.length === 0) return null;
  if (!near) return mine[0]!;
  const d = (a: DeployInput) => {
    const c = a.positions.reduce((s, p) => ({ x: s.x + p.x, y: s.y + p.y }), { x: 0, y: 0 });
    const n = Math.max(1, a.positions.length);
    return (c.x / n - near.x) ** 2 + (c.y / n - near.y) ** 2;
  };
  return mine.reduce((best, a) => (d(a) < d(best) ? a : best));
}

/** The unit one of whose figures (alive, on the table) covers this point, or null. */
export function unitAt(view: OSView, p: Point): OSUnitView | null {
  for (const u of view.units) {
    if (!u.deployed || u.removed) continue;
    for (const f of u.figures)
      if (f.alive && (f.x - p.x) ** 2 + (f.y - p.y) ** 2 <= u.radius * u.radius) return u;
  }
  return null;
}

/** Toggles a figure in the casualties being chosen, never more than `count`. */
export function toggleCasualty(chosen: readonly string[], figure: string, count: number): string[] {
  if (chosen.includes(figure)) return chosen.filter((f) => f !== figure);
  if (chosen.length >= count) return chosen.slice();
  return [...chosen, figure];
}

/** The legal casualties input naming exactly these figures, or null (the exposed must come first, OS-R-20). */
export function matchCasualties(
  legal: readonly unknown[],
  chosen: readonly string[],
): Extract<OSAction, { type: 'casualties' }> | null {
  const key = [...chosen].sort().join(',');
  for (const a of legal as Extract<OSAction, { type: 'casualties' }>[])
    if (a.type === 'casualties' && [...a.figures].sort().join(',') === key) return a;
  return null;
}

/** Input types the table has its own controls for; every other legal input gets the generic list. */
export const KNOWN_TYPES: readonly string[] = [
  'chooseZone',
  'deploy',
  'activate',
  'allocate',
  'end',
  'orderDice',
  'casualties',
  'concede',
];

/** The legal inputs the table has no control for (move, shoot, defend, stop, melee, special…). */
export function genericInputs(legal: readonly unknown[]): unknown[] {
  return legal.filter((a) => !KNOWN_TYPES.includes(String((a as { type?: unknown }).type)));
}

const num = (v: number) => String(Math.round(v * 100) / 100);

function valueLabel(v: unknown): string {
  if (typeof v === 'number') return num(v);
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? '✓' : '✗';
  if (Array.isArray(v)) return `[${v.map(valueLabel).join(' ')}]`;
  if (typeof v === 'object' && v !== null) {
    const o = v as Record<string, unknown>;
    if (typeof o.x === 'number' && typeof o.y === 'number' && Object.keys(o).length === 2)
      return `(${num(o.x)}, ${num(o.y)})`;
    return `{${Object.entries(o)
      .map(([k, x]) => `${k} ${valueLabel(x)}`)
      .join(', ')}}`;
  }
  return String(v);
}

/**
 * A label for any input from its fields (the table's fallback): the type's name in the language when the
 * catalogue has one, then each field, e.g. « Tirer · cible B2 », « Défendre · dés 2, riposte ✓ ».
 */
export function inputLabel(
  a: unknown,
  names: { types: Record<string, string>; fields: Record<string, string> },
): string {
  const o = (a ?? {}) as Record<string, unknown>;
  const type = String(o.type ?? '?');
  const parts = Object.entries(o)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${names.fields[k] ?? k} ${valueLabel(v)}`);
  const head = names.types[type] ?? type;
  return parts.length ? `${head} · ${parts.join(', ')}` : head;
}

/** The units a seat may activate now (the legal activate inputs). */
export function activatable(legal: readonly unknown[]): string[] {
  return (legal as { type?: unknown; unit?: unknown }[])
    .filter((a) => a.type === 'activate' && typeof a.unit === 'string')
    .map((a) => a.unit as string);
}
