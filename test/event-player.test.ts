/**
 * The event player (web/src/eventPlayer.ts) with a fake clock: order, pace, speeds, instant, skip, the
 * first batch shown at once, the seat's own inputs played fast, catch-up when the viewer's turn comes,
 * pause; and the Piss' Squig pieces while events play (web/src/psPlayback.ts).
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../src/engine/types.ts';
import { pissSquig } from '../src/games/piss-squig/index.ts';
import type { PSView } from '../src/games/piss-squig/view.ts';
import {
  CATCH_UP_MS,
  EventPlayer,
  latestBanner,
  PACE,
  paceOf,
  SPEED_FACTOR,
} from '../web/src/eventPlayer.ts';
import { applyEvent, extendTrail, placed, positionsAt, positionsOf } from '../web/src/psPlayback.ts';

const roll = (n: number): GameEvent => ({
  type: 'roll',
  rule: 'PS-DODGE-1',
  player: 0,
  dice: '1d6',
  faces: [n],
});
const step = (to: number): GameEvent => ({ type: 'moved', rule: 'PS-MOVE-1', goblin: 0, from: to - 1, to });
const line: GameEvent = { type: 'turnStarted', rule: 'PS-TURN-3', side: 1, round: 1, goblin: 1 };
const silent: GameEvent = { type: 'moveStarted', rule: 'PS-MOVE-1', goblin: 0 };
const banner: GameEvent = { type: 'knockedDown', rule: 'PS-DODGE-2', goblin: 0, at: 5 };

function player(speed: 'slow' | 'normal' | 'fast' | 'instant' = 'normal') {
  const clock = { t: 1000 };
  const p = new EventPlayer<GameEvent>(() => clock.t, speed);
  p.feed([], { atOnce: true });
  return { clock, p };
}

describe('event player', () => {
  it('paces events by kind', () => {
    expect(paceOf(roll(3))).toBe(PACE.roll);
    expect(paceOf(step(4))).toBe(PACE.step);
    expect(paceOf(silent)).toBe(0);
    expect(paceOf(banner)).toBe(PACE.banner);
    expect(paceOf(line)).toBe(PACE.line);
  });

  it('shows the first batch at once, never replayed', () => {
    const clock = { t: 0 };
    const p = new EventPlayer<GameEvent>(() => clock.t);
    const first = [line, roll(2), step(3)];
    p.feed(first, { atOnce: true });
    expect(p.shown).toEqual(first);
    expect(p.current).toBeNull();
    expect(p.caughtUp).toBe(true);
  });

  it('plays new events one after another, in order, at their pace', () => {
    const { clock, p } = player();
    const es = [line, roll(4), silent, step(5), step(6)];
    p.feed(es);
    expect(p.shown).toEqual([]);
    expect(p.current).toBe(line);
    expect(p.behind).toBe(4);
    clock.t += PACE.line - 1;
    expect(p.current).toBe(line);
    clock.t += 1;
    expect(p.current).toBe(es[1]);
    expect(p.shown).toEqual([line]);
    clock.t += PACE.roll;
    // The silent event takes no time: the first step plays.
    expect(p.current).toBe(es[3]);
    expect(p.shown).toEqual(es.slice(0, 3));
    expect(p.nextChange()).toBe(PACE.step);
    clock.t += 2 * PACE.step;
    expect(p.current).toBeNull();
    expect(p.shown).toEqual(es);
    expect(p.nextChange()).toBeNull();
  });

  it('events arriving later wait for those before them; once caught up they start when they arrive', () => {
    const { clock, p } = player();
    const a = [roll(1)];
    p.feed(a);
    clock.t += 100;
    const b = [...a, roll(2)];
    p.feed(b);
    expect(p.current).toBe(a[0]);
    clock.t += PACE.roll - 100;
    expect(p.current).toBe(b[1]);
    clock.t += 5000;
    expect(p.caughtUp).toBe(true);
    const c = [...b, roll(3)];
    p.feed(c);
    expect(p.current).toBe(c[2]);
    clock.t += PACE.roll - 1;
    expect(p.current).toBe(c[2]);
  });

  it('speeds multiply the pace; instant plays everything at once; the speed may change while playing', () => {
    for (const speed of ['slow', 'fast'] as const) {
      const { clock, p } = player(speed);
      p.feed([roll(1), roll(2)]);
      clock.t += PACE.roll * SPEED_FACTOR[speed] - 1;
      expect(p.shown.length).toBe(0);
      clock.t += 1;
      expect(p.shown.length).toBe(1);
    }
    const { clock, p } = player('instant');
    p.feed([line, roll(1), banner]);
    expect(p.caughtUp).toBe(true);
    const q = player('slow');
    q.p.feed([roll(1), roll(2)]);
    q.clock.t += 100;
    q.p.setSpeed('instant');
    expect(q.p.caughtUp).toBe(true);
    void clock;
  });

  it('skip shows everything received at once', () => {
    const { p } = player();
    const es = [line, roll(1), step(2), banner];
    p.feed(es);
    p.skip();
    expect(p.shown).toEqual(es);
    expect(p.current).toBeNull();
    expect(p.behind).toBe(0);
  });

  it("the seat's own inputs play fast, rolls still shown", () => {
    const { clock, p } = player();
    p.feed([step(2), roll(3)], { own: true });
    clock.t += PACE.step * 0.3;
    expect(p.current?.type).toBe('roll');
    clock.t += PACE.roll * 0.3;
    // A roll keeps more of its time than the rest.
    expect(p.current?.type).toBe('roll');
    clock.t += PACE.roll * 0.3;
    expect(p.caughtUp).toBe(true);
  });

  it("catches up within CATCH_UP_MS when it becomes the viewer's turn", () => {
    const { clock, p } = player('slow');
    const es = Array.from({ length: 20 }, (_, i) => (i % 2 ? roll(i % 6 || 1) : step(i)));
    p.feed(es);
    clock.t += 500;
    const before = p.shown.length;
    p.setUrgent(true);
    expect(p.shown.length).toBe(before);
    clock.t += CATCH_UP_MS + 1;
    expect(p.caughtUp).toBe(true);
    // Without the turn, the same events take far longer.
    const q = player('slow');
    q.p.feed(es);
    q.clock.t += 500 + CATCH_UP_MS + 1;
    expect(q.p.caughtUp).toBe(false);
  });

  it('pause stops the clock of the playback; play resumes where it stopped', () => {
    const { clock, p } = player();
    p.feed([roll(1), roll(2)]);
    clock.t += 300;
    p.pause();
    clock.t += 10_000;
    expect(p.current?.faces).toEqual([1]);
    expect(p.nextChange()).toBeNull();
    p.play();
    expect(p.nextChange()).toBe(PACE.roll - 300);
    clock.t += PACE.roll - 300;
    expect(p.current?.faces).toEqual([2]);
  });

  it('a list that shrinks or changes (a replay stepping back) is shown at once', () => {
    const { p } = player();
    const es = [roll(1), roll(2), roll(3)];
    p.feed(es);
    p.feed(es.slice(0, 1));
    expect(p.caughtUp).toBe(true);
    expect(p.shown).toEqual([es[0]]);
    p.feed([roll(5), roll(6)]);
    expect(p.caughtUp).toBe(true);
  });

  it('announces the latest knock-down, Gnak, point or raid played, never one from the history', () => {
    const gnak: GameEvent = { type: 'gnak', rule: 'PS-GNAK-5', side: 1, markers: 1 };
    const raid: GameEvent = { type: 'raidStarted', rule: 'PIL-RAID-1', no: 1 };
    expect(latestBanner([line, banner, roll(2)], 0)).toBe(1);
    expect(latestBanner([line, banner, gnak, step(3)], 0)).toBe(2);
    expect(latestBanner([raid, line], 0)).toBe(0);
    // Shown at once when the page opened: no banner.
    expect(latestBanner([banner, line], 1)).toBe(-1);
    expect(latestBanner([line, roll(1)], 0)).toBe(-1);
  });

  it('accepts live events with their numbers', () => {
    const clock = { t: 0 };
    const p = new EventPlayer(() => clock.t);
    p.feed([], { atOnce: true });
    p.feed([{ eventSeq: 0, event: roll(6) }]);
    expect(p.current).toEqual({ eventSeq: 0, event: roll(6) });
  });
});

describe('Piss’ Squig pieces while events play', () => {
  const start = (): PSView => {
    const s = pissSquig.setup({ players: 2 });
    if (!s.ok) throw new Error('setup');
    return pissSquig.view(s.value, null) as PSView;
  };
  const sq = (x: number, y: number) => y * 13 + x;

  it('moves a goblin square by square, knocks him down, moves the Squig', () => {
    const v = start();
    let pos = positionsOf(v);
    pos = applyEvent(pos, { type: 'entered', goblin: 0, to: sq(1, 1) });
    expect(pos.goblins[0]).toEqual({ square: { x: 1, y: 1 }, status: 'standing' });
    pos = applyEvent(pos, { type: 'moved', goblin: 0, from: sq(1, 1), to: sq(2, 2) });
    expect(pos.goblins[0]!.square).toEqual({ x: 2, y: 2 });
    pos = applyEvent(pos, { type: 'knockedDown', goblin: 0, at: sq(2, 2) });
    expect(pos.goblins[0]!.status).toBe('prone');
    pos = applyEvent(pos, { type: 'squigMoved', from: sq(6, 6), to: sq(5, 6) });
    expect(pos.squig).toMatchObject({ x: 5, y: 6 });
    pos = applyEvent(pos, { type: 'emasculated', goblin: 0, side: 0 });
    expect(pos.goblins[0]).toEqual({ square: null, status: 'emasculated' });
  });

  it('derives the pieces from the latest view reached and the events played after it', () => {
    const v0 = start();
    const v1: PSView = {
      ...v0,
      goblins: v0.goblins.map((g, i) => (i === 0 ? { ...g, square: { x: 4, y: 4 } } : g)),
    };
    const es: GameEvent[] = [
      { type: 'moveStarted', goblin: 0 },
      { type: 'moved', goblin: 0, from: sq(2, 2), to: sq(3, 3) },
      { type: 'moved', goblin: 0, from: sq(3, 3), to: sq(4, 4) },
    ];
    const v0moved: PSView = {
      ...v0,
      goblins: v0.goblins.map((g, i) => (i === 0 ? { ...g, square: { x: 2, y: 2 } } : g)),
    };
    let trail = extendTrail([], v0moved, 0);
    trail = extendTrail(trail, v1, 3);
    expect(positionsAt(trail, es, 0)!.goblins[0]!.square).toEqual({ x: 2, y: 2 });
    expect(positionsAt(trail, es, 2)!.goblins[0]!.square).toEqual({ x: 3, y: 3 });
    expect(positionsAt(trail, es, 3)!.goblins[0]!.square).toEqual({ x: 4, y: 4 });
    // Once reached, the view itself (here: the same square) is the board.
    expect(placed(v1, positionsAt(trail, es, 3)).goblins[0]!.square).toEqual({ x: 4, y: 4 });
    expect(positionsAt([], es, 3)).toBeNull();
  });
});
