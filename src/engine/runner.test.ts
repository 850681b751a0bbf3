import { describe, expect, it } from 'vitest';
import { RandomAgent } from '../bots/random.ts';
import { parseRecord } from './record.ts';
import { RefusalError } from './refusal.ts';
import { seedCommitment } from './rng.ts';
import { runMatch } from './runner.ts';
import { ScriptedDice, SeededDice } from './sources.ts';
import { firstLegal, scriptedAgent } from './testing/agents.ts';
import { raceRules } from './testing/toy.ts';
import type { GameEvent } from './types.ts';

const randoms = (n: number, seed: string) =>
  Array.from({ length: n }, (_, i) => new RandomAgent(`${seed}/${i}`));

describe('runMatch', () => {
  it('plays a seeded match to the end and records every input', () => {
    const run = () =>
      runMatch(raceRules, { players: 3 }, { agents: randoms(3, 'g'), dice: new SeededDice('g') });
    const a = run();
    expect(a.outcome).not.toBeNull();
    expect(raceRules.pending(a.state).kind).toBe('over');
    expect(a.record.inputs).toHaveLength(a.steps.decisions + a.steps.chance);
    expect(a.record.final).toEqual({ hash: raceRules.hash(a.state), outcome: a.outcome });
    expect(a.record.dice).toEqual({ source: 'seeded', seed: 'g', seedCommitment: seedCommitment('g') });
    expect(a.record.seats).toEqual([0, 1, 2].map(() => ({ name: 'Random', kind: 'bot:random' })));
    expect(a.record.game).toBe('race');
    expect(parseRecord(JSON.parse(JSON.stringify(a.record)))).toEqual({ ok: true, value: a.record });
    expect(run().record).toEqual(a.record);
  });

  it('records decisions, faces and simultaneous orders in the arbitre-record/1 shape', () => {
    // Both seats start on square 1 (sealed orders); seat 0 rolls a 2, rerolls a 6; seat 1 passes.
    const agent = scriptedAgent([{ start: 1 }, { start: 0 }, 'roll', 'reroll', 'pass']);
    const events: [GameEvent, number][] = [];
    const r = runMatch(
      raceRules,
      { players: 2, sealedStart: true, maxTurns: 2 },
      { agents: [agent, agent], dice: new ScriptedDice([[2], [6]]), onEvent: (e, i) => events.push([e, i]) },
    );
    expect(r.record.inputs).toEqual([
      { orders: { '0': { start: 1 }, '1': { start: 0 } } },
      { player: 0, action: 'roll' },
      { faces: [2] },
      { player: 0, action: 'reroll' },
      { faces: [6] },
      { player: 1, action: 'pass' },
    ]);
    expect(r.steps).toEqual({ decisions: 4, chance: 2 });
    expect(r.outcome).toEqual({ scores: [2, 0], ranks: [1, 2], winners: [0] });
    expect(r.events).toBe(events.length);
    expect(events.map(([, i]) => i)).toEqual(events.map((_, i) => i));
    const rolls = events.map(([e]) => e).filter((e) => e.type === 'roll');
    expect(rolls.map((e) => [e.faces, e.success, e.reroll])).toEqual([
      [[2], false, false],
      [[6], true, true],
    ]);
    expect(r.record.dice).toEqual({ source: 'scripted' });
  });

  it('throws the rules refusal of an agent input, with its index', () => {
    const bad = scriptedAgent(['roll', 'fly']);
    try {
      runMatch(raceRules, {}, { agents: [bad, bad], dice: new ScriptedDice([[1]]) });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RefusalError);
      expect((e as RefusalError).index).toBe(2);
      expect((e as RefusalError).error.code).toBe('race.action');
      expect((e as RefusalError).message).toMatch(/Input 2: \[RACE-4\].*"fly"/);
    }
  });

  it('throws when the dice are refused, and when setup is refused (index -1)', () => {
    expect(() =>
      runMatch(raceRules, {}, { agents: [firstLegal, firstLegal], dice: new ScriptedDice([[7]]) }),
    ).toThrow(/Input 1: \[RACE-3\] Face invalide 7/);
    try {
      runMatch(raceRules, { players: 9 }, { agents: [], dice: new ScriptedDice([]) });
      expect.unreachable();
    } catch (e) {
      expect((e as RefusalError).index).toBe(-1);
      expect((e as RefusalError).error.code).toBe('options.invalid');
    }
  });

  it('throws when a match outruns its step bound', () => {
    const short = { ...raceRules, stepBound: () => 3 };
    expect(() =>
      runMatch(short, {}, { agents: [firstLegal, firstLegal], dice: new ScriptedDice([[1], [1], [1], [1]]) }),
    ).toThrow(/exceeded its step bound \(3 steps\)/);
  });

  it('stops at maxSteps with a null outcome', () => {
    const r = runMatch(raceRules, {}, { agents: randoms(2, 'm'), dice: new SeededDice('m'), maxSteps: 3 });
    expect(r.record.inputs).toHaveLength(3);
    expect(r.outcome).toBeNull();
    expect(r.record.final?.outcome).toBeNull();
  });

  it('computes views only for agents that use them', () => {
    const seen: unknown[] = [];
    const looker = { choose: (view: unknown, legal: unknown[]) => (seen.push(view), legal[0]) };
    runMatch(raceRules, { players: 1, maxTurns: 1 }, { agents: [looker], dice: new ScriptedDice([[4]]) });
    expect(seen).toEqual([{ pos: [0], active: 0, turns: 0, phase: 'choose', rerolled: false, goal: 5 }]);
  });
});
