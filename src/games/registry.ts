/**
 * The games Arbitre knows, by id. Drivers (CLI, server, bots) look games up here.
 */
import type { Lang, LogNames } from '../engine/i18n.ts';
import type { OddsScenario } from '../engine/odds.ts';
import type { AnyRules, GameEvent } from '../engine/types.ts';
import { describe as describePissSquig } from './piss-squig/i18n.ts';
import { pissSquig } from './piss-squig/index.ts';
import { describe as describePillards } from './pillards/i18n.ts';
import { pillards } from './pillards/index.ts';
import { oddsScenarios as pillardsOdds } from './pillards/scenarios.ts';
import { oddsScenarios as pissSquigOdds } from './piss-squig/odds.ts';
import { describe as describeSparkBall } from './spark-ball/i18n.ts';
import { sparkBall } from './spark-ball/index.ts';
import { oddsScenarios as sparkBallOdds } from './spark-ball/odds.ts';
import { describe as describeOsoi } from './osoi/i18n.ts';
import { osoi } from './osoi/index.ts';
import { oddsScenarios as osoiOdds } from './osoi/odds.ts';

/** Every game's rules object, by its id. */
export const games: Record<string, AnyRules> = {
  [pissSquig.id]: pissSquig,
  [pillards.id]: pillards,
  [sparkBall.id]: sparkBall,
  [osoi.id]: osoi,
};

/** One log line for an event, in French or English, ending with the rule ID, by game id; `names` optional. */
export const logLines: Record<string, (e: GameEvent, lang: Lang, names?: LogNames) => string> = {
  [pissSquig.id]: describePissSquig,
  [pillards.id]: describePillards,
  [sparkBall.id]: describeSparkBall,
  [osoi.id]: describeOsoi,
};

/** The odds scenarios of each game (`arbitre odds`), by game id. */
export const oddsScenarios: Record<string, Record<string, OddsScenario>> = {
  [pissSquig.id]: pissSquigOdds,
  [pillards.id]: pillardsOdds,
  [sparkBall.id]: sparkBallOdds,
  [osoi.id]: osoiOdds,
};
