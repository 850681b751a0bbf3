/**
 * The state behind a view, for the search bots (src/engine/search.ts): `internalOf` is the whole state with what
 * the viewer may not see taken out (PIL-INFO-1..3), carried by the view; `determinize` puts back, drawn at
 * random, a hidden part consistent with everything the viewer has seen. A seat's search never reads another
 * seat's secrets: they are not in its view.
 *
 * What is hidden from a seat: other people's private messages (they change nothing in the rules: only their
 * count per sender, which the view does not give either), and in `referee` mode (PIL-R-16) the other lords'
 * sheets once locked: where their home figures stand, the raid force each sends, the pledges, the reinforcement
 * posts, and the number of pool figures a raid calls when the viewer is not its target. What stays public and
 * constrains the draw: every lord's living figures (home and away), the raid queue, the raid in progress (its
 * attacker, target, type, designated force and fighting groups) and the log of raids resolved.
 */
import type { SeededRng } from '../../engine/rng.ts';
import { copy, none, TYPES, type FigureType, type Force } from './forces.ts';
import { pool, poolShare, type PoolGroup } from './raid.ts';
import { candidateSheets } from './sheet.ts';
import { cloneState, owned, POSTS, type PilState, type Post, type RaidOrder, type Sheet } from './state.ts';
import type { PilView } from './view.ts';

/** Phases in which this turn's sheets are locked (between the reveal and the turn's end). */
function sheetsLocked(s: PilState): boolean {
  return s.phase !== 'negotiation' && s.phase !== 'orders' && s.phase !== 'over';
}

/** Whether `viewer` is kept from seeing player `q`'s sheet now. */
function sheetHidden(s: PilState, q: number, viewer: number | null): boolean {
  return s.o.revealMode === 'referee' && q !== viewer && sheetsLocked(s);
}

/**
 * The state as `viewer` may know it: private messages of others removed (and the history digest that folds
 * them in), hidden sheets null, a hidden lord's living figures all counted in his reserve, a hidden pool share
 * −1. Plain data: the view carries it as JSON.
 */
export function internalOf(s: PilState, viewer: number | null): PilState {
  const c = cloneState(s);
  c.messages = s.messages.filter(
    (m) => m.to === null || (viewer !== null && (m.from === viewer || m.to.includes(viewer))),
  );
  c.sent = c.sent.map((_, q) => c.messages.filter((m) => m.from === q && m.turn === s.turn).length);
  c.history = 0;
  for (let q = 0; q < s.n; q++) {
    if (!sheetHidden(s, q, viewer)) continue;
    c.sheets[q] = null;
    const l = c.lords[q]!;
    l.posts = { pen: none(), village: none(), orchard: none(), reserve: owned(l) };
    l.raid = none();
  }
  const r = c.raid;
  if (r && s.o.revealMode === 'referee' && viewer !== r.target) r.k = -1;
  return c;
}

/** The raid order of `q` this turn when it is public: the raid in progress, else the log's. */
function knownRaid(s: PilState, q: number): RaidOrder | null {
  if (s.raid?.attacker === q)
    return { target: s.raid.target, type: s.raid.type, force: copy(s.raid.designated) };
  for (let i = s.log.length - 1; i >= 0; i--) {
    const e = s.log[i]!;
    if (e.turn !== s.turn) break;
    if (e.attacker === q) return { target: e.target, type: e.raidType, force: copy(e.force) };
  }
  return null;
}

/** `n` figures spread over the posts in the proportions of `layout` (largest remainder; none: the reserve). */
function spreadLike(n: number, layout: number[]): number[] {
  const total = layout.reduce((a, b) => a + b, 0);
  if (total === 0) return POSTS.map((p) => (p === 'reserve' ? n : 0));
  const out = layout.map((x) => Math.floor((x * n) / total));
  let left = n - out.reduce((a, b) => a + b, 0);
  const order = layout
    .map((x, i) => [i, (x * n) / total - out[i]!] as const)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  for (const [i] of order) {
    if (left === 0) break;
    out[i]!++;
    left--;
  }
  return out;
}

/**
 * Gives a hidden lord `q` a sheet drawn among his representative sheets (a raid exactly when he is in the raid
 * queue; the public order when his raid has started), and places his living figures accordingly: the raid
 * force away (the fighting raiders while his raid is fought), the rest on his posts in the sheet's proportions,
 * with at least the figures of each post that the combat in progress shows.
 */
function drawSheet(s: PilState, q: number, seen: PoolGroup[] | null, rng: SeededRng): void {
  const l = s.lords[q]!;
  const total = owned(l);
  const raids = s.queue.includes(q);
  const all = candidateSheets(s, q).filter((sh) => (sh.raid !== null) === raids && !sh.reinforcements);
  const drawn: Sheet = all.length > 0 ? all[rng.int(0, all.length - 1)]! : emptySheet(total);
  const known = knownRaid(s, q);
  const sheet: Sheet = { ...drawn, raid: known ?? drawn.raid, reinforcements: null };
  // Away: the raiders fighting now, else the order's force (capped by what he has).
  const away = none();
  const r = s.raid;
  if (r?.attacker === q) {
    for (const g of r.sides[0]) if (g.owner === q && g.origin === 'raid') away[g.type] += g.count;
  } else if (sheet.raid) {
    for (const t of TYPES) away[t] = Math.min(total[t], sheet.raid.force[t]);
  }
  const posts: Record<Post, Force> = { pen: none(), village: none(), orchard: none(), reserve: none() };
  for (const t of TYPES) {
    const split = spreadLike(
      total[t] - away[t],
      POSTS.map((p) => drawn.posts[p][t]),
    );
    POSTS.forEach((p, i) => (posts[p][t] = split[i]!));
  }
  // The pool the viewer was shown (he is the target) names the lords pledged to him and their reserves.
  if (r && seen) {
    const mine = seen.filter((g) => g.owner === q);
    sheet.pledges = mine.length > 0 ? [r.target] : sheet.pledges.filter((t) => t !== r.target);
    if (mine.length > 0)
      for (const t of TYPES) {
        const want =
          (mine.find((g) => g.type === t)?.count ?? 0) + (s.o.reserveReuse === 'exhausted' ? l.fought[t] : 0);
        moveTo(posts, 'reserve', t, want);
      }
  }
  // The groups the combat in progress shows on his posts are there: figures move to them from other posts.
  if (r) {
    for (const side of r.sides)
      for (const g of side) {
        if (g.owner !== q || g.origin === 'raid') continue;
        if (posts[g.origin][g.type] < g.count) moveTo(posts, g.origin, g.type, g.count);
      }
  }
  l.posts = posts;
  l.raid = away;
  sheet.posts = {
    pen: copy(posts.pen),
    village: copy(posts.village),
    orchard: copy(posts.orchard),
    reserve: copy(posts.reserve),
  };
  s.sheets[q] = sheet;
}

/** Makes `post` hold exactly `want` figures of type `t`, moving them from (or, when too many, to) the others. */
function moveTo(posts: Record<Post, Force>, post: Post, t: FigureType, want: number): void {
  let gap = want - posts[post][t];
  for (const p of POSTS) {
    if (gap === 0) break;
    if (p === post) continue;
    const move = gap > 0 ? Math.min(gap, posts[p][t]) : gap;
    posts[p][t] -= move;
    posts[post][t] += move;
    gap -= move;
  }
}

function emptySheet(home: Force): Sheet {
  return {
    raid: null,
    posts: { pen: none(), village: none(), orchard: none(), reserve: copy(home) },
    pledges: [],
    reinforcements: null,
  };
}

/**
 * A whole state consistent with what `seat` sees in its view (never mutated): hidden sheets drawn with `rng`
 * (consistent with the pool shown to a raid's target), a hidden pool share recomputed from the drawn reserves.
 */
export function determinize(view: PilView, seat: number, rng: SeededRng): PilState {
  if (!view.internal) throw new Error("pillards: this view carries no internal state (a spectator's?).");
  const s = cloneState(view.internal);
  const seen = view.raid?.pool ?? null;
  for (let q = 0; q < s.n; q++)
    if (q !== seat && sheetsLocked(s) && s.sheets[q] === null) drawSheet(s, q, seen, rng);
  const r = s.raid;
  if (r && r.k < 0) {
    const n = r.result >= 2 ? pool(s, r).reduce((a, g) => a + g.count, 0) : 0;
    r.k = s.phase === 'reserve' ? poolShare(r.result, n, s.o.reserveRounding) : 0;
  }
  return s;
}
