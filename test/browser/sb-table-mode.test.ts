/**
 * Spark Ball table mode in Chromium (SB-R-63, C-7): a referee-dice match created from the lobby with « mode
 * table »; the referee types the kick-off's scatter in the pad as ARROW, two distance dice and a compass point
 * (French « SO »), and a distance roll (a throw or a shot) with a measured distance; the log shows the
 * direction, and the measured distance beside the computed one. The other rolls are typed over the protocol
 * by a script holding the referee's token (paced under the server's rate limit), so the browser only does what
 * is under test. 1280×800 and 375×812.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Client, type Msg } from '../../src/server/testing.ts';
import { browserSuite, createMatch, noHorizontalScroll, shot } from './harness.ts';

const suite = browserSuite();

/** Faces fitting `dice` ('2d6', '1d360000'), from a fixed sequence. */
function facesFor(dice: string, k: number): number[] {
  const [, n, sides] = /^(\d*)d(\d+)$/.exec(dice)!;
  return Array.from({ length: Number(n || 1) }, (_, i) => 1 + ((k * 7 + i * 3) % Number(sides)));
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The referee's script: types every roll until `stop` says the page should type this one (or the end). */
async function typeUntil(c: Client, start: Msg, stop: (request: Msg) => boolean): Promise<Msg> {
  let m = start;
  for (let k = 0; ; k++) {
    while (m.pending.kind !== 'chance' && m.pending.kind !== 'over') {
      const at = m.inputs;
      m = await c.next((x) => x.t === 'update' && x.inputs > at);
    }
    if (m.pending.kind === 'over' || stop(m.pending.request)) return m;
    await pause(55); // the server allows 20 messages a second per connection
    const at = m.inputs;
    c.send({ t: 'dice', inputs: at, faces: facesFor(m.pending.request.dice, k) });
    m = await c.next((x) => x.t === 'refused' || (x.t === 'update' && x.inputs > at));
    if (m.t === 'refused') throw new Error(`refused: ${m.code} ${m.en}`);
  }
}

/** The script's view of the match once the page has sent its entry (the next update after `at`). */
const after = (c: Client, at: number): Promise<Msg> =>
  c.next((x) => x.t === 'refused' || (x.t === 'update' && x.inputs > at));

const logText = (page: Page) => page.getByTestId('log').textContent();

describe('Spark Ball table mode in the browser', () => {
  it('SB-R-63 / C-7 the referee types a scatter as ARROW + compass point and a measured distance', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const url = suite.app.url;
    const wsUrl = `${url.replace(/^http/, 'ws')}/ws`;

    // The lobby: Spark Ball, two greedy bots, referee dice, table mode.
    await page.goto(url);
    await page.getByTestId('create-form').waitFor();
    await page.getByTestId('game').selectOption('spark-ball');
    await page.getByTestId('seat-0').selectOption('greedy');
    await page.getByTestId('seat-1').selectOption('greedy');
    await page.getByTestId('dice').selectOption('referee');
    await page.getByTestId('sb-table-mode').check();
    expect(await page.locator('label', { has: page.getByTestId('sb-table-mode') }).textContent()).toContain(
      'Mode table (distances mesurées)',
    );
    await page.getByTestId('create').click();
    const href = (await page.getByTestId('referee').getAttribute('href'))!;
    const token = decodeURIComponent(/token=([^&]+)/.exec(href)![1]!);
    const id = decodeURIComponent(/\/m(?:atch)?\/([^/#?]+)/.exec(href)![1]!);
    await page.getByTestId('referee').click();
    await page.getByTestId('pending-roll').waitFor();

    let ref = await Client.open(wsUrl);
    try {
      let m = await ref.hello(id, token);
      expect(m.view.tableMode).toBe(true);

      // The kick-off's scatter: HIT or ARROW and the distance dice, then the direction.
      m = await typeUntil(ref, m, (r) => r.label === 'sb.roll.scatterDice');
      expect(m.pending.kind).toBe('chance');
      await page.getByTestId('scatter-ARROW').waitFor();
      await page.getByTestId('scatter-ARROW').check();
      await page.getByTestId('faces').fill('25');
      await page.getByTestId('faces').press('Enter');
      m = await after(ref, m.inputs);
      expect(m.t).toBe('update');
      expect(m.pending.request.label).toBe('sb.roll.direction');
      await page.getByTestId('direction').waitFor();
      // A malformed direction is refused in the pad with the rule's message, nothing is sent.
      await page.getByTestId('direction').fill('NNE');
      await page.getByTestId('direction').press('Enter');
      expect(await page.getByTestId('dice-problem').textContent()).toContain('une heure de 1 à 12');
      await page.getByTestId('direction').fill('SO');
      await shot(page, 'sb-table-mode-direction-1280');
      await page.getByTestId('direction').press('Enter');
      m = await after(ref, m.inputs);
      expect(m.t).toBe('update');
      await page.waitForFunction(
        `document.querySelector('[data-testid=log]')?.textContent?.includes('direction 225°')`,
      );
      expect(await logText(page)).toMatch(
        /Engagement : dé de déviation 6 \(flèche\), direction 225°, dés 2 5 → 7 ps/,
      );

      // A distance roll: the computed distance is shown, the measured one typed beside the faces.
      let request: Msg = null;
      for (let tries = 0; ; tries++) {
        m = await typeUntil(ref, m, (r) => r.measure !== undefined);
        if (m.pending.kind === 'chance') {
          request = m.pending.request;
          break;
        }
        // The bots ended the match without a throw or a shot: another one, created over the API.
        expect(tries).toBeLessThan(6);
        const again = await createMatch(url, {
          game: 'spark-ball',
          options: { input: { tableMode: true } },
          seats: [
            { kind: 'bot', level: 'greedy' },
            { kind: 'bot', level: 'greedy' },
          ],
          dice: 'referee',
        });
        const created = again as unknown as { id: string; referee: { token: string; link: string } };
        await page.goto(`${url}${created.referee.link.replace(/^https?:\/\/[^/]+/, '')}`);
        ref.close();
        ref = await Client.open(wsUrl);
        m = await ref.hello(created.id, created.referee.token);
      }
      const computed = request.measure.computed as number;
      await page.getByTestId('computed-distance').waitFor();
      expect(await page.getByTestId('computed-distance').textContent()).toBe(
        `Distance calculée : ${String(computed).replace('.', ',')} ps`,
      );
      const measured = Math.round((computed + 0.75) * 100) / 100;
      await page.getByTestId('faces').fill('4');
      await page.getByTestId('measured').fill('30');
      await page.getByTestId('measured').press('Enter');
      expect(await page.getByTestId('dice-problem').textContent()).toContain('entre 0 et 25');
      await page.getByTestId('measured').fill(String(measured).replace('.', ','));
      await shot(page, 'sb-table-mode-measure-pad-1280');
      await page.getByTestId('measured').press('Enter');
      m = await after(ref, m.inputs);
      expect(m.t).toBe('update');
      const line = `distance mesurée ${String(measured).replace('.', ',')} ps (calculée ${String(computed).replace('.', ',')} ps)`;
      await page.waitForFunction(
        `document.querySelector('[data-testid=log]')?.textContent?.includes(${JSON.stringify(line)})`,
      );
      expect(await logText(page)).toContain(line);
      expect(await noHorizontalScroll(page)).toBe(true);
      await shot(page, 'sb-table-mode-measured-1280');
      await page.setViewportSize({ width: 375, height: 812 });
      await page.waitForTimeout(100);
      expect(await noHorizontalScroll(page)).toBe(true);
      await shot(page, 'sb-table-mode-measured-375');
      expect(errors).toEqual([]);
    } finally {
      ref.close();
      await page.close();
    }
  }, 90_000);

  it('C-7 in English, a direction the 12-direction die cannot show is refused in the pad with the rule’s message', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 812 } });
    await context.addInitScript(`try { localStorage.setItem('arbitre.lang', 'en'); } catch {}`);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const url = suite.app.url;
    const created = (await createMatch(url, {
      game: 'spark-ball',
      options: { input: { tableMode: true }, scatter: { directions: '12' } },
      seats: [
        { kind: 'bot', level: 'greedy' },
        { kind: 'bot', level: 'greedy' },
      ],
      dice: 'referee',
    })) as unknown as { id: string; referee: { token: string; link: string } };
    const ref = await Client.open(`${url.replace(/^http/, 'ws')}/ws`);
    try {
      let m = await ref.hello(created.id, created.referee.token);
      m = await typeUntil(ref, m, (r) => r.label === 'sb.roll.direction');
      expect(m.pending.request.dice).toBe('1d12');
      await page.goto(`${url}${created.referee.link.replace(/^https?:\/\/[^/]+/, '')}`);
      await page.getByTestId('direction').waitFor();
      expect(await page.getByTestId('direction-die').textContent()).toBe(
        "Direction: this match's die shows 12 directions (multiples of 30°).",
      );
      await page.getByTestId('direction').fill('NE');
      await page.getByTestId('direction').press('Enter');
      expect(await page.getByTestId('dice-problem').textContent()).toBe(
        'With scatter.directions = 12, the direction is a multiple of 30° (got 45°).',
      );
      expect(await noHorizontalScroll(page)).toBe(true);
      await shot(page, 'sb-table-mode-refused-en-375');
      await page.getByTestId('direction-kind').selectOption('clock');
      await page.getByTestId('direction').fill('2');
      await page.getByTestId('direction').press('Enter');
      m = await after(ref, m.inputs);
      expect(m.t).toBe('update');
      await page.waitForFunction(
        `document.querySelector('[data-testid=log]')?.textContent?.includes('direction 60°')`,
      );
      expect(errors).toEqual([]);
    } finally {
      ref.close();
      await context.close();
    }
  }, 60_000);
});
