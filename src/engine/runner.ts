/**
 * The match runner: asks the right agent or dice source at every step, applies, and writes the record.
 */
import { RECORD_FORMAT, type MatchRecord, type RecordInput, type Seat, type StepCounts } from './record.ts';
import { RefusalError } from './refusal.ts';
import type { DiceInfo, DiceSource } from './sources.ts';
import type { GameEvent, Outcome, Rules } from './types.ts';

/** A player's brain: a bot, or a bridge to a person. Sees only views and legal inputs. */
export interface Agent {
  /** Picks an input for `player`, usually one of `legal`; the rules validate it. */
  choose(view: unknown, legal: unknown[], player: number): unknown;
  /** False when `choose` ignores `view`, so the runner can skip computing it (benchmarks). */
  usesView?: boolean;
  /** Seat description for the record, e.g. { name: 'Bot', kind: 'bot:random' }. */
  seat?: Seat;
}

/** How a match is driven. */
export interface RunOptions {
  /** One agent per seat. */
  agents: Agent[];
  /** Where chance steps get their faces. */
  dice: DiceSource;
  /** Stop after this many steps even if the match is not over (the record then has a null outcome). */
  maxSteps?: number;
  /** Called with every event, numbered from 0 across the match. */
  onEvent?(event: GameEvent, index: number): void;
  /** Seats for the record (default: each agent's `seat`, else 'Seat N'). */
  seats?: Seat[];
  /** Dice description for the record (default: the source's `describe()`). */
  diceInfo?: DiceInfo;
}

/** What a match produced. */
export interface MatchResult<S> {
  state: S;
  record: MatchRecord;
  /** Number of events. */
  events: number;
  steps: StepCounts;
  /** The outcome, or null when `maxSteps` stopped the match first. */
  outcome: Outcome | null;
}

/**
 * Plays one match from `options` to the end (or `maxSteps`). Throws a RefusalError when the rules refuse
 * the options, an agent's input or the dice, and an Error when the match outruns `rules.stepBound`.
 */
export function runMatch<S, A>(
  rules: Rules<S, A, unknown>,
  options: unknown,
  run: RunOptions,
): MatchResult<S> {
  const setup = rules.setup(options);
  if (!setup.ok) throw new RefusalError(setup.error, -1);
  const s = setup.value;
  const { agents, dice, onEvent } = run;
  const bound = rules.stepBound(s);
  const maxSteps = run.maxSteps ?? Infinity;
  const inputs: RecordInput[] = [];
  const steps: StepCounts = { decisions: 0, chance: 0 };
  let eventCount = 0;
  let outcome: Outcome | null = null;

  const emit = (events: GameEvent[]): void => {
    if (onEvent !== undefined) for (let i = 0; i < events.length; i++) onEvent(events[i]!, eventCount + i);
    eventCount += events.length;
  };
  const agentFor = (player: number): Agent => {
    const agent = agents[player];
    if (agent === undefined)
      throw new Error(`${rules.id}: no agent for seat ${player} (${agents.length} given).`);
    return agent;
  };
  const ask = (player: number): unknown => {
    const agent = agentFor(player);
    const view = agent.usesView === false ? null : rules.view(s, player);
    return agent.choose(view, rules.legal(s, player), player);
  };

  for (let step = 0; ; step++) {
    const p = rules.pending(s);
    if (p.kind === 'over') {
      outcome = p.outcome;
      break;
    }
    if (step >= maxSteps) break;
    if (step >= bound) {
      throw new Error(`${rules.id}: the match exceeded its step bound (${bound} steps) without ending.`);
    }
    if (p.kind === 'decision') {
      const action = ask(p.player);
      const v = rules.validate(s, p.player, action);
      if (!v.ok) throw new RefusalError(v.error, inputs.length);
      inputs.push({ player: p.player, action: v.value });
      emit(rules.apply(s, p.player, v.value));
      steps.decisions++;
    } else if (p.kind === 'chance') {
      const faces = dice.roll(p.request);
      const r = rules.applyChance(s, faces);
      if (!r.ok) throw new RefusalError(r.error, inputs.length);
      inputs.push({ faces });
      emit(r.value);
      steps.chance++;
    } else {
      const orders = new Map<number, A>();
      const recorded: Record<string, unknown> = {};
      for (const player of p.players) {
        const v = rules.validate(s, player, ask(player));
        if (!v.ok) throw new RefusalError(v.error, inputs.length);
        orders.set(player, v.value);
        recorded[String(player)] = v.value;
      }
      inputs.push({ orders: recorded });
      emit(rules.applyOrders(s, orders));
      steps.decisions++;
    }
  }

  const seats = run.seats ?? agents.map((a, i) => a.seat ?? { name: `Seat ${i + 1}`, kind: 'agent' });
  const record: MatchRecord = {
    format: RECORD_FORMAT,
    game: rules.id,
    rulesVersion: rules.version,
    options,
    seats,
    dice: run.diceInfo ?? dice.describe?.() ?? { source: 'unknown' },
    inputs,
    final: { hash: rules.hash(s), outcome },
  };
  return { state: s, record, events: eventCount, steps, outcome };
}
