import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseCommand } from '../shared/ai/simplePlayer.ts';
import { CHROMIUM, hasChromium, openBattle, pageState, sendFromPage, shots, useBrowserAndServer } from './browserSupport.ts';

// A whole small scenario, from the set-up to its result, played in two Chromium pages through the
// real server. Each page's decisions come from the scripted player reading that page's own view, and
// go out through that page's own connection; the set-up and the first phase end use the page's buttons.

describe.skipIf(!hasChromium)(hasChromium ? 'a whole battle in two browsers' : `a whole battle in two browsers: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('SW-01 plays the Street Skirmish from set-up to victory, and both pages show who won and why', async () => {
    const base = h.base;
    const errors: string[] = [];
    const pages = await openBattle(h.browser, base, 'skirmish', /Skirmish/, errors);
    const [p1, p2] = pages;

    const seen = new Set<string>();
    let commands = 0;
    for (; commands < 600; commands++) {
      const synced = (await pageState(p1)).game;
      if (synced.phase === 'over') break;
      const side = synced.active;
      const page = pages[side];
      // The acting page decides from its own state: wait until it has the patch page 1 has, or it
      // would choose from a stale view and be refused.
      await expect.poll(async () => (await pageState(page)).game.seq, { timeout: 10_000 }).toBe(synced.seq);
      const view = (await pageState(page)).game;
      const command = chooseCommand(view, side);
      expect(command).not.toBeNull();
      seen.add(`${view.phase}:${command!.type}`);
      if (commands === 0) await page.keyboard.press('e'); // the first phase ends from the keyboard
      else await sendFromPage(page, command);
      await expect.poll(async () => (await pageState(p1)).game.seq, { timeout: 10_000 }).toBeGreaterThan(synced.seq);
    }
    const end = (await pageState(p1)).game;
    expect(end.phase).toBe('over');
    const reason = end.result!.reason;
    expect(reason.length).toBeGreaterThan(5);
    // The battle saw moves and combat, not just phase ends.
    expect([...seen].some((k) => k.startsWith('move:move'))).toBe(true);
    expect([...seen].some((k) => k.startsWith('combat:attack'))).toBe(true);
    for (const page of pages) {
      await expect.poll(() => page.locator('#banner').textContent()).toContain('Battle over');
      await expect.poll(() => page.locator('#panel').textContent()).toContain(reason);
      await expect.poll(() => page.locator('#log').textContent()).toContain('Battle over');
    }
    const winner = end.result!.winner;
    if (winner !== null) {
      await expect.poll(() => pages[winner].locator('#panel').textContent()).toContain('You won');
      await expect.poll(() => pages[1 - winner].locator('#panel').textContent()).toContain('You lost');
    }
    // The end-of-battle summary opens for both players, with the reason; closing it gives the page back.
    for (const page of pages) {
      await expect.poll(() => page.locator('#summary').textContent()).toContain(reason);
      await page.locator('#summary-close').click();
      await expect.poll(() => page.locator('#summary').isVisible()).toBe(false);
    }
    // The dice: the seed is revealed, and the page replays the record and finds every die as shown.
    await p2.locator('#dice-check').click();
    await expect.poll(() => p2.locator('#dice-verdict').textContent(), { timeout: 30_000 }).toMatch(/^Verified: .* all \d+ commands replay/);
    await expect.poll(() => p2.locator('#dice-save').getAttribute('href')).toMatch(/^blob:/);
    await p1.screenshot({ path: join(shots, 'full-game-end-p1.png') });
    await p2.screenshot({ path: join(shots, 'full-game-end-p2.png') });
    expect(errors).toEqual([]);
  }, 300_000);
});
