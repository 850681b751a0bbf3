/**
 * The trust boundary (section 4.1): any JSON in, a legal input or a precise refusal out — what was wrong and
 * what is allowed, in French and English.
 */
import { err, ok, type Result } from '../../engine/types.ts';
import type { OSAction, Point } from './actions.ts';
import { casualtiesProblem, stripProblem } from './damage.ts';
import { declaredMeleeProblem, declaredShotProblem, isDeclared, shotFacts } from './declared.ts';
import { moveProblem, stopProblem } from './movement.ts';
import { allocationProblem, declarationProblem, declareDice, toActivate, unresolved } from './round.ts';
import type { ActionKind } from './scenarios.ts';
import { deployProblem } from './setup.ts';
import { roleChoiceProblem } from './scenario-setup.ts';
import { objectIndex } from './objects.ts';
import { objectShotProblem } from './object-shots.ts';
import { defendProblem, shootProblem } from './shooting.ts';
import { restoreProblem, specialProblem } from './special.ts';
import { cloneState, MM, unitIndex, type OSState } from './state.ts';
import { defendMeleeProblem, meleeProblem, objectMeleeProblem } from './melee.ts';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isPoint = (v: unknown): v is Point =>
  isObject(v) &&
  typeof v.x === 'number' &&
  typeof v.y === 'number' &&
  Number.isFinite(v.x) &&
  Number.isFinite(v.y) &&
  Math.abs(v.x) < 1e6 &&
  Math.abs(v.y) < 1e6;

const isEmptyList = (v: unknown): boolean => Array.isArray(v) && v.length === 0;

/** What each decision point accepts, for the refusal of a wrong input type. */
const EXPECTED: Record<string, string[]> = {
  'DP-04': ['chooseZone', 'chooseRole'],
  'DP-05': ['deploy'],
  'DP-06': ['activate'],
  'DP-07': ['allocate'],
  'DP-08': ['end', 'move', 'shoot', 'melee', 'special'],
  'DP-09': ['stop'],
  'DP-14': ['orderDice'],
  'DP-15': ['casualties'],
  'DP-11': ['defend'],
  'DP-13': ['defendMelee'],
  'DP-17': ['restore'],
  STRIP_DICE: ['stripDice'],
};

export function validateAction(s: OSState, player: number, a: unknown): Result<OSAction> {
  const f = s.stack.at(-1);
  if (
    s.o.allocationMode === 'incremental' &&
    f?.id === 'DP-08' &&
    f.player === player &&
    !s.outcome &&
    isObject(a) &&
    DECLARING.has(a.type as string)
  ) {
    // OS-R-04's variant: the input's own checks run on a copy where its declared dice are allocated.
    const d = declarationProblem(s, a.type as ActionKind, a);
    if (!d.ok) return d;
    const t = cloneState(s);
    declareDice(t, player, d.value, []);
    const { dice: _dice, specialKind: _kind, ...rest } = a;
    const v = validateInput(t, player, rest);
    return v.ok
      ? ok({
          ...v.value,
          dice: d.value.dice,
          ...(d.value.specialKind ? { specialKind: d.value.specialKind } : {}),
        } as OSAction)
      : v;
  }
  return validateInput(s, player, a);
}

const DECLARING = new Set(['move', 'shoot', 'melee', 'special']);

function validateInput(s: OSState, player: number, a: unknown): Result<OSAction> {
  if (s.outcome) return err('over', 'OS-END-6', 'La bataille est terminée.', 'The battle is over.');
  const f = s.stack.at(-1);
  if (!f || !('player' in f) || f.player !== player) {
    return err(
      'turn',
      'OS-ROUND-3',
      "Ce n'est pas à vous de décider maintenant.",
      'It is not your decision now.',
    );
  }
  if (!isObject(a) || typeof a.type !== 'string') {
    return err(
      'input',
      undefined,
      'Une décision est un objet avec un champ « type ».',
      'An input is an object with a "type" field.',
    );
  }
  if (a.type === 'concede') return ok({ type: 'concede' });
  const expected = EXPECTED[f.id] ?? [];
  if (!expected.includes(a.type)) {
    return err(
      'input.type',
      undefined,
      `« ${a.type} » n'est pas attendu maintenant (${f.id}) ; attendu : ${[...expected, 'concede'].join(', ')}.`,
      `"${a.type}" is not expected now (${f.id}); expected: ${[...expected, 'concede'].join(', ')}.`,
    );
  }
  switch (a.type) {
    case 'chooseZone':
      if (s.scenario.roles) return roleExpected(s);
      if (a.zone !== 'south' && a.zone !== 'north') {
        return err(
          'zone',
          'OS-SETUP-4',
          'La zone est « south » (y petit) ou « north » (y grand).',
          'The zone is "south" (small y) or "north" (large y).',
        );
      }
      return ok({ type: 'chooseZone', zone: a.zone });
    case 'chooseRole': {
      if (!s.scenario.roles) {
        return err(
          'role.scenario',
          'OS-SETUP-4',
          `${s.scenario.en} n'a pas de rôles : choisissez une zone, { type: 'chooseZone', zone: 'south' | 'north' }.`,
          `${s.scenario.en} has no roles: choose a zone, { type: 'chooseZone', zone: 'south' | 'north' }.`,
        );
      }
      const role = roleChoiceProblem(s, player, a.role);
      return role.ok ? ok({ type: 'chooseRole', role: role.value }) : role;
    }
    case 'deploy': {
      const u = typeof a.unit === 'string' ? unitIndex(s, a.unit) : -1;
      if (u < 0)
        return err(
          'deploy.unit',
          'OS-SETUP-5',
          `Unité inconnue : ${JSON.stringify(a.unit)}.`,
          `Unknown unit: ${JSON.stringify(a.unit)}.`,
        );
      // OS-GEN-7 (ARB-OS-88): with declared geometry a unit may be put on the table without positions.
      if (isDeclared(s) && a.declared === true && (a.positions === undefined || isEmptyList(a.positions))) {
        const problem = deployProblem(s, player, u, []);
        return problem.ok
          ? ok({ type: 'deploy', unit: s.info[u]!.id, positions: [], declared: true })
          : problem;
      }
      if (!Array.isArray(a.positions) || !a.positions.every(isPoint)) {
        return err(
          'deploy.positions',
          'OS-SETUP-5',
          'positions est une liste de points { x, y } en mètres, un par figurine.',
          'positions is a list of points { x, y } in metres, one per figure.',
        );
      }
      const positions = a.positions.map((q) => ({ x: q.x, y: q.y }));
      const problem = deployProblem(s, player, u, positions);
      return problem.ok ? ok({ type: 'deploy', unit: s.info[u]!.id, positions }) : problem;
    }
    case 'activate': {
      const u = typeof a.unit === 'string' ? unitIndex(s, a.unit) : -1;
      const mine = toActivate(s, player);
      if (u < 0 || !mine.includes(u)) {
        return err(
          'activate.unit',
          'OS-ROUND-5',
          `${JSON.stringify(a.unit)} ne peut pas être activée ; à activer : ${mine.map((v) => s.info[v]!.id).join(', ')}.`,
          `${JSON.stringify(a.unit)} cannot be activated; left to activate: ${mine.map((v) => s.info[v]!.id).join(', ')}.`,
        );
      }
      return ok({ type: 'activate', unit: s.info[u]!.id });
    }
    case 'allocate': {
      const n = (k: string) => (a[k] === undefined ? 0 : a[k]);
      const values = { move: n('move'), shoot: n('shoot'), melee: n('melee'), special: n('special') };
      if (!Object.values(values).every((v) => typeof v === 'number')) {
        return err(
          'allocate.value',
          'OS-ACT-2',
          'move, shoot, melee et special sont des nombres de dés.',
          'move, shoot, melee and special are numbers of dice.',
        );
      }
      const specials = a.specials;
      const isSpecial = (x: unknown): x is { kind: string; dice: number } =>
        isObject(x) && typeof x.kind === 'string' && typeof x.dice === 'number';
      if (specials !== undefined && !(Array.isArray(specials) && specials.every(isSpecial))) {
        return err(
          'allocate.specials',
          'OS-R-08',
          'specials est une liste { kind, dice } : le nom de chaque action spéciale et ses dés.',
          'specials is a list of { kind, dice }: each special action and its dice.',
        );
      }
      const alloc = {
        ...(values as { move: number; shoot: number; melee: number; special: number }),
        ...(typeof a.specialKind === 'string' ? { specialKind: a.specialKind } : {}),
        ...(specials !== undefined
          ? { specials: specials.map((x) => ({ kind: x.kind, dice: x.dice })) }
          : {}),
      };
      const problem = allocationProblem(s, alloc);
      return problem.ok ? ok({ type: 'allocate', ...alloc }) : problem;
    }
    case 'end':
      return ok({ type: 'end' });
    case 'orderDice':
      if (typeof a.use !== 'boolean') {
        return err(
          'orderDice.use',
          'OS-ABIL-2',
          'use vaut true (ajouter tous les dés d’ordre) ou false (aucun).',
          'use is true (add all order dice) or false (none).',
        );
      }
      return ok({ type: 'orderDice', use: a.use });
    case 'casualties': {
      const chosen = casualtiesProblem(s, a.figures);
      return chosen.ok ? ok({ type: 'casualties', figures: a.figures as string[] }) : chosen;
    }
    case 'shoot': {
      if (typeof a.target === 'string' && objectIndex(s, a.target) >= 0 && unresolved(s).includes('shoot')) {
        const i = objectShotProblem(s, a.target, a.declared);
        if (!i.ok) return i;
        const facts = i.value.declared;
        return ok({ type: 'shoot', target: a.target, ...(facts ? { declared: shotFacts(facts) } : {}) });
      }
      if (isDeclared(s)) {
        // OS-GEN-7: the players type the distance, LOS and covers.
        const d = declaredShotProblem(a.declared);
        if (!d.ok) return d;
        const v = shootProblem(s, a.target, d.value);
        return v.ok ? ok({ type: 'shoot', target: s.info[v.value]!.id, declared: shotFacts(d.value) }) : v;
      }
      const v = shootProblem(s, a.target);
      return v.ok ? ok({ type: 'shoot', target: s.info[v.value]!.id }) : v;
    }
    case 'defend': {
      const problem = defendProblem(s, a.dice, a.returnFire);
      return problem.ok
        ? ok({ type: 'defend', dice: a.dice as number, returnFire: a.returnFire as boolean })
        : problem;
    }
    case 'move': {
      const move = moveProblem(s, a);
      const facts = move.ok ? move.value.declared : undefined;
      // 4.3's translate form stays as given (the Move candidates use it); declared geometry logs paths.
      if (move.ok && !facts && isPoint(a.translate))
        return ok({ type: 'move', translate: { x: a.translate.x, y: a.translate.y } });
      return move.ok
        ? ok({
            type: 'move',
            paths: move.value.paths,
            ...(facts ? { declared: { distance: facts.distance / MM, difficulty: facts.difficulty } } : {}),
          })
        : move;
    }
    case 'stop': {
      const stops = stopProblem(s, a.at);
      return stops.ok ? ok({ type: 'stop', at: { ...(a.at as Record<string, number>) } }) : stops;
    }
    case 'melee': {
      // OS-SURP-4: `{ object: id }`, or an object's id given as the target (as for shooting).
      const object =
        a.object ?? (typeof a.target === 'string' && objectIndex(s, a.target) >= 0 ? a.target : undefined);
      if (object !== undefined) {
        const i = objectMeleeProblem(s, object, a.declared);
        if (!i.ok) return i;
        const id = s.scenario.objects[i.value]!.id;
        return ok(
          isDeclared(s)
            ? { type: 'melee', object: id, declared: { engaged: true } }
            : { type: 'melee', object: id },
        );
      }
      if (isDeclared(s)) {
        // OS-GEN-7: the players say whether the units are engaged.
        const d = declaredMeleeProblem(a.declared);
        if (!d.ok) return d;
        const v = meleeProblem(s, a.target, d.value);
        return v.ok ? ok({ type: 'melee', target: s.info[v.value]!.id, declared: { ...d.value } }) : v;
      }
      const v = meleeProblem(s, a.target);
      return v.ok ? ok({ type: 'melee', target: s.info[v.value]!.id }) : v;
    }
    case 'defendMelee': {
      const problem = defendMeleeProblem(s, a.dice);
      return problem.ok ? ok({ type: 'defendMelee', dice: a.dice as number }) : problem;
    }
    case 'special': {
      const chosen = specialProblem(s, a.target, a.kind, a.declared);
      if (!chosen.ok) return chosen;
      // OS-R-08's variant: the validated input names its special action; the default form stays as it was.
      const many = s.o.specialActionsPerActivation > 1;
      return ok({
        type: 'special',
        target: chosen.value.target,
        ...(many ? { kind: chosen.value.kind } : {}),
        ...(chosen.value.declared ? { declared: chosen.value.declared } : {}),
      });
    }
    case 'stripDice': {
      const from = stripProblem(s, a.from);
      return from.ok ? ok({ type: 'stripDice', from: from.value }) : from;
    }
    case 'restore': {
      const placed = restoreProblem(s, a.positions);
      return placed.ok
        ? ok({ type: 'restore', positions: (a.positions as Point[]).map((q) => ({ x: q.x, y: q.y })) })
        : placed;
    }
  }
  return err('input.type', undefined, `Type inconnu : ${a.type}.`, `Unknown type: ${a.type}.`);
}

/** DP-04 in a scenario with roles (SC-2, SC-3): a role, not a zone (OS-SCEN-2/3). */
function roleExpected(s: OSState): Result<OSAction> {
  const roles = s.scenario.roles!;
  return err(
    'zone.scenario',
    'OS-SCEN-2',
    `${s.scenario.fr} : le vainqueur du jet choisit un rôle, { type: 'chooseRole', role: 0 } (${roles[0].fr}) ou 1 (${roles[1].fr}), pas une zone.`,
    `${s.scenario.en}: the roll-off winner picks a role, { type: 'chooseRole', role: 0 } (${roles[0].en}) or 1 (${roles[1].en}), not a zone.`,
  );
}
