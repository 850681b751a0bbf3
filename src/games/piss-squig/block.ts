/**
 * The Block action (PS-BLOCK-1..4): one die, the D6 table, the push, the follow-up, then the falls.
 */
import type { GameEvent } from '../../engine/types.ts';
import { directionTo, step, OFF } from './board.ts';
import { tableRoll } from './events.ts';
import { knockDown, resolveFalls } from './falls.ts';
import { occupant, place } from './pit.ts';
import { Skill } from './skills.ts';
import { Phase, PushFor, Status, type PSState } from './state.ts';
import { continuePush } from './push.ts';
import { offerReroll } from './rerolls.ts';
import { endTurn } from './turn.ts';

/** The block table read on a D6 (PS-BLOCK-2, PS-R-32). Index = face. */
export const BLOCK_RESULT = [
  '',
  'attackerDown',
  'bothDown',
  'pushed',
  'pushed',
  'stumble',
  'defenderDown',
] as const;

/** Standing opposing goblins adjacent to goblin `gi`: the targets it may block (PS-BLOCK-1, PS-TURN-6). */
export function blockTargets(s: PSState, gi: number): number[] {
  const g = s.goblins[gi]!;
  const out: number[] = [];
  if (g.status !== Status.Standing) return out;
  for (let k = 1; k <= 8; k++) {
    const n = step(g.sq, k);
    if (n === OFF) continue;
    const o = occupant(s, n);
    if (o >= 0 && s.goblins[o]!.side !== g.side && s.goblins[o]!.status === Status.Standing) out.push(o);
  }
  return out;
}

/** Starts a Block against `target`: ROLL-BLOCK is requested. */
export function beginBlock(s: PSState, target: number, events: GameEvent[]): void {
  s.target = target;
  events.push({ type: 'blockDeclared', rule: 'PS-BLOCK-1', goblin: s.actor, target });
  s.phase = Phase.Block;
  s.reroll = false;
}

/** ROLL-BLOCK (PS-BLOCK-1), read on table PS-BLOCK-2: 1 attacker down, 2 both down, 3–4 pushed, 5 stumble (pushed), 6 pushed and down. */
export function applyBlock(s: PSState, faces: number[], events: GameEvent[]): void {
  const r = faces[0]!;
  events.push(
    tableRoll('PS-BLOCK-1', s.side, '1d6', faces, BLOCK_RESULT[r]!, {
      goblin: s.actor,
      target: s.target,
      ...(s.reroll ? { reroll: true } : {}),
    }),
  );
  const wasReroll = s.reroll;
  s.reroll = false;
  // PS-SK-4 Pro: the blocker may reroll his block die whatever it shows (ARB-PS-11)
  if (!wasReroll && offerReroll(s, Phase.Block, r)) return;
  blockResultStands(s, r, events);
}

/** The block die's final result applies (PS-BLOCK-2). */
export function blockResultStands(s: PSState, r: number, events: GameEvent[]): void {
  s.blockResult = r;
  const attacker = s.goblins[s.actor]!;
  const defender = s.goblins[s.target]!;
  if (r === 1) {
    knockDown(s, s.actor, 'PS-BLOCK-2', defender.side, events);
    resolveFalls(s, events);
  } else if (r === 2) {
    knockDown(s, s.actor, 'PS-BLOCK-2', defender.side, events);
    knockDown(s, s.target, 'PS-BLOCK-2', attacker.side, events);
    resolveFalls(s, events);
  } else {
    s.pushFor = PushFor.Block;
    s.pushChooser = s.side;
    s.chain.length = 0;
    s.chain.push(defender.sq);
    s.pushDir = directionTo(attacker.sq, defender.sq);
    continuePush(s, events);
  }
}

/** True when the block result knocks the defender down where he ends (PS-BLOCK-2; `fenceSlam`, PS-R-12). */
function defenderFalls(s: PSState, pinned: boolean): boolean {
  return s.blockResult === 6 || stumbleTackled(s) || (pinned && s.o.fenceSlam && s.blockResult >= 3);
}

/** Block result 5 by a blocker with Tacle: the defender is pushed and knocked down (PS-BLOCK-2, PS-SK-6, PS-R-48). */
function stumbleTackled(s: PSState): boolean {
  return s.blockResult === 5 && (s.goblins[s.actor]!.skills & Skill.tacle) !== 0;
}

/** No usable square: the defender stays, no follow-up; a knock-down applies in place (PS-PUSH-4). */
export function blockPinned(s: PSState, events: GameEvent[]): void {
  events.push({ type: 'pinned', rule: 'PS-PUSH-4', goblin: s.target });
  s.chain.length = 0;
  finishBlock(s, true, events);
}

/** After the push: the blocker may follow into the square left (PS-BLOCK-4). */
export function afterBlockPush(s: PSState, _events: GameEvent[]): void {
  s.phase = Phase.Follow;
}

/** D-FOLLOW: no MP, no dodge, no slippery test, no climb (PS-BLOCK-4). */
export function decideFollow(s: PSState, follow: boolean, events: GameEvent[]): void {
  if (follow) {
    const from = s.goblins[s.actor]!.sq;
    place(s, s.actor, s.from);
    events.push({ type: 'followedUp', rule: 'PS-BLOCK-4', goblin: s.actor, from, to: s.from });
  }
  finishBlock(s, false, events);
}

/** Knock-downs after the push and follow-up (PS-BLOCK-3), then the turn ends. */
function finishBlock(s: PSState, pinned: boolean, events: GameEvent[]): void {
  if (defenderFalls(s, pinned)) {
    // PS-SK-6: a stumble knocked down by Tacle names the skill as its cause
    knockDown(
      s,
      s.target,
      s.blockResult === 5 && stumbleTackled(s) ? 'PS-SK-6' : 'PS-BLOCK-2',
      s.side,
      events,
    );
    resolveFalls(s, events);
  } else endTurn(s, events);
}
