import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, pageState, sendFromPage, shots, useBrowserAndServer } from './browserSupport.ts';

// One person against the scripted opponent, from the start page: the form gives the other side to the
// scripted opponent, Start begins at once (every seat is filled), the person places and plays, and
// the scripted side places and plays its own phases in between.

describe.skipIf(!hasChromium)(hasChromium ? 'a battle against the scripted opponent' : `against the scripted opponent: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('created from the form with the other side scripted, started, and played on both sides', async () => {
    const errors: string[] = [];
    const page = await (await h.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(h.base);
    await page.getByLabel('Your name').fill('Solo');
    await page.getByRole('radio', { name: /Skirmish/ }).check();
    await page.getByLabel('Your seat').selectOption({ label: 'Agency' });
    await page.locator('fieldset', { hasText: 'Scripted opponent plays' }).getByLabel('Cult').check();
    // The levels offered come from the server's list (shared/ai/levels.ts), strongest first; the default (the middle one) chosen first.
    expect(await page.getByLabel('Its level').locator('option').allTextContents()).toEqual(['Captain', 'Sergeant', 'Recruit']);
    expect(await page.getByLabel('Its level').inputValue()).toBe('sergeant');
    await page.getByLabel('Its level').selectOption('recruit');
    let sent: Record<string, unknown> = {};
    await page.route('**/matchmake/create/battle', async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create battle' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Start battle' }).isEnabled(), { timeout: 20_000 }).toBe(true);
    await page.getByRole('button', { name: 'Start battle' }).click();
    expect(sent).toMatchObject({ scripted: [1], level: 'recruit', side: 0, name: 'Solo' });

    // SW-10: the second side (scripted) places first; then it is the person's turn to place.
    await expect.poll(() => page.locator('#banner').textContent(), { timeout: 20_000 }).toMatch(/Set-up.*your turn/);
    await page.getByRole('button', { name: 'Place all remaining' }).click();
    await expect.poll(() => page.locator('#banner').textContent(), { timeout: 20_000 }).toMatch(/Turn 1, .* moves.*your turn/);
    const before = (await pageState(page)).game.seq;
    await sendFromPage(page, { type: 'endPhase' });
    // The scripted Cult has its move phase and gives the turn on; the person's turn comes round again.
    await expect.poll(async () => (await pageState(page)).game.turn, { timeout: 60_000 }).toBeGreaterThan(1);
    const after = await pageState(page);
    expect(after.game.seq).toBeGreaterThan(before + 1);
    expect(after.seats.map((s) => [s.player, s.scripted])).toEqual([['Solo', false], [null, true]]);
    await expect.poll(() => page.locator('#banner').textContent(), { timeout: 20_000 }).toMatch(/your turn/);
    await page.screenshot({ path: join(shots, 'scripted-opponent.png') });
    expect(errors).toEqual([]);
  }, 240_000);
});
