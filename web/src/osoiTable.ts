/**
 * The OSOI table's pure helpers (OsoiTable.tsx draws them): the battlefield's scale and strips, terrain styles,
 * each unit's pool as dice, the allocation steppers' caps, deployment by a click, casualties by clicks and a
 * generic label for any legal input the table does not know yet. Everything works on the view (metres) and the
 * server's `legal` list; nothing here decides what is legal, it only picks among the legal inputs.
 */
import {
  comparePointPolygonDist,
  dist,
  pointInPolygon,
  segmentCrossesInterior,
  segmentTouchesPolygon,
} from '../../src/geometry/index.ts';
import type { OSAction, Point } from '../../src/games/osoi/actions.ts';
import { ABILITIES, ITEMS, type Item } from '../../src/games/osoi/catalogue.ts';
import { opposedDistribution, type Side } from '../../src/games/osoi/odds.ts';
import { SCENARIOS } from '../../src/games/osoi/scenarios.ts';
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
  'move',
  'stop',
  'shoot',
  'melee',
  'defend',
  'defendMelee',
  'special',
  'restore',
  'stripDice',
];

/** The legal inputs the table has no control for (special actions, restore, roles…). */
export function genericInputs(legal: readonly unknown[]): unknown[] {
  return legal.filter((a) => {
    const o = a as { type?: unknown; target?: unknown };
    // A special input without a target has no place on the battlefield: the list offers it.
    return !KNOWN_TYPES.includes(String(o.type)) || (o.type === 'special' && typeof o.target !== 'string');
  });
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

// ---------------------------------------------------------------------------------------------------------
// Previews drawn from the view: the same geometry as the rules (src/geometry on the state's millimetre grid,
// MM = 1000, EPS = 0.001 mm) so that a shot's line of sight, cover, range band and difficulties, and a move's
// test, read here what the server will decide. The battle's options come from `view.rules` (the defaults when a
// view lacks them); once sent, the server's own figures (view.shot, view.melee, the refusal) are shown.
// ---------------------------------------------------------------------------------------------------------

const MM = 1000;
const EPS = 0.001;
/** OS-TERR-4: a target still uses a feature at most 1 m behind it. */
const BEHIND = 1 * MM;
/** 4.3: a destination this close (edge to edge) to an enemy base snaps into contact. */
export const SNAP = 0.25;

const mm = (v: number) => Math.round(v * MM);

type Rules = OSView['rules'];
const DEFAULT_RULES: Rules = {
  shootIntoMeleeDifficulty: 0,
  coverAppliesToSurprised: false,
  figuresBlockLOS: false,
  equipmentCountsTowardCap: false,
  engagementDistance: 1,
  maxRangeMultiple: null,
  conditions: [],
  allocationMode: 'upfront',
  woundsStripCommittedDice: false,
  geometryMode: 'computed',
  healDifficulty: 1,
  seen: [],
};
/** The battle's options the previews need (view.rules; the defaults for a view without them). */
export function rulesOf(view: OSView): Rules {
  return { ...DEFAULT_RULES, ...(view.rules ?? {}) };
}

/** OS-R-15's variant (`equipmentCountsTowardCap`): the defence's cap lowered by the roll's equipment, never below 1. */
function poolCap(rules: Rules, value: number, equipment: number): number {
  return rules.equipmentCountsTowardCap && equipment > 0 ? Math.max(1, value - equipment) : value;
}

interface MmFeature {
  f: Feature;
  poly: number[];
}

function mmFeatures(view: OSView): MmFeature[] {
  return view.map.features.map((f) => ({ f, poly: f.polygon.flatMap(([x, y]) => [mm(x), mm(y)]) }));
}

interface MmFigure {
  id: string;
  x: number;
  y: number;
  r: number;
}

function figuresMm(u: OSUnitView): MmFigure[] {
  return u.figures.filter((f) => f.alive).map((f) => ({ id: f.id, x: mm(f.x), y: mm(f.y), r: mm(u.radius) }));
}

/** The terrain and, under OS-R-26's variant (`figuresBlockLOS`), every living base on the table. */
interface Scene {
  fs: MmFeature[];
  bases: MmFigure[] | null;
}

function sceneOf(view: OSView): Scene {
  const rules = rulesOf(view);
  return {
    fs: mmFeatures(view),
    bases: rules.figuresBlockLOS
      ? view.units.filter((u) => u.deployed && !u.removed).flatMap(figuresMm)
      : null,
  };
}

/** OS-TERR-3 (and OS-R-26, ARB-OS-83): no blocking feature's interior, no other base's interior in between. */
function clear(sc: Scene, a: MmFigure, b: MmFigure): boolean {
  if (sc.fs.some(({ f, poly }) => f.blocksLOS && segmentCrossesInterior(a.x, a.y, b.x, b.y, poly, EPS)))
    return false;
  if (!sc.bases) return true;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  return !sc.bases.some((h) => {
    if (h.id === a.id || h.id === b.id) return false;
    const px = h.x - a.x;
    const py = h.y - a.y;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / len2));
    return Math.hypot(px - t * dx, py - t * dy) < h.r - EPS;
  });
}

/** OS-TERR-4: the cover of target figure t against shooting figure sh (the highest protecting feature). */
function figureCover(fs: MmFeature[], sh: MmFigure, t: MmFigure): number {
  let best = 0;
  for (const { f, poly } of fs) {
    if (f.cover <= best) continue;
    if (
      pointInPolygon(t.x, t.y, poly, EPS) ||
      (segmentTouchesPolygon(sh.x, sh.y, t.x, t.y, poly, EPS) &&
        !pointInPolygon(sh.x, sh.y, poly, EPS) &&
        comparePointPolygonDist(t.x, t.y, poly, t.r + BEHIND + EPS) <= 0)
    )
      best = f.cover;
  }
  return best;
}

/** OS-TERR-5: the cover of unit `v` against unit `u`: the value at least half of its visible figures enjoy. */
function unitCover(sc: Scene, u: MmFigure[], v: MmFigure[]): number {
  const covers: number[] = [];
  for (const t of v) {
    let c = Infinity;
    for (const sh of u) if (clear(sc, sh, t)) c = Math.min(c, figureCover(sc.fs, sh, t));
    if (c !== Infinity) covers.push(c);
  }
  if (covers.length === 0) return 0;
  covers.sort((a, b) => b - a);
  return covers[Math.ceil(covers.length / 2) - 1]!;
}

/** OS-TERR-2: the smallest edge distance (mm) over pairs of figures, with LOS only when asked. */
function unitGap(sc: Scene, u: MmFigure[], v: MmFigure[], withLOS: boolean): number {
  let best = Infinity;
  for (const a of u)
    for (const b of v) {
      if (withLOS && !clear(sc, a, b)) continue;
      best = Math.min(best, Math.max(0, dist(a.x, a.y, b.x, b.y) - a.r - b.r));
    }
  return best;
}

/** OS-SHOOT-2 / OS-R-28: the range band of a distance (mm) for a range in metres. */
export function rangeBandOf(distanceMm: number, rangeMetres: number): number {
  return Math.max(0, Math.ceil((distanceMm - EPS) / (rangeMetres * MM)) - 1);
}

const itemsOf = (u: OSUnitView, slot: string) =>
  u.equipment.map((id) => ITEMS[id]).filter((i): i is Item => !!i && i.slot === slot);
const slotDice = (u: OSUnitView, slot: string) => itemsOf(u, slot).reduce((n, i) => n + i.dice, 0);

/** The scenario role of a side (0 the first role, −1 without roles), from the view's role holder. */
function roleOf(view: OSView, side: number): number {
  return view.role < 0 ? -1 : view.role === side ? 0 : 1;
}

function scenarioOf(view: OSView) {
  return Object.hasOwn(SCENARIOS, view.scenario) ? SCENARIOS[view.scenario as keyof typeof SCENARIOS] : null;
}

function surpriseWindow(view: OSView, u: OSUnitView, kind: 'shoot' | 'melee'): boolean {
  const role = roleOf(view, u.side);
  return (scenarioOf(view)?.surprise ?? []).some(
    (w) => w.role === role && w.rounds.includes(view.round) && w.actionKinds.includes(kind),
  );
}

/**
 * OS-TERR-6: the scenario's and the agreed conditions (ARB-OS-13) of this kind for unit u (tagged ones when a
 * figure stands inside), as exchange.ts `rollConditions`.
 */
function conditionsFor(
  view: OSView,
  fs: MmFeature[],
  u: MmFigure[],
  kind: 'shoot' | 'melee' | 'move',
): number {
  let d = 0;
  for (const c of [...(scenarioOf(view)?.conditions ?? []), ...rulesOf(view).conditions]) {
    if (!c.testKinds.includes(kind)) continue;
    const tags = c.featureTags;
    if (
      !tags ||
      tags.length === 0 ||
      fs.some(
        ({ f, poly }) =>
          f.tags.some((t) => tags.includes(t)) && u.some((g) => pointInPolygon(g.x, g.y, poly, EPS)),
      )
    )
      d += c.difficulty;
  }
  return d;
}

/** What the table shows before a shot is sent (OS-SHOOT-2..6), computed like `planShot`. */
export interface ShotPreview {
  attacker: string;
  target: string;
  los: boolean;
  /** Metres, over pairs with LOS (OS-TERR-2); Infinity without LOS. */
  distance: number;
  weapon: Item | null;
  band: number;
  /** The target's cover against the attacker, and the attacker's against the target (return fire). */
  cover: number;
  coverTerm: number;
  conditions: number;
  difficulty: number;
  attackDice: number;
  attackPool: number;
  attackWeapon: number;
  surprised: boolean;
  /** OS-R-31: `shootIntoMeleeDifficulty` when the target is engaged with another unit of the attacker's side. */
  intoMelee: number;
  /** DP-11's bounds: evading, and returning fire (its weapon counts toward the cap under OS-R-15's variant). */
  maxDice: number;
  maxReturnDice: number;
  canReturn: boolean;
  returnWeapon: Item | null;
  returnBand: number;
  returnCover: number;
  returnDifficulty: number;
  evadeDifficulty: number;
  /** The defender's extra dice: armour, plus its weapon when it returns fire (OS-EQ-5). */
  armour: number;
}

const marksman = (u: OSUnitView) => (u.abilities.includes('AB_MARKSMAN') ? 1 : 0);

/** OS-SHOOT-3/6: the shot of `attacker` (with `pool` Shoot dice) at `target`, or null if either is unknown. */
export function previewShot(
  view: OSView,
  attacker: string,
  target: string,
  pool: number,
): ShotPreview | null {
  const u = view.units.find((x) => x.id === attacker);
  const v = view.units.find((x) => x.id === target);
  if (!u || !v) return null;
  const rules = rulesOf(view);
  const sc = sceneOf(view);
  const fs = sc.fs;
  const uf = figuresMm(u);
  const vf = figuresMm(v);
  const los = uf.some((a) => vf.some((b) => clear(sc, a, b)));
  const gap = unitGap(sc, uf, vf, true);
  const weapon = itemsOf(u, 'ranged')[0] ?? null;
  const back = itemsOf(v, 'ranged')[0] ?? null;
  const band = weapon && los ? rangeBandOf(gap, weapon.range!) : 0;
  const surprised = surpriseWindow(view, u, 'shoot');
  const cover = los ? unitCover(sc, uf, vf) : 0;
  const coverTerm = surprised && !rules.coverAppliesToSurprised ? 0 : Math.max(0, cover - marksman(u));
  const conditions = conditionsFor(view, fs, uf, 'shoot');
  // OS-R-31 (ARB-OS-22): a friend of the attacker, the attacker itself excepted, engaged with the target.
  const engaged = view.units.some(
    (w) =>
      w.side === u.side &&
      w.id !== u.id &&
      w.deployed &&
      !w.removed &&
      figuresMm(w).some((a) =>
        vf.some(
          (b) =>
            dist(a.x, a.y, b.x, b.y) - a.r - b.r <= rules.engagementDistance * MM + EPS && clear(sc, a, b),
        ),
      ),
  );
  const intoMelee = engaged ? rules.shootIntoMeleeDifficulty : 0;
  const returnBand = back && los ? rangeBandOf(gap, back.range!) : 0;
  const returnCover = back && los ? unitCover(sc, vf, uf) : 0;
  const defenderConditions = conditionsFor(view, fs, vf, 'shoot');
  const canReturn =
    !!back && (rules.maxRangeMultiple === null || gap <= rules.maxRangeMultiple * back.range! * MM + EPS);
  const armour = slotDice(v, 'armour');
  const tir = v.profile.tir ?? 0;
  return {
    attacker,
    target,
    los,
    distance: gap / MM,
    weapon,
    band,
    cover,
    coverTerm,
    conditions,
    difficulty: band + coverTerm + conditions + intoMelee,
    attackDice: pool + (weapon?.dice ?? 0),
    attackPool: pool,
    attackWeapon: weapon?.dice ?? 0,
    surprised,
    intoMelee,
    maxDice: surprised ? 0 : Math.min(v.a, poolCap(rules, tir, armour)),
    maxReturnDice: surprised || !canReturn ? 0 : Math.min(v.a, poolCap(rules, tir, armour + back!.dice)),
    canReturn,
    returnWeapon: back,
    returnBand,
    returnCover,
    returnDifficulty: returnBand + Math.max(0, returnCover - marksman(v)) + defenderConditions,
    evadeDifficulty: defenderConditions,
    armour,
  };
}

/** What the table shows before a melee attack is sent (OS-MELEE-2/3), computed like `planMelee`. */
export interface MeleePreview {
  attacker: string;
  target: string;
  difficulty: number;
  attackPool: number;
  attackWeapon: number;
  surprised: boolean;
  maxDice: number;
  defenderDifficulty: number;
  defenderExtra: number;
}

/** OS-MELEE-2/3/5: a Stealthy attacker surprises a target not in its snapshot (`view.rules.seen`, OS-ABIL-3). */
export function previewMelee(
  view: OSView,
  attacker: string,
  target: string,
  pool: number,
): MeleePreview | null {
  const u = view.units.find((x) => x.id === attacker);
  const v = view.units.find((x) => x.id === target);
  if (!u || !v) return null;
  const rules = rulesOf(view);
  const fs = mmFeatures(view);
  const stealthy = u.abilities.includes('AB_STEALTHY') && !rules.seen.includes(v.id);
  const surprised = stealthy || surpriseWindow(view, u, 'melee');
  const defenderExtra = slotDice(v, 'melee') + slotDice(v, 'armour');
  return {
    attacker,
    target,
    difficulty: conditionsFor(view, fs, figuresMm(u), 'melee'),
    attackPool: pool,
    attackWeapon: slotDice(u, 'melee'),
    surprised,
    maxDice: surprised ? 0 : Math.min(v.a, poolCap(rules, v.profile.contact ?? 0, defenderExtra)),
    defenderDifficulty: conditionsFor(view, fs, figuresMm(v), 'melee'),
    defenderExtra,
  };
}

/** One line of an opposed test's odds: who deals how much, its exact fraction and its percentage. */
export interface OddsLine {
  key: string;
  who: 'attacker' | 'defender' | 'none';
  damage: number;
  fraction: string;
  value: number;
}

/**
 * OS-TEST-6: the exact distribution of an opposed test (src/games/osoi/odds.ts, as `arbitre odds osoi opposed`),
 * the attacker's results first by damage, then the defender's, then "nothing".
 */
export function opposedOdds(att: Side, def: Side, defenderDeals: boolean): OddsLine[] {
  const out: OddsLine[] = [];
  for (const [key, p] of opposedDistribution(att, def, defenderDeals)) {
    const [who, k] = key.split(' ');
    out.push({
      key,
      who: who === 'A' ? 'attacker' : who === 'D' ? 'defender' : 'none',
      damage: Number(k ?? 0),
      fraction: p.denominator === 1 ? String(p.numerator) : `${p.numerator}/${p.denominator}`,
      value: p.numerator / p.denominator,
    });
  }
  const rank = { attacker: 0, defender: 1, none: 2 } as const;
  return out.sort((a, b) => rank[a.who] - rank[b.who] || a.damage - b.damage);
}

/** The attacker's and defender's chances in total (the sums of their lines). */
export function oddsTotals(lines: readonly OddsLine[]): { attacker: number; defender: number; none: number } {
  const t = { attacker: 0, defender: 0, none: 0 };
  for (const l of lines) t[l.who] += l.value;
  return t;
}

/** The shot's odds when the defender answers with `dice` pool dice, returning fire or evading (OS-SHOOT-5..7). */
export function shotOdds(p: ShotPreview, dice: number, returnFire: boolean): OddsLine[] {
  const def: Side = p.surprised
    ? { pool: 0, equipment: 0, difficulty: 0 }
    : {
        pool: dice,
        equipment: p.armour + (returnFire && p.returnWeapon ? p.returnWeapon.dice : 0),
        difficulty: returnFire ? p.returnDifficulty : p.evadeDifficulty,
      };
  return opposedOdds(
    { pool: p.attackPool, equipment: p.attackWeapon, difficulty: p.difficulty },
    def,
    returnFire && !p.surprised,
  );
}

/** The melee's odds when the defender answers with `dice` pool dice (OS-MELEE-3/4: both sides deal damage). */
export function meleeOdds(p: MeleePreview, dice: number): OddsLine[] {
  return opposedOdds(
    { pool: p.attackPool, equipment: p.attackWeapon, difficulty: p.difficulty },
    p.surprised
      ? { pool: 0, equipment: 0, difficulty: 0 }
      : { pool: dice, equipment: p.defenderExtra, difficulty: p.defenderDifficulty },
    !p.surprised,
  );
}

/**
 * OS-R-04's variant (`allocationMode = "incremental"`, ARB-OS-86): the dice an input of this type may declare,
 * from the legal inputs carrying `dice` (Move lists only its least and most: every count between is legal), or
 * null when its dice are allocated already.
 */
export function declarableDice(legal: readonly unknown[], type: string): { min: number; max: number } | null {
  const ns = (legal as { type?: unknown; dice?: unknown }[])
    .filter((a) => a.type === type && typeof a.dice === 'number')
    .map((a) => a.dice as number);
  return ns.length === 0 ? null : { min: Math.min(...ns), max: Math.max(...ns) };
}

/** The targets (unit or object ids) the legal special inputs offer, for this special kind when they name one. */
export function specialTargetsOf(legal: readonly unknown[], kind?: string | null): string[] {
  const out: string[] = [];
  for (const a of legal as { type?: unknown; target?: unknown; specialKind?: unknown }[])
    if (
      a.type === 'special' &&
      typeof a.target === 'string' &&
      (a.specialKind === undefined || !kind || a.specialKind === kind) &&
      !out.includes(a.target)
    )
      out.push(a.target);
  return out;
}

/** The special kinds the legal special inputs declare (incremental allocation), in their order. */
export function declaredSpecialKinds(legal: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const a of legal as { type?: unknown; specialKind?: unknown }[])
    if (a.type === 'special' && typeof a.specialKind === 'string' && !out.includes(a.specialKind))
      out.push(a.specialKind);
  return out;
}

/** OS-SPECIAL-6: REGENERATE's fixed difficulty (special.ts). */
const REGENERATE_DIFFICULTY = 1;

/** What the table shows before a special action is sent (OS-SPECIAL-2..7): its difficulty and odds. */
export interface SpecialPreview {
  kind: string;
  difficulty: number;
  base: number;
  conditions: number;
  pool: number;
  kit: number;
  /** The chance of a margin ≥ 1 (OS-SPECIAL-2), and each margin's line (a binomial over the pool). */
  success: number;
  lines: OddsLine[];
}

/** OS-SPECIAL-2..7: the special action `kind` of unit `unit` with `pool` dice, as special.ts's declareSpecial. */
export function previewSpecial(
  view: OSView,
  unit: string,
  kind: string,
  pool: number,
): SpecialPreview | null {
  const u = view.units.find((x) => x.id === unit);
  if (!u) return null;
  const rules = rulesOf(view);
  const action = scenarioOf(view)?.actions.find((a) => a.id === kind);
  const base =
    kind === 'HEAL'
      ? rules.healDifficulty
      : kind === 'ORDER'
        ? 0
        : kind === 'REGENERATE'
          ? REGENERATE_DIFFICULTY
          : (action?.difficulty ?? 0);
  // OS-TERR-6 (special.ts specialConditions): the scenario's and the agreed conditions of special rolls.
  const fs = mmFeatures(view);
  const uf = figuresMm(u);
  let conditions = 0;
  for (const c of [...(scenarioOf(view)?.conditions ?? []), ...rules.conditions]) {
    if (!c.testKinds.includes('special')) continue;
    const tags = c.featureTags;
    if (
      !tags ||
      tags.length === 0 ||
      fs.some(
        ({ f, poly }) =>
          f.tags.some((t) => tags.includes(t)) && uf.some((g) => pointInPolygon(g.x, g.y, poly, EPS)),
      )
    )
      conditions += c.difficulty;
  }
  const kit =
    kind === 'HEAL' ? u.equipment.filter((id) => id === 'MEDKIT').length * (ITEMS.MEDKIT?.dice ?? 1) : 0;
  const difficulty = base + conditions;
  const lines = opposedOdds(
    { pool, equipment: kit, difficulty },
    { pool: 0, equipment: 0, difficulty: 0 },
    false,
  );
  return { kind, difficulty, base, conditions, pool, kit, success: oddsTotals(lines).attacker, lines };
}

/** OS-R-05's variant (STRIP_DICE): a choice of stripped dice as « Déplacement 1, Tir 1 ». */
export function stripLabel(from: Record<string, number>, names: Record<string, string>): string {
  return Object.entries(from)
    .map(([k, n]) => `${names[k] ?? k} ${n}`)
    .join(', ');
}

/** The units the legal inputs of this type name as targets (shoot, melee). */
export function legalTargets(legal: readonly unknown[], type: 'shoot' | 'melee'): string[] {
  const out: string[] = [];
  for (const a of legal as { type?: unknown; target?: unknown; object?: unknown }[]) {
    // A scenario object struck in melee is named `object` (ARB-OS-81); the server takes its id as `target` too.
    const id = typeof a.target === 'string' ? a.target : typeof a.object === 'string' ? a.object : null;
    if (a.type === type && id !== null && !out.includes(id)) out.push(id);
  }
  return out;
}

/** OS-MOVE-2: the allowance of a Move action, 2 m per die. */
export const METRES_PER_DIE = 2;

/** The move's difficult-terrain test (OS-MOVE-3/4, OS-R-23), as `moveTest`: the features touched and N. */
export function movePreview(
  view: OSView,
  paths: Record<string, Point[]>,
): { tested: boolean; difficulty: number; features: string[]; longest: number } {
  const fs = mmFeatures(view);
  const touched = new Set<MmFeature>();
  let longest = 0;
  for (const [figure, pts] of Object.entries(paths)) {
    const start = view.units.flatMap((u) => u.figures).find((f) => f.id === figure);
    if (!start) continue;
    const line = [start, ...pts].map((p) => [mm(p.x), mm(p.y)] as const);
    let length = 0;
    for (let i = 1; i < line.length; i++) {
      const [ax, ay] = line[i - 1]!;
      const [bx, by] = line[i]!;
      length += dist(ax, ay, bx, by);
      for (const x of fs) if (segmentTouchesPolygon(ax, ay, bx, by, x.poly, EPS)) touched.add(x);
    }
    longest = Math.max(longest, length / MM);
  }
  const difficult = [...touched].filter((x) => x.f.difficult);
  if (difficult.length === 0) return { tested: false, difficulty: 0, features: [], longest };
  let difficulty = Math.max(...difficult.map((x) => x.f.moveDifficulty));
  // OS-TERR-6 (movement.ts conditionsOf): the scenario's conditions, then those agreed in the options.
  for (const c of [...(scenarioOf(view)?.conditions ?? []), ...rulesOf(view).conditions]) {
    if (!c.testKinds.includes('move')) continue;
    if (c.featureTags && ![...touched].some((x) => x.f.tags.some((t) => c.featureTags!.includes(t))))
      continue;
    difficulty += c.difficulty;
  }
  return { tested: true, difficulty, features: difficult.map((x) => x.f.name || x.f.type), longest };
}

/**
 * 4.3 (the UI's snap): a destination whose base would come within 0.25 m of an enemy base is pulled into
 * contact (edge to edge, along the line between the centres). Returns the point, snapped or not.
 */
export function snapToContact(view: OSView, unit: OSUnitView, p: Point): Point {
  let best: { gap: number; q: Point } | null = null;
  for (const v of view.units) {
    if (v.side === unit.side || !v.deployed || v.removed) continue;
    for (const f of v.figures) {
      if (!f.alive) continue;
      const d = Math.hypot(p.x - f.x, p.y - f.y);
      const gap = d - unit.radius - v.radius;
      if (gap > SNAP || d === 0 || (best && gap >= best.gap)) continue;
      const k = (unit.radius + v.radius) / d;
      const r = (x: number) => Math.round(x * 1000) / 1000;
      best = { gap, q: { x: r(f.x + (p.x - f.x) * k), y: r(f.y + (p.y - f.y) * k) } };
    }
  }
  return best ? best.q : p;
}

/**
 * The move input of a unit: a one-figure unit follows its waypoints; a group is translated, every living
 * figure by the same vector (its own centre + the vector, as one waypoint).
 */
export function movePaths(unit: OSUnitView, waypoints: readonly Point[]): Record<string, Point[]> {
  const alive = unit.figures.filter((f) => f.alive);
  if (waypoints.length === 0 || alive.length === 0) return {};
  const r = (x: number) => Math.round(x * 1000) / 1000;
  if (alive.length === 1) return { [alive[0]!.id]: waypoints.map((p) => ({ x: r(p.x), y: r(p.y) })) };
  const lead = alive[0]!;
  const out: Record<string, Point[]> = {};
  for (const f of alive)
    out[f.id] = waypoints.map((p) => ({ x: r(f.x + p.x - lead.x), y: r(f.y + p.y - lead.y) }));
  return out;
}

/** An item's or ability's name in the language (RIFLE → « Fusil »), its id when the catalogue lacks it. */
export function catalogueName(id: string, lang: 'fr' | 'en'): string {
  const x = ITEMS[id] ?? ABILITIES[id];
  return x ? x[lang] : id;
}

/** The legal stop inputs (DP-09) with the distance each figure stops at; `{}` (no stop) first. */
export function stopChoices(legal: readonly unknown[]): Extract<OSAction, { type: 'stop' }>[] {
  const stops = (legal as Extract<OSAction, { type: 'stop' }>[]).filter((a) => a.type === 'stop');
  return stops.sort((a, b) => Object.keys(a.at).length - Object.keys(b.at).length);
}

/** The point `metres` along the polyline from `start` through `pts` (its end when the path is shorter). */
export function pointAlong(start: Point, pts: readonly Point[], metres: number): Point {
  let left = metres;
  let a = start;
  const r = (v: number) => Math.round(v * 1000) / 1000;
  for (const b of pts) {
    const l = Math.hypot(b.x - a.x, b.y - a.y);
    if (l > 0 && left <= l)
      return { x: r(a.x + ((b.x - a.x) * left) / l), y: r(a.y + ((b.y - a.y) * left) / l) };
    left -= l;
    a = b;
  }
  return a;
}

/**
 * DP-09 drawn on the path: for each legal stop, the point where its first figure would stop along the path sent
 * (`from` its start), to click. The stop with no figure named (go to the end) is left to its button.
 */
export function stopMarkers(
  sent: { from: Record<string, Point>; paths: Record<string, Point[]> },
  legal: readonly unknown[],
): { input: Extract<OSAction, { type: 'stop' }>; figure: string; metres: number; at: Point }[] {
  const out: { input: Extract<OSAction, { type: 'stop' }>; figure: string; metres: number; at: Point }[] = [];
  for (const input of stopChoices(legal)) {
    const e = Object.entries(input.at)[0];
    if (!e) continue;
    const [figure, metres] = e;
    const start = sent.from[figure];
    const pts = sent.paths[figure];
    if (!start || !pts) continue;
    out.push({ input, figure, metres, at: pointAlong(start, pts, metres) });
  }
  return out;
}

/**
 * A label offset per unit (SVG units, from its default place just above its first figure) so that the names
 * of units standing close together overlap neither each other nor another unit's bases: above first, then
 * below the figure, then further up or down.
 */
export function labelOffsets(view: OSView, minGap = 14): Record<string, number> {
  const placed: { x: number; y: number }[] = [];
  const bases: { x: number; y: number; r: number; unit: string }[] = [];
  for (const u of view.units)
    if (u.deployed && !u.removed)
      for (const f of u.figures) if (f.alive) bases.push({ ...toSvg(view, f), r: u.radius * PX, unit: u.id });
  const out: Record<string, number> = {};
  for (const u of view.units) {
    const f = u.figures.find((x) => x.alive);
    if (!u.deployed || u.removed || !f) continue;
    const p = toSvg(view, f);
    const r = u.radius * PX;
    // The label's baseline sits at p.y − r − 2 + dy; its text spans about 10 units above it, 60 across.
    const free = (dy: number) => {
      const y = p.y - r - 2 + dy;
      if (placed.some((q) => Math.abs(q.x - p.x) < 60 && Math.abs(q.y - y) < minGap)) return false;
      return !bases.some(
        (b) => b.unit !== u.id && Math.abs(b.x - p.x) < 30 + b.r && b.y + b.r > y - 10 && b.y - b.r < y + 2,
      );
    };
    const below = 2 * r + 12;
    const tries = [0, below];
    for (let k = 1; k <= 6; k++) tries.push(-k * minGap, below + k * minGap);
    const dy = tries.find(free) ?? 0;
    placed.push({ x: p.x, y: p.y - r - 2 + dy });
    out[u.id] = dy;
  }
  return out;
}

/**
 * The lobby's « armies » field: the army builder's JSON (`[A, B]`, or `{"armies": [A, B]}`), or empty for the
 * scenario's default armies. The server checks the lists themselves (OS-ARMY-7); this only reads the JSON.
 */
export function parseArmiesField(
  text: string,
): { ok: true; value: unknown[] | null } | { ok: false; fr: string; en: string } {
  if (text.trim() === '') return { ok: true, value: null };
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    const m = e instanceof Error ? e.message : String(e);
    return { ok: false, fr: `JSON illisible : ${m}`, en: `Unreadable JSON: ${m}` };
  }
  if (typeof v === 'object' && v !== null && !Array.isArray(v) && 'armies' in v)
    v = (v as { armies: unknown }).armies;
  if (!Array.isArray(v) || v.length !== 2)
    return {
      ok: false,
      fr: 'Il faut une liste de deux armées [A, B], telle que le compositeur d’armée la donne.',
      en: 'Expected a list of two armies [A, B], as the army builder gives it.',
    };
  return { ok: true, value: v };
}

/**
 * The signed-in creator's saved army lists and battlefield picked for a match: the server swaps the ids for the
 * items themselves (src/server/osoi-store.ts), so the record holds the lists and the map.
 */
export interface OsoiSavedPicks {
  armyIds: [string | null, string | null];
  mapId: string | null;
}

/** The request's `armyIds` / `mapId` fields for the picks (nothing when none is picked). */
export function savedPicksBody(p: OsoiSavedPicks): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (p.armyIds[0] !== null || p.armyIds[1] !== null) body.armyIds = p.armyIds;
  if (p.mapId !== null) body.mapId = p.mapId;
  return body;
}
