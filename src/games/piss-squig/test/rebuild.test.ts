import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../engine/rng.ts';
import { pissSquig } from '../index.ts';
import { stateFromView } from '../rebuild.ts';
import { IMPLEMENTED_SKILLS } from '../skills.ts';
import type { PSState } from '../state.ts';
import { position } from '../testing.ts';
import type { PSView } from '../view.ts';

/** Game i: free-for-all (2 to 8 players), doubles or four-player, with variants and skill sets spread over the games. */
function optionsOf(i: number, rng: SeededRng): Record<string, unknown> {
  const mode = i % 4 === 2 ? 'doubles' : i % 4 === 3 ? 'four' : 'ffa';
  const players = mode === 'four' ? 4 : mode === 'doubles' ? 2 + (i % 3) : 2 + (i % 7);
  const goblins = mode === 'ffa' ? players : 2 * players;
  return {
    mode,
    players,
    ...(mode === 'four' ? { fourPlayerTurns: i % 8 === 3 ? 'perPlayer' : 'perGoblin' } : {}),
    maxRounds: 5 + (i % 6),
    armourTarget: i % 3 === 0 ? 7 : 8,
    furyThreshold: 1 + (i % 4),
    fenceSlam: i % 2 === 0,
    scatterNumbering: i % 4 === 0 ? 'bbTemplate' : 'posts',
    lastSurvivor: i % 5 === 3 ? 'endWhenOneSideLeft' : 'ghosts',
    // One game in five a career match, so that the post-match steps are rebuilt too.
    ...(i % 5 === 1 ? { campaign: 'league' } : {}),
    goblins: Array.from({ length: goblins }, (_, j) => ({
      skills: IMPLEMENTED_SKILLS.filter(() => rng.int(0, 1) === 1),
      ...(i % 5 === 1
        ? { name: `G${j}`, career: { id: `g${j}`, xp: 50, gold: rng.int(0, 3) * 10_000 } }
        : {}),
    })),
  };
}

/**
 * Plays `s` to its end with random inputs (never conceding), checking at every step that the state rebuilt
 * from the view (through JSON, as the server and its bot workers pass views) has the same hash, pending and
 * legal inputs, and shares nothing with the view or the match. Returns the phases seen.
 */
function playChecked(s: PSState, rng: SeededRng): string[] {
  const phases: string[] = [];
  for (;;) {
    const p = pissSquig.pending(s);
    const seat = p.kind === 'decision' ? p.player : null;
    const view = pissSquig.view(s, seat);
    phases.push(view.phase);
    const r = stateFromView(JSON.parse(JSON.stringify(view)) as PSView);
    const hash = pissSquig.hash(s);
    expect(pissSquig.hash(r)).toBe(hash);
    expect(pissSquig.pending(r)).toEqual(p);
    if (seat !== null) expect(pissSquig.legal(r, seat)).toEqual(pissSquig.legal(s, seat));
    const before = JSON.stringify(view);
    const own = stateFromView(view);
    if (p.kind === 'over') {
      own.goblins[0]!.validated += 7;
      own.slippery[0] = -1;
    } else if (p.kind === 'chance') pissSquig.applyChance(own, pissSquig.chanceOutcomes(own)![0]!.faces);
    else if (p.kind === 'decision') pissSquig.apply(own, p.player, pissSquig.legal(own, p.player)[0]!);
    expect(JSON.stringify(view)).toBe(before);
    expect(pissSquig.hash(s)).toBe(hash);
    if (p.kind === 'over') return phases;
    if (p.kind === 'chance') {
      const outcomes = pissSquig.chanceOutcomes(s)!;
      pissSquig.applyChance(s, outcomes[rng.int(0, outcomes.length - 1)]!.faces);
    } else if (p.kind === 'decision') {
      const legal = pissSquig.legal(s, p.player).filter((a) => a.type !== 'concede');
      pissSquig.apply(s, p.player, legal[rng.int(0, legal.length - 1)]!);
    }
  }
}

describe('stateFromView', () => {
  it('rebuilds the state of every step of 40 seeded random games (every mode, random skills): same hash, pending and legal; nothing shared', () => {
    const rng = new SeededRng('rebuild');
    let steps = 0;
    for (let i = 0; i < 40; i++) {
      const setup = pissSquig.setup(optionsOf(i, rng));
      if (!setup.ok) throw new Error(setup.error.en);
      steps += playChecked(setup.value, rng).length;
    }
    expect(steps).toBeGreaterThan(2500);
  });

  it('rebuilds the post-match steps of career matches (injury, care, advance)', () => {
    const rng = new SeededRng('rebuild-careers');
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      // The last turn of a career match: goblin 0 was emasculated after a piss, goblin 1 scored and passes.
      const s = position({
        options: {
          campaign: 'league',
          maxRounds: 5,
          goblins: [0, 1].map((j) => ({
            skills: [],
            name: `G${j}`,
            career: { id: `g${j}`, xp: 50, gold: 20_000 },
          })),
        },
        goblins: [{ at: null, status: 'emasculated' }, { at: [3, 3] }],
        side: 1,
        round: 5,
      });
      s.goblins[0]!.pisses = 1;
      s.goblins[1]!.validated = 1;
      pissSquig.apply(s, 1, { type: 'pass' });
      for (const phase of playChecked(s, rng)) seen.add(phase);
    }
    expect([...seen].sort()).toEqual(['advance', 'advanceChoice', 'care', 'injury', 'over']);
  });
});
