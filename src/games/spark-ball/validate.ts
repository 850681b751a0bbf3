/**
 * The trust boundary: any JSON in, a legal decision or a precise refusal (what is wrong, what is allowed) out.
 * Points are accepted anywhere on the real plane and checked after quantisation, as they would be stored.
 */
import { overlaps, quantise } from '../../geometry/index.ts';
import { err, ok, type Result } from '../../engine/types.ts';
import type { Placement, SBAction } from './actions.ts';
import { checkPath, allowance, leapLength } from './movement.ts';
import { baseOnPitch, inches, inDeploymentArea, inGoalZone, inStrictArea } from './pitch.ts';
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
  Where,
  type Frame,
  type SBState,
} from './state.ts';
import { lossChoices, type LossStat } from './knockdown.ts';
import { checkTackle } from './tackle.ts';
import { pickUpProblem } from './pickup.ts';
import { canReact, reboundPlacement, reboundReach } from './rebound.ts';
import { equipped } from './prematch.ts';
import { canActivate } from './turn.ts';
import { returnRefusal } from './keeper.ts';

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
      if (act.type === 'lineup') return checkLineup(s, coach, act.players);
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
      if (act.type === 'deploy') return checkDeploy(s, coach, act.positions);
      break;
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
      if (act.type === 'pass') return ok({ type: 'pass' });
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
      if (act.type !== 'catchRebound') break;
      const p = indexOf(s, coach, act.player);
      const leap = act.leap === true;
      const reach = p >= 0 && canReact(s, p, coach) ? reboundReach(s, p) : 0;
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
  }
  return err(
    'step.unknown',
    'SB-ACT-2',
    `Étape « ${act.type} » inconnue ou pas encore jouable ; permises : standUp, move, leap, pickUp, end.`,
    `Step "${act.type}" is unknown or not playable yet; allowed: standUp, move, leap, pickUp, end.`,
  );
}

/**
 * D-01 (SB-TEAM-3, SB-R-53): distinct players of the roster, at most 3 Attackers, 3 Defenders and 1 Keeper,
 * and every slot filled while the position has an available player.
 */
function checkLineup(s: SBState, coach: number, ids: unknown): Result<SBAction> {
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) {
    return err(
      'lineup.shape',
      'SB-TEAM-3',
      'La composition est une liste d’identifiants de joueurs.',
      'The line-up is a list of player ids.',
    );
  }
  const seen = new Set<string>();
  const count = { attacker: 0, defender: 0, keeper: 0 };
  for (const id of ids as string[]) {
    const p = indexOf(s, coach, id);
    if (p < 0 || seen.has(id)) {
      return err(
        'lineup.player',
        'SB-TEAM-3',
        `${JSON.stringify(id)} n'est pas un joueur de l'effectif ou apparaît deux fois.`,
        `${JSON.stringify(id)} is not a roster player or appears twice.`,
      );
    }
    seen.add(id);
    count[s.info[p]!.position]++;
  }
  const [from, to] = sideRange(s, coach);
  for (const pos of ['attacker', 'defender', 'keeper'] as const) {
    let available = 0;
    for (let p = from; p < to; p++)
      if (s.info[p]!.position === pos && get(s, p, P_WHERE) === Where.Reserve) available++;
    const want = Math.min(SLOTS[pos], available);
    if (count[pos] !== want) {
      const n = POSITION_NAMES[pos];
      return err(
        'lineup.slots',
        'SB-TEAM-3',
        `La composition compte ${count[pos]} ${n.fr}(s) ; il en faut ${want} (${SLOTS[pos]} postes, ${available} disponible(s)).`,
        `The line-up has ${count[pos]} ${n.en}(s); ${want} needed (${SLOTS[pos]} slots, ${available} available).`,
      );
    }
  }
  return ok({ type: 'lineup', players: (ids as string[]).slice() });
}

/**
 * D-04 (C-1, SB-SETUP-4, SB-R-52): one position for each on-pitch player of the team, in inches; each
 * base entirely on the pitch, its centre in the deployment area, the keeper's centre in his goal zone, no
 * overlap with any base already placed or placed in the same decision.
 */
function checkDeploy(s: SBState, coach: number, raw: unknown): Result<SBAction> {
  const shape = err(
    'deploy.shape',
    'SB-SETUP-4',
    'Le déploiement est une liste { player, x, y } (pouces), une entrée par joueur sur le terrain.',
    'The deployment is a list of { player, x, y } (inches), one entry per on-pitch player.',
  );
  if (!Array.isArray(raw)) return shape;
  const [from, to] = sideRange(s, coach);
  const expected = new Set<number>();
  for (let p = from; p < to; p++) if (onPitch(s, p)) expected.add(p);
  const placed: { p: number; x: number; y: number }[] = [];
  for (const q of raw as unknown[]) {
    if (typeof q !== 'object' || q === null) return shape;
    const { player, x, y } = q as Record<string, unknown>;
    if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y))
      return shape;
    const p = indexOf(s, coach, player);
    if (!expected.has(p)) {
      return err(
        'deploy.player',
        'SB-SETUP-4',
        `${JSON.stringify(player)} n'est pas un joueur de sa composition, ou est placé deux fois.`,
        `${JSON.stringify(player)} is not in your line-up, or is placed twice.`,
      );
    }
    expected.delete(p);
    const info = s.info[p]!;
    const qx = quantise(x, PER_INCH);
    const qy = quantise(y, PER_INCH);
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
        `${at} : le centre du gardien doit être dans sa zone de but.`,
        `${atEn}: the keeper's centre must be in his goal zone.`,
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
    for (const o of placed) {
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
    // The team deploying second meets the first team's bases (SB-SETUP-4).
    for (let j = 0; j < s.info.length && coach !== s.deployFirst; j++) {
      if (s.info[j]!.side === coach || !onPitch(s, j)) continue;
      const other = s.info[j]!;
      if (overlaps(qx, qy, r, get(s, j, P_X), get(s, j, P_Y), other.radius, EPS)) {
        return err(
          'deploy.overlap',
          'SB-SETUP-4',
          `${at} : le socle chevauche celui de ${other.name} (n° ${other.number}).`,
          `${atEn}: the base overlaps ${other.name} (#${other.number})'s base.`,
        );
      }
    }
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
