/**
 * The story of a Pillards turn (web/src/pilTurn.ts) from the events of a turn played with the rules library:
 * the sheets revealed, the initiative, each raid's steps with their dice, and the step being played.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../src/engine/types.ts';
import { Campaign } from '../src/games/pillards/testing.ts';
import { turnStory } from '../web/src/pilTurn.ts';
import type { SeqEvent } from '../web/src/protocol.ts';

type Script = (number[] | { all: number } | { saves: number } | 'fight' | 'retreat')[];

/** Allocations (the first legal one) are made as they come. */
function allocate(c: Campaign): void {
  for (let p = c.pending(); p.kind === 'decision'; p = c.pending()) {
    const a = c.legal(p.player).find((x) => 'type' in x && x.type === 'allocate');
    if (!a) return;
    c.act(p.player, a);
  }
}

/**
 * Plays a scripted sequence: faces for a roll, one face for every die, every save roll with one face, or a
 * raid decision; hit allocations are made in between.
 */
function play(c: Campaign, script: Script): void {
  for (const s of script) {
    allocate(c);
    if (Array.isArray(s)) c.roll(...s);
    else if (typeof s === 'string') {
      const p = c.pending();
      if (p.kind !== 'decision') throw new Error(`no decision pending for ${s} (${JSON.stringify(p)})`);
      c.act(p.player, { type: s });
    } else if ('all' in s) c.rollAll(s.all);
    else {
      for (let p = c.pending(); p.kind === 'chance' && p.request.rule === 'PIL-COMBAT-8'; p = c.pending()) {
        c.rollAll(s.saves);
        allocate(c);
      }
    }
  }
}

const seq = (events: GameEvent[]): SeqEvent[] => events.map((event, i) => ({ eventSeq: i + 1, event }));

/** Three lords; 1 burns 2's orchard, 0 raids 1's pen, fights a round and retreats. */
function turnOne(options: Record<string, unknown> = {}): Campaign {
  const c = Campaign.start({ players: 3, ...options });
  c.orders({
    0: {
      raid: { target: 1, type: 'cattle', force: { archers: 2, menAtArms: 4, cavalry: 2 } },
      posts: { pen: { archers: 1 } },
    },
    1: {
      raid: { target: 2, type: 'burn', force: { cavalry: 2 } },
      posts: { pen: { archers: 2, menAtArms: 3 } },
    },
  });
  play(c, [
    [3], // initiative of 0
    [3], // of 1: tie
    [5], // 0 again
    [2], // 1 again: 1 starts, then 0
    [2], // raid 1 resistance: 2 − 2 = 0, slipped through
    [6], // loot 6 − 1 = row 5: a tree
    [2], // raid 2 resistance: the pen guard
    'fight',
    [1, 1], // raiders' archers miss
    [6, 6], // defenders' archers: 2 hits
    { saves: 5 }, // the hit archers fail (6 to save)
    { all: 1 }, // melee: the raiders miss, the pen's archers too, its men-at-arms hit thrice
    { all: 1 },
    { all: 1 },
    [6, 6, 6],
    { saves: 1 },
    'retreat',
    [6, 1], // parting: the pen's archers, one hit
    { saves: 1 },
  ]);
  expect(c.pending().kind).toBe('simultaneous'); // turn 2's orders
  return c;
}

describe('turnStory', () => {
  it('tells the reveal, the initiative and every raid step by step once the turn is played', () => {
    const c = turnOne();
    const events = seq(c.events);
    const story = turnStory(events, null, 3)!;
    expect(story.turn).toBe(1);
    expect(story.open).toBe(true);
    expect(story.sheets).toHaveLength(3);
    expect(story.sheets[0]!.raid).toMatchObject({ target: 1, type: 'cattle' });
    expect(story.sheets[0]!.posts.pen.archers).toBe(1);
    expect(story.sheets[1]!.posts.pen).toEqual({ archers: 2, menAtArms: 3, cavalry: 0 });
    expect(story.sheets[2]!.raid).toBeNull();
    expect(story.initiative.map((s) => s.event.type)).toEqual([
      'roll',
      'roll',
      'initiativeTie',
      'roll',
      'roll',
      'raidOrder',
    ]);
    expect(story.initiative.map((s) => s.dice?.map((d) => d.face))).toEqual([
      [3],
      [3],
      undefined,
      [5],
      [2],
      undefined,
    ]);
    expect(story.queue).toEqual([1, 0]);
    expect(story.raids.map((r) => [r.no, r.attacker, r.target, r.raidType, r.end])).toEqual([
      [1, 1, 2, 'burn', 'loot'],
      [2, 0, 1, 'cattle', 'retreated'],
    ]);
    expect(story.raids[0]!.steps.map((s) => s.event.type)).toEqual([
      'raidStarted',
      'roll',
      'roll',
      'treesBurned',
      'vp',
      'raidEnded',
    ]);
    const raid = story.raids[1]!;
    expect(raid.force).toEqual({ archers: 2, menAtArms: 4, cavalry: 2 });
    const types = raid.steps.map((s) => s.event.type);
    expect(types.slice(0, 6)).toEqual([
      'raidStarted',
      'roll',
      'poolCalled',
      'defenders',
      'roundStarted',
      'fight',
    ]);
    expect(types).toContain('hitsAllocated');
    expect(types).toContain('casualties');
    expect(types).toContain('retreat');
    expect(types.at(-1)).toBe('raidEnded');
    // The dice of every roll, marked against the number to reach: hits for the volley, saves after it.
    const rolls = raid.steps.filter((s) => s.event.type === 'roll');
    expect(rolls.map((s) => s.dice!.map((d) => d.face))).toEqual(
      c.events
        .slice(
          c.events.findIndex((e) => e.type === 'raidStarted' && e.no === 2),
          c.events.findIndex((e) => e.type === 'turnEnded'),
        )
        .filter((e) => e.type === 'roll')
        .map((e) => e.faces),
    );
    const volley = rolls.filter((s) => s.event.rule === 'PIL-COMBAT-5');
    expect(volley.map((s) => s.dice!.map((d) => d.mark))).toEqual([
      ['miss', 'miss'],
      ['hit', 'hit'],
    ]);
    const firstSave = rolls.find((s) => s.event.rule === 'PIL-COMBAT-8')!;
    expect(firstSave.dice).toEqual([
      { face: 5, mark: 'failed' },
      { face: 5, mark: 'failed' },
    ]); // archers save on 6
    expect(rolls.find((s) => s.event.rule === 'PIL-COMBAT-11')!.dice!.map((d) => d.mark)).toEqual([
      'hit',
      'miss',
    ]);
    expect(story.ended).toBe(true);
    expect(story.current).toBeNull();
    expect(story.raids.some((r) => r.current || r.steps.some((s) => s.current))).toBe(false);
  });

  it('marks the step being played and knows nothing of the steps after it', () => {
    const events = seq(turnOne().events);
    const at = events.findIndex(
      (e) => e.event.type === 'roll' && e.event.rule === 'PIL-COMBAT-5' && e.event.side === 1,
    );
    const story = turnStory(events.slice(0, at), events[at]!, 3)!;
    expect(story.current).toBe(2);
    expect(story.ended).toBe(false);
    const raid = story.raids[1]!;
    expect(raid.current).toBe(true);
    expect(raid.end).toBeNull();
    expect(story.raids[0]!.current).toBe(false);
    expect(raid.steps.at(-1)).toMatchObject({ current: true, seq: events[at]!.eventSeq });
    expect(raid.steps.filter((s) => s.current)).toHaveLength(1);

    const revealAt = events.findIndex((e) => e.event.type === 'ordersRevealed');
    const early = turnStory(events.slice(0, revealAt), events[revealAt]!, 3)!;
    expect(early.current).toBe('reveal');
    expect(early.raids).toEqual([]);
    expect(early.initiative).toEqual([]);
    const initAt = revealAt + 3; // the tie
    expect(turnStory(events.slice(0, initAt), events[initAt]!, 3)!.current).toBe('initiative');
  });

  it('is null before any reveal and keeps the last turn told while the next one is ordered', () => {
    const c = Campaign.start({ players: 3 });
    expect(turnStory(seq(c.events), null, 3)).toBeNull();
    const one = turnOne();
    const story = turnStory(seq(one.events), null, 3)!;
    expect(one.events.at(-1)!.type).toBe('ordersOpen'); // turn 2 is being ordered
    expect(story.turn).toBe(1);
    one.orders({}); // turn 2: nobody raids
    const two = turnStory(seq(one.events), null, 3)!;
    expect(two.turn).toBe(2);
    expect(two.raids).toEqual([]);
    expect(two.initiative.map((s) => s.event.type)).toEqual(['noRaid']);
    expect(two.ended).toBe(true);
  });

  it('in referee mode shows only the sheets the viewer knows, the raids as they are played', () => {
    const c = turnOne({ revealMode: 'referee' });
    const events = seq(c.events.filter((e) => !e.visibleTo || e.visibleTo.includes(0)));
    const own = c.events.find((e) => e.type === 'raidStarted' && e.attacker === 0)!;
    const sheets = [
      {
        raid: { target: 1, type: 'cattle' as const, force: own.force as never },
        posts: {
          pen: { archers: 1, menAtArms: 0, cavalry: 0 },
          village: { archers: 0, menAtArms: 0, cavalry: 0 },
          orchard: { archers: 0, menAtArms: 0, cavalry: 0 },
          reserve: { archers: 1, menAtArms: 4, cavalry: 1 },
        },
        pledges: [],
        reinforcements: null,
      },
      null,
      null,
    ];
    const story = turnStory(events, null, 3, { turn: 1, sheets })!;
    expect(story.open).toBe(false);
    expect(story.sheets.map((s) => s !== null)).toEqual([true, false, false]);
    expect(turnStory(events, null, 3, { turn: 2, sheets })!.sheets).toEqual([null, null, null]);
    expect(story.raids.map((r) => r.attacker)).toEqual([1, 0]);
    // The pool stays the target's (PIL-INFO-3): seat 0 raids 1, so it sees no pool called.
    expect(story.raids[1]!.steps.some((s) => s.event.type === 'poolCalled')).toBe(false);
  });
});
