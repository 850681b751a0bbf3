import { describe, expect, it } from 'vitest';
import { parseRecord, RECORD_FORMAT, replay } from '../../../engine/record.ts';
import { sparkBall } from '../index.ts';
import { chanceRequest } from '../pending.ts';
import {
  distanceDifficulty,
  DISTANCE_ROLLS,
  requestTableFaces,
  tableDirection,
  tableFaces,
} from '../table.ts';
import { formation, Table, testOptions } from '../testing.ts';

const table = (more: Record<string, unknown> = {}) => testOptions({ input: { tableMode: true }, ...more });

/** Deployed in table mode, event 7 rolled: the opening kick-off's scatter die is pending. */
function atKickoff(more: Record<string, unknown> = {}): Table {
  const t = Table.deployed(table(more));
  t.roll(3, 4);
  return t;
}

/** Types an entry at the table: converted by `tableFaces`, then applied like any faces. */
function typed(t: Table, entry: unknown): void {
  const faces = tableFaces(t.s, entry);
  if (!faces.ok) throw new Error(faces.error.en);
  t.roll(...faces.value);
}

describe('table mode (SB-R-63, C-7)', () => {
  it('SB-R-63 input.tableMode = true is a playable variant', () => {
    expect(sparkBall.setup(table()).ok).toBe(true);
  });

  it('C-7 the scatter die is typed as HIT or ARROW with its distance dice, then θ in degrees', () => {
    const t = atKickoff();
    expect(tableFaces(t.s, { result: 'ARROW', distance: [1, 1] })).toEqual({ ok: true, value: [6, 1, 1] });
    typed(t, { result: 'ARROW', distance: [1, 1] });
    expect(tableFaces(t.s, 90)).toEqual({ ok: true, value: [90_001] });
    expect(tableFaces(t.s, '90°')).toEqual({ ok: true, value: [90_001] });
    expect(tableFaces(t.s, { degrees: 37.5 })).toEqual({ ok: true, value: [37_501] });
    typed(t, { degrees: 90 });
    expect(t.ball()).toEqual([8.5, 10.5]);
    expect(t.rolls().at(-1)).toMatchObject({ roll: 'ROLL-KICKOFF', result: 'arrow', direction: 90_000 });
  });

  it('C-7 θ as a clock hour, relative to the pitch: 3 o’clock is 90°, 12 o’clock 0°', () => {
    const t = atKickoff();
    typed(t, { result: 'ARROW', distance: [1, 1] });
    expect(tableFaces(t.s, { clock: 12 })).toEqual({ ok: true, value: [1] });
    expect(tableFaces(t.s, '6h')).toEqual({ ok: true, value: [180_001] });
    typed(t, '3h');
    expect(t.ball()).toEqual([8.5, 10.5]);
  });

  it('C-7 θ as a compass point (N = 0°, NE = 45°, …), French O / SO / NO accepted', () => {
    const t = atKickoff();
    // A kick-off HIT deviates by the highest distance die (SB-SETUP-6): 3 in west.
    typed(t, { result: 'HIT', distance: [3, 1] });
    expect(tableFaces(t.s, { compass: 'NE' })).toEqual({ ok: true, value: [45_001] });
    expect(tableFaces(t.s, 'so')).toEqual({ ok: true, value: [225_001] });
    typed(t, { compass: 'O' });
    expect(t.ball()).toEqual([3.5, 10.5]);
    expect(t.rolls().at(-1)).toMatchObject({
      faces: [1, 3, 1],
      result: 'hit',
      direction: 270_000,
      distance: 3,
    });
  });

  it('ARB-SB-53 / C-7 under scatter.directions = 8 or 12 the typed direction is converted exactly to the die’s index', () => {
    const t8 = atKickoff({ scatter: { directions: '8' } });
    typed(t8, { result: 'ARROW', distance: [1, 1] });
    expect(tableFaces(t8.s, 'NE')).toEqual({ ok: true, value: [2] });
    expect(tableFaces(t8.s, '9h')).toEqual({ ok: true, value: [7] });
    const bad = tableFaces(t8.s, 37.5);
    expect(!bad.ok && bad.error).toMatchObject({
      code: 'table.direction',
      rule: 'C-7',
      en: 'With scatter.directions = 8, the direction is a multiple of 45° (got 37.5°).',
    });
    typed(t8, 'E');
    expect(t8.ball()).toEqual([8.5, 10.5]);
    const t12 = atKickoff({ scatter: { directions: '12' } });
    typed(t12, { result: 'ARROW', distance: [1, 1] });
    expect(tableFaces(t12.s, '2h')).toEqual({ ok: true, value: [3] });
    expect(tableFaces(t12.s, 'NE').ok).toBe(false);
  });

  it('C-7 a malformed entry is refused with what is expected', () => {
    const t = atKickoff();
    const e1 = tableFaces(t.s, { result: 'HIT', distance: [1] });
    expect(!e1.ok && e1.error.en).toBe(
      'Scatter die: { result: \'HIT\' or \'ARROW\', distance: [2 D6 face(s)] } (got {"result":"HIT","distance":[1]}).',
    );
    typed(t, { result: 'ARROW', distance: [1, 1] });
    for (const bad of ['13h', 'NNE', 361, -1, { clock: 0 }]) {
      const e = tableDirection(bad);
      expect(e.ok, JSON.stringify(bad)).toBe(false);
    }
    const e2 = tableFaces(t.s, 'NNE');
    expect(!e2.ok && e2.error.message).toContain('une heure de 1 à 12');
  });

  it('SB-R-63 a measured distance is refused outside table mode and on a roll with no distance-based difficulty', () => {
    const off = Table.deployed();
    expect(sparkBall.applyChance(off.s, [3, 4], 4)).toMatchObject({
      ok: false,
      error: {
        code: 'chance.measured',
        en: 'A measured distance is typed only in table mode (input.tableMode = true).',
      },
    });
    const on = Table.deployed(table());
    expect(sparkBall.applyChance(on.s, [3, 4], 4)).toMatchObject({
      ok: false,
      error: {
        code: 'chance.measured',
        en: 'The roll ROLL-EVENT has no distance-based difficulty: give the faces only.',
      },
    });
  });

  it('SB-R-63 in table mode a distance-based roll’s request carries measure; a measured value goes with the faces', () => {
    // A match-event roll registered as a distance roll for the test (the real ones: table-distances.test.ts).
    DISTANCE_ROLLS['ROLL-EVENT'] = () => ({ rule: 'TEST-DIST', computed: 4321 });
    try {
      const off = Table.deployed();
      expect(chanceRequest(off.s)).not.toHaveProperty('measure');
      const t = Table.deployed(table());
      expect(chanceRequest(t.s)).toMatchObject({
        rule: 'SB-EVENT-1',
        measure: { rule: 'TEST-DIST', computed: 4.321 },
      });
      expect(sparkBall.applyChance(t.s, [3, 4], 26)).toMatchObject({
        ok: false,
        error: { en: 'Measured distance 26: a number of inches from 0 to 25 (computed: 4.321 in).' },
      });
      const r = sparkBall.applyChance(t.s, [3, 4], 4.5);
      expect(r.ok).toBe(true);
      expect(t.s.measured).toBe(-1);
    } finally {
      delete DISTANCE_ROLLS['ROLL-EVENT'];
    }
  });

  it('SB-R-63 the typed distance replaces the computed one in D = ceil(d − ε); both are logged, a warning above 0.25 in', () => {
    const t = Table.deployed(table());
    expect(distanceDifficulty(t.s, 4321)).toEqual({ difficulty: 5, log: {} });
    t.s.measured = 4000; // typed 4 in: D = 4
    expect(distanceDifficulty(t.s, 4321)).toEqual({
      difficulty: 4,
      log: { measured: 4, computed: 4.321, warning: true },
    });
    t.s.measured = 4001; // 4.001 in: within ε of 4
    expect(distanceDifficulty(t.s, 4200).difficulty).toBe(4);
    t.s.measured = 4002;
    expect(distanceDifficulty(t.s, 4200)).toEqual({
      difficulty: 5,
      log: { measured: 4.002, computed: 4.2, warning: false },
    });
    t.s.measured = -1;
  });

  it('SB-R-63 a record carries the measured distance with the faces ({ faces, measured }) and replays it', () => {
    const options = table();
    const inputs = [
      { player: 0, action: { type: 'lineup', players: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7'] } },
      { player: 0, action: { type: 'captain', player: 'h1' } },
      { player: 1, action: { type: 'lineup', players: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'] } },
      { player: 1, action: { type: 'captain', player: 'a1' } },
      { faces: [2] },
      { faces: [2] },
      { faces: [5] },
      { faces: [2] },
      { player: 0, action: { type: 'deployOrder', first: true } },
      { player: 0, action: { type: 'deploy', positions: formation(0) } },
      { player: 1, action: { type: 'deploy', positions: formation(1) } },
      { faces: [3, 4], measured: 4.5 },
    ];
    const record = parseRecord({
      format: RECORD_FORMAT,
      game: 'spark-ball',
      rulesVersion: '1',
      options,
      seats: [
        { name: 'H', kind: 'human' },
        { name: 'A', kind: 'human' },
      ],
      dice: { source: 'referee' },
      inputs,
    });
    if (!record.ok) throw new Error(record.error.en);
    // The match event has no distance: the measured value reaches the rules, which refuse it at input 11.
    expect(replay(sparkBall, record.value)).toMatchObject({
      ok: false,
      error: { index: 11, error: { code: 'chance.measured', rule: 'SB-R-63' } },
    });
    DISTANCE_ROLLS['ROLL-EVENT'] = () => ({ rule: 'TEST-DIST', computed: 4321 });
    try {
      expect(replay(sparkBall, record.value).ok).toBe(true);
    } finally {
      delete DISTANCE_ROLLS['ROLL-EVENT'];
    }
  });

  it('C-7 requestTableFaces converts from the pending request alone (the web pad) exactly as tableFaces does', () => {
    for (const directions of ['continuous', '8', '12']) {
      const t = atKickoff({ scatter: { directions } });
      const scatter = { result: 'ARROW', distance: [2, 5] };
      expect(requestTableFaces(chanceRequest(t.s)!, scatter)).toEqual(tableFaces(t.s, scatter));
      expect(requestTableFaces(chanceRequest(t.s)!, { result: 'HIT', distance: [2] })).toEqual(
        tableFaces(t.s, { result: 'HIT', distance: [2] }),
      );
      typed(t, scatter);
      for (const entry of ['NE', 'SO', '3h', 90, 37.5, { compass: 'O' }, 'NNE']) {
        expect(requestTableFaces(chanceRequest(t.s)!, entry), `${directions} ${String(entry)}`).toEqual(
          tableFaces(t.s, entry),
        );
      }
    }
    // Every scatter roll, the pass's and the shot's deviations too (their request names their D6s).
    for (const id of ['ROLL-PASS-DEV', 'ROLL-RECEIVE-DEV', 'ROLL-SHOT-DEV', 'ROLL-REPEL-DEV'] as const) {
      const t = atKickoff();
      t.s.stack.push({ id, bounces: 0, walls: 0, reroll: false });
      const request = chanceRequest(t.s)!;
      expect(request.label).toBe('sb.roll.scatterDice');
      const want = Number(request.dice[0]) - 1;
      const entry = { result: 'ARROW', distance: Array.from({ length: want }, () => 3) };
      expect(tableFaces(t.s, entry)).toEqual({ ok: true, value: [6, ...entry.distance] });
      expect(requestTableFaces(request, entry)).toEqual(tableFaces(t.s, entry));
    }
    expect(
      requestTableFaces({ rule: 'SB-INJ-1', dice: '2d6', roller: 0, label: 'sb.roll.injury' }, [3, 4]),
    ).toBe(null);
  });
});
