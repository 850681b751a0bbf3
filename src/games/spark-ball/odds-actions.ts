/**
 * Odds scenarios for `arbitre odds spark-ball` (engine/odds.ts): a small position, one action, and the exact
 * probability of each result, computed by expanding every roll of the real rules (`oddsOfAction`), never by a
 * formula. The scenarios play the 8-direction scatter variant (`scatter.directions = 8`), so that a direction
 * roll has 8 outcomes and the enumeration ends; the policies are fixed (no reroll is used, no rebound is
 * tried) and each branch stops as soon as its class is known.
 */
import { oddsOfAction, type OddsScenario } from '../../engine/odds.ts';
import type { SBAction } from './actions.ts';
import { sparkBall } from './index.ts';
import {
  Ball,
  get,
  indexOf,
  P_PRONE,
  P_WHERE,
  P_X,
  P_Y,
  PER_INCH,
  set,
  Stage,
  Where,
  type FrameId,
  type SBState,
} from './state.ts';
import type { Position, Roster, RosterPlayer } from './teams/types.ts';

/** A player with the reference's average characteristics: MV 6, F / R / AG 3, AR 1. */
function player(id: string, position: Position): RosterPlayer {
  return {
    id,
    name: id,
    number: Number(id.slice(1)),
    position,
    profile: `odds.${position}`,
    stats: { mv: 6, f: 3, r: 3, ag: 3, ar: 1 },
    abilities: [],
    equipment: null,
    baseRadius: 0.5,
    special: false,
  };
}

/** A 7-player team without team rerolls: keeper 1, defenders 2–4, attackers 5–7. */
function team(prefix: string): Roster {
  const positions: Position[] = [
    'keeper',
    'defender',
    'defender',
    'defender',
    'attacker',
    'attacker',
    'attacker',
  ];
  return {
    name: prefix,
    template: 'T1',
    alignment: 'neutral',
    players: positions.map((p, i) => player(`${prefix}${i + 1}`, p)),
    teamRerolls: 0,
    treasury: 0,
  };
}

const OPTIONS = { teams: [team('h'), team('a')], scatter: { directions: '8' } };

function must<T>(r: { ok: true; value: T } | { ok: false; error: { en: string } }): T {
  if (!r.ok) throw new Error(r.error.en);
  return r.value;
}

/**
 * Turn 1, Home's first phase, reached through the real pre-match: line-ups, captains h1 and a1, traits,
 * deployment, the match event (7, nothing), a kick-off that rests the ball clear of every base, and the
 * roll-off for the first turn won by Home. Then only the players of `keep` stay on the pitch, at their
 * centres (inches); `holder` holds the ball and is activated.
 */
function position(keep: Record<string, [number, number]>, holder: string): SBState {
  const s = must(sparkBall.setup(OPTIONS));
  const act = (coach: number, a: SBAction): void => {
    must(sparkBall.validate(s, coach, a));
    sparkBall.apply(s, coach, a);
  };
  const roll = (...faces: number[]): void => void must(sparkBall.applyChance(s, faces));
  const deploy = (side: number, prefix: string) =>
    [1.5, 4, 4, 4, 8.5, 8.5, 8.5].map((y, i) => ({
      player: `${prefix}${i + 1}`,
      x: [6.5, 3.5, 6.5, 9.5, 3.5, 6.5, 9.5][i]!,
      y: side === 0 ? y : 21 - y,
    }));
  for (const [side, prefix] of [
    [0, 'h'],
    [1, 'a'],
  ] as const) {
    act(side, { type: 'lineup', players: [1, 2, 3, 4, 5, 6, 7].map((n) => `${prefix}${n}`) });
    act(side, { type: 'captain', player: `${prefix}1` });
  }
  roll(2);
  roll(2);
  roll(5);
  roll(2);
  act(0, { type: 'deployOrder', first: true });
  act(0, { type: 'deploy', positions: deploy(0, 'h') });
  act(1, { type: 'deploy', positions: deploy(1, 'a') });
  roll(3, 4); // the match event: 7, nothing
  roll(3, 1, 1); // the kick-off: ARROW, 1 + 1 in
  roll(3); // east (the third of eight directions)
  roll(6);
  roll(1);
  for (let p = 0; p < s.info.length; p++) {
    const at = keep[s.info[p]!.id];
    if (at === undefined) {
      if (get(s, p, P_WHERE) === Where.Pitch) set(s, p, P_WHERE, Where.Reserve);
      continue;
    }
    set(s, p, P_X, Math.round(at[0] * PER_INCH));
    set(s, p, P_Y, Math.round(at[1] * PER_INCH));
  }
  const h = indexOf(s, 0, holder);
  s.ball = Ball.Held;
  s.holder = h;
  s.ballX = get(s, h, P_X);
  s.ballY = get(s, h, P_Y);
  act(0, { type: 'activate', player: holder });
  return s;
}

/** Ball deviations that end a branch (a wall bounce, a hit, a missed catch...): the ball is then loose. */
const DEVIATIONS = new Set<FrameId>([
  'ROLL-WALL',
  'ROLL-DROP',
  'ROLL-PICKUP-DEV',
  'ROLL-RECEIVE-DEV',
  'ROLL-BALL-HIT-DEV',
  'ROLL-PARRY-CATCH-DEV',
]);

function top(s: SBState): FrameId | undefined {
  return s.stack[s.stack.length - 1]?.id;
}

/** The fixed answers: `pick` first, then no reroll, no reaction, and the first input otherwise. */
function policy(pick: (s: SBState, legal: SBAction[]) => SBAction | undefined) {
  return (s: SBState, _p: number, legal: SBAction[]): SBAction =>
    pick(s, legal) ??
    legal.find((a) => a.type === 'noReroll') ??
    legal.find((a) => a.type === 'decline') ??
    legal.find((a) => a.type !== 'concede')!;
}

const DEFENCES = ['dodge', 'parry', 'repel'] as const;

const defenceParam = {
  min: 1,
  max: 3,
  default: 2,
  text: { fr: 'défense : 1 Esquive, 2 Parade, 3 Repousser', en: 'defence: 1 Dodge, 2 Parry, 3 Repel' },
};

/** The scenarios, by name. */
export const actionScenarios: Record<string, OddsScenario> = {
  shot: {
    rule: 'SB-SHOT-2',
    text: {
      fr: 'Un tir de 8 ps vers le milieu de la bouche de but, le gardien sur la ligne (8 directions) : but, arrêt (Parade ou Repousser réussis), gardien touché (il tombe, la balle dévie), autre (tir court ou à côté).',
      en: 'A shot from 8 in at the middle of the goal mouth, the keeper on the line (8 directions): goal, saved (a successful Parry or Repel), keeper hit (he falls, the ball deviates), other (short or wide).',
    },
    params: { defence: defenceParam },
    run: (p) => {
      const s = position({ h6: [6.5, 12.5], a1: [6.5, 20.5] }, 'h6');
      const keeper = indexOf(s, 1, 'a1');
      const defence = DEFENCES[(p.defence ?? 2) - 1]!;
      return oddsOfAction(
        sparkBall,
        s,
        0,
        { type: 'shoot', to: { x: 6.5, y: 21 } },
        {
          policy: policy((t, legal) =>
            top(t) === 'D-22'
              ? legal.find((a) => a.type === 'defend' && a.defence === defence)
              : legal.find((a) => a.type === 'parryCatch' && a.attempt),
          ),
          stop: (t) =>
            t.score[0]! > 0 ||
            top(t) === 'D-23' ||
            top(t) === 'ROLL-REPEL-DEV' ||
            get(t, keeper, P_PRONE) === 1 ||
            top(t) === 'D-10' ||
            top(t) === 'D-11' ||
            DEVIATIONS.has(top(t)!),
          classify: (t) => {
            if (t.score[0]! > 0) return 'goal';
            if (top(t) === 'D-23' || top(t) === 'ROLL-REPEL-DEV') return 'saved';
            if (get(t, keeper, P_PRONE) === 1) return 'keeperHit';
            return 'other';
          },
        },
      );
    },
  },
  pass: {
    rule: 'SB-PASS-3',
    text: {
      fr: 'Une passe de 5 ps, un adversaire à portée du lanceur qui tente l’interception : attrapée, interceptée, balle libre.',
      en: 'A 5 in pass, an opponent within reach of the thrower who tries the interception: caught, intercepted, loose.',
    },
    params: {
      intercept: {
        min: 0,
        max: 1,
        default: 1,
        text: { fr: 'l’adversaire intercepte (1) ou non (0)', en: 'the opponent intercepts (1) or not (0)' },
      },
    },
    run: (p) => {
      const s = position({ h6: [6.5, 8.5], h5: [6.5, 14.5], a6: [7.5, 10] }, 'h6');
      const receiver = indexOf(s, 0, 'h5');
      const thrower = indexOf(s, 0, 'h6');
      const intercept = (p.intercept ?? 1) === 1;
      const held = (t: SBState) => t.ball === Ball.Held && t.holder !== thrower;
      return oddsOfAction(
        sparkBall,
        s,
        0,
        { type: 'passBall', target: 'h5' },
        {
          policy: policy((t, legal) =>
            intercept && top(t) === 'D-20'
              ? legal.find((a) => a.type === 'interceptPass' && !a.leap)
              : legal.find((a) => a.type === 'receiverLeap' && a.leap),
          ),
          stop: (t) => held(t) || top(t) === 'D-10' || top(t) === 'D-11' || DEVIATIONS.has(top(t)!),
          classify: (t) => {
            if (!held(t)) return 'loose';
            return t.holder === receiver ? 'caught' : 'intercepted';
          },
        },
      );
    },
  },
  charge: {
    rule: 'SB-CHARGE-4',
    text: {
      fr: 'Une charge de F 3 sur un adversaire de F 3 (AG, R, F 3), selon sa défense : cible au sol, chargeur au sol, rien.',
      en: 'A charge of F 3 on an opponent with F 3 (AG, R, F 3), by his defence: target down, charger down, nothing.',
    },
    params: { defence: defenceParam },
    run: (p) => {
      const s = position({ h6: [6.5, 8.5], a6: [6.5, 10.5] }, 'h6');
      const charger = indexOf(s, 0, 'h6');
      const target = indexOf(s, 1, 'a6');
      const defence = DEFENCES[(p.defence ?? 2) - 1]!;
      return oddsOfAction(
        sparkBall,
        s,
        0,
        { type: 'charge', target: 'a6' },
        {
          policy: policy((_t, legal) => legal.find((a) => a.type === 'defend' && a.defence === defence)),
          stop: (t) =>
            get(t, target, P_PRONE) === 1 ||
            get(t, charger, P_PRONE) === 1 ||
            top(t) === 'D-10' ||
            top(t) === 'D-11' ||
            t.stage === Stage.Over,
          classify: (t) => {
            if (get(t, target, P_PRONE) === 1) return 'targetDown';
            return get(t, charger, P_PRONE) === 1 ? 'chargerDown' : 'nothing';
          },
        },
      );
    },
  },
};
