/**
 * Odds scenarios for `arbitre odds osoi`: an opposed test (OS-TEST-6) for any pools, equipment dice and
 * difficulties, exact. Each die succeeds with probability 1/2 (OS-GEN-3, OS-R-10), so n dice give k successes
 * with probability C(n, k) / 2ⁿ; the margin is max(0, k − d) (OS-TEST-4); equipment dice join only a roll with
 * a pool die (OS-EQ-4); a side with no dice has margin 0 (OS-TEST-7).
 */
import { Fraction, type OddsParam, type OddsScenario } from '../../engine/odds.ts';

const param = (fr: string, en: string, max: number, def: number, min = 0): OddsParam => ({
  min,
  max,
  default: def,
  text: { fr, en },
});

function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

/** The exact distribution of the margin of `pool` pool dice plus `equipment` dice against difficulty `d`. */
export function marginDistribution(pool: number, equipment: number, d: number): Fraction[] {
  const n = pool > 0 ? pool + equipment : 0;
  const out: Fraction[] = [];
  for (let k = 0; k <= n; k++) {
    const m = Math.max(0, k - d);
    out[m] = (out[m] ?? Fraction.zero).add(Fraction.of(choose(n, k), 2 ** n));
  }
  return out;
}

/** One side of an opposed test. */
export interface Side {
  pool: number;
  equipment: number;
  difficulty: number;
}

/**
 * OS-TEST-6: the exact probability of each result — 'A k' the attacker deals k, 'D k' the defender deals k
 * (only when `defenderDeals`: an evading or unarmed defender deals nothing, OS-SHOOT-7), 'none' otherwise.
 */
export function opposedDistribution(att: Side, def: Side, defenderDeals: boolean): Map<string, Fraction> {
  const a = marginDistribution(att.pool, att.equipment, att.difficulty);
  const d = marginDistribution(def.pool, def.equipment, def.difficulty);
  const out = new Map<string, Fraction>();
  const add = (key: string, p: Fraction) => out.set(key, (out.get(key) ?? Fraction.zero).add(p));
  a.forEach((pa, ma) =>
    d.forEach((pd, md) => {
      const p = pa.mul(pd);
      if (p.numerator === 0) return;
      if (ma > md) add(`A ${ma - md}`, p);
      else if (md > ma && defenderDeals) add(`D ${md - ma}`, p);
      else add('none', p);
    }),
  );
  return out;
}

/** The scenarios, by name. */
export const oddsScenarios: Record<string, OddsScenario> = {
  opposed: {
    rule: 'OS-TEST-6',
    text: {
      fr: 'Un test opposé : « A k » l’attaquant inflige k dégâts, « D k » le défenseur inflige k, « none » aucun dégât.',
      en: 'An opposed test: "A k" the attacker deals k damage, "D k" the defender deals k, "none" no damage.',
    },
    params: {
      att: param('dés de réserve de l’attaquant', 'attacker’s pool dice', 12, 3),
      attEq: param('dés d’équipement de l’attaquant', 'attacker’s equipment dice', 6, 0),
      attD: param('difficulté de l’attaquant', 'attacker’s difficulty', 12, 0),
      def: param('dés de réserve du défenseur', 'defender’s pool dice', 12, 2),
      defEq: param('dés d’équipement du défenseur', 'defender’s equipment dice', 6, 0),
      defD: param('difficulté du défenseur', 'defender’s difficulty', 12, 1),
      ret: param(
        'le défenseur inflige des dégâts s’il gagne (1 riposte ou mêlée, 0 esquive)',
        'the defender deals damage if it wins (1 return fire or melee, 0 evade)',
        1,
        1,
      ),
    },
    run: (p) =>
      opposedDistribution(
        { pool: p.att!, equipment: p.attEq!, difficulty: p.attD! },
        { pool: p.def!, equipment: p.defEq!, difficulty: p.defD! },
        p.ret === 1,
      ),
  },
};
