import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, pageState, root, useBrowserAndServer } from './browserSupport.ts';

// Issue 11: the start page's "Combat step (gamemaster)" card: choose an episode and a seed, read the
// set-up the server rolls (GET /api/combat-setup), roll another, and open it as a battle in the
// gamemaster's seat, by keyboard and mouse.

const preview = (page: Page) => page.locator('#gm-preview').textContent();
const status = (page: Page) => page.locator('#gm-status').textContent();

async function axe(page: Page, include: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: join(root, 'node_modules/axe-core/axe.min.js') });
  const r = (await page.evaluate(
    (sel) => (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<unknown> } }).axe.run({ include: [sel] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } }),
    include,
  )) as { violations: { id: string; help: string; nodes: { target: string[] }[] }[] };
  return r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe.skipIf(!hasChromium)(hasChromium ? 'the gamemaster combat step card' : `the gamemaster combat step card: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('previews a seed, rolls another, refuses a bad one in words, passes axe, and opens the step as a battle in the gamemaster seat', async () => {
    const errors: string[] = [];
    const page = await (await h.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    // The first preview is held back a moment: the card says it is rolling meanwhile.
    let held = true;
    await page.route('**/api/combat-setup*', async (route) => {
      if (held) {
        held = false;
        await new Promise((r) => setTimeout(r, 1500));
      }
      await route.continue();
    });
    await page.goto(h.base);
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('Rolling the set-up…');
    await expect.poll(() => preview(page), { timeout: 20_000 }).toContain('Turn limit20 turns');
    expect(await page.locator('#gm-episode option').count()).toBe(3);

    // Keyboard: a seed typed, the episode chosen with the arrow keys.
    await page.locator('#gm-seed').fill('34');
    await expect.poll(() => status(page)).toBe('Seed 34, street brawl:');
    await page.locator('#gm-episode').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => status(page)).toBe('Seed 34, vampire nest:');
    const first = await preview(page);
    for (const part of ['Cube', 'Preparation', 'Deployment', 'Environments', 'Complications', 'Task', 'Turn limit']) expect(first).toContain(part);
    expect(first).toMatch(/in force/);

    // Mouse: a new seed, and a new set-up for it.
    await page.getByRole('button', { name: 'Roll a new one' }).click();
    await expect.poll(() => status(page)).not.toBe('Seed 34, vampire nest:');
    // Issue 11: a fresh seed is 64 hex digits (the generator's whole key), shown by its ends.
    await expect.poll(() => status(page)).toMatch(/^Seed [0-9a-f]{8}…[0-9a-f]{8}, vampire nest:$/);
    const rolled = await page.locator('#gm-seed').inputValue();
    expect(rolled).toMatch(/^[0-9a-f]{64}$/);
    expect(await preview(page)).not.toBe(first);
    // Typed in capitals, the same key.
    await page.locator('#gm-seed').fill(rolled.toUpperCase());
    await expect.poll(() => status(page)).toBe(`Seed ${rolled.slice(0, 8)}…${rolled.slice(-8)}, vampire nest:`);

    // A bad seed: said in words (the server's reason), nothing to open.
    await page.locator('#gm-seed').fill('99999999999');
    await expect.poll(() => page.locator('#gm-error').textContent()).toMatch(/No set-up for that: seed must be a whole number/);
    expect(await page.locator('#gm-open').isDisabled()).toBe(true);

    await page.locator('#gm-seed').fill('10');
    await expect.poll(() => status(page)).toBe('Seed 10, vampire nest:');
    expect(await page.locator('#gm-error').textContent()).toBe('');
    // Seed 10 of this step lays two complications on the terrain (the server says which).
    expect(await preview(page)).toMatch(/Rough Terrain: in force/);
    expect(await preview(page)).toMatch(/Hard Contested Zone: in force/);
    expect(await axe(page, '#gm-step')).toEqual([]);
    mkdirSync('/tmp/shots', { recursive: true });
    await page.locator('#gm-step').scrollIntoViewIfNeeded();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.locator('#gm-step').screenshot({ path: '/tmp/shots/gm-card-1920.png' });
    await page.screenshot({ path: '/tmp/shots/gm-1920x1080.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('#gm-step').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/shots/gm-390x844.png' });
    await page.locator('#gm-step').screenshot({ path: '/tmp/shots/gm-card-390.png' });
    expect(await axe(page, '#gm-step')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Open it from the keyboard. Enter in the seed field before its set-up is on show only rolls it:
    // nothing is opened unseen. Once shown, Enter opens the battle.
    await page.locator('#gm-seed').fill('7');
    await page.locator('#gm-seed').press('Enter');
    await expect.poll(() => status(page)).toBe('Seed 7, vampire nest:');
    expect(await page.locator('#lobby').isVisible()).toBe(true);
    // Typed with a leading zero: the seed 10 (the server's reading), and Enter opens it rather than rolling it again.
    await page.locator('#gm-seed').fill('010');
    await expect.poll(() => status(page)).toBe('Seed 10, vampire nest:');
    await page.locator('#gm-seed').press('Enter');
    await expect.poll(async () => (await pageState(page).catch(() => null))?.game?.map?.complications?.length ?? 0, { timeout: 30_000 }).toBeGreaterThan(0);
    const view = (await pageState(page)).game;
    expect(view.scenario.id).toBe('combat-step-vampire-nest');
    // What the board marks (client/battle/board/complicationMarks.ts): the complications in force with their changed squares.
    expect(view.map.complications!.filter((c) => c.inForce && c.changed?.length).map((c) => c.name).sort()).toEqual(['Hard Contested Zone', 'Rough Terrain']);
    expect(view.map.cube).toBeDefined();
    expect(await page.evaluate(() => (window as unknown as { battle: { session: { you: unknown } } }).battle.session.you)).toEqual({ role: 'gamemaster' });
    expect(page.url()).toMatch(/\?battle=/);
    await expect.poll(() => page.locator('#board canvas').isVisible(), { timeout: 20_000 }).toBe(true);
    await page.waitForTimeout(1000);
    await page.screenshot({ path: '/tmp/shots/gm-opened.png' });
    expect(errors).toEqual([]);
  }, 180_000);
});
