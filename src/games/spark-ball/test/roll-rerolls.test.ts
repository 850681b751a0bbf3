import { describe, expect, it } from 'vitest';
import { chargerAgModifier, defenceModifier } from '../charge.ts';
import { describe as describeEvent } from '../i18n.ts';
import { interceptModifier, receiveModifier, throwModifier } from '../pass.ts';
import { pickUpModifier } from '../pickup.ts';
import { clearPhaseRerolls, usablePlayerReroll } from '../player-rerolls.ts';
import { reboundModifier } from '../rebound.ts';
import { shotModifier } from '../shoot.ts';
import { tackleModifier } from '../tackle.ts';
import { Ball, get, P_PREROLL, P_PRONE, P_WHERE, P_X, P_Y, PER_INCH, set, Where } from '../state.ts';
import { roster, rosterPlayer, Table, testOptions } from '../testing.ts';
import type { Ability, EquipmentId, Roster } from '../teams/types.ts';

/** A roster `prefix` with `teamRerolls`, whose player `id` gets `abilities` and `equipment`. */
function team(
  prefix: string,
  teamRerolls: number,
  id?: string,
  abilities: Ability[] = [],
  equipment: EquipmentId | null = null,
): Roster {
  const r = roster(prefix, { teamRerolls });
  if (id !== undefined) {
    const k = Number(id.slice(1)) - 1;
    r.players[k] = rosterPlayer(id, r.players[k]!.position, { abilities, equipment });
  }
  return r;
}

function put(t: Table, id: string, x: number, y: number): void {
  const p = t.index(id);
  set(t.s, p, P_X, Math.round(x * PER_INCH));
  set(t.s, p, P_Y, Math.round(y * PER_INCH));
}

/** Turn 1, Home first; a6 stands 1 in in front of h6 (charge) and h6 is activated. */
function facing(home: Roster, away: Roster): Table {
  const t = Table.atTurn1(0, testOptions({}, home, away));
  put(t, 'a6', 6.5, 10.5);
  t.act(0, { type: 'activate', player: 'h6' });
  return t;
}

/** Turn 1, Home's phase: only `keep` on the pitch; h6 holds the ball at (6.5, 10) and shoots at (6.5, 17). */
function shot(keep: Record<string, [number, number]>, home: Roster, away: Roster): Table {
  const t = Table.atTurn1(0, testOptions({}, home, away));
  const s = t.s;
  const all: Record<string, [number, number]> = { h6: [6.5, 10], ...keep };
  for (let p = 0; p < s.info.length; p++) {
    const at = all[s.info[p]!.id];
    if (at) put(t, s.info[p]!.id, at[0], at[1]);
    else if (get(s, p, P_WHERE) === Where.Pitch) set(s, p, P_WHERE, Where.Reserve);
  }
  const h = t.index('h6');
  s.ball = Ball.Held;
  s.holder = h;
  s.ballX = get(s, h, P_X);
  s.ballY = get(s, h, P_Y);
  t.act(0, { type: 'activate', player: 'h6' });
  t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
  t.roll(6); // aim: natural 6
  t.roll(6); // power: natural 6, R_F 9
  if (t.pending().kind === 'decision' && t.s.stack.at(-1)?.id === 'D-20') t.act(1, { type: 'decline' });
  return t;
}

const req = (t: Table) => {
  const p = t.pending();
  if (p.kind !== 'chance') throw new Error(`expected a roll, got ${JSON.stringify(p)}`);
  return p.request;
};

describe('player rerolls on the charge, massacre, shot and pass rolls (offerRerolls)', () => {
  it('SB-SKILL-1 Brute: the charger’s ROLL-CHARGE is offered to his player reroll first, then no team reroll', () => {
    const t = facing(team('h', 1, 'h6', ['brute']), team('a', 0));
    t.act(0, { type: 'charge', target: 'a6' });
    t.roll(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-27' });
    t.act(0, { type: 'reroll' });
    expect(t.ofType('playerReroll')).toEqual([
      {
        type: 'playerReroll',
        rule: 'SB-REROLL-3',
        side: 0,
        player: 'h6',
        roll: 'ROLL-CHARGE',
        source: 'brute',
      },
    ]);
    expect(req(t)).toMatchObject({ rule: 'SB-CHARGE-4', roller: 0, reroll: true });
    t.roll(5);
    expect(t.rolls().at(-1)).toMatchObject({ roll: 'ROLL-CHARGE', faces: [5], total: 8, reroll: true });
    // SB-REROLL-4: no D-26 after the player reroll; D = 8 and the defender chooses.
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-21' });
    expect(t.s.charge.diff).toBe(8);
    expect(t.s.rerolls).toEqual([1, 0]);
    const line = t.ofType('playerReroll')[0]!;
    expect(describeEvent(line, 'fr')).toMatch(/^h6 relance son jet avec Brute \(relance de joueur\)\./);
    expect(describeEvent(line, 'en')).toMatch(/^h6 rerolls with Brute \(player reroll\)\./);
  });

  it('SB-REROLL-4 Brute declined: the team reroll is offered, and only one of the two is used', () => {
    const t = facing(team('h', 1, 'h6', ['brute']), team('a', 0));
    t.act(0, { type: 'charge', target: 'a6' });
    t.roll(2);
    t.act(0, { type: 'noReroll' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
    t.act(0, { type: 'reroll' });
    t.roll(3);
    expect(t.ofType('teamReroll')).toHaveLength(1);
    expect(t.ofType('playerReroll')).toEqual([]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-21' });
    expect(t.s.charge.diff).toBe(6);
    expect(get(t.s, t.index('h6'), P_PREROLL)).toBe(0);
  });

  it('SB-SKILL-1 a charge roll of 6 offers nothing (ARB-SB-16), even with Brute', () => {
    const t = facing(team('h', 1, 'h6', ['brute']), team('a', 0));
    t.act(0, { type: 'charge', target: 'a6' });
    t.roll(6);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-21' });
  });

  it('SB-SKILL-8 Souplesse: a failed Dodge against a charge is offered to the defender’s player reroll (D-27)', () => {
    const t = facing(team('h', 0), team('a', 1, 'a6', ['souplesse']));
    t.act(0, { type: 'charge', target: 'a6' });
    t.roll(4); // D = 7
    t.act(1, { type: 'defend', defence: 'dodge' });
    t.roll(2); // AG 3 + 2 = 5 < 7
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-27' });
    t.act(1, { type: 'reroll' });
    expect(t.ofType('playerReroll')).toMatchObject([
      { player: 'a6', roll: 'ROLL-DEFENCE', source: 'souplesse' },
    ]);
    t.roll(4);
    expect(t.ofType('chargeDodged')).toHaveLength(1);
    // Once per turn: even in a later phase of this turn Souplesse is spent.
    clearPhaseRerolls(t.s);
    expect(usablePlayerReroll(t.s, t.index('a6'), 'ROLL-PATH-REACT', true, 'dodge')).toBeNull();
  });

  it('SB-SKILL-8 Souplesse covers Dodge only: a failed Parry goes straight to the team reroll', () => {
    const t = facing(team('h', 0), team('a', 1, 'a6', ['souplesse']));
    t.act(0, { type: 'charge', target: 'a6' });
    t.roll(4);
    t.act(1, { type: 'defend', defence: 'parry' });
    t.roll(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-26' });
  });

  it('SB-REROLL-3 each player has his own: Brute on the charge, then the defender’s Souplesse in the same phase; the charger has none left this phase', () => {
    const t = facing(team('h', 0, 'h6', ['brute'], 'EQ-1'), team('a', 0, 'a6', ['souplesse']));
    t.act(0, { type: 'charge', target: 'a6' });
    t.roll(1);
    t.act(0, { type: 'reroll' });
    t.roll(4);
    t.act(1, { type: 'defend', defence: 'dodge' });
    t.roll(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-27' });
    t.act(1, { type: 'reroll' });
    t.roll(6);
    expect(t.ofType('playerReroll').map((e) => [e.player, e.source])).toEqual([
      ['h6', 'brute'],
      ['a6', 'souplesse'],
    ]);
    const h6 = t.index('h6');
    // h6's EQ-1 would cover a failed pick-up, but he used a player reroll this phase.
    expect(usablePlayerReroll(t.s, h6, 'ROLL-PICKUP', true)).toBeNull();
    clearPhaseRerolls(t.s);
    expect(usablePlayerReroll(t.s, h6, 'ROLL-PICKUP', true)?.sourced.source).toBe('EQ-1');
  });

  it('SB-SKILL-1 Brute on ROLL-MASS-ATK: offered before the team reroll; the victim’s D3 follows', () => {
    const t = Table.atTurn1(0, testOptions({}, team('h', 1, 'h6', ['brute']), team('a', 0)));
    put(t, 'a6', 6.5, 10.5);
    set(t.s, t.index('a6'), P_PRONE, 1);
    t.act(0, { type: 'activate', player: 'h6' });
    t.act(0, { type: 'massacre', target: 'a6' });
    t.roll(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-27' });
    t.act(0, { type: 'reroll' });
    expect(t.ofType('playerReroll')).toMatchObject([
      { player: 'h6', roll: 'ROLL-MASS-ATK', source: 'brute' },
    ]);
    t.roll(5);
    expect(t.rolls().at(-1)).toMatchObject({ roll: 'ROLL-MASS-ATK', faces: [5], total: 8, reroll: true });
    expect(req(t)).toMatchObject({ rule: 'SB-MASSACRE-2', dice: '1d3', roller: 1 });
    expect(t.s.rerolls).toEqual([1, 0]);
  });

  it('SB-SKILL-8 Souplesse on a failed Dodge of ROLL-PATH-REACT: D-27, then declined, the team reroll', () => {
    const t = shot({ a6: [6.5, 13] }, team('h', 0), team('a', 1, 'a6', ['souplesse']));
    t.act(1, { type: 'defend', defence: 'dodge' });
    t.roll(2); // D_p 8: AG 3 + 2 = 5
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-27' });
    t.act(1, { type: 'noReroll' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-26' });
    t.act(1, { type: 'noReroll' });
    expect(t.ofType('shotHits')).toMatchObject([{ player: 'a6', defence: 'dodge' }]);
  });

  it('SB-SKILL-4 Gardien: the keeper rerolls a failed ROLL-PARRY-CATCH (D-27)', () => {
    const t = shot({ a1: [6.5, 13] }, team('h', 0), team('a', 1));
    t.act(1, { type: 'defend', defence: 'parry' });
    t.roll(4); // R 3 + 1 (SB-SKILL-4) + 4 = 8 against 8
    expect(t.ofType('shotParried')).toHaveLength(1);
    t.act(1, { type: 'parryCatch', attempt: true });
    t.roll(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-27' });
    t.act(1, { type: 'reroll' });
    expect(t.ofType('playerReroll')).toMatchObject([
      { player: 'a1', roll: 'ROLL-PARRY-CATCH', source: 'gardien' },
    ]);
    t.roll(5);
    expect(t.s.holder).toBe(t.index('a1'));
    expect(t.s.rerolls).toEqual([0, 1]);
  });

  it('SB-EQUIP-1 EQ-1 on a failed ROLL-PARRY-CATCH of a field player', () => {
    const t = shot({ a6: [6.5, 13] }, team('h', 0), team('a', 0, 'a6', [], 'EQ-1'));
    t.act(1, { type: 'defend', defence: 'parry' });
    t.roll(5);
    t.act(1, { type: 'parryCatch', attempt: true });
    t.roll(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-27' });
    t.act(1, { type: 'reroll' });
    expect(t.ofType('playerReroll')).toMatchObject([
      { player: 'a6', roll: 'ROLL-PARRY-CATCH', source: 'EQ-1' },
    ]);
  });

  it('SB-EQUIP-1 EQ-1 on a failed ROLL-RECEIVE: the receiver’s coach rerolls it before any team reroll', () => {
    const t = Table.atTurn1(0, testOptions({}, team('h', 1, 'h5', [], 'EQ-1'), team('a', 0)));
    t.act(0, { type: 'activate', player: 'h6' });
    const h6 = t.index('h6');
    t.s.ball = Ball.Held;
    t.s.holder = h6;
    t.s.ballX = get(t.s, h6, P_X);
    t.s.ballY = get(t.s, h6, P_Y);
    t.s.reactionUsed[1] = true;
    t.act(0, { type: 'passBall', target: 'h5' });
    t.roll(2); // 5 against 2: MS 3, reception against 3
    expect(req(t)).toMatchObject({ rule: 'SB-PASS-6', target: 3, modifier: 3 });
    t.roll(1);
    expect(t.rolls().at(-1)).toMatchObject({ roll: 'ROLL-RECEIVE', success: false });
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-27' });
    t.act(0, { type: 'reroll' });
    expect(t.ofType('playerReroll')).toMatchObject([{ player: 'h5', roll: 'ROLL-RECEIVE', source: 'EQ-1' }]);
    t.roll(4);
    expect(t.ofType('passCaught')).toMatchObject([{ player: 'h5' }]);
    expect(t.s.rerolls).toEqual([1, 0]);
  });

  it('SB-REROLL-3 the thrower’s failed ROLL-PASS-AG: no effect lists it, so only the team reroll is offered', () => {
    const t = Table.atTurn1(
      0,
      testOptions({}, team('h', 1, 'h6', ['brute', 'souplesse'], 'EQ-1'), team('a', 0)),
    );
    t.act(0, { type: 'activate', player: 'h6' });
    const h6 = t.index('h6');
    t.s.ball = Ball.Held;
    t.s.holder = h6;
    t.s.ballX = get(t.s, h6, P_X);
    t.s.ballY = get(t.s, h6, P_Y);
    t.s.reactionUsed[1] = true;
    t.act(0, { type: 'passBall', target: 'h5' });
    t.roll(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
  });

  it('ARB-SB-36 a sprain’s −1 is in the match AG, so every AG roll carries it once (pick-up, throw, reception, interception, rebound, aim, Parry catch, charger AG, Dodge, tackle)', () => {
    const home = roster('h', { teamRerolls: 0 });
    home.players[5] = rosterPlayer('h6', 'attacker', { career: { sprainNextMatch: true } });
    const sprained = Table.atTurn1(0, testOptions({}, home, roster('a')));
    const fit = Table.atTurn1(0, testOptions({}, roster('h'), roster('a')));
    const mods = (t: Table) => {
      const p = t.index('h6');
      t.s.pass.thrower = p;
      t.s.shot.shooter = p;
      t.s.charge.charger = p;
      t.s.pass.receiver = p;
      t.s.pass.interceptor = p;
      t.s.charge.defender = p;
      t.s.charge.defence = 1; // Dodge
      t.s.act.actor = p;
      t.s.shot.reactor = p;
      return [
        pickUpModifier(t.s, p),
        throwModifier(t.s),
        receiveModifier(t.s),
        interceptModifier(t.s),
        reboundModifier(t.s, p),
        shotModifier(t.s, 'ROLL-SHOT-AG'),
        shotModifier(t.s, 'ROLL-PARRY-CATCH'),
        chargerAgModifier(t.s),
        defenceModifier(t.s),
        tackleModifier(t.s, 'ROLL-TACKLE-AG'),
      ];
    };
    expect(mods(fit)).toEqual([3, 3, 3, 3, 3, 3, 3, 3, 3, 3]);
    expect(mods(sprained)).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
  });

  it('ARB-SB-57 Meneur’s extra reroll waits for the captain on the pitch; the team’s other rerolls are spent first', () => {
    /** Turn 1 with Home's trait Meneur (face 1) and `tr` team rerolls; h7 fails a pick-up, captain h1 `out`. */
    const failedPickUp = (tr: number, out: boolean): Table => {
      const t = Table.deployed(testOptions({}, team('h', tr), team('a', 0)), [1, 2]);
      t.roll(3, 4);
      t.roll(3, 1, 1);
      t.roll(90_001);
      t.roll(6);
      t.roll(1);
      t.declineTackles = true;
      if (out) set(t.s, t.index('h1'), P_WHERE, Where.Out);
      t.act(0, { type: 'activate', player: 'h7' });
      t.act(0, { type: 'move', path: [{ x: 9.5, y: 9.5 }] });
      t.act(0, { type: 'pickUp' });
      t.roll(2);
      return t;
    };
    // Only the Meneur reroll: usable with the captain on the pitch, not without him.
    const on = failedPickUp(0, false);
    expect(on.s.rerolls[0]).toBe(1);
    expect(on.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
    const off = failedPickUp(0, true);
    expect(off.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-R-34' } });
    expect(off.s.rerolls[0]).toBe(1);
    // 1 + Meneur with the captain off the pitch: the ordinary reroll is spent, the Meneur one is held back.
    const two = failedPickUp(1, true);
    expect(two.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
    two.act(0, { type: 'reroll' });
    expect(two.s.rerolls[0]).toBe(1);
  });
});
