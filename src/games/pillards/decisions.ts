/**
 * Every input of Pillards: negotiation messages, order sheets (D-RAID, D-POSTS, D-PLEDGE, D-REINF), the
 * reserve commitment (D-RESERVE), the retreat decision (D-RETREAT) and hit allocation (D-ALLOC): who decides
 * now, representative legal lists, and validation of any JSON with precise refusals.
 */
import { countOf } from '../../engine/i18n.ts';
import { err, ok, type Result } from '../../engine/types.ts';
import { MESSAGE_CAP, negotiators, type NegotiationAction } from './campaign.ts';
import { controller, extraHits } from './combat.ts';
import { TYPES, type FigureType } from './forces.ts';
import { pool, type Commitment, type PoolGroup } from './raid.ts';
import { candidateSheets, validateSheet } from './sheet.ts';
import type { Group, PilState, Post, Sheet, Side } from './state.ts';

/** A hit allocation entry: how many figures of one group (owner, origin, type) take the extra hits. */
export interface AllocEntry {
  owner: number;
  origin: Post | 'raid';
  figureType: FigureType;
  count: number;
}

/** Every input a player can send. */
export type PilAction =
  | NegotiationAction
  | Sheet
  | { type: 'commit'; figures: Commitment[] }
  | { type: 'fight' }
  | { type: 'retreat' }
  | { type: 'allocate'; hits: AllocEntry[] };

/** The longest negotiation message (characters). */
export const MESSAGE_LENGTH = 1000;

/** Players whose input is awaited now, and whether they answer together (sealed). */
export function awaited(s: PilState): { players: number[]; sealed: boolean } {
  const r = s.raid;
  switch (s.phase) {
    case 'negotiation':
      return { players: negotiators(s), sealed: true };
    case 'orders':
      return { players: Array.from({ length: s.n }, (_, p) => p), sealed: true };
    case 'reserve':
      return { players: [r!.target], sealed: false };
    case 'retreat':
      return { players: [r!.attacker], sealed: false };
    case 'alloc': {
      const players: number[] = [];
      if (r!.allocPending[0]) players.push(r!.attacker);
      if (r!.allocPending[1]) players.push(r!.target);
      return { players, sealed: players.length > 1 };
    }
    default:
      return { players: [], sealed: false };
  }
}

/** The side whose allocation player `p` gives. */
function allocSide(s: PilState, p: number): Side {
  return s.raid!.allocPending[0] && controller(s.raid!, 0) === p ? 0 : 1;
}

/** Fills `k` figures over `groups` following `order` (indices), as many as each group can take. */
function fill(counts: number[], order: number[], k: number): number[] {
  const out = counts.map(() => 0);
  let left = k;
  for (const i of order) {
    const take = Math.min(left, counts[i]!);
    out[i] = take;
    left -= take;
  }
  return out;
}

/** Distinct fillings of `k` over the groups: each group first (then the others in order), and the reverse. */
function fillings(counts: number[], k: number): number[][] {
  const idx = counts.map((_, i) => i);
  const orders = [idx, idx.slice().reverse(), ...idx.map((i) => [i, ...idx.filter((j) => j !== i)])];
  const seen = new Set<string>();
  const out: number[][] = [];
  for (const o of orders) {
    const f = fill(counts, o, k);
    const key = f.join(',');
    if (!seen.has(key)) {
      seen.add(key);
      out.push(f);
    }
  }
  return out;
}

/** The legal inputs of `p` now; a representative set for sheets, commitments and allocations. */
export function legalActions(s: PilState, p: number): PilAction[] {
  if (!awaited(s).players.includes(p)) return [];
  const r = s.raid;
  switch (s.phase) {
    case 'negotiation': {
      const out: PilAction[] = [{ type: 'ready' }];
      if (s.sent[p]! < MESSAGE_CAP) out.push({ type: 'message', to: 'all', text: `Salut de ${p}` });
      return out;
    }
    case 'orders':
      return candidateSheets(s, p);
    case 'reserve': {
      const groups = pool(s, r!);
      return fillings(
        groups.map((g) => g.count),
        r!.k,
      ).map((f) => ({ type: 'commit', figures: commitmentOf(groups, f) }));
    }
    case 'retreat':
      return [{ type: 'fight' }, { type: 'retreat' }];
    case 'alloc': {
      const side = allocSide(s, p);
      const groups = r!.sides[side];
      return fillings(
        groups.map((g) => g.count),
        extraHits(s, side),
      ).map((f) => ({ type: 'allocate', hits: allocationOf(groups, f) }));
    }
    default:
      return [];
  }
}

function commitmentOf(groups: PoolGroup[], counts: number[]): Commitment[] {
  return groups
    .map((g, i) => ({ owner: g.owner, figureType: g.type, count: counts[i]! }))
    .filter((c) => c.count > 0);
}

function allocationOf(groups: Group[], counts: number[]): AllocEntry[] {
  return groups
    .map((g, i) => ({ owner: g.owner, origin: g.origin, figureType: g.type, count: counts[i]! }))
    .filter((c) => c.count > 0);
}

const intIn = (v: unknown, lo: number, hi: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;

/** The trust boundary: any JSON from `p`, checked against what the campaign waits for. */
export function validateAction(s: PilState, p: number, input: unknown): Result<PilAction> {
  if (s.phase === 'over')
    return err('campaign.over', 'PIL-TURN-1', 'La campagne est terminée.', 'The campaign is over.');
  const { players } = awaited(s);
  if (players.length === 0) {
    return err(
      'turn.chance',
      undefined,
      'Un jet de dés est attendu, pas une décision.',
      'A dice roll is expected, not a decision.',
    );
  }
  if (!players.includes(p)) {
    return err(
      'turn.notYours',
      'PIL-INFO-2',
      `Rien n’est attendu du joueur ${p} maintenant (étape ${s.phase}) ; on attend ${players.join(', ')}.`,
      `Nothing is expected from player ${p} now (step ${s.phase}); waiting for ${players.join(', ')}.`,
    );
  }
  if (s.phase === 'orders') return validateSheet(s, p, input);
  if (typeof input !== 'object' || input === null || typeof (input as { type?: unknown }).type !== 'string') {
    return err(
      'action.shape',
      undefined,
      'Une action est un objet JSON avec un champ « type ».',
      'An action is a JSON object with a "type" field.',
    );
  }
  const a = input as Record<string, unknown>;
  const extra = (allowed: string[]) => Object.keys(a).filter((k) => !allowed.includes(k));
  const unexpected = (allowed: string[]): Result<PilAction> | null => {
    const x = extra(allowed);
    return x.length === 0
      ? null
      : err(
          'action.extraField',
          undefined,
          `Champ(s) en trop : ${x.join(', ')}.`,
          `Unexpected field(s): ${x.join(', ')}.`,
        );
  };
  switch (s.phase) {
    case 'negotiation':
      return validateNegotiation(s, p, a, unexpected);
    case 'retreat':
      if (a.type === 'fight' || a.type === 'retreat') return unexpected(['type']) ?? ok({ type: a.type });
      return err(
        'retreat.choice',
        'PIL-COMBAT-11',
        'Au début du round : « fight » (combattre) ou « retreat » (battre en retraite).',
        'At the start of the round: "fight" or "retreat".',
      );
    case 'reserve':
      return validateCommit(s, a, unexpected);
    case 'alloc':
      return validateAllocation(s, p, a, unexpected);
    default:
      return err(
        'turn.chance',
        undefined,
        'Un jet de dés est attendu, pas une décision.',
        'A dice roll is expected, not a decision.',
      );
  }
}

type Unexpected = (allowed: string[]) => Result<PilAction> | null;

function validateNegotiation(
  s: PilState,
  p: number,
  a: Record<string, unknown>,
  unexpected: Unexpected,
): Result<PilAction> {
  if (a.type === 'ready' || a.type === 'endNegotiation') return unexpected(['type']) ?? ok({ type: a.type });
  if (a.type !== 'message') {
    return err(
      'negotiation.action',
      'PIL-NEGO-2',
      'En négociation : « message », « ready » ou « endNegotiation ».',
      'During negotiation: "message", "ready" or "endNegotiation".',
    );
  }
  const bad = unexpected(['type', 'to', 'text']);
  if (bad) return bad;
  if (s.sent[p]! >= MESSAGE_CAP) {
    return err(
      'negotiation.cap',
      'PIL-NEGO-2',
      `Au plus ${MESSAGE_CAP} messages par joueur et par négociation.`,
      `At most ${MESSAGE_CAP} messages per player and negotiation.`,
    );
  }
  if (typeof a.text !== 'string' || a.text.length === 0 || a.text.length > MESSAGE_LENGTH) {
    return err(
      'negotiation.text',
      'PIL-NEGO-2',
      `Le texte d’un message fait de 1 à ${MESSAGE_LENGTH} caractères.`,
      `A message text has 1 to ${MESSAGE_LENGTH} characters.`,
    );
  }
  if (a.to === 'all') return ok({ type: 'message', to: 'all', text: a.text });
  if (
    !Array.isArray(a.to) ||
    a.to.length === 0 ||
    a.to.some((q) => !intIn(q, 0, s.n - 1) || q === p) ||
    new Set(a.to).size !== a.to.length
  ) {
    return err(
      'negotiation.to',
      'PIL-NEGO-2',
      `Destinataires : « all », ou une liste d’autres joueurs distincts (0 à ${s.n - 1}).`,
      `Recipients: "all", or a list of distinct other players (0 to ${s.n - 1}).`,
    );
  }
  return ok({ type: 'message', to: (a.to as number[]).slice().sort((x, y) => x - y), text: a.text });
}

function validateCommit(s: PilState, a: Record<string, unknown>, unexpected: Unexpected): Result<PilAction> {
  const r = s.raid!;
  const groups = pool(s, r);
  const what = groups.map((g) => `${g.count} ${g.type} (${g.owner})`).join(', ');
  const refuse = (fr: string, en: string) =>
    err(
      'reserve.choice',
      'PIL-RAID-6',
      `${fr} Il faut exactement ${countOf(r.k, 'figurine|figurines', 'fr')} parmi : ${what}.`,
      `${en} Exactly ${countOf(r.k, 'figure is|figures are', 'en')} needed among: ${what}.`,
    );
  if (a.type !== 'commit')
    return refuse('Attendu : { type: "commit", figures }.', 'Expected: { type: "commit", figures }.');
  const bad = unexpected(['type', 'figures']);
  if (bad) return bad;
  if (!Array.isArray(a.figures)) return refuse('figures doit être une liste.', 'figures must be a list.');
  const counts = groups.map(() => 0);
  for (const f of a.figures as unknown[]) {
    const e = f as Record<string, unknown>;
    const i = groups.findIndex((g) => g.owner === e?.owner && g.type === e?.figureType);
    if (i < 0 || !intIn(e.count, 0, 1000))
      return refuse(`Entrée ${JSON.stringify(f)} inconnue.`, `Unknown entry ${JSON.stringify(f)}.`);
    counts[i]! += e.count;
  }
  if (counts.some((c, i) => c > groups[i]!.count))
    return refuse('Plus de figurines que la réserve n’en a.', 'More figures than the reserve holds.');
  if (counts.reduce((x, y) => x + y, 0) !== r.k)
    return refuse('Mauvais nombre de figurines.', 'Wrong number of figures.');
  return ok({ type: 'commit', figures: commitmentOf(groups, counts) });
}

function validateAllocation(
  s: PilState,
  p: number,
  a: Record<string, unknown>,
  unexpected: Unexpected,
): Result<PilAction> {
  const side = allocSide(s, p);
  const groups = s.raid!.sides[side];
  const k = extraHits(s, side);
  const what = groups.map((g) => `${g.count} ${g.type} (${g.owner}, ${g.origin})`).join(', ');
  const refuse = (fr: string, en: string) =>
    err(
      'alloc.choice',
      'PIL-COMBAT-7',
      `${fr} Il faut répartir exactement ${countOf(k, 'touche|touches', 'fr')}, une par figurine, parmi : ${what}.`,
      `${en} Exactly ${countOf(k, 'hit|hits', 'en')} must be allocated, one per figure, among: ${what}.`,
    );
  if (a.type !== 'allocate')
    return refuse('Attendu : { type: "allocate", hits }.', 'Expected: { type: "allocate", hits }.');
  const bad = unexpected(['type', 'hits']);
  if (bad) return bad;
  if (!Array.isArray(a.hits)) return refuse('hits doit être une liste.', 'hits must be a list.');
  const counts = groups.map(() => 0);
  for (const h of a.hits as unknown[]) {
    const e = h as Record<string, unknown>;
    const i = groups.findIndex(
      (g) => g.owner === e?.owner && g.origin === e?.origin && g.type === e?.figureType,
    );
    if (i < 0 || !intIn(e.count, 0, 1000))
      return refuse(`Entrée ${JSON.stringify(h)} inconnue.`, `Unknown entry ${JSON.stringify(h)}.`);
    counts[i]! += e.count;
  }
  if (counts.some((c, i) => c > groups[i]!.count))
    return refuse('Plus de touches que de figurines dans un groupe.', 'More hits than figures in a group.');
  if (counts.reduce((x, y) => x + y, 0) !== k)
    return refuse('Mauvais nombre de touches.', 'Wrong number of hits.');
  return ok({ type: 'allocate', hits: allocationOf(groups, counts) });
}

/** The group counts of a validated allocation, aligned with the side's groups. */
export function allocationCounts(
  s: PilState,
  p: number,
  hits: AllocEntry[],
): { side: Side; counts: number[] } {
  const side = allocSide(s, p);
  const groups = s.raid!.sides[side];
  const counts = groups.map(
    (g) =>
      hits.find((h) => h.owner === g.owner && h.origin === g.origin && h.figureType === g.type)?.count ?? 0,
  );
  return { side, counts };
}

/** Types in a stable order, for messages. */
export const TYPE_ORDER = TYPES;
