/**
 * Test helpers for lab batches: two batches (a small one that ends in seconds, a slow one to watch, cancel or
 * interrupt), polling a batch, and downloading its files with a coach's cookie.
 */
import { expect } from 'vitest';
import type { Coach } from './testing-accounts.ts';

/** The small batch of the issue: Piss' Squig, armour 7 against 8, random goblins, 20 games each. */
export const SMALL = {
  game: 'piss-squig',
  grid: ['armourTarget=7,8'],
  bots: ['random'],
  games: 20,
  seed: 'essai',
};
/** A slow batch (greedy goblins take most of a second a game, one a chunk): time to watch it and stop it. */
export const SLOW = { game: 'piss-squig', grid: [], bots: ['greedy'], games: 100, seed: 'lent' };

/** Polls a batch until `until` holds (at most 25 s); answers the batch. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function waitFor(base: string, who: Coach, id: string, until: (b: any) => boolean) {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const r = await who.req(base, 'GET', `/api/lab/${id}`);
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    if (until(r.json)) return r.json;
    if (Date.now() > deadline) throw new Error(`batch ${id} stuck: ${JSON.stringify(r.json).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A GET of a file: status, type, disposition and text. */
export async function download(base: string, who: Coach, path: string) {
  const res = await fetch(base + path, { headers: who.cookie ? { cookie: who.cookie } : {} });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    csp: res.headers.get('content-security-policy'),
    text: await res.text(),
  };
}
