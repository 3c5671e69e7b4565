import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, pageState, squarePoint, useBrowserAndServer } from './browserSupport.ts';
import { openStepAsHeroes, squareTip } from './browserCombatStepSupport.ts';

// Issue 11, HC-06: a combat step with Innocent Bystanders under a Death Trap (street-brawl, seed 294, on
// crossroads; the task comes during the fight) in the heroes' seat: the people are on their squares,
// the banner counts them, a square's tooltip quotes the text and says what saves or kills them.

describe.skipIf(!hasChromium)(hasChromium ? 'bystanders in the browser' : `bystanders in the browser: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('HC-06 shows the bystanders on their squares, their count in the banner and the text in their tooltip', async () => {
    const errors: string[] = [];
    const { page, other } = await openStepAsHeroes(h, 294, errors);
    const view = (await pageState(page)).game;
    const groups = view.map.bystanders!;
    const total = groups.reduce((n, g) => n + g.count, 0);
    expect(total).toBeGreaterThanOrEqual(7);
    expect(groups.every((g) => g.inTrap && g.status === 'present')).toBe(true);
    const banner = page.locator('#countdowns');
    await expect.poll(() => banner.textContent()).toContain(`Bystanders: 0 saved, ${total} to save, 0 lost (${total} in the Death Trap)`);
    const g = groups[0];
    const tip = await squareTip(page, view.map, g.at.x, g.at.y, `${g.count} bystander`);
    expect(tip).toContain('Innocent Bystanders: “3D6+4 innocent bystanders are present.”');
    expect(tip).toContain('leads them to safety');
    expect(tip).toContain('In the Death Trap');
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: '/tmp/shots/bystanders.png' });
    await page.mouse.move(1, 1);
    const p = await squarePoint(page, view.map, g.at.x, g.at.y);
    await page.screenshot({ path: '/tmp/shots/bystanders-close.png', clip: { x: Math.max(0, p.x - 90), y: Math.max(0, p.y - 90), width: 180, height: 180 } });
    expect(errors).toEqual([]);
    await other.room.leave(true).catch(() => undefined);
  }, 180_000);

  it('HC-06 shows the hostages held among the enemy, counted in the banner, the Hostage Situation quoted in their tooltip', async () => {
    // Seed 330 (street-brawl, crossroads): Innocent Bystanders and a Hostage Situation, so every bystander is a hostage.
    const errors: string[] = [];
    const { page, other } = await openStepAsHeroes(h, 330, errors);
    const view = (await pageState(page)).game;
    const groups = view.map.bystanders!;
    const total = groups.reduce((n, g) => n + g.count, 0);
    expect(groups.every((g) => g.who === 'hostages')).toBe(true);
    await expect.poll(() => page.locator('#countdowns').textContent()).toContain(`Hostages: 0 saved, ${total} held, 0 lost`);
    const g = groups[0];
    const tip = await squareTip(page, view.map, g.at.x, g.at.y, `${g.count} hostages`);
    expect(tip).toContain('Hostage Situation: “');
    expect(tip).toMatch(/Held by the enemy, (guarded|not guarded now)/);
    await page.screenshot({ path: '/tmp/shots/hostages.png' });
    expect(errors).toEqual([]);
    await other.room.leave(true).catch(() => undefined);
  }, 180_000);
});
