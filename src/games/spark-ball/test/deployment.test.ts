import { describe, expect, it } from 'vitest';
import { scoreGoal } from '../goal.ts';
import { sparkBall } from '../index.ts';
import type { SBView } from '../view.ts';
import { formation, roster, rosterPlayer, Table, testOptions } from '../testing.ts';

const ALTERNATE = { deploy: { alternate: true } };

/** Line-ups, captains, traits; the deployment roll-off won by `winner`, who deploys first (or second). */
function deploying(
  options: unknown = testOptions(ALTERNATE),
  winner = 1,
  first = true,
  lineupH?: string[],
): Table {
  const t = Table.setup(options);
  t.act(0, { type: 'lineup', players: lineupH ?? ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7'] });
  t.act(0, { type: 'captain', player: 'h1' });
  t.act(1, { type: 'lineup', players: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'] });
  t.act(1, { type: 'captain', player: 'a1' });
  t.roll(2);
  t.roll(2);
  t.roll(winner === 0 ? 5 : 2);
  t.roll(winner === 0 ? 2 : 5);
  t.act(winner, { type: 'deployOrder', first });
  return t;
}

/** The coach a decision is pending for, or -1. */
function deciding(t: Table): number {
  const p = t.pending();
  return p.kind === 'decision' ? p.player : -1;
}

/** Places the players of the two formations one at a time, as the pending coach asks; returns the coaches. */
function placeAll(t: Table): number[] {
  const queue = [formation(0), formation(1)];
  const coaches: number[] = [];
  for (let c = deciding(t); c >= 0 && t.pending().kind === 'decision'; c = deciding(t)) {
    const label = (t.pending() as { label: string }).label;
    if (label !== 'D-04' && label !== 'D-32') break;
    coaches.push(c);
    t.act(c, { type: 'deployOne', ...queue[c]!.shift()! });
  }
  return coaches;
}

describe('deploy.alternate (SB-R-52, ARB-SB-65)', () => {
  it('SB-R-52 / ARB-SB-65 players are placed one at a time, alternately, the coach deploying first (D-03) first', () => {
    // Away wins the roll-off and chooses to deploy first.
    const t = deploying(testOptions(ALTERNATE), 1, true);
    expect(t.s.deployFirst).toBe(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-04' });
    expect(placeAll(t)).toEqual([1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0]);
    const deployed = t.ofType('deployed');
    expect(deployed).toHaveLength(14);
    expect(deployed[0]).toEqual({
      type: 'deployed',
      rule: 'SB-SETUP-4',
      side: 1,
      positions: [{ player: 'a1', x: 6.5, y: 19.5 }],
      alternate: true,
    });
    expect(deployed[1]).toMatchObject({ side: 0, positions: [{ player: 'h1', x: 6.5, y: 1.5 }] });
    expect(t.at('h7')).toEqual([9.5, 8.5]);
    expect(t.at('a7')).toEqual([9.5, 12.5]);
    // Then the match event (SB-SETUP-5).
    const p = t.pending();
    expect(p.kind === 'chance' && p.request.rule).toBe('SB-EVENT-1');
  });

  it('ARB-SB-65 a team with fewer players on the pitch: the other coach places the rest of his one after another', () => {
    const home = roster('h', {}, [rosterPlayer('h8', 'attacker', { career: { missNextMatch: true } })]);
    home.players[6] = rosterPlayer('h7', 'attacker', { career: { missNextMatch: true } });
    // Home fields 6 (h7 and h8 miss the match) and deploys first.
    const t = deploying(testOptions(ALTERNATE, home), 0, true, ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
    expect(placeAll(t)).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 1]);
  });

  it('ARB-SB-65 each placement is checked against every base placed so far; unplaced players do not count', () => {
    const t = deploying(testOptions(ALTERNATE), 0, true);
    t.act(0, { type: 'deployOne', player: 'h2', x: 3.5, y: 4 });
    t.act(1, { type: 'deployOne', player: 'a2', x: 3.5, y: 17 });
    expect(t.refuse(0, { type: 'deployOne', player: 'h3', x: 4.4, y: 4 })).toMatchObject({
      code: 'deploy.overlap',
      rule: 'SB-SETUP-4',
      en: "h3 (#3) at (4.4, 4): the base overlaps h2 (#2)'s base.",
    });
    // Every on-pitch player starts at (0, 0) before he is placed: only placed bases are obstacles.
    t.act(0, { type: 'deployOne', player: 'h3', x: 4.5, y: 4 });
    expect(t.at('h3')).toEqual([4.5, 4]);
  });

  it('ARB-SB-65 refusals: a placed player, another team’s player, the whole team at once, a missing point', () => {
    const t = deploying(testOptions(ALTERNATE), 0, true);
    t.act(0, { type: 'deployOne', player: 'h1', x: 6.5, y: 1.5 });
    t.act(1, { type: 'deployOne', player: 'a1', x: 6.5, y: 19.5 });
    expect(t.refuse(0, { type: 'deployOne', player: 'h1', x: 6.5, y: 2 })).toMatchObject({
      code: 'deploy.player',
      rule: 'SB-R-52',
      en: '"h1" cannot be placed: name a player of your line-up not placed yet (h2, h3, h4, h5, h6, h7).',
      message:
        '"h1" ne peut pas être placé : il faut un joueur de sa composition pas encore placé (h2, h3, h4, h5, h6, h7).',
    });
    expect(t.refuse(0, { type: 'deployOne', player: 'a2', x: 6.5, y: 5 }).code).toBe('deploy.player');
    expect(t.refuse(0, { type: 'deploy', positions: formation(0) })).toMatchObject({
      code: 'deploy.kind',
      rule: 'SB-R-52',
      en: 'With deploy.alternate, players are placed one at a time, alternately: { type: "deployOne", player, x, y }.',
    });
    expect(t.refuse(0, { type: 'deployOne', player: 'h2', x: '3' })).toMatchObject({
      code: 'deploy.shape',
      en: 'A placement is { type: "deployOne", player, x, y } (inches).',
    });
    expect(t.refuse(0, { type: 'deployOne', player: 'h5', x: 3.5, y: 10 })).toMatchObject({
      code: 'deploy.area',
      en: 'h5 (#5) at (3.5, 10): outside the deployment area (y ≤ 9.5).',
    });
    expect(t.refuse(1, { type: 'deployOne', player: 'a2', x: 6.5, y: 16 }).code).toBe('decision.notYourTurn');
  });

  it('SB-SETUP-4 without the variant a single placement is refused and the whole team is expected', () => {
    const t = deploying(testOptions(), 0, true);
    expect(t.refuse(0, { type: 'deployOne', player: 'h1', x: 6.5, y: 1.5 })).toMatchObject({
      code: 'deploy.kind',
      en: 'Each team places all of its players at once: { type: "deploy", positions: [{ player, x, y }, …] }.',
    });
  });

  it('ARB-SB-65 the legal placements are unplaced players at their formation points, all valid', () => {
    const t = deploying(testOptions(ALTERNATE), 0, true);
    t.act(0, { type: 'deployOne', player: 'h1', x: 6.5, y: 1.5 });
    t.act(1, { type: 'deployOne', player: 'a5', x: 3.5, y: 12.5 });
    const legal = t.legal(0).filter((a) => a.type !== 'concede');
    expect(legal.every((a) => a.type === 'deployOne' && a.player !== 'h1')).toBe(true);
    expect(new Set(legal.map((a) => (a as { player: string }).player))).toEqual(
      new Set(['h2', 'h3', 'h4', 'h5', 'h6', 'h7']),
    );
    expect(legal).toContainEqual({ type: 'deployOne', player: 'h2', x: 3.5, y: 4 });
    for (const a of legal) expect(sparkBall.validate(t.s, 0, a).ok).toBe(true);
    // The view lists who is still to place, both teams.
    const v = sparkBall.view(t.s, 0) as SBView;
    expect(v.unplaced).toEqual(['h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'a1', 'a2', 'a3', 'a4', 'a6', 'a7']);
  });

  it('SB-KICK-4 / ARB-SB-65 after a goal the redeployment alternates too, the scoring team placing first', () => {
    const t = deploying(testOptions(ALTERNATE), 0, true);
    placeAll(t);
    t.roll(3, 4); // ROLL-EVENT 7
    t.roll(3, 1, 1); // ROLL-KICKOFF: ARROW, 1 + 1 in
    t.roll(90_001);
    t.roll(6);
    t.roll(1);
    // Away scores: Away (the scoring team) redeploys first (SB-KICK-4).
    scoreGoal(t.s, 1, false, t.index('a5'), t.events);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-32' });
    expect((sparkBall.view(t.s, 0) as SBView).unplaced).toHaveLength(14);
    // a2 may take a3's old spot while a3 is not placed again yet.
    t.act(1, { type: 'deployOne', player: 'a2', x: 6.5, y: 17 });
    expect(t.ofType('deployed').slice(-1)).toEqual([
      {
        type: 'deployed',
        rule: 'SB-KICK-4',
        side: 1,
        positions: [{ player: 'a2', x: 6.5, y: 17 }],
        alternate: true,
      },
    ]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-32' });
    expect(t.refuse(0, { type: 'deploy', positions: formation(0) }).code).toBe('deploy.kind');
    const coaches = [1];
    const away = formation(1).filter((q) => q.player !== 'a2' && q.player !== 'a3');
    away.push({ player: 'a3', x: 9.5, y: 15 });
    const home = formation(0);
    for (let c = deciding(t); (t.pending() as { label?: string }).label === 'D-32'; c = deciding(t)) {
      coaches.push(c);
      t.act(c, { type: 'deployOne', ...(c === 0 ? home : away).shift()! });
    }
    expect(coaches).toEqual([1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0]);
    expect(t.at('a2')).toEqual([6.5, 17]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-33' });
    expect((sparkBall.view(t.s, 0) as SBView).unplaced).toEqual([]);
  });
});
