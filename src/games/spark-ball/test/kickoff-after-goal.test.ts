import { describe, expect, it } from 'vitest';
import { runConformance } from '../../../engine/conformance.ts';
import { SeededRng } from '../../../engine/rng.ts';
import { ok, type GameEvent, type Rules } from '../../../engine/types.ts';
import { catalogue, describe as describeEvent } from '../i18n.ts';
import { sparkBall, type SBAction, type SBView } from '../index.ts';
import { scoreGoal } from '../goal.ts';
import { canUseTeamReroll } from '../rerolls.ts';
import {
  Ball,
  get,
  OutReason,
  P_DONE,
  P_OUT,
  P_PRONE,
  P_REPLACED,
  P_STUN,
  P_UNBAL,
  P_WHERE,
  set,
  Stage,
  Where,
  type SBState,
} from '../state.ts';
import { formation, roster, rosterPlayer, Table, testOptions } from '../testing.ts';
import type { Roster } from '../teams/types.ts';

/** Turn 1 (Home first); `prepare` sets the scene, then `scoring` scores (h5 or a5 is the scorer). */
function afterGoal(scoring: number, options: unknown = testOptions(), prepare?: (t: Table) => void): Table {
  const t = Table.atTurn1(0, options);
  prepare?.(t);
  scoreGoal(t.s, scoring, false, t.index(scoring === 0 ? 'h5' : 'a5'), t.events);
  return t;
}

/** Puts `id` Out with `reason`. */
function putOut(t: Table, id: string, reason: number): void {
  const p = t.index(id);
  set(t.s, p, P_WHERE, Where.Out);
  set(t.s, p, P_OUT, reason);
}

/** Both redeployments with the first legal candidate (the formation templates, C-1). */
function redeploy(t: Table): void {
  for (let i = 0; i < 2; i++) {
    const coach = t.s.stack[t.s.stack.length - 1]!;
    expect(coach.id).toBe('D-32');
    const c = (coach as { coach: number }).coach;
    t.act(c, t.legal(c)[0]);
  }
}

/** Home's roster with reserves h8 (Attacker) and h9 (Defender), `teamRerolls` team rerolls. */
const homeWithReserves = (teamRerolls = 2, over: Partial<Roster> = {}) =>
  roster('h', { teamRerolls, ...over }, [rosterPlayer('h8', 'attacker'), rosterPlayer('h9', 'defender')]);

describe('the kick-off after a goal (SB-KICK, SB-R-14)', () => {
  it('SB-KICK-4 the scoring team redeploys first, then the conceding team, with the checks of SB-SETUP-4', () => {
    const t = afterGoal(0);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-32' });
    const bad = formation(0).map((q) => (q.player === 'h5' ? { ...q, y: 10 } : q));
    expect(t.refuse(0, { type: 'deploy', positions: bad })).toMatchObject({
      code: 'deploy.area',
      rule: 'SB-R-52',
      en: 'h5 (#5) at (3.5, 10): outside the deployment area (y ≤ 9.5).',
    });
    const home = formation(0).map((q) => (q.player === 'h5' ? { ...q, x: 1, y: 9 } : q));
    t.act(0, { type: 'deploy', positions: home });
    expect(t.at('h5')).toEqual([1, 9]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-32' });
    t.act(1, { type: 'deploy', positions: formation(1) });
    expect(t.ofType('deployed').slice(-2)).toMatchObject([
      { rule: 'SB-KICK-4', side: 0 },
      { rule: 'SB-KICK-4', side: 1 },
    ]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-33' });
  });

  it('SB-KICK-3 every player left on the pitch stands, Ready, not stunned, with Unbalanced cleared', () => {
    const t = afterGoal(0, testOptions(), (t) => {
      set(t.s, t.index('h2'), P_PRONE, 1);
      set(t.s, t.index('h2'), P_STUN, 2);
      set(t.s, t.index('h3'), P_DONE, 1);
      set(t.s, t.index('a4'), P_UNBAL, 1);
    });
    for (const id of ['h2', 'h3', 'a4']) {
      const p = t.index(id);
      expect([P_PRONE, P_STUN, P_DONE, P_UNBAL].map((f) => get(t.s, p, f))).toEqual([0, 0, 0, 0]);
    }
    expect(t.ofType('playersReset')).toEqual([{ type: 'playersReset', rule: 'SB-KICK-3' }]);
  });

  it('SB-KICK-5 the conceding coach gives the ball to one of his own on-pitch players', () => {
    const t = afterGoal(0);
    redeploy(t);
    expect(t.legal(1)).toEqual([
      ...['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'].map((player) => ({ type: 'giveBall', player })),
      { type: 'concede' },
    ]);
    expect(t.refuse(1, { type: 'giveBall', player: 'h5' })).toMatchObject({
      code: 'giveBall.player',
      rule: 'SB-KICK-5',
      en: '"h5" cannot take the ball: name a player of your team who is on the pitch and standing.',
    });
    t.act(1, { type: 'giveBall', player: 'a6' });
    expect(t.s.ball).toBe(Ball.Held);
    expect(t.s.holder).toBe(t.index('a6'));
    expect(t.ball()).toEqual(t.at('a6'));
    expect(t.ofType('ballGiven')).toEqual([{ type: 'ballGiven', rule: 'SB-KICK-5', side: 1, player: 'a6' }]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-34' });
  });

  it('SB-KICK-6 the conceding coach chooses who plays first; SB-TURN-2 alternation goes on from that turn', () => {
    const t = afterGoal(0);
    redeploy(t);
    t.act(1, { type: 'giveBall', player: 'a5' });
    expect(t.legal(1)).toEqual([
      { type: 'playFirst', first: true },
      { type: 'playFirst', first: false },
      { type: 'concede' },
    ]);
    expect(t.refuse(1, { type: 'playFirst', first: 'yes' })).toMatchObject({ code: 'playFirst.shape' });
    t.act(1, { type: 'playFirst', first: false });
    expect(t.ofType('firstChosen')).toEqual([{ type: 'firstChosen', rule: 'SB-KICK-6', side: 1, first: 0 }]);
    expect(t.s.stage).toBe(Stage.Turn);
    expect(t.ofType('turnStarted').slice(-1)).toEqual([
      { type: 'turnStarted', rule: 'SB-TURN-3', turn: 2, first: 0 },
    ]);
    // Turn 1 was Home's as well: alternation continues from the chosen turn (SB-TURN-2).
    for (const c of [0, 1, 0, 1]) t.act(c, { type: 'pass' });
    expect(t.ofType('turnStarted').slice(-1)).toEqual([
      { type: 'turnStarted', rule: 'SB-TURN-3', turn: 3, first: 1 },
    ]);
  });

  it('SB-TURN-2 after a goal the conceding coach’s choice replaces alternation for one turn only', () => {
    // Home played first in turn 1 and concedes; he chooses to play first again in turn 2.
    const t = afterGoal(1);
    redeploy(t);
    t.act(0, { type: 'giveBall', player: 'h5' });
    t.act(0, { type: 'playFirst', first: true });
    for (const c of [0, 1, 0, 1]) t.act(c, { type: 'pass' });
    expect(t.ofType('turnStarted').map((e) => [e.turn, e.first])).toEqual([
      [1, 0],
      [2, 0],
      [3, 1],
    ]);
  });

  it('SB-R-61 only a standing player may be given the ball: a stunned player kept prone is not offered', () => {
    const t = afterGoal(0, testOptions({ injury: { stunSurvivesKickoff: true } }), (t) => {
      set(t.s, t.index('a5'), P_PRONE, 1);
      set(t.s, t.index('a5'), P_STUN, 2);
    });
    redeploy(t);
    expect(t.legal(1).map((a) => (a as { player?: string }).player)).toEqual([
      'a1',
      'a2',
      'a3',
      'a4',
      'a6',
      'a7',
      undefined,
    ]);
    expect(t.refuse(1, { type: 'giveBall', player: 'a5' })).toMatchObject({ code: 'giveBall.player' });
  });

  it('SB-KICK-6 the conceding coach may play first himself', () => {
    const t = afterGoal(1);
    redeploy(t);
    t.act(0, { type: 'giveBall', player: 'h7' });
    t.act(0, { type: 'playFirst', first: true });
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-10' });
    expect(t.s.turn).toBe(2);
  });

  it('SB-KICK-7 no new match event is rolled at a kick-off after a goal', () => {
    const t = afterGoal(0);
    const from = t.events.length;
    redeploy(t);
    t.act(1, { type: 'giveBall', player: 'a5' });
    t.act(1, { type: 'playFirst', first: true });
    expect(t.events.slice(from).filter((e) => e.type === 'roll' || e.type === 'matchEvent')).toEqual([]);
    expect(t.s.event).toBe(7);
  });

  it('SB-TURN-1 turn numbers go on across the kick-off', () => {
    const t = afterGoal(0);
    redeploy(t);
    t.act(1, { type: 'giveBall', player: 'a5' });
    t.act(1, { type: 'playFirst', first: true });
    expect(t.s.turn).toBe(2);
  });
});

describe('returns and substitutions at a kick-off (SB-KICK-2, SB-INJ-3, SB-R-39, SB-R-40)', () => {
  it('SB-KICK-2 the conceding coach fills his vacancies first, with an available reserve of the same position', () => {
    const away = roster('a', {}, [rosterPlayer('a8', 'attacker')]);
    const t = afterGoal(1, testOptions({}, homeWithReserves(), away), (t) => {
      putOut(t, 'h6', OutReason.Light);
      putOut(t, 'a6', OutReason.Serious);
    });
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-31' });
    expect(t.legal(0)).toEqual([
      { type: 'substitute', out: 'h6', reserve: 'h8' },
      { type: 'substitute', out: 'h6', reserve: null },
      { type: 'concede' },
    ]);
    expect(t.refuse(0, { type: 'substitute', out: 'h7', reserve: 'h8' })).toMatchObject({
      code: 'substitute.out',
      rule: 'SB-KICK-2',
      en: 'The vacant slot is h6\'s (got "h7").',
    });
    t.act(0, { type: 'substitute', out: 'h6', reserve: 'h8' });
    expect(get(t.s, t.index('h8'), P_WHERE)).toBe(Where.Pitch);
    expect(get(t.s, t.index('h6'), P_REPLACED)).toBe(1);
    // Then the scoring coach.
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-31' });
    t.act(1, { type: 'substitute', out: 'a6', reserve: null });
    expect(t.events.filter((e) => e.rule === 'SB-KICK-2')).toEqual([
      { type: 'substituted', rule: 'SB-KICK-2', side: 0, out: 'h6', reserve: 'h8' },
      { type: 'vacancyLeft', rule: 'SB-KICK-2', side: 1, out: 'a6' },
    ]);
    expect(get(t.s, t.index('a8'), P_WHERE)).toBe(Where.Reserve);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-32' });
    // h8 is deployed with his team.
    t.act(1, t.legal(1)[0]);
    const home = t.legal(0)[0] as { positions: { player: string }[] };
    expect(home.positions.map((q) => q.player).sort()).toEqual(['h1', 'h2', 'h3', 'h4', 'h5', 'h7', 'h8']);
  });

  it('SB-R-40 a substitute must have the same position and be an available reserve', () => {
    const t = afterGoal(1, testOptions({}, homeWithReserves()), (t) => putOut(t, 'h6', OutReason.Light));
    expect(t.refuse(0, { type: 'substitute', out: 'h6', reserve: 'h9' })).toMatchObject({
      code: 'substitute.reserve',
      rule: 'SB-R-40',
      en: '"h9" cannot replace h6: name an available Attacker reserve (h8) or null.',
      message:
        '"h9" ne peut pas remplacer h6 : il faut un remplaçant disponible du même poste, attaquant (h8), ou null.',
    });
    expect(t.refuse(0, { type: 'substitute', out: 'h6', reserve: 'h5' })).toMatchObject({
      code: 'substitute.reserve',
    });
  });

  it('SB-R-40 healthy players are never swapped: without a vacancy nobody is asked', () => {
    const t = afterGoal(1, testOptions({}, homeWithReserves()));
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-32' });
    expect(t.events.some((e) => e.type === 'substituted')).toBe(false);
  });

  it('SB-INJ-3 a KO player may try an R test against 7 (ROLL-KO-RETURN) and on success is deployed normally', () => {
    const t = afterGoal(1, testOptions({}, homeWithReserves()), (t) => putOut(t, 'h6', OutReason.KO));
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-30' });
    expect(t.legal(0)).toEqual([
      { type: 'koReturn', player: 'h6', attempt: true },
      { type: 'koReturn', player: 'h6', attempt: false },
      { type: 'concede' },
    ]);
    expect(t.refuse(0, { type: 'koReturn', player: 'h5', attempt: true })).toMatchObject({
      code: 'koReturn.player',
      rule: 'SB-INJ-3',
    });
    t.act(0, { type: 'koReturn', player: 'h6', attempt: true });
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({
      rule: 'SB-INJ-3',
      dice: '1d6',
      roller: 0,
      target: 7,
      modifier: 3,
      label: 'sb.roll.koReturn',
      params: { roll: 'ROLL-KO-RETURN', player: 'h6' },
      reroll: false,
    });
    t.roll(4);
    expect(t.rolls().slice(-1)).toEqual([
      {
        type: 'roll',
        rule: 'SB-INJ-3',
        roll: 'ROLL-KO-RETURN',
        player: 0,
        dice: '1d6',
        faces: [4],
        target: 7,
        modifier: 3,
        total: 7,
        success: true,
        ms: 0,
        mf: 0,
        reroll: false,
        by: 'h6',
      },
    ]);
    expect(t.ofType('koReturned')).toEqual([{ type: 'koReturned', rule: 'SB-INJ-3', player: 'h6' }]);
    expect(get(t.s, t.index('h6'), P_WHERE)).toBe(Where.Pitch);
    expect(get(t.s, t.index('h6'), P_OUT)).toBe(OutReason.None);
    // His slot is his again: no substitution is offered.
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-32' });
  });

  it('SB-R-39 a failed return leaves him Out, and the vacant slot may still be filled by a reserve', () => {
    const t = afterGoal(1, testOptions({}, homeWithReserves(0)), (t) => putOut(t, 'h6', OutReason.KO));
    t.act(0, { type: 'koReturn', player: 'h6', attempt: true });
    t.roll(3);
    expect(t.ofType('koStaysOut')).toEqual([{ type: 'koStaysOut', rule: 'SB-INJ-3', player: 'h6' }]);
    expect(get(t.s, t.index('h6'), P_OUT)).toBe(OutReason.KO);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-31' });
    t.act(0, { type: 'substitute', out: 'h6', reserve: 'h8' });
    expect(get(t.s, t.index('h8'), P_WHERE)).toBe(Where.Pitch);
  });

  it('SB-R-39 a coach may decline the return and fill the slot with a reserve', () => {
    const t = afterGoal(1, testOptions({}, homeWithReserves()), (t) => putOut(t, 'h6', OutReason.KO));
    t.act(0, { type: 'koReturn', player: 'h6', attempt: false });
    expect(t.ofType('koReturnDeclined')).toEqual([
      { type: 'koReturnDeclined', rule: 'SB-INJ-3', side: 0, player: 'h6' },
    ]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-31' });
  });

  it('SB-R-39 `injury.koReturn` = eitherOr: after a failed return his slot stays empty until the next kick-off', () => {
    const t = afterGoal(1, testOptions({ injury: { koReturn: 'eitherOr' } }, homeWithReserves(0)), (t) =>
      putOut(t, 'h6', OutReason.KO),
    );
    t.act(0, { type: 'koReturn', player: 'h6', attempt: true });
    t.roll(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-32' });
    expect(get(t.s, t.index('h8'), P_WHERE)).toBe(Where.Reserve);
  });

  it('SB-R-02 the KO return is a test: a natural 1 fails and a natural 6 succeeds', () => {
    const strong = roster('h', { teamRerolls: 0 });
    strong.players[5] = rosterPlayer('h6', 'attacker', { stats: { mv: 6, f: 3, r: 6, ag: 3, ar: 1 } });
    strong.players[6] = rosterPlayer('h7', 'attacker', { stats: { mv: 6, f: 3, r: 0, ag: 3, ar: 1 } });
    const t = afterGoal(1, testOptions({}, strong), (t) => {
      putOut(t, 'h6', OutReason.KO);
      putOut(t, 'h7', OutReason.KO);
    });
    t.act(0, { type: 'koReturn', player: 'h6', attempt: true });
    t.roll(1);
    t.act(0, { type: 'koReturn', player: 'h7', attempt: true });
    t.roll(6);
    expect(
      t
        .rolls()
        .slice(-2)
        .map((r) => [r.by, r.total, r.success]),
    ).toEqual([
      ['h6', 7, false],
      ['h7', 6, true],
    ]);
  });

  it('SB-INJ-3 Increvable (the captain, while Out) and EQ-6 each add 1 to ROLL-KO-RETURN', () => {
    const home = roster('h');
    home.players[0] = rosterPlayer('h1', 'keeper', { equipment: 'EQ-6' });
    const t = Table.deployed(testOptions({}, home), [5, 2]);
    t.roll(3, 4);
    t.roll(3, 1, 1);
    t.roll(90_001);
    t.roll(6);
    t.roll(1);
    putOut(t, 'h1', OutReason.KO);
    scoreGoal(t.s, 1, false, t.index('a5'), t.events);
    t.act(0, { type: 'koReturn', player: 'h1', attempt: true });
    const p = t.pending();
    expect(p.kind === 'chance' && p.request.modifier).toBe(5);
  });
});

describe('rerolls and forfeits at a kick-off (SB-REROLL-7, SB-END-3)', () => {
  it('SB-REROLL-7 a team reroll spent on a KO return counts against the following turn’s limit', () => {
    const t = afterGoal(1, testOptions({}, homeWithReserves(2)), (t) => putOut(t, 'h6', OutReason.KO));
    t.act(0, { type: 'koReturn', player: 'h6', attempt: true });
    t.roll(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
    t.act(0, { type: 'reroll' });
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-INJ-3', reroll: true });
    t.roll(5);
    expect(t.ofType('koReturned')).toHaveLength(1);
    expect(t.s.rerolls).toEqual([1, 2]);
    redeploy(t);
    t.act(0, { type: 'giveBall', player: 'h6' });
    t.act(0, { type: 'playFirst', first: true });
    expect(t.s.turn).toBe(2);
    expect([canUseTeamReroll(t.s, 0), canUseTeamReroll(t.s, 1)]).toEqual([false, true]);
    for (const c of [0, 1, 0, 1]) t.act(c, { type: 'pass' });
    expect(t.s.turn).toBe(3);
    expect([canUseTeamReroll(t.s, 0), canUseTeamReroll(t.s, 1)]).toEqual([true, true]);
  });

  it('ARB-SB-38 a reroll used in the goal’s turn does not stop one at the kick-off; one per kick-off', () => {
    const t = afterGoal(1, testOptions({}, homeWithReserves(3)), (t) => {
      t.s.rerollUsed[0] = true;
      putOut(t, 'h6', OutReason.KO);
      putOut(t, 'h7', OutReason.KO);
    });
    t.act(0, { type: 'koReturn', player: 'h6', attempt: true });
    t.roll(2);
    t.act(0, { type: 'reroll' });
    t.roll(2);
    // The second failure of the kick-off: no reroll left for this kick-off (it would be the next turn's second).
    t.act(0, { type: 'koReturn', player: 'h7', attempt: true });
    t.roll(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-31' });
    expect(t.s.rerolls[0]).toBe(2);
  });

  it('SB-END-3 a team that cannot field any player at a kick-off forfeits (SB-R-45)', () => {
    const t = afterGoal(1, testOptions(), (t) => {
      for (let i = 1; i <= 7; i++) putOut(t, `h${i}`, OutReason.Light);
    });
    expect(t.ofType('forfeit')).toEqual([{ type: 'forfeit', rule: 'SB-END-3', side: 0 }]);
    expect(t.ofType('matchOver')).toEqual([
      { type: 'matchOver', rule: 'SB-END-3', winner: 1, score: [0, 1] },
    ]);
    expect(t.pending()).toEqual({ kind: 'over', outcome: { scores: [0, 1], ranks: [2, 1], winners: [1] } });
  });

  it('SB-R-45 a team with a reserve to bring on does not forfeit', () => {
    const t = afterGoal(1, testOptions({}, homeWithReserves()), (t) => {
      for (let i = 1; i <= 7; i++) putOut(t, `h${i}`, OutReason.Light);
    });
    t.act(0, { type: 'substitute', out: 'h2', reserve: 'h9' });
    t.act(0, { type: 'substitute', out: 'h5', reserve: 'h8' });
    expect(t.ofType('forfeit')).toEqual([]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-32' });
  });

  it('ARB-SB-35 the forfeit is checked after each team’s returns, the conceding team first', () => {
    const both = afterGoal(0, testOptions(), (t) => {
      for (let i = 1; i <= 7; i++) putOut(t, `h${i}`, OutReason.Light);
      for (let i = 1; i <= 7; i++) putOut(t, `a${i}`, OutReason.Light);
    });
    expect(both.ofType('forfeit')).toEqual([{ type: 'forfeit', rule: 'SB-END-3', side: 1 }]);
    expect(both.s.outcome!.winners).toEqual([0]);
    const scoring = afterGoal(0, testOptions(), (t) => {
      for (let i = 1; i <= 7; i++) putOut(t, `h${i}`, OutReason.Light);
    });
    expect(scoring.ofType('forfeit')).toEqual([{ type: 'forfeit', rule: 'SB-END-3', side: 0 }]);
    expect(scoring.s.outcome!.winners).toEqual([1]);
  });

  it('ARB-SB-35 with `injury.stunSurvivesKickoff`, a conceding team with nobody standing gets the ball at the centre spot', () => {
    const t = afterGoal(0, testOptions({ injury: { stunSurvivesKickoff: true } }), (t) => {
      for (let i = 1; i <= 7; i++) {
        set(t.s, t.index(`a${i}`), P_PRONE, 1);
        set(t.s, t.index(`a${i}`), P_STUN, 2);
      }
    });
    redeploy(t);
    expect(t.ofType('ballPlaced').slice(-1)).toEqual([
      { type: 'ballPlaced', rule: 'ARB-SB-35', x: 6.5, y: 10.5 },
    ]);
    expect(t.s.ball).toBe(Ball.Loose);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-34' });
  });
});

describe('kick-off variants and vacancies (SB-R-14, SB-R-39, ARB-SB-37)', () => {
  it('SB-R-14 `kickoff.afterGoal` = centreScatter: the ball deviates from the centre spot, then D-34', () => {
    const t = afterGoal(0, testOptions({ kickoff: { afterGoal: 'centreScatter' } }));
    redeploy(t);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-SETUP-6', dice: '3d6' });
    t.roll(3, 1, 1);
    t.roll(90_001);
    expect(t.s.ball).toBe(Ball.Loose);
    expect(t.ball()).toEqual([8.5, 10.5]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-34' });
  });

  it('SB-R-39 `injury.stunSurvivesKickoff`: a stunned player stays prone with his timer', () => {
    const t = afterGoal(0, testOptions({ injury: { stunSurvivesKickoff: true } }), (t) => {
      set(t.s, t.index('h2'), P_PRONE, 1);
      set(t.s, t.index('h2'), P_STUN, 2);
      set(t.s, t.index('h3'), P_PRONE, 1);
    });
    const h2 = t.index('h2');
    expect([get(t.s, h2, P_PRONE), get(t.s, h2, P_STUN)]).toEqual([1, 2]);
    expect(get(t.s, t.index('h3'), P_PRONE)).toBe(0);
  });

  it('ARB-SB-37 vacancies are counted by position: a KO player replaced earlier may return into another vacancy', () => {
    const t = afterGoal(1, testOptions({}, homeWithReserves()), (t) => {
      putOut(t, 'h6', OutReason.KO);
      set(t.s, t.index('h6'), P_REPLACED, 1);
      set(t.s, t.index('h8'), P_WHERE, Where.Pitch);
      putOut(t, 'h7', OutReason.Light);
    });
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-30' });
    t.act(0, { type: 'koReturn', player: 'h6', attempt: true });
    t.roll(5);
    // The Attackers' slots are full again (h5, h8, h6): h7's slot is not offered.
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-32' });
  });

  it('ARB-SB-37 a KO player whose slot was filled, with no other vacancy of his position, cannot try', () => {
    const t = afterGoal(1, testOptions({}, homeWithReserves()), (t) => {
      putOut(t, 'h6', OutReason.KO);
      set(t.s, t.index('h6'), P_REPLACED, 1);
      set(t.s, t.index('h8'), P_WHERE, Where.Pitch);
    });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-32' });
  });
});

/** Random play from a kick-off after a goal with KO players, injured players and reserves on both sides. */
function randomAfterGoal(seed: string, centre: boolean): { events: GameEvent[]; actions: string[] } {
  const rng = new SeededRng(seed);
  const options = testOptions(
    {
      scatter: { directions: '8' },
      match: { maxTurns: 3, suddenDeathTurns: 1 },
      turn: { emptyPhaseLimit: 2 },
      kickoff: { afterGoal: centre ? 'centreScatter' : 'possessionToConceding' },
    },
    homeWithReserves(),
    roster('a', {}, [rosterPlayer('a8', 'attacker')]),
  );
  // Table.atTurn1's kick-off direction is for the continuous die: here the 8-direction die's face 3 (east).
  const t = Table.deployed(options);
  t.roll(3, 4);
  t.roll(3, 1, 1);
  t.roll(3);
  t.roll(6);
  t.roll(1);
  putOut(t, 'h6', OutReason.KO);
  putOut(t, 'h3', OutReason.Light);
  putOut(t, 'a6', OutReason.KO);
  putOut(t, 'a7', OutReason.Light);
  const scoring = rng.int(0, 1);
  scoreGoal(t.s, scoring, false, t.index(scoring === 0 ? 'h5' : 'a5'), t.events);
  const s: SBState = t.s;
  const actions: string[] = [];
  for (let i = 0; i < 20_000; i++) {
    const p = sparkBall.pending(s);
    if (p.kind === 'over') break;
    if (p.kind === 'chance') {
      const o = sparkBall.chanceOutcomes(s)!;
      const r = sparkBall.applyChance(s, o[rng.int(0, o.length - 1)]!.faces);
      if (!r.ok) throw new Error(r.error.en);
      t.events.push(...r.value);
      continue;
    }
    if (p.kind !== 'decision') throw new Error('unexpected pending');
    const legal = sparkBall.legal(s, p.player).filter((a) => a.type !== 'concede');
    for (const a of legal)
      expect(sparkBall.validate(s, p.player, JSON.parse(JSON.stringify(a))).ok).toBe(true);
    const a = legal[rng.int(0, legal.length - 1)]!;
    actions.push(`${p.label}:${a.type}`);
    t.events.push(...sparkBall.apply(s, p.player, a));
  }
  expect(s.stage).toBe(Stage.Over);
  return { events: t.events, actions };
}

describe('random play through a kick-off after a goal', () => {
  it('SB-KICK-2 every legal kick-off decision validates and the match plays on to its end', () => {
    const seen = new Set<string>();
    for (let g = 0; g < 8; g++) {
      const { actions, events } = randomAfterGoal(`kick-${g}`, g % 2 === 1);
      for (const a of actions) seen.add(a);
      expect(events[events.length - 1]!.type).toBe('postMatch');
      for (const e of events) {
        const key = e.type === 'roll' ? `roll.${e.rule}` : e.type;
        for (const lang of ['fr', 'en'] as const) {
          expect(catalogue[lang][key], `${lang} ${key}`).toBeDefined();
          expect(describeEvent(e, lang)).not.toMatch(/\{\{|undefined|NaN/);
        }
      }
    }
    for (const a of ['D-30:koReturn', 'D-31:substitute', 'D-32:deploy', 'D-33:giveBall', 'D-34:playFirst']) {
      expect(seen.has(a), a).toBe(true);
    }
  });
});

/**
 * Spark Ball whose setup plays a random pre-match to turn 1, puts a few players Out and scores a goal: the
 * engine's conformance run then checks the kick-off after a goal and the rest of the match (clone, hash, legal,
 * validate, JSON round trips, the step bound).
 */
const fromAGoal: Rules<SBState, SBAction, SBView> = {
  ...sparkBall,
  setup(options) {
    const r = sparkBall.setup(options);
    if (!r.ok) return r;
    const s = r.value;
    const rng = new SeededRng('sb-kick-setup');
    while (s.stage !== Stage.Turn) {
      const p = sparkBall.pending(s);
      if (p.kind === 'chance') {
        const o = sparkBall.chanceOutcomes(s)!;
        const res = sparkBall.applyChance(s, o[rng.int(0, o.length - 1)]!.faces);
        if (!res.ok) throw new Error(res.error.en);
      } else if (p.kind === 'decision') {
        const legal = sparkBall.legal(s, p.player).filter((a) => a.type !== 'concede');
        sparkBall.apply(s, p.player, legal[rng.int(0, legal.length - 1)]!);
      } else throw new Error('the match ended before turn 1');
    }
    const t = new Table(s);
    putOut(t, 'h6', OutReason.KO);
    putOut(t, 'a2', OutReason.KO);
    putOut(t, 'a7', OutReason.Serious);
    const scoring = s.o.match.suddenDeathTurns % 2;
    scoreGoal(s, scoring, false, t.index(scoring === 0 ? 'h5' : 'a5'), []);
    return ok(s);
  },
};

describe('conformance from a kick-off after a goal', () => {
  it('SB-KICK-1 seeded random matches from a goal stay within the engine contract', () => {
    const stats = runConformance(fromAGoal, {
      games: 6,
      seed: 'sb-kick',
      options: (i) =>
        testOptions(
          {
            scatter: { directions: i % 2 === 0 ? '8' : '12' },
            match: { maxTurns: 3, suddenDeathTurns: i % 3 },
            turn: { emptyPhaseLimit: 2 },
            kickoff: { afterGoal: i % 3 === 2 ? 'centreScatter' : 'possessionToConceding' },
            injury: {
              koReturn: i % 2 === 0 ? 'tryThenSubstitute' : 'eitherOr',
              stunSurvivesKickoff: i % 4 === 3,
            },
          },
          homeWithReserves(),
          roster('a', {}, [rosterPlayer('a8', 'attacker'), rosterPlayer('a9', 'defender')]),
        ),
    });
    expect(stats.games).toBe(6);
  });
});
