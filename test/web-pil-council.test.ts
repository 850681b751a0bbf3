/**
 * The Pillards war council's pure parts (web/src/components/Pillards.tsx): last turn's orders fitted to the
 * troops owned now, and every problem the rules' `validateSheet` can return said in words, in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { RuleError } from '../src/engine/types.ts';
import type { Force } from '../src/games/pillards/forces.ts';
import { validateSheet } from '../src/games/pillards/sheet.ts';
import { parseOptions } from '../src/games/pillards/options.ts';
import { createState, type Sheet } from '../src/games/pillards/state.ts';

// Loaded by path, like the web strings, so that the Node typecheck does not take in the browser-only modules.
const PILLARDS = '../web/src/components/Pillards.tsx';
const I18N = '../web/src/i18n.ts';
type T = (k: string, o?: Record<string, unknown>) => string;
type Placement = Record<'raid' | 'pen' | 'village' | 'orchard' | 'reserve', Force>;
const { carryOver, problemText } = (await import(PILLARDS)) as {
  carryOver: (
    prev: Sheet | null,
    owned: Force,
    targets: number[],
  ) => { where: Placement; target: number | null; note: string };
  problemText: (e: RuleError, t: T, ctx: { reinforced: number; window: string; turn: number }) => string;
};
const { default: i18n } = (await import(I18N)) as {
  default: { getFixedT: (l: string) => (k: string, o?: object) => string };
};

const f = (archers: number, menAtArms: number, cavalry: number) => ({ archers, menAtArms, cavalry });
const prev: Sheet = {
  raid: { target: 1, type: 'cattle', force: f(0, 4, 3) },
  posts: { pen: f(2, 0, 0), village: f(0, 2, 0), orchard: f(0, 0, 0), reserve: f(2, 2, 0) },
  pledges: [],
  reinforcements: null,
};

describe('the war council', () => {
  it('starts from last turn’s orders when the troops are the same', () => {
    const c = carryOver(prev, f(4, 8, 3), [1]);
    expect(c.note).toBe('carried');
    expect(c.target).toBe(1);
    expect(c.where.raid).toEqual(f(0, 4, 3));
    expect(c.where.reserve).toEqual(f(2, 2, 0));
  });

  it('clamps lost figures and puts newcomers in the reserve, and says so', () => {
    const c = carryOver(prev, f(5, 5, 1), [1]);
    expect(c.note).toBe('adjusted');
    expect(c.where.raid).toEqual(f(0, 4, 1));
    expect(c.where.village).toEqual(f(0, 1, 0));
    expect(c.where.pen).toEqual(f(2, 0, 0));
    expect(c.where.reserve).toEqual(f(3, 0, 0));
  });

  it('drops a raid on a target no longer allowed, figures to the reserve', () => {
    const c = carryOver(prev, f(4, 8, 3), [2]);
    expect(c.target).toBeNull();
    expect(c.note).toBe('adjusted');
    expect(c.where.reserve).toEqual(f(2, 6, 3));
  });

  it('says every problem of a sheet in words, never with a key', () => {
    const o = parseOptions({ reinforcementWindow: 'turn4' });
    if (!o.ok) throw new Error(o.error.message);
    const s = createState(o.value);
    const bad = {
      raid: { target: 0, type: 'cattle', force: f(0, 0, 0) },
      posts: { pen: f(0, 0, 0), village: f(0, 0, 0), orchard: f(0, 0, 0), reserve: f(1, 1, 1) },
      pledges: [0],
      reinforcements: { pen: 0, village: 0, orchard: 0, reserve: 0, raid: 1 },
    };
    const r = validateSheet(s, 0, bad);
    if (r.ok) throw new Error('the sheet should be refused');
    const codes = r.error.details!.map((e) => e.code);
    expect(codes).toEqual(
      expect.arrayContaining(['raid.self', 'sheet.totals', 'raid.empty', 'pledge.self', 'reinforce.window']),
    );
    for (const lang of ['fr', 'en']) {
      const t = i18n.getFixedT(lang);
      for (const e of r.error.details!) {
        const said = problemText(e, t, { reinforced: 1, window: 'turn4', turn: 1 });
        expect(said, e.code).not.toMatch(/[a-z][A-Z]|council\.|pil\.|\{\{/);
        expect(said, e.code).not.toBe(t('council.problem.other', { rule: e.rule }));
      }
    }
    const totals = r.error.details!.find((e) => e.code === 'sheet.totals')!;
    expect(problemText(totals, i18n.getFixedT('fr'), { reinforced: 0, window: 'turn4', turn: 1 })).toMatch(
      /^(Archers|Hommes d’armes|Cavaliers) : 1 placé pour \d+ dans vos troupes/,
    );
  });
});
