/**
 * Moves by destination (web/src/psPaths.ts): the shortest path of steps to each reachable square, the fewest
 * dodges first and then the fewest slippery squares, blocked squares, the MP and Lucidité allowance, and the
 * plan's next input or reason to stop.
 */
import { describe, expect, it } from 'vitest';
import type { PSView } from '../src/games/piss-squig/view.ts';
import { nextPlanInput, pathsOf } from '../web/src/psPaths.ts';
import { pissSquig } from '../src/games/piss-squig/index.ts';
import { Table } from '../src/games/piss-squig/testing.ts';

type G = { x: number; y: number; side?: number; status?: string; skills?: string[] };

/** A D-STEP view: goblin 0 (side 0) moves; the others as given; the Squig at (12,12) unless set. */
function view(
  gs: G[],
  opts: Partial<{
    mp: number;
    gfi: number;
    jumped: boolean;
    squig: [number, number];
    slippery: [number, number][];
  }> = {},
): PSView {
  const [sx, sy] = opts.squig ?? [12, 12];
  return {
    phase: 'step',
    actor: 0,
    mp: opts.mp ?? 6,
    gfi: opts.gfi ?? 0,
    jumped: opts.jumped ?? false,
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

  describe('Saut (PS-SK-5): a jump in the path', () => {
    // The mover at (1,6); a wall of his own side's goblins on column 2, rows 3 to 9: walking round it to (4,6)
    // takes 8 steps, jumping over it to (3,6) then stepping to (4,6) takes 3 MP.
    const wall = Array.from({ length: 7 }, (_, i) => ({ x: 2, y: 3 + i, side: 0 }));
    const leaper = (skills: string[], opts: Parameters<typeof view>[1] = {}) =>
      pathsOf(view([{ x: 1, y: 6, skills }, ...wall], opts));

    it('the shortest path needs a jump: 2 MP, 4+ and no dodge, then a step', () => {
      const p = leaper(['saut']).get('4,6')!;
      expect(xy(p)).toEqual(['3,6', '4,6']);
      expect(p.steps.map((s) => s.jump)).toEqual([true, false]);
      expect(p.jumps).toBe(1);
      expect(p.steps[0]!.p).toBeCloseTo(1 / 2);
      expect(p.p).toBeCloseTo(1 / 2);
      // 6 MP: the jump (2) and four steps beyond the wall
      expect(leaper(['saut']).get('7,6')?.steps).toHaveLength(5);
      expect(leaper(['saut']).has('8,6')).toBe(false);
    });

    it('no jump without the skill, once it is used this turn, nor paid by Lucidité steps', () => {
      expect(leaper([]).has('4,6')).toBe(false);
      expect(leaper(['saut'], { jumped: true }).has('4,6')).toBe(false);
      // one MP left and two Lucidité steps: the jump needs 2 MP
      expect(leaper(['saut', 'lucidite'], { mp: 1 }).has('3,6')).toBe(false);
      // two MP: the jump first, nothing after it; with Lucidité, steps after the jump
      expect(xy(leaper(['saut'], { mp: 2 }).get('3,6'))).toEqual(['3,6']);
      expect(leaper(['saut'], { mp: 2 }).has('4,6')).toBe(false);
      expect(
        leaper(['saut', 'lucidite'], { mp: 2 })
          .get('4,6')
          ?.steps.map((s) => s.gfi),
      ).toEqual([false, true]);
    });

    it('in the open a walk beats a jump, and a jump out of a tackle zone makes no dodge', () => {
      const open = pathsOf(view([{ x: 6, y: 6, skills: ['saut'] }])).get('8,6')!;
      expect(open.jumps).toBe(0);
      expect(open.p).toBe(1);
      // an opponent at (7,6) and friends boxing the mover in at (5..7,5) and (5..7,7), (5,6): only the jump leaves
      const box = [
        { x: 7, y: 6, side: 1 },
        ...[5, 6, 7].flatMap((x) => [
          { x, y: 5, side: 0 },
          { x, y: 7, side: 0 },
        ]),
        { x: 5, y: 6, side: 0 },
      ];
      const p = pathsOf(view([{ x: 6, y: 6, skills: ['saut'] }, ...box])).get('8,6')!;
      expect(p.steps).toEqual([{ x: 8, y: 6, jump: true, dodge: false, slip: false, gfi: false, p: 1 / 2 }]);
    });

    it('from the rules: the path’s jump is a legal input, and the view says when Saut is spent', () => {
      // the mover at (1,0) on the fence, three opponents on column 2, rows 0 to 2: over them to (3,0)
      const t = Table.of({
        goblins: [{ at: [1, 0], skills: ['saut'] }, { at: [2, 0] }, { at: [2, 1] }, { at: [2, 2] }],
        squig: [10, 10],
      });
      t.act(0, { type: 'move' });
      const v = pissSquig.view(t.s, 0);
      expect(v.jumped).toBe(false);
      const p = pathsOf(v).get('4,0')!;
      expect(p.steps[0]).toMatchObject({ x: 3, y: 0, jump: true, dodge: false });
      expect(t.legal(0)).toContainEqual({ type: 'jump', x: 3, y: 0 });
      t.act(0, { type: 'jump', x: 3, y: 0 });
      t.roll(4);
      const after = pissSquig.view(t.s, 0);
      expect(after.jumped).toBe(true);
      expect([...pathsOf(after).values()].some((q) => q.jumps > 0)).toBe(false);
    });

    it('the plan sends a jump as the rules’ `jump` input', () => {
      const v = view([{ x: 1, y: 6, skills: ['saut'] }, ...wall]);
      const legal = [{ type: 'jump' as const, x: 3, y: 6 }, { type: 'end' as const }];
      expect(nextPlanInput(v, legal, 0, { x: 3, y: 6, jump: true })).toEqual({ input: legal[0] });
      expect(nextPlanInput(v, legal, 0, { x: 3, y: 6, jump: false })).toEqual({ stop: 'blocked' });
    });
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
