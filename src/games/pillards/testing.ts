/**
 * Test fixtures: a campaign driven by scripted sheets, decisions and dice. Used by the rule tests only.
 */
import type { GameEvent, Pending, RollEvent, RuleError } from '../../engine/types.ts';
import { none, TYPES, type Force } from './forces.ts';
import { pillards, type PilAction } from './index.ts';
import { owned, type PilState, type Post, type RaidType, type Sheet } from './state.ts';

/** A force from a partial count, e.g. `force({ cavalry: 3 })`. */
export function force(f: Partial<Force>): Force {
  return { ...none(), ...f };
}

/** A short sheet: the raid, the posts named, every other figure in the reserve. */
export interface SheetSpec {
  raid?: { target: number; type: RaidType; force: Partial<Force> };
  posts?: Partial<Record<Exclude<Post, 'reserve'>, Partial<Force>>>;
  pledges?: number[];
  reinforcements?: Sheet['reinforcements'];
}

/** A campaign under test. */
export class Campaign {
  readonly events: GameEvent[] = [];
  constructor(readonly s: PilState) {}

  /** A new campaign from options (negotiation skipped unless `humans` are given). */
  static start(options: Record<string, unknown> = {}): Campaign {
    const r = pillards.setup({ players: 2, ...options });
    if (!r.ok) throw new Error(r.error.en);
    return new Campaign(r.value);
  }

  /** The full sheet of player `p` for a short spec: unnamed figures go to the reserve (PIL-ORDER-4). */
  sheet(p: number, spec: SheetSpec = {}): Sheet {
    const have = owned(this.s.lords[p]!);
    const posts = { pen: none(), village: none(), orchard: none(), reserve: none() };
    for (const post of ['pen', 'village', 'orchard'] as const) posts[post] = force(spec.posts?.[post] ?? {});
    const raid = spec.raid
      ? { target: spec.raid.target, type: spec.raid.type, force: force(spec.raid.force) }
      : null;
    for (const t of TYPES) {
      posts.reserve[t] =
        have[t] - posts.pen[t] - posts.village[t] - posts.orchard[t] - (raid ? raid.force[t] : 0);
    }
    return { raid, posts, pledges: spec.pledges ?? [], reinforcements: spec.reinforcements ?? null };
  }

  /** Every player's sheet (short specs; missing players get the default sheet), validated and revealed. */
  orders(specs: Record<number, SheetSpec> = {}): GameEvent[] {
    const map = new Map<number, PilAction>();
    for (let p = 0; p < this.s.n; p++) {
      const v = pillards.validate(this.s, p, this.sheet(p, specs[p] ?? {}));
      if (!v.ok) throw new Error(`sheet of ${p} refused: ${v.error.en}`);
      map.set(p, v.value);
    }
    const evs = pillards.applyOrders(this.s, map);
    this.events.push(...evs);
    return evs;
  }

  /** Sealed inputs given together (negotiation, both sides' allocations). */
  sealed(inputs: Record<number, unknown>): GameEvent[] {
    const map = new Map<number, PilAction>();
    for (const [p, a] of Object.entries(inputs)) {
      const v = pillards.validate(this.s, Number(p), a);
      if (!v.ok) throw new Error(`input of ${p} refused: ${v.error.en}`);
      map.set(Number(p), v.value);
    }
    const evs = pillards.applyOrders(this.s, map);
    this.events.push(...evs);
    return evs;
  }

  /** Validates and applies one decision; throws with the refusal's text if refused. */
  act(p: number, a: unknown): GameEvent[] {
    const v = pillards.validate(this.s, p, a);
    if (!v.ok) throw new Error(`${v.error.code}: ${v.error.en}`);
    const evs = pillards.apply(this.s, p, v.value);
    this.events.push(...evs);
    return evs;
  }

  /** The refusal of an input that must be refused. */
  refuse(p: number, a: unknown): RuleError {
    const v = pillards.validate(this.s, p, a);
    if (v.ok) throw new Error(`expected a refusal for ${JSON.stringify(a)}`);
    return v.error;
  }

  /** Supplies the faces of the pending roll. */
  roll(...faces: number[]): GameEvent[] {
    const r = pillards.applyChance(this.s, faces);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.en}`);
    this.events.push(...r.value);
    return r.value;
  }

  /** Rolls `n` dice all showing `face` (a whole group hitting or missing, saving or failing). */
  rollAll(face: number): GameEvent[] {
    const p = this.pending();
    if (p.kind !== 'chance') throw new Error(`no roll pending (${p.kind})`);
    const n = Number(p.request.dice.split('d')[0]);
    return this.roll(...new Array<number>(n).fill(face));
  }

  pending(): Pending {
    return pillards.pending(this.s);
  }

  legal(p: number): PilAction[] {
    return pillards.legal(this.s, p);
  }

  rolls(): RollEvent[] {
    return this.events.filter((e): e is RollEvent => e.type === 'roll');
  }

  ofType(type: string): GameEvent[] {
    return this.events.filter((e) => e.type === type);
  }

  /** Skips whole turns with default sheets (no raid). */
  skipTurns(n: number): void {
    for (let i = 0; i < n; i++) this.orders();
  }
}
