/**
 * The story of a Pillards turn in Chromium (issue 9): a campaign against two bots, one sheet sent, then the
 * reveal shows every seat's sheet and each raid card lists its steps with their dice, the same dice as the
 * log's rolls; folded and unfolded; screenshots in French and English at 1280x800 and 375x812.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, noHorizontalScroll, shot, SHOTS, tableFromLobby } from './harness.ts';

/** The few DOM methods used inside `evaluate` (the Node typecheck has no DOM library). */
interface DomEl {
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { x: number };
  scrollIntoView(): void;
  querySelectorAll(selector: string): { length: number };
  querySelector(selector: string): { textContent: string | null } | null;
}

const suite = browserSuite();

/** The faces of a log line's roll ("… : 3 5 pour 4+", "Résistance : 2 − 1 = 1 …"). */
const FACES = /: ((?:\d )*\d)(?: |\.|$)/;

/** The dice the story shows (initiative, then the raids) and the faces of the log's rolls of turn `turn`. */
async function diceAndLog(page: Page, turn: number): Promise<{ shown: (string | null)[]; logged: string[] }> {
  const shown = await page
    .locator('[data-testid=pil-turn] [data-step=roll] .pt-dice')
    .evaluateAll((els) => els.map((e) => (e as unknown as DomEl).getAttribute('data-faces')));
  const lines = await page.getByTestId('log').locator('li > span:first-child').allTextContents();
  const from = lines.lastIndexOf('Les ordres sont révélés.');
  const to = lines.findIndex((l) => l.startsWith(`Fin du tour ${turn}`));
  const logged = lines
    .slice(from, to)
    .filter((l) => /^(Initiative|Résistance|Volée|Mêlée|Attaques|Sauvegardes|Butin|Bétail volé)/.test(l))
    .map((l) => FACES.exec(l)?.[1] ?? l);
  return { shown, logged };
}

/** Answers what the raids ask of seat 0 (fight, hit allocation, reserve) until `done` holds. */
async function playRaids(page: Page, done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await done()); i++) {
    if (await page.locator('[data-action=fight]').isVisible()) {
      await page.locator('[data-action=fight]').click();
      continue;
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
    }
    await page.waitForTimeout(200);
  }
}

describe('The Pillards turn told step by step', () => {
  it('shows every sheet revealed and each raid with its dice, as the log has them', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = await tableFromLobby(page, suite.app.url, 'pillards', ['greedy', 'greedy']);
    await page.getByTestId('fief-2').waitFor();
    await page.getByTestId('ready').click();
    await page.getByTestId('sheet').waitFor();
    // No story before the first reveal.
    expect(await page.getByTestId('pil-turn').count()).toBe(0);

    // Our sheet: 3 cavalry and 4 men-at-arms raid seat 1's cattle, 2 archers guard the pen.
    await page.getByTestId('raid-target').selectOption('1');
    for (let i = 0; i < 3; i++) await page.getByTestId('count-raid-cavalry-plus').click();
    for (let i = 0; i < 4; i++) await page.getByTestId('count-raid-menAtArms-plus').click();
    await page.getByTestId('raid-type').selectOption('cattle');
    await page.getByTestId('source-pen').click();
    await page.getByTestId('source-reserve').click();
    await page.getByTestId('count-pen-archers-plus').click();
    await page.getByTestId('count-pen-archers-plus').click();
    await page.getByTestId('send-sheet').click();

    // The turn is played (answering what the raids ask of us) until its end is in the log.
    const log = page.getByTestId('log');
    const ended = async () => ((await log.textContent()) ?? '').includes('Fin du tour 1');
    await playRaids(page, ended);
    expect(await ended()).toBe(true);

    // The reveal: every seat's sheet, ours as sent.
    const reveal = page.getByTestId('pil-reveal');
    await reveal.waitFor();
    expect(await reveal.locator('.pt-sheet').count()).toBe(3);
    const ours = (await page.getByTestId('pil-sheet-raid-0').textContent())!;
    expect(ours).toContain('voler du bétail');
    expect(ours).toContain('3 cavaliers');
    expect(ours).toContain('4 hommes d’armes');
    expect(await page.getByTestId('pil-sheet-0').textContent()).toMatch(/Enclos\s*2 archers/);
    for (const seat of [1, 2]) {
      expect(await page.getByTestId(`pil-sheet-raid-${seat}`).textContent()).toMatch(/^(→ |Pas de raid)/);
    }

    // The raids: ours among them, each listing its steps; the end said in words.
    const raids = page.getByTestId('pil-raid');
    const count = await raids.count();
    expect(count).toBeGreaterThanOrEqual(1);
    const titles = await raids.locator('h4').allTextContents();
    expect(titles.some((t) => /^Raid \d Joueur 1 → /.test(t))).toBe(true);
    for (let i = 0; i < count; i++) {
      const raid = raids.nth(i);
      expect(await raid.locator('[data-step]').count()).toBeGreaterThanOrEqual(2);
      expect(await raid.locator('[data-step=roll][data-rule=PIL-RAID-1] [data-testid=pil-die]').count()).toBe(
        1,
      );
      expect(await raid.locator('[data-step=raidEnded]').count()).toBe(1);
      expect(await raid.locator('.pt-end').textContent()).not.toMatch(/en cours/);
    }
    // The dice shown, initiative then raids, are the log's rolls of the turn, in order.
    const { shown, logged } = await diceAndLog(page, 1);
    expect(logged.length).toBeGreaterThan(0);
    expect(shown).toEqual(logged);
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'pillards-turn-fr-1280');

    // English, the same story.
    await page.getByTestId('lang').click();
    await page.getByText('Orders revealed').waitFor();
    expect(await page.getByTestId('pil-sheet-raid-0').textContent()).toContain('steal cattle');
    expect(await raids.first().locator('.pt-end').textContent()).not.toMatch(/in progress/);
    await shot(page, 'pillards-turn-en-1280');

    // On the phone: turn 2's sheet (the decision) first, the story under it; the cards stack; fold, unfold.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByTestId('lang').click();
    await page.getByText('Révélation des ordres').waitFor();
    const ready = page.getByTestId('ready');
    if (await ready.isVisible()) await ready.click();
    await page.getByTestId('sheet').waitFor();
    const sheetBox = (await page.getByTestId('sheet').boundingBox())!;
    const storyBox = (await page.getByTestId('pil-turn').boundingBox())!;
    expect(sheetBox.y).toBeLessThan(storyBox.y);
    const cards = await page
      .locator('.pt-sheet')
      .evaluateAll((els) => els.map((e) => (e as unknown as DomEl).getBoundingClientRect().x));
    expect(new Set(cards.map(Math.round)).size).toBe(1);
    expect(await noHorizontalScroll(page)).toBe(true);
    const toggle = page.getByTestId('pil-turn-toggle');
    expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await shot(page, 'pillards-turn-fr-375');
    // What the phone shows: the decision on top, then the story under it.
    await page.screenshot({ path: `${SHOTS}/pillards-turn-top-fr-375.png` });
    await page.getByTestId('pil-turn').evaluate((e) => (e as unknown as DomEl).scrollIntoView());
    await page.screenshot({ path: `${SHOTS}/pillards-turn-story-fr-375.png` });
    await page
      .locator('[data-testid=pil-raid]')
      .first()
      .evaluate((e) => (e as unknown as DomEl).scrollIntoView());
    await page.screenshot({ path: `${SHOTS}/pillards-turn-raid-fr-375.png` });
    await toggle.click();
    expect(await page.getByTestId('pil-reveal').count()).toBe(0);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await page.getByTestId('pil-reveal').waitFor();
    await page.getByTestId('lang').click();
    await page.getByText('Orders revealed').waitFor();
    await shot(page, 'pillards-turn-en-375');
    await page.getByTestId('pil-turn').screenshot({ path: `${SHOTS}/pillards-turn-panel-en-375.png` });

    // Later turns, every figure at home (no raid), until a raid is fought: its hit dice are marked, as many
    // hits as the roll says, and the dice are still the log's.
    await page.getByTestId('lang').click();
    await page.setViewportSize({ width: 1280, height: 800 });
    const fought = page.locator('[data-testid=pil-raid] [data-step=roll][data-rule=PIL-COMBAT-6]');
    let turn = 1;
    for (; turn < 6 && (await fought.count()) === 0;) {
      turn++;
      if (await page.getByTestId('ready').isVisible()) await page.getByTestId('ready').click();
      await page.getByTestId('send-sheet').waitFor();
      await page.getByTestId('raid-target').selectOption('none');
      await page.getByTestId('send-sheet').click();
      const over = async () => ((await log.textContent()) ?? '').includes(`Fin du tour ${turn}`);
      await playRaids(page, over);
      await page.getByText(`Le tour ${turn} en détail`).waitFor();
    }
    expect(await fought.count()).toBeGreaterThan(0);
    const melee = await fought.evaluateAll((els) =>
      (els as unknown as DomEl[]).map((e) => ({
        hits: e.querySelectorAll('.pt-die.hit').length,
        misses: e.querySelectorAll('.pt-die.miss').length,
        faces: e.querySelectorAll('.pt-die').length,
        said: e.querySelector('.pt-outcome')?.textContent ?? '',
      })),
    );
    for (const m of melee) {
      expect(m.hits + m.misses).toBe(m.faces);
      expect(m.said).toMatch(new RegExp(`^${m.hits} touches? \\(\\d\\+\\)$`));
    }
    const later = await diceAndLog(page, turn);
    expect(later.shown).toEqual(later.logged);
    await page
      .locator('[data-testid=pil-raid]:has([data-rule=PIL-COMBAT-6])')
      .first()
      .scrollIntoViewIfNeeded();
    await shot(page, 'pillards-turn-combat-fr-1280');
    await page
      .locator('[data-testid=pil-raid]:has([data-rule=PIL-COMBAT-6])')
      .first()
      .screenshot({ path: `${SHOTS}/pillards-turn-raid-fr-1280.png` });
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
