/**
 * Order sheets (PIL-ORDER-1..8): the shape, the whole-sheet validation that lists every problem, the default
 * sheet, and a representative set of sheets for bots and for `legal`.
 */
import { err, ok, type Result, type RuleError } from '../../engine/types.ts';
import { copy, none, REINFORCEMENTS, size, TYPES, type FigureType, type Force } from './forces.ts';
import { owned, POSTS, RAID_TYPES, type PilState, type Post, type RaidType, type Sheet } from './state.ts';

/** True when turn `turn` is in the reinforcement window (PIL-REINF-1, PIL-R-37). */
export function inReinforcementWindow(s: PilState): boolean {
  return s.o.reinforcementWindow === 'turn4' ? s.turn === 4 : s.turn >= 4 && s.turn <= 6;
}

/** True when `p` may call reinforcements on this turn's sheet (PIL-ORDER-6). */
export function mayReinforce(s: PilState, p: number): boolean {
  return inReinforcementWindow(s) && !s.lords[p]!.reinforced;
}

/** The players `p` may raid (PIL-ORDER-2, PIL-R-11): anyone else, or only the two neighbouring seats. */
export function raidTargets(s: PilState, p: number): number[] {
  const out: number[] = [];
  for (let t = 0; t < s.n; t++) {
    if (t === p) continue;
    if (s.o.raidTargets === 'adjacent' && t !== (p + 1) % s.n && t !== (p + s.n - 1) % s.n) continue;
    out.push(t);
  }
  return out;
}

/** The default sheet (PIL-ORDER-8, PIL-R-17): no raid, every figure in the reserve, no pledge, no call. */
export function defaultSheet(s: PilState, p: number): Sheet {
  return {
    raid: null,
    posts: { pen: none(), village: none(), orchard: none(), reserve: owned(s.lords[p]!) },
    pledges: [],
    reinforcements: null,
  };
}

type Problem = RuleError;
const problem = (code: string, rule: string, fr: string, en: string): Problem =>
  err(code, rule, fr, en).error;

const isCount = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1000;

/** Reads a force object; missing types count 0; anything else is a problem. */
function readForce(v: unknown, where: string, problems: Problem[]): Force {
  const f = none();
  if (v === undefined) return f;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    problems.push(
      problem(
        'sheet.force',
        'PIL-ORDER-4',
        `${where} : un objet { archers, menAtArms, cavalry } est attendu.`,
        `${where}: an object { archers, menAtArms, cavalry } is expected.`,
      ),
    );
    return f;
  }
  for (const [k, n] of Object.entries(v)) {
    if (!(TYPES as readonly string[]).includes(k)) {
      problems.push(
        problem(
          'sheet.type',
          'PIL-ORDER-4',
          `${where} : type de figurine inconnu « ${k} » (archers, menAtArms, cavalry).`,
          `${where}: unknown figure type "${k}" (archers, menAtArms, cavalry).`,
        ),
      );
    } else if (!isCount(n)) {
      problems.push(
        problem(
          'sheet.count',
          'PIL-ORDER-4',
          `${where}.${k} : un entier positif ou nul est attendu, reçu ${JSON.stringify(n)}.`,
          `${where}.${k}: a non-negative integer is expected, got ${JSON.stringify(n)}.`,
        ),
      );
    } else f[k as FigureType] = n;
  }
  return f;
}

/**
 * Checks a whole order sheet (any JSON) for player `p` and returns it in canonical form, or a refusal whose
 * `details` list every problem found (PIL-ORDER-7), so that the player can fix them all at once.
 */
export function validateSheet(s: PilState, p: number, input: unknown): Result<Sheet> {
  const problems: Problem[] = [];
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return err(
      'sheet.shape',
      'PIL-ORDER-1',
      'Une feuille d’ordres est un objet { raid, posts, pledges, reinforcements }.',
      'An order sheet is an object { raid, posts, pledges, reinforcements }.',
    );
  }
  const o = input as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    if (!['raid', 'posts', 'pledges', 'reinforcements'].includes(k)) {
      problems.push(
        problem(
          'sheet.field',
          'PIL-ORDER-1',
          `Champ inconnu « ${k} » (raid, posts, pledges, reinforcements).`,
          `Unknown field "${k}" (raid, posts, pledges, reinforcements).`,
        ),
      );
    }
  }
  const lord = s.lords[p]!;
  const have = owned(lord);
  // The raid (PIL-ORDER-2/3).
  let raid: Sheet['raid'] = null;
  if (o.raid !== undefined && o.raid !== null) {
    const r = o.raid as Record<string, unknown>;
    if (typeof r !== 'object' || Array.isArray(r)) {
      problems.push(
        problem(
          'raid.shape',
          'PIL-ORDER-3',
          'Au plus un raid : un objet { target, type, force } ou null.',
          'At most one raid: an object { target, type, force } or null.',
        ),
      );
    } else {
      const target = r.target;
      if (typeof target !== 'number' || !Number.isInteger(target) || target < 0 || target >= s.n) {
        problems.push(
          problem(
            'raid.target',
            'PIL-ORDER-2',
            `Cible ${JSON.stringify(target)} inconnue : les joueurs vont de 0 à ${s.n - 1}.`,
            `Unknown target ${JSON.stringify(target)}: players go from 0 to ${s.n - 1}.`,
          ),
        );
      } else if (target === p) {
        problems.push(
          problem(
            'raid.self',
            'PIL-ORDER-2',
            'On ne peut pas piller son propre fief.',
            'You cannot raid your own fief.',
          ),
        );
      } else if (!raidTargets(s, p).includes(target)) {
        problems.push(
          problem(
            'raid.adjacent',
            'PIL-R-11',
            `Cible ${target} non voisine : avec raidTargets = adjacent, seuls ${raidTargets(s, p).join(' et ')} sont permis.`,
            `Target ${target} is not a neighbour: with raidTargets = adjacent only ${raidTargets(s, p).join(' and ')} are allowed.`,
          ),
        );
      }
      const type = r.type;
      if (!(RAID_TYPES as readonly unknown[]).includes(type)) {
        problems.push(
          problem(
            'raid.type',
            'PIL-ORDER-2',
            `Type de raid inconnu ${JSON.stringify(type)} : cattle (bétail), humiliate (villageois) ou burn (abricotiers).`,
            `Unknown raid type ${JSON.stringify(type)}: cattle, humiliate or burn.`,
          ),
        );
      }
      const force = readForce(r.force, 'raid.force', problems);
      for (const k of Object.keys(r)) {
        if (!['target', 'type', 'force'].includes(k))
          problems.push(
            problem(
              'raid.field',
              'PIL-ORDER-2',
              `Champ inconnu « raid.${k} ».`,
              `Unknown field "raid.${k}".`,
            ),
          );
      }
      raid = { target: target as number, type: type as RaidType, force };
    }
  }
  // Posts (PIL-ORDER-4).
  const posts = { pen: none(), village: none(), orchard: none(), reserve: none() } as Record<Post, Force>;
  if (o.posts !== undefined) {
    if (typeof o.posts !== 'object' || o.posts === null || Array.isArray(o.posts)) {
      problems.push(
        problem(
          'posts.shape',
          'PIL-ORDER-4',
          'posts : un objet { pen, village, orchard, reserve } est attendu.',
          'posts: an object { pen, village, orchard, reserve } is expected.',
        ),
      );
    } else {
      for (const [k, v] of Object.entries(o.posts)) {
        if (!(POSTS as readonly string[]).includes(k)) {
          problems.push(
            problem(
              'posts.unknown',
              'PIL-ORDER-4',
              `Poste inconnu « ${k} » (pen, village, orchard, reserve).`,
              `Unknown post "${k}" (pen, village, orchard, reserve).`,
            ),
          );
        } else posts[k as Post] = readForce(v, `posts.${k}`, problems);
      }
    }
  }
  // Reinforcements (PIL-ORDER-6, PIL-REINF-1/2).
  let reinforcements: Sheet['reinforcements'] = null;
  if (o.reinforcements !== undefined && o.reinforcements !== null) {
    const rf = o.reinforcements as Record<string, unknown>;
    if (!mayReinforce(s, p)) {
      problems.push(
        lord.reinforced
          ? problem(
              'reinforce.twice',
              'PIL-REINF-1',
              'Les renforts ne s’appellent qu’une fois par partie.',
              'Reinforcements may be called once per game only.',
            )
          : problem(
              'reinforce.window',
              'PIL-REINF-1',
              `Les renforts ne s’appellent qu’au tour ${s.o.reinforcementWindow === 'turn4' ? '4' : '4, 5 ou 6'} (tour actuel : ${s.turn}).`,
              `Reinforcements may only be called on turn ${s.o.reinforcementWindow === 'turn4' ? '4' : '4, 5 or 6'} (this is turn ${s.turn}).`,
            ),
      );
    } else if (typeof rf !== 'object' || Array.isArray(rf)) {
      problems.push(
        problem(
          'reinforce.shape',
          'PIL-ORDER-6',
          'reinforcements : un objet { pen, village, orchard, reserve } ou null.',
          'reinforcements: an object { pen, village, orchard, reserve } or null.',
        ),
      );
    } else {
      const placed = { pen: 0, village: 0, orchard: 0, reserve: 0, raid: 0 };
      for (const [k, v] of Object.entries(rf)) {
        if (!(k in placed))
          problems.push(
            problem(
              'reinforce.post',
              'PIL-ORDER-6',
              `Poste inconnu « ${k} » pour les renforts.`,
              `Unknown post "${k}" for reinforcements.`,
            ),
          );
        else if (!isCount(v))
          problems.push(
            problem(
              'reinforce.count',
              'PIL-ORDER-6',
              `reinforcements.${k} : un entier positif ou nul est attendu.`,
              `reinforcements.${k}: a non-negative integer is expected.`,
            ),
          );
        else placed[k as keyof typeof placed] = v;
      }
      const total = placed.pen + placed.village + placed.orchard + placed.reserve + placed.raid;
      if (s.o.reinforcementArrival === 'nextTurn') {
        if (total !== 0)
          problems.push(
            problem(
              'reinforce.nextTurn',
              'PIL-REINF-2',
              'Avec reinforcementArrival = nextTurn, les renforts arrivent en fin de tour : ne les placez pas (tout à 0).',
              'With reinforcementArrival = nextTurn the reinforcements arrive at the end of the turn: do not place them (all 0).',
            ),
          );
      } else {
        if (placed.raid > 0 && s.o.reinforcementArrival === 'sameTurnDefensiveOnly') {
          problems.push(
            problem(
              'reinforce.raid',
              'PIL-REINF-2',
              'Les nouveaux hommes d’armes défendent ce tour-ci : ils ne peuvent pas partir en raid.',
              'The new men-at-arms defend this turn: they cannot join the raid.',
            ),
          );
        }
        if (placed.raid > 0 && !raid)
          problems.push(
            problem(
              'reinforce.noRaid',
              'PIL-ORDER-6',
              'Renforts affectés au raid, mais la feuille n’a pas de raid.',
              'Reinforcements assigned to the raid, but the sheet has no raid.',
            ),
          );
        if (total !== REINFORCEMENTS)
          problems.push(
            problem(
              'reinforce.five',
              'PIL-ORDER-7',
              `Il faut affecter exactement ${REINFORCEMENTS} nouveaux hommes d’armes (${total} affectés).`,
              `Exactly ${REINFORCEMENTS} new men-at-arms must be assigned (${total} assigned).`,
            ),
          );
      }
      reinforcements = placed;
    }
  }
  // Totals per type (PIL-ORDER-4): raid + posts = figures owned.
  for (const t of TYPES) {
    let total = raid ? raid.force[t] : 0;
    for (const post of POSTS) total += posts[post][t];
    if (total !== have[t]) {
      problems.push(
        problem(
          'sheet.totals',
          'PIL-ORDER-4',
          `${t} : ${total} affecté(s) pour ${have[t]} possédé(s) ; chaque figurine va au raid ou à exactement un poste.`,
          `${t}: ${total} assigned for ${have[t]} owned; every figure goes to the raid or to exactly one post.`,
        ),
      );
    }
  }
  if (raid && size(raid.force) + (reinforcements?.raid ?? 0) === 0) {
    problems.push(
      problem(
        'raid.empty',
        'PIL-ORDER-2',
        'Un raid doit compter au moins une figurine.',
        'A raid needs at least one figure.',
      ),
    );
  }
  // Pledges (PIL-ORDER-5).
  const pledges: number[] = [];
  if (o.pledges !== undefined) {
    if (!Array.isArray(o.pledges)) {
      problems.push(
        problem(
          'pledge.shape',
          'PIL-ORDER-5',
          'pledges : une liste de joueurs.',
          'pledges: a list of players.',
        ),
      );
    } else {
      for (const q of o.pledges) {
        if (typeof q !== 'number' || !Number.isInteger(q) || q < 0 || q >= s.n)
          problems.push(
            problem(
              'pledge.player',
              'PIL-ORDER-5',
              `Promesse à ${JSON.stringify(q)} : ce n’est pas un joueur (0 à ${s.n - 1}).`,
              `Pledge to ${JSON.stringify(q)}: not a player (0 to ${s.n - 1}).`,
            ),
          );
        else if (q === p)
          problems.push(
            problem(
              'pledge.self',
              'PIL-ORDER-5',
              'On ne promet pas sa réserve à soi-même.',
              'You cannot pledge your reserve to yourself.',
            ),
          );
        else if (!pledges.includes(q)) pledges.push(q);
      }
      pledges.sort((a, b) => a - b);
    }
  }
  if (problems.length > 0) {
    const list = problems.map((x, i) => `${i + 1}. ${x.message}`).join(' ');
    const listEn = problems.map((x, i) => `${i + 1}. ${x.en}`).join(' ');
    return {
      ok: false,
      error: {
        code: 'sheet.invalid',
        rule: 'PIL-ORDER-7',
        message: `Feuille d’ordres refusée (${problems.length} problème(s)) : ${list}`,
        en: `Order sheet refused (${problems.length} problem(s)): ${listEn}`,
        details: problems,
      },
    };
  }
  return ok({ raid, posts, pledges, reinforcements });
}

/** Splits `f` over the posts in the given shares (largest remainder), the rest to the reserve. */
function spread(f: Force, pen: number, village: number, orchard: number): Record<Post, Force> {
  const posts = { pen: none(), village: none(), orchard: none(), reserve: none() } as Record<Post, Force>;
  for (const t of TYPES) {
    const n = f[t];
    posts.pen[t] = Math.floor(n * pen);
    posts.village[t] = Math.floor(n * village);
    posts.orchard[t] = Math.floor(n * orchard);
    posts.reserve[t] = n - posts.pen[t] - posts.village[t] - posts.orchard[t];
  }
  return posts;
}

/** A few raid forces drawn from what `p` owns: all cavalry, half, everything, a small band. */
function raidForces(have: Force): Force[] {
  const half = {
    archers: Math.floor(have.archers / 2),
    menAtArms: Math.floor(have.menAtArms / 2),
    cavalry: have.cavalry,
  };
  const band = {
    archers: Math.min(1, have.archers),
    menAtArms: Math.min(2, have.menAtArms),
    cavalry: Math.min(1, have.cavalry),
  };
  const out: Force[] = [];
  for (const f of [{ archers: 0, menAtArms: 0, cavalry: have.cavalry }, half, copy(have), band]) {
    if (size(f) > 0 && !out.some((g) => TYPES.every((t) => g[t] === f[t]))) out.push(f);
  }
  return out;
}

/** A copy of a force (local: this is the hottest copy of a random campaign). */
function dup(f: Force): Force {
  return { archers: f.archers, menAtArms: f.menAtArms, cavalry: f.cavalry };
}

/**
 * A representative set of valid sheets for `p` (the contract's `legal` for combinatorial inputs): no raid or
 * a raid of a few forces on every target and type, home figures spread in a few ways, pledges to nobody or to
 * each other player, reinforcements called or not.
 */
export function candidateSheets(s: PilState, p: number): Sheet[] {
  const have = owned(s.lords[p]!);
  const out: Sheet[] = [];
  const layouts: [number, number, number][] = [
    [0, 0, 0],
    [0.34, 0.33, 0.33],
    [0.5, 0, 0],
  ];
  const reinforcements: (Sheet['reinforcements'] | null)[] = [null];
  if (mayReinforce(s, p)) {
    reinforcements.push(
      s.o.reinforcementArrival === 'nextTurn'
        ? { pen: 0, village: 0, orchard: 0, reserve: 0, raid: 0 }
        : { pen: 2, village: 1, orchard: 0, reserve: 2, raid: 0 },
    );
  }
  const others = Array.from({ length: s.n }, (_, q) => q).filter((q) => q !== p);
  // The home split of each raid force (and of no raid) depends neither on the target nor on the raid type:
  // computed once, copied into each sheet (every sheet owns its objects).
  const split = (raid: Force | null, ls: [number, number, number][]): Record<Post, Force>[] => {
    const home = copy(have);
    if (raid) for (const t of TYPES) home[t] -= raid[t];
    return ls.map(([pen, village, orchard]) => spread(home, pen, village, orchard));
  };
  const add = (raid: Sheet['raid'], layout: Record<Post, Force>, pledgeSets: number[][]): void => {
    for (const rf of reinforcements) {
      for (const pledges of pledgeSets) {
        out.push({
          raid,
          posts: {
            pen: dup(layout.pen),
            village: dup(layout.village),
            orchard: dup(layout.orchard),
            reserve: dup(layout.reserve),
          },
          pledges: pledges.slice(),
          reinforcements: rf ? { ...rf } : null,
        });
      }
    }
  };
  const noPledge: number[][] = [[]];
  for (const layout of split(null, layouts)) add(null, layout, [[], ...others.map((q) => [q])]);
  const forces = raidForces(have);
  const homes = forces.map((force) => split(force, layouts.slice(0, 2)));
  for (const target of raidTargets(s, p)) {
    for (const type of RAID_TYPES) {
      forces.forEach((force, i) => {
        const raid = { target, type, force };
        for (const layout of homes[i]!) add(raid, layout, noPledge);
      });
    }
  }
  return out;
}
