import { readFileSync, rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from './main.ts';

/** Runs the command against the real game registry. */
async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await run(argv, {
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s) },
  });
  return { code, out, err };
}

describe('arbitre with the real games', () => {
  it('odds lists the Piss’ Squig scenarios, then computes one exactly', async () => {
    const list = await cli('odds', 'piss-squig');
    expect(list.code).toBe(0);
    for (const s of ['dodge', 'piss', 'climb', 'armour', 'block', 'gnak']) expect(list.out).toContain(s);
    const dodge = await cli('odds', 'piss-squig', 'dodge', '--json');
    expect(JSON.parse(dodge.out)).toEqual({
      game: 'piss-squig',
      scenario: 'dodge',
      rule: 'PS-DODGE-1',
      params: { reroll: 1 },
      results: [
        { result: 'success', fraction: '8/9', p: 8 / 9 },
        { result: 'knockedDown', fraction: '1/9', p: 1 / 9 },
      ],
    });
    const climb = await cli('odds', 'piss-squig', 'climb', '--set', 'markers=2');
    expect(climb.out).toMatch(/climbedOut\s+1\/2\s+50\.00 %/);
  });

  it('odds refuses an unknown scenario, a bad setting or an out-of-range value with exit 2 and one line', async () => {
    for (const argv of [
      ['odds', 'piss-squig', 'fly'],
      ['odds', 'piss-squig', 'piss', '--set', 'range=2'],
      ['odds', 'piss-squig', 'piss', '--set', 'distance=4'],
      ['odds', 'chess'],
    ]) {
      const r = await cli(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err.trim().split('\n')).toHaveLength(1);
    }
  });

  it('replay names seats by the record when their names tell them apart, and league goblins by name', async () => {
    const { recordLogNames } = await import('./records.ts');
    expect(recordLogNames({}, [{ name: 'Random' }, { name: 'Random' }])).toEqual({});
    expect(recordLogNames({}, [{ name: 'Aline' }, { name: 'Bot 2' }])).toEqual({ seats: ['Aline', 'Bot 2'] });
    // Piss' Squig goblins as the board tags them, 1-based like the seats; a league goblin by name and tag
    expect(recordLogNames({ goblins: [{ name: 'Verrue' }, {}] }, [], 'piss-squig')).toEqual({
      goblins: ['Verrue (1)', '2'],
    });
    expect(recordLogNames({ mode: 'doubles' }, [{}, {}], 'piss-squig').goblins).toEqual([
      '1·1',
      '1·2',
      '2·1',
      '2·2',
    ]);
    expect(recordLogNames({}, [{ name: 'A' }, { name: 'B' }], 'pillards')).toEqual({ seats: ['A', 'B'] });
  });

  it('replay prints a golden record as readable lines with rule IDs, in French or English', async () => {
    const fr = await cli('replay', 'test/golden/piss-squig-2p.json');
    expect(fr.code).toBe(0);
    const lines = fr.out.trim().split('\n');
    expect(lines[0]).toBe('Jet de départ, Random 1 : 2D6 = 5+2 → 7. [PS-SETUP-5]');
    for (const l of lines) expect(l).toMatch(/\[PS-[A-Z]+-\d+\]$/);
    const en = await cli('replay', 'test/golden/piss-squig-2p.json', '--lang', 'en');
    expect(en.out.split('\n')[0]).toBe('Random 1 roll-off: 2D6 = 5+2 → 7. [PS-SETUP-5]');
    const jsonl = await cli('replay', 'test/golden/piss-squig-2p.json', '--jsonl');
    expect(JSON.parse(jsonl.out.split('\n')[0]!)).toMatchObject({
      type: 'roll',
      rule: 'PS-SETUP-5',
      faces: [5, 2],
    });
  });
  it('simulate plays Piss’ Squig career matches (campaign on, goblins with careers) and logs the post-match', async () => {
    const career = (id: string, xp: number) => ({ skills: [], name: id, career: { id, xp, gold: 10000 } });
    const options = JSON.stringify({ campaign: 'ligue', goblins: [career('a', 0), career('b', 14)] });
    const log = `${process.env.TMPDIR ?? '/tmp'}/arbitre-career-${process.pid}.jsonl`;
    const r = await cli(
      'simulate',
      'piss-squig',
      '--games',
      '3',
      '--json',
      '--options',
      options,
      '--log',
      log,
    );
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ game: 'piss-squig', games: 3, players: 2 });
    const events = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string });
    rmSync(log, { force: true });
    expect(events.filter((e) => e.type === 'postMatch')).toHaveLength(3);
    expect(events.filter((e) => e.type === 'goldCredited')).toHaveLength(6);
    const bad = await cli('simulate', 'piss-squig', '--options', JSON.stringify({ campaign: 'ligue' }));
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('[PS-CAMP-1] En campagne (« ligue »), goblins doit donner chaque gobelin');
  });

  it('simulate, replay and verify Spark Ball with the quick-play rosters (greedy against random, 2 turns)', async () => {
    const dir = `${process.env.TMPDIR ?? '/tmp'}/arbitre-sb-${process.pid}`;
    const options = JSON.stringify({ match: { maxTurns: 2 } });
    const sim = await cli(
      'simulate',
      'spark-ball',
      '--games',
      '2',
      '--bots',
      'greedy,random',
      '--options',
      options,
      '--records',
      dir,
      '--json',
    );
    expect(sim.code, sim.err).toBe(0);
    expect(JSON.parse(sim.out)).toMatchObject({
      game: 'spark-ball',
      games: 2,
      players: 2,
      bots: ['greedy', 'random'],
    });
    const verify = await cli('verify', `${dir}/0.json`, '--lang', 'en');
    expect(verify.code, verify.out + verify.err).toBe(0);
    const replay = await cli('replay', `${dir}/0.json`);
    expect(replay.code, replay.err).toBe(0);
    for (const l of replay.out.trim().split('\n')) expect(l).toMatch(/\[(ARB-)?SB-[A-Z0-9-]+\]$/);
    const odds = await cli('odds', 'spark-ball', 'pickup', '--set', 'reroll=0', '--json');
    expect(JSON.parse(odds.out).results).toContainEqual({ result: 'pickedUp', fraction: '2/3', p: 2 / 3 });
    // A tackle at the step's start, AG 3 against AG 3: the AG test holds unless the die is 1 or below the
    // difficulty's die (20/36); then the F test likewise.
    const tackle = await cli('odds', 'spark-ball', 'tackle', '--json');
    expect(JSON.parse(tackle.out)).toMatchObject({ rule: 'SB-REACT-6' });
    expect(JSON.parse(tackle.out).results).toEqual([
      { result: 'resisted', fraction: '5/9', p: 5 / 9 },
      { result: 'resistedUnbalanced', fraction: '20/81', p: 20 / 81 },
      { result: 'knockedDown', fraction: '16/81', p: 16 / 81 },
    ]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('simulate, replay and verify OSOI (greedy against random, 2 rounds), and its opposed-test odds', async () => {
    const dir = `${process.env.TMPDIR ?? '/tmp'}/arbitre-os-${process.pid}`;
    const sim = await cli(
      'simulate',
      'osoi',
      '--games',
      '2',
      '--bots',
      'greedy,random',
      '--options',
      JSON.stringify({ roundLimit: 2 }),
      '--records',
      dir,
      '--json',
    );
    expect(sim.code, sim.err).toBe(0);
    expect(JSON.parse(sim.out)).toMatchObject({
      game: 'osoi',
      games: 2,
      players: 2,
      bots: ['greedy', 'random'],
    });
    const verify = await cli('verify', `${dir}/1.json`, '--lang', 'en');
    expect(verify.code, verify.out + verify.err).toBe(0);
    const replay = await cli('replay', `${dir}/0.json`, '--lang', 'en');
    expect(replay.code, replay.err).toBe(0);
    for (const l of replay.out.trim().split('\n')) expect(l).toMatch(/\[(ARB-)?OS-[A-Z0-9-]+\]$/);
    expect(replay.out).toContain('End of the battle (round limit)');
    // OS-TEST-6: 1 die each at difficulty 0; the evading defender (ret=0) deals nothing.
    const odds = await cli(
      'odds',
      'osoi',
      'opposed',
      '--set',
      'att=1',
      '--set',
      'def=1',
      '--set',
      'defD=0',
      '--set',
      'ret=0',
      '--json',
    );
    expect(JSON.parse(odds.out)).toMatchObject({ game: 'osoi', rule: 'OS-TEST-6' });
    expect(JSON.parse(odds.out).results).toEqual([
      { result: 'none', fraction: '3/4', p: 3 / 4 },
      { result: 'A 1', fraction: '1/4', p: 1 / 4 },
    ]);
    rmSync(dir, { recursive: true, force: true });
  });
});
