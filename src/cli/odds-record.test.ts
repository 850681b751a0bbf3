/**
 * `arbitre odds <game> --record FILE [--at N] --action JSON [--seat K] [--policy ...] [--rolls R] [--json]`
 * (issue 13): a recorded position's input expanded exactly, and every bad argument refused in one bilingual line.
 * The records are seeded self-play (random bots), searched for a position of the kind wanted.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RandomAgent } from '../bots/random.ts';
import { replay, type MatchRecord } from '../engine/record.ts';
import { runMatch } from '../engine/runner.ts';
import { SeededDice } from '../engine/sources.ts';
import type { AnyRules } from '../engine/types.ts';
import { whatIf } from '../engine/what-if.ts';
import { pillards } from '../games/pillards/index.ts';
import { pissSquig } from '../games/piss-squig/index.ts';
import { run } from './main.ts';

const dir = mkdtempSync(join(tmpdir(), 'arbitre-odds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await run(argv, {
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s) },
  });
  return { code, out, err };
}

function stateAt(rules: AnyRules, record: MatchRecord, n: number): unknown {
  const r = replay(rules, { ...record, inputs: record.inputs.slice(0, n) });
  if (!r.ok) throw new Error(r.error.error.en);
  return r.value.state;
}

/**
 * Seeded random self-play of `rules` with `options` until a record has a position before input `at` where `seat`
 * may play `input` (`find` returns it); the record is written to `file`.
 */
function findPosition(
  rules: AnyRules,
  options: unknown,
  file: string,
  find: (s: unknown, player: number) => unknown,
): { path: string; at: number; input: unknown; player: number; record: MatchRecord } {
  for (let seed = 0; seed < 200; seed++) {
    const agents = [0, 1].map(
      (i) => new RandomAgent(`odds ${seed} ${i}`, `R${i}`, (a) => rules.resigns?.(a) === true),
    );
    const { record } = runMatch(rules, options, { agents, dice: new SeededDice(`odds ${seed}`) });
    for (let at = 0; at < record.inputs.length; at++) {
      const input = record.inputs[at]!;
      if (!('player' in input)) continue;
      const s = stateAt(rules, record, at);
      const found = find(s, input.player);
      if (found === undefined) continue;
      const path = join(dir, file);
      writeFileSync(path, JSON.stringify(record));
      return { path, at, input: found, player: input.player, record };
    }
  }
  throw new Error(`no position found for ${rules.id}`);
}

const oneLine = (r: { code: number; err: string; out: string }) => {
  expect(r.code).toBe(2);
  expect(r.out).toBe('');
  expect(r.err.trim().split('\n')).toHaveLength(1);
  // French, then English
  expect(r.err).toContain(' / ');
};

describe('arbitre odds --record: Piss’ Squig', () => {
  // Goblin 0 has Pro (and, like every goblin, Esquive): the first position where seat 0 may step out of a
  // tackle zone, and the step that makes it dodge.
  let ps: ReturnType<typeof findPosition>;
  beforeAll(() => {
    const options = { players: 2, goblins: [{ skills: ['pro'] }, {}] };
    ps = findPosition(pissSquig, options, 'ps.json', (s, player) => {
      if (player !== 0) return undefined;
      const state = s as Parameters<typeof pissSquig.legal>[0];
      return pissSquig.legal(state, 0).find((a) => {
        if (a.type !== 'step') return false;
        const b = pissSquig.clone(state);
        pissSquig.apply(b, 0, a);
        const p = pissSquig.pending(b);
        return p.kind === 'chance' && p.request.rule === 'PS-DODGE-1' && p.request.modifier === 0;
      });
    });
  });

  it("PS-DODGE-1 a position file (options and inputs, no seats or dice) gives the record's answer", async () => {
    const action = JSON.stringify(ps.input);
    const position = join(dir, 'ps-position.json');
    writeFileSync(
      position,
      JSON.stringify({
        format: 'arbitre-position/1',
        game: 'piss-squig',
        options: ps.record.options,
        inputs: ps.record.inputs.slice(0, ps.at),
      }),
    );
    const fromRecord = await cli(
      'odds',
      'piss-squig',
      '--record',
      ps.path,
      '--at',
      String(ps.at),
      '--action',
      action,
      '--json',
    );
    const fromPosition = await cli('odds', 'piss-squig', '--record', position, '--action', action, '--json');
    expect(fromPosition.err).toBe('');
    const a = JSON.parse(fromRecord.out);
    const b = JSON.parse(fromPosition.out);
    expect(b.at).toBe(ps.at);
    expect(b.tree).toEqual(a.tree);
    expect(b.ends).toEqual(a.ends);
    expect(b.ends[0].p).toBe('8/9');
    // A position file with a mistake is refused in one line, saying where.
    writeFileSync(
      position,
      JSON.stringify({ format: 'arbitre-position/1', game: 'piss-squig', inputs: 'x' }),
    );
    const bad = await cli('odds', 'piss-squig', '--record', position, '--action', action);
    oneLine(bad);
    expect(bad.err).toMatch(/invalid position file: inputs: /);
  });

  it('PS-DODGE-1 PS-DODGE-3 prints the tree and its leaves: 8/9 with the offers taken, 2/3 declined', async () => {
    const action = JSON.stringify(ps.input);
    const always = await cli(
      'odds',
      'piss-squig',
      '--record',
      ps.path,
      '--at',
      String(ps.at),
      '--action',
      action,
    );
    expect(always.err).toBe('');
    expect(always.code).toBe(0);
    const lines = always.out.split('\n');
    expect(lines[0]).toBe(
      `piss-squig — ${ps.path}, position avant l'entrée ${ps.at} sur ${ps.record.inputs.length} / position before input ${ps.at} of ${ps.record.inputs.length}`,
    );
    expect(lines[1]).toBe(`Joueur 0 joue / Player 0 plays ${action} — always (offres prises / offers taken)`);
    expect(lines[3]).toBe('  PS-DODGE-1 1d6, cible/target 3, jet du joueur 0 / player 0 rolls  1 (100.00 %)');
    expect(always.out).toContain('    réussite / success  2/3 (66.67 %)');
    expect(always.out).toContain(
      '      offre de relance / reroll offer, joueur 0 / player 0: {"type":"reroll"} (prise / taken)  1/3 (33.33 %)',
    );
    expect(always.out).toMatch(
      /Fins \/ Ends:\n\s+8\/9\s+88\.89 %\s+décision du joueur 0 \/ player 0 decides\n/,
    );

    const never = await cli(
      'odds',
      'piss-squig',
      '--record',
      ps.path,
      '--at',
      String(ps.at),
      '--action',
      action,
      '--policy',
      'never',
      '--json',
    );
    expect(never.code).toBe(0);
    const json = JSON.parse(never.out);
    expect(json).toMatchObject({ record: ps.path, at: ps.at, game: 'piss-squig', seat: 0, policy: 'never' });
    expect(json.tree[0]).toMatchObject({ kind: 'roll', rule: 'PS-DODGE-1', target: 3 });
    const success = json.leaves.filter((l: { path: { label?: string }[] }) => l.path.length === 1);
    expect(success.map((l: { p: string }) => l.p)).toEqual(['2/3']);
    expect(json.ends[0]).toMatchObject({ p: '2/3', stop: { reason: 'decision', player: 0 } });

    const greedy = await cli(
      'odds',
      'piss-squig',
      '--record',
      ps.path,
      '--at',
      String(ps.at),
      '--action',
      action,
      '--seat',
      '0',
      '--policy',
      'greedy',
      '--json',
    );
    expect(greedy.code).toBe(0);
    expect(JSON.parse(greedy.out).policy).toBe('greedy');
  });

  it('gives the same tree as the engine on the replayed position', async () => {
    const r = await cli(
      'odds',
      'piss-squig',
      '--record',
      ps.path,
      '--at',
      String(ps.at),
      '--action',
      JSON.stringify(ps.input),
      '--json',
    );
    const expected = whatIf(pissSquig, stateAt(pissSquig, ps.record, ps.at), 0, ps.input, {
      policy: 'always',
    });
    if (!expected.ok) throw new Error(expected.error.en);
    expect(JSON.parse(r.out)).toEqual({
      record: ps.path,
      at: ps.at,
      inputs: ps.record.inputs.length,
      ...expected.value,
    });
  });

  it('expands a pending roll when no action is given', async () => {
    // Right after the step, the dodge awaits its die.
    const record = {
      ...ps.record,
      inputs: [...ps.record.inputs.slice(0, ps.at), { player: 0, action: ps.input }],
    };
    const path = join(dir, 'ps-rolling.json');
    writeFileSync(path, JSON.stringify(record));
    const r = await cli('odds', 'piss-squig', '--record', path, '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({ seat: null, input: null, at: ps.at + 1 });
    expect(json.ends[0].p).toBe('8/9');
    const withAction = await cli('odds', 'piss-squig', '--record', path, '--action', '{"type":"end"}');
    oneLine(withAction);
    expect(withAction.err).toContain('A roll is pending here (PS-DODGE-1, 1d6)');
  });

  it('refuses every bad argument with exit 2, one line in French and English, saying what is allowed', async () => {
    const at = String(ps.at);
    const base = ['odds', 'piss-squig', '--record', ps.path, '--at', at];
    const step = JSON.stringify(ps.input);
    const cases: [string[], RegExp][] = [
      [['odds', 'chess', '--record', ps.path], /Unknown game "chess" \(known games: piss-squig, pillards/],
      [['odds', 'pillards', '--record', ps.path], /is a "piss-squig" match, not "pillards"/],
      [
        [...base.slice(0, 4), '--at', '9999', '--action', step],
        /--at 9999 is invalid: expected an integer from 0 to \d+/,
      ],
      [[...base.slice(0, 4), '--at', '-1', '--action', step], /--at -1 is invalid/],
      [[...base, '--action', '{step'], /--action is not JSON \(.*\); allowed inputs, for example: \{"type":/],
      [[...base, '--action', '{"type":"fly"}'], /Allowed inputs, for example: \{"type":"step"/],
      [[...base, '--action', step, '--seat', '1'], /Player 0 decides here, not player 1/],
      [
        [...base, '--action', step, '--policy', 'sometimes'],
        /Unknown policy "sometimes" \(allowed: always, never, greedy\)/,
      ],
      [
        [...base, '--action', step, '--rolls', '0'],
        /--rolls 0 is invalid: expected an integer from 1 to 1000/,
      ],
      [[...base], /Player 0 must decide: give the input, for example \{"type":"step"/],
      [['odds', 'piss-squig', 'dodge', '--record', ps.path], /A scenario \("dodge"\) or --record, not both/],
      [['odds', 'piss-squig', 'dodge', '--at', '3'], /--at: only with --record FILE/],
      [['odds', 'piss-squig', '--record', join(dir, 'none.json')], /File not found/],
    ];
    for (const [argv, message] of cases) {
      const r = await cli(...argv);
      oneLine(r);
      expect(r.err, argv.join(' ')).toMatch(message);
    }
  });

  it('keeps the scenarios: the list, and one computed', async () => {
    const list = await cli('odds', 'piss-squig');
    expect(list.code).toBe(0);
    expect(list.out).toContain('dodge');
    const dodge = await cli('odds', 'piss-squig', 'dodge', '--json');
    expect(JSON.parse(dodge.out).results[0]).toEqual({ result: 'success', fraction: '8/9', p: 8 / 9 });
  });
});

describe('arbitre odds --record: Pillards', () => {
  it('PIL-COMBAT-3 a recorded fight or retreat decision: the tree the engine gives, ending at the next decision', async () => {
    const pil = findPosition(pillards, { players: 2 }, 'pil.json', (s, player) => {
      const state = s as Parameters<typeof pillards.legal>[0];
      const p = pillards.pending(state);
      if (p.kind !== 'decision' || p.player !== player) return undefined;
      return pillards.legal(state, player).find((a) => 'type' in a && a.type === 'fight');
    });
    const r = await cli(
      'odds',
      'pillards',
      '--record',
      pil.path,
      '--at',
      String(pil.at),
      '--action',
      '{"type":"fight"}',
      '--json',
    );
    expect(r.err).toBe('');
    const expected = whatIf(
      pillards,
      stateAt(pillards, pil.record, pil.at),
      undefined,
      { type: 'fight' },
      {
        policy: 'always',
      },
    );
    if (!expected.ok) throw new Error(expected.error.en);
    const json = JSON.parse(r.out);
    expect(json).toEqual({
      record: pil.path,
      at: pil.at,
      inputs: pil.record.inputs.length,
      ...expected.value,
    });
    expect(json.tree[0]).toMatchObject({ kind: 'roll', rule: expect.stringMatching(/^PIL-COMBAT-(5|6)$/) });
    const total = json.ends.reduce((a: number, e: { percent: number }) => a + e.percent, 0);
    expect(total).toBeCloseTo(100, 9);
    const text = await cli(
      'odds',
      'pillards',
      '--record',
      pil.path,
      '--at',
      String(pil.at),
      '--action',
      '{"type":"fight"}',
    );
    expect(text.out).toContain('Issues / Outcomes:');
  });
});
