import { describe, expect, it } from 'vitest';
import { sq } from '../board.ts';
import { pissSquig } from '../index.ts';
import { parseOptions } from '../options.ts';
import { IMPLEMENTED_SKILLS, SKILL_NAMES } from '../skills.ts';
import { Table, type GoblinSpec } from '../testing.ts';

// Side 0 (far away) sends the Squig from (6,6) north onto goblin 1 at (6,5); goblin 2 elsewhere.
const bite = (goblin1: Partial<GoblinSpec> = {}) => {
  const t = Table.of({
    goblins: [{ at: [2, 2] }, { at: [6, 5], ...goblin1 }, { at: [10, 10] }],
    squig: [6, 6],
  });
  t.act(0, { type: 'squig', x: 6, y: 5 });
  t.roll(3);
  return t;
};

describe('skills and traits: options and view', () => {
  it('goblins[].skills gives each seat its skills; the view shows them; no skills by default', () => {
    const s = pissSquig.setup({ players: 2, goblins: [{ skills: ['squigador'] }, { skills: [] }] });
    if (!s.ok) throw new Error(s.error.en);
    expect(pissSquig.view(s.value, null).goblins.map((g) => g.skills)).toEqual([['squigador'], []]);
    const plain = parseOptions({ players: 2 });
    if (!plain.ok) throw new Error(plain.error.en);
    expect(plain.value.goblins).toBeUndefined();
    const p = pissSquig.setup(plain.value);
    if (!p.ok) throw new Error(p.error.en);
    expect(pissSquig.view(p.value, null).goblins.map((g) => g.skills)).toEqual([[], []]);
  });

  it('the option accepts every skill and trait of the reference; the view lists them in reference order', () => {
    const done = ['squigador', 'decalottage', 'nerfsDacier', 'roccosTool', 'bond'];
    const s = pissSquig.setup({
      players: 2,
      goblins: [{ skills: done }, { skills: [...SKILL_NAMES].reverse() }],
    });
    if (!s.ok) throw new Error(s.error.en);
    expect(pissSquig.view(s.value, null).goblins[0]!.skills).toEqual([
      'squigador',
      'decalottage',
      'bond',
      'nerfsDacier',
      'roccosTool',
    ]);
    expect(pissSquig.view(s.value, null).goblins[1]!.skills).toEqual([...SKILL_NAMES]);
    expect([...IMPLEMENTED_SKILLS].sort()).toEqual([...SKILL_NAMES].sort());
  });

  it('the state hash covers skills', () => {
    const a = Table.of({ goblins: [{ at: [2, 2] }, { at: [6, 5] }] });
    const b = Table.of({ goblins: [{ at: [2, 2] }, { at: [6, 5], skills: ['squigador'] }] });
    expect(pissSquig.hash(a.s)).not.toBe(pissSquig.hash(b.s));
    expect(pissSquig.hash(pissSquig.clone(b.s))).toBe(pissSquig.hash(b.s));
  });

  it('an unknown skill name is refused with the allowed names in French and English', () => {
    const r = parseOptions({ players: 2, goblins: [{ skills: ['esquive'] }, { skills: [] }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('options.goblins.0.skills');
    expect(r.error.message).toContain('« esquive »');
    expect(r.error.message).toContain('squigador (Squigador)');
    expect(r.error.en).toContain('"esquive"');
    expect(r.error.en).toContain('squigador (Squigador)');
  });

  // The career rule on advances (no skill twice) is cited by the refusal; it stays out of scope as a rule test.
  it('a goblin cannot have the same skill twice; one entry per seat', () => {
    const r = parseOptions({ players: 2, goblins: [{ skills: [] }, { skills: ['squigador', 'squigador'] }] });
    expect(r.ok ? null : r.error).toMatchObject({
      code: 'options.goblins.1.skills',
      en: 'The goblin of seat 1 cannot have the same skill or trait twice: ["squigador","squigador"].',
    });
    const n = parseOptions({ players: 3, goblins: [{ skills: [] }, { skills: [] }] });
    expect(n.ok ? null : n.error.code).toBe('options.goblins');
  });
});

describe('PS-SK-9 Squigador', () => {
  it('PS-SK-9 PS-GNAK-1 Squigador: +1 to his GNAK roll, in the request and the roll; a 3 saves him', () => {
    const t = bite({ skills: ['squigador'] });
    expect(t.pending()).toEqual({
      kind: 'chance',
      request: {
        rule: 'PS-GNAK-1',
        dice: '1d6',
        roller: 1,
        target: 4,
        modifier: 1,
        label: 'ps.roll.gnak',
        params: { goblin: 1, skills: 'PS-SK-9' },
        reroll: false,
      },
    });
    t.roll(3);
    expect(t.rolls()[1]).toEqual({
      type: 'roll',
      rule: 'PS-GNAK-1',
      player: 1,
      dice: '1d6',
      faces: [3],
      target: 4,
      modifier: 1,
      total: 4,
      success: true,
      reroll: false,
      goblin: 1,
      skills: ['PS-SK-9'],
    });
    expect(t.status(1)).toBe('standing');
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
  });

  it('PS-SK-9 Squigador: a 2 still fails (total 3): emasculated', () => {
    const t = bite({ skills: ['squigador'] });
    t.roll(2);
    expect(t.rolls()[1]).toMatchObject({ faces: [2], modifier: 1, total: 3, success: false });
    expect(t.status(1)).toBe('emasculated');
    expect(t.squig()).toEqual([6, 5]);
  });
});

/** Goblin 0 (seat 0, to act) pisses from `at` on the Squig at (6,6); others as given. */
const pisser = (
  at: [number, number],
  skills: GoblinSpec['skills'],
  others: GoblinSpec[] = [{ at: [12, 12] }],
) => {
  const t = Table.of({ goblins: [{ at, skills }, ...others], squig: [6, 6] });
  t.act(0, { type: 'piss' });
  return t;
};

/** The ROLL-PISS request of goblin 0. */
const pissRequest = (modifier: number, skills: string) => ({
  kind: 'chance',
  request: {
    rule: 'PS-PISS-2',
    dice: '1d6',
    roller: 0,
    target: 4,
    modifier,
    label: 'ps.roll.piss',
    params: { goblin: 0, skills },
    reroll: false,
  },
});

describe('PS-SK-10 Décalottage', () => {
  it('PS-SK-10 PS-PISS-2 Décalottage: +1 to his piss roll; a 3 from courte range takes a Point', () => {
    const t = pisser([8, 6], ['decalottage']);
    expect(t.pending()).toEqual(pissRequest(1, 'PS-SK-10'));
    t.roll(3);
    expect(t.rolls()).toEqual([
      {
        type: 'roll',
        rule: 'PS-PISS-2',
        player: 0,
        dice: '1d6',
        faces: [3],
        target: 4,
        modifier: 1,
        total: 4,
        success: true,
        reroll: false,
        goblin: 0,
        result: 'hit',
        skills: ['PS-SK-10'],
      },
    ]);
    expect(t.s.goblins[0]!.point).toBe(true);
    expect(t.s.hits).toBe(1);
  });

  it('PS-SK-10 PS-PISS-3 Décalottage: a natural 1 is still a self-piss', () => {
    const t = pisser([7, 6], ['decalottage']);
    t.roll(1);
    expect(t.rolls()[0]).toMatchObject({
      faces: [1],
      modifier: 2,
      total: 3,
      success: false,
      result: 'selfPiss',
    });
    expect(t.s.goblins[0]!.pissMarkers).toBe(1);
  });
});

describe("PS-SK-13 Nerfs d'acier", () => {
  it("PS-SK-13 PS-PISS-2 Nerfs d'acier: two standing opponents adjacent give no −2; the rule is named", () => {
    const t = pisser([8, 6], ['nerfsDacier'], [{ at: [9, 6] }, { at: [9, 7] }]);
    expect(t.pending()).toEqual(pissRequest(0, 'PS-SK-13'));
    t.roll(4);
    expect(t.rolls()[0]).toMatchObject({
      faces: [4],
      modifier: 0,
      total: 4,
      success: true,
      result: 'hit',
      skills: ['PS-SK-13'],
    });
    expect(t.s.goblins[0]!.point).toBe(true);
  });

  it("PS-SK-13 Nerfs d'acier with no opponent adjacent changes nothing and is not named; the range still counts", () => {
    const t = pisser([9, 6], ['nerfsDacier']);
    expect(t.pending()).toMatchObject({ request: { modifier: -1, params: { goblin: 0 } } });
    t.roll(4);
    expect(t.rolls()[0]).toMatchObject({ modifier: -1, total: 3, result: 'miss' });
    expect(t.rolls()[0]).not.toHaveProperty('skills');
  });

  it("PS-SK-13 PS-SK-10 Nerfs d'acier and Décalottage together: +1, no TZ modifier, both named", () => {
    const t = pisser([8, 6], ['decalottage', 'nerfsDacier'], [{ at: [9, 6] }]);
    expect(t.pending()).toEqual(pissRequest(1, 'PS-SK-13 PS-SK-10'));
  });
});

describe("PS-SK-14 Rocco's Tool", () => {
  it.each([
    { at: [9, 6], range: 'longue', countsAs: 'courte', mod: 0 },
    { at: [8, 6], range: 'courte', countsAs: 'eclair', mod: 1 },
  ] as const)(
    "PS-SK-14 PS-PISS-1 Rocco's Tool: a $range piss counts as $countsAs (modifier $mod)",
    ({ at, range, countsAs, mod }) => {
      const t = pisser([at[0], at[1]], ['roccosTool']);
      expect(t.ofType('pissDeclared')).toEqual([
        {
          type: 'pissDeclared',
          rule: 'PS-PISS-1',
          goblin: 0,
          range,
          distance: at[0] - 6,
          countsAs,
          skills: ['PS-SK-14'],
        },
      ]);
      expect(t.pending()).toEqual(pissRequest(mod, 'PS-SK-14'));
      t.roll(4 - mod);
      expect(t.rolls()[0]).toMatchObject({ modifier: mod, total: 4, result: 'hit', skills: ['PS-SK-14'] });
    },
  );

  it("PS-SK-14 Rocco's Tool: éclair stays éclair (+1), nothing named", () => {
    const t = pisser([7, 6], ['roccosTool']);
    expect(t.ofType('pissDeclared')[0]).toEqual({
      type: 'pissDeclared',
      rule: 'PS-PISS-1',
      goblin: 0,
      range: 'eclair',
      distance: 1,
    });
    expect(t.pending()).toMatchObject({ request: { modifier: 1, params: { goblin: 0 } } });
  });

  it("PS-SK-14 PS-GNAK-1 Rocco's Tool: −1 to his GNAK roll; a 4 is not enough", () => {
    const t = bite({ skills: ['roccosTool'] });
    expect(t.pending()).toMatchObject({
      request: { rule: 'PS-GNAK-1', target: 4, modifier: -1, params: { goblin: 1, skills: 'PS-SK-14' } },
    });
    t.roll(4);
    expect(t.rolls()[1]).toMatchObject({
      faces: [4],
      modifier: -1,
      total: 3,
      success: false,
      skills: ['PS-SK-14'],
    });
    expect(t.status(1)).toBe('emasculated');
  });

  it("PS-SK-14 PS-SK-9 Rocco's Tool and Squigador cancel out on the GNAK roll; both are named", () => {
    const t = bite({ skills: ['squigador', 'roccosTool'] });
    t.roll(4);
    expect(t.rolls()[1]).toMatchObject({
      modifier: 0,
      total: 4,
      success: true,
      skills: ['PS-SK-9', 'PS-SK-14'],
    });
  });
});

describe('PS-SK-11 Bond', () => {
  it('PS-SK-11 PS-DOWN-5 Bond: standing up costs 0 MP, no roll; 6 steps remain, then the Move ends', () => {
    const t = Table.of({
      goblins: [{ at: [3, 3], status: 'prone', skills: ['bond'] }, { at: [10, 10] }],
      squig: [9, 2],
    });
    t.act(0, { type: 'move' });
    expect(t.ofType('stoodUp')).toEqual([
      { type: 'stoodUp', rule: 'PS-DOWN-5', goblin: 0, mp: 6, skills: ['PS-SK-11'] },
    ]);
    expect(t.status(0)).toBe('standing');
    expect(t.s.mp).toBe(6);
    expect(new Set(t.legal(0).map((a) => a.type))).toEqual(new Set(['step', 'end']));
    for (let y = 4; y <= 9; y++) t.act(0, { type: 'step', x: 3, y });
    expect(t.ofType('moveEnded')).toEqual([{ type: 'moveEnded', rule: 'PS-MOVE-1', goblin: 0, mp: 0 }]);
    expect(t.at(0)).toEqual([3, 9]);
    expect(t.rolls()).toEqual([]);
    expect(t.s.side).toBe(1);
  });

  it('PS-SK-11 Bond on a standing goblin changes nothing: 6 MP, no stand-up event', () => {
    const t = Table.of({ goblins: [{ at: [3, 3], skills: ['bond'] }, { at: [10, 10] }], squig: [9, 2] });
    t.act(0, { type: 'move' });
    expect(t.ofType('stoodUp')).toEqual([]);
    expect(t.s.mp).toBe(6);
  });
});

describe('PS-SK-6 Tacle', () => {
  // Goblin 0 at (3,3) next to goblin 1 at (4,4), who may have Tacle; the Squig far away.
  const dodging = (skills: GoblinSpec['skills']) => {
    const t = Table.of({ goblins: [{ at: [3, 3] }, { at: [4, 4], skills }], squig: [9, 9] });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 2, y: 2 });
    return t;
  };

  it('PS-SK-6 PS-DODGE-5 PS-R-48 a failed dodge out of a Tacle goblin’s TZ cannot use Esquive: tackled at once', () => {
    const t = dodging(['tacle']);
    expect(t.pending()).toEqual({
      kind: 'chance',
      request: {
        rule: 'PS-DODGE-1',
        dice: '1d6',
        roller: 0,
        target: 3,
        modifier: 0,
        label: 'ps.roll.dodge',
        params: { goblin: 0, skills: 'PS-DODGE-5 PS-SK-6' },
        reroll: false,
      },
    });
    t.roll(2);
    expect(t.ofType('esquiveCancelled')).toEqual([
      { type: 'esquiveCancelled', rule: 'PS-DODGE-5', goblin: 0, tackler: 1, skills: ['PS-SK-6'] },
    ]);
    expect(t.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'PS-DODGE-2', goblin: 0, at: sq(2, 2) },
    ]);
    expect(t.status(0)).toBe('prone');
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-DOWN-1', roller: 1 } });
  });

  it('PS-DODGE-5 without Tacle the same failed dodge offers Esquive', () => {
    const t = dodging([]);
    expect(t.pending()).toMatchObject({ request: { params: { goblin: 0 } } });
    t.roll(2);
    expect(t.ofType('esquiveCancelled')).toEqual([]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
  });

  it('PS-DODGE-5 a prone Tacle goblin has no TZ: Esquive stays available', () => {
    const t = Table.of({
      goblins: [{ at: [3, 3] }, { at: [4, 4], skills: ['tacle'], status: 'prone' }, { at: [2, 4] }],
      squig: [9, 9],
    });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 3, y: 2 });
    t.roll(1);
    expect(t.ofType('esquiveCancelled')).toEqual([]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
  });

  it('PS-SK-6 PS-BLOCK-2 PS-R-48 block result 5 by a Tacle blocker: pushed and knocked down', () => {
    const t = Table.of({ goblins: [{ at: [3, 3], skills: ['tacle'] }, { at: [4, 3] }], squig: [9, 9] });
    t.act(0, { type: 'block', target: 1 });
    t.roll(5);
    t.act(0, { type: 'push', x: 5, y: 4 });
    t.act(0, { type: 'stay' });
    expect(t.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'PS-SK-6', goblin: 1, at: sq(5, 4) },
    ]);
    expect(t.status(1)).toBe('prone');
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-DOWN-1', roller: 0 } });
  });

  it('PS-SK-6 a Tacle defender changes nothing on result 5: pushed only', () => {
    const t = Table.of({ goblins: [{ at: [3, 3] }, { at: [4, 3], skills: ['tacle'] }], squig: [9, 9] });
    t.act(0, { type: 'block', target: 1 });
    t.roll(5);
    t.act(0, { type: 'push', x: 5, y: 4 });
    t.act(0, { type: 'stay' });
    expect(t.ofType('knockedDown')).toEqual([]);
    expect(t.status(1)).toBe('standing');
  });
});

describe('PS-SK-3 Prostate dilatée', () => {
  it('PS-SK-3 PS-R-22 a missed piss may be rerolled before its consequences (D-REROLL); the new result is final', () => {
    const t = pisser([8, 6], ['prostateDilatee']);
    t.roll(2);
    expect(t.rolls()[0]).toMatchObject({
      rule: 'PS-PISS-2',
      faces: [2],
      total: 2,
      result: 'miss',
      reroll: false,
    });
    // no scatter yet: the side decides
    expect(t.ofType('missed')).toEqual([]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.legal(0)).toEqual([{ type: 'reroll' }, { type: 'noReroll' }]);
    t.act(0, { type: 'reroll' });
    expect(t.ofType('pissRerollUsed')).toEqual([{ type: 'pissRerollUsed', rule: 'PS-SK-3', goblin: 0 }]);
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-PISS-2', modifier: 0, reroll: true },
    });
    t.roll(3);
    expect(t.rolls()[1]).toMatchObject({ faces: [3], total: 3, result: 'miss', reroll: true });
    // PS-SK-15: a rerolled roll is final: scatter now
    expect(t.ofType('missed')).toEqual([{ type: 'missed', rule: 'PS-PISS-5', goblin: 0 }]);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-SCATTER-1' } });
  });

  it('PS-SK-3 a rerolled self-piss can take a Point', () => {
    const t = pisser([8, 6], ['prostateDilatee']);
    t.roll(1);
    t.act(0, { type: 'reroll' });
    t.roll(5);
    expect(t.ofType('selfPiss')).toEqual([]);
    expect(t.s.goblins[0]!.pissMarkers).toBe(0);
    expect(t.s.goblins[0]!.point).toBe(true);
    expect(t.s.hits).toBe(1);
    expect(t.s.side).toBe(1);
  });

  it('PS-SK-3 PS-SK-15 declining keeps the failed result: a natural 1 is a self-piss', () => {
    const t = pisser([8, 6], ['prostateDilatee']);
    t.roll(1);
    t.act(0, { type: 'noReroll' });
    expect(t.ofType('rerollDeclined')).toEqual([{ type: 'rerollDeclined', rule: 'PS-SK-15', goblin: 0 }]);
    expect(t.ofType('selfPiss')).toEqual([
      { type: 'selfPiss', rule: 'PS-PISS-3', goblin: 0, pissMarkers: 1 },
    ]);
    expect(t.s.side).toBe(1);
  });

  it('PS-SK-3 declining a miss scatters; a success is never offered a reroll', () => {
    const t = pisser([8, 6], ['prostateDilatee']);
    t.roll(3);
    t.act(0, { type: 'noReroll' });
    expect(t.ofType('missed')).toEqual([{ type: 'missed', rule: 'PS-PISS-5', goblin: 0 }]);
    const u = pisser([8, 6], ['prostateDilatee']);
    u.roll(4);
    expect(u.s.goblins[0]!.point).toBe(true);
    expect(u.s.side).toBe(1);
  });

  it('PS-SK-3 without Prostate dilatée a miss scatters at once', () => {
    const t = pisser([8, 6], []);
    t.roll(3);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-SCATTER-1' } });
  });
});
