/**
 * OSOI army lists and battlefields saved per account (docs/protocol.md, "OSOI saved armies and maps"):
 * `/api/osoi/armies` and `/api/osoi/maps`, each private to its owner (another account's item is 404, as if it
 * did not exist). A list is checked by the rules' own schema and `checkArmy` against its budget, and refused
 * with every problem listed (OS-ARMY-7); a map by the map schema and `mapProblems` (OS-TERR-1, ARB-OS-93).
 * Match creation (`POST /api/matches`, game `osoi`) may name the creator's saved items with `armyIds` and
 * `mapId`: they are resolved here into the `armies` and `map` options, so the record keeps the lists and the
 * map themselves, never the ids.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { RuleError } from '../engine/types.ts';
import { armyCost, checkArmy, type ArmyList, type ArmyRules } from '../games/osoi/army.ts';
import type { MapSpec } from '../games/osoi/map.ts';
import { mapProblems } from '../games/osoi/map-check.ts';
import {
  DEFAULT_ARMY,
  DEFAULT_LIGHT_ARMY,
  armySchema,
  mapSchema,
  optionsSchema,
} from '../games/osoi/options.ts';
import { SCENARIOS } from '../games/osoi/scenarios.ts';
import { signedOut, type Accounts } from './accounts.ts';
import { accountOf } from './accounts-http.ts';
import { MAX_MESSAGE_BYTES, matchId, refusal, zodRefusal, type Refusal } from './protocol.ts';
import type { Store } from './store/index.ts';
import { OsoiSavedStore, type SavedKind, type SavedRow } from './store/osoi.ts';

/** The most army lists, and the most maps, one account keeps. */
export const MAX_SAVED_PER_ACCOUNT = 50;
/** The largest body of a save (a map of 100 features of 64 vertices fits in less). */
export const MAX_SAVED_BYTES = MAX_MESSAGE_BYTES;

const revision = z.number().int().min(1).max(1_000_000_000).optional();

/** Body of `POST /api/osoi/armies` and `PUT /api/osoi/armies/:id`: the list and the budget it is built for. */
export const savedArmyBody = z.strictObject({
  list: armySchema,
  budget: z.number().int().min(1).max(10_000).optional(),
  revision,
});

/** Body of `POST /api/osoi/maps` and `PUT /api/osoi/maps/:id`: the map. */
export const savedMapBody = z.strictObject({ map: mapSchema, revision });

/** Match creation's extra keys: the creator's saved lists for side A and B (null: keep `options`), a saved map. */
const savedRefs = z.strictObject({
  armyIds: z.tuple([matchId.nullable(), matchId.nullable()]).optional(),
  mapId: matchId.optional(),
});

const newId = (): string => randomBytes(9).toString('base64url');
const now = (): string => new Date().toISOString();
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The army rules of a budget, the other keys at their defaults (Appendix A). */
export function armyRules(budget: number): ArmyRules {
  const o = optionsSchema.parse({ budget });
  return {
    budget: o.budget,
    maxFiguresPerSide: o.maxFiguresPerSide,
    maxGruntGroupSize: o.maxGruntGroupSize,
    gruntMaxCharacteristic: o.gruntMaxCharacteristic,
    catalogueOnly: o.catalogueOnly,
    physiqueHealth: o.physiqueHealth,
    equipmentEnabled: o.equipmentEnabled,
  };
}

/** A refusal listing every problem (`details`), numbered in its message. */
function problemsRefusal(
  code: string,
  rule: string,
  what: { fr: string; en: string },
  problems: RuleError[],
) {
  const n = problems.length;
  const fr = problems.map((p, i) => `${i + 1}. ${p.message}`).join(' ');
  const en = problems.map((p, i) => `${i + 1}. ${p.en}`).join(' ');
  return {
    ...refusal(
      code,
      `${what.fr} refusé(e) (${plural(n, 'problème', 'problèmes')}) : ${fr}`,
      `${what.en} refused (${plural(n, 'problem', 'problems')}): ${en}`,
      rule,
    ),
    details: problems,
  };
}

interface KindSpec {
  table: SavedKind;
  path: string;
  /** The item's words in refusals. */
  fr: string;
  en: string;
  /** Checks a body: the stored document and its name, or the refusal. */
  check(body: unknown): { doc: unknown; name: string } | Refusal;
  /** The item as answered (with its document). */
  full(row: SavedRow): Record<string, unknown>;
  /** The item in a listing (a summary, without the document). */
  brief(row: SavedRow): Record<string, unknown>;
}

interface StoredArmy {
  list: ArmyList;
  budget: number;
}

function armyFacts(a: StoredArmy) {
  const { units } = checkArmy(a.list, armyRules(a.budget));
  return {
    budget: a.budget,
    cost: armyCost(units),
    figures: units.reduce((n, u) => n + u.figures, 0),
    units: a.list.units.length,
  };
}

const ARMIES: KindSpec = {
  table: 'osoi_armies',
  path: '/api/osoi/armies',
  fr: 'Liste d’armée',
  en: 'Army list',
  check(value) {
    const body = savedArmyBody.safeParse(value);
    if (!body.success) return zodRefusal('invalid', body.error);
    const list = body.data.list as ArmyList;
    const budget = body.data.budget ?? 150;
    const { problems } = checkArmy(list, armyRules(budget));
    if (problems.length > 0) {
      return problemsRefusal('army.invalid', 'OS-ARMY-7', { fr: 'Liste', en: 'List' }, problems);
    }
    return { doc: { list, budget } satisfies StoredArmy, name: list.name };
  },
  full(row) {
    const a = row.body as StoredArmy;
    return { ...common(row), list: a.list, ...armyFacts(a) };
  },
  brief(row) {
    return { ...common(row), ...armyFacts(row.body as StoredArmy) };
  },
};

const MAPS: KindSpec = {
  table: 'osoi_maps',
  path: '/api/osoi/maps',
  fr: 'Champ de bataille',
  en: 'Battlefield',
  check(value) {
    const body = savedMapBody.safeParse(value);
    if (!body.success) return zodRefusal('invalid', body.error);
    const map = body.data.map as MapSpec;
    const problems = mapProblems(map);
    if (problems.length > 0) {
      return problemsRefusal('map.invalid', 'OS-TERR-1', { fr: 'Carte', en: 'Map' }, problems);
    }
    return { doc: map, name: map.name };
  },
  full(row) {
    return { ...MAPS.brief(row), map: row.body };
  },
  brief(row) {
    const m = row.body as MapSpec;
    return { ...common(row), width: m.width, depth: m.depth, features: m.features.length };
  },
};

function common(row: SavedRow) {
  return {
    id: row.id,
    name: row.name,
    revision: row.revision,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const isRefusal = (v: unknown): v is Refusal =>
  typeof v === 'object' && v !== null && 'code' in v && 'en' in v;

const unknownItem = (spec: KindSpec, id: string): Refusal =>
  refusal(
    spec.table === 'osoi_armies' ? 'army.unknown' : 'map.unknown',
    `${spec.fr} « ${id} » introuvable parmi les vôtres.`,
    `${spec.en} "${id}" not found among yours.`,
  );

type IdParams = { Params: { id: string } };

/** Registers `/api/osoi/armies` and `/api/osoi/maps`, and the saved items of OSOI match creation. */
export function registerOsoiStoreHttp(app: FastifyInstance, store: Store, accounts: Accounts): void {
  const saved = new OsoiSavedStore(store.db, store.engine);
  const opts = { bodyLimit: MAX_SAVED_BYTES };

  /** The signed-in account, or undefined with a 401 sent. */
  async function owner(req: Parameters<typeof accountOf>[0], reply: FastifyReply, fr: string, en: string) {
    const account = await accountOf(req, accounts);
    if (account === undefined) void reply.code(401).send(signedOut(fr, en));
    return account;
  }

  function idOf(raw: string, reply: FastifyReply): string | undefined {
    const r = matchId.safeParse(raw);
    if (r.success) return r.data;
    void reply.code(400).send(refusal('invalid', 'Identifiant invalide.', 'Invalid id.'));
    return undefined;
  }

  for (const spec of [ARMIES, MAPS]) {
    const what = { fr: spec.table === 'osoi_armies' ? 'vos listes' : 'vos cartes', en: 'your saved items' };

    app.get(spec.path, async (req, reply) => {
      const account = await owner(req, reply, `voir ${what.fr}`, `see ${what.en}`);
      if (account === undefined) return reply;
      return (await saved.list(spec.table, account.id)).map(spec.brief);
    });

    app.post(spec.path, opts, async (req, reply) => {
      const account = await owner(req, reply, 'enregistrer', 'save');
      if (account === undefined) return reply;
      const checked = spec.check(req.body);
      if (isRefusal(checked)) return reply.code(400).send(checked);
      const at = now();
      const row: SavedRow = {
        id: newId(),
        ownerId: account.id,
        name: checked.name,
        body: checked.doc,
        revision: 1,
        createdAt: at,
        updatedAt: at,
      };
      if (!(await saved.insert(spec.table, row, MAX_SAVED_PER_ACCOUNT))) {
        return reply
          .code(409)
          .send(
            refusal(
              'saved.full',
              `Vous avez déjà ${MAX_SAVED_PER_ACCOUNT} ${spec.table === 'osoi_armies' ? 'listes' : 'cartes'} : supprimez-en une avant d'en enregistrer une autre.`,
              `You already have ${MAX_SAVED_PER_ACCOUNT} ${spec.table === 'osoi_armies' ? 'lists' : 'maps'}: delete one before saving another.`,
            ),
          );
      }
      return reply.code(201).send(spec.full(row));
    });

    app.get<IdParams>(`${spec.path}/:id`, async (req, reply) => {
      const id = idOf(req.params.id, reply);
      if (id === undefined) return reply;
      const account = await owner(req, reply, `voir ${what.fr}`, `see ${what.en}`);
      if (account === undefined) return reply;
      const row = await saved.get(spec.table, id, account.id);
      return row === undefined ? reply.code(404).send(unknownItem(spec, id)) : spec.full(row);
    });

    app.put<IdParams>(`${spec.path}/:id`, opts, async (req, reply) => {
      const id = idOf(req.params.id, reply);
      if (id === undefined) return reply;
      const account = await owner(req, reply, 'modifier', 'edit');
      if (account === undefined) return reply;
      const checked = spec.check(req.body);
      if (isRefusal(checked)) return reply.code(400).send(checked);
      const rev = (req.body as { revision?: number }).revision;
      const r = await saved.update(spec.table, id, account.id, checked.name, checked.doc, now(), rev);
      if (r === 'missing') return reply.code(404).send(unknownItem(spec, id));
      if (r === 'stale') {
        const current = await saved.get(spec.table, id, account.id);
        return reply
          .code(409)
          .send(
            refusal(
              'saved.stale',
              `Modifié entre-temps (révision ${current?.revision ?? '?'}, la vôtre ${rev}) : rechargez-le, puis refaites votre changement.`,
              `Changed in the meantime (revision ${current?.revision ?? '?'}, yours ${rev}): reload it, then make your change again.`,
            ),
          );
      }
      return spec.full(r);
    });

    app.delete<IdParams>(`${spec.path}/:id`, async (req, reply) => {
      const id = idOf(req.params.id, reply);
      if (id === undefined) return reply;
      const account = await owner(req, reply, 'supprimer', 'delete');
      if (account === undefined) return reply;
      if (!(await saved.delete(spec.table, id, account.id))) {
        return reply.code(404).send(unknownItem(spec, id));
      }
      return reply.code(204).send();
    });
  }

  // `POST /api/matches` with `armyIds` / `mapId`: resolved before the route checks the body (which knows
  // neither key), so the match's options and its record hold the lists and the map themselves.
  app.addHook('preHandler', async (req, reply) => {
    if (req.method !== 'POST' || req.routeOptions.url !== '/api/matches') return;
    const body = req.body as Record<string, unknown> | null;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    if (!('armyIds' in body) && !('mapId' in body)) return;
    const refs = savedRefs.safeParse({ armyIds: body.armyIds, mapId: body.mapId });
    if (!refs.success) return reply.code(400).send(zodRefusal('invalid', refs.error));
    if (body.game !== 'osoi') {
      return reply
        .code(400)
        .send(
          refusal(
            'saved.game',
            '`armyIds` et `mapId` ne servent qu’aux parties d’OSOI (game « osoi »).',
            '`armyIds` and `mapId` are for OSOI matches only (game "osoi").',
          ),
        );
    }
    const account = await accountOf(req, accounts);
    if (account === undefined) {
      return reply
        .code(401)
        .send(signedOut('jouer vos listes ou cartes enregistrées', 'play your saved lists or maps'));
    }
    const options: Record<string, unknown> =
      typeof body.options === 'object' && body.options !== null && !Array.isArray(body.options)
        ? { ...(body.options as Record<string, unknown>) }
        : {};
    const { armyIds, mapId } = refs.data;
    if (armyIds !== undefined) {
      const scenario = options.scenario;
      const light =
        typeof scenario === 'string' &&
        Object.hasOwn(SCENARIOS, scenario) &&
        SCENARIOS[scenario as keyof typeof SCENARIOS].roleBudgets !== null;
      const given = Array.isArray(options.armies) && options.armies.length === 2 ? options.armies : null;
      const armies: unknown[] = [];
      for (const [side, id] of armyIds.entries()) {
        if (id === null) {
          armies.push(given?.[side] ?? (light ? DEFAULT_LIGHT_ARMY : DEFAULT_ARMY));
          continue;
        }
        const row = await saved.get('osoi_armies', id, account.id);
        if (row === undefined) return reply.code(404).send(unknownItem(ARMIES, id));
        armies.push((row.body as StoredArmy).list);
      }
      options.armies = armies;
    }
    if (mapId !== undefined) {
      const row = await saved.get('osoi_maps', mapId, account.id);
      if (row === undefined) return reply.code(404).send(unknownItem(MAPS, mapId));
      options.map = row.body;
    }
    delete body.armyIds;
    delete body.mapId;
    body.options = options;
  });
}
