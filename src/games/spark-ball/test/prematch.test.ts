import { describe, expect, it } from 'vitest';
import { sparkBall } from '../index.ts';
import { formation, roster, rosterPlayer, Table, testOptions } from '../testing.ts';

const lineupH = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7'];
const lineupA = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'];

/** Line-ups and captains done; the traits are next. */
function afterCaptains(options = testOptions()): Table {
  const t = Table.setup(options);
  t.act(0, { type: 'lineup', players: lineupH });
  t.act(0, { type: 'captain', player: 'h5' });
  t.act(1, { type: 'lineup', players: lineupA });
  t.act(1, { type: 'captain', player: 'a2' });
  return t;
}

describe('pre-match (SB-SETUP, SB-TEAM, section 5.1)', () => {
  it('SB-SETUP-1 / ARB-SB-11 Home picks his line-up (D-01) and captain (D-02), then Away', () => {
    const t = Table.setup();
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-01' });
    expect(t.legal(1)).toEqual([]);
    t.act(0, { type: 'lineup', players: lineupH });
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-02' });
    t.act(0, { type: 'captain', player: 'h5' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-01' });
  });

  it('SB-TEAM-3 the line-up is 3 Attackers, 3 Defenders and 1 Keeper: a fourth Attacker is refused', () => {
    const t = Table.setup(testOptions({}, roster('h', {}, [rosterPlayer('h8', 'attacker')])));
    const e = t.refuse(0, { type: 'lineup', players: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8'] });
    expect(e.code).toBe('lineup.slots');
    expect(e.en).toBe('The line-up has 4 Attacker(s); 3 needed (3 slots, 4 available).');
    const short = t.refuse(0, { type: 'lineup', players: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] });
    expect(short.en).toContain('2 Attacker(s); 3 needed');
    t.act(0, { type: 'lineup', players: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h8'] });
    expect(t.ofType('lineup')[0]).toMatchObject({
      side: 0,
      players: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h8'],
    });
  });

  it('SB-TEAM-9 any roster player, even a reserve, may be captain; a stranger may not', () => {
    const t = Table.setup(testOptions({}, roster('h', {}, [rosterPlayer('h8', 'attacker')])));
    t.act(0, { type: 'lineup', players: lineupH });
    expect(t.refuse(0, { type: 'captain', player: 'a1' }).code).toBe('captain.unknown');
    expect(t.legal(0).filter((a) => a.type === 'captain')).toHaveLength(8);
    t.act(0, { type: 'captain', player: 'h8' });
    expect(t.s.captain[0]).toBe(7);
  });

  it('SB-CAPT-1 each captain rolls his trait before deployment (ROLL-TRAIT), Home first', () => {
    const t = afterCaptains();
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-CAPT-1', dice: '1d6', roller: 0 });
    t.roll(3);
    t.roll(6);
    expect(t.s.trait).toEqual([2, 5]);
    expect(t.rolls()).toEqual([
      expect.objectContaining({
        rule: 'SB-CAPT-1',
        roll: 'ROLL-TRAIT',
        player: 0,
        faces: [3],
        result: 'teteBrulee',
        captain: 'h5',
      }),
      expect.objectContaining({
        rule: 'SB-CAPT-1',
        roll: 'ROLL-TRAIT',
        player: 1,
        faces: [6],
        result: 'instinct',
        captain: 'a2',
      }),
    ]);
  });

  it('SB-CAPT-1 Meneur gives the team one extra team reroll for the match', () => {
    const t = afterCaptains();
    t.roll(1);
    t.roll(2);
    expect(t.s.rerolls).toEqual([3, 2]);
    expect(t.ofType('rerollsGained')).toEqual([
      { type: 'rerollsGained', rule: 'SB-CAPT-1', side: 0, count: 1, rerolls: 3 },
    ]);
  });

  it('SB-SETUP-3 the deployment roll-off: a tie is rolled again, the winner chooses to deploy second', () => {
    const t = afterCaptains();
    t.roll(2);
    t.roll(2);
    t.roll(4);
    t.roll(4);
    expect(t.ofType('rollOffTie')).toHaveLength(1);
    t.roll(1);
    t.roll(5);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-03' });
    t.act(1, { type: 'deployOrder', first: false });
    expect(t.s.deployFirst).toBe(0);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-04' });
  });

  it('SB-GEN-9 roll-offs are plain 1D6 per coach with no target', () => {
    const t = afterCaptains();
    t.roll(2);
    t.roll(2);
    t.roll(6);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-SETUP-3', dice: '1d6', roller: 1 });
    expect(p.kind === 'chance' && p.request.target).toBeUndefined();
  });
});

describe('deployment (SB-SETUP-4, C-1)', () => {
  function deploying(): Table {
    const t = afterCaptains();
    t.roll(2);
    t.roll(2);
    t.roll(6);
    t.roll(1);
    t.act(0, { type: 'deployOrder', first: true });
    return t;
  }
  const moved = (side: number, player: string, x: number, y: number) =>
    formation(side).map((q) => (q.player === player ? { player, x, y } : q));

  it('SB-SETUP-4 the first team places all its players, then the second team', () => {
    const t = deploying();
    t.act(0, { type: 'deploy', positions: formation(0) });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-04' });
    t.act(1, { type: 'deploy', positions: formation(1) });
    expect(t.at('a1')).toEqual([6.5, 19.5]);
    expect(t.at('h7')).toEqual([9.5, 8.5]);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-EVENT-1', dice: '2d6' } });
  });

  it('SB-SETUP-4 a base off the pitch is refused with the allowed range', () => {
    const e = deploying().refuse(0, { type: 'deploy', positions: moved(0, 'h2', 0.4, 4) });
    expect(e.code).toBe('deploy.offPitch');
    expect(e.en).toBe(
      'h2 (#2) at (0.4, 4): the base is off the pitch; the centre must be within 0.5–12.5 in x and 0.5–20.5 in y.',
    );
  });

  it('SB-R-52 a centre outside the deployment area (Home y ≤ 9.5) is refused; 9.5 itself is allowed', () => {
    const t = deploying();
    const e = t.refuse(0, { type: 'deploy', positions: moved(0, 'h5', 3.5, 9.6) });
    expect(e.code).toBe('deploy.area');
    expect(e.en).toContain('outside the deployment area (y ≤ 9.5)');
    t.act(0, { type: 'deploy', positions: moved(0, 'h5', 3.5, 9.5) });
  });

  it('SB-SETUP-4 the keeper\u2019s centre must be in his goal zone', () => {
    const e = deploying().refuse(0, { type: 'deploy', positions: moved(0, 'h1', 6.5, 3.1) });
    expect(e.code).toBe('deploy.keeperZone');
    expect(e.en).toContain("h1 (#1) at (6.5, 3.1): the keeper's centre must be in his goal zone");
  });

  it('SB-SETUP-4 overlapping bases are refused, naming the other player; touching bases are legal', () => {
    const t = deploying();
    const e = t.refuse(0, { type: 'deploy', positions: moved(0, 'h3', 4.4, 4) });
    expect(e.code).toBe('deploy.overlap');
    expect(e.en).toBe("h3 (#3) at (4.4, 4): the base overlaps h2 (#2)'s base.");
    t.act(0, { type: 'deploy', positions: moved(0, 'h3', 4.5, 4) });
  });

  it('SB-SETUP-4 a missing or foreign player is refused', () => {
    const t = deploying();
    expect(t.refuse(0, { type: 'deploy', positions: formation(0).slice(1) }).code).toBe('deploy.missing');
    expect(t.refuse(0, { type: 'deploy', positions: formation(1) }).code).toBe('deploy.player');
  });

  it('SB-R-52 with deploy.strictPositions a Defender stands within 7 in of his own goal line', () => {
    const t = Table.setup(testOptions({ deploy: { strictPositions: true } }));
    t.act(0, { type: 'lineup', players: lineupH });
    t.act(0, { type: 'captain', player: 'h5' });
    t.act(1, { type: 'lineup', players: lineupA });
    t.act(1, { type: 'captain', player: 'a2' });
    for (const f of [2, 2, 6, 1]) t.roll(f);
    t.act(0, { type: 'deployOrder', first: true });
    expect(t.refuse(0, { type: 'deploy', positions: moved(0, 'h2', 3.5, 7.5) }).code).toBe('deploy.strict');
  });

  it('C-1 the legal deployments are formation templates that validate', () => {
    const t = deploying();
    const list = t.legal(0).filter((a) => a.type === 'deploy');
    expect(list.length).toBeGreaterThan(0);
    for (const a of list) expect(sparkBall.validate(t.s, 0, a).ok).toBe(true);
  });
});
