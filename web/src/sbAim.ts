/**
 * Aiming a regular action on the Spark Ball board (SB-SHOT, SB-PASS, SB-CHARGE, SB-MASSACRE): which inputs
 * the rules offer for a target, the trajectory (the actor's centre to the target), the standing players on
 * it who will have to react (SB-SHOT-5), the opponents who may intercept (SB-REACT-7..9), and the exact odds
 * of the rolls, read from the server's `previews` (never worked out here). Drawn from the view alone, as a
 * guide: the server decides.
 */
import type { Point } from '../../src/games/spark-ball/actions.ts';
import type { RollPreview } from '../../src/engine/types.ts';
import type { SBPlayerView, SBView } from '../../src/games/spark-ball/view.ts';
import { reactors } from './sbReach.ts';

/** The regular actions aimed at a target. */
export const AIM_KINDS = ['shoot', 'passBall', 'charge', 'massacre'] as const;
export type AimKind = (typeof AIM_KINDS)[number];

type Input = { type: string } & Record<string, unknown>;

/** The aimed input: a player target (`target`) or, for a shot, a point (`to`). */
export interface Aim {
  kind: AimKind;
  target: string | null;
  to: Point | null;
}

/** The input an aim sends. */
export function aimInput(aim: Aim): Input {
  return aim.target !== null ? { type: aim.kind, target: aim.target } : { type: aim.kind, to: aim.to! };
}

/** The aimed kinds the legal inputs offer, in the order of AIM_KINDS. */
export function aimKinds(legal: readonly unknown[]): AimKind[] {
  const types = new Set((legal as Input[]).map((a) => a.type));
  return AIM_KINDS.filter((k) => types.has(k));
}

/** Players a kind may target (ids), from the legal inputs. */
export function aimTargets(legal: readonly unknown[], kind: AimKind): Set<string> {
  const out = new Set<string>();
  for (const a of legal as Input[]) if (a.type === kind && typeof a.target === 'string') out.add(a.target);
  return out;
}

/** Shot candidates at points (goal-line and clearance points, SB 5.5). */
export function shotPoints(legal: readonly unknown[]): Point[] {
  const out: Point[] = [];
  for (const a of legal as Input[]) {
    const to = a.to as Point | undefined;
    if (a.type === 'shoot' && to && typeof to.x === 'number') out.push(to);
  }
  return out;
}

/** The index in `legal` of the aimed input (a point within 0.0005 in of a candidate's), or −1. */
export function aimIndex(legal: readonly unknown[], aim: Aim): number {
  return (legal as Input[]).findIndex((a) => {
    if (a.type !== aim.kind) return false;
    if (aim.target !== null) return a.target === aim.target;
    const to = a.to as Point | undefined;
    return !!to && !!aim.to && Math.abs(to.x - aim.to.x) < 0.0005 && Math.abs(to.y - aim.to.y) < 0.0005;
  });
}

/** The distance from `p` to the segment a–b. */
export function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const u = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + u * dx), p.y - (a.y + u * dy));
}

const onPitch = (p: SBPlayerView): boolean => p.where === 'pitch';

/** The aim's end point: the target's centre, or the point. */
export function aimEnd(view: SBView, aim: Aim, side: number): Point | null {
  if (aim.to) return aim.to;
  const p = view.players.find(
    (q) => q.id === aim.target && (aim.kind === 'passBall' ? q.side === side : true),
  );
  return p ? { x: p.x, y: p.y } : null;
}

/**
 * The standing players whose base touches a shot's trajectory (SB-SHOT-5: either team, the target included,
 * the shooter excluded), nearest first. Passes are lobs and charges contacts: nobody on them reacts.
 */
export function playersOnPath(view: SBView, shooter: SBPlayerView, end: Point): SBPlayerView[] {
  const from = { x: shooter.x, y: shooter.y };
  const d = (p: SBPlayerView) => Math.hypot(p.x - from.x, p.y - from.y);
  return view.players
    .filter(
      (p) =>
        onPitch(p) &&
        !p.prone &&
        p !== shooter &&
        segmentDistance({ x: p.x, y: p.y }, from, end) <= p.radius + 1e-9,
    )
    .sort((a, b) => d(a) - d(b));
}

/** An opponent who may intercept, and whether only with a leap. */
export interface Interceptor {
  player: string;
  leap: boolean;
}

/**
 * The opponents who may intercept the aimed action (their reach, as the tackle halos: SB-REACT-3, -5):
 * a shot's trajectory (SB-REACT-8, not those already on it), the thrower or the receiver of a pass
 * (SB-REACT-7), the charged player's team-mates within 2 in of him (SB-REACT-9, no leap). None for a massacre.
 */
export function interceptorsOf(
  view: SBView,
  aim: Aim,
  actor: SBPlayerView,
  end: Point,
  zone: { width: number; depth: number },
): Interceptor[] {
  const from = { x: actor.x, y: actor.y };
  const out: Interceptor[] = [];
  if (aim.kind === 'massacre') return out;
  if (aim.kind === 'charge') {
    const target = view.players.find((p) => p.id === aim.target && p.side !== actor.side);
    if (!target) return out;
    for (const r of reactors(view, 1 - actor.side, zone)) {
      if (r.p.id === target.id) continue;
      const edge = Math.hypot(r.p.x - target.x, r.p.y - target.y) - r.p.radius - target.radius;
      if (edge <= 2 + 1e-9) out.push({ player: r.p.id, leap: false });
    }
    return out;
  }
  const onPath = aim.kind === 'shoot' ? new Set(playersOnPath(view, actor, end).map((p) => p.id)) : new Set();
  const receiver =
    aim.kind === 'passBall'
      ? view.players.find((p) => p.id === aim.target && p.side === actor.side)
      : undefined;
  for (const r of reactors(view, 1 - actor.side, zone)) {
    if (onPath.has(r.p.id)) continue;
    const c = { x: r.p.x, y: r.p.y };
    let edge: number;
    if (aim.kind === 'shoot') edge = segmentDistance(c, from, end) - r.p.radius;
    else {
      const toThrower = Math.hypot(c.x - from.x, c.y - from.y) - actor.radius;
      const toReceiver = receiver
        ? Math.hypot(c.x - receiver.x, c.y - receiver.y) - receiver.radius
        : Infinity;
      edge = Math.min(toThrower, toReceiver) - r.p.radius;
    }
    if (edge <= r.reach + 1e-9) out.push({ player: r.p.id, leap: false });
    else if (edge <= r.reach + r.leap + 1e-9) out.push({ player: r.p.id, leap: true });
  }
  return out;
}

/** The preview of an aim: from the legal candidate's entry, else from the server's answer to `preview`. */
export function aimPreview(
  legal: readonly unknown[],
  previews: readonly (RollPreview[] | null)[],
  answer: {
    input: unknown;
    previews: RollPreview[] | null;
    refused?: { message: string; en: string };
  } | null,
  aim: Aim,
): {
  known: boolean;
  rolls: RollPreview[] | null;
  input: unknown;
  /** The server refused the aimed input: why (French, English). */
  refused?: { message: string; en: string };
} {
  const i = aimIndex(legal, aim);
  if (i >= 0) return { known: true, rolls: previews[i] ?? null, input: legal[i] };
  const a = answer?.input as Input | undefined;
  if (a && a.type === aim.kind && aim.to) {
    const to = a.to as Point | undefined;
    // the server quantises the point to 0.001 in
    if (to && Math.abs(to.x - aim.to.x) < 0.0015 && Math.abs(to.y - aim.to.y) < 0.0015) {
      if (answer!.refused) return { known: false, rolls: null, input: a, refused: answer!.refused };
      return { known: true, rolls: answer!.previews, input: a };
    }
  }
  return { known: false, rolls: null, input: aimInput(aim) };
}
