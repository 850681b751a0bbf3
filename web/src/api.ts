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

export async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  // The token travels in a header, never in the URL (no tokens in server logs).
  if (token) headers.authorization = `Bearer ${token}`;
  const init: RequestInit = { method, headers };
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
  /** The record as `token` may see it (a seat its own secrets, the referee everything; none: a spectator). */
  record: (id: string, token?: string) =>
    call<MatchRecord>('GET', `/api/matches/${encodeURIComponent(id)}/record`, undefined, token),
  /** What the server's verification proved (docs/protocol.md, `POST /api/records/verify`). */
  verify: (record: MatchRecord) =>
    call<
      | {
          ok: boolean;
          verdict: 'proven' | 'typed' | 'unproven' | 'partial';
          checked: Record<string, unknown>;
          hash?: string;
          message: string;
          en: string;
        }
      | { ok: false; verdict: 'failed'; index: number; error: Refusal; message: string; en: string }
    >('POST', '/api/records/verify', record),
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

/** Downloads the record `token` may see as `<id>.json` (fetched with the token in a header, saved as a blob). */
export async function downloadRecord(id: string, token?: string): Promise<void> {
  const record = await api.record(id, token);
  const blob = new Blob([JSON.stringify(record, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${id}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
