import { Client } from '@colyseus/sdk';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Session } from '../client/net/session.ts';
import type { BattleView } from '../shared/battle/model.ts';
import { CHROMIUM, hasChromium, pageState, shots, useBrowserAndServer } from './browserSupport.ts';
import { waitFor } from './support.ts';

// #9 in the browser: the gamemaster's table is shown to the gamemaster only; pausing shows "Paused"
// to the players; narration typed by the gamemaster reaches a player's combat log as text (markup
// and all); the countdown of a phase time limit is visible; a ruling ends the battle.

describe.skipIf(!hasChromium)(hasChromium ? "the gamemaster's table in the browser" : `the gamemaster's table: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('pause, narration (keyboard), countdown and a ruling (mouse), seen by a player page', async () => {
    const errors: string[] = [];
    // The first seat from Node (the creator); the second player and the gamemaster are pages.
    const creator = new Session<BattleView>(await new Client(h.base).create('battle', { map: 'skirmish', deployment: 'auto', gamemaster: true, phaseSeconds: 600 }));
    const roomId = creator.room.roomId;
    const ctx = () => h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const player = await (await ctx()).newPage();
    const gm = await (await ctx()).newPage();
    for (const p of [player, gm]) p.on('pageerror', (e) => errors.push(e.message));
    await player.goto(`${h.base}/?battle=${roomId}`);
    await gm.goto(`${h.base}/?battle=${roomId}&gm=1`);
    await waitFor('everyone seated', () => !!creator.current()?.seats.every((s) => s.taken), 30_000);
    creator.room.send('start');
    await waitFor('the start', () => !!creator.current()?.started);
    await expect.poll(() => gm.locator('#gamemaster').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await player.locator('#gamemaster').isVisible()).toBe(false);
    // The phase limit's countdown.
    await expect.poll(() => player.locator('#clock').textContent()).toMatch(/^\d+ s left\. The move phase ends/);

    await gm.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => player.locator('#clock').textContent()).toMatch(/^Paused/);
    await expect.poll(() => gm.getByRole('button', { name: 'Resume' }).isVisible()).toBe(true);

    const text = 'Thunder <b>rolls</b> & <img src=x onerror=alert(1)>';
    await gm.getByLabel('Narration').fill(text);
    await gm.getByLabel('Narration').press('Control+Enter');
    const line = player.locator('#log li.narration').last();
    await expect.poll(() => line.textContent(), { timeout: 10_000 }).toBe(`Gamemaster: ${text}`);
    expect(await player.locator('#log img').count()).toBe(0);
    await gm.screenshot({ path: join(shots, 'gamemaster-paused.png') });
    await player.screenshot({ path: join(shots, 'player-paused.png') });

    await gm.getByRole('button', { name: 'Resume' }).press('Enter');
    await expect.poll(() => player.locator('#clock').textContent()).toMatch(/s left/);

    await gm.getByText('End the battle with a ruling').click();
    await gm.locator('#gm-ruling input[type=checkbox]').nth(1).check();
    await gm.getByLabel('Reason for the ruling').fill('The cult holds the valley');
    await gm.getByRole('button', { name: 'End with this ruling' }).click();
    await expect.poll(async () => (await pageState(player)).game.phase).toBe('over');
    await expect.poll(() => player.locator('#result').textContent()).toMatch(/wins.*The gamemaster's ruling: The cult holds the valley/);
    await gm.screenshot({ path: join(shots, 'gamemaster-ruling.png') });
    expect(errors).toEqual([]);
    await creator.room.leave(true);
  }, 240_000);
});
