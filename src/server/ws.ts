/**
 * The WebSocket endpoint `GET /ws`: one connection subscribes to one match (as a seat, the referee or a
 * spectator) and sends inputs; every message is size- and rate-limited and checked with zod.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/websocket';
import type { RawData, WebSocket } from 'ws';
import type { Listener, MatchManager } from './matches.ts';
import { RateLimit } from './limits.ts';
import {
  MAX_MESSAGE_BYTES,
  MAX_MESSAGE_DEPTH,
  nestingDepth,
  clientMsg,
  refusal,
  zodRefusal,
  type Refusal,
  type ServerMsg,
} from './protocol.ts';

/** Refusals in a row beyond the rate limit before the connection is closed. */
const RATE_STRIKES = 40;
const KNOWN = new Set(['hello', 'act', 'withdraw', 'dice', 'undo', 'ping', 'preview', 'whatIf']);
/** `preview` messages a second per connection, and their burst: each one plays an input's rolls through. */
export const PREVIEW_LIMITS: WsLimits = { rate: 4, burst: 8 };
/** `whatIf` messages a second per connection, and their burst: each one may expand a tree for up to 150 ms. */
export const WHAT_IF_LIMITS: WsLimits = { rate: 2, burst: 4 };

/** Messages a second per connection, and the burst allowed. */
export interface WsLimits {
  rate: number;
  burst: number;
}

/** The protocol's limits: 20 messages a second, a burst of 40. */
export const DEFAULT_LIMITS: WsLimits = { rate: 20, burst: 40 };

/** How long a connection may stay without `hello`, and how often it is pinged (ms). */
export interface WsTimeouts {
  /** A connection not subscribed this long after it opened is closed (10 s). */
  helloMs: number;
  /** A ws ping every `heartbeatMs`; a connection that did not answer the previous one is dropped (30 s). */
  heartbeatMs: number;
}

/** The protocol's timeouts: `hello` within 10 s, a ping every 30 s. */
export const DEFAULT_TIMEOUTS: WsTimeouts = { helloMs: 10_000, heartbeatMs: 30_000 };

/**
 * @fastify/websocket's handler of a socket's errors: they come from the client (a frame over `maxPayload`,
 * a bad frame, a reset), so they are logged at info without a stack, and the connection is dropped.
 */
export function wsErrorHandler(error: Error, socket: WebSocket, req: FastifyRequest): void {
  const code = (error as { code?: unknown }).code;
  req.log.info({ code, reason: error.message }, 'websocket closed on a client error');
  socket.terminate();
}

/** Registers `GET /ws` (needs @fastify/websocket registered on `app`). */
export function registerWs(
  app: FastifyInstance,
  manager: MatchManager,
  limits = DEFAULT_LIMITS,
  timeouts: Partial<WsTimeouts> = {},
): void {
  const helloMs = timeouts.helloMs ?? DEFAULT_TIMEOUTS.helloMs;
  const heartbeatMs = timeouts.heartbeatMs ?? DEFAULT_TIMEOUTS.heartbeatMs;
  app.get('/ws', { websocket: true }, (socket: WebSocket, req) => {
    const log = req.log;
    const limit = new RateLimit(limits.rate, limits.burst);
    const previewLimit = new RateLimit(PREVIEW_LIMITS.rate, PREVIEW_LIMITS.burst);
    const whatIfLimit = new RateLimit(WHAT_IF_LIMITS.rate, WHAT_IF_LIMITS.burst);
    let strikes = 0;
    let sub: { id: string; listener: Listener; unsubscribe: () => void } | null = null;
    let helloPending = false;
    const send = (msg: ServerMsg): void => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
    };
    const refuse = (r: Refusal): void => send({ t: 'refused', ...r });

    // A connection must subscribe soon: an idle one only holds a socket.
    const seconds = Math.ceil(helloMs / 1000);
    const helloTimer = setTimeout(() => {
      if (sub !== null) return;
      refuse(
        refusal(
          'hello.timeout',
          `Aucun abonnement dans les ${seconds} s : envoyez { t: 'hello', match } dès l'ouverture. Connexion fermée.`,
          `No subscription within ${seconds} s: send { t: 'hello', match } right after opening. Connection closed.`,
        ),
      );
      log.info({}, 'websocket closed: no hello in time');
      socket.close(1008, `no hello within ${seconds} s`);
    }, helloMs);
    helloTimer.unref();
    // Heartbeat: a connection that did not answer the last ping is gone (a dead peer, a stuck network).
    let alive = true;
    socket.on('pong', () => (alive = true));
    const heartbeat = setInterval(() => {
      if (!alive) {
        log.info({}, 'websocket dropped: no pong to the last ping');
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
    }, heartbeatMs);
    heartbeat.unref();

    const onMessage = (data: RawData, isBinary: boolean): void => {
      if (!limit.take()) {
        strikes++;
        refuse(
          refusal(
            'rate',
            'Trop de messages : au plus 20 par seconde (40 en rafale).',
            'Too many messages: at most 20 a second (a burst of 40).',
          ),
        );
        if (strikes >= RATE_STRIKES) socket.close(1008, 'rate limit');
        return;
      }
      strikes = 0;
      const bytes = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
      if (isBinary || bytes > MAX_MESSAGE_BYTES) {
        refuse(
          refusal(
            'size',
            `Message refusé : ${isBinary ? 'binaire' : `${bytes} octets`} ; un message est un texte JSON de 64 Kio au plus.`,
            `Message refused: ${isBinary ? 'binary' : `${bytes} bytes`}; a message is JSON text of at most 64 KiB.`,
          ),
        );
        return;
      }
      const text = Buffer.isBuffer(data)
        ? data
        : Array.isArray(data)
          ? Buffer.concat(data)
          : Buffer.from(data as ArrayBuffer);
      // No message of the protocol nests deeper than a few levels; a deep one would only reach recursion
      // (zod, JSON.stringify in a refusal, a game's validate) with nothing to gain.
      if (nestingDepth(text, MAX_MESSAGE_DEPTH) > MAX_MESSAGE_DEPTH) {
        refuse(
          refusal(
            'depth',
            `Message refusé : plus de ${MAX_MESSAGE_DEPTH} niveaux de listes ou d'objets imbriqués.`,
            `Message refused: more than ${MAX_MESSAGE_DEPTH} levels of nested arrays or objects.`,
          ),
        );
        return;
      }
      let json: unknown;
      try {
        json = JSON.parse(text.toString('utf8'));
      } catch {
        refuse(refusal('json', 'Message illisible : JSON invalide.', 'Unreadable message: invalid JSON.'));
        return;
      }
      const parsed = clientMsg.safeParse(json);
      if (!parsed.success) {
        const t = typeof json === 'object' && json !== null ? (json as { t?: unknown }).t : undefined;
        if (typeof t !== 'string' || !KNOWN.has(t)) {
          const shown = typeof t === 'string' ? JSON.stringify(t.slice(0, 40)) : typeof t;
          refuse(
            refusal(
              'unknown',
              `Type de message inconnu ${shown} : hello, act, withdraw, dice, undo, ping, preview ou whatIf.`,
              `Unknown message type ${shown}: hello, act, withdraw, dice, undo, ping, preview or whatIf.`,
            ),
          );
        } else refuse(zodRefusal('invalid', parsed.error));
        return;
      }
      const msg = parsed.data;
      if (msg.t === 'ping') {
        send({ t: 'pong' });
        return;
      }
      if (msg.t === 'hello') {
        if (sub !== null || helloPending) {
          refuse(
            refusal(
              'hello.again',
              'Déjà abonné : une connexion suit une partie.',
              'Already subscribed: one connection follows one match.',
            ),
          );
          return;
        }
        helloPending = true;
        manager
          .subscribe(msg.match, msg.token, msg.since, send)
          .then((r) => {
            helloPending = false;
            if (!r.ok) return refuse(r.error);
            sub = { id: msg.match, ...r.value };
            clearTimeout(helloTimer);
            if (socket.readyState !== socket.OPEN) r.value.unsubscribe();
            log.info(
              { match: msg.match, role: r.value.listener.role, seat: r.value.listener.seat },
              'subscribed',
            );
          })
          .catch((e: unknown) => {
            helloPending = false;
            log.error({ err: e }, 'hello failed');
            refuse(refusal('internal', 'Erreur interne du serveur.', 'Internal server error.'));
          });
        return;
      }
      if (sub === null) {
        refuse(
          refusal(
            'hello.first',
            "Envoyez d'abord { t: 'hello', match }.",
            "Send { t: 'hello', match } first.",
          ),
        );
        return;
      }
      const { id, listener } = sub;
      if (msg.t === 'preview') {
        if (!previewLimit.take()) {
          refuse(
            refusal(
              'preview.rate',
              `Trop de demandes d'aperçu : au plus ${PREVIEW_LIMITS.rate} par seconde (${PREVIEW_LIMITS.burst} en rafale).`,
              `Too many preview requests: at most ${PREVIEW_LIMITS.rate} a second (a burst of ${PREVIEW_LIMITS.burst}).`,
            ),
          );
          return;
        }
        manager
          .preview(listener, id, msg.inputs, msg.input)
          .then((r) => {
            if (!r.ok) refuse(r.error);
            else send({ t: 'preview', inputs: msg.inputs, ...r.value });
          })
          .catch((e: unknown) => {
            log.error({ err: e }, 'preview failed');
            refuse(refusal('internal', 'Erreur interne du serveur.', 'Internal server error.'));
          });
        return;
      }
      if (msg.t === 'whatIf') {
        if (!whatIfLimit.take()) {
          refuse(
            refusal(
              'whatIf.rate',
              `Trop de demandes « Et si… ? » : au plus ${WHAT_IF_LIMITS.rate} par seconde (${WHAT_IF_LIMITS.burst} en rafale).`,
              `Too many "What if…?" requests: at most ${WHAT_IF_LIMITS.rate} a second (a burst of ${WHAT_IF_LIMITS.burst}).`,
            ),
          );
          return;
        }
        const { inputs, input, policy } = msg;
        manager
          .whatIf(listener, id, inputs, input, policy)
          .then((r) => {
            if (!r.ok) refuse(r.error);
            else send({ t: 'whatIf', inputs, policy, ...r.value });
          })
          .catch((e: unknown) => {
            log.error({ err: e }, 'whatIf failed');
            refuse(refusal('internal', 'Erreur interne du serveur.', 'Internal server error.'));
          });
        return;
      }
      const done =
        msg.t === 'act'
          ? manager.act(listener, id, msg.inputs, msg.input)
          : msg.t === 'withdraw'
            ? manager.withdraw(listener, id, msg.inputs)
            : msg.t === 'dice'
              ? manager.dice(listener, id, msg.inputs, msg.faces, msg.measured)
              : manager.undo(listener, id, msg.inputs);
      done
        .then((r) => {
          if (!r.ok) refuse(r.error);
        })
        .catch((e: unknown) => {
          log.error({ err: e }, 'input failed');
          refuse(refusal('internal', 'Erreur interne du serveur.', 'Internal server error.'));
        });
    };
    socket.on('message', (data, isBinary) => {
      // Whatever a frame does, it must not take the server down: a throw is that frame's refusal.
      try {
        onMessage(data, isBinary);
      } catch (e) {
        log.warn({ err: e instanceof Error ? e.message : String(e) }, 'message failed');
        refuse(refusal('internal', 'Erreur interne du serveur.', 'Internal server error.'));
      }
    });
    socket.on('close', () => {
      clearTimeout(helloTimer);
      clearInterval(heartbeat);
      sub?.unsubscribe();
      sub = null;
    });
  });
}
