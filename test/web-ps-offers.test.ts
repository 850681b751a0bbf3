/**
 * The Piss' Squig table's offers (web/src/psOffers.ts) from real views and legal lists: squares, clickable
 * goblins, buttons with their labels and rule IDs, grouped by the goblin who acts; and every phase, status
 * and offered label has its French and English string.
 */
import { describe, expect, it } from 'vitest';
import { Phase } from '../src/games/piss-squig/state.ts';
import { Table } from '../src/games/piss-squig/testing.ts';
import { phaseName, STATUS_NAMES, type PSView } from '../src/games/piss-squig/view.ts';
import { pissSquig } from '../src/games/piss-squig/index.ts';
import {
  blockChances,
  dieNeeded,
  goblinName,
  goblinTag,
  offersOf,
  percent,
  previewLong,
  previewShort,
  successChance,
  type AnyPSAction,
  type Offers,
} from '../web/src/psOffers.ts';

// The web strings, loaded by path so that the Node typecheck does not take in the browser-only i18n module.
const I18N = '../web/src/i18n.ts';
const { fr, en } = (await import(I18N)) as { fr: Strings; en: Strings };
type Strings = { ps: { status: Record<string, string> } };

function lookup(strings: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], strings);
}

/** Every i18n key the offers use exists in both languages. */
function expectStrings(o: Offers) {
  const keys = [...o.hints.map((h) => h.key), ...o.groups.flatMap((g) => g.offers.map((b) => b.key))];
  for (const k of keys) {
    expect(typeof lookup(fr, k), `fr ${k}`).toBe('string');
    expect(typeof lookup(en, k), `en ${k}`).toBe('string');
  }
}

function viewOf(t: Table): PSView {
  return pissSquig.view(t.s, null);
}

describe('Piss’ Squig table offers', () => {
  it('every phase and goblin state has its French and English name', () => {
    for (const p of Object.values(Phase)) {
      const name = phaseName(p);
      expect(typeof lookup(fr, `ps.phases.${name}`), name).toBe('string');
      expect(typeof lookup(en, `ps.phases.${name}`), name).toBe('string');
    }
    for (const st of Object.values(STATUS_NAMES)) {
      expect(typeof lookup(fr, `ps.status.${st}`), st).toBe('string');
      expect(typeof lookup(en, `ps.status.${st}`), st).toBe('string');
    }
    expect(fr.ps.status.reserve).toBe('en réserve');
    expect(en.ps.status.reserve).toBe('in reserve');
  });

  it('four-player perPlayer: the buttons are grouped by the goblin who acts, blocks name both goblins', () => {
    // Seat 0 (Joueur 1): goblins 0 (1·1) and 1 (1·2), both next to seat 1's goblin 2 (2·1).
    const t = Table.of({
      options: { mode: 'four', fourPlayerTurns: 'perPlayer' },
      goblins: [
        { at: [5, 5] },
        { at: [7, 5] },
        { at: [6, 5] },
        { at: [0, 6] },
        { at: [12, 6] },
        { at: [6, 12] },
        { at: [2, 12] },
        { at: [10, 0] },
      ],
      squig: [4, 7],
    });
    const view = viewOf(t);
    expect(goblinTag(view, 1)).toBe('1·2');
    expect(goblinName(view, 3, 'fr')).toBe('Gobelin 2·2');
    const legal = t.legal(0) as AnyPSAction[];
    const o = offersOf(view, legal, 'fr');
    const byGoblin = o.groups.filter((g) => g.goblin !== null).map((g) => g.goblin);
    expect(byGoblin).toEqual([0, 1]);
    const g0 = o.groups.find((g) => g.goblin === 0)!;
    expect(g0.offers.map((b) => b.action.type)).toEqual(expect.arrayContaining(['move', 'piss', 'block']));
    expect(g0.offers.find((b) => b.action.type === 'block')!.params).toEqual({ g: 'Gobelin 2·1' });
    // Goblin 2 can be blocked by either goblin of seat 0: not clickable, buttons only.
    expect(o.blockTargets.has(2)).toBe(false);
    // Pass and Concede name no goblin and come last.
    expect(o.groups.at(-1)!.goblin).toBeNull();
    expect(o.groups.at(-1)!.offers.find((b) => b.action.type === 'concede')!.rule).toBe('PS-END-5');
    expectStrings(o);
  });

  it('doubles: figure tags and the partner in the reserve', () => {
    const t = Table.of({
      options: { mode: 'doubles' },
      goblins: [
        { at: [3, 3] },
        { at: null, status: 'reserve' },
        { at: [9, 9] },
        { at: null, status: 'reserve' },
      ],
    });
    const view = viewOf(t);
    expect(view.goblins.map((g) => goblinTag(view, g.id))).toEqual(['1·1', '1·2', '2·1', '2·2']);
    expect(view.goblins[1]!.status).toBe('reserve');
    const o = offersOf(view, t.legal(view.side) as AnyPSAction[], 'en');
    expect(o.groups.every((g) => g.goblin === null)).toBe(true);
    expectStrings(o);
  });

  it('skills: Lucidité and Saut squares, rerolls by phase, Pro, Gros vicieux targets, reactions', () => {
    const t = Table.of({ goblins: [{ at: [3, 3] }, { at: [5, 3] }, { at: [9, 9] }] });
    const base = viewOf(t);
    const legal: AnyPSAction[] = [
      { type: 'step', x: 4, y: 4, gfi: true },
      { type: 'jump', x: 3, y: 5 },
      { type: 'end' },
    ];
    const step = offersOf({ ...base, phase: 'step' }, legal, 'fr');
    expect(step.squares.map((s) => s.kind)).toEqual(['gfi', 'jump']);
    expect(step.hints).toEqual([
      { key: 'ps.hint.gfi', rule: 'PS-SK-1' },
      { key: 'ps.hint.jump', rule: 'PS-SK-5' },
    ]);

    const rerolls: AnyPSAction[] = [{ type: 'reroll' }, { type: 'pro' }, { type: 'noReroll' }];
    const dodge = offersOf({ ...base, phase: 'dodgeReroll' }, rerolls, 'fr').groups[0]!.offers;
    expect(dodge.map((b) => [b.key, b.rule])).toEqual([
      ['ps.act.rerollDodge', 'PS-DODGE-3'],
      ['ps.act.pro', 'PS-SK-4'],
      ['ps.act.noReroll', 'PS-SK-15'],
    ]);
    const piss = offersOf({ ...base, phase: 'pissReroll' }, rerolls, 'fr').groups[0]!.offers;
    expect([piss[0]!.key, piss[0]!.rule]).toEqual(['ps.act.rerollPiss', 'PS-SK-3']);

    // Gros vicieux: goblin 2 is a piss target only (clickable); goblin 1 also a block target (button only).
    const action: AnyPSAction[] = [
      { type: 'move' },
      { type: 'piss' },
      { type: 'piss', target: 1 },
      { type: 'piss', target: 2 },
      { type: 'block', target: 1 },
    ];
    const a = offersOf(base, action, 'fr');
    expect([...a.blockTargets.keys()]).toEqual([1]);
    expect([...a.pissTargets.keys()]).toEqual([2]);
    const labels = a.groups[0]!.offers.map((b) => [b.key, b.params.g ?? null, b.rule ?? null]);
    expect(labels).toEqual([
      ['ps.act.move', null, null],
      ['ps.act.piss', null, null],
      ['ps.act.pissGoblin', 'Gobelin 2', 'PS-SK-12'],
      ['ps.act.pissGoblin', 'Gobelin 3', 'PS-SK-12'],
    ]);
    expect(a.hints.map((h) => h.key)).toEqual(['ps.hint.block', 'ps.hint.pissTarget']);

    // A reaction of a side not acting: the reacting goblin is named and highlighted.
    const dive = offersOf(
      { ...base, phase: 'dive' as PSView['phase'], reacting: 2 },
      [{ type: 'dive' }, { type: 'decline' }],
      'en',
    );
    expect(dive.reacting).toBe(2);
    expect(dive.groups[0]!.offers.map((b) => [b.key, b.params.g, b.rule ?? null])).toEqual([
      ['ps.act.dive', 'Goblin 3', 'PS-SK-7'],
      ['ps.act.decline', 'Goblin 3', null],
    ]);
    expect(dive.hints.map((h) => h.key)).toContain('ps.hint.reacting');
    for (const o of [step, a, dive]) expectStrings(o);
  });

  it('careers: care shows the cost and the gold, advances name the skill or trait', () => {
    const t = Table.of({ goblins: [{ at: [3, 3] }, { at: [9, 9] }] });
    const base = viewOf(t);
    const line = {
      id: 'c1',
      name: 'Zob',
      side: 1,
      xpBefore: 4,
      xpGained: 3,
      xp: 7,
      levelBefore: 0,
      level: 1,
      goldBefore: 5000,
      goldGained: 10000,
      careCost: 0,
      gold: 15000,
      injury: { roll: 4, result: 'sutures' as const },
      skillsGained: [],
      skills: [],
      status: 'active' as const,
      awards: { preums: 0, plusJamais: 2, justeFaisLe: 1, jeTaurai: 0 },
    };
    const other = { ...line, id: 'c0', name: 'Bite', side: 0, injury: null };
    const view: PSView = {
      ...base,
      phase: 'care',
      pending: { kind: 'decision', player: 1 },
      careers: [other, line],
      postMatchGoblin: 1,
    };
    const care = offersOf(view, [{ type: 'care' }, { type: 'retire' }], 'en');
    expect(care.reacting).toBe(1);
    const [pay, retire] = care.groups[0]!.offers;
    expect(pay!.params).toEqual({ g: 'Goblin 2', cost: '10,000 PO', gold: '15,000 PO' });
    expect([pay!.rule, retire!.key]).toEqual(['PS-CAMP-7', 'ps.act.retire']);

    const adv = offersOf(
      { ...view, phase: 'advanceChoice', careers: [other, { ...line, injury: null }] },
      [
        { type: 'advance', skill: 'tacle' },
        { type: 'advance', skill: 'bond' },
      ],
      'fr',
    );
    expect(adv.reacting).toBe(1);
    expect(adv.groups[0]!.offers.map((b) => [b.key, b.params.skill])).toEqual([
      ['ps.act.advanceSkill', 'Tacle'],
      ['ps.act.advanceTrait', 'Bond'],
    ]);
    for (const o of [care, adv]) expectStrings(o);
  });

  it('from the rules: Lucidité steps are yellow gfi squares, a Tacle plongeant window names the diver', () => {
    const lucid = Table.of({
      goblins: [{ at: [2, 2], skills: ['lucidite'] }, { at: [10, 10] }],
      squig: [6, 6],
    });
    lucid.act(0, { type: 'move' });
    for (let x = 3; x <= 8; x++) lucid.act(0, { type: 'step', x, y: 2 });
    const steps = offersOf(viewOf(lucid), lucid.legal(0), 'fr');
    expect(steps.squares.length).toBeGreaterThan(0);
    expect(steps.squares.every((q) => q.kind === 'gfi')).toBe(true);
    expect(steps.hints[0]).toEqual({ key: 'ps.hint.gfi', rule: 'PS-SK-1' });

    const leap = Table.of({ goblins: [{ at: [4, 4], skills: ['saut'] }, { at: [5, 4] }], squig: [6, 6] });
    leap.act(0, { type: 'move' });
    const jumps = offersOf(viewOf(leap), leap.legal(0), 'fr').squares.filter((q) => q.kind === 'jump');
    expect(jumps.map((q) => [q.x, q.y])).toContainEqual([6, 4]);

    const dive = Table.of({
      goblins: [{ at: [4, 4] }, { at: [5, 4], skills: ['taclePlongeant'] }, { at: [10, 10] }],
      squig: [9, 9],
    });
    dive.act(0, { type: 'move' });
    dive.act(0, { type: 'step', x: 3, y: 3 });
    dive.roll(4);
    const v = viewOf(dive);
    expect(v.reacting).toBe(1);
    const o = offersOf(v, dive.legal(1), 'fr');
    expect(o.reacting).toBe(1);
    expect(o.groups[0]!.offers.map((b) => [b.action.type, b.params.g])).toEqual([
      ['dive', 'Gobelin 2'],
      ['decline', 'Gobelin 2'],
    ]);
    for (const x of [steps, o]) expectStrings(x);
  });
});

describe('previews on the table (issue 9)', () => {
  /** The French or English string of `key` with `{{name}}` parameters filled in. */
  const tr =
    (strings: unknown) =>
    (key: string, params: Record<string, string | number> = {}): string => {
      const s = lookup(strings, key);
      expect(typeof s, key).toBe('string');
      return (s as string).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]));
    };

  it('a dodge square carries its preview; its short text and tooltip read in both languages', () => {
    const t = Table.of({ goblins: [{ at: [3, 3] }, { at: [4, 4] }], squig: [9, 9] });
    t.act(0, { type: 'move' });
    const legal = t.legal(0) as AnyPSAction[];
    const previews = pissSquig.previews!(t.s, 0, legal as never);
    const o = offersOf(viewOf(t), legal, 'fr', previews);
    const sq = o.squares.find((s) => s.x === 2 && s.y === 2)!;
    expect(sq.preview).toEqual([
      {
        rule: 'PS-DODGE-1',
        dice: '1d6',
        roller: 0,
        target: 3,
        modifier: 0,
        success: '2/3',
        withReroll: '8/9',
      },
    ]);
    expect(successChance(sq.preview!)).toEqual({ p: 2 / 3, rerolled: 8 / 9 });
    expect(previewShort(sq.preview!, 'fr', tr(fr))).toBe('3+ · 67\u00a0% (89\u00a0% avec relance)');
    expect(previewShort(sq.preview!, 'en', tr(en))).toBe('3+ · 67% (89% with a reroll)');
    expect(previewLong(sq.preview!, 'en', tr(en))).toBe(
      'Roll PS-DODGE-1 (1D6) — 3+, modifier 0 — success 67% (2/3) — with a reroll 89% (8/9)',
    );
    expect(tr(fr)('ps.hint.odds')).toContain('↻');
    expect(tr(en)('ps.hint.odds')).toContain('↻');
  });

  it('a block target and a piss button carry theirs: target down 1/3, you down 1/3; piss 4+ 1/2', () => {
    const t = Table.of({ goblins: [{ at: [5, 6] }, { at: [6, 6] }], squig: [7, 6] });
    const legal = t.legal(0) as AnyPSAction[];
    const o = offersOf(viewOf(t), legal, 'en', pissSquig.previews!(t.s, 0, legal as never));
    const block = o.targetPreviews.get(1)!;
    expect(blockChances(block[0]!, false)).toEqual({ down: 1 / 3, self: 1 / 3 });
    expect(blockChances(block[0]!, true)).toEqual({ down: 1 / 2, self: 1 / 3 });
    expect(previewShort(block, 'en', tr(en))).toBe('target down 33% · you down 33%');
    expect(previewLong(block, 'fr', tr(fr))).toContain('défenseur au sol 1/6');
    const piss = o.groups.flatMap((g) => g.offers).find((b) => b.action.type === 'piss')!;
    expect(piss.preview![0]!.rule).toBe('PS-PISS-2');
    expect(previewShort(piss.preview!, 'fr', tr(fr))).toMatch(/^\d\+ · \d+\u00a0%$/);
    // no previews from the server (an older one): nothing is shown, nothing breaks
    expect(offersOf(viewOf(t), legal, 'en').squares.every((s) => s.preview === null)).toBe(true);
  });

  it('a failure kept: the armour roll the opponent makes reads as its results, not as his success', () => {
    const t = Table.of({ goblins: [{ at: [3, 3], skills: ['pro'] }, { at: [4, 4] }], squig: [9, 9] });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 2, y: 2 });
    pissSquig.applyChance(t.s, [1]);
    const legal = t.legal(0) as AnyPSAction[];
    const o = offersOf(viewOf(t), legal, 'fr', pissSquig.previews!(t.s, 0, legal as never));
    const b = (type: string) => o.groups.flatMap((g) => g.offers).find((x) => x.action.type === type)!;
    expect(previewShort(b('noReroll').preview!, 'fr', tr(fr), false, 0)).toBe(
      'sur le dos 58\u00a0% · sur le ventre (sonné) 42\u00a0%',
    );
    // Pro: ROLL-PRO 4+, then the dodge again at 3+: 1/2 × 2/3
    expect(previewShort(b('pro').preview!, 'en', tr(en), false, 0)).toBe('3+ · 33%');
  });

  it('a dodge a Tacle plongeant may follow: the table headlines the diver’s worst answer, the tooltip both', () => {
    const t = Table.of({
      goblins: [{ at: [4, 4] }, { at: [5, 4], skills: ['taclePlongeant'] }, { at: [10, 10] }],
      squig: [9, 9],
    });
    t.act(0, { type: 'move' });
    const legal = t.legal(0) as AnyPSAction[];
    const o = offersOf(viewOf(t), legal, 'en', pissSquig.previews!(t.s, 0, legal as never));
    const rolls = o.squares.find((q) => q.x === 3 && q.y === 3)!.preview!;
    expect(successChance(rolls)).toEqual({ p: 1 / 3, rerolled: 5 / 9 });
    expect(previewShort(rolls, 'en', tr(en), false, 0)).toBe('5+ · 33% (56% with a reroll)');
    const long = previewLong(rolls, 'fr', tr(fr));
    expect(long).toContain('Si le siège 1 plonge');
    expect(long).toContain('S’il laisse passer');
  });

  it('the die to roll is read from the exact chance: a natural 1 that always fails shows 2+, not 1+', () => {
    const piss = { rule: 'PS-PISS-2', dice: '1d6', roller: 0, target: 4 };
    expect(dieNeeded({ ...piss, modifier: 3, success: '5/6' })).toBe('2+');
    expect(dieNeeded({ ...piss, modifier: -1, success: '1/3' })).toBe('5+');
    expect(dieNeeded({ ...piss, modifier: -4, success: '0' })).toBe('—');
    expect(dieNeeded({ rule: 'PS-BLOCK-2', dice: '1d6', roller: 0 })).toBeNull();
  });

  it('every odds string exists in French and English', () => {
    const keys = (o: unknown, at = ''): string[] =>
      typeof o === 'string'
        ? [at]
        : Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => keys(v, at ? `${at}.${k}` : k));
    const frKeys = keys(lookup(fr, 'ps.odds'));
    expect(frKeys.length).toBeGreaterThan(10);
    expect(keys(lookup(en, 'ps.odds'))).toEqual(frKeys);
  });

  it('percentages never round a possible roll to 0 % or a failing one to 100 %', () => {
    expect(percent(1 / 1296, 'en')).toBe('1%');
    expect(percent(1295 / 1296, 'en')).toBe('99%');
    expect(percent(1, 'fr')).toBe('100\u00a0%');
  });
});
