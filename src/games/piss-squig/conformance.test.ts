import { describe, expect, it } from 'vitest';
import { runConformance } from '../../engine/conformance.ts';
import { pissSquig } from './index.ts';
import { IMPLEMENTED_SKILLS } from './skills.ts';

const GAMES = Number(process.env.ARBITRE_CONFORMANCE_GAMES ?? 1000);

/**
 * The mode of game i: three games in five free-for-all (2 to 8 players), one doubles (2 to 4 teams), one
 * four-player (alternately `perGoblin` and `perPlayer`).
 */
function modeOptions(i: number): { players: number; goblins: number; mode?: Record<string, unknown> } {
  if (i % 5 === 3) {
    const teams = 2 + (((i / 5) | 0) % 3);
    return { players: teams, goblins: 2 * teams, mode: { mode: 'doubles' } };
  }
  if (i % 5 === 4) {
    const fourPlayerTurns = ((i / 5) | 0) % 2 === 0 ? 'perGoblin' : 'perPlayer';
    return { players: 4, goblins: 8, mode: { mode: 'four', fourPlayerTurns } };
  }
  return { players: 2 + (i % 7), goblins: 2 + (i % 7) };
}

/** Game i: free-for-all, doubles or four-player, with the reference's variants spread over the games (section 3.9). */
export function conformanceOptions(i: number): Record<string, unknown> {
  const m = modeOptions(i);
  return {
    ...m.mode,
    players: m.players,
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
    ...(i % 4 !== 1 ? { goblins: randomGoblins(i, m.goblins) } : {}),
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
  it('the option mix covers free-for-all 2–8, doubles 2–4 teams and four-player with both turn orders', () => {
    const kinds = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const o = conformanceOptions(i);
      expect(pissSquig.setup(o).ok, JSON.stringify(o)).toBe(true);
      kinds.add(
        `${(o.mode as string | undefined) ?? 'ffa'} ${o.players as number} ${(o.fourPlayerTurns as string | undefined) ?? ''}`,
      );
    }
    expect([...kinds].sort()).toEqual([
      'doubles 2 ',
      'doubles 3 ',
      'doubles 4 ',
      'ffa 2 ',
      'ffa 3 ',
      'ffa 4 ',
      'ffa 5 ',
      'ffa 6 ',
      'ffa 7 ',
      'ffa 8 ',
      'four 4 perGoblin',
      'four 4 perPlayer',
    ]);
  });

  it(`${GAMES} seeded random games, free-for-all 2 to 8, doubles 2 to 4 teams, four-player both turn orders, random skill sets, every step checked`, () => {
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
