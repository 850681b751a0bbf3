import { describe, expect, it } from 'vitest';
import { describe as describeEvent } from '../i18n.ts';
import { sparkBall } from '../index.ts';
import { get, P_PRONE, P_UNBAL, P_X, P_Y, PER_INCH, set } from '../state.ts';
import { roster, Table, testOptions } from '../testing.ts';

/** No team rerolls, plus `charge` variants. */
const variant = (charge: Record<string, unknown>) =>
  testOptions({ charge }, roster('h', { teamRerolls: 0 }), roster('a', { teamRerolls: 0 }));

/** Puts player `id` at (x, y) inches. */
function put(t: Table, id: string, x: number, y: number): void {
  const p = t.index(id);
  set(t.s, p, P_X, Math.round(x * PER_INCH));
  set(t.s, p, P_Y, Math.round(y * PER_INCH));
}

/** Squared distance in quanta between a point [x, y] in inches and player `id`'s centre. */
function gap(t: Table, id: string, q: readonly number[]): number {
  const p = t.index(id);
  return Math.hypot(q[0]! * PER_INCH - get(t.s, p, P_X), q[1]! * PER_INCH - get(t.s, p, P_Y));
}

/**
 * Turn 1, Home first: h6 at (6.5, 8.5) faces a6 at (6.5, 11.5), 2 in away edge to edge, and h5 stands
 * between them at (6.5, 10): the straight line is blocked. h6 is activated.
 */
function blocked(charge: Record<string, unknown>): Table {
  const t = Table.atTurn1(0, variant(charge));
  put(t, 'a6', 6.5, 11.5);
  put(t, 'h5', 6.5, 10);
  t.act(0, { type: 'activate', player: 'h6' });
  return t;
}

describe('charge.pathing = shortestAround (SB-R-28, ARB-SB-75/76)', () => {
  it('SB-R-28 / SB-R-29 the three charge variants are now accepted at setup (no longer options.notYet)', () => {
    const all = { pathing: 'shortestAround', contactMoveTriggersTackle: true, defenceChoice: 'beforeRoll' };
    expect(sparkBall.setup(variant(all)).ok).toBe(true);
    expect(sparkBall.setup(variant({ pathing: 'around' })).ok).toBe(false);
  });

  it('ARB-SB-75 the charger goes around a base in the straight line by the shortest path (2.696 in ≤ 3 in), using no MV', () => {
    const straight = blocked({});
    expect(straight.refuse(0, { type: 'charge', target: 'a6' }).code).toBe('charge.blocked');
    const t = blocked({ pathing: 'shortestAround' });
    expect(t.legal(0).filter((a) => a.type === 'charge')).toEqual([{ type: 'charge', target: 'a6' }]);
    t.act(0, { type: 'charge', target: 'a6' });
    const [e] = t.ofType('charge') as unknown as {
      rule: string;
      to: number[];
      length: number;
      path: number[][];
    }[];
    expect(e).toMatchObject({ rule: 'ARB-SB-75', from: [6.5, 8.5], to: [7.167, 10.755], length: 2.696 });
    // Tangent from h6 to the circle of radius 1 in around h5, its arc, then straight at a6's centre.
    expect(e!.path[0]).toEqual([7.245, 9.333]);
    expect(e!.path.at(-1)).toEqual([7.167, 10.755]);
    expect(t.at('h6')).toEqual([7.167, 10.755]);
    expect(t.s.act.used).toBe(0);
    // Every waypoint clears h5 (1 in between centres, within ε) and the polyline is 2.696 in long within ε.
    let length = 0;
    let last = [6.5, 8.5];
    for (const q of e!.path) {
      expect(gap(t, 'h5', q)).toBeGreaterThanOrEqual(999);
      length += Math.hypot(q[0]! - last[0]!, q[1]! - last[1]!);
      last = q;
    }
    expect(Math.abs(length - 2.6955)).toBeLessThan(0.002);
    // In contact with a6; the charge direction is centre to centre at contact.
    expect(gap(t, 'a6', [7.167, 10.755])).toBeCloseTo(1000, 0);
    expect(t.s.charge).toMatchObject({ dx: 6500 - 7167, dy: 11500 - 10755 });
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-CHARGE-4' } });
  });

  it('ARB-SB-75 a path longer than 3 in is refused with the shortest length found', () => {
    const t = Table.atTurn1(0, variant({ pathing: 'shortestAround' }));
    put(t, 'a6', 6.5, 11.5);
    put(t, 'h5', 6.1, 10);
    put(t, 'h7', 7.1, 10);
    t.act(0, { type: 'activate', player: 'h6' });
    expect(t.refuse(0, { type: 'charge', target: 'a6' })).toEqual({
      code: 'charge.tooLong',
      rule: 'SB-R-28',
      message:
        'Charge sur "a6" impossible : le plus court chemin autour des socles jusqu’au contact de a6 mesure 3,296 ps ; l’approche d’une charge fait 3 ps au plus.',
      en: 'No charge on "a6": the shortest path around the bases into contact with a6 is 3.296 in; a charge\'s approach is 3 in at most.',
    });
    expect(t.legal(0).some((a) => a.type === 'charge')).toBe(false);
  });

  it('ARB-SB-75 a target ringed by bases cannot be reached: refused, no path', () => {
    const t = Table.atTurn1(0, variant({ pathing: 'shortestAround' }));
    put(t, 'a6', 6.5, 12);
    // Six bases touching a6 and each other (a hexagon of side 1 in) close every contact point.
    const ring = ['h2', 'h3', 'h4', 'h5', 'h7', 'a5'];
    ring.forEach((id, k) => {
      const a = (k * Math.PI) / 3;
      put(t, id, 6.5 + Math.sin(a), 12 + Math.cos(a));
    });
    put(t, 'h6', 6.5, 9.5);
    t.act(0, { type: 'activate', player: 'h6' });
    expect(t.refuse(0, { type: 'charge', target: 'a6' })).toMatchObject({
      code: 'charge.noPath',
      rule: 'SB-R-28',
      en: 'No charge on "a6": no path around the bases leads into contact with a6.',
    });
  });

  it('ARB-SB-75 with nothing in the way the path is the straight approach', () => {
    const t = Table.atTurn1(0, variant({ pathing: 'shortestAround' }));
    put(t, 'a6', 6.5, 10.5);
    t.act(0, { type: 'activate', player: 'h6' });
    t.act(0, { type: 'charge', target: 'a6' });
    expect(t.ofType('charge')).toEqual([
      {
        type: 'charge',
        rule: 'ARB-SB-75',
        player: 'h6',
        target: 'a6',
        from: [6.5, 8.5],
        to: [6.5, 9.5],
        path: [[6.5, 9.5]],
        length: 1,
      },
    ]);
  });
});

/**
 * Turn 1, Home first: h6 at (6.5, 8.5) faces a6 at (6.5, 10.5); a5 at (8.5, 8), behind the line of the
 * approach, reaches it (a7 with a leap).
 */
function approach(charge: Record<string, unknown>): Table {
  const t = Table.atTurn1(0, variant({ contactMoveTriggersTackle: true, ...charge }));
  t.declineTackles = false;
  put(t, 'a6', 6.5, 10.5);
  put(t, 'a5', 8.5, 8);
  t.act(0, { type: 'activate', player: 'h6' });
  return t;
}

describe('charge.contactMoveTriggersTackle (SB-R-28, ARB-SB-77/78)', () => {
  it('ARB-SB-77 the approach opens RW-TACKLE like a Move step; declined, the charger reaches contact and RW-CHARGE follows', () => {
    const t = approach({});
    t.act(0, { type: 'charge', target: 'a6' });
    expect(t.ofType('stepDeclared')).toEqual([
      {
        type: 'stepDeclared',
        rule: 'ARB-SB-77',
        player: 'h6',
        leap: false,
        charge: 'a6',
        path: [[6.5, 9.5]],
      },
    ]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-20' });
    expect(t.s.stack.at(-1)).toMatchObject({ window: 'RW-TACKLE' });
    // ARB-SB-78: a6, the target, is never offered as a tackler, and is refused.
    const tacklers = new Set(t.legal(1).flatMap((a) => (a.type === 'tackle' ? [a.player] : [])));
    expect([...tacklers]).toEqual(['a5', 'a7']);
    expect(t.refuse(1, { type: 'tackle', player: 'a6', leap: false, at: 0.5 })).toMatchObject({
      code: 'tackle.chargeTarget',
      rule: 'ARB-SB-78',
    });
    t.act(1, { type: 'decline' });
    expect(t.at('h6')).toEqual([6.5, 9.5]);
    expect(t.s.act.used).toBe(0);
    expect(t.s.reactionUsed[1]).toBe(false);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-CHARGE-4' } });
  });

  it('ARB-SB-77 tackled on the approach and standing (AG test passed), the charger completes it; no RW-CHARGE after the spent reaction', () => {
    const t = approach({});
    t.act(0, { type: 'charge', target: 'a6' });
    t.act(1, { type: 'tackle', player: 'a5', leap: false, at: 0.5 });
    expect(t.at('h6')).toEqual([6.5, 9]);
    expect(get(t.s, t.index('a5'), P_PRONE)).toBe(1);
    // D1 = 1 + AG 3 = 4; the AG test 3 + 3 = 6 passes.
    t.roll(1);
    t.roll(3);
    expect(t.ofType('tackleResisted')).toHaveLength(1);
    expect(t.at('h6')).toEqual([6.5, 9.5]);
    expect(t.s.act.used).toBe(0);
    expect(t.ofType('charge')).toMatchObject([{ from: [6.5, 9], to: [6.5, 9.5] }]);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-CHARGE-4' } });
  });

  it('ARB-SB-77 a charger knocked down on the approach loses the charge and his activation', () => {
    const t = approach({});
    t.act(0, { type: 'charge', target: 'a6' });
    t.act(1, { type: 'tackle', player: 'a5', leap: false, at: 0.5 });
    // AG: D1 = 6 + 3 = 9, test 2 + 3 fails; Force: D2 = 6 + 3 = 9, test 2 + 3 fails (MF 4 > AR: injury roll).
    t.roll(6);
    t.roll(2);
    t.roll(6);
    t.roll(2);
    expect(get(t.s, t.index('h6'), P_PRONE)).toBe(1);
    expect(t.at('h6')).toEqual([6.5, 9]);
    expect(t.s.charge.charger).toBe(-1);
    expect(t.ofType('charge')).toEqual([]);
  });

  it('ARB-SB-77 resisting by Force leaves the charger Unbalanced: −1 on his charge roll', () => {
    const t = approach({});
    t.act(0, { type: 'charge', target: 'a6' });
    t.act(1, { type: 'tackle', player: 'a5', leap: false, at: 0 });
    t.roll(6);
    t.roll(2);
    t.roll(1);
    t.roll(5);
    expect(get(t.s, t.index('h6'), P_UNBAL)).toBe(1);
    expect(t.at('h6')).toEqual([6.5, 9.5]);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-CHARGE-4', modifier: 2 } });
  });

  it('ARB-SB-77 when the prone tackler closes the rest of a straight approach, the charge stops at Q', () => {
    const t = Table.atTurn1(0, variant({ contactMoveTriggersTackle: true }));
    t.declineTackles = false;
    put(t, 'a6', 6.5, 11.5);
    put(t, 'a5', 6.5, 13.5);
    t.act(0, { type: 'activate', player: 'h6' });
    t.act(0, { type: 'charge', target: 'a6' });
    // a5 is 2 in from h6's base at (6.5, 10.5): placed in contact nearest his centre, he lands in the line.
    put(t, 'a5', 5.6, 10.9);
    t.act(1, { type: 'tackle', player: 'a5', leap: false, at: 0.4 });
    t.roll(1);
    t.roll(3);
    expect(t.ofType('chargeStopped')).toEqual([
      { type: 'chargeStopped', rule: 'ARB-SB-77', player: 'h6', target: 'a6' },
    ]);
    expect(describeEvent(t.ofType('chargeStopped')[0]!, 'fr')).toBe(
      'h6 ne peut plus atteindre a6 : la charge s’arrête là. [ARB-SB-77]',
    );
    expect(describeEvent(t.ofType('stepDeclared')[0]!, 'en')).toBe(
      'h6 declares his charge approach to (6.5, 10.5): the opponent may tackle. [ARB-SB-77]',
    );
    expect(t.s.act.regular).toBe(true);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
  });
});

/** Turn 1, Home first: h6 at (6.5, 8.5) charges a6 at (6.5, 10.5) under `charge.defenceChoice = beforeRoll`. */
function defenceFirst(): Table {
  const t = Table.atTurn1(0, variant({ defenceChoice: 'beforeRoll' }));
  put(t, 'a6', 6.5, 10.5);
  t.act(0, { type: 'activate', player: 'h6' });
  t.act(0, { type: 'charge', target: 'a6' });
  return t;
}

describe('charge.defenceChoice = beforeRoll (SB-R-29, ARB-SB-79)', () => {
  it('ARB-SB-79 the defender chooses before the charge roll; then D, then his test against it', () => {
    const t = Table.atTurn1(0, variant({ defenceChoice: 'beforeRoll' }));
    put(t, 'a6', 6.5, 10.5);
    t.act(0, { type: 'activate', player: 'h6' });
    const before = t.rolls().length;
    t.act(0, { type: 'charge', target: 'a6' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-21' });
    expect(t.rolls()).toHaveLength(before);
    expect(sparkBall.view(t.s, 1).charge).toMatchObject({ rolled: false, defence: null });
    expect(t.legal(1).filter((a) => a.type === 'defend')).toEqual(
      (['dodge', 'parry', 'repel'] as const).map((defence) => ({ type: 'defend', defence })),
    );
    t.act(1, { type: 'defend', defence: 'parry' });
    expect(t.ofType('defenceFirst')).toEqual([
      { type: 'defenceFirst', rule: 'ARB-SB-79', side: 1, player: 'a6', defence: 'parry' },
    ]);
    expect(describeEvent(t.ofType('defenceFirst')[0]!, 'en')).toBe(
      'a6 chooses to parry before the charge roll. [ARB-SB-79]',
    );
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-CHARGE-4', roller: 0 } });
    // D = 4 + 3 = 7; the Parry (R 3) is tested at once: 4 + 3 = 7 holds.
    t.roll(4);
    expect(sparkBall.view(t.s, 1).charge).toMatchObject({ rolled: true, difficulty: 7, defence: 'parry' });
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'SB-CHARGE-5', target: 7, modifier: 3, roller: 1 },
    });
    t.roll(4);
    expect(t.ofType('chargeParried')).toHaveLength(1);
    expect(t.pending()).toMatchObject({ kind: 'decision', player: 1 });
  });

  it('ARB-SB-79 a failed defence chosen first still knocks the defender down and pushes him', () => {
    const t = defenceFirst();
    t.act(1, { type: 'defend', defence: 'repel' });
    t.roll(6); // D = 9
    t.roll(2); // 2 + 3 = 5 fails, MF 4 > AR
    expect(get(t.s, t.index('a6'), P_PRONE)).toBe(1);
    expect(t.at('a6')).toEqual([6.5, 12.5]);
  });

  it('ARB-SB-79 previews: the charge shows its roll then each defence over every face; the defence shows the same', () => {
    const t = Table.atTurn1(0, variant({ defenceChoice: 'beforeRoll' }));
    put(t, 'a6', 6.5, 10.5);
    t.act(0, { type: 'activate', player: 'h6' });
    const legal = t.legal(0);
    const i = legal.findIndex((a) => a.type === 'charge');
    const sixth = '1/6';
    const p = sparkBall.previews!(t.s, 0, legal)[i]!;
    expect(p[0]).toEqual({
      rule: 'SB-CHARGE-4',
      dice: '1d6',
      roller: 0,
      modifier: 3,
      results: { 4: sixth, 5: sixth, 6: sixth, 7: sixth, 8: sixth, 9: sixth },
    });
    expect(p.slice(1)).toEqual(
      (['dodge', 'parry', 'repel'] as const).map((defence) => ({
        rule: 'SB-CHARGE-5',
        dice: '1d6',
        roller: 1,
        modifier: 3,
        success: '5/9',
        when: { seat: 1, input: { type: 'defend', defence } },
      })),
    );
    t.act(0, { type: 'charge', target: 'a6' });
    const answers = t.legal(1);
    const q = sparkBall.previews!(t.s, 1, answers);
    expect(q[0]).toEqual([
      {
        rule: 'SB-CHARGE-4',
        dice: '1d6',
        roller: 0,
        modifier: 3,
        results: { 4: sixth, 5: sixth, 6: sixth, 7: sixth, 8: sixth, 9: sixth },
      },
      { rule: 'SB-CHARGE-5', dice: '1d6', roller: 1, modifier: 3, success: '5/9' },
    ]);
  });
});
