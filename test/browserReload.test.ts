import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, openBattle, pageState, sendFromPage, shots, useBrowserAndServer } from './browserSupport.ts';

// #9: a reload mid-turn (and a second tab on the same seat) lands back in the seat at once: no
// "room is locked" while the dropped connection's reconnection slot is still open.

const you = (page: import('playwright-core').Page) => page.evaluate(() => (window as unknown as { battle: { session: { you: unknown } } }).battle.session.you);

describe.skipIf(!hasChromium)(hasChromium ? 'reloading a battle page' : `reloading a battle page: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('a reload mid-turn, and then a second tab, take the same seat at once and can act', async () => {
    const errors: string[] = [];
    const [p1, p2] = await openBattle(h.browser, h.base, 'skirmish', /Skirmish/, errors);
    const before = (await pageState(p1)).game;
    expect(before.active).toBe(0);
    expect(await you(p1)).toEqual({ role: 'player', side: 0 });

    await p1.reload();
    await expect.poll(() => p1.locator('#banner').textContent()).toMatch(/Turn 1, .* moves.*your turn/);
    expect(await you(p1)).toEqual({ role: 'player', side: 0 });
    expect((await pageState(p1)).game.seq).toBe(before.seq);
    // The combat log came back with the page (the welcome's history).
    await expect.poll(() => p1.locator('#log li').count()).toBeGreaterThan(0);
    // And the seat acts: the phase ends, and the opponent sees it.
    await sendFromPage(p1, { type: 'endPhase' });
    await expect.poll(async () => (await pageState(p2)).game.seq).toBeGreaterThan(before.seq);

    // A second tab of the same browser (same stored seat key) sits in the same seat beside the first.
    const tab = await p1.context().newPage();
    tab.on('pageerror', (e) => errors.push(e.message));
    await tab.goto(p1.url());
    await expect.poll(async () => (await tab.evaluate(() => !!(window as unknown as { battle?: { session?: { you?: unknown } } }).battle?.session?.you)) && you(tab)).toEqual({ role: 'player', side: 0 });
    await expect.poll(async () => (await pageState(tab)).game.seq).toBe((await pageState(p1)).game.seq);
    await tab.screenshot({ path: join(shots, 'reload-second-tab.png') });
    expect(errors).toEqual([]);
  }, 240_000);
});
