import { describe, expect, it } from 'vitest';
import { knockDown, lossChoices } from '../knockdown.ts';
import { allowance } from '../movement.ts';
import { pickUpModifier } from '../pickup.ts';
import { postMatchChanges } from '../postmatch.ts';
import { get, OutReason, P_COMA, P_OUT, P_STUN, P_WHERE, set, Where } from '../state.ts';
import { roster, rosterPlayer, Table, testOptions } from '../testing.ts';
import type { PlayerCareer, Roster } from '../teams/types.ts';

const noRerolls = (more: Record<string, unknown> = {}) =>
  testOptions(more, roster('h', { teamRerolls: 0 }), roster('a', { teamRerolls: 0 }));

/** Turn 1: a5 is knocked down with an injury 12 and serious injury `face` (and `loss` for D-35); Home concedes. */
function serious(face: number, loss?: string): Table {
  const t = Table.atTurn1(0, noRerolls());
  t.act(0, { type: 'activate', player: 'h5' });
  knockDown(t.s, t.index('a5'), true, 'SB-REACT-6', t.events);
  t.roll(6, 6);
  t.roll(face);
  if (loss) t.act(1, { type: 'loseCharacteristic', stat: loss });
  t.act(0, { type: 'concede' });
  return t;
}

/** The teams of the postMatch event. */
function postMatch(t: Table): unknown {
  const e = t.ofType('postMatch');
  expect(e).toHaveLength(1);
  expect(t.events[t.events.length - 1]).toBe(e[0]);
  return e[0]!.teams;
}

/** Home's roster with extra Attackers h8.. carrying these careers. */
function homeWithCareers(careers: PlayerCareer[], over: Partial<Roster> = {}): Roster {
  return roster(
    'h',
    over,
    careers.map((career, i) => rosterPlayer(`h${8 + i}`, 'attacker', { career })),
  );
}

describe('the post-match sequence (SB-POST, section 6.3)', () => {
  it('SB-POST-1 KO, Stunned, Light injury and Ejected have no after-match effect', () => {
    const t = Table.atTurn1(0);
    for (const [id, reason] of [
      ['h5', OutReason.KO],
      ['h6', OutReason.Light],
      ['a5', OutReason.Ejected],
    ] as const) {
      set(t.s, t.index(id), P_WHERE, Where.Out);
      set(t.s, t.index(id), P_OUT, reason);
    }
    set(t.s, t.index('h2'), P_STUN, 2);
    t.act(0, { type: 'concede' });
    expect(postMatch(t)).toEqual([
      { side: 0, players: [] },
      { side: 1, players: [] },
    ]);
  });

  it('SB-POST-1 the changes are one postMatch event at the end, however the match ends, and postMatchChanges gives them', () => {
    const t = serious(1);
    const types = t.events.map((e) => e.type);
    expect(types.slice(-3)).toEqual(['conceded', 'matchOver', 'postMatch']);
    expect(t.ofType('postMatch')).toEqual([
      {
        type: 'postMatch',
        rule: 'SB-POST-1',
        teams: [
          { side: 0, players: [] },
          { side: 1, players: [{ player: 'a5', career: { sprainNextMatch: true } }] },
        ],
      },
    ]);
    expect(postMatchChanges(t.s)).toEqual(t.ofType('postMatch')[0]!.teams);
  });

  const cases: [id: string, face: number, loss: string | undefined, change: unknown][] = [
    [
      'SB-POST-2 a sprain: −1 MV and AG in the next match only',
      1,
      undefined,
      { career: { sprainNextMatch: true } },
    ],
    [
      'SB-POST-3 a dislocation: unavailable for the next match',
      2,
      undefined,
      { career: { missNextMatch: true } },
    ],
    [
      'SB-POST-4 a coma: unavailable for the next match, then return rolls',
      5,
      undefined,
      { career: { missNextMatch: true, comaAttempts: 0 } },
    ],
    ['SB-POST-5 death: removed from the roster', 6, undefined, { dead: true, career: {} }],
    [
      'SB-POST-6 a torn ligament stays with the player (D-35: AG)',
      3,
      'ag',
      { losses: { ag: -1 }, career: {} },
    ],
    ['SB-POST-6 a cut tendon stays with the player (D-35: F)', 4, 'f', { losses: { f: -1 }, career: {} }],
  ];
  for (const [name, face, loss, change] of cases) {
    it(name, () => {
      const t = serious(face, loss);
      expect(postMatch(t)).toEqual([
        { side: 0, players: [] },
        { side: 1, players: [{ player: 'a5', ...(change as object) }] },
      ]);
    });
  }

  it('SB-R-38 with `massacre.suspension` = 1 an ejected player misses the next match', () => {
    const t = Table.atTurn1(0, testOptions({ massacre: { suspension: 1 } }));
    set(t.s, t.index('a5'), P_WHERE, Where.Out);
    set(t.s, t.index('a5'), P_OUT, OutReason.Ejected);
    t.act(0, { type: 'concede' });
    expect(postMatch(t)).toEqual([
      { side: 0, players: [] },
      { side: 1, players: [{ player: 'a5', career: { missNextMatch: true } }] },
    ]);
  });
});

describe('pre-match availability (SB-SETUP-1, SB-POST-2..4, SB-R-57)', () => {
  it('SB-POST-2 a sprained player plays this match with −1 MV and −1 to his AG rolls, then the sprain is gone', () => {
    const home = roster('h');
    home.players[4] = rosterPlayer('h5', 'attacker', { career: { sprainNextMatch: true } });
    const t = Table.atTurn1(0, testOptions({}, home));
    const p = t.index('h5');
    expect(allowance(t.s, p)).toBe(5000);
    expect(pickUpModifier(t.s, p)).toBe(2);
    expect(allowance(t.s, t.index('h6'))).toBe(6000);
    t.act(0, { type: 'concede' });
    expect(postMatch(t)).toEqual([
      { side: 0, players: [{ player: 'h5', career: {} }] },
      { side: 1, players: [] },
    ]);
  });

  it('SB-SETUP-1 unavailability is applied before the line-ups: the slots count only available players', () => {
    // Two of four Attackers miss the match: only 2 Attacker slots can be filled.
    const home = roster('h', {}, [rosterPlayer('h8', 'attacker', { career: { missNextMatch: true } })]);
    home.players[4] = rosterPlayer('h5', 'attacker', { career: { missNextMatch: true } });
    const t = Table.setup(testOptions({}, home));
    expect(t.legal(0)[0]).toEqual({ type: 'lineup', players: ['h1', 'h2', 'h3', 'h4', 'h6', 'h7'] });
    t.act(0, { type: 'lineup', players: ['h1', 'h2', 'h3', 'h4', 'h6', 'h7'] });
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-02' });
  });

  it('SB-POST-3 a player who must miss this match is unavailable for the line-up (D-01)', () => {
    // h8 (fit) is an extra Attacker; h5 misses the match.
    const home = roster('h', {}, [rosterPlayer('h8', 'attacker')]);
    home.players[4] = rosterPlayer('h5', 'attacker', { career: { missNextMatch: true } });
    const u = Table.setup(testOptions({}, home));
    expect(u.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-01' });
    const h5 = u.index('h5');
    expect([get(u.s, h5, P_WHERE), get(u.s, h5, P_OUT)]).toEqual([Where.Out, OutReason.Unavailable]);
    expect(u.legal(0)[0]).toEqual({ type: 'lineup', players: ['h1', 'h2', 'h3', 'h4', 'h6', 'h7', 'h8'] });
    expect(
      u.refuse(0, { type: 'lineup', players: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7'] }),
    ).toMatchObject({
      code: 'lineup.unavailable',
      rule: 'SB-SETUP-1',
      en: '"h5" is not available for this match (an injury from an earlier match, SB-POST).',
    });
    u.act(0, { type: 'concede' });
    expect(postMatch(u)).toEqual([
      { side: 0, players: [{ player: 'h5', career: {} }] },
      { side: 1, players: [] },
    ]);
  });

  it('SB-POST-4 ROLL-COMA before the line-ups needs 6, 5, 4, 3, then 2 from the 5th attempt, never rerolled', () => {
    const attempts = [0, 1, 2, 3, 4, 7];
    const t = Table.setup(
      testOptions({}, homeWithCareers(attempts.map((comaAttempts) => ({ comaAttempts })))),
    );
    const targets: number[] = [];
    for (let i = 0; i < attempts.length; i++) {
      const p = t.pending();
      if (p.kind !== 'chance') throw new Error('a coma roll is expected');
      expect(p.request).toMatchObject({ rule: 'SB-POST-4', dice: '1d6', roller: 0, label: 'sb.roll.coma' });
      expect(p.request.reroll).toBeUndefined();
      targets.push(p.request.target!);
      t.roll(1);
    }
    expect(targets).toEqual([6, 5, 4, 3, 2, 2]);
    // SB-REROLL-6: no reroll is offered; the line-ups follow.
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-01' });
    expect(t.rolls()[0]).toEqual({
      type: 'roll',
      rule: 'SB-POST-4',
      roll: 'ROLL-COMA',
      player: 0,
      dice: '1d6',
      faces: [1],
      total: 1,
      target: 6,
      success: false,
      by: 'h8',
      attempt: 1,
      reroll: false,
    });
  });

  it('SB-R-57 a coma roll that succeeds makes him available for this match; a failure counts one more attempt', () => {
    const t = Table.setup(testOptions({}, homeWithCareers([{ comaAttempts: 2 }, { comaAttempts: 0 }])));
    t.roll(4);
    t.roll(5);
    const [h8, h9] = [t.index('h8'), t.index('h9')];
    expect([get(t.s, h8, P_WHERE), get(t.s, h8, P_COMA)]).toEqual([Where.Reserve, 2]);
    expect([get(t.s, h9, P_WHERE), get(t.s, h9, P_OUT), get(t.s, h9, P_COMA)]).toEqual([
      Where.Out,
      OutReason.Unavailable,
      1,
    ]);
    t.act(0, { type: 'lineup', players: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h8'] });
    t.act(0, { type: 'concede' });
    expect(postMatch(t)).toEqual([
      {
        side: 0,
        players: [
          { player: 'h8', career: {} },
          { player: 'h9', career: { comaAttempts: 1 } },
        ],
      },
      { side: 1, players: [] },
    ]);
  });

  it('ARB-SB-39 a fresh coma misses the next match with no roll; that match is no attempt', () => {
    const t = Table.setup(testOptions({}, homeWithCareers([{ missNextMatch: true, comaAttempts: 0 }])));
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-01' });
    expect(get(t.s, t.index('h8'), P_OUT)).toBe(OutReason.Unavailable);
    t.act(0, { type: 'concede' });
    expect(postMatch(t)).toEqual([
      { side: 0, players: [{ player: 'h8', career: { comaAttempts: 0 } }] },
      { side: 1, players: [] },
    ]);
  });

  it('ARB-SB-39 Home’s coma rolls come first, each team in roster order', () => {
    const away = roster('a', {}, [rosterPlayer('a8', 'attacker', { career: { comaAttempts: 0 } })]);
    const t = Table.setup(testOptions({}, homeWithCareers([{ comaAttempts: 1 }, { comaAttempts: 3 }]), away));
    t.roll(6);
    t.roll(6);
    t.roll(6);
    expect(t.rolls().map((r) => [r.player, r.by])).toEqual([
      [0, 'h8'],
      [0, 'h9'],
      [1, 'a8'],
    ]);
  });

  it('ARB-SB-36 a sprain lowers the match MV and AG; the floor of a permanent loss reads the roster’s values', () => {
    const home = roster('h');
    home.players[4] = rosterPlayer('h5', 'attacker', {
      stats: { mv: 6, f: 3, r: 3, ag: 2, ar: 1 },
      career: { sprainNextMatch: true },
    });
    const t = Table.atTurn1(0, testOptions({}, home));
    const p = t.index('h5');
    expect([t.s.info[p]!.mv, t.s.info[p]!.ag, t.s.info[p]!.sprain]).toEqual([5000, 1, true]);
    // AG is 2 on the roster: a torn ligament may still take it.
    expect(lossChoices(t.s, p, 3)).toEqual(['mv', 'ag']);
  });
});
