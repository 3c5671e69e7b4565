import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, pageState, useBrowserAndServer } from './browserSupport.ts';

// Issue 11: on the gamemaster's combat step card, reroll one table, set another by hand, see the map
// preview and the log, open the battle, and read the log's lines at the head of its combat log.

const status = (page: Page) => page.locator('#gm-status').textContent();
const logLines = (page: Page) => page.locator('#gm-log li').allTextContents();

describe.skipIf(!hasChromium)(hasChromium ? 'the gamemaster rerolls a combat step' : `the gamemaster rerolls a combat step: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('rerolls the cube, sets the number of complications and the first one (Poor Visibility) by hand, draws them on the map preview, and opens the battle with the log in its combat log', async () => {
    const errors: string[] = [];
    const page = await (await h.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(h.base);
    await expect.poll(() => page.locator('#gm-episode option').count(), { timeout: 30_000 }).toBe(3);
    await page.locator('#gm-episode').selectOption('vampire-nest');
    await page.locator('#gm-seed').fill('10');
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('Seed 10, vampire nest:');
    // The map preview: the board, the cube's outline, the deploy areas.
    await expect.poll(() => page.locator('#gm-map .gm-cube').count()).toBe(1);
    expect(await page.locator('#gm-map .gm-deploy').count()).toBeGreaterThan(1);
    expect(await page.locator('#gm-log').count()).toBe(0);
    const cubeBefore = await page.locator('#gm-tables .gm-table-result').first().textContent();

    // Reroll one table: the cube's side. Its row and the log change; the log names it.
    await page.getByRole('button', { name: 'Reroll Cube side' }).click();
    await expect.poll(() => logLines(page)).toHaveLength(1);
    expect((await logLines(page))[0]).toMatch(new RegExp(`^Gamemaster rerolled Cube side \\(D10: \\d+\\): ${cubeBefore}`));
    // Set one by hand: three complications.
    await page.getByRole('combobox', { name: 'Set Number of complications by hand' }).selectOption('5');
    await expect.poll(() => logLines(page)).toHaveLength(2);
    expect((await logLines(page))[1]).toMatch(/^Gamemaster set Number of complications by hand: \d rolled → 3 rolled$/);
    expect(await page.locator('#gm-tables .gm-table-name', { hasText: /^Complication 3 / }).count()).toBe(1);
    expect(await page.locator('#gm-preview').textContent()).toMatch(/Complications/);
    // Undo takes the last back, and the choice is made again.
    await page.getByRole('button', { name: 'Undo the last' }).click();
    await expect.poll(() => logLines(page)).toHaveLength(1);
    await page.getByRole('combobox', { name: 'Set Number of complications by hand' }).selectOption('5');
    await expect.poll(() => logLines(page)).toHaveLength(2);
    // And the first complication by hand: Poor Visibility, whose effect holds over the whole board.
    await page.getByRole('combobox', { name: 'Set Complication 1 by hand' }).selectOption('19');
    await expect.poll(() => logLines(page)).toHaveLength(3);
    expect((await logLines(page))[2]).toMatch(/^Gamemaster set Complication roll 1 by hand: .* → Poor Visibility$/);
    const lines = await logLines(page);
    mkdirSync('/tmp/shots', { recursive: true });
    await page.locator('#gm-step').screenshot({ path: '/tmp/shots/gm-overrides-card.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('#gm-extras').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/shots/gm-overrides-390.png' });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Open as a battle' }).click();
    await expect.poll(async () => (await pageState(page).catch(() => null))?.game?.map?.complications?.length ?? 0, { timeout: 30_000 }).toBe(4);
    // The combat log opens with the gamemaster's rerolls and choices.
    await expect.poll(() => page.locator('#log li.narration').allTextContents(), { timeout: 20_000 }).toEqual(lines.map((l) => expect.stringContaining(l)));
    // Poor Visibility is said beside the goals, its effect quoted (the board marks only squares).
    await expect.poll(() => page.locator('#goals').textContent()).toMatch(/In force over the whole board: Poor Visibility\. “Every figure is concealed at range 5\+/);
    await page.screenshot({ path: '/tmp/shots/gm-overrides-opened.png' });
    expect(errors).toEqual([]);
  }, 240_000);
});
