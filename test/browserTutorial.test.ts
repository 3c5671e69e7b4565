import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import type { Command } from '../shared/battle/commands.ts';
import { legalCommands } from '../shared/battle/queries/legal.ts';
import { CHROMIUM, clickSquare, hasChromium, pageState, root, squarePoint, useBrowserAndServer } from './browserSupport.ts';

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

  it('through the real UI: pointing at a zone of control, the odds of a shot, then the shot itself', async () => {
    const errors: string[] = [];
    const page = await (await h.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(h.base);
    await openLesson(page);
    const state = await pageState(page);
    const map = state.game.map;
    const status = () => page.locator('#guide-status').textContent();
    const game = async () => (await pageState(page)).game;
    type Pt = { x: number; y: number };
    const reach = () => page.evaluate(() => (window as unknown as { battle: { controller: { picture: { reachable: Pt[] } } } }).battle.controller.picture.reachable);
    const enemies = state.game.units.filter((u) => u.side === 1 && u.x >= 0);
    const gap = (a: Pt) => Math.min(...enemies.map((e) => Math.max(Math.abs(e.x - a.x), Math.abs(e.y - a.y))));

    // Zones of control: a shooter selected (a click on it), the mouse rests on a hatched square.
    const shooter = state.game.units.find((u) => u.side === 0 && (u.missileRange ?? 0) > 0)!;
    await clickSquare(page, map, shooter.x, shooter.y);
    const zoc = () => page.evaluate(() => (window as unknown as { battle: { controller: { picture: { zoc: { x: number; y: number }[] } } } }).battle.controller.picture.zoc);
    await expect.poll(async () => (await zoc()).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const zone = (await zoc())[0];
    const p = await squarePoint(page, map, zone.x, zone.y);
    await page.mouse.move(p.x, p.y, { steps: 3 });
    await expect.poll(status, { timeout: 10_000 }).toContain('Zones of control');
    await page.screenshot({ path: `${SHOTS}/tut-1280-zoc.png` });

    // The shooter moves towards the enemy, by clicks, turn after turn (the rest of each turn passed) until it has a shot.
    const send = (c: Command) => page.evaluate((c) => (window as unknown as { battle: { session: { send(c: unknown): void } } }).battle.session.send(c), c);
    let shoots: Extract<Command, { type: 'shoot' }>[] = [];
    const until = Date.now() + 150_000;
    while (Date.now() < until) {
      const v = await game();
      const legal = legalCommands(v, 0);
      shoots = legal.filter((c): c is Extract<Command, { type: 'shoot' }> => c.type === 'shoot' && c.unitId === shooter.id);
      if (v.phase === 'move' && v.active === 0 && shoots.length) break;
      if (!legal.length) {
        await page.waitForTimeout(300);
        continue;
      }
      const me = v.units.find((u) => u.id === shooter.id)!;
      if (v.phase === 'move' && legal.some((c) => c.type === 'move' && c.unitId === shooter.id)) {
        await page.keyboard.press('Escape');
        await clickSquare(page, map, me.x, me.y);
        await expect.poll(async () => (await reach()).length, { timeout: 10_000 }).toBeGreaterThan(0);
        const to = (await reach()).filter((q) => gap(q) >= 2).sort((a, b) => gap(a) - gap(b))[0];
        if (to && gap(to) < gap(me)) {
          await clickSquare(page, map, to.x, to.y);
          await expect.poll(async () => (await game()).units.find((u) => u.id === shooter.id)!.x, { timeout: 20_000 }).toBe(to.x);
          continue;
        }
      }
      const pick = legal.find((c) => c.type === 'endPhase') ?? legal.find((c) => c.type === 'pass') ?? legal.find((c) => c.type === 'support') ?? legal[0];
      const before = JSON.stringify([v.turn, v.phase, v.active]);
      await send(pick);
      await expect.poll(async () => { const w = await game(); return JSON.stringify([w.turn, w.phase, w.active]) !== before || legalCommands(w, 0).length !== legal.length; }, { timeout: 20_000 }).toBe(true);
    }
    expect(shoots.length, 'a shot in range within a few turns').toBeGreaterThan(0);
    const at = (await game()).units.find((u) => u.id === shooter.id)!;
    const target = (await game()).units.find((u) => u.id === shoots[0].targetId)!;

    // The odds: a click on an enemy in range with the shooter selected shows them.
    await page.keyboard.press('Escape');
    await clickSquare(page, map, at.x, at.y);
    await page.keyboard.press('s');
    await clickSquare(page, map, target.x, target.y);
    const aimed = () => page.evaluate(() => (window as unknown as { battle: { controller: { picture: { previewTarget: string | null } } } }).battle.controller.picture.previewTarget);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/tut-1280-odds.png` });
    await expect.poll(aimed, { timeout: 10_000 }).toBe(target.id);
    await expect.poll(status, { timeout: 10_000 }).toContain('The odds');

    // Shooting: Enter confirms the shot; the log has it and the guide counts it.
    await page.keyboard.press('Enter');
    await expect.poll(status, { timeout: 20_000 }).toContain('Shooting');
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
