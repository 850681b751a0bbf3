import { describe, expect, it } from 'vitest';
import { sparkBall } from '../index.ts';
import { Table } from '../testing.ts';

describe('state, clone, hash and view', () => {
  it('SB-GEN-1 positions are stored as integers in thousandths of an inch', () => {
    const t = Table.atTurn1(0);
    t.act(0, { type: 'activate', player: 'h2' });
    t.act(0, { type: 'move', path: [{ x: 1.23456, y: 4 }] });
    expect(t.at('h2')).toEqual([1.235, 4]);
    for (const v of t.s.pl) expect(Number.isInteger(v)).toBe(true);
  });

  it('a clone has the same hash and shares nothing that changes', () => {
    const t = Table.atTurn1(0);
    const c = sparkBall.clone(t.s);
    expect(sparkBall.hash(c)).toBe(sparkBall.hash(t.s));
    const before = sparkBall.hash(t.s);
    sparkBall.apply(c, 0, { type: 'activate', player: 'h2' });
    sparkBall.apply(c, 0, { type: 'move', path: [{ x: 3.5, y: 5 }] });
    expect(sparkBall.hash(t.s)).toBe(before);
    expect(sparkBall.hash(c)).not.toBe(before);
  });

  it('SB-SETUP-4 nothing is secret: every viewer sees the same view, positions in inches', () => {
    const t = Table.atTurn1(0);
    const v0 = sparkBall.view(t.s, 0);
    expect(sparkBall.view(t.s, 1)).toEqual(v0);
    expect(sparkBall.view(t.s, null)).toEqual(v0);
    expect(v0.players.find((p) => p.id === 'a6')).toMatchObject({
      side: 1,
      x: 6.5,
      y: 12.5,
      where: 'pitch',
      done: false,
    });
    expect(v0).toMatchObject({
      stage: 'Turn',
      stop: 'D-10',
      turn: 1,
      ball: { state: 'loose', x: 8.5, y: 10.5 },
    });
    expect(JSON.parse(JSON.stringify(v0))).toEqual(v0);
  });
});
