/**
 * The Pillards turn story at a readable pace (issue 9): with the event player at "slow", after the seat sends
 * its sheet the story is revealed step by step — the reveal first, then the raid cards and their steps over
 * time, the step being played highlighted, a banner for a raid — "Passer l'animation" shows the whole turn at
 * once, and the seat's controls work while the animation still runs. Never a duration: only what is seen, in
 * order. Screenshots in French at 1280x800 and 375x812, mid-playback.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, noHorizontalScroll, shot, SHOTS, tableFromLobby } from './harness.ts';

// The app's own speeds: the test picks "slow" itself.
const suite = browserSuite('chosen');

/** What the table shows at one moment. */
interface Sample {
  /** The story's turn ("Le tour N en détail"), 0 without a story. */
  turn: number;
  reveal: boolean;
  raids: number;
  /** Steps drawn in the raid cards. */
  steps: number;
  /** A step highlighted as the one being played. */
  current: boolean;
  banner: string | null;
  total: number;
  reached: number;
  log: string;
}

async function sample(page: Page): Promise<Sample> {
  return page.evaluate(`(() => {
    const story = document.querySelector('[data-testid=pil-turn]');
    const bar = document.querySelector('[data-testid=playback-bar]');
    const title = story?.querySelector('h2')?.textContent ?? '';
    return {
      turn: Number(/\\d+/.exec(title)?.[0] ?? 0),
      reveal: !!story?.querySelector('[data-testid=pil-reveal]'),
      raids: story ? story.querySelectorAll('[data-testid=pil-raid]').length : 0,
      steps: story ? story.querySelectorAll('[data-testid=pil-raid] [data-step]').length : 0,
      current: !!story?.querySelector('[data-step].current'),
      banner: document.querySelector('[data-testid=event-banner]')?.getAttribute('data-type') ?? null,
      total: Number(bar?.getAttribute('data-total') ?? -1),
      reached: Number(bar?.getAttribute('data-reached') ?? -1),
      log: document.querySelector('[data-testid=log]')?.textContent ?? '',
    };
  })()`);
}

const playing = (s: Sample) => s.reached < s.total;

/** Answers one thing a raid asks of the seat (fight, hit allocation, reserve), if anything; true if it did. */
async function answerRaid(page: Page): Promise<boolean> {
  if (await page.locator('[data-action=fight]').isVisible()) {
    await page.locator('[data-action=fight]').click();
    return true;
  }
  for (const kind of ['allocate', 'commit']) {
    const form = page.getByTestId(`${kind}-form`);
    if (!(await form.isVisible())) continue;
    for (let j = 0; j < 30 && (await page.locator(`[data-action=${kind}]`).isDisabled()); j++) {
      const plus = form.locator('button:not([disabled])').filter({ hasText: '+' }).first();
      if ((await plus.count()) === 0) break;
      await plus.click();
    }
    await page.locator(`[data-action=${kind}]`).click();
    return true;
  }
  return false;
}

/** Sends a sheet with every figure at home (the sheet's defaults, no raid). */
async function sendQuietSheet(page: Page): Promise<void> {
  if (await page.getByTestId('ready').isVisible()) await page.getByTestId('ready').click();
  // The next sheet comes once the turn's story has played at slow speed: slower on a loaded machine.
  await page.getByTestId('send-sheet').waitFor({ timeout: 120_000 });
  await page.getByTestId('raid-target').selectOption('none');
  await page.getByTestId('send-sheet').click();
}

describe('The Pillards turn at a readable pace', () => {
  it('reveals the story step by step, skips to the whole turn, and never holds the seat back', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = await tableFromLobby(page, suite.app.url, 'pillards', ['greedy', 'greedy']);
    await page.getByTestId('fief-2').waitFor();
    await page.getByTestId('playback-speed').selectOption('slow');
    await page.getByTestId('ready').click();
    await page.getByTestId('sheet').waitFor();

    // Turn 1: 3 cavalry and 4 men-at-arms raid seat 1's cattle, so there is at least one raid.
    await page.getByTestId('raid-target').selectOption('1');
    for (let i = 0; i < 3; i++) await page.getByTestId('count-raid-cavalry-plus').click();
    for (let i = 0; i < 4; i++) await page.getByTestId('count-raid-menAtArms-plus').click();
    await page.getByTestId('raid-type').selectOption('cattle');
    await page.getByTestId('send-sheet').click();

    // Watched like a patient player: the story is sampled while it plays, and what the raids ask is answered
    // only once the animation has caught up (answering skips to now).
    const seen: Sample[] = [];
    let wideShot = false;
    // A long fight asks many answers: the loop is bounded by a generous wall-clock limit, not a count. At slow
    // speed a five-round fight on a loaded CI machine took more than 90 s to reach the end of the turn.
    for (const until = Date.now() + 180_000; Date.now() < until;) {
      const s = await sample(page);
      seen.push(s);
      if (s.log.includes('Fin du tour 1') && !playing(s)) break;
      if (!wideShot && playing(s) && s.steps >= 2) {
        await shot(page, 'pillards-paced-fr-1280');
        wideShot = true;
      }
      if (!playing(s) && (await answerRaid(page))) continue;
      await page.waitForTimeout(20);
    }
    const last = seen.at(-1)!;
    expect(last.log).toContain('Fin du tour 1');
    const final = last.steps;
    expect(last.raids).toBeGreaterThanOrEqual(1);
    expect(final).toBeGreaterThanOrEqual(2);

    // The reveal came first: seen with no raid card yet.
    expect(seen.some((s) => s.turn === 1 && s.reveal && s.raids === 0)).toBe(true);
    // The raid steps appeared over time: the count only grew, through several values, to the final one.
    const story = seen.filter((s) => s.turn === 1).map((s) => s.steps);
    for (let i = 1; i < story.length; i++) expect(story[i]).toBeGreaterThanOrEqual(story[i - 1]!);
    const values = [...new Set(story)];
    expect(values.filter((v) => v > 0 && v < final).length).toBeGreaterThanOrEqual(2);
    expect(values.at(-1)).toBe(final);
    // The step being played was highlighted, and a raid had its banner.
    expect(seen.some((s) => s.current)).toBe(true);
    expect(seen.some((s) => s.banner === 'raidStarted' || s.banner === 'raidEnded')).toBe(true);
    expect(wideShot).toBe(true);

    // Later turns on the phone: once the turn is over on the server (the next turn's "ready" is shown) while
    // its story still plays, "Passer l'animation" shows the whole turn at once; on another turn, the seat's
    // "ready" is used while the animation runs.
    await page.setViewportSize({ width: 375, height: 812 });
    let skipped = false;
    let actedWhilePlaying = false;
    let phoneShot = false;
    for (let turn = 2; turn < 8 && !(skipped && actedWhilePlaying); turn++) {
      await sendQuietSheet(page);
      for (const until = Date.now() + 90_000; Date.now() < until;) {
        const s = await sample(page);
        const ready = await page.getByTestId('ready').isVisible();
        if (s.turn === turn && playing(s) && !phoneShot) {
          await shot(page, 'pillards-paced-fr-375');
          // What the phone shows first: the decision, the tray and the speed bar, the banner over them.
          await page.screenshot({ path: `${SHOTS}/pillards-paced-top-fr-375.png` });
          expect(await noHorizontalScroll(page)).toBe(true);
          phoneShot = true;
          continue;
        }
        if (ready && s.turn === turn && playing(s) && !skipped) {
          await page.getByTestId('playback-skip').click();
          const after = await sample(page);
          expect(after.reached).toBe(after.total);
          expect(after.log).toContain(`Fin du tour ${turn}`);
          expect(after.turn).toBe(turn);
          // The whole turn: the same steps as a page opened now, which shows what happened at once.
          const fresh = await suite.browser.newPage({ viewport: { width: 375, height: 812 } });
          await fresh.goto(page.url());
          await fresh.getByText(`Le tour ${turn} en détail`).waitFor();
          expect((await sample(fresh)).steps).toBe(after.steps);
          await fresh.close();
          expect((await sample(page)).steps).toBe(after.steps);
          // The playback controls are big enough to tap on the phone.
          for (const id of ['playback-skip', 'playback-speed'])
            expect((await page.getByTestId(id).boundingBox())!.height).toBeGreaterThanOrEqual(44);
          skipped = true;
          break;
        }
        if (ready && s.turn === turn && playing(s) && !actedWhilePlaying) {
          // The next turn's council is usable before the story has finished playing.
          await page.getByTestId('ready').click();
          await page.getByTestId('sheet').waitFor();
          expect(await page.getByTestId('send-sheet').isEnabled()).toBe(true);
          actedWhilePlaying = true;
          break;
        }
        if (ready && s.log.includes(`Fin du tour ${turn}`) && !playing(s)) break;
        if (!playing(s) && (await answerRaid(page))) continue;
        await page.waitForTimeout(20);
      }
    }
    expect(phoneShot).toBe(true);
    expect(skipped).toBe(true);
    expect(actedWhilePlaying).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 360_000);
});
