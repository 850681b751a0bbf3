/**
 * Odds scenarios for house-rule designers: a small position, one action, and the exact probability of each
 * result, computed by expanding every roll of the real rules (engine `oddsOfAction`), never by a formula.
 */
import { oddsOfAction, type OddsScenario } from '../../engine/odds.ts';
import type { PSAction } from './actions.ts';
import { pissSquig } from './index.ts';
import type { PSOptions } from './options.ts';
import { position, type GoblinSpec } from './position.ts';
import { Phase, Status, type PSState } from './state.ts';

/** Takes every reroll offered when `reroll` is set, otherwise declines; the first legal input elsewhere. */
function policy(reroll: boolean) {
  return (_s: PSState, _p: number, legal: PSAction[]): PSAction =>
    legal.find((a) => a.type === (reroll ? 'reroll' : 'noReroll')) ?? legal[0]!;
}

/** Opponents standing around (4,6), at most 7 (its eighth neighbour is where the mover goes). */
const NEIGHBOURS: [number, number][] = [
  [3, 5],
  [4, 5],
  [5, 5],
  [3, 6],
  [3, 7],
  [4, 7],
  [5, 7],
];

function opponents(n: number): GoblinSpec[] {
  return NEIGHBOURS.slice(0, n).map((at) => ({ at }));
}

function options(p: Record<string, number>): Partial<PSOptions> {
  return p.armour === 7 ? { armourTarget: 7 } : {};
}

/** The scenarios, by name. */
export const oddsScenarios: Record<string, OddsScenario> = {
  dodge: {
    rule: 'PS-DODGE-1',
    text: {
      fr: 'Un pas hors d’une zone de tacle (3+), avec ou sans Esquive.',
      en: 'A step out of a tackle zone (3+), with or without Esquive.',
    },
    params: {
      reroll: {
        min: 0,
        max: 1,
        default: 1,
        text: { fr: 'utiliser Esquive (1) ou non (0)', en: 'use Esquive (1) or not (0)' },
      },
    },
    run: (p) => {
      const s = position({ goblins: [{ at: [3, 3] }, { at: [4, 4] }], squig: [9, 9] });
      pissSquig.apply(s, 0, { type: 'move' });
      return oddsOfAction(
        pissSquig,
        s,
        0,
        { type: 'step', x: 2, y: 2 },
        {
          policy: policy(p.reroll === 1),
          stop: (t) => t.phase === Phase.Step || t.phase === Phase.Armour || t.side !== 0,
          classify: (t) => (t.goblins[0]!.status === Status.Standing ? 'success' : 'knockedDown'),
        },
      );
    },
  },
  piss: {
    rule: 'PS-PISS-2',
    text: {
      fr: 'Une pisse sur le Squig (4+) : portée et adversaires au contact.',
      en: 'A piss on the Squig (4+): range and adjacent opponents.',
    },
    params: {
      distance: {
        min: 1,
        max: 3,
        default: 2,
        text: {
          fr: 'distance au Squig (1 éclair, 2 courte, 3 longue)',
          en: 'distance to the Squig (1 quick, 2 short, 3 long)',
        },
      },
      opponents: {
        min: 0,
        max: 7,
        default: 0,
        text: { fr: 'adversaires debout au contact', en: 'standing opponents adjacent' },
      },
    },
    run: (p) => {
      const squigX = 4 + p.distance!;
      const s = position({ goblins: [{ at: [4, 6] }, ...opponents(p.opponents!)], squig: [squigX, 6] });
      return oddsOfAction(
        pissSquig,
        s,
        0,
        { type: 'piss' },
        {
          policy: policy(false),
          stop: (t) => t.phase !== Phase.Piss,
          classify: (t) => (t.phase === Phase.Scatter ? 'miss' : t.goblins[0]!.point ? 'hit' : 'selfPiss'),
        },
      );
    },
  },
  climb: {
    rule: 'PS-CLIMB-2',
    text: {
      fr: 'La sortie par son poteau (2+, −1 par marqueur Pisse).',
      en: 'Climbing out by his post (2+, −1 per Piss marker).',
    },
    params: { markers: { min: 0, max: 6, default: 0, text: { fr: 'marqueurs Pisse', en: 'Piss markers' } } },
    run: (p) => {
      const s = position({
        goblins: [{ at: [0, 0], point: true, pissMarkers: p.markers! }, { at: [12, 12] }],
      });
      pissSquig.apply(s, 0, { type: 'move' });
      return oddsOfAction(
        pissSquig,
        s,
        0,
        { type: 'climb' },
        {
          policy: policy(false),
          stop: (t) => t.phase !== Phase.Climb,
          classify: (t) => (t.goblins[0]!.status === Status.Outside ? 'climbedOut' : 'fell'),
        },
      );
    },
  },
  armour: {
    rule: 'PS-DOWN-1',
    text: {
      fr: 'Le jet d’armure d’un gobelin mis au sol (2D6).',
      en: 'The armour roll of a knocked-down goblin (2D6).',
    },
    params: {
      armour: {
        min: 7,
        max: 8,
        default: 8,
        text: { fr: 'seuil d’armure (variante armourTarget)', en: 'armour target (armourTarget variant)' },
      },
    },
    run: (p) => {
      const s = position({ goblins: [{ at: [3, 3] }, { at: [4, 4] }], squig: [9, 9], options: options(p) });
      pissSquig.apply(s, 0, { type: 'move' });
      pissSquig.apply(s, 0, { type: 'step', x: 2, y: 2 });
      pissSquig.applyChance(s, [1]);
      return oddsOfAction(
        pissSquig,
        s,
        0,
        { type: 'noReroll' },
        {
          policy: policy(false),
          stop: (t) => t.phase !== Phase.Armour,
          classify: (t) => (t.goblins[0]!.status === Status.Stunned ? 'stunned' : 'prone'),
        },
      );
    },
  },
  block: {
    rule: 'PS-BLOCK-2',
    text: {
      fr: 'Un blocage en plein terrain : où finit le défenseur.',
      en: 'A block in open ground: where the defender ends up.',
    },
    params: {},
    run: () => {
      const s = position({ goblins: [{ at: [5, 6] }, { at: [6, 6] }], squig: [1, 1] });
      return oddsOfAction(
        pissSquig,
        s,
        0,
        { type: 'block', target: 1 },
        {
          policy: (_t, _p, legal) => legal.find((a) => a.type === 'stay') ?? legal[0]!,
          stop: (t) => t.side !== 0 || t.phase === Phase.Over,
          classify: (t) => {
            const [a, d] = [t.goblins[0]!.status, t.goblins[1]!.status];
            if (a !== Status.Standing && d !== Status.Standing) return 'bothDown';
            if (a !== Status.Standing) return 'attackerDown';
            return d === Status.Standing ? 'defenderPushed' : 'defenderDown';
          },
        },
      );
    },
  },
  gnak: {
    rule: 'PS-GNAK-1',
    text: {
      fr: 'Le Squig entre chez un gobelin debout (GNAK ! 4+).',
      en: 'The Squig enters a standing goblin’s square (GNAK! 4+).',
    },
    params: {},
    run: () => {
      const s = position({ goblins: [{ at: [0, 0] }, { at: [6, 5] }] });
      return oddsOfAction(
        pissSquig,
        s,
        0,
        { type: 'squig', x: 6, y: 5 },
        {
          policy: (_t, _p, legal) => legal[0]!,
          stop: (t) => t.side !== 0 || t.phase === Phase.Over,
          classify: (t) => {
            if (t.goblins[1]!.status === Status.Emasculated) return 'emasculated';
            return t.squig === 5 * 13 + 6 ? 'jumpedAside' : 'missedHim';
          },
        },
      );
    },
  },
};
