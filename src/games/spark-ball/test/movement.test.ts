import { describe, expect, it } from 'vitest';
import { sparkBall } from '../index.ts';
import { Ball, get, P_UNBAL } from '../state.ts';
import { roster, rosterPlayer, Table, testOptions } from '../testing.ts';

/** Turn 1, Home plays first and has activated `id`. */
function activated(id: string, options = testOptions()): Table {
  const t = Table.atTurn1(0, options);
  t.act(0, { type: 'activate', player: id });
  return t;
}

describe('Move (SB-MOVE-1, SB-MOVE-2, C-2)', () => {
  it('SB-MOVE-2 a path may have several waypoints; its length is the sum of the segments', () => {
    const t = activated('h2');
    t.act(0, {
      type: 'move',
      path: [
        { x: 5, y: 5.2 },
        { x: 8, y: 5.2 },
      ],
    });
    expect(t.at('h2')).toEqual([8, 5.2]);
    expect(t.ofType('moved')).toEqual([
      {
        type: 'moved',
        rule: 'SB-MOVE-2',
        player: 'h2',
        path: [
          [5, 5.2],
          [8, 5.2],
        ],
        length: 4.921,
        used: 4.921,
      },
    ]);
  });

  it('SB-MOVE-2 a segment through another base is refused, naming that player', () => {
    const t = activated('h2');
    const e = t.refuse(0, { type: 'move', path: [{ x: 8, y: 4 }] });
    expect(e.code).toBe('move.blocked');
    expect(e.en).toBe(
      "Move refused: segment 1 to (8, 4) goes through h3 (#3)'s base; a player cannot pass through another player.",
    );
  });

  it('ARB-SB-13 a Move that ends where it started is not a step: refused, so it cannot empty a phase by stealth', () => {
    const t = activated('h2');
    const [x, y] = t.at('h2');
    const e = t.refuse(0, { type: 'move', path: [{ x, y }] });
    expect(e.code).toBe('move.empty');
    expect(e.en).toContain('the path does not move the player.');
  });

  it('SB-MOVE-2 bases may touch: ending in contact is legal', () => {
    const t = activated('h2');
    t.act(0, { type: 'move', path: [{ x: 5.5, y: 4 }] });
    expect(t.at('h2')).toEqual([5.5, 4]);
  });

  it('SB-MOVE-1 the total of all Move steps may not exceed MV', () => {
    const t = activated('h2');
    t.act(0, { type: 'move', path: [{ x: 3.5, y: 6.5 }] });
    t.act(0, { type: 'move', path: [{ x: 1, y: 6.5 }] });
    const e = t.refuse(0, { type: 'move', path: [{ x: 1, y: 7.51 }] });
    expect(e.en).toBe('Move refused: 1.01 in, 1 in left.');
    t.act(0, { type: 'move', path: [{ x: 1, y: 7.5 }] });
    expect(t.s.act.used).toBe(6000);
  });

  it('SB-MOVE-6 a player cannot leave the pitch', () => {
    const e = activated('h2').refuse(0, { type: 'move', path: [{ x: 0.4, y: 4 }] });
    expect(e.code).toBe('move.offPitch');
    expect(e.rule).toBe('SB-MOVE-6');
  });

  it('SB-MOVE-10 a keeper in his zone may not move out of it', () => {
    const t = activated('h1');
    const e = t.refuse(0, { type: 'move', path: [{ x: 6.5, y: 3.5 }] });
    expect(e.code).toBe('move.keeperZone');
    expect(e.en).toBe(
      'Move refused: at point 1 (6.5, 3.5) the keeper would leave his goal zone (3 ≤ x ≤ 10, 0 ≤ y ≤ 3).',
    );
    t.act(0, { type: 'move', path: [{ x: 6.5, y: 3 }] });
  });

  it('SB-MOVE-9 a holder carries the ball with him', () => {
    const t = activated('h2');
    t.s.ball = Ball.Held;
    t.s.holder = t.index('h2');
    t.act(0, { type: 'move', path: [{ x: 3.5, y: 6 }] });
    expect(t.ball()).toEqual([3.5, 6]);
  });

  it('C-2 every legal move is a straight move on the polar grid that validates', () => {
    const t = activated('h2');
    const moves = t.legal(0).filter((a) => a.type === 'move');
    expect(moves.length).toBeGreaterThan(50);
    for (const a of moves) expect(sparkBall.validate(t.s, 0, a).ok).toBe(true);
    expect(moves).toContainEqual({ type: 'move', path: [{ x: 3.5, y: 4.5 }] });
    // h3 at (6.5, 4) and h5 at (3.5, 8.5) block the moves due east and due north beyond contact
    expect(moves).toContainEqual({ type: 'move', path: [{ x: 5.5, y: 4 }] });
    expect(moves).not.toContainEqual({ type: 'move', path: [{ x: 6, y: 4 }] });
    expect(moves).toContainEqual({ type: 'move', path: [{ x: 3.5, y: 7.5 }] });
    expect(moves).not.toContainEqual({ type: 'move', path: [{ x: 3.5, y: 8 }] });
  });
});

describe('Leap (SB-MOVE-3, SB-MOVE-4, C-3)', () => {
  it('SB-MOVE-4 a leap is a straight move of up to 2 in that makes the player Unbalanced and uses no MV', () => {
    const t = activated('h2');
    t.act(0, { type: 'leap', to: { x: 3.5, y: 6 } });
    expect(get(t.s, t.index('h2'), P_UNBAL)).toBe(1);
    expect(t.s.act.used).toBe(0);
    expect(t.refuse(0, { type: 'leap', to: { x: 3.5, y: 7 } }).code).toBe('leap.twice');
    t.act(0, {
      type: 'move',
      path: [
        { x: 1, y: 6 },
        { x: 1, y: 9.5 },
      ],
    });
  });

  it('SB-MOVE-4 a leap longer than 2 in is refused', () => {
    const e = activated('h2').refuse(0, { type: 'leap', to: { x: 3.5, y: 6.002 } });
    expect(e).toMatchObject({ code: 'move.tooLong', rule: 'SB-MOVE-4' });
  });

  it('SB-MOVE-4 Massif leaps 1 in; Réacteurs dorsaux (EQ-3) add 1 in', () => {
    const home = roster('h');
    home.players[1] = rosterPlayer('h2', 'defender', { abilities: ['massif'] });
    home.players[2] = rosterPlayer('h3', 'defender', { equipment: 'EQ-3' });
    const t = activated('h2', testOptions({}, home));
    expect(t.refuse(0, { type: 'leap', to: { x: 3.5, y: 5.1 } }).code).toBe('move.tooLong');
    t.act(0, { type: 'leap', to: { x: 3.5, y: 5 } });
    t.act(0, { type: 'end' });
    t.act(1, { type: 'pass' });
    t.act(0, { type: 'activate', player: 'h3' });
    t.act(0, { type: 'leap', to: { x: 6.5, y: 7 } });
    expect(t.at('h3')).toEqual([6.5, 7]);
  });

  it('SB-MOVE-3 a step other than a Move after a Move rounds the movement used up to the next inch', () => {
    const t = activated('h2');
    t.act(0, { type: 'move', path: [{ x: 3.5, y: 6.3 }] });
    t.act(0, { type: 'leap', to: { x: 1.5, y: 6.3 } });
    expect(t.ofType('movementRounded')).toEqual([
      { type: 'movementRounded', rule: 'SB-MOVE-3', player: 'h2', from: 2.3, to: 3 },
    ]);
    expect(t.refuse(0, { type: 'move', path: [{ x: 1.5, y: 9.4 }] }).en).toBe(
      'Move refused: 3.1 in, 3 in left.',
    );
  });

  it('SB-R-04 the rounding keeps a whole inch within ε: 4.0005 in used counts as 4', () => {
    const t = activated('h2');
    t.s.act.used = 4001;
    t.s.act.lastMove = true;
    t.act(0, { type: 'leap', to: { x: 1.5, y: 4 } });
    expect(t.s.act.used).toBe(4000);
  });

  it('C-3 legal leaps are 16 directions × {L/2, L} that validate', () => {
    const t = activated('h2');
    const leaps = t.legal(0).filter((a) => a.type === 'leap');
    expect(leaps.length).toBeGreaterThan(16);
    expect(leaps.length).toBeLessThanOrEqual(32);
    for (const a of leaps) expect(sparkBall.validate(t.s, 0, a).ok).toBe(true);
  });
});
