/**
 * Odds scenarios for `arbitre odds pillards`: the resistance a raid meets, and the chance that a raiding
 * force wins a small combat, both exact (see exact.ts).
 */
import { Fraction, type OddsParam, type OddsScenario } from '../../engine/odds.ts';
import { combatWinProbability, resistanceDistribution } from './exact.ts';
import type { Force } from './forces.ts';
import { RESISTANCE } from './raid.ts';

const count = (fr: string, en: string, max: number, def: number): OddsParam => ({
  min: 0,
  max,
  default: def,
  text: { fr, en },
});

function force(p: Record<string, number>, prefix: string): Force {
  return {
    archers: p[`${prefix}Archers`] ?? 0,
    menAtArms: p[`${prefix}MenAtArms`] ?? 0,
    cavalry: p[`${prefix}Cavalry`] ?? 0,
  };
}

/** The scenarios, by name. */
export const oddsScenarios: Record<string, OddsScenario> = {
  resistance: {
    rule: 'PIL-RAID-1',
    text: {
      fr: 'La résistance rencontrée par un raid (1D6 modifié, table PIL-RAID-2).',
      en: 'The resistance a raid meets (modified 1D6, table PIL-RAID-2).',
    },
    params: {
      raidArchers: count('archers du raid', 'raiding archers', 4, 0),
      raidMenAtArms: count('hommes d’armes du raid', 'raiding men-at-arms', 13, 3),
      raidCavalry: count('cavaliers du raid', 'raiding cavalry', 3, 2),
    },
    run: (p) => {
      const dist = resistanceDistribution(force(p, 'raid'));
      const out = new Map<string, Fraction>();
      dist.forEach((r, result) => {
        if (r.num > 0n) out.set(`${result} ${RESISTANCE[result]}`, r.toFraction());
      });
      return out;
    },
  },
  combat: {
    rule: 'PIL-COMBAT-10',
    text: {
      fr: 'Un combat sans retraite (volée du round 1, pertes simultanées, touches sur les figurines les moins chères).',
      en: 'A combat without retreat (round-1 volley, simultaneous casualties, hits on the cheapest figures first).',
    },
    params: {
      raidArchers: count('archers du raid', 'raiding archers', 3, 0),
      raidMenAtArms: count('hommes d’armes du raid', 'raiding men-at-arms', 3, 1),
      raidCavalry: count('cavaliers du raid', 'raiding cavalry', 3, 2),
      guardArchers: count('archers défenseurs', 'defending archers', 3, 1),
      guardMenAtArms: count('hommes d’armes défenseurs', 'defending men-at-arms', 3, 2),
      guardCavalry: count('cavaliers défenseurs', 'defending cavalry', 3, 0),
    },
    run: (p) => {
      const win = combatWinProbability(force(p, 'raid'), force(p, 'guard'));
      // Exact fractions of larger combats outgrow safe integers: then a fraction of 10⁹, rounded.
      let f: Fraction;
      try {
        f = win.toFraction();
      } catch {
        f = Fraction.of(Math.round(win.value() * 1e9), 1e9);
      }
      return new Map([
        ['raidersWin', f],
        ['raidersLose', Fraction.one.sub(f)],
      ]);
    },
  },
};
