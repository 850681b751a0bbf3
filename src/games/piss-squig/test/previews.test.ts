import { describe, expect, it } from 'vitest';
import { oddsOfAction } from '../../../engine/odds.ts';
import { pissSquig } from '../index.ts';
import { oddsScenarios } from '../odds.ts';
import type { PSAction, PSState } from '../index.ts';
import { position } from '../testing.ts';
import { Phase, Status } from '../state.ts';

/** The previews of `player`'s legal inputs, keyed by the input. */
function previewsOf(s: PSState, player: number) {
  const legal = pissSquig.legal(s, player);
  const previews = pissSquig.previews!(s, player, legal);
  expect(previews).toHaveLength(legal.length);
  return { legal, previews, of: (a: Partial<PSAction>) => previews[legal.findIndex((l) => matches(l, a))] };
}

function matches(l: PSAction, a: Partial<PSAction>): boolean {
  return Object.entries(a).every(([k, v]) => (l as Record<string, unknown>)[k] === v);
}

/** The exact probability, by the engine's enumeration, that the dodge to (2,2) leaves the mover standing. */
function dodgeOdds(s: PSState, reroll: boolean): string {
  const odds = oddsOfAction(
    pissSquig,
    s,
    0,
    { type: 'step', x: 2, y: 2 },
    {
      policy: (_t, _p, legal) => legal.find((a) => a.type === (reroll ? 'reroll' : 'noReroll')) ?? legal[0]!,
      stop: (t) => t.phase === Phase.Step || t.phase === Phase.Armour || t.side !== 0,
      classify: (t) => (t.goblins[0]!.status === Status.Standing ? 'success' : 'down'),
    },
  );
  return odds.get('success')!.toString();
}

describe('previews: the rolls each legal input starts at once (issue 9)', () => {
  it('PS-DODGE-1 PS-DODGE-3 a dodge at 3+: 2/3, 8/9 with Esquive; the enumeration agrees', () => {
    const s = position({ goblins: [{ at: [3, 3] }, { at: [4, 4] }], squig: [9, 9] });
    pissSquig.apply(s, 0, { type: 'move' });
    const { of, legal, previews } = previewsOf(s, 0);
    expect(of({ type: 'step', x: 2, y: 2 })).toEqual([
      {
        rule: 'PS-DODGE-1',
        dice: '1d6',
        roller: 0,
        target: 3,
        modifier: 0,
        success: '2/3',
        withReroll: '8/9',
      },
    ]);
    expect(dodgeOdds(s, false)).toBe('2/3');
    expect(dodgeOdds(s, true)).toBe('8/9');
    // stepping into a square next to the opponent from (3,3) also leaves his zone: every step is a dodge
    expect(previews.filter((p, i) => legal[i]!.type === 'step' && p !== null)).toHaveLength(
      legal.filter((a) => a.type === 'step').length,
    );
    expect(of({ type: 'end' })).toBeNull();
  });

  it('PS-DODGE-3 Esquive already used this move: no reroll figure', () => {
    const s = position({ goblins: [{ at: [3, 3] }, { at: [4, 4] }], squig: [9, 9] });
    pissSquig.apply(s, 0, { type: 'move' });
    s.dodgeRerollUsed = true;
    expect(previewsOf(s, 0).of({ type: 'step', x: 2, y: 2 })).toEqual([
      { rule: 'PS-DODGE-1', dice: '1d6', roller: 0, target: 3, modifier: 0, success: '2/3' },
    ]);
    expect(dodgeOdds(s, true)).toBe('2/3');
  });

  it('a step out of no zone is not a roll', () => {
    const s = position({ goblins: [{ at: [3, 3] }, { at: [10, 10] }], squig: [9, 9] });
    pissSquig.apply(s, 0, { type: 'move' });
    const { previews } = previewsOf(s, 0);
    expect(previews.every((p) => p === null)).toBe(true);
  });

  it.each([
    [1, { modifier: 1, success: '2/3', results: { hit: '2/3', miss: '1/6', selfPiss: '1/6' } }],
    [2, { modifier: 0, success: '1/2', results: { hit: '1/2', miss: '1/3', selfPiss: '1/6' } }],
    [3, { modifier: -1, success: '1/3', results: { hit: '1/3', miss: '1/3', selfPiss: '1/3' } }],
  ])('PS-PISS-2 a piss at distance %i equals the game’s exact odds', (distance, expected) => {
    const s = position({ goblins: [{ at: [4, 6] }, { at: [12, 12] }], squig: [4 + distance, 6] });
    const [roll] = previewsOf(s, 0).of({ type: 'piss' })!;
    const odds = oddsOfAction(
      pissSquig,
      s,
      0,
      { type: 'piss' },
      {
        policy: (_t, _p, legal) => legal[0]!,
        stop: (t) => t.phase !== Phase.Piss,
        classify: (t) => (t.phase === Phase.Scatter ? 'miss' : t.goblins[0]!.point ? 'hit' : 'selfPiss'),
      },
    );
    expect(roll).toMatchObject({ rule: 'PS-PISS-2', dice: '1d6', target: 4, ...expected });
    expect(roll!.success).toBe(odds.get('hit')!.toString());
    for (const [k, v] of Object.entries(expected.results)) expect(odds.get(k)!.toString()).toBe(v);
  });

  it('PS-SK-3 a piss with Prostate dilatée shows the odds once the reroll is used', () => {
    const s = position({
      goblins: [{ at: [4, 6], skills: ['prostateDilatee'] }, { at: [12, 12] }],
      squig: [6, 6],
    });
    const [roll] = previewsOf(s, 0).of({ type: 'piss' })!;
    expect(roll).toMatchObject({ success: '1/2', withReroll: '3/4' });
  });

  it('PS-BLOCK-2 a block (one die, the D6 table): each result 1/6, pushed 1/3', () => {
    const s = position({ goblins: [{ at: [5, 6] }, { at: [6, 6] }], squig: [1, 1] });
    const [roll, ...rest] = previewsOf(s, 0).of({ type: 'block', target: 1 })!;
    expect(rest).toEqual([]);
    expect(roll).toMatchObject({
      dice: '1d6',
      roller: 0,
      results: { attackerDown: '1/6', bothDown: '1/6', pushed: '1/3', stumble: '1/6', defenderDown: '1/6' },
    });
    expect(roll!.success).toBeUndefined();
  });

  it('PS-SK-4 Pro: a block die may be rerolled, a dodge’s reroll needs ROLL-PRO 4+ first', () => {
    const s = position({
      goblins: [{ at: [3, 3], skills: ['pro'] }, { at: [4, 4] }],
      squig: [9, 9],
    });
    pissSquig.apply(s, 0, { type: 'move' });
    s.dodgeRerollUsed = true; // only Pro is left: 2/3 + 1/3 × 1/2 × 2/3 = 7/9
    expect(previewsOf(s, 0).of({ type: 'step', x: 2, y: 2 })![0]).toMatchObject({
      success: '2/3',
      withReroll: '7/9',
    });
  });

  it('PS-SLIP-2 then PS-DODGE-1: leaving a slippery square in a tackle zone previews both rolls in order', () => {
    const s = position({
      goblins: [{ at: [3, 3] }, { at: [4, 4] }],
      squig: [9, 9],
      slippery: [[3, 3]],
    });
    pissSquig.apply(s, 0, { type: 'move' });
    const rolls = previewsOf(s, 0).of({ type: 'step', x: 2, y: 2 })!;
    expect(rolls.map((r) => r.rule)).toEqual(['PS-SLIP-2', 'PS-DODGE-1']);
    expect(rolls[1]).toMatchObject({ success: '2/3', withReroll: '8/9' });
  });

  it.each([
    [0, '5/6'],
    [2, '1/2'],
  ])('PS-CLIMB-2 the climb out with %i Piss markers: %s, as the odds scenario says', (markers, p) => {
    const s = position({ goblins: [{ at: [0, 0], point: true, pissMarkers: markers }, { at: [12, 12] }] });
    pissSquig.apply(s, 0, { type: 'move' });
    const [roll] = previewsOf(s, 0).of({ type: 'climb' })!;
    expect(roll).toMatchObject({ rule: 'PS-CLIMB-2', target: 2, modifier: 0 - markers || 0, success: p });
    expect(oddsScenarios.climb!.run({ markers }).get('climbedOut')!.toString()).toBe(p);
  });

  it('PS-SK-7 a dodge a Tacle plongeant may follow: previewed for each answer of the diver, by enumeration', () => {
    const s = position({
      goblins: [{ at: [4, 4] }, { at: [5, 4], skills: ['taclePlongeant'] }, { at: [10, 10] }],
      squig: [9, 9],
    });
    pissSquig.apply(s, 0, { type: 'move' });
    const dodge = { rule: 'PS-DODGE-1', dice: '1d6', roller: 0, target: 3 };
    expect(previewsOf(s, 0).of({ type: 'step', x: 3, y: 3 })).toEqual([
      // a 5 or a 6 (ARB-PS-10); Esquive rerolls at −2 too: 1/3 + 2/3 × 1/3
      {
        ...dodge,
        modifier: -2,
        success: '1/3',
        withReroll: '5/9',
        when: { seat: 1, input: { type: 'dive' } },
      },
      {
        ...dodge,
        modifier: 0,
        success: '2/3',
        withReroll: '8/9',
        when: { seat: 1, input: { type: 'decline' } },
      },
    ]);
  });

  it('PS-SK-4 the reroll inputs preview their roll: Esquive the dodge again, Pro its 4+ then the dodge', () => {
    const s = position({ goblins: [{ at: [3, 3], skills: ['pro'] }, { at: [4, 4] }], squig: [9, 9] });
    pissSquig.apply(s, 0, { type: 'move' });
    pissSquig.apply(s, 0, { type: 'step', x: 2, y: 2 });
    pissSquig.applyChance(s, [1]);
    const { of } = previewsOf(s, 0);
    expect(of({ type: 'reroll' })!.map((r) => [r.rule, r.success])).toEqual([['PS-DODGE-1', '2/3']]);
    expect(of({ type: 'pro' })!.map((r) => [r.rule, r.success])).toEqual([
      ['PS-SK-4', '1/2'],
      ['PS-DODGE-1', '2/3'],
    ]);
    // kept: the armour roll the opponent makes (PS-DOWN-1, 2D6, 8+ stuns)
    expect(of({ type: 'noReroll' })![0]).toMatchObject({
      rule: 'PS-DOWN-1',
      roller: 1,
      results: { prone: '7/12', stunned: '5/12' },
    });
  });

  it('inputs of another seat, or no decision: an empty list', () => {
    const s = position({ goblins: [{ at: [3, 3] }, { at: [4, 4] }], squig: [9, 9] });
    expect(pissSquig.previews!(s, 1, pissSquig.legal(s, 1))).toEqual([]);
  });
});
