import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../engine/rng.ts';
import type { GameEvent } from '../../../engine/types.ts';
import { catalogue, describe as describeEvent } from '../i18n.ts';
import { sparkBall } from '../index.ts';
import { Ball, get, P_DONE, P_PRONE, P_STUN, P_UNBAL, P_X, P_Y, PER_INCH, set, TRAITS } from '../state.ts';
import { roster, rosterPlayer, Table, testOptions } from '../testing.ts';

const noRerolls = (more: Record<string, unknown> = {}, home = roster('h', { teamRerolls: 0 })) =>
  testOptions(more, home, roster('a', { teamRerolls: 0 }));

/** Puts player `id` at (x, y) inches. */
function put(t: Table, id: string, x: number, y: number): void {
  const p = t.index(id);
  set(t.s, p, P_X, Math.round(x * PER_INCH));
  set(t.s, p, P_Y, Math.round(y * PER_INCH));
}

/**
 * Turn 1, Home first. a6 moved to (6.5, 10.5), 1 in (edge to edge) in front of h6 at (6.5, 8.5); no Away
 * team-mate of a6 within 2 in of him, so RW-CHARGE does not open. h6 is activated.
 */
function facing(options: unknown = noRerolls()): Table {
  const t = Table.atTurn1(0, options);
  put(t, 'a6', 6.5, 10.5);
  t.act(0, { type: 'activate', player: 'h6' });
  return t;
}

/** As `facing`, h6 charges a6 and rolls `face` (D = face + 3); Away chooses `defence`. */
function charged(defence: string, face = 4, options: unknown = noRerolls()): Table {
  const t = facing(options);
  t.act(0, { type: 'charge', target: 'a6' });
  t.roll(face);
  t.act(1, { type: 'defend', defence });
  return t;
}

describe('Charge (SB-CHARGE, SB-R-28..31)', () => {
  it('SB-CHARGE-1 a standing opponent within 2 in is offered; beyond 2 in or prone he is refused', () => {
    const t = facing();
    expect(t.legal(0).filter((a) => a.type === 'charge')).toEqual([{ type: 'charge', target: 'a6' }]);
    put(t, 'a6', 6.5, 11.6);
    expect(t.refuse(0, { type: 'charge', target: 'a6' })).toMatchObject({
      code: 'charge.reach',
      rule: 'SB-CHARGE-1',
      en: 'No charge on "a6": a6 is 2.1 in away (edge to edge); a charge reaches 2 in at most.',
    });
    put(t, 'a6', 6.5, 10.5);
    set(t.s, t.index('a6'), P_PRONE, 1);
    expect(t.refuse(0, { type: 'charge', target: 'a6' }).code).toBe('charge.target');
    expect(t.refuse(0, { type: 'charge', target: 'h5' }).code).toBe('charge.target');
    expect(t.refuse(0, { type: 'charge' })).toMatchObject({
      code: 'charge.target',
      en: 'No charge on (missing target): the target must be a standing opponent on the pitch.',
      message:
        'Charge sur (cible manquante) impossible : la cible doit être un adversaire debout sur le terrain.',
    });
  });

  it('SB-R-06 an Attacker may charge a non-holder; only a Defender may charge the holder (charge.restriction)', () => {
    const t = facing();
    const a6 = t.index('a6');
    t.s.ball = Ball.Held;
    t.s.holder = a6;
    expect(t.refuse(0, { type: 'charge', target: 'a6' })).toMatchObject({
      code: 'charge.carrier',
      rule: 'SB-R-06',
      en: 'No charge on "a6": only a Defender may charge the ball holder (a6).',
    });
    // h3, a Defender, at h6's place may.
    const u = Table.atTurn1(0, noRerolls());
    put(u, 'a6', 6.5, 10.5);
    put(u, 'h3', 6.5, 8.8);
    u.s.ball = Ball.Held;
    u.s.holder = u.index('a6');
    put(u, 'h6', 1, 6);
    u.act(0, { type: 'activate', player: 'h3' });
    expect(u.legal(0).filter((a) => a.type === 'charge')).toEqual([{ type: 'charge', target: 'a6' }]);
    const v = facing(noRerolls({ charge: { restriction: 'defendersOnly' } }));
    expect(v.refuse(0, { type: 'charge', target: 'a6' }).code).toBe('charge.defendersOnly');
  });

  it('SB-CHARGE-2 the charger moves straight into base contact, using no MV; SB-MOVE-3 rounds the movement first', () => {
    const t = facing();
    t.act(0, { type: 'move', path: [{ x: 6.5, y: 8.7 }] });
    expect(t.s.act.used).toBe(200);
    t.act(0, { type: 'charge', target: 'a6' });
    expect(t.ofType('movementRounded')).toEqual([
      { type: 'movementRounded', rule: 'SB-MOVE-3', player: 'h6', from: 0.2, to: 1 },
    ]);
    expect(t.s.act.used).toBe(1000);
    expect(t.at('h6')).toEqual([6.5, 9.5]);
    expect(t.ofType('charge')).toEqual([
      { type: 'charge', rule: 'SB-CHARGE-2', player: 'h6', target: 'a6', from: [6.5, 8.7], to: [6.5, 9.5] },
    ]);
    expect(t.s.act.regular).toBe(true);
  });

  it('SB-R-28 a charge whose straight line is blocked by another base is refused', () => {
    const t = Table.atTurn1(0, noRerolls());
    put(t, 'a6', 6.5, 11.5);
    put(t, 'h5', 7.3, 10);
    t.act(0, { type: 'activate', player: 'h6' });
    expect(t.refuse(0, { type: 'charge', target: 'a6' })).toMatchObject({
      code: 'charge.blocked',
      rule: 'SB-R-28',
      en: 'No charge on "a6": another base blocks the straight line to a6.',
    });
    expect(t.legal(0).some((a) => a.type === 'charge')).toBe(false);
  });

  it('SB-MOVE-8 the contact move and the interceptor placement never open RW-TACKLE', () => {
    const t = facing();
    t.declineTackles = false;
    put(t, 'a5', 8.5, 9.5);
    t.act(0, { type: 'charge', target: 'a6' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-20' });
    expect(t.s.stack.at(-1)).toMatchObject({ window: 'RW-CHARGE' });
    t.act(1, { type: 'interceptPlayer', player: 'a5' });
    expect(t.ofType('stepDeclared')).toEqual([]);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-CHARGE-4' } });
  });

  it('SB-CHARGE-4 the charge roll is 1D6 + F by the charger’s coach, with no target (a difficulty)', () => {
    const t = facing();
    t.act(0, { type: 'charge', target: 'a6' });
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({
      rule: 'SB-CHARGE-4',
      dice: '1d6',
      roller: 0,
      modifier: 3,
    });
    expect(p.kind === 'chance' && p.request).not.toHaveProperty('target');
    t.roll(4);
    expect(t.rolls().at(-1)).toMatchObject({
      rule: 'SB-CHARGE-4',
      roll: 'ROLL-CHARGE',
      by: 'h6',
      faces: [4],
      modifier: 3,
      total: 7,
      result: 'difficulty',
    });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-21' });
  });

  it('SB-SKILL-3 Charge féroce adds 1 to the charge roll; Tête brûlée 1 more; an Unbalanced charger −1', () => {
    const home = roster('h', { teamRerolls: 0 });
    home.players[5] = rosterPlayer('h6', 'attacker', { abilities: ['chargeFeroce'] });
    const t = facing(noRerolls({}, home));
    t.act(0, { type: 'charge', target: 'a6' });
    let p = t.pending();
    expect(p.kind === 'chance' && p.request.modifier).toBe(4);
    // Tête brûlée captain who leapt: 3 + 1 + 1 − 1.
    const u = facing(noRerolls({}, home));
    u.s.captain[0] = u.index('h6');
    u.s.trait[0] = TRAITS.indexOf('teteBrulee');
    u.act(0, { type: 'leap', to: { x: 6.5, y: 8.6 } });
    expect(get(u.s, u.index('h6'), P_UNBAL)).toBe(1);
    u.act(0, { type: 'charge', target: 'a6' });
    p = u.pending();
    expect(p.kind === 'chance' && p.request.modifier).toBe(4);
    u.roll(5);
    expect(u.rolls().at(-1)).toMatchObject({ roll: 'ROLL-CHARGE', total: 9 });
  });

  it('SB-CHARGE-5 / SB-R-29 the defender’s coach sees D, then must choose Dodge, Parry or Repel (no decline)', () => {
    const t = facing();
    t.act(0, { type: 'charge', target: 'a6' });
    t.roll(4);
    expect(sparkBall.view(t.s, 0).charge).toEqual({
      charger: 'h6',
      target: 'a6',
      defender: 'a6',
      difficulty: 7,
      rolled: true,
      defence: null,
    });
    const c = sparkBall.clone(t.s);
    expect(sparkBall.hash(c)).toBe(sparkBall.hash(t.s));
    c.charge.diff = 8;
    c.act.regular = false;
    expect(sparkBall.hash(c)).not.toBe(sparkBall.hash(t.s));
    expect(t.s.charge.diff).toBe(7);
    expect(t.legal(1).filter((a) => a.type !== 'concede')).toEqual([
      { type: 'defend', defence: 'dodge' },
      { type: 'defend', defence: 'parry' },
      { type: 'defend', defence: 'repel' },
    ]);
    expect(t.refuse(1, { type: 'decline' }).code).toBe('decision.wrongKind');
    expect(t.refuse(1, { type: 'defend', defence: 'run' })).toMatchObject({
      code: 'defend.choice',
      en: 'Defence allowed: dodge, parry, repel; got "run".',
    });
    t.act(1, { type: 'defend', defence: 'repel' });
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({
      rule: 'SB-CHARGE-5',
      roller: 1,
      target: 7,
      modifier: 3,
    });
  });

  it('SB-REACT-11 / SB-PHASE-3 / SB-R-59 a Done defender still defends; defending spends no reaction and keeps Ready/Done', () => {
    const t = facing();
    set(t.s, t.index('a6'), P_DONE, 1);
    t.act(0, { type: 'charge', target: 'a6' });
    t.roll(4);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-21' });
    t.act(1, { type: 'defend', defence: 'parry' });
    t.roll(4);
    expect(get(t.s, t.index('a6'), P_DONE)).toBe(1);
    expect(t.s.reactionUsed[1]).toBe(false);
    const u = charged('parry');
    u.roll(4);
    expect(get(u.s, u.index('a6'), P_DONE)).toBe(0);
    expect(u.s.reactionUsed[1]).toBe(false);
  });

  it('SB-CHARGE-6 a failed defence: prone, pushed 2 in away from the charger, injury roll when MF > AR', () => {
    const t = charged('parry');
    t.roll(2); // 2 + 3 = 5 against 7: MF 2 > AR 1
    expect(t.rolls().at(-1)).toMatchObject({
      roll: 'ROLL-DEFENCE',
      by: 'a6',
      defence: 'parry',
      success: false,
      mf: 2,
    });
    const a6 = t.index('a6');
    expect(get(t.s, a6, P_PRONE)).toBe(1);
    expect(t.at('a6')).toEqual([6.5, 12.5]);
    expect(t.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'SB-CHARGE-6', player: 'a6', injury: true, push: true },
    ]);
    expect(t.ofType('pushed')).toEqual([
      { type: 'pushed', rule: 'SB-MOVE-7', player: 'a6', from: [6.5, 10.5], to: [6.5, 12.5] },
    ]);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-INJ-1', roller: 1 });
    t.roll(3, 3);
    expect(get(t.s, a6, P_STUN)).toBe(2);
  });

  it('SB-CHARGE-6 MF ≤ AR makes no injury roll; a natural 1 does', () => {
    const t = charged('parry');
    t.roll(3); // 6 against 7: MF 1 = AR 1
    expect(t.ofType('knockedDown').at(-1)).toMatchObject({ injury: false });
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
    const u = charged('parry', 1); // D = 4
    u.roll(1); // 1 + 3 = 4 ≥ 4, but a natural 1 fails with MF 0
    expect(u.rolls().at(-1)).toMatchObject({ total: 4, target: 4, success: false, mf: 0 });
    expect(u.ofType('knockedDown').at(-1)).toMatchObject({ injury: true });
  });

  it('SB-CHARGE-6 a holder who fails his defence drops the ball after the push', () => {
    const t = facing();
    const a6 = t.index('a6');
    t.s.ball = Ball.Held;
    t.s.holder = a6;
    t.s.ballX = get(t.s, a6, P_X);
    t.s.ballY = get(t.s, a6, P_Y);
    put(t, 'h6', 1, 6);
    put(t, 'h3', 6.5, 8.5);
    t.act(0, { type: 'end' });
    t.act(1, { type: 'pass' });
    t.act(0, { type: 'activate', player: 'h3' });
    t.act(0, { type: 'charge', target: 'a6' });
    t.roll(4);
    t.act(1, { type: 'defend', defence: 'parry' });
    t.roll(3);
    expect(t.ofType('ballDropped')).toEqual([{ type: 'ballDropped', rule: 'SB-BALL-9', player: 'a6' }]);
    expect(t.ball()).toEqual([6.5, 12.5]);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-BALL-9' });
  });

  it('SB-CHARGE-10 / SB-ACT-4 after a failed defence the charger goes on with free actions, but no second regular action', () => {
    const t = charged('parry');
    t.roll(3);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
    expect(t.legal(0).some((a) => a.type === 'charge' || a.type === 'massacre')).toBe(false);
    expect(t.legal(0).some((a) => a.type === 'move')).toBe(true);
    t.act(0, { type: 'move', path: [{ x: 6.5, y: 10.5 }] });
    expect(t.at('h6')).toEqual([6.5, 10.5]);
  });

  it('SB-ACT-2 one regular action per activation: a second charge is refused', () => {
    const t = charged('parry');
    t.roll(3);
    put(t, 'a5', 7.5, 11.5);
    expect(t.refuse(0, { type: 'charge', target: 'a5' })).toMatchObject({
      code: 'charge.regularDone',
      rule: 'SB-ACT-2',
    });
    expect(t.refuse(0, { type: 'massacre', target: 'a6' }).code).toBe('massacre.regularDone');
  });

  it('SB-CHARGE-7 Dodge succeeds: the charger tests AG against 6; passing, he goes on', () => {
    const t = charged('dodge');
    t.roll(4); // 4 + 3 = 7 ≥ 7
    expect(t.ofType('chargeDodged')).toEqual([
      { type: 'chargeDodged', rule: 'SB-CHARGE-7', player: 'a6', charger: 'h6' },
    ]);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({
      rule: 'SB-CHARGE-7',
      roller: 0,
      target: 6,
      modifier: 3,
    });
    t.roll(3);
    expect(t.ofType('chargerSteady')).toHaveLength(1);
    expect(get(t.s, t.index('a6'), P_PRONE)).toBe(0);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
  });

  it('SB-CHARGE-7 failing the AG test: the charger is prone, no push, no injury roll; his activation ends', () => {
    const t = charged('dodge');
    t.roll(4);
    t.roll(2);
    const h6 = t.index('h6');
    expect(get(t.s, h6, P_PRONE)).toBe(1);
    expect(t.at('h6')).toEqual([6.5, 9.5]);
    expect(t.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'SB-CHARGE-7', player: 'h6', injury: false },
    ]);
    expect(t.ofType('activationEnded').at(-1)).toMatchObject({ rule: 'SB-ACT-3', player: 'h6' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-10' });
  });

  it('SB-CHARGE-8 / SB-ACT-3 Parry succeeds: the charger is stopped in contact and his activation ends', () => {
    const t = charged('parry');
    t.roll(4);
    expect(t.ofType('chargeParried')).toEqual([
      { type: 'chargeParried', rule: 'SB-CHARGE-8', player: 'a6', charger: 'h6', ends: true },
    ]);
    expect(t.at('h6')).toEqual([6.5, 9.5]);
    expect(get(t.s, t.index('h6'), P_DONE)).toBe(1);
    expect(t.ofType('activationEnded').at(-1)).toMatchObject({ rule: 'SB-ACT-3', player: 'h6' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-10' });
  });

  it('SB-R-30 a Parry ends the activation; skills.chargeFeroceIgnoresParry lets a Charge féroce player go on', () => {
    const home = roster('h', { teamRerolls: 0 });
    home.players[5] = rosterPlayer('h6', 'attacker', { abilities: ['chargeFeroce'] });
    const t = charged('parry', 3, noRerolls({ skills: { chargeFeroceIgnoresParry: true } }, home));
    t.roll(4); // 7 against D = 3 + 4 = 7
    expect(t.ofType('chargeParried')).toEqual([
      { type: 'chargeParried', rule: 'SB-R-30', player: 'a6', charger: 'h6', ends: false },
    ]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
  });

  it('SB-CHARGE-9 Repel succeeds: the charger is prone, pushed 2 in back; injury if MS > his AR or a natural 6', () => {
    const t = charged('repel');
    t.roll(5); // 8 against 7: MS 1 = AR 1
    expect(t.ofType('chargeRepelled')).toHaveLength(1);
    expect(t.at('h6')).toEqual([6.5, 7.5]);
    expect(t.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'SB-CHARGE-9', player: 'h6', injury: false, push: true },
    ]);
    expect(t.ofType('activationEnded').at(-1)).toMatchObject({ rule: 'SB-ACT-3', player: 'h6' });
    const u = charged('repel', 6); // D = 9
    u.roll(6); // a natural 6 succeeds with MS 0
    expect(u.rolls().at(-1)).toMatchObject({ total: 9, success: true, ms: 0 });
    expect(u.ofType('knockedDown').at(-1)).toMatchObject({ player: 'h6', injury: true });
    const p = u.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-INJ-1', roller: 0 });
    u.roll(1, 1);
    expect(u.ofType('activationEnded').at(-1)).toMatchObject({ rule: 'SB-ACT-3', player: 'h6' });
  });

  it('SB-CHARGE-3 / SB-REACT-9 RW-CHARGE: a team-mate within 2 in is placed in contact with the charger and takes the charge', () => {
    const t = facing();
    put(t, 'a5', 8.5, 9.5);
    put(t, 'h7', 11.5, 6);
    t.act(0, { type: 'charge', target: 'a6' });
    expect(t.legal(1).filter((a) => a.type !== 'concede')).toEqual([
      { type: 'decline' },
      { type: 'interceptPlayer', player: 'a5' },
    ]);
    expect(t.refuse(1, { type: 'interceptPlayer', player: 'a7' }).code).toBe('intercept.unable');
    t.act(1, { type: 'interceptPlayer', player: 'a5' });
    expect(t.at('a5')).toEqual([7.5, 9.5]);
    expect(get(t.s, t.index('a5'), P_DONE)).toBe(1);
    expect(t.s.reactionUsed[1]).toBe(true);
    expect(t.ofType('interceptPlayer')).toEqual([
      {
        type: 'interceptPlayer',
        rule: 'SB-REACT-9',
        side: 1,
        player: 'a5',
        charger: 'h6',
        from: [8.5, 9.5],
        to: [7.5, 9.5],
      },
    ]);
    t.roll(4);
    expect(t.legal(1).filter((a) => a.type !== 'concede')).toEqual([
      { type: 'defend', defence: 'parry' },
      { type: 'defend', defence: 'repel' },
    ]);
    expect(t.refuse(1, { type: 'defend', defence: 'dodge' })).toMatchObject({ rule: 'SB-REACT-9' });
    t.act(1, { type: 'defend', defence: 'parry' });
    t.roll(2);
    // pushed away from the charger along the line between their centres; the original target is unaffected
    expect(t.at('a5')).toEqual([9.5, 9.5]);
    expect(get(t.s, t.index('a6'), P_PRONE)).toBe(0);
    expect(t.at('a6')).toEqual([6.5, 10.5]);
  });

  it('SB-R-31 an interceptor who Repels pushes the charger back along the reverse of the original charge', () => {
    const t = facing();
    put(t, 'a5', 8.5, 9.5);
    put(t, 'h7', 11.5, 6);
    t.act(0, { type: 'charge', target: 'a6' });
    t.act(1, { type: 'interceptPlayer', player: 'a5' });
    t.roll(1); // D = 4
    t.act(1, { type: 'defend', defence: 'repel' });
    t.roll(3); // 6: MS 2 > AR 1
    expect(t.at('h6')).toEqual([6.5, 7.5]);
    expect(t.ofType('knockedDown').at(-1)).toMatchObject({ player: 'h6', injury: true, rule: 'SB-CHARGE-9' });
  });

  it('SB-REACT-5 a keeper within reach intercepts only if his contact position stays inside his zone', () => {
    const t = Table.atTurn1(0, noRerolls());
    put(t, 'a6', 6.5, 17);
    put(t, 'a3', 1, 14);
    put(t, 'a2', 1, 19);
    put(t, 'a4', 12, 19);
    put(t, 'a1', 6.5, 18.5);
    put(t, 'h6', 6.5, 15);
    t.act(0, { type: 'activate', player: 'h6' });
    t.act(0, { type: 'charge', target: 'a6' });
    // a1 is 0.5 in from a6, but every contact point around h6 (6.5, 16) lies below the zone's y = 18
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-CHARGE-4' } });
  });

  it('SB-REACT-9 no window when the reacting coach has used his reaction this phase', () => {
    const t = facing();
    put(t, 'a5', 8.5, 9.5);
    t.s.reactionUsed[1] = true;
    t.act(0, { type: 'charge', target: 'a6' });
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-CHARGE-4' } });
  });

  it('SB-R-06 a keeper charges only if his contact position stays inside his goal zone', () => {
    const t = Table.atTurn1(0, noRerolls());
    put(t, 'a6', 6.5, 4.2);
    put(t, 'h3', 1, 6);
    put(t, 'h1', 6.5, 2.5);
    t.act(0, { type: 'activate', player: 'h1' });
    // contact at (6.5, 3.2): outside the zone (y ≤ 3)
    expect(t.refuse(0, { type: 'charge', target: 'a6' })).toMatchObject({
      code: 'charge.keeperZone',
      rule: 'SB-MOVE-10',
    });
    put(t, 'a6', 6.5, 3.9);
    expect(t.legal(0).filter((a) => a.type === 'charge')).toEqual([{ type: 'charge', target: 'a6' }]);
  });

  it('ARB-SB-21 ROLL-CHARGE, ROLL-DEFENCE and ROLL-CHARGER-AG may be rerolled by their roller’s team reroll', () => {
    const t = facing(testOptions());
    t.act(0, { type: 'charge', target: 'a6' });
    t.roll(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
    t.act(0, { type: 'reroll' });
    t.roll(5);
    expect(t.rolls().at(-1)).toMatchObject({ roll: 'ROLL-CHARGE', total: 8, reroll: true });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-21' });
    t.act(1, { type: 'defend', defence: 'dodge' });
    t.roll(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-26' });
    t.act(1, { type: 'noReroll' });
    expect(t.ofType('knockedDown').at(-1)).toMatchObject({ player: 'a6', rule: 'SB-CHARGE-6' });
  });

  it('charges and massacres are offered to bots: seeded random play declares both, every line and prompt in French and English', () => {
    const counts = new Map<string, number>();
    const rng = new SeededRng('sb-charge');
    for (let g = 0; g < 4; g++) {
      const r = sparkBall.setup(testOptions({ scatter: { directions: '8' }, match: { maxTurns: 3 } }));
      if (!r.ok) throw new Error(r.error.en);
      const s = r.value;
      for (let step = 0; step < 20_000; step++) {
        const p = sparkBall.pending(s);
        if (p.kind === 'over') break;
        let evs: GameEvent[];
        if (p.kind === 'chance') {
          const o = sparkBall.chanceOutcomes(s)!;
          const res = sparkBall.applyChance(s, o[rng.int(0, o.length - 1)]!.faces);
          if (!res.ok) throw new Error(res.error.en);
          evs = res.value;
        } else if (p.kind === 'decision') {
          const legal = sparkBall.legal(s, p.player).filter((a) => a.type !== 'concede');
          evs = sparkBall.apply(s, p.player, legal[rng.int(0, legal.length - 1)]!);
        } else throw new Error('no simultaneous orders');
        const request = sparkBall.pending(s);
        if (request.kind === 'chance') {
          for (const lang of ['fr', 'en'] as const)
            expect(catalogue[lang][request.request.label]).toBeDefined();
        }
        for (const e of evs) {
          counts.set(e.type, (counts.get(e.type) ?? 0) + 1);
          for (const lang of ['fr', 'en'] as const) {
            expect(catalogue[lang][e.type === 'roll' ? `roll.${e.rule}` : e.type]).toBeDefined();
            expect(describeEvent(e, lang)).not.toMatch(/\{\{|undefined|NaN/);
          }
        }
      }
    }
    expect(counts.get('charge') ?? 0).toBeGreaterThan(0);
    expect(counts.get('massacre') ?? 0).toBeGreaterThan(0);
  });
});
