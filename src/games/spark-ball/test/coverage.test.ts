/**
 * Rules whose behaviour the other files exercise under another ID, each named and checked here on its own.
 */
import { describe, expect, it } from 'vitest';
import { sparkBall } from '../index.ts';
import { Ball, get, P_DONE, P_X, P_Y, PER_INCH, PITCH, set } from '../state.ts';
import { distanceDifficulty } from '../tests.ts';
import { roster, rosterPlayer, Table, testOptions } from '../testing.ts';

const deg = (d: number) => d * 1000 + 1;

describe('general rules', () => {
  it('SB-GEN-6 a distance-based difficulty is ceil(d − ε): 4.0005 in gives 4, 4.002 in gives 5, 0 gives 0', () => {
    // two bases of 0.5 in: edge distance = centre distance − 1 in
    expect(distanceDifficulty(0, 0, 500, 5000.5, 0, 500)).toBe(4);
    expect(distanceDifficulty(0, 0, 500, 5002, 0, 500)).toBe(5);
    expect(distanceDifficulty(0, 0, 500, 1000, 0, 500)).toBe(0);
    expect(distanceDifficulty(0, 0, 500, 3000, 4000, 500)).toBe(4);
  });

  it('SB-GEN-11 the pitch is 13 in by 21 in', () => {
    expect(PITCH).toEqual({ minX: 0, minY: 0, maxX: 13 * PER_INCH, maxY: 21 * PER_INCH });
  });

  it('SB-GEN-10 every roll is an explicit step: the engine waits for the faces with rule, dice and roller', () => {
    const t = Table.atTurn1(0);
    t.act(0, { type: 'activate', player: 'h7' });
    t.act(0, { type: 'move', path: [{ x: 9.5, y: 9.5 }] });
    t.act(0, { type: 'pickUp' });
    expect(sparkBall.chanceOutcomes(t.s)).toHaveLength(6);
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'SB-MOVE-5', dice: '1d6', roller: 0 },
    });
  });

  it('SB-R-02 the natural 1 and 6 apply to tests only: a roll-off 1 against 1 is a tie, not a failure', () => {
    const t = Table.deployed();
    expect(t.ofType('rollOffWon')).toHaveLength(1);
    const rolls = t.rolls().filter((r) => r.roll === 'ROLL-ROLLOFF');
    for (const r of rolls) expect(r).not.toHaveProperty('success');
  });
});

describe('setup', () => {
  it('SB-SETUP-2 captain traits are rolled before deployment', () => {
    const t = Table.deployed();
    const order = t.events.map((e) => (e.type === 'roll' ? String(e.roll) : e.type));
    expect(order.lastIndexOf('ROLL-TRAIT')).toBeLessThan(order.indexOf('deployed'));
  });

  it('SB-SETUP-5 the match event is rolled once, after both teams are placed, before the kick-off', () => {
    const t = Table.atTurn1(0);
    const order = t.events.map((e) => (e.type === 'roll' ? String(e.roll) : e.type));
    expect(order.filter((k) => k === 'ROLL-EVENT')).toHaveLength(1);
    expect(order.lastIndexOf('deployed')).toBeLessThan(order.indexOf('ROLL-EVENT'));
    expect(order.indexOf('ROLL-EVENT')).toBeLessThan(order.indexOf('ROLL-KICKOFF'));
  });

  it('SB-R-58 no other random pre-match bonus exists: the deployment roll-off follows the traits', () => {
    const t = Table.setup();
    t.act(0, { type: 'lineup', players: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7'] });
    t.act(0, { type: 'captain', player: 'h1' });
    t.act(1, { type: 'lineup', players: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'] });
    t.act(1, { type: 'captain', player: 'a1' });
    t.roll(4);
    t.roll(4);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-SETUP-3' } });
  });

  it('SB-R-53 positions are fixed: an extra Defender cannot fill an Attacker slot', () => {
    const t = Table.setup(testOptions({}, roster('h', {}, [rosterPlayer('h8', 'defender')])));
    const e = t.refuse(0, { type: 'lineup', players: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h8'] });
    expect(e.en).toBe('The line-up has 2 Attacker(s); 3 needed (3 slots, 3 available).');
  });

  it('SB-TEAM-5 every player has MV, F, R, AG and AR; the view shows them', () => {
    const v = sparkBall.view(Table.atTurn1(0).s, null);
    expect(v.players[0]!.stats).toEqual({ mv: 6, f: 3, r: 3, ag: 3, ar: 1 });
  });

  it('SB-TEAM-6 a team has an alignment: Chaos, Order or Neutral; anything else is refused', () => {
    expect(sparkBall.setup(testOptions({}, roster('h', { alignment: 'order' }))).ok).toBe(true);
    expect(sparkBall.setup(testOptions({}, { ...roster('h'), alignment: 'lawful' as 'order' })).ok).toBe(
      false,
    );
  });

  it('SB-TEAM-10 a player carries at most one piece of equipment', () => {
    const bad = roster('h');
    (bad.players[0] as unknown as { equipment: string[] }).equipment = ['EQ-1', 'EQ-2'];
    expect(sparkBall.setup(testOptions({}, bad)).ok).toBe(false);
  });
});

describe('match events', () => {
  it('SB-EVENT-5 Vent magnétique: every deviation rolls an extra die and drops the lowest', () => {
    const t = Table.deployed();
    t.roll(2, 3);
    t.roll(3, 6, 1, 2);
    t.roll(deg(90));
    expect(t.rolls().at(-1)).toMatchObject({ distance: 8, discarded: 1, eventRule: 'SB-EVENT-5' });
  });

  it('SB-EVENT-7 Gravité importante: every deviation rolls an extra die and drops the highest', () => {
    const t = Table.deployed();
    t.roll(4, 5);
    t.roll(3, 1, 2, 4);
    t.roll(deg(270));
    expect(t.rolls().at(-1)).toMatchObject({ distance: 3, discarded: 4, eventRule: 'SB-EVENT-7' });
    expect(t.ball()).toEqual([3.5, 10.5]);
  });

  it('SB-R-54 the 1-in pick-up deviation gets no extra die under Vent magnétique', () => {
    const t = Table.deployed(
      testOptions({}, roster('h', { teamRerolls: 0 }), roster('a', { teamRerolls: 0 })),
    );
    t.roll(2, 3);
    t.roll(3, 1, 1, 1);
    t.roll(deg(90));
    t.roll(6);
    t.roll(1);
    t.declineTackles = true;
    t.act(0, { type: 'activate', player: 'h7' });
    t.act(0, { type: 'move', path: [{ x: 9.5, y: 9.5 }] });
    t.act(0, { type: 'pickUp' });
    t.roll(2);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-R-34', dice: '1d6' } });
  });
});

describe('ball, states and reactions', () => {
  it('SB-BALL-1 the ball is loose at a point, or held at its holder\u2019s centre', () => {
    const t = Table.atTurn1(0);
    expect(t.s.ball).toBe(Ball.Loose);
    t.act(0, { type: 'activate', player: 'h7' });
    t.act(0, { type: 'move', path: [{ x: 9.5, y: 9.5 }] });
    t.act(0, { type: 'pickUp' });
    t.roll(6);
    expect(t.s.ball).toBe(Ball.Held);
    expect(t.ball()).toEqual(t.at('h7'));
  });

  it('SB-BALL-3 a deviation moves the ball in a straight line from its start point A, L inches along u(θ)', () => {
    const t = Table.deployed();
    t.roll(3, 4);
    t.roll(3, 3, 2);
    t.roll(deg(30));
    // (6.5 + 5 sin 30°, 10.5 + 5 cos 30°) = (9, 14.830127…) on the grid
    expect(t.ball()).toEqual([9, 14.83]);
  });

  it('SB-BALL-11 a loose ball never blocks movement', () => {
    const t = Table.atTurn1(0);
    t.act(0, { type: 'activate', player: 'h7' });
    t.act(0, {
      type: 'move',
      path: [
        { x: 9.5, y: 9.6 },
        { x: 7.5, y: 11 },
      ],
    });
    expect(t.at('h7')).toEqual([7.5, 11]);
  });

  it('SB-STATE-1 a Ready player may act in his phase and make a regular reaction in the opponent\u2019s', () => {
    const t = Table.atTurn1(0);
    expect(get(t.s, t.index('a7'), P_DONE)).toBe(0);
    t.act(0, { type: 'activate', player: 'h7' });
    t.act(0, { type: 'move', path: [{ x: 9.5, y: 9.5 }] });
    t.act(0, { type: 'pickUp' });
    t.roll(2);
    t.act(0, { type: 'noReroll' });
    t.roll(4);
    t.roll(deg(0));
    t.act(0, { type: 'noReroll' });
    expect(t.legal(1)).toContainEqual({ type: 'catchRebound', player: 'a7', leap: true });
  });

  it('SB-STATE-2 a Done player makes no regular reaction', () => {
    const t = Table.atTurn1(
      0,
      testOptions({}, roster('h', { teamRerolls: 0 }), roster('a', { teamRerolls: 0 })),
    );
    set(t.s, t.index('a6'), P_DONE, 1);
    set(t.s, t.index('a7'), P_DONE, 1);
    t.act(0, { type: 'activate', player: 'h7' });
    t.act(0, { type: 'move', path: [{ x: 9.5, y: 9.5 }] });
    t.act(0, { type: 'pickUp' });
    t.roll(2);
    t.roll(4);
    t.roll(deg(0));
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-10' });
  });

  it('SB-REACT-2 a regular reaction makes the reactor Done, and a coach has one per phase (SB-PHASE-2)', () => {
    const t = Table.atTurn1(
      0,
      testOptions({}, roster('h', { teamRerolls: 0 }), roster('a', { teamRerolls: 0 })),
    );
    t.act(0, { type: 'activate', player: 'h7' });
    t.act(0, { type: 'move', path: [{ x: 9.5, y: 9.5 }] });
    t.act(0, { type: 'pickUp' });
    t.roll(2);
    t.roll(4);
    t.roll(deg(0));
    t.act(1, { type: 'catchRebound', player: 'a6', leap: true });
    expect(get(t.s, t.index('a6'), P_DONE)).toBe(1);
    expect(t.s.reactionUsed).toEqual([false, true]);
  });

  it('SB-REACT-4 a reactor who leaps is Unbalanced for the rest of the phase', () => {
    const t = Table.atTurn1(
      0,
      testOptions({}, roster('h', { teamRerolls: 0 }), roster('a', { teamRerolls: 0 })),
    );
    t.act(0, { type: 'activate', player: 'h7' });
    t.act(0, { type: 'move', path: [{ x: 9.5, y: 9.5 }] });
    t.act(0, { type: 'pickUp' });
    t.roll(2);
    t.roll(4);
    t.roll(deg(0));
    t.act(1, { type: 'catchRebound', player: 'a7', leap: true });
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { modifier: 2 } });
  });

  it('SB-R-13 a pass spends no player: everyone stays Ready', () => {
    const t = Table.atTurn1(0);
    t.act(0, { type: 'pass' });
    for (let p = 0; p < 7; p++) expect(get(t.s, p, P_DONE)).toBe(0);
  });

  it('SB-R-10 a player who acted stays Done into the next phases of the turn', () => {
    const t = Table.atTurn1(0);
    t.act(0, { type: 'activate', player: 'h2' });
    t.act(0, { type: 'end' });
    t.act(1, { type: 'pass' });
    t.act(0, { type: 'pass' });
    expect(get(t.s, t.index('h2'), P_DONE)).toBe(1);
  });

  it('SB-TURN-4 the first phase of a turn belongs to the turn\u2019s first coach', () => {
    const t = Table.atTurn1(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-10' });
  });

  it('SB-TURN-6 at the end of a turn stun timers are checked, then the turn limit', () => {
    const t = Table.atTurn1(
      0,
      testOptions({ match: { maxTurns: 1, suddenDeathTurns: 0 }, turn: { emptyPhaseLimit: 1 } }),
    );
    set(t.s, t.index('h2'), 6, 1);
    t.act(0, { type: 'pass' });
    const types = t.events.map((e) => e.type);
    // The post-match sequence follows the end of the match (SB-POST-1).
    expect(types.slice(-4)).toEqual(['turnEnded', 'stunOver', 'matchOver', 'postMatch']);
  });

  it('SB-R-33 a leap cannot pass through bases', () => {
    const t = Table.atTurn1(0);
    t.act(0, { type: 'activate', player: 'h2' });
    set(t.s, t.index('h2'), P_X, 5000);
    set(t.s, t.index('h2'), P_Y, 4000);
    expect(t.refuse(0, { type: 'leap', to: { x: 7.2, y: 4 } }).code).toBe('move.blocked');
    expect(get(t.s, t.index('h2'), P_Y)).toBe(4000);
  });
});
