/**
 * Small steps shared by the raid and combat rule tests: home sheets keeping only a chosen guard and reserve,
 * the resistance roll for a wanted result, and hit/save rolls that check which group rolls before rolling.
 */
import { expect } from 'vitest';
import { STARTING_FORCE, TYPES, type FigureType, type Force } from '../forces.ts';
import type { Post } from '../state.ts';
import type { Campaign, SheetSpec } from '../testing.ts';

type Guarded = Exclude<Post, 'reserve'>;

/**
 * A turn-1 sheet keeping `guard` at `post` and `reserve` in the reserve; every other home figure goes to
 * another post (the village, or the pen for a village guard), where it never fights a raid on `post`.
 */
export function home(
  post: Guarded,
  guard: Partial<Force>,
  reserve: Partial<Force> = {},
  extra: Pick<SheetSpec, 'raid' | 'pledges'> = {},
): SheetSpec {
  const elsewhere: Guarded = post === 'village' ? 'pen' : 'village';
  const rest: Partial<Force> = {};
  for (const t of TYPES) {
    rest[t] = STARTING_FORCE[t] - (guard[t] ?? 0) - (reserve[t] ?? 0) - (extra.raid?.force[t] ?? 0);
  }
  return { ...extra, posts: { [post]: guard, [elsewhere]: rest } };
}

/** Rolls the resistance die that gives the modified `result` (PIL-RAID-1). */
export function resist(c: Campaign, result: number): void {
  const p = c.pending();
  if (p.kind !== 'chance' || p.request.rule !== 'PIL-RAID-1') throw new Error(`no resistance roll pending`);
  c.roll(result - (p.request.modifier ?? 0));
}

/** Rolls to hit for the group of `side` and `figureType` whose roll is pending (checked first). */
export function hit(c: Campaign, side: 0 | 1, figureType: FigureType, ...faces: number[]): void {
  expect(c.pending()).toMatchObject({
    kind: 'chance',
    request: { label: 'pil.roll.hit', dice: `${faces.length}d6`, params: { side, figureType } },
  });
  c.roll(...faces);
}

/** Rolls the pending save batch of `side` and `figureType` (checked first). */
export function save(c: Campaign, side: 0 | 1, figureType: FigureType, ...faces: number[]): void {
  expect(c.pending()).toMatchObject({
    kind: 'chance',
    request: { rule: 'PIL-COMBAT-8', dice: `${faces.length}d6`, params: { side, figureType } },
  });
  c.roll(...faces);
}

/** Every hit roll of the current step, each group missing with 1s: [side, type, dice] in order. */
export function missAll(c: Campaign): [number, FigureType, string][] {
  const out: [number, FigureType, string][] = [];
  const step = `${c.s.raid?.round}/${c.s.raid?.step}`;
  for (;;) {
    const p = c.pending();
    if (p.kind !== 'chance' || p.request.label !== 'pil.roll.hit') return out;
    if (`${c.s.raid?.round}/${c.s.raid?.step}` !== step) return out;
    out.push([p.request.params!.side as number, p.request.params!.figureType as FigureType, p.request.dice]);
    c.rollAll(1);
  }
}

/** The living figures of a combat side, as `origin/owner/type: count` strings. */
export function sideOf(c: Campaign, side: 0 | 1): string[] {
  return c.s
    .raid!.sides[side].filter((g) => g.count > 0)
    .map((g) => `${g.owner}/${g.origin}/${g.type}:${g.count}`);
}
