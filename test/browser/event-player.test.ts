/**
 * The event player in Chromium (issue 9): a Piss' Squig match against two greedy bots. While the bots play,
 * the log grows over time rather than at once and the dice tray shows a bot's roll (its faces as the server
 * recorded them); "skip to now" brings the log to every event at once; at speed "instant" the board is the
 * latest state at once; and the table takes the seat's input while an animation still runs. Screenshots in
 * French and English at 1280×800 and 375×812, 44 px controls on the phone.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MatchRecord } from '../../src/engine/record.ts';
import type { GameEvent } from '../../src/engine/types.ts';
import { replay } from '../../src/engine/record.ts';
import { pissSquig } from '../../src/games/piss-squig/index.ts';
import type { PSView } from '../../src/games/piss-squig/view.ts';
import { browserSuite, launch, noHorizontalScroll, shot } from './harness.ts';

// The app's own default speed (normal), not the instant one older tests get.
const suite = browserSuite('chosen');

interface Created {
  id: string;
  seats: { seat: number; link?: string }[];
}

async function create(): Promise<Created> {
  const res = await fetch(`${suite.app.url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: 'piss-squig',
      // Seat 0 plays first: the bots wait for it, so the events the page finds on opening are a fixed batch.
      options: { players: 3, maxRounds: 12, firstPlayer: 0 },
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'greedy' }, { kind: 'bot', level: 'greedy' }],
    }),
  });
  expect(res.status).toBeLessThan(300);
  return (await res.json()) as Created;
}

const link = (path: string) => (path.startsWith('http') ? path : `${suite.app.url}${path}`);

/** The playback bar's counts: events received, and events played or playing (the log's length). */
async function counts(page: Page): Promise<{ total: number; reached: number; log: number }> {
  return page.evaluate(`(() => {
    const bar = document.querySelector('[data-testid=playback-bar]');
    return {
      total: Number(bar?.getAttribute('data-total') ?? -1),
      reached: Number(bar?.getAttribute('data-reached') ?? -1),
      log: document.querySelectorAll('[data-testid=log] li').length,
    };
  })()`);
}

/** What the dice tray shows now: the roller, the rule, the faces, and whether that roll is playing. */
interface Tray {
  player: number;
  rule: string;
  faces: number[];
  playing: boolean;
  line: string;
}
async function tray(page: Page): Promise<Tray | null> {
  return page.evaluate(`(() => {
    const t = document.querySelector('[data-testid=dice-tray]');
    if (!t) return null;
    return {
      player: Number(t.getAttribute('data-player')),
      rule: t.getAttribute('data-rule'),
      faces: [...t.querySelectorAll('.die')].map((d) => Number(d.getAttribute('data-face'))),
      playing: t.classList.contains('playing'),
      line: t.querySelector('.tray-line span')?.textContent ?? '',
    };
  })()`);
}

const myTurn = async (page: Page) => (await page.getByTestId('your-turn').count()) > 0;

/** One input of seat 0: enter on a square when asked, else pass (or end whatever is asked). */
async function act(page: Page): Promise<void> {
  for (const wanted of ['pass', 'end', 'noReroll', 'stay', 'decline', 'stop']) {
    const b = page.locator(`[data-testid=actions] button[data-action=${wanted}]`);
    if ((await b.count()) > 0) return b.first().click();
  }
  const square = page.locator('[data-testid^=sq-]');
  if ((await square.count()) > 0) return square.first().click({ force: true });
  throw new Error('nothing to do on my turn');
}

async function waitMyTurn(page: Page): Promise<void> {
  await page.getByTestId('your-turn').waitFor({ timeout: 30_000 });
}

async function setSpeed(page: Page, speed: string): Promise<void> {
  await page.getByTestId('playback-speed').selectOption(speed);
}

/** The pieces as drawn: goblin id → square, and the Squig's square. */
async function drawn(page: Page): Promise<Record<string, string>> {
  return page.evaluate(`(() => {
    const out = {};
    const sq = (v) => Math.round((Number(v) - 42) / 40);
    for (const g of document.querySelectorAll('g.goblin[data-testid^="goblin-"]')) {
      const c = g.querySelector('circle, ellipse');
      out[g.getAttribute('data-testid')] = sq(c.getAttribute('cx')) + ',' + sq(c.getAttribute('cy'));
    }
    const s = document.querySelector('[data-testid=squig] rect');
    out.squig = sq(Number(s.getAttribute('x')) + 16) + ',' + sq(Number(s.getAttribute('y')) + 16);
    return out;
  })()`);
}

async function record(id: string): Promise<MatchRecord> {
  const res = await fetch(`${suite.app.url}/api/matches/${encodeURIComponent(id)}/record`);
  expect(res.status).toBe(200);
  return (await res.json()) as MatchRecord;
}

/** The pieces where the server's record puts them now. */
async function latest(id: string): Promise<{ pieces: Record<string, string>; rolls: number[][] }> {
  const rec = await record(id);
  const r = replay(pissSquig, rec);
  if (!r.ok) throw new Error(r.error.error.en);
  const v = pissSquig.view(r.value.state, null) as PSView;
  const pieces: Record<string, string> = { squig: `${v.squig.x},${v.squig.y}` };
  for (const g of v.goblins) if (g.square) pieces[`goblin-${g.id}`] = `${g.square.x},${g.square.y}`;
  const rolls = r.value.events.filter((e) => e.type === 'roll').map((e) => e.faces as number[]);
  return { pieces, rolls };
}

describe('the event player', () => {
  it('plays the bots’ turns at a readable pace, with their dice, and never blocks the seat', async () => {
    const m = await create();
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(link(m.seats[0]!.link!));
    await page.locator('svg.pit').waitFor();
    // The first batch is history: shown at once, nothing to play.
    await page.getByTestId('playback-bar').waitFor();
    const first = await counts(page);
    expect(first.log).toBe(first.total);
    expect(await page.getByTestId('playback-speed').inputValue()).toBe('normal');

    // Normal speed: pass and watch the bots' turns until one of them rolls while we look.
    let botRoll: Tray | null = null;
    let grewOverTime = false;
    for (let turn = 0; turn < 25 && !(botRoll && grewOverTime); turn++) {
      await waitMyTurn(page);
      await act(page);
      const seen = new Set<number>();
      for (let i = 0; i < 400; i++) {
        const c = await counts(page);
        seen.add(c.log);
        const t = await tray(page);
        if (t && t.playing && t.player !== 0 && !botRoll) botRoll = t;
        if ((await myTurn(page)) && c.reached === c.total) break;
        await page.waitForTimeout(25);
      }
      // More than one log length between our input and our next turn: the bots' events came one by one.
      if (seen.size > 2) grewOverTime = true;
    }
    expect(grewOverTime).toBe(true);
    expect(botRoll).not.toBeNull();
    // The tray's faces are those of a roll the server recorded, and its line is one of the log's.
    const { rolls } = await latest(m.id);
    expect(rolls.some((f) => JSON.stringify(f) === JSON.stringify(botRoll!.faces))).toBe(true);
    const logLines = await page.locator('[data-testid=log] li.roll span:first-child').allTextContents();
    expect(logLines).toContain(botRoll!.line.trim());

    // Slow: the seat acts as soon as it is its turn, while the animation still runs; skip shows all at once.
    await setSpeed(page, 'slow');
    expect(await page.evaluate(`localStorage.getItem('arbitre.playbackSpeed')`)).toBe('slow');
    let actedWhilePlaying = false;
    let skipped = false;
    for (let turn = 0; turn < 12 && !(actedWhilePlaying && skipped); turn++) {
      await waitMyTurn(page);
      const before = await counts(page);
      if (before.reached < before.total) {
        // Still playing: the input goes through at once and the table moves on.
        await act(page);
        await page.waitForFunction(
          `Number(document.querySelector('[data-testid=playback-bar]').getAttribute('data-total')) > ${before.total}`,
          undefined,
          { timeout: 10_000 },
        );
        actedWhilePlaying = true;
      } else {
        await act(page);
      }
      // The bots play: skip as soon as something waits.
      for (let i = 0; i < 200 && !skipped; i++) {
        const c = await counts(page);
        if (c.reached < c.total - 1) {
          await page.getByTestId('playback-skip').click();
          // Every event received when skip was pressed is shown at once (the bots may already be sending more,
          // which play at their pace: hence "at least", read once the page has rendered the click).
          await page.waitForFunction(
            `document.querySelectorAll('[data-testid=log] li').length >= ${c.total}`,
            undefined,
            { timeout: 2_000 },
          );
          const after = await counts(page);
          expect(after.log).toBeGreaterThanOrEqual(c.total);
          expect(after.reached).toBeGreaterThanOrEqual(c.total);
          skipped = true;
        }
        if ((await myTurn(page)) && c.reached === c.total) break;
        await page.waitForTimeout(20);
      }
    }
    expect(actedWhilePlaying).toBe(true);
    expect(skipped).toBe(true);

    // Instant: the log is always complete and the board is the server's latest state.
    await setSpeed(page, 'instant');
    for (let turn = 0; turn < 2; turn++) {
      await waitMyTurn(page);
      await act(page);
      for (let i = 0; i < 100; i++) {
        const c = await counts(page);
        expect(c.log).toBe(c.total);
        if (await myTurn(page)) break;
        await page.waitForTimeout(20);
      }
    }
    await waitMyTurn(page);
    const server = await latest(m.id);
    expect(await drawn(page)).toEqual(server.pieces);
    expect(errors).toEqual([]);

    // Screenshots: French and English, 1280 and the phone, where the playback controls are 44 px tall.
    await setSpeed(page, 'normal');
    // The dice settle (their roll-in lasts half a second).
    await page.waitForTimeout(600);
    await shot(page, 'event-player-fr-1280');
    await page.getByTestId('lang').click();
    expect(await page.getByTestId('playback-skip').textContent()).toBe('Skip to now');
    await shot(page, 'event-player-en-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(100);
    expect(await noHorizontalScroll(page)).toBe(true);
    for (const id of ['playback-speed', 'playback-skip']) {
      const box = await page.getByTestId(id).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await shot(page, 'event-player-en-375');
    await page.getByTestId('lang').click();
    expect(await page.getByTestId('playback-skip').textContent()).toBe('Passer l’animation');
    await shot(page, 'event-player-fr-375');
    await page.close();

    // The replay: play steps through the frames at the chosen pace, pause stops, the step buttons still work.
    const rp = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    rp.on('pageerror', (e) => errors.push(e.message));
    await rp.goto(`${suite.app.url}/replay/${encodeURIComponent(m.id)}`);
    await rp.getByTestId('replay-step').waitFor();
    const stepText = () => rp.getByTestId('replay-step').textContent();
    const start = await stepText();
    await rp.getByTestId('playback-play').click();
    expect(await rp.getByTestId('playback-play').getAttribute('aria-pressed')).toBe('true');
    const steps = new Set<string | null>();
    for (let i = 0; i < 150 && steps.size < 3; i++) {
      steps.add(await stepText());
      await rp.waitForTimeout(50);
    }
    expect(steps.size).toBeGreaterThanOrEqual(3);
    await rp.getByTestId('playback-play').click();
    expect(await rp.getByTestId('playback-play').getAttribute('aria-pressed')).toBe('false');
    const paused = await stepText();
    await rp.waitForTimeout(1500);
    expect(await stepText()).toBe(paused);
    expect(paused).not.toBe(start);
    await rp.getByTestId('replay-next').click();
    expect(await stepText()).not.toBe(paused);
    await rp.getByTestId('replay-prev').click();
    expect(await stepText()).toBe(paused);
    await shot(rp, 'event-player-replay-fr-1280');
    expect(errors).toEqual([]);
    await rp.close();
  });

  it('names the goblin the Squig eats in a banner, when the replay plays that step', async () => {
    // Three greedy bots, seeded: the record of a whole match, with the CLI.
    const dir = mkdtempSync(join(tmpdir(), 'arbitre-evp-'));
    execFileSync(process.execPath, [
      join(import.meta.dirname, '../../bin/arbitre'),
      'simulate',
      'piss-squig',
      '--games',
      '1',
      '--players',
      '3',
      '--bots',
      'greedy,greedy,greedy',
      '--records',
      dir,
    ]);
    const file = join(dir, '0.json');
    const rec = JSON.parse(readFileSync(file, 'utf8')) as MatchRecord;
    // The first input whose events include an emasculation (replay frame = input index + 1).
    const setup = pissSquig.setup(rec.options);
    if (!setup.ok) throw new Error('setup');
    const s = setup.value;
    let frame = -1;
    let eaten: GameEvent | undefined;
    for (let i = 0; i < rec.inputs.length && frame < 0; i++) {
      const input = rec.inputs[i]!;
      let events: GameEvent[] = [];
      if ('faces' in input) {
        const r = pissSquig.applyChance(s, input.faces);
        if (r.ok) events = r.value;
      } else if ('action' in input) {
        const v = pissSquig.validate(s, input.player, input.action);
        if (v.ok) events = pissSquig.apply(s, input.player, v.value);
      }
      eaten = events.find((e) => e.type === 'emasculated');
      if (eaten) frame = i + 1;
    }
    expect(frame).toBeGreaterThan(0);

    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${suite.app.url}/replay`);
    await page.getByTestId('record-file').setInputFiles(file);
    await page.getByTestId('replay-step').waitFor();
    // A jump shows its frame at once; "next" plays the step where the goblin is eaten.
    await page.locator('input.slider').fill(String(frame - 1));
    expect(await page.getByTestId('event-banner').count()).toBe(0);
    // The Gnak that follows in the same step replaces the banner after its pace: slow speed keeps it up for
    // 2 s, and an observer keeps every banner drawn, so a busy machine that renders late cannot miss it.
    await setSpeed(page, 'slow');
    await page.evaluate(`(() => {
      window.__banners = [];
      const seen = (n) => {
        if (n instanceof Element && n.matches('[data-testid=event-banner]'))
          window.__banners.push({ type: n.getAttribute('data-type'), text: n.textContent });
      };
      new MutationObserver((ms) => ms.forEach((m) => m.addedNodes.forEach(seen))).observe(document.body, {
        childList: true,
        subtree: true,
      });
    })()`);
    await page.getByTestId('replay-next').click();
    await page.waitForFunction(`window.__banners.some((b) => b.type === 'emasculated')`, undefined, {
      timeout: 15_000,
    });
    expect(await page.locator('.event-banner-slot').getAttribute('role')).toBe('status');
    const text = (await page.evaluate(
      `window.__banners.find((b) => b.type === 'emasculated').text`,
    )) as string;
    expect(text).toContain('Dévoré par le Squig');
    // the board tags goblins 1-based (Joueur 1’s goblin is «1»): the banner names him so
    expect(text).toContain(`Le gobelin ${Number(eaten!.goblin) + 1}`);
    await shot(page, 'event-player-banner-fr-1280');
    await page.close();
  });

  it('starts at speed instant in the browser tests written before the event player (harness default)', async () => {
    const browser = await launch();
    try {
      const m = await create();
      for (const page of [await browser.newPage(), await (await browser.newContext()).newPage()]) {
        await page.goto(link(m.seats[0]!.link!));
        await page.getByTestId('playback-speed').waitFor();
        expect(await page.getByTestId('playback-speed').inputValue()).toBe('instant');
      }
    } finally {
      await browser.close();
    }
  });
});
