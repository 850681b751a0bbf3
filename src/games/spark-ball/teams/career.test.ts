import { describe, expect, it } from 'vitest';
import { quickPlay } from './build.ts';
import { applyTeamChanges, withLosses } from './career.ts';
import type { Roster } from './types.ts';

function team(): Roster {
  const r = quickPlay('T1');
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('careers between matches (applyTeamChanges)', () => {
  it('SB-POST-5 a dead player is removed from the roster; the others stay in order', () => {
    const before = team();
    const after = applyTeamChanges(before, {
      side: 0,
      players: [{ player: 'p2', dead: true, career: {} }],
    });
    expect(after.players.map((p) => p.id)).toEqual(
      before.players.map((p) => p.id).filter((id) => id !== 'p2'),
    );
    expect(after.players).toHaveLength(before.players.length - 1);
    // Pure: the stored roster given is not touched.
    expect(before.players.some((p) => p.id === 'p2')).toBe(true);
    expect(after.teamRerolls).toBe(before.teamRerolls);
    expect(after.treasury).toBe(before.treasury);
  });

  it('SB-POST-6 permanent losses stay with the player, never below 1 (SB-R-57)', () => {
    const before = team();
    const p1 = before.players[0]!;
    const after = applyTeamChanges(before, {
      side: 1,
      players: [{ player: 'p1', losses: { mv: -1, ag: -1 }, career: {} }],
    });
    expect(after.players[0]!.stats).toEqual({ ...p1.stats, mv: p1.stats.mv - 1, ag: p1.stats.ag - 1 });
    expect(after.players[0]!.career).toBeUndefined();
    // A characteristic at 1 stays at 1 (the loss is void), and AR (floor 0) never goes negative.
    expect(withLosses({ mv: 1, f: 1, r: 2, ag: 1, ar: 0 }, { f: -1, r: -1, ar: -1 })).toEqual({
      mv: 1,
      f: 1,
      r: 1,
      ag: 1,
      ar: 0,
    });
    // Losses applied twice are applied twice: applying a match once is the store's job.
    const twice = applyTeamChanges(after, {
      side: 1,
      players: [{ player: 'p1', losses: { mv: -1 }, career: {} }],
    });
    expect(twice.players[0]!.stats.mv).toBe(p1.stats.mv - 2);
  });

  it('SB-POST-2 SB-POST-3 SB-POST-4 a listed player’s career is replaced by the match’s', () => {
    const before = team();
    before.players[3]!.career = { sprainNextMatch: true };
    const after = applyTeamChanges(before, {
      side: 0,
      players: [
        { player: 'p1', career: { sprainNextMatch: true } },
        { player: 'p2', career: { missNextMatch: true } },
        { player: 'p3', career: { missNextMatch: true, comaAttempts: 0 } },
        { player: 'p4', career: {} },
      ],
    });
    expect(after.players.slice(0, 4).map((p) => p.career)).toEqual([
      { sprainNextMatch: true },
      { missNextMatch: true },
      { missNextMatch: true, comaAttempts: 0 },
      undefined,
    ]);
    expect('career' in after.players[3]!).toBe(false);
  });

  it('ARB-SB-46 SB-R-57 an unlisted player has used up his sprain or missed match; a coma goes on', () => {
    const before = team();
    before.players[0]!.career = { sprainNextMatch: true };
    before.players[1]!.career = { missNextMatch: true };
    before.players[2]!.career = { missNextMatch: true, comaAttempts: 2 };
    const after = applyTeamChanges(before, { side: 0, players: [] });
    expect(after.players[0]!.career).toBeUndefined();
    expect(after.players[1]!.career).toBeUndefined();
    expect(after.players[2]!.career).toEqual({ comaAttempts: 2 });
  });
});
