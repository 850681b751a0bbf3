/**
 * What a seat or a spectator sees (PIL-INFO-1..3, section 4.4): public fiefs, forces, ledgers and the raid log;
 * the sheets only after an open reveal; private messages only for their participants; in `referee` mode no
 * order content ever, nor the pools and unengaged posts.
 */
import type { Outcome, Pending } from '../../engine/types.ts';
import type { PilAction } from './decisions.ts';
import { copy, type Force } from './forces.ts';
import type { PilOptions } from './options.ts';
import { copyOutcome } from '../../engine/options.ts';
import { internalOf } from './determinize.ts';
import { pendingOf } from './pending.ts';
import { pool, type PoolGroup } from './raid.ts';
import {
  cloneSheet,
  owned,
  type Lord,
  type Message,
  type PilState,
  type RaidSummary,
  type Sheet,
} from './state.ts';

/** A fief as everybody sees it. */
export interface FiefView {
  seat: number;
  figures: Force;
  cattle: number | null;
  pigs: number;
  trees: number | null;
  village: Lord['village'];
  reinforced: boolean;
  booty: Lord['booty'];
  vp: number;
  ledger: Lord['ledger'];
  ready: boolean;
}

/** The view of a campaign. */
export interface PilView {
  game: 'pillards';
  viewer: number | null;
  turn: number;
  phase: PilState['phase'];
  revealMode: 'open' | 'referee';
  /** The whole configuration, public and fixed before turn 1 (PIL-SETUP-6, PIL-INFO-1). */
  options: PilOptions;
  fiefs: FiefView[];
  /** This turn's sheets: all of them after an open reveal; otherwise only the viewer's own (after the reveal). */
  sheets: (Sheet | null)[];
  messages: Message[];
  queue: number[];
  raid: null | {
    no: number;
    attacker: number;
    target: number;
    type: string;
    designated: Force;
    result: number;
    k: number;
    round: number;
    step: string | null;
    sides: { owner: number; origin: string; figureType: string; count: number }[][];
    hits: [number, number];
    /** The pool and its groups: for the target (who chooses), and for everyone in `open` mode. */
    pool: PoolGroup[] | null;
  };
  log: RaidSummary[];
  pending: Pending;
  outcome: Outcome | null;
  /**
   * The whole state as this viewer may know it (determinize.ts): what the fields above show and the rest of the
   * mechanics, with everything hidden from the viewer taken out. The search bots rebuild states from it.
   */
  internal?: PilState;
}

/**
 * The view of `viewer` (null = spectator); `internal` false leaves out the state for the search bots (the greedy
 * bot's playouts, which look at the public fields only).
 */
export function viewOf(s: PilState, viewer: number | null, internal = true): PilView {
  const open = s.o.revealMode === 'open';
  const r = s.raid;
  return {
    game: 'pillards',
    viewer,
    turn: s.turn,
    phase: s.phase,
    revealMode: s.o.revealMode,
    options: { ...s.o, humans: s.o.humans.slice() },
    fiefs: s.lords.map((l, seat) => ({
      seat,
      figures: owned(l),
      cattle: l.cattle,
      pigs: l.pigs,
      trees: l.trees,
      village: { ...l.village },
      reinforced: l.reinforced,
      booty: { ...l.booty },
      vp: l.vp,
      ledger: l.ledger.map((e) => ({ ...e })),
      ready: s.ready[seat]!,
    })),
    sheets: s.sheets.map((sh, p) => (sh && (open || p === viewer) ? cloneSheet(sh) : null)),
    messages: s.messages
      .filter((m) => m.to === null || (viewer !== null && (m.from === viewer || m.to.includes(viewer))))
      .map((m) => ({ ...m, to: m.to ? m.to.slice() : null })),
    queue: s.queue.slice(),
    raid: r
      ? {
          no: r.no,
          attacker: r.attacker,
          target: r.target,
          type: r.type,
          designated: copy(r.designated),
          result: r.result,
          k: open || viewer === r.target ? r.k : -1,
          round: r.round,
          step: r.step,
          sides: r.sides.map((gs) =>
            gs.map((g) => ({ owner: g.owner, origin: g.origin, figureType: g.type, count: g.count })),
          ),
          hits: [r.hits[0], r.hits[1]],
          pool: r.result >= 2 && (open || viewer === r.target) ? pool(s, r) : null,
        }
      : null,
    log: s.log.map((e) => ({ ...e, force: copy(e.force) })),
    pending: pendingOf(s),
    outcome: copyOutcome(s.outcome),
    // Spectators get none: no bot searches from their seat.
    ...(internal && viewer !== null ? { internal: internalOf(s, viewer) } : {}),
  };
}

/** What `viewer` must never see: other players' sheets in referee mode, other people's private messages. */
export function secretsOf(s: PilState, viewer: number | null): string[] {
  const out: string[] = [];
  if (s.o.revealMode === 'referee') {
    const own = viewer === null ? null : JSON.stringify(s.sheets[viewer]);
    s.sheets.forEach((sh, p) => {
      if (sh && p !== viewer) {
        const text = JSON.stringify(sh);
        if (text !== own) out.push(text);
      }
    });
  }
  for (const m of s.messages) {
    if (m.to !== null && (viewer === null || (m.from !== viewer && !m.to.includes(viewer))))
      out.push(JSON.stringify(m));
  }
  return out;
}

/**
 * Who may see `player`'s input `a` in a record (the state before it): a private message only its sender and
 * recipients (PIL-NEGO-2); in `referee` mode an order sheet only its own seat (PIL-INFO-3, PIL-R-16: sheets
 * are never revealed). Everything else is public (PIL-INFO-3, section 4.4: "every ... D-RESERVE, D-RETREAT,
 * D-ALLOC ... as it happens, whether involved or not"): "ready" and the end of negotiation; a D-RESERVE
 * commitment, which lists only the committed figures (the defending figures that fight, public by owner and
 * type even in `referee` mode; the hidden pool size and share are in no input, only in the target's
 * `poolCalled` event); D-RETREAT and D-ALLOC.
 */
export function audienceOf(s: PilState, player: number, a: PilAction): number[] | null {
  if ('raid' in a) return s.o.revealMode === 'referee' ? [player] : null;
  if (a.type === 'message' && a.to !== 'all') return [...new Set([player, ...a.to])].sort((x, y) => x - y);
  return null;
}
