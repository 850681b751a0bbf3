import { describe, expect, it } from 'vitest';
import { botFactory, botLevels } from '../../../bots/index.ts';
import { runMatch } from '../../../engine/runner.ts';
import { SeededDice } from '../../../engine/sources.ts';
import type { OSAction } from '../actions.ts';
import { OsoiGreedyAgent } from '../bot.ts';
import { osoi } from '../index.ts';
import { act, activateWith, battle, withArmies } from '../testing.ts';

const greedy = (seat: number) => new OsoiGreedyAgent(`g${seat}`, 'Greedy');
const random = (seat: number) => botFactory('osoi', 'random')!(`r${seat}`, 'Random', osoi);
const choose = (s: ReturnType<typeof battle>, player: number) =>
  new OsoiGreedyAgent('t').choose(osoi.view(s, player), osoi.legal(s, player), player) as OSAction;

describe('OSOI greedy bot', () => {
  it('is offered as a level of OSOI', () => {
    expect(botLevels('osoi')).toEqual(['random', 'greedy']);
  });

  it('plays only legal inputs: seeded battles against the random bot finish, and it wins them all', () => {
    const wins = [0, 0];
    for (let g = 0; g < 4; g++) {
      const seatOfGreedy = g % 2;
      const agents = seatOfGreedy === 0 ? [greedy(0), random(1)] : [random(0), greedy(1)];
      // runMatch throws on any refused input or a battle outrunning its step bound.
      const r = runMatch(osoi, {}, { agents, dice: new SeededDice(`os-bot-${g}`) });
      expect(r.outcome).not.toBeNull();
      wins[r.outcome!.winners.includes(seatOfGreedy) && r.outcome!.winners.length === 1 ? 0 : 1]!++;
    }
    expect(wins).toEqual([4, 0]);
  });

  it('finishes a battle against itself', () => {
    const r = runMatch(osoi, {}, { agents: [greedy(0), greedy(1)], dice: new SeededDice('os-bot-self') });
    expect(r.outcome).not.toBeNull();
  });

  const duel = withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]);

  it('shoots an enemy in range rather than moving or ending, and returns fire when shot at', () => {
    const s = battle(duel, { A1: [[20, 10]], B1: [[20, 26]] });
    activateWith(s, 'A1', { shoot: 2, move: 1 });
    expect(choose(s, 0)).toEqual({ type: 'shoot', target: 'B1' });
    act(s, 0, { type: 'shoot', target: 'B1' });
    // B1 has not been activated: it commits half of its dice (⌈max / 2⌉) and returns fire.
    const max = osoi.view(s, 1).shot!.maxDice;
    expect(choose(s, 1)).toEqual({ type: 'defend', dice: Math.ceil(max / 2), returnFire: true });
  });

  it('keeps dice for the defence when threatened in firing range, and spends Move dice to close in when not', () => {
    // A1 (rifle 24 m, Tir 3, Agilité 2, 5 dice) and B1 unactivated, 16 m apart: within 0.8 × range, no move;
    // Shoot 3 and the other 2 dice kept for B1's shots.
    const near = battle(duel, { A1: [[20, 10]], B1: [[20, 26]] });
    act(near, 0, { type: 'activate', unit: 'A1' });
    expect(choose(near, 0)).toEqual({ type: 'allocate', move: 0, shoot: 3, melee: 0, special: 0 });
    // 28 m apart: beyond 0.8 × range, Move 2 is worth more than 2 dice kept back.
    const far = battle(duel, { A1: [[20, 10]], B1: [[20, 38]] });
    act(far, 0, { type: 'activate', unit: 'A1' });
    expect(choose(far, 0)).toEqual({ type: 'allocate', move: 2, shoot: 3, melee: 0, special: 0 });
  });
});
