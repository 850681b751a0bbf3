/**
 * Melee (OS-MELEE-1..7, OS-EQ-7, OS-ABIL-3, OS-R-14, OS-R-25, section 4.4 Melee): the target chosen at DP-08
 * (DP-12) among the enemy units engaged with the acting unit, checked when the action is resolved (a Move
 * resolved first can create the engagement); the defender's dice (DP-13); the two rolls DS-MELEE-ATT then
 * DS-MELEE-DEF, each after its own DP-14 (ARB-OS-21); the opposed resolution (OS-TEST-6) where the winner, either
 * side, deals the difference (bare hands count); casualties engaged figures first (OS-MELEE-6). A surprised
 * target (Stealthy, or a scenario window covering melee) takes the attacker's margin unopposed (OS-MELEE-5).
 * No range band, no cover: the difficulties are melee conditions only (OS-MELEE-2, OS-TERR-6).
 */
import { err, ok, type GameEvent, type Result } from '../../engine/types.ts';
import { ITEMS } from './catalogue.ts';
import {
  armourDice,
  currentExchange,
  exchangeResult,
  openExchange,
  rollConditions,
  rollDefence,
  woundLoser,
  woundUnopposed,
  type Exposure,
} from './exchange.ts';
import type { Frame } from './frames.ts';
import { declaredMeleeProblem, isDeclared, placed, type DeclaredMelee } from './declared.ts';
import { figuresEngaged, unitsEngaged } from './geometry.ts';
import { damageObject, objectHealth, objectIndex } from './objects.ts';
import { resolveRoll } from './resolvers.ts';
import { engagedWithObject, objectStanding } from './special.ts';
import { markDone, poolCap, roleOf, unresolved } from './round.ts';
import {
  available,
  figuresOf,
  G_MELEE,
  G_ROUND,
  G_UNIT,
  onTable,
  U_LOS_HI,
  U_LOS_LO,
  U_S,
  uget,
  unitIndex,
  unitsOf,
  uset,
  type OSState,
} from './state.ts';
import { startRoll, type PoolRoll } from './tests.ts';

/** Everything fixed once the target is chosen (OS-TEST-6 step 1); the defender sees it at DP-13. */
export interface Melee {
  attacker: number;
  target: number;
  /** OS-MELEE-2: melee conditions only (OS-TERR-6). */
  difficulty: number;
  /** The attacker's pool dice (its Melee allocation) and melee weapon dice (OS-EQ-7). */
  pool: number;
  weapon: number;
  /** OS-MELEE-5: why the target is surprised ('stealthy' OS-ABIL-3, 'window' OS-SURP-3), or null. */
  surprise: 'stealthy' | 'window' | null;
  /** DP-13's bound: min(A_def, contact_def) (OS-MELEE-3); 0 when surprised. */
  maxDice: number;
  /** OS-MELEE-3: the defender's difficulty (its melee conditions) and its dice on top when n ≥ 1. */
  defenderDifficulty: number;
  defenderExtra: number;
}

/** The exchange while its rolls are made: the defender's dice and, once rolled, the attacker's margin. */
export interface MeleeExchange {
  melee: Melee;
  dice: number;
  /** −1 until DS-MELEE-ATT is rolled. */
  attackerMargin: number;
}

/** OS-EQ-7: the dice of the unit's melee weapon (0 bare hands). */
export function meleeWeaponDice(s: OSState, u: number): number {
  let n = 0;
  for (const id of s.info[u]!.equipment) if (ITEMS[id]?.slot === 'melee') n += ITEMS[id]!.dice;
  return n;
}

/** OS-TERR-6: the melee conditions of a roll by unit u (exchange.ts). */
export function meleeConditions(s: OSState, u: number): number {
  return rollConditions(s, u, 'melee');
}

/**
 * OS-MELEE-5: why a melee attack of u on v is a surprise. OS-ABIL-3: u is Stealthy and v was not in the snapshot
 * of the enemy units that saw u when it allocated (round.ts); OS-SURP-3: u's side holds a scenario window
 * covering melee this round. Stealthy comes first when both apply.
 */
export function meleeSurprise(s: OSState, u: number, v: number): 'stealthy' | 'window' | null {
  if (s.info[u]!.abilities.includes('AB_STEALTHY')) {
    const mask = v < 32 ? uget(s, u, U_LOS_LO) : uget(s, u, U_LOS_HI);
    if ((mask & (1 << (v % 32))) === 0) return 'stealthy';
  }
  const role = roleOf(s, s.info[u]!.side);
  const round = s.w[G_ROUND]!;
  const window = s.scenario.surprise.some(
    (w) => w.role === role && w.rounds.includes(round) && w.actionKinds.includes('melee'),
  );
  return window ? 'window' : null;
}

/**
 * OS-MELEE-1: the enemy units on the table engaged with unit u now. Scenario objects engaged with u are the
 * objects module's: they join the targets here, as `{type: 'melee', object: id}` (unopposed, OS-MELEE-3), when
 * it comes.
 */
export function meleeTargets(s: OSState, u: number): number[] {
  return unitsOf(s, 1 - s.info[u]!.side).filter((v) => onTable(s, v) && unitsEngaged(s, u, v));
}

/** OS-ACT-8: the unit being activated has an engaged enemy or object to fight. */
export function meleeResolvable(s: OSState): boolean {
  const u = s.w[G_UNIT]!;
  if (u < 0) return false;
  // `meleeTargets` stopping at the first (after every step, section 4.4 CheckEnd).
  const side = 1 - s.info[u]!.side;
  for (let v = 0; v < s.info.length; v++)
    if (s.info[v]!.side === side && onTable(s, v) && unitsEngaged(s, u, v)) return true;
  return objectMeleeTargets(s, u).length > 0;
}

/**
 * OS-SURP-4 / OS-MELEE-1: the scenario objects unit u may fight: intact, attackable by its side's role, engaged
 * with it (ARB-OS-42, the same engagement as a scenario action's).
 */
export function objectMeleeTargets(s: OSState, u: number): number[] {
  const role = roleOf(s, s.info[u]!.side);
  const out: number[] = [];
  // ARB-OS-100: at a real table the players say whether the unit is engaged with it.
  const declared = isDeclared(s);
  s.scenario.objects.forEach((ob, i) => {
    if (objectHealth(s, i) <= 0 || !ob.attackableBy.includes(role)) return;
    if (declared ? objectStanding(s, i) : engagedWithObject(s, u, i)) out.push(i);
  });
  return out;
}

/** DP-08 `melee` at an object id: its index, or why it is refused (with the possible objects and units). */
export function objectMeleeProblem(s: OSState, id: unknown, declaredInput?: unknown): Result<number> {
  const u = s.w[G_UNIT]!;
  const info = s.info[u]!;
  if (!unresolved(s).includes('melee')) {
    return err(
      'melee.action',
      'OS-ACT-1',
      `${info.name} (${info.id}) n'a pas d'action de combat au contact à résoudre (aucun dé alloué, ou déjà résolue).`,
      `${info.name} (${info.id}) has no Melee action to resolve (no dice allocated, or already resolved).`,
    );
  }
  const targets = objectMeleeTargets(s, u);
  const allowed = [
    ...meleeTargets(s, u).map((v) => s.info[v]!.id),
    ...targets.map((i) => s.scenario.objects[i]!.id),
  ];
  const fr = allowed.join(', ') || 'aucune';
  const en = allowed.join(', ') || 'none';
  const i = typeof id === 'string' ? objectIndex(s, id) : -1;
  if (i < 0) {
    return err(
      'melee.object',
      'OS-SURP-4',
      `Objet inconnu : ${JSON.stringify(id)} ; cibles possibles : ${fr}.`,
      `Unknown object: ${JSON.stringify(id)}; possible targets: ${en}.`,
    );
  }
  if (!targets.includes(i)) {
    const ob = s.scenario.objects[i]!;
    return err(
      'melee.object',
      'OS-SURP-4',
      `${ob.fr} (${ob.id}) n'est pas une cible de mêlée pour ${info.id} : il faut qu'il soit intact, que votre rôle puisse l'attaquer et que l'unité soit engagée avec lui (bords à ${s.o.engagementDistance} m au plus) ; cibles possibles : ${fr}.`,
      `${ob.en} (${ob.id}) is not a melee target for ${info.id}: it must be intact, attackable by your role and engaged with the unit (edges at most ${s.o.engagementDistance} m apart); possible targets: ${en}.`,
    );
  }
  if (isDeclared(s)) {
    // ARB-OS-100: the players say the unit is engaged with the object, as with a unit (ARB-OS-87).
    const d = declaredMeleeProblem(declaredInput);
    if (!d.ok) return d;
    if (!d.value.engaged) {
      const ob = s.scenario.objects[i]!;
      return err(
        'melee.engaged',
        'OS-MELEE-1',
        `${ob.fr} (${ob.id}) n'est pas déclaré engagé avec ${info.id} (engaged: true pour combattre).`,
        `${ob.en} (${ob.id}) is not declared engaged with ${info.id} (engaged: true to fight).`,
      );
    }
  }
  return ok(i);
}

/**
 * DP-08 `melee` at object i (validated, OS-SURP-4): always unopposed (no DP-13), one DS-MELEE-ATT roll at the
 * attacker's melee conditions, kept in an OBJECT_MELEE frame; the margin damages the object.
 */
export function declareObjectMelee(s: OSState, player: number, i: number, events: GameEvent[]): void {
  const u = s.w[G_UNIT]!;
  markDone(s, 'melee');
  const ob = s.scenario.objects[i]!;
  const difficulty = meleeConditions(s, u);
  events.push({
    type: 'melee',
    rule: 'OS-SURP-4',
    player,
    unit: s.info[u]!.id,
    target: ob.id,
    object: ob.id,
    difficulty,
    surprised: false,
    unopposed: true,
    ...(isDeclared(s) ? { declared: { engaged: true } } : {}),
  });
  s.stack.push({ id: 'OBJECT_MELEE', object: i });
  startRoll(
    s,
    {
      step: 'DS-MELEE-ATT',
      rule: 'OS-SURP-4',
      unit: u,
      roller: s.info[u]!.side,
      pool: s.w[G_MELEE]!,
      extra: meleeWeaponDice(s, u),
      difficulty,
    },
    events,
    resolveRoll,
  );
}

/** DS-MELEE-ATT at an object (OS-SURP-4, OS-TEST-8): unopposed, the margin is the damage (none without a weapon under OS-R-14's variant). */
export function resolveObjectMelee(s: OSState, margin: number, events: GameEvent[]): void {
  const f = s.stack.pop();
  if (f?.id !== 'OBJECT_MELEE') throw new Error('no object melee pending');
  const u = s.w[G_UNIT]!;
  const ob = s.scenario.objects[f.object]!;
  const damage = dealsDamage(s, u) ? margin : 0;
  events.push({
    type: 'meleeResult',
    rule: damage === margin ? 'OS-SURP-4' : 'OS-R-14',
    unit: s.info[u]!.id,
    target: ob.id,
    object: ob.id,
    attackerMargin: margin,
    damage,
  });
  if (damage > 0) damageObject(s, f.object, damage, events);
}

/** OS-MELEE-2/3: the melee of unit u against unit v, both difficulties, and DP-13's bound. */
export function planMelee(s: OSState, u: number, v: number): Melee {
  const surprise = meleeSurprise(s, u, v);
  return {
    attacker: u,
    target: v,
    difficulty: meleeConditions(s, u),
    pool: s.w[G_MELEE]!,
    weapon: meleeWeaponDice(s, u),
    surprise,
    maxDice: surprise
      ? 0
      : Math.min(
          available(s, v),
          poolCap(s, s.info[v]!.profile.contact, meleeWeaponDice(s, v) + armourDice(s, v)),
        ),
    defenderDifficulty: meleeConditions(s, v),
    defenderExtra: meleeWeaponDice(s, v) + armourDice(s, v),
  };
}

/** DP-08 `melee`: why this target is refused, or its unit index. */
export function meleeProblem(s: OSState, target: unknown, declared?: DeclaredMelee): Result<number> {
  const u = s.w[G_UNIT]!;
  const info = s.info[u]!;
  if (!unresolved(s).includes('melee')) {
    return err(
      'melee.action',
      'OS-ACT-1',
      `${info.name} (${info.id}) n'a pas d'action de combat au contact à résoudre (aucun dé alloué, ou déjà résolue).`,
      `${info.name} (${info.id}) has no Melee action to resolve (no dice allocated, or already resolved).`,
    );
  }
  const targets = meleeTargets(s, u);
  const allowed = targets.map((v) => s.info[v]!.id).join(', ') || 'aucune';
  const allowedEn = targets.map((v) => s.info[v]!.id).join(', ') || 'none';
  const v = typeof target === 'string' ? unitIndex(s, target) : -1;
  if (v < 0 || !onTable(s, v)) {
    return err(
      'melee.target',
      'OS-MELEE-1',
      `Cible inconnue ou retirée : ${JSON.stringify(target)} ; cibles possibles : ${allowed}.`,
      `Unknown or removed target: ${JSON.stringify(target)}; possible targets: ${allowedEn}.`,
    );
  }
  const name = `${s.info[v]!.name} (${s.info[v]!.id})`;
  if (s.info[v]!.side === info.side) {
    return err(
      'melee.friendly',
      'OS-MELEE-1',
      `${name} est une unité amie : on ne combat que l'ennemi ; cibles possibles : ${allowed}.`,
      `${name} is a friendly unit: only enemy units can be fought; possible targets: ${allowedEn}.`,
    );
  }
  // OS-GEN-7: at a real table the players say whether the units are engaged.
  if (declared ? !declared.engaged : !targets.includes(v)) {
    return err(
      'melee.engaged',
      'OS-MELEE-1',
      `${name} n'est pas engagée avec ${info.id} (bords à plus de ${s.o.engagementDistance} m, ou un élément bloquant la vue entre eux) ; cibles possibles : ${allowed}.`,
      `${name} is not engaged with ${info.id} (edges more than ${s.o.engagementDistance} m apart, or a feature blocking sight between them); possible targets: ${allowedEn}.`,
    );
  }
  return ok(v);
}

/**
 * DP-08 `melee` (validated): the action is resolved from now on (OS-ACT-6); the melee is planned and shown; an
 * opposed melee waits for the defender (DP-13), a surprised target gets none (OS-MELEE-5).
 */
export function declareMelee(
  s: OSState,
  player: number,
  v: number,
  events: GameEvent[],
  declaredInput?: unknown,
): void {
  const u = s.w[G_UNIT]!;
  markDone(s, 'melee');
  const melee = planMelee(s, u, v);
  const declared = declaredInput === undefined ? null : declaredMeleeProblem(declaredInput);
  events.push({
    type: 'melee',
    rule: 'OS-MELEE-2',
    player,
    unit: s.info[u]!.id,
    target: s.info[v]!.id,
    difficulty: melee.difficulty,
    surprised: melee.surprise !== null,
    ...(melee.surprise ? {} : { defenderDifficulty: melee.defenderDifficulty, maxDice: melee.maxDice }),
    ...(declared?.ok
      ? {
          declared: { ...declared.value },
          computed: placed(s, u) && placed(s, v) ? { engaged: unitsEngaged(s, u, v) } : null,
        }
      : {}),
  });
  if (melee.surprise) {
    events.push({
      type: 'surprised',
      rule: melee.surprise === 'stealthy' ? 'OS-ABIL-3' : 'OS-SURP-3',
      unit: s.info[v]!.id,
    });
    openExchange(
      s,
      { id: 'MELEE', exchange: { melee, dice: 0, attackerMargin: -1 } },
      attackRoll(s, melee),
      events,
    );
    return;
  }
  s.stack.push({ id: 'DP-13', player: s.info[v]!.side, melee });
}

function attackRoll(s: OSState, melee: Melee): PoolRoll {
  return {
    step: 'DS-MELEE-ATT',
    rule: 'OS-MELEE-2',
    unit: melee.attacker,
    roller: s.info[melee.attacker]!.side,
    pool: melee.pool,
    extra: melee.weapon,
    difficulty: melee.difficulty,
  };
}

/** DP-13: why this defence is refused, or null. */
export function defendMeleeProblem(s: OSState, dice: unknown): Result<null> {
  const f = s.stack.at(-1) as Extract<Frame, { id: 'DP-13' }>;
  const m = f.melee;
  const name = `${s.info[m.target]!.name} (${s.info[m.target]!.id})`;
  if (typeof dice !== 'number' || !Number.isInteger(dice) || dice < 0 || dice > m.maxDice) {
    return err(
      'defendMelee.dice',
      'OS-MELEE-3',
      `${JSON.stringify(dice)} dé(s) : ${name} se défend avec 0 à ${m.maxDice} dés (au plus ses dés disponibles et son Combat/contact).`,
      `${JSON.stringify(dice)} dice: ${name} defends with 0 to ${m.maxDice} dice (at most its available dice and its Melee).`,
    );
  }
  return ok(null);
}

/** DP-13 candidates: every number of dice. */
export function meleeDefenceChoices(s: OSState): number[] {
  const f = s.stack.at(-1) as Extract<Frame, { id: 'DP-13' }>;
  return Array.from({ length: f.melee.maxDice + 1 }, (_, n) => n);
}

/** DP-13 (validated): S_def += n (OS-MELEE-3, OS-POOL-4); then the attacker rolls, its DP-14 first (ARB-OS-21). */
export function defendMelee(s: OSState, player: number, dice: number, events: GameEvent[]): void {
  const f = s.stack.pop() as Extract<Frame, { id: 'DP-13' }>;
  const v = f.melee.target;
  uset(s, v, U_S, uget(s, v, U_S) + dice);
  events.push({
    type: 'meleeDefence',
    rule: 'OS-MELEE-3',
    player,
    unit: s.info[v]!.id,
    dice,
    difficulty: f.melee.defenderDifficulty,
  });
  const exchange = { melee: f.melee, dice, attackerMargin: -1 };
  openExchange(s, { id: 'MELEE', exchange }, attackRoll(s, f.melee), events);
}

/** OS-MELEE-6 / ARB-OS-31: the figures of `u` engaged with some figure of unit `v` go first. */
export const engagedFigures: Exposure = (s, u, v) => {
  const others = figuresOf(s, v);
  return figuresOf(s, u).filter((f) => others.some((g) => figuresEngaged(s, f, g)));
};

/** OS-R-14 (`cfg.unarmedMeleeDamage`): whether unit u deals damage in melee (always, by default). */
function dealsDamage(s: OSState, u: number): boolean {
  return s.o.unarmedMeleeDamage || meleeWeaponDice(s, u) > 0;
}

/**
 * DS-MELEE-ATT resolved: against a surprised target the margin is the damage (OS-MELEE-5, OS-TEST-8);
 * otherwise the defender rolls next (DS-MELEE-DEF; a defender with no dice rolls nothing, OS-TEST-7).
 */
export function resolveMeleeAttack(
  s: OSState,
  _r: PoolRoll,
  _successes: number,
  margin: number,
  events: GameEvent[],
): void {
  const x = currentExchange(s, 'MELEE').exchange;
  const { melee } = x;
  if (melee.surprise) {
    s.stack.pop();
    const damage = dealsDamage(s, melee.attacker) ? margin : 0;
    events.push({
      type: 'meleeResult',
      rule: 'OS-MELEE-5',
      unit: s.info[melee.attacker]!.id,
      target: s.info[melee.target]!.id,
      attackerMargin: margin,
      damage,
    });
    woundUnopposed(s, melee.attacker, melee.target, damage, engagedFigures, 'OS-MELEE-6', events);
    return;
  }
  const v = melee.target;
  rollDefence(
    s,
    { id: 'MELEE', exchange: { ...x, attackerMargin: margin } },
    {
      step: 'DS-MELEE-DEF',
      rule: 'OS-MELEE-3',
      unit: v,
      roller: s.info[v]!.side,
      pool: x.dice,
      extra: melee.defenderExtra,
      difficulty: melee.defenderDifficulty,
    },
    events,
  );
}

/**
 * DS-MELEE-DEF resolved (OS-MELEE-4, OS-TEST-6): the strictly greater margin wins the difference, attacker or
 * defender, bare hands included (OS-EQ-7) unless `unarmedMeleeDamage` is off; the loser's figures engaged with
 * the winner go first (OS-MELEE-6).
 */
export function resolveMeleeDefence(
  s: OSState,
  _r: PoolRoll,
  _successes: number,
  margin: number,
  events: GameEvent[],
): void {
  const x = currentExchange(s, 'MELEE').exchange;
  s.stack.pop();
  const { attacker: u, target: v } = x.melee;
  const result = exchangeResult(x.attackerMargin, margin, [dealsDamage(s, u), dealsDamage(s, v)]);
  const { winner, damage } = result;
  const armed = winner < 0 || dealsDamage(s, winner === 0 ? u : v);
  events.push({
    type: 'meleeResult',
    rule: armed ? 'OS-MELEE-4' : 'OS-R-14',
    unit: s.info[u]!.id,
    target: s.info[v]!.id,
    attackerMargin: x.attackerMargin,
    defenderMargin: margin,
    winner: winner === 0 ? s.info[u]!.id : winner === 1 ? s.info[v]!.id : null,
    damage,
  });
  woundLoser(s, u, v, result, engagedFigures, 'OS-MELEE-6', events);
}

/** The melee in progress for the view, from DP-13 until it is resolved; null otherwise. */
export function meleeView(s: OSState): MeleeView | null {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const f = s.stack[i]!;
    if (f.id !== 'DP-13' && f.id !== 'MELEE') continue;
    const m = f.id === 'DP-13' ? f.melee : f.exchange.melee;
    return {
      attacker: s.info[m.attacker]!.id,
      target: s.info[m.target]!.id,
      difficulty: m.difficulty,
      attackDice: m.pool + m.weapon,
      surprised: m.surprise !== null,
      maxDice: m.maxDice,
      defenderDifficulty: m.defenderDifficulty,
      defenderExtra: m.defenderExtra,
      defence: f.id === 'MELEE' && !m.surprise ? f.exchange.dice : null,
    };
  }
  return null;
}

export interface MeleeView {
  attacker: string;
  target: string;
  difficulty: number;
  attackDice: number;
  surprised: boolean;
  maxDice: number;
  defenderDifficulty: number;
  defenderExtra: number;
  /** The defender's dice once DP-13 is answered. */
  defence: number | null;
}
