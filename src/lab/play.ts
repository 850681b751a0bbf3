/**
 * Plays a chunk of a lab batch (a worker thread, a queue worker, or the calling thread): the same seeds as
 * `arbitre simulate` (dice `<seed>:<i>`, seat k's bot `<seed>:<i>:bot<k>`), the bots rotated one seat a game,
 * and every event's rule ID counted. A row depends on its configuration, index and seed only, so a batch gives
 * the same rows whoever plays them.
 */
import { arenaAgent, parseBotSpec } from '../cli/arena-game.ts';
import { runMatch } from '../engine/runner.ts';
import { SeededDice } from '../engine/sources.ts';
import type { AnyRules, GameEvent } from '../engine/types.ts';
import { playSeasonRow } from './season.ts';
import type { LabChunk, MatchRow } from './types.ts';

/** The bot of each seat in game `i`: the list rotated by i (one bot: every seat). */
export function seatBots(bots: readonly string[], players: number, i: number): string[] {
  return Array.from({ length: players }, (_, k) => bots[(k + i) % bots.length]!);
}

/** Plays games `from`..`to` of one configuration and returns their rows, in index order. */
export function playChunk(rules: AnyRules, chunk: LabChunk): MatchRow[] {
  const rows: MatchRow[] = [];
  for (let i = chunk.from; i < chunk.to; i++) {
    if (chunk.season !== undefined) {
      rows.push(playSeasonRow(chunk, i));
      continue;
    }
    const seed = `${chunk.seed}:${i}`;
    const names = seatBots(chunk.bots, chunk.players, i);
    const agents = names.map((name, k) => {
      const spec = parseBotSpec(name);
      if (spec === undefined) throw new Error(`bad bot ${name}`);
      return arenaAgent(rules, spec, `${seed}:bot${k}`, `${name} ${k + 1}`);
    });
    const counts: Record<string, number> = {};
    const onEvent = (e: GameEvent): void => {
      if (e.rule !== undefined) counts[e.rule] = (counts[e.rule] ?? 0) + 1;
    };
    const result = runMatch(rules, chunk.options, { agents, dice: new SeededDice(seed), onEvent });
    const o = result.outcome;
    if (o === null) throw new Error(`${rules.id} game ${i} did not end`);
    rows.push({
      config: chunk.config,
      index: i,
      bots: names,
      winners: o.winners.slice(),
      ranks: o.ranks.slice(),
      scores: o.scores.slice(),
      decisions: result.steps.decisions,
      chance: result.steps.chance,
      rules: counts,
    });
  }
  return rows;
}
