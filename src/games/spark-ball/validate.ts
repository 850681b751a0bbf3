/**
 * The trust boundary: any JSON in, a legal decision or a precise refusal (what is wrong, what is allowed) out.
 * Points are accepted anywhere on the real plane and checked after quantisation, as they would be stored.
 */
import { overlaps, quantise } from '../../geometry/index.ts';
import { err, ok, type Result } from '../../engine/types.ts';
import type { Placement, SBAction } from './actions.ts';
import { checkPath, allowance, leapLength } from './movement.ts';
import {
  baseOnPitch,
  closedZoneAt,
  depthInZone,
  inches,
  inDeploymentArea,
  inGoalZone,
  inStrictArea,
  zoneExtent,
  zoneName,
} from './pitch.ts';
import {
  EPS,
  get,
  indexOf,
  onPitch,
  P_PRONE,
  P_SERIOUS,
  P_WHERE,
  P_X,
  P_Y,
  PER_INCH,
  sideRange,
  Stage,
  Where,
  type Frame,
  type SBState,
} from './state.ts';
import { lossChoices, type LossStat } from './knockdown.ts';
import { checkTackle } from './tackle.ts';
import { checkIntercept } from './intercept.ts';
import { passProblem, passTargetOk, passTargets } from './pass.ts';
import { checkCharge, checkDefend, checkPlayerIntercept } from './charge.ts';
import { checkMassacre } from './massacre.ts';
import { checkStepAside } from './push.ts';
import { pickUpProblem } from './pickup.ts';
import { canReact, reboundPlacement, reboundReach } from './rebound.ts';
import { equipped } from './prematch.ts';
import { canActivate } from './turn.ts';
import { checkKickoffDecision, deployees, placedOnPitch } from './kickoff-after-goal.ts';
import { checkInterceptShot, checkShoot, DEFENCES } from './shoot.ts';
import { tiedPlayers } from './shotpath.ts';
import { returnRefusal } from './keeper.ts';
import { isPlaced, unplaced } from './deployment.ts';
import type { Position } from './teams/types.ts';

/** The stop pending now, or null when the match is over. */
export function top(s: SBState): Frame | null {
  return s.stack[s.stack.length - 1] ?? null;
}

const POSITION_NAMES = {
  attacker: { fr: 'attaquant', en: 'Attacker' },
  defender: { fr: 'défenseur', en: 'Defender' },
  keeper: { fr: 'gardien', en: 'Keeper' },
} as const;

/** The line-up's slots (SB-TEAM-3). */
export const SLOTS = { attacker: 3, defender: 3, keeper: 1 } as const;

const notYours = (what: string, whatEn: string) =>
  err('decision.notExpected', undefined, `Ce n'est pas le moment : ${what}.`, `Not now: ${whatEn}.`);

/** Validates `a` as `player`'s decision at the current stop. */
export function validateAction(s: SBState, player: number, a: unknown): Result<SBAction> {
  const f = top(s);
  if (f === null || !f.id.startsWith('D-')) {
    return notYours('aucune décision attendue', 'no decision is expected');
  }
  const coach = (f as { coach: number }).coach;
  if (player !== coach) {
    return err(
      'decision.notYourTurn',
      undefined,
      `C'est au joueur ${coach + 1} de décider (${f.id}).`,
      `Player ${coach + 1} decides now (${f.id}).`,
    );
  }
  if (typeof a !== 'object' || a === null || typeof (a as { type?: unknown }).type !== 'string') {
    return err(
      'decision.shape',
      undefined,
      'Décision attendue : un objet { type, … }.',
      'Expected a decision object { type, … }.',
    );
  }
  const act = a as Record<string, unknown> & { type: string };
  if (act.type === 'concede') return ok({ type: 'concede' });
  switch (f.id) {
    case 'D-01':
      if (act.type === 'lineup') return checkLineup(s, coach, act.players, act.slots);
      break;
    case 'D-02':
      if (act.type === 'captain') {
        if (indexOf(s, coach, act.player) < 0) {
          return err(
            'captain.unknown',
            'SB-TEAM-9',
            `Capitaine inconnu ${JSON.stringify(act.player)} : choisir l'identifiant d'un joueur de son effectif.`,
            `Unknown captain ${JSON.stringify(act.player)}: name a player of your roster by id.`,
          );
        }
        return ok({ type: 'captain', player: act.player as string });
      }
      break;
    case 'D-03':
      if (act.type === 'deployOrder' && typeof act.first === 'boolean')
        return ok({ type: 'deployOrder', first: act.first });
      break;
    case 'D-04':
    case 'D-32':
      return checkDeployment(s, coach, act);
    case 'D-05':
      if (act.type === 'disableEquipment') {
        const p = indexOf(s, 1 - coach, act.player);
        if (p < 0 || !equipped(s, 1 - coach).includes(p)) {
          return err(
            'curse.target',
            s.event === 3 ? 'SB-EVENT-3' : 'SB-EVENT-9',
            `${JSON.stringify(act.player)} n'est pas un joueur adverse portant un équipement qui fonctionne.`,
            `${JSON.stringify(act.player)} is not an opposing player carrying working equipment.`,
          );
        }
        return ok({ type: 'disableEquipment', player: act.player as string });
      }
      break;
    case 'D-10':
      if (act.type === 'pass') return checkPhasePass(s, coach, act);
      if (act.type === 'activate') {
        const p = indexOf(s, coach, act.player);
        if (!canActivate(s, coach, p)) {
          return err(
            'activate.unable',
            'SB-ACT-1',
            `${JSON.stringify(act.player)} ne peut pas agir : il faut un joueur de son équipe sur le terrain, Opérationnel et non sonné.`,
            `${JSON.stringify(act.player)} cannot act: pick a player of your team on the pitch, Ready and not stunned.`,
          );
        }
        return ok({ type: 'activate', player: act.player as string });
      }
      break;
    case 'D-11':
      return checkStep(s, act);
    case 'D-20': {
      if (act.type === 'decline') return ok({ type: 'decline' });
      if (f.window === 'RW-TACKLE') {
        if (act.type === 'tackle') return checkTackle(s, coach, act);
        break;
      }
      if (f.window === 'RW-PASS-THROW' || f.window === 'RW-PASS-RECEIVE') {
        if (act.type === 'interceptPass') return checkIntercept(s, coach, act);
        break;
      }
      if (f.window === 'RW-CHARGE') {
        if (act.type === 'interceptPlayer') return checkPlayerIntercept(s, coach, act);
        break;
      }
      if (f.window === 'RW-SHOT') {
        if (act.type === 'interceptShot') return checkInterceptShot(s, coach, act);
        break;
      }
      if (act.type !== 'catchRebound') break;
      const p = indexOf(s, coach, act.player);
      const leap = act.leap === true;
      // SB-BALL-10: not the player from whose base a shot's deviation starts.
      const from = p === s.shot.reactor && s.leg.bounces === 0;
      const reach = p >= 0 && !from && canReact(s, p, coach) ? reboundReach(s, p) : 0;
      if (reach === 0 || (reach === 2 && !leap) || reboundPlacement(s, p) === null) {
        return err(
          'rebound.unable',
          'SB-REACT-10',
          `${JSON.stringify(act.player)} ne peut pas attraper au rebond : il faut un joueur Opérationnel, debout et non sonné dont le socle touche la trajectoire (portée 0, +1 Réflexes ou Instinct, + un bond s'il le déclare) avec une place libre dessus.`,
          `${JSON.stringify(act.player)} cannot catch the rebound: name a Ready, standing, unstunned player whose base touches the path (reach 0, +1 Réflexes or Instinct, + a leap if he declares one) with a free spot on it.`,
        );
      }
      return ok({ type: 'catchRebound', player: act.player as string, leap });
    }
    case 'D-26':
    case 'D-27':
      if (act.type === 'reroll' || act.type === 'noReroll') return ok({ type: act.type });
      break;
    case 'D-24':
      if (act.type === 'receiverLeap') {
        if (typeof act.leap !== 'boolean') {
          return err(
            'receiverLeap.shape',
            'SB-PASS-5',
            `Indiquez leap: true (le receveur bondit vers la balle) ou false (reçu ${JSON.stringify(act.leap)}).`,
            `Give leap: true (the receiver leaps to the ball) or false (got ${JSON.stringify(act.leap)}).`,
          );
        }
        return ok({ type: 'receiverLeap', leap: act.leap });
      }
      break;
    case 'D-35': {
      if (act.type !== 'loseCharacteristic') break;
      const choices = lossChoices(s, f.player, get(s, f.player, P_SERIOUS));
      if (!choices.includes(act.stat as LossStat)) {
        return err(
          'loss.choice',
          'SB-INJ-4',
          `Caractéristique à perdre : ${choices.join(' ou ')} (reçu ${JSON.stringify(act.stat)}).`,
          `Characteristic to lose: ${choices.join(' or ')} (got ${JSON.stringify(act.stat)}).`,
        );
      }
      return ok({ type: 'loseCharacteristic', stat: act.stat as LossStat });
    }
    case 'D-30':
    case 'D-31':
    case 'D-33':
    case 'D-34': {
      const r = checkKickoffDecision(s, f, act);
      if (r) return r;
      break;
    }
    case 'D-21':
      if (act.type === 'defend') return checkDefend(s, act);
      break;
    case 'D-25':
      if (act.type === 'stepAside') return checkStepAside(s, f.player, act);
      break;
    case 'D-22':
      if (act.type !== 'defend') break;
      if (!DEFENCES.includes(act.defence as (typeof DEFENCES)[number])) {
        return err(
          'defend.choice',
          'SB-SHOT-6',
          `Défense : dodge (Esquiver, AG), parry (Parer, R) ou repel (Repousser, F) (reçu ${JSON.stringify(act.defence)}).`,
          `Defence: dodge (AG), parry (R) or repel (F) (got ${JSON.stringify(act.defence)}).`,
        );
      }
      return ok({ type: 'defend', defence: act.defence as (typeof DEFENCES)[number] });
    case 'D-23':
      if (act.type !== 'parryCatch') break;
      if (typeof act.attempt !== 'boolean') {
        return err(
          'parryCatch.shape',
          'SB-SHOT-9',
          'Indiquez attempt: true pour tenter d’attraper la balle parée, false pour la laisser au point d’impact.',
          'Give attempt: true to try to catch the parried ball, false to let it rest at the impact point.',
        );
      }
      return ok({ type: 'parryCatch', attempt: act.attempt });
    case 'D-28': {
      if (act.type !== 'pathOrder') break;
      const tied = tiedPlayers(s, f.from, f.count).map((p) => s.info[p]!.id);
      const given = act.players;
      if (
        !Array.isArray(given) ||
        given.length !== tied.length ||
        new Set(given).size !== tied.length ||
        !given.every((id) => tied.includes(id as string))
      ) {
        return err(
          'pathOrder.players',
          'SB-R-18',
          `Ordre des joueurs à égalité sur la trajectoire : chacun de ${tied.join(', ')} une fois (reçu ${JSON.stringify(given)}).`,
          `Order of the players tied on the path: each of ${tied.join(', ')} once (got ${JSON.stringify(given)}).`,
        );
      }
      return ok({ type: 'pathOrder', players: (given as string[]).slice() });
    }
  }
  return err(
    'decision.wrongKind',
    undefined,
    `Décision « ${act.type} » impossible à l'étape ${f.id}.`,
    `Decision "${act.type}" is not possible at stop ${f.id}.`,
  );
}

/** D-11: the steps of SB-ACT-2 that exist, StandUp first and compulsory for a prone player. */
function checkStep(s: SBState, act: Record<string, unknown> & { type: string }): Result<SBAction> {
  const p = s.act.actor;
  const prone = get(s, p, P_PRONE) === 1;
  if (prone && act.type !== 'standUp') {
    return err(
      'step.standUpFirst',
      'SB-ACT-2',
      'Un joueur au sol doit d’abord se relever (StandUp).',
      'A prone player must stand up first (StandUp).',
    );
  }
  const keeper = returnRefusal(s, act);
  if (keeper !== null) return keeper;
  switch (act.type) {
    case 'standUp':
      if (!prone)
        return err(
          'step.standing',
          'SB-STATE-4',
          'Le joueur est déjà debout.',
          'The player is already standing.',
        );
      return ok({ type: 'standUp' });
    case 'end':
      return ok({ type: 'end' });
    case 'pickUp': {
      const why = pickUpProblem(s);
      if (why) {
        return err(
          'pickUp.unable',
          'SB-MOVE-5',
          `Ramassage impossible : ${why.fr}.`,
          `No pick-up: ${why.en}.`,
        );
      }
      return ok({ type: 'pickUp' });
    }
    case 'move': {
      const budget = allowance(s, p) - s.act.used;
      const r = checkPath(s, p, act.path, budget, 'SB-MOVE-1', {
        fr: 'Mouvement refusé',
        en: 'Move refused',
      });
      return r.ok ? ok({ type: 'move', path: act.path as Placement[] }) : r;
    }
    case 'passBall':
      return checkPass(s, act.target);
    case 'leap': {
      if (s.act.leapt) {
        return err('leap.twice', 'SB-MOVE-4', 'Un seul bond par activation.', 'One leap per activation.');
      }
      const r = checkPath(s, p, [act.to], leapLength(s, p), 'SB-MOVE-4', {
        fr: 'Bond refusé',
        en: 'Leap refused',
      });
      return r.ok ? ok({ type: 'leap', to: act.to as Placement }) : r;
    }
    case 'charge':
      return checkCharge(s, act);
    case 'massacre':
      return checkMassacre(s, act);
    case 'shoot':
      return checkShoot(s, act);
  }
  return err(
    'step.unknown',
    'SB-ACT-2',
    `Étape « ${act.type} » inconnue ou pas encore jouable ; permises : standUp, move, leap, pickUp, passBall, charge, massacre, shoot, end.`,
    `Step "${act.type}" is unknown or not playable yet; allowed: standUp, move, leap, pickUp, passBall, charge, massacre, shoot, end.`,
  );
}

/** D-11 Pass + D-16 (SB-PASS-1, SB-ACT-2): the holder, once per activation, to a standing team-mate on the pitch. */
function checkPass(s: SBState, target: unknown): Result<SBAction> {
  const why = passProblem(s);
  if (why) return err('pass.unable', 'SB-PASS-1', `Passe impossible : ${why.fr}.`, `No pass: ${why.en}.`);
  const q = indexOf(s, s.info[s.act.actor]!.side, target);
  if (!passTargetOk(s, q)) {
    const names = passTargets(s)
      .map((j) => s.info[j]!.id)
      .join(', ');
    return err(
      'pass.target',
      'SB-PASS-1',
      `${JSON.stringify(target)} ne peut pas recevoir la passe : il faut un coéquipier debout sur le terrain, autre que le lanceur (possibles : ${names || 'aucun'}).`,
      `${JSON.stringify(target)} cannot receive the pass: name a standing team-mate on the pitch, other than the thrower (possible: ${names || 'none'}).`,
    );
  }
  return ok({ type: 'passBall', target: s.info[q]!.id });
}

/**
 * D-01 (SB-TEAM-3, SB-R-53): distinct players of the roster, at most 3 Attackers, 3 Defenders and 1 Keeper,
 * and every slot filled while the position has an available player. `slots` (optional, one per player) names
 * the slot each fills: his own position, or any under `lineup.anyPositionFillsSlot`, where every slot is
 * filled while any player is available (ARB-SB-66).
 */
function checkLineup(s: SBState, coach: number, ids: unknown, slots: unknown): Result<SBAction> {
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) {
    return err(
      'lineup.shape',
      'SB-TEAM-3',
      'La composition est une liste d’identifiants de joueurs.',
      'The line-up is a list of player ids.',
    );
  }
  if (
    slots !== undefined &&
    (!Array.isArray(slots) ||
      slots.length !== ids.length ||
      slots.some((q) => q !== 'attacker' && q !== 'defender' && q !== 'keeper'))
  ) {
    return err(
      'lineup.shape',
      'SB-R-53',
      `« slots » donne le poste occupé par chaque joueur, dans l'ordre de « players » : ${ids.length} valeurs parmi attacker, defender, keeper.`,
      `"slots" gives the slot each player fills, in the order of "players": ${ids.length} values among attacker, defender, keeper.`,
    );
  }
  const any = s.o.lineup.anyPositionFillsSlot;
  const seen = new Set<string>();
  const count = { attacker: 0, defender: 0, keeper: 0 };
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as string;
    const p = indexOf(s, coach, id);
    if (p < 0 || seen.has(id)) {
      return err(
        'lineup.player',
        'SB-TEAM-3',
        `${JSON.stringify(id)} n'est pas un joueur de l'effectif ou apparaît deux fois.`,
        `${JSON.stringify(id)} is not a roster player or appears twice.`,
      );
    }
    if (get(s, p, P_WHERE) !== Where.Reserve) {
      return err(
        'lineup.unavailable',
        'SB-SETUP-1',
        `${JSON.stringify(id)} n'est pas disponible pour ce match (blessure d'un match précédent, SB-POST).`,
        `${JSON.stringify(id)} is not available for this match (an injury from an earlier match, SB-POST).`,
      );
    }
    const own = s.info[p]!.position;
    const slot = slots === undefined ? own : (slots as Position[])[i]!;
    if (slot !== own && !any) {
      const n = POSITION_NAMES[own];
      const m = POSITION_NAMES[slot];
      return err(
        'lineup.slot',
        'SB-R-53',
        `${JSON.stringify(id)} est ${n.fr} : il ne peut occuper qu'un poste de ${n.fr}, pas de ${m.fr} (seulement avec lineup.anyPositionFillsSlot).`,
        `${JSON.stringify(id)} is a ${n.en}: he may fill only a ${n.en} slot, not a ${m.en} slot (only with lineup.anyPositionFillsSlot).`,
      );
    }
    seen.add(id);
    count[slot]++;
  }
  const [from, to] = sideRange(s, coach);
  let total = 0;
  for (let p = from; p < to; p++) if (get(s, p, P_WHERE) === Where.Reserve) total++;
  for (const pos of ['attacker', 'defender', 'keeper'] as const) {
    let available = 0;
    for (let p = from; p < to; p++)
      if (s.info[p]!.position === pos && get(s, p, P_WHERE) === Where.Reserve) available++;
    const want = Math.min(SLOTS[pos], available);
    if (any ? count[pos] > SLOTS[pos] : count[pos] !== want) {
      const n = POSITION_NAMES[pos];
      return err(
        'lineup.slots',
        'SB-TEAM-3',
        any
          ? `La composition met ${count[pos]} joueurs à un poste de ${n.fr} ; il y a ${SLOTS[pos]} poste(s).`
          : `La composition compte ${count[pos]} ${n.fr}(s) ; il en faut ${want} (${SLOTS[pos]} postes, ${available} disponible(s)).`,
        any
          ? `The line-up puts ${count[pos]} players in ${n.en} slots; there are ${SLOTS[pos]}.`
          : `The line-up has ${count[pos]} ${n.en}(s); ${want} needed (${SLOTS[pos]} slots, ${available} available).`,
      );
    }
  }
  const want = Math.min(7, total);
  if (any && ids.length !== want) {
    return err(
      'lineup.size',
      'SB-R-53',
      `La composition compte ${ids.length} joueur(s) ; il en faut ${want} (7 postes, ${total} joueur(s) disponible(s), tout poste pouvant être occupé par n'importe qui).`,
      `The line-up has ${ids.length} player(s); ${want} needed (7 slots, ${total} available, any player may fill any slot).`,
    );
  }
  const players = (ids as string[]).slice();
  return ok(
    slots === undefined
      ? { type: 'lineup', players }
      : { type: 'lineup', players, slots: (slots as Position[]).slice() },
  );
}

/** D-04 and D-32 (SB-KICK-4: the same rules): the whole team at once, or one player under `deploy.alternate`. */
function checkDeployment(s: SBState, coach: number, act: Record<string, unknown> & { type: string }) {
  const alternate = s.o.deploy.alternate;
  if (act.type === (alternate ? 'deployOne' : 'deploy')) {
    return alternate ? checkDeployOne(s, coach, act) : checkDeploy(s, coach, act.positions);
  }
  if (act.type === 'deploy' || act.type === 'deployOne') {
    return err(
      'deploy.kind',
      'SB-R-52',
      alternate
        ? 'Avec deploy.alternate, les joueurs se placent un par un, en alternance : { type: "deployOne", player, x, y }.'
        : 'Chaque équipe place tous ses joueurs à la fois : { type: "deploy", positions: [{ player, x, y }, …] }.',
      alternate
        ? 'With deploy.alternate, players are placed one at a time, alternately: { type: "deployOne", player, x, y }.'
        : 'Each team places all of its players at once: { type: "deploy", positions: [{ player, x, y }, …] }.',
    );
  }
  return err(
    'decision.wrongKind',
    undefined,
    `Décision « ${act.type} » impossible à l'étape ${top(s)!.id} : un déploiement est attendu.`,
    `Decision "${act.type}" is not possible at stop ${top(s)!.id}: a deployment is expected.`,
  );
}

/** D-10 pass: no player named, or under `turn.passRequiresPlayer` a player able to act (SB-R-13, ARB-SB-72). */
function checkPhasePass(s: SBState, coach: number, act: Record<string, unknown>): Result<SBAction> {
  if (!s.o.turn.passRequiresPlayer) {
    if (act.player === undefined) return ok({ type: 'pass' });
    return err(
      'pass.player',
      'SB-R-13',
      `Une passe de phase ne dépense aucun joueur (turn.passRequiresPlayer = false) : envoyer { type: 'pass' } sans « player » (reçu ${JSON.stringify(act.player)}).`,
      `Passing the phase spends no player (turn.passRequiresPlayer = false): send { type: 'pass' } without "player" (got ${JSON.stringify(act.player)}).`,
    );
  }
  const p = indexOf(s, coach, act.player);
  if (!canActivate(s, coach, p)) {
    const [from, to] = sideRange(s, coach);
    const ready: string[] = [];
    for (let q = from; q < to; q++) if (canActivate(s, coach, q)) ready.push(s.info[q]!.id);
    const fr =
      act.player === undefined
        ? 'une passe doit nommer un joueur Opérationnel, qui devient Occupé'
        : `${JSON.stringify(act.player)} ne peut pas être dépensé : il faut un joueur de son équipe sur le terrain, Opérationnel et non sonné`;
    const en =
      act.player === undefined
        ? 'a pass must name a Ready player, who becomes Done'
        : `${JSON.stringify(act.player)} cannot be spent: name a player of your team on the pitch, Ready and not stunned`;
    return err(
      'pass.player',
      'ARB-SB-72',
      `Avec turn.passRequiresPlayer, ${fr} (possibles : ${ready.join(', ')}).`,
      `With turn.passRequiresPlayer, ${en} (possible: ${ready.join(', ')}).`,
    );
  }
  return ok({ type: 'pass', player: act.player as string });
}

/**
 * D-04 (C-1, SB-SETUP-4, SB-R-52): one position for each on-pitch player of the team, in inches; each
 * base entirely on the pitch, its centre in the deployment area, the keeper's centre in his goal zone, no
 * overlap with any base already placed or placed in the same decision. At a kick-off under `kickoff.redeploy` =
 * false, only the players who came on, clear of every kept base (ARB-SB-71).
 */
function checkDeploy(s: SBState, coach: number, raw: unknown): Result<SBAction> {
  const shape = err(
    'deploy.shape',
    'SB-SETUP-4',
    'Le déploiement est une liste { player, x, y } (pouces), une entrée par joueur sur le terrain.',
    'The deployment is a list of { player, x, y } (inches), one entry per on-pitch player.',
  );
  if (!Array.isArray(raw)) return shape;
  const expected = new Set<number>(deployees(s, coach));
  // ARB-SB-71: at a kick-off with positions kept, only the players who came on are placed, among every base.
  const keep = s.stage === Stage.KickoffAfterGoal && !s.o.kickoff.redeploy;
  const placed: { p: number; x: number; y: number }[] = [];
  // The team deploying second meets the first team's bases (SB-SETUP-4); kept positions are met by all.
  const opponents: { p: number; x: number; y: number }[] = [];
  for (let j = 0; j < s.info.length && (keep || coach !== s.deployFirst); j++) {
    if (keep ? !placedOnPitch(s, j) : s.info[j]!.side === coach || !onPitch(s, j)) continue;
    opponents.push({ p: j, x: get(s, j, P_X), y: get(s, j, P_Y) });
  }
  for (const q of raw as unknown[]) {
    if (typeof q !== 'object' || q === null) return shape;
    const { player, x, y } = q as Record<string, unknown>;
    if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y))
      return shape;
    const p = indexOf(s, coach, player);
    if (keep && !expected.has(p) && p >= 0 && placedOnPitch(s, p)) {
      const names = [...expected].map((q) => s.info[q]!.name).join(', ');
      return err(
        'deploy.kept',
        'ARB-SB-71',
        `${JSON.stringify(player)} garde sa position (kickoff.redeploy = false) : seuls les joueurs entrés à cet engagement sont placés (${names}).`,
        `${JSON.stringify(player)} keeps his position (kickoff.redeploy = false): only the players who came on at this kick-off are placed (${names}).`,
      );
    }
    if (!expected.has(p)) {
      return err(
        'deploy.player',
        'SB-SETUP-4',
        `${JSON.stringify(player)} n'est pas un joueur de sa composition, ou est placé deux fois.`,
        `${JSON.stringify(player)} is not in your line-up, or is placed twice.`,
      );
    }
    expected.delete(p);
    const qx = quantise(x, PER_INCH);
    const qy = quantise(y, PER_INCH);
    const bad = placementProblem(s, coach, p, qx, qy, placed.concat(opponents));
    if (bad) return bad;
    placed.push({ p, x: qx, y: qy });
  }
  if (expected.size > 0) {
    const missing = [...expected].map((p) => s.info[p]!.name).join(', ');
    return err(
      'deploy.missing',
      'SB-SETUP-4',
      `Joueurs sans position : ${missing}.`,
      `Players without a position: ${missing}.`,
    );
  }
  return ok({
    type: 'deploy',
    positions: (raw as Placement[]).map((q) => ({ player: q.player, x: q.x, y: q.y })),
  });
}

/**
 * `deploy.alternate` (SB-R-52, ARB-SB-65): one player of the coach's line-up not placed yet, at one position
 * checked as in D-04 against every base already placed by either team.
 */
function checkDeployOne(s: SBState, coach: number, act: Record<string, unknown>): Result<SBAction> {
  const { player, x, y } = act;
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) {
    return err(
      'deploy.shape',
      'SB-R-52',
      'Un placement est { type: "deployOne", player, x, y } (pouces).',
      'A placement is { type: "deployOne", player, x, y } (inches).',
    );
  }
  const p = indexOf(s, coach, player);
  if (p < 0 || !onPitch(s, p) || isPlaced(s, p)) {
    const left = unplaced(s, coach).map((q) => s.info[q]!.id);
    return err(
      'deploy.player',
      'SB-R-52',
      `${JSON.stringify(player)} ne peut pas être placé : il faut un joueur de sa composition pas encore placé (${left.join(', ')}).`,
      `${JSON.stringify(player)} cannot be placed: name a player of your line-up not placed yet (${left.join(', ')}).`,
    );
  }
  const others: { p: number; x: number; y: number }[] = [];
  for (let j = 0; j < s.info.length; j++) {
    if (j !== p && onPitch(s, j) && isPlaced(s, j))
      others.push({ p: j, x: get(s, j, P_X), y: get(s, j, P_Y) });
  }
  const bad = placementProblem(s, coach, p, quantise(x, PER_INCH), quantise(y, PER_INCH), others);
  if (bad) return bad;
  return ok({ type: 'deployOne', player: s.info[p]!.id, x, y });
}

/** C-1 for player p of `coach` at (qx, qy) (quanta): on the pitch, in his area, keeper in zone, no overlap. */
function placementProblem(
  s: SBState,
  coach: number,
  p: number,
  qx: number,
  qy: number,
  others: { p: number; x: number; y: number }[],
): Result<SBAction> | null {
  const info = s.info[p]!;
  const at = `${info.name} (n° ${info.number}) en (${inches(qx)}, ${inches(qy)})`;
  const atEn = `${info.name} (#${info.number}) at (${inches(qx)}, ${inches(qy)})`;
  const r = info.radius;
  if (!baseOnPitch(qx, qy, r)) {
    return err(
      'deploy.offPitch',
      'SB-SETUP-4',
      `${at} : le socle sort du terrain ; le centre doit être entre ${inches(r)} et ${inches(13000 - r)} en x et entre ${inches(r)} et ${inches(21000 - r)} en y.`,
      `${atEn}: the base is off the pitch; the centre must be within ${inches(r)}–${inches(13000 - r)} in x and ${inches(r)}–${inches(21000 - r)} in y.`,
    );
  }
  if (!inDeploymentArea(coach, qy)) {
    return err(
      'deploy.area',
      'SB-R-52',
      `${at} : hors de la zone de déploiement (${coach === 0 ? 'y ≤ 9,5' : 'y ≥ 11,5'}).`,
      `${atEn}: outside the deployment area (${coach === 0 ? 'y ≤ 9.5' : 'y ≥ 11.5'}).`,
    );
  }
  if (info.position === 'keeper' && !inGoalZone(s, coach, qx, qy)) {
    return err(
      'deploy.keeperZone',
      'SB-SETUP-4',
      `${at} : le centre du gardien doit être dans sa zone de but (${zoneExtent(s, coach).fr}).`,
      `${atEn}: the keeper's centre must be in his goal zone (${zoneExtent(s, coach).en}).`,
    );
  }
  const closed = closedZoneAt(s, p, qx, qy);
  if (closed >= 0) {
    const deep = inches(Math.max(0, depthInZone(s, closed, qx, qy)));
    return err(
      'deploy.closedZone',
      'SB-R-07',
      `${at} : le centre est à ${deep.replace('.', ',')} ps à l'intérieur de ${zoneName(closed).fr} (${zoneExtent(s, closed).fr}) ; avec goalZone.excludeOthers, seul son gardien peut y entrer (le bord est permis).`,
      `${atEn}: the centre is ${deep} in inside ${zoneName(closed).en} (${zoneExtent(s, closed).en}); with goalZone.excludeOthers only its keeper may enter it (its edge is allowed).`,
    );
  }
  if (s.o.deploy.strictPositions && !inStrictArea(coach, info.position, qy)) {
    return err(
      'deploy.strict',
      'SB-R-52',
      `${at} : avec deploy.strictPositions, les défenseurs se placent à 7 ps au plus de leur ligne de but et les attaquants au-delà.`,
      `${atEn}: with deploy.strictPositions, Defenders stand within 7 in of their own goal line and Attackers beyond it.`,
    );
  }
  for (const o of others) {
    const other = s.info[o.p]!;
    if (overlaps(qx, qy, r, o.x, o.y, other.radius, EPS)) {
      return err(
        'deploy.overlap',
        'SB-SETUP-4',
        `${at} : le socle chevauche celui de ${other.name} (n° ${other.number}).`,
        `${atEn}: the base overlaps ${other.name} (#${other.number})'s base.`,
      );
    }
  }
  return null;
}
