/**
 * `arbitre lab` from the command line (issue 13): its files, its output and its refusals. The batch itself is
 * tested in src/lab/lab.test.ts, the queue in src/lab/queue.test.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from './main.ts';

const dir = mkdtempSync(join(tmpdir(), 'arbitre-lab-'));
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

describe('arbitre lab', () => {
  it('writes lab.json and a CSV line per match, per configuration, per effect and per rule', async () => {
    const out = join(dir, 'ps');
    const r = await cli(
      'lab',
      'piss-squig',
      '--grid',
      'armourTarget=7,8',
      '--grid',
      'players=2,3',
      '--games',
      '5',
      '--seed',
      'cli-lab',
      '--workers',
      '0',
      '--out',
      out,
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('[2] armourTarget=8 players=2 (référence/baseline)');
    expect(r.out).toMatch(/20 parties\/games en\/in [0-9.]+ s/);
    const lab = JSON.parse(readFileSync(join(out, 'lab.json'), 'utf8'));
    expect(lab.format).toBe('arbitre-lab/1');
    expect(lab.configurations).toHaveLength(4);
    const lines = (f: string) => readFileSync(join(out, f), 'utf8').trimEnd().split('\r\n');
    const matches = lines('matches.csv');
    expect(matches[0]).toBe(
      'config,label,game,bot_0,bot_1,bot_2,score_0,score_1,score_2,rank_0,rank_1,rank_2,winners,decisions,chance',
    );
    expect(matches).toHaveLength(1 + 20);
    // In configuration and index order; a two-seat configuration leaves the third seat's columns empty.
    expect(matches[1]).toMatch(/^0,armourTarget=7 players=2,0,random,random,,/);
    expect(matches[20]).toMatch(/^3,armourTarget=8 players=3,4,random,random,random,/);
    expect(lines('summary.csv')).toHaveLength(5);
    expect(lines('summary.csv')[0]).toMatch(
      /^config,label,armourTarget,players,baseline,games,shared,seat_0_wins,/,
    );
    // Three variants, each with its seats' wins and its length (no per-bot effect with one bot).
    const effects = lines('effects.csv');
    expect(effects.slice(1).filter((l) => l.includes(',length,'))).toHaveLength(3);
    expect(
      lines('rules.csv')
        .slice(1)
        .every((l) => /^[0-3],/.test(l)),
    ).toBe(true);
  }, 60_000);

  it('--json prints the result; --season writes season.csv', async () => {
    const out = join(dir, 'season');
    const r = await cli(
      'lab',
      'piss-squig',
      '--season',
      '2',
      '--games',
      '2',
      '--workers',
      '0',
      '--json',
      '--out',
      out,
    );
    expect(r.code).toBe(0);
    const result = JSON.parse(r.out);
    expect(result.configurations[0].season).toHaveLength(2);
    expect(readFileSync(join(out, 'season.csv'), 'utf8').split('\r\n')[0]).toBe(
      'config,label,match,xp,level,gold,skills,injuries,deaths,retirements,recruits',
    );
  }, 30_000);

  it('--report writes a self-contained HTML page with its plots, in French or, with --lang en, in English', async () => {
    const fr = join(dir, 'reports', 'fr.html');
    const en = join(dir, 'reports', 'en.html');
    const base = [
      'lab',
      'piss-squig',
      '--grid',
      'armourTarget=7,8',
      '--games',
      '4',
      '--seed',
      'cli-report',
      '--workers',
      '0',
    ];
    expect((await cli(...base, '--report', fr)).code).toBe(0);
    expect((await cli(...base, '--report', en, '--lang', 'en')).code).toBe(0);
    const pageFr = readFileSync(fr, 'utf8');
    const pageEn = readFileSync(en, 'utf8');
    expect(pageFr.startsWith('<!doctype html>\n<html lang="fr">')).toBe(true);
    expect(pageEn.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    for (const page of [pageFr, pageEn]) {
      expect(page).toContain('armourTarget=7');
      expect(page).toContain('armourTarget=8');
      expect((page.match(/<svg /g) ?? []).length).toBeGreaterThan(4);
      expect(page).not.toMatch(/<script|<link|src=/i);
    }
  }, 60_000);

  it('refuses every mistake in one line, French then English, saying what is allowed', async () => {
    const cases: [string[], RegExp][] = [
      [
        ['lab', 'piss-squig', '--bots', 'grumpy'],
        /unknown bot "grumpy" for piss-squig \(available: random, greedy/,
      ],
      [['lab', 'piss-squig', '--grid', 'armourTarget=7,9'], /piss-squig refuses armourTarget=9/],
      [['lab', 'piss-squig', '--grid', 'armourTarget'], /expected option=value1,value2/],
      [['lab', 'pillards', '--season', '3'], /career seasons for piss-squig only, not pillards/],
      [
        ['lab', 'piss-squig', '--queue', 'http://example.org'],
        /a redis:\/\/host:port\[\/db\] URL is expected/,
      ],
      [['lab', 'chess'], /Unknown game "chess"/],
      [['lab', 'piss-squig', '--report', 'x.html', '--lang', 'de'], /--lang de : fr ou en \/ fr or en/],
      [['lab', 'piss-squig', '--report', '/proc/version/x.html'], /Cannot write \/proc\/version\/x.html/],
    ];
    for (const [argv, why] of cases) {
      const r = await cli(...argv, '--games', '1', '--workers', '0');
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.out).toBe('');
      expect(r.err.trim().split('\n'), argv.join(' ')).toHaveLength(1);
      expect(r.err).toContain(' / ');
      expect(r.err).toMatch(why);
    }
  });
});
