import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BattleView } from '../shared/battle/model.ts';
import { CHROMIUM, clickSquare, hasChromium, pageState, useBrowserAndServer } from './browserSupport.ts';
import { openStepAgainstComputer } from './browserCombatStepSupport.ts';

// HC-01 in the browser, in three dimensions: a flier one level up, selected on its side's turn, is
// shown its reach over the terrain and only the zones of control of enemies within one level of it.

describe.skipIf(!hasChromium)(hasChromium ? 'a flier in three dimensions in the browser' : `a flier in three dimensions in the browser: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('HC-01 a flier one level up is selected on turn 2 and shown its reach and the zones that stop it', async () => {
    const errors: string[] = [];
    const { page, creator } = await openStepAgainstComputer(h, 1, errors);
    await expect.poll(() => page.locator('#banner').textContent(), { timeout: 30_000 }).toMatch(/Preparation/);
    const view = (await pageState(page)).game as BattleView;
    const hero = view.heroes.find((x) => x.type === 'doctor-ember' && x.unitId)!;
    const unit = view.units.find((u) => u.id === hero.unitId)!;
    await clickSquare(page, view.map, unit.x, unit.y);
    await expect.poll(() => page.locator('#selection [data-fly]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.locator('#selection [data-fly][data-level="1"]').click();
    await expect.poll(async () => ((await pageState(page)).game as BattleView).units.find((u) => u.id === unit.id)?.altitude, { timeout: 10_000 }).toBe(1);
    // End the preparation and turn 1 (its Ambush left the flier no action) until turn 2 is ours to move.
    for (let guard = 0; guard < 30; guard++) {
      const g = (await pageState(page)).game as BattleView;
      if (g.turn >= 2 && g.active === 0 && g.phase === 'move') break;
      if (g.active === 0) await page.keyboard.press('e');
      await page.waitForTimeout(1500);
    }
    const g = (await pageState(page)).game as BattleView;
    const now = g.units.find((u) => u.id === unit.id)!;
    await clickSquare(page, g.map, now.x, now.y);
    await page.waitForTimeout(1000);
    const picked = (await pageState(page)).game as BattleView;
    expect(picked.turn).toBe(2);
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: '/tmp/shots/flight-3d.png' });
    // One level up it flies over the deep water and the walls at 1 a square: its whole Move of 3 all round.
    await expect.poll(() => page.locator('#selection').textContent()).toMatch(/48 squares in reach/);
    expect(errors).toEqual([]);
    await creator.leave(true).catch(() => undefined);
  }, 240_000);
});
