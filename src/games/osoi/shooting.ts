/**
 * Shooting (OS-SHOOT-1..13, OS-EQ-5/6, OS-SURP-1/2, OS-R-26..33, section 4.4 Shoot): the target chosen at
 * DP-08, the range band and both sides' difficulties (shown to the defender before DP-11), the defender's dice
 * and choice between returning fire and evading (DP-11), the two rolls DS-SHOOT-ATT then DS-SHOOT-DEF (each
 * after its own DP-14, tests.ts), the opposed resolution (OS-TEST-6) and the damage, exposed figures first.
 * A surprised target (a scenario window) is shot unopposed: damage = the attacker's margin.
 */
import { err, ok, type GameEvent, type Result } from '../../engine/types.ts';
import { ITEMS, type Item } from './catalogue.ts';
import { declaredShotProblem, placed, shotFacts, type DeclaredShot } from './declared.ts';
import { unitCover } from './cover.ts';
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
import { figureLOS, unitDistance, unitLOS, unitsEngaged } from './geometry.ts';
import { activeUnitSees, markDone, poolCap, roleOf, unresolved } from './round.ts';
import {
  available,
  EPS,
  figuresOf,
  G_ROUND,
  G_SHOOT,
  G_UNIT,
  MM,
  onTable,
  U_S,
  uget,
  unitIndex,
  unitsOf,
  uset,
  type OSState,
} from './state.ts';
import type { PoolRoll } from './tests.ts';

/** Everything fixed once the target is chosen (OS-TEST-6 step 1); the defender sees it at DP-11. */
export interface Shot {
  attacker: number;
  target: number;
  /** OS-TERR-2: unit distance over pairs with LOS, in millimetres. */
  distance: number;
  /** OS-SHOOT-3: the attacker's difficulty and its terms. */
  band: number;
  cover: number;
  coverTerm: number;
  conditions: number;
  intoMelee: number;
  difficulty: number;
  /** The attacker's pool dice and weapon dice (OS-EQ-5). */
  pool: number;
  weapon: number;
  /** OS-SURP-1/2: unopposed, the defender rolls nothing. */
  surprised: boolean;
  /** DP-11's bounds: at most min(A_def, tir_def) dice (evading, and returning fire below), OS-R-15; whether the defender may / must return fire. */
  maxDice: number;
  maxReturnDice: number;
  canReturn: boolean;
  mustReturn: boolean;
  /** OS-SHOOT-6: the defender's difficulty when it returns fire (band, attacker's cover, conditions) or evades. */
  returnBand: number;
  returnCover: number;
  returnCoverTerm: number;
  defenderConditions: number;
  returnDifficulty: number;
  evadeDifficulty: number;
}

/** The exchange while its rolls are made: the defender's choice and, once rolled, the attacker's margin. */
export interface Exchange {
  shot: Shot;
  dice: number;
  returnFire: boolean;
  /** −1 until DS-SHOOT-ATT is rolled. */
  attackerMargin: number;
}

/** OS-SHOOT-12 / OS-R-32: the unit's ranged weapon (one slot), or null when unarmed for shooting (OS-EQ-6). */
export function rangedWeapon(s: OSState, u: number): Item | null {
  for (const id of s.info[u]!.equipment) {
    const item = ITEMS[id];
    if (item?.slot === 'ranged') return item;
  }
  return null;
}

const hasMarksman = (s: OSState, u: number): number => (s.info[u]!.abilities.includes('AB_MARKSMAN') ? 1 : 0);

/**
 * OS-SHOOT-2 / OS-R-28: the smallest k ≥ 0 with D ≤ (k + 1) × R + ε (D and R in millimetres): a distance at
 * exactly a multiple of the range stays in the lower band.
 */
export function rangeBand(d: number, range: number): number {
  return Math.max(0, Math.ceil((d - EPS) / range) - 1);
}

/** OS-R-28 (`cfg.maxRangeMultiple`): D within the weapon's maximum range (always, by default). */
export function withinMaxRange(s: OSState, d: number, range: number): boolean {
  const k = s.o.maxRangeMultiple;
  return k === null || d <= k * range + EPS;
}

/** OS-TERR-6: the shooting conditions of a roll by unit u (exchange.ts). */
export function shootingConditions(s: OSState, u: number): number {
  return rollConditions(s, u, 'shoot');
}

/**
 * OS-SURP-1/3: the attacker's side holds a scenario surprise window covering shooting in this round. Not seeing
 * the attacker never makes a target surprised.
 */
export function shotSurprises(s: OSState, attacker: number): boolean {
  const role = roleOf(s, s.info[attacker]!.side);
  const round = s.w[G_ROUND]!;
  return s.scenario.surprise.some(
    (w) => w.role === role && w.rounds.includes(round) && w.actionKinds.includes('shoot'),
  );
}

/**
 * OS-SHOOT-1: the enemy units on the table unit u sees and, under `cfg.maxRangeMultiple`, reaches. Scenario
 * objects in LOS (OS-SURP-4) are the objects module's: they join the targets here, as `{type: 'shoot',
 * object: id}`, when it comes.
 */
export function shootTargets(s: OSState, u: number, first = false): number[] {
  const weapon = rangedWeapon(s, u);
  if (!weapon) return [];
  const out: number[] = [];
  const side = 1 - s.info[u]!.side;
  for (let v = 0; v < s.info.length; v++) {
    if (s.info[v]!.side !== side || !onTable(s, v) || !activeUnitSees(s, u, v)) continue;
    // Without a maximum range every distance is within it: no need to measure.
    if (s.o.maxRangeMultiple === null || withinMaxRange(s, unitDistance(s, u, v, true), weapon.range! * MM)) {
      out.push(v);
      if (first) break;
    }
  }
  return out;
}

/** OS-ACT-8: the unit being activated has a Shoot action to resolve and a target for it (the first will do). */
export function shootResolvable(s: OSState): boolean {
  const u = s.w[G_UNIT]!;
  return u >= 0 && shootTargets(s, u, true).length > 0;
}

/** OS-R-31: the target is engaged with a unit friendly to the attacker (the attacker itself excepted, ARB-OS-22). */
function engagedWithFriend(s: OSState, attacker: number, target: number): boolean {
  for (const w of unitsOf(s, s.info[attacker]!.side)) {
    if (w !== attacker && onTable(s, w) && unitsEngaged(s, w, target)) return true;
  }
  return false;
}

/** OS-SHOOT-3 and OS-SHOOT-6: the shot of unit u at unit v, both difficulties, and DP-11's bounds. */
export function planShot(s: OSState, u: number, v: number, declared?: DeclaredShot): Shot {
  const weapon = rangedWeapon(s, u)!;
  // OS-GEN-7: the declared facts replace the measures.
  const distance = declared ? declared.distance : unitDistance(s, u, v, true);
  const band = rangeBand(distance, weapon.range! * MM);
  const surprised = shotSurprises(s, u);
  const cover = declared ? declared.coverTarget : unitCover(s, u, v);
  const coverTerm = surprised && !s.o.coverAppliesToSurprised ? 0 : Math.max(0, cover - hasMarksman(s, u));
  const conditions = shootingConditions(s, u);
  // ARB-OS-98: a target without coordinates is not measured for OS-R-31 (the players fold it into the cover).
  const intoMelee = placed(s, v) && engagedWithFriend(s, u, v) ? s.o.shootIntoMeleeDifficulty : 0;
  // OS-SHOOT-6 / OS-R-29: return fire is a shot back over the same distance at the attacker's cover.
  const back = rangedWeapon(s, v);
  const returnBand = back ? rangeBand(distance, back.range! * MM) : 0;
  const returnCover = !back ? 0 : declared ? declared.coverShooter : unitCover(s, v, u);
  const returnCoverTerm = Math.max(0, returnCover - hasMarksman(s, v));
  const defenderConditions = shootingConditions(s, v);
  const canReturn = !!back && withinMaxRange(s, distance, back.range! * MM);
  return {
    attacker: u,
    target: v,
    distance,
    band,
    cover,
    coverTerm,
    conditions,
    intoMelee,
    difficulty: band + coverTerm + conditions + intoMelee,
    pool: s.w[G_SHOOT]!,
    weapon: weapon.dice,
    surprised,
    // OS-R-15's variant: the equipment of the defence roll (armour, and the weapon when returning fire) lowers it.
    maxDice: surprised ? 0 : Math.min(available(s, v), poolCap(s, s.info[v]!.profile.tir, armourDice(s, v))),
    maxReturnDice:
      surprised || !canReturn
        ? 0
        : Math.min(available(s, v), poolCap(s, s.info[v]!.profile.tir, armourDice(s, v) + back!.dice)),
    canReturn,
    mustReturn: canReturn && !s.o.defenderMayEvade,
    returnBand,
    returnCover,
    returnCoverTerm,
    defenderConditions,
    returnDifficulty: returnBand + returnCoverTerm + defenderConditions,
    evadeDifficulty: defenderConditions,
  };
}

/** DP-08 `shoot`: why this target is refused, or its unit index. */
export function shootProblem(s: OSState, target: unknown, declared?: DeclaredShot): Result<number> {
  const u = s.w[G_UNIT]!;
  const info = s.info[u]!;
  if (!unresolved(s).includes('shoot')) {
    return err(
      'shoot.action',
      'OS-ACT-1',
      `${info.name} (${info.id}) n'a pas d'action de tir à résoudre (aucun dé alloué, ou déjà résolue).`,
      `${info.name} (${info.id}) has no Shoot action to resolve (no dice allocated, or already resolved).`,
    );
  }
  const targets = shootTargets(s, u);
  const allowed = targets.map((v) => s.info[v]!.id).join(', ') || 'aucune';
  const allowedEn = targets.map((v) => s.info[v]!.id).join(', ') || 'none';
  const v = typeof target === 'string' ? unitIndex(s, target) : -1;
  if (v < 0 || !onTable(s, v)) {
    return err(
      'shoot.target',
      'OS-SHOOT-1',
      `Cible inconnue ou retirée : ${JSON.stringify(target)} ; cibles possibles : ${allowed}.`,
      `Unknown or removed target: ${JSON.stringify(target)}; possible targets: ${allowedEn}.`,
    );
  }
  const name = `${s.info[v]!.name} (${s.info[v]!.id})`;
  if (s.info[v]!.side === info.side) {
    return err(
      'shoot.friendly',
      'OS-SHOOT-1',
      `${name} est une unité amie : on ne tire que sur l'ennemi ; cibles possibles : ${allowed}.`,
      `${name} is a friendly unit: only enemy units can be shot at; possible targets: ${allowedEn}.`,
    );
  }
  if (declared) return declaredShotTarget(s, u, v, declared, name);
  if (!unitLOS(s, u, v)) {
    return err(
      'shoot.los',
      'OS-TERR-3',
      `${info.id} n'a aucune ligne de vue vers ${name} ; cibles possibles : ${allowed}.`,
      `${info.id} has no line of sight to ${name}; possible targets: ${allowedEn}.`,
    );
  }
  if (!targets.includes(v)) {
    const range = rangedWeapon(s, u)!.range!;
    return err(
      'shoot.range',
      'OS-R-28',
      `${name} est à ${(unitDistance(s, u, v, true) / MM).toFixed(3)} m, au-delà de la portée maximale (${s.o.maxRangeMultiple} × ${range} m) ; cibles possibles : ${allowed}.`,
      `${name} is ${(unitDistance(s, u, v, true) / MM).toFixed(3)} m away, beyond the maximum range (${s.o.maxRangeMultiple} × ${range} m); possible targets: ${allowedEn}.`,
    );
  }
  return ok(v);
}

/** OS-GEN-7: a declared shot needs the declared line of sight and, under `maxRangeMultiple`, the declared range. */
function declaredShotTarget(s: OSState, u: number, v: number, d: DeclaredShot, name: string): Result<number> {
  const id = s.info[u]!.id;
  if (!d.los) {
    return err(
      'shoot.los',
      'OS-TERR-3',
      `Sans ligne de vue déclarée, ${id} ne peut pas tirer sur ${name} (los: true pour tirer).`,
      `With no declared line of sight, ${id} cannot shoot at ${name} (los: true to shoot).`,
    );
  }
  const range = rangedWeapon(s, u)!.range!;
  if (!withinMaxRange(s, d.distance, range * MM)) {
    return err(
      'shoot.range',
      'OS-R-28',
      `${name} est déclarée à ${d.distance / MM} m, au-delà de la portée maximale (${s.o.maxRangeMultiple} × ${range} m).`,
      `${name} is declared ${d.distance / MM} m away, beyond the maximum range (${s.o.maxRangeMultiple} × ${range} m).`,
    );
  }
  return ok(v);
}

/**
 * DP-08 `shoot` (validated): the action is resolved from now on (OS-ACT-6); the shot is planned and shown; an
 * opposed shot waits for the defender (DP-11), a surprised target gets none (OS-SHOOT-4).
 */
export function declareShot(
  s: OSState,
  player: number,
  v: number,
  events: GameEvent[],
  declaredInput?: unknown,
): void {
  const u = s.w[G_UNIT]!;
  markDone(s, 'shoot');
  const parsed = declaredInput === undefined ? null : declaredShotProblem(declaredInput);
  const declared = parsed?.ok ? parsed.value : undefined;
  const shot = planShot(s, u, v, declared);
  events.push({
    type: 'shot',
    rule: 'OS-SHOOT-3',
    player,
    unit: s.info[u]!.id,
    target: s.info[v]!.id,
    distance: shot.distance / MM,
    band: shot.band,
    cover: shot.cover,
    coverTerm: shot.coverTerm,
    conditions: shot.conditions,
    intoMelee: shot.intoMelee,
    difficulty: shot.difficulty,
    surprised: shot.surprised,
    ...(shot.surprised
      ? {}
      : { returnDifficulty: shot.returnDifficulty, evadeDifficulty: shot.evadeDifficulty }),
    // OS-GEN-7: both the facts typed in and the ones the coordinates give.
    ...(declared
      ? {
          declared: shotFacts(declared),
          // Without coordinates (ARB-OS-88) nothing is measured.
          computed:
            !placed(s, u) || !placed(s, v)
              ? null
              : {
                  // No computed LOS: the distance is null (JSON has no Infinity).
                  distance: Number.isFinite(unitDistance(s, u, v, true))
                    ? unitDistance(s, u, v, true) / MM
                    : null,
                  los: unitLOS(s, u, v),
                  coverTarget: unitCover(s, u, v),
                  coverShooter: unitCover(s, v, u),
                },
        }
      : {}),
  });
  if (shot.surprised) {
    events.push({ type: 'surprised', rule: 'OS-SURP-2', unit: s.info[v]!.id });
    const exchange = { shot, dice: 0, returnFire: false, attackerMargin: -1 };
    openExchange(s, { id: 'SHOT', exchange }, attackRoll(s, shot), events);
    return;
  }
  s.stack.push({ id: 'DP-11', player: s.info[v]!.side, shot });
}

function attackRoll(s: OSState, shot: Shot): PoolRoll {
  return {
    step: 'DS-SHOOT-ATT',
    rule: 'OS-SHOOT-3',
    unit: shot.attacker,
    roller: s.info[shot.attacker]!.side,
    pool: shot.pool,
    extra: shot.weapon,
    difficulty: shot.difficulty,
  };
}

/** DP-11: why this defence is refused, or null. */
export function defendProblem(s: OSState, dice: unknown, returnFire: unknown): Result<null> {
  const f = s.stack.at(-1) as Extract<Frame, { id: 'DP-11' }>;
  const shot = f.shot;
  const name = `${s.info[shot.target]!.name} (${s.info[shot.target]!.id})`;
  const bound = returnFire === true && shot.canReturn ? shot.maxReturnDice : shot.maxDice;
  if (typeof dice !== 'number' || !Number.isInteger(dice) || dice < 0 || dice > bound) {
    return err(
      'defend.dice',
      'OS-SHOOT-5',
      `${JSON.stringify(dice)} dé(s) : ${name} défend avec 0 à ${bound} dés (au plus ses dés disponibles et son Combat/tir${s.o.equipmentCountsTowardCap ? ', moins son équipement (equipmentCountsTowardCap)' : ''}).`,
      `${JSON.stringify(dice)} dice: ${name} defends with 0 to ${bound} dice (at most its available dice and its Shooting${s.o.equipmentCountsTowardCap ? ', less its equipment (equipmentCountsTowardCap)' : ''}).`,
    );
  }
  if (typeof returnFire !== 'boolean') {
    return err(
      'defend.returnFire',
      'OS-SHOOT-5',
      'returnFire vaut true (riposter) ou false (esquiver).',
      'returnFire is true (return fire) or false (evade).',
    );
  }
  if (returnFire && !shot.canReturn) {
    return err(
      'defend.unarmed',
      rangedWeapon(s, shot.target) ? 'OS-R-28' : 'OS-EQ-6',
      rangedWeapon(s, shot.target)
        ? `${name} est au-delà de la portée maximale de son arme : il ne peut qu'esquiver (returnFire: false).`
        : `${name} n'a pas d'arme à distance : il ne peut qu'esquiver (returnFire: false).`,
      rangedWeapon(s, shot.target)
        ? `${name} is beyond its weapon's maximum range: it can only evade (returnFire: false).`
        : `${name} has no ranged weapon: it can only evade (returnFire: false).`,
    );
  }
  if (!returnFire && shot.mustReturn) {
    return err(
      'defend.evade',
      'OS-R-29',
      `Esquiver n'est pas permis dans cette partie (defenderMayEvade = false) : ${name} riposte (returnFire: true).`,
      `Evading is not allowed in this battle (defenderMayEvade = false): ${name} returns fire (returnFire: true).`,
    );
  }
  return ok(null);
}

/** DP-11 candidates: every number of dice, returning fire or evading where allowed. */
export function defenceChoices(s: OSState): { dice: number; returnFire: boolean }[] {
  const f = s.stack.at(-1) as Extract<Frame, { id: 'DP-11' }>;
  const out: { dice: number; returnFire: boolean }[] = [];
  for (let n = 0; n <= Math.max(f.shot.maxDice, f.shot.maxReturnDice); n++) {
    if (f.shot.canReturn && n <= f.shot.maxReturnDice) out.push({ dice: n, returnFire: true });
    if (!f.shot.mustReturn && n <= f.shot.maxDice) out.push({ dice: n, returnFire: false });
  }
  return out;
}

/**
 * DP-11 (validated): S_def += n (OS-SHOOT-5, OS-POOL-4); then the attacker rolls, its DP-14 first (ARB-OS-21:
 * each side's order dice are decided right before its own roll).
 */
export function defend(
  s: OSState,
  player: number,
  dice: number,
  returnFire: boolean,
  events: GameEvent[],
): void {
  const f = s.stack.pop() as Extract<Frame, { id: 'DP-11' }>;
  const v = f.shot.target;
  uset(s, v, U_S, uget(s, v, U_S) + dice);
  events.push({
    type: 'defence',
    rule: 'OS-SHOOT-5',
    player,
    unit: s.info[v]!.id,
    dice,
    returnFire,
    difficulty: returnFire ? f.shot.returnDifficulty : f.shot.evadeDifficulty,
  });
  const exchange = { shot: f.shot, dice, returnFire, attackerMargin: -1 };
  openExchange(s, { id: 'SHOT', exchange }, attackRoll(s, f.shot), events);
}

/** OS-SHOOT-9 / OS-R-20: the figures of `u` that see unit `v` go first. */
const exposedTo: Exposure = (s, u, v) => {
  const others = figuresOf(s, v);
  return figuresOf(s, u).filter((f) => others.some((g) => figureLOS(s, f, g)));
};

/**
 * DS-SHOOT-ATT resolved: against a surprised target the margin is the damage (OS-SHOOT-11, OS-TEST-8);
 * otherwise the defender rolls next (DS-SHOOT-DEF; a defender with no dice rolls nothing, OS-TEST-7).
 */
export function resolveShootAttack(
  s: OSState,
  _r: PoolRoll,
  _successes: number,
  margin: number,
  events: GameEvent[],
): void {
  const x = currentExchange(s, 'SHOT').exchange;
  const { shot } = x;
  if (shot.surprised) {
    s.stack.pop();
    events.push({
      type: 'shotResult',
      rule: 'OS-SHOOT-11',
      unit: s.info[shot.attacker]!.id,
      target: s.info[shot.target]!.id,
      attackerMargin: margin,
      damage: margin,
    });
    woundUnopposed(s, shot.attacker, shot.target, margin, exposedTo, 'OS-SHOOT-9', events);
    return;
  }
  const v = shot.target;
  rollDefence(
    s,
    { id: 'SHOT', exchange: { ...x, attackerMargin: margin } },
    {
      step: 'DS-SHOOT-DEF',
      rule: 'OS-SHOOT-6',
      unit: v,
      roller: s.info[v]!.side,
      pool: x.dice,
      extra: armourDice(s, v) + (x.returnFire ? rangedWeapon(s, v)!.dice : 0),
      difficulty: x.returnFire ? shot.returnDifficulty : shot.evadeDifficulty,
    },
    events,
  );
}

/**
 * DS-SHOOT-DEF resolved (OS-SHOOT-7, OS-TEST-6): the strictly greater margin wins the difference; a defender
 * that evaded deals nothing when it wins (OS-R-29, OS-EQ-6); the loser's exposed figures go first (OS-SHOOT-9).
 */
export function resolveShootDefence(
  s: OSState,
  _r: PoolRoll,
  _successes: number,
  margin: number,
  events: GameEvent[],
): void {
  const x = currentExchange(s, 'SHOT').exchange;
  s.stack.pop();
  const { attacker: u, target: v } = x.shot;
  // OS-R-29 / OS-EQ-6: an evading (or unarmed) defender deals nothing when it wins.
  const result = exchangeResult(x.attackerMargin, margin, [true, x.returnFire]);
  const { winner, damage } = result;
  events.push({
    type: 'shotResult',
    rule: winner === 1 && !x.returnFire ? 'OS-SHOOT-7' : 'OS-TEST-6',
    unit: s.info[u]!.id,
    target: s.info[v]!.id,
    attackerMargin: x.attackerMargin,
    defenderMargin: margin,
    winner: winner === 0 ? s.info[u]!.id : winner === 1 ? s.info[v]!.id : null,
    returnFire: x.returnFire,
    damage,
  });
  woundLoser(s, u, v, result, exposedTo, 'OS-SHOOT-9', events);
}

/** The shot in progress for the view (metres), from DP-11 until it is resolved; null otherwise. */
export function shotView(s: OSState): ShotView | null {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const f = s.stack[i]!;
    if (f.id !== 'DP-11' && f.id !== 'SHOT') continue;
    const shot = f.id === 'DP-11' ? f.shot : f.exchange.shot;
    return {
      attacker: s.info[shot.attacker]!.id,
      target: s.info[shot.target]!.id,
      distance: shot.distance / MM,
      band: shot.band,
      cover: shot.cover,
      coverTerm: shot.coverTerm,
      conditions: shot.conditions,
      intoMelee: shot.intoMelee,
      difficulty: shot.difficulty,
      attackDice: shot.pool + shot.weapon,
      surprised: shot.surprised,
      maxDice: shot.maxDice,
      maxReturnDice: shot.maxReturnDice,
      canReturn: shot.canReturn,
      mustReturn: shot.mustReturn,
      returnDifficulty: shot.returnDifficulty,
      evadeDifficulty: shot.evadeDifficulty,
      defence:
        f.id === 'SHOT' && !shot.surprised
          ? { dice: f.exchange.dice, returnFire: f.exchange.returnFire }
          : null,
    };
  }
  return null;
}

export interface ShotView {
  attacker: string;
  target: string;
  distance: number;
  band: number;
  cover: number;
  coverTerm: number;
  conditions: number;
  intoMelee: number;
  difficulty: number;
  attackDice: number;
  surprised: boolean;
  maxDice: number;
  maxReturnDice: number;
  canReturn: boolean;
  mustReturn: boolean;
  returnDifficulty: number;
  evadeDifficulty: number;
  defence: { dice: number; returnFire: boolean } | null;
}
