/**
 * The story of a Pillards turn (issue 9), from its events: the sheets revealed, the initiative, then each raid
 * as the steps it was played in, with the step being played now. Pure: the table draws it (PilTurn.tsx) from
 * the events already shown and the one being shown, so that a turn resolved in a blink can be followed.
 */
import type { GameEvent, RollEvent } from '../../src/engine/types.ts';
import type { Force } from '../../src/games/pillards/forces.ts';
import type { RaidType, Sheet } from '../../src/games/pillards/state.ts';
import type { SeqEvent } from './protocol.ts';

/** One die of a roll: its face, and what it did when the roll has a number to reach. */
export interface StoryDie {
  face: number;
  /** Hit rolls: `hit`/`miss`; saves: `saved`/`failed`; other rolls (resistance, loot…): none. */
  mark: 'hit' | 'miss' | 'saved' | 'failed' | null;
}

/** One step of the turn: an event, its dice when it is a roll, and whether it is the one played now. */
export interface StoryStep {
  seq: number;
  event: GameEvent;
  dice: StoryDie[] | null;
  /** Saves: dice per figure (a figure with 2 hits rolls 2 dice and must pass both); otherwise 1. */
  perFigure: number;
  current: boolean;
}

/** One raid: who raids whom, how, with what, and its steps so far. */
export interface StoryRaid {
  no: number;
  attacker: number;
  target: number;
  raidType: RaidType;
  force: Force;
  steps: StoryStep[];
  /** How it ended (`raidEnded`), or null while it is being played. */
  end: string | null;
  current: boolean;
}

/** A turn from its reveal on. */
export interface TurnStory {
  turn: number;
  /** Open reveal (every sheet public) or referee mode (sheets stay secret, PIL-R-16). */
  open: boolean;
  /** Each seat's sheet as the viewer may see it; null when hidden. */
  sheets: (Sheet | null)[];
  /** The reveal's consequences: reinforcements called and their VP. */
  revealSteps: StoryStep[];
  /** Initiative rolls, ties and the raid order (or "no raid"). */
  initiative: StoryStep[];
  /** The raid order once known. */
  queue: number[] | null;
  raids: StoryRaid[];
  /** The turn's `turnEnded` has been shown. */
  ended: boolean;
  /** Where the event being played is: the reveal, the initiative, a raid (its number), or null. */
  current: 'reveal' | 'initiative' | number | null;
}

/** The dice of a roll, marked against its number to reach. */
export function storyDice(e: RollEvent): { dice: StoryDie[]; perFigure: number } {
  const faces = e.faces;
  const target = typeof e.target === 'number' ? e.target : null;
  if (e.rule === 'PIL-COMBAT-8' && target !== null) {
    const per = typeof e.hitsPerFigure === 'number' && e.hitsPerFigure > 0 ? e.hitsPerFigure : 1;
    return {
      dice: faces.map((face) => ({ face, mark: face >= target ? 'saved' : 'failed' })),
      perFigure: per,
    };
  }
  if (['PIL-COMBAT-5', 'PIL-COMBAT-6', 'PIL-COMBAT-11'].includes(e.rule) && target !== null) {
    return { dice: faces.map((face) => ({ face, mark: face >= target ? 'hit' : 'miss' })), perFigure: 1 };
  }
  return { dice: faces.map((face) => ({ face, mark: null })), perFigure: 1 };
}

function stepOf(se: SeqEvent, currentSeq: number | null): StoryStep {
  const e = se.event;
  const rolled = e.type === 'roll' && Array.isArray(e.faces) ? storyDice(e as RollEvent) : null;
  return {
    seq: se.eventSeq,
    event: e,
    dice: rolled?.dice ?? null,
    perFigure: rolled?.perFigure ?? 1,
    current: se.eventSeq === currentSeq,
  };
}

const isReveal = (e: GameEvent) => e.type === 'ordersRevealed' || e.type === 'ordersLocked';

/**
 * The story of the last turn revealed among `shown` and `current` (the event being played, or null when the
 * table has caught up). `seats` is the number of players; `known` the sheets the viewer knows besides the
 * reveal (their own in referee mode, from the view), used only when they are of the story's turn.
 * Null before any reveal.
 */
export function turnStory(
  shown: readonly SeqEvent[],
  current: SeqEvent | null,
  seats: number,
  known?: { turn: number; sheets: readonly (Sheet | null)[] },
): TurnStory | null {
  const events = current ? [...shown, current] : shown;
  let start = -1;
  for (let i = events.length - 1; i >= 0; i--) {
    if (isReveal(events[i]!.event)) {
      start = i;
      break;
    }
  }
  if (start < 0) return null;
  const currentSeq = current?.eventSeq ?? null;
  const reveal = events[start]!.event;
  const turn = typeof reveal.turn === 'number' ? reveal.turn : 0;
  const open = reveal.type === 'ordersRevealed';
  const revealed = open && Array.isArray(reveal.sheets) ? (reveal.sheets as (Sheet | null)[]) : [];
  const mine = known && known.turn === turn ? known.sheets : [];
  const story: TurnStory = {
    turn,
    open,
    sheets: Array.from(
      { length: Math.max(seats, revealed.length) },
      (_, p) => revealed[p] ?? mine[p] ?? null,
    ),
    revealSteps: [],
    initiative: [],
    queue: null,
    raids: [],
    ended: false,
    current: events[start]!.eventSeq === currentSeq ? 'reveal' : null,
  };
  let raid: StoryRaid | null = null;
  for (const se of events.slice(start + 1)) {
    const e = se.event;
    const step = stepOf(se, currentSeq);
    if (e.type === 'turnEnded') {
      story.ended = true;
      if (step.current) story.current = null;
      break;
    }
    if (e.type === 'raidStarted') {
      raid = {
        no: Number(e.no),
        attacker: Number(e.attacker),
        target: Number(e.target),
        raidType: e.raidType as RaidType,
        force: e.force as Force,
        steps: [],
        end: null,
        current: false,
      };
      story.raids.push(raid);
    }
    if (raid) {
      raid.steps.push(step);
      if (e.type === 'raidEnded') raid.end = String(e.end);
      if (step.current) {
        raid.current = true;
        story.current = raid.no;
      }
      if (e.type === 'raidEnded') raid = null;
      continue;
    }
    if (e.type === 'reinforcementsCalled' || (e.type === 'vp' && story.initiative.length === 0)) {
      story.revealSteps.push(step);
      if (step.current) story.current = 'reveal';
      continue;
    }
    if (e.type === 'raidOrder') story.queue = (e.queue as number[]).slice();
    story.initiative.push(step);
    if (step.current) story.current = 'initiative';
  }
  return story;
}
