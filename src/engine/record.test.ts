import { describe, expect, it } from 'vitest';
import { RandomAgent } from '../bots/random.ts';
import { parseRecord, parseRecordText, replay, verify, type MatchRecord } from './record.ts';
import { runMatch } from './runner.ts';
import { ScriptedDice, SeededDice } from './sources.ts';
import { scriptedAgent } from './testing/agents.ts';
import { raceRules } from './testing/toy.ts';

const seeded = (seed: string, options: unknown = { players: 2, sealedStart: true }): MatchRecord =>
  runMatch(raceRules, options, {
    agents: [0, 1, 2, 3].map((i) => new RandomAgent(`${seed}/${i}`)),
    dice: new SeededDice(seed),
  }).record;

const copy = (r: MatchRecord): MatchRecord => JSON.parse(JSON.stringify(r)) as MatchRecord;

const firstFaces = (r: MatchRecord): number => r.inputs.findIndex((i) => 'faces' in i);

describe('replay', () => {
  it('reproduces the final state of a recorded match', () => {
    for (const seed of ['a', 'b', 'c']) {
      const record = seeded(seed);
      const r = replay(raceRules, record);
      if (!r.ok) throw new Error(r.error.error.en);
      expect(raceRules.hash(r.value.state)).toBe(record.final?.hash);
      expect(r.value.steps.decisions + r.value.steps.chance).toBe(record.inputs.length);
      expect(r.value.events.filter((e) => e.type === 'roll')).toHaveLength(r.value.steps.chance);
    }
  });

  it('stops at an illegal decision with its index and the rules error', () => {
    const record = copy(seeded('x'));
    const i = record.inputs.findIndex((x) => 'player' in x);
    record.inputs[i] = { player: (record.inputs[i] as { player: number }).player, action: 'fly' };
    expect(replay(raceRules, record)).toMatchObject({
      ok: false,
      error: { index: i, error: { code: 'race.action' } },
    });
  });

  it('stops at faces refused by the rules', () => {
    const record = copy(seeded('x'));
    const i = firstFaces(record);
    record.inputs[i] = { faces: [0] };
    const r = replay(raceRules, record);
    expect(r).toMatchObject({ ok: false, error: { index: i, error: { code: 'dice.face', rule: 'RACE-3' } } });
  });

  it('stops at an input of the wrong kind or by the wrong player', () => {
    const record = copy(seeded('x', { players: 2 }));
    const wrongKind = copy(record);
    wrongKind.inputs[0] = { faces: [3] };
    const r1 = replay(raceRules, wrongKind);
    expect(r1).toMatchObject({ ok: false, error: { index: 0, error: { code: 'record.inputKind' } } });
    if (!r1.ok) {
      expect(r1.error.error.message).toBe('Entrée 0 : attendu une décision du joueur 0, reçu des dés [3].');
      expect(r1.error.error.en).toBe('Input 0: expected a decision by player 0, got dice [3].');
    }
    const wrongPlayer = copy(record);
    wrongPlayer.inputs[0] = { player: 1, action: 'roll' };
    expect(replay(raceRules, wrongPlayer)).toMatchObject({
      ok: false,
      error: {
        index: 0,
        error: {
          code: 'record.inputKind',
          en: 'Input 0: expected a decision by player 0, got a decision by player 1.',
        },
      },
    });
    const decisionForDice = copy(record);
    const i = firstFaces(decisionForDice);
    decisionForDice.inputs[i] = { player: 0, action: 'roll' };
    expect(replay(raceRules, decisionForDice)).toMatchObject({
      ok: false,
      error: {
        index: i,
        error: { en: `Input ${i}: expected dice for RACE-3 (1d6), got a decision by player 0.` },
      },
    });
  });

  it('checks simultaneous orders: every listed player, each validated', () => {
    const record = copy(seeded('x'));
    expect(record.inputs[0]).toHaveProperty('orders');
    const missing = copy(record);
    missing.inputs[0] = { orders: { '0': { start: 1 } } };
    expect(replay(raceRules, missing)).toMatchObject({
      ok: false,
      error: { index: 0, error: { code: 'record.orders' } },
    });
    const bad = copy(record);
    bad.inputs[0] = { orders: { '0': { start: 1 }, '1': { start: 5 } } };
    expect(replay(raceRules, bad)).toMatchObject({
      ok: false,
      error: { index: 0, error: { code: 'race.order' } },
    });
  });

  it('refuses inputs left over after the end', () => {
    const record = copy(seeded('x'));
    record.inputs.push({ faces: [6] });
    expect(replay(raceRules, record)).toMatchObject({
      ok: false,
      error: { index: record.inputs.length - 1, error: { code: 'record.trailing' } },
    });
  });

  it('refuses bad options as index -1, and a record of another game', () => {
    const record = copy(seeded('x'));
    record.options = { players: 0 };
    expect(replay(raceRules, record)).toMatchObject({
      ok: false,
      error: { index: -1, error: { code: 'options.invalid' } },
    });
    record.game = 'chess';
    expect(replay(raceRules, record)).toMatchObject({
      ok: false,
      error: { index: -1, error: { code: 'record.game' } },
    });
  });
});

describe('verify', () => {
  it('accepts an untouched seeded record', () => {
    const record = seeded('v');
    const r = verify(raceRules, copy(record));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.hash).toBe(record.final?.hash);
    if (r.ok) expect(r.value.verdict).toBe('proven');
    if (r.ok) expect(r.value.checked.faces).toBe(record.inputs.filter((i) => 'faces' in i).length);
  });

  it('says unproven, never proven, for a forged record: seed removed, a face changed, hash recomputed', () => {
    const record = copy(seeded('v'));
    delete record.dice.seed;
    const i = firstFaces(record);
    const input = record.inputs[i] as { faces: number[] };
    input.faces = [(input.faces[0]! % 6) + 1];
    const replayed = replay(raceRules, record);
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    const p = raceRules.pending(replayed.value.state);
    record.final = {
      hash: raceRules.hash(replayed.value.state),
      outcome: p.kind === 'over' ? p.outcome : null,
    };
    const r = verify(raceRules, record);
    expect(r).toMatchObject({
      ok: true,
      value: { verdict: 'unproven', checked: { source: 'unchecked', faces: 0 } },
    });
  });

  it('says typed for faces typed at a table, and partial up to the first withheld input', () => {
    const record = copy(seeded('v'));
    record.dice = { source: 'manual' };
    expect(verify(raceRules, record)).toMatchObject({ ok: true, value: { verdict: 'typed' } });
    const partial = copy(seeded('v'));
    const at = partial.inputs.findIndex((x) => 'player' in x && x.player === 1);
    const who = (partial.inputs[at] as { player: number }).player;
    partial.inputs[at] = { withheld: { player: who } };
    partial.partial = { viewer: 'spectator', first: at, withheld: 1 };
    const parsed = parseRecord(JSON.parse(JSON.stringify(partial)));
    expect(parsed.ok).toBe(true);
    const r = verify(raceRules, partial);
    expect(r).toMatchObject({
      ok: true,
      value: {
        verdict: 'partial',
        hash: null,
        checked: { withheldAt: at, withheld: 1, inputs: at, source: 'seed' },
      },
    });
    if (r.ok)
      expect(r.value.checked.faces).toBe(partial.inputs.slice(0, at).filter((x) => 'faces' in x).length);
  });

  it('finds a changed face against the seed, at its index', () => {
    const record = copy(seeded('v'));
    const i = firstFaces(record);
    const input = record.inputs[i] as { faces: number[] };
    input.faces = [(input.faces[0]! % 6) + 1];
    const r = verify(raceRules, record);
    expect(r).toMatchObject({
      ok: false,
      error: { index: i, error: { code: 'record.dice', rule: 'RACE-3' } },
    });
  });

  it('refuses a seed that does not match its commitment', () => {
    const record = copy(seeded('v'));
    record.dice.seed = 'w';
    expect(verify(raceRules, record)).toMatchObject({
      ok: false,
      error: { index: -1, error: { code: 'record.seedCommitment' } },
    });
  });

  it('refuses a wrong final hash or outcome', () => {
    const record = copy(seeded('v'));
    record.final = { hash: 'nope', outcome: record.final!.outcome };
    expect(verify(raceRules, record)).toMatchObject({
      ok: false,
      error: { index: record.inputs.length, error: { code: 'record.hash' } },
    });
    const other = copy(seeded('v'));
    other.final!.outcome = { scores: [9, 9], ranks: [1, 1], winners: [0, 1] };
    expect(verify(raceRules, other)).toMatchObject({
      ok: false,
      error: { error: { code: 'record.outcome' } },
    });
  });

  it('verifies a record with scripted dice by its hash alone', () => {
    const agent = scriptedAgent(['roll', 'accept', 'pass']);
    const { record } = runMatch(
      raceRules,
      { players: 2, maxTurns: 2 },
      { agents: [agent, agent], dice: new ScriptedDice([[1]]) },
    );
    expect(verify(raceRules, record)).toMatchObject({ ok: true, value: { verdict: 'unproven' } });
    const tampered = copy(record);
    tampered.inputs[1] = { faces: [5] };
    expect(verify(raceRules, tampered)).toMatchObject({ ok: false });
  });
});

describe('parseRecord', () => {
  it('says a truncated file is unreadable', () => {
    const text = JSON.stringify(seeded('p'));
    const r = parseRecordText(text.slice(0, text.length - 10));
    expect(r).toMatchObject({ ok: false, error: { code: 'record.json' } });
    if (!r.ok)
      expect(r.error.en).toMatch(/^Unreadable record \(invalid JSON: truncated or corrupted file\?\)/);
  });

  it('names what is wrong in a corrupted record', () => {
    const record = copy(seeded('p')) as unknown as Record<string, unknown>;
    expect(parseRecord({ ...record, format: 'other/2' })).toMatchObject({
      ok: false,
      error: { code: 'record.format' },
    });
    expect(parseRecord([1])).toMatchObject({ ok: false, error: { code: 'record.format' } });
    const noInputs = { ...record };
    delete noInputs.inputs;
    const r = parseRecord(noInputs);
    expect(r).toMatchObject({ ok: false, error: { code: 'record.invalid' } });
    if (!r.ok) expect(r.error.en).toMatch(/inputs/);
    const badInput = { ...record, inputs: [{ faces: 'six' }] };
    const r2 = parseRecord(badInput);
    if (!r2.ok) expect(r2.error.en).toMatch(/inputs\.0/);
    expect(r2.ok).toBe(false);
  });

  it('accepts a record without options or final section', () => {
    const record = copy(seeded('p')) as unknown as Record<string, unknown>;
    delete record.final;
    delete record.options;
    expect(parseRecord(record).ok).toBe(true);
  });
});
