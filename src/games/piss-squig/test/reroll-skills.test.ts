import { describe, expect, it } from 'vitest';
import { oddsOfAction } from '../../../engine/odds.ts';
import { pissSquig, type PSAction, type PSState } from '../index.ts';
import { position } from '../position.ts';
import { Skill } from '../skills.ts';
import { Table, type GoblinSpec, type PositionSpec } from '../testing.ts';

/** Goblin 0 (given skills) at (3,3) dodges out of goblin 1's TZ at (4,4) to (2,2). */
const dodger = (skills: GoblinSpec['skills'], g1: Partial<GoblinSpec> = {}) => {
  const t = Table.of({
    goblins: [
      { at: [3, 3], skills },
      { at: [4, 4], ...g1 },
    ],
    squig: [9, 9],
  });
  t.act(0, { type: 'move' });
  t.act(0, { type: 'step', x: 2, y: 2 });
  return t;
};

describe('PS-SK-4 Pro', () => {
  it('PS-SK-4 PS-SK-15 PS-R-22 a failed dodge offers Esquive and Pro; Pro rolls ROLL-PRO 4+, then the dodge again, flagged as a reroll', () => {
    const t = dodger(['pro']);
    t.roll(2);
    expect(t.legal(0)).toEqual([{ type: 'reroll' }, { type: 'pro' }, { type: 'noReroll' }]);
    t.act(0, { type: 'pro' });
    expect(t.ofType('proUsed')).toEqual([
      { type: 'proUsed', rule: 'PS-SK-4', goblin: 0, roll: 'PS-DODGE-1' },
    ]);
    expect(t.pending()).toEqual({
      kind: 'chance',
      request: {
        rule: 'PS-SK-4',
        dice: '1d6',
        roller: 0,
        target: 4,
        modifier: 0,
        label: 'ps.roll.pro',
        params: { goblin: 0, roll: 'PS-DODGE-1' },
      },
    });
    t.roll(4);
    expect(t.rolls().at(-1)).toEqual({
      type: 'roll',
      rule: 'PS-SK-4',
      player: 0,
      dice: '1d6',
      faces: [4],
      target: 4,
      modifier: 0,
      total: 4,
      success: true,
      reroll: false,
      goblin: 0,
      roll: 'PS-DODGE-1',
    });
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-DODGE-1', reroll: true } });
    t.roll(3);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.s.dodgeRerollUsed).toBe(false);
    expect(t.s.used[0]! & Skill.pro).toBe(Skill.pro);
  });

  it('PS-SK-4 ROLL-PRO 1–3: the failed dodge stands (no Esquive after it): tackled', () => {
    const t = dodger(['pro']);
    t.roll(1);
    t.act(0, { type: 'pro' });
    t.roll(3);
    expect(t.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'PS-DODGE-2', goblin: 0, at: 2 * 13 + 2 },
    ]);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-DOWN-1' } });
  });

  it('PS-SK-15 a roll is rerolled once whatever the source: no Pro after a failed Esquive reroll', () => {
    const t = dodger(['pro']);
    t.roll(1);
    t.act(0, { type: 'reroll' });
    t.roll(2);
    expect(t.ofType('knockedDown')).toHaveLength(1);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-DOWN-1' } });
  });

  it('PS-SK-15 and the other way round: after a Pro reroll fails, Esquive is not offered', () => {
    const t = dodger(['pro']);
    t.roll(1);
    t.act(0, { type: 'pro' });
    t.roll(5);
    t.roll(2);
    expect(t.rolls().map((r) => [r.rule, r.faces[0], r.reroll])).toEqual([
      ['PS-DODGE-1', 1, false],
      ['PS-SK-4', 5, false],
      ['PS-DODGE-1', 2, true],
    ]);
    expect(t.ofType('rerollUsed')).toEqual([]);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-DOWN-1' } });
  });

  it('PS-SK-4 once per turn: Pro twice in a turn is refused with pro.used; Esquive is still there', () => {
    const t = Table.of({
      goblins: [{ at: [3, 3], skills: ['pro'] }, { at: [4, 4] }, { at: [1, 3] }],
      squig: [9, 9],
    });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 2, y: 2 }); // out of goblin 1's TZ, into goblin 2's
    t.roll(1);
    t.act(0, { type: 'pro' });
    t.roll(5);
    t.roll(4);
    t.act(0, { type: 'step', x: 2, y: 1 }); // out of goblin 2's TZ
    t.roll(2);
    expect(t.legal(0)).toEqual([{ type: 'reroll' }, { type: 'noReroll' }]);
    expect(t.refuse(0, { type: 'pro' })).toMatchObject({ code: 'pro.used', rule: 'PS-SK-4' });
    const plain = dodger([]);
    plain.roll(1);
    expect(plain.refuse(0, { type: 'pro' })).toMatchObject({ code: 'pro.noSkill', rule: 'PS-SK-4' });
  });

  it('PS-SK-4 PS-DODGE-5 out of a Tacle TZ Esquive is cancelled but Pro is offered', () => {
    const t = dodger(['pro'], { skills: ['tacle'] });
    t.roll(2);
    expect(t.ofType('esquiveCancelled')).toHaveLength(1);
    expect(t.legal(0)).toEqual([{ type: 'pro' }, { type: 'noReroll' }]);
    t.act(0, { type: 'noReroll' });
    expect(t.ofType('rerollDeclined')).toEqual([{ type: 'rerollDeclined', rule: 'PS-SK-15', goblin: 0 }]);
    expect(t.ofType('knockedDown')).toHaveLength(1);
  });

  it('ARB-PS-11 PS-SK-4 the blocker may use Pro on any block die; the block die is rerolled and flagged', () => {
    const t = Table.of({ goblins: [{ at: [4, 4], skills: ['pro'] }, { at: [5, 4] }], squig: [9, 9] });
    t.act(0, { type: 'block', target: 1 });
    t.roll(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.legal(0)).toEqual([{ type: 'pro' }, { type: 'noReroll' }]);
    t.act(0, { type: 'pro' });
    t.roll(6);
    t.roll(3);
    expect(t.rolls().map((r) => [r.rule, r.faces[0], r.reroll])).toEqual([
      ['PS-BLOCK-1', 1, false],
      ['PS-SK-4', 6, false],
      ['PS-BLOCK-1', 3, true],
    ]);
    expect(t.status(0)).toBe('standing');
    t.act(0, { type: 'push', x: 6, y: 4 }); // pushed
    expect(t.at(1)).toEqual([6, 4]);
  });

  it('PS-SK-4 the block result stands when Pro is declined: attacker down', () => {
    const t = Table.of({ goblins: [{ at: [4, 4], skills: ['pro'] }, { at: [5, 4] }], squig: [9, 9] });
    t.act(0, { type: 'block', target: 1 });
    t.roll(1);
    t.act(0, { type: 'noReroll' });
    expect(t.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'PS-BLOCK-2', goblin: 0, at: 4 * 13 + 4 },
    ]);
  });

  it('PS-R-22 PS-SK-4 in an opponent’s turn: the bitten goblin uses Pro on his GNAK roll', () => {
    const t = Table.of({ goblins: [{ at: [2, 2] }, { at: [6, 5], skills: ['pro'] }], squig: [6, 6] });
    t.act(0, { type: 'squig', x: 6, y: 5 });
    t.roll(3);
    t.roll(2); // GNAK fails
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
    expect(t.legal(1)).toEqual([{ type: 'pro' }, { type: 'noReroll' }]);
    t.act(1, { type: 'pro' });
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-SK-4', roller: 1 } });
    t.roll(4);
    t.roll(5);
    expect(t.rolls().map((r) => [r.rule, r.faces[0], r.reroll])).toEqual([
      ['PS-SQUIG-3', 3, false],
      ['PS-GNAK-1', 2, false],
      ['PS-SK-4', 4, false],
      ['PS-GNAK-1', 5, true],
    ]);
    expect(t.status(1)).toBe('standing');
  });

  it('PS-SK-4 Pro on a failed slippery test and a failed climb; not on the armour roll', () => {
    const t = Table.of({
      goblins: [{ at: [1, 1], skills: ['pro'], point: true }, { at: [10, 10] }],
      squig: [6, 6],
      slippery: [[1, 1]],
    });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 0, y: 0 });
    t.roll(1); // slippery test fails
    expect(t.legal(0)).toEqual([{ type: 'pro' }, { type: 'noReroll' }]);
    t.act(0, { type: 'pro' });
    t.roll(4);
    t.roll(2); // slippery reroll succeeds; on his post with a Point: climb
    t.roll(1); // the climb fails; Pro was used this turn
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-DOWN-1' } });
    t.roll(6, 6);
    expect(t.s.side).toBe(1);
  });
});

describe('PS-SK-3 Prostate dilatée: once per turn', () => {
  it('PS-SK-3 PS-SK-4 a failed piss with Prostate and Pro offers both; Prostate counts as used this turn', () => {
    const t = Table.of({
      goblins: [{ at: [8, 6], skills: ['prostateDilatee', 'pro'] }, { at: [12, 12] }],
      squig: [6, 6],
    });
    t.act(0, { type: 'piss' });
    t.roll(2);
    expect(t.legal(0)).toEqual([{ type: 'reroll' }, { type: 'pro' }, { type: 'noReroll' }]);
    t.act(0, { type: 'reroll' });
    expect(t.s.used[0]! & Skill.prostateDilatee).toBe(Skill.prostateDilatee);
    t.roll(2); // the reroll fails too: final, a miss
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-SCATTER-1' } });
    expect(t.s.failedFace).toBe(0);
  });

  it('PS-SK-4 Pro alone on a failed piss: ROLL-PRO fails, the self-piss stands', () => {
    const t = Table.of({ goblins: [{ at: [8, 6], skills: ['pro'] }, { at: [12, 12] }], squig: [6, 6] });
    t.act(0, { type: 'piss' });
    t.roll(1);
    expect(t.legal(0)).toEqual([{ type: 'pro' }, { type: 'noReroll' }]);
    t.act(0, { type: 'pro' });
    t.roll(2);
    expect(t.ofType('selfPiss')).toEqual([
      { type: 'selfPiss', rule: 'PS-PISS-3', goblin: 0, pissMarkers: 1 },
    ]);
  });

  it('ARB-PS-15 PS-SK-3 the per-turn uses are cleared when the next turn starts', () => {
    const t = Table.of({
      goblins: [{ at: [8, 6], skills: ['prostateDilatee'] }, { at: [12, 12] }],
      squig: [6, 6],
    });
    t.act(0, { type: 'piss' });
    t.roll(2);
    t.act(0, { type: 'reroll' });
    t.roll(4);
    expect(t.s.side).toBe(1);
    expect(t.s.used).toEqual([0, 0]);
  });
});

/** Exact odds by expanding every roll (engine `enumerate` over `chanceOutcomes`), with a fixed preference. */
function exact(
  spec: Parameters<typeof position>[0],
  move: PSAction,
  prefer: string[],
): Record<string, string> {
  const s = position(spec);
  pissSquig.apply(s, 0, { type: 'move' });
  const odds = oddsOfAction(pissSquig, s, 0, move, {
    policy: (_s: PSState, _p: number, legal: PSAction[]) =>
      prefer.map((t) => legal.find((a) => a.type === t)).find((a) => a !== undefined) ?? legal[0]!,
    stop: (t) => t.phase === 3 || t.phase === 8 || t.side !== 0,
    classify: (t) => (t.goblins[0]!.status === 0 ? 'success' : 'down'),
  });
  return Object.fromEntries([...odds].map(([k, f]) => [k, f.toString()]));
}

describe('exact odds of skill-modified moves', () => {
  it('PS-SK-7 a dodge against a diver who always dives, with Esquive: 5/9', () => {
    const spec: PositionSpec = {
      goblins: [{ at: [4, 4] }, { at: [5, 4], skills: ['taclePlongeant'] }],
      squig: [10, 10],
    };
    expect(exact(spec, { type: 'step', x: 3, y: 3 }, ['dive', 'reroll'])).toEqual({
      success: '5/9',
      down: '4/9',
    });
  });

  it('PS-SK-4 Pro preferred to Esquive on a failed dodge: 2/3 + 1/3 · 1/2 · 2/3 = 7/9 (Esquive alone: 8/9)', () => {
    const spec: PositionSpec = {
      goblins: [{ at: [3, 3], skills: ['pro'] }, { at: [4, 4] }],
      squig: [10, 10],
    };
    expect(exact(spec, { type: 'step', x: 2, y: 2 }, ['pro'])).toEqual({
      success: '7/9',
      down: '2/9',
    });
    expect(exact(spec, { type: 'step', x: 2, y: 2 }, ['reroll'])).toEqual({
      success: '8/9',
      down: '1/9',
    });
  });

  it('PS-SK-5 PS-SK-4 a jump (4+) with Pro: 1/2 + 1/2 · 1/2 · 1/2 = 5/8', () => {
    const spec: PositionSpec = {
      goblins: [{ at: [4, 4], skills: ['saut', 'pro'] }, { at: [5, 4] }],
      squig: [10, 10],
    };
    expect(exact(spec, { type: 'jump', x: 6, y: 4 }, ['pro'])).toEqual({
      success: '5/8',
      down: '3/8',
    });
    expect(exact(spec, { type: 'jump', x: 6, y: 4 }, ['noReroll'])).toEqual({
      success: '1/2',
      down: '1/2',
    });
  });
});
