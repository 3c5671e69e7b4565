import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, pageState, useBrowserAndServer } from './browserSupport.ts';

// The start page in two browsers: one creates a battle from the form (with the keyboard), the other
// sees it appear in the live list without reloading, joins its free seat from the list with a name,
// and the creator starts it from the waiting room.

const SHOTS = '/tmp/shots';

describe.skipIf(!hasChromium)(hasChromium ? 'the lobby in two browsers' : `the lobby: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('creates from the form, lists it live in another page, joins from the list with a name, and the creator starts', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const errors: string[] = [];
    const p1 = await (await h.browser.newContext({ viewport: { width: 1100, height: 1000 } })).newPage();
    const p2 = await (await h.browser.newContext({ viewport: { width: 1100, height: 1000 } })).newPage();
    for (const p of [p1, p2]) p.on('pageerror', (e) => errors.push(e.message));

    await p2.goto(h.base);
    await expect.poll(() => p2.locator('#battle-list').textContent(), { timeout: 20_000 }).toContain('No open battles');

    await p1.goto(h.base);
    await p1.getByLabel('Your name').fill('Alice');
    await p1.getByRole('radio', { name: /Skirmish/ }).check();
    await expect.poll(() => p1.locator('#my-seat option').allTextContents()).toEqual(['Agency', 'Cult']);
    await p1.getByLabel('Your seat').selectOption({ label: 'Agency' });
    await p1.screenshot({ path: `${SHOTS}/lobby-create-form.png`, fullPage: true });
    await p1.getByLabel('Your seat').focus();
    await p1.keyboard.press('Enter');
    await expect.poll(() => p1.locator('#share-link').inputValue(), { timeout: 20_000 }).toContain('?battle=');
    const roomId = new URL(await p1.locator('#share-link').inputValue()).searchParams.get('battle')!;

    // The second page has not reloaded: the battle appears in its list, with the creator's name.
    const row = p2.locator(`li.battle[data-room="${roomId}"]`);
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toMatch(/Agency — Alice.*Cult — free/);
    await expect.poll(() => row.textContent()).toContain('Waiting for players');
    await p2.screenshot({ path: `${SHOTS}/lobby-list.png`, fullPage: true });

    await p2.getByLabel('Your name').fill('Bob');
    await row.getByRole('button', { name: /^Join .* as Cult$/ }).click();
    await expect.poll(() => p2.locator('#waiting-seats').textContent(), { timeout: 20_000 }).toMatch(/Cult — Bob/);
    // Only the creator has Start, enabled once both seats are filled.
    await expect.poll(() => p1.locator('#waiting-seats').textContent()).toMatch(/Agency — Alice.*Cult — Bob/);
    expect(await p2.locator('#start-battle').isVisible()).toBe(false);
    await expect.poll(() => p1.locator('#start-battle').isEnabled()).toBe(true);
    await p1.screenshot({ path: `${SHOTS}/lobby-waiting-room.png` });
    expect((await pageState(p2)).game.seq).toBe(0);
    await p1.getByRole('button', { name: 'Start battle' }).click();
    await expect.poll(() => p2.locator('#banner').textContent(), { timeout: 20_000 }).toMatch(/Set-up.*your turn/);
    expect(await p1.locator('#share').isVisible()).toBe(false);
    expect((await pageState(p1)).seats.map((s) => s.player)).toEqual(['Alice', 'Bob']);
    expect(errors).toEqual([]);
  }, 120_000);

  it('fills the form for any side count from /api/maps: six sides, team presets, scripted sides, a gamemaster creator', async () => {
    const page = await (await h.browser.newContext({ viewport: { width: 1100, height: 1100 } })).newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // A catalogue with a six-side scenario (maps with more sides are data another change adds).
    await page.route('**/api/maps', async (route) => {
      const real = (await (await route.fetch()).json()) as { maps: unknown[]; scenarios: unknown[] };
      const sides = ['North', 'South', 'East', 'West', 'Centre', 'Rim'];
      real.maps.push({ id: 'hexfield', name: 'Hexfield', width: 30, height: 30, actions: 4 });
      real.scenarios.push({ id: 'six-way', name: 'Six Ways', description: 'Everyone at once.', map: 'hexfield', sides, teams: [0, 1, 2, 3, 4, 5] });
      await route.fulfill({ json: real });
    });
    let sent: Record<string, unknown> | null = null;
    await page.route('**/matchmake/create/battle', async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await route.fulfill({ status: 400, json: { code: 4210, error: 'not made in this test' } });
    });
    await page.goto(h.base);
    await page.getByLabel('Your name').fill('Zoe');
    await page.getByRole('radio', { name: /Hexfield/ }).check();
    await expect.poll(() => page.locator('#scenario option').allTextContents()).toEqual(['Six Ways (6 sides)']);
    expect(await page.locator('#teams option').allTextContents()).toEqual(['Each side alone', '2v2v2', '3v3']);
    await page.getByLabel('Teams').selectOption({ label: '3v3' });
    await page.getByRole('checkbox', { name: 'North' }).check();
    await page.getByRole('checkbox', { name: 'Rim' }).check();
    // A scripted side is no seat for the creator.
    expect(await page.locator('#my-seat option:disabled').allTextContents()).toEqual(['North', 'Rim']);
    expect(await page.getByLabel('Your seat').inputValue()).toBe('1');
    await page.getByRole('checkbox', { name: 'A gamemaster seat' }).check();
    await page.getByLabel('Your seat').selectOption({ label: 'Gamemaster' });
    await page.getByLabel('Time per phase').selectOption({ label: '1 minute' });
    await page.getByRole('checkbox', { name: /Private/ }).check();
    await page.screenshot({ path: `${SHOTS}/lobby-create-six-sides.png`, fullPage: true });
    await page.getByRole('button', { name: 'Create battle' }).click();
    await expect.poll(() => sent).not.toBeNull();
    expect(sent).toEqual({ map: 'hexfield', scenario: 'six-way', teams: [0, 1, 0, 1, 0, 1], scripted: [0, 5], phaseSeconds: 60, level: 'sergeant', private: true, gamemaster: true, role: 'gamemaster', name: 'Zoe' });
    await expect.poll(() => page.locator('#lobby-error').textContent()).toMatch(/Could not create the battle/);
    expect(errors).toEqual([]);
  }, 60_000);
});
