/**
 * The search bots' evaluation of a Spark Ball position (search.ts): the greedy bot's `sideValues`, except for the
 * loose ball. `sideValues` gives a loose ball ±0.12 to the side whose nearest standing player is closer, which
 * made a lead towards the ball worth nearly as much as the ball in hand (0.24 between the sides against about
 * 0.3): the search was in no hurry to pick it up. Here the loose ball goes to the side that gets to it first
 * in phases — who can reach it in his next activation (MV, a leap, the pick-up's inch), and who plays first —
 * and is worth less than holding it.
 */
import { sideValues, type TableView } from './bot.ts';
import type { SBPlayerView } from './view.ts';

/** The greedy bot's loose-ball weights (bot.ts `VALUE.loose`, `VALUE.looseSpan`), taken back out. */
const GREEDY_LOOSE = 0.12;
const GREEDY_SPAN = 4;
/** What getting to the loose ball first is worth to each side (± this, on the scale of goals). */
export const LOOSE = 0.06;
/** Inches of a leap (SB-MOVE-4) and of a pick-up's reach (SB-MOVE-5). */
const LEAP = 2;
const PICKUP = 1;

const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/** Each side's value, on the scale of goals (see the module's comment). */
export function searchValues(v: TableView): [number, number] {
  const out = sideValues(v);
  if (v.ball.state !== 'loose') return out;
  const mr = (p: SBPlayerView) => (v.measure === 'centre' ? 0 : p.radius);
  // The greedy bot's term, taken out.
  const nearest = [Infinity, Infinity];
  for (const p of v.players) {
    if (p.where !== 'pitch' || p.prone) continue;
    const d = dist(p, v.ball) - mr(p);
    if (d < nearest[p.side]!) nearest[p.side] = d;
  }
  const crude = GREEDY_LOOSE * Math.max(-1, Math.min(1, (nearest[1]! - nearest[0]!) / GREEDY_SPAN));
  out[0] -= crude;
  out[1] += crude;
  const t = looseTimes(v, mr);
  const lead = Math.max(-1, Math.min(1, (t[1] - t[0]) / 2));
  out[0] += LOOSE * lead;
  out[1] -= LOOSE * lead;
  return out;
}

/**
 * When each side gets to the loose ball, in phases: the order in which its players can still act (0 the actor
 * or the side to activate next, 1 the other side's next phase, 2 the active side's phase after that) for one
 * who can reach it in his activation, else 2 plus the inches he is short by over 4.
 */
export function looseTimes(v: TableView, mr: (p: SBPlayerView) => number): [number, number] {
  const t: [number, number] = [Infinity, Infinity];
  const act = v.activation;
  for (const p of v.players) {
    if (p.where !== 'pitch') continue;
    const d = Math.max(0, dist(p, v.ball) - mr(p) - PICKUP);
    const actor = act !== null && p.side === v.active && p.id === act.player;
    let order: number;
    let allowance: number;
    if (actor) {
      order = 0;
      allowance = Math.max(0, p.stats.mv - act.used) + (act.leapt ? 0 : LEAP);
    } else {
      const ready = !p.done && p.stunnedThroughTurn < v.turn;
      allowance = ready ? p.stats.mv - (p.prone ? 2 : 0) + LEAP : 0;
      order = p.side === v.active ? (act !== null ? 2 : 0) : 1;
    }
    const time = d <= allowance ? order / 2 : 2 + Math.min(4, d - allowance) / 4;
    if (time < t[p.side as 0 | 1]) t[p.side as 0 | 1] = time;
  }
  return t;
}
