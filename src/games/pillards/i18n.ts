/**
 * Pillards strings, French first, English complete: a log line for every event and a prompt for every roll.
 * Placeholders are the event's own fields; `describe()` adds readable forces, names and lists.
 */
import {
  countOf,
  describeEvent,
  seatLabel,
  seatList,
  type Catalogue,
  type Lang,
  type LogNames,
} from '../../engine/i18n.ts';
import type { GameEvent } from '../../engine/types.ts';
import type { Force } from './forces.ts';

/** Every event type and roll rule of the game, in both languages. */
export const catalogue: Catalogue = {
  fr: {
    turnStarted: 'Tour de campagne {{turn}}.',
    negotiationStarted: 'Négociation ({{seconds}} s).',
    negotiationSkipped: 'Pas de négociation ce tour-ci.',
    message: 'Message de {{from}} à {{toText}} : « {{text}} »',
    ready: '{{player}} est prêt.',
    negotiationEnded: 'Fin de la négociation.',
    ordersOpen: 'Chacun écrit ses ordres en secret.',
    ordersRevealed: 'Les ordres sont révélés.',
    ordersLocked: "Les ordres sont remis à l'arbitre (ils restent secrets).",
    reinforcementsCalled: '{{player}} appelle des renforts : 5 hommes d’armes.',
    vp: '{{player}} : {{vpText}} PV ({{reasonText}}), total {{total}}.',
    noRaid: 'Aucun raid ce tour-ci.',
    raidOrder: 'Ordre des raids : {{queueText}}.',
    initiativeTie: 'Égalité au plus bas ({{face}}) entre {{playersText}} : ils relancent.',
    turnEnded: 'Fin du tour {{turn}} : les pillards rentrent.',
    campaignOver:
      'Fin de la campagne. Scores : {{scores}} ; {{winnersCount|vainqueur|vainqueurs}} : {{winnersText}}.',
    raidStarted: 'Raid {{no}} : {{attacker}} attaque {{target}} ({{raidTypeText}}) avec {{forceText}}.',
    poolCalled: 'Réserve appelée : {{k}} {{k|figurine|figurines}} sur {{pool}}.',
    reserveCommitted: '{{player}} engage sa réserve.',
    defenders: 'Défenseurs du raid {{no}} : {{figuresText}}.',
    noDefenders: 'Personne ne défend : victoire immédiate.',
    roundStarted: 'Round {{round}}.',
    fight: 'Les pillards combattent.',
    retreat: 'Les pillards battent en retraite.',
    stepStarted: 'Étape : {{stepText}}.',
    hitsAllocated: '{{player}} répartit les touches : {{hitsText}}.',
    casualties: '{{deadText}} de {{owner}} ({{originText}}) {{dead|tué|tués}}.',
    victory: 'Les pillards sont victorieux.',
    raidEnded: 'Raid {{no}} terminé : {{endText}}.',
    nothingStolen: 'Rien du tout.',
    penEmpty: "L'enclos de {{target}} est vide.",
    cattleStolen: '{{thief}} vole {{cattle}} {{cattle|tête|têtes}} de bétail à {{target}}.',
    noPig: '{{target}} n’a plus de cochon de concours.',
    pigStolen: '{{thief}} vole le cochon de concours de {{target}} !',
    noHumiliation: 'Personne à humilier ({{victimText}}).',
    humiliated: 'Humiliation chez {{target}} : {{victimText}} ({{classText}}).',
    treesBurned: '{{trees}} {{trees|abricotier brûlé|abricotiers brûlés}} chez {{target}}.',
    'roll.PIL-INIT-1': 'Initiative de {{player}} : {{faces}}.',
    'roll.PIL-RAID-1': 'Résistance : {{faces}}{{modText}} = {{total}} → {{resistanceText}}.',
    'res.slippedThrough': 'passés à travers les gouttes : butin',
    'res.emptyHanded': 'rentrés bredouilles',
    'res.guard': 'combat contre la garde locale',
    'res.guard30': 'garde locale et 30 % de la réserve',
    'res.guard60': 'garde locale et 60 % de la réserve',
    'res.guardAll': 'garde locale et toute la réserve',
    'roll.PIL-COMBAT-5':
      'Volée d’archers ({{player}}) : {{faces}} pour {{target}}+ → {{successes}} {{successes|touche|touches}}.',
    'roll.PIL-COMBAT-6':
      'Mêlée, {{figureTypeText}} ({{player}}) : {{faces}} pour {{target}}+ → {{successes}} {{successes|touche|touches}}.',
    'roll.PIL-COMBAT-11':
      'Attaques de retraite, {{figureTypeText}} : {{faces}} pour {{target}}+ → {{successes}} {{successes|touche|touches}}.',
    'roll.PIL-COMBAT-8':
      'Sauvegardes, {{figureTypeText}} ({{player}}) : {{faces}} pour {{target}}+ → {{killed}} {{killed|tué|tués}}.',
    'roll.PIL-LOOT-1': 'Butin : {{faces}}{{modText}} = {{total}} → ligne {{row}}.',
    'roll.PIL-LOOT-2': 'Bétail volé : {{faces}} = {{total}}.',
    'pil.roll.initiative': 'Initiative : 1D6, le plus bas commence',
    'pil.roll.resistance': 'Résistance : 1D6 (−1 si 4 figurines ou moins, −1 si toute cavalerie)',
    'pil.roll.hit': 'Pour toucher : 1D6 par figurine',
    'pil.roll.save': 'Sauvegarde : 1D6 par touche',
    'pil.roll.loot': 'Butin : 1D6 (−1 si 4 pillards ou moins, +1 si 11 ou plus)',
    'pil.roll.quantity': 'Nombre de têtes de bétail volées',
    'type.archers': 'archer|archers',
    'type.menAtArms': 'homme d’armes|hommes d’armes',
    'type.cavalry': 'cavalier|cavaliers',
    'origin.raid': 'raid',
    'origin.pen': 'enclos',
    'origin.orchard': 'verger',
    'origin.village': 'village',
    'origin.reserve': 'réserve',
    'victim.nobody': 'personne',
    'victim.idiot': "l'idiot du village",
    'victim.blacksmith': 'le forgeron',
    'victim.chief': 'le chef du village',
    'victim.priest': 'le prêtre',
    'victim.cousin': 'un cousin du seigneur',
    'class.peasant': 'paysan',
    'class.notable': 'notable',
    'raid.cattle': 'voler du bétail',
    'raid.humiliate': 'humilier des villageois',
    'raid.burn': 'brûler des abricotiers',
    'step.volley': 'volée des archers',
    'step.melee': 'mêlée',
    'step.parting': 'attaques de retraite',
    'end.loot': 'butin',
    'end.victory': 'victoire sans butin',
    'end.emptyHanded': 'rentrés bredouilles',
    'end.retreated': 'retraite',
    'end.destroyed': 'pillards détruits',
    'reason.cattleStolen': 'bétail volé',
    'reason.pigStolen': 'cochon volé',
    'reason.peasantHumiliated': 'paysan humilié',
    'reason.notableHumiliated': 'notable humilié',
    'reason.treeBurned': 'abricotier brûlé',
    'reason.reinforcements': 'renforts',
    all: 'tous',
    nobody: 'personne',
  },
  en: {
    turnStarted: 'Campaign turn {{turn}}.',
    negotiationStarted: 'Negotiation ({{seconds}} s).',
    negotiationSkipped: 'No negotiation this turn.',
    message: 'Message from {{from}} to {{toText}}: "{{text}}"',
    ready: '{{player}} is ready.',
    negotiationEnded: 'Negotiation over.',
    ordersOpen: 'Everyone writes their orders in secret.',
    ordersRevealed: 'The orders are revealed.',
    ordersLocked: 'The orders are handed to the referee (they stay secret).',
    reinforcementsCalled: '{{player}} calls reinforcements: 5 men-at-arms.',
    vp: '{{player}}: {{vpText}} VP ({{reasonText}}), total {{total}}.',
    noRaid: 'No raid this turn.',
    raidOrder: 'Raid order: {{queueText}}.',
    initiativeTie: 'Tie for lowest ({{face}}) between {{playersText}}: they roll again.',
    turnEnded: 'End of turn {{turn}}: the raiders come home.',
    campaignOver: 'Campaign over. Scores: {{scores}}; {{winnersCount|winner|winners}}: {{winnersText}}.',
    raidStarted: 'Raid {{no}}: {{attacker}} raids {{target}} ({{raidTypeText}}) with {{forceText}}.',
    poolCalled: 'Reserve called: {{k}} {{k|figure|figures}} out of {{pool}}.',
    reserveCommitted: '{{player}} commits reserve figures.',
    defenders: 'Defenders of raid {{no}}: {{figuresText}}.',
    noDefenders: 'Nobody defends: immediate victory.',
    roundStarted: 'Round {{round}}.',
    fight: 'The raiders fight.',
    retreat: 'The raiders retreat.',
    stepStarted: 'Step: {{stepText}}.',
    hitsAllocated: '{{player}} allocates the hits: {{hitsText}}.',
    casualties: '{{deadText}} of {{owner}} ({{originText}}) killed.',
    victory: 'The raiders win.',
    raidEnded: 'Raid {{no}} over: {{endText}}.',
    nothingStolen: 'Nothing at all.',
    penEmpty: "{{target}}'s pen is empty.",
    cattleStolen: '{{thief}} steals {{cattle}} head of cattle from {{target}}.',
    noPig: '{{target}} has no prize pig left.',
    pigStolen: "{{thief}} steals {{target}}'s prize pig!",
    noHumiliation: 'Nobody to humiliate ({{victimText}}).',
    humiliated: 'Humiliation at {{target}}: {{victimText}} ({{classText}}).',
    treesBurned: '{{trees}} apricot {{trees|tree|trees}} burned at {{target}}.',
    'roll.PIL-INIT-1': 'Initiative of {{player}}: {{faces}}.',
    'roll.PIL-RAID-1': 'Resistance: {{faces}}{{modText}} = {{total}} → {{resistanceText}}.',
    'res.slippedThrough': 'slipped through: loot',
    'res.emptyHanded': 'home empty-handed',
    'res.guard': 'fight the local guard',
    'res.guard30': 'local guard and 30% of the reserve',
    'res.guard60': 'local guard and 60% of the reserve',
    'res.guardAll': 'local guard and the whole reserve',
    'roll.PIL-COMBAT-5':
      'Archers’ volley ({{player}}): {{faces}} for {{target}}+ → {{successes}} {{successes|hit|hits}}.',
    'roll.PIL-COMBAT-6':
      'Melee, {{figureTypeText}} ({{player}}): {{faces}} for {{target}}+ → {{successes}} {{successes|hit|hits}}.',
    'roll.PIL-COMBAT-11':
      'Parting attacks, {{figureTypeText}}: {{faces}} for {{target}}+ → {{successes}} {{successes|hit|hits}}.',
    'roll.PIL-COMBAT-8':
      'Saves, {{figureTypeText}} ({{player}}): {{faces}} for {{target}}+ → {{killed}} killed.',
    'roll.PIL-LOOT-1': 'Loot: {{faces}}{{modText}} = {{total}} → row {{row}}.',
    'roll.PIL-LOOT-2': 'Cattle stolen: {{faces}} = {{total}}.',
    'pil.roll.initiative': 'Initiative: 1D6, the lowest starts',
    'pil.roll.resistance': 'Resistance: 1D6 (−1 for 4 figures or fewer, −1 if all cavalry)',
    'pil.roll.hit': 'To hit: 1D6 per figure',
    'pil.roll.save': 'Save: 1D6 per hit',
    'pil.roll.loot': 'Loot: 1D6 (−1 for 4 raiders or fewer, +1 for 11 or more)',
    'pil.roll.quantity': 'Heads of cattle stolen',
    'type.archers': 'archer|archers',
    'type.menAtArms': 'man-at-arms|men-at-arms',
    'type.cavalry': 'cavalryman|cavalrymen',
    'origin.raid': 'raid',
    'origin.pen': 'pen',
    'origin.orchard': 'orchard',
    'origin.village': 'village',
    'origin.reserve': 'reserve',
    'victim.nobody': 'nobody',
    'victim.idiot': 'the village idiot',
    'victim.blacksmith': 'the blacksmith',
    'victim.chief': 'the village chief',
    'victim.priest': 'the priest',
    'victim.cousin': "one of the lord's cousins",
    'class.peasant': 'peasant',
    'class.notable': 'notable',
    'raid.cattle': 'steal cattle',
    'raid.humiliate': 'humiliate villagers',
    'raid.burn': 'burn apricot trees',
    'step.volley': 'archers’ volley',
    'step.melee': 'melee',
    'step.parting': 'parting attacks',
    'end.loot': 'loot',
    'end.victory': 'victory without loot',
    'end.emptyHanded': 'home empty-handed',
    'end.retreated': 'retreated',
    'end.destroyed': 'raiders destroyed',
    'reason.cattleStolen': 'cattle stolen',
    'reason.pigStolen': 'pig stolen',
    'reason.peasantHumiliated': 'peasant humiliated',
    'reason.notableHumiliated': 'notable humiliated',
    'reason.treeBurned': 'tree burned',
    'reason.reinforcements': 'reinforcements',
    all: 'everyone',
    nobody: 'nobody',
  },
};

function forceText(f: unknown, lang: Lang): string | undefined {
  if (typeof f !== 'object' || f === null) return undefined;
  const force = f as Force;
  const parts = (['archers', 'menAtArms', 'cavalry'] as const)
    .filter((t) => force[t] > 0)
    .map((t) => countOf(force[t], catalogue[lang][`type.${t}`]!, lang));
  return parts.join(', ') || '—';
}

function groupsText(list: unknown, lang: Lang, names?: LogNames): string | undefined {
  if (!Array.isArray(list)) return undefined;
  const parts = (list as { owner: number; figureType: string; count: number }[]).map(
    (g) =>
      `${countOf(g.count, catalogue[lang][`type.${g.figureType}`]!, lang)} (${seatLabel(g.owner, lang, names)})`,
  );
  return parts.join(', ') || '—';
}

/**
 * One readable log line for an event of this game. Seats are named "Joueur 1…N" / "Player 1…N" (1-based) or
 * by `names.seats` (the web table passes its seats' names).
 */
export function describe(e: GameEvent, lang: Lang = 'fr', names?: LogNames): string {
  const c = catalogue[lang];
  const key = (prefix: string, v: unknown) => (typeof v === 'string' ? c[`${prefix}.${v}`] : undefined);
  const seat = (k: string) => (typeof e[k] === 'number' ? seatLabel(e[k], lang, names) : undefined);
  return describeEvent(catalogue, lang, e, {
    player: seat('player'),
    from: seat('from'),
    attacker: seat('attacker'),
    thief: seat('thief'),
    owner: seat('owner'),
    // a roll's `target` is the number to reach, another event's the raided seat
    ...(e.type === 'roll' ? {} : { target: seat('target') }),
    scores: Array.isArray(e.scores)
      ? e.scores.map((v, i) => `${seatLabel(i, lang, names)}${lang === 'fr' ? ' : ' : ': '}${v}`).join(', ')
      : undefined,
    winnersText: Array.isArray(e.winners)
      ? e.winners.length > 0
        ? seatList(e.winners, lang, names)
        : c.nobody
      : undefined,
    faces: Array.isArray(e.faces) ? e.faces.join(' ') : '',
    toText: e.to === null || e.to === 'all' ? c.all : seatList(e.to, lang, names),
    vpText: typeof e.vp === 'number' ? (e.vp > 0 ? `+${e.vp}` : String(e.vp)) : undefined,
    reasonText: key('reason', e.reason),
    queueText: seatList(e.queue, lang, names, ' → '),
    playersText: seatList(e.players, lang, names),
    raidTypeText: key('raid', e.raidType),
    forceText: forceText(e.force, lang),
    figuresText: groupsText(e.figures, lang, names),
    hitsText: groupsText(e.hits, lang, names),
    // a group's name is plural («Mêlée, hommes d’armes»); a number of dead agrees with it
    figureTypeText: key('type', e.figureType)?.split('|').pop(),
    deadText:
      typeof e.dead === 'number' && typeof e.figureType === 'string'
        ? countOf(e.dead, c[`type.${e.figureType}`] ?? e.figureType, lang)
        : undefined,
    winnersCount: Array.isArray(e.winners) ? e.winners.length : undefined,
    originText: key('origin', e.origin),
    victimText: key('victim', e.victim),
    classText: key('class', e.class),
    stepText: key('step', e.step),
    endText: key('end', e.end),
    resistanceText: e.rule === 'PIL-RAID-1' ? key('res', e.result) : undefined,
    modText:
      typeof e.modifier === 'number' && e.modifier !== 0
        ? ` ${e.modifier > 0 ? '+' : '−'} ${Math.abs(e.modifier)}`
        : '',
  });
}
