import { describe, expect, it } from 'vitest';
import { botFactory, botLevels } from '../../../bots/index.ts';
import { RandomAgent } from '../../../bots/random.ts';
import { runMatch } from '../../../engine/runner.ts';
import { SeededDice } from '../../../engine/sources.ts';
import { duel } from '../../../../scripts/sb-greedy.ts';
import { SparkBallGreedyAgent, testOdds, testVsRoll } from '../bot.ts';
import { scoreGoal } from '../goal.ts';
import { sparkBall } from '../index.ts';
import { Ball, get, P_WHERE, P_X, P_Y, PER_INCH, set, Where } from '../state.ts';
import { viewOf } from '../view.ts';
import { roster, Table, testOptions } from '../testing.ts';
import type { RosterPlayer } from '../teams/types.ts';

const noRerolls = (home = roster('h', { teamRerolls: 0 }), away = roster('a', { teamRerolls: 0 })) =>
  testOptions({}, home, away);

/** A roster whose player `id` has `over` (stats…). */
function rosterWith(prefix: string, id: string, over: Partial<RosterPlayer>) {
  const r = roster(prefix, { teamRerolls: 0 });
  r.players = r.players.map((p) => (p.id === id ? { ...p, ...over } : p));
  return r;
}

function put(t: Table, id: string, x: number, y: number): void {
  const p = t.index(id);
  set(t.s, p, P_X, Math.round(x * PER_INCH));
  set(t.s, p, P_Y, Math.round(y * PER_INCH));
}

/** Turn 1, Home's phase: only `keep` on the pitch at those centres; `holder` holds the ball. */
function scene(
  keep: Record<string, [number, number]>,
  holder: string,
  options: unknown = noRerolls(),
): Table {
  const t = Table.atTurn1(0, options);
  const s = t.s;
  for (let p = 0; p < s.info.length; p++) {
    const at = keep[s.info[p]!.id];
    if (at) put(t, s.info[p]!.id, at[0], at[1]);
    else if (get(s, p, P_WHERE) === Where.Pitch) set(s, p, P_WHERE, Where.Reserve);
  }
  const h = t.index(holder);
  s.ball = Ball.Held;
  s.holder = h;
  s.ballX = get(s, h, P_X);
  s.ballY = get(s, h, P_Y);
  return t;
}

const choice = (bot: SparkBallGreedyAgent, t: Table, side: number) =>
  bot.choose(viewOf(t.s, side), t.legal(side), side) as Record<string, unknown> & { type: string };

describe('Spark Ball bots', () => {
  it('offers random, greedy and the search levels; random plays whole short matches with every legal list and decision', () => {
    expect(botLevels('spark-ball')).toEqual(['random', 'greedy', 'search', 'search-strong']);
    expect(botFactory('spark-ball', 'greedy')?.('s', 'G', sparkBall).seat).toEqual({
      name: 'G',
      kind: 'bot:greedy',
    });
    for (let i = 0; i < 3; i++) {
      const r = runMatch(
        sparkBall,
        { match: { maxTurns: 2, suddenDeathTurns: 0 } },
        {
          agents: [0, 1].map((k) => botFactory('spark-ball', 'random')!(`r${i}${k}`, 'R', sparkBall)),
          dice: new SeededDice(`random-${i}`),
        },
      );
      expect(r.outcome).not.toBeNull();
    }
  });

  it('greedy works out test odds as section 1.5 does: natural 1 fails, natural 6 succeeds', () => {
    expect(testOdds(3, 6)).toBeCloseTo(4 / 6, 12);
    expect(testOdds(3, 2)).toBeCloseTo(5 / 6, 12);
    expect(testOdds(0, 12)).toBeCloseTo(1 / 6, 12);
    // Against 3 + 1D6: D = 4..9 → 5, 5, 4, 3, 2, 1 faces of 6.
    expect(testVsRoll(3, 3)).toBeCloseTo(20 / 36, 12);
  });

  it('greedy picks up the ball next to him, rerolls his failed pick-up, then keeps the ball far from the goal', () => {
    const bot = new SparkBallGreedyAgent('t');
    const t = Table.atTurn1(0);
    t.act(0, { type: 'activate', player: 'h7' });
    t.act(0, { type: 'move', path: [{ x: 9.5, y: 9.5 }] });
    expect(choice(bot, t, 0)).toEqual({ type: 'pickUp' });
    t.act(0, { type: 'pickUp' });
    t.roll(1);
    expect(t.pending()).toMatchObject({ kind: 'decision', label: 'D-26' });
    expect(choice(bot, t, 0)).toEqual({ type: 'reroll' });
    t.act(0, { type: 'reroll' });
    t.roll(6);
    expect(t.s.holder).toBe(t.index('h7'));
    // 11.5 in from the goal, three opponents 3 in ahead: he keeps the ball (no long shot, no blind pass).
    expect(['move', 'leap', 'end']).toContain(choice(bot, t, 0).type);
  });

  it('greedy shoots from a good spot, at a goal-line point that clears the keeper', () => {
    const bot = new SparkBallGreedyAgent('t');
    const t = scene({ h6: [6.5, 17.5], a1: [6.5, 20] }, 'h6');
    t.act(0, { type: 'activate', player: 'h6' });
    const a = choice(bot, t, 0) as { type: string; to?: { x: number; y: number } };
    expect(a.type).toBe('shoot');
    expect(a.to!.y).toBe(21);
    expect(a.to!.x).toBeGreaterThanOrEqual(3);
    expect(a.to!.x).toBeLessThanOrEqual(10);
    // Clear of the keeper's base and of his 2-in reach without a leap.
    expect(Math.abs(a.to!.x - 6.5)).toBeGreaterThanOrEqual(2);
  });

  it('greedy does not shoot from afar when he can run closer first', () => {
    const bot = new SparkBallGreedyAgent('t');
    const t = scene({ h6: [6.5, 9], a1: [6.5, 20] }, 'h6');
    t.act(0, { type: 'activate', player: 'h6' });
    const a = choice(bot, t, 0) as { type: string; path?: { x: number; y: number }[]; to?: { y: number } };
    expect(['move', 'leap']).toContain(a.type);
    const q = a.path ? a.path[a.path.length - 1]! : a.to!;
    expect(q.y).toBeGreaterThan(13);
  });

  it('greedy tackles the opposing carrier who runs past, and lets a player without the ball go by', () => {
    const bot = new SparkBallGreedyAgent('t');
    const carrier = scene({ h6: [6.5, 8.5], a6: [6.5, 12.5], a1: [6.5, 19.5] }, 'h6');
    carrier.declineTackles = false;
    carrier.act(0, { type: 'activate', player: 'h6' });
    carrier.act(0, { type: 'move', path: [{ x: 6.5, y: 10.5 }] });
    expect(carrier.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-20' });
    expect(choice(bot, carrier, 1)).toMatchObject({ type: 'tackle', player: 'a6', leap: false });

    const runner = scene({ h6: [6.5, 8.5], h7: [9.5, 8.5], a6: [6.5, 12.5], a1: [6.5, 19.5] }, 'h7');
    runner.declineTackles = false;
    runner.act(0, { type: 'activate', player: 'h6' });
    runner.act(0, { type: 'move', path: [{ x: 6.5, y: 10.5 }] });
    expect(choice(bot, runner, 1)).toEqual({ type: 'decline' });
  });

  it('greedy chooses the defence with the best odds against a charge (D-21)', () => {
    const bot = new SparkBallGreedyAgent('t');
    const charged = (over: Partial<RosterPlayer>) => {
      const t = Table.atTurn1(0, noRerolls(roster('h', { teamRerolls: 0 }), rosterWith('a', 'a6', over)));
      put(t, 'a6', 6.5, 10.5);
      t.act(0, { type: 'activate', player: 'h6' });
      t.act(0, { type: 'charge', target: 'a6' });
      t.roll(4); // D = 4 + F 3 = 7
      expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-21' });
      return choice(bot, t, 1);
    };
    expect(charged({ stats: { mv: 6, f: 5, r: 2, ag: 2, ar: 1 } })).toEqual({
      type: 'defend',
      defence: 'repel',
    });
    expect(charged({ stats: { mv: 6, f: 2, r: 2, ag: 5, ar: 1 } })).toEqual({
      type: 'defend',
      defence: 'dodge',
    });
    expect(charged({ stats: { mv: 6, f: 2, r: 5, ag: 2, ar: 1 } })).toEqual({
      type: 'defend',
      defence: 'parry',
    });
  });

  it('greedy charges the opposing carrier with a Defender in reach', () => {
    const bot = new SparkBallGreedyAgent('t');
    const t = scene({ h3: [6.5, 8.5], a6: [6.5, 10.5], a1: [6.5, 19.5], h1: [6.5, 1.5] }, 'a6');
    t.act(0, { type: 'activate', player: 'h3' });
    expect(choice(bot, t, 0)).toEqual({ type: 'charge', target: 'a6' });
  });

  it('greedy gives the ball from a Defender to a nearby Attacker who has not acted (only Attackers score)', () => {
    const bot = new SparkBallGreedyAgent('t');
    const t = scene({ h3: [6.5, 10], h6: [6.5, 12], h1: [6.5, 1.5], a1: [6.5, 19.5] }, 'h3');
    expect(choice(bot, t, 0)).toEqual({ type: 'activate', player: 'h3' });
    t.act(0, { type: 'activate', player: 'h3' });
    expect(choice(bot, t, 0)).toEqual({ type: 'passBall', target: 'h6' });
  });

  it('greedy puts a player in the way of a shot at its goal (Intercept shot)', () => {
    const bot = new SparkBallGreedyAgent('t');
    const t = scene({ h6: [6.5, 15], a2: [5, 17.5], a1: [9, 20] }, 'h6');
    t.act(0, { type: 'activate', player: 'h6' });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 21 } });
    t.roll(6); // ROLL-SHOT-AG
    t.roll(6); // ROLL-SHOT-F
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-20' });
    const a = choice(bot, t, 1);
    expect(a.type).toBe('interceptShot');
    expect(t.legal(1)).toContainEqual(a);
  });

  it('greedy answers the kick-off after a goal: a legal formation, the ball to an Attacker, play first', () => {
    const bot = new SparkBallGreedyAgent('t');
    const t = Table.atTurn1(0);
    scoreGoal(t.s, 0, false, t.index('h5'), t.events);
    for (let i = 0; i < 2; i++) {
      const p = t.pending();
      expect(p).toMatchObject({ kind: 'decision', label: 'D-32' });
      const coach = (p as { player: number }).player;
      const a = choice(bot, t, coach);
      expect(a.type).toBe('deploy');
      t.act(coach, a);
    }
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-33' });
    const give = choice(bot, t, 1) as { type: string; player: string };
    expect(give.type).toBe('giveBall');
    expect(['a5', 'a6', 'a7']).toContain(give.player);
    t.act(1, give);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-34' });
    expect(choice(bot, t, 1)).toEqual({ type: 'playFirst', first: true });
  });

  it('ARB-SB-70 greedy places the kick-off ball among its own players, away from the opponents', () => {
    const bot = new SparkBallGreedyAgent('t');
    const t = Table.atTurn1(0, testOptions({ kickoff: { afterGoal: 'concedingPlacesAndScatters' } }));
    scoreGoal(t.s, 0, false, t.index('h5'), t.events);
    for (let i = 0; i < 2; i++) {
      const coach = (t.pending() as { player: number }).player;
      t.act(coach, choice(bot, t, coach));
    }
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-33' });
    const a = choice(bot, t, 1) as { type: string; at: { x: number; y: number } };
    expect(a.type).toBe('placeBall');
    // Away's keeper and Defenders stand at y 17–19.5, Home's nearest players at y ≤ 9.5.
    expect(a.at.y).toBeGreaterThanOrEqual(15);
    t.act(1, a);
  });

  it('ARB-SB-72 greedy plays whole matches under the kick-off and pass variants (against random)', () => {
    const options = testOptions({
      scatter: { directions: '8' },
      turn: { passRequiresPlayer: true },
      kickoff: { afterGoal: 'concedingPlacesAndScatters', redeploy: false },
    });
    let placed = 0;
    for (let i = 0; i < 2; i++) {
      const agents = [
        new SparkBallGreedyAgent(`g${i}`),
        new RandomAgent(`r${i}`, 'R', (a) => (a as { type: string }).type === 'concede'),
      ];
      if (i === 1) agents.reverse();
      const r = runMatch(sparkBall, options, { agents, dice: new SeededDice(`kick-${i}`) });
      expect(r.outcome).not.toBeNull();
      placed += r.record.inputs.filter(
        (x) => (x as { action?: { type: string } }).action?.type === 'placeBall',
      ).length;
    }
    expect(placed).toBeGreaterThan(0);
  });

  it('greedy keeps its keeper home, between the ball and the goal', () => {
    const bot = new SparkBallGreedyAgent('t');
    const t = Table.atTurn1(0);
    t.act(0, { type: 'activate', player: 'h1' });
    const a = choice(bot, t, 0) as { type: string; path?: { x: number; y: number }[] };
    if (a.type === 'move') {
      const q = a.path![a.path!.length - 1]!;
      // The ball rests at (8.5, 10.5): the keeper edges towards it, a little off his line, inside his zone.
      expect(q.y).toBeLessThanOrEqual(2.5);
      expect(q.x).toBeGreaterThanOrEqual(6.5);
    } else expect(a.type).toBe('end');
  });

  it('greedy answers decisions it does not know with a legal input other than concede', () => {
    const bot = new SparkBallGreedyAgent('t');
    const legal = [{ type: 'somethingNew', n: 1 }, { type: 'somethingNew', n: 2 }, { type: 'concede' }];
    expect(bot.choose(viewOf(Table.atTurn1(0).s, 0), legal, 0)).toEqual({ type: 'somethingNew', n: 1 });
    expect(new RandomAgent('x').choose(null, [{ type: 'concede' }], 0)).toEqual({ type: 'concede' });
  });

  it('greedy against random, seats alternated (6 seeded matches on the default options): wins most, never beaten', () => {
    const d = duel(6, null, 'unit');
    expect(d.losses).toBe(0);
    expect(d.wins).toBeGreaterThanOrEqual(5);
    expect(d.goalsFor).toBeGreaterThan(d.goalsAgainst);
    expect(d.msPerDecision).toBeLessThan(10);
  });

  it('SB-R-03 / SB-R-07 greedy plays whole matches under the measurement and goal-zone variants (only legal inputs)', () => {
    const variants = [
      { measure: { mode: 'centre' } },
      { goalZone: { shape: 'semicircle', excludeOthers: true } },
      { measure: { mode: 'centre' }, goalZone: { excludeOthers: true } },
    ];
    variants.forEach((more, i) => {
      const r = runMatch(
        sparkBall,
        { match: { maxTurns: 4, suddenDeathTurns: 0 }, ...more },
        {
          agents: [0, 1].map((k) =>
            botFactory('spark-ball', k === 0 ? 'greedy' : 'random')!(`v${i}${k}`, 'B', sparkBall),
          ),
          dice: new SeededDice(`geo-${i}`),
        },
      );
      expect(r.outcome).not.toBeNull();
    });
  });
});
