/**
 * Moves by destination (web/src/psPaths.ts): the shortest path of steps to each reachable square, the fewest
 * dodges first and then the fewest slippery squares, blocked squares, the MP and Lucidité allowance, and the
 * plan's next input or reason to stop.
 */
import { describe, expect, it } from 'vitest';
import type { PSView } from '../src/games/piss-squig/view.ts';
import { nextPlanInput, pathsOf } from '../web/src/psPaths.ts';

type G = { x: number; y: number; side?: number; status?: string; skills?: string[] };

/** A D-STEP view: goblin 0 (side 0) moves; the others as given; the Squig at (12,12) unless set. */
function view(
  gs: G[],
  opts: Partial<{ mp: number; gfi: number; squig: [number, number]; slippery: [number, number][] }> = {},
): PSView {
  const [sx, sy] = opts.squig ?? [12, 12];
  return {
    phase: 'step',
    actor: 0,
    mp: opts.mp ?? 6,
    gfi: opts.gfi ?? 0,
    pending: { kind: 'decision', player: 0 },
    squig: { x: sx, y: sy, furious: false, hits: 0, furyThreshold: 3 },
    slippery: (opts.slippery ?? []).map(([x, y]) => ({ x, y })),
    goblins: gs.map((g, i) => ({
      id: i,
      side: g.side ?? i,
      status: g.status ?? 'standing',
      square: { x: g.x, y: g.y },
      skills: g.skills ?? [],
    })),
  } as unknown as PSView;
}

const xy = (p: { steps: { x: number; y: number }[] } | undefined) => p?.steps.map((s) => `${s.x},${s.y}`);

describe('moves by destination: the path finder', () => {
  it('the shortest path: diagonal steps count one each, no rolls in the open', () => {
    const paths = pathsOf(view([{ x: 6, y: 6 }]));
    const p = paths.get('9,9');
    expect(p?.steps).toHaveLength(3);
    expect(p?.p).toBe(1);
    expect(p?.dodges).toBe(0);
    // six steps at most: (12,6) is out of reach, (0,6) is exactly six
    expect(paths.has('0,6')).toBe(true);
    expect(paths.get('0,6')?.steps).toHaveLength(6);
    expect(paths.has('6,6')).toBe(false);
  });

  it('a dodge is counted on the step that leaves an opposing tackle zone, with its 3+ chance', () => {
    // the mover starts next to the opponent: the first step is a dodge (2/3), the rest are free
    const p = pathsOf(
      view([
        { x: 6, y: 6 },
        { x: 7, y: 6 },
      ]),
    ).get('3,6')!;
    expect(p.steps).toHaveLength(3);
    expect(p.dodges).toBe(1);
    expect(p.steps[0]!.dodge).toBe(true);
    expect(p.steps[1]!.dodge).toBe(false);
    expect(p.p).toBeCloseTo(2 / 3);
  });

  it('fewest dodges among the shortest: goes round a tackle zone rather than through it', () => {
    // from (2,6) to (6,6) in 4 steps; an opponent at (4,4) puts (3..5,5) in his TZ; the straight row y=6 is free
    const p = pathsOf(
      view([
        { x: 2, y: 6 },
        { x: 4, y: 4 },
      ]),
    ).get('6,6')!;
    expect(p.steps).toHaveLength(4);
    expect(p.dodges).toBe(0);
    expect(xy(p)).toHaveLength(4);
    for (const s of p.steps.slice(0, -1))
      expect(Math.abs(s.x - 4) <= 1 && Math.abs(s.y - 4) <= 1).toBe(false);
  });

  it('then fewest slippery squares', () => {
    // two equally short dodge-free paths from (6,6) to (8,6): via (7,6) slippery, or via (7,5)/(7,7)
    const p = pathsOf(view([{ x: 6, y: 6 }], { slippery: [[7, 6]] })).get('8,6')!;
    expect(p.steps).toHaveLength(2);
    expect(p.slips).toBe(0);
    expect(p.steps[0]!.x === 7 && p.steps[0]!.y === 6).toBe(false);
    // leaving a slippery start costs a 2+ test on the first step
    const q = pathsOf(view([{ x: 6, y: 6 }], { slippery: [[6, 6]] })).get('8,6')!;
    expect(q.slips).toBe(1);
    expect(q.p).toBeCloseTo(5 / 6);
  });

  it('blocked squares: goblins and the Squig are never entered nor crossed', () => {
    const paths = pathsOf(
      view(
        [
          { x: 0, y: 1 },
          { x: 1, y: 0, side: 0 },
          { x: 1, y: 1, side: 0 },
          { x: 1, y: 2, side: 0 },
        ],
        { squig: [0, 2] },
      ),
    );
    // (0,0) is free and adjacent; everything else is walled off by friends and the Squig
    expect([...paths.keys()]).toEqual(['0,0']);
    expect(paths.has('1,1')).toBe(false);
  });

  it('the allowance: the MP left, then Lucidité steps at 2+', () => {
    expect(pathsOf(view([{ x: 6, y: 6 }], { mp: 2 })).has('9,6')).toBe(false);
    expect(pathsOf(view([{ x: 6, y: 6 }], { mp: 2 })).get('8,6')?.steps).toHaveLength(2);
    const luc = pathsOf(view([{ x: 6, y: 6, skills: ['lucidite'] }], { mp: 2, gfi: 1 }));
    const p = luc.get('9,6')!;
    expect(p.steps.map((s) => s.gfi)).toEqual([false, false, true]);
    expect(p.p).toBeCloseTo(5 / 6);
    expect(luc.has('10,6')).toBe(false);
    // no D-STEP, no paths
    expect(pathsOf({ ...view([{ x: 6, y: 6 }]), phase: 'action' } as PSView).size).toBe(0);
  });

  it('the plan’s next input, or why it stops', () => {
    const v = view([{ x: 6, y: 6 }]);
    const legal = [{ type: 'step' as const, x: 7, y: 6 }, { type: 'end' as const }];
    expect(nextPlanInput(v, legal, 0, { x: 7, y: 6 })).toEqual({ input: legal[0] });
    expect(nextPlanInput(v, legal, 0, undefined)).toEqual({ stop: 'arrived' });
    expect(nextPlanInput(v, legal, 0, { x: 8, y: 6 })).toEqual({ stop: 'blocked' });
    expect(nextPlanInput({ ...v, mp: 0 } as PSView, [{ type: 'end' }], 0, { x: 7, y: 6 })).toEqual({
      stop: 'allowance',
    });
    expect(
      nextPlanInput({ ...v, phase: 'dodgeReroll' } as PSView, [{ type: 'noReroll' }], 0, { x: 7, y: 6 }),
    ).toEqual({ stop: 'decision' });
    expect(nextPlanInput(v, [], 0, { x: 7, y: 6 })).toEqual({ stop: 'otherTurn' });
    expect(
      nextPlanInput({ ...v, pending: { kind: 'roll' } } as unknown as PSView, [], 0, { x: 7, y: 6 }),
    ).toEqual({ wait: true });
    const down = view([{ x: 6, y: 6, status: 'prone' }]);
    expect(nextPlanInput(down, [], 0, { x: 7, y: 6 })).toEqual({ stop: 'fell' });
  });
});
