import { describe, expect, it } from 'vitest';
import { botFactory, botLevels } from '../../../bots/index.ts';
import { runMatch } from '../../../engine/runner.ts';
import { SeededDice } from '../../../engine/sources.ts';
import type { OSAction } from '../actions.ts';
import { OsoiGreedyAgent } from '../bot.ts';
import { damageValue, exchange, healValue, margins, vpOf } from '../bot-odds.ts';
import { coverAgainst, sees } from '../bot-geometry.ts';
import { osoi } from '../index.ts';
import { U_H, unitIndex, uset, type OSState } from '../state.ts';
import { act, activateWith, battle, scenarioBattle, withArmies } from '../testing.ts';

const greedy = (seed: string) => new OsoiGreedyAgent(seed, 'Greedy');
const random = (seed: string) => botFactory('osoi', 'random')!(seed, 'Random', osoi);
const choose = (s: OSState, player: number) =>
  greedy('t').choose(osoi.view(s, player), osoi.legal(s, player), player) as OSAction;
const duel = withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]);
const wound = (s: OSState, id: string, h: number) => uset(s, unitIndex(s, id), U_H, h);

/** Greedy against random on SC-1, sides alternated, seeded: greedy's wins, draws and losses. */
function series(n: number, prefix: string): { wins: number; draws: number; losses: number } {
  const r = { wins: 0, draws: 0, losses: 0 };
  for (let g = 0; g < n; g++) {
    const seat = g % 2;
    const agents = seat === 0 ? [greedy(`g${g}`), random(`r${g}`)] : [random(`r${g}`), greedy(`g${g}`)];
    // runMatch throws on any refused input or a battle outrunning its step bound.
    const o = runMatch(osoi, {}, { agents, dice: new SeededDice(`${prefix}-${g}`) }).outcome!;
    if (o.winners.length !== 1) r.draws++;
    else if (o.winners[0] === seat) r.wins++;
    else r.losses++;
  }
  return r;
}

describe('OSOI greedy bot', () => {
  it('is offered as a level of OSOI', () => {
    expect(botLevels('osoi')).toEqual(['random', 'greedy', 'search', 'search-strong']);
  });

  it('beats the random bot in at least 90 % of a seeded SC-1 series, sides alternated (200 battles: soak)', () => {
    const r = series(16, 'os-bot');
    expect(r.wins + r.draws + r.losses).toBe(16);
    expect(r.wins / 16).toBeGreaterThanOrEqual(0.9);
  });

  it.each(['SC-2', 'SC-3'])('plays %s against itself to the end without an illegal input', (scenario) => {
    const r = runMatch(
      osoi,
      { scenario },
      { agents: [greedy('a'), greedy('b')], dice: new SeededDice(`os-bot-${scenario}`) },
    );
    expect(r.outcome).not.toBeNull();
  });

  it('shoots an enemy in range rather than ending, and returns fire with its dice when shot at', () => {
    const s = battle(duel, { A1: [[20, 10]], B1: [[20, 26]] });
    activateWith(s, 'A1', { shoot: 3 });
    expect(choose(s, 0)).toEqual({ type: 'shoot', target: 'B1' });
    act(s, 0, { type: 'shoot', target: 'B1' });
    // B1 (rifle, band 0) returns fire: the exchange is worth more than the dice it spends.
    const d = choose(s, 1);
    expect(d.type === 'defend' && d.returnFire && d.dice > 0).toBe(true);
  });

  it('an unarmed-at-range defender far out of its pistol range evades rather than returning fire', () => {
    const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'MEDIC' }]), {
      A1: [[20, 5]],
      B1: [[20, 28]],
    });
    activateWith(s, 'A1', { shoot: 3 });
    act(s, 0, { type: 'shoot', target: 'B1' });
    // The pistol (8 m) at 22 m is band 2: return fire needs 3 successes more than evading.
    const d = choose(s, 1);
    expect(d).toMatchObject({ type: 'defend', returnFire: false });
  });

  it('focuses fire on the wounded enemy its shot can bring to a threshold', () => {
    const s = battle(
      withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }, { catalogue: 'SOLDIER' }]),
      {
        A1: [[20, 10]],
        B1: [[16, 24]],
        B2: [[24, 24]],
      },
    );
    wound(s, 'B2', 3);
    activateWith(s, 'A1', { shoot: 3 });
    expect(choose(s, 0)).toEqual({ type: 'shoot', target: 'B2' });
  });

  const brawl = withArmies([{ catalogue: 'BRUTE' }], [{ catalogue: 'SOLDIER' }]);

  it('allocates Contact dice when engaged, and strikes the engaged enemy', () => {
    const s = battle(brawl, { A1: [[20, 20]], B1: [[20, 21.5]] });
    act(s, 0, { type: 'activate', unit: 'A1' });
    const alloc = choose(s, 0);
    expect(alloc.type === 'allocate' && alloc.melee).toBeGreaterThanOrEqual(3);
    act(s, 0, alloc);
    expect(choose(s, 0)).toEqual({ type: 'melee', target: 'B1' });
  });

  it('moves into contact, then strikes, when the enemy is within a move', () => {
    // 4 m apart edge to edge: 2 Move dice reach contact.
    const s = battle(brawl, { A1: [[20, 20]], B1: [[20, 25]] });
    act(s, 0, { type: 'activate', unit: 'A1' });
    const alloc = choose(s, 0);
    expect(alloc).toMatchObject({ type: 'allocate', move: 2 });
    expect(alloc.type === 'allocate' && alloc.melee).toBeGreaterThan(0);
    act(s, 0, alloc);
    const move = choose(s, 0);
    expect(move.type).toBe('move');
    act(s, 0, move);
    expect(choose(s, 0)).toEqual({ type: 'melee', target: 'B1' });
  });

  it('a bare-handed unit engaged with a brute keeps out of melee (it would lose on average)', () => {
    const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'BRUTE' }]), {
      A1: [[20, 20]],
      B1: [[20, 21.5]],
    });
    act(s, 0, { type: 'activate', unit: 'A1' });
    expect(choose(s, 0)).toMatchObject({ type: 'allocate', melee: 0 });
  });

  it('the medic heals a wounded friend in reach', () => {
    const s = battle(
      withArmies([{ catalogue: 'MEDIC' }, { catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]),
      {
        A1: [[20, 5]],
        A2: [[21.5, 5]],
        B1: [[20, 38]],
      },
    );
    wound(s, 'A2', 2);
    act(s, 0, { type: 'activate', unit: 'A1' });
    const alloc = choose(s, 0);
    expect(alloc).toMatchObject({ type: 'allocate', specialKind: 'HEAL' });
    act(s, 0, alloc);
    expect(choose(s, 0)).toEqual({ type: 'special', target: 'A2' });
  });

  it('a hurt werewolf far from the enemy regenerates', () => {
    const s = battle(withArmies([{ catalogue: 'WEREWOLF' }], [{ catalogue: 'SOLDIER' }]), {
      A1: [[20, 5]],
      B1: [[50, 38]],
    });
    wound(s, 'A1', 2);
    act(s, 0, { type: 'activate', unit: 'A1' });
    const alloc = choose(s, 0);
    expect(alloc).toMatchObject({ type: 'allocate', specialKind: 'REGENERATE' });
    act(s, 0, alloc);
    expect(choose(s, 0)).toEqual({ type: 'special', target: 'A1' });
  });

  it('an officer with no enemy in pistol reach orders a friend who has yet to act', () => {
    const s = battle(
      withArmies([{ catalogue: 'OFFICER' }, { catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]),
      {
        A1: [[20, 5]],
        A2: [[24, 5]],
        B1: [[50, 38]],
      },
    );
    act(s, 0, { type: 'activate', unit: 'A1' });
    const alloc = choose(s, 0);
    expect(alloc).toMatchObject({ type: 'allocate', specialKind: 'ORDER' });
    act(s, 0, alloc);
    expect(choose(s, 0)).toEqual({ type: 'special', target: 'A2' });
  });

  it('SC-3: an attacker engaged with the crate plants the charge', () => {
    const s = scenarioBattle('SC-3', duel, { A1: [[30, 18.5]], B1: [[10, 38]] }, 0, 0);
    act(s, 0, { type: 'activate', unit: 'A1' });
    const alloc = choose(s, 0);
    expect(alloc).toMatchObject({ type: 'allocate', specialKind: 'PLANT_CHARGE' });
    act(s, 0, alloc);
    expect(choose(s, 0)).toEqual({ type: 'special', target: 'CRATE' });
  });
});

describe('OSOI greedy bot arithmetic', () => {
  it('margins and exchanges are the binomials over 1/2 (OS-TEST-6)', () => {
    expect(margins(2, 1)).toEqual([0.75, 0.25]);
    const e = exchange(1, 0, 1, 0, true);
    expect(e.dealt[1]).toBeCloseTo(0.25);
    expect(e.taken[1]).toBeCloseTo(0.25);
    expect(exchange(1, 0, 1, 0, false).taken).toEqual([0]);
  });

  it('values damage by the thresholds of OS-END-5 and the cost per health point', () => {
    expect(vpOf(5, 5, 30)).toBe(0);
    expect(vpOf(2, 5, 30)).toBe(15);
    expect(vpOf(0, 5, 30)).toBe(30);
    // 3 points for sure on a 5/5 unit of 30: half of the 15 VP crossed, plus 3 × 0.75 × 6.
    expect(damageValue([0, 0, 0, 1], 5, 5, 30)).toBeCloseTo(7.5 + 13.5);
    expect(healValue(3, 2, 5, 30)).toBeCloseTo(7.5 + 13.5);
  });

  it('sees through open ground, not through the building; cover from the grove', () => {
    const v = osoi.view(battle(duel, { A1: [[20, 10]], B1: [[20, 26]] }), 0);
    const f = v.map.features;
    expect(sees(f, [{ x: 40, y: 27 }], [{ x: 54, y: 27 }])).toBe(false);
    expect(sees(f, [{ x: 40, y: 5 }], [{ x: 54, y: 5 }])).toBe(true);
    expect(coverAgainst(f, [{ x: 16, y: 5 }], [{ x: 16, y: 18 }], 0.5)).toBeGreaterThan(0);
    expect(coverAgainst(f, [{ x: 50, y: 5 }], [{ x: 54, y: 5 }], 0.5)).toBe(0);
  });
});
