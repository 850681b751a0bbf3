/**
 * Odds scenarios for `arbitre odds spark-ball`: a small position and one action, with the exact probability of
 * each result computed by expanding every roll of the real rules (engine `oddsOfAction`), never by a formula.
 * The pick-up and the tackle are here; the shot, the pass and the charge are in odds-actions.ts.
 */
import { oddsOfAction, type OddsParam, type OddsScenario } from '../../engine/odds.ts';
import type { SBAction } from './actions.ts';
import { withQuickTeams } from './defaults.ts';
import { actionScenarios } from './odds-actions.ts';
import { sparkBall } from './index.ts';
import { Ball, get, P_PRONE, P_UNBAL, P_X, P_Y, PER_INCH, sideRange, set, type SBState } from './state.ts';
import type { Roster } from './teams/types.ts';

const param = (fr: string, en: string, min: number, max: number, def: number): OddsParam => ({
  min,
  max,
  default: def,
  text: { fr, en },
});

/** Takes every team reroll offered when `reroll` is set; declines every reaction; else the first input. */
function policy(reroll: boolean) {
  return (_s: SBState, _p: number, legal: SBAction[]): SBAction =>
    legal.find((a) => a.type === (reroll ? 'reroll' : 'noReroll')) ??
    legal.find((a) => a.type === 'decline') ??
    legal[0]!;
}

/**
 * The quick-play match (T1 against T2) with Home's first Attacker's AG set, `teamRerolls` for Home and none for
 * Away, and `edit` applied to the rosters.
 */
function quickMatch(ag: number, teamRerolls: number, edit: (teams: Roster[]) => void = () => {}): SBState {
  const q = withQuickTeams({});
  if (!q.ok) throw new Error(q.error.en);
  const teams = structuredClone((q.value as { teams: Roster[] }).teams);
  teams[0]!.players[0]!.stats.ag = ag;
  teams[0]!.teamRerolls = teamRerolls;
  teams[1]!.teamRerolls = 0;
  edit(teams);
  // The 8-direction die keeps the tree small; the pick-up's 1 in deviation does not depend on it otherwise.
  const s = sparkBall.setup({ teams, scatter: { directions: '8' } });
  if (!s.ok) throw new Error(s.error.en);
  return s.value;
}

/** Plays the pre-match with the first legal input and alternating extreme faces, up to Home's first D-10. */
function toHomePhase(s: SBState): void {
  let k = 0;
  for (let guard = 0; guard < 500; guard++) {
    const p = sparkBall.pending(s);
    if (p.kind === 'decision') {
      if (p.label === 'D-10' && p.player === 0) return;
      if (p.label === 'D-10') {
        sparkBall.apply(s, p.player, { type: 'pass' });
        continue;
      }
      sparkBall.apply(s, p.player, sparkBall.legal(s, p.player)[0]!);
    } else if (p.kind === 'chance') {
      const outcomes = sparkBall.chanceOutcomes(s)!;
      const r = sparkBall.applyChance(s, outcomes[k++ % 2 === 0 ? outcomes.length - 1 : 0]!.faces);
      if (!r.ok) throw new Error(r.error.en);
    } else throw new Error('the match ended before its first phase');
  }
  throw new Error('no Home phase reached');
}

/** Home's first Attacker at (1.5, 10.5), clear of everyone, activated, with the loose ball `gap` in from his base. */
function besideTheBall(ag: number, teamRerolls: number, gap: number): SBState {
  const s = quickMatch(ag, teamRerolls);
  toHomePhase(s);
  const [from] = sideRange(s, 0);
  set(s, from, P_X, 1500);
  set(s, from, P_Y, 10500);
  s.ball = Ball.Loose;
  s.holder = -1;
  s.ballX = 1500;
  s.ballY = 10500 + s.info[from]!.radius + Math.round(gap * PER_INCH);
  sparkBall.apply(s, 0, { type: 'activate', player: s.info[from]!.id });
  return s;
}

/**
 * Home's first Attacker at (1.5, 10.5) steps back to (1.5, 9); Away's first Attacker stands at (1.5, 12.5), in
 * reach (2 in) of the step's start, and his coach's RW-TACKLE window is open. The loose ball is far away.
 */
function tackleWindow(p: Record<string, number>): { s: SBState; tackler: string; mover: number } {
  const s = quickMatch(p.moverAg!, p.reroll!, (teams) => {
    teams[0]!.players[0]!.stats.f = p.moverF!;
    teams[1]!.players[0]!.stats.ag = p.tacklerAg!;
    teams[1]!.players[0]!.stats.f = p.tacklerF!;
  });
  toHomePhase(s);
  const [mover] = sideRange(s, 0);
  const [tackler] = sideRange(s, 1);
  set(s, mover, P_X, 1500);
  set(s, mover, P_Y, 10500);
  set(s, tackler, P_X, 1500);
  set(s, tackler, P_Y, 12500);
  s.ball = Ball.Loose;
  s.holder = -1;
  s.ballX = 11500;
  s.ballY = 2000;
  sparkBall.apply(s, 0, { type: 'activate', player: s.info[mover]!.id });
  sparkBall.apply(s, 0, { type: 'move', path: [{ x: 1.5, y: 9 }] });
  return { s, tackler: s.info[tackler]!.id, mover };
}

/** The scenarios, by name. */
export const oddsScenarios: Record<string, OddsScenario> = {
  ...actionScenarios,
  pickup: {
    rule: 'SB-MOVE-5',
    text: {
      fr: 'Ramasser la balle libre (AG contre 6), avec ou sans relance d’équipe.',
      en: 'Picking up the loose ball (AG against 6), with or without a team reroll.',
    },
    params: {
      ag: param('AG du joueur', 'the player’s AG', 1, 6, 3),
      reroll: param('relances d’équipe disponibles (0 ou 1)', 'team rerolls available (0 or 1)', 0, 1, 1),
    },
    run: (p) => {
      const s = besideTheBall(p.ag!, p.reroll!, 0.5);
      const actor = s.act.actor;
      return oddsOfAction(
        sparkBall,
        s,
        0,
        { type: 'pickUp' },
        {
          policy: policy(p.reroll === 1),
          stop: (t) => {
            const f = t.stack[t.stack.length - 1];
            return f?.id === 'D-10' || f?.id === 'D-11';
          },
          classify: (t) =>
            t.ball === Ball.Held && t.holder === actor
              ? 'pickedUp'
              : get(t, actor, P_PRONE) === 1
                ? 'prone'
                : 'missed',
        },
      );
    },
  },
  tackle: {
    rule: 'SB-REACT-6',
    text: {
      fr: 'Un tacle au départ d’un déplacement : difficulté et test d’AG, puis difficulté et test de F.',
      en: 'A tackle at the start of a move: AG difficulty and test, then F difficulty and test.',
    },
    params: {
      moverAg: param('AG du joueur taclé', 'the mover’s AG', 1, 6, 3),
      moverF: param('F du joueur taclé', 'the mover’s F', 1, 6, 3),
      tacklerAg: param('AG du tacleur', 'the tackler’s AG', 1, 6, 3),
      tacklerF: param('F du tacleur', 'the tackler’s F', 1, 6, 3),
      reroll: param(
        'relances d’équipe du joueur taclé (0 ou 1)',
        'team rerolls of the mover’s coach (0 or 1)',
        0,
        1,
        0,
      ),
    },
    run: (p) => {
      const { s, tackler, mover } = tackleWindow(p);
      const action = sparkBall
        .legal(s, 1)
        .find((a) => a.type === 'tackle' && a.player === tackler && a.at === 0 && !a.leap);
      if (!action) throw new Error('no tackle offered at the start of the step');
      return oddsOfAction(sparkBall, s, 1, action, {
        policy: policy(p.reroll === 1),
        // The tackle ends when its tackler is cleared: resisted, or the mover knocked down (before the injury).
        stop: (t) => t.tackler < 0,
        classify: (t) =>
          get(t, mover, P_PRONE) === 1
            ? 'knockedDown'
            : get(t, mover, P_UNBAL) > 0
              ? 'resistedUnbalanced'
              : 'resisted',
      });
    },
  },
};
