/**
 * Spark Ball strings, French first, English complete: a log line for every event and roll the rules emit, and
 * a prompt for every roll. Placeholders are the event's own fields; `describe()` adds readable sides, dice,
 * points and names of events.
 */
import { describeEvent, seatLabel, type Catalogue, type Lang, type LogNames } from '../../engine/i18n.ts';
import type { GameEvent } from '../../engine/types.ts';
import type { TeamChanges } from './teams/types.ts';
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
    // Pass and Intercept pass (pass.ts, intercept.ts)
    passDeclared: '{{player}} fait une passe à {{target}} (difficulté {{difficulty}}).',
    'roll.SB-PASS-3':
      'Lancer de {{by}} ({{player}}) : {{faces}}{{modText}} = {{total}} contre {{target}} → {{outcomeText}}{{measureText}}.',
    'roll.SB-PASS-5':
      'Passe ratée : dé de déviation {{scatterText}}{{directionText}}, dés {{distanceText}} → {{distance}} ps.',
    'roll.SB-PASS-6':
      'Réception de {{by}} ({{player}}) : {{faces}}{{modText}} = {{total}} contre {{target}} → {{outcomeText}}.',
    'roll.SB-PASS-8':
      'Réception ratée : dé de déviation {{scatterText}}{{directionText}}, dés {{distanceText}} → {{distance}} ps.',
    'roll.SB-REACT-7':
      'Interception de {{by}} ({{player}}) : {{faces}}{{modText}} = {{total}} contre {{target}} → {{outcomeText}}.',
    passArrives: 'La balle arrive sur {{player}}, qui doit la réceptionner.',
    passOnTarget: 'HIT : la balle arrive quand même sur {{player}}.',
    passLands: 'La passe retombe loin de {{player}}.',
    receiverStays: '{{player}} ne bondit pas : la balle retombe.',
    receiverLeapt: '{{player}} bondit jusqu’en {{toText}} pour recevoir (déséquilibré −{{unbalanced}}).',
    passCaught: '{{player}} réceptionne la passe.',
    passMissed: '{{player}} rate la réception : la balle dévie.',
    interceptPass: '{{side}} réagit : {{player}} tente d’intercepter la passe{{leapText}}.',
    passIntercepted: '{{player}} intercepte la passe, placé en {{atText}}.',
    interceptMissed: '{{player}} manque l’interception ; la passe continue.',
    'sb.roll.passAg': 'Lancer de la passe (1D6 + AG contre la distance)',
    'sb.roll.receive': 'Réception de la passe (1D6 + AG contre 6 − MR du lanceur)',
    'sb.roll.interceptPass': 'Interception de la passe (1D6 + AG contre 6 − ME ou 6 + MR)',
    // Goals, the kick-off after a goal, availability and the post-match (goal.ts, kickoff-after-goal.ts,
    // availability.ts, postmatch.ts)
    goal: '{{side}} marque{{ownGoalText}}{{scorerText}} !',
    ownGoal: ' contre son camp',
    kickoffAfterGoal: 'Engagement après le but : {{side}} engage ; le tour {{turn}} suivra.',
    koReturnDeclined: '{{side}} ne tente pas le retour de {{player}}.',
    koReturned: '{{player}} revient de KO sur le terrain.',
    koStaysOut: '{{player}} reste KO.',
    substituted: '{{side}} remplace {{out}} par {{reserve}}.',
    vacancyLeft: '{{side}} laisse vide la place de {{out}}.',
    forfeit: '{{side}} ne peut aligner aucun joueur : forfait.',
    playersReset: 'Tous les joueurs sur le terrain sont debout et Opérationnels.',
    ballGiven: '{{side}} donne la balle à {{player}}.',
    firstChosen: '{{side}} choisit : {{first}} joue en premier.',
    'roll.SB-INJ-3':
      'Retour de KO de {{by}} ({{player}}) : {{faces}}{{modText}} = {{total}} contre {{target}} → {{outcomeText}}.',
    'roll.SB-POST-4':
      'Sortie du coma de {{by}} ({{player}}), essai {{attempt}} : {{faces}} contre {{target}} → {{outcomeText}}.',
    'sb.roll.koReturn': 'Retour de KO (1D6 + R contre 7)',
    'sb.roll.coma': 'Sortie du coma (1D6)',
    postMatch: 'Après-match : {{changesText}}.',
    'post.none': 'aucun changement',
    'post.dead': 'mort, retiré de l’effectif',
    'post.loss': '{{stat}} −1 définitivement',
    'post.sprain': 'entorse au prochain match',
    'post.miss': 'absent au prochain match',
    'post.coma': 'dans le coma ({{n}} essai(s) manqué(s))',
    'post.fit': 'rétabli',
    // Charge, pushes and massacre (charge.ts, push.ts, massacre.ts)
    charge: '{{player}} charge {{target}} : contact en {{toText}}.',
    interceptPlayer: '{{side}} intercepte : {{player}} prend la charge de {{charger}}, placé en {{toText}}.',
    defence: '{{player}} choisit {{defenceText}} contre {{target}}.',
    'defence.dodge': 'd’esquiver',
    'defence.parry': 'de parer',
    'defence.repel': 'de repousser',
    chargeDodged: '{{player}} esquive la charge de {{charger}}.',
    chargerSteady: '{{player}} garde l’équilibre et peut continuer.',
    chargeParried: '{{player}} pare la charge de {{charger}}.',
    chargeRepelled: '{{player}} repousse {{charger}}.',
    pushWall: '{{player}} est projeté contre le mur en {{atText}}.',
    pushBlocked: '{{player}} s’arrête au contact de {{blocker}} en {{atText}}.',
    steppedAside: '{{side}} écarte {{player}} à {{degrees}}° : de {{fromText}} à {{toText}}.',
    pushed: '{{player}} est projeté de {{fromText}} à {{toText}}.',
    massacre: '{{player}} massacre {{target}} : contact en {{toText}}.',
    massacreResult:
      'Massacre de {{player}} : attaque {{attack}} moins résistance {{resistance}} = {{net}} contre AR {{armour}}{{injuryText}}.',
    ejected: '{{player}} est expulsé pour violence inutile (son dé {{die}}).',
    notEjected: '{{player}} n’est pas expulsé (son dé {{die}}).',
    'roll.SB-CHARGE-4': 'Jet de charge de {{by}} ({{player}}) : {{faces}}{{modText}} = {{total}}.',
    'roll.SB-CHARGE-5': 'Défense de {{by}} ({{player}}) : {{faces}}{{modText}} = {{total}}{{targetText}}.',
    'roll.SB-CHARGE-7':
      'Agilité du chargeur {{by}} ({{player}}) : {{faces}}{{modText}} = {{total}}{{targetText}}.',
    'roll.SB-MASSACRE-2': 'Massacre, {{rollText}} de {{by}} ({{player}}) : {{faces}}{{modText}} = {{total}}.',
    'rollName.ROLL-MASS-ATK': 'attaque (1D6 + F)',
    'rollName.ROLL-MASS-DEF': 'résistance (1D3 + R)',
    'sb.roll.charge': 'Jet de charge (1D6 + F)',
    'sb.roll.defence': 'Défense contre la charge (1D6 + AG, R ou F)',
    'sb.roll.chargerAg': 'Agilité du chargeur après une esquive (1D6 + AG contre 6)',
    'sb.roll.massAtk': 'Massacre : attaque (1D6 + F)',
    'sb.roll.massDef': 'Massacre : résistance de la victime (1D3 + R)',
    shotDeclared: '{{player}} tire vers {{atText}}{{aimText}}.',
    aimPlayer: ' ({{target}})',
    'roll.SB-SHOT-2':
      'Visée de {{by}} ({{player}}) : {{faces}}{{modText}} = {{total}} contre {{target}} → {{outcomeText}}{{measureText}}.',
    'roll.SB-BALL-4':
      'Déviation de la cible : dé de déviation {{scatterText}}{{directionText}}, dés {{distanceText}} → {{distance}} ps.',
    shotTargetDeviated: 'La cible du tir passe de {{fromText}} à {{toText}}.',
    'roll.SB-SHOT-3':
      'Puissance de {{by}} ({{player}}) : {{faces}}{{modText}} = {{total}} contre {{target}} → {{outcomeText}}{{measureText}}.',
    shotStops: 'Tir trop faible de {{mf}} ps : la balle s’arrêtera en {{atText}}.',
    interceptShot: '{{side}} réagit : {{player}} intercepte le tir{{leapText}}, placé en {{atText}}.',
    shotReaches: 'La balle atteint {{player}} en {{atText}} après {{travel}} ps : difficulté {{difficulty}}.',
    defenceChosen: '{{player}} choisit {{defenceText}}.',
    'roll.SB-SHOT-6':
      'Réaction de {{by}} ({{player}}, {{defenceText}}) : {{faces}}{{modText}} = {{total}} contre {{target}} → {{outcomeText}}.',
    shotHits: '{{player}} prend la balle de plein fouet.',
    shotDodged: '{{player}} esquive : la balle poursuit sa course.',
    shotParried: '{{player}} pare : la balle est stoppée.',
    shotRepelled: '{{player}} repousse la balle.',
    parryCatchDeclined: '{{player}} laisse la balle au point d’impact.',
    'roll.SB-SHOT-9':
      'Réception après parade de {{by}} ({{player}}) : {{faces}}{{modText}} = {{total}} contre {{target}} → {{outcomeText}}.',
    parryCaught: '{{player}} attrape la balle.',
    parryCatchMissed: '{{player}} manque la balle.',
    'roll.SB-SHOT-7':
      'Balle déviée par le choc : dé de déviation {{scatterText}}{{directionText}}, dés {{distanceText}} → {{distance}} ps.',
    'roll.SB-SHOT-10':
      'Balle repoussée : dé de déviation {{scatterText}}{{directionText}}, dés {{distanceText}} → {{distance}} ps.',
    'roll.SB-R-20':
      'Balle parée et manquée : dé de déviation {{scatterText}}{{directionText}}, dés {{distanceText}} → {{distance}} ps.',
    'roll.SB-SHOT-11': 'Poursuite du tir ({{player}}) : {{faces}}.',
    shotContinues: 'La balle poursuit sa course de {{distance}} ps.',
    pathOrdered: '{{side}} fixe l’ordre sur la trajectoire : {{playersText}}.',
    goalLineCrossed: 'La balle franchit la ligne de but en {{atText}}.',
    'sb.roll.shotAg': 'Tir : visée (1D6 + AG contre la distance)',
    'sb.roll.shotF': 'Tir : puissance (1D6 + F contre la distance)',
    'sb.roll.pathReact': 'Réaction sur la trajectoire (1D6 + AG, R ou F contre la difficulté)',
    'sb.roll.parryCatch': 'Réception après parade (1D6 + AG)',
    'sb.roll.shotCont': 'Poursuite du tir (1D6)',
    // Player rerolls (player-rerolls.ts), the keeper's return (keeper.ts), table mode (table.ts)
    playerReroll: '{{player}} relance son jet avec {{sourceText}} (relance de joueur).',
    keeperReturn: '{{player}} doit revenir dans sa zone de but : {{length}} ps par le plus court chemin.',
    keeperShort: '{{player}} n’a pas pu regagner sa zone de but : son activation prend fin.',
    measured: ' ; distance mesurée {{measured}} ps (calculée {{computed}} ps){{warningText}}',
    measureWarning: ', écart de plus de 0,25 ps',
    // Kick-off and pass variants (SB-R-13, SB-R-14, ARB-SB-70..72)
    passedWithPlayer: '{{side}} passe et dépense {{player}}, qui a fini pour ce tour.',
    ballPlacedByCoach: '{{side}} pose la balle en ({{x}}, {{y}}) ; elle dévie.',
    positionsKept: 'Pas de redéploiement : chacun garde sa position, seuls les entrants sont placés.',
    // Charge variants (charge.ts, ARB-SB-75..79)
    'step.charge': 'l’approche de sa charge',
    defenceFirst: '{{player}} choisit {{defenceText}} avant le jet de charge.',
    chargeStopped: '{{player}} ne peut plus atteindre {{target}} : la charge s’arrête là.',
    // Free swaps at kick-offs (subs.freeAtKickoff), slots (lineup.anyPositionFillsSlot)
    swapped: '{{side}} fait sortir {{out}} et entrer {{reserve}} au poste de {{slotText}}.',
    swapsDone: '{{side}} ne fait plus de changement à cet engagement.',
    'slot.attacker': 'attaquant',
    'slot.defender': 'défenseur',
    'slot.keeper': 'gardien',
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
    // Pass and Intercept pass (pass.ts, intercept.ts)
    passDeclared: '{{player}} passes to {{target}} (difficulty {{difficulty}}).',
    'roll.SB-PASS-3':
      'Throw by {{by}} ({{player}}): {{faces}}{{modText}} = {{total}} against {{target}} → {{outcomeText}}{{measureText}}.',
    'roll.SB-PASS-5':
      'Failed throw: scatter die {{scatterText}}{{directionText}}, dice {{distanceText}} → {{distance}} in.',
    'roll.SB-PASS-6':
      'Reception by {{by}} ({{player}}): {{faces}}{{modText}} = {{total}} against {{target}} → {{outcomeText}}.',
    'roll.SB-PASS-8':
      'Failed reception: scatter die {{scatterText}}{{directionText}}, dice {{distanceText}} → {{distance}} in.',
    'roll.SB-REACT-7':
      'Interception by {{by}} ({{player}}): {{faces}}{{modText}} = {{total}} against {{target}} → {{outcomeText}}.',
    passArrives: 'The ball reaches {{player}}, who must catch it.',
    passOnTarget: 'HIT: the ball still reaches {{player}}.',
    passLands: 'The pass comes down away from {{player}}.',
    receiverStays: '{{player}} does not leap: the ball comes down.',
    receiverLeapt: '{{player}} leaps to {{toText}} to receive (Unbalanced −{{unbalanced}}).',
    passCaught: '{{player}} catches the pass.',
    passMissed: '{{player}} fails the reception: the ball deviates.',
    interceptPass: '{{side}} reacts: {{player}} tries to intercept the pass{{leapText}}.',
    passIntercepted: '{{player}} intercepts the pass, placed at {{atText}}.',
    interceptMissed: '{{player}} misses the interception; the pass goes on.',
    'sb.roll.passAg': 'Pass throw (1D6 + AG against the distance)',
    'sb.roll.receive': "Pass reception (1D6 + AG against 6 − the thrower's MS)",
    'sb.roll.interceptPass': 'Pass interception (1D6 + AG against 6 − MF or 6 + MS)',
    // Goals, the kick-off after a goal, availability and the post-match
    goal: '{{side}} scores{{ownGoalText}}{{scorerText}}!',
    ownGoal: ' an own goal',
    kickoffAfterGoal: 'Kick-off after the goal: {{side}} kicks off; turn {{turn}} follows.',
    koReturnDeclined: '{{side}} does not try {{player}}’s return.',
    koReturned: '{{player}} comes back from KO onto the pitch.',
    koStaysOut: '{{player}} stays KO.',
    substituted: '{{side}} replaces {{out}} with {{reserve}}.',
    vacancyLeft: '{{side}} leaves {{out}}’s slot empty.',
    forfeit: '{{side}} cannot field any player: forfeit.',
    playersReset: 'Every player on the pitch is standing and Ready.',
    ballGiven: '{{side}} gives the ball to {{player}}.',
    firstChosen: '{{side}} chooses: {{first}} plays first.',
    'roll.SB-INJ-3':
      'KO return of {{by}} ({{player}}): {{faces}}{{modText}} = {{total}} against {{target}} → {{outcomeText}}.',
    'roll.SB-POST-4':
      'Coma return of {{by}} ({{player}}), attempt {{attempt}}: {{faces}} against {{target}} → {{outcomeText}}.',
    'sb.roll.koReturn': 'KO return (1D6 + R against 7)',
    'sb.roll.coma': 'Coma return (1D6)',
    postMatch: 'Post-match: {{changesText}}.',
    'post.none': 'no change',
    'post.dead': 'dead, removed from the roster',
    'post.loss': '{{stat}} −1 for good',
    'post.sprain': 'sprain in the next match',
    'post.miss': 'misses the next match',
    'post.coma': 'in a coma ({{n}} failed attempt(s))',
    'post.fit': 'recovered',
    // Charge, pushes and massacre (charge.ts, push.ts, massacre.ts)
    charge: '{{player}} charges {{target}}: contact at {{toText}}.',
    interceptPlayer: '{{side}} intercepts: {{player}} takes {{charger}}’s charge, placed at {{toText}}.',
    defence: '{{player}} chooses to {{defenceText}} against {{target}}.',
    'defence.dodge': 'dodge',
    'defence.parry': 'parry',
    'defence.repel': 'repel',
    chargeDodged: '{{player}} dodges {{charger}}’s charge.',
    chargerSteady: '{{player}} keeps his footing and may go on.',
    chargeParried: '{{player}} parries {{charger}}’s charge.',
    chargeRepelled: '{{player}} repels {{charger}}.',
    pushWall: '{{player}} is pushed against the wall at {{atText}}.',
    pushBlocked: '{{player}} stops in contact with {{blocker}} at {{atText}}.',
    steppedAside: '{{side}} moves {{player}} aside at {{degrees}}°: from {{fromText}} to {{toText}}.',
    pushed: '{{player}} is pushed from {{fromText}} to {{toText}}.',
    massacre: '{{player}} massacres {{target}}: contact at {{toText}}.',
    massacreResult:
      'Massacre of {{player}}: attack {{attack}} minus resistance {{resistance}} = {{net}} against AR {{armour}}{{injuryText}}.',
    ejected: '{{player}} is ejected for needless violence (his die {{die}}).',
    notEjected: '{{player}} is not ejected (his die {{die}}).',
    'roll.SB-CHARGE-4': 'Charge roll of {{by}} ({{player}}): {{faces}}{{modText}} = {{total}}.',
    'roll.SB-CHARGE-5': 'Defence of {{by}} ({{player}}): {{faces}}{{modText}} = {{total}}{{targetText}}.',
    'roll.SB-CHARGE-7':
      'Charger’s Agility, {{by}} ({{player}}): {{faces}}{{modText}} = {{total}}{{targetText}}.',
    'roll.SB-MASSACRE-2': 'Massacre, {{rollText}} of {{by}} ({{player}}): {{faces}}{{modText}} = {{total}}.',
    'rollName.ROLL-MASS-ATK': 'attack (1D6 + F)',
    'rollName.ROLL-MASS-DEF': 'resistance (1D3 + R)',
    'sb.roll.charge': 'Charge roll (1D6 + F)',
    'sb.roll.defence': 'Defence against the charge (1D6 + AG, R or F)',
    'sb.roll.chargerAg': 'Charger’s Agility after a dodge (1D6 + AG against 6)',
    'sb.roll.massAtk': 'Massacre: attack (1D6 + F)',
    'sb.roll.massDef': 'Massacre: the victim’s resistance (1D3 + R)',
    shotDeclared: '{{player}} shoots at {{atText}}{{aimText}}.',
    aimPlayer: ' ({{target}})',
    'roll.SB-SHOT-2':
      'Aim of {{by}} ({{player}}): {{faces}}{{modText}} = {{total}} against {{target}} → {{outcomeText}}{{measureText}}.',
    'roll.SB-BALL-4':
      'Target deviation: scatter die {{scatterText}}{{directionText}}, dice {{distanceText}} → {{distance}} in.',
    shotTargetDeviated: "The shot's target moves from {{fromText}} to {{toText}}.",
    'roll.SB-SHOT-3':
      'Power of {{by}} ({{player}}): {{faces}}{{modText}} = {{total}} against {{target}} → {{outcomeText}}{{measureText}}.',
    shotStops: 'The shot is {{mf}} in short: the ball will stop at {{atText}}.',
    interceptShot: '{{side}} reacts: {{player}} intercepts the shot{{leapText}}, placed at {{atText}}.',
    shotReaches: 'The ball reaches {{player}} at {{atText}} after {{travel}} in: difficulty {{difficulty}}.',
    defenceChosen: '{{player}} chooses to {{defenceText}}.',
    'roll.SB-SHOT-6':
      'Reaction of {{by}} ({{player}}, {{defenceText}}): {{faces}}{{modText}} = {{total}} against {{target}} → {{outcomeText}}.',
    shotHits: '{{player}} takes the ball full on.',
    shotDodged: '{{player}} dodges: the ball goes on.',
    shotParried: '{{player}} parries: the ball is stopped.',
    shotRepelled: '{{player}} repels the ball.',
    parryCatchDeclined: '{{player}} lets the ball rest at the impact point.',
    'roll.SB-SHOT-9':
      'Catch after a parry by {{by}} ({{player}}): {{faces}}{{modText}} = {{total}} against {{target}} → {{outcomeText}}.',
    parryCaught: '{{player}} catches the ball.',
    parryCatchMissed: '{{player}} misses the ball.',
    'roll.SB-SHOT-7':
      'Ball deflected by the hit: scatter die {{scatterText}}{{directionText}}, dice {{distanceText}} → {{distance}} in.',
    'roll.SB-SHOT-10':
      'Repelled ball: scatter die {{scatterText}}{{directionText}}, dice {{distanceText}} → {{distance}} in.',
    'roll.SB-R-20':
      'Parried ball missed: scatter die {{scatterText}}{{directionText}}, dice {{distanceText}} → {{distance}} in.',
    'roll.SB-SHOT-11': 'Shot continuation ({{player}}): {{faces}}.',
    shotContinues: 'The ball goes on for {{distance}} in.',
    pathOrdered: '{{side}} sets the order on the path: {{playersText}}.',
    goalLineCrossed: 'The ball crosses the goal line at {{atText}}.',
    'sb.roll.shotAg': 'Shot: aim (1D6 + AG against the distance)',
    'sb.roll.shotF': 'Shot: power (1D6 + F against the distance)',
    'sb.roll.pathReact': 'Reaction on the path (1D6 + AG, R or F against the difficulty)',
    'sb.roll.parryCatch': 'Catch after a parry (1D6 + AG)',
    'sb.roll.shotCont': 'Shot continuation (1D6)',
    // Player rerolls (player-rerolls.ts), the keeper's return (keeper.ts), table mode (table.ts)
    playerReroll: '{{player}} rerolls with {{sourceText}} (player reroll).',
    keeperReturn: '{{player}} must return to his goal zone: {{length}} in by the shortest path.',
    keeperShort: '{{player}} could not get back into his goal zone: his activation ends.',
    measured: '; measured distance {{measured}} in (computed {{computed}} in){{warningText}}',
    measureWarning: ', more than 0.25 in apart',
    // Kick-off and pass variants (SB-R-13, SB-R-14, ARB-SB-70..72)
    passedWithPlayer: '{{side}} passes, spending {{player}}, who is Done for this turn.',
    ballPlacedByCoach: '{{side}} places the ball at ({{x}}, {{y}}); it deviates.',
    positionsKept: 'No redeployment: everyone keeps his position; only the players who came on are placed.',
    // Charge variants (charge.ts, ARB-SB-75..79)
    'step.charge': 'his charge approach',
    defenceFirst: '{{player}} chooses to {{defenceText}} before the charge roll.',
    chargeStopped: '{{player}} can no longer reach {{target}}: the charge stops there.',
    // Free swaps at kick-offs (subs.freeAtKickoff), slots (lineup.anyPositionFillsSlot)
    swapped: '{{side}} takes {{out}} off and brings {{reserve}} on in the {{slotText}} slot.',
    swapsDone: '{{side}} makes no more changes at this kick-off.',
    'slot.attacker': 'Attacker',
    'slot.defender': 'Defender',
    'slot.keeper': 'Keeper',
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
  // A player named by his roster id, as the board labels him when the table gives the names.
  const pl = (v: unknown) => (typeof v === 'string' ? (names?.players?.[v] ?? v) : v);
  return describeEvent(catalogue, lang, e, {
    by: pl(e.by),
    charger: pl(e.charger),
    mover: pl(e.mover),
    blocker: pl(e.blocker),
    out: pl(e.out),
    reserve: pl(e.reserve),
    captain: pl(e.captain),
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
    player: e.type === 'roll' ? seat('player') : pl(e.player),
    target: typeof e.target === 'string' ? pl(e.target) : e.target,
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
    stepText: c[`step.${e.charge !== undefined ? 'charge' : e.leap === true ? 'leap' : 'move'}`],
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
    aimText: typeof e.target === 'string' ? c.aimPlayer!.replace('{{target}}', String(pl(e.target))) : '',
    defenceText: c[`defence.${String(e.defence)}`],
    ownGoalText: e.ownGoal === true ? c.ownGoal : '',
    // a goal names its shooter, or nobody when no shot carried the ball (ARB-SB-28)
    scorerText: e.type === 'goal' && typeof e.player === 'string' ? ` (${String(pl(e.player))})` : '',
    travel: num(e.travel),
    mf: num(e.mf),
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
    changesText: Array.isArray(e.teams) ? changesText(e.teams as TeamChanges[], c) : undefined,
    sourceText: typeof e.source === 'string' ? sourceName(e.source, lang) : undefined,
    slotText: typeof e.slot === 'string' ? c[`slot.${e.slot}`] : undefined,
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

/** The post-match changes as one phrase: «h5 : mort ; a3 : MV −1 définitivement, rétabli». */
function changesText(teams: TeamChanges[], c: Record<string, string>): string {
  const parts: string[] = [];
  for (const t of teams) {
    for (const ch of t.players) {
      const what: string[] = [];
      if (ch.dead === true) what.push(c['post.dead']!);
      for (const k of Object.keys(ch.losses ?? {})) {
        what.push(c['post.loss']!.replace('{{stat}}', c[`stat.${k}`] ?? k));
      }
      if (ch.career.missNextMatch === true) what.push(c['post.miss']!);
      if (ch.career.sprainNextMatch === true) what.push(c['post.sprain']!);
      if (ch.career.comaAttempts !== undefined)
        what.push(c['post.coma']!.replace('{{n}}', String(ch.career.comaAttempts)));
      if (what.length === 0) what.push(c['post.fit']!);
      parts.push(`${ch.player}${c === catalogue.fr ? ' : ' : ': '}${what.join(', ')}`);
    }
  }
  return parts.length === 0 ? c['post.none']! : parts.join('; ');
}
