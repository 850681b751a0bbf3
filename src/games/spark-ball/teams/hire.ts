/**
 * Hiring and firing between league matches (ARB-SB-80): the reference keeps unspent credits as the treasury
 * and defines no league economy (4.1), so the house rule lets a team's coach buy one more player of the team's
 * template (or a special character) at its team-building price, paid from the treasury, and let a player go
 * without refund, as long as the roster keeps to SB-TEAM-1/2/8/10 (checked as a carried roster). Pure: the
 * league store writes the new roster.
 */
import { err, ok, type Result, type RuleError } from '../../../engine/types.ts';
import { rosterProblems, rosterRefusal, type TeamOptions } from './build.ts';
import { POSITIONS, teamRules } from './rules.ts';
import type { EquipmentId, Position, Roster, RosterPlayer } from './types.ts';

/** One player to hire: a position line of the team's template, or a special character by id. */
export interface HireOrder {
  position?: Position;
  special?: string;
  name?: string;
  /** His shirt number (default: the smallest one from 1 still free). */
  number?: number;
  /** The item bought with him, paid from the treasury too (SB-TEAM-10: one at most). */
  equipment?: EquipmentId | null;
}

/** What a hire or a firing made: the new roster and the player hired or let go. */
export interface RosterChange {
  roster: Roster;
  player: RosterPlayer;
  /** Credits paid from the treasury (0 for a firing: no refund). */
  cost: number;
}

const cr = (n: number) => `${n.toLocaleString('fr-FR')}\u00a0cr`;
const crEn = (n: number) => `${n.toLocaleString('en-GB')} cr`;

/** The problems of `after` that `before` did not have (a change may leave an old one, never add one). */
function added(before: Roster, after: Roster, options: TeamOptions): RuleError[] {
  const was = rosterProblems(before, { ...options, stage: 'carried' });
  return rosterProblems(after, { ...options, stage: 'carried' }).filter(
    (p) => !was.some((w) => w.code === p.code && w.message === p.message),
  );
}

/**
 * A new player id that no player of the roster has: `p` and one more than the highest number in use
 * (players are listed in hiring order, so the newest has the highest).
 */
function nextId(roster: Roster): string {
  let max = 0;
  for (const p of roster.players) {
    const m = /^p(\d+)$/.exec(p.id);
    if (m !== null) max = Math.max(max, Number(m[1]));
  }
  let n = max + 1;
  while (roster.players.some((p) => p.id === `p${n}`)) n++;
  return `p${n}`;
}

/**
 * ARB-SB-80: `roster` with one more player bought as `order` says, his price (line or special character, and
 * his item) taken from the treasury. Refused, with every problem listed, when the treasury is short or the
 * roster would break a limit it kept before (20 players, position maxima, one special character who may join
 * the team's alignment, no weapon).
 */
export function hirePlayer(
  roster: Roster,
  order: HireOrder,
  options: TeamOptions = {},
): Result<RosterChange> {
  const rules = teamRules(options);
  const template = rules.templates[roster.template];
  if (template === undefined) {
    return err(
      'hire.template',
      'ARB-SB-80',
      `L’équipe est du modèle inconnu « ${roster.template} » : elle ne recrute pas.`,
      `The team is of an unknown template "${roster.template}": it cannot hire.`,
    );
  }
  if ((order.position === undefined) === (order.special === undefined)) {
    return err(
      'hire.order',
      'ARB-SB-80',
      `Indiquer soit un poste du modèle ${template.id} (attacker, defender ou keeper), soit un personnage spécial.`,
      `Give either a position line of template ${template.id} (attacker, defender or keeper) or a special character.`,
    );
  }
  const sc = order.special === undefined ? undefined : rules.specialCharacters[order.special];
  if (order.special !== undefined && sc === undefined) {
    const known = Object.keys(rules.specialCharacters).join(', ');
    return err(
      'hire.special',
      'SB-TEAM-8',
      `Personnage spécial inconnu « ${order.special} » (${known}).`,
      `Unknown special character "${order.special}" (${known}).`,
    );
  }
  if (order.position !== undefined && !POSITIONS.includes(order.position)) {
    return err(
      'hire.position',
      'SB-TEAM-2',
      `Poste inconnu « ${String(order.position)} » (attacker, defender ou keeper).`,
      `Unknown position "${String(order.position)}" (attacker, defender or keeper).`,
    );
  }
  const line = order.position === undefined ? undefined : template.lines[order.position];
  const src = sc ?? line!;
  const item = order.equipment ?? null;
  const itemDef = item === null ? undefined : rules.equipment[item];
  if (item !== null && itemDef === undefined) {
    const known = Object.keys(rules.equipment).join(', ');
    return err(
      'hire.item',
      'SB-EQUIP-1',
      `Équipement inconnu « ${String(item)} » (${known}).`,
      `Unknown item "${String(item)}" (${known}).`,
    );
  }
  let number = order.number;
  if (number === undefined) {
    number = 1;
    while (roster.players.some((p) => p.number === number)) number++;
  }
  const player: RosterPlayer = {
    id: nextId(roster),
    name: order.name?.trim() || (sc ? sc.names.fr : `${line!.names.fr} ${number}`),
    number,
    position: sc ? sc.position : order.position!,
    profile: sc ? sc.id : `${template.id}.${order.position!}`,
    stats: { ...src.stats },
    abilities: [...src.abilities],
    equipment: item,
    baseRadius: 0.5,
    special: sc !== undefined,
  };
  const cost = src.cost + (itemDef?.cost ?? 0);
  const after: Roster = { ...roster, players: [...roster.players, player], treasury: roster.treasury - cost };
  const problems = added(roster, after, options).filter((p) => p.code !== 'roster.treasury');
  if (cost > roster.treasury) {
    const what = item === null ? '' : ` (${cr(itemDef!.cost)} d’équipement compris)`;
    const whatEn = item === null ? '' : ` (${crEn(itemDef!.cost)} of equipment included)`;
    problems.unshift(
      err(
        'hire.budget',
        'ARB-SB-80',
        `Recruter « ${player.name} » coûte ${cr(cost)}${what} : la trésorerie n’a que ${cr(roster.treasury)} (il manque ${cr(cost - roster.treasury)}).`,
        `Hiring "${player.name}" costs ${crEn(cost)}${whatEn}: the treasury holds only ${crEn(roster.treasury)} (${crEn(cost - roster.treasury)} short).`,
      ).error,
    );
  }
  if (problems.length > 0) return rosterRefusal(problems);
  return ok({ roster: after, player, cost });
}

/**
 * ARB-SB-80: `roster` without the player `playerId`, nothing refunded. Refused when no player has that id, or
 * when the roster would fall below a minimum it kept before (7 players, 3 Attackers, 3 Defenders, 1 Keeper).
 */
export function firePlayer(
  roster: Roster,
  playerId: string,
  options: TeamOptions = {},
): Result<RosterChange> {
  const player = roster.players.find((p) => p.id === playerId);
  if (player === undefined) {
    return err(
      'fire.unknown',
      'ARB-SB-80',
      `Aucun joueur « ${playerId} » dans l’équipe ${roster.name} (joueurs : ${roster.players.map((p) => p.id).join(', ')}).`,
      `No player "${playerId}" in team ${roster.name} (players: ${roster.players.map((p) => p.id).join(', ')}).`,
    );
  }
  const after: Roster = { ...roster, players: roster.players.filter((p) => p !== player) };
  const problems = added(roster, after, options);
  if (problems.length > 0) return rosterRefusal(problems);
  return ok({ roster: after, player, cost: 0 });
}
