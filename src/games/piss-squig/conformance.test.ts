import { describe, expect, it } from 'vitest';
import { runConformance } from '../../engine/conformance.ts';
import { pissSquig } from './index.ts';
import { IMPLEMENTED_SKILLS } from './skills.ts';

const GAMES = Number(process.env.ARBITRE_CONFORMANCE_GAMES ?? 2000);

/** Game i: 2 to 8 players, with the reference's variants spread over the games (section 3.9). */
export function conformanceOptions(i: number): Record<string, unknown> {
  return {
    players: 2 + (i % 7),
    maxRounds: 5 + (i % 11),
    armourTarget: i % 3 === 0 ? 7 : 8,
    scatterNumbering: i % 4 === 0 ? 'bbTemplate' : 'posts',
    squigEdgeRule: i % 5 === 0 ? 'functional' : 'edge',
    furyThreshold: 1 + (i % 6),
    fenceSlam: i % 2 === 0,
    lastSurvivor: i % 7 === 3 ? 'endWhenOneSideLeft' : 'ghosts',
    tieBreak: i % 3 === 1 ? 'validatedPoints' : 'shared',
    gnakOwnGoblin: i % 9 === 0,
    grosVicieux: i % 5 === 2 ? 'flavour' : 'mechanical',
    ...(i % 13 === 0 ? { firstPlayer: 1 } : {}),
    ...(i % 4 !== 1 ? { goblins: randomGoblins(i, 2 + (i % 7)) } : {}),
  };
}

/** Random skill sets for game i's goblins: each available skill or trait with odds ½, from the game index. */
function randomGoblins(i: number, players: number): { skills: string[] }[] {
  let x = (i * 2654435761 + 12345) >>> 0;
  const out: { skills: string[] }[] = [];
  for (let g = 0; g < players; g++) {
    const skills: string[] = [];
    for (const name of IMPLEMENTED_SKILLS) {
      x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
      if (x & 0x10000) skills.push(name);
    }
    out.push({ skills });
  }
  return out;
}

describe('Piss’ Squig conformance', () => {
  it(`${GAMES} seeded random games, 2 to 8 players, random skill sets, every step checked`, () => {
    const stats = runConformance(pissSquig, {
      games: GAMES,
      seed: 'ps-conformance',
      options: conformanceOptions,
    });
    expect(stats.games).toBe(GAMES);
    expect(stats.chance).toBeGreaterThan(GAMES * 10);
    expect(stats.decisions).toBeGreaterThan(GAMES * 10);
  }, 900_000);
});
