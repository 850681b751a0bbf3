/**
 * HTTP calls of the lobby and the replay (docs/protocol.md, "HTTP").
 */
import type { MatchRecord } from '../../src/engine/record.ts';
import type { Created, GameInfo, MatchSummary, Refusal } from './protocol.ts';

/** An HTTP refusal, with the server's French and English text. */
export class ApiError extends Error {
  constructor(
    public refusal: Refusal,
    public status: number,
  ) {
    super(refusal.en);
  }
}

export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  };
  if (body !== undefined) init.body = JSON.stringify(body);
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new ApiError({ code: 'network', message: `Réseau : ${why}`, en: `Network: ${why}` }, 0);
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const r = (json ?? {}) as Partial<Refusal>;
    throw new ApiError(
      {
        code: r.code ?? `http.${res.status}`,
        message: r.message ?? `Erreur ${res.status}`,
        en: r.en ?? `Error ${res.status}`,
        ...(r.rule ? { rule: r.rule } : {}),
        ...(r.details ? { details: r.details } : {}),
      },
      res.status,
    );
  }
  return json as T;
}

export const api = {
  games: () => call<GameInfo[]>('GET', '/api/games'),
  matches: (status: 'open' | 'active' | 'finished' | 'expired') =>
    call<MatchSummary[]>('GET', `/api/matches?status=${status}`),
  match: (id: string) => call<MatchSummary>('GET', `/api/matches/${encodeURIComponent(id)}`),
  create: (body: unknown) => call<Created>('POST', '/api/matches', body),
  join: (id: string, seat: number, name: string) =>
    call<{ token: string; link: string }>('POST', `/api/matches/${encodeURIComponent(id)}/join`, {
      seat,
      name,
    }),
  record: (id: string) => call<MatchRecord>('GET', `/api/matches/${encodeURIComponent(id)}/record`),
  verify: (record: MatchRecord) =>
    call<{ ok: true; hash: string } | { ok: false; index: number; error: Refusal }>(
      'POST',
      '/api/records/verify',
      record,
    ),
  toBot: (id: string, seat: number, token: string, level?: string) =>
    call<{ seat: number; kind: string }>('POST', `/api/matches/${encodeURIComponent(id)}/seats/${seat}/bot`, {
      token,
      ...(level ? { level } : {}),
    }),
};

/** The table link of a match for a token (or a spectator link without one). */
export function matchLink(id: string, token?: string): string {
  return `/match/${encodeURIComponent(id)}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}

/** Keeps only the path and query of a link the server gave (it may be absolute). */
export function localLink(link: string): string {
  try {
    const u = new URL(link, location.origin);
    return u.pathname + u.search + u.hash;
  } catch {
    return link;
  }
}
