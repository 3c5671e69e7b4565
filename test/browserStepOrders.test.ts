import { Client } from '@colyseus/sdk';
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BattleView } from '../shared/battle/model.ts';
import { CHROMIUM, hasChromium, pageState, useBrowserAndServer } from './browserSupport.ts';

// HC-02/HC-03 in the browser: seed 1 of the street brawl (Whole Team, the opponents first, range 3-10;
// an Ambush with the heroes' two personal actions). The scripted opponents place their whole team; the
// page's prompt says the order and the range; Place all sets the heroes out within it; the banner
// then says the preparation, and on turn 1 which units lost their actions.

describe.skipIf(!hasChromium)(hasChromium ? 'a combat step\'s deployment and preparation in the browser' : `skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('HC-03 HC-02 the deploy prompt, the range kept by Place all, the preparation and the lost turn-1 actions', async () => {
    const errors: string[] = [];
    const creator = await new Client(h.base).create('battle', { combatStep: { seed: 1, episode: 'street-brawl' }, scripted: [1], deployment: 'players', role: 'spectator', name: 'GM' });
    const page = await (await h.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${h.base}/?battle=${creator.roomId}`);
    await expect.poll(async () => (await pageState(page).catch(() => null))?.seats?.every((s) => s.taken || s.scripted) ?? false, { timeout: 30_000 }).toBe(true);
    await page.locator('#start-battle').click();
    await expect.poll(() => page.locator('#banner').textContent(), { timeout: 30_000 }).toMatch(/Set-up: Heroes places a unit or hero \(your turn\).*Whole Team: .* first, each side places its whole team; the other side within 3-10 squares/);
    const placing = (await pageState(page)).game as BattleView;
    // The opponents' whole team is down before the heroes place anything.
    expect(placing.reserves.filter((u) => u.side === 1)).toEqual([]);
    expect(placing.units.filter((u) => u.side === 0)).toEqual([]);
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: '/tmp/shots/step-deploy-prompt.png' });
    await page.locator('[data-deploy-all]').click();
    await expect.poll(() => page.locator('#banner').textContent(), { timeout: 30_000 }).toMatch(/Preparation \(Ambush\), before turn 1.*Heroes has 2 personal actions left \(your turn\)/);
    const view = (await pageState(page)).game as BattleView;
    const opponents = view.units.filter((u) => u.side === 1);
    for (const u of view.units.filter((x) => x.side === 0)) {
      const near = Math.min(...opponents.map((o) => Math.max(Math.abs(o.x - u.x), Math.abs(o.y - u.y))));
      expect(near, u.id).toBeGreaterThanOrEqual(3);
      expect(near, u.id).toBeLessThanOrEqual(10);
    }
    await expect.poll(() => page.locator('#log').textContent()).toContain('Preparation: Heroes takes 2 personal actions');
    await page.screenshot({ path: '/tmp/shots/step-preparation.png' });
    await page.keyboard.press('e');
    await expect.poll(() => page.locator('#banner').textContent(), { timeout: 30_000 }).toMatch(/Turn 1, Heroes moves.*lost (its|their) turn-1 actions.*\(Ambush\)/);
    await page.screenshot({ path: '/tmp/shots/step-turn-one.png' });
    expect(errors).toEqual([]);
    await creator.leave(true).catch(() => undefined);
  }, 180_000);
});
