import { describe, expect, it } from 'vitest';
import { runConformance } from '../../../engine/conformance.ts';
import type { MatchRecord } from '../../../engine/record.ts';
import { verify } from '../../../engine/record.ts';
import { careerReport, levelOf } from '../career.ts';
import { pissSquig, type PSState } from '../index.ts';
import { hasConceded } from '../pit.ts';
import { careerOptions, playSeason, recruit, type RosterGoblin } from '../season.ts';

const SEASONS = Number(process.env.ARBITRE_SEASONS ?? 200);

describe('careers over whole seasons', () => {
  it(`PS-CAMP-9 PS-CAMP-10 ${SEASONS} random seasons of ten career matches: careers stay consistent and replay`, () => {
    const seen = {
      matches: 0,
      dead: 0,
      retired: 0,
      advances: 0,
      recruits: 0,
      conceded: 0,
      concededPaid: 0,
      maxLevel: 0,
    };
    for (let i = 0; i < SEASONS; i++) {
      const concedeGold = i % 2 === 0;
      const season = playSeason({
        league: `L${i}`,
        seed: `season:${i}`,
        players: 2 + (i % 4),
        options: {
          maxRounds: 6 + (i % 10),
          doubleGives: i % 3 === 0 ? 'traitOrSkill' : 'traitOnly',
          concedeGold,
        },
        concedeOdds: 1 / 300,
      });
      expect(season.matches).toHaveLength(10);
      // What the league knows of each goblin before each match, rebuilt from the reports alone.
      const known = new Map<string, { xp: number; gold: number; skills: string[]; status: string }>();
      for (const m of season.matches) {
        seen.matches++;
        // The record replays to the same hash, and the replayed state gives the same report.
        const v = verify(pissSquig, JSON.parse(JSON.stringify(m.record)) as MatchRecord);
        if (!v.ok)
          throw new Error(`season ${i}: record does not replay at ${v.error.index}: ${v.error.error.en}`);
        const final = v.value.state as PSState;
        expect(careerReport(final)).toEqual(m.reports);
        expect(new Set(m.goblins).size).toBe(m.goblins.length);
        m.reports.forEach((r, j) => {
          const where = `season ${i}, ${r.id}`;
          expect(r.id, where).toBe(m.goblins[j]);
          const before = known.get(r.id);
          if (before === undefined) {
            // PS-CAMP-10: a recruit starts from nothing.
            seen.recruits++;
            expect([r.xpBefore, r.goldBefore], where).toEqual([0, 0]);
          } else {
            // The dead and the retired never play again; a career carries over exactly.
            expect(before.status, where).toBe('active');
            expect([r.xpBefore, r.goldBefore], where).toEqual([before.xp, before.gold]);
            for (const sk of before.skills) expect(r.skills, where).toContain(sk);
          }
          expect(r.xp, where).toBe(r.xpBefore + r.xpGained);
          expect(r.xpGained, where).toBeGreaterThanOrEqual(0);
          expect(r.level, where).toBe(levelOf(r.xp));
          expect(r.levelBefore, where).toBe(levelOf(r.xpBefore));
          expect(r.gold, where).toBeGreaterThanOrEqual(0);
          expect(r.skillsGained.length, where).toBeLessThanOrEqual(r.level - r.levelBefore);
          if (r.status !== 'active') expect(r.skillsGained, where).toEqual([]);
          if (r.status === 'dead') {
            seen.dead++;
            expect([r.gold, r.injury?.roll], where).toEqual([0, 1]);
          } else {
            expect(r.gold, where).toBe(r.goldBefore + r.goldGained - r.careCost);
          }
          if (r.status === 'retired') {
            seen.retired++;
            expect(r.injury?.roll, where).toBeOneOf([2, 3, 4, 5]);
          }
          const won = m.outcome.winners.includes(r.side) && m.outcome.scores[r.side]! > 0;
          if (hasConceded(final, r.side)) {
            // PS-CAMP-5, ARB-PS-31: the participation gold, or nothing with concedeGold off.
            if (concedeGold) seen.concededPaid++;
            else seen.conceded++;
            expect(r.goldGained, where).toBe(concedeGold ? 10000 : 0);
          } else expect(r.goldGained, where).toBe(won ? 30000 : 10000);
          expect(r.awards.preums, where).toBe(won && r.xpGained > 0 ? 5 : 0);
          seen.advances += r.skillsGained.length;
          seen.maxLevel = Math.max(seen.maxLevel, r.level);
          known.set(r.id, { xp: r.xp, gold: r.gold, skills: r.skills, status: r.status });
        });
      }
      for (const g of season.roster) {
        const k = known.get(g.id)!;
        expect([g.xp, g.gold, g.status], g.id).toEqual([k.xp, k.gold, k.status]);
      }
    }
    // Every branch of the sequence was played.
    expect(seen.dead).toBeGreaterThan(0);
    expect(seen.retired).toBeGreaterThan(0);
    expect(seen.advances).toBeGreaterThan(0);
    expect(seen.conceded).toBeGreaterThan(0);
    expect(seen.concededPaid).toBeGreaterThan(0);
    expect(seen.maxLevel).toBeGreaterThanOrEqual(2);
    expect(seen.recruits).toBeGreaterThan(SEASONS * 2);
  }, 300_000);

  it('a season from a given roster keeps its veterans, and fills the places of the dead with recruits', () => {
    const vet: RosterGoblin = { ...recruit('vet', 'Vieux Snik'), xp: 40, gold: 90000, skills: ['tacle'] };
    const season = playSeason({ league: 'L', seed: 'roster', players: 2, matches: 3, roster: [vet] });
    expect(season.matches[0]!.goblins).toEqual(['vet', 'L-r1']);
    expect(season.matches[0]!.reports[0]).toMatchObject({ xpBefore: 40, goldBefore: 90000, levelBefore: 3 });
    expect(season.roster.map((g) => g.matches).reduce((a, b) => a + b)).toBe(6);
  });

  it('career matches pass the conformance harness (clones, hashes, legal lists, views, records)', () => {
    const stats = runConformance(pissSquig, {
      games: 300,
      seed: 'ps-careers',
      options: (i) => {
        const goblins = Array.from({ length: 2 + (i % 5) }, (_, j) => ({
          ...recruit(`c${j}`, `C${j}`),
          xp: (i * 7 + j * 13) % 60,
          gold: ((i + j) % 4) * 10000,
          skills: j % 2 === 0 ? ['squigador'] : [],
        })) as RosterGoblin[];
        return careerOptions('conformance', goblins, {
          maxRounds: 5 + (i % 6),
          doubleGives: i % 2 === 0 ? 'traitOnly' : 'traitOrSkill',
        });
      },
    });
    expect(stats.games).toBe(300);
  }, 300_000);
});
