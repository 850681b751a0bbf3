import { describe, expect, it } from 'vitest';
import { effectsOf } from '../abilities.ts';
import { describe as describeEvent } from '../i18n.ts';
import { rollBonus, type RollQuery } from '../teams/effects.ts';
import { sparkBall } from '../index.ts';
import {
  markPlayerReroll,
  usablePlayerReroll,
  clearPhaseRerolls,
  clearTurnRerolls,
} from '../player-rerolls.ts';
import { P_DISABLED, P_PREROLL, get, set, PER_INCH, type SBState } from '../state.ts';
import { tackleIntervals, tackleReach } from '../tackle.ts';
import { roster, rosterPlayer, Table, testOptions } from '../testing.ts';
import type { Ability, EquipmentId, RollId } from '../teams/types.ts';

const deg = (d: number) => d * 1000 + 1;

/** Home's player `id` (h2..h7) with abilities and an item; both teams keep their 2 team rerolls unless `tr`. */
function withPlayer(
  id: string,
  abilities: Ability[],
  equipment: EquipmentId | null,
  tr = 2,
  away = roster('a'),
) {
  const home = roster('h', { teamRerolls: tr });
  const k = Number(id.slice(1)) - 1;
  home.players[k] = rosterPlayer(id, home.players[k]!.position, { abilities, equipment });
  return testOptions({}, home, away);
}

/** Turn 1, Home first: h7 moves next to the ball and rolls a 2 on his pick-up (a failure). */
function failedPickUp(options: unknown): Table {
  const t = Table.atTurn1(0, options);
  t.act(0, { type: 'activate', player: 'h7' });
  t.act(0, { type: 'move', path: [{ x: 9.5, y: 9.5 }] });
  t.act(0, { type: 'pickUp' });
  t.roll(2);
  return t;
}

/** The usable reroll's source for player `id` on `roll`, or null. */
function source(
  s: SBState,
  t: Table,
  id: string,
  roll: string,
  failed: boolean,
  defence?: 'dodge' | 'parry',
) {
  return usablePlayerReroll(s, t.index(id), roll, failed, defence ?? null)?.sourced.source ?? null;
}

describe('player rerolls (D-27, SB-REROLL-3..5)', () => {
  it('SB-REROLL-3 a failed pick-up by a player with Gants magnétiques (EQ-1) offers D-27 to his coach', () => {
    const t = failedPickUp(withPlayer('h7', [], 'EQ-1'));
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-27' });
    expect(t.legal(0)).toEqual([{ type: 'reroll' }, { type: 'noReroll' }, { type: 'concede' }]);
    expect(t.legal(1)).toEqual([]);
    t.act(0, { type: 'reroll' });
    expect(t.ofType('playerReroll')).toEqual([
      {
        type: 'playerReroll',
        rule: 'SB-REROLL-3',
        side: 0,
        player: 'h7',
        roll: 'ROLL-PICKUP',
        source: 'EQ-1',
      },
    ]);
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'SB-MOVE-5', roller: 0, target: 6, modifier: 3, reroll: true },
    });
    t.roll(3);
    expect(t.rolls().at(-1)).toMatchObject({
      roll: 'ROLL-PICKUP',
      faces: [3],
      total: 6,
      success: true,
      reroll: true,
    });
    expect(t.ofType('pickedUp')).toHaveLength(1);
    expect(t.s.rerolls).toEqual([2, 2]);
    expect(get(t.s, t.index('h7'), P_PREROLL) & 1).toBe(1);
    const line = t.ofType('playerReroll')[0]!;
    expect(describeEvent(line, 'fr')).toBe(
      'h7 relance son jet avec Gants magnétiques (relance de joueur). [SB-REROLL-3]',
    );
    expect(describeEvent(line, 'en')).toBe('h7 rerolls with Mag-gloves (player reroll). [SB-REROLL-3]');
  });

  it('SB-REROLL-4 player vs team: after a player reroll no team reroll follows, the second result stands', () => {
    const t = failedPickUp(withPlayer('h7', [], 'EQ-1'));
    t.act(0, { type: 'reroll' });
    t.roll(1);
    // No D-26: the failed reroll goes straight to the deviation (SB-R-34).
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-R-34', reroll: false } });
    expect(t.ofType('pickUpFailed')).toHaveLength(1);
    expect(t.ofType('teamReroll')).toEqual([]);
    expect(t.s.rerolls).toEqual([2, 2]);
  });

  it('SB-REROLL-4 player vs team: the player reroll is offered first; declined, the team reroll is offered, only one is used', () => {
    const t = failedPickUp(withPlayer('h7', [], 'EQ-1'));
    t.act(0, { type: 'noReroll' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
    t.act(0, { type: 'reroll' });
    expect(t.ofType('teamReroll')).toHaveLength(1);
    expect(t.ofType('playerReroll')).toEqual([]);
    t.roll(2);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-R-34' } });
    expect(t.s.rerolls).toEqual([1, 2]);
    // The player reroll was not spent: still available to h7 this phase.
    expect(get(t.s, t.index('h7'), P_PREROLL)).toBe(0);
  });

  it('SB-REROLL-4 declining both: the first result stands', () => {
    const t = failedPickUp(withPlayer('h7', [], 'EQ-1', 0));
    t.act(0, { type: 'noReroll' });
    expect(t.ofType('pickUpFailed')).toHaveLength(1);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-R-34' } });
  });

  it('SB-REROLL-5 the player-reroll decision comes right after the roll, before anything depends on it', () => {
    const t = failedPickUp(withPlayer('h7', [], 'EQ-1'));
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-27' });
    expect(t.ofType('pickUpFailed')).toEqual([]);
    expect(t.ofType('pickedUp')).toEqual([]);
    // A success offers nothing (failedOnly).
    const ok = Table.atTurn1(0, withPlayer('h7', [], 'EQ-1'));
    ok.act(0, { type: 'activate', player: 'h7' });
    ok.act(0, { type: 'move', path: [{ x: 9.5, y: 9.5 }] });
    ok.act(0, { type: 'pickUp' });
    ok.roll(4);
    expect(ok.ofType('pickedUp')).toHaveLength(1);
  });

  it('SB-EQUIP-2 a disabled item gives no player reroll: the team reroll is offered instead', () => {
    const t = Table.atTurn1(0, withPlayer('h7', [], 'EQ-1'));
    set(t.s, t.index('h7'), P_DISABLED, 1);
    t.act(0, { type: 'activate', player: 'h7' });
    t.act(0, { type: 'move', path: [{ x: 9.5, y: 9.5 }] });
    t.act(0, { type: 'pickUp' });
    t.roll(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
  });

  it('SB-REROLL-3 EQ-4 Crampons magnétiques: the mover rerolls a failed tackle test, not the tackler’s difficulty', () => {
    const home = roster('h', { teamRerolls: 0 });
    home.players[5] = rosterPlayer('h6', 'attacker', { equipment: 'EQ-4' });
    const t = Table.atTurn1(0, testOptions({}, home, roster('a', { teamRerolls: 0 })));
    t.declineTackles = false;
    t.act(0, { type: 'activate', player: 'h6' });
    t.act(0, { type: 'move', path: [{ x: 6.5, y: 10.5 }] });
    t.act(1, { type: 'tackle', player: 'a6', leap: false, at: 1.5 });
    t.roll(4); // D1 = 7, no reroll for Away (none left, no player reroll on a difficulty)
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { target: 7 } });
    t.roll(3); // 3 + 3 = 6 < 7: failed
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-27' });
    t.act(0, { type: 'reroll' });
    expect(t.ofType('playerReroll')).toMatchObject([
      { player: 'h6', roll: 'ROLL-TACKLE-AG', source: 'EQ-4' },
    ]);
    t.roll(4);
    expect(t.ofType('tackleResisted')).toHaveLength(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
  });

  it('SB-REROLL-3 EQ-1 on Catch rebound: the catcher’s coach rerolls a failed catch', () => {
    const away = roster('a', { teamRerolls: 0 });
    away.players[5] = rosterPlayer('a6', 'attacker', { equipment: 'EQ-1' });
    const t = failedPickUp(testOptions({}, roster('h', { teamRerolls: 0 }), away));
    t.roll(4);
    t.roll(deg(0)); // the ball deviates 1 in north, (8.5, 10.5) → (8.5, 11.5)
    t.act(1, { type: 'catchRebound', player: 'a6', leap: true });
    t.roll(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-27' });
    t.act(1, { type: 'reroll' });
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'SB-REACT-10', roller: 1, reroll: true },
    });
    t.roll(6);
    expect(t.ofType('reboundCaught')).toEqual([{ type: 'reboundCaught', rule: 'SB-REACT-10', player: 'a6' }]);
  });

  it('SB-REROLL-3 one player reroll per player and phase whatever its source; a turn limit outlives the phase', () => {
    const t = Table.atTurn1(0, withPlayer('h2', ['souplesse', 'brute'], 'EQ-1'));
    const s = t.s;
    const h2 = t.index('h2');
    expect(source(s, t, 'h2', 'ROLL-PICKUP', true)).toBe('EQ-1');
    markPlayerReroll(s, h2, usablePlayerReroll(s, h2, 'ROLL-PICKUP', true)!.sourced);
    // Same phase: nothing else, even Brute's unlimited reroll.
    expect(source(s, t, 'h2', 'ROLL-CHARGE', false)).toBeNull();
    expect(source(s, t, 'h2', 'ROLL-DEFENCE', true, 'dodge')).toBeNull();
    clearPhaseRerolls(s);
    // Next phase, same turn: EQ-1 (once per turn) is spent, Brute and Souplesse are not.
    expect(source(s, t, 'h2', 'ROLL-REBOUND', true)).toBeNull();
    expect(source(s, t, 'h2', 'ROLL-CHARGE', false)).toBe('brute');
    expect(source(s, t, 'h2', 'ROLL-DEFENCE', true, 'dodge')).toBe('souplesse');
    clearTurnRerolls(s);
    expect(source(s, t, 'h2', 'ROLL-REBOUND', true)).toBe('EQ-1');
  });

  it('SB-REROLL-3 the one-per-phase flag is cleared at PhaseEnd and turn limits at TurnStart, in play', () => {
    const t = failedPickUp(withPlayer('h7', [], 'EQ-1', 0));
    t.act(0, { type: 'reroll' });
    t.roll(1);
    const h7 = t.index('h7');
    expect(get(t.s, h7, P_PREROLL)).not.toBe(0);
    t.roll(1); // pick-up deviation HIT: the ball stays, the activation ends, the phase ends
    expect(get(t.s, h7, P_PREROLL) & 1).toBe(0);
    expect(source(t.s, t, 'h7', 'ROLL-PICKUP', true)).toBeNull();
  });
});

describe('abilities in play (SB-SKILL)', () => {
  it('SB-SKILL-1 Brute: a player reroll of any charge or massacre roll (it cannot fail), nothing else', () => {
    const t = Table.atTurn1(0, withPlayer('h2', ['brute'], null));
    expect(source(t.s, t, 'h2', 'ROLL-CHARGE', false)).toBe('brute');
    expect(source(t.s, t, 'h2', 'ROLL-MASS-ATK', false)).toBe('brute');
    expect(source(t.s, t, 'h2', 'ROLL-MASS-DEF', false)).toBeNull();
    expect(source(t.s, t, 'h2', 'ROLL-PICKUP', true)).toBeNull();
    expect(source(t.s, t, 'h3', 'ROLL-CHARGE', false)).toBeNull();
  });

  it('SB-SKILL-4 Gardien: the keeper slot rerolls a failed catch after a Parry, a success never', () => {
    const t = Table.atTurn1(0);
    expect(source(t.s, t, 'h1', 'ROLL-PARRY-CATCH', true)).toBe('gardien');
    expect(source(t.s, t, 'h1', 'ROLL-PARRY-CATCH', false)).toBeNull();
    expect(source(t.s, t, 'h2', 'ROLL-PARRY-CATCH', true)).toBeNull();
    // No turn limit of its own: usable again next phase.
    const h1 = t.index('h1');
    markPlayerReroll(t.s, h1, usablePlayerReroll(t.s, h1, 'ROLL-PARRY-CATCH', true)!.sourced);
    clearPhaseRerolls(t.s);
    expect(source(t.s, t, 'h1', 'ROLL-PARRY-CATCH', true)).toBe('gardien');
  });

  it('ARB-SB-50 Gardien with EQ-1: the reroll without a turn limit of its own is used first (SB-SKILL-4)', () => {
    const home = roster('h');
    home.players[0] = rosterPlayer('h1', 'keeper', { equipment: 'EQ-1' });
    const t = Table.atTurn1(0, testOptions({}, home));
    expect(source(t.s, t, 'h1', 'ROLL-PARRY-CATCH', true)).toBe('gardien');
  });

  it('SB-SKILL-8 Souplesse: a failed Dodge only (charge or shot), once per turn', () => {
    const t = Table.atTurn1(0, withPlayer('h5', ['souplesse'], null));
    expect(source(t.s, t, 'h5', 'ROLL-DEFENCE', true, 'dodge')).toBe('souplesse');
    expect(source(t.s, t, 'h5', 'ROLL-PATH-REACT', true, 'dodge')).toBe('souplesse');
    expect(source(t.s, t, 'h5', 'ROLL-DEFENCE', true, 'parry')).toBeNull();
    expect(source(t.s, t, 'h5', 'ROLL-DEFENCE', false, 'dodge')).toBeNull();
    expect(source(t.s, t, 'h5', 'ROLL-DEFENCE', true)).toBeNull();
    const h5 = t.index('h5');
    markPlayerReroll(t.s, h5, usablePlayerReroll(t.s, h5, 'ROLL-DEFENCE', true, 'dodge')!.sourced);
    clearPhaseRerolls(t.s);
    expect(source(t.s, t, 'h5', 'ROLL-DEFENCE', true, 'dodge')).toBeNull();
    clearTurnRerolls(t.s);
    expect(source(t.s, t, 'h5', 'ROLL-DEFENCE', true, 'dodge')).toBe('souplesse');
  });

  it('SB-SKILL-5 Massif: leap 1 in, in actions and in reactions (a tackle’s and a catch’s reach)', () => {
    const away = roster('a', { teamRerolls: 0 });
    away.players[5] = rosterPlayer('a6', 'attacker', { abilities: ['massif'] });
    const home = roster('h', { teamRerolls: 0 });
    home.players[1] = rosterPlayer('h2', 'defender', { abilities: ['massif'] });
    const t = Table.atTurn1(0, testOptions({}, home, away));
    expect(tackleReach(t.s, t.index('a6'), true)).toBe(3 * PER_INCH);
    expect(tackleReach(t.s, t.index('a7'), true)).toBe(4 * PER_INCH);
    t.act(0, { type: 'activate', player: 'h2' });
    expect(t.refuse(0, { type: 'leap', to: { x: 3.5, y: 5.002 } })).toMatchObject({ code: 'move.tooLong' });
    t.act(0, { type: 'leap', to: { x: 3.5, y: 5 } });
    expect(t.at('h2')).toEqual([3.5, 5]);
    // Catch rebound: the ball deviates (8.5, 10.5) → (8.5, 11.5); a6 (6.5, 12.5) is 1.736 in from it, beyond
    // Massif's 1-in leap; a7 (9.5, 12.5), 0.914 in away, reaches it with a 2-in leap.
    const r = failedPickUp(testOptions({}, roster('h', { teamRerolls: 0 }), away));
    r.roll(4);
    r.roll(deg(0));
    expect(r.legal(1).filter((a) => a.type === 'catchRebound')).toEqual([
      { type: 'catchRebound', player: 'a7', leap: true },
    ]);
  });

  it('SB-SKILL-7 Réflexes: +1 in to the reach of a catch on the rebound (no leap needed)', () => {
    const away = roster('a', { teamRerolls: 0 });
    away.players[6] = rosterPlayer('a7', 'attacker', { abilities: ['reflexes'] });
    const r = failedPickUp(testOptions({}, roster('h', { teamRerolls: 0 }), away));
    r.roll(4);
    r.roll(deg(0));
    expect(r.legal(1).filter((a) => a.type === 'catchRebound')).toEqual([
      { type: 'catchRebound', player: 'a6', leap: true },
      { type: 'catchRebound', player: 'a7', leap: false },
    ]);
  });

  it('SB-SKILL-7 Réflexes: +1 in to the reach of a tackle and of a catch on the rebound', () => {
    const away = roster('a', { teamRerolls: 0 });
    away.players[5] = rosterPlayer('a6', 'attacker', { abilities: ['reflexes'] });
    away.players[6] = rosterPlayer('a7', 'attacker', { abilities: ['reflexes'] });
    const t = Table.atTurn1(0, testOptions({}, roster('h', { teamRerolls: 0 }), away));
    t.declineTackles = false;
    expect(tackleReach(t.s, t.index('a6'), false)).toBe(3 * PER_INCH);
    t.act(0, { type: 'activate', player: 'h6' });
    t.act(0, { type: 'move', path: [{ x: 6.5, y: 10.5 }] });
    // h6 starts 4 in from a6's centre: within 0.5 + 0.5 + 3 in, so from the step's start.
    expect(tackleIntervals(t.s, t.index('a6'), false)[0]).toBe(0);
    expect(t.legal(1)).toContainEqual({ type: 'tackle', player: 'a6', leap: false, at: 0 });
  });
});

describe('ability modifiers as the match reads them (the rolls come with the shot, pass and charge)', () => {
  /** The bonus player `id` brings to `roll`, read from his effects in the match. */
  const bonus = (t: Table, id: string, roll: RollId, q: RollQuery = {}) =>
    rollBonus(effectsOf(t.s, t.index(id)), roll, q);

  it('SB-SKILL-2 Catapulte: +1 to his power test when shooting (ROLL-SHOT-F), not to his aim', () => {
    const t = Table.atTurn1(0, withPlayer('h5', ['catapulte'], null));
    expect([
      bonus(t, 'h5', 'ROLL-SHOT-F'),
      bonus(t, 'h5', 'ROLL-SHOT-AG'),
      bonus(t, 'h6', 'ROLL-SHOT-F'),
    ]).toEqual([1, 0, 0]);
  });

  it('SB-SKILL-3 Charge féroce: +1 to his charge roll, stacking with the captain’s Tête brûlée', () => {
    const home = roster('h');
    home.players[1] = rosterPlayer('h2', 'defender', { abilities: ['chargeFeroce'] });
    const t = Table.deployed(testOptions({}, home), [3, 2]);
    expect(bonus(t, 'h2', 'ROLL-CHARGE')).toBe(1);
    expect(bonus(t, 'h2', 'ROLL-MASS-ATK')).toBe(0);
    // h1 is Home's captain with Tête brûlée (trait face 3): +1 to his own charge and massacre rolls.
    expect([bonus(t, 'h1', 'ROLL-CHARGE'), bonus(t, 'h1', 'ROLL-MASS-ATK')]).toEqual([1, 1]);
  });

  it('SB-SKILL-6 Passe feintée: −1 to whoever intercepts his passes or shots, nothing to players simply on the path', () => {
    const t = Table.atTurn1(0, withPlayer('h6', ['passeFeintee'], null));
    expect(bonus(t, 'h6', 'ROLL-INTERCEPT-PASS', { as: 'interceptor' })).toBe(-1);
    expect(bonus(t, 'h6', 'ROLL-PATH-REACT', { as: 'interceptor', defence: 'parry' })).toBe(-1);
    expect(bonus(t, 'h6', 'ROLL-PATH-REACT', { defence: 'parry' })).toBe(0);
    expect(bonus(t, 'h6', 'ROLL-PASS-AG')).toBe(0);
  });
});

describe('player-reroll state', () => {
  it('SB-REROLL-3 the per-player flags and the D-27 frame are cloned and hashed', () => {
    const t = failedPickUp(withPlayer('h7', [], 'EQ-1'));
    const c = sparkBall.clone(t.s);
    expect(sparkBall.hash(c)).toBe(sparkBall.hash(t.s));
    const f = c.stack.at(-1)!;
    expect(f.id).toBe('D-27');
    if (f.id === 'D-27') f.faces[0] = 5;
    expect(sparkBall.hash(c)).not.toBe(sparkBall.hash(t.s));
    const d = sparkBall.clone(t.s);
    set(d, t.index('h7'), P_PREROLL, 1);
    expect(sparkBall.hash(d)).not.toBe(sparkBall.hash(t.s));
    expect(get(t.s, t.index('h7'), P_PREROLL)).toBe(0);
  });
});
