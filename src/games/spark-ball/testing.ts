/**
 * Test fixtures: small inline rosters, a match driven by scripted decisions and dice, and a shortcut to a
 * deployed match at turn 1. Used by the rule tests; never by the product.
 */
import type { GameEvent, Pending, RollEvent, RuleError } from '../../engine/types.ts';
import type { Placement, SBAction } from './actions.ts';
import { sparkBall } from './index.ts';
import { get, indexOf, P_X, P_Y, PER_INCH, type SBState } from './state.ts';
import type { Position, Roster, RosterPlayer } from './teams/types.ts';

/** A roster player with average characteristics (MV 6, F/R/AG 3, AR 1) unless overridden. */
export function rosterPlayer(id: string, position: Position, over: Partial<RosterPlayer> = {}): RosterPlayer {
  return {
    id,
    name: id,
    number: Number(id.replace(/\D/g, '')) || 1,
    position,
    profile: `test.${position}`,
    stats: { mv: 6, f: 3, r: 3, ag: 3, ar: 1 },
    abilities: [],
    equipment: null,
    baseRadius: 0.5,
    special: false,
    ...over,
  };
}

/** A 7-player roster (ids `<prefix>1..7`: Keeper 1, Defenders 2–4, Attackers 5–7), plus `extra` players. */
export function roster(prefix: string, over: Partial<Roster> = {}, extra: RosterPlayer[] = []): Roster {
  const players: RosterPlayer[] = [rosterPlayer(`${prefix}1`, 'keeper')];
  for (let i = 2; i <= 4; i++) players.push(rosterPlayer(`${prefix}${i}`, 'defender'));
  for (let i = 5; i <= 7; i++) players.push(rosterPlayer(`${prefix}${i}`, 'attacker'));
  players.push(...extra);
  return {
    name: prefix,
    template: 'T1',
    alignment: 'neutral',
    players,
    teamRerolls: 2,
    treasury: 0,
    ...over,
  };
}

/** Options with the two test rosters (Home 'h', Away 'a') and `more` keys. */
export function testOptions(more: Record<string, unknown> = {}, home = roster('h'), away = roster('a')) {
  return { teams: [home, away], ...more };
}

/** Home's default deployment (C-1): keeper (6.5, 1.5), defenders at y = 4, attackers at y = 8.5; Away mirrored. */
export function formation(side: number, prefix = side === 0 ? 'h' : 'a'): Placement[] {
  const ys = (y: number) => (side === 0 ? y : 21 - y);
  const list: Placement[] = [{ player: `${prefix}1`, x: 6.5, y: ys(1.5) }];
  [3.5, 6.5, 9.5].forEach((x, i) => list.push({ player: `${prefix}${i + 2}`, x, y: ys(4) }));
  [3.5, 6.5, 9.5].forEach((x, i) => list.push({ player: `${prefix}${i + 5}`, x, y: ys(8.5) }));
  return list;
}

/** A match driven step by step; every input is checked like a real one and every event is kept. */
export class Table {
  readonly events: GameEvent[] = [];
  /**
   * When true, every RW-TACKLE window a decision opens is declined at once by the reacting coach (the
   * declines are in `events`): for tests of other rules whose moves pass near opponents. `atTurn1` sets it;
   * tackle tests turn it off.
   */
  declineTackles = false;
  constructor(readonly s: SBState) {}

  /** A new match from options (throws if refused). */
  static setup(options: unknown = testOptions()): Table {
    const r = sparkBall.setup(options);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.en}`);
    return new Table(r.value);
  }

  /** Line-ups and captains (h1, a1), traits (faces), Home wins the deployment roll-off and deploys first. */
  static deployed(options: unknown = testOptions(), traits: [number, number] = [2, 2]): Table {
    const t = Table.setup(options);
    t.act(0, { type: 'lineup', players: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7'] });
    t.act(0, { type: 'captain', player: 'h1' });
    t.act(1, { type: 'lineup', players: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'] });
    t.act(1, { type: 'captain', player: 'a1' });
    t.roll(traits[0]);
    t.roll(traits[1]);
    t.roll(5);
    t.roll(2);
    t.act(0, { type: 'deployOrder', first: true });
    t.act(0, { type: 'deploy', positions: formation(0) });
    t.act(1, { type: 'deploy', positions: formation(1) });
    return t;
  }

  /**
   * Deployed, event 7 (nothing), a kick-off ARROW 1 + 1 due east (the ball rests at (8.5, 10.5), clear of every
   * base), then the first-turn roll-off won by `first`.
   */
  static atTurn1(first = 0, options: unknown = testOptions()): Table {
    const t = Table.deployed(options);
    t.roll(3, 4); // ROLL-EVENT 7
    t.roll(3, 1, 1); // ROLL-KICKOFF: ARROW, 1 + 1 in
    t.roll(90_001); // direction 90° (east), continuous die: face − 1 millidegrees
    t.roll(first === 0 ? 6 : 1);
    t.roll(first === 0 ? 1 : 6);
    t.declineTackles = true;
    return t;
  }

  /** What the match waits for. */
  pending(): Pending {
    return sparkBall.pending(this.s);
  }

  /** The legal decisions of `coach`. */
  legal(coach: number): SBAction[] {
    return sparkBall.legal(this.s, coach);
  }

  /** Validates and applies a decision; throws with the refusal's text if it is refused. Returns its events. */
  act(coach: number, action: unknown): GameEvent[] {
    const v = sparkBall.validate(this.s, coach, action);
    if (!v.ok) throw new Error(`${v.error.code}: ${v.error.en}`);
    const evs = sparkBall.apply(this.s, coach, v.value);
    this.events.push(...evs);
    const f = this.s.stack[this.s.stack.length - 1];
    if (this.declineTackles && f?.id === 'D-20' && f.window === 'RW-TACKLE') {
      evs.push(...this.act(f.coach, { type: 'decline' }));
    }
    return evs;
  }

  /** Supplies the faces of the pending roll; throws if they are refused. Returns the events. */
  roll(...faces: number[]): GameEvent[] {
    const r = sparkBall.applyChance(this.s, faces);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.en}`);
    this.events.push(...r.value);
    return r.value;
  }

  /** The refusal of a decision that must be refused; throws if it is accepted. */
  refuse(coach: number, action: unknown): RuleError {
    const v = sparkBall.validate(this.s, coach, action);
    if (v.ok) throw new Error(`expected a refusal for ${JSON.stringify(action)}`);
    return v.error;
  }

  /** The roll events so far. */
  rolls(): RollEvent[] {
    return this.events.filter((e): e is RollEvent => e.type === 'roll');
  }

  /** Events of one type so far. */
  ofType(type: string): GameEvent[] {
    return this.events.filter((e) => e.type === type);
  }

  /** Player `id`'s index. */
  index(id: string): number {
    const home = indexOf(this.s, 0, id);
    return home >= 0 ? home : indexOf(this.s, 1, id);
  }

  /** Player `id`'s centre in inches. */
  at(id: string): [number, number] {
    const p = this.index(id);
    return [get(this.s, p, P_X) / PER_INCH, get(this.s, p, P_Y) / PER_INCH];
  }

  /** The ball in inches. */
  ball(): [number, number] {
    return [this.s.ballX / PER_INCH, this.s.ballY / PER_INCH];
  }
}
