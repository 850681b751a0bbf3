/**
 * The state of a Piss' Squig match: the pit, the goblins, the Squig, the turn and the step in progress.
 * Flat and small on purpose: `clone` runs millions of times in searches and simulations.
 */
import { CENTRE, OFF, POST_SQUARE } from './board.ts';
import { goblinCount, postOfGoblin, sideOfGoblin, type PSOptions } from './options.ts';
import type { Outcome } from '../../engine/types.ts';
import { skillMask } from './skills.ts';
import { newProgress, type CareerProgress } from './career.ts';

/**
 * Goblin states (reference glossary). `Outside` = climbed out, waiting to re-enter; `Reserve` = a doubles
 * partner not in the arena (PS-DUO-1).
 */
export const Status = {
  Standing: 0,
  Prone: 1, // «sur le dos»
  Stunned: 2, // «sur le ventre»
  Outside: 3,
  Emasculated: 4,
  Conceded: 5,
  // modes
  Reserve: 10,
} as const;
export type Status = (typeof Status)[keyof typeof Status];

/** Where the match stands; each phase maps to one kind of pending (see `pending.ts`). */
export const Phase = {
  RollOff: 0, // chance: ROLL-FIRST for rollers[rollIdx]
  Entry: 1, // decision: D-ENTRY
  Action: 2, // decision: D-ACTION
  Step: 3, // decision: D-STEP
  Slip: 4, // chance: ROLL-SLIP before leaving a slippery square
  Dodge: 5, // chance: ROLL-DODGE
  DodgeReroll: 6, // decision: D-REROLL (Esquive)
  Climb: 7, // chance: ROLL-CLIMB
  Armour: 8, // chance: ROLL-ARMOUR for armourQueue[0]
  Piss: 9, // chance: ROLL-PISS
  Scatter: 10, // chance: ROLL-SCATTER
  Block: 11, // chance: ROLL-BLOCK
  Push: 12, // decision: D-PUSH
  Follow: 13, // decision: D-FOLLOW
  Squig: 14, // chance: ROLL-SQUIG
  Gnak: 15, // chance: ROLL-GNAK
  Sidestep: 16, // decision: D-SIDESTEP
  Squig2: 17, // decision: D-SQUIG2
  Over: 18,
  PissReroll: 19, // decision: D-REROLL (Prostate dilatée, PS-SK-3; Pro, PS-SK-4)
  // skills
  Gfi: 20, // chance: ROLL-GFI (Lucidité, PS-SK-1)
  Jump: 21, // chance: ROLL-JUMP (Saut, PS-SK-5)
  Pro: 22, // chance: ROLL-PRO (PS-SK-4) for the roll `rerollOf`
  ProReroll: 23, // decision: D-REROLL offering only Pro, for the roll `rerollOf`
  Dive: 24, // decision: D-DIVE (Tacle plongeant, PS-SK-7) of react[0]'s side
  Shadow: 25, // decision: D-SHADOW (Poursuite, PS-SK-2) of react[0]'s side
  ShadowSlip: 26, // chance: ROLL-SLIP of the shadower leaving a Slippery square
  Quick: 27, // decision: D-QUICK (Pisse rapide, PS-SK-8) of react[0]'s side
  // careers: the post-match sequence (PS-CAMP-9), campaign only; Over comes after it
  Injury: 40, // chance: ROLL-INJ for careerQueue[0] (PS-CAMP-6)
  Care: 41, // decision: D-CARE for careerQueue[0] (PS-CAMP-7)
  Advance: 42, // chance: ROLL-ADV for careerQueue[0] (PS-CAMP-4)
  AdvanceChoice: 43, // decision: D-ADVANCE for careerQueue[0] (PS-CAMP-4)
} as const;
export type Phase = (typeof Phase)[keyof typeof Phase];

/**
 * One goblin figure. In free-for-all, goblin i belongs to side (seat) i; in doubles and four-player, goblins
 * 2i (figure 1) and 2i+1 (figure 2) belong to side i.
 */
export interface Goblin {
  side: number;
  post: number;
  /** Square, or OFF when outside or out of the match. */
  sq: number;
  status: Status;
  /** Carries a «marqueur Point» (PS-PISS-4). */
  point: boolean;
  /** «marqueurs Pisse» (PS-PISS-7). */
  pissMarkers: number;
  /** Successful pisses on the Squig this match. */
  pisses: number;
  /** Validated points (PS-CLIMB-2). */
  validated: number;
  /** Gnak markers won by this goblin's own Squig activations. */
  gnaks: number;
  /** Skills and traits, a bitmask of `Skill` (skills.ts). */
  skills: number;
}

/** What kind of move the step in progress is: a step, a Lucidité step (PS-SK-1) or a jump (PS-SK-5). */
export const StepKind = { Step: 0, Gfi: 1, Jump: 2 } as const;

/** What a push chain is for: a block, or a GNAK sidestep. */
export const PushFor = { Block: 0, Sidestep: 1 } as const;

/** The whole match. Fields after `phase` describe the step in progress. */
export interface PSState {
  o: PSOptions;
  sides: number;
  goblins: Goblin[];
  /** «Sol glissant» markers (PS-SLIP-1): bit `q & 31` of word `q >> 5` for square q (see pit.ts). */
  slippery: number[];
  squig: number;
  /** Successful pisses on the Squig this match (PS-FURY-1). */
  hits: number;
  /** Gnak markers per side (PS-GNAK-5). */
  gnak: number[];
  /** Bit i set when side i conceded (PS-END-5). */
  conceded: number;
  round: number;
  first: number;
  /** The side whose turn it is (-1 during the roll-off). */
  side: number;
  restricted: boolean;
  phase: Phase;
  // roll-off (PS-SETUP-5)
  rollers: number[];
  rollIdx: number;
  rollTotals: number[];
  // the action in progress
  /** The acting goblin (-1 for a ghost side). */
  actor: number;
  mp: number;
  /** Esquive already used in this Move action (PS-DODGE-3). */
  dodgeRerollUsed: boolean;
  /** The chance pending is a reroll. */
  reroll: boolean;
  /** Origin and destination of the step in progress. */
  from: number;
  to: number;
  /** Block: target goblin and the block die result. */
  target: number;
  blockResult: number;
  /** Push chain: squares of the pushed goblins, in order; `pushDir` pushes the last one. */
  chain: number[];
  pushDir: number;
  pushChooser: number;
  pushFor: number;
  /** Goblins waiting for their armour roll, in order (PS-DOWN-1). */
  armourQueue: number[];
  /** Squig activation: step number (1 or 2), fury at the start of the activation, designated square. */
  squigStep: number;
  squigFurious: boolean;
  designated: number;
  /** Goblin in the square the Squig enters, and where the Squig would land. */
  bitten: number;
  squigTo: number;
  /** Fixed when the match is decided; the post-match sequence never changes it. */
  outcome: Outcome | null;
  // careers (campaign on only; empty otherwise)
  /** Per goblin, what the post-match sequence has settled so far (career.ts). */
  career: CareerProgress[];
  /** Goblins waiting for the current post-match step: injury rolls, or one entry per advance. */
  careerQueue: number[];
  /** The pending D-ADVANCE follows a double (PS-CAMP-4). */
  advanceDouble: boolean;
  // modes
  /** Four-player, `perGoblin`: the figure (0 = figure 1, 1 = figure 2) whose turn it is (PS-FOUR-2); else 0. */
  figure: number;
  /** Four-player, `perPlayer`: bit gi set for a goblin turned over or re-entered this turn (PS-R-25). */
  upkept: number;
  // skills
  /** Per goblin: the `Skill` bits used this turn (Pro, Prostate, Saut, Poursuite, Tacle plongeant, Pisse rapide). */
  used: number[];
  /** The step in progress is a `StepKind`. */
  stepKind: number;
  /** Lucidité steps taken in this Move action (PS-SK-1: two at most). */
  gfi: number;
  /** Modifier of the dodge in progress: −2 after a Tacle plongeant (PS-SK-7). */
  dodgeMod: number;
  /** During D-REROLL and ROLL-PRO: the phase of the roll that may be rerolled, and its failed (or block) die. */
  rerollOf: number;
  failedFace: number;
  /** Goblins still to be offered the reaction of the window in progress (D-DIVE, D-SHADOW, D-QUICK), in order. */
  react: number[];
  /** The square a step has just vacated, whose Poursuite window is still to come (PS-SK-2), or OFF. */
  vacated: number;
  /** The goblin taking the vacated square (his slippery test may be pending), or -1. */
  shadower: number;
  /** The goblin pissing (the actor, or a Pisse rapide goblin) and his target: -1 the Squig, else a goblin (PS-SK-12). */
  pisser: number;
  pissTarget: number;
}

/** A new match from validated options: goblins standing on their posts, Squig on (6,6) (PS-SETUP-1..4). */
export function createState(o: PSOptions): PSState {
  const goblins: Goblin[] = [];
  for (let i = 0; i < goblinCount(o); i++) {
    const post = postOfGoblin(o, i);
    // PS-SETUP-4, PS-DUO-1: a doubles team starts with figure 1 on its post, figure 2 in the reserve
    const reserve = o.mode === 'doubles' && (i & 1) === 1;
    goblins.push({
      side: sideOfGoblin(o, i),
      post,
      sq: reserve ? OFF : POST_SQUARE[post]!,
      status: reserve ? Status.Reserve : Status.Standing,
      point: false,
      pissMarkers: 0,
      pisses: 0,
      validated: 0,
      gnaks: 0,
      skills: skillMask(o.goblins?.[i]?.skills ?? []),
    });
  }
  return {
    o,
    sides: o.players,
    goblins,
    slippery: [0, 0, 0, 0, 0, 0],
    squig: CENTRE,
    hits: 0,
    gnak: new Array<number>(o.players).fill(0),
    conceded: 0,
    round: 1,
    first: 0,
    side: -1,
    restricted: false,
    phase: Phase.RollOff,
    rollers: [],
    rollIdx: 0,
    rollTotals: [],
    actor: -1,
    mp: 0,
    dodgeRerollUsed: false,
    reroll: false,
    from: OFF,
    to: OFF,
    target: -1,
    blockResult: 0,
    chain: [],
    pushDir: 0,
    pushChooser: -1,
    pushFor: PushFor.Block,
    armourQueue: [],
    squigStep: 0,
    squigFurious: false,
    designated: OFF,
    bitten: -1,
    squigTo: OFF,
    outcome: null,
    career: o.campaign === 'off' ? [] : goblins.map(() => newProgress()),
    careerQueue: [],
    advanceDouble: false,
    figure: 0,
    upkept: 0,
    used: new Array<number>(goblins.length).fill(0),
    stepKind: StepKind.Step,
    gfi: 0,
    dodgeMod: 0,
    rerollOf: -1,
    failedFace: 0,
    react: [],
    vacated: OFF,
    shadower: -1,
    pisser: -1,
    pissTarget: -1,
  };
}

/** Hand-written deep copy (options are immutable and shared). */
export function cloneState(s: PSState): PSState {
  const goblins = new Array<Goblin>(s.goblins.length);
  for (let i = 0; i < goblins.length; i++) {
    const g = s.goblins[i]!;
    goblins[i] = {
      side: g.side,
      post: g.post,
      sq: g.sq,
      status: g.status,
      point: g.point,
      pissMarkers: g.pissMarkers,
      pisses: g.pisses,
      validated: g.validated,
      gnaks: g.gnaks,
      skills: g.skills,
    };
  }
  return {
    o: s.o,
    sides: s.sides,
    goblins,
    slippery: s.slippery.slice(),
    squig: s.squig,
    hits: s.hits,
    gnak: s.gnak.slice(),
    conceded: s.conceded,
    round: s.round,
    first: s.first,
    side: s.side,
    restricted: s.restricted,
    phase: s.phase,
    rollers: s.rollers.slice(),
    rollIdx: s.rollIdx,
    rollTotals: s.rollTotals.slice(),
    actor: s.actor,
    mp: s.mp,
    dodgeRerollUsed: s.dodgeRerollUsed,
    reroll: s.reroll,
    from: s.from,
    to: s.to,
    target: s.target,
    blockResult: s.blockResult,
    chain: s.chain.slice(),
    pushDir: s.pushDir,
    pushChooser: s.pushChooser,
    pushFor: s.pushFor,
    armourQueue: s.armourQueue.slice(),
    squigStep: s.squigStep,
    squigFurious: s.squigFurious,
    designated: s.designated,
    bitten: s.bitten,
    squigTo: s.squigTo,
    outcome: s.outcome,
    career: s.career.length === 0 ? s.career : s.career.map((p) => ({ ...p, awards: p.awards.slice() })),
    careerQueue: s.careerQueue.slice(),
    advanceDouble: s.advanceDouble,
    figure: s.figure,
    upkept: s.upkept,
    used: s.used.slice(),
    stepKind: s.stepKind,
    gfi: s.gfi,
    dodgeMod: s.dodgeMod,
    rerollOf: s.rerollOf,
    failedFace: s.failedFace,
    react: s.react.slice(),
    vacated: s.vacated,
    shadower: s.shadower,
    pisser: s.pisser,
    pissTarget: s.pissTarget,
  };
}

/** FNV-1a over 32-bit words; two independent lanes give a 64-bit hex digest. */
function fnv(words: number[]): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]! | 0;
    h1 = Math.imul(h1 ^ w, 0x01000193);
    h2 = Math.imul(h2 ^ (w + 0x9e3779b9), 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

/** State hash: every field that can differ between two states of the same match options. */
export function hashState(s: PSState): string {
  const w: number[] = [
    s.sides,
    s.squig,
    s.hits,
    s.conceded,
    s.round,
    s.first,
    s.side,
    +s.restricted,
    s.phase,
  ];
  for (const g of s.goblins)
    w.push(g.side, g.post, g.sq, g.status, +g.point, g.pissMarkers, g.pisses, g.validated, g.gnaks);
  w.push(-8, ...s.slippery);
  w.push(-1, ...s.gnak, -2, ...s.rollers, -3, s.rollIdx, ...s.rollTotals, -4);
  w.push(
    s.actor,
    s.mp,
    +s.dodgeRerollUsed,
    +s.reroll,
    s.from,
    s.to,
    s.target,
    s.blockResult,
    s.pushDir,
    s.pushChooser,
    s.pushFor,
  );
  w.push(-5, ...s.chain, -6, ...s.armourQueue, -7);
  w.push(s.squigStep, +s.squigFurious, s.designated, s.bitten, s.squigTo);
  // Skills only when some goblin has one, so the hashes of matches without skills stay as they were.
  if (s.goblins.some((g) => g.skills !== 0)) w.push(-9, ...s.goblins.map((g) => g.skills));
  // Careers only with the campaign on, for the same reason.
  if (s.career.length > 0) {
    w.push(-20, ...s.careerQueue, -21, +s.advanceDouble);
    for (const p of s.career) w.push(p.xpGained, p.goldGained, p.careCost, p.injury, p.status, ...p.awards);
  }
  // modes: only outside free-for-all, so free-for-all hashes stay as they were
  if (s.o.mode !== 'ffa') w.push(-22, s.figure, s.upkept);
  // Skill fields are hashed on the same condition (they keep their defaults without skills, but for `pisser`).
  if (s.goblins.some((g) => g.skills !== 0)) {
    w.push(-9, ...s.goblins.map((g) => g.skills), -10, ...s.used, -11, ...s.react, -12);
    w.push(
      s.stepKind,
      s.gfi,
      s.dodgeMod,
      s.rerollOf,
      s.failedFace,
      s.vacated,
      s.shadower,
      s.pisser,
      s.pissTarget,
    );
  }
  return fnv(w);
}
