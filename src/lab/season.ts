/**
 * Career seasons in the lab (issue 13: "for career games the progression over a season"): a season of Piss'
 * Squig career matches (`playSeason`, random bots, every report applied before the next match) becomes one row,
 * with the roster's figures after each match. Other games have no career season to play yet.
 */
import { levelOf } from '../games/piss-squig/career.ts';
import { playSeason } from '../games/piss-squig/season.ts';
import type { LabChunk, MatchRow, SeasonPoint } from './types.ts';

/** The games whose seasons the lab can play. */
export const SEASON_GAMES = ['piss-squig'];

/** Season i of a chunk: places' match wins as its scores, and the roster after each match. */
export function playSeasonRow(chunk: LabChunk, i: number): MatchRow {
  const matches = chunk.season!;
  const { players: _players, ...options } = chunk.options;
  const season = playSeason({
    league: 'lab',
    seed: `${chunk.seed}:${i}`,
    players: chunk.players,
    matches,
    options,
  });
  const wins = new Array<number>(chunk.players).fill(0);
  let decisions = 0;
  let chance = 0;
  const progress: SeasonPoint[] = [];
  const played = new Set<string>();
  season.matches.forEach((m, k) => {
    for (const w of m.outcome.winners) wins[w]!++;
    for (const input of m.record.inputs)
      if ('faces' in input) chance++;
      else decisions++;
    const n = Math.max(1, m.reports.length);
    let recruits = 0;
    for (const id of m.goblins) {
      if (!played.has(id)) recruits++;
      played.add(id);
    }
    const sum = (f: (r: (typeof m.reports)[number]) => number) => m.reports.reduce((x, r) => x + f(r), 0);
    progress.push({
      match: k + 1,
      xp: sum((r) => r.xp) / n,
      level: sum((r) => levelOf(r.xp)) / n,
      gold: sum((r) => r.gold) / n,
      skills: sum((r) => r.skills.length) / n,
      injuries: sum((r) => (r.injury === null ? 0 : 1)),
      deaths: sum((r) => (r.status === 'dead' ? 1 : 0)),
      retirements: sum((r) => (r.status === 'retired' ? 1 : 0)),
      recruits,
    });
  });
  const best = Math.max(...wins);
  const ranks = wins.map((w) => 1 + wins.filter((x) => x > w).length);
  return {
    config: chunk.config,
    index: i,
    bots: new Array<string>(chunk.players).fill('random'),
    winners: wins.flatMap((w, k) => (w === best ? [k] : [])),
    ranks,
    scores: wins,
    decisions,
    chance,
    rules: {},
    progress,
  };
}
