import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../engine/types.ts';
import { IMPLEMENTED_SKILLS } from '../games/piss-squig/skills.ts';
import { logLines } from '../games/registry.ts';
import { run } from './main.ts';

const dir = mkdtempSync(join(tmpdir(), 'arbitre-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `arbitre simulate <game> --log` against the real games: every event of every game played. */
async function simulateLog(game: string, games: number, options: object): Promise<GameEvent[]> {
  const log = join(dir, `${game}-${games}-${JSON.stringify(options).length}.jsonl`);
  let err = '';
  const code = await run(
    [
      'simulate',
      game,
      '--games',
      String(games),
      '--seed',
      'log',
      '--options',
      JSON.stringify(options),
      '--log',
      log,
    ],
    { stdout: { write: () => true }, stderr: { write: (s: string) => ((err += s), true) } },
  );
  expect(code, err).toBe(0);
  return readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as GameEvent);
}

/** Every skill and trait on every goblin, so that the skills' rolls and events are met. */
const skilled = (n: number) => Array.from({ length: n }, () => ({ skills: [...IMPLEMENTED_SKILLS] }));
const career = (id: string, xp: number) => ({ skills: [], name: id, career: { id, xp, gold: 0 } });

/** Batches of both games: variants, modes, skills, careers (post-match rolls), several lords. */
const batches: [string, number, object][] = [
  ['piss-squig', 30, { players: 2, goblins: skilled(2) }],
  ['piss-squig', 15, { players: 4 }],
  ['piss-squig', 10, { players: 2, mode: 'doubles', goblins: skilled(4), scatterNumbering: 'bbTemplate' }],
  ['piss-squig', 10, { campaign: 'ligue', goblins: [career('a', 0), career('b', 14)], maxRounds: 10 }],
  ['pillards', 30, {}],
  ['pillards', 10, { players: 4 }],
];

/** Words of the English log that must never reach the French one. */
const ENGLISH =
  /\b(killed|wounded|hits?|pushed|knocked|down|stunned|prone|success|failure|nobody|peasant|blacksmith|chief|priest|orchard|pen|reserve|range|row|cattle|steals?|loot|slippery|missed|quick|close|short|long|eclair|the|of|and|with|from|goblin|player|seat|turn)\b/i;

/** A raw camelCase key of an event (such as `noGoblinInPlay`) printed instead of its words. */
const IDENTIFIER = /\b[a-z]+[A-Z]\w*\b/;

describe('arbitre simulate --log, both games', () => {
  const logs = new Map<string, GameEvent[]>();
  const events = async (i: number): Promise<GameEvent[]> => {
    const [game, games, options] = batches[i]!;
    const key = String(i);
    if (!logs.has(key)) logs.set(key, await simulateLog(game, games, options));
    return logs.get(key)!;
  };

  it.each(batches.map((b, i) => [i, b[0], b[1]]))(
    'batch %i (%s, %i games): every roll has total = sum of faces + modifier; a pool roll counts its successes',
    async (i) => {
      const rolls = (await events(i as number)).filter((e) => e.type === 'roll');
      expect(rolls.length).toBeGreaterThan(100);
      let withTotal = 0;
      for (const e of rolls) {
        const faces = e.faces as number[];
        if (typeof e.total === 'number') {
          withTotal++;
          const sum = faces.reduce((a, b) => a + b, 0) + ((e.modifier as number | undefined) ?? 0);
          expect(e.total, JSON.stringify(e)).toBe(sum);
        }
        if (e.successes !== undefined) {
          expect(e.successes, JSON.stringify(e)).toBeGreaterThanOrEqual(0);
          expect(e.successes, JSON.stringify(e)).toBeLessThanOrEqual(faces.length);
        }
      }
      expect(withTotal).toBeGreaterThan(100);
    },
    60_000,
  );

  it.each(batches.map((b, i) => [i, b[0], b[1]]))(
    'batch %i (%s, %i games): every event reads in French without a word of the English log',
    async (i) => {
      const [game] = batches[i as number]!;
      const seen = new Set<string>();
      for (const e of await events(i as number)) {
        const line = logLines[game]!(e, 'fr');
        // The rule ID in brackets is not prose.
        const prose = line.replace(/\[[A-Z]+-[A-Z0-9-]+\]$/, '');
        if (seen.has(prose)) continue;
        seen.add(prose);
        expect(prose, JSON.stringify(e)).not.toMatch(ENGLISH);
        expect(prose, JSON.stringify(e)).not.toMatch(IDENTIFIER);
        expect(prose, JSON.stringify(e)).not.toMatch(/\{\{|undefined/);
      }
      expect(seen.size).toBeGreaterThan(20);
    },
    60_000,
  );

  it('the English list catches the French log’s old slips', () => {
    expect('Sauvegardes, archer(s) (1) : 2 pour 5+ → 1 killed.').toMatch(ENGLISH);
    expect('Humiliation chez 1 : blacksmith (peasant).').toMatch(ENGLISH);
    expect('2 archer(s) de 1 (orchard) tué(s).').toMatch(ENGLISH);
    expect('Le gobelin 1 pisse sur le Squig (pisse eclair, distance 1).').toMatch(ENGLISH);
    expect('Le gobelin 1 pisse sur le Squig (pisse éclair, distance 1).').not.toMatch(ENGLISH);
    expect('Fin de partie (noGoblinInPlay). Scores : 0,1 ; vainqueur(s) : 1.').toMatch(IDENTIFIER);
  });
});
