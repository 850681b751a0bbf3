import { describe, expect, it } from 'vitest';
import { Table, roster, rosterPlayer, testOptions } from '../testing.ts';

/** Deployed (formation), match event 7 (nothing): ROLL-KICKOFF is pending. */
function kickoff(options = testOptions(), event: [number, number] = [3, 4]): Table {
  const t = Table.deployed(options);
  t.roll(...event);
  return t;
}

/** Continuous direction die face for θ degrees. */
const deg = (d: number) => d * 1000 + 1;

describe('the match event (SB-EVENT)', () => {
  it('SB-EVENT-1 the event is one 2D6 roll after deployment, stored for the match', () => {
    const t = Table.deployed();
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-EVENT-1', dice: '2d6' });
    t.roll(4, 6);
    expect(t.s.event).toBe(10);
    expect(t.rolls().at(-1)).toMatchObject({
      rule: 'SB-EVENT-1',
      roll: 'ROLL-EVENT',
      faces: [4, 6],
      total: 10,
      result: 'clarteAveuglante',
    });
    expect(t.ofType('matchEvent')).toEqual([
      { type: 'matchEvent', rule: 'SB-EVENT-8', event: 'clarteAveuglante', total: 10 },
    ]);
  });

  it('SB-EVENT-2 Orage Warp: each Chaos team gains 2 team rerolls', () => {
    const t = kickoff(
      testOptions({}, roster('h', { alignment: 'chaos' }), roster('a', { alignment: 'chaos' })),
      [1, 1],
    );
    expect(t.s.rerolls).toEqual([4, 4]);
  });

  it('SB-EVENT-10 Lumière divine: each Order team gains 2 team rerolls', () => {
    const t = kickoff(
      testOptions({}, roster('h', { alignment: 'chaos' }), roster('a', { alignment: 'order' })),
      [6, 6],
    );
    expect(t.s.rerolls).toEqual([2, 4]);
    expect(t.ofType('rerollsGained')).toEqual([
      { type: 'rerollsGained', rule: 'SB-EVENT-10', side: 1, count: 2, rerolls: 4 },
    ]);
  });

  it('SB-EVENT-12 Neutral teams are unaffected by results 2 and 12', () => {
    const t = kickoff(testOptions(), [1, 1]);
    expect(t.s.rerolls).toEqual([2, 2]);
  });

  it('SB-EVENT-6 results 6–8 have no effect', () => {
    const t = kickoff(testOptions(), [2, 4]);
    expect(t.ofType('matchEvent')[0]).toMatchObject({ rule: 'SB-EVENT-6', event: 'rienASignaler' });
  });
});

describe('the opening kick-off (SB-SETUP-6, SB-BALL-5, SB-BALL-8)', () => {
  it('SB-SETUP-6 the ball starts on the centre spot and an ARROW moves it the sum of 2D6 in direction θ', () => {
    const t = kickoff();
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-SETUP-6', dice: '3d6' });
    t.roll(3, 2, 4);
    const q = t.pending();
    expect(q.kind === 'chance' && q.request).toMatchObject({ rule: 'SB-SETUP-6', dice: '1d360000' });
    t.roll(deg(90));
    expect(t.ball()).toEqual([12.5, 10.5]);
    expect(t.rolls().at(-1)).toMatchObject({
      type: 'roll',
      rule: 'SB-SETUP-6',
      roll: 'ROLL-KICKOFF',
      dice: 'scatter+2d6',
      faces: [3, 2, 4],
      result: 'arrow',
      direction: 90_000,
      distance: 6,
      reroll: false,
    });
  });

  it('SB-SETUP-6 on a HIT the ball moves only the higher die', () => {
    const t = kickoff();
    t.roll(2, 2, 5);
    t.roll(deg(90));
    expect(t.ball()).toEqual([11.5, 10.5]);
    expect(t.rolls().at(-1)).toMatchObject({ result: 'hit', distance: 5 });
  });

  it('SB-EVENT-11 under Vent magnétique the kick-off rolls 3 distance dice and discards the lowest', () => {
    const t = kickoff(testOptions(), [1, 4]);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request.dice).toBe('4d6');
    t.roll(4, 1, 3, 2);
    t.roll(deg(270));
    expect(t.ball()).toEqual([1.5, 10.5]);
    expect(t.rolls().at(-1)).toMatchObject({ distance: 5, discarded: 1 });
  });

  it('SB-BALL-5 a ball reaching a wall stops there and bounces 1D6 with HIT ignored, reversed when pointing out', () => {
    const t = kickoff();
    t.roll(3, 6, 5);
    t.roll(deg(90));
    expect(t.ball()).toEqual([13, 10.5]);
    expect(t.ofType('wallContact')).toEqual([
      { type: 'wallContact', rule: 'SB-BALL-5', at: [13, 10.5], bounce: 1 },
    ]);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-BALL-5', dice: '2d6' });
    t.roll(1, 4); // HIT face, ignored on a bounce
    t.roll(deg(90)); // towards the wall: reversed
    expect(t.ball()).toEqual([9, 10.5]);
    expect(t.rolls().at(-1)).toMatchObject({
      rule: 'SB-BALL-5',
      roll: 'ROLL-WALL',
      result: 'hit',
      distance: 4,
    });
  });

  it('SB-R-16 a bounce parallel to the wall is kept', () => {
    const t = kickoff();
    t.roll(3, 6, 5);
    t.roll(deg(90));
    t.roll(4, 3);
    t.roll(deg(0));
    expect(t.ball()).toEqual([13, 13.5]);
  });

  it('SB-R-16 at a corner both walls count: a direction out through both is reversed', () => {
    const t = kickoff();
    t.roll(3, 6, 6);
    t.roll(deg(45)); // NE: meets x = 13 at y = 17
    expect(t.ball()).toEqual([13, 17]);
    t.roll(3, 6);
    t.roll(deg(0)); // along the wall to the corner
    expect(t.ball()).toEqual([13, 21]);
    expect(t.ofType('wallContact')).toHaveLength(2);
    t.roll(3, 4);
    t.roll(deg(45)); // out through both walls: reversed to SW
    expect(t.ball()).toEqual([10.172, 18.172]);
  });

  it('SB-BALL-5 wall.maxBounces: the contact after the last bounce leaves the ball at the wall', () => {
    const t = kickoff(testOptions({ wall: { maxBounces: 1 } }));
    t.roll(3, 6, 6);
    t.roll(deg(45));
    t.roll(3, 6);
    t.roll(deg(0));
    expect(t.ball()).toEqual([13, 21]);
    expect(t.ofType('ballStopsAtWall')).toEqual([
      { type: 'ballStopsAtWall', rule: 'SB-BALL-5', at: [13, 21] },
    ]);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-SETUP-7' } });
  });

  it('SB-R-16 wall.bounceMode mirror flips only the outward component', () => {
    const t = kickoff(testOptions({ wall: { bounceMode: 'mirror' } }));
    t.roll(3, 6, 5);
    t.roll(deg(90));
    t.roll(3, 2);
    t.roll(deg(90));
    expect(t.ball()).toEqual([11, 10.5]);
  });

  it('SB-BALL-8 a ball coming to rest inside a base goes back to the entry point', () => {
    const t = kickoff();
    t.roll(3, 1, 1);
    t.roll(deg(0)); // 2 in north: a6's centre (6.5, 12.5)
    expect(t.ball()).toEqual([6.5, 12]);
    expect(t.ofType('ballRestsOnBase')).toEqual([
      { type: 'ballRestsOnBase', rule: 'SB-BALL-8', player: 'a6', from: [6.5, 12.5], to: [6.5, 12] },
    ]);
  });

  it('SB-BALL-8 a ball stopping exactly on a base edge stays there', () => {
    const t = kickoff();
    t.roll(3, 1, 5);
    t.roll(deg(0)); // 6 in north: (6.5, 16.5), the edge of a3 at (6.5, 17)
    expect(t.ball()).toEqual([6.5, 16.5]);
    expect(t.ofType('ballRestsOnBase')).toEqual([]);
  });

  it('SB-R-01 with scatter.directions = 8 the direction is a D8, k·45°', () => {
    const t = kickoff(testOptions({ scatter: { directions: '8' } }));
    t.roll(3, 1, 1);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request.dice).toBe('1d8');
    t.roll(7); // 270°: west
    expect(t.ball()).toEqual([4.5, 10.5]);
  });

  it('SB-SETUP-7 after the kick-off a roll-off decides who plays first in turn 1', () => {
    const t = kickoff();
    t.roll(3, 1, 1);
    t.roll(deg(90));
    t.roll(2);
    t.roll(5);
    expect(t.ofType('rollOffWon').at(-1)).toMatchObject({
      rule: 'SB-SETUP-7',
      side: 1,
      purpose: 'firstTurn',
    });
    expect(t.s.turn).toBe(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-10' });
  });

  it('SB-R-15 the kick-off is outside any phase: no coach is active', () => {
    const t = kickoff();
    expect(t.s.active).toBe(-1);
    expect(t.legal(0)).toEqual([]);
    expect(t.legal(1)).toEqual([]);
  });
});

describe('events that name equipment (SB-EVENT-3, SB-EVENT-9, D-05)', () => {
  const equippedAway = () => {
    const away = roster('a', { alignment: 'order' });
    away.players[1] = rosterPlayer('a2', 'defender', { equipment: 'EQ-3' });
    return away;
  };

  it('SB-EVENT-3 / ARB-SB-15 Malédiction du Warp: each Chaos coach names one opposing item, disabled for the match', () => {
    const t = kickoff(testOptions({}, roster('h', { alignment: 'chaos' }), equippedAway()), [1, 2]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-05' });
    expect(t.legal(0)).toEqual([{ type: 'disableEquipment', player: 'a2' }, { type: 'concede' }]);
    expect(t.refuse(0, { type: 'disableEquipment', player: 'a3' }).code).toBe('curse.target');
    t.act(0, { type: 'disableEquipment', player: 'a2' });
    expect(t.ofType('equipmentDisabled')).toEqual([
      { type: 'equipmentDisabled', rule: 'SB-EVENT-3', side: 0, player: 'a2', item: 'EQ-3' },
    ]);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-SETUP-6' } });
  });

  it('SB-EQUIP-2 a disabled Réacteurs dorsaux no longer lengthens the leap', () => {
    const t = Table.deployed(testOptions({}, roster('h', { alignment: 'chaos' }), equippedAway()));
    t.roll(1, 2);
    t.act(0, { type: 'disableEquipment', player: 'a2' });
    t.roll(3, 1, 1);
    t.roll(deg(90));
    t.roll(1);
    t.roll(6);
    t.act(1, { type: 'activate', player: 'a2' });
    expect(t.refuse(1, { type: 'leap', to: { x: 3.5, y: 14.9 } }).code).toBe('move.tooLong');
    t.act(1, { type: 'leap', to: { x: 3.5, y: 15 } });
  });

  it('SB-R-62 with no opposing equipment the effect is void', () => {
    const t = kickoff(testOptions({}, roster('h'), roster('a', { alignment: 'order' })), [5, 6]);
    expect(t.ofType('curseVoid')).toEqual([{ type: 'curseVoid', rule: 'SB-R-62', side: 1 }]);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-SETUP-6' } });
  });

  it('SB-EVENT-9 Colère divine: each Order coach names one opposing item', () => {
    const home = roster('h', { alignment: 'order' });
    home.players[4] = rosterPlayer('h5', 'attacker', { equipment: 'EQ-5' });
    const t = kickoff(testOptions({}, home, equippedAway()), [5, 6]);
    t.act(0, { type: 'disableEquipment', player: 'a2' });
    t.act(1, { type: 'disableEquipment', player: 'h5' });
    expect(t.ofType('equipmentDisabled').map((e) => [e.rule, e.side, e.player])).toEqual([
      ['SB-EVENT-9', 0, 'a2'],
      ['SB-EVENT-9', 1, 'h5'],
    ]);
  });
});
