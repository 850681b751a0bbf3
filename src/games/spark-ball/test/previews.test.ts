import { describe, expect, it } from 'vitest';
import { parseDice } from '../../../engine/dice.ts';
import { SeededRng } from '../../../engine/rng.ts';
import { sparkBall } from '../index.ts';
import { Ball, get, P_PRONE, P_WHERE, P_X, P_Y, PER_INCH, set, Where, type SBState } from '../state.ts';
import { roster, Table, testOptions } from '../testing.ts';
import type { SBAction } from '../actions.ts';

const noRerolls = () => testOptions({}, roster('h', { teamRerolls: 0 }), roster('a', { teamRerolls: 0 }));

function put(t: Table, id: string, x: number, y: number): void {
  const p = t.index(id);
  set(t.s, p, P_X, Math.round(x * PER_INCH));
  set(t.s, p, P_Y, Math.round(y * PER_INCH));
}

function give(t: Table, id: string): void {
  const h = t.index(id);
  t.s.ball = Ball.Held;
  t.s.holder = h;
  t.s.ballX = get(t.s, h, P_X);
  t.s.ballY = get(t.s, h, P_Y);
}

/** The preview of `action` among the legal inputs of `coach` (it must be legal). */
function previewOf(t: Table, coach: number, action: SBAction) {
  const legal = t.legal(coach);
  const i = legal.findIndex((a) => JSON.stringify(a) === JSON.stringify(action));
  expect(i).toBeGreaterThanOrEqual(0);
  return sparkBall.previews!(t.s, coach, legal)[i];
}

describe('risk previews (DESIGN.md, engine/previews.ts)', () => {
  it('SB-MOVE-5 the pick-up’s preview: AG 3 against 6 needs a 3+ (a natural 1 fails): 4/6, 8/9 with the team reroll', () => {
    const t = Table.atTurn1(0);
    t.act(0, { type: 'activate', player: 'h7' });
    t.act(0, { type: 'move', path: [{ x: 9.5, y: 9.5 }] });
    expect(previewOf(t, 0, { type: 'pickUp' })).toEqual([
      {
        rule: 'SB-MOVE-5',
        dice: '1d6',
        roller: 0,
        target: 6,
        modifier: 3,
        success: '2/3',
        withReroll: '8/9',
      },
    ]);
    const u = Table.atTurn1(0, noRerolls());
    u.act(0, { type: 'activate', player: 'h7' });
    u.act(0, { type: 'move', path: [{ x: 9.5, y: 9.5 }] });
    expect(previewOf(u, 0, { type: 'pickUp' })).toEqual([
      { rule: 'SB-MOVE-5', dice: '1d6', roller: 0, target: 6, modifier: 3, success: '2/3' },
    ]);
  });

  it('SB-SHOT-2 / SB-SHOT-3 a shot at a point 6.5 in away: aim and power against 7 with AG 3 and F 3, 1/2 each', () => {
    const t = Table.atTurn1(0, noRerolls());
    for (let p = 0; p < t.s.info.length; p++) {
      const id = t.s.info[p]!.id;
      if (id !== 'h6' && id !== 'a1' && get(t.s, p, P_WHERE) === Where.Pitch)
        set(t.s, p, P_WHERE, Where.Reserve);
    }
    put(t, 'h6', 6.5, 10);
    put(t, 'a1', 1, 20);
    give(t, 'h6');
    t.act(0, { type: 'activate', player: 'h6' });
    const legal = t.legal(0);
    const previews = sparkBall.previews!(t.s, 0, legal);
    // Every shoot candidate is previewed with its aim and, if the aim succeeds, its power.
    legal.forEach((a, i) => {
      if (a.type === 'shoot') expect(previews[i]!.map((r) => r.rule)).toEqual(['SB-SHOT-2', 'SB-SHOT-3']);
    });
    // A point off the legal list: the hook previews any input given to it.
    const shot = sparkBall.previews!(t.s, 0, [{ type: 'shoot', to: { x: 6.5, y: 17 } }])[0];
    expect(shot).toEqual([
      { rule: 'SB-SHOT-2', dice: '1d6', roller: 0, target: 7, modifier: 3, success: '1/2' },
      // The power's chance holds once the aim succeeded; `joint` is both at once: 1/2 × 1/2.
      { rule: 'SB-SHOT-3', dice: '1d6', roller: 0, target: 7, modifier: 3, success: '1/2', joint: '1/4' },
      // Untouched at T after a successful power test: the continuation (a plain D6, SB-SHOT-11).
      { rule: 'SB-SHOT-11', dice: '1d6', roller: 0, modifier: 0, results: { distance: '1' } },
    ]);
  });

  it('SB-PASS-3 a pass’s throw: 2 in to h5 (D 2, a natural 1 fails): 5/6; 6 in to h1 (D 6, 3+): 2/3 with AG 3', () => {
    const t = Table.atTurn1(0, noRerolls());
    t.act(0, { type: 'activate', player: 'h6' });
    give(t, 'h6');
    t.s.reactionUsed[1] = true;
    expect(previewOf(t, 0, { type: 'passBall', target: 'h5' })![0]).toEqual({
      rule: 'SB-PASS-3',
      dice: '1d6',
      roller: 0,
      target: 2,
      modifier: 3,
      success: '5/6',
    });
    // The reception given a successful throw: MS 0..4 on throw faces 2..6 → 4/6, 5/6, 5/6, 5/6, 5/6 → 24/30.
    const pass = previewOf(t, 0, { type: 'passBall', target: 'h5' })!;
    expect(pass.map((r) => r.rule)).toEqual(['SB-PASS-3', 'SB-PASS-6']);
    put(t, 'h5', 6.5, 14.5); // 5 in edge to edge: D 5
    expect(previewOf(t, 0, { type: 'passBall', target: 'h5' })).toEqual([
      { rule: 'SB-PASS-3', dice: '1d6', roller: 0, target: 5, modifier: 3, success: '5/6' },
      { rule: 'SB-PASS-6', dice: '1d6', roller: 0, modifier: 3, success: '4/5' },
    ]);
    put(t, 'h1', 6.5, 1.5); // 6 in edge to edge from h6 (6.5, 8.5)
    expect(previewOf(t, 0, { type: 'passBall', target: 'h1' })![0]).toMatchObject({
      target: 6,
      success: '2/3',
    });
  });

  it('SB-CHARGE-4 / SB-CHARGE-5 a charge of F 3: D uniform on 4..9, and each defence’s chance over D: 20/36', () => {
    const t = Table.atTurn1(0, noRerolls());
    put(t, 'a6', 6.5, 10.5);
    t.act(0, { type: 'activate', player: 'h6' });
    const p = previewOf(t, 0, { type: 'charge', target: 'a6' })!;
    const sixth = '1/6';
    expect(p[0]).toEqual({
      rule: 'SB-CHARGE-4',
      dice: '1d6',
      roller: 0,
      modifier: 3,
      results: { 4: sixth, 5: sixth, 6: sixth, 7: sixth, 8: sixth, 9: sixth },
    });
    // 5 + 5 + 4 + 3 + 2 + 1 successes out of 36 (naturals 1 and 6).
    expect(p.slice(1)).toEqual(
      (['dodge', 'parry', 'repel'] as const).map((defence) => ({
        rule: 'SB-CHARGE-5',
        dice: '1d6',
        roller: 1,
        modifier: 3,
        success: '5/9',
        when: { seat: 1, input: { type: 'defend', defence } },
      })),
    );
  });

  it('SB-MASSACRE-3 a massacre’s preview: A on 4..9 against V = 1D3 + 3: an injury roll when A − V > AR 1', () => {
    const t = Table.atTurn1(0, noRerolls());
    put(t, 'a6', 6.5, 10.5);
    set(t.s, t.index('a6'), P_PRONE, 1);
    t.act(0, { type: 'activate', player: 'h6' });
    const p = previewOf(t, 0, { type: 'massacre', target: 'a6' })!;
    // Net = d6 − d3 > 1: (d6, d3) pairs with d6 − d3 ≥ 2: d3 = 1: 4, d3 = 2: 3, d3 = 3: 2 → 9/18 = 1/2.
    expect(p[1]).toEqual({
      rule: 'SB-MASSACRE-3',
      dice: '1d3',
      roller: 1,
      results: { injury: '1/2', noInjury: '1/2' },
    });
  });

  it('SB-REACT-6 a tackle’s preview for the tackler’s coach: D = 1D6 + AG 3, then the mover’s AG test over D: 5/9, and his Force test after a failure: 5/9', () => {
    const t = Table.atTurn1(0, noRerolls());
    t.declineTackles = false;
    t.act(0, { type: 'activate', player: 'h6' });
    t.act(0, { type: 'move', path: [{ x: 6.5, y: 10.5 }] });
    const tackle = { type: 'tackle', player: 'a6', leap: false, at: 1.5 } as const;
    const p = sparkBall.previews!(t.s, 1, [tackle])[0]!;
    expect(p).toEqual([
      {
        rule: 'SB-REACT-6',
        dice: '1d6',
        roller: 1,
        modifier: 3,
        results: { 4: '1/6', 5: '1/6', 6: '1/6', 7: '1/6', 8: '1/6', 9: '1/6' },
      },
      { rule: 'SB-REACT-6', dice: '1d6', roller: 0, modifier: 3, success: '5/9' },
      // After a failed AG test, the Force test (D2 = 1D6 + F 3 against the mover's F 3), given that failure.
      { rule: 'SB-REACT-6', dice: '1d6', roller: 0, modifier: 3, success: '5/9' },
      // The tackle's end: clear 5/9, unbalanced 4/9 × 5/9 = 20/81, down 4/9 × 4/9 = 16/81.
      {
        rule: 'SB-REACT-6',
        dice: '1d6',
        roller: 1,
        results: { clear: '5/9', unbalanced: '20/81', down: '16/81' },
      },
    ]);
    // The legal tackles are all previewed, the decline is not.
    const legal = t.legal(1);
    sparkBall.previews!(t.s, 1, legal).forEach((x, i) => {
      expect(x === null).toBe(legal[i]!.type !== 'tackle');
    });
  });

  /** h6 (AG 3, F 3) moves past a6 (AG 3, F 3), who may tackle him; the tackle's preview for Away. */
  function tacklePreview(home: number, away: number) {
    const t = Table.atTurn1(
      0,
      testOptions({}, roster('h', { teamRerolls: home }), roster('a', { teamRerolls: away })),
    );
    t.declineTackles = false;
    t.act(0, { type: 'activate', player: 'h6' });
    t.act(0, { type: 'move', path: [{ x: 6.5, y: 10.5 }] });
    return sparkBall.previews!(t.s, 1, [{ type: 'tackle', player: 'a6', leap: false, at: 1.5 }])[0]!;
  }

  it('ARB-SB-85 a tackle’s odds with the mover’s team reroll: he rerolls his failed AG test, so clear 20/27, then no reroll is left for his F test', () => {
    // D1 = 3 + f1; the mover passes his AG test with a_f1 = 5/6, 5/6, 4/6, 3/6, 2/6, 1/6 (naturals 1 and 6).
    // Rerolling a failure: 1 − (1 − a)², averaged: (1/6)(2·Σa − Σa²) = (1/6)(40/6 − 80/36) = 20/27.
    // Failed twice (7/27), the F test has no reroll left: unbalanced 7/27 × 5/9 = 35/243, down 7/27 × 4/9 = 28/243.
    const p = tacklePreview(1, 0);
    expect(p.slice(1)).toEqual([
      { rule: 'SB-REACT-6', dice: '1d6', roller: 0, modifier: 3, success: '5/9', withReroll: '20/27' },
      { rule: 'SB-REACT-6', dice: '1d6', roller: 0, modifier: 3, success: '5/9', withReroll: '5/9' },
      {
        rule: 'SB-REACT-6',
        dice: '1d6',
        roller: 1,
        results: { clear: '5/9', unbalanced: '20/81', down: '16/81' },
        resultsWithReroll: { clear: '20/27', unbalanced: '35/243', down: '28/243' },
      },
    ]);
  });

  it('ARB-SB-85 a tackle’s odds with both team rerolls: the tackler rerolls a difficulty die of 1–3 (D1) and 1–3 (D2) when his reroll is still there', () => {
    // After two failed AG tests the mover has no reroll; the F test fails with 1 − a_f2 = 1/6, 1/6, 2/6, 3/6,
    // 4/6, 5/6 (4/9 on average): the tackler rerolls f2 = 1..3 (below 4/9), so down 5/9 with his reroll, 4/9
    // without. D1: kept, down (1 − a_f1)² × 5/9 = 5/324, 5/324, 20/324, 45/324, 80/324, 125/324; rerolled, his
    // reroll is spent: 7/27 × 4/9 = 28/243 (= 37.3/324), so he rerolls f1 = 1..3.
    // down = (1/6)(3 × 28/243 + 250/324) = 181/972; clear = (1/6)(3 × 20/27 + (27 + 20 + 11)/36) = 23/36;
    // unbalanced = 1 − 23/36 − 181/972 = 85/486.
    const p = tacklePreview(1, 1);
    expect(p[3]).toEqual({
      rule: 'SB-REACT-6',
      dice: '1d6',
      roller: 1,
      results: { clear: '5/9', unbalanced: '20/81', down: '16/81' },
      resultsWithReroll: { clear: '23/36', unbalanced: '85/486', down: '181/972' },
    });
    // The F test given a failed AG test, with the rerolls: 85/486 ÷ (85/486 + 181/972) = 170/351.
    expect(p[2]).toMatchObject({ success: '5/9', withReroll: '170/351' });
  });

  it('ARB-SB-86 a shot’s joint odds: aim and power both against 8 (AG 3, F 3: 5+, 1/3 each) give 1/9, rerolls or not', () => {
    const t = Table.atTurn1(0);
    for (let p = 0; p < t.s.info.length; p++) {
      const id = t.s.info[p]!.id;
      if (id !== 'h6' && id !== 'a1' && get(t.s, p, P_WHERE) === Where.Pitch)
        set(t.s, p, P_WHERE, Where.Reserve);
    }
    put(t, 'h6', 6.5, 10);
    put(t, 'a1', 1, 20);
    give(t, 'h6');
    t.act(0, { type: 'activate', player: 'h6' });
    // 7.5 in to (6.5, 17.5) edge to edge is 7 in: D 8 for both tests; the team reroll is left.
    const shot = sparkBall.previews!(t.s, 0, [{ type: 'shoot', to: { x: 6.5, y: 18 } }])[0]!;
    expect(shot.slice(0, 2)).toEqual([
      {
        rule: 'SB-SHOT-2',
        dice: '1d6',
        roller: 0,
        target: 8,
        modifier: 3,
        success: '1/3',
        withReroll: '5/9',
      },
      {
        rule: 'SB-SHOT-3',
        dice: '1d6',
        roller: 0,
        target: 8,
        modifier: 3,
        success: '1/3',
        withReroll: '5/9',
        joint: '1/9',
      },
    ]);
  });

  it('SB-REACT-10 / SB-REACT-7 reactions: a leaping catch (AG 3 − 1 against 7: 5+, 1/3) and an interception (6 + MS 5: a natural 6)', () => {
    const t = Table.atTurn1(0, noRerolls());
    t.act(0, { type: 'activate', player: 'h7' });
    t.act(0, { type: 'move', path: [{ x: 9.5, y: 9.5 }] });
    t.act(0, { type: 'pickUp' });
    t.roll(2); // failed
    t.roll(4); // the pick-up deviation: ARROW 1 in
    t.roll(1); // north
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-20' });
    expect(previewOf(t, 1, { type: 'catchRebound', player: 'a6', leap: true })).toEqual([
      { rule: 'SB-REACT-10', dice: '1d6', roller: 1, target: 7, modifier: 2, success: '1/3' },
    ]);
    expect(previewOf(t, 1, { type: 'decline' })).toBeNull();
    const u = Table.atTurn1(0, noRerolls());
    u.act(0, { type: 'activate', player: 'h6' });
    put(u, 'a6', 7.5, 10);
    give(u, 'h6');
    u.act(0, { type: 'passBall', target: 'h5' });
    u.roll(4); // 7 against 2: MS 5
    expect(previewOf(u, 1, { type: 'interceptPass', player: 'a6', leap: false })).toEqual([
      { rule: 'SB-REACT-7', dice: '1d6', roller: 1, target: 11, modifier: 3, success: '1/6' },
    ]);
  });

  it('SB-REROLL-1 the reroll decision: rerolling previews the pick-up again (2/3, no second reroll)', () => {
    const t = Table.atTurn1(0);
    t.act(0, { type: 'activate', player: 'h7' });
    t.act(0, { type: 'move', path: [{ x: 9.5, y: 9.5 }] });
    t.act(0, { type: 'pickUp' });
    t.roll(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
    expect(previewOf(t, 0, { type: 'reroll' })).toEqual([
      { rule: 'SB-MOVE-5', dice: '1d6', roller: 0, target: 6, modifier: 3, success: '2/3' },
    ]);
    expect(previewOf(t, 0, { type: 'concede' })).toBeNull();
  });

  it('SB-STATE-4 standing up and moving start no roll of their own: null', () => {
    const t = Table.atTurn1(0);
    set(t.s, t.index('h6'), P_PRONE, 1);
    t.act(0, { type: 'activate', player: 'h6' });
    const legal = t.legal(0);
    const previews = sparkBall.previews!(t.s, 0, legal);
    legal.forEach((a, i) => {
      if (a.type === 'standUp' || a.type === 'move' || a.type === 'leap') expect(previews[i]).toBeNull();
    });
  });

  it('SB-GEN-10 previews return one entry per legal input and never throw over 200 random states (continuous directions never enumerated)', () => {
    const rng = new SeededRng('sb-previews');
    let states = 0;
    const seen = new Set<string>();
    for (let g = 0; g < 40 && states < 200; g++) {
      const r = sparkBall.setup(testOptions({ match: { maxTurns: 2 } }));
      if (!r.ok) throw new Error(r.error.en);
      const s: SBState = r.value;
      for (let step = 0; step < 3000 && states < 200; step++) {
        const p = sparkBall.pending(s);
        if (p.kind === 'over') break;
        if (p.kind === 'chance') {
          // A continuous direction die is drawn directly, never listed.
          const d = parseDice(p.request.dice);
          if (!d.ok) throw new Error(d.error.en);
          const faces = Array.from({ length: d.value.count }, () => rng.int(1, d.value.sides));
          const res = sparkBall.applyChance(s, faces);
          if (!res.ok) throw new Error(res.error.en);
          continue;
        }
        if (p.kind !== 'decision') throw new Error('no simultaneous orders');
        const legal = sparkBall.legal(s, p.player);
        // States of play (an activation or a window under way), not the pre-match's.
        if (s.turn >= 1 && legal.some((a) => a.type !== 'activate' && a.type !== 'pass')) {
          const previews = sparkBall.previews!(s, p.player, legal);
          expect(previews).toHaveLength(legal.length);
          for (const x of previews) if (x !== null) for (const roll of x) seen.add(roll.rule);
          states++;
        }
        const choices = legal.filter((a) => a.type !== 'concede');
        sparkBall.apply(s, p.player, choices[rng.int(0, choices.length - 1)]!);
      }
    }
    expect(states).toBe(200);
    // Tackles, charges, massacres, pick-ups… were previewed on the way.
    expect(seen.size).toBeGreaterThanOrEqual(5);
  });
});
