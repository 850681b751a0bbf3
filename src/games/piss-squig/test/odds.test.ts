import { describe, expect, it } from 'vitest';
import { enumerate, oddsOfAction } from '../../../engine/odds.ts';
import { pissSquig } from '../index.ts';
import type { PSAction, PSState } from '../index.ts';
import { position } from '../testing.ts';
import { Phase, Status } from '../state.ts';

/** Uses every reroll offered; otherwise the first legal choice. */
const alwaysReroll = (_s: PSState, _p: number, legal: PSAction[]): PSAction =>
  legal.find((a) => a.type === 'reroll') ?? legal[0]!;

/** The branch ends when the mover may step again, or when the turn or the match is over. */
const moverDecidesOrTurnOver = (side: number) => (s: PSState) =>
  s.phase === Phase.Over || s.side !== side || s.phase === Phase.Step || s.phase === Phase.Armour;

describe('exact odds of Piss’ Squig actions', () => {
  it('PS-DODGE-3 a dodge (3+) with its Esquive reroll succeeds with probability 8/9', () => {
    const s = position({ goblins: [{ at: [3, 3] }, { at: [4, 4] }], squig: [9, 9] });
    pissSquig.apply(s, 0, { type: 'move' });
    const odds = oddsOfAction(
      pissSquig,
      s,
      0,
      { type: 'step', x: 2, y: 2 },
      {
        policy: alwaysReroll,
        stop: moverDecidesOrTurnOver(0),
        classify: (t) => (t.goblins[0]!.status === Status.Standing ? 'success' : 'knockedDown'),
      },
    );
    expect(Object.fromEntries([...odds].map(([k, f]) => [k, f.toString()]))).toEqual({
      success: '8/9',
      knockedDown: '1/9',
    });
  });

  it('PS-PISS-2 PS-PISS-3 a short piss with no opponent adjacent: hit 1/2, miss 1/3, self-piss 1/6', () => {
    const s = position({ goblins: [{ at: [4, 6] }, { at: [12, 12] }], squig: [6, 6] });
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
    expect(Object.fromEntries([...odds].map(([k, f]) => [k, f.toString()]))).toEqual({
      hit: '1/2',
      miss: '1/3',
      selfPiss: '1/6',
    });
  });

  it('PS-DOWN-1 an armour roll stuns with probability 15/36 (5/12)', () => {
    const s = position({ goblins: [{ at: [3, 3] }, { at: [4, 4] }], squig: [9, 9] });
    pissSquig.apply(s, 0, { type: 'move' });
    pissSquig.apply(s, 0, { type: 'step', x: 2, y: 2 });
    pissSquig.applyChance(s, [1]);
    pissSquig.apply(s, 0, { type: 'noReroll' });
    const odds = enumerate(pissSquig, s, {
      policy: (_t, _p, legal) => legal[0]!,
      stop: (t) => t.phase !== Phase.Armour,
      classify: (t) => (t.goblins[0]!.status === Status.Stunned ? 'stunned' : 'prone'),
    });
    expect(odds.get('stunned')!.toString()).toBe('5/12');
    expect(odds.get('prone')!.toString()).toBe('7/12');
  });
});
