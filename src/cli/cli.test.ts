import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { MatchRecord } from '../engine/record.ts';
import { raceRules } from '../engine/testing/toy.ts';
import { run } from './main.ts';
import type { SimulateSummary } from './simulate.ts';

const dir = mkdtempSync(join(tmpdir(), 'arbitre-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

class Sink {
  text = '';
  isTTY = false;
  write(chunk: string): boolean {
    this.text += chunk;
    return true;
  }
}

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const stdout = new Sink();
  const stderr = new Sink();
  const code = await run(argv, { games: { race: raceRules }, stdout, stderr });
  return { code, out: stdout.text, err: stderr.text };
}

const oneLine = (text: string): void => {
  expect(text.trim().split('\n')).toHaveLength(1);
  expect(text).not.toMatch(/\n\s+at /);
};

describe('arbitre simulate', () => {
  it('prints a JSON summary of seeded games, reproducibly', async () => {
    const a = await cli('simulate', 'race', '--games', '20', '--seed', 's', '--players', '3', '--json');
    expect(a.code).toBe(0);
    expect(a.err).toBe('');
    const s = JSON.parse(a.out) as SimulateSummary;
    expect(s).toMatchObject({
      game: 'race',
      games: 20,
      players: 3,
      seed: 's',
      bots: ['random', 'random', 'random'],
    });
    expect(s.wins).toHaveLength(3);
    expect(s.wins.reduce((x, y) => x + y, 0)).toBe(20 + s.sharedWins);
    expect(s.averageScores).toHaveLength(3);
    expect(s.averageSteps).toBeCloseTo(s.averageDecisions + s.averageChance, 9);
    expect(s.totalSteps).toBe(Math.round(s.averageSteps * 20));
    expect(typeof s.stepsPerSecond).toBe('number');
    const b = JSON.parse(
      (await cli('simulate', 'race', '--games', '20', '--seed', 's', '--players', '3', '--json')).out,
    );
    expect({ ...b, seconds: 0, stepsPerSecond: 0 }).toEqual({ ...s, seconds: 0, stepsPerSecond: 0 });
  });

  it('prints a readable summary by default', async () => {
    const r = await cli('simulate', 'race', '--games', '3', '--options', '{"goal":2}');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^race : 3 parties, 2 sièges/);
    expect(r.out).toMatch(/average length/);
    expect(r.out).toMatch(/steps\/s/);
  });

  it('writes every event to --log with its game index, and each record to --records', async () => {
    const log = join(dir, 'events.jsonl');
    const records = join(dir, 'records');
    const r = await cli(
      'simulate',
      'race',
      '--games',
      '4',
      '--seed',
      'L',
      '--log',
      log,
      '--records',
      records,
      '--json',
    );
    expect(r.code).toBe(0);
    const lines = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(new Set(lines.map((l) => l.game))).toEqual(new Set([0, 1, 2, 3]));
    expect(lines.every((l) => typeof l.type === 'string')).toBe(true);
    expect(readdirSync(records).sort()).toEqual(['0.json', '1.json', '2.json', '3.json']);
    const record = JSON.parse(readFileSync(join(records, '2.json'), 'utf8')) as MatchRecord;
    expect(record).toMatchObject({
      format: 'arbitre-record/1',
      game: 'race',
      dice: { source: 'seeded', seed: 'L:2' },
    });
    const rolls = lines.filter((l) => l.game === 2 && l.type === 'roll').map((l) => l.faces);
    expect(rolls).toEqual(
      record.inputs.filter((i) => 'faces' in i).map((i) => (i as { faces: number[] }).faces),
    );
  });

  it('refuses bad arguments and options in one line with exit code 2', async () => {
    for (const argv of [
      ['simulate', 'race', '--games', 'abc'],
      ['simulate', 'race', '--games', '0'],
      ['simulate', 'race', '--frobnicate'],
      ['simulate', 'race', '--options', '{bad json'],
      ['simulate', 'race', '--options', '[1]'],
      ['simulate', 'race', '--players', '9'],
      ['simulate', 'race', '--options', '{"goal":"far"}'],
      ['simulate', 'race', '--bots', 'random,random,random'],
      ['simulate', 'race', '--bots', 'genius'],
      ['simulate', 'chess'],
      ['simulate'],
      ['teleport'],
    ]) {
      const r = await cli(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.out).toBe('');
      oneLine(r.err);
    }
    const r = await cli('simulate', 'race', '--players', '9');
    expect(r.err).toMatch(/Options refusées \/ Options refused: \[RACE-1\] Options invalides : players/);
    expect((await cli('simulate', 'chess')).err).toMatch(/Unknown game "chess" \(known games: race\)/);
    expect((await cli('simulate', 'race', '--bots', 'genius')).err).toMatch(/Unknown bot "genius"/);
  });

  it('prints help with exit 0', async () => {
    const r = await cli('--help');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/simulate/);
  });
});

describe('arbitre verify and replay', () => {
  const recordPath = join(dir, 'rv', '0.json');
  const ready = cli(
    'simulate',
    'race',
    '--games',
    '1',
    '--seed',
    'V',
    '--records',
    join(dir, 'rv'),
    '--json',
  );
  const load = async (): Promise<MatchRecord> => {
    await ready;
    return JSON.parse(readFileSync(recordPath, 'utf8')) as MatchRecord;
  };
  const save = (name: string, content: string): string => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };

  it('verifies an untouched record', async () => {
    const record = await load();
    const r = await cli('verify', recordPath);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const [first, said] = r.out.trim().split('\n');
    expect(first).toBe(`proven ${record.final!.hash}`);
    expect(said).toMatch(/^Prouvé : .*germe révélé correspond à son engagement/);
    const en = await cli('verify', recordPath, '--lang', 'en');
    expect(en.out).toMatch(/\nProven: .*revealed seed matches its commitment/);
  });

  it('says unproven (exit 3) for a forged record: seed removed, a face changed, final hash recomputed', async () => {
    const record = await load();
    delete record.dice.seed;
    const i = record.inputs.findIndex((x) => 'faces' in x);
    const input = record.inputs[i] as { faces: number[] };
    input.faces = [(input.faces[0]! % 6) + 1];
    const forged = save('unproven.json', JSON.stringify(record));
    const replayed = JSON.parse((await cli('replay', forged, '--json')).out) as {
      hash: string;
      outcome: unknown;
    };
    record.final = { hash: replayed.hash, outcome: replayed.outcome as never };
    const r = await cli('verify', save('unproven.json', JSON.stringify(record)), '--lang', 'en');
    expect(r.code).toBe(3);
    expect(r.out).toMatch(/^unproven /);
    expect(r.out).toMatch(/Unproven: .*could not be checked/);
    record.dice = { source: 'manual' };
    const typed = await cli('verify', save('typed.json', JSON.stringify(record)));
    expect(typed.code).toBe(0);
    expect(typed.out).toMatch(/^typed .*\nDés saisis/);
  });

  it('finds a changed face and names its input', async () => {
    const record = await load();
    const i = record.inputs.findIndex((x) => 'faces' in x);
    const input = record.inputs[i] as { faces: number[] };
    input.faces = [(input.faces[0]! % 6) + 1];
    const r = await cli('verify', save('tampered.json', JSON.stringify(record)));
    expect(r.code).toBe(2);
    oneLine(r.err);
    expect(r.err).toContain(`Failed at input ${i}`);
    expect(r.err).toMatch(/not what the seed rolls/);
    const replayed = await cli('replay', join(dir, 'tampered.json'));
    expect(replayed.code).toBe(0);
  });

  it('reports a wrong final hash at the end', async () => {
    const record = await load();
    record.final!.hash = 'forged';
    const r = await cli('verify', save('forged.json', JSON.stringify(record)));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/Failed at the end .*recorded final hash \(forged\)/);
  });

  it('refuses truncated JSON, a missing file, a corrupted record and an unknown game', async () => {
    const text = readFileSync(recordPath, 'utf8');
    const truncated = await cli('verify', save('truncated.json', text.slice(0, text.length >> 1)));
    expect(truncated.code).toBe(2);
    oneLine(truncated.err);
    expect(truncated.err).toMatch(/truncated or corrupted/);
    const missing = await cli('verify', join(dir, 'nope.json'));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/File not found: .*nope\.json/);
    const record = await load();
    const corrupted = await cli(
      'verify',
      save('corrupted.json', JSON.stringify({ ...record, inputs: 'none' })),
    );
    expect(corrupted.code).toBe(2);
    expect(corrupted.err).toMatch(/Invalid or incomplete record — inputs/);
    const chess = await cli('replay', save('chess.json', JSON.stringify({ ...record, game: 'chess' })));
    expect(chess.code).toBe(2);
    expect(chess.err).toMatch(/Unknown game "chess"/);
  });

  it('replays a record as events, one JSON object a line, or its final position with --json', async () => {
    const record = await load();
    const r = await cli('replay', recordPath);
    expect(r.code).toBe(0);
    const events = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string });
    expect(events.filter((e) => e.type === 'roll')).toHaveLength(
      record.inputs.filter((i) => 'faces' in i).length,
    );
    const j = await cli('replay', recordPath, '--json');
    expect(j.code).toBe(0);
    const summary = JSON.parse(j.out) as Record<string, unknown>;
    expect(summary).toMatchObject({ game: 'race', hash: record.final!.hash, outcome: record.final!.outcome });
    expect(summary.view).toMatchObject({ phase: 'over' });
  });

  it('stops a replay at an illegal input with its index', async () => {
    const record = await load();
    const i = record.inputs.findIndex((x) => 'player' in x);
    record.inputs[i] = { player: 0, action: 'teleport' };
    const r = await cli('replay', save('illegal.json', JSON.stringify(record)));
    expect(r.code).toBe(2);
    oneLine(r.err);
    expect(r.err).toMatch(new RegExp(`Failed at input ${i}: \\[RACE-2\\] .*"teleport"`));
  });
});

describe('arbitre demo', () => {
  it('simulates three four-player games and announces the server', async () => {
    const stdout = new Sink();
    const stderr = new Sink();
    const code = await run(['demo'], { games: { 'piss-squig': raceRules }, stdout, stderr });
    expect(code).toBe(0);
    expect(stdout.text).toMatch(/3 games, 4 seats, seed "demo"/);
    expect(stdout.text).toMatch(/server \(arbitre serve\).*arrive later/);
  });

  it('says clearly when Piss’ Squig is not available', async () => {
    const r = await cli('demo');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/Unknown game "piss-squig"/);
  });
});

describe('progress bar', () => {
  it('is drawn on stderr only when stderr is a terminal, leaving stdout clean', async () => {
    const stdout = new Sink();
    const stderr = new Sink();
    stderr.isTTY = true;
    const code = await run(['simulate', 'race', '--games', '5', '--json'], {
      games: { race: raceRules },
      stdout,
      stderr,
    });
    expect(code).toBe(0);
    expect(stderr.text).toMatch(/5\/5/);
    expect((JSON.parse(stdout.text) as SimulateSummary).games).toBe(5);
  });
});
