/**
 * The event player: a table's incoming events played one after another at a readable pace, so that a bot's
 * turn (20–30 events in one update) reads as a turn and not as a burst. The model is pure and takes its clock
 * from outside (tests drive it with a fake one); `usePlayback` (playback.ts) wraps it for React.
 *
 * It never blocks a seat: it only decides what the log, the dice tray, the banners and the board show; the
 * controls always use the latest `legal` and `view`.
 */
import type { GameEvent } from '../../src/engine/types.ts';

export type Speed = 'slow' | 'normal' | 'fast' | 'instant';
export const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast', 'instant'];

/** Duration multipliers of the speeds (instant: nothing waits). */
export const SPEED_FACTOR: Record<Speed, number> = { slow: 1.75, normal: 1, fast: 0.4, instant: 0 };

/** Pace at normal speed, in ms, by kind of event. */
export const PACE = {
  roll: 900,
  step: 250,
  banner: 1200,
  silent: 0,
  line: 400,
} as const;

/** Events that move a piece one square (or put it on the board). */
const STEPS = new Set([
  'moved',
  'jumped',
  'pushed',
  'sidestepped',
  'followedUp',
  'shadowed',
  'squigMoved',
  'entered',
  'partnerEntered',
  'relayed',
  'stoodUp',
]);

/** Events worth a banner (bannerOf in banners.ts names them): knock-downs, Gnaks, points, raids, casualties. */
export const BANNERS = new Set([
  'knockedDown',
  'emasculated',
  'gnak',
  'pointTaken',
  'climbedOut',
  'squigFurious',
  'matchOver',
  'raidStarted',
  'raidEnded',
  'casualties',
  'victory',
]);

/** The index of the latest event worth a banner among those played or playing, history aside; -1 if none. */
export function latestBanner(events: readonly AnyEvent[], history: number): number {
  for (let i = events.length - 1; i >= Math.max(0, history); i--)
    if (BANNERS.has(eventOf(events[i]!).type)) return i;
  return -1;
}

/** Bookkeeping that the next event already tells: no time of its own. */
const SILENT = new Set([
  'moveStarted',
  'moveEnded',
  'reactionDeclined',
  'rerollDeclined',
  'squigDesignated',
  'blockDeclared',
  'pissDeclared',
  'jumpDeclared',
  'shadowDeclared',
  'climbAttempt',
  'stepStarted',
  'ordersOpen',
  'ordersLocked',
]);

/** The time an event takes at normal speed. */
export function paceOf(e: GameEvent): number {
  if (e.type === 'roll') return PACE.roll;
  if (BANNERS.has(e.type)) return PACE.banner;
  if (STEPS.has(e.type)) return PACE.step;
  if (SILENT.has(e.type)) return PACE.silent;
  return PACE.line;
}

/** The seat's own inputs play this much faster (the player knows what they did); rolls a little less so. */
export const OWN_FACTOR = 0.3;
export const OWN_ROLL_FACTOR = 0.6;
/** When the viewer's turn comes, what remains plays in at most this long. */
export const CATCH_UP_MS = 1500;

/** A live event with its number, or a replayed one. */
export type AnyEvent = GameEvent | { eventSeq: number; event: GameEvent };

export function eventOf(x: AnyEvent): GameEvent {
  return 'eventSeq' in x && 'event' in x && typeof x.event === 'object'
    ? (x.event as GameEvent)
    : (x as GameEvent);
}

export interface FeedOptions {
  /** The new events answer this seat's own input: they play fast. */
  own?: boolean;
  /** Shown at once, never replayed (the first batch of a page, a resume after a disconnection). */
  atOnce?: boolean;
}

export class EventPlayer<E extends AnyEvent = AnyEvent> {
  private events: readonly E[] = [];
  private own: boolean[] = [];
  /** Events before `index` are played; `events[index]` (if any) plays since `start`. */
  private index = 0;
  private start = 0;
  private paused = false;
  private pausedAt = 0;
  private urgent = false;
  /** Catch-up: events before `scaleEnd` take `scale` times their time. */
  private scale = 1;
  private scaleEnd = 0;
  /** Events before this were shown at once (the first batch, a resume, a reset): history, never played. */
  private historyEnd = 0;

  constructor(
    private clock: () => number,
    private speedNow: Speed = 'normal',
  ) {}

  get speed(): Speed {
    return this.speedNow;
  }

  /** The time event `i` takes now. */
  private duration(i: number): number {
    const e = eventOf(this.events[i]!);
    let d = paceOf(e) * SPEED_FACTOR[this.speedNow];
    if (this.own[i]) d *= e.type === 'roll' ? OWN_ROLL_FACTOR : OWN_FACTOR;
    if (i < this.scaleEnd) d *= this.scale;
    return d;
  }

  /** Moves the played point on to the clock's time. */
  private sync(): void {
    const now = this.paused ? this.pausedAt : this.clock();
    while (this.index < this.events.length) {
      const d = this.duration(this.index);
      if (now - this.start < d) break;
      this.start += d;
      this.index++;
    }
    if (this.index >= this.events.length) this.start = Math.min(this.start, now);
  }

  /**
   * The whole event list so far (it only grows at a table). A list that is shorter, or whose known part
   * changed (a replay stepped back, another viewer), is shown at once.
   */
  feed(events: readonly E[], opts: FeedOptions = {}): void {
    const old = this.events;
    const reset =
      events.length < old.length || (old.length > 0 && events[old.length - 1] !== old[old.length - 1]);
    if (!reset && events.length === old.length) return;
    this.sync();
    const now = this.paused ? this.pausedAt : this.clock();
    const caughtUp = this.index >= old.length;
    this.events = events;
    if (reset || opts.atOnce) {
      this.own = events.map(() => false);
      this.index = events.length;
      this.historyEnd = events.length;
      this.start = now;
      this.scaleEnd = 0;
      return;
    }
    for (let i = old.length; i < events.length; i++) this.own[i] = opts.own === true;
    if (caughtUp) this.start = now;
    if (this.urgent) this.catchUp();
  }

  /** The viewer's turn (or not): what remains then plays within CATCH_UP_MS. */
  setUrgent(on: boolean): void {
    if (on === this.urgent) return;
    this.sync();
    this.urgent = on;
    if (on) this.catchUp();
  }

  private catchUp(): void {
    this.scale = 1;
    this.scaleEnd = 0;
    let left = 0;
    for (let i = this.index; i < this.events.length; i++) left += this.duration(i);
    if (left > CATCH_UP_MS) {
      this.scale = CATCH_UP_MS / left;
      this.scaleEnd = this.events.length;
    }
  }

  setSpeed(s: Speed): void {
    this.sync();
    this.speedNow = s;
    if (this.urgent) this.catchUp();
  }

  /** Everything received is shown now. */
  skip(): void {
    this.sync();
    this.index = this.events.length;
    this.start = this.paused ? this.pausedAt : this.clock();
  }

  pause(): void {
    if (this.paused) return;
    this.sync();
    this.paused = true;
    this.pausedAt = this.clock();
  }

  play(): void {
    if (!this.paused) return;
    this.start += this.clock() - this.pausedAt;
    this.paused = false;
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /** How many events at the start of the list were shown at once, without being played. */
  get history(): number {
    return this.historyEnd;
  }

  /** Events already played, in order. */
  get shown(): E[] {
    this.sync();
    return this.events.slice(0, this.index);
  }

  /** The event being played now, or null. */
  get current(): E | null {
    this.sync();
    return this.events[this.index] ?? null;
  }

  /** How many events wait after the current one. */
  get behind(): number {
    this.sync();
    return Math.max(0, this.events.length - this.index - 1);
  }

  /** True when every event received has been played. */
  get caughtUp(): boolean {
    this.sync();
    return this.index >= this.events.length;
  }

  /** How many events are played or playing (the log's length). */
  get reached(): number {
    this.sync();
    return Math.min(this.events.length, this.index + 1);
  }

  /** Milliseconds until the current event ends, or null when nothing plays (caught up or paused). */
  nextChange(): number | null {
    this.sync();
    if (this.paused || this.index >= this.events.length) return null;
    return Math.max(0, this.start + this.duration(this.index) - this.clock());
  }
}

const SPEED_KEY = 'arbitre.playbackSpeed';

/** The page's localStorage (absent in Node tests). */
function storage(): { getItem(k: string): string | null; setItem(k: string, v: string): void } | undefined {
  return (globalThis as { localStorage?: ReturnType<typeof storage> }).localStorage;
}

/** The speed the player chose last time (localStorage), normal by default. */
export function storedSpeed(): Speed {
  try {
    const s = storage()?.getItem(SPEED_KEY) ?? null;
    return (SPEEDS as readonly string[]).includes(s ?? '') ? (s as Speed) : 'normal';
  } catch {
    return 'normal';
  }
}

export function storeSpeed(s: Speed): void {
  try {
    storage()?.setItem(SPEED_KEY, s);
  } catch {
    // not remembered
  }
}
