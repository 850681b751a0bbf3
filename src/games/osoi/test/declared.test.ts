import { describe, expect, it } from 'vitest';
import { botFactory } from '../../../bots/index.ts';
import { runConformance } from '../../../engine/conformance.ts';
import { runMatch } from '../../../engine/runner.ts';
import { SeededDice } from '../../../engine/sources.ts';
import { OsoiGreedyAgent } from '../bot.ts';
import type { GameEvent } from '../../../engine/types.ts';
import { UNPLACED } from '../declared.ts';
import { osoi } from '../index.ts';
import { F_ALIVE, F_X, F_Y, fget, figuresOf, fset, unitIndex, uset, U_H, type OSState } from '../state.ts';
import { measure } from '../view.ts';
import { describe as describeLine } from '../i18n.ts';
import { act, activateWith, battle, refusal, roll, withArmies } from '../testing.ts';

// Declared geometry (OS-GEN-7): every input takes the facts the players type. SOLDIER: Tir 3, rifle 24 m.

const ev = (events: GameEvent[], type: string) => events.find((e) => e.type === type);
const declaredBattle = (): OSState => {
  // A1 and B1 23 m apart edge to edge, in the open: the coordinates say band 0, no cover.
  const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]), {
    A1: [[6, 6]],
    B1: [[6, 30]],
  });
  s.o = { ...s.o, geometryMode: 'declared' };
  return s;
};
const unplaced = (s: OSState, id: string) => fget(s, s.info[unitIndex(s, id)]!.firstFigure, F_X) === UNPLACED;

describe('OSOI declared geometry (OS-GEN-7)', () => {
  it('OS-GEN-7 a declared shot uses the typed distance and covers, and logs them with the computed ones', () => {
    const s = declaredBattle();
    activateWith(s, 'A1', { shoot: 2 });
    const declared = { distance: 30, los: true, coverTarget: 2, coverShooter: 1 };
    const events = act(s, 0, { type: 'shoot', target: 'B1', declared });
    // 30 m with a rifle: band 1; + the declared cover 2. Return fire: band 1 + the shooter's cover 1.
    expect(ev(events, 'shot')).toMatchObject({
      distance: 30,
      band: 1,
      cover: 2,
      coverTerm: 2,
      difficulty: 3,
      returnDifficulty: 2,
      declared,
      computed: { distance: 23, los: true, coverTarget: 0, coverShooter: 0 },
    });
    expect(osoi.view(s, 1).shot).toMatchObject({ distance: 30, difficulty: 3, returnDifficulty: 2 });
  });

  it('OS-GEN-7 declared shot facts are checked: missing or out-of-range facts and no declared LOS are refused', () => {
    const s = declaredBattle();
    activateWith(s, 'A1', { shoot: 1 });
    // legal offers the facts the coordinates give, and they validate.
    const candidate = {
      type: 'shoot',
      target: 'B1',
      declared: { distance: 23, los: true, coverTarget: 0, coverShooter: 0 },
    };
    expect(osoi.legal(s, 0)).toContainEqual(candidate);
    expect(osoi.validate(s, 0, candidate).ok).toBe(true);
    const missing = refusal(s, 0, { type: 'shoot', target: 'B1' });
    expect(missing).toMatchObject({ code: 'declared.shoot', rule: 'OS-GEN-7' });
    expect(missing.en).toContain(
      'e.g. declared: { distance: 14.5, los: true, coverTarget: 1, coverShooter: 0 }',
    );
    expect(
      refusal(s, 0, {
        type: 'shoot',
        target: 'B1',
        declared: { distance: 10, los: true, coverTarget: 5, coverShooter: 0 },
      }).code,
    ).toBe('declared.shoot');
    expect(
      refusal(s, 0, {
        type: 'shoot',
        target: 'B1',
        declared: { distance: 10, los: false, coverTarget: 0, coverShooter: 0 },
      }),
    ).toMatchObject({ code: 'shoot.los', rule: 'OS-TERR-3' });
    expect(
      refusal(s, 0, {
        type: 'shoot',
        target: 'A1',
        declared: { distance: 10, los: true, coverTarget: 0, coverShooter: 0 },
      }).code,
    ).toBe('shoot.friendly');
  });

  it('OS-GEN-7 a declared melee takes the players’ word for the engagement and logs the computed one', () => {
    const s = declaredBattle();
    activateWith(s, 'A1', { melee: 1 });
    expect(refusal(s, 0, { type: 'melee', target: 'B1' }).code).toBe('declared.melee');
    expect(refusal(s, 0, { type: 'melee', target: 'B1', declared: { engaged: false } }).code).toBe(
      'melee.engaged',
    );
    const events = act(s, 0, { type: 'melee', target: 'B1', declared: { engaged: true } });
    expect(ev(events, 'melee')).toMatchObject({
      unit: 'A1',
      target: 'B1',
      declared: { engaged: true },
      computed: { engaged: false },
    });
    expect(osoi.pending(s)).toMatchObject({ kind: 'decision', player: 1, label: 'DP-13' });
  });

  it('OS-GEN-7 deployment puts a unit on the table without positions (ARB-OS-88), and the view says so', () => {
    const set = osoi.setup(
      withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }], { geometryMode: 'declared' }),
    );
    if (!set.ok) throw new Error(set.error.en);
    const s = set.value;
    roll(s, [6]);
    roll(s, [1]);
    act(s, 0, { type: 'chooseZone', zone: 'south' });
    // The second player deploys first (OS-R-41); a declared deployment is in the legal list.
    expect(osoi.pending(s)).toMatchObject({ kind: 'decision', player: 1, label: 'DP-05' });
    expect(osoi.legal(s, 1)).toContainEqual({ type: 'deploy', unit: 'B1', positions: [], declared: true });
    expect(refusal(s, 1, { type: 'deploy', unit: 'B1' }).code).toBe('deploy.positions');
    expect(refusal(s, 1, { type: 'deploy', unit: 'A1', declared: true }).code).toBe('deploy.unit');
    const events = act(s, 1, { type: 'deploy', unit: 'B1', declared: true });
    expect(events[0]).toEqual({
      type: 'unitDeployed',
      rule: 'OS-GEN-7',
      player: 1,
      unit: 'B1',
      positions: [],
      declared: true,
    });
    expect(unplaced(s, 'B1')).toBe(true);
    expect(describeLine(events[0]!, 'fr')).toContain(
      'déploie B1 : sur la table, sans positions (géométrie déclarée)',
    );
    expect(describeLine(events[0]!, 'en')).toContain(
      'deploys B1: on the table, no positions (declared geometry)',
    );
    // A unit may still be placed with positions (a diagram); both are on the table.
    act(s, 0, { type: 'deploy', unit: 'A1', positions: [{ x: 10, y: 2 }] });
    const view = osoi.view(s, 0);
    expect(view.units.map((u) => [u.id, u.deployed, u.placed])).toEqual([
      ['A1', true, true],
      ['B1', true, false],
    ]);
    expect(view.units[1]!.figures[0]).toMatchObject({ x: 0, y: 0, alive: true, placed: false });
    expect(measure(s, 'A1', 'B1')).toBeNull();
    expect(osoi.pending(s)).toMatchObject({ label: 'DP-06' });
  });

  it('OS-GEN-7 an automatic declared move: at most 2 m per Move die, logged with its distance (ARB-OS-89)', () => {
    const s = declaredBattle();
    activateWith(s, 'A1', { move: 2, shoot: 1 });
    expect(refusal(s, 0, { type: 'move', moveTo: { x: 6, y: 8 } })).toMatchObject({
      code: 'declared.move',
      rule: 'OS-GEN-7',
    });
    expect(refusal(s, 0, { type: 'move', declared: { distance: 4.5 } })).toMatchObject({
      code: 'declared.move.distance',
      rule: 'OS-MOVE-1',
      en: 'With 2 Move dice the unit moves at most 4 m; declared 4.5 m.',
    });
    expect(refusal(s, 0, { type: 'move', declared: { distance: 2, difficulty: 1.5 } }).code).toBe(
      'declared.move.difficulty',
    );
    expect(osoi.legal(s, 0)).toContainEqual({
      type: 'move',
      paths: {},
      declared: { distance: 2, difficulty: 1 },
    });
    const events = act(s, 0, { type: 'move', declared: { distance: 4 } });
    expect(ev(events, 'moveDeclared')).toEqual({
      type: 'moveDeclared',
      rule: 'OS-GEN-7',
      unit: 'A1',
      declared: { distance: 4, difficulty: 0 },
    });
    expect(ev(events, 'moved')).toMatchObject({ unit: 'A1', tested: false, distance: 4, declared: true });
    expect(describeLine(ev(events, 'moveDeclared')!, 'fr')).toContain(
      'Déplacement déclaré de A1 ; déclaré : distance 4 m, difficulté 0',
    );
    expect(describeLine(ev(events, 'moved')!, 'en')).toContain('A1 moves: 4 m (declared geometry).');
    // The figures moved at the table: their coordinates are gone, so a shot has no computed facts.
    expect(unplaced(s, 'A1')).toBe(true);
    const shot = act(s, 0, {
      type: 'shoot',
      target: 'B1',
      declared: { distance: 20, los: true, coverTarget: 0, coverShooter: 0 },
    });
    expect(ev(shot, 'shot')).toMatchObject({ distance: 20, band: 0, difficulty: 0, computed: null });
  });

  it('OS-GEN-7 a tested declared move: DS-MOVE at the declared difficulty, the allowance caps the distance', () => {
    const s = declaredBattle();
    activateWith(s, 'A1', { move: 2 });
    act(s, 0, { type: 'move', declared: { distance: 4, difficulty: 1 } });
    expect(osoi.pending(s)).toMatchObject({
      kind: 'chance',
      request: { rule: 'OS-MOVE-4', dice: '2d6', params: { difficulty: 1 } },
    });
    const events = roll(s, [6, 4]); // 2 successes − 1: margin 1, allowance 2 m < 4 m
    expect(ev(events, 'moved')).toMatchObject({
      unit: 'A1',
      tested: true,
      allowance: 2,
      distance: 2,
      rules: ['OS-GEN-7', 'OS-MOVE-4'],
    });
    expect(unplaced(s, 'A1')).toBe(true);
  });

  it('OS-GEN-7 a declared move with paths moves the figures and logs the computed facts beside the declared', () => {
    const s = declaredBattle();
    activateWith(s, 'A1', { move: 2 });
    const events = act(s, 0, { type: 'move', moveTo: { x: 6, y: 9 }, declared: { distance: 3 } });
    expect(ev(events, 'moveDeclared')).toMatchObject({
      declared: { distance: 3, difficulty: 0 },
      computed: { distance: 3, difficulty: 0 },
    });
    expect(describeLine(ev(events, 'moveDeclared')!, 'en')).toContain(
      'Declared move of A1; declared: distance 3 m, difficulty 0; measured: distance 3 m, difficulty 0',
    );
    expect(osoi.view(s, 0).units[0]!.figures[0]).toMatchObject({ x: 6, y: 9, placed: true });
  });

  it('OS-GEN-7 HEAL and ORDER take a declared distance (1 m, 12 m with LOS), refused beyond (ARB-OS-96)', () => {
    const s = battle(
      withArmies(
        [{ catalogue: 'MEDIC' }, { catalogue: 'OFFICER' }, { catalogue: 'SOLDIER' }],
        [{ catalogue: 'SOLDIER' }],
      ),
      { A1: [[5, 5]], A2: [[30, 5]], A3: [[50, 5]], B1: [[5, 35]] },
    );
    s.o = { ...s.o, geometryMode: 'declared' };
    uset(s, unitIndex(s, 'A3'), U_H, 1);
    activateWith(s, 'A1', { special: 3, specialKind: 'HEAL' });
    // A3 is 45 m away by the coordinates, but the players say 0.8 m.
    expect(refusal(s, 0, { type: 'special', target: 'A3' })).toMatchObject({ code: 'declared.special' });
    expect(refusal(s, 0, { type: 'special', target: 'A3', declared: { distance: 1.5 } })).toMatchObject({
      code: 'special.reach',
      rule: 'OS-SPECIAL-3',
      en: 'Médecin (A1) heals within 1 m (edge to edge); A3 is declared 1.5 m away.',
    });
    const events = act(s, 0, { type: 'special', target: 'A3', declared: { distance: 0.8 } });
    expect(ev(events, 'special')).toMatchObject({ kind: 'HEAL', target: 'A3', declared: { distance: 0.8 } });
    const healed = roll(s, [6, 5, 1, 1]); // 2 successes − 1: margin 1
    expect(ev(healed, 'healed')).toMatchObject({ target: 'A3', healed: 1, health: 2 });

    const t = battle(
      withArmies([{ catalogue: 'OFFICER' }, { catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]),
      { A1: [[5, 5]], A2: [[50, 5]], B1: [[5, 35]] },
    );
    t.o = { ...t.o, geometryMode: 'declared' };
    activateWith(t, 'A1', { special: 3, specialKind: 'ORDER' });
    expect(
      refusal(t, 0, { type: 'special', target: 'A2', declared: { distance: 8, los: false } }),
    ).toMatchObject({
      code: 'special.reach',
      rule: 'OS-SPECIAL-5',
    });
    expect(
      refusal(t, 0, { type: 'special', target: 'A2', declared: { distance: 12.5, los: true } }).en,
    ).toContain('A2 is declared 12.5 m away, line of sight yes');
    expect(osoi.legal(t, 0)).toContainEqual({
      type: 'special',
      target: 'A2',
      declared: { distance: 6, los: true },
    });
    const ordered = act(t, 0, { type: 'special', target: 'A2', declared: { distance: 12, los: true } });
    expect(ev(ordered, 'special')).toMatchObject({ kind: 'ORDER', declared: { distance: 12, los: true } });
  });

  it('OS-GEN-7 random battles on SC-1 in declared mode keep the rules contract at every step', () => {
    const stats = runConformance(osoi, {
      games: 4,
      seed: 'osoi-declared',
      options: () => ({ geometryMode: 'declared' }),
      legalSample: 12,
    });
    expect(stats.games).toBe(4);
    expect(stats.decisions).toBeGreaterThan(4 * 20);
  });

  it('OS-GEN-7 the greedy bot plays declared battles from the legal list without coordinates (ARB-OS-99)', () => {
    for (let g = 0; g < 2; g++) {
      const greedy = new OsoiGreedyAgent(`dg${g}`, 'Greedy');
      const random = botFactory('osoi', 'random')!(`dr${g}`, 'Random', osoi);
      const agents = g === 0 ? [greedy, random] : [random, greedy];
      // runMatch throws on any refused input or a battle outrunning its step bound.
      const result = runMatch(
        osoi,
        { geometryMode: 'declared' },
        { agents, dice: new SeededDice(`os-dec-${g}`) },
      );
      expect(result.outcome?.winners.length).toBeGreaterThan(0);
    }
  });

  it('OS-GEN-7 a healed grunt group without coordinates gets its figures back without DP-17 (ARB-OS-97)', () => {
    const s = battle(
      withArmies(
        [{ catalogue: 'MEDIC' }, { catalogue: 'GRUNT_RIFLES', size: 4 }],
        [{ catalogue: 'SOLDIER' }],
      ),
      { B1: [[5, 35]] },
    );
    s.o = { ...s.o, geometryMode: 'declared' };
    const g = unitIndex(s, 'A2');
    const [first, second, third, fourth] = figuresOf(s, g);
    for (const f of [first!, second!]) {
      fset(s, f, F_X, UNPLACED);
      fset(s, f, F_Y, UNPLACED);
    }
    fset(s, third!, F_ALIVE, 0);
    fset(s, fourth!, F_ALIVE, 0);
    uset(s, g, U_H, 2);
    activateWith(s, 'A1', { special: 3, specialKind: 'HEAL' });
    act(s, 0, { type: 'special', target: 'A2', declared: { distance: 0.4 } });
    const events = roll(s, [6, 6, 5, 1]); // 3 successes − 1: margin 2
    expect(ev(events, 'restored')).toMatchObject({
      unit: 'A2',
      figures: ['A2.3', 'A2.4'],
      positions: [],
      declared: true,
      notRestored: 0,
      health: 4,
    });
    expect(osoi.pending(s)).not.toMatchObject({ label: 'DP-17' });
    expect(unplaced(s, 'A2')).toBe(true);
  });

  it('OS-GEN-7 without coordinates every figure of a damaged group is exposed (ARB-OS-98)', () => {
    const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'GRUNT_RIFLES', size: 3 }]), {
      A1: [[6, 6]],
    });
    s.o = { ...s.o, geometryMode: 'declared' };
    const g = unitIndex(s, 'B1');
    for (const f of figuresOf(s, g)) {
      fset(s, f, F_X, UNPLACED);
      fset(s, f, F_Y, UNPLACED);
    }
    activateWith(s, 'A1', { shoot: 3 });
    act(s, 0, {
      type: 'shoot',
      target: 'B1',
      declared: { distance: 10, los: true, coverTarget: 0, coverShooter: 0 },
    });
    act(s, 1, { type: 'defend', dice: 0, returnFire: false });
    roll(s, [6, 1, 1, 1]); // margin 1 against no defence dice: 1 damage
    expect(osoi.pending(s)).toMatchObject({ kind: 'decision', player: 1, label: 'DP-15' });
    expect(s.stack.at(-1)).toMatchObject({ id: 'DP-15', count: 1, exposed: figuresOf(s, g) });
    expect(osoi.legal(s, 1).filter((a) => a.type === 'casualties')).toHaveLength(3);
  });

  it('OS-GEN-7 nearestFirst against a unit without coordinates takes the figures in figure order (ARB-OS-98)', () => {
    const s = battle(
      withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'GRUNT_RIFLES', size: 3 }], {
        casualtyRule: 'nearestFirst',
      }),
      {
        A1: [[6, 6]],
        B1: [
          [13, 30],
          [11.5, 30],
          [10, 30],
        ],
      },
    );
    s.o = { ...s.o, geometryMode: 'declared' };
    const a = s.info[unitIndex(s, 'A1')]!.firstFigure;
    fset(s, a, F_X, UNPLACED);
    fset(s, a, F_Y, UNPLACED);
    activateWith(s, 'A1', { shoot: 3 });
    act(s, 0, {
      type: 'shoot',
      target: 'B1',
      declared: { distance: 10, los: true, coverTarget: 0, coverShooter: 0 },
    });
    act(s, 1, { type: 'defend', dice: 0, returnFire: false });
    const events = roll(s, [6, 1, 1, 1]);
    // Measured from the sentinel, B1.3 would be "nearest"; without coordinates it is figure order.
    expect(ev(events, 'casualties')).toMatchObject({ unit: 'B1', figures: ['B1.1'] });
  });
});
