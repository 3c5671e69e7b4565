import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { legalCommands } from '../shared/battle/queries/legal.ts';
import { CHROMIUM, hasChromium, pageState, sendFromPage, shots, useBrowserAndServer } from './browserSupport.ts';

// #10 solo play from the start page: "Play against the computer" with the lowest level (Recruit), one
// click, and the battle starts at once (no Start to press: every other side is scripted). While the
// computer chooses, the panel says so with a progress bar. The person plays with the keyboard and the
// panel's buttons (places everything, then ends each phase, passes in combat) until the battle's
// result; the scripted side plays its own phases in between, through the server's worker thread.

/** The person's next step through the page: the panel's Place all, else E (end phase, done buying, stop firing) or P (pass). */
async function playMyTurn(page: Page): Promise<void> {
  const before = await pageState(page);
  const v = before.game;
  if (v.phase === 'deploy') await page.getByRole('button', { name: 'Place all remaining' }).click();
  else {
    await page.locator('#board').click({ position: { x: 2, y: 2 } }).catch(() => undefined);
    await page.keyboard.press('Escape');
    await page.keyboard.press(v.phase === 'combat' ? 'p' : 'e');
  }
  const moved = await expect
    .poll(async () => (await pageState(page)).game.seq, { timeout: 3_000 })
    .toBeGreaterThan(v.seq)
    .then(() => true)
    .catch(() => false);
  if (moved) return;
  // A decision the keys do not answer (a support roll, a spend): any legal command of its kind.
  const legal = legalCommands(v, 0);
  const pick = legal.find((c) => c.type === 'endPhase' || c.type === 'pass') ?? legal[0];
  if (pick) await sendFromPage(page, pick);
}

describe.skipIf(!hasChromium)(hasChromium ? 'solo play against the computer' : `solo play: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('one click against the Recruit starts the battle at once; the computer is shown thinking; played to its result', async () => {
    const errors: string[] = [];
    const page = await (await h.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(h.base);
    await page.getByLabel('Your name').fill('Solo');
    const solo = page.locator('#solo-form');
    await expect.poll(() => solo.getByRole('button', { name: 'Play against the computer' }).isEnabled()).toBe(true);
    // The levels come from the server's list (/api/maps), the room's default chosen first.
    const offered = ((await (await fetch(`${h.base}/api/maps`)).json()) as { levels: { id: string; name: string; default: boolean }[] }).levels;
    expect(await solo.getByLabel("Computer's level").locator('option').allTextContents()).toEqual(offered.map((l) => l.name));
    expect(offered.map((l) => l.name)).toContain('Recruit');
    expect(await solo.getByLabel("Computer's level").inputValue()).toBe(offered.find((l) => l.default)!.id);
    await solo.getByLabel('Map').selectOption({ label: 'Skirmish' });
    await solo.getByLabel('Scenario').selectOption('skirmish');
    await solo.getByLabel('You play').selectOption({ label: 'Agency' });
    await solo.getByLabel("Computer's level").selectOption('recruit');
    await solo.getByLabel('Its moves').selectOption('fast');
    await page.locator('#solo-form').screenshot({ path: join(shots, 'solo-form.png') });
    await page.screenshot({ path: join(shots, 'solo-start-page.png'), fullPage: true });
    let sent: Record<string, unknown> = {};
    await page.route('**/matchmake/create/battle', async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue();
    });
    await solo.getByRole('button', { name: 'Play against the computer' }).click();
    await expect.poll(() => page.evaluate(() => !!(window as unknown as { battle?: unknown }).battle), { timeout: 20_000 }).toBe(true);
    expect(sent).toEqual({ map: 'skirmish', scenario: 'skirmish', side: 0, scripted: [1], level: 'recruit', pace: 'fast', autoStart: true, name: 'Solo' });
    // Started at once: nobody pressed Start.
    await expect.poll(async () => (await pageState(page)).started, { timeout: 20_000 }).toBe(true);
    expect(await page.getByRole('button', { name: 'Start battle' }).isVisible()).toBe(false);
    // The creator's seats panel does not offer to give the computer's own seat back (it would empty it).
    const computerRow = page.locator('#gm-seats .gm-row').nth(1);
    await expect.poll(() => computerRow.textContent()).toContain('(computer)');
    expect(await computerRow.getByRole('button', { name: 'Give back' }).isDisabled()).toBe(true);
    await page.locator('#gamemaster').screenshot({ path: join(shots, 'solo-seats.png') });

    let sawThinking = false;
    const deadline = Date.now() + 200_000;
    while (Date.now() < deadline) {
      const m = await pageState(page);
      if (m.game.phase === 'over') break;
      const computers = m.waiting !== null && m.seats[m.waiting.side]?.scripted;
      if (computers) {
        // Shown and its words read in one step: two reads may straddle the computer's last move.
        const shown = sawThinking ? null : await page.evaluate(() => { const t = document.getElementById('thinking'); return t && !t.hidden ? (t.textContent ?? '') : null; });
        if (shown !== null) {
          sawThinking = true;
          expect(shown).toContain('The computer is thinking');
          await page.screenshot({ path: join(shots, 'solo-thinking.png') });
        }
        await new Promise((r) => setTimeout(r, 50));
      } else if (m.waiting?.side === 0) await playMyTurn(page);
      else await new Promise((r) => setTimeout(r, 50));
    }
    const end = await pageState(page);
    expect(end.game.phase).toBe('over');
    expect(sawThinking).toBe(true);
    await expect.poll(() => page.locator('#result').isVisible()).toBe(true);
    expect(await page.locator('#thinking').isVisible()).toBe(false);
    expect(await page.locator('#result').textContent()).toMatch(/You (won|lost)|Nobody won/);
    await page.screenshot({ path: join(shots, 'solo-result.png') });
    expect(errors).toEqual([]);
  }, 300_000);
});
