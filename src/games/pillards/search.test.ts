/**
 * The search bot on Pillards: states rebuilt from views (exact when nothing is hidden, consistent with the view
 * when sheets are), decisions unchanged by what the seat may not see, legal inputs only, reproducible, and
 * stronger than random.
 */
import { describe, expect, it } from 'vitest';
import { SearchAgent } from '../../bots/search/agent.ts';
import { RandomAgent } from '../../bots/random.ts';
import { SeededRng } from '../../engine/rng.ts';
import { runMatch, type Agent } from '../../engine/runner.ts';
import { SeededDice } from '../../engine/sources.ts';
import { PillardsGreedyAgent } from './bot.ts';
import { determinize } from './determinize.ts';
import type { PilAction } from './decisions.ts';
import { pillards } from './index.ts';
import { pillardsSearch } from './search.ts';
import { cloneState, owned, type PilState } from './state.ts';
import { Campaign } from './testing.ts';

/** Every state a seeded campaign between greedy bots goes through, at each decision, sealed step or roll. */
function positions(options: Record<string, unknown>, seed: string): PilState[] {
  const out: PilState[] = [];
  const agents = Array.from(
    { length: Number(options.players) },
    (_, i): Agent => new PillardsGreedyAgent(`${seed}/${i}`),
  );
  const spy = agents.map((a): Agent => ({
    choose: (v, legal, p) => a.choose(v, legal, p),
  }));
  const r = pillards.setup(options);
  if (!r.ok) throw new Error(r.error.en);
  const s = r.value;
  const dice = new SeededDice(seed);
  for (;;) {
    const p = pillards.pending(s);
    if (p.kind === 'over') break;
    out.push(cloneState(s));
    if (p.kind === 'chance') pillards.applyChance(s, dice.roll(p.request));
    else if (p.kind === 'decision')
      pillards.apply(
        s,
        p.player,
        spy[p.player]!.choose(pillards.view(s, p.player), pillards.legal(s, p.player), p.player) as never,
      );
    else {
      const orders = new Map<number, never>();
      for (const q of p.players)
        orders.set(q, spy[q]!.choose(pillards.view(s, q), pillards.legal(s, q), q) as never);
      pillards.applyOrders(s, orders);
    }
  }
  return out;
}

const hashWithoutHistory = (s: PilState): string => pillards.hash({ ...cloneState(s), history: 0 });

describe('Pillards search', () => {
  it('open reveal: the state rebuilt from any seat’s view is the true state', () => {
    let checked = 0;
    for (const seed of ['open-a', 'open-b']) {
      for (const s of positions({ players: 3 }, seed)) {
        for (let seat = 0; seat < 3; seat++) {
          const d = determinize(pillards.view(s, seat), seat, new SeededRng('x'));
          expect(hashWithoutHistory(d)).toBe(hashWithoutHistory(s));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('referee reveal: a determinisation keeps everything the seat sees and draws what it does not', () => {
    let checked = 0;
    let differs = 0;
    const rng = new SeededRng('draws');
    for (const seed of ['ref-a', 'ref-b']) {
      for (const s of positions({ players: 3, revealMode: 'referee' }, seed)) {
        for (let seat = 0; seat < 3; seat++) {
          const view = pillards.view(s, seat);
          const d = determinize(view, seat, rng);
          // What the seat sees is what it saw (its search could not tell the two apart)...
          const { internal: _a, ...shown } = pillards.view(d, seat);
          const { internal: _b, ...truth } = view;
          expect(shown).toEqual(truth);
          // ...its own fief and sheet are exact, every lord keeps his living figures, the same inputs are legal.
          expect(d.lords[seat]).toEqual(s.lords[seat]);
          expect(d.sheets[seat]).toEqual(s.sheets[seat]);
          d.lords.forEach((l, q) => expect(owned(l)).toEqual(owned(s.lords[q]!)));
          expect(pillards.pending(d)).toEqual(pillards.pending(s));
          const p = pillards.pending(s);
          if (p.kind !== 'chance' && p.kind !== 'over' && pillards.legal(s, seat).length > 0)
            expect(pillards.legal(d, seat)).toEqual(pillards.legal(s, seat));
          // ...and the other lords' hidden posts are drawn, not copied.
          for (let q = 0; q < 3; q++)
            if (
              q !== seat &&
              s.sheets[q] &&
              JSON.stringify(d.lords[q]!.posts) !== JSON.stringify(s.lords[q]!.posts)
            )
              differs++;
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(differs).toBeGreaterThan(checked / 10);
  });

  it('PIL-INFO-2 the decision is the same whatever the hidden sheets hold (replaced in the true state)', () => {
    // Lord 0 raids lord 1 with three cavalry; lord 2 pledged his reserve to lord 1. Referee reveal.
    const play = (alt: boolean): Campaign => {
      const c = Campaign.start({ players: 3, revealMode: 'referee' });
      c.orders({
        0: {
          raid: { target: 1, type: 'cattle', force: { cavalry: 3 } },
          posts: alt ? { pen: { archers: 4 }, village: { menAtArms: 2 } } : { orchard: { archers: 1 } },
        },
        1: { posts: { pen: { menAtArms: 2 } } },
        2: { pledges: [1], posts: alt ? { orchard: { archers: 4 } } : { village: { archers: 4 } } },
      });
      c.roll(6); // 6 + 0: the guard and the whole pool (PIL-RAID-2)
      return c;
    };
    const a = play(false);
    const b = play(true);
    // The true states differ in what lords 0 and 2 hid...
    expect(a.s.lords[0]!.posts).not.toEqual(b.s.lords[0]!.posts);
    expect(a.s.lords[2]!.posts).not.toEqual(b.s.lords[2]!.posts);
    expect(pillards.pending(a.s)).toEqual({ kind: 'decision', player: 1 });
    // ...not in what lord 1, who must commit his pool figures (D-RESERVE), sees: his view is the same...
    expect(pillards.view(b.s, 1)).toEqual(pillards.view(a.s, 1));
    // ...and so is the search's decision, with all its statistics. The support answers commitments with the
    // greedy bot's (from the view); a support that searches every legal commitment shows the statistics too.
    const searching = { ...pillardsSearch, order: (_s: PilState, _p: number, legal: PilAction[]) => legal };
    const decide = (c: Campaign, support: typeof pillardsSearch) => {
      const bot = new SearchAgent(support, 'same', { budget: { iterations: 150 } });
      const action = bot.choose(pillards.view(c.s, 1), pillards.legal(c.s, 1), 1);
      return { action, stats: bot.last!.stats };
    };
    const da = decide(a, searching);
    expect(decide(b, searching)).toEqual(da);
    expect(da.stats.reduce((n, st) => n + st.visits, 0)).toBe(150);
    const greedy = new PillardsGreedyAgent('g').choose(pillards.view(a.s, 1), pillards.legal(a.s, 1), 1);
    expect(decide(a, pillardsSearch).action).toEqual(greedy);
    expect(decide(b, pillardsSearch)).toEqual(decide(a, pillardsSearch));
  });

  it('plays only legal inputs in whole campaigns: 2 and 4 lords, open and referee, against greedy and random', () => {
    let decisions = 0;
    const setups: [Record<string, unknown>, string][] = [
      [{ players: 2 }, 'greedy'],
      [{ players: 4, revealMode: 'referee' }, 'greedy'],
      [{ players: 3, revealMode: 'referee', excessHits: 'reallocate', reserveReuse: 'exhausted' }, 'random'],
    ];
    for (const [options, opponent] of setups) {
      const n = Number(options.players);
      const search = new SearchAgent(pillardsSearch, 'legal', { budget: { iterations: 20 } });
      const counted: Agent = {
        choose(v, legal, p) {
          decisions++;
          return search.choose(v, legal, p);
        },
      };
      const agents = Array.from({ length: n }, (_, i): Agent =>
        i === 1 % n
          ? counted
          : opponent === 'greedy'
            ? new PillardsGreedyAgent(`g${i}`)
            : new RandomAgent(`r${i}`),
      );
      // runMatch validates every input and throws on the first refusal.
      const r = runMatch(pillards, options, { agents, dice: new SeededDice(`legal-${n}`) });
      expect(r.outcome).not.toBeNull();
    }
    expect(decisions).toBeGreaterThan(30);
  });

  it('answers with a valid input in a thousand positions of random campaigns (2 to 5 lords, both reveals)', () => {
    let positionsSeen = 0;
    const kinds = new Set<string>();
    for (let m = 0; positionsSeen < 1000; m++) {
      const n = 2 + (m % 4);
      const setup = pillards.setup({ players: n, revealMode: m % 2 === 0 ? 'open' : 'referee' });
      if (!setup.ok) throw new Error(setup.error.en);
      const s = setup.value;
      const rng = new SeededRng(`random-${m}`);
      const dice = new SeededDice(`random-${m}`);
      const search = new SearchAgent(pillardsSearch, `any-${m}`, { budget: { iterations: 3 } });
      for (let step = 0; positionsSeen < 1000; step++) {
        const p = pillards.pending(s);
        if (p.kind === 'over') break;
        if (p.kind === 'chance') {
          pillards.applyChance(s, dice.roll(p.request));
          continue;
        }
        const players = p.kind === 'decision' ? [p.player] : p.players;
        const inputs = players.map((q) => {
          const legal = pillards.legal(s, q);
          // One seat of each step asks the search (from its view); the others play at random.
          if (q !== players[step % players.length]) return legal[rng.int(0, legal.length - 1)]!;
          const a = search.choose(pillards.view(s, q), legal, q);
          const checked = pillards.validate(s, q, a);
          expect(checked.ok).toBe(true);
          positionsSeen++;
          kinds.add(`${s.phase}`);
          return checked.ok ? checked.value : legal[0]!;
        });
        if (p.kind === 'decision') pillards.apply(s, p.player, inputs[0]!);
        else pillards.applyOrders(s, new Map(players.map((q, k) => [q, inputs[k]!])));
      }
    }
    // Sheets, commitments, retreats and allocations (sealed when both sides allocate) were all asked.
    expect([...kinds].sort()).toEqual(['alloc', 'orders', 'reserve', 'retreat']);
  });

  it('the same seed and iteration budget give the same sheet', () => {
    const c = Campaign.start({ players: 3 });
    const view = pillards.view(c.s, 0);
    const legal = pillards.legal(c.s, 0);
    const run = () => {
      const bot = new SearchAgent(pillardsSearch, 'seed', { budget: { iterations: 120 } });
      return { action: bot.choose(view, legal, 0), stats: bot.last!.stats };
    };
    const first = run();
    expect(run()).toEqual(first);
    expect(first.stats.reduce((n, st) => n + st.visits, 0)).toBe(120);
  });

  it('beats random in a short series of two-lord campaigns (seats alternated)', () => {
    let wins = 0;
    for (let g = 0; g < 6; g++) {
      const me = g % 2;
      const search = new SearchAgent(pillardsSearch, `s${g}`, { budget: { iterations: 100 } });
      const random = new RandomAgent(`r${g}`);
      const r = runMatch(
        pillards,
        { players: 2 },
        { agents: me === 0 ? [search, random] : [random, search], dice: new SeededDice(`vs-random-${g}`) },
      );
      if (r.outcome!.winners.length === 1 && r.outcome!.winners[0] === me) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(5);
  });
});
