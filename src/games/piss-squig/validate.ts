/**
 * The trust boundary: any JSON in, a legal decision out, or a refusal that says what is wrong and what is allowed.
 */
import { err, ok, type Result } from '../../engine/types.ts';
import { ACTION_TYPES, type PSAction } from './actions.ts';
import { distance, label, OFF, POST_SQUARE } from './board.ts';
import { decider, legalActions, sameAction, squareOf } from './legal.ts';
import { chanceRequest } from './pending.ts';
import { isDown, isStanding } from './pit.ts';
import { careerInput, CareerStatus, injuryOf } from './career.ts';
import { gfiLeft, JUMP_MP } from './movement.ts';
import { TRAITS } from './postmatch.ts';
import { rolledBy } from './rerolls.ts';
import { Skill, SKILL_LABELS, SKILL_NAMES, type SkillName } from './skills.ts';
import { Phase, Status, type PSState } from './state.ts';
import { phaseName, STATUS_NAMES } from './view.ts';
import { goblinsOf, perPlayer } from './modes.ts';
import { freeGoblins } from './turn.ts';

/** The decision each phase waits for, with the reference's decision ID, for messages. */
const DECISION = [
  '',
  'D-ENTRY',
  'D-ACTION',
  'D-STEP',
  '',
  '',
  'D-REROLL',
  '',
  '',
  '',
  '',
  '',
  'D-PUSH',
  'D-FOLLOW',
  '',
  '',
  'D-SIDESTEP',
  'D-SQUIG2',
  '',
  'D-REROLL',
  '',
  '',
  '',
  'D-REROLL',
  'D-DIVE',
  'D-SHADOW',
  '',
  'D-QUICK',
];

/** The decision ID of a phase, for messages. */
function decisionOf(phase: Phase): string {
  if (phase === Phase.Care) return 'D-CARE';
  if (phase === Phase.AdvanceChoice) return 'D-ADVANCE';
  return DECISION[phase] ?? '';
}

function allowed(list: PSAction[]): string {
  return list.map((a) => JSON.stringify(a)).join(', ');
}

/** Checks any JSON input from `player` against the legal decisions of state `s`. */
export function validateAction(s: PSState, player: number, input: unknown): Result<PSAction> {
  const type = typeof input === 'object' && input !== null ? (input as { type?: unknown }).type : undefined;
  if ((type === 'care' || type === 'retire') && s.phase !== Phase.Care && s.outcome !== null) {
    const why = careRefusal(s, player);
    if (why) return why;
  }
  if (s.phase === Phase.Over) {
    return err(
      'match.over',
      'PS-END-3',
      'La partie est terminée : plus aucune action possible.',
      'The match is over: no more actions.',
    );
  }
  const request = chanceRequest(s);
  if (request) {
    return err(
      'turn.chance',
      request.rule,
      `Un jet de dés est attendu (${request.rule}, ${request.dice}), pas une décision.`,
      `A dice roll is expected (${request.rule}, ${request.dice}), not a decision.`,
    );
  }
  const who = decider(s);
  if (player !== who) {
    return err(
      'turn.notYours',
      'PS-SETUP-6',
      `Ce n'est pas à vous (siège ${player}) de décider : on attend le siège ${who} (${decisionOf(s.phase)}).`,
      `It is not for you (seat ${player}) to decide: waiting for seat ${who} (${decisionOf(s.phase)}).`,
    );
  }
  const legal = legalActions(s, player);
  if (typeof input !== 'object' || input === null || typeof (input as { type?: unknown }).type !== 'string') {
    return err(
      'action.shape',
      undefined,
      `Une action est un objet JSON avec un champ « type » ; actions permises : ${allowed(legal)}.`,
      `An action is a JSON object with a "type" field; allowed actions: ${allowed(legal)}.`,
    );
  }
  const a = input as {
    type: string;
    x?: unknown;
    y?: unknown;
    target?: unknown;
    skill?: unknown;
    goblin?: unknown;
  };
  if (s.phase === Phase.Action && GOBLIN_ACTIONS.includes(a.type)) {
    const bad = checkGoblin(s, player, a, legal);
    if (bad) return bad;
  }
  const found = legal.find((l) => sameAction(l, a));
  if (found) {
    // Fields the action does not have are refused, not ignored: `{type:'piss', target}` is no piss on a goblin.
    const extra = Object.keys(a).filter((k) => !(k in found));
    if (extra.length === 0) return ok(found);
    return err(
      'action.extraField',
      undefined,
      `Champ(s) en trop ${extra.join(', ')} pour « ${a.type} » ; la forme attendue est ${JSON.stringify(found)}.`,
      `Unexpected field(s) ${extra.join(', ')} for "${a.type}"; the expected shape is ${JSON.stringify(found)}.`,
    );
  }
  if (!(ACTION_TYPES as readonly string[]).includes(a.type)) {
    return err(
      'action.unknown',
      undefined,
      `Action « ${a.type} » inconnue ; actions permises maintenant : ${allowed(legal)}.`,
      `Unknown action "${a.type}"; allowed now: ${allowed(legal)}.`,
    );
  }
  return explain(s, a, legal);
}

// modes
const GOBLIN_ACTIONS = ['move', 'piss', 'block'];

/**
 * The `goblin` field of a goblin's action (actions.ts): required in four-player `perPlayer` (PS-R-25), naming
 * one of the player's goblins that may act; a doubles partner in the reserve never acts (PS-DUO-1).
 */
function checkGoblin(
  s: PSState,
  player: number,
  a: { type: string; goblin?: unknown },
  legal: PSAction[],
): Result<PSAction> | null {
  const named = perPlayer(s);
  const free = named ? freeGoblins(s, player) : [];
  const mine = goblinsOf(s, player);
  if (!('goblin' in a)) {
    if (!named) return null;
    return err(
      'action.goblinMissing',
      'PS-R-25',
      `Un tour par joueur (fourPlayerTurns: perPlayer) : « ${a.type} » doit nommer le gobelin qui agit, par exemple {"type":"${a.type}","goblin":${free[0] ?? mine[0]}}. Gobelins qui peuvent agir : ${free.join(', ') || 'aucun'} ; permis : ${allowed(legal)}.`,
      `One turn per player (fourPlayerTurns: perPlayer): "${a.type}" must name the acting goblin, e.g. {"type":"${a.type}","goblin":${free[0] ?? mine[0]}}. Goblins that may act: ${free.join(', ') || 'none'}; allowed: ${allowed(legal)}.`,
    );
  }
  const gi = a.goblin;
  if (typeof gi !== 'number' || !Number.isInteger(gi) || gi < 0 || gi >= s.goblins.length) {
    return err(
      'goblin.unknown',
      'PS-TURN-1',
      `Gobelin ${JSON.stringify(gi)} inconnu : les gobelins vont de 0 à ${s.goblins.length - 1} ; les vôtres sont ${mine.join(' et ')}.`,
      `Unknown goblin ${JSON.stringify(gi)}: goblins go from 0 to ${s.goblins.length - 1}; yours are ${mine.join(' and ')}.`,
    );
  }
  const g = s.goblins[gi]!;
  if (g.side !== player) {
    return err(
      'goblin.notYours',
      'PS-TURN-6',
      `Le gobelin ${gi} joue pour le siège ${g.side}, pas pour vous (siège ${player}) : vos gobelins sont ${mine.join(' et ')}.`,
      `Goblin ${gi} plays for seat ${g.side}, not for you (seat ${player}): your goblins are ${mine.join(' and ')}.`,
    );
  }
  if (g.status === Status.Reserve) {
    const active = mine.find((i) => s.goblins[i]!.status !== Status.Reserve);
    return err(
      'goblin.reserve',
      'PS-DUO-1',
      `Le gobelin ${gi} est en réserve : une seule figurine par équipe est dans la fosse (ici le gobelin ${active}), il n'entre qu'à la sortie ou à l'émasculation de son partenaire (PS-DUO-2/3).`,
      `Goblin ${gi} is in the reserve: one figure per team is in the pit (here goblin ${active}); he enters only when his partner climbs out or is emasculated (PS-DUO-2/3).`,
    );
  }
  if (!named) return null;
  if (s.upkept & (1 << gi)) {
    return err(
      'goblin.restricted',
      'PS-TURN-2',
      `Le gobelin ${gi} s'est retourné ou est rentré en début de tour : il ne peut pas agir ce tour-ci. Permis : ${allowed(legal)}.`,
      `Goblin ${gi} turned over or re-entered at the start of the turn: he cannot act this turn. Allowed: ${allowed(legal)}.`,
    );
  }
  if (!free.includes(gi)) {
    return err(
      'goblin.offBoard',
      'PS-TURN-1',
      `Le gobelin ${gi} n'est pas dans la fosse (${STATUS_NAMES[g.status]}) : il ne peut pas agir. Permis : ${allowed(legal)}.`,
      `Goblin ${gi} is not in the pit (${STATUS_NAMES[g.status]}): he cannot act. Allowed: ${allowed(legal)}.`,
    );
  }
  return null;
}

/** Why a piss on goblin `target` is refused (PS-PISS-6, PS-SK-12, PS-R-21), or null to go on with the checks. */
function explainViciousPiss(
  s: PSState,
  acting: number,
  target: unknown,
  list: string,
): Result<PSAction> | null {
  const g = s.goblins[acting]!;
  if (!(g.skills & Skill.grosVicieux))
    return err(
      'piss.goblin',
      'PS-PISS-6',
      `Pisser sur un gobelin est interdit (sauf avec le trait Gros vicieux). Permis : ${list}.`,
      `Pissing on a goblin is forbidden (except with the Gros vicieux trait). Allowed: ${list}.`,
    );
  if (s.o.grosVicieux !== 'mechanical')
    return err(
      'piss.goblin',
      'PS-R-21',
      `Avec l'option grosVicieux « flavour », Gros vicieux n'a pas d'effet en jeu : pas de pisse sur un gobelin. Permis : ${list}.`,
      `With the grosVicieux option "flavour", Gros vicieux has no effect in play: no piss on a goblin. Allowed: ${list}.`,
    );
  if (g.point || !isStanding(g)) return null; // the general checks below say why
  const t = typeof target === 'number' && Number.isInteger(target) ? s.goblins[target] : undefined;
  if (!t || t.side === g.side || t.sq === OFF || !(isStanding(t) || isDown(t)))
    return err(
      'piss.target',
      'PS-SK-12',
      `Cible ${JSON.stringify(target)} impossible : Gros vicieux vise un gobelin adverse dans l'arène (debout ou au sol). Permis : ${list}.`,
      `Target ${JSON.stringify(target)} impossible: Gros vicieux aims at an opposing goblin in the pit (standing or down). Allowed: ${list}.`,
    );
  return err(
    'piss.targetRange',
    'PS-SK-12',
    `Le gobelin ${target as number} est à ${distance(g.sq, t.sq)} cases : on ne pisse qu'à 3 cases au plus. Permis : ${list}.`,
    `Goblin ${target as number} is ${distance(g.sq, t.sq)} squares away: pissing reaches 3 squares at most. Allowed: ${list}.`,
  );
}

/** Why a jump is refused (PS-SK-5, PS-R-23). */
function explainJump(s: PSState, a: { x?: unknown; y?: unknown }, list: string): Result<PSAction> {
  const g = s.goblins[s.actor]!;
  const q = squareOf(a);
  if (!(g.skills & Skill.saut))
    return err(
      'jump.noSkill',
      'PS-SK-5',
      `Ce gobelin n'a pas la compétence Saut. Permis : ${list}.`,
      `This goblin does not have the Saut (Leap) skill. Allowed: ${list}.`,
    );
  if (s.used[s.actor]! & Skill.saut)
    return err(
      'jump.used',
      'PS-SK-5',
      `Saut a déjà servi ce tour-ci : une fois par tour. Permis : ${list}.`,
      `Leap has already been used this turn: once per turn. Allowed: ${list}.`,
    );
  if (s.mp < JUMP_MP)
    return err(
      'jump.noMP',
      'PS-SK-5',
      `Un saut coûte 2 PM (les pas de Lucidité ne paient pas un saut) ; il en reste ${s.mp}. Permis : ${list}.`,
      `A jump costs 2 MP (Lucidité steps cannot pay for it); ${s.mp} left. Allowed: ${list}.`,
    );
  const dx = typeof a.x === 'number' ? a.x - (g.sq % 13) : NaN;
  const dy = typeof a.y === 'number' ? a.y - ((g.sq / 13) | 0) : NaN;
  const inLine = [0, 2, -2].includes(dx) && [0, 2, -2].includes(dy) && (dx !== 0 || dy !== 0);
  if (!inLine)
    return err(
      'jump.notInLine',
      'PS-SK-5',
      `Un saut va exactement deux cases en ligne droite (l'une des 8 directions) depuis ${label(g.sq)}. Permis : ${list}.`,
      `A jump goes exactly two squares in a straight line (one of the 8 directions) from ${label(g.sq)}. Allowed: ${list}.`,
    );
  if (q === OFF)
    return err(
      'jump.offBoard',
      'PS-SK-5',
      `Case d'arrivée ${JSON.stringify([a.x, a.y])} hors de l'arène : on ne saute pas par-dessus le grillage. Permis : ${list}.`,
      `Landing square ${JSON.stringify([a.x, a.y])} is off the pit: no jumping over the fence. Allowed: ${list}.`,
    );
  return err(
    'jump.occupied',
    'PS-SK-5',
    `La case d'arrivée ${label(q)} est occupée (gobelin ou Squig) : on atterrit sur une case vide. Permis : ${list}.`,
    `Landing square ${label(q)} is occupied (a goblin or the Squig): a jump lands on an empty square. Allowed: ${list}.`,
  );
}

/** Why a known action type is not legal now. */
function explain(
  s: PSState,
  a: { type: string; x?: unknown; y?: unknown; target?: unknown; skill?: unknown; goblin?: unknown },
  legal: PSAction[],
): Result<PSAction> {
  const phase = phaseName(s.phase);
  const sameType = legal.some((l) => l.type === a.type);
  // PS-R-25 perPlayer: the goblin the action names (checked by `checkGoblin`)
  const acting = s.actor >= 0 ? s.actor : typeof a.goblin === 'number' ? a.goblin : -1;
  const g = acting >= 0 ? s.goblins[acting] : undefined;
  const t = typeof a.target === 'number' ? s.goblins[a.target] : undefined;
  if (a.type === 'block' && g && t && a.target !== acting && t.side === g.side) {
    return err(
      'block.friend',
      'PS-TURN-6',
      `Le gobelin ${a.target} est un ami (même camp, siège ${g.side}) : on ne bloque jamais un ami. Permis : ${allowed(legal)}.`,
      `Goblin ${a.target} is a friend (same side, seat ${g.side}): a friend is never blocked. Allowed: ${allowed(legal)}.`,
    );
  }
  const q = squareOf(a);
  const coords = 'x' in a || 'y' in a;
  const list = allowed(legal);
  if (a.type === 'step' && s.phase === Phase.Step && s.mp < 1 && g && gfiLeft(s, s.actor) === 0) {
    if (g.skills & Skill.lucidite)
      return err(
        'move.noGfi',
        'PS-SK-1',
        'Plus de points de mouvement, et Lucidité ne donne que deux pas de plus par déplacement.',
        'No movement points left, and Lucidité gives only two extra steps per Move action.',
      );
    return err(
      'move.noMP',
      'PS-MOVE-4',
      'Plus de points de mouvement, et « mettre le paquet » est interdit.',
      'No movement points left, and going for it is forbidden.',
    );
  }
  if (a.type === 'piss' && 'target' in a && s.phase === Phase.Action && !s.restricted && g) {
    const refusal = explainViciousPiss(s, acting, a.target, list);
    if (refusal) return refusal;
  }
  if (a.type === 'jump' && s.phase === Phase.Step && g) return explainJump(s, a, list);
  if (a.type === 'pro' && (s.phase === Phase.DodgeReroll || s.phase === Phase.PissReroll)) {
    const pro = s.goblins[rolledBy(s, s.rerollOf)]!;
    if (!(pro.skills & Skill.pro))
      return err(
        'pro.noSkill',
        'PS-SK-4',
        `Ce gobelin n'a pas la compétence Pro. Permis : ${list}.`,
        `This goblin does not have the Pro skill. Allowed: ${list}.`,
      );
    return err(
      'pro.used',
      'PS-SK-4',
      `Pro a déjà servi ce tour-ci : une fois par tour seulement. Permis : ${list}.`,
      `Pro has already been used this turn: once per turn only. Allowed: ${list}.`,
    );
  }
  if (!sameType) {
    if (s.phase === Phase.Action && s.restricted && ['move', 'piss', 'block'].includes(a.type)) {
      return err(
        'action.restricted',
        'PS-TURN-2',
        `Tour restreint (gobelin retourné, rentré, ou hors de l'arène) : seuls le Squig, passer ou abandonner sont permis : ${list}.`,
        `Restricted turn (goblin turned over, re-entered, or outside): only the Squig, pass or concede are allowed: ${list}.`,
      );
    }
    if (a.type === 'piss' && g) {
      if (g.point)
        return err(
          'piss.carrying',
          'PS-PISS-6',
          'Ce gobelin porte déjà un Point : il doit sortir le valider avant de pisser à nouveau.',
          'This goblin already carries a Point: he must climb out to validate it before pissing again.',
        );
      if (!isStanding(g))
        return err(
          'piss.down',
          'PS-PISS-1',
          'Seul un gobelin debout peut pisser.',
          'Only a standing goblin can piss.',
        );
      if (g.sq !== OFF && distance(g.sq, s.squig) > 3)
        return err(
          'piss.range',
          'PS-PISS-1',
          `Le Squig est à ${distance(g.sq, s.squig)} cases : on ne pisse qu'à 3 cases au plus.`,
          `The Squig is ${distance(g.sq, s.squig)} squares away: pissing reaches 3 squares at most.`,
        );
    }
    if (a.type === 'climb' && s.phase === Phase.Step && g && !g.point)
      return err(
        'climb.noPoint',
        'PS-CLIMB-3',
        'Seul un gobelin qui porte un Point peut sortir de la fosse, et seulement par son propre poteau.',
        'Only a goblin carrying a Point may leave the pit, and only by his own post.',
      );
    if (a.type === 'climb' && s.phase === Phase.Step && g)
      return err(
        'climb.notOnPost',
        'PS-CLIMB-3',
        `On sort seulement par son propre poteau (${label(POST_SQUARE[g.post]!)}).`,
        `A goblin climbs out only by his own post (${label(POST_SQUARE[g.post]!)}).`,
      );
    if (a.type === 'block' && s.phase === Phase.Step)
      return err(
        'block.afterMove',
        'PS-BLOCK-1',
        'Pas de blocage après un déplacement : le blocage est une action à part, au début du tour.',
        'No block after moving: a block is an action of its own, taken at the start of the turn.',
      );
    if (a.type === 'block' && s.phase === Phase.Action)
      return err(
        'block.target',
        'PS-BLOCK-1',
        `Aucun blocage possible : il faut être debout au contact d'un adversaire debout. Permis : ${list}.`,
        `No block possible: a standing goblin must be adjacent to a standing opponent. Allowed: ${list}.`,
      );
    return err(
      'action.phase',
      undefined,
      `« ${a.type} » n'est pas permis maintenant (étape ${phase}) ; permis : ${list}.`,
      `"${a.type}" is not allowed now (step ${phase}); allowed: ${list}.`,
    );
  }
  if (a.type === 'block') {
    return err(
      'block.target',
      'PS-BLOCK-1',
      `Cible ${JSON.stringify(a.target)} impossible : on bloque un adversaire debout adjacent. Cibles permises : ${list}.`,
      `Target ${JSON.stringify(a.target)} impossible: you block an adjacent standing opponent. Allowed: ${list}.`,
    );
  }
  if (coords && q === OFF) {
    return err(
      'square.off',
      'PS-MOVE-2',
      `Case ${JSON.stringify([a.x, a.y])} hors de l'arène : x et y sont des entiers de 0 à 12. Permis : ${list}.`,
      `Square ${JSON.stringify([a.x, a.y])} is off the pit: x and y are integers from 0 to 12. Allowed: ${list}.`,
    );
  }
  if (a.type === 'step' && g) {
    if (s.mp < 1)
      return err(
        'move.noMP',
        'PS-MOVE-4',
        'Plus de points de mouvement, et « mettre le paquet » est interdit.',
        'No movement points left, and going for it is forbidden.',
      );
    if (distance(g.sq, q) !== 1)
      return err(
        'move.notAdjacent',
        'PS-MOVE-1',
        `${label(q)} n'est pas adjacente à ${label(g.sq)} : un pas va sur l'une des 8 cases voisines.`,
        `${label(q)} is not next to ${label(g.sq)}: a step goes to one of the 8 neighbouring squares.`,
      );
    return err(
      'move.occupied',
      'PS-MOVE-2',
      `${label(q)} est occupée (gobelin ou Squig).`,
      `${label(q)} is occupied (a goblin or the Squig).`,
    );
  }
  if (a.type === 'squig') {
    if (distance(s.squig, q) !== 1)
      return err(
        'squig.notAdjacent',
        'PS-SQUIG-1',
        `On désigne une des 8 cases voisines du Squig en ${label(s.squig)}. Permis : ${list}.`,
        `Designate one of the 8 neighbours of the Squig on ${label(s.squig)}. Allowed: ${list}.`,
      );
    return err(
      'squig.edge',
      'PS-SQUIG-2',
      `Le Squig est au bord : il ne peut pas être dirigé vers une case du bord. Permis : ${list}.`,
      `The Squig is on the edge: it may not be sent towards an edge square. Allowed: ${list}.`,
    );
  }
  if (a.type === 'advance') return advanceRefusal(s, a.skill, list);
  if (a.type === 'push')
    return err(
      'push.square',
      'PS-PUSH-2',
      `Case de poussée impossible ; s'il y a une case libre parmi les trois, il faut la prendre. Permis : ${list}.`,
      `Impossible push square; if one of the three candidates is empty it must be chosen. Allowed: ${list}.`,
    );
  if (a.type === 'sidestep')
    return err(
      'sidestep.square',
      'PS-GNAK-2',
      `Case d'esquive impossible (voisine libre, jamais la case d'où vient le Squig). Permis : ${list}.`,
      `Impossible sidestep square (an empty neighbour, never the Squig's former square). Allowed: ${list}.`,
    );
  if (a.type === 'enter')
    return err(
      'entry.square',
      'PS-ENTRY-2',
      `Case d'entrée impossible : une case voisine libre du poteau. Permis : ${list}.`,
      `Impossible entry square: an empty neighbour of the post. Allowed: ${list}.`,
    );
  return err(
    'action.illegal',
    undefined,
    `Action impossible maintenant ; permis : ${list}.`,
    `Action not possible now; allowed: ${list}.`,
  );
}

/** Why an advance is refused (PS-CAMP-4, PS-R-19, ARB-PS-33). */
function advanceRefusal(s: PSState, skill: unknown, list: string): Result<PSAction> {
  if (typeof skill !== 'string' || !(SKILL_NAMES as readonly string[]).includes(skill)) {
    return err(
      'advance.unknown',
      'PS-CAMP-4',
      `Compétence ou trait inconnu ${JSON.stringify(skill)}. Permis : ${list}.`,
      `Unknown skill or trait ${JSON.stringify(skill)}. Allowed: ${list}.`,
    );
  }
  const name = skill as SkillName;
  const label = SKILL_LABELS[name];
  const j = s.careerQueue[0]!;
  if ((s.goblins[j]!.skills & Skill[name]) !== 0) {
    return err(
      'advance.owned',
      'PS-CAMP-4',
      `Le gobelin ${j} a déjà ${label.fr} : jamais deux fois la même compétence ou le même trait. Permis : ${list}.`,
      `Goblin ${j} already has ${label.en}: never the same skill or trait twice. Allowed: ${list}.`,
    );
  }
  const trait = TRAITS.includes(name);
  if (trait && !s.advanceDouble) {
    return err(
      'advance.traitNeedsDouble',
      'PS-CAMP-4',
      `${label.fr} est un trait : il faut un double au jet d'avancement ; sans double, une compétence. Permis : ${list}.`,
      `${label.en} is a trait: it takes a double on the advance roll; without one, a skill. Allowed: ${list}.`,
    );
  }
  if (!trait && s.advanceDouble && s.o.doubleGives === 'traitOnly') {
    return err(
      'advance.skillOnDouble',
      'PS-R-19',
      `Un double donne un trait, pas une compétence (option doubleGives = traitOnly). Permis : ${list}.`,
      `A double gives a trait, not a skill (option doubleGives = traitOnly). Allowed: ${list}.`,
    );
  }
  return err(
    'advance.unavailable',
    'ARB-PS-33',
    `${label.fr} n'est pas encore jouable : on choisit parmi ${list}.`,
    `${label.en} cannot be played yet: choose among ${list}.`,
  );
}

/** Why care cannot be paid now (PS-CAMP-7): the goblin of this side could not afford it, or none is due. */
function careRefusal(s: PSState, player: number): Result<PSAction> | null {
  for (let j = 0; j < s.goblins.length; j++) {
    const p = s.career[j];
    if (s.goblins[j]!.side !== player || p === undefined || p.status !== CareerStatus.Retired) continue;
    const care = injuryOf(p.injury).care;
    const gold = careerInput(s, j).gold + p.goldGained;
    if (gold < care) {
      return err(
        'care.unaffordable',
        'PS-CAMP-7',
        `Le gobelin ${j} n'a que ${gold} PO pour des soins de ${care} PO : sa carrière est finie.`,
        `Goblin ${j} has only ${gold} PO for care costing ${care} PO: his career is over.`,
      );
    }
  }
  return null;
}
