/**
 * Les Pillards de l'Estrange: the Rules object (see ../shared/rules/pillards.md).
 */
import { facesForRequest } from '../../engine/dice.ts';
import { ok, type GameEvent, type Result, type Rules } from '../../engine/types.ts';
import { applyInitiative, applyNegotiation, reveal, startTurn, type NegotiationAction } from './campaign.ts';
import { applyAllocation, applyHits, applySaves, decideRetreat } from './combat.ts';
import { allocationCounts, awaited, legalActions, validateAction, type PilAction } from './decisions.ts';
import { applyLoot, applyQuantity } from './loot.ts';
import { parseOptions } from './options.ts';
import { chanceOutcomesOf, chanceRequest, pendingOf } from './pending.ts';
import { pilPreviews } from './previews.ts';
import { applyResistance, commit } from './raid.ts';
import { cloneState, createState, hashState, type PilState, type Sheet } from './state.ts';
import { audienceOf, secretsOf, viewOf, type PilView } from './view.ts';

export type { PilAction } from './decisions.ts';
export type { PilState, Sheet } from './state.ts';
export type { PilView } from './view.ts';

/** Applies one validated decision of `player` (D-RESERVE, D-RETREAT, a single D-ALLOC). */
function applyAction(s: PilState, player: number, a: PilAction): GameEvent[] {
  const events: GameEvent[] = [];
  if ('raid' in a) throw new Error('order sheets are sealed orders: use applyOrders');
  switch (a.type) {
    case 'commit':
      events.push({
        type: 'reserveCommitted',
        rule: 'PIL-RAID-6',
        player,
        figures: a.figures.map((f) => ({ ...f })),
      });
      commit(s, a.figures, events);
      break;
    case 'fight':
    case 'retreat':
      decideRetreat(s, a.type === 'retreat', events);
      break;
    case 'allocate': {
      const { side, counts } = allocationCounts(s, player, a.hits);
      applyAllocation(s, side, counts, events);
      break;
    }
    default:
      // A lone negotiator's message or "ready" may come as a decision too.
      applyNegotiation(s, new Map([[player, a as NegotiationAction]]), events);
  }
  return events;
}

/** Applies sealed inputs given together: negotiation, order sheets (the reveal), or both sides' D-ALLOC. */
function applySealed(s: PilState, orders: Map<number, PilAction>): GameEvent[] {
  const events: GameEvent[] = [];
  if (s.phase === 'negotiation') applyNegotiation(s, orders as Map<number, NegotiationAction>, events);
  else if (s.phase === 'orders') reveal(s, orders as Map<number, Sheet>, events);
  else if (s.phase === 'alloc') {
    for (const [player, a] of orders) {
      if (!('type' in a) || a.type !== 'allocate') continue;
      const { side, counts } = allocationCounts(s, player, a.hits);
      applyAllocation(s, side, counts, events);
    }
  } else throw new Error(`no sealed orders are expected in phase ${s.phase}`);
  return events;
}

/** Applies the faces of the pending roll. */
function applyFaces(s: PilState, faces: unknown): Result<GameEvent[]> {
  const checked = facesForRequest(chanceRequest(s), faces);
  if (!checked.ok) return checked;
  const f = checked.value;
  const events: GameEvent[] = [];
  switch (s.phase) {
    case 'initiative':
      applyInitiative(s, f[0]!, events);
      break;
    case 'resistance':
      applyResistance(s, f[0]!, events);
      break;
    case 'hit':
      applyHits(s, f, events);
      break;
    case 'save':
      applySaves(s, f, events);
      break;
    case 'loot':
      applyLoot(s, f[0]!, events);
      break;
    case 'quantity':
      applyQuantity(s, f, events);
      break;
  }
  return ok(events);
}

/** The Pillards rules object. */
export const pillards: Rules<PilState, PilAction, PilView> = {
  id: 'pillards',
  version: '1',
  players: { min: 2, max: 8 },
  setup(options) {
    const o = parseOptions(options);
    if (!o.ok) return o;
    const s = createState(o.value);
    startTurn(s, []);
    return ok(s);
  },
  pending: pendingOf,
  legal: legalActions,
  validate: validateAction,
  apply: applyAction,
  applyOrders: applySealed,
  applyChance: applyFaces,
  chanceOutcomes: chanceOutcomesOf,
  view: (s, viewer) => viewOf(s, viewer),
  clone: cloneState,
  hash: hashState,
  stepBound(s) {
    // Per turn: negotiation (50 messages a head), orders, initiative ties, and per raid a combat that ends
    // with probability 1; 20,000 steps a turn and a player is far beyond any campaign seen.
    return 6 * s.n * 20_000;
  },
  secrets: secretsOf,
  inputAudience: audienceOf,
  previews: (s, player, legal) => pilPreviews(pillards, s, player, legal),
};

/** Players whose input is awaited now (sealed or not). */
export { awaited };
