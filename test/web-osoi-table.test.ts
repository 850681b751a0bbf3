/**
 * The OSOI table's helpers (web/src/osoiTable.ts) on real battles: the view's scale and strips, pools as dice,
 * allocation caps and matching, deployment by a click and auto-place, casualties, the generic input labels.
 */
import { describe, expect, it } from 'vitest';
import { osoi } from '../src/games/osoi/index.ts';
import { act, activateWith, battle, roll, withArmies } from '../src/games/osoi/testing.ts';
import {
  allocationCaps,
  autoPlacement,
  deployableUnits,
  deploymentStrips,
  fromSvg,
  genericInputs,
  inputLabel,
  isOsoiView,
  matchAllocation,
  matchCasualties,
  poolDice,
  rowAt,
  specialKindsOf,
  terrainClasses,
  toggleCasualty,
  toSvg,
  unitAt,
  catalogueName,
  labelOffsets,
  legalTargets,
  meleeOdds,
  movePaths,
  movePreview,
  oddsTotals,
  opposedOdds,
  parseArmiesField,
  previewMelee,
  previewShot,
  rangeBandOf,
  shotOdds,
  snapToContact,
  stopChoices,
  savedPicksBody,
  declarableDice,
  pointAlong,
  previewSpecial,
  specialTargetsOf,
  stopMarkers,
  stripLabel,
} from '../web/src/osoiTable.ts';
import { planShot } from '../src/games/osoi/shooting.ts';
import { planMelee } from '../src/games/osoi/melee.ts';
import { moveTest } from '../src/games/osoi/movement.ts';
import { unitLOS } from '../src/games/osoi/geometry.ts';
import { opposedDistribution } from '../src/games/osoi/odds.ts';
import { F_Y, fset, G_MELEE, G_SHOOT, MM, U_H, unitIndex, uset } from '../src/games/osoi/state.ts';

function deploying() {
  const r = osoi.setup({});
  if (!r.ok) throw new Error(r.error.en);
  const s = r.value;
  roll(s, [6]);
  roll(s, [1]);
  // Seat 0 won the roll-off and chooses the south.
  act(s, 0, { type: 'chooseZone', zone: 'south' });
  return s;
}

describe('OSOI table helpers', () => {
  it('recognises an OSOI view by its shape, and nothing else', () => {
    const s = battle({}, {});
    expect(isOsoiView(osoi.view(s, 0))).toBe(true);
    expect(isOsoiView({ game: 'spark-ball', units: [] })).toBe(false);
    expect(isOsoiView(null)).toBe(false);
  });

  it('draws the 60 × 40 m battlefield to scale, south at the bottom, and back', () => {
    const v = osoi.view(battle({}, {}), 0);
    expect([v.map.width, v.map.depth]).toEqual([60, 40]);
    expect(toSvg(v, { x: 0, y: 0 })).toEqual({ x: 0, y: 400 });
    expect(toSvg(v, { x: 60, y: 40 })).toEqual({ x: 600, y: 0 });
    expect(fromSvg(v, 123.456, 100)).toEqual({ x: 12.35, y: 30 });
  });

  it('gives the deployment strips to their seats once the zone is chosen', () => {
    const s = deploying();
    const v = osoi.view(s, 0);
    expect(deploymentStrips(v)).toEqual([
      { seat: 0, zone: 'south', y0: 0, y1: 8 },
      { seat: 1, zone: 'north', y0: 32, y1: 40 },
    ]);
    const before = osoi.setup({});
    if (!before.ok) throw new Error('setup');
    expect(deploymentStrips(osoi.view(before.value, 0)).map((z) => z.seat)).toEqual([-1, -1]);
  });

  it('styles terrain by type and effect: impassable, difficult, blocking, cover', () => {
    const v = osoi.view(battle({}, {}), 0);
    const classes = v.map.features.map(terrainClasses);
    for (const [i, f] of v.map.features.entries()) {
      expect(classes[i]).toContain(`os-t-${f.type}`);
      expect(classes[i]!.includes('os-impassable')).toBe(f.impassable);
      if (f.cover > 0) expect(classes[i]).toContain(`os-cover-${f.cover}`);
    }
    expect(
      terrainClasses({
        id: 'T',
        type: 'swamp',
        name: '',
        polygon: [],
        cover: 0,
        difficult: true,
        moveDifficulty: 2,
        blocksLOS: false,
        impassable: false,
        tags: [],
      }),
    ).toBe('os-terrain os-t-swamp os-difficult');
  });

  it('shows a pool as H0 dice: available, spent, held, lost', () => {
    expect(poolDice({ h0: 5, h: 4, s: 1, a: 3 })).toEqual([
      'available',
      'available',
      'available',
      'spent',
      'lost',
    ]);
    expect(poolDice({ h0: 6, h: 6, s: 1, a: 3 })).toEqual([
      'available',
      'available',
      'available',
      'spent',
      'held',
      'held',
    ]);
    expect(poolDice({ h0: 5, h: 0, s: 0, a: 0 })).toEqual(Array(5).fill('lost'));
  });

  it('caps the steppers by the characteristic and A, and sends only a legal allocation', () => {
    const s = battle({}, {});
    act(s, 0, { type: 'activate', unit: 'A1' });
    const v = osoi.view(s, 0);
    const legal = osoi.legal(s, 0);
    const a1 = v.units.find((u) => u.id === 'A1')!;
    // The soldier: Tir 3, Contact 2, Agilité 2, A = 5.
    expect(a1.a).toBe(5);
    const zero = { move: 0, shoot: 0, melee: 0, special: 0 };
    expect(allocationCaps(a1, zero, false)).toEqual({ move: 2, shoot: 3, melee: 2, special: 0 });
    expect(allocationCaps(a1, { ...zero, shoot: 3, move: 1 }, true)).toEqual({
      move: 2,
      shoot: 3,
      melee: 1,
      special: 1,
    });
    expect(matchAllocation(legal, { ...zero, shoot: 2, move: 2 })).toEqual({
      type: 'allocate',
      move: 2,
      shoot: 2,
      melee: 0,
      special: 0,
    });
    expect(matchAllocation(legal, { ...zero, shoot: 4 })).toBeNull();
    expect(specialKindsOf(legal)).toEqual([]);
  });

  it('reads the special kinds from the legal allocations (the medic A3 offers HEAL)', () => {
    const s = battle({}, {});
    act(s, 0, { type: 'activate', unit: 'A3' });
    expect(specialKindsOf(osoi.legal(s, 0))).toEqual(['HEAL']);
    const legal = [
      { type: 'allocate', move: 0, shoot: 0, melee: 0, special: 1, specialKind: 'HEAL' },
      { type: 'allocate', move: 1, shoot: 0, melee: 0, special: 1, specialKind: 'HEAL' },
      { type: 'allocate', move: 0, shoot: 0, melee: 0, special: 2, specialKind: 'OBJ' },
    ];
    expect(specialKindsOf(legal)).toEqual(['HEAL', 'OBJ']);
    expect(matchAllocation(legal, { move: 1, shoot: 0, melee: 0, special: 1, specialKind: 'HEAL' })).toBe(
      legal[1],
    );
    expect(
      matchAllocation(legal, { move: 1, shoot: 0, melee: 0, special: 1, specialKind: 'OBJ' }),
    ).toBeNull();
  });

  it('deploys by a click (a row of the figures) and auto-places the nearest legal candidate', () => {
    const s = deploying();
    // Seat 1 deploys first (alternateSecondFirst).
    const legal = osoi.legal(s, 1);
    const units = deployableUnits(legal);
    expect(units).toEqual(['B1', 'B2', 'B3', 'B4', 'B5']);
    const v = osoi.view(s, 1);
    const b4 = v.units.find((u) => u.id === 'B4')!;
    const row = rowAt(b4, { x: 30, y: 36 });
    expect(row).toEqual([
      { x: 27, y: 36 },
      { x: 28.5, y: 36 },
      { x: 30, y: 36 },
      { x: 31.5, y: 36 },
      { x: 33, y: 36 },
    ]);
    expect(osoi.validate(s, 1, { type: 'deploy', unit: 'B4', positions: row }).ok).toBe(true);
    const auto = autoPlacement(legal, 'B1', { x: 59, y: 36 })!;
    // The candidates stand at x = 60·i/8; the nearest to the east edge is i = 7 (52.5 m).
    expect(auto.positions[0]!.x).toBe(52.5);
    expect(osoi.validate(s, 1, auto).ok).toBe(true);
    expect(autoPlacement(legal, 'A1')).toBeNull();
  });

  it('finds the unit under a click, and chooses casualties among the legal sets', () => {
    const s = battle({}, { A1: [[10, 10]] });
    const v = osoi.view(s, 0);
    expect(unitAt(v, { x: 10.4, y: 10 })?.id).toBe('A1');
    expect(unitAt(v, { x: 10.6, y: 10 })).toBeNull();
    let chosen = toggleCasualty([], 'B4.2', 2);
    chosen = toggleCasualty(chosen, 'B4.3', 2);
    expect(toggleCasualty(chosen, 'B4.4', 2)).toEqual(['B4.2', 'B4.3']);
    expect(toggleCasualty(chosen, 'B4.2', 2)).toEqual(['B4.3']);
    const legal = [{ type: 'casualties', figures: ['B4.3', 'B4.2'] }, { type: 'concede' }];
    expect(matchCasualties(legal, chosen)).toEqual(legal[0]);
    expect(matchCasualties(legal, ['B4.2'])).toBeNull();
  });

  it('lists the inputs it has no control for and labels them from their fields', () => {
    const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]), {
      A1: [[30, 10]],
      B1: [[30, 30]],
    });
    activateWith(s, 'A1', { shoot: 2, move: 2 });
    // Move and Shoot have controls of their own now: nothing is left to the generic list here.
    const legal = osoi.legal(s, 0);
    expect(legal.some((a) => a.type === 'move')).toBe(true);
    expect(genericInputs(legal)).toEqual([]);
    expect(
      genericInputs([
        { type: 'special', target: 'A2' },
        { type: 'shoot', target: 'B1' },
      ]),
    ).toEqual([]);
    // A special input without a target has no place on the battlefield: the list keeps it.
    expect(genericInputs([{ type: 'special' }, { type: 'restore', positions: [] }])).toEqual([
      { type: 'special' },
    ]);
    const names = { types: { shoot: 'Tirer', defend: 'Défendre' }, fields: { target: 'cible', dice: 'dés' } };
    expect(inputLabel({ type: 'shoot', target: 'B1' }, names)).toBe('Tirer · cible B1');
    expect(inputLabel({ type: 'defend', dice: 2, returnFire: true }, names)).toBe(
      'Défendre · dés 2, returnFire ✓',
    );
    expect(inputLabel({ type: 'move', paths: { 'A1.1': [{ x: 1.234, y: 2 }] } }, names)).toBe(
      'move · paths {A1.1 [(1.23, 2)]}',
    );
    expect(inputLabel({ type: 'meleeStrike' }, names)).toBe('meleeStrike');
  });

  it('OS-SHOOT-3 the shot preview reads the same LOS, distance, band, covers and difficulties as planShot', () => {
    // MAP-1: grove (12–20 × 14–22, cover 1), low wall (22–32 × 16.8–17.2, cover 1), ruins (36–44 × 10–16,
    // cover 2), building (44–50 × 24–30, blocks LOS). Shooters and targets around them, with a marksman.
    const cases: [[number, number][], [number, number][]][] = [
      [[[30, 10]], [[30, 30]]],
      [[[27, 12]], [[27, 18]]],
      [[[16, 8]], [[16, 18]]],
      [[[40, 4]], [[40, 13]]],
      [[[47, 20]], [[47, 35]]],
      [[[5, 5]], [[55, 38]]],
      [[[38, 12]], [[30, 30]]],
    ];
    let compared = 0;
    for (const [a, b] of cases)
      for (const sniper of [false, true]) {
        const s = battle(
          withArmies([{ catalogue: sniper ? 'SNIPER' : 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]),
          { A1: a, B1: b },
        );
        const u = unitIndex(s, 'A1');
        const v = unitIndex(s, 'B1');
        s.w[G_SHOOT] = 2;
        const view = osoi.view(s, 0);
        const p = previewShot(view, 'A1', 'B1', 2)!;
        expect(p.los).toBe(unitLOS(s, u, v));
        if (!p.los) continue;
        const shot = planShot(s, u, v);
        expect(p.distance).toBeCloseTo(shot.distance / MM, 6);
        expect([p.band, p.cover, p.coverTerm, p.difficulty]).toEqual([
          shot.band,
          shot.cover,
          shot.coverTerm,
          shot.difficulty,
        ]);
        expect([p.returnBand, p.returnCover, p.returnDifficulty, p.evadeDifficulty, p.maxDice]).toEqual([
          shot.returnBand,
          shot.returnCover,
          shot.returnDifficulty,
          shot.evadeDifficulty,
          shot.maxDice,
        ]);
        expect(p.attackDice).toBe(shot.pool + shot.weapon);
        compared++;
      }
    // Behind the building (47, 20) → (47, 35): no line of sight, so fewer comparisons than cases.
    expect(compared).toBeGreaterThanOrEqual(10);
    expect(compared).toBeLessThan(14);
  });

  it('OS-SHOOT-3 the preview reads the battle’s options from view.rules (into melee, figures block LOS, equipment cap) as planShot', () => {
    // A1 shoots north at B1; A2 (A's) is in contact with B1 (OS-R-31); B2 stands on the line A1–B1 (OS-R-26).
    const armoured = {
      custom: {
        kind: 'character' as const,
        profile: { tir: 3, contact: 2, physique: 2, agilite: 2, special: 1 },
        equipment: ['RIFLE', 'ARMOUR'],
        abilities: [],
      },
    };
    const cases = [
      { shootIntoMeleeDifficulty: 1 },
      { shootIntoMeleeDifficulty: 2, figuresBlockLOS: true },
      { figuresBlockLOS: true },
      { equipmentCountsTowardCap: true },
      // ARB-OS-13: conditions agreed in the options count in a shot (both sides) as the scenario's do.
      { conditions: [{ name: 'brouillard', testKinds: ['shoot'], difficulty: 2 }] },
      {},
    ];
    const seen: string[] = [];
    for (const opts of cases) {
      const s = battle(
        withArmies(
          [{ catalogue: 'SOLDIER' }, { catalogue: 'SOLDIER' }],
          [armoured, { catalogue: 'SOLDIER' }],
          opts,
        ),
        { A1: [[30, 5]], A2: [[31, 30]], B1: [[30, 30]], B2: [[30.2, 18]] },
      );
      const u = unitIndex(s, 'A1');
      const v = unitIndex(s, 'B1');
      s.w[G_SHOOT] = 2;
      const view = osoi.view(s, 0);
      expect(view.rules.shootIntoMeleeDifficulty).toBe(s.o.shootIntoMeleeDifficulty);
      const p = previewShot(view, 'A1', 'B1', 2)!;
      expect(p.los).toBe(unitLOS(s, u, v));
      if (!p.los) {
        seen.push('no LOS');
        continue;
      }
      const shot = planShot(s, u, v);
      expect(p.distance).toBeCloseTo(shot.distance / MM, 6);
      expect([
        p.band,
        p.cover,
        p.intoMelee,
        p.difficulty,
        p.maxDice,
        p.maxReturnDice,
        p.returnDifficulty,
      ]).toEqual([
        shot.band,
        shot.cover,
        shot.intoMelee,
        shot.difficulty,
        shot.maxDice,
        shot.maxReturnDice,
        shot.returnDifficulty,
      ]);
      seen.push(`difficulty ${p.difficulty}, dice ${p.maxDice}/${p.maxReturnDice}`);
    }
    // B2 blocks only under figuresBlockLOS; into melee adds its option; the armour lowers the cap (3 − 1, 3 − 2);
    // the agreed fog adds 2.
    expect(seen).toEqual([
      'difficulty 1, dice 3/3',
      'no LOS',
      'no LOS',
      'difficulty 0, dice 2/1',
      'difficulty 2, dice 3/3',
      'difficulty 0, dice 3/3',
    ]);
  });

  it('OS-ABIL-3 the melee preview knows a Stealthy attacker’s snapshot: a target that did not see it is surprised', () => {
    // A1 (Scout, Stealthy) allocates behind the building, unseen by B1, then stands in contact with it.
    const s = battle(withArmies([{ catalogue: 'SCOUT' }], [{ catalogue: 'SOLDIER' }]), {
      A1: [[47, 20]],
      B1: [[47, 35]],
    });
    activateWith(s, 'A1', { melee: 1 });
    const u = unitIndex(s, 'A1');
    const v = unitIndex(s, 'B1');
    const f = s.info[u]!.firstFigure;
    fset(s, f, F_Y, 34 * MM);
    const view = osoi.view(s, 0);
    expect(view.rules.seen).toEqual([]);
    const m = planMelee(s, u, v);
    const p = previewMelee(view, 'A1', 'B1', 1)!;
    expect(m.surprise).toBe('stealthy');
    expect([p.surprised, p.maxDice]).toEqual([true, 0]);
    // Seen when it allocated (the snapshot names B1): no surprise, as planMelee.
    const seenView = { ...view, rules: { ...view.rules, seen: ['B1'] } };
    expect(previewMelee(seenView, 'A1', 'B1', 1)!.surprised).toBe(false);
  });

  it('OS-SPECIAL-3 the special preview reads HEAL’s difficulty (healDifficulty) and medkit as the server declares them, with the binomial odds', () => {
    const s = battle(
      withArmies([{ catalogue: 'MEDIC' }, { catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }], {
        healDifficulty: 2,
      }),
      { A1: [[5, 5]], A2: [[6.2, 5]], B1: [[5, 35]] },
    );
    uset(s, unitIndex(s, 'A2'), U_H, 1);
    activateWith(s, 'A1', { special: 2, specialKind: 'HEAL' });
    const view = osoi.view(s, 0);
    const legal = osoi.legal(s, 0);
    expect(specialTargetsOf(legal)).toEqual(['A1', 'A2']);
    const p = previewSpecial(view, 'A1', 'HEAL', 2)!;
    const declared = act(s, 0, { type: 'special', target: 'A2' }).find((e) => e.type === 'special')!;
    expect([p.difficulty, p.kit]).toEqual([declared.difficulty, declared.kit]);
    expect([p.difficulty, p.kit]).toEqual([2, 1]);
    // 3 dice at difficulty 2 (OS-TEST-1): a margin ≥ 1 needs 3 successes, (1/2)^3 when a success is 4+.
    const exact = opposedDistribution(
      { pool: 2, equipment: 1, difficulty: 2 },
      { pool: 0, equipment: 0, difficulty: 0 },
      false,
    );
    let success = 0;
    for (const [k, f] of exact) if (k.startsWith('A ')) success += f.numerator / f.denominator;
    expect(p.success).toBeCloseTo(success, 12);
    expect(p.success).toBeCloseTo(1 / 8, 12);
    // ORDER is difficulty 0, REGENERATE 1 (OS-SPECIAL-5/6).
    expect(previewSpecial(view, 'A1', 'ORDER', 1)!.difficulty).toBe(0);
    expect(previewSpecial(view, 'A1', 'REGENERATE', 1)!.difficulty).toBe(1);
  });

  it('OS-R-04 incremental allocation: each action type offers its dice from the legal inputs (a stepper’s bounds)', () => {
    const s = battle(
      withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }], { allocationMode: 'incremental' }),
      { A1: [[30, 10]], B1: [[30, 30]] },
    );
    act(s, 0, { type: 'activate', unit: 'A1' });
    const legal = osoi.legal(s, 0);
    // SOLDIER: Tir 3, Agilité 2, 3 dice available (OS-ACT-2).
    expect(declarableDice(legal, 'shoot')).toEqual({ min: 1, max: 3 });
    expect(declarableDice(legal, 'move')).toEqual({ min: 1, max: 2 });
    expect(osoi.view(s, 0).rules.allocationMode).toBe('incremental');
    // Sent with its dice, the shot is accepted; with the dice allocated, no stepper is offered any more.
    act(s, 0, { type: 'shoot', target: 'B1', dice: 2 });
    expect(declarableDice(osoi.legal(s, 0), 'shoot')).toBeNull();
  });

  it('DP-09 the stops are drawn along the sent path: each legal stop at its distance from the start', () => {
    expect(
      pointAlong(
        { x: 0, y: 0 },
        [
          { x: 3, y: 0 },
          { x: 3, y: 4 },
        ],
        5,
      ),
    ).toEqual({ x: 3, y: 2 });
    expect(pointAlong({ x: 0, y: 0 }, [{ x: 3, y: 0 }], 9)).toEqual({ x: 3, y: 0 });
    const markers = stopMarkers({ from: { 'A1.1': { x: 1, y: 1 } }, paths: { 'A1.1': [{ x: 1, y: 5 }] } }, [
      { type: 'stop', at: {} },
      { type: 'stop', at: { 'A1.1': 2.5 } },
      { type: 'move', paths: {} },
    ]);
    expect(markers.map((m) => [m.figure, m.metres, m.at])).toEqual([['A1.1', 2.5, { x: 1, y: 3.5 }]]);
    expect(markers[0]!.input).toEqual({ type: 'stop', at: { 'A1.1': 2.5 } });
  });

  it('OS-R-05 the stripped dice are labelled by action', () => {
    expect(stripLabel({ move: 1, shoot: 2 }, { move: 'Déplacement', shoot: 'Combat/tir' })).toBe(
      'Déplacement 1, Combat/tir 2',
    );
  });

  it('OS-TERR-3 a unit behind a building is seen by nobody: the preview says no line of sight', () => {
    const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]), {
      A1: [[47, 20]],
      B1: [[47, 35]],
    });
    const p = previewShot(osoi.view(s, 0), 'A1', 'B1', 1)!;
    expect(p.los).toBe(false);
    expect(p.distance).toBe(Infinity);
  });

  it('OS-R-28 the range band: a distance at exactly a multiple of the range stays in the lower band', () => {
    expect(rangeBandOf(24 * MM, 24)).toBe(0);
    expect(rangeBandOf(24 * MM + 1, 24)).toBe(1);
    expect(rangeBandOf(0, 8)).toBe(0);
    expect(rangeBandOf(17 * MM, 8)).toBe(2);
  });

  it('OS-TEST-6 the odds are the exact distribution of odds.ts, attacker first, summing to 1', () => {
    // One attack die at difficulty 0 against nothing: it deals 1 with 1/2.
    expect(
      opposedOdds({ pool: 1, equipment: 0, difficulty: 0 }, { pool: 0, equipment: 0, difficulty: 0 }, true),
    ).toEqual([
      { key: 'A 1', who: 'attacker', damage: 1, fraction: '1/2', value: 0.5 },
      { key: 'none', who: 'none', damage: 0, fraction: '1/2', value: 0.5 },
    ]);
    const att = { pool: 3, equipment: 1, difficulty: 1 };
    const def = { pool: 2, equipment: 1, difficulty: 1 };
    const lines = opposedOdds(att, def, true);
    const exact = opposedDistribution(att, def, true);
    expect(lines.map((l) => l.key).sort()).toEqual([...exact.keys()].sort());
    for (const l of lines) {
      const f = exact.get(l.key)!;
      expect(l.fraction).toBe(`${f.numerator}/${f.denominator}`);
    }
    const t = oddsTotals(lines);
    expect(t.attacker + t.defender + t.none).toBeCloseTo(1, 12);
    expect(lines[0]!.who).toBe('attacker');
    // An evading defender deals nothing (OS-SHOOT-7): no defender line.
    expect(opposedOdds(att, def, false).some((l) => l.who === 'defender')).toBe(false);
  });

  it('OS-SHOOT-5 the defender’s answers change the odds: returning fire adds its weapon and may wound the shooter', () => {
    const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]), {
      A1: [[30, 10]],
      B1: [[30, 20]],
    });
    const p = previewShot(osoi.view(s, 0), 'A1', 'B1', 2)!;
    const ret = shotOdds(p, 2, true);
    const evade = shotOdds(p, 2, false);
    expect(ret.some((l) => l.who === 'defender')).toBe(true);
    expect(evade.some((l) => l.who === 'defender')).toBe(false);
    const none = shotOdds(p, 0, false);
    // With no defence the attacker's chance is the chance of a margin ≥ 1.
    expect(oddsTotals(none).attacker).toBeGreaterThan(oddsTotals(evade).attacker);
  });

  it('OS-MELEE-3 the melee preview reads the same difficulties and bounds as planMelee', () => {
    const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'GRUNT_THUGS', size: 2 }]), {
      A1: [[30, 10]],
      B1: [
        [30, 11],
        [31, 11.5],
      ],
    });
    s.w[G_MELEE] = 2;
    const m = planMelee(s, unitIndex(s, 'A1'), unitIndex(s, 'B1'));
    const p = previewMelee(osoi.view(s, 0), 'A1', 'B1', 2)!;
    expect([
      p.difficulty,
      p.attackPool,
      p.attackWeapon,
      p.maxDice,
      p.defenderDifficulty,
      p.defenderExtra,
    ]).toEqual([m.difficulty, m.pool, m.weapon, m.maxDice, m.defenderDifficulty, m.defenderExtra]);
    const t = oddsTotals(meleeOdds(p, p.maxDice));
    expect(t.attacker + t.defender + t.none).toBeCloseTo(1, 12);
  });

  it('OS-MOVE-3 a drawn path crossing the swamp asks its test, like moveTest; one beside it asks none', () => {
    const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]), {
      A1: [[30, 18]],
      B1: [[10, 35]],
    });
    const view = osoi.view(s, 0);
    const u = view.units.find((x) => x.id === 'A1')!;
    const across = movePreview(view, movePaths(u, [{ x: 30, y: 25 }]));
    const swamp = view.map.features.find((f) => f.type === 'swamp')!;
    const f = s.info[unitIndex(s, 'A1')]!.firstFigure;
    const rules = moveTest(s, [{ f, pts: [30 * MM, 18 * MM, 30 * MM, 25 * MM] }]);
    expect(rules.tested).toBe(true);
    expect(across).toMatchObject({
      tested: true,
      difficulty: rules.difficulty,
      features: [swamp.name || swamp.type],
    });
    expect(across.longest).toBeCloseTo(7, 9);
    const beside = movePreview(view, movePaths(u, [{ x: 36, y: 19 }]));
    expect(beside.tested).toBe(false);
  });

  it('OS-MOVE-2 a group moves by one vector: each living figure gets its own centre plus the vector', () => {
    const s = battle(withArmies([{ catalogue: 'GRUNT_RIFLES', size: 3 }], [{ catalogue: 'SOLDIER' }]), {
      A1: [
        [10, 5],
        [11.5, 5],
        [13, 5],
      ],
    });
    const u = osoi.view(s, 0).units.find((x) => x.id === 'A1')!;
    expect(movePaths(u, [{ x: 12, y: 8 }])).toEqual({
      'A1.1': [{ x: 12, y: 8 }],
      'A1.2': [{ x: 13.5, y: 8 }],
      'A1.3': [{ x: 15, y: 8 }],
    });
    expect(movePaths(u, [])).toEqual({});
    const one = osoi.view(battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]), {}), 0)
      .units[0]!;
    expect(
      Object.values(
        movePaths(one, [
          { x: 1, y: 2 },
          { x: 3, y: 4 },
        ]),
      )[0],
    ).toEqual([
      { x: 1, y: 2 },
      { x: 3, y: 4 },
    ]);
  });

  it('OS-MOVE-2 (4.3) a point within 0.25 m of an enemy base snaps into contact; farther it stays', () => {
    const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]), {
      A1: [[30, 10]],
      B1: [[30, 20]],
    });
    const view = osoi.view(s, 0);
    const a = view.units.find((x) => x.id === 'A1')!;
    const r = a.radius + view.units.find((x) => x.id === 'B1')!.radius;
    // 0.2 m short of contact → pulled to exactly r from B1's centre.
    expect(snapToContact(view, a, { x: 30, y: 20 - r - 0.2 })).toEqual({ x: 30, y: 20 - r });
    expect(snapToContact(view, a, { x: 30, y: 20 - r - 0.3 })).toEqual({ x: 30, y: 20 - r - 0.3 });
    // Friends do not attract: A2 beside A1 stays where it is clicked.
    const t = battle(
      withArmies([{ catalogue: 'SOLDIER' }, { catalogue: 'SNIPER' }], [{ catalogue: 'SOLDIER' }]),
      {
        A1: [[30, 10]],
        A2: [[20, 10]],
        B1: [[10, 35]],
      },
    );
    const tv = osoi.view(t, 0);
    const a2 = tv.units.find((x) => x.id === 'A2')!;
    expect(snapToContact(tv, a2, { x: 30, y: 10 - r - 0.1 })).toEqual({ x: 30, y: 10 - r - 0.1 });
  });

  it('names equipment and abilities in the language, the targets and stops of the legal list', () => {
    expect(catalogueName('RIFLE', 'fr')).toBe('Fusil');
    expect(catalogueName('RIFLE', 'en')).toBe('Rifle');
    expect(catalogueName('AB_MEDIC', 'fr')).toBe('Médecin');
    expect(catalogueName('NOPE', 'en')).toBe('NOPE');
    const legal = [
      { type: 'shoot', target: 'B2' },
      { type: 'shoot', target: 'B1' },
      { type: 'melee', target: 'B3' },
      // ARB-OS-81: a scenario object struck in melee is offered as `object`.
      { type: 'melee', object: 'CRATE' },
      { type: 'stop', at: { 'A1.1': 1.5 } },
      { type: 'stop', at: {} },
    ];
    expect(legalTargets(legal, 'shoot')).toEqual(['B2', 'B1']);
    expect(legalTargets(legal, 'melee')).toEqual(['B3', 'CRATE']);
    expect(stopChoices(legal)).toEqual([
      { type: 'stop', at: {} },
      { type: 'stop', at: { 'A1.1': 1.5 } },
    ]);
  });

  it('offsets the labels of units standing close together so that their names do not overlap', () => {
    const s = battle(
      withArmies([{ catalogue: 'SOLDIER' }, { catalogue: 'SNIPER' }], [{ catalogue: 'SOLDIER' }]),
      {
        A1: [[30, 10]],
        A2: [[31, 10]],
        B1: [[10, 30]],
      },
    );
    const o = labelOffsets(osoi.view(s, 0));
    expect(o.A1).toBe(0);
    expect(o.A2).not.toBe(0);
    expect(o.B1).toBe(0);
    // A2 two metres behind A1 (as deployed in a column): its name goes below its base, not onto A1's.
    const col = osoi.view(
      battle(withArmies([{ catalogue: 'SOLDIER' }, { catalogue: 'SNIPER' }], [{ catalogue: 'SOLDIER' }]), {
        A1: [[7.5, 4]],
        A2: [[7.5, 2]],
        B1: [[10, 30]],
      }),
      0,
    );
    const c = labelOffsets(col);
    const a1 = toSvg(col, { x: 7.5, y: 4 });
    const a2 = toSvg(col, { x: 7.5, y: 2 });
    const r = col.units[0]!.radius * 10;
    const baseline = a2.y - r - 2 + c.A2!;
    // The label's text (baseline − 10 … baseline) clears A1's base (a1.y ± r).
    expect(baseline - 10 > a1.y + r || baseline < a1.y - r).toBe(true);
    expect(c.A2).toBeGreaterThan(0);
  });

  it('reads the lobby’s armies field: the builder’s JSON, the option object, empty for the defaults', () => {
    const army = { name: 'A', units: [{ catalogue: 'SOLDIER' }] };
    expect(parseArmiesField('')).toEqual({ ok: true, value: null });
    expect(parseArmiesField(JSON.stringify([army, army]))).toEqual({ ok: true, value: [army, army] });
    expect(parseArmiesField(JSON.stringify({ armies: [army, army] }))).toEqual({
      ok: true,
      value: [army, army],
    });
    const bad = parseArmiesField('[1');
    expect(bad.ok).toBe(false);
    const one = parseArmiesField(JSON.stringify([army]));
    expect(one).toMatchObject({
      ok: false,
      en: 'Expected a list of two armies [A, B], as the army builder gives it.',
    });
  });
});

describe('the lobby’s saved OSOI items (armyIds / mapId, src/server/osoi-store.ts)', () => {
  it('OS-SETUP-1 sends only the picks made: both sides, one side, the map, or nothing', () => {
    expect(savedPicksBody({ armyIds: [null, null], mapId: null })).toEqual({});
    expect(savedPicksBody({ armyIds: ['a1', null], mapId: null })).toEqual({ armyIds: ['a1', null] });
    expect(savedPicksBody({ armyIds: [null, 'b2'], mapId: 'm3' })).toEqual({
      armyIds: [null, 'b2'],
      mapId: 'm3',
    });
  });
});
