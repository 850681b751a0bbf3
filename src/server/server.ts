/**
 * The Arbitre server: Fastify with the HTTP routes, the WebSocket endpoint, the match manager over a
 * store, bots in a worker pool, and the web app when it is built.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { AnyRules } from '../engine/types.ts';
import { Accounts } from './accounts.ts';
import { registerAccountHttp } from './accounts-http.ts';
import { BotPool } from './bots.ts';
import { Fanout } from './fanout.ts';
import { DEFAULT_RATE_LIMITS, registerHttp, type HttpRateLimits } from './http.ts';
import { registerLabHttp, type LabOptions } from './lab-http.ts';
import { leagueGames } from './league-games.ts';
import { Leagues, type CareerReporter } from './leagues.ts';
import { registerOsoiStoreHttp } from './osoi-store.ts';
import { registerLeagueHttp } from './leagues-http.ts';
import { MatchManager, type BotRunner, type MatchTimes } from './matches.ts';
import { refusal, type Refusal } from './protocol.ts';
import { Store } from './store/index.ts';
import { DEFAULT_VERIFIER_LIMITS, Verifier, type VerifierLimits } from './verifier.ts';
import { registerWs, wsErrorHandler, type WsLimits, type WsTimeouts } from './ws.ts';

/** What `buildServer` needs; everything but the store has a default. */
export interface ServerDeps {
  store: Store;
  games?: Record<string, AnyRules>;
  /** Bot runner (default: a piscina worker pool, closed with the server). */
  bots?: BotRunner;
  /** Fastify's logger option (default: pino at `info`, or `LOG_LEVEL`). */
  logger?: FastifyServerOptions['logger'];
  /** Per-connection message rate (default: the protocol's 20 a second, burst 40). */
  limits?: WsLimits;
  /** The post-match report of a league match's final state (default: the Piss' Squig rules'). */
  careerReport?: CareerReporter;
  /** Folder of the built web app to serve (default: found through `src/server/web.ts` or `web/dist`). */
  webRoot?: string | null;
  /**
   * Redis URL shared with other instances over the same PostgreSQL store (`fanout.ts`); without it this
   * instance owns its matches alone. Refused with a SQLite store (one instance's file).
   */
  redis?: string;
  /** The Redis channel (default `arbitre:matches`; tests isolate themselves with their own). */
  redisChannel?: string;
  /** Record verification's worker pool: threads, queue, time limit (default `DEFAULT_VERIFIER_LIMITS`). */
  verifier?: Partial<VerifierLimits>;
  /** Requests per address on match creation, join and seat-to-bot (default `DEFAULT_RATE_LIMITS`). */
  rateLimits?: Partial<HttpRateLimits>;
  /** How long a WebSocket may wait before `hello`, and the heartbeat's period (default 10 s and 30 s). */
  wsTimeouts?: Partial<WsTimeouts>;
  /** Grace before a disconnected seat goes to a bot, expiry, eviction and resumption (`DEFAULT_TIMES`). */
  matchTimes?: Partial<MatchTimes>;
  /** The lab's batches: games per configuration and batch, pool threads, queue, saves (`DEFAULT_LAB_LIMITS`). */
  lab?: LabOptions;
}

/** A refusal thrown to the error handler with its HTTP status (the rate limiter's 429). */
export class HttpRefusal extends Error {
  readonly statusCode: number;
  readonly refusal: Refusal;

  /** `refusal`, answered with `statusCode`. */
  constructor(statusCode: number, r: Refusal) {
    super(r.en);
    this.statusCode = statusCode;
    this.refusal = r;
  }
}

/** The 429 of @fastify/rate-limit, in French and English, saying when to try again. */
function rateRefusal(ctx: { max: number; ttl: number }): Refusal {
  const s = Math.max(1, Math.ceil(ctx.ttl / 1000));
  return refusal(
    'rate',
    `Trop de requêtes depuis votre adresse (au plus ${ctx.max} pour cette action) : réessayez dans ${s} s.`,
    `Too many requests from your address (at most ${ctx.max} for this action): try again in ${s} s.`,
  );
}

/** A built server: the Fastify app, its match manager and its leagues (null without a game with leagues). */
export interface Server {
  app: FastifyInstance;
  manager: MatchManager;
  leagues: Leagues | null;
  /** The record verification pool (its workers start with the first verification). */
  verifier: Verifier;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The built web app's folder: `ensureWebBuilt()` of `src/server/web.ts` when it exists, else `web/dist`. */
async function findWebRoot(log: FastifyInstance['log']): Promise<string | null> {
  const module = new URL('./web.ts', import.meta.url);
  if (existsSync(module)) {
    try {
      const web = (await import(module.href)) as { ensureWebBuilt?: () => Promise<string | null> };
      if (typeof web.ensureWebBuilt === 'function') return await web.ensureWebBuilt();
    } catch (e) {
      log.warn({ err: e }, 'web app not built');
    }
  }
  const dist = join(ROOT, 'web', 'dist');
  return existsSync(join(dist, 'index.html')) ? dist : null;
}

/**
 * Builds the server over `store`. No journal is read here: matches load when asked for, and once the
 * server listens, those driven by bots or clocks resume in the background (`MatchManager.resume`).
 */
export async function buildServer(deps: ServerDeps): Promise<Server> {
  if (deps.redis !== undefined && deps.store.engine !== 'postgres') {
    throw new Error(
      'REDIS_URL shares matches between instances over one PostgreSQL store: set DATABASE_URL=postgres://… (a SQLite file belongs to one instance).',
    );
  }
  const app = Fastify({
    logger: deps.logger ?? { level: process.env.LOG_LEVEL ?? 'info' },
    bodyLimit: 64 * 1024,
    // Fastify answers a path it cannot decode (`%zz`) or an over-long parameter itself, before any route:
    // in the protocol's refusal shape too.
    frameworkErrors: (error, req, res) => {
      const reply = res as unknown as FastifyReply;
      const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
      req.log.info({ code: error.code, url: req.url }, 'request refused');
      void reply
        .code(status)
        .send(
          refusal(
            status === 414 ? 'size' : 'invalid',
            status === 414
              ? 'Adresse refusée : un paramètre de chemin est trop long.'
              : "Adresse refusée : le chemin n'est pas une URL valide (encodage % incorrect ?).",
            status === 414
              ? 'Address refused: a path parameter is too long.'
              : 'Address refused: the path is not a valid URL (bad % encoding?).',
          ),
        );
    },
  });
  const games = deps.games ?? (await import('../games/registry.ts')).games;
  const pool = deps.bots === undefined ? new BotPool() : null;
  const manager = new MatchManager(deps.store, games, deps.bots ?? pool!, app.log, deps.matchTimes);

  app.setErrorHandler((err: unknown, req, reply) => {
    const error = (err instanceof Error ? err : new Error(String(err))) as Error & {
      statusCode?: number;
      code?: string;
    };
    const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 500;
    // A client's mistake or excess is no server error: one line at info, without a stack.
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    else req.log.info({ status, code: error.code, reason: error.message }, 'request refused');
    const body =
      error instanceof HttpRefusal
        ? error.refusal
        : status === 413
          ? refusal('size', 'Requête trop grande.', 'Request too large.')
          : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? refusal('json', 'Corps illisible : JSON invalide.', 'Unreadable body: invalid JSON.')
            : status < 500
              ? refusal('invalid', `Requête refusée : ${error.message}`, `Request refused: ${error.message}`)
              : refusal('internal', 'Erreur interne du serveur.', 'Internal server error.');
    void reply.code(status).send(body);
  });
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 }, errorHandler: wsErrorHandler });
  // Only the routes that say so (config.rateLimit) are limited; 429 answers go through the error handler.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => new HttpRefusal(ctx.statusCode, rateRefusal(ctx)),
  });
  const limits = deps.rateLimits ?? {};
  await app.register(fastifyCookie);
  const verifier = new Verifier({ ...DEFAULT_VERIFIER_LIMITS, ...deps.verifier });
  registerHttp(app, manager, games, verifier, {
    create: limits.create ?? DEFAULT_RATE_LIMITS.create,
    join: limits.join ?? DEFAULT_RATE_LIMITS.join,
    bot: limits.bot ?? DEFAULT_RATE_LIMITS.bot,
  });
  const withLeagues = leagueGames(
    games,
    deps.careerReport === undefined ? {} : { careerReport: deps.careerReport },
  );
  const leagues = withLeagues.size === 0 ? null : new Leagues(deps.store, manager, withLeagues, app.log);
  const accounts = new Accounts(deps.store);
  registerAccountHttp(app, accounts);
  if (leagues !== null) registerLeagueHttp(app, leagues, accounts);
  if ('osoi' in games) registerOsoiStoreHttp(app, deps.store, accounts);
  await registerLabHttp(app, deps.store, games, accounts, deps.lab, deps.redis !== undefined);
  registerWs(app, manager, deps.limits, deps.wsTimeouts);
  let fanout: Fanout | null = null;
  if (deps.redis !== undefined) {
    try {
      fanout = await Fanout.open(deps.redis, manager, app.log, deps.redisChannel);
    } catch (e) {
      await pool?.close();
      await verifier.close();
      throw e;
    }
  }

  const webRoot = deps.webRoot === undefined ? await findWebRoot(app.log) : deps.webRoot;
  if (webRoot !== null) {
    await app.register(fastifyStatic, { root: webRoot, wildcard: false });
  }
  app.setNotFoundHandler((req, reply) => {
    // The web app routes in the browser: any other GET outside /api and /ws gets its index.html.
    if (webRoot !== null && req.method === 'GET' && !req.url.startsWith('/api/') && req.url !== '/ws') {
      return reply.sendFile('index.html');
    }
    return reply
      .code(404)
      .send(
        refusal('notFound', `Rien ici : ${req.method} ${req.url}`, `Nothing here: ${req.method} ${req.url}`),
      );
  });

  app.addHook('onClose', async () => {
    await manager.close();
    await fanout?.close();
    await pool?.close();
    await verifier.close();
  });
  // Matches load when asked for; those bots or clocks drive resume in the background once listening.
  app.addHook('onListen', () => {
    manager.startSweeping();
    manager.resume().then(
      (n) => {
        if (n > 0) app.log.info({ matches: n }, 'unfinished matches with bots or clocks resumed');
      },
      (e: unknown) => app.log.error({ err: e }, 'resuming matches failed'),
    );
  });
  // League matches that ended while their report could not be applied (a crash in between).
  const applied = (await leagues?.recover()) ?? 0;
  if (applied > 0) app.log.info({ matches: applied }, 'league reports applied');
  return { app, manager, leagues, verifier };
}

/** How `arbitre serve` starts the server. */
export interface StartOptions {
  port?: number;
  host?: string;
  /** SQLite file or PostgreSQL URL (default: `DATABASE_URL`, else `./data/arbitre.sqlite`). */
  db?: string;
  /** Redis URL shared with other instances (default: `REDIS_URL`; ignored, with a warning, over SQLite). */
  redis?: string;
}

/** Opens the store, builds the server, listens, and prints the URL. */
export async function startServer(opts: StartOptions = {}): Promise<Server & { url: string; store: Store }> {
  const db = opts.db ?? process.env.DATABASE_URL ?? './data/arbitre.sqlite';
  const store = await Store.open({ db });
  const wanted = opts.redis ?? (process.env.REDIS_URL || undefined);
  // Over SQLite there is only one instance to share with: REDIS_URL is left unused (and said so).
  const redis = wanted !== undefined && store.engine === 'postgres' ? wanted : undefined;
  const server = await buildServer({ store, ...(redis === undefined ? {} : { redis }) });
  if (wanted !== undefined && redis === undefined) {
    server.app.log.warn(
      {},
      'REDIS_URL ignored: matches are shared only over a PostgreSQL store (DATABASE_URL)',
    );
  }
  server.app.addHook('onClose', () => store.close());
  const port = opts.port ?? (process.env.PORT === undefined ? 8080 : Number(process.env.PORT));
  const host = opts.host ?? process.env.HOST ?? '0.0.0.0';
  await server.app.listen({ port, host });
  const address = server.app.server.address();
  const actual = typeof address === 'object' && address !== null ? address.port : port;
  const url = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${actual}/`;
  return { ...server, url, store };
}
