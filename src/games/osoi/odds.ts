import type { OddsScenario } from '../../engine/odds.ts';
export const oddsScenarios: Record<string, OddsScenario> = {};
