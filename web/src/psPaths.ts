/**
 * Moves by destination (issue 9): the shortest legal path of steps from the moving goblin to every square he can
 * reach in this Move action — fewest dodges first, then fewest slippery squares left — with each step's rolls,
 * worked out with the rules' own functions (pit.ts, board.ts, movement.ts) on a state built from the view. The
 * rules stay step by step: the table sends the path as the same `step` inputs, one per update (nextPlanInput).
 */
import type { PSAction } from '../../src/games/piss-squig/actions.ts';
import { OFF, SQUARES, sq, step, xOf, yOf } from '../../src/games/piss-squig/board.ts';
import { DODGE_TARGET, GFI_TARGET, MAX_GFI, SLIP_TARGET } from '../../src/games/piss-squig/movement.ts';
import { inOpposingTZ, isFree, isSlippery } from '../../src/games/piss-squig/pit.ts';
import { Status, type PSState } from '../../src/games/piss-squig/state.ts';
import type { PSView } from '../../src/games/piss-squig/view.ts';

/** One step of a path: the square entered, and the rolls it starts (rules of the square left, and the MP). */
export interface PathStep {
  x: number;
  y: number;
  /** ROLL-DODGE (PS-DODGE-1): the square left lies in an opposing tackle zone or the Squig's. */
  dodge: boolean;
  /** ROLL-SLIP (PS-SLIP-2): the square left is slippery. */
  slip: boolean;
  /** A Lucidité step (PS-SK-1): beyond the MP, ROLL-GFI 2+. */
  gfi: boolean;
  /** The chance this step's rolls all succeed, rerolls aside (1 when it starts none). */
  p: number;
}

export interface Path {
  steps: PathStep[];
  dodges: number;
  slips: number;
  /** The chance that every roll of the path succeeds, rerolls aside. */
  p: number;
}

const STATUS_OF: Record<string, number> = {
  standing: Status.Standing,
  prone: Status.Prone,
  stunned: Status.Stunned,
};

/**
 * The part of a rules state that the pit's questions read (goblins' squares, sides and states, the Squig, the
 * slippery markers), built from the view. The moving goblin is lifted off the board: he never blocks his own path.
 */
export function pitStateOf(view: PSView, mover: number): PSState {
  const slippery = [0, 0, 0, 0, 0, 0];
  for (const q of view.slippery) {
    const i = sq(q.x, q.y);
    slippery[i >> 5]! |= 1 << (i & 31);
  }
  const goblins = view.goblins.map((g, i) => ({
    side: g.side,
    status: STATUS_OF[g.status] ?? Status.Stunned + 1,
    sq: g.square && i !== mover ? sq(g.square.x, g.square.y) : OFF,
  }));
  return { goblins, squig: sq(view.squig.x, view.squig.y), slippery } as unknown as PSState;
}

/** 1D6 at `target` or better, a 1 always failing. */
function chance(target: number): number {
  return (7 - Math.max(2, target)) / 6;
}

/** Steps the mover may still take: the MP left, and the Lucidité steps left with the skill (PS-SK-1). */
export function allowance(view: PSView): { mp: number; gfi: number } {
  const g = view.goblins[view.actor];
  const gfi = g?.skills.includes('lucidite') ? Math.max(0, MAX_GFI - view.gfi) : 0;
  return { mp: Math.max(0, view.mp), gfi };
}

/**
 * Every square the acting goblin can reach by steps in the Move in progress, with its best path: the fewest
 * steps, then the fewest dodges, then the fewest slippery squares left. Empty outside D-STEP.
 */
export function pathsOf(view: PSView): Map<string, Path> {
  const out = new Map<string, Path>();
  const g = view.goblins[view.actor];
  if (view.phase !== 'step' || !g?.square || g.status !== 'standing') return out;
  const { mp, gfi } = allowance(view);
  const max = mp + gfi;
  const s = pitStateOf(view, view.actor);
  const start = sq(g.square.x, g.square.y);
  const best = new Array<Path | null>(SQUARES).fill(null);
  const dist = new Array<number>(SQUARES).fill(Infinity);
  dist[start] = 0;
  best[start] = { steps: [], dodges: 0, slips: 0, p: 1 };
  let layer = [start];
  for (let d = 1; d <= max && layer.length > 0; d++) {
    const next: number[] = [];
    const isGfi = d > mp;
    for (const from of layer) {
      const at = best[from]!;
      const dodge = inOpposingTZ(s, from, g.side);
      const slip = isSlippery(s, from);
      const p =
        (dodge ? chance(DODGE_TARGET) : 1) *
        (slip ? chance(SLIP_TARGET) : 1) *
        (isGfi ? chance(GFI_TARGET) : 1);
      for (let k = 1; k <= 8; k++) {
        const to = step(from, k);
        if (!isFree(s, to) || dist[to]! < d) continue;
        const cand: Path = {
          steps: [...at.steps, { x: xOf(to), y: yOf(to), dodge, slip, gfi: isGfi, p }],
          dodges: at.dodges + (dodge ? 1 : 0),
          slips: at.slips + (slip ? 1 : 0),
          p: at.p * p,
        };
        const old = best[to];
        if (dist[to] === Infinity) {
          dist[to] = d;
          next.push(to);
          best[to] = cand;
        } else if (
          old &&
          (cand.dodges < old.dodges || (cand.dodges === old.dodges && cand.slips < old.slips))
        )
          best[to] = cand;
      }
    }
    layer = next;
  }
  for (let q = 0; q < SQUARES; q++) if (q !== start && best[q]) out.set(`${xOf(q)},${yOf(q)}`, best[q]!);
  return out;
}

/** Why a plan stopped, in the i18n keys `paths.stop.*`. */
export type StopReason =
  'arrived' | 'fell' | 'allowance' | 'blocked' | 'decision' | 'otherTurn' | 'cancelled';

/**
 * The next input of a plan, given the update: the `step` to the path's next square when it is still the
 * goblin's D-STEP and that square is legal; `wait` while a roll is pending; else why the plan stops.
 */
export function nextPlanInput(
  view: PSView,
  legal: readonly PSAction[],
  goblin: number,
  target: { x: number; y: number } | undefined,
): { input: PSAction } | { wait: true } | { stop: StopReason } {
  const g = view.goblins[goblin];
  if (!g || g.status !== 'standing' || !g.square) return { stop: 'fell' };
  if (target === undefined) return { stop: 'arrived' };
  if (view.pending.kind !== 'decision') return { wait: true };
  if (legal.length === 0) return { stop: 'otherTurn' };
  if (view.phase !== 'step' || view.actor !== goblin) return { stop: 'decision' };
  const a = legal.find((l) => l.type === 'step' && l.x === target.x && l.y === target.y);
  if (a) return { input: a };
  const { mp, gfi } = allowance(view);
  return { stop: mp + gfi < 1 ? 'allowance' : 'blocked' };
}
