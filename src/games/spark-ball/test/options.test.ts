import { describe, expect, it } from 'vitest';
import { sparkBall } from '../index.ts';
import { parseOptions } from '../options.ts';
import { roster, rosterPlayer, testOptions } from '../testing.ts';

describe('options (section 7) and rosters (SB-TEAM)', () => {
  it('SB-R-44 every key has the reference default when only the teams are given', () => {
    const o = parseOptions(testOptions());
    expect(o.ok).toBe(true);
    if (!o.ok) return;
    expect(o.value.scatter).toEqual({ directions: 'continuous', hitFaces: 2 });
    expect(o.value.match).toEqual({ goalsToWin: 3, maxTurns: 16, suddenDeathTurns: 4, allowDraw: true });
    expect(o.value.turn).toEqual({ emptyPhaseLimit: 4, firstPlayer: 'alternate', passRequiresPlayer: false });
    expect(o.value.wall).toEqual({ bounceMode: 'reverse', maxBounces: 3 });
    expect(o.value.goalZone).toEqual({ width: 7, depth: 3, shape: 'rect', excludeOthers: false });
    expect(o.value.measure).toEqual({ mode: 'edge', baseRadius: 0.5, epsilon: 0.001 });
  });

  it('SB-TEAM-1 a roster of 6 players is refused', () => {
    const small = roster('h');
    small.players.pop();
    const r = sparkBall.setup(testOptions({}, small));
    expect(r.ok).toBe(false);
  });

  it('SB-TEAM-2 a roster without a keeper is refused with the count', () => {
    const bad = roster('h');
    bad.players[0] = rosterPlayer('h1', 'attacker');
    const r = sparkBall.setup(testOptions({}, bad));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.rule).toBe('SB-TEAM-2');
      expect(r.error.en).toContain('0 Keeper');
    }
  });

  it('SB-TEAM-1 duplicate player ids are refused', () => {
    const r = sparkBall.setup(testOptions({}, roster('h', {}, [rosterPlayer('h2', 'attacker')])));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.en).toContain('"h2" appears twice');
  });

  it('SB-SETUP-1 two variants that are not played together yet are refused rather than played wrongly', () => {
    const r = sparkBall.setup(testOptions({ deploy: { alternate: true }, kickoff: { redeploy: false } }));
    expect(!r.ok && r.error).toMatchObject({ code: 'options.combination', rule: 'SB-SETUP-1' });
    expect(!r.ok && r.error.en).toContain('deploy.alternate = true with kickoff.redeploy = false');
    const s = sparkBall.setup(
      testOptions({ charge: { pathing: 'shortestAround' }, goalZone: { excludeOthers: true } }),
    );
    expect(!s.ok && s.error.code).toBe('options.combination');
    // Each of them alone plays.
    expect(sparkBall.setup(testOptions({ deploy: { alternate: true } })).ok).toBe(true);
    expect(sparkBall.setup(testOptions({ goalZone: { excludeOthers: true } })).ok).toBe(true);
  });

  it('SB-SETUP-1 unknown keys and out-of-range values are refused', () => {
    expect(sparkBall.setup(testOptions({ turn: { emptyPhaseLimit: 0 } })).ok).toBe(false);
    expect(sparkBall.setup(testOptions({ colour: 'red' })).ok).toBe(false);
    expect(sparkBall.setup({ teams: 3 }).ok).toBe(false);
  });
});
