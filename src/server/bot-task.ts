/**
 * The work a bot worker does: pick one input for a seat from its view and legal inputs (never the state).
 * Runs inside the piscina pool (see bots.ts), off the server's main thread.
 */
import { botFactory } from '../bots/index.ts';
import { games } from '../games/registry.ts';

/** One bot decision to make. */
export interface BotTask {
  game: string;
  level: string;
  /** Reproducible per match, seat and step. */
  seed: string;
  player: number;
  view: unknown;
  legal: unknown[];
}

/** Chooses the bot's input; throws when the game or level is unknown. */
export default function choose(task: BotTask): unknown {
  const rules = games[task.game];
  if (rules === undefined) throw new Error(`unknown game ${task.game}`);
  const factory = botFactory(task.game, task.level) ?? botFactory(task.game, 'random');
  if (factory === undefined) throw new Error(`no bot for ${task.game}`);
  const agent = factory(task.seed, 'Bot', rules);
  return agent.choose(task.view, task.legal, task.player);
}
