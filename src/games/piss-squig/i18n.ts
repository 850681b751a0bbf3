/**
 * Piss' Squig strings, French first, English complete: log lines for every event and prompts for every roll.
 * Placeholders are the event's own fields (`{{goblin}}`, `{{faces}}`...); `describe()` adds readable squares.
 */
import {
  describeEvent,
  seatLabel,
  seatList,
  type Catalogue,
  type Lang,
  type LogNames,
} from '../../engine/i18n.ts';
import type { GameEvent } from '../../engine/types.ts';
import { CENTRE, OFF, POST_SQUARE, xOf, yOf } from './board.ts';
import { LEVELS } from './career.ts';
import { SKILL_LABELS, type SkillName } from './skills.ts';

/** Every event type and roll rule of the game, in both languages. */
export const catalogue: Catalogue = {
  fr: {
    firstPlayer: '{{side}} joue en premier.',
    rollOffTie: 'Égalité à {{total}} entre {{sides}} : ils relancent.',
    roundStarted: 'Début du tour de table {{round}}.',
    turnStarted: 'Tour de {{side}} (tour de table {{round}}).',
    ghostTurn: "{{side}} n'a plus de gobelin en jeu : il peut seulement activer le Squig ou passer.",
    turnedOver: 'Le gobelin {{goblin}} se retourne sur le dos.',
    entered: 'Le gobelin {{goblin}} rentre dans la fosse {{toAt}}.',
    entryBlocked: 'Le gobelin {{goblin}} ne peut pas rentrer : poteau et cases voisines occupés.',
    ghostGoblinTurn:
      'Le gobelin {{goblin}} de {{side}} est hors jeu : son tour est un tour fantôme (Squig ou passer).',
    relayed:
      'Relais : le gobelin {{goblin}} passe en réserve, son partenaire {{partner}} entre aussitôt {{toAt}} (équipe de {{side}}).',
    partnerEntered: "Le gobelin {{goblin}} sort de la réserve de l'équipe de {{side}} et entre {{toAt}}.",
    action: 'Action de {{side}} : {{actionName}}.',
    'act.move': 'se déplacer',
    'act.piss': 'pisser',
    'act.block': 'bloquer',
    'act.squig': 'activer le Squig',
    'act.pass': 'passer',
    moveStarted: 'Le gobelin {{goblin}} se déplace.',
    stoodUp: 'Le gobelin {{goblin}} se relève ({{mp}} PM restants).',
    moved: 'Le gobelin {{goblin}} va {{fromFrom}} {{toTo}} ({{mp}} PM restants).',
    moveEnded: 'Le gobelin {{goblin}} termine son déplacement.',
    rerollUsed: 'Le gobelin {{goblin}} utilise Esquive pour relancer.',
    rerollDeclined: 'Pas de relance.',
    pissRerollUsed: 'Le gobelin {{goblin}} relance sa pisse (Prostate dilatée).',
    esquiveCancelled: 'Tacle du gobelin {{tackler}} : le gobelin {{goblin}} ne peut pas utiliser Esquive.',
    knockedDown: 'Le gobelin {{goblin}} est mis au sol {{atAt}}.',
    climbAttempt: 'Le gobelin {{goblin}} tente de sortir par son poteau.',
    climbedOut: 'Le gobelin {{goblin}} sort de la fosse : point validé ({{validated}}).',
    pissDeclared: 'Le gobelin {{goblin}} pisse sur le Squig (pisse {{rangeText}}, distance {{distance}}).',
    selfPiss:
      'Le gobelin {{goblin}} se pisse dessus : {{pissMarkers}} {{pissMarkers|marqueur|marqueurs}} Pisse.',
    pointTaken: 'Touché ! Le gobelin {{goblin}} prend un marqueur Point ({{hits}} pisses sur le Squig).',
    squigFurious: 'Le Squig devient furieux ({{hits}} pisses) !',
    missed: 'Raté : la pisse dévie.',
    scatterLost: 'La pisse se perd contre le grillage.',
    pissMarker: 'Le gobelin {{goblin}} reçoit un marqueur Pisse ({{pissMarkers}}).',
    slippery: 'Sol glissant {{atAt}}.',
    blockDeclared: 'Le gobelin {{goblin}} bloque le gobelin {{target}}.',
    chainPush: 'Poussée en chaîne : le gobelin {{goblin}} {{atAt}} est poussé à son tour.',
    pushed: 'Le gobelin {{goblin}} est repoussé {{fromFrom}} {{toTo}}.',
    sidestepped: 'Le gobelin {{goblin}} saute de côté {{fromFrom}} {{toTo}}.',
    pinned: 'Le gobelin {{goblin}} est coincé : il ne bouge pas.',
    followedUp: 'Le gobelin {{goblin}} suit {{toTo}}.',
    squigActivated: '{{side}} active le Squig.',
    squigDesignated: 'Le Squig est dirigé vers {{atSq}} (pas {{step}}).',
    squigMoved: 'Le Squig va {{fromFrom}} {{toTo}}.',
    squigHeld: "Le gobelin {{goblin}} esquive mais n'a nulle part où aller : le Squig reste sur place.",
    squigStopped: "Le Squig furieux s'arrête après un pas.",
    emasculated: 'Le gobelin {{goblin}} est émasculé !',
    gnak: 'Marqueur Gnak ! pour {{side}} ({{markers}}).',
    jumpDeclared: 'Le gobelin {{goblin}} saute {{fromFrom}} vers {{toSq}} (Saut).',
    jumped: 'Le gobelin {{goblin}} atterrit {{toAt}} ({{mp}} PM restants).',
    proUsed: 'Le gobelin {{goblin}} tente Pro pour relancer ({{roll}}).',
    dived:
      'Tacle plongeant du gobelin {{goblin}} (couché {{atAt}}) : esquive à {{modifier}}, total {{total}} → {{outcome}}.',
    reactionDeclined: 'Le gobelin {{goblin}} ne réagit pas.',
    shadowDeclared: 'Le gobelin {{goblin}} poursuit vers {{toSq}} (Poursuite).',
    shadowed: 'Le gobelin {{goblin}} prend place {{toAt}} (Poursuite).',
    quickPiss: 'Pisse rapide ! Le gobelin {{goblin}} pisse sur le Squig qui arrive (pisse éclair).',
    viciousPiss:
      'Le gobelin {{goblin}} pisse sur le gobelin {{target}} (Gros vicieux, pisse {{rangeText}}, distance {{distance}}).',
    pissedOn: 'Touché ! Le gobelin {{target}} reçoit un marqueur Pisse ({{pissMarkers}}).',
    scatterOnSquig: 'La pisse dévie sur le Squig : sans effet.',
    conceded: '{{side}} abandonne la partie.',
    matchOver:
      'Fin de partie ({{endText}}). Scores : {{scores}} ; {{winnersCount|vainqueur|vainqueurs}} : {{winnersText}}.',
    'roll.PS-SETUP-5': 'Jet de départ, {{side}} : 2D6 = {{faces}} → {{total}}.',
    'roll.PS-DODGE-1': 'Esquive : {{faces}}{{modText}} = {{total}} pour {{target}}+ → {{outcome}}.',
    'roll.PS-SLIP-2': 'Sol glissant : {{faces}} pour {{target}}+ → {{outcome}}.',
    'roll.PS-CLIMB-2': 'Sortie : {{faces}}{{modText}} = {{total}} pour {{target}}+ → {{outcome}}.',
    'roll.PS-DOWN-1': 'Armure : 2D6 = {{faces}} → {{total}} ({{target}}+ sonne) → {{resultText}}.',
    'roll.PS-PISS-2': 'Pisse : {{faces}}{{modText}} = {{total}} pour {{target}}+ → {{resultText}}.',
    'roll.PS-SCATTER-1': 'Déviation : D8 = {{faces}} → direction {{direction}}, {{resultText}}.',
    'roll.PS-BLOCK-1': 'Blocage : {{faces}} → {{resultText}}.',
    'roll.PS-SQUIG-3': 'Déplacement du Squig : {{faces}} → {{resultText}}.',
    'roll.PS-GNAK-1': 'GNAK ! : {{faces}} pour {{target}}+ → {{outcome}}.',
    'roll.PS-SK-1': 'Lucidité (mettre le paquet) : {{faces}} pour {{target}}+ → {{outcome}}.',
    'roll.PS-SK-5': 'Saut : {{faces}} pour {{target}}+ → {{outcome}}.',
    'roll.PS-SK-4': 'Pro : {{faces}} pour {{target}}+ → {{outcome}}.',
    'ps.roll.first': 'Jet de départ (2D6), {{side}}',
    'ps.roll.slip': 'Sol glissant : 1D6, 2+',
    'ps.roll.dodge': 'Esquive : 1D6, 3+',
    'ps.roll.climb': 'Sortie par le poteau : 1D6, 2+, −1 par marqueur Pisse',
    'ps.roll.armour': 'Armure : 2D6, sonné sur 8+',
    'ps.roll.piss': 'Pisse : 1D6, 4+',
    'ps.roll.scatter': 'Déviation de la pisse : 1D8',
    'ps.roll.block': 'Blocage : 1D6 (1 attaquant à terre … 6 défenseur à terre)',
    'ps.roll.squig': 'Déplacement du Squig : 1D6 (1–2 gauche, 3–4 case désignée, 5–6 droite)',
    'ps.roll.gnak': 'GNAK ! : 1D6, 4+ pour sauter de côté',
    'ps.roll.gfi': 'Lucidité (mettre le paquet) : 1D6, 2+',
    'ps.roll.jump': 'Saut : 1D6, 4+, sans modificateur',
    'ps.roll.pro': 'Pro : 1D6, 4+ pour relancer',
    'res.stunned': 'sonné (sur le ventre)',
    'res.prone': 'sur le dos',
    'res.hit': 'touché',
    'res.miss': 'raté, la pisse dévie',
    'res.selfPiss': "s'est pissé dessus",
    'res.fence': 'perdue contre le grillage',
    'res.squig': 'sur le Squig, sans effet',
    'res.goblin': 'sur un gobelin',
    'res.slippery': 'sol glissant',
    'res.attackerDown': 'attaquant à terre',
    'res.bothDown': 'les deux à terre',
    'res.pushed': 'repoussé',
    'res.stumble': 'défenseur trébuche (repoussé)',
    'res.defenderDown': 'défenseur à terre',
    'res.left': 'à gauche',
    'res.designated': 'case désignée',
    'res.right': 'à droite',
    // careers (post-match, PS-CAMP-1..10)
    postMatch: 'Après-match (carrières) ; {{winnersCount|vainqueur|vainqueurs}} : {{winnersText}}.',
    xpAward: 'Le gobelin {{goblin}} gagne {{xp}} PX ({{awardName}}) : {{total}} PX.',
    xpVoided: 'Le gobelin {{goblin}} ne gagne aucun PX ({{reasonText}}).',
    levelUp: 'Le gobelin {{goblin}} devient {{levelName}} : {{advances}} {{advances|jet|jets}} d’avancement.',
    goldCredited:
      'Le gobelin {{goblin}} reçoit {{participation}} PO de participation et {{win}} PO de victoire : {{gold}} PO.',
    goldForfeited: "Le gobelin {{goblin}} a abandonné : pas d'or pour cette partie.",
    died: 'Le gobelin {{goblin}} est mort ; ses {{goldLost}} PO partent en obsèques.',
    carePaid: 'Le gobelin {{goblin}} paie {{care}} PO de soins : il lui reste {{gold}} PO.',
    careerOver:
      'Carrière finie pour le gobelin {{goblin}} : {{reasonText}} (soins {{care}} PO, {{gold}} PO en poche).',
    advanceTaken: 'Le gobelin {{goblin}} apprend {{skillName}}.',
    advanceLost: "Le gobelin {{goblin}} n'a plus rien à apprendre dans cette liste : avancement perdu.",
    postMatchOver: 'Après-match terminé.',
    'roll.PS-CAMP-6': 'Blessure du gobelin {{goblin}} : 1D6 = {{faces}} → {{resultText}}.',
    'roll.PS-CAMP-4': 'Avancement du gobelin {{goblin}} : 2D6 = {{faces}} → {{resultText}}.',
    'ps.roll.injury': 'Blessure du gobelin {{goblin}} : 1D6 (1 mort … 6 bénigne)',
    'ps.roll.advance': 'Avancement du gobelin {{goblin}} : 2D6 (double → trait, sinon compétence)',
    'award.preums': "Preum's !",
    'award.plusJamais': 'Plus jamais !',
    'award.justeFaisLe': 'Juste fais-le !',
    'award.jeTaurai': "Je t'aurai !",
    'end.maxRounds': 'dernier tour de table joué',
    'end.noSideLeft': 'plus aucun camp ne joue',
    'end.noGoblinInPlay': 'plus aucun gobelin en jeu',
    'end.oneSideLeft': 'un seul camp encore en jeu',
    'end.oneSideNotConceded': "un seul camp n'a pas abandonné",
    'why.conceded': 'son camp a abandonné',
    'why.emasculatedBeforePissing': 'émasculé avant d’avoir pissé',
    'why.unaffordable': "pas assez d'or pour les soins",
    'why.declined': 'soins refusés',
    'res.dead': 'mort',
    'res.zigounette': 'zigounette coupée (greffe 30 000 PO)',
    'res.coucougnettes': 'coucougnettes arrachées (greffe 20 000 PO)',
    'res.sutures': 'points de suture (10 000 PO)',
    'res.benign': 'blessure bénigne',
    'range.eclair': 'éclair',
    'range.courte': 'courte',
    'range.longue': 'longue',
    'res.double': 'double : un trait',
    'res.notDouble': 'pas de double : une compétence',
    nobody: 'personne',
    success: 'réussi',
    failure: 'raté',
  },
  en: {
    firstPlayer: '{{side}} plays first.',
    rollOffTie: 'Tie at {{total}} between {{sides}}: they roll again.',
    roundStarted: 'Round {{round}} begins.',
    turnStarted: '{{side}} to play (round {{round}}).',
    ghostTurn: '{{side}} has no goblin in play: it may only move the Squig or pass.',
    turnedOver: 'Goblin {{goblin}} turns over onto his back.',
    entered: 'Goblin {{goblin}} re-enters the pit {{toAt}}.',
    entryBlocked: 'Goblin {{goblin}} cannot re-enter: his post and its neighbours are taken.',
    ghostGoblinTurn: "{{side}}'s goblin {{goblin}} is out: his turn is a ghost turn (Squig or pass).",
    relayed:
      'Relay: goblin {{goblin}} goes to the reserve, his partner {{partner}} enters at once {{toAt}} ({{side}}’s team).',
    partnerEntered: 'Goblin {{goblin}} leaves {{side}}’s team reserve and enters {{toAt}}.',
    action: '{{side}} action: {{actionName}}.',
    'act.move': 'move',
    'act.piss': 'piss',
    'act.block': 'block',
    'act.squig': 'move the Squig',
    'act.pass': 'pass',
    moveStarted: 'Goblin {{goblin}} moves.',
    stoodUp: 'Goblin {{goblin}} stands up ({{mp}} MP left).',
    moved: 'Goblin {{goblin}} steps {{fromFrom}} {{toTo}} ({{mp}} MP left).',
    moveEnded: 'Goblin {{goblin}} ends his move.',
    rerollUsed: 'Goblin {{goblin}} uses Esquive to reroll.',
    rerollDeclined: 'No reroll.',
    pissRerollUsed: 'Goblin {{goblin}} rerolls his piss (Dilated prostate).',
    esquiveCancelled: "Goblin {{tackler}}'s Tackle: goblin {{goblin}} cannot use Esquive.",
    knockedDown: 'Goblin {{goblin}} is knocked down {{atAt}}.',
    climbAttempt: 'Goblin {{goblin}} tries to climb out by his post.',
    climbedOut: 'Goblin {{goblin}} climbs out: point validated ({{validated}}).',
    pissDeclared: 'Goblin {{goblin}} pisses on the Squig ({{rangeText}} range, distance {{distance}}).',
    selfPiss: 'Goblin {{goblin}} pisses on himself: {{pissMarkers}} Piss {{pissMarkers|marker|markers}}.',
    pointTaken: 'Hit! Goblin {{goblin}} takes a Point marker ({{hits}} pisses on the Squig).',
    squigFurious: 'The Squig becomes furious ({{hits}} pisses)!',
    missed: 'Missed: the piss scatters.',
    scatterLost: 'The piss is lost against the fence.',
    pissMarker: 'Goblin {{goblin}} gets a Piss marker ({{pissMarkers}}).',
    slippery: 'Slippery ground {{atAt}}.',
    blockDeclared: 'Goblin {{goblin}} blocks goblin {{target}}.',
    chainPush: 'Chain push: goblin {{goblin}} {{atAt}} is pushed in turn.',
    pushed: 'Goblin {{goblin}} is pushed {{fromFrom}} {{toTo}}.',
    sidestepped: 'Goblin {{goblin}} jumps aside {{fromFrom}} {{toTo}}.',
    pinned: 'Goblin {{goblin}} is pinned: he does not move.',
    followedUp: 'Goblin {{goblin}} follows up {{toTo}}.',
    squigActivated: '{{side}} moves the Squig.',
    squigDesignated: 'The Squig is sent towards {{atSq}} (step {{step}}).',
    squigMoved: 'The Squig moves {{fromFrom}} {{toTo}}.',
    squigHeld: 'Goblin {{goblin}} evades but has nowhere to go: the Squig stays put.',
    squigStopped: 'The furious Squig stops after one step.',
    emasculated: 'Goblin {{goblin}} is emasculated!',
    gnak: 'Gnak! marker for {{side}} ({{markers}}).',
    jumpDeclared: 'Goblin {{goblin}} leaps {{fromFrom}} towards {{toSq}}.',
    jumped: 'Goblin {{goblin}} lands {{toAt}} ({{mp}} MP left).',
    proUsed: 'Goblin {{goblin}} tries Pro to reroll ({{roll}}).',
    dived:
      "Goblin {{goblin}}'s diving tackle (prone {{atAt}}): dodge at {{modifier}}, total {{total}} → {{outcome}}.",
    reactionDeclined: 'Goblin {{goblin}} does not react.',
    shadowDeclared: 'Goblin {{goblin}} shadows towards {{toSq}}.',
    shadowed: 'Goblin {{goblin}} takes {{toSq}} (Shadowing).',
    quickPiss: 'Quick piss! Goblin {{goblin}} pisses on the incoming Squig (close range).',
    viciousPiss:
      'Goblin {{goblin}} pisses on goblin {{target}} (Nasty piece of work, {{rangeText}} range, distance {{distance}}).',
    pissedOn: 'Hit! Goblin {{target}} gets a Piss marker ({{pissMarkers}}).',
    scatterOnSquig: 'The piss scatters onto the Squig: no effect.',
    conceded: '{{side}} concedes the match.',
    matchOver:
      'Match over ({{endText}}). Scores: {{scores}}; {{winnersCount|winner|winners}}: {{winnersText}}.',
    'roll.PS-SETUP-5': '{{side}} roll-off: 2D6 = {{faces}} → {{total}}.',
    'roll.PS-DODGE-1': 'Dodge: {{faces}}{{modText}} = {{total}} for {{target}}+ → {{outcome}}.',
    'roll.PS-SLIP-2': 'Slippery ground: {{faces}} for {{target}}+ → {{outcome}}.',
    'roll.PS-CLIMB-2': 'Climb: {{faces}}{{modText}} = {{total}} for {{target}}+ → {{outcome}}.',
    'roll.PS-DOWN-1': 'Armour: 2D6 = {{faces}} → {{total}} ({{target}}+ stuns) → {{resultText}}.',
    'roll.PS-PISS-2': 'Piss: {{faces}}{{modText}} = {{total}} for {{target}}+ → {{resultText}}.',
    'roll.PS-SCATTER-1': 'Scatter: D8 = {{faces}} → direction {{direction}}, {{resultText}}.',
    'roll.PS-BLOCK-1': 'Block: {{faces}} → {{resultText}}.',
    'roll.PS-SQUIG-3': 'Squig move: {{faces}} → {{resultText}}.',
    'roll.PS-GNAK-1': 'GNAK!: {{faces}} for {{target}}+ → {{outcome}}.',
    'roll.PS-SK-1': 'Going for it (Clear-headed): {{faces}} for {{target}}+ → {{outcome}}.',
    'roll.PS-SK-5': 'Leap: {{faces}} for {{target}}+ → {{outcome}}.',
    'roll.PS-SK-4': 'Pro: {{faces}} for {{target}}+ → {{outcome}}.',
    'ps.roll.first': 'Roll-off (2D6) for {{side}}',
    'ps.roll.slip': 'Slippery ground: 1D6, 2+',
    'ps.roll.dodge': 'Dodge: 1D6, 3+',
    'ps.roll.climb': 'Climb out by the post: 1D6, 2+, −1 per Piss marker',
    'ps.roll.armour': 'Armour: 2D6, stunned on 8+',
    'ps.roll.piss': 'Piss: 1D6, 4+',
    'ps.roll.scatter': 'Piss scatter: 1D8',
    'ps.roll.block': 'Block: 1D6 (1 attacker down … 6 defender down)',
    'ps.roll.squig': 'Squig move: 1D6 (1–2 left, 3–4 designated square, 5–6 right)',
    'ps.roll.gnak': 'GNAK!: 1D6, 4+ to jump aside',
    'ps.roll.gfi': 'Going for it (Clear-headed): 1D6, 2+',
    'ps.roll.jump': 'Leap: 1D6, 4+, no modifier',
    'ps.roll.pro': 'Pro: 1D6, 4+ to reroll',
    'res.stunned': 'stunned (face down)',
    'res.prone': 'prone (face up)',
    'res.hit': 'hit',
    'res.miss': 'miss, the piss scatters',
    'res.selfPiss': 'pissed on himself',
    'res.fence': 'lost against the fence',
    'res.squig': 'onto the Squig, no effect',
    'res.goblin': 'on a goblin',
    'res.slippery': 'slippery ground',
    'res.attackerDown': 'attacker down',
    'res.bothDown': 'both down',
    'res.pushed': 'pushed',
    'res.stumble': 'defender stumbles (pushed)',
    'res.defenderDown': 'defender down',
    'res.left': 'left',
    'res.designated': 'designated square',
    'res.right': 'right',
    // careers (post-match, PS-CAMP-1..10)
    postMatch: 'Post-match (careers); {{winnersCount|winner|winners}}: {{winnersText}}.',
    xpAward: 'Goblin {{goblin}} earns {{xp}} XP ({{awardName}}): {{total}} XP.',
    xpVoided: 'Goblin {{goblin}} earns no XP ({{reasonText}}).',
    levelUp: 'Goblin {{goblin}} becomes {{levelName}}: {{advances}} advance {{advances|roll|rolls}}.',
    goldCredited:
      'Goblin {{goblin}} gets {{participation}} PO for taking part and {{win}} PO for winning: {{gold}} PO.',
    goldForfeited: 'Goblin {{goblin}} conceded: no gold for this match.',
    died: 'Goblin {{goblin}} is dead; his {{goldLost}} PO go on the funeral.',
    carePaid: 'Goblin {{goblin}} pays {{care}} PO for care: {{gold}} PO left.',
    careerOver: 'Career over for goblin {{goblin}}: {{reasonText}} (care {{care}} PO, {{gold}} PO held).',
    advanceTaken: 'Goblin {{goblin}} learns {{skillName}}.',
    advanceLost: 'Goblin {{goblin}} has nothing left to learn from that list: the advance is lost.',
    postMatchOver: 'Post-match done.',
    'roll.PS-CAMP-6': 'Injury of goblin {{goblin}}: 1D6 = {{faces}} → {{resultText}}.',
    'roll.PS-CAMP-4': 'Advance of goblin {{goblin}}: 2D6 = {{faces}} → {{resultText}}.',
    'ps.roll.injury': 'Injury of goblin {{goblin}}: 1D6 (1 dead … 6 minor)',
    'ps.roll.advance': 'Advance of goblin {{goblin}}: 2D6 (double → trait, else skill)',
    'award.preums': "Preum's! (winner)",
    'award.plusJamais': 'Never again! (emasculated after pissing)',
    'award.justeFaisLe': 'Just do it! (validated point)',
    'award.jeTaurai': "I'll get you! (Gnak)",
    'end.maxRounds': 'last round played',
    'end.noSideLeft': 'no side left to play',
    'end.noGoblinInPlay': 'no goblin left in play',
    'end.oneSideLeft': 'one side left in play',
    'end.oneSideNotConceded': 'one side left that has not conceded',
    'why.conceded': 'his side conceded',
    'why.emasculatedBeforePissing': 'emasculated before pissing',
    'why.unaffordable': 'not enough gold for the care',
    'why.declined': 'care declined',
    'res.dead': 'dead',
    'res.zigounette': 'willy cut off (graft 30,000 PO)',
    'res.coucougnettes': 'nuts torn off (graft 20,000 PO)',
    'res.sutures': 'stitches (10,000 PO)',
    'res.benign': 'minor wound',
    'range.eclair': 'close',
    'range.courte': 'short',
    'range.longue': 'long',
    'res.double': 'double: a trait',
    'res.notDouble': 'no double: a skill',
    nobody: 'nobody',
    success: 'success',
    failure: 'failure',
  },
};

/**
 * A goblin's tag, 1-based like the seats («Joueur 2»): «2» for seat 2's goblin in free-for-all, «2·1» for seat
 * 2's figure 1 in doubles and four-player. The board, the sides table and the log all name goblins by it.
 */
export function goblinTagOf(mode: string, side: number, figure: number): string {
  return mode === 'ffa' ? String(side + 1) : `${side + 1}·${figure}`;
}

/** A column's or a row's number as the log and the board's edges give it: 1 to 13 from the top-left corner. */
export function coordinate(i: number): string {
  return String(i + 1);
}

/** A square's coordinates in the log, «(x,y)»: its column's number, then its row's (`coordinate`). */
export function squareCoords(s: number): string {
  return `(${coordinate(xOf(s))},${coordinate(yOf(s))})`;
}

/**
 * A square in words, as the board lets a player find it: a post by the number the board shows on it ("le
 * poteau 3"), the centre, else "la case (x,y)" with x the column and y the row, both 1 to 13 from the top-left
 * corner. `bare` is the noun phrase; `at`, `from` and `to` carry their preposition (French contracts them).
 */
export function squareWords(s: number, lang: Lang): { bare: string; at: string; from: string; to: string } {
  if (s === OFF) {
    const out = lang === 'fr' ? 'hors de la fosse' : 'out of the pit';
    return { bare: out, at: out, from: out, to: out };
  }
  const post = POST_SQUARE.indexOf(s);
  if (lang === 'en') {
    const bare = post >= 1 ? `post ${post}` : s === CENTRE ? 'the centre' : `square ${squareCoords(s)}`;
    return { bare, at: `on ${bare}`, from: `from ${bare}`, to: `to ${bare}` };
  }
  if (post >= 1) {
    const n = `poteau ${post}`;
    return { bare: `le ${n}`, at: `au ${n}`, from: `du ${n}`, to: `au ${n}` };
  }
  if (s === CENTRE) return { bare: 'le centre', at: 'au centre', from: 'du centre', to: 'au centre' };
  const c = `case ${squareCoords(s)}`;
  return { bare: `la ${c}`, at: `sur la ${c}`, from: `de la ${c}`, to: `à la ${c}` };
}

/**
 * One readable log line for an event of this game. Seats are named "Joueur 1…N" / "Player 1…N" (1-based) or
 * by `names.seats`; goblins by `names.goblins` when given, else by their 0-based id. The web table
 * (`tableLogNames`) and `arbitre replay` (`recordLogNames`) always give the board's 1-based tags (`goblinTagOf`).
 */
export function describe(e: GameEvent, lang: Lang = 'fr', names?: LogNames): string {
  const sq = (k: string) => (typeof e[k] === 'number' ? squareWords(e[k], lang) : undefined);
  const [from, to, at] = [sq('from'), sq('to'), sq('at')];
  const gob = (k: string) => {
    const id = e[k];
    if (typeof id !== 'number') return undefined;
    return names?.goblins?.[id] ?? String(id);
  };
  const isRoll = e.type === 'roll';
  return describeEvent(catalogue, lang, e, {
    side: e.side === undefined ? undefined : seatLabel(e.side, lang, names),
    sides: seatList(e.sides, lang, names),
    goblin: gob('goblin'),
    partner: gob('partner'),
    tackler: gob('tackler'),
    ...(isRoll ? {} : { target: gob('target') }),
    scores: Array.isArray(e.scores)
      ? e.scores.map((v, i) => `${seatLabel(i, lang, names)}${lang === 'fr' ? ' : ' : ': '}${v}`).join(', ')
      : undefined,
    fromSq: from?.bare,
    fromFrom: from?.from,
    toSq: to?.bare,
    toAt: to?.at,
    toTo: to?.to,
    atSq: at?.bare,
    atAt: at?.at,
    outcome: e.success === undefined ? '' : catalogue[lang][e.success ? 'success' : 'failure'],
    actionName: typeof e.action === 'string' ? catalogue[lang][`act.${e.action}`] : undefined,
    rangeText: typeof e.range === 'string' ? catalogue[lang][`range.${e.range}`] : undefined,
    resultText: typeof e.result === 'string' ? (catalogue[lang][`res.${e.result}`] ?? e.result) : undefined,
    faces: Array.isArray(e.faces) ? e.faces.join('+') : '',
    modText:
      typeof e.modifier === 'number' && e.modifier !== 0
        ? ` ${e.modifier > 0 ? '+' : '−'} ${Math.abs(e.modifier)}`
        : '',
    // careers
    awardName: typeof e.award === 'string' ? catalogue[lang][`award.${e.award}`] : undefined,
    reasonText: typeof e.reason === 'string' ? catalogue[lang][`why.${e.reason}`] : undefined,
    endText:
      e.type === 'matchOver' && typeof e.reason === 'string' ? catalogue[lang][`end.${e.reason}`] : undefined,
    skillName: typeof e.skill === 'string' ? SKILL_LABELS[e.skill as SkillName]?.[lang] : undefined,
    winnersText: Array.isArray(e.winners)
      ? e.winners.length > 0
        ? seatList(e.winners, lang, names)
        : catalogue[lang].nobody
      : undefined,
    winnersCount: Array.isArray(e.winners) ? e.winners.length : undefined,
    ...(e.type === 'levelUp' && typeof e.level === 'number' ? { levelName: LEVELS[e.level]?.[lang] } : {}),
  });
}
