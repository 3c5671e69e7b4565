import { Client } from '@colyseus/sdk';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Session } from '../client/net/session.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleView } from '../shared/battle/model.ts';
import type { BattleMap } from '../shared/map/battleMap.ts';
import { CHROMIUM, endPreparation, hasChromium, pageState, sendFromPage, squarePoint, useBrowserAndServer } from './browserSupport.ts';
import { waitFor } from './support.ts';

// Issue 11, HC-06: a combat step with a Time Limit and a Victory Button (street-brawl, seed 75, on
// crossroads; the task comes during the fight) in the heroes' seat: the banner shows the turn limit
// and the clock, its tooltip quotes the effect, the button's square says what pressing it does; at
// the end of the turn the clock has gone down by the engine's D3-1 and the log says so.

async function hoverSquare(page: Page, map: BattleMap, x: number, y: number): Promise<void> {
  const p = await squarePoint(page, map, x, y);
  await page.mouse.move(p.x, p.y);
}

describe.skipIf(!hasChromium)(hasChromium ? 'a combat step\'s countdowns and objectives in the browser' : `objectives in the browser: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('HC-06 shows the turn limit and the Time Limit\'s clock, the Victory Button\'s square, and the clock going down at the turn\'s end', async () => {
    const errors: string[] = [];
    const page = await (await h.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    const other = new Session<BattleView, Command>(await new Client(h.base).create('battle', { combatStep: { seed: 75, episode: 'street-brawl' }, deployment: 'auto', side: 1 }));
    await page.goto(`${h.base}/?battle=${other.room.roomId}`);
    await waitFor('both seats taken', () => !!other.current()?.seats.every((s) => s.taken), 30_000);
    other.room.send('start');
    await endPreparation(page, other);
    await expect.poll(() => page.locator('#banner').textContent(), { timeout: 30_000 }).toMatch(/Turn 1, .* moves.*your turn/);

    const view = (await pageState(page)).game;
    const button = view.scenario.objectives!.victoryButton!;
    expect(view.scenario.objectives!.countdowns![0]).toMatchObject({ kind: 'time-limit', start: 12 });
    const banner = page.locator('#countdowns');
    await expect.poll(() => banner.textContent()).toContain('Turn 1 of 20');
    expect(await banner.textContent()).toContain('Time Limit: 12 turns left before the task fails');
    expect(await banner.locator('.countdown').nth(1).getAttribute('title')).toContain('A clock of 12');

    // Hovered again until the tip is the button's square (a late refit may move the squares).
    const tip = page.locator('#board-tip');
    await expect.poll(async () => {
      await hoverSquare(page, view.map, button.at.x, button.at.y);
      return (await tip.isVisible()) ? await tip.textContent() : '';
    }, { timeout: 10_000 }).toContain('Victory Button');
    expect(await tip.textContent()).toContain('presses it for one action: its side wins');
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: '/tmp/shots/objectives-turn1.png' });
    await page.mouse.move(1, 1);

    // Both sides end their phases (passing in combat) until turn 2: the clock goes down at the turn's end.
    for (let i = 0; i < 20 && (other.current()?.game.turn ?? 1) === 1; i++) {
      const g = other.current()!.game;
      const c = { type: g.phase === 'combat' ? 'pass' : 'endPhase' };
      if (g.active === 1) other.room.send('command', c);
      else await sendFromPage(page, c);
      await new Promise((r) => setTimeout(r, 500));
    }
    await expect.poll(async () => (await pageState(page)).game.turn, { timeout: 20_000 }).toBe(2);
    const left = (await pageState(page)).game.countdowns![0].left!;
    expect(left).toBeGreaterThanOrEqual(10);
    expect(left).toBeLessThanOrEqual(12);
    await expect.poll(() => banner.textContent()).toContain(`Time Limit: ${left} turns left`);
    await expect.poll(() => page.locator('#log').textContent()).toContain(`Time Limit: ${left} left`);
    await page.screenshot({ path: '/tmp/shots/objectives-turn2.png' });
    expect(errors).toEqual([]);
    await other.room.leave(true).catch(() => undefined);
  }, 180_000);
});
