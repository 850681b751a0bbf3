/**
 * The engine's public API: the rules contract and everything that drives a game without knowing it.
 */
export * from './types.ts';
export { checkFaces, parseDice, uniformOutcomes, type DiceSpec } from './dice.ts';
export { sha256, utf8Bytes } from './sha256.ts';
export { SeededRng, seedCommitment } from './rng.ts';
export { ManualDice, ScriptedDice, SeededDice, type DiceInfo, type DiceSource } from './sources.ts';
export {
  DICE_GENERATORS,
  LEGACY_DICE_GENERATOR,
  MATCH_DICE_GENERATOR,
  MatchDice,
  matchFaces,
  recordDice,
  seededDice,
} from './match-dice.ts';
export { RefusalError, describeError } from './refusal.ts';
export { findNonJson, jsonEqual } from './json.ts';
export { runMatch, type Agent, type MatchResult, type RunOptions } from './runner.ts';
export {
  RECORD_FORMAT,
  describeVerdict,
  isWithheld,
  parseRecord,
  parseRecordText,
  recordSchema,
  replay,
  verify,
  type Checked,
  type DecisionInput,
  type FacesInput,
  type MatchRecord,
  type OrdersInput,
  type PartialInfo,
  type RecordFinal,
  type RecordInput,
  type ReplayFailure,
  type Replayed,
  type Seat,
  type ServedInput,
  type StepCounts,
  type Verdict,
  type Verified,
  type WithheldInput,
} from './record.ts';
export {
  Fraction,
  enumerate,
  oddsOfAction,
  type EnumerateOptions,
  type OddsParam,
  type OddsScenario,
} from './odds.ts';
export {
  WHAT_IF_POLICIES,
  whatIf,
  type WhatIf,
  type WhatIfBranch,
  type WhatIfLeaf,
  type WhatIfNode,
  type WhatIfOffer,
  type WhatIfOptions,
  type WhatIfPolicy,
  type WhatIfRoll,
  type WhatIfStep,
  type WhatIfStop,
} from './what-if.ts';
export { runConformance, type ConformanceOptions, type ConformanceStats } from './conformance.ts';
