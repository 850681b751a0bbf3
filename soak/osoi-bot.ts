/**
 * Part 6, the OSOI greedy bot (issue 11): `size` seeded SC-1 battles of the greedy bot against the random bot,
 * sides alternated, in process (no server); a failure when one of them refuses an input or the greedy bot wins
 * fewer than 90 % of them. Then greedy against greedy on SC-2 and SC-3 (a tenth as many, at least 2 each),
 * which must finish. Reports wins, draws, losses and the greedy bot's time per decision (mean and p99).
 */
import { botFactory } from '../src/bots/index.ts';
import { runMatch, type Agent } from '../src/engine/runner.ts';
import { SeededDice } from '../src/engine/sources.ts';
import { OsoiGreedyAgent } from '../src/games/osoi/bot.ts';
import { osoi } from '../src/games/osoi/index.ts';
import { Counts, Failures, progress, result, type PartOptions, type PartResult } from './common.ts';

/** Issue 11: greedy wins at least this share of the SC-1 battles against random. */
const TARGET = 0.9;

/** The greedy bot, timing each of its decisions into `times` (ms). */
function timed(seed: string, times: number[]): Agent {
  const bot = new OsoiGreedyAgent(seed, 'Greedy');
  return {
    usesView: bot.usesView,
    seat: bot.seat,
    choose(view, legal, player) {
      const t = performance.now();
      const a = bot.choose(view, legal, player);
      times.push(performance.now() - t);
      return a;
    },
  };
}

export function osoiBotPart(opts: PartOptions): PartResult {
  const t0 = performance.now();
  const counts = new Counts();
  const failures = new Failures();
  const times: number[] = [];
  const tick = progress(opts, 'osoi-bot');
  let done = 0;
  for (let g = 0; g < opts.size && performance.now() - t0 < opts.timeMs; g++) {
    const seat = g % 2;
    const random = botFactory('osoi', 'random')!(`soak-r${g}`, 'Random', osoi);
    const greedy = timed(`soak-g${g}`, times);
    try {
      const o = runMatch(
        osoi,
        {},
        {
          agents: seat === 0 ? [greedy, random] : [random, greedy],
          dice: new SeededDice(`soak-osoi-${g}`),
        },
      ).outcome!;
      counts.add(o.winners.length !== 1 ? 'SC-1 draws' : o.winners[0] === seat ? 'SC-1 wins' : 'SC-1 losses');
    } catch (e) {
      failures.add(`SC-1 battle ${g}: ${e instanceof Error ? e.message : String(e)}`);
    }
    done++;
    tick(done, `${counts.get('SC-1 wins')} won`);
  }
  const rate = done === 0 ? 0 : counts.get('SC-1 wins') / done;
  counts.add('SC-1 win rate (per mille)', Math.round(rate * 1000));
  if (done > 0 && rate < TARGET)
    failures.add(`greedy won ${counts.get('SC-1 wins')} of ${done} SC-1 battles, under ${TARGET * 100} %`);
  const selfPlay = Math.max(2, Math.round(opts.size / 10));
  for (const scenario of ['SC-2', 'SC-3']) {
    for (let g = 0; g < selfPlay && performance.now() - t0 < opts.timeMs; g++) {
      try {
        runMatch(
          osoi,
          { scenario },
          {
            agents: [timed(`soak-a${g}`, times), timed(`soak-b${g}`, times)],
            dice: new SeededDice(`soak-osoi-${scenario}-${g}`),
          },
        );
        counts.add(`${scenario} greedy vs greedy finished`);
      } catch (e) {
        failures.add(`${scenario} battle ${g}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }
  times.sort((a, b) => a - b);
  counts.add('decisions', times.length);
  if (times.length > 0) {
    counts.add('decision mean (µs)', Math.round((times.reduce((t, x) => t + x, 0) / times.length) * 1000));
    counts.add('decision p99 (µs)', Math.round(times[Math.floor(times.length * 0.99)]! * 1000));
  }
  const notes = performance.now() - t0 >= opts.timeMs ? ['time cap reached'] : [];
  return result('osoi-bot', opts, done, t0, counts, failures, notes);
}
