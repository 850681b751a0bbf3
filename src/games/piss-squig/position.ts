/**
 * Positions built by hand: the rule tests and the odds scenarios start from them.
 */
import { OFF, sq } from './board.ts';
import { parseOptions, type PSOptions } from './options.ts';
import { createState, Phase, Status, type PSState } from './state.ts';
import { startTurn } from './turn.ts';
import { makeSlippery } from './pit.ts';
import { skillMask, type SkillName } from './skills.ts';

/** Goblin states by the names a position uses. */
export const STATUS = {
  standing: Status.Standing,
  prone: Status.Prone,
  stunned: Status.Stunned,
  outside: Status.Outside,
  emasculated: Status.Emasculated,
  conceded: Status.Conceded,
  reserve: Status.Reserve,
} as const;

/** One goblin of a hand-built position; `at: null` = off the board. */
export interface GoblinSpec {
  at: [number, number] | null;
  status?: keyof typeof STATUS;
  point?: boolean;
  pissMarkers?: number;
  post?: number;
  /** Skills and traits by name (skills.ts). */
  skills?: SkillName[];
}

/**
 * A hand-built position: goblin i belongs to seat i (doubles and four-player: to seat ⌊i/2⌋, figure 1 then 2,
 * `options.players` defaulting to half the goblins); the turn of `side` (four-player `perGoblin`: of its
 * `figure`, 1 or 2) starts, upkeep included.
 */
export interface PositionSpec {
  options?: Partial<PSOptions>;
  goblins: GoblinSpec[];
  squig?: [number, number];
  slippery?: [number, number][];
  hits?: number;
  side?: number;
  first?: number;
  round?: number;
  gnak?: number[];
  /** Four-player `perGoblin`: whose figure's turn starts (1 or 2; default 1). */
  figure?: number;
}

/** Builds the state of a position at the start of `side`'s turn (upkeep applied, roll-off skipped). */
export function position(spec: PositionSpec): PSState {
  const n = spec.goblins.length;
  const players = (spec.options?.mode ?? 'ffa') === 'ffa' ? n : n / 2;
  const parsed = parseOptions({ players, ...spec.options });
  if (!parsed.ok) throw new Error(parsed.error.en);
  const s = createState(parsed.value);
  spec.goblins.forEach((g, i) => {
    const gob = s.goblins[i]!;
    if (g.post !== undefined) gob.post = g.post;
    gob.status = STATUS[g.status ?? (g.at ? 'standing' : 'outside')];
    gob.point = g.point ?? false;
    gob.pissMarkers = g.pissMarkers ?? 0;
    gob.sq = g.at ? sq(g.at[0], g.at[1]) : OFF;
    gob.skills = skillMask(g.skills ?? []);
  });
  if (spec.squig) s.squig = sq(spec.squig[0], spec.squig[1]);
  for (const [x, y] of spec.slippery ?? []) makeSlippery(s, sq(x, y));
  s.hits = spec.hits ?? 0;
  if (spec.gnak) s.gnak = spec.gnak.slice();
  s.first = spec.first ?? 0;
  s.side = spec.side ?? 0;
  s.round = spec.round ?? 1;
  s.figure = (spec.figure ?? 1) - 1;
  s.phase = Phase.Action;
  startTurn(s, []);
  return s;
}
