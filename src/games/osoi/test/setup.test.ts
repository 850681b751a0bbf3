import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/types.ts';
import { osoi } from '../index.ts';
import { G_ACTIVE, G_FIRST, G_ROUND, G_SOUTH, U_S, uset, type OSState } from '../state.ts';
import { act, refusal, roll, withArmies } from '../testing.ts';

const two = withArmies(
  [{ catalogue: 'SOLDIER' }, { catalogue: 'GRUNT_RIFLES', size: 3 }],
  [{ catalogue: 'SOLDIER' }, { catalogue: 'SOLDIER' }],
);

function fresh(options: Record<string, unknown> = two): OSState {
  const setup = osoi.setup(options);
  if (!setup.ok) throw new Error(setup.error.en);
  return setup.value;
}

const top = (s: OSState) => s.stack.at(-1)!;
const types = (events: GameEvent[]) => events.map((e) => e.type);

/** Roll-off won by seat `winner` (6 against 1), zone chosen: deployment is next. */
function toDeployment(options: Record<string, unknown> = two, winner = 0, zone = 'south'): OSState {
  const s = fresh(options);
  roll(s, [winner === 0 ? 6 : 1]);
  roll(s, [winner === 0 ? 1 : 6]);
  act(s, winner, { type: 'chooseZone', zone });
  return s;
}

describe('OSOI setup: roll-off and zone', () => {
  it('OS-SETUP-3 each seat rolls 1d6 and the higher wins: 2 against 5 makes seat 1 first', () => {
    const s = fresh();
    expect(top(s)).toEqual({ id: 'DS-ROLLOFF', roller: 0, round: false });
    expect(osoi.pending(s)).toMatchObject({ kind: 'chance' });
    roll(s, [2]);
    expect(top(s)).toEqual({ id: 'DS-ROLLOFF', roller: 1, round: false });
    const events = roll(s, [5]);
    expect(events.find((e) => e.type === 'firstPlayer')).toMatchObject({ player: 1, rule: 'OS-SETUP-3' });
    expect(s.w[G_FIRST]).toBe(1);
    expect(top(s)).toEqual({ id: 'DP-04', player: 1 });
  });

  it('OS-R-40 a tie (4 and 4) is rolled again from seat 0 until one is higher; the winner has no choice', () => {
    const s = fresh();
    roll(s, [4]);
    const tie = roll(s, [4]);
    expect(tie.find((e) => e.type === 'rollOffTie')).toMatchObject({ face: 4, rule: 'OS-R-40' });
    expect(s.w[G_FIRST]).toBe(-1);
    expect(top(s)).toEqual({ id: 'DS-ROLLOFF', roller: 0, round: false });
    roll(s, [6]);
    roll(s, [6]);
    expect(top(s)).toEqual({ id: 'DS-ROLLOFF', roller: 0, round: false });
    roll(s, [3]);
    roll(s, [1]);
    expect(s.w[G_FIRST]).toBe(0);
    expect(top(s)).toEqual({ id: 'DP-04', player: 0 });
  });

  it('OS-SETUP-4 ARB-OS-60 the first player picks the north zone; the other gets the south strip, boundary lines included', () => {
    const s = fresh();
    roll(s, [6]);
    roll(s, [1]);
    expect(refusal(s, 1, { type: 'chooseZone', zone: 'north' }).code).toBe('turn');
    const bad = refusal(s, 0, { type: 'chooseZone', zone: 'east' });
    expect(bad.code).toBe('zone');
    expect(bad.en).toBe('The zone is "south" (small y) or "north" (large y).');
    const events = act(s, 0, { type: 'chooseZone', zone: 'north' });
    expect(events[0]).toMatchObject({ type: 'zoneChosen', player: 0, zone: 'north' });
    expect(s.w[G_SOUTH]).toBe(1);
    // Seat 0 (north) deploys in y ≥ 32 (MAP-1 is 40 m deep, strips 8 m deep).
    expect(refusal(s, 1, { type: 'deploy', unit: 'B1', positions: [{ x: 10, y: 9 }] }).code).toBe(
      'deploy.zone',
    );
    act(s, 1, { type: 'deploy', unit: 'B1', positions: [{ x: 10, y: 8 }] });
    expect(refusal(s, 0, { type: 'deploy', unit: 'A1', positions: [{ x: 10, y: 31.9 }] }).code).toBe(
      'deploy.zone',
    );
    act(s, 0, { type: 'deploy', unit: 'A1', positions: [{ x: 10, y: 32 }] });
  });
});

describe('OSOI setup: deployment', () => {
  it('OS-SETUP-5 deployment refusals name the figure and what is allowed', () => {
    const s = toDeployment();
    // Seat 1 (second player) deploys first, in the north strip y 32–40.
    expect(top(s)).toEqual({ id: 'DP-05', player: 1 });
    expect(refusal(s, 1, { type: 'deploy', unit: 'B1', positions: [{ x: 10, y: 20 }] }).en).toBe(
      'Figure 1 of B1 at (10, 20) is outside your zone (y from 32 to 40 m).',
    );
    const edge = refusal(s, 1, { type: 'deploy', unit: 'B1', positions: [{ x: 0.4, y: 35 }] });
    expect(edge.code).toBe('deploy.table');
    expect(edge.en).toBe("Figure 1 of B1 at (0.4, 35) hangs over the table's edge (60 × 40 m, base 0.5 m).");
    // Touching the edge exactly is on the table (OS-GEN-8).
    expect(osoi.validate(s, 1, { type: 'deploy', unit: 'B1', positions: [{ x: 0.5, y: 39.5 }] }).ok).toBe(
      true,
    );
    expect(refusal(s, 1, { type: 'deploy', unit: 'A1', positions: [{ x: 10, y: 35 }] }).en).toBe(
      'Unit A1 is not one of your units left to deploy; left to deploy: B1, B2.',
    );
    expect(refusal(s, 1, { type: 'deploy', unit: 'B1', positions: [] }).en).toBe(
      'Soldat (B1) has 1 figure(s); 0 position(s) given.',
    );
    act(s, 1, { type: 'deploy', unit: 'B1', positions: [{ x: 10, y: 35 }] });
    expect(refusal(s, 1, { type: 'deploy', unit: 'B2', positions: [{ x: 20, y: 35 }] }).code).toBe('turn');
    // Seat 0 in the south: overlap with a base of its own group, then coherency.
    const overlap = refusal(s, 0, {
      type: 'deploy',
      unit: 'A2',
      positions: [
        { x: 10, y: 2 },
        { x: 10.9, y: 2 },
        { x: 12, y: 2 },
      ],
    });
    expect(overlap.code).toBe('deploy.overlap');
    expect(overlap.en).toBe('Figures 1 and 2 of A2 overlap.');
    const apart = refusal(s, 0, {
      type: 'deploy',
      unit: 'A2',
      positions: [
        { x: 10, y: 2 },
        { x: 11, y: 2 },
        { x: 14.01, y: 2 },
      ],
    });
    expect(apart.code).toBe('deploy.coherency');
    expect(apart.rule).toBe('OS-UNIT-9');
    // Gaps of exactly 2 m edge to edge are coherent; touching bases do not overlap.
    act(s, 0, {
      type: 'deploy',
      unit: 'A2',
      positions: [
        { x: 10, y: 2 },
        { x: 11, y: 2 },
        { x: 14, y: 2 },
      ],
    });
    // B2 may not overlap B1 (an enemy placed earlier would be refused the same way).
    const other = refusal(s, 1, { type: 'deploy', unit: 'B2', positions: [{ x: 10.5, y: 35 }] });
    expect(other.en).toBe('Figure 1 of B2 at (10.5, 35) overlaps a figure of Soldat (B1).');
  });

  it('OS-SETUP-5 a base overlapping impassable terrain is refused (MAP-1 building, zones 30 m deep)', () => {
    const s = toDeployment({ ...two, deploymentDepth: 30 });
    // The building is x 44–50 × y 24–30: seat 1 is north (y 10–40).
    const r = refusal(s, 1, { type: 'deploy', unit: 'B1', positions: [{ x: 43.6, y: 27 }] });
    expect(r.code).toBe('deploy.terrain');
    expect(r.en).toMatch(/^Figure 1 of B1 at \(43\.6, 27\) overlaps .+, which is impassable\.$/);
    act(s, 1, { type: 'deploy', unit: 'B1', positions: [{ x: 43.5, y: 27 }] });
  });

  it('OS-R-41 alternateSecondFirst: second player, first, second, then the one with units left deploys the rest', () => {
    const s = toDeployment(
      withArmies(
        [{ catalogue: 'SOLDIER' }, { catalogue: 'SOLDIER' }, { catalogue: 'SOLDIER' }],
        [{ catalogue: 'SOLDIER' }],
      ),
    );
    const order: number[] = [];
    let x = 2;
    for (;;) {
      const f = top(s);
      if (f.id !== 'DP-05') break;
      order.push(f.player);
      const unit = osoi.legal(s, f.player).find((a) => a.type === 'deploy')!;
      const id = (unit as { unit: string }).unit;
      act(s, f.player, {
        type: 'deploy',
        unit: id,
        positions: [{ x: (x += 2), y: f.player === 0 ? 4 : 36 }],
      });
    }
    expect(order).toEqual([1, 0, 0, 0]);
    // Then round 1 starts with the first player.
    expect(s.w[G_ROUND]).toBe(1);
    expect(top(s)).toEqual({ id: 'DP-06', player: 0 });
  });

  it('OS-R-41 ARB-OS-61 alternateFirstFirst starts with the first player; with allThenAll the second player deploys everything first', () => {
    const armies = withArmies(
      [{ catalogue: 'SOLDIER' }, { catalogue: 'SOLDIER' }],
      [{ catalogue: 'SOLDIER' }, { catalogue: 'SOLDIER' }],
    );
    const run = (order: string) => {
      const s = toDeployment({ ...armies, deploymentOrder: order });
      const seq: number[] = [];
      let x = 2;
      while (top(s).id === 'DP-05') {
        const p = (top(s) as { player: number }).player;
        seq.push(p);
        const id = (osoi.legal(s, p).find((a) => a.type === 'deploy') as { unit: string }).unit;
        act(s, p, { type: 'deploy', unit: id, positions: [{ x: (x += 2), y: p === 0 ? 4 : 36 }] });
      }
      return seq;
    };
    expect(run('alternateSecondFirst')).toEqual([1, 0, 1, 0]);
    expect(run('alternateFirstFirst')).toEqual([0, 1, 0, 1]);
    expect(run('allThenAll')).toEqual([1, 1, 0, 0]);
  });

  it('OS-SETUP-1 options: every variant of Appendix A plays; a combination the engine does not play is refused, saying why', () => {
    for (const variant of [
      { geometryMode: 'declared' },
      { allocationMode: 'incremental' },
      { woundsStripCommittedDice: true },
      { specialActionsPerActivation: 2 },
      { equipmentCountsTowardCap: true },
      { allowLeavingTable: true },
      { figuresBlockLOS: true },
      { casualtyRule: 'nearestFirst' },
    ])
      expect(osoi.setup(variant).ok, JSON.stringify(variant)).toBe(true);
    const r = osoi.setup({ specialActionsPerActivation: 2, allocationMode: 'incremental' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('options.combination');
      expect(r.error.en).toBe(
        'specialActionsPerActivation = 2 is played with allocationMode = "upfront", not "incremental".',
      );
    }
  });

  it('OS-SETUP-2 the map (MAP-1 by default) is fixed at setup: 60 × 40 m', () => {
    const s = fresh();
    expect([s.map.width, s.map.depth]).toEqual([60_000, 40_000]);
    expect(s.w[G_ACTIVE]).toBe(0);
    expect(types(roll(s, [1]))).toEqual(['roll']);
  });
});

describe('OSOI general', () => {
  it('OS-GEN-1 OS-R-42 two sides, one player each: side A is seat 0 (units A1 …), side B seat 1 (B1 …)', () => {
    expect(osoi.players).toEqual({ min: 2, max: 2 });
    const s = fresh();
    expect(s.info.map((u) => `${u.id}:${u.side}`)).toEqual(['A1:0', 'A2:0', 'B1:1', 'B2:1']);
    expect(osoi.setup({ players: 3 }).ok).toBe(false);
  });

  it('OS-GEN-2 OS-UNIT-8 OS-R-22 OS-R-44 lengths in metres, positions on the millimetre grid, base radius 0.5 m by default', () => {
    const s = toDeployment();
    const events = act(s, 1, { type: 'deploy', unit: 'B1', positions: [{ x: 10.12345, y: 35.00049 }] });
    expect(events[0]).toMatchObject({ type: 'unitDeployed', unit: 'B1', positions: [[10.123, 35]] });
    const b1 = osoi.view(s, 0).units.find((u) => u.id === 'B1')!;
    expect(b1.figures[0]).toMatchObject({ x: 10.123, y: 35 });
    expect(b1.radius).toBe(0.5);
    expect(osoi.view(s, 1)).toMatchObject({ map: { width: 60, depth: 40 }, deploymentDepth: 8 });
    const big = fresh({ ...two, baseRadius: 1.25 });
    expect(osoi.view(big, 0).units[0]!.radius).toBe(1.25);
  });

  it('OS-GEN-8 ARB-OS-60 touching bases (centres exactly 2r apart) do not overlap; 1 mm closer they do', () => {
    const s = toDeployment();
    act(s, 1, { type: 'deploy', unit: 'B1', positions: [{ x: 10, y: 35 }] });
    act(s, 0, { type: 'deploy', unit: 'A1', positions: [{ x: 10, y: 4 }] });
    expect(refusal(s, 1, { type: 'deploy', unit: 'B2', positions: [{ x: 10.999, y: 35 }] }).code).toBe(
      'deploy.overlap',
    );
    act(s, 1, { type: 'deploy', unit: 'B2', positions: [{ x: 11, y: 35 }] });
  });

  it('OS-GEN-4 OS-R-51 the view shows everything to both players: the same view for seat 0, seat 1 and a spectator', () => {
    const s = toDeployment();
    act(s, 1, { type: 'deploy', unit: 'B1', positions: [{ x: 10, y: 35 }] });
    uset(s, 0, U_S, 2); // A1 has spent 2 dice: spent dice are public too
    const strip = (v: ReturnType<typeof osoi.view>) => ({ ...v, viewer: null });
    const v0 = osoi.view(s, 0);
    expect(strip(osoi.view(s, 1))).toEqual(strip(v0));
    expect(strip(osoi.view(s, null))).toEqual(strip(v0));
    const a1 = v0.units.find((u) => u.id === 'A1')!;
    expect(a1).toMatchObject({ h: 5, s: 2, a: 3, profile: { tir: 3 }, equipment: ['RIFLE'], cost: 27 });
    expect(v0.units.find((u) => u.id === 'B1')!.figures[0]).toMatchObject({ x: 10, y: 35, alive: true });
  });

  it('OS-GEN-7 declared geometry (referee mode) is accepted at setup (test/declared.test.ts); computed is the default', () => {
    const r = osoi.setup({ geometryMode: 'declared' });
    expect(r.ok ? r.value.o.geometryMode : r.error.en).toBe('declared');
    expect(fresh().o.geometryMode).toBe('computed');
  });
});
