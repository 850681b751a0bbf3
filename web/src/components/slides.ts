/**
 * Pieces of the pit that slide from their previous square to the new one (a step, a push, the Squig's move)
 * instead of jumping: after each render, each piece whose square changed is animated from the old square
 * (Web Animations on its SVG group, the same as a CSS transform transition). Nothing moves for players who ask
 * for reduced motion.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Farther than this many squares (an entry from a post, a climb-out) the piece is simply put there. */
const MAX_SLIDE = 2;
const SLIDE_MS = 220;

type At = { x: number; y: number } | null;

/** `pieces`: CSS selector of each piece inside `root` → its square now; `enabled` false: pieces jump. */
export function useSlides(
  root: RefObject<Element | null>,
  pieces: Record<string, At>,
  cell: number,
  enabled = true,
): void {
  const prev = useRef<Record<string, At>>({});
  const key = JSON.stringify(pieces);
  useLayoutEffect(() => {
    const before = prev.current;
    prev.current = pieces;
    const el = root.current;
    if (!enabled || !el || typeof window === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    for (const [selector, at] of Object.entries(pieces)) {
      const from = before[selector];
      if (!from || !at || (from.x === at.x && from.y === at.y)) continue;
      if (Math.abs(from.x - at.x) > MAX_SLIDE || Math.abs(from.y - at.y) > MAX_SLIDE) continue;
      const piece = el.querySelector(selector);
      if (!piece || typeof piece.animate !== 'function') continue;
      const dx = (from.x - at.x) * cell;
      const dy = (from.y - at.y) * cell;
      piece.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0px, 0px)' }], {
        duration: SLIDE_MS,
        easing: 'ease-out',
      });
    }
  }, [key]);
}
