/**
 * The greedy bot's judgement of any order sheet, for the search's prior (search.ts): the same one-ply model as
 * `PillardsGreedyAgent.orders` (bot.ts), applied to a whole sheet instead of built figure by figure. A sheet is
 * worth its raid's expected loot (the target's guard and pool guessed from his figures) minus the loot its posts
 * are expected to let the opponents' likely raids take (`threatsOf`).
 */
import { lootChance, lootValue, threatsOf, type Threat } from './bot.ts';
import { size, type FigureType, type Force } from './forces.ts';
import { GUARD_POST, RAID_TYPES, type RaidType, type Sheet } from './state.ts';
import type { PilView } from './view.ts';

type Est = Record<FigureType, number>;

function scaled(f: Force | Est, k: number): Est {
  return { archers: f.archers * k, menAtArms: f.menAtArms * k, cavalry: f.cavalry * k };
}

/** The greedy model's expected VP of each sheet for `me` (higher is better). */
export function sheetScores(v: PilView, me: number, sheets: readonly Sheet[]): number[] {
  const n = v.fiefs.length;
  const rival = 1 / (n - 1);
  const threats: Threat[] = threatsOf(v, me);
  const fief = v.fiefs[me]!;
  const cost = {} as Record<RaidType, number>;
  for (const type of RAID_TYPES) {
    const value = lootValue(fief, type, 0);
    cost[type] = rival * value.thief + value.victim;
  }
  const memo = new Map<string, number>();
  return sheets.map((sh) => {
    let score = 0;
    if (sh.raid) {
      const t = v.fiefs[sh.raid.target]!;
      const theirHome = scaled(t.figures, 0.6);
      const guard = scaled(theirHome, sh.raid.type === 'cattle' ? 0.35 : 0.25);
      const pool = scaled(theirHome, 0.2);
      const k = size(sh.raid.force);
      const mod = k <= 4 ? -1 : k >= 11 ? 1 : 0;
      const value = lootValue(t, sh.raid.type, mod);
      score += (value.thief + rival * value.victim) * lootChance(sh.raid.force, guard, pool);
    }
    const key = JSON.stringify(sh.posts);
    let loss = memo.get(key);
    if (loss === undefined) {
      loss = 0;
      for (const type of RAID_TYPES) {
        const guard = sh.posts[GUARD_POST[type]];
        for (const th of threats)
          if (th.type[type] > 0)
            loss += th.type[type] * cost[type] * lootChance(th.force, guard, sh.posts.reserve);
      }
      memo.set(key, loss);
    }
    return score - loss;
  });
}
