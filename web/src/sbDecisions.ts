/**
 * The Spark Ball decisions the board does not take by pointing (SparkBall.tsx handles deploy, activate, pass,
 * standUp, move, leap, pickUp, end, and the aimed shoot, passBall, charge and massacre): each legal input sorted into what the decisions panel shows, with a
 * readable label. Any input of a type this table does not know yet (the actions other sessions add) still
 * gets a label built from its fields, so that it is answerable at once.
 */
import type { SBAction } from '../../src/games/spark-ball/actions.ts';
import type { SBPlayerView, SBView } from '../../src/games/spark-ball/view.ts';

/** A legal input as the panel reads it. */
export type AnyInput = { type: string } & Record<string, unknown>;

/** Input types the board itself offers (by pointing or its own buttons). */
export const BOARD_TYPES = new Set([
  'deploy',
  'deployOne',
  'activate',
  'pass',
  'standUp',
  'move',
  'leap',
  'pickUp',
  'end',
  // aimed on the board (sbAim.ts): a target, then Confirm
  'shoot',
  'passBall',
  'charge',
  'massacre',
]);

type T = (key: string, options?: Record<string, unknown>) => string;

/** A player of the view named by id, preferring `side` when both sides use the id. */
export function playerById(view: SBView, id: unknown, side?: number): SBPlayerView | undefined {
  const all = view.players.filter((p) => p.id === id);
  return all.find((p) => p.side === side) ?? all[0];
}

/** "#7 Name" of a player id, or the id itself. */
export function playerName(view: SBView, id: unknown, side?: number): string {
  const p = playerById(view, id, side);
  return p ? `#${p.number} ${p.name}` : String(id);
}

const fmt = (n: number, lang: string) => (lang === 'fr' ? String(n).replace('.', ',') : String(n));

/**
 * A readable label for any input: its type's name (`sbt.action.<type>`, else the type itself), then each field
 * in words: players by number and name, booleans, distances and points in inches, lists.
 */
export function actionLabel(a: AnyInput, view: SBView, seat: number | null, t: T, lang: string): string {
  const name = t(`sbt.action.${a.type}`, {
    defaultValue: t(`sbDeploy.action.${a.type}`, { defaultValue: a.type }),
  });
  const parts: string[] = [];
  for (const [k, v] of Object.entries(a)) {
    if (k === 'type') continue;
    // Own players for `player` and `players`; `target`, `out`, `reserve` may be either side's.
    const side = k === 'target' ? undefined : (seat ?? undefined);
    if ((k === 'player' || k === 'target' || k === 'out' || k === 'reserve') && typeof v === 'string') {
      parts.push(`${t(`sbt.field.${k}`, { defaultValue: k })} ${playerName(view, v, side)}`);
    } else if (k === 'slots' && Array.isArray(v)) {
      parts.push(`${t('sbDeploy.slots')} ${v.map((q) => t(`sbDeploy.slot.${String(q)}`)).join(', ')}`);
    } else if (k === 'players' && Array.isArray(v)) {
      parts.push(v.map((id) => playerName(view, id, side)).join(', '));
    } else if (typeof v === 'boolean') {
      parts.push(`${t(`sbt.field.${k}`, { defaultValue: k })} ${t(v ? 'sbt.yes' : 'sbt.no')}`);
    } else if (k === 'at' && typeof v === 'number') {
      parts.push(t('sbt.at', { d: fmt(v, lang) }));
    } else if (k === 'angle' && typeof v === 'number') {
      parts.push(`${fmt(v, lang)}°`);
    } else if (typeof v === 'object' && v !== null && typeof (v as { x?: unknown }).x === 'number') {
      const q = v as { x: number; y: number };
      parts.push(`${t(`sbt.field.${k}`, { defaultValue: k })} (${fmt(q.x, lang)} ; ${fmt(q.y, lang)})`);
    } else if (k === 'stat' || k === 'defence') {
      parts.push(t(`sbt.${k}.${String(v)}`, { defaultValue: String(v) }));
    } else if (v !== null && v !== undefined) {
      parts.push(
        `${t(`sbt.field.${k}`, { defaultValue: k })} ${typeof v === 'string' ? v : JSON.stringify(v)}`,
      );
    }
  }
  return parts.length ? `${name} — ${parts.join(' · ')}` : name;
}

/** Tackle options grouped by tackler and leap, each with its interruption points (C-5), earliest first. */
export interface TackleGroup {
  player: string;
  leap: boolean;
  at: number[];
}

export function tackleGroups(legal: readonly AnyInput[]): TackleGroup[] {
  const groups: TackleGroup[] = [];
  for (const a of legal) {
    if (a.type !== 'tackle' || typeof a.player !== 'string' || typeof a.at !== 'number') continue;
    const leap = a.leap === true;
    let g = groups.find((x) => x.player === a.player && x.leap === leap);
    if (!g) groups.push((g = { player: a.player, leap, at: [] }));
    g.at.push(a.at);
  }
  for (const g of groups) g.at.sort((x, y) => x - y);
  return groups;
}

/** What the panel shows: the reaction window, and the other inputs grouped by type, board inputs aside. */
export interface Sorted {
  /** A D-20 window is open for this seat: decline is offered. */
  reacting: boolean;
  tackles: TackleGroup[];
  /** Every other panel input (catches, intercepts, lineup, captain, rerolls…, unknown ones), in legal order. */
  others: AnyInput[];
  concede: AnyInput | null;
}

export function sortInputs(legal: readonly unknown[]): Sorted {
  const list = legal as AnyInput[];
  return {
    reacting: list.some((a) => a.type === 'decline'),
    tackles: tackleGroups(list),
    others: list.filter((a) => !BOARD_TYPES.has(a.type) && a.type !== 'tackle' && a.type !== 'concede'),
    concede: list.find((a) => a.type === 'concede') ?? null,
  };
}

/** The kind of the open reaction window, from the inputs offered (the view's stop says D-20 only). */
export function windowOf(legal: readonly unknown[]): string | null {
  const types = new Set((legal as AnyInput[]).map((a) => a.type));
  if (!types.has('decline')) return null;
  if (types.has('tackle')) return 'RW-TACKLE';
  if (types.has('catchRebound')) return 'RW-REBOUND';
  if (types.has('interceptPlayer')) return 'RW-CHARGE';
  if (types.has('interceptShot')) return 'RW-SHOT';
  if (types.has('interceptPass')) return 'RW-PASS';
  return 'D-20';
}

/** The view's type for the table, as SBAction so that a panel input may be sent as it is. */
export const asAction = (a: AnyInput): SBAction => a as unknown as SBAction;

/**
 * D-21 / D-22: what the defence window says. A shot's ball (D-22) and a charge whose roll is made (D-21) give
 * the difficulty D; under `charge.defenceChoice = beforeRoll` (ARB-SB-79) the defence is chosen before the
 * charge roll, so the prompt says D is still to be rolled (and the odds shown cover every face of it).
 */
export function defencePrompt(view: SBView): {
  rule: string;
  key: string;
  d: number | null;
  attacker: string | null;
} {
  const shot = view.stop === 'D-22' || (view.charge === null && view.shot !== null);
  if (shot) {
    return {
      rule: 'SB-SHOT-6',
      key: 'sbd.defendShot',
      d: view.shot?.difficulty ?? null,
      attacker: view.shot?.shooter ?? null,
    };
  }
  const c = view.charge;
  if (c !== null && !c.rolled) {
    return { rule: 'ARB-SB-79', key: 'sbCharge.defendBeforeRoll', d: null, attacker: c.charger };
  }
  return {
    rule: 'SB-CHARGE-5',
    key: 'sbd.defendCharge',
    d: c?.difficulty ?? null,
    attacker: c?.charger ?? null,
  };
}
