/**
 * The generic "odds of anything" expansion (what-if.ts) on the toy game Race (testing/toy.ts): offers, the
 * policies, merging by label, refusals and caps. The four games' positions are in src/games/what-if.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { raceRules, type RaceState } from './testing/toy.ts';
import { whatIf, type WhatIf, type WhatIfOptions } from './what-if.ts';
import type { RaceAction } from './testing/toy.ts';

function race(options: Record<string, unknown> = {}): RaceState {
  const r = raceRules.setup(options);
  if (!r.ok) throw new Error(r.error.en);
  return r.value;
}

function must(r: ReturnType<typeof whatIf>): WhatIf {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.en}`);
  return r.value;
}

const run = (
  s: RaceState,
  input: unknown,
  options: WhatIfOptions<RaceState, RaceAction>,
  seat: number | undefined = undefined,
) => whatIf(raceRules, s, seat, input, options);

describe('whatIf on Race (RACE-3 a 3+ roll, RACE-4 one reroll a turn after a failure)', () => {
  it('RACE-4 always takes the reroll offered after a failure: the roll succeeds with 2/3 + 1/3 × 2/3 = 8/9', () => {
    // One player racing to square 1: a success wins at once (RACE-5); a failure kept ends the turn.
    const w = must(run(race({ players: 1, goal: 1 }), 'roll', { policy: 'always' }));
    expect(w).toMatchObject({ game: 'race', seat: 0, input: 'roll', policy: 'always' });
    // Faces 1–2 fail, 3–6 succeed: the four successes merge into one branch of 4/6 = 2/3.
    expect(w.tree).toEqual([
      {
        kind: 'roll',
        rule: 'RACE-3',
        dice: '1d6',
        roller: 0,
        target: 3,
        modifier: 0,
        reroll: false,
        p: '1',
        branches: [
          {
            label: 'failure',
            p: '1/3',
            next: [
              {
                kind: 'offer',
                offer: 'reroll',
                player: 0,
                input: 'reroll',
                taken: true,
                choices: 2,
                p: '1/3',
                next: [
                  {
                    kind: 'roll',
                    rule: 'RACE-3',
                    dice: '1d6',
                    roller: 0,
                    target: 3,
                    modifier: 0,
                    reroll: true,
                    p: '1/3',
                    branches: [
                      {
                        label: 'failure',
                        p: '1/9',
                        next: [{ kind: 'stop', reason: 'decision', player: 0, p: '1/9' }],
                      },
                      {
                        label: 'success',
                        p: '2/9',
                        next: [{ kind: 'stop', reason: 'over', winners: [0], p: '2/9' }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
          { label: 'success', p: '2/3', next: [{ kind: 'stop', reason: 'over', winners: [0], p: '2/3' }] },
        ],
      },
    ]);
    expect(w.ends.map((e) => [e.stop.reason, e.p])).toEqual([
      ['over', '8/9'],
      ['decision', '1/9'],
    ]);
    expect(w.leaves.map((l) => l.p)).toEqual(['1/9', '2/9', '2/3']);
    expect(w.leaves[1]!.path).toEqual([
      { kind: 'roll', rule: 'RACE-3', reroll: false, label: 'failure' },
      { kind: 'offer', player: 0, input: 'reroll', taken: true },
      { kind: 'roll', rule: 'RACE-3', reroll: true, label: 'success' },
    ]);
    expect(w.leaves[2]!.percent).toBeCloseTo(200 / 3, 10);
    // JSON as it is: the server and the web app can send it as they get it.
    expect(JSON.parse(JSON.stringify(w))).toEqual(w);
  });

  it('RACE-4 never declines it: the failure stands, 2/3 and 1/3', () => {
    const w = must(run(race({ players: 1, goal: 1 }), 'roll', { policy: 'never' }));
    expect(w.ends.map((e) => [e.stop.reason, e.p])).toEqual([
      ['over', '2/3'],
      ['decision', '1/3'],
    ]);
    expect(w.leaves[0]!.path[1]).toEqual({ kind: 'offer', player: 0, input: 'accept', taken: false });
  });

  it('greedy asks the caller at the offer only, with the legal inputs, and follows its answer', () => {
    const asked: unknown[][] = [];
    const w = must(
      run(race({ players: 1, goal: 1 }), 'roll', {
        policy: 'greedy',
        choose: (_s, _p, legal) => {
          asked.push(legal);
          return 'accept';
        },
      }),
    );
    expect(asked).toEqual([['reroll', 'accept']]);
    expect(w.ends.map((e) => e.p)).toEqual(['2/3', '1/3']);
  });

  it('another seat’s turn, and a decision that follows no roll, end the expansion', () => {
    // Three players: after seat 0's roll (and its reroll) seat 1's turn starts. Its two answers both lead to a
    // roll (its own, or seat 2's after a pass), so it is no reaction: the expansion stops there.
    const w = must(run(race({ players: 3 }), 'roll', { policy: 'always' }));
    expect(w.ends.map((e) => [e.stop.player, e.p])).toEqual([[1, '1']]);
    expect(w.leaves.map((l) => l.p)).toEqual(['1/9', '2/9', '2/3']);
    // Passing starts no roll: the next decision (seat 1's) is reached at once.
    const pass = must(run(race({ players: 3 }), 'pass', { policy: 'always' }));
    expect(pass.tree).toEqual([{ kind: 'stop', reason: 'decision', player: 1, p: '1' }]);
  });

  it('a pending roll is expanded when no input is given', () => {
    const s = race({ players: 1, goal: 1 });
    raceRules.apply(s, 0, 'roll');
    const w = must(run(s, undefined, { policy: 'never' }));
    expect(w).toMatchObject({ seat: null, input: null });
    expect(w.ends.map((e) => e.p)).toEqual(['2/3', '1/3']);
  });

  it('a horizon ends each path at its next roll, unexpanded', () => {
    const w = must(run(race({ players: 1, goal: 1 }), 'roll', { policy: 'always', maxRolls: 1 }));
    expect(w.ends).toEqual([
      {
        path: [],
        stop: { kind: 'stop', reason: 'over', winners: [0], p: '2/3' },
        p: '2/3',
        percent: 200 / 3,
      },
      {
        path: [],
        stop: { kind: 'stop', reason: 'horizon', rule: 'RACE-3', p: '1/3' },
        p: '1/3',
        percent: 100 / 3,
      },
    ]);
  });

  it('a roll with more faces per die than maxFaces ends the path unexpanded, as a horizon', () => {
    const start = race({ players: 1, goal: 1 });
    const w = must(run(start, 'roll', { policy: 'always', maxFaces: 5 }));
    expect(w.tree).toEqual([{ kind: 'stop', reason: 'horizon', rule: 'RACE-3', p: '1' }]);
    // a d6 is not too fine for maxFaces 6
    expect(must(run(start, 'roll', { policy: 'always', maxFaces: 6 })).tree[0]).toMatchObject({
      kind: 'roll',
    });
  });

  it('refuses an illegal input with the rules’ refusal and legal examples, in French and English', () => {
    const r = run(race(), 'jump', { policy: 'always' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code: 'race.action', rule: 'RACE-2' });
    expect(r.error.message).toContain('Entrées permises, par exemple : "roll" ; "pass"');
    expect(r.error.en).toContain('Action "jump" is not possible now; allowed: roll, pass.');
    expect(r.error.en).toContain('Allowed inputs, for example: "roll" ; "pass"');
  });

  it('refuses a position that awaits no decision of that seat, or no decision at all', () => {
    const code = (r: ReturnType<typeof whatIf>) => (r.ok ? 'ok' : r.error.code);
    expect(code(run(race(), 'roll', { policy: 'always' }, 1))).toBe('whatif.seat');
    expect(code(run(race(), undefined, { policy: 'always' }))).toBe('whatif.input');
    expect(code(run(race({ sealedStart: true }), { start: 0 }, { policy: 'always' }))).toBe('whatif.orders');
    const rolling = race();
    raceRules.apply(rolling, 0, 'roll');
    expect(code(run(rolling, 'roll', { policy: 'always' }))).toBe('whatif.roll');
    const over = race({ players: 1, goal: 1 });
    raceRules.apply(over, 0, 'roll');
    raceRules.applyChance(over, [6]);
    expect(code(run(over, 'roll', { policy: 'always' }))).toBe('whatif.over');
  });

  it('refuses an expansion past its caps with a clear reason', () => {
    const r = run(race({ players: 1, goal: 1 }), 'roll', { policy: 'always', maxPaths: 2 });
    expect(r.ok ? null : r.error.code).toBe('whatif.paths');
    expect(r.ok ? '' : r.error.en).toMatch(/More than 2 paths to expand/);
    const d = run(race({ players: 1, goal: 1 }), 'roll', { policy: 'always', maxDepth: 2 });
    expect(d.ok ? null : d.error.code).toBe('whatif.depth');
  });
});
