/**
 * "Race", a toy game for the engine's tests: it exercises decisions, sub-decisions, chance, rerolls,
 * optional sealed simultaneous orders and a turn bound, with the full rules contract.
 *
 * RACE-1: 1 to 4 players race to `goal` (default 5); seat 0 starts; with `sealedStart`, every seat first
 * secretly orders its start square (0 or 1), revealed together.
 * RACE-2: on their turn the active player rolls or passes; passing ends the turn.
 * RACE-3: a roll is 1d6 against 3+: success advances one square and ends the turn.
 * RACE-4: after a failed roll the player may reroll once per turn, or accept the failure (ending the turn).
 * RACE-5: reaching the goal wins at once; after `maxTurns` turns the furthest player(s) win.
 */
import { z } from 'zod';
import { checkFaces, uniformOutcomes } from '../dice.ts';
import { err, ok, type GameEvent, type Outcome, type Pending, type Result, type Rules } from '../types.ts';

/** A sealed start order (RACE-1). */
export interface StartOrder {
  start: 0 | 1;
}

/** Everything a Race player can do. */
export type RaceAction = 'roll' | 'pass' | 'reroll' | 'accept' | StartOrder;

/** A Race position. */
export interface RaceState {
  players: number;
  goal: number;
  maxTurns: number;
  pos: number[];
  active: number;
  turns: number;
  phase: 'start' | 'choose' | 'roll' | 'rerollChoice' | 'over';
  rerolled: boolean;
}

/** What a Race player sees (everything: Race has no hidden information). */
export interface RaceView {
  pos: number[];
  active: number;
  turns: number;
  phase: RaceState['phase'];
  rerolled: boolean;
  goal: number;
}

const optionsSchema = z
  .object({
    players: z.number().int().min(1).max(4).default(2),
    goal: z.number().int().min(1).max(20).default(5),
    maxTurns: z.number().int().min(1).max(500).default(40),
    sealedStart: z.boolean().default(false),
  })
  .strict();

function outcome(s: RaceState): Outcome {
  const scores = s.pos.slice();
  const best = Math.max(...scores);
  const winners: number[] = [];
  for (let p = 0; p < s.players; p++) if (scores[p] === best) winners.push(p);
  const ranks = scores.map((x) => 1 + scores.filter((y) => y > x).length);
  return { scores, ranks, winners };
}

function endTurn(s: RaceState, events: GameEvent[]): void {
  s.turns++;
  s.rerolled = false;
  if (s.turns >= s.maxTurns) {
    s.phase = 'over';
    events.push({ type: 'timeUp', rule: 'RACE-5', turns: s.turns });
    return;
  }
  s.active = (s.active + 1) % s.players;
  s.phase = 'choose';
}

function refuse(s: RaceState, player: number): Result<never> {
  return err(
    'race.notYourTurn',
    'RACE-2',
    `Ce n'est pas au joueur ${player} d'agir (phase ${s.phase}, joueur actif ${s.active}).`,
    `It is not player ${player}'s turn to act (phase ${s.phase}, active player ${s.active}).`,
  );
}

/** The Race rules. */
export const raceRules: Rules<RaceState, RaceAction, RaceView> = {
  id: 'race',
  version: '1',
  players: { min: 1, max: 4 },

  setup(options) {
    const parsed = optionsSchema.safeParse(options ?? {});
    if (!parsed.success) {
      const issues = parsed.error.issues
        .map((i) => `${i.path.join('.') || '(options)'}: ${i.message}`)
        .join('; ');
      return err('options.invalid', 'RACE-1', `Options invalides : ${issues}`, `Invalid options: ${issues}`);
    }
    const o = parsed.data;
    return ok({
      players: o.players,
      goal: o.goal,
      maxTurns: o.maxTurns,
      pos: new Array<number>(o.players).fill(0),
      active: 0,
      turns: 0,
      phase: o.sealedStart ? 'start' : 'choose',
      rerolled: false,
    });
  },

  pending(s): Pending {
    switch (s.phase) {
      case 'start':
        return { kind: 'simultaneous', players: s.pos.map((_, p) => p) };
      case 'choose':
      case 'rerollChoice':
        return { kind: 'decision', player: s.active };
      case 'roll':
        return {
          kind: 'chance',
          request: {
            rule: 'RACE-3',
            dice: '1d6',
            roller: s.active,
            target: 3,
            modifier: 0,
            label: 'race.roll',
            reroll: s.rerolled,
          },
        };
      case 'over':
        return { kind: 'over', outcome: outcome(s) };
    }
  },

  legal(s, player) {
    if (s.phase === 'start') return player >= 0 && player < s.players ? [{ start: 0 }, { start: 1 }] : [];
    if (player !== s.active) return [];
    if (s.phase === 'choose') return ['roll', 'pass'];
    if (s.phase === 'rerollChoice') return ['reroll', 'accept'];
    return [];
  },

  validate(s, player, a) {
    if (s.phase === 'start') {
      if (!Number.isInteger(player) || player < 0 || player >= s.players) return refuse(s, player);
      const start = (a as { start?: unknown } | null)?.start;
      if (typeof a !== 'object' || a === null || (start !== 0 && start !== 1)) {
        return err(
          'race.order',
          'RACE-1',
          `Ordre de départ invalide ${JSON.stringify(a)} : attendu { "start": 0 } ou { "start": 1 }.`,
          `Invalid start order ${JSON.stringify(a)}: expected { "start": 0 } or { "start": 1 }.`,
        );
      }
      return ok({ start });
    }
    if ((s.phase !== 'choose' && s.phase !== 'rerollChoice') || player !== s.active) return refuse(s, player);
    const allowed: RaceAction[] = s.phase === 'choose' ? ['roll', 'pass'] : ['reroll', 'accept'];
    const found = allowed.find((x) => x === a);
    if (found === undefined) {
      return err(
        'race.action',
        s.phase === 'choose' ? 'RACE-2' : 'RACE-4',
        `Action ${JSON.stringify(a)} impossible maintenant ; permises : ${allowed.join(', ')}.`,
        `Action ${JSON.stringify(a)} is not possible now; allowed: ${allowed.join(', ')}.`,
      );
    }
    return ok(found);
  },

  apply(s, player, a) {
    const events: GameEvent[] = [];
    if (a === 'roll' || a === 'reroll') {
      s.phase = 'roll';
      s.rerolled = a === 'reroll';
      events.push({
        type: a === 'roll' ? 'declaredRoll' : 'declaredReroll',
        rule: a === 'roll' ? 'RACE-3' : 'RACE-4',
        player,
      });
    } else if (a === 'pass' || a === 'accept') {
      events.push({
        type: a === 'pass' ? 'passed' : 'accepted',
        rule: a === 'pass' ? 'RACE-2' : 'RACE-4',
        player,
      });
      endTurn(s, events);
    } else {
      throw new Error(`Race: apply of an unvalidated action ${JSON.stringify(a)}`);
    }
    return events;
  },

  applyOrders(s, orders) {
    const starts: number[] = [];
    for (let p = 0; p < s.players; p++) {
      const order = orders.get(p);
      if (typeof order !== 'object') throw new Error(`Race: missing start order for seat ${p}`);
      s.pos[p] = order.start;
      starts.push(order.start);
    }
    s.phase = 'choose';
    return [{ type: 'ordersRevealed', rule: 'RACE-1', starts }];
  },

  applyChance(s, faces) {
    if (s.phase !== 'roll') {
      return err('race.noRoll', 'RACE-3', "Aucun jet n'est attendu.", 'No roll is pending.');
    }
    const checked = checkFaces('1d6', faces, 'RACE-3');
    if (!checked.ok) return checked;
    const face = checked.value[0]!;
    const success = face >= 3;
    const player = s.active;
    const events: GameEvent[] = [
      {
        type: 'roll',
        rule: 'RACE-3',
        player,
        dice: '1d6',
        faces: [face],
        target: 3,
        modifier: 0,
        total: face,
        success,
        reroll: s.rerolled,
      },
    ];
    if (success) {
      s.pos[player] = s.pos[player]! + 1;
      events.push({ type: 'advanced', rule: 'RACE-3', player, to: s.pos[player] });
      if (s.pos[player]! >= s.goal) {
        s.turns++;
        s.phase = 'over';
        events.push({ type: 'won', rule: 'RACE-5', player });
      } else {
        endTurn(s, events);
      }
    } else if (!s.rerolled) {
      s.phase = 'rerollChoice';
    } else {
      endTurn(s, events);
    }
    return ok(events);
  },

  chanceOutcomes(s) {
    return s.phase === 'roll' ? uniformOutcomes('1d6') : null;
  },

  view(s) {
    return {
      pos: s.pos.slice(),
      active: s.active,
      turns: s.turns,
      phase: s.phase,
      rerolled: s.rerolled,
      goal: s.goal,
    };
  },

  clone(s) {
    return { ...s, pos: s.pos.slice() };
  },

  hash(s) {
    return `${s.players}|${s.goal}|${s.maxTurns}|${s.pos.join(',')}|${s.active}|${s.turns}|${s.phase}|${s.rerolled ? 1 : 0}`;
  },

  stepBound(s) {
    return 1 + 4 * (s.maxTurns - s.turns);
  },
};
