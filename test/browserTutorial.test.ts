import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { CHROMIUM, clickSquare, hasChromium, pageState, root, useBrowserAndServer } from './browserSupport.ts';

// Learn to play (#12): one click on the start page opens a tutorial battle against the scripted
// opponent with the guide beside the board; the guide moves on when the battle shows the lesson done.

const SHOTS = '/tmp/shots';

async function openLesson(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Learn to play' }).click();
  await expect.poll(() => page.locator('#guide-title').textContent(), { timeout: 30_000 }).toBe('Moving');
  await expect.poll(() => page.locator('#banner').textContent(), { timeout: 30_000 }).toMatch(/Turn 1, .* moves.*your turn/);
}

/** axe-core's WCAG A/AA violations inside one part of the page (the rule ids). */
async function axeIn(page: Page, selector: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: join(root, 'node_modules/axe-core/axe.min.js') });
  const r = (await page.evaluate(
    (sel) => (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<unknown> } }).axe.run({ include: [sel] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }),
    selector,
  )) as { violations: { id: string }[] };
  return r.violations.map((v) => v.id);
}

const picture = (page: Page) => page.evaluate(() => (window as unknown as { battle: { controller: { picture: { reachable: { x: number; y: number }[] } | null } } }).battle.controller.picture);

describe.skipIf(!hasChromium)(hasChromium ? 'the tutorial' : `the tutorial: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('Learn to play opens a lesson battle with its guide; a move moves the guide on; Enter and Escape work it', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const errors: string[] = [];
    const page = await (await h.browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    let sent: Record<string, unknown> = {};
    await page.route('**/matchmake/create/battle', async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue();
    });
    await page.goto(h.base);
    await expect.poll(() => page.getByRole('button', { name: 'Learn to play' }).isVisible()).toBe(true);
    expect(await axeIn(page, '#learn')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/tut-1920-lobby.png` });
    await openLesson(page);
    expect(await axeIn(page, '#guide')).toEqual([]);
    expect(sent).toMatchObject({ scenario: 'tutorial', scripted: [1], level: 'recruit' });
    const state = await pageState(page);
    expect(state.seats.map((s) => s.scripted)).toEqual([false, true]);
    await page.screenshot({ path: `${SHOTS}/tut-1920-first.png` });

    // A move: select with N, then click a square the board shows in reach.
    await page.locator('#board canvas').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('Escape');
    await page.keyboard.press('n');
    await expect.poll(async () => (await picture(page))?.reachable.length ?? 0).toBeGreaterThan(0);
    const to = (await picture(page))!.reachable[0];
    await clickSquare(page, state.game.map, to.x, to.y);
    await expect.poll(() => page.locator('#guide-status').textContent(), { timeout: 20_000 }).toContain('Done: Moving');
    expect(await page.locator('#guide-title').textContent()).not.toBe('Moving');
    const second = await page.locator('#guide-title').textContent();
    await page.screenshot({ path: `${SHOTS}/tut-1920-moved.png` });
    // A reload (the link keeps &learn) brings the guide back where it was.
    expect(page.url()).toContain('&learn=1');
    await page.reload();
    await expect.poll(() => page.locator('#guide-title').textContent(), { timeout: 30_000 }).toBe(second);

    // The keyboard: Enter on the box goes on to the next lesson, Escape closes it; the reopen button brings it back.
    await page.locator('#guide').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#guide-title').textContent()).not.toBe(second);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#guide').isHidden()).toBe(true);
    await page.getByRole('button', { name: 'Show the guide' }).click();
    await expect.poll(() => page.locator('#guide').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  }, 240_000);

  it('on a phone the guide is a bar above the sheet and the board stays in view', async () => {
    const page = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })).newPage();
    await page.goto(h.base);
    await expect.poll(() => page.getByRole('button', { name: 'Learn to play' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/tut-390-lobby.png` });
    await openLesson(page);
    await page.screenshot({ path: `${SHOTS}/tut-390-open.png` });
    const board = (await page.locator('#board canvas').boundingBox())!;
    const guide = (await page.locator('#guide').boundingBox())!;
    // The guide does not cover the board.
    expect(guide.y).toBeGreaterThanOrEqual(board.y + board.height - 1);
    expect(board.width).toBeGreaterThan(300);
    // With the sheet closed the guide's bar is still shown.
    await page.locator('#sheet-toggle').click();
    await expect.poll(() => page.locator('#guide').isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/tut-390-closed.png` });
  }, 240_000);
});
