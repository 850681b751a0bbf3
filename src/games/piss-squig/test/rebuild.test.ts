import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../engine/rng.ts';
import { pissSquig } from '../index.ts';
import { stateFromView } from '../rebuild.ts';
import { IMPLEMENTED_SKILLS } from '../skills.ts';
import type { PSView } from '../view.ts';

/** Game i: 2 to 8 players, variants and skill sets spread over the games. */
function optionsOf(i: number, rng: SeededRng): Record<string, unknown> {
  const players = 2 + (i % 7);
  return {
    players,
    maxRounds: 5 + (i % 6),
    armourTarget: i % 3 === 0 ? 7 : 8,
    furyThreshold: 1 + (i % 4),
    fenceSlam: i % 2 === 0,
    scatterNumbering: i % 4 === 0 ? 'bbTemplate' : 'posts',
    lastSurvivor: i % 5 === 3 ? 'endWhenOneSideLeft' : 'ghosts',
    goblins: Array.from({ length: players }, () => ({
      skills: IMPLEMENTED_SKILLS.filter(() => rng.int(0, 1) === 1),
    })),
  };
}

describe('stateFromView', () => {
  it('rebuilds the state of every step of 40 seeded random games: same hash, pending and legal; nothing shared', () => {
    const rng = new SeededRng('rebuild');
    let steps = 0;
    for (let i = 0; i < 40; i++) {
      const setup = pissSquig.setup(optionsOf(i, rng));
      if (!setup.ok) throw new Error(setup.error.en);
      const s = setup.value;
      for (;;) {
        const p = pissSquig.pending(s);
        const seat = p.kind === 'decision' ? p.player : null;
        const view = pissSquig.view(s, seat);
        // Through JSON, as the server and its bot workers pass views.
        const r = stateFromView(JSON.parse(JSON.stringify(view)) as PSView);
        const hash = pissSquig.hash(s);
        expect(pissSquig.hash(r)).toBe(hash);
        expect(pissSquig.pending(r)).toEqual(p);
        if (seat !== null) expect(pissSquig.legal(r, seat)).toEqual(pissSquig.legal(s, seat));
        // The rebuilt state is the caller's: playing on it changes neither the view nor the match.
        const before = JSON.stringify(view);
        const own = stateFromView(view);
        if (p.kind === 'over') {
          own.goblins[0]!.validated += 7;
          own.slippery[0] = -1;
        } else if (p.kind === 'chance') pissSquig.applyChance(own, pissSquig.chanceOutcomes(own)![0]!.faces);
        else if (p.kind === 'decision') pissSquig.apply(own, p.player, pissSquig.legal(own, p.player)[0]!);
        expect(JSON.stringify(view)).toBe(before);
        expect(pissSquig.hash(s)).toBe(hash);
        steps++;
        if (p.kind === 'over') break;
        if (p.kind === 'chance') {
          const outcomes = pissSquig.chanceOutcomes(s)!;
          pissSquig.applyChance(s, outcomes[rng.int(0, outcomes.length - 1)]!.faces);
        } else if (p.kind === 'decision') {
          const legal = pissSquig.legal(s, p.player).filter((a) => a.type !== 'concede');
          pissSquig.apply(s, p.player, legal[rng.int(0, legal.length - 1)]!);
        }
      }
    }
    expect(steps).toBeGreaterThan(2500);
  });
});
