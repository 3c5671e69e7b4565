import { Client, type Room } from '@colyseus/sdk';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { Session } from '../client/net/session.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleView } from '../shared/battle/model.ts';
import type { BattleMap } from '../shared/map/battleMap.ts';
import { endPreparation, pageState, squarePoint, type BrowserHarness } from './browserSupport.ts';
import { waitFor } from './support.ts';

// What the combat-step browser tests share: a street-brawl step opened with the page as the heroes
// and a protocol client as the opponents, through any preparation to the heroes' turn 1; a square's tooltip.

/**
 * A combat step of `seed` with the page as the heroes (side 0) at 1280x800 (`deviceScaleFactor` as
 * asked), on turn 1 and the page's turn: the opponents end their phase while they move first.
 * Page errors go to `errors`; `boost` the step's Boost in Tasks (HC-08), if any.
 */
export async function openStepAsHeroes(h: BrowserHarness, seed: number, errors: string[], overrides?: unknown[], deviceScaleFactor = 1, boost?: 1 | 2): Promise<{ page: Page; other: Session<BattleView, Command> }> {
  const page = await (await h.browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor })).newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  const other = new Session<BattleView, Command>(await new Client(h.base).create('battle', { combatStep: { seed, episode: 'street-brawl', ...(overrides ? { overrides } : {}), ...(boost ? { boost } : {}) }, deployment: 'auto', side: 1 }));
  await page.goto(`${h.base}/?battle=${other.room.roomId}`);
  await waitFor('both seats taken', () => !!other.current()?.seats.every((s) => s.taken), 30_000);
  other.room.send('start');
  await endPreparation(page, other);
  for (let guard = 0; guard < 4 && !(other.current()?.game.active === 0 && other.current()?.game.phase === 'move'); guard++) {
    if (other.current()?.game.active === 1) other.send({ type: 'endPhase' });
    await page.waitForTimeout(500);
  }
  await expect.poll(() => page.locator('#banner').textContent(), { timeout: 30_000 }).toMatch(/Turn 1, .* moves.*your turn/);
  return { page, other };
}

/**
 * A combat step of `seed` (street brawl) created by a spectator with the computer on the opponents'
 * seat, opened in a 1280x800 page as the heroes and started from it: the page and the spectator's room,
 * as the preparation begins. Page errors go to `errors`.
 */
export async function openStepAgainstComputer(h: BrowserHarness, seed: number, errors: string[]): Promise<{ page: Page; creator: Room }> {
  const creator = await new Client(h.base).create('battle', { combatStep: { seed, episode: 'street-brawl' }, scripted: [1], deployment: 'auto', role: 'spectator', name: 'GM' });
  const page = await (await h.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${h.base}/?battle=${creator.roomId}`);
  await expect.poll(async () => (await pageState(page).catch(() => null))?.seats?.every((s) => s.taken || s.scripted) ?? false, { timeout: 30_000 }).toBe(true);
  // The page's player is the battle's creator here (the SDK client is a spectator): it starts it.
  await page.locator('#start-battle').click();
  return { page, creator };
}

/**
 * The board's tooltip text once it is the square's: hovered again until it shows `expected`, since
 * a late refit of the board (a banner wrapping onto a second line on a busy machine) may move the
 * squares under a pointer placed too early.
 */
export async function squareTip(page: Page, map: BattleMap, x: number, y: number, expected: string): Promise<string> {
  const tip = page.locator('#board-tip');
  const read = async () => {
    const p = await squarePoint(page, map, x, y);
    await page.mouse.move(p.x, p.y);
    return (await tip.isVisible()) ? ((await tip.textContent()) ?? '') : '';
  };
  await expect.poll(read, { timeout: 30_000 }).toContain(expected);
  return (await tip.textContent()) ?? '';
}
