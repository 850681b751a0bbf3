/**
 * OSOI strings, French first, English complete: a log line for every event the rules emit, a line per roll
 * rule and a prompt for every dice step. Placeholders are the event's own fields; `describe()` adds readable
 * seats, distances, lists and outcomes. Units and figures are named by their ids ('A3', 'B4.2').
 */
import { describeEvent, seatLabel, type Catalogue, type Lang, type LogNames } from '../../engine/i18n.ts';
import type { GameEvent } from '../../engine/types.ts';

/** Every event type, roll rule and roll prompt of the game, in both languages. */
export const catalogue: Catalogue = {
  fr: {
    melee:
      '{{unit}} attaque {{target}} en mêlée : difficulté {{difficulty}}{{meleeDefenceText}}{{declaredText}}.',
    meleeDefence: '{{unit}} se défend avec {{dice}} dé(s) de réserve (difficulté {{difficulty}}).',
    meleeResult: 'Mêlée de {{unit}} contre {{target}} : {{meleeResultText}}.',
    special: '{{unit}} tente {{specialText}} sur {{target}} : difficulté {{difficulty}}{{declaredText}}.',
    healed: '{{unit}} soigne {{target}} : marge {{margin}}, santé {{health}}.',
    restored: '{{unit}} retrouve {{restoredText}} ; santé {{health}}.',
    ordered: '{{unit}} donne un ordre à {{target}} : marge {{margin}}, {{orderDice}} dé(s) d’ordre.',
    progress: '{{unit}} avance {{action}} : marge {{margin}}, progression {{progress}} sur {{required}}.',
    roleChosen: '{{seat}} choisit {{roleText}}.',
    objectDamaged: '{{object}} perd {{damage}} point(s) de structure ; il en reste {{health}}.',
    objectDestroyed: '{{object}} est détruit.',
    scenarioPoints: '{{seat}} marque {{vp}} PV de scénario ({{object}}).',
    'meleeResult.surprise': 'attaque surprise, marge {{attackerMargin}}, {{damage}} dégât(s)',
    'meleeResult.win':
      'marges {{attackerMargin}} contre {{defenderMargin}}, {{winner}} inflige {{damage}} dégât(s)',
    'meleeResult.tie': 'marges {{attackerMargin}} contre {{defenderMargin}}, aucun dégât',
    'melee.defence':
      ' ; le défenseur peut engager jusqu’à {{maxDice}} dé(s) à difficulté {{defenderDifficulty}}',
    'melee.surprise': ' ; cible surprise',
    'melee.object': ' ; un objet ne se défend pas',
    diceStripped: '{{unit}} perd des dés engagés : {{stripText}}.',
    'meleeResult.object': 'attaque sans opposition, marge {{attackerMargin}}, {{damage}} dégât(s)',
    'restored.none': 'aucune figurine',
    'special.HEAL': 'de soigner',
    'special.ORDER': 'de donner un ordre',
    'special.REGENERATE': 'de se régénérer',
    'role.0': 'le premier rôle (embusqué ou attaquant)',
    'role.1': 'le second rôle (pris en embuscade ou défenseur)',
    rollOffTie: 'Égalité au jet ({{face}} partout) : on relance.',
    firstPlayer: '{{seat}} remporte le jet et choisit sa zone.',
    zoneChosen: '{{seat}} prend la zone {{zoneText}}.',
    unitDeployed: '{{seat}} déploie {{unit}} : {{positionsText}}.',
    deployed: 'Déploiement terminé.',
    roundStart: 'Round {{round}} : {{firstText}} joue en premier.',
    roundFirstPlayer: '{{seat}} joue en premier ce round.',
    roundEnd: 'Fin du round {{round}}.',
    activated: '{{seat}} active {{unit}}.',
    allocated:
      '{{unit}} répartit ses dés : déplacement {{move}}, tir {{shoot}}, mêlée {{melee}}, spécial {{special}}.',
    activationEnd: 'Fin de l’activation de {{unit}}{{forfeitedText}}.',
    activationLost: '{{unit}} n’a plus de dés : son activation s’arrête.',
    orderDice: '{{unit}} {{orderText}}.',
    noDice: '{{unit}} n’a aucun dé pour {{stepText}} : 0 succès.',
    moveTest: 'Déplacement difficile de {{unit}} (difficulté {{difficulty}}{{featuresText}}).',
    moved: '{{unit}} se déplace{{testedText}} : {{pathsText}}.',
    moveDeclared: 'Déplacement déclaré de {{unit}}{{declaredText}}.',
    shot: '{{unit}} tire sur {{target}} à {{distance}} m (tranche {{band}}, couvert {{cover}}) : difficulté {{difficulty}}{{declaredText}}.',
    surprised: '{{unit}} est surprise : pas de défense.',
    defence: '{{unit}} engage {{dice}} {{dice|dé|dés}} et {{defenceText}} (difficulté {{difficulty}}).',
    shotResult:
      'Tir de {{unit}} sur {{target}} : marges {{attackerMargin}} contre {{defenderMargin}}, {{resultText}}.',
    wound: '{{unit}} subit {{damage}} {{damage|dommage|dommages}} et perd {{lost}} PV ({{health}} restants).',
    casualties: '{{unit}} retire {{figuresText}}.',
    unitRemoved: '{{unit}} est éliminée.',
    leftTable: '{{unit}} quitte la table : elle compte comme détruite.',
    conceded: '{{seat}} abandonne.',
    battleEnd: 'Fin de la bataille ({{reasonText}}), {{vp0}} PV à {{vp1}} : {{winnerText}}.',
    roll: 'Jet de {{seat}} : {{faces}}.',
    'roll.OS-SETUP-3': 'Jet de départage de {{seat}} : {{faces}}.',
    'roll.OS-R-39': 'Jet du premier joueur du round, {{seat}} : {{faces}}.',
    poolRoll:
      '{{stepText}} de {{unit}} : {{faces}} → {{successes}} {{successes|succès|succès}} contre difficulté {{difficulty}}, marge {{margin}}.',
    'os.roll.rollOff': 'Jet de départage (1D6)',
    'os.roll.roundRollOff': 'Premier joueur du round {{round}} (1D6)',
    'os.roll.DS-MOVE':
      'Test de déplacement de {{unit}} ({{pool}} + {{extra}} dés, difficulté {{difficulty}})',
    'os.roll.DS-SHOOT-ATT': 'Tir de {{unit}} ({{pool}} + {{extra}} dés, difficulté {{difficulty}})',
    'os.roll.DS-SHOOT-DEF': 'Défense de {{unit}} ({{pool}} + {{extra}} dés, difficulté {{difficulty}})',
    'os.roll.DS-MELEE-ATT':
      'Attaque de mêlée de {{unit}} ({{pool}} + {{extra}} dés, difficulté {{difficulty}})',
    'os.roll.DS-MELEE-DEF':
      'Défense de mêlée de {{unit}} ({{pool}} + {{extra}} dés, difficulté {{difficulty}})',
    'os.roll.DS-SPECIAL': 'Action spéciale de {{unit}} ({{pool}} + {{extra}} dés, difficulté {{difficulty}})',
    'step.DS-MOVE': 'Test de déplacement',
    'step.DS-SHOOT-ATT': 'Tir',
    'step.DS-SHOOT-DEF': 'Défense',
    'step.DS-MELEE-ATT': 'Attaque de mêlée',
    'step.DS-MELEE-DEF': 'Défense de mêlée',
    'step.DS-SPECIAL': 'Action spéciale',
    'kind.move': 'déplacement',
    'kind.shoot': 'tir',
    'kind.melee': 'mêlée',
    'kind.special': 'spécial',
    'zone.south': 'sud',
    'zone.north': 'nord',
    'order.used': 'ajoute ses {{dice}} dés d’ordre au jet',
    'order.kept': 'garde ses dés d’ordre',
    forfeited: ' ; actions perdues : {{list}}',
    tested: ' après un test',
    'declared.onTable': 'sur la table, sans positions (géométrie déclarée)',
    'declared.distance': '{{distance}} m (géométrie déclarée)',
    'declared.facts': ' ; déclaré : {{facts}}',
    'computed.facts': ' ; mesuré : {{facts}}',
    'fact.distance': 'distance {{v}} m',
    'fact.los': 'ligne de vue {{v}}',
    'fact.coverTarget': 'couvert de la cible {{v}}',
    'fact.coverShooter': 'couvert du tireur {{v}}',
    'fact.engaged': 'engagées {{v}}',
    'fact.difficulty': 'difficulté {{v}}',
    yes: 'oui',
    no: 'non',
    returnFire: 'riposte',
    evade: 'esquive',
    'result.attacker': '{{target}} subit {{damage}}',
    'result.defender': '{{unit}} subit {{damage}} en retour',
    'result.none': 'sans effet',
    'reason.concession': 'abandon',
    'reason.roundLimit': 'limite de rounds',
    'reason.elimination': 'élimination',
    'reason.scenario': 'objectif du scénario',
    wins: 'victoire de {{who}}',
    draw: 'égalité',
  },
  en: {
    melee:
      '{{unit}} attacks {{target}} in melee: difficulty {{difficulty}}{{meleeDefenceText}}{{declaredText}}.',
    meleeDefence: '{{unit}} defends with {{dice}} pool dice (difficulty {{difficulty}}).',
    meleeResult: 'Melee of {{unit}} against {{target}}: {{meleeResultText}}.',
    special: '{{unit}} attempts {{specialText}} on {{target}}: difficulty {{difficulty}}{{declaredText}}.',
    healed: '{{unit}} heals {{target}}: margin {{margin}}, health {{health}}.',
    restored: '{{unit}} gets back {{restoredText}}; health {{health}}.',
    ordered: '{{unit}} gives {{target}} an order: margin {{margin}}, {{orderDice}} order dice.',
    progress: '{{unit}} works on {{action}}: margin {{margin}}, progress {{progress}} of {{required}}.',
    roleChosen: '{{seat}} takes {{roleText}}.',
    objectDamaged: '{{object}} loses {{damage}} structure point(s); {{health}} left.',
    objectDestroyed: '{{object}} is destroyed.',
    scenarioPoints: '{{seat}} scores {{vp}} scenario VP ({{object}}).',
    'meleeResult.surprise': 'surprise attack, margin {{attackerMargin}}, {{damage}} damage',
    'meleeResult.win':
      'margins {{attackerMargin}} against {{defenderMargin}}, {{winner}} deals {{damage}} damage',
    'meleeResult.tie': 'margins {{attackerMargin}} against {{defenderMargin}}, no damage',
    'melee.defence': '; the defender may commit up to {{maxDice}} dice at difficulty {{defenderDifficulty}}',
    'melee.surprise': '; the target is surprised',
    'melee.object': '; an object does not defend',
    diceStripped: '{{unit}} loses committed dice: {{stripText}}.',
    'meleeResult.object': 'unopposed attack, margin {{attackerMargin}}, {{damage}} damage',
    'restored.none': 'no figure',
    'special.HEAL': 'to heal',
    'special.ORDER': 'to give an order',
    'special.REGENERATE': 'to regenerate',
    'role.0': 'the first role (ambusher or attacker)',
    'role.1': 'the second role (ambushed or defender)',
    rollOffTie: 'Roll-off tied ({{face}} each): roll again.',
    firstPlayer: '{{seat}} wins the roll-off and chooses a zone.',
    zoneChosen: '{{seat}} takes the {{zoneText}} zone.',
    unitDeployed: '{{seat}} deploys {{unit}}: {{positionsText}}.',
    deployed: 'Deployment complete.',
    roundStart: 'Round {{round}}: {{firstText}} plays first.',
    roundFirstPlayer: '{{seat}} plays first this round.',
    roundEnd: 'End of round {{round}}.',
    activated: '{{seat}} activates {{unit}}.',
    allocated:
      '{{unit}} allocates its dice: move {{move}}, shoot {{shoot}}, melee {{melee}}, special {{special}}.',
    activationEnd: 'End of {{unit}}’s activation{{forfeitedText}}.',
    activationLost: '{{unit}} has no dice left: its activation stops.',
    orderDice: '{{unit}} {{orderText}}.',
    noDice: '{{unit}} has no dice for {{stepText}}: 0 successes.',
    moveTest: 'Difficult move for {{unit}} (difficulty {{difficulty}}{{featuresText}}).',
    moved: '{{unit}} moves{{testedText}}: {{pathsText}}.',
    moveDeclared: 'Declared move of {{unit}}{{declaredText}}.',
    shot: '{{unit}} shoots at {{target}} at {{distance}} m (band {{band}}, cover {{cover}}): difficulty {{difficulty}}{{declaredText}}.',
    surprised: '{{unit}} is surprised: no defence.',
    defence: '{{unit}} commits {{dice}} {{dice|die|dice}} and {{defenceText}} (difficulty {{difficulty}}).',
    shotResult:
      '{{unit}}’s shot at {{target}}: margins {{attackerMargin}} against {{defenderMargin}}, {{resultText}}.',
    wound: '{{unit}} takes {{damage}} damage and loses {{lost}} HP ({{health}} left).',
    casualties: '{{unit}} removes {{figuresText}}.',
    unitRemoved: '{{unit}} is eliminated.',
    leftTable: '{{unit}} leaves the table: it counts as destroyed.',
    conceded: '{{seat}} concedes.',
    battleEnd: 'End of the battle ({{reasonText}}), {{vp0}} VP to {{vp1}}: {{winnerText}}.',
    roll: '{{seat}} rolls {{faces}}.',
    'roll.OS-SETUP-3': '{{seat}}’s roll-off: {{faces}}.',
    'roll.OS-R-39': 'Round first-player roll, {{seat}}: {{faces}}.',
    poolRoll:
      '{{stepText}} by {{unit}}: {{faces}} → {{successes}} {{successes|success|successes}} against difficulty {{difficulty}}, margin {{margin}}.',
    'os.roll.rollOff': 'Roll-off (1D6)',
    'os.roll.roundRollOff': 'First player of round {{round}} (1D6)',
    'os.roll.DS-MOVE': 'Move test of {{unit}} ({{pool}} + {{extra}} dice, difficulty {{difficulty}})',
    'os.roll.DS-SHOOT-ATT': 'Shot of {{unit}} ({{pool}} + {{extra}} dice, difficulty {{difficulty}})',
    'os.roll.DS-SHOOT-DEF': 'Defence of {{unit}} ({{pool}} + {{extra}} dice, difficulty {{difficulty}})',
    'os.roll.DS-MELEE-ATT': 'Melee attack of {{unit}} ({{pool}} + {{extra}} dice, difficulty {{difficulty}})',
    'os.roll.DS-MELEE-DEF':
      'Melee defence of {{unit}} ({{pool}} + {{extra}} dice, difficulty {{difficulty}})',
    'os.roll.DS-SPECIAL': 'Special action of {{unit}} ({{pool}} + {{extra}} dice, difficulty {{difficulty}})',
    'step.DS-MOVE': 'Move test',
    'step.DS-SHOOT-ATT': 'Shot',
    'step.DS-SHOOT-DEF': 'Defence',
    'step.DS-MELEE-ATT': 'Melee attack',
    'step.DS-MELEE-DEF': 'Melee defence',
    'step.DS-SPECIAL': 'Special action',
    'kind.move': 'move',
    'kind.shoot': 'shoot',
    'kind.melee': 'melee',
    'kind.special': 'special',
    'zone.south': 'south',
    'zone.north': 'north',
    'order.used': 'adds its {{dice}} order dice to the roll',
    'order.kept': 'keeps its order dice',
    forfeited: '; actions forfeited: {{list}}',
    tested: ' after a test',
    'declared.onTable': 'on the table, no positions (declared geometry)',
    'declared.distance': '{{distance}} m (declared geometry)',
    'declared.facts': '; declared: {{facts}}',
    'computed.facts': '; measured: {{facts}}',
    'fact.distance': 'distance {{v}} m',
    'fact.los': 'line of sight {{v}}',
    'fact.coverTarget': 'target cover {{v}}',
    'fact.coverShooter': 'shooter cover {{v}}',
    'fact.engaged': 'engaged {{v}}',
    'fact.difficulty': 'difficulty {{v}}',
    yes: 'yes',
    no: 'no',
    returnFire: 'returns fire',
    evade: 'evades',
    'result.attacker': '{{target}} takes {{damage}}',
    'result.defender': '{{unit}} takes {{damage}} in return',
    'result.none': 'no effect',
    'reason.concession': 'concession',
    'reason.roundLimit': 'round limit',
    'reason.elimination': 'elimination',
    'reason.scenario': 'scenario objective',
    wins: '{{who}} wins',
    draw: 'draw',
  },
};

const fill = (template: string | undefined, params: Record<string, unknown>): string =>
  (template ?? '').replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in params ? String(params[k]) : m));

/** Declared or computed facts ({ distance: 4, los: true }) as words. */
function factsText(facts: object, c: Record<string, string>, num: (v: unknown) => unknown): string {
  return Object.entries(facts as Record<string, unknown>)
    .map(([k, v]) =>
      fill(c[`fact.${k}`] ?? `${k} {{v}}`, {
        v: typeof v === 'boolean' ? c[v ? 'yes' : 'no'] : num(v ?? '?'),
      }),
    )
    .join(', ');
}

/** A point [x, y] in metres, French decimal commas. */
function pointText(p: unknown, lang: Lang): string {
  if (!Array.isArray(p)) return String(p);
  const n = (v: unknown) => (lang === 'fr' ? String(v).replace('.', ',') : String(v));
  return `(${n(p[0])} ; ${n(p[1])})`.replace(' ; ', lang === 'fr' ? ' ; ' : ', ');
}

/** One log line for an OSOI event, ending with its rule ID; `names` gives the seats' names. */
export function describe(e: GameEvent, lang: Lang = 'fr', names?: LogNames): string {
  const c = catalogue[lang];
  const num = (v: unknown) => (typeof v === 'number' && lang === 'fr' ? String(v).replace('.', ',') : v);
  const faces = Array.isArray(e.faces) ? (e.faces as number[]) : [];
  // A pool roll (it has a `step`) has its own line; roll-offs keep theirs.
  const pool = e.type === 'roll' && typeof e.step === 'string';
  const event = pool ? { ...e, type: 'poolRoll', rule: e.rule } : e;
  const paths =
    typeof e.paths === 'object' && e.paths !== null ? (e.paths as Record<string, unknown[]>) : null;
  const winners = Array.isArray(e.winners) ? (e.winners as number[]) : null;
  const vp = Array.isArray(e.vp) ? (e.vp as number[]) : [];
  const line = describeEvent(catalogue, lang, event as GameEvent, {
    seat: seatLabel(e.player, lang, names),
    faces: faces.join(' '),
    firstText: typeof e.first === 'number' ? seatLabel(e.first, lang, names) : undefined,
    zoneText: c[`zone.${String(e.zone)}`],
    positionsText:
      e.type === 'unitDeployed' && e.declared === true
        ? c['declared.onTable']
        : Array.isArray(e.positions)
          ? (e.positions as unknown[]).map((q) => pointText(q, lang)).join(', ')
          : undefined,
    // OS-GEN-7: the facts the players typed, and those the coordinates give.
    declaredText:
      typeof e.declared === 'object' && e.declared !== null
        ? fill(c['declared.facts'], { facts: factsText(e.declared, c, num) }) +
          (typeof e.computed === 'object' && e.computed !== null
            ? fill(c['computed.facts'], { facts: factsText(e.computed, c, num) })
            : '')
        : '',
    forfeitedText:
      Array.isArray(e.forfeited) && e.forfeited.length > 0
        ? fill(c.forfeited, { list: (e.forfeited as string[]).map((k) => c[`kind.${k}`] ?? k).join(', ') })
        : '',
    orderText: fill(c[e.used === true ? 'order.used' : 'order.kept'], { dice: e.dice }),
    stepText: c[`step.${String(e.step)}`] ?? e.step,
    featuresText:
      Array.isArray(e.features) && e.features.length > 0
        ? ` : ${[...(e.features as string[]), ...((e.conditions as string[] | undefined) ?? [])].join(', ')}`.replace(
            ' : ',
            lang === 'fr' ? ' : ' : ': ',
          )
        : '',
    testedText: e.tested === true ? c.tested : '',
    pathsText:
      e.type === 'moved' && e.declared === true
        ? fill(c['declared.distance'], { distance: num(e.distance) })
        : paths
          ? Object.entries(paths)
              .map(([f, p]) => `${f} → ${pointText(p.at(-1), lang)}`)
              .join(', ')
          : undefined,
    distance: typeof e.distance === 'number' ? num(Math.round(e.distance * 100) / 100) : e.distance,
    defenceText: c[e.returnFire === true ? 'returnFire' : 'evade'],
    resultText:
      e.type === 'shotResult'
        ? fill(c[e.winner === 0 ? 'result.attacker' : e.winner === 1 ? 'result.defender' : 'result.none'], {
            target: e.target,
            unit: e.unit,
            damage: e.damage,
          })
        : undefined,
    stripText:
      typeof e.from === 'object' && e.from !== null
        ? Object.entries(e.from as Record<string, number>)
            .map(([k, n]) => `${c[`kind.${k}`] ?? k} ${n}`)
            .join(', ')
        : undefined,
    figuresText: Array.isArray(e.figures) ? (e.figures as string[]).join(', ') : undefined,
    meleeDefenceText:
      e.type === 'melee'
        ? e.object !== undefined
          ? c['melee.object']
          : e.surprised === true
            ? c['melee.surprise']
            : fill(c['melee.defence'], e)
        : undefined,
    meleeResultText:
      e.type === 'meleeResult'
        ? fill(
            c[
              e.object !== undefined
                ? 'meleeResult.object'
                : e.defenderMargin === undefined
                  ? 'meleeResult.surprise'
                  : e.winner === null
                    ? 'meleeResult.tie'
                    : 'meleeResult.win'
            ],
            e,
          )
        : undefined,
    specialText: c[`special.${String(e.kind)}`] ?? e.kind,
    restoredText:
      Array.isArray(e.figures) && e.figures.length > 0
        ? (e.figures as string[]).join(', ')
        : c['restored.none'],
    roleText: c[`role.${String(e.role)}`],
    reasonText: c[`reason.${String(e.reason)}`] ?? e.reason,
    vp0: vp[0],
    vp1: vp[1],
    winnerText: winners
      ? winners.length === 1
        ? fill(c.wins, { who: seatLabel(winners[0], lang, names) })
        : c.draw
      : undefined,
  });
  return line;
}
