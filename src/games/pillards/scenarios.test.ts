import { describe, expect, it } from 'vitest';
import { oddsScenarios } from './scenarios.ts';

const asText = (m: Map<string, { toString(): string }>) =>
  Object.fromEntries([...m].map(([k, f]) => [k, f.toString()]));

describe('Pillards odds scenarios', () => {
  it('PIL-RAID-1 an all-cavalry raid of 3 (−2): 0 on a 1 or 2, then 1 to 4', () => {
    const r = oddsScenarios.resistance!.run({ raidArchers: 0, raidMenAtArms: 0, raidCavalry: 3 });
    expect(asText(r)).toEqual({
      '0 slippedThrough': '1/3',
      '1 emptyHanded': '1/6',
      '2 guard': '1/6',
      '3 guard': '1/6',
      '4 guard30': '1/6',
    });
  });

  it('PIL-COMBAT-10 one cavalryman against one man-at-arms wins 5/8, exactly', () => {
    const r = oddsScenarios.combat!.run({
      raidArchers: 0,
      raidMenAtArms: 0,
      raidCavalry: 1,
      guardArchers: 0,
      guardMenAtArms: 1,
      guardCavalry: 0,
    });
    expect(asText(r)).toEqual({ raidersWin: '5/8', raidersLose: '3/8' });
  });
});
