/**
 * Spark Ball strings, French first, English complete: a log line for every event and roll the rules emit, and
 * a prompt for every roll. Placeholders are the event's own fields; `describe()` adds readable sides, dice,
 * points and names of events.
 */
import { describeEvent, seatLabel, type Catalogue, type Lang, type LogNames } from '../../engine/i18n.ts';
import type { GameEvent } from '../../engine/types.ts';
import { ABILITIES } from './teams/abilities.ts';
import { EQUIPMENT } from './teams/equipment.ts';
import { CAPTAIN_TRAITS } from './teams/traits.ts';

/** Every event type and roll rule of the game, in both languages. */
export const catalogue: Catalogue = {
  fr: {
    lineup: '{{side}} aligne {{playersText}}.',
    captain: '{{side}} nomme {{player}} capitaine.',
    rerollsGained: '{{side}} gagne {{count}} {{count|relance|relances}} d’équipe ({{rerolls}} en tout).',
    rollOffTie: 'Égalité au jet ({{total}} partout) : on relance.',
    rollOffWon: '{{side}} remporte le jet {{purposeText}}.',
    deployOrder: '{{deployer}} se déploie en premier.',
    deployed: '{{side}} se déploie : {{positionsText}}.',
    matchEvent: 'Événement du match : {{eventText}}.',
    curseVoid: '{{side}} n’a aucun équipement adverse à désigner : sans effet.',
    equipmentDisabled: '{{side}} désigne l’équipement de {{player}} ({{item}}) : hors d’usage pour le match.',
    ballPlaced: 'La balle est posée au centre ({{x}}, {{y}}).',
    ballMoved: 'La balle va de {{fromText}} à {{toText}}.',
    wallContact: 'La balle touche le mur en {{atText}} (rebond {{bounce}}).',
    ballStopsAtWall: 'La balle s’arrête contre le mur en {{atText}} : plus de rebond.',
    ballRestsOnBase: 'La balle s’arrêterait sur le socle de {{player}} : elle est placée en {{toText}}.',
    ballRests: 'La balle s’immobilise en {{atText}}.',
    turnStarted: 'Tour {{turn}} : {{first}} joue en premier.',
    phaseEnded: 'Fin de la phase de {{side}}{{emptyText}}.',
    turnEnded: 'Fin du tour {{turn}}.',
    stunOver: '{{player}} n’est plus sonné.',
    suddenDeath: 'Égalité : mort subite, {{turns}} {{turns|tour|tours}} de plus au maximum.',
    matchOver: 'Fin du match, {{score0}} à {{score1}} : {{winnerText}}.',
    conceded: '{{side}} abandonne.',
    activated: '{{side}} active {{player}}.',
    passed: '{{side}} passe.',
    stoodUp: '{{player}} se relève (déséquilibré −{{unbalanced}}).',
    moved: '{{player}} se déplace jusqu’en {{endText}} ({{length}} ps ; {{used}} ps utilisés).',
    movementRounded: 'Mouvement de {{player}} arrondi de {{from}} à {{to}} ps.',
    leapt: '{{player}} bondit de {{length}} ps jusqu’en {{endText}} (déséquilibré −{{unbalanced}}).',
    activationEnded: '{{player}} a fini d’agir ; il est Occupé.',
    'roll.SB-CAPT-1': 'Trait du capitaine {{captain}} ({{player}}) : {{faces}} → {{resultText}}.',
    'roll.SB-SETUP-3': 'Jet de déploiement de {{player}} : {{faces}}.',
    'roll.SB-SETUP-7': 'Jet du premier joueur de {{player}} : {{faces}}.',
    'roll.SB-EVENT-1': 'Événement : {{faces}} = {{total}} → {{resultText}}.',
    'roll.SB-SETUP-6':
      'Engagement : dé de déviation {{scatterText}}, direction {{degrees}}°, dés {{distanceText}} → {{distance}} ps.',
    'roll.SB-BALL-5':
      'Rebond : dé de déviation {{scatterText}}, direction {{degrees}}°, dés {{distanceText}} → {{distance}} ps.',
    'roll.SB-MOVE-5':
      'Ramassage de {{by}} ({{player}}) : {{faces}}{{modText}} = {{total}} contre {{target}} → {{outcomeText}}.',
    'roll.SB-R-34':
      'Déviation du ramassage : dé de déviation {{scatterText}}{{directionText}} → {{distance}} ps.',
    'roll.SB-REACT-10':
      'Attraper au rebond, {{by}} ({{player}}) : {{faces}}{{modText}} = {{total}} contre {{target}} → {{outcomeText}}.',
    catchRebound: '{{side}} réagit : {{player}} tente d’attraper au rebond{{leapText}}, placé en {{atText}}.',
    reactionDeclined: '{{side}} ne réagit pas.',
    reboundCaught: '{{player}} attrape la balle au rebond.',
    reboundMissed: '{{player}} manque la balle, qui poursuit sa course.',
    'sb.roll.rebound': 'Attraper au rebond (1D6 + AG contre 7)',
    leap: ' en bondissant',
    teamReroll: '{{side}} utilise une relance d’équipe ({{rerolls}} restante(s)).',
    pickedUp: '{{player}} ramasse la balle.',
    pickUpFailed: '{{player}} rate le ramassage : la balle dévie.',
    'sb.roll.pickUp': 'Ramassage (1D6 + AG contre 6)',
    success: 'réussite',
    failure: 'échec',
    'sb.roll.trait': 'Trait du capitaine (1D6)',
    'sb.roll.rollOff': 'Jet pour l’ordre (1D6)',
    'sb.roll.event': 'Événement du match (2D6)',
    'sb.roll.scatterDice': 'Dé de déviation (premier dé : 1–2 HIT) et dés de distance',
    'sb.roll.direction': 'Direction de la déviation',
    hit: 'HIT',
    arrow: 'flèche',
    'purpose.deploy': 'du déploiement',
    'purpose.firstTurn': 'du premier joueur',
    empty: ' (phase vide, {{emptyPhases}} de suite)',
    draw: 'match nul',
    wins: 'victoire de {{who}}',
    discarded: ' ({{discarded}} écarté)',
    'trait.meneur': 'Meneur',
    'trait.sangFroid': 'Sang-froid',
    'trait.teteBrulee': 'Tête brûlée',
    'trait.visionDuJeu': 'Vision du jeu',
    'trait.increvable': 'Increvable',
    'trait.instinct': 'Instinct',
    'event.orageWarp': 'Orage Warp',
    'event.maledictionWarp': 'Malédiction du Warp',
    'event.nuitObscure': 'Nuit obscure',
    'event.ventMagnetique': 'Vent magnétique',
    'event.rienASignaler': 'Rien à signaler',
    'event.graviteImportante': 'Gravité importante',
    'event.clarteAveuglante': 'Clarté aveuglante',
    'event.colereDivine': 'Colère divine',
    'event.lumiereDivine': 'Lumière divine',
    // Knock-downs and injuries (knockdown.ts)
    knockedDown: '{{player}} est mis au sol{{injuryText}}.',
    withInjury: ' et fait un jet de blessure',
    'roll.SB-INJ-1': 'Blessure de {{by}} ({{player}}) : {{faces}} = {{total}} → {{resultText}}.',
    'roll.SB-INJ-4': 'Blessure grave de {{by}} ({{player}}) : {{faces}}.',
    'sb.roll.injury': 'Jet de blessure (2D6)',
    'sb.roll.serious': 'Blessure grave (1D6)',
    'injury.stunned': 'sonné',
    'injury.ko': 'KO',
    'injury.light': 'blessure légère',
    'injury.serious': 'blessure grave',
    injured: '{{player}} : {{resultText}}.',
    playerOut: '{{player}} sort du terrain ({{reasonText}}).',
    'out.1': 'KO',
    'out.2': 'blessure légère',
    'out.3': 'blessure grave',
    'out.4': 'mort',
    'out.5': 'expulsé',
    seriousInjury: 'Blessure grave de {{player}} : {{seriousText}}.',
    'serious.1': 'entorse',
    'serious.2': 'luxation',
    'serious.3': 'ligament arraché',
    'serious.4': 'tendon coupé',
    'serious.5': 'coma',
    'serious.6': 'décès',
    characteristicLost: '{{player}} perd 1 en {{statText}}.',
    'stat.mv': 'MV',
    'stat.ag': 'AG',
    'stat.f': 'F',
    'stat.r': 'R',
    lossVoid: '{{player}} n’a plus de caractéristique à perdre : la perte est nulle.',
    ballDropped: '{{player}} lâche la balle.',
    'roll.SB-BALL-9':
      'Balle lâchée : dé de déviation {{scatterText}}{{directionText}}, dés {{distanceText}} → {{distance}} ps.',
    // RW-TACKLE (tackle.ts)
    stepDeclared: '{{player}} annonce {{stepText}} jusqu’en {{endText}} : l’adversaire peut plaquer.',
    'step.move': 'un déplacement',
    'step.leap': 'un bond',
    tackle:
      '{{side}} plaque {{mover}} avec {{player}}{{leapText}} : arrêt en {{atText}}, plaqueur au sol en {{toText}}.',
    tackleResisted: '{{player}} résiste au plaquage ({{testText}}) et peut continuer.',
    'test.ag': 'Agilité',
    'test.f': 'Force, déséquilibré',
    'roll.SB-REACT-6':
      'Plaquage, {{rollText}} de {{by}} ({{player}}) : {{faces}}{{modText}} = {{total}}{{targetText}}.',
    'rollName.ROLL-TACKLE-AG-DIFF': 'difficulté d’Agilité',
    'rollName.ROLL-TACKLE-AG': 'test d’Agilité',
    'rollName.ROLL-TACKLE-F-DIFF': 'difficulté de Force',
    'rollName.ROLL-TACKLE-F': 'test de Force',
    against: ' contre {{target}} → {{outcome}}',
    'sb.roll.tackleAgDiff': 'Plaquage : difficulté d’Agilité (1D6 + AG du plaqueur)',
    'sb.roll.tackleAg': 'Plaquage : test d’Agilité (1D6 + AG)',
    'sb.roll.tackleFDiff': 'Plaquage : difficulté de Force (1D6 + F du plaqueur)',
    'sb.roll.tackleF': 'Plaquage : test de Force (1D6 + F)',
    // Player rerolls (player-rerolls.ts), the keeper's return (keeper.ts), table mode (table.ts)
    playerReroll: '{{player}} relance son jet avec {{sourceText}} (relance de joueur).',
    keeperReturn: '{{player}} doit revenir dans sa zone de but : {{length}} ps par le plus court chemin.',
    keeperShort: '{{player}} n’a pas pu regagner sa zone de but : son activation prend fin.',
    measured: ' ; distance mesurée {{measured}} ps (calculée {{computed}} ps){{warningText}}',
    measureWarning: ', écart de plus de 0,25 ps',
  },
  en: {
    lineup: '{{side}} fields {{playersText}}.',
    captain: '{{side}} names {{player}} captain.',
    rerollsGained: '{{side}} gains {{count}} team {{count|reroll|rerolls}} ({{rerolls}} in all).',
    rollOffTie: 'Roll-off tied ({{total}} each): roll again.',
    rollOffWon: '{{side}} wins the roll-off {{purposeText}}.',
    deployOrder: '{{deployer}} deploys first.',
    deployed: '{{side}} deploys: {{positionsText}}.',
    matchEvent: 'Match event: {{eventText}}.',
    curseVoid: '{{side}} has no opposing equipment to name: no effect.',
    equipmentDisabled: "{{side}} names {{player}}'s equipment ({{item}}): out of action for the match.",
    ballPlaced: 'The ball is placed on the centre spot ({{x}}, {{y}}).',
    ballMoved: 'The ball goes from {{fromText}} to {{toText}}.',
    wallContact: 'The ball hits the wall at {{atText}} (bounce {{bounce}}).',
    ballStopsAtWall: 'The ball stops against the wall at {{atText}}: no more bounces.',
    ballRestsOnBase: "The ball would stop on {{player}}'s base: it is placed at {{toText}}.",
    ballRests: 'The ball comes to rest at {{atText}}.',
    turnStarted: 'Turn {{turn}}: {{first}} plays first.',
    phaseEnded: "End of {{side}}'s phase{{emptyText}}.",
    turnEnded: 'End of turn {{turn}}.',
    stunOver: '{{player}} is no longer stunned.',
    suddenDeath: 'Tied: sudden death, at most {{turns}} more {{turns|turn|turns}}.',
    matchOver: 'Match over, {{score0}}–{{score1}}: {{winnerText}}.',
    conceded: '{{side}} concedes.',
    activated: '{{side}} activates {{player}}.',
    passed: '{{side}} passes.',
    stoodUp: '{{player}} stands up (Unbalanced −{{unbalanced}}).',
    moved: '{{player}} moves to {{endText}} ({{length}} in; {{used}} in used).',
    movementRounded: "{{player}}'s movement is rounded up from {{from}} to {{to}} in.",
    leapt: '{{player}} leaps {{length}} in to {{endText}} (Unbalanced −{{unbalanced}}).',
    activationEnded: '{{player}} has finished acting and is Done.',
    'roll.SB-CAPT-1': 'Captain {{captain}} trait ({{player}}): {{faces}} → {{resultText}}.',
    'roll.SB-SETUP-3': 'Deployment roll-off for {{player}}: {{faces}}.',
    'roll.SB-SETUP-7': 'First-player roll-off for {{player}}: {{faces}}.',
    'roll.SB-EVENT-1': 'Match event: {{faces}} = {{total}} → {{resultText}}.',
    'roll.SB-SETUP-6':
      'Kick-off: scatter die {{scatterText}}, direction {{degrees}}°, dice {{distanceText}} → {{distance}} in.',
    'roll.SB-BALL-5':
      'Bounce: scatter die {{scatterText}}, direction {{degrees}}°, dice {{distanceText}} → {{distance}} in.',
    'roll.SB-MOVE-5':
      'Pick-up by {{by}} ({{player}}): {{faces}}{{modText}} = {{total}} against {{target}} → {{outcomeText}}.',
    'roll.SB-R-34': 'Pick-up deviation: scatter die {{scatterText}}{{directionText}} → {{distance}} in.',
    'roll.SB-REACT-10':
      'Catch rebound by {{by}} ({{player}}): {{faces}}{{modText}} = {{total}} against {{target}} → {{outcomeText}}.',
    catchRebound: '{{side}} reacts: {{player}} tries to catch the rebound{{leapText}}, placed at {{atText}}.',
    reactionDeclined: '{{side}} does not react.',
    reboundCaught: '{{player}} catches the rebound.',
    reboundMissed: '{{player}} misses the ball, which carries on.',
    'sb.roll.rebound': 'Catch rebound (1D6 + AG against 7)',
    leap: ' with a leap',
    teamReroll: '{{side}} uses a team reroll ({{rerolls}} left).',
    pickedUp: '{{player}} picks up the ball.',
    pickUpFailed: '{{player}} fails the pick-up: the ball deviates.',
    'sb.roll.pickUp': 'Pick-up (1D6 + AG against 6)',
    success: 'success',
    failure: 'failure',
    'sb.roll.trait': 'Captain trait (1D6)',
    'sb.roll.rollOff': 'Roll-off (1D6)',
    'sb.roll.event': 'Match event (2D6)',
    'sb.roll.scatterDice': 'Scatter die (first die: 1–2 HIT) and distance dice',
    'sb.roll.direction': 'Deviation direction',
    hit: 'HIT',
    arrow: 'arrow',
    'purpose.deploy': 'for deployment',
    'purpose.firstTurn': 'for the first player',
    empty: ' (empty phase, {{emptyPhases}} in a row)',
    draw: 'a draw',
    wins: '{{who}} wins',
    discarded: ' ({{discarded}} discarded)',
    'trait.meneur': 'Leader',
    'trait.sangFroid': 'Cool head',
    'trait.teteBrulee': 'Hothead',
    'trait.visionDuJeu': 'Playmaker',
    'trait.increvable': 'Iron hide',
    'trait.instinct': 'Instinct',
    'event.orageWarp': 'Warp storm (Orage Warp)',
    'event.maledictionWarp': 'Warp curse (Malédiction du Warp)',
    'event.nuitObscure': 'Dark night (Nuit obscure)',
    'event.ventMagnetique': 'Magnetic wind (Vent magnétique)',
    'event.rienASignaler': 'Nothing to report (Rien à signaler)',
    'event.graviteImportante': 'Heavy gravity (Gravité importante)',
    'event.clarteAveuglante': 'Blinding light (Clarté aveuglante)',
    'event.colereDivine': 'Divine wrath (Colère divine)',
    'event.lumiereDivine': 'Divine light (Lumière divine)',
    // Knock-downs and injuries (knockdown.ts)
    knockedDown: '{{player}} is knocked down{{injuryText}}.',
    withInjury: ' and makes an injury roll',
    'roll.SB-INJ-1': 'Injury of {{by}} ({{player}}): {{faces}} = {{total}} → {{resultText}}.',
    'roll.SB-INJ-4': 'Serious injury of {{by}} ({{player}}): {{faces}}.',
    'sb.roll.injury': 'Injury roll (2D6)',
    'sb.roll.serious': 'Serious injury (1D6)',
    'injury.stunned': 'stunned',
    'injury.ko': 'KO',
    'injury.light': 'light injury',
    'injury.serious': 'serious injury',
    injured: '{{player}}: {{resultText}}.',
    playerOut: '{{player}} leaves the pitch ({{reasonText}}).',
    'out.1': 'KO',
    'out.2': 'light injury',
    'out.3': 'serious injury',
    'out.4': 'dead',
    'out.5': 'ejected',
    seriousInjury: 'Serious injury of {{player}}: {{seriousText}}.',
    'serious.1': 'sprain',
    'serious.2': 'dislocation',
    'serious.3': 'torn ligament',
    'serious.4': 'cut tendon',
    'serious.5': 'coma',
    'serious.6': 'death',
    characteristicLost: '{{player}} loses 1 {{statText}}.',
    'stat.mv': 'MV',
    'stat.ag': 'AG',
    'stat.f': 'F',
    'stat.r': 'R',
    lossVoid: '{{player}} has no characteristic left to lose: the loss is void.',
    ballDropped: '{{player}} drops the ball.',
    'roll.SB-BALL-9':
      'Dropped ball: scatter die {{scatterText}}{{directionText}}, dice {{distanceText}} → {{distance}} in.',
    // RW-TACKLE (tackle.ts)
    stepDeclared: '{{player}} declares {{stepText}} to {{endText}}: the opponent may tackle.',
    'step.move': 'a move',
    'step.leap': 'a leap',
    tackle:
      '{{side}} tackles {{mover}} with {{player}}{{leapText}}: stopped at {{atText}}, tackler prone at {{toText}}.',
    tackleResisted: '{{player}} resists the tackle ({{testText}}) and may go on.',
    'test.ag': 'Agility',
    'test.f': 'Force, unbalanced',
    'roll.SB-REACT-6':
      'Tackle, {{rollText}} of {{by}} ({{player}}): {{faces}}{{modText}} = {{total}}{{targetText}}.',
    'rollName.ROLL-TACKLE-AG-DIFF': 'Agility difficulty',
    'rollName.ROLL-TACKLE-AG': 'Agility test',
    'rollName.ROLL-TACKLE-F-DIFF': 'Force difficulty',
    'rollName.ROLL-TACKLE-F': 'Force test',
    against: ' against {{target}} → {{outcome}}',
    'sb.roll.tackleAgDiff': 'Tackle: Agility difficulty (1D6 + tackler’s AG)',
    'sb.roll.tackleAg': 'Tackle: Agility test (1D6 + AG)',
    'sb.roll.tackleFDiff': 'Tackle: Force difficulty (1D6 + tackler’s F)',
    'sb.roll.tackleF': 'Tackle: Force test (1D6 + F)',
    // Player rerolls (player-rerolls.ts), the keeper's return (keeper.ts), table mode (table.ts)
    playerReroll: '{{player}} rerolls with {{sourceText}} (player reroll).',
    keeperReturn: '{{player}} must return to his goal zone: {{length}} in by the shortest path.',
    keeperShort: '{{player}} could not get back into his goal zone: his activation ends.',
    measured: '; measured distance {{measured}} in (computed {{computed}} in){{warningText}}',
    measureWarning: ', more than 0.25 in apart',
  },
};

/** An ability's, item's or trait's name in `lang`, from the teams data (SB-SKILL-9). */
function sourceName(source: string, lang: Lang): string {
  const a = (ABILITIES as Record<string, { names: Record<Lang, string> }>)[source];
  const i = (EQUIPMENT as Record<string, { names: Record<Lang, string> }>)[source];
  const t = CAPTAIN_TRAITS.find((x) => x.id === source);
  return (a ?? i ?? t)?.names[lang] ?? source;
}

/** A point [x, y] in inches as written in a log line: «(6,5 ; 10,5)» in French, "(6.5, 10.5)" in English. */
function pointText(v: unknown, lang: Lang): string | undefined {
  if (!Array.isArray(v) || v.length !== 2) return undefined;
  const [x, y] = v as number[];
  return lang === 'fr' ? `(${String(x).replace('.', ',')} ; ${String(y).replace('.', ',')})` : `(${x}, ${y})`;
}

/** One log line for a Spark Ball event, ending with its rule ID. */
export function describe(e: GameEvent, lang: Lang = 'fr', names?: LogNames): string {
  const c = catalogue[lang];
  const seat = (k: string) => (typeof e[k] === 'number' ? seatLabel(e[k], lang, names) : undefined);
  const faces = Array.isArray(e.faces) ? (e.faces as number[]) : [];
  const scatter = typeof e.dice === 'string' && e.dice.startsWith('scatter');
  const path = Array.isArray(e.path) ? (e.path as unknown[]) : null;
  const score = Array.isArray(e.score) ? (e.score as number[]) : [];
  const num = (v: unknown) => (typeof v === 'number' && lang === 'fr' ? String(v).replace('.', ',') : v);
  return describeEvent(catalogue, lang, e, {
    side: seat('side'),
    length: num(e.length),
    used: num(e.used),
    distance: num(e.distance),
    x: num(e.x),
    y: num(e.y),
    from: typeof e.from === 'number' ? num(e.from) : e.from,
    to: typeof e.to === 'number' ? num(e.to) : e.to,
    first: seat('first'),
    deployer: seat('deploysFirst'),
    // a roll's `player` is the rolling seat; other events name a player by his roster id
    player: e.type === 'roll' ? seat('player') : e.player,
    faces: scatter ? faces.slice(1).join(' ') : faces.join(' '),
    playersText: Array.isArray(e.players) ? (e.players as string[]).join(', ') : undefined,
    positionsText: Array.isArray(e.positions)
      ? (e.positions as { player: string; x: number; y: number }[])
          .map((q) => `${q.player} ${pointText([q.x, q.y], lang)}`)
          .join(', ')
      : undefined,
    purposeText: c[`purpose.${String(e.purpose)}`],
    eventText: c[`event.${String(e.event)}`],
    resultText:
      c[`trait.${String(e.result)}`] ?? c[`event.${String(e.result)}`] ?? c[`injury.${String(e.result)}`],
    injuryText: e.injury === true ? c.withInjury : '',
    stepText: c[`step.${e.leap === true ? 'leap' : 'move'}`],
    testText: c[`test.${String(e.test)}`],
    rollText: c[`rollName.${String(e.roll)}`],
    targetText:
      typeof e.target === 'number'
        ? c
            .against!.replace('{{target}}', String(e.target))
            .replace('{{outcome}}', String(e.success === true ? c.success : c.failure))
        : '',
    reasonText: c[`out.${String(e.reason)}`],
    seriousText: c[`serious.${String(e.face)}`],
    statText: c[`stat.${String(e.stat)}`],
    scatterText: scatter ? `${faces[0]} (${c[String(e.result)]})` : undefined,
    degrees: typeof e.direction === 'number' ? num(e.direction / 1000) : undefined,
    directionText: typeof e.direction === 'number' ? `, direction ${String(num(e.direction / 1000))}°` : '',
    modText:
      typeof e.modifier === 'number' && e.modifier !== 0
        ? ` ${e.modifier > 0 ? '+' : '−'} ${Math.abs(e.modifier)}`
        : '',
    leapText: e.leap === true ? c.leap : '',
    outcomeText: e.success === true ? c.success : e.success === false ? c.failure : undefined,
    distanceText: scatter
      ? faces.slice(1).join(' ') +
        (e.discarded !== undefined ? c.discarded!.replace('{{discarded}}', String(e.discarded)) : '')
      : undefined,
    fromText: pointText(e.from, lang),
    toText: pointText(e.to, lang),
    atText: pointText(e.at, lang),
    endText: path ? pointText(path[path.length - 1], lang) : pointText(e.to, lang),
    emptyText: e.empty === true ? c.empty!.replace('{{emptyPhases}}', String(e.emptyPhases)) : '',
    score0: score[0],
    score1: score[1],
    winnerText:
      e.winner === -1
        ? c.draw
        : typeof e.winner === 'number'
          ? c.wins!.replace('{{who}}', seatLabel(e.winner, lang, names))
          : undefined,
    sourceText: typeof e.source === 'string' ? sourceName(e.source, lang) : undefined,
    // SB-R-63: a distance roll's line adds {{measureText}}, empty unless the distance was measured at the table.
    measureText:
      typeof e.measured === 'number'
        ? c
            .measured!.replace('{{measured}}', String(num(e.measured)))
            .replace('{{computed}}', String(num(e.computed)))
            .replace('{{warningText}}', e.warning === true ? c.measureWarning! : '')
        : '',
  });
}
