/**
 * The event player (eventPlayer.ts) in a React component: fed with the table's growing event list, it
 * re-renders at each event boundary and offers the speed, skip and pause controls.
 */
import { useEffect, useRef, useState } from 'react';
import { EventPlayer, storedSpeed, storeSpeed, type AnyEvent, type Speed } from './eventPlayer.ts';

export interface Playback<E> {
  shown: E[];
  current: E | null;
  /** Events played or playing: the log's length. */
  reached: number;
  behind: number;
  /** Events at the start shown at once (history): banners never announce them. */
  history: number;
  caughtUp: boolean;
  speed: Speed;
  setSpeed: (s: Speed) => void;
  skip: () => void;
  paused: boolean;
  pause: () => void;
  play: () => void;
  /** The next events received are shown at once (a replay jumping several frames). */
  atOnceNext: () => void;
}

export function usePlayback<E extends AnyEvent>(
  events: readonly E[],
  opts: {
    /** False until the table has its first state: the first list fed after is shown at once. */
    ready: boolean;
    /** The viewer's turn: what remains plays at catch-up pace. */
    urgent: boolean;
    /** False while disconnected: the events a resume brings are shown at once. */
    connected?: boolean;
  },
): Playback<E> {
  const ref = useRef<EventPlayer<E> | null>(null);
  ref.current ??= new EventPlayer<E>(() => performance.now(), storedSpeed());
  const p = ref.current;
  const [, setTick] = useState(0);
  const rerender = () => setTick((n) => n + 1);
  const first = useRef(true);
  const resume = useRef(false);
  const fedLength = useRef(0);
  // Whether it was this seat's turn when the latest events arrived: they answer its own input.
  const wasUrgent = useRef(false);
  if (opts.connected === false) resume.current = true;
  if (opts.ready) {
    const grew = events.length !== fedLength.current;
    p.feed(events, { atOnce: first.current || (grew && resume.current), own: wasUrgent.current });
    first.current = false;
    if (grew && opts.connected !== false) resume.current = false;
    fedLength.current = events.length;
    p.setUrgent(opts.urgent);
  }
  useEffect(() => {
    wasUrgent.current = opts.urgent;
  }, [opts.urgent]);
  useEffect(() => {
    const ms = p.nextChange();
    if (ms === null) return;
    const timer = setTimeout(rerender, ms + 5);
    return () => clearTimeout(timer);
  });
  return {
    shown: p.shown,
    current: p.current,
    reached: p.reached,
    behind: p.behind,
    history: p.history,
    caughtUp: p.caughtUp,
    speed: p.speed,
    setSpeed: (s) => {
      p.setSpeed(s);
      storeSpeed(s);
      rerender();
    },
    skip: () => {
      if (p.caughtUp) return;
      p.skip();
      rerender();
    },
    paused: p.isPaused,
    pause: () => {
      p.pause();
      rerender();
    },
    play: () => {
      p.play();
      rerender();
    },
    atOnceNext: () => {
      resume.current = true;
    },
  };
}
