import { describe, expect, it } from 'vitest';
import { careerReport, INJURIES, levelOf, LEVELS } from '../career.ts';
import { describe as describeEvent } from '../i18n.ts';
import { pissSquig } from '../index.ts';
import { parseOptions, type PSOptions } from '../options.ts';
import { careerOptions, recruit } from '../season.ts';
import { Table, type GoblinSpec } from '../testing.ts';

/** A goblin of a career position: his place in the pit, his career before the match, his match so far. */
interface CareerGoblin extends GoblinSpec {
  xp?: number;
  gold?: number;
  pisses?: number;
  validated?: number;
  gnaks?: number;
}

/**
 * A career match in its last round (5 of 5); `side` plays (default: the last side, so that its pass ends
 * the match). Goblin j has career id `g${j}` and name `Gob${j}`.
 */
function career(
  goblins: CareerGoblin[],
  extra: { options?: Partial<PSOptions>; gnak?: number[]; side?: number; squig?: [number, number] } = {},
): Table {
  const t = Table.of({
    options: {
      campaign: 'ligue',
      maxRounds: 5,
      goblins: goblins.map((g, j) => ({
        skills: g.skills ?? [],
        name: `Gob${j}`,
        career: { id: `g${j}`, xp: g.xp ?? 0, gold: g.gold ?? 0 },
      })),
      ...extra.options,
    },
    goblins,
    side: extra.side ?? goblins.length - 1,
    round: 5,
    ...(extra.gnak ? { gnak: extra.gnak } : {}),
    ...(extra.squig ? { squig: extra.squig } : {}),
  });
  goblins.forEach((g, j) => {
    const x = t.s.goblins[j]!;
    x.pisses = g.pisses ?? 0;
    x.validated = g.validated ?? 0;
    x.gnaks = g.gnaks ?? 0;
  });
  return t;
}

/** The side to play passes: the last turn of the last round, the match is decided. */
const end = (t: Table) => t.act(t.s.side, { type: 'pass' });
const types = (t: Table, from = 0) => t.events.slice(from).map((e) => e.type);
const report = (t: Table, j: number) => careerReport(t.s)![j]!;
const bitten: CareerGoblin = { at: null, status: 'emasculated' };

describe('careers: levels and tables', () => {
  it('PS-CAMP-3 levels by total XP (table 5.3): thresholds 6, 16, 31, 51', () => {
    const cases = [0, 5, 6, 15, 16, 30, 31, 50, 51, 400].map((xp) => levelOf(xp));
    expect(cases).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect(LEVELS.map((l) => l.fr)).toEqual([
      'Touche-pipi',
      'Tripoteur expérimenté',
      'Vétéran de la prostate',
      'Star du X',
      'Légende Urologique',
    ]);
    expect(INJURIES.map((i) => [i.result, i.care])).toEqual([
      ['dead', 0],
      ['zigounette', 30000],
      ['coucougnettes', 20000],
      ['sutures', 10000],
      ['sutures', 10000],
      ['benign', 0],
    ]);
  });
});

describe('careers: the post-match sequence', () => {
  it('PS-CAMP-9 PS-CAMP-1 winners → XP → gold → injury and care → advances, every roll requested, outcome unchanged', () => {
    // Goblin 0: 2 validated points and a Gnak of his own (score 3, wins). Goblin 1: bitten after a piss.
    const t = career(
      [
        { at: [2, 2], pisses: 2, validated: 2, gnaks: 1 },
        { ...bitten, pisses: 1, xp: 4, gold: 5000 },
      ],
      { gnak: [1, 0], side: 0 },
    );
    t.act(0, { type: 'pass' });
    const from = t.events.length;
    end(t);
    const outcome = { scores: [3, 0], ranks: [1, 2], winners: [0] };
    expect(t.s.outcome).toEqual(outcome);
    expect(types(t, from)).toEqual([
      'action',
      'matchOver',
      'postMatch',
      'xpAward',
      'xpAward',
      'xpAward',
      'levelUp',
      'xpAward',
      'levelUp',
      'goldCredited',
      'goldCredited',
    ]);
    expect(t.ofType('xpAward')).toEqual([
      { type: 'xpAward', rule: 'PS-CAMP-1', goblin: 0, award: 'preums', xp: 5, total: 5 },
      { type: 'xpAward', rule: 'PS-CAMP-1', goblin: 0, award: 'justeFaisLe', xp: 2, total: 7 },
      { type: 'xpAward', rule: 'PS-CAMP-1', goblin: 0, award: 'jeTaurai', xp: 1, total: 8 },
      { type: 'xpAward', rule: 'PS-CAMP-1', goblin: 1, award: 'plusJamais', xp: 2, total: 6 },
    ]);
    expect(t.ofType('goldCredited')).toEqual([
      { type: 'goldCredited', rule: 'PS-CAMP-5', goblin: 0, participation: 10000, win: 20000, gold: 30000 },
      { type: 'goldCredited', rule: 'PS-CAMP-5', goblin: 1, participation: 10000, win: 0, gold: 15000 },
    ]);
    // ROLL-INJ for the bitten goblin, rolled by his side.
    expect(t.pending()).toEqual({
      kind: 'chance',
      request: { rule: 'PS-CAMP-6', dice: '1d6', roller: 1, label: 'ps.roll.injury', params: { goblin: 1 } },
    });
    t.roll(4);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
    expect(t.legal(1)).toEqual([{ type: 'care' }, { type: 'retire' }]);
    expect(pissSquig.view(t.s, null).postMatchGoblin).toBe(1); // the view names who decides
    t.act(1, { type: 'care' });
    expect(t.ofType('carePaid')).toEqual([
      { type: 'carePaid', rule: 'PS-CAMP-7', goblin: 1, care: 10000, gold: 5000 },
    ]);
    // ROLL-ADV for goblin 0 (one level gained): no double → a skill.
    expect(t.pending()).toEqual({
      kind: 'chance',
      request: { rule: 'PS-CAMP-4', dice: '2d6', roller: 0, label: 'ps.roll.advance', params: { goblin: 0 } },
    });
    t.roll(3, 5);
    expect(t.legal(0)).toEqual(
      [
        'lucidite',
        'poursuite',
        'prostateDilatee',
        'pro',
        'saut',
        'tacle',
        'taclePlongeant',
        'pisseRapide',
        'squigador',
        'decalottage',
      ].map((skill) => ({ type: 'advance', skill })),
    );
    t.act(0, { type: 'advance', skill: 'squigador' });
    // Goblin 1 levelled too: a double → a trait.
    t.roll(2, 2);
    expect(t.legal(1)).toEqual(
      ['bond', 'grosVicieux', 'nerfsDacier', 'roccosTool'].map((skill) => ({ type: 'advance', skill })),
    );
    expect(pissSquig.pending(t.s).kind).toBe('decision');
    t.act(1, { type: 'advance', skill: 'bond' });
    expect(t.pending()).toEqual({ kind: 'over', outcome });
    expect(t.rolls().map((r) => [r.rule, r.faces, r.result])).toEqual([
      ['PS-CAMP-6', [4], 'sutures'],
      ['PS-CAMP-4', [3, 5], 'notDouble'],
      ['PS-CAMP-4', [2, 2], 'double'],
    ]);
    expect(t.ofType('advanceTaken')).toEqual([
      { type: 'advanceTaken', rule: 'PS-CAMP-4', goblin: 0, skill: 'squigador', kind: 'skill' },
      { type: 'advanceTaken', rule: 'PS-CAMP-4', goblin: 1, skill: 'bond', kind: 'trait' },
    ]);
    expect(types(t).at(-1)).toBe('postMatchOver');
    expect(careerReport(t.s)).toEqual([
      {
        id: 'g0',
        name: 'Gob0',
        side: 0,
        xpBefore: 0,
        xpGained: 8,
        xp: 8,
        levelBefore: 0,
        level: 1,
        goldBefore: 0,
        goldGained: 30000,
        careCost: 0,
        gold: 30000,
        injury: null,
        skillsGained: ['squigador'],
        skills: ['squigador'],
        status: 'active',
        awards: { preums: 5, plusJamais: 0, justeFaisLe: 2, jeTaurai: 1 },
      },
      {
        id: 'g1',
        name: 'Gob1',
        side: 1,
        xpBefore: 4,
        xpGained: 2,
        xp: 6,
        levelBefore: 0,
        level: 1,
        goldBefore: 5000,
        goldGained: 10000,
        careCost: 10000,
        gold: 5000,
        injury: { roll: 4, result: 'sutures' },
        skillsGained: ['bond'],
        skills: ['bond'],
        status: 'active',
        awards: { preums: 0, plusJamais: 2, justeFaisLe: 0, jeTaurai: 0 },
      },
    ]);
    expect(t.s.outcome).toEqual(outcome);
  });

  it('PS-CAMP-3 a goblin crossing two thresholds at once rolls ROLL-ADV twice', () => {
    const t = career([{ at: [2, 2], xp: 5, pisses: 6, validated: 6 }, { at: [10, 10] }]);
    end(t);
    expect(t.ofType('levelUp')).toEqual([
      {
        type: 'levelUp',
        rule: 'PS-CAMP-3',
        goblin: 0,
        level: 2,
        levelName: 'Vétéran de la prostate',
        advances: 2,
      },
    ]);
    t.roll(1, 2);
    t.act(0, { type: 'advance', skill: 'tacle' });
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-CAMP-4', params: { goblin: 0 } },
    });
    t.roll(6, 1);
    // Tacle is now his: never twice.
    expect(t.legal(0).map((a) => (a as { skill: string }).skill)).toEqual([
      'lucidite',
      'poursuite',
      'prostateDilatee',
      'pro',
      'saut',
      'taclePlongeant',
      'pisseRapide',
      'squigador',
      'decalottage',
    ]);
    t.act(0, { type: 'advance', skill: 'decalottage' });
    expect(t.pending().kind).toBe('over');
    expect(report(t, 0)).toMatchObject({ xp: 16, level: 2, skillsGained: ['tacle', 'decalottage'] });
  });

  it('PS-CAMP-2 emasculated before any successful piss: 0 XP in total, even with Gnak markers and a win', () => {
    // Goblin 1 won two Gnaks, then was bitten without having pissed: his side wins on Gnaks alone.
    const t = career([{ at: [2, 2] }, { ...bitten, gnaks: 2 }], { gnak: [0, 2] });
    end(t);
    expect(t.s.outcome!.winners).toEqual([1]);
    expect(t.ofType('xpVoided')).toEqual([
      { type: 'xpVoided', rule: 'PS-CAMP-2', goblin: 1, reason: 'emasculatedBeforePissing' },
    ]);
    expect(t.ofType('xpAward')).toEqual([]);
    expect(t.ofType('goldCredited').map((e) => e.gold)).toEqual([10000, 30000]);
    t.roll(6);
    expect(report(t, 1)).toMatchObject({ xpGained: 0, awards: { preums: 0, jeTaurai: 0 }, gold: 30000 });
  });

  it('PS-CAMP-5 PS-END-5 PS-CAMP-2 a side that concedes: 0 XP, no injury roll, but the 10 000 PO for taking part; the other side wins', () => {
    const t = career([
      { at: [2, 2], pisses: 1, validated: 1 },
      { at: [10, 10], pisses: 1, validated: 1, xp: 3, gold: 500 },
    ]);
    expect(t.s.o.concedeGold).toBe(true);
    t.act(1, { type: 'concede' });
    expect(t.s.outcome).toEqual({ scores: [1, 1], ranks: [1, 2], winners: [0] });
    expect(t.ofType('xpVoided')).toEqual([
      { type: 'xpVoided', rule: 'PS-CAMP-2', goblin: 1, reason: 'conceded' },
    ]);
    expect(t.ofType('goldForfeited')).toEqual([]);
    expect(t.ofType('goldCredited')).toEqual([
      { type: 'goldCredited', rule: 'PS-CAMP-5', goblin: 0, participation: 10000, win: 20000, gold: 30000 },
      { type: 'goldCredited', rule: 'PS-CAMP-5', goblin: 1, participation: 10000, win: 0, gold: 10500 },
    ]);
    // Goblin 0: Preum's 5 + 1 validated point = 6 → level 1, one advance; goblin 1 rolls no injury.
    t.roll(4, 5);
    t.act(0, { type: 'advance', skill: 'squigador' });
    expect(t.pending().kind).toBe('over');
    expect(report(t, 1)).toMatchObject({
      xpGained: 0,
      xp: 3,
      goldGained: 10000,
      gold: 10500,
      injury: null,
      status: 'active',
    });
    expect(report(t, 0)).toMatchObject({ xpGained: 6, goldGained: 30000 });
  });

  it('ARB-PS-31 PS-CAMP-5 option concedeGold false: a side that concedes gets 0 XP and no gold, no injury roll', () => {
    const t = career(
      [
        { at: [2, 2], pisses: 1, validated: 1 },
        { at: [10, 10], pisses: 1, validated: 1, xp: 3, gold: 500 },
      ],
      { options: { concedeGold: false } },
    );
    t.act(1, { type: 'concede' });
    expect(t.s.outcome).toEqual({ scores: [1, 1], ranks: [1, 2], winners: [0] });
    expect(t.ofType('xpVoided')).toEqual([
      { type: 'xpVoided', rule: 'PS-CAMP-2', goblin: 1, reason: 'conceded' },
    ]);
    expect(t.ofType('goldForfeited')).toEqual([{ type: 'goldForfeited', rule: 'PS-CAMP-5', goblin: 1 }]);
    expect(t.ofType('goldCredited')).toEqual([
      { type: 'goldCredited', rule: 'PS-CAMP-5', goblin: 0, participation: 10000, win: 20000, gold: 30000 },
    ]);
    t.roll(4, 5);
    t.act(0, { type: 'advance', skill: 'squigador' });
    expect(t.pending().kind).toBe('over');
    expect(report(t, 1)).toMatchObject({
      xpGained: 0,
      xp: 3,
      goldGained: 0,
      gold: 500,
      injury: null,
      status: 'active',
    });
    expect(report(t, 0)).toMatchObject({ xpGained: 6, goldGained: 30000 });
  });

  it('PS-R-28 Plus jamais once for several pisses; a ghost side’s Gnak scores but gives no Je t’aurai', () => {
    // Goblin 0 was bitten after two pisses; as a ghost his side sends the Squig onto goblin 1 and bites him.
    const t = career([{ ...bitten, pisses: 2 }, { at: [6, 5] }, { at: [10, 10] }], {
      side: 0,
      squig: [6, 6],
    });
    t.act(0, { type: 'squig', x: 6, y: 5 });
    t.roll(3); // the designated square
    t.roll(1); // GNAK: bitten
    expect(t.s.gnak).toEqual([1, 0, 0]);
    t.act(1, { type: 'pass' });
    end(t);
    expect(t.s.outcome!.winners).toEqual([0]);
    expect(t.ofType('xpAward')).toEqual([
      { type: 'xpAward', rule: 'PS-CAMP-1', goblin: 0, award: 'preums', xp: 5, total: 5 },
      { type: 'xpAward', rule: 'PS-CAMP-1', goblin: 0, award: 'plusJamais', xp: 2, total: 7 },
    ]);
    expect(t.ofType('xpVoided')).toEqual([
      { type: 'xpVoided', rule: 'PS-CAMP-2', goblin: 1, reason: 'emasculatedBeforePissing' },
    ]);
    // Injury rolls in goblin order: goblin 0, then goblin 1.
    t.roll(6);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-CAMP-6', roller: 1 } });
  });

  it('PS-CAMP-5 PS-R-27 winners of a shared win each get Preum’s and 30 000 PO; every goblin 10 000 PO', () => {
    const t = career([
      { at: [2, 2], pisses: 1, validated: 1 },
      { at: [10, 10], pisses: 1, validated: 1 },
      { at: [10, 2] },
    ]);
    end(t);
    expect(t.s.outcome!.winners).toEqual([0, 1]);
    expect(t.ofType('postMatch')).toEqual([{ type: 'postMatch', rule: 'PS-CAMP-9', winners: [0, 1] }]);
    t.roll(1, 3);
    t.act(0, { type: 'advance', skill: 'tacle' });
    t.roll(1, 3);
    t.act(1, { type: 'advance', skill: 'tacle' });
    expect(careerReport(t.s)!.map((r) => [r.xp, r.gold, r.awards.preums])).toEqual([
      [6, 30000, 5],
      [6, 30000, 5],
      [0, 10000, 0],
    ]);
  });

  it('ARB-PS-30 a match where no side scored has no winner for the careers (the outcome still shares the win)', () => {
    const t = career([{ at: [2, 2] }, { at: [10, 10] }]);
    end(t);
    expect(t.s.outcome).toEqual({ scores: [0, 0], ranks: [1, 1], winners: [0, 1] });
    expect(t.ofType('postMatch')).toEqual([{ type: 'postMatch', rule: 'PS-CAMP-9', winners: [] }]);
    expect(t.ofType('xpAward')).toEqual([]);
    expect(t.ofType('goldCredited').map((e) => e.gold)).toEqual([10000, 10000]);
    expect(t.pending()).toEqual({
      kind: 'over',
      outcome: { scores: [0, 0], ranks: [1, 1], winners: [0, 1] },
    });
  });

  it('PS-CAMP-6 the injury table: 1 dead, 2 zigounette 30 000, 3 coucougnettes 20 000, 4–5 sutures 10 000, 6 benign', () => {
    const got = [1, 2, 3, 4, 5, 6].map((face) => {
      const t = career([{ at: [2, 2] }, { ...bitten, pisses: 1, gold: 100000 }]);
      end(t);
      t.roll(face);
      const r = t.rolls()[0]!;
      return [r.result, r.care, t.pending().kind];
    });
    expect(got).toEqual([
      ['dead', 0, 'over'],
      ['zigounette', 30000, 'decision'],
      ['coucougnettes', 20000, 'decision'],
      ['sutures', 10000, 'decision'],
      ['sutures', 10000, 'decision'],
      ['benign', 0, 'over'],
    ]);
  });

  it('PS-CAMP-7 a roll of 2 with 25 000 PO: the 30 000 graft cannot be paid, career over, care refused', () => {
    const t = career([{ at: [2, 2] }, { ...bitten, pisses: 1, gold: 15000, xp: 5 }]);
    end(t);
    t.roll(2);
    expect(t.ofType('careerOver')).toEqual([
      { type: 'careerOver', rule: 'PS-CAMP-7', goblin: 1, reason: 'unaffordable', care: 30000, gold: 25000 },
    ]);
    // Retired: no advance roll although he reached 7 XP (PS-CAMP-9: active goblins only).
    expect(t.pending().kind).toBe('over');
    expect(t.refuse(1, { type: 'care' })).toMatchObject({
      code: 'care.unaffordable',
      rule: 'PS-CAMP-7',
      en: 'Goblin 1 has only 25000 PO for care costing 30000 PO: his career is over.',
    });
    expect(report(t, 1)).toMatchObject({
      xp: 7,
      level: 1,
      careCost: 0,
      gold: 25000,
      status: 'retired',
      injury: { roll: 2, result: 'zigounette' },
      skillsGained: [],
    });
  });

  it('ARB-PS-32 PS-CAMP-7 care is a decision of the goblin’s side: pay (gold goes) or retire (career over, gold kept)', () => {
    const paid = career([{ at: [2, 2] }, { ...bitten, pisses: 1, gold: 15000 }]);
    end(paid);
    paid.roll(3);
    expect(paid.refuse(0, { type: 'care' }).code).toBe('turn.notYours');
    paid.act(1, { type: 'care' });
    expect(report(paid, 1)).toMatchObject({ careCost: 20000, gold: 5000, status: 'active' });
    const quit = career([{ at: [2, 2] }, { ...bitten, pisses: 1, gold: 15000 }]);
    end(quit);
    quit.roll(3);
    quit.act(1, { type: 'retire' });
    expect(quit.ofType('careerOver')).toEqual([
      { type: 'careerOver', rule: 'PS-CAMP-7', goblin: 1, reason: 'declined', care: 20000, gold: 25000 },
    ]);
    expect(report(quit, 1)).toMatchObject({ careCost: 0, gold: 25000, status: 'retired' });
  });

  it('PS-CAMP-8 a dead goblin loses all his gold and is removed; no advance although he levelled', () => {
    const t = career([{ at: [2, 2] }, { ...bitten, pisses: 1, gold: 40000, xp: 4 }]);
    end(t);
    t.roll(1);
    expect(t.ofType('died')).toEqual([{ type: 'died', rule: 'PS-CAMP-8', goblin: 1, goldLost: 50000 }]);
    expect(t.pending().kind).toBe('over');
    expect(report(t, 1)).toMatchObject({ xp: 6, level: 1, goldGained: 10000, gold: 0, status: 'dead' });
  });

  it('PS-R-27 match gold is credited before care: a goblin with 0 PO pays his stitches from it and plays on', () => {
    const t = career([{ at: [2, 2] }, { ...bitten, pisses: 1, gold: 0 }]);
    end(t);
    t.roll(5);
    expect(t.legal(1)).toEqual([{ type: 'care' }, { type: 'retire' }]);
    t.act(1, { type: 'care' });
    expect(report(t, 1)).toMatchObject({ goldGained: 10000, careCost: 10000, gold: 0, status: 'active' });
  });
});

describe('careers: advances', () => {
  /** Goblin 0 (owning `skills`) wins with one validated point from 5 XP → one advance; the roll is `faces`. */
  const advancing = (
    skills: GoblinSpec['skills'],
    faces: [number, number],
    options: Partial<PSOptions> = {},
  ) => {
    const t = career([{ at: [2, 2], pisses: 1, validated: 1, xp: 0, skills }, { at: [10, 10] }], { options });
    end(t);
    t.roll(...faces);
    return t;
  };

  it('PS-CAMP-4 refusals: a skill already owned, a trait without a double, an unknown name', () => {
    const t = advancing(['squigador'], [2, 5]);
    expect(t.refuse(0, { type: 'advance', skill: 'squigador' })).toMatchObject({
      code: 'advance.owned',
      rule: 'PS-CAMP-4',
    });
    expect(t.refuse(0, { type: 'advance', skill: 'bond' })).toMatchObject({
      code: 'advance.traitNeedsDouble',
      rule: 'PS-CAMP-4',
    });
    expect(t.refuse(0, { type: 'advance', skill: 'esquive' }).code).toBe('advance.unknown');
    expect(t.refuse(0, { type: 'advance' }).code).toBe('advance.unknown');
    expect(t.refuse(1, { type: 'advance', skill: 'tacle' }).code).toBe('turn.notYours');
  });

  it('PS-R-19 a double gives a trait, not a skill (default traitOnly)', () => {
    const t = advancing([], [4, 4]);
    expect(t.legal(0).map((a) => (a as { skill: string }).skill)).toEqual([
      'bond',
      'grosVicieux',
      'nerfsDacier',
      'roccosTool',
    ]);
    expect(t.refuse(0, { type: 'advance', skill: 'tacle' })).toMatchObject({
      code: 'advance.skillOnDouble',
      rule: 'PS-R-19',
    });
  });

  it('PS-R-19 variant doubleGives = traitOrSkill: a double gives a trait or a skill; a non-double still a skill', () => {
    const t = advancing(['tacle'], [6, 6], { doubleGives: 'traitOrSkill' });
    expect(t.legal(0).map((a) => (a as { skill: string }).skill)).toEqual([
      'bond',
      'grosVicieux',
      'nerfsDacier',
      'roccosTool',
      'lucidite',
      'poursuite',
      'prostateDilatee',
      'pro',
      'saut',
      'taclePlongeant',
      'pisseRapide',
      'squigador',
      'decalottage',
    ]);
    t.act(0, { type: 'advance', skill: 'squigador' });
    expect(report(t, 0).skills).toEqual(['tacle', 'squigador']);
    const single = advancing([], [1, 6], { doubleGives: 'traitOrSkill' });
    expect(single.refuse(0, { type: 'advance', skill: 'bond' }).code).toBe('advance.traitNeedsDouble');
  });

  it('ARB-PS-33 with nothing left in the list the roll allows, the advance is lost with an event', () => {
    const full = advancing(['bond', 'grosVicieux', 'nerfsDacier', 'roccosTool'], [3, 3]);
    expect(full.ofType('advanceLost')).toEqual([
      { type: 'advanceLost', rule: 'PS-CAMP-4', goblin: 0, double: true },
    ]);
    expect(full.pending().kind).toBe('over');
    expect(report(full, 0).skillsGained).toEqual([]);
  });
});

describe('careers: options, view, log', () => {
  const goblin = (id: string, extra: object = {}) => ({
    skills: [],
    career: { id, xp: 0, gold: 0 },
    ...extra,
  });

  it('PS-CAMP-10 a new goblin starts with 0 XP, 0 PO and no skill; such a career is accepted', () => {
    expect(recruit('l-r1', 'Recrue 1')).toEqual({
      id: 'l-r1',
      name: 'Recrue 1',
      xp: 0,
      gold: 0,
      skills: [],
      status: 'active',
      matches: 0,
    });
    const r = pissSquig.setup(careerOptions('l', [recruit('a', 'A'), recruit('b', 'B')]));
    if (!r.ok) throw new Error(r.error.en);
    expect(pissSquig.view(r.value, null).careers!.map((c) => [c.xp, c.level, c.gold, c.skills])).toEqual([
      [0, 0, 0, []],
      [0, 0, 0, []],
    ]);
  });

  it('PS-CAMP-1 career options are checked: every goblin has a career, ids distinct, none with the campaign off', () => {
    const code = (o: unknown) => {
      const r = parseOptions(o);
      return r.ok ? null : [r.error.code, r.error.en];
    };
    expect(code({ players: 2, campaign: 'l', goblins: [goblin('a'), { skills: [] }] })).toEqual([
      'options.goblins.1.career',
      'In a campaign, goblin 1 must have career: { id, xp, gold } (a new goblin: xp 0, gold 0, no skill).',
    ]);
    expect(code({ players: 2, campaign: 'l' })![0]).toBe('options.goblins');
    expect(code({ players: 2, campaign: 'l', goblins: [goblin('a'), goblin('a')] })![0]).toBe(
      'options.goblins.1.career',
    );
    expect(code({ players: 2, goblins: [goblin('a'), { skills: [] }] })![0]).toBe('options.goblins.0.career');
    expect(code({ players: 2, campaign: '', goblins: [goblin('a'), goblin('b')] })![0]).toBe(
      'options.campaign',
    );
    const neg = { skills: [], career: { id: 'b', xp: -1, gold: 0 } };
    expect(code({ players: 2, campaign: 'l', goblins: [goblin('a'), neg] })![0]).toBe('options.invalid');
    const frac = { skills: [], career: { id: 'b', xp: 0, gold: 0.5 } };
    expect(code({ players: 2, campaign: 'l', goblins: [goblin('a'), frac] })![0]).toBe('options.invalid');
  });

  it('the view shows names, career ids and the report so far; the campaign off shows none', () => {
    const t = career([
      { at: [2, 2], pisses: 1, validated: 1 },
      { ...bitten, pisses: 1, gold: 20000 },
    ]);
    const v0 = pissSquig.view(t.s, null);
    expect(v0.goblins.map((g) => [g.name, g.careerId])).toEqual([
      ['Gob0', 'g0'],
      ['Gob1', 'g1'],
    ]);
    expect(v0.careers!.map((r) => r.xpGained)).toEqual([0, 0]);
    end(t);
    const v1 = pissSquig.view(t.s, 1);
    expect(v1.phase).toBe('injury');
    expect(v1.careers!.map((r) => [r.xpGained, r.goldGained])).toEqual([
      [6, 30000],
      [2, 10000],
    ]);
    t.roll(3);
    expect(pissSquig.view(t.s, 0).phase).toBe('care');
    const off = Table.of({ goblins: [{ at: [2, 2] }, { at: [10, 10] }] });
    const v = pissSquig.view(off.s, null);
    expect(v.careers).toBeNull();
    expect(v.goblins[0]!.name).toBeNull();
  });

  it('every career event has a log line in French and English naming its rule', () => {
    const t = career([
      { at: [2, 2], pisses: 1, validated: 1 },
      { ...bitten, pisses: 1, xp: 5, gold: 20000 },
    ]);
    end(t);
    t.roll(3);
    t.act(1, { type: 'care' });
    t.roll(2, 2);
    t.act(0, { type: 'advance', skill: 'bond' });
    t.roll(1, 2);
    t.act(1, { type: 'advance', skill: 'tacle' });
    const lines = t.events.map((e) => [describeEvent(e, 'fr'), describeEvent(e, 'en')]);
    for (const [fr, en] of lines) {
      expect(fr).not.toMatch(/\{\{|undefined/);
      expect(en).not.toMatch(/\{\{|undefined/);
    }
    const en = lines.map((l) => l[1]);
    expect(en).toContain("Goblin 0 earns 5 XP (Preum's! (winner)): 5 XP. [PS-CAMP-1]");
    expect(en).toContain('Goblin 0 becomes Seasoned Fondler: 1 advance roll. [PS-CAMP-3]');
    expect(en).toContain('Injury of goblin 1: 1D6 = 3 → nuts torn off (graft 20,000 PO). [PS-CAMP-6]');
    expect(en).toContain('Goblin 0 learns Spring. [PS-CAMP-4]');
    expect(lines.map((l) => l[0])).toContain('Le gobelin 1 apprend Tacle. [PS-CAMP-4]');
  });

  it('every career event reads without a placeholder left, in both languages', () => {
    const tables: Table[] = [];
    const conceded = career([{ at: [2, 2], pisses: 1, validated: 1 }, { at: [10, 10] }], {
      options: { concedeGold: false },
    });
    conceded.act(1, { type: 'concede' });
    conceded.roll(1, 1); // a double: a trait
    conceded.act(0, { type: 'advance', skill: 'bond' });
    tables.push(conceded);
    for (const face of [1, 2, 4, 6]) {
      const t = career([
        { at: [2, 2], skills: ['bond', 'grosVicieux', 'nerfsDacier', 'roccosTool'], pisses: 1, validated: 1 },
        bitten,
      ]);
      end(t);
      t.roll(face);
      if (face === 4) t.act(1, { type: 'care' });
      t.roll(5, 5); // a double with every trait owned: the advance is lost
      tables.push(t);
    }
    const kinds = new Set<string>();
    for (const t of tables) {
      for (const e of t.events) {
        kinds.add(e.type === 'roll' ? `roll.${e.rule}` : e.type);
        for (const lang of ['fr', 'en'] as const)
          expect(describeEvent(e, lang), JSON.stringify(e)).not.toMatch(/\{\{|undefined/);
      }
    }
    for (const k of [
      'postMatch',
      'xpAward',
      'xpVoided',
      'levelUp',
      'goldCredited',
      'goldForfeited',
      'roll.PS-CAMP-6',
      'died',
      'careerOver',
      'carePaid',
      'roll.PS-CAMP-4',
      'advanceTaken',
      'advanceLost',
      'postMatchOver',
    ])
      expect(kinds, k).toContain(k);
  });
});
