import { describe, expect, it } from 'vitest';
import { ManualDice, ScriptedDice, SeededDice } from './sources.ts';
import { seedCommitment } from './rng.ts';
import type { ChanceRequest } from './types.ts';

const req = (dice: string, rule = 'TEST-1'): ChanceRequest => ({ rule, dice, roller: 0, label: 'test' });

describe('SeededDice', () => {
  it('rolls one face per die within the sides, scatter as one D8', () => {
    const dice = new SeededDice('s');
    for (let i = 0; i < 200; i++) {
      const pool = dice.roll(req('4d6'));
      expect(pool).toHaveLength(4);
      for (const f of pool) expect(f >= 1 && f <= 6).toBe(true);
      const [d3] = dice.roll(req('1d3'));
      expect(d3! >= 1 && d3! <= 3).toBe(true);
      const scatter = dice.roll(req('scatter'));
      expect(scatter).toHaveLength(1);
      expect(scatter[0]! >= 1 && scatter[0]! <= 8).toBe(true);
    }
  });

  it('is reproducible from its seed and from its state', () => {
    const a = new SeededDice('same');
    const b = new SeededDice('same');
    const first = Array.from({ length: 10 }, () => a.roll(req('2d6')));
    expect(Array.from({ length: 10 }, () => b.roll(req('2d6')))).toEqual(first);
    const c = SeededDice.fromState(JSON.parse(JSON.stringify(a.state())) as number[]);
    expect(c.roll(req('3d6'))).toEqual(a.roll(req('3d6')));
  });

  it('describes itself with the seed and its commitment', () => {
    expect(new SeededDice('x').describe()).toEqual({
      source: 'seeded',
      seed: 'x',
      seedCommitment: seedCommitment('x'),
    });
    expect(SeededDice.fromState(new SeededDice('x').state()).describe()).toEqual({ source: 'seeded' });
  });

  it('throws on unknown notation, naming the rule', () => {
    expect(() => new SeededDice('s').roll(req('1d7', 'PS-X-1'))).toThrow(/PS-X-1.*1d7/);
  });
});

describe('ScriptedDice', () => {
  it('hands out its script in order, then says what it could not roll', () => {
    const dice = new ScriptedDice([[3], [1, 2]]);
    expect(dice.remaining()).toBe(2);
    expect(dice.roll(req('1d6'))).toEqual([3]);
    expect(dice.roll(req('2d6'))).toEqual([1, 2]);
    expect(dice.remaining()).toBe(0);
    expect(() => dice.roll(req('1d8', 'PS-DODGE-1'))).toThrow(/PS-DODGE-1.*1d8/);
  });
});

describe('ManualDice', () => {
  it('returns checked faces and refuses a bad answer with the reason', () => {
    const answers: unknown[] = [[4], [7], [1, 2]];
    const dice = new ManualDice(() => answers.shift() as number[]);
    expect(dice.roll(req('1d6'))).toEqual([4]);
    expect(() => dice.roll(req('1d6', 'PS-ARMOUR-1'))).toThrow(
      /PS-ARMOUR-1.*Face invalide 7.*Invalid face 7/,
    );
    expect(() => dice.roll(req('1d6'))).toThrow(/2 face\(s\)/);
  });

  it('passes the request to the person', () => {
    const seen: ChanceRequest[] = [];
    const dice = new ManualDice((r) => {
      seen.push(r);
      return [2, 5];
    });
    const r = { ...req('2d6'), target: 8, modifier: 1 };
    dice.roll(r);
    expect(seen).toEqual([r]);
  });
});
