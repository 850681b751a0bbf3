/**
 * Moves by destination (issue 9): the shortest legal path of steps (and, with Saut, at most one jump) from the
 * moving goblin to every square he can reach in this Move action — fewest rolls that can fail (dodges, the
 * jump) first, then fewest slippery squares left — with each move's rolls, worked out with the rules' own
 * functions (pit.ts, board.ts, movement.ts) on a state built from the view. The rules stay step by step: the
 * table sends the path as the same `step` and `jump` inputs, one per update (nextPlanInput).
 */
import type { PSAction } from '../../src/games/piss-squig/actions.ts';
import { OFF, SQUARES, sq, step, xOf, yOf } from '../../src/games/piss-squig/board.ts';
import {
  DODGE_TARGET,
  GFI_TARGET,
  JUMP_MP,
  JUMP_TARGET,
  MAX_GFI,
  SLIP_TARGET,
} from '../../src/games/piss-squig/movement.ts';
import { inOpposingTZ, isFree, isSlippery } from '../../src/games/piss-squig/pit.ts';
import { Status, type PSState } from '../../src/games/piss-squig/state.ts';
import type { PSView } from '../../src/games/piss-squig/view.ts';

/** One move of a path: the square entered, and the rolls it starts (rules of the square left, and the MP). */
export interface PathStep {
  x: number;
  y: number;
  /** A jump (Saut, PS-SK-5): two squares in a line over anything, 2 MP, ROLL-JUMP 4+, no dodge; sent as `jump`. */
  jump: boolean;
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
  /** 0 or 1: Saut is once per turn. */
  jumps: number;
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

/**
 * Steps the mover may still take: the MP left, the Lucidité steps left with the skill (PS-SK-1), and whether he
 * may still jump (Saut, PS-SK-5: the skill, not used this turn; its 2 MP are checked along the path).
 */
export function allowance(view: PSView): { mp: number; gfi: number; jump: boolean } {
  const g = view.goblins[view.actor];
  const gfi = g?.skills.includes('lucidite') ? Math.max(0, MAX_GFI - view.gfi) : 0;
  const jump = g?.skills.includes('saut') === true && !view.jumped;
  return { mp: Math.max(0, view.mp), gfi, jump };
}

/** Among equally short paths: fewer rolls that can fail (dodges, a jump), then fewer slippery squares, then likelier. */
function better(a: Path, b: Path): boolean {
  const ra = a.dodges + a.jumps;
  const rb = b.dodges + b.jumps;
  if (ra !== rb) return ra < rb;
  if (a.slips !== b.slips) return a.slips < b.slips;
  return a.p > b.p;
}

/**
 * Every square the acting goblin can reach in the Move in progress, with its best path: the least allowance
 * spent (a step 1, a jump 2 MP, then Lucidité steps), then `better`. A jump is planned only while 2 MP remain
 * (Lucidité steps never pay for it) and at most once. Empty outside D-STEP.
 */
export function pathsOf(view: PSView): Map<string, Path> {
  const out = new Map<string, Path>();
  const g = view.goblins[view.actor];
  if (view.phase !== 'step' || !g?.square || g.status !== 'standing') return out;
  const { mp, gfi, jump } = allowance(view);
  const max = mp + gfi;
  const s = pitStateOf(view, view.actor);
  const start = sq(g.square.x, g.square.y);
  // Nodes: a square, and whether the jump is spent (node = 2·square + jumped); layers by allowance spent.
  const best = new Array<Path | null>(2 * SQUARES).fill(null);
  const dist = new Array<number>(2 * SQUARES).fill(Infinity);
  const layers: number[][] = Array.from({ length: max + 1 }, () => []);
  const offer = (node: number, d: number, cand: Path) => {
    if (dist[node]! < d) return;
    if (dist[node] === Infinity) {
      dist[node] = d;
      layers[d]!.push(node);
      best[node] = cand;
    } else if (better(cand, best[node]!)) best[node] = cand;
  };
  offer(2 * start, 0, { steps: [], dodges: 0, jumps: 0, slips: 0, p: 1 });
  for (let d = 0; d < max; d++) {
    for (const node of layers[d]!) {
      const from = node >> 1;
      const jumped = node & 1;
      const at = best[node]!;
      const slip = isSlippery(s, from);
      const dodge = inOpposingTZ(s, from, g.side);
      const isGfi = d + 1 > mp;
      const p =
        (dodge ? chance(DODGE_TARGET) : 1) *
        (slip ? chance(SLIP_TARGET) : 1) *
        (isGfi ? chance(GFI_TARGET) : 1);
      // A jump: 2 MP (d + 2 within the MP), once, no dodge; slippery test if leaving a Slippery square.
      const canJump = jump && !jumped && d + JUMP_MP <= mp;
      const pj = chance(JUMP_TARGET) * (slip ? chance(SLIP_TARGET) : 1);
      for (let k = 1; k <= 8; k++) {
        const to = step(from, k);
        if (isFree(s, to))
          offer(2 * to + jumped, d + 1, {
            steps: [...at.steps, { x: xOf(to), y: yOf(to), jump: false, dodge, slip, gfi: isGfi, p }],
            dodges: at.dodges + (dodge ? 1 : 0),
            jumps: at.jumps,
            slips: at.slips + (slip ? 1 : 0),
            p: at.p * p,
          });
        const land = canJump && to !== OFF ? step(to, k) : OFF;
        if (isFree(s, land))
          offer(2 * land + 1, d + JUMP_MP, {
            steps: [
              ...at.steps,
              { x: xOf(land), y: yOf(land), jump: true, dodge: false, slip, gfi: false, p: pj },
            ],
            dodges: at.dodges,
            jumps: at.jumps + 1,
            slips: at.slips + (slip ? 1 : 0),
            p: at.p * pj,
          });
      }
    }
  }
  for (let q = 0; q < SQUARES; q++) {
    if (q === start) continue;
    const [a, b] = [2 * q, 2 * q + 1];
    const pick =
      dist[a]! < dist[b]! || (dist[a] === dist[b] && best[a] && (!best[b] || !better(best[b]!, best[a]!)))
        ? a
        : b;
    if (best[pick]) out.set(`${xOf(q)},${yOf(q)}`, best[pick]!);
  }
  return out;
}

/** Why a plan stopped, in the i18n keys `paths.stop.*`. */
export type StopReason =
  'arrived' | 'fell' | 'allowance' | 'blocked' | 'decision' | 'otherTurn' | 'cancelled';

/**
 * The next input of a plan, given the update: the `step` (or the `jump`) to the path's next square when it is still the
 * goblin's D-STEP and that square is legal; `wait` while a roll is pending; else why the plan stops.
 */
export function nextPlanInput(
  view: PSView,
  legal: readonly PSAction[],
  goblin: number,
  target: { x: number; y: number; jump?: boolean } | undefined,
): { input: PSAction } | { wait: true } | { stop: StopReason } {
  const g = view.goblins[goblin];
  if (!g || g.status !== 'standing' || !g.square) return { stop: 'fell' };
  if (target === undefined) return { stop: 'arrived' };
  if (view.pending.kind !== 'decision') return { wait: true };
  if (legal.length === 0) return { stop: 'otherTurn' };
  if (view.phase !== 'step' || view.actor !== goblin) return { stop: 'decision' };
  const type = target.jump ? 'jump' : 'step';
  const a = legal.find((l) => l.type === type && l.x === target.x && l.y === target.y);
  if (a) return { input: a };
  const { mp, gfi } = allowance(view);
  return { stop: mp + gfi < 1 ? 'allowance' : 'blocked' };
}
