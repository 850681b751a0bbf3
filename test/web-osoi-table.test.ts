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
} from '../web/src/osoiTable.ts';

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
    const generic = genericInputs(osoi.legal(s, 0));
    expect(generic.some((a) => (a as { type: string }).type === 'move')).toBe(true);
    expect(generic).toContainEqual({ type: 'shoot', target: 'B1' });
    expect(generic.some((a) => (a as { type: string }).type === 'end')).toBe(false);
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
});
