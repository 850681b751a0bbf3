/**
 * The team builder: a roster from a template and a shopping list, its cost, and the whole-roster validation
 * that lists every problem at once (SB-TEAM-1..11, SB-EQUIP-1, 4.1), in French and English.
 */
import { err, ok, type Result, type RuleError } from '../../../engine/types.ts';
import { ABILITIES } from './abilities.ts';
import { POSITIONS, STAT_FLOOR, teamRules, type TeamRules } from './rules.ts';
import type {
  Ability,
  Alignment,
  Characteristics,
  EquipmentId,
  Position,
  Roster,
  RosterPlayer,
  SpecialCharacter,
  TeamTemplate,
} from './types.ts';

/** One player to buy: a position line of the template, or a special character by id. */
export interface PlayerOrder {
  position?: Position;
  special?: string;
  name?: string;
  number?: number;
  /** The items bought for him: at most one (SB-TEAM-10); a list so that the builder can say so. */
  equipment?: EquipmentId[];
}

/** A shopping list: the template, the players in roster order, and the team rerolls. */
export interface TeamOrder {
  template: string;
  name?: string;
  players: PlayerOrder[];
  rerolls: number;
}

/**
 * Options of the builder and the validation: any key of the rules replaced (section 7 `teams.*`), and the
 * stage. `creation` (default) checks a new team: budget, treasury, and stats exactly as bought. `carried`
 * checks a roster between matches: no budget, and stats between the SB-R-57 floor and the scale's maximum.
 */
export type TeamOptions = Partial<TeamRules> & { stage?: 'creation' | 'carried' };

/** What a roster cost, by kind (4.1): player lines and special character, team rerolls, items. */
export interface RosterCost {
  players: number;
  rerolls: number;
  equipment: number;
  total: number;
}

const STATS: readonly (keyof Characteristics)[] = ['mv', 'f', 'r', 'ag', 'ar'];
const STAT_NAMES: Record<keyof Characteristics, { fr: string; en: string }> = {
  mv: { fr: 'MV', en: 'MV' },
  f: { fr: 'F', en: 'F' },
  r: { fr: 'R', en: 'R' },
  ag: { fr: 'AG', en: 'AG' },
  ar: { fr: 'AR', en: 'AR' },
};
const POSITION_NAMES: Record<Position, { one: string; many: string; en: string; enMany: string }> = {
  attacker: { one: 'attaquant', many: 'attaquants', en: 'Attacker', enMany: 'Attackers' },
  defender: { one: 'défenseur', many: 'défenseurs', en: 'Defender', enMany: 'Defenders' },
  keeper: { one: 'gardien', many: 'gardiens', en: 'Keeper', enMany: 'Keepers' },
};
const ALIGNMENT_NAMES: Record<Alignment, { fr: string; en: string }> = {
  chaos: { fr: 'Chaos', en: 'Chaos' },
  order: { fr: 'Ordre', en: 'Order' },
  neutral: { fr: 'Neutre', en: 'Neutral' },
};

const problem = (code: string, rule: string | undefined, fr: string, en: string): RuleError =>
  err(code, rule, fr, en).error;

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
/** Credits in French (1 045 cr, no-break spaces) and English (1,045 cr). */
const cr = (n: number) => `${n.toLocaleString('fr-FR')}\u00a0cr`;
const crEn = (n: number) => `${n.toLocaleString('en-GB')} cr`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** French and English designations of a player, for messages: « Nom » (n° 7). */
function who(p: Partial<RosterPlayer>, i: number): { fr: string; en: string } {
  const name = typeof p.name === 'string' && p.name !== '' ? p.name : null;
  const num = isInt(p.number) ? p.number : null;
  if (name !== null && num !== null) return { fr: `« ${name} » (n° ${num})`, en: `"${name}" (#${num})` };
  if (name !== null) return { fr: `« ${name} »`, en: `"${name}"` };
  return { fr: `le joueur ${i + 1} de la liste`, en: `player ${i + 1} of the list` };
}

/** The profile a player was bought as: his template line, or a special character. */
type Profile =
  | { kind: 'line'; cost: number; line: TeamTemplate['lines'][Position] }
  | { kind: 'special'; cost: number; sc: SpecialCharacter };

function profileOf(p: RosterPlayer, template: TeamTemplate | undefined, rules: TeamRules): Profile | null {
  if (typeof p.profile !== 'string') return null;
  const sc = rules.specialCharacters[p.profile];
  if (sc) return { kind: 'special', cost: sc.cost, sc };
  if (!template) return null;
  for (const pos of POSITIONS) {
    if (p.profile === `${template.id}.${pos}`)
      return { kind: 'line', cost: template.lines[pos].cost, line: template.lines[pos] };
  }
  return null;
}

/** What a roster costs (4.1): players at their line's or special character's price, rerolls, items. */
export function rosterCost(roster: Roster, options: TeamOptions = {}): RosterCost {
  const rules = teamRules(options);
  const template = rules.templates[roster.template];
  let players = 0;
  let equipment = 0;
  for (const p of roster.players) {
    players += profileOf(p, template, rules)?.cost ?? 0;
    if (p.equipment !== null) equipment += rules.equipment[p.equipment]?.cost ?? 0;
  }
  const rerolls = (template?.rerollCost ?? 0) * (isInt(roster.teamRerolls) ? roster.teamRerolls : 0);
  return { players, rerolls, equipment, total: players + rerolls + equipment };
}

/** Every problem of a roster (empty when it is legal); see `validateRoster`. */
export function rosterProblems(roster: Roster, options: TeamOptions = {}): RuleError[] {
  const rules = teamRules(options);
  const { limits, scale } = rules;
  const creation = (options.stage ?? 'creation') === 'creation';
  const out: RuleError[] = [];
  const template = rules.templates[roster.template];
  if (typeof roster.name !== 'string' || roster.name.trim() === '') {
    out.push(problem('roster.name', undefined, 'L’équipe doit avoir un nom.', 'The team needs a name.'));
  }
  if (!template) {
    const known = Object.keys(rules.templates).join(', ');
    out.push(
      problem(
        'roster.template',
        'SB-TEAM-11',
        `Modèle d’équipe inconnu « ${String(roster.template)} » (modèles : ${known}).`,
        `Unknown team template "${String(roster.template)}" (templates: ${known}).`,
      ),
    );
  }
  // Alignment (SB-TEAM-6, SB-R-51): one of the three, and the template's.
  if (!Object.hasOwn(ALIGNMENT_NAMES, roster.alignment)) {
    out.push(
      problem(
        'roster.alignment',
        'SB-TEAM-6',
        `Alignement inconnu « ${String(roster.alignment)} » : Chaos, Ordre ou Neutre.`,
        `Unknown alignment "${String(roster.alignment)}": Chaos, Order or Neutral.`,
      ),
    );
  } else if (template && template.alignment !== roster.alignment) {
    const want = ALIGNMENT_NAMES[template.alignment];
    const have = ALIGNMENT_NAMES[roster.alignment];
    out.push(
      problem(
        'roster.alignment',
        'SB-TEAM-6',
        `Une équipe ${template.names.fr} est d’alignement ${want.fr}, pas ${have.fr}.`,
        `${cap(an(template.names.en))} ${template.names.en} team is ${want.en}, not ${have.en}.`,
      ),
    );
  }
  // Size (SB-TEAM-1) and positions (SB-TEAM-2, maxima of 4.1).
  const players = Array.isArray(roster.players) ? roster.players : [];
  const n = players.length;
  if (n < limits.players.min || n > limits.players.max) {
    out.push(
      problem(
        'roster.size',
        'SB-TEAM-1',
        `L’équipe compte ${plural(n, 'joueur', 'joueurs')} : il en faut de ${limits.players.min} à ${limits.players.max}.`,
        `The team has ${plural(n, 'player', 'players')}: it needs ${limits.players.min} to ${limits.players.max}.`,
      ),
    );
  }
  for (const pos of POSITIONS) {
    const count = players.filter((p) => p.position === pos).length;
    const { min, max } = limits.positions[pos];
    const nm = POSITION_NAMES[pos];
    if (count < min) {
      out.push(
        problem(
          `roster.min.${pos}`,
          'SB-TEAM-2',
          `${plural(count, nm.one, nm.many)} : il en faut au moins ${min}.`,
          `${plural(count, nm.en, nm.enMany)}: at least ${min} needed.`,
        ),
      );
    } else if (count > max) {
      out.push(
        problem(
          `roster.max.${pos}`,
          'SB-TEAM-11',
          `${plural(count, nm.one, nm.many)} : au plus ${max} (personnage spécial compris).`,
          `${plural(count, nm.en, nm.enMany)}: at most ${max} (special character included).`,
        ),
      );
    }
  }
  // Players one by one.
  const ids = new Map<string, number>();
  const numbers = new Map<number, number>();
  const specials: { p: RosterPlayer; i: number; sc: SpecialCharacter }[] = [];
  // An unknown profile or item has no price: the treasury cannot be checked then.
  let unpriced = false;
  players.forEach((p, i) => {
    const w = who(p, i);
    if (typeof p.id !== 'string' || p.id === '') {
      out.push(
        problem('player.id', undefined, `${cap(w.fr)} n’a pas d’identifiant.`, `${cap(w.en)} has no id.`),
      );
    } else if (ids.has(p.id)) {
      const other = who(players[ids.get(p.id)!]!, ids.get(p.id)!);
      out.push(
        problem(
          'player.duplicateId',
          undefined,
          `${cap(w.fr)} a le même identifiant « ${p.id} » que ${other.fr}.`,
          `${cap(w.en)} has the same id "${p.id}" as ${other.en}.`,
        ),
      );
    } else ids.set(p.id, i);
    if (typeof p.name !== 'string' || p.name.trim() === '') {
      out.push(
        problem('player.name', undefined, `${cap(w.fr)} n’a pas de nom.`, `${cap(w.en)} has no name.`),
      );
    }
    if (!isInt(p.number) || p.number < 1 || p.number > 99) {
      out.push(
        problem(
          'player.number',
          undefined,
          `${cap(w.fr)} : numéro ${JSON.stringify(p.number)} invalide (entier de 1 à 99).`,
          `${cap(w.en)}: invalid number ${JSON.stringify(p.number)} (a whole number from 1 to 99).`,
        ),
      );
    } else if (numbers.has(p.number)) {
      const other = who(players[numbers.get(p.number)!]!, numbers.get(p.number)!);
      out.push(
        problem(
          'player.duplicateNumber',
          undefined,
          `${cap(w.fr)} porte le même numéro ${p.number} que ${other.fr}.`,
          `${cap(w.en)} wears the same number ${p.number} as ${other.en}.`,
        ),
      );
    } else numbers.set(p.number, i);
    if (!POSITIONS.includes(p.position)) {
      out.push(
        problem(
          'player.position',
          'SB-TEAM-2',
          `${cap(w.fr)} : poste inconnu « ${String(p.position)} » (attacker, defender ou keeper).`,
          `${cap(w.en)}: unknown position "${String(p.position)}" (attacker, defender or keeper).`,
        ),
      );
    }
    const prof = profileOf(p, template, rules);
    if (!prof) {
      unpriced = true;
      if (template) {
        out.push(
          problem(
            'player.profile',
            'SB-TEAM-11',
            `${cap(w.fr)} : profil « ${String(p.profile)} » inconnu ; une ligne du modèle ${template.id} (${POSITIONS.map((x) => `${template.id}.${x}`).join(', ')}) ou un personnage spécial.`,
            `${cap(w.en)}: unknown profile "${String(p.profile)}"; a line of template ${template.id} (${POSITIONS.map((x) => `${template.id}.${x}`).join(', ')}) or a special character.`,
          ),
        );
      }
    } else {
      const position = prof.kind === 'line' ? prof.line.position : prof.sc.position;
      const names = prof.kind === 'line' ? prof.line.names : prof.sc.names;
      // "la ligne Garde" / "the Guard line", or the special character's name.
      const label =
        prof.kind === 'line'
          ? { fr: `la ligne ${names.fr}`, en: `the ${names.en} line` }
          : { fr: names.fr, en: names.en };
      if (POSITIONS.includes(p.position) && p.position !== position) {
        out.push(
          problem(
            'player.positionFixed',
            'SB-TEAM-2',
            `${cap(w.fr)} a été acheté comme ${names.fr} (${POSITION_NAMES[position].one}) : son poste est fixe, pas ${POSITION_NAMES[p.position].one}.`,
            `${cap(w.en)} was bought as ${names.en} (${POSITION_NAMES[position].en}): his position is fixed, not ${POSITION_NAMES[p.position].en}.`,
          ),
        );
      }
      if (prof.kind === 'special') specials.push({ p, i, sc: prof.sc });
      if ((prof.kind === 'special') !== (p.special === true)) {
        out.push(
          problem(
            'player.special',
            'SB-TEAM-8',
            prof.kind === 'special'
              ? `${cap(w.fr)} est le personnage spécial ${names.fr} : il doit être marqué spécial.`
              : `${cap(w.fr)} est marqué spécial mais a été acheté comme ${names.fr}.`,
            prof.kind === 'special'
              ? `${cap(w.en)} is the special character ${names.en}: he must be marked special.`
              : `${cap(w.en)} is marked special but was bought as ${names.en}.`,
          ),
        );
      }
      // Abilities: exactly the profile's (the source has no advancement).
      const want = prof.kind === 'line' ? prof.line.abilities : prof.sc.abilities;
      const have = Array.isArray(p.abilities) ? p.abilities : [];
      const unknown = have.filter((a) => !Object.hasOwn(ABILITIES, a));
      if (unknown.length > 0) {
        out.push(
          problem(
            'player.ability',
            'SB-SKILL-9',
            `${cap(w.fr)} : capacité inconnue ${unknown.map((a) => `« ${String(a)} »`).join(', ')}.`,
            `${cap(w.en)}: unknown ability ${unknown.map((a) => `"${String(a)}"`).join(', ')}.`,
          ),
        );
      } else if (!sameSet(have, want)) {
        out.push(
          problem(
            'player.abilities',
            'SB-TEAM-11',
            `${cap(w.fr)} : les capacités de ${label.fr} sont ${abilityList(want, 'fr')}, pas ${abilityList(have, 'fr')}.`,
            `${cap(w.en)}: the abilities of ${label.en} are ${abilityList(want, 'en')}, not ${abilityList(have, 'en')}.`,
          ),
        );
      }
      if (creation && p.stats && STATS.every((k) => isInt(p.stats[k]))) {
        const base = prof.kind === 'line' ? prof.line.stats : prof.sc.stats;
        const diff = STATS.filter((k) => p.stats[k] !== base[k]);
        if (diff.length > 0) {
          const list = (l: 'fr' | 'en') =>
            diff
              .map(
                (k) =>
                  `${STAT_NAMES[k][l]} ${p.stats[k]} ${l === 'fr' ? 'au lieu de' : 'instead of'} ${base[k]}`,
              )
              .join(', ');
          out.push(
            problem(
              'player.statsBought',
              'SB-TEAM-11',
              `${cap(w.fr)} : un joueur neuf a le profil de ${label.fr} (${list('fr')}).`,
              `${cap(w.en)}: a new player has the characteristics of ${label.en} (${list('en')}).`,
            ),
          );
        }
      }
    }
    // Characteristics (SB-TEAM-5) on the scale of 4.1 (SB-R-47), or the SB-R-57 floor once carried.
    for (const k of STATS) {
      const v = p.stats?.[k];
      const min = creation ? scale[k].min : Math.min(scale[k].min, STAT_FLOOR[k]);
      const max = scale[k].max;
      if (!isInt(v) || v < min || v > max) {
        out.push(
          problem(
            'player.stat',
            'SB-TEAM-5',
            `${cap(w.fr)} : ${STAT_NAMES[k].fr} ${JSON.stringify(v)} hors de l’échelle (${min} à ${max}).`,
            `${cap(w.en)}: ${STAT_NAMES[k].en} ${JSON.stringify(v)} is off the scale (${min} to ${max}).`,
          ),
        );
      }
    }
    // Equipment (SB-TEAM-10, SB-EQUIP-1, SB-R-49): one known item, never a weapon.
    const eq: unknown = p.equipment;
    const items: unknown[] = eq === null || eq === undefined ? [] : Array.isArray(eq) ? eq : [eq];
    if (items.length > limits.itemsPerPlayer) {
      out.push(
        problem(
          'player.items',
          'SB-TEAM-10',
          `${cap(w.fr)} porte ${items.length} équipements : au plus ${limits.itemsPerPlayer} par joueur.`,
          `${cap(w.en)} carries ${items.length} items: at most ${limits.itemsPerPlayer} per player.`,
        ),
      );
    }
    for (const id of items) {
      const item = typeof id === 'string' ? rules.equipment[id] : undefined;
      if (!item) {
        unpriced = true;
        out.push(
          problem(
            'player.item',
            'SB-EQUIP-1',
            `${cap(w.fr)} : équipement inconnu ${JSON.stringify(id)} (${Object.keys(rules.equipment).join(', ')}).`,
            `${cap(w.en)}: unknown item ${JSON.stringify(id)} (${Object.keys(rules.equipment).join(', ')}).`,
          ),
        );
      } else if (item.weapon) {
        out.push(
          problem(
            'player.weapon',
            'SB-TEAM-10',
            `${cap(w.fr)} : ${item.names.fr} est une arme, et les armes sont interdites.`,
            `${cap(w.en)}: ${item.names.en} is a weapon, and weapons are forbidden.`,
          ),
        );
      }
    }
    if (typeof p.baseRadius !== 'number' || !(p.baseRadius > 0) || p.baseRadius > 2) {
      out.push(
        problem(
          'player.baseRadius',
          'SB-R-03',
          `${cap(w.fr)} : rayon de socle ${JSON.stringify(p.baseRadius)} invalide (plus de 0 et au plus 2 ps).`,
          `${cap(w.en)}: invalid base radius ${JSON.stringify(p.baseRadius)} (more than 0 and at most 2 in).`,
        ),
      );
    }
  });
  // Special characters (SB-TEAM-8, SB-R-48): at most one, and only for the alignments he may join.
  if (specials.length > limits.specialCharacters) {
    const list = (l: 'fr' | 'en') => specials.map((s) => s.sc.names[l]).join(l === 'fr' ? ' et ' : ' and ');
    out.push(
      problem(
        'roster.specials',
        'SB-TEAM-8',
        `${specials.length} personnages spéciaux (${list('fr')}) : au plus ${limits.specialCharacters} par équipe.`,
        `${specials.length} special characters (${list('en')}): at most ${limits.specialCharacters} per team.`,
      ),
    );
  }
  for (const { sc } of specials) {
    if (Object.hasOwn(ALIGNMENT_NAMES, roster.alignment) && !sc.mayJoin.includes(roster.alignment)) {
      const may = (l: 'fr' | 'en') =>
        sc.mayJoin.map((a) => ALIGNMENT_NAMES[a][l]).join(l === 'fr' ? ' ou ' : ' or ');
      out.push(
        problem(
          'roster.specialAlignment',
          'SB-TEAM-8',
          `${sc.names.fr} ne rejoint que les équipes ${may('fr')}, pas une équipe ${ALIGNMENT_NAMES[roster.alignment].fr}.`,
          `${sc.names.en} joins only ${may('en')} teams, not ${an(ALIGNMENT_NAMES[roster.alignment].en)} ${ALIGNMENT_NAMES[roster.alignment].en} team.`,
        ),
      );
    }
  }
  // Team rerolls (SB-TEAM-7, 4.1).
  const { min, max } = limits.rerolls;
  if (!isInt(roster.teamRerolls) || roster.teamRerolls < min || roster.teamRerolls > max) {
    out.push(
      problem(
        'roster.rerolls',
        'SB-TEAM-7',
        `${JSON.stringify(roster.teamRerolls)} relances d’équipe : de ${min} à ${max}.`,
        `${JSON.stringify(roster.teamRerolls)} team rerolls: ${min} to ${max}.`,
      ),
    );
  }
  // Budget and treasury (SB-TEAM-11, 4.1).
  if (!isInt(roster.treasury) || roster.treasury < 0) {
    out.push(
      problem(
        'roster.treasury',
        'SB-TEAM-11',
        `Trésorerie ${JSON.stringify(roster.treasury)} invalide : un nombre entier de crédits, positif ou nul.`,
        `Invalid treasury ${JSON.stringify(roster.treasury)}: a whole, non-negative number of credits.`,
      ),
    );
  }
  if (creation) {
    const cost = rosterCost(roster, options);
    if (cost.total > rules.budget) {
      const over = cost.total - rules.budget;
      out.push(
        problem(
          'roster.budget',
          'SB-TEAM-11',
          `L’équipe coûte ${cr(cost.total)} (joueurs ${cr(cost.players)}, relances ${cr(cost.rerolls)}, équipements ${cr(cost.equipment)}) : ${cr(over)} de plus que le budget de ${cr(rules.budget)}.`,
          `The team costs ${crEn(cost.total)} (players ${crEn(cost.players)}, rerolls ${crEn(cost.rerolls)}, items ${crEn(cost.equipment)}): ${crEn(over)} over the ${crEn(rules.budget)} budget.`,
        ),
      );
    } else if (
      !unpriced &&
      isInt(roster.treasury) &&
      roster.treasury >= 0 &&
      roster.treasury !== rules.budget - cost.total
    ) {
      out.push(
        problem(
          'roster.treasury',
          'SB-TEAM-11',
          `Trésorerie de ${cr(roster.treasury)} : une équipe neuve garde ${cr(rules.budget - cost.total)} (budget ${cr(rules.budget)} moins ${cr(cost.total)} dépensés).`,
          `Treasury of ${crEn(roster.treasury)}: a new team keeps ${crEn(rules.budget - cost.total)} (budget ${crEn(rules.budget)} minus ${crEn(cost.total)} spent).`,
        ),
      );
    }
  }
  return out;
}

/**
 * Checks a whole roster and returns it, or a refusal whose `details` list every problem found, each naming the
 * player and the limit (SB-TEAM-1..11, SB-EQUIP-1, 4.1), so that the coach can fix them all at once.
 */
export function validateRoster(roster: Roster, options: TeamOptions = {}): Result<Roster> {
  const problems = rosterProblems(roster, options);
  if (problems.length === 0) return ok(roster);
  return rosterRefusal(problems);
}

/** The refusal of a roster with its problems listed (`details`), as `validateRoster` words it. */
export function rosterRefusal(problems: RuleError[]): { ok: false; error: RuleError } {
  const list = problems.map((x, i) => `${i + 1}. ${x.message}`).join(' ');
  const listEn = problems.map((x, i) => `${i + 1}. ${x.en}`).join(' ');
  const n = problems.length;
  return {
    ok: false,
    error: {
      code: 'roster.invalid',
      rule: 'SB-TEAM-11',
      message: `Équipe refusée (${plural(n, 'problème', 'problèmes')}) : ${list}`,
      en: `Team refused (${plural(n, 'problem', 'problems')}): ${listEn}`,
      details: problems,
    },
  };
}

/**
 * Builds a new roster from a template and a shopping list, then validates it (creation stage). Players get
 * ids p1, p2… in list order; a missing number is the smallest one still free, a missing name is the line's
 * French name and the number. The treasury is what is left of the budget.
 */
export function buildRoster(order: TeamOrder, options: TeamOptions = {}): Result<Roster> {
  const rules = teamRules(options);
  const template = rules.templates[order.template];
  if (!template) {
    const known = Object.keys(rules.templates).join(', ');
    return err(
      'roster.template',
      'SB-TEAM-11',
      `Modèle d’équipe inconnu « ${order.template} » (modèles : ${known}).`,
      `Unknown team template "${order.template}" (templates: ${known}).`,
    );
  }
  const problems: RuleError[] = [];
  const taken = new Set(order.players.map((p) => p.number).filter(isInt));
  let next = 1;
  const players: RosterPlayer[] = [];
  order.players.forEach((o, i) => {
    let number = o.number;
    if (number === undefined) {
      while (taken.has(next)) next++;
      number = next;
      taken.add(next);
    }
    const sc = o.special !== undefined ? rules.specialCharacters[o.special] : undefined;
    const w = who({ name: o.name, number }, i);
    if ((o.position === undefined) === (o.special === undefined)) {
      problems.push(
        problem(
          'order.player',
          'SB-TEAM-2',
          `${cap(w.fr)} : indiquer soit un poste du modèle, soit un personnage spécial.`,
          `${cap(w.en)}: give either a position line of the template or a special character.`,
        ),
      );
      return;
    }
    if (o.special !== undefined && !sc) {
      const known = Object.keys(rules.specialCharacters).join(', ');
      problems.push(
        problem(
          'order.special',
          'SB-TEAM-8',
          `${cap(w.fr)} : personnage spécial inconnu « ${o.special} » (${known}).`,
          `${cap(w.en)}: unknown special character "${o.special}" (${known}).`,
        ),
      );
      return;
    }
    if (o.position !== undefined && !POSITIONS.includes(o.position)) {
      problems.push(
        problem(
          'order.position',
          'SB-TEAM-2',
          `${cap(w.fr)} : poste inconnu « ${String(o.position)} » (attacker, defender ou keeper).`,
          `${cap(w.en)}: unknown position "${String(o.position)}" (attacker, defender or keeper).`,
        ),
      );
      return;
    }
    const line = o.position !== undefined ? template.lines[o.position] : undefined;
    const src = sc ?? line!;
    const items = o.equipment ?? [];
    if (items.length > rules.limits.itemsPerPlayer) {
      problems.push(
        problem(
          'order.items',
          'SB-EQUIP-1',
          `${cap(w.fr)} : ${items.length} équipements achetés (${items.join(', ')}) ; un joueur n’en porte qu’un.`,
          `${cap(w.en)}: ${items.length} items bought (${items.join(', ')}); a player carries only one.`,
        ),
      );
    }
    players.push({
      id: `p${i + 1}`,
      name: o.name ?? (sc ? sc.names.fr : `${line!.names.fr} ${number}`),
      number,
      position: sc ? sc.position : o.position!,
      profile: sc ? sc.id : `${template.id}.${o.position!}`,
      stats: { ...src.stats },
      abilities: [...src.abilities],
      equipment: items[0] ?? null,
      baseRadius: 0.5,
      special: sc !== undefined,
    });
  });
  const roster: Roster = {
    name: order.name ?? template.names.fr,
    template: template.id,
    alignment: template.alignment,
    players,
    teamRerolls: order.rerolls,
    treasury: 0,
  };
  roster.treasury = rules.budget - rosterCost(roster, options).total;
  const all = [...problems, ...rosterProblems(roster, { ...options, stage: 'creation' })];
  // An overspent team has a negative treasury: the budget message says it all.
  const shown = all.filter((x) => !(x.code === 'roster.treasury' && roster.treasury < 0));
  return shown.length === 0 ? ok(roster) : rosterRefusal(shown);
}

/** The quick-play roster of a template (4.2), built and validated like any other. */
export function quickPlay(templateId: string, options: TeamOptions = {}): Result<Roster> {
  const rules = teamRules(options);
  const template = rules.templates[templateId];
  if (!template) return buildRoster({ template: templateId, players: [], rerolls: 0 }, options);
  const qp = template.quickPlay;
  const players: PlayerOrder[] = [];
  for (const position of POSITIONS) {
    const gear = qp.equipment.filter((e) => e.position === position);
    const items = gear.flatMap((e) => Array<EquipmentId>(e.count).fill(e.item));
    for (let k = 0; k < qp.players[position]; k++) {
      const item = items[k];
      players.push(item ? { position, equipment: [item] } : { position });
    }
  }
  return buildRoster({ template: templateId, players, rerolls: qp.rerolls }, options);
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** The English indefinite article for a word. */
const an = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x)) && b.every((x) => a.includes(x));
}

function abilityList(list: readonly Ability[], l: 'fr' | 'en'): string {
  if (list.length === 0) return l === 'fr' ? 'aucune' : 'none';
  return list.map((a) => ABILITIES[a]?.names[l] ?? a).join(', ');
}
