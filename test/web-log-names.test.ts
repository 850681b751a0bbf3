/**
 * The names a table gives its log (web/src/games.ts `logLine`, `tableLogNames`) and the Pillards previews in
 * words (web/src/components/Pillards.tsx `previewWords`), in Node.
 */
import { describe, expect, it } from 'vitest';
import type { LogNames } from '../src/engine/i18n.ts';
import type { GameEvent, RollPreview } from '../src/engine/types.ts';

// Loaded by path, like the other web tests, so that the Node typecheck does not take in browser-only modules.
const GAMES = '../web/src/games.ts';
const PILLARDS = '../web/src/components/Pillards.tsx';
const I18N = '../web/src/i18n.ts';
const { logLine, tableLogNames, rollPrompt } = (await import(GAMES)) as {
  logLine: (g: string, e: GameEvent, l: 'fr' | 'en', n?: LogNames) => { text: string; rule: string | null };
  tableLogNames: (seats: (string | undefined)[] | undefined, view: unknown) => LogNames;
  rollPrompt: (g: string, r: unknown, l: 'fr' | 'en', n?: LogNames) => string;
};
const { previewWords } = (await import(PILLARDS)) as {
  previewWords: (
    r: RollPreview[] | null,
    t: (k: string, o?: object) => string,
    l: 'fr' | 'en',
    seat: number | null,
  ) => string[];
};
const { default: i18n } = (await import(I18N)) as {
  default: { getFixedT: (l: string) => (k: string, o?: object) => string };
};

describe('the table names seats and goblins in its log', () => {
  const ready: GameEvent = { type: 'ready', rule: 'PIL-NEGO-2', player: 1 };
  it('passes the seat names through, and says "Joueur N" 1-based without them', () => {
    expect(logLine('pillards', ready, 'fr').text).toBe('Joueur 2 est prêt.');
    expect(logLine('pillards', ready, 'en').text).toBe('Player 2 is ready.');
    const names = tableLogNames(['Aline', 'Bot 2'], { game: 'pillards' });
    expect(logLine('pillards', ready, 'fr', names).text).toBe('Bot 2 est prêt.');
    const undone: GameEvent = { type: 'undone', player: 0 };
    expect(logLine('pillards', undone, 'en', names).text).toBe('Aline takes back their last decision.');
    // the server's default French name is shown in the page's language
    expect(logLine('pillards', ready, 'en', { seats: ['Joueur 1', 'Joueur 2'] }).text).toBe(
      'Player 2 is ready.',
    );
  });

  it('names Piss’ Squig goblins as the board tags them, a league goblin by his name', () => {
    const view = {
      game: 'piss-squig',
      mode: 'ffa',
      goblins: [
        { side: 0, figure: 1, name: null },
        { side: 1, figure: 1, name: 'Verrue' },
      ],
    };
    const names = tableLogNames(['Aline', 'Bot 2'], view);
    expect(names.goblins).toEqual(['1', 'Verrue (2)']);
    const block: GameEvent = { type: 'blockDeclared', rule: 'PS-BLOCK-1', goblin: 0, target: 1 };
    expect(logLine('piss-squig', block, 'fr', names).text).toBe('Le gobelin 1 bloque le gobelin Verrue (2).');
    const turn: GameEvent = { type: 'turnStarted', rule: 'PS-TURN-1', side: 1, round: 2 };
    expect(logLine('piss-squig', turn, 'en', names).text).toBe('Bot 2 to play (round 2).');
    const doubles = tableLogNames([], { ...view, mode: 'doubles' });
    expect(doubles.goblins).toEqual(['1·1', 'Verrue (2·1)']);
    const first = { rule: 'PS-SETUP-5', dice: '2d6', roller: 1, label: 'ps.roll.first', params: { side: 1 } };
    expect(rollPrompt('piss-squig', first, 'fr', names)).toBe('Jet de départ (2D6), Bot 2');
  });
});

describe('Piss’ Squig goblin tags are 1-based like the seats', () => {
  const PS_OFFERS = '../web/src/psOffers.ts';
  it('the board tag, the sides table’s name and the log agree with «Joueur N»', async () => {
    const { goblinTag, goblinName } = (await import(PS_OFFERS)) as {
      goblinTag: (v: unknown, id: number) => string;
      goblinName: (v: unknown, id: number, l: 'fr' | 'en') => string;
    };
    const ffa = {
      game: 'piss-squig',
      mode: 'ffa',
      goblins: [0, 1, 2].map((side) => ({ side, figure: 1, name: null })),
    };
    const names = tableLogNames([], ffa);
    for (const id of [0, 1, 2]) {
      // seat `id` is «Joueur id+1»; its goblin is tagged id+1 on the board, in the sides table and in the log
      expect(goblinTag(ffa, id)).toBe(String(id + 1));
      expect(goblinName(ffa, id, 'fr')).toBe(`Gobelin ${id + 1}`);
      expect(names.goblins?.[id]).toBe(String(id + 1));
    }
    const moved: GameEvent = { type: 'moveStarted', rule: 'PS-MOVE-1', goblin: 0 };
    expect(logLine('piss-squig', moved, 'fr', names).text).toBe('Le gobelin 1 se déplace.');
    const doubles = {
      ...ffa,
      mode: 'doubles',
      goblins: [0, 0, 1, 1].map((side, i) => ({ side, figure: (i & 1) + 1 })),
    };
    expect([0, 1, 2, 3].map((id) => goblinTag(doubles, id))).toEqual(['1·1', '1·2', '2·1', '2·2']);
    expect(tableLogNames([], doubles).goblins).toEqual(['1·1', '1·2', '2·1', '2·2']);
  });
});

describe('Pillards previews in words', () => {
  const fr = i18n.getFixedT('fr');
  const en = i18n.getFixedT('en');
  it('Fight: at least 1 and 2 hits when the seat rolls, no hit taken when the other side does', () => {
    const fight: RollPreview = {
      rule: 'PIL-COMBAT-5',
      dice: '4d6',
      roller: 2,
      target: 5,
      successes: { '0': '16/81', '1': '32/81', '2': '8/27', '3': '8/81', '4': '1/81' },
    };
    expect(previewWords([fight], fr, 'fr', 2)).toEqual([
      'au moins 1 touche : 80 %',
      'au moins 2 touches : 41 %',
    ]);
    expect(previewWords([fight], en, 'en', 2)).toEqual(['at least 1 hit: 80%', 'at least 2 hits: 41%']);
    // the other side's volley comes first: the hits are taken, not scored
    expect(previewWords([fight], fr, 'fr', 0)).toEqual([
      'aucune touche subie : 20 %',
      'au plus 1 touche subie : 59 %',
    ]);
  });
  it('Retreat: no hit taken, or the resistance rows', () => {
    const pursuit: RollPreview = {
      rule: 'PIL-COMBAT-11',
      dice: '2d6',
      roller: 1,
      target: 5,
      successes: { '0': '4/9', '1': '4/9', '2': '1/9' },
    };
    expect(previewWords([pursuit], fr, 'fr', 0)).toEqual([
      'aucune touche subie : 44 %',
      'au plus 1 touche subie : 89 %',
    ]);
    const resistance: RollPreview = {
      rule: 'PIL-RAID-1',
      dice: '1d6',
      roller: 0,
      modifier: -2,
      results: { slippedThrough: '1/3', emptyHanded: '1/6', guard: '1/3', guard30: '1/6' },
    };
    expect(previewWords([resistance], en, 'en', 0)[0]).toBe('slipped through: loot (33%)');
  });
  it('an allocation: none killed and at most 1 over all its saving rolls', () => {
    const saves = (n: number, law: Record<string, string>): RollPreview => ({
      rule: 'PIL-COMBAT-8',
      dice: `${n}d6`,
      roller: 0,
      target: 6,
      successes: law,
    });
    // two single saves on 6+: none killed 1/36, at most one 11/36
    const two = [saves(1, { '0': '5/6', '1': '1/6' }), saves(1, { '0': '5/6', '1': '1/6' })];
    expect(previewWords(two, fr, 'fr', 0)).toEqual(['aucun tué : 3 %', 'au plus 1 tué : 31 %']);
    expect(previewWords(null, fr, 'fr', 0)).toEqual([]);
  });
});
