import { describe, expect, it } from 'vitest';
import { sparkBall } from '../index.ts';
import { scoreGoal } from '../goal.ts';
import { tableFaces } from '../table.ts';
import {
  Ball,
  get,
  KICK_ENTERING,
  OutReason,
  P_KICK,
  P_OUT,
  P_PRONE,
  P_WHERE,
  P_X,
  P_Y,
  PER_INCH,
  set,
  Stage,
  Where,
} from '../state.ts';
import { formation, roster, rosterPlayer, Table, testOptions } from '../testing.ts';

/** Turn 1 (Home first); `prepare` sets the scene, then `scoring` scores (h5 or a5 is the scorer). */
function afterGoal(scoring: number, options: unknown, prepare?: (t: Table) => void): Table {
  const t = Table.atTurn1(0, options);
  prepare?.(t);
  scoreGoal(t.s, scoring, false, t.index(scoring === 0 ? 'h5' : 'a5'), t.events);
  return t;
}

/** Both redeployments with the formation templates (C-1). */
function redeploy(t: Table): void {
  t.act(t.pending().kind === 'decision' ? (t.pending() as { player: number }).player : 0, {
    type: 'deploy',
    positions: formation((t.pending() as { player: number }).player),
  });
  t.act((t.pending() as { player: number }).player, {
    type: 'deploy',
    positions: formation((t.pending() as { player: number }).player),
  });
}

/** Puts `id` Out with `reason`. */
function putOut(t: Table, id: string, reason: number): void {
  const p = t.index(id);
  set(t.s, p, P_WHERE, Where.Out);
  set(t.s, p, P_OUT, reason);
}

/** Moves `id`'s base to (x, y) inches. */
function placeAt(t: Table, id: string, x: number, y: number): void {
  set(t.s, t.index(id), P_X, x * PER_INCH);
  set(t.s, t.index(id), P_Y, y * PER_INCH);
}

const placing = (more: Record<string, unknown> = {}) =>
  testOptions({ kickoff: { afterGoal: 'concedingPlacesAndScatters', ...more } });

describe('kickoff.afterGoal = concedingPlacesAndScatters (SB-R-14 (c), ARB-SB-70)', () => {
  it('SB-R-14 the conceding coach places the ball in his half (D-33) and it deviates as at the opening kick-off', () => {
    const t = afterGoal(0, placing());
    redeploy(t);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-33' });
    t.act(1, { type: 'placeBall', at: { x: 6.5, y: 15 } });
    expect(t.ofType('ballPlacedByCoach')).toEqual([
      { type: 'ballPlacedByCoach', rule: 'SB-R-14', side: 1, x: 6.5, y: 15 },
    ]);
    expect(t.s.ball).toBe(Ball.Loose);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-SETUP-6', dice: '3d6' });
    // ARROW 2 + 4 = 6 in due east (90°).
    t.roll(3, 2, 4);
    t.roll(90_001);
    expect(t.rolls().at(-1)).toMatchObject({
      roll: 'ROLL-KICKOFF',
      result: 'arrow',
      distance: 6,
      direction: 90_000,
    });
    expect(t.ball()).toEqual([12.5, 15]);
    expect(t.s.holder).toBe(-1);
    // No team reroll is offered although Away has two (SB-R-15: a kick-off cannot be rerolled).
    expect(t.s.rerolls[1]).toBe(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-34' });
    t.act(1, { type: 'playFirst', first: true });
    expect(t.s.stage).toBe(Stage.Turn);
    expect(t.s.ball).toBe(Ball.Loose);
    expect(t.ball()).toEqual([12.5, 15]);
  });

  it('SB-R-14 a HIT moves the ball the higher die in the direction rolled (SB-SETUP-6)', () => {
    const t = afterGoal(1, placing());
    redeploy(t);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-33' });
    t.act(0, { type: 'placeBall', at: { x: 6.5, y: 6 } });
    t.roll(1, 2, 5);
    t.roll(270_001);
    expect(t.rolls().at(-1)).toMatchObject({ result: 'hit', distance: 5 });
    expect(t.ball()).toEqual([1.5, 6]);
  });

  it('SB-R-14 a goal mouth is a wall for the kick-off ball: it bounces (ROLL-WALL), no goal is scored', () => {
    const t = afterGoal(0, placing());
    redeploy(t);
    t.act(1, { type: 'placeBall', at: { x: 3, y: 20.5 } });
    t.roll(4, 3, 3);
    t.roll(1); // 0°: towards the Away goal line, 0.5 in away.
    expect(t.ofType('wallContact')).toEqual([
      { type: 'wallContact', rule: 'SB-BALL-5', at: [3, 21], bounce: 1 },
    ]);
    expect(t.ofType('goal')).toHaveLength(1);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-BALL-5' });
  });

  it('ARB-SB-70 the ball may be placed on the halfway line and against a base, not beyond the line or under a base', () => {
    const t = afterGoal(0, placing());
    redeploy(t);
    // Away's a3 stands at (6.5, 17).
    expect(t.refuse(1, { type: 'placeBall', at: { x: 6.5, y: 10.4 } })).toMatchObject({
      code: 'placeBall.point',
      rule: 'ARB-SB-70',
      en: 'The ball cannot go there: (6.5, 10.4) is not in your own half (y ≥ 10.5).',
      message: "Balle mal placée : (6.5, 10.4) n'est pas dans sa moitié de terrain (y ≥ 10,5).",
    });
    expect(t.refuse(1, { type: 'placeBall', at: { x: 6.5, y: 17.2 } })).toMatchObject({
      code: 'placeBall.point',
      en: "The ball cannot go there: (6.5, 17.2) is under a3 (#3)'s base: the ball is placed clear of every base (its edge allowed).",
    });
    expect(t.refuse(1, { type: 'placeBall', at: { x: 13.5, y: 15 } })).toMatchObject({
      code: 'placeBall.point',
      en: 'The ball cannot go there: (13.5, 15) is off the pitch: x within 0–13, y in your half (y ≥ 10.5).',
    });
    expect(t.refuse(1, { type: 'placeBall', at: { x: 1e300, y: 15 } })).toMatchObject({
      code: 'placeBall.point',
    });
    expect(t.refuse(1, { type: 'placeBall', at: 'centre' })).toMatchObject({
      code: 'placeBall.shape',
      rule: 'SB-R-14',
    });
    expect(t.refuse(1, { type: 'giveBall', player: 'a5' }).code).toBe('decision.wrongKind');
    expect(sparkBall.validate(t.s, 1, { type: 'placeBall', at: { x: 6.5, y: 10.5 } }).ok).toBe(true);
    expect(sparkBall.validate(t.s, 1, { type: 'placeBall', at: { x: 6.5, y: 17.5 } }).ok).toBe(true);
  });

  it('ARB-SB-70 the candidates: a grid of his half clear of every base, then the centre spot; each validates', () => {
    const t = afterGoal(0, placing());
    redeploy(t);
    const legal = t.legal(1).filter((a) => a.type === 'placeBall');
    const points = legal.map((a) => (a as { at: { x: number; y: number } }).at);
    // (6.5, 17) lies under a3; (6.5, 19) touches the keeper a1's edge ((6.5, 19.5)) and stays.
    expect(points).not.toContainEqual({ x: 6.5, y: 17 });
    expect(points).toContainEqual({ x: 6.5, y: 19 });
    expect(points.at(-1)).toEqual({ x: 6.5, y: 10.5 });
    expect(points).toHaveLength(25);
    for (const a of legal) expect(sparkBall.validate(t.s, 1, a).ok).toBe(true);
  });

  it('ARB-SB-70 nobody needs to stand to take the ball: with every conceding player prone, D-33 still asks for a point', () => {
    const t = afterGoal(0, placing(), (t) => {
      for (const id of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']) set(t.s, t.index(id), P_PRONE, 1);
    });
    redeploy(t);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-33' });
  });

  it('SB-R-63 in table mode the kick-off scatter is typed as HIT/ARROW, distance dice and a direction', () => {
    const t = afterGoal(0, placing({}), () => undefined);
    t.s.o.input.tableMode = true;
    redeploy(t);
    t.act(1, { type: 'placeBall', at: { x: 6.5, y: 15 } });
    const dice = tableFaces(t.s, { result: 'ARROW', distance: [1, 2] });
    expect(dice).toEqual({ ok: true, value: [6, 1, 2] });
    t.roll(...(dice.ok ? dice.value : []));
    const dir = tableFaces(t.s, 'O');
    expect(dir).toEqual({ ok: true, value: [270_001] });
    t.roll(...(dir.ok ? dir.value : []));
    expect(t.ball()).toEqual([3.5, 15]);
  });
});

describe('kickoff.redeploy = false (SB-R-14, ARB-SB-71)', () => {
  const keep = (more: Record<string, unknown> = {}, home = roster('h'), away = roster('a')) =>
    testOptions({ kickoff: { redeploy: false, ...more } }, home, away);

  it('SB-R-14 positions are kept: no redeployment is asked, players stand up where they are, the ball is given', () => {
    const t = afterGoal(0, keep(), (t) => {
      placeAt(t, 'h5', 4, 14);
      placeAt(t, 'a6', 6.5, 6);
      set(t.s, t.index('a6'), P_PRONE, 1);
    });
    expect(t.ofType('positionsKept')).toEqual([{ type: 'positionsKept', rule: 'ARB-SB-71' }]);
    expect(t.ofType('playersReset')).toHaveLength(1);
    expect(t.ofType('deployed')).toHaveLength(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-33' });
    expect(t.at('h5')).toEqual([4, 14]);
    expect(t.at('a6')).toEqual([6.5, 6]);
    expect(get(t.s, t.index('a6'), P_PRONE)).toBe(0);
    t.act(1, { type: 'giveBall', player: 'a6' });
    expect(t.ball()).toEqual([6.5, 6]);
  });

  it('ARB-SB-71 only a player who came on is placed, by his coach, clear of every kept base (both teams)', () => {
    const home = roster('h', {}, [rosterPlayer('h8', 'attacker')]);
    const t = afterGoal(1, keep({}, home), (t) => {
      putOut(t, 'h6', OutReason.Light);
      placeAt(t, 'a5', 6.5, 7);
    });
    t.act(0, { type: 'substitute', out: 'h6', reserve: 'h8' });
    expect(get(t.s, t.index('h8'), P_KICK) & KICK_ENTERING).toBe(KICK_ENTERING);
    // Away (scoring) has nobody to place: Home (conceding) is asked for h8 alone.
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-32' });
    expect(t.refuse(0, { type: 'deploy', positions: [{ player: 'h5', x: 2, y: 2 }] })).toMatchObject({
      code: 'deploy.kept',
      rule: 'ARB-SB-71',
      en: '"h5" keeps his position (kickoff.redeploy = false): only the players who came on at this kick-off are placed (h8).',
    });
    expect(t.refuse(0, { type: 'deploy', positions: [{ player: 'h8', x: 6.5, y: 7.5 }] })).toMatchObject({
      code: 'deploy.overlap',
      en: "h8 (#8) at (6.5, 7.5): the base overlaps a5 (#5)'s base.",
    });
    expect(t.refuse(0, { type: 'deploy', positions: [{ player: 'h8', x: 3.5, y: 8 }] })).toMatchObject({
      code: 'deploy.overlap',
      en: "h8 (#8) at (3.5, 8): the base overlaps h5 (#5)'s base.",
    });
    expect(t.refuse(0, { type: 'deploy', positions: [{ player: 'h8', x: 3.5, y: 12 }] })).toMatchObject({
      code: 'deploy.area',
    });
    expect(t.refuse(0, { type: 'deploy', positions: [] })).toMatchObject({ code: 'deploy.missing' });
    const legal = t.legal(0).filter((a) => a.type === 'deploy');
    expect(legal.length).toBeGreaterThan(0);
    for (const a of legal) {
      expect((a as { positions: { player: string }[] }).positions.map((q) => q.player)).toEqual(['h8']);
      expect(sparkBall.validate(t.s, 0, a).ok).toBe(true);
    }
    t.act(0, { type: 'deploy', positions: [{ player: 'h8', x: 2, y: 6 }] });
    expect(t.at('h8')).toEqual([2, 6]);
    expect(get(t.s, t.index('h8'), P_KICK) & KICK_ENTERING).toBe(0);
    expect(t.at('h5')).toEqual([3.5, 8.5]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-33' });
  });

  it('ARB-SB-71 the scoring team places its newcomers first, then the conceding team', () => {
    const t = afterGoal(1, keep(), (t) => {
      putOut(t, 'h6', OutReason.KO);
      putOut(t, 'a6', OutReason.KO);
      placeAt(t, 'a7', 1, 15);
    });
    t.act(0, { type: 'koReturn', player: 'h6', attempt: true });
    t.roll(6);
    t.act(1, { type: 'koReturn', player: 'a6', attempt: true });
    t.roll(6);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-32' });
    t.act(1, { type: 'deploy', positions: [{ player: 'a6', x: 11, y: 12 }] });
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-32' });
    // h6's old spot (6.5, 8.5) is free; h5's kept one (3.5, 8.5) is not.
    expect(t.refuse(0, { type: 'deploy', positions: [{ player: 'h6', x: 3.5, y: 8.6 }] })).toMatchObject({
      code: 'deploy.overlap',
    });
    t.act(0, { type: 'deploy', positions: [{ player: 'h6', x: 11, y: 9.5 }] });
    expect(t.ofType('deployed').slice(-2)).toEqual([
      { type: 'deployed', rule: 'SB-KICK-4', side: 1, positions: [{ player: 'a6', x: 11, y: 12 }] },
      { type: 'deployed', rule: 'SB-KICK-4', side: 0, positions: [{ player: 'h6', x: 11, y: 9.5 }] },
    ]);
    expect(t.at('a7')).toEqual([1, 15]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-33' });
  });

  it('ARB-SB-71 with concedingPlacesAndScatters the ball is placed among the kept positions', () => {
    const t = afterGoal(0, keep({ afterGoal: 'concedingPlacesAndScatters' }), (t) =>
      placeAt(t, 'h5', 6.5, 15),
    );
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-33' });
    expect(t.refuse(1, { type: 'placeBall', at: { x: 6.5, y: 15.3 } })).toMatchObject({
      code: 'placeBall.point',
      en: "The ball cannot go there: (6.5, 15.3) is under h5 (#5)'s base: the ball is placed clear of every base (its edge allowed).",
    });
    const points = t.legal(1).map((a) => (a as { at?: unknown }).at);
    expect(points).not.toContainEqual({ x: 6.5, y: 15 });
  });
});
