/**
 * Driving Spark Ball seats over the protocol from a browser test (the tables under test then take over):
 * the latest snapshot of a seat, a loop that answers what each seat is asked until a condition holds, and the
 * answers that get a match to its first phase.
 */
import type { Page } from 'playwright-core';
import type { Client, Msg } from '../../src/server/testing.ts';

type Input = { type: string } & Record<string, unknown>;

/** The seat's latest welcome or update. */
export function latest(c: Client): Msg | null {
  for (let i = c.msgs.length - 1; i >= 0; i--) {
    const m = c.msgs[i];
    if (m.t === 'welcome' || m.t === 'update') return m;
  }
  return null;
}

/** The pre-match and the other simple questions: the first input offered (the formation, a reroll…). */
export function preMatch(legal: Input[]): Input | null {
  for (const type of [
    'lineup',
    'captain',
    'deployOrder',
    'disableEquipment',
    'deploy',
    'reroll',
    'loseCharacteristic',
    'koReturn',
    'substitute',
    'giveBall',
    'playFirst',
    'defend',
    'stepAside',
    'pathOrder',
    'parryCatch',
    'receiverLeap',
  ]) {
    const a = legal.find((x) => x.type === type);
    if (a) return a;
  }
  return legal.find((x) => x.type === 'decline') ?? null;
}

/**
 * Answers each seat's questions with `choose` (null: leave it to someone else) until `done` holds for the
 * clients' latest snapshots; fails after `limitMs`. One input per seat and input count.
 */
export async function drive(
  clients: Client[],
  choose: (seat: number, legal: Input[], m: Msg) => Input | null,
  done: (ms: (Msg | null)[]) => boolean,
  limitMs = 40_000,
  onRefused?: (seat: number, inputs: number) => void,
): Promise<void> {
  const acted = clients.map(() => new Set<number>());
  const end = Date.now() + limitMs;
  for (;;) {
    const ms = clients.map(latest);
    if (done(ms)) return;
    if (Date.now() > end)
      throw new Error(`drive: not done in time; last: ${JSON.stringify(ms.map((m) => m?.view?.stop))}`);
    for (const [seat, c] of clients.entries()) {
      const m = ms[seat];
      if (!m || m.legal.length === 0 || acted[seat]!.has(m.inputs)) continue;
      const a = choose(seat, m.legal as Input[], m);
      if (a === null) continue;
      acted[seat]!.add(m.inputs);
      c.send({ t: 'act', inputs: m.inputs, input: a });
    }
    for (const [seat, c] of clients.entries()) {
      for (const r of c.msgs) {
        if (r.t !== 'refused' || r.seen) continue;
        r.seen = true;
        // asked again at the same count (a refused move: `choose` may then answer otherwise)
        const at = ms[seat]?.inputs ?? -1;
        acted[seat]!.delete(at);
        onRefused?.(seat, at);
      }
    }
    await new Promise((r) => setTimeout(r, 15));
  }
}

/** The `previews` entry of `input` in a snapshot (compared as JSON), or undefined when it is not legal. */
export function previewOf(m: Msg, input: unknown): unknown {
  const i = (m.legal as unknown[]).findIndex((a) => JSON.stringify(a) === JSON.stringify(input));
  return i < 0 ? undefined : m.previews[i];
}

/** The `data-success` of each roll the table shows in `testid` (the exact fractions). */
export async function shownOdds(page: Page, testid = 'sb-odds'): Promise<string[]> {
  return page
    .locator(`[data-testid=${testid}-roll]`)
    .evaluateAll((els) =>
      els.map(
        (e) =>
          (e as unknown as { getAttribute(n: string): string | null }).getAttribute('data-success') ?? '',
      ),
    );
}

/** The first message from index `from` on that satisfies `pred` (waits for it, up to `timeoutMs`). */
export async function nextFrom(
  c: Client,
  from: number,
  pred: (m: Msg) => boolean,
  timeoutMs = 10_000,
): Promise<Msg> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const m = c.msgs.slice(from).find(pred);
    if (m) return m;
    if (Date.now() > end) throw new Error('nextFrom: no such message in time');
    await new Promise((r) => setTimeout(r, 15));
  }
}
