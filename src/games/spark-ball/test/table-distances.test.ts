import { describe, expect, it } from 'vitest';
import { describe as describeEvent } from '../i18n.ts';
import { sparkBall } from '../index.ts';
import { chanceRequest } from '../pending.ts';
import { Ball, get, P_WHERE, P_X, P_Y, PER_INCH, set, Where } from '../state.ts';
import { roster, Table, testOptions } from '../testing.ts';

/** Table mode; both teams with `tr` team rerolls. */
const table = (tr = 0) =>
  testOptions(
    { input: { tableMode: true } },
    roster('h', { teamRerolls: tr }),
    roster('a', { teamRerolls: tr }),
  );

/** The faces of the pending roll with a distance typed at the table. */
function measured(t: Table, face: number, inches: number): void {
  const r = sparkBall.applyChance(t.s, [face], inches);
  if (!r.ok) throw new Error(r.error.en);
  t.events.push(...r.value);
}

function put(t: Table, id: string, x: number, y: number): void {
  const p = t.index(id);
  set(t.s, p, P_X, Math.round(x * PER_INCH));
  set(t.s, p, P_Y, Math.round(y * PER_INCH));
}

/** Turn 1: only h6 (6.5, 10) holding the ball and a1 far away; h6 shoots at the point (6.5, 17), 6.5 in away. */
function shooting(tr = 0): Table {
  const t = Table.atTurn1(0, table(tr));
  const s = t.s;
  for (let p = 0; p < s.info.length; p++) {
    const id = s.info[p]!.id;
    if (id !== 'h6' && id !== 'a1' && get(s, p, P_WHERE) === Where.Pitch) set(s, p, P_WHERE, Where.Reserve);
  }
  put(t, 'h6', 6.5, 10);
  put(t, 'a1', 1, 20);
  const h = t.index('h6');
  s.ball = Ball.Held;
  s.holder = h;
  s.ballX = get(s, h, P_X);
  s.ballY = get(s, h, P_Y);
  t.act(0, { type: 'activate', player: 'h6' });
  t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
  return t;
}

describe('table mode on the distance rolls (SB-R-63, section 5.6)', () => {
  it('SB-R-63 ROLL-SHOT-AG: the request carries measure; a typed 5.9 in makes D 6 instead of 7, both logged', () => {
    const t = shooting();
    expect(chanceRequest(t.s)).toMatchObject({
      rule: 'SB-SHOT-2',
      target: 7,
      measure: { rule: 'SB-SHOT-2', computed: 6.5 },
    });
    measured(t, 3, 5.9); // 3 + AG 3 = 6 against 6
    expect(t.rolls().at(-1)).toMatchObject({
      roll: 'ROLL-SHOT-AG',
      target: 6,
      total: 6,
      success: true,
      measured: 5.9,
      computed: 6.5,
      warning: true,
    });
    // The power test is a new roll: its own request, the computed distance until another is typed.
    expect(t.s.measured).toBe(-1);
    expect(chanceRequest(t.s)).toMatchObject({
      rule: 'SB-SHOT-3',
      target: 7,
      measure: { rule: 'SB-SHOT-3', computed: 6.5 },
    });
  });

  it('SB-R-63 ROLL-SHOT-F: a typed 6.4 in is logged without warning (within 0.25 in) and sets D 7', () => {
    const t = shooting();
    t.roll(6);
    measured(t, 4, 6.4); // 4 + F 3 = 7 against 7
    expect(t.rolls().at(-1)).toMatchObject({
      roll: 'ROLL-SHOT-F',
      target: 7,
      total: 7,
      success: true,
      measured: 6.4,
      computed: 6.5,
      warning: false,
    });
    const u = shooting();
    u.roll(6);
    measured(u, 4, 7.2); // D 8: 7 fails
    expect(u.rolls().at(-1)).toMatchObject({ roll: 'ROLL-SHOT-F', target: 8, success: false, measured: 7.2 });
  });

  it('SB-R-63 ROLL-PASS-AG: the throw’s request carries measure; a typed 2.6 in makes D 3 instead of 2', () => {
    const t = Table.atTurn1(0, table());
    t.act(0, { type: 'activate', player: 'h6' });
    const h6 = t.index('h6');
    t.s.ball = Ball.Held;
    t.s.holder = h6;
    t.s.ballX = get(t.s, h6, P_X);
    t.s.ballY = get(t.s, h6, P_Y);
    t.s.reactionUsed[1] = true;
    t.act(0, { type: 'passBall', target: 'h5' }); // h5 at (3.5, 8.5): 2 in edge to edge
    expect(chanceRequest(t.s)).toMatchObject({
      rule: 'SB-PASS-3',
      target: 2,
      measure: { rule: 'SB-PASS-3', computed: 2 },
    });
    measured(t, 2, 2.6); // 2 + 3 = 5 against 3: MS 2
    expect(t.rolls().at(-1)).toMatchObject({
      roll: 'ROLL-PASS-AG',
      target: 3,
      total: 5,
      ms: 2,
      measured: 2.6,
      computed: 2,
      warning: true,
    });
    const line = t.rolls().at(-1)!;
    expect(describeEvent(line, 'en')).toContain(
      '; measured distance 2.6 in (computed 2 in), more than 0.25 in apart',
    );
    expect(describeEvent(line, 'fr')).toContain(
      ' ; distance mesurée 2,6 ps (calculée 2 ps), écart de plus de 0,25 ps',
    );
    // The reception reads the MS of the measured throw (6 − 2), and has no distance of its own.
    expect(chanceRequest(t.s)).toMatchObject({ rule: 'SB-PASS-6', target: 4 });
    expect(chanceRequest(t.s)).not.toHaveProperty('measure');
  });

  it('ARB-SB-56 a typed distance stands through the reroll offer and the reroll unless another is typed', () => {
    const t = shooting(1);
    measured(t, 1, 5.9);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
    expect(t.s.measured).toBe(5900);
    t.act(0, { type: 'reroll' });
    expect(chanceRequest(t.s)).toMatchObject({ rule: 'SB-SHOT-2', target: 6, reroll: true });
    t.roll(3); // no new distance: 5.9 in stands, 6 against 6
    expect(t.rolls().at(-1)).toMatchObject({ roll: 'ROLL-SHOT-AG', target: 6, success: true, measured: 5.9 });
    expect(t.s.measured).toBe(-1);
    // Declined: the first result is resolved against the typed distance too (a failure: 2 + 3 < 6).
    const u = shooting(1);
    measured(u, 2, 5.9);
    u.act(0, { type: 'noReroll' });
    expect(u.s.measured).toBe(-1);
    expect(chanceRequest(u.s)).toMatchObject({ rule: 'SB-BALL-4', params: { roll: 'ROLL-SHOT-DEV' } });
    // Typed again on the reroll: the new measurement replaces it.
    const v = shooting(1);
    measured(v, 1, 5.9);
    v.act(0, { type: 'reroll' });
    measured(v, 3, 6.6);
    expect(v.rolls().at(-1)).toMatchObject({ target: 7, success: false, measured: 6.6 });
  });
});
