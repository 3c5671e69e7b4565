import { Client } from '@colyseus/sdk';
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, pageState, useBrowserAndServer } from './browserSupport.ts';

// Issue 11: a combat step opened from a seed (create option combatStep) is drawn in the browser: the
// cube's outline and the complications' marks come from the view's map (client/battle/board/complicationMarks.ts).

describe.skipIf(!hasChromium)(hasChromium ? 'a combat step in the browser' : `a combat step in the browser: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('shows the generated battle with its cube and complications', async () => {
    const errors: string[] = [];
    // Every side scripted, the creator a spectator: the battle plays itself while the page watches.
    const room = await new Client(h.base).create('battle', { combatStep: { seed: 34, episode: 'street-brawl' }, scripted: [0, 1], deployment: 'auto', role: 'spectator', name: 'GM' });
    room.send('start');
    const page = await (await h.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${h.base}/?battle=${room.roomId}&watch=1`);
    await expect.poll(async () => (await pageState(page).catch(() => null))?.game?.map?.complications?.length ?? 0, { timeout: 30_000 }).toBeGreaterThan(0);
    const view = (await pageState(page)).game;
    expect(view.map.cube).toBeDefined();
    expect(view.scenario.win.lastTurn).toBe(20);
    await page.waitForTimeout(1500);
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: '/tmp/shots/combat-step.png' });
    expect(errors).toEqual([]);
    await room.leave(true).catch(() => undefined);
  }, 120_000);
});
