/**
 * The Piss' Squig pit while events play: where the played events put the pieces, not where the latest view has
 * them. A trail keeps the views the table received with the number of events each came after; the pieces
 * are those of the latest view the player has reached, moved by the played movement events that follow it
 * (goblin steps, jumps, pushes, falls, entries, the Squig's steps). Once caught up, the board is the view.
 */
import { SIZE, xOf, yOf } from '../../src/games/piss-squig/board.ts';
import type { GameEvent } from '../../src/engine/types.ts';
import type { PSView } from '../../src/games/piss-squig/view.ts';
import { eventOf, type AnyEvent } from './eventPlayer.ts';

type Goblin = PSView['goblins'][number];
type Square = Goblin['square'];

/** Where the pieces stand: each goblin's square and state, the Squig's square and mood. */
export interface PSPositions {
  goblins: { square: Square; status: Goblin['status'] }[];
  squig: PSView['squig'];
}

export function positionsOf(view: PSView): PSPositions {
  return {
    goblins: view.goblins.map((g) => ({ square: g.square, status: g.status })),
    squig: view.squig,
  };
}

function at(q: unknown): Square {
  return typeof q === 'number' && q >= 0 && q < SIZE * SIZE ? { x: xOf(q), y: yOf(q) } : null;
}

/** The positions after one event (events that move nothing leave them as they are). */
export function applyEvent(pos: PSPositions, e: GameEvent): PSPositions {
  const gi = typeof e.goblin === 'number' ? e.goblin : -1;
  const g = pos.goblins[gi];
  const set = (i: number, patch: Partial<PSPositions['goblins'][number]>): PSPositions => {
    if (!pos.goblins[i]) return pos;
    const goblins = pos.goblins.slice();
    goblins[i] = { ...goblins[i]!, ...patch };
    return { ...pos, goblins };
  };
  switch (e.type) {
    case 'moved':
    case 'jumped':
    case 'pushed':
    case 'sidestepped':
    case 'followedUp':
    case 'shadowed':
      return g ? set(gi, { square: at(e.to) ?? g.square }) : pos;
    case 'entered':
    case 'partnerEntered':
      return g ? set(gi, { square: at(e.to), status: 'standing' }) : pos;
    case 'relayed': {
      const out = set(gi, { square: null, status: 'reserve' });
      const pi = typeof e.partner === 'number' ? e.partner : -1;
      if (!out.goblins[pi]) return out;
      const goblins = out.goblins.slice();
      goblins[pi] = { square: at(e.to), status: 'standing' };
      return { ...out, goblins };
    }
    case 'knockedDown':
    case 'dived':
      return g ? set(gi, { status: 'prone' }) : pos;
    case 'stoodUp':
      return g ? set(gi, { status: 'standing' }) : pos;
    case 'turnedOver':
      return g ? set(gi, { status: 'prone' }) : pos;
    case 'emasculated':
      return g ? set(gi, { square: null, status: 'emasculated' }) : pos;
    case 'climbedOut':
      return g ? set(gi, { square: null, status: 'outside' }) : pos;
    case 'squigMoved': {
      const to = at(e.to);
      return to ? { ...pos, squig: { ...pos.squig, x: to.x, y: to.y } } : pos;
    }
    case 'squigFurious':
      return { ...pos, squig: { ...pos.squig, furious: true } };
    default:
      return pos;
  }
}

/** A view the table received, after `count` events. */
export interface TrailPoint {
  count: number;
  view: PSView;
}

/** Adds a new view to the trail (an unchanged view or an older count adds nothing); keeps it short. */
export function extendTrail(trail: readonly TrailPoint[], view: PSView, count: number): TrailPoint[] {
  const last = trail[trail.length - 1];
  if (last && last.view === view) return trail as TrailPoint[];
  // A list that restarted (a replay stepped back, another viewer) starts a new trail.
  const kept = last && last.count > count ? [] : trail.slice(-50);
  return [...kept, { count, view }];
}

/**
 * The pieces once the first `reached` events are played: the latest view of the trail at or before that
 * point, moved by the events from there; null when the trail knows no view that early.
 */
export function positionsAt(
  trail: readonly TrailPoint[],
  events: readonly AnyEvent[],
  reached: number,
): PSPositions | null {
  let base: TrailPoint | undefined;
  for (const p of trail) if (p.count <= reached && (!base || p.count >= base.count)) base = p;
  if (!base) return null;
  let pos = positionsOf(base.view);
  for (let i = base.count; i < reached && i < events.length; i++) pos = applyEvent(pos, eventOf(events[i]!));
  return pos;
}

/** The view with its pieces where `pos` puts them (everything else as in the view). */
export function placed(view: PSView, pos: PSPositions | null | undefined): PSView {
  if (!pos) return view;
  return {
    ...view,
    goblins: view.goblins.map((g, i) => (pos.goblins[i] ? { ...g, ...pos.goblins[i] } : g)),
    squig: pos.squig,
  };
}

/** Each piece's SVG group on the board (its test id) and its square, for the sliding animation (slides.ts). */
export function slideTargets(view: PSView): Record<string, { x: number; y: number } | null> {
  const out: Record<string, { x: number; y: number } | null> = {
    '[data-testid="squig"]': { x: view.squig.x, y: view.squig.y },
  };
  for (const g of view.goblins) out[`[data-testid="goblin-${g.id}"]`] = g.square;
  return out;
}
