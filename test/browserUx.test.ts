import { Client } from '@colyseus/sdk';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Session } from '../client/net/session.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleView } from '../shared/battle/model.ts';
import { legalCommands } from '../shared/battle/queries/legal.ts';
import { reachable } from '../shared/battle/rules/movement.ts';
import type { BattleMap } from '../shared/map/battleMap.ts';
import { CHROMIUM, clickSquare, hasChromium, pageState, sendFromPage, squarePoint, useBrowserAndServer } from './browserSupport.ts';
import { waitFor } from './support.ts';

// #12 in the browser: one's deploy area while waiting in the set-up; a counter's and a square's
// tooltip on hover; the legend; the engine's reason, in words and on the board, for a click that
// cannot move; and the end of a battle: the summary (who won and why, losses, luck), a rematch that
// takes the player to a new battle on the same map, and the replay link. Screenshots in /tmp/shots.

const SHOTS = '/tmp/shots';
const SIZES = [
  [390, 844],
  [768, 1024],
  [1920, 1080],
] as const;

const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** Both sides close in and fight: attack when offered, move the unit that gets nearest an enemy, else end the phase. */
function fightingCommand(v: BattleView, side: number): Command {
  const legal = legalCommands(v, side);
  const hit = legal.find((c) => c.type === 'attack' || c.type === 'shoot');
  if (hit) return hit;
  if (v.phase === 'move' && legal.some((c) => c.type === 'move')) {
    const enemies = v.units.filter((u) => u.side !== side && u.condition !== 'dead');
    const near = (sq: { x: number; y: number }) => Math.min(...enemies.map((e) => dist(sq, e)));
    let best: { d: number; cmd: Command } | null = null;
    for (const u of v.units.filter((u) => u.side === side && !u.moved && u.condition !== 'dead')) {
      for (const r of reachable(v, u.id)) {
        const d = near(r);
        if (d >= 1 && d < near(u) && (!best || d < best.d)) best = { d, cmd: { type: 'move', unitId: u.id, to: { x: r.x, y: r.y } } };
      }
    }
    if (best) return best.cmd;
  }
  return legal.find((c) => c.type === 'endPhase') ?? legal.find((c) => c.type === 'pass') ?? legal[0];
}

/** Moves the real mouse onto the centre of a square. */
async function hoverSquare(page: Page, map: BattleMap, x: number, y: number): Promise<void> {
  const p = await squarePoint(page, map, x, y);
  await page.mouse.move(p.x, p.y);
}

describe.skipIf(!hasChromium)(hasChromium ? 'legend, tooltips, reasons and the summary' : `legend, tooltips, reasons and the summary: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('deploy area while waiting, tooltips, legend, a refusal in words, then the summary with rematch and replay', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const errors: string[] = [];
    // The start page at each size, and its rules page.
    for (const [w, hgt] of SIZES) {
      const start = await (await h.browser.newContext({ viewport: { width: w, height: hgt } })).newPage();
      start.on('pageerror', (e) => errors.push(e.message));
      await start.goto(h.base);
      await expect.poll(() => start.locator('#create-button').isEnabled(), { timeout: 20_000 }).toBe(true);
      await start.screenshot({ path: `${SHOTS}/ux-lobby-${w}x${hgt}.png` });
      if (w === 1920) {
        await start.getByRole('button', { name: 'Rules' }).click();
        await expect.poll(() => start.locator('#rules').textContent(), { timeout: 10_000 }).toContain('natural 2');
        await start.screenshot({ path: `${SHOTS}/ux-rules-${w}x${hgt}.png` });
      }
      await start.context().close();
    }
    // The creator (side 1) and the gamemaster are Node clients; the page takes side 0 from the link.
    const other = new Session<BattleView, Command>(await new Client(h.base).create('battle', { map: 'skirmish', side: 1, gamemaster: true }));
    const roomId = other.room.roomId;
    const chatSaw: string[] = [];
    other.on('chat', (m) => chatSaw.push(m.text));
    const gm = new Session<BattleView, Command>(await new Client(h.base).joinById(roomId, { role: 'gamemaster' }));
    const map = ((await (await fetch(`${h.base}/api/maps/skirmish`)).json()) as { battle: BattleMap }).battle;
    // A screen that takes both a mouse and touch, so both ways of asking for a tooltip are tried.
    const page = await (await h.browser.newContext({ viewport: { width: 1920, height: 1080 }, hasTouch: true })).newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${h.base}/?battle=${roomId}`);
    await waitFor('every seat taken', () => !!other.current()?.seats.every((s) => s.taken), 30_000);
    other.room.send('start');

    // SW-10: the second side places first; meanwhile the page's own deploy area is framed.
    await expect.poll(() => page.locator('#banner').textContent(), { timeout: 20_000 }).toMatch(/Set-up/);
    expect(await page.locator('#banner').textContent()).not.toMatch(/your turn/);
    const mine = map.deploy.filter((d) => d.side === 0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { battle: { controller: { picture: { deployAreas?: unknown[] } | null } } }).battle.controller.picture?.deployAreas?.length ?? 0)).toBe(mine.length);
    await page.screenshot({ path: `${SHOTS}/ux-setup-waiting-1920x1080.png` });
    other.send({ type: 'deployAll' });
    await expect.poll(() => page.locator('#banner').textContent()).toMatch(/Set-up.*your turn/);
    await page.getByRole('button', { name: 'Place all remaining' }).click();
    await expect.poll(() => page.locator('#banner').textContent(), { timeout: 20_000 }).toMatch(/Turn 1, .* moves.*your turn/);

    // Hovering an own counter: its kind, numbers and specials, and the square under it.
    const view = (await pageState(page)).game;
    const unit = view.units.find((u) => u.side === 0)!;
    await hoverSquare(page, map, unit.x, unit.y);
    const tip = page.locator('#board-tip');
    await expect.poll(() => tip.isVisible(), { timeout: 5_000 }).toBe(true);
    const said = (await tip.textContent())!;
    expect(said).toContain(`${unit.id} · ${unit.name}`);
    expect(said).toContain(`Attack ${unit.attack} · Defend ${unit.defend}`);
    expect(said).toMatch(/Height \d+: each level up or down costs 1 more movement/);
    expect(said).toMatch(/movement to enter/);
    for (const [w, hgt] of SIZES) {
      await page.setViewportSize({ width: w, height: hgt });
      await page.waitForTimeout(300);
      await hoverSquare(page, map, unit.x === 0 ? 1 : 0, unit.y);
      await hoverSquare(page, map, unit.x, unit.y);
      await expect.poll(() => tip.isVisible(), { timeout: 5_000 }).toBe(true);
      await page.screenshot({ path: `${SHOTS}/ux-battle-tooltip-${w}x${hgt}.png` });
    }
    // The mouse leaves the board: the tooltip goes.
    await page.mouse.move(1, 1);
    await expect.poll(() => tip.isVisible()).toBe(false);

    // A long press (touch) on a square the selected unit could move to: its tooltip, and nothing done to the battle.
    const dest = reachable(view, unit.id).filter((r) => !view.units.some((u) => u.x === r.x && u.y === r.y)).sort((a, b) => b.cost - a.cost)[0];
    await clickSquare(page, map, unit.x, unit.y);
    await expect.poll(() => page.locator('#selection').textContent()).toContain(unit.id);
    const cdp = await page.context().newCDPSession(page);
    const point = await squarePoint(page, map, dest.x, dest.y);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page.waitForTimeout(800);
    await expect.poll(() => tip.textContent()).toContain(`Square (${dest.x}, ${dest.y})`);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(500);
    expect((await pageState(page)).game.seq).toBe(view.seq);
    expect(await tip.isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/ux-longpress-1920x1080.png` });

    // The legend explains the marks and this map's terrain, with the rules' numbers.
    await page.locator('#legend summary').click();
    const legend = (await page.locator('#legend-body').textContent())!;
    expect(legend).toContain('Bloodied: 1 penalty die to every roll.');
    expect(legend).toContain('Broken: 1 penalty die to every roll, half Move, cannot attack.');
    expect(legend).toContain('A number printed on a square: its height.');
    expect(legend).toContain('Woods: costs 2 movement to enter');
    await page.screenshot({ path: `${SHOTS}/ux-legend-1920x1080.png` });
    await page.locator('#legend summary').click();

    // A unit that has moved, clicked on an empty square: nothing is sent, the reason is said in words, the selection stays.
    await clickSquare(page, map, unit.x, unit.y);
    await clickSquare(page, map, dest.x, dest.y);
    await expect.poll(async () => (await pageState(page)).game.units.find((u) => u.id === unit.id)).toMatchObject({ x: dest.x, y: dest.y, moved: true });
    const seq = (await pageState(page)).game.seq;
    const back = { x: unit.x, y: unit.y };
    await clickSquare(page, map, back.x, back.y);
    await expect.poll(() => page.locator('#rejection').textContent()).toMatch(/already moved/);
    expect(await page.locator('#selection').textContent()).toContain(unit.id);
    await expect.poll(() => tip.textContent()).toMatch(/Not possible.*already moved/);
    expect((await pageState(page)).game.seq).toBe(seq);
    await page.screenshot({ path: `${SHOTS}/ux-refusal-1920x1080.png` });

    // Both sides fight a while (commands through each side's own session), then the gamemaster rules.
    for (let i = 0; i < 120; i++) {
      const now = (await pageState(page)).game;
      if (now.phase === 'over') break;
      const attacks = [...other.seen.values()].flat().filter((e) => (e as { type: string }).type === 'attack').length;
      if (attacks >= 3 && now.phase === 'move') break;
      const side = now.active;
      const cmd = fightingCommand(side === 0 ? now : other.current()!.game, side);
      if (side === 0) await sendFromPage(page, cmd);
      else other.send(cmd);
      await expect.poll(async () => (await pageState(page)).game.seq, { timeout: 10_000 }).toBeGreaterThan(now.seq);
    }
    if ((await pageState(page)).game.phase !== 'over') gm.sendTable({ type: 'ruling', winners: [0], reason: 'The Agency holds the field' });
    await expect.poll(async () => (await pageState(page)).game.phase, { timeout: 10_000 }).toBe('over');

    // The summary opens by itself: who won and why, a row per side with losses and luck, rematch and replay.
    const summary = page.locator('#summary');
    await expect.poll(() => summary.isVisible(), { timeout: 10_000 }).toBe(true);
    const text = (await summary.textContent())!;
    const result = (await pageState(page)).game.result!;
    expect(text).toContain(result.reason);
    expect(await summary.locator('tbody tr').count()).toBe(2);
    expect(text).toMatch(/rolls won .* \(won \d+ of \d+, expected \d+\.\d\)/);
    expect(await page.locator('#summary-replay').getAttribute('href')).toBe(`?replay=${roomId}`);
    for (const [w, hgt] of SIZES) {
      await page.setViewportSize({ width: w, height: hgt });
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${SHOTS}/ux-summary-${w}x${hgt}.png` });
    }
    // Closed, it opens again from the result box.
    await page.locator('#summary-close').click();
    await expect.poll(() => summary.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Summary, rematch and replay' }).click();
    await expect.poll(() => summary.isVisible()).toBe(true);

    // The replay link opens the finished battle's replay.
    const replay = await (await h.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    replay.on('pageerror', (e) => errors.push(e.message));
    await replay.goto(`${h.base}/${await page.locator('#summary-replay').getAttribute('href')}`);
    await expect.poll(() => replay.locator('#replay-verdict').textContent(), { timeout: 30_000 }).toBeTruthy();

    // Rematch: a new battle on the same map and scenario, this player in the same seat; the link reaches the others' chat.
    await page.locator('#rematch').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('battle'), { timeout: 20_000 }).not.toBe(roomId);
    const newId = new URL(page.url()).searchParams.get('battle')!;
    expect(newId).toBeTruthy();
    await waitFor('the rematch link in the chat', () => chatSaw.some((t) => t.includes(`?battle=${newId}`)), 10_000);
    await expect.poll(() => page.locator('#share-link').inputValue(), { timeout: 20_000 }).toContain(newId);
    // The link shows the new room's id before the page's session has its first state (CI read a null).
    await expect.poll(async () => (await pageState(page))?.seats?.[0]?.taken ?? false, { timeout: 20_000 }).toBe(true);
    const rematch = await pageState(page);
    expect(rematch.game.scenario.id).toBe(other.current()!.game.scenario.id);
    expect(rematch.game.map.name).toBe(map.name);
    expect(rematch.seats[0].taken).toBe(true);
    expect(errors).toEqual([]);
    await other.room.leave(true);
    await gm.room.leave(true);
  }, 300_000);
});
