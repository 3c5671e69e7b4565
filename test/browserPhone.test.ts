import { Client } from '@colyseus/sdk';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Session } from '../client/net/session.ts';
import type { BattleView } from '../shared/battle/model.ts';
import type { Command } from '../shared/battle/commands.ts';
import { legalCommands } from '../shared/battle/queries/legal.ts';
import { reachable } from '../shared/battle/rules/movement.ts';
import type { BattleMap } from '../shared/map/battleMap.ts';
import { CHROMIUM, hasChromium, pageState, sendFromPage, squarePoint, useBrowserAndServer } from './browserSupport.ts';
import { waitFor } from './support.ts';

// #12 on a phone (390x844, touch): the board is there and nearly the screen's width, nothing runs off
// the edge, a tap selects and moves a unit, and an attack's odds come up in the bottom sheet where a
// tap confirms them. Then the same battle at tablet and desktop sizes, photographed to /tmp/shots.

const SHOTS = '/tmp/shots';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

/** Taps the centre of a board square with the touchscreen, wherever the canvas was scaled to. */
async function tapSquare(page: Page, map: BattleMap, x: number, y: number): Promise<void> {
  const p = await squarePoint(page, map, x, y);
  await page.touchscreen.tap(p.x, p.y);
}

/** The page's layout: the canvas box, and whether the page is wider than the screen. */
async function layout(page: Page) {
  const box = (await page.locator('#board canvas').boundingBox())!;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  return { box, overflow };
}

/**
 * The counters' drawings and the words on them (kind and id, the / and X marks, stack counts, the
 * hero's star) that stick out of what the board's camera shows, with the unit's square: none should at the whole map
 * (Fit), also for a counter on an edge square (the canvas's margin, board/edge.ts).
 */
async function cutOff(page: Page): Promise<{ text: string; at: string }[]> {
  return page.evaluate(() => {
    type Obj = { type: string; text?: string; getBounds(): { x: number; y: number; right: number; bottom: number } };
    type Piece = { x: number; y: number; list: Obj[]; getData(k: string): number };
    const scene = (window as unknown as { battle: { controller: { board: { cameras: { main: { worldView: { x: number; y: number; right: number; bottom: number } } }; unitLayer: { list: Piece[] } } } } }).battle.controller.board;
    const view = scene.cameras.main.worldView;
    const out: { text: string; at: string }[] = [];
    for (const piece of scene.unitLayer.list) {
      // The counter's own drawing (outline, rings), as far as it says it reaches.
      const reach = piece.getData('reach');
      if (piece.x - reach < view.x || piece.y - reach < view.y || piece.x + reach > view.right || piece.y + reach > view.bottom) out.push({ text: `counter reaching ${reach}`, at: `${Math.round(piece.x)},${Math.round(piece.y)}` });
      for (const o of piece.list) {
        if (o.type !== 'Text') continue;
        const b = o.getBounds();
        if (b.x < view.x - 0.5 || b.y < view.y - 0.5 || b.right > view.right + 0.5 || b.bottom > view.bottom + 0.5) out.push({ text: o.text ?? '', at: `${Math.round(piece.x)},${Math.round(piece.y)}` });
      }
    }
    return out;
  });
}

const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** A plain plan for either side: in a move phase bring the unit that can get nearest an enemy closer; otherwise end the phase or pass. */
function plainCommand(v: BattleView, side: number): Command {
  const legal = legalCommands(v, side);
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

describe.skipIf(!hasChromium)(hasChromium ? 'a phone plays by touch' : `a phone plays by touch: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('390x844 with touch: the board fills the width, a tap moves a unit, an attack is confirmed by tap; then tablet and desktop sizes', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const errors: string[] = [];
    const phone = await (await h.browser.newContext(PHONE)).newPage();
    phone.on('pageerror', (e) => errors.push(e.message));

    // The start page fits the phone's width.
    await phone.goto(h.base);
    await expect.poll(() => phone.locator('#create-button').isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: `${SHOTS}/phone-390x844-start.png`, fullPage: true });

    // The other side is a Node client that creates the battle and takes the second seat; the phone takes the first from the link.
    const other = new Session<BattleView, Command>(await new Client(h.base).create('battle', { map: 'skirmish', deployment: 'auto', side: 1 }));
    const map = ((await (await fetch(`${h.base}/api/maps/skirmish`)).json()) as { battle: BattleMap }).battle;
    await phone.goto(`${h.base}/?battle=${other.room.roomId}`);
    await waitFor('both seats taken', () => !!other.current()?.seats.every((s) => s.taken), 30_000);
    other.room.send('start');
    await expect.poll(() => phone.locator('#banner').textContent(), { timeout: 30_000 }).toMatch(/Turn 1, .* moves.*your turn/);

    // The board: visible, nearly the screen's width, square cells; the page no wider than the screen.
    await expect.poll(async () => (await layout(phone)).box.width, { timeout: 10_000 }).toBeGreaterThanOrEqual(340);
    const { box, overflow } = await layout(phone);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const edge = Number(await phone.locator('#board').getAttribute('data-edge'));
    expect(edge).toBeGreaterThan(0);
    expect(Math.abs(box.width / (map.width + 2 * edge) - box.height / (map.height + 2 * edge))).toBeLessThan(1);
    expect(await phone.locator('#banner').isVisible()).toBe(true);
    await phone.screenshot({ path: `${SHOTS}/phone-390x844-move.png` });

    // A tap on one's own unit selects it; a tap on a square it can reach moves it there.
    const before = (await pageState(phone)).game;
    const unit = before.units.find((u) => u.side === 0)!;
    const dest = reachable(before, unit.id).sort((a, b) => b.x - a.x || b.cost - a.cost)[0];
    await tapSquare(phone, map, unit.x, unit.y);
    await expect.poll(() => phone.locator('#selection').textContent()).toContain(unit.id);
    await phone.screenshot({ path: `${SHOTS}/phone-390x844-selected.png` });
    await tapSquare(phone, map, dest.x, dest.y);
    await expect.poll(async () => (await pageState(phone)).game.units.find((u) => u.id === unit.id)).toMatchObject({ x: dest.x, y: dest.y, moved: true });

    // The sheet closes and opens from its toggle (by touch); the banner stays in view.
    const toggle = phone.locator('#sheet-toggle');
    await toggle.tap();
    await expect.poll(() => phone.locator('#controls').isVisible()).toBe(false);
    expect(await phone.locator('#banner').isVisible()).toBe(true);
    await phone.screenshot({ path: `${SHOTS}/phone-390x844-sheet-closed.png` });
    // ...and from the keyboard: Enter on the focused toggle opens it, and does nothing else.
    const seqBefore = (await pageState(phone)).game.seq;
    await toggle.focus();
    await phone.keyboard.press('Enter');
    await expect.poll(() => phone.locator('#controls').isVisible()).toBe(true);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect((await pageState(phone)).game.seq).toBe(seqBefore);
    // Closed, a refusal opens it, so its reason is read (the unit has moved this turn).
    await toggle.tap();
    await expect.poll(() => phone.locator('#controls').isVisible()).toBe(false);
    await sendFromPage(phone, { type: 'move', unitId: unit.id, to: { x: unit.x, y: unit.y } });
    await expect.poll(() => phone.locator('#rejection').isVisible()).toBe(true);
    expect(await phone.locator('#rejection').textContent()).not.toBe('');
    // Closed again: the odds must open it by themselves.
    await toggle.tap();

    // The same battle, in its move phase, watched at tablet and desktop sizes: the board fits, nothing runs off the edge.
    for (const [w, hgt] of [
      [768, 1024],
      [1920, 1080],
      [1280, 800],
      [800, 600],
      [844, 390],
    ]) {
      const ctx = await h.browser.newContext({ viewport: { width: w, height: hgt } });
      const start = await ctx.newPage();
      start.on('pageerror', (e) => errors.push(e.message));
      await start.goto(h.base);
      await expect.poll(() => start.locator('#create-button').isEnabled(), { timeout: 20_000 }).toBe(true);
      expect(await start.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
      if (w === 768 || w === 1920) await start.screenshot({ path: `${SHOTS}/start-${w}x${hgt}.png`, fullPage: true });
      const watch = await ctx.newPage();
      watch.on('pageerror', (e) => errors.push(e.message));
      await watch.goto(`${h.base}/?battle=${other.room.roomId}&watch=1`);
      // As large as the screen allows: the board is held by the width or by the height (a landscape phone).
      const filled = async () => {
        const b = await watch.locator('#board canvas').boundingBox();
        return !!b && (b.width > w * 0.5 || b.height > hgt * 0.7);
      };
      await expect.poll(filled, { timeout: 20_000 }).toBe(true);
      const l = await layout(watch);
      expect(l.box.width / map.width).toBeGreaterThanOrEqual(30);
      expect(l.overflow).toBeLessThanOrEqual(0);
      expect(l.box.x + l.box.width).toBeLessThanOrEqual(w);
      expect(l.box.y + l.box.height).toBeLessThanOrEqual(hgt);
      // A banner that wraps onto more lines takes height from the board: the canvas refits its box, not running on under the panel.
      await watch.evaluate(() => (document.getElementById('banner')!.textContent = 'Turn 3, Agency opportunity fire at Cult’s moves (your turn): pick a ringed shooter, or Stop firing; a banner long enough to wrap'));
      const inBox = () => watch.evaluate(() => document.querySelector('#board canvas')!.getBoundingClientRect().bottom - document.getElementById('board-wrap')!.getBoundingClientRect().bottom);
      await expect.poll(inBox, { timeout: 5_000 }).toBeLessThanOrEqual(1);
      await watch.screenshot({ path: `${SHOTS}/battle-${w}x${hgt}.png` });
      await ctx.close();
    }
    // Both sides close in (the rest of the phone's commands through its own session) until the phone's unit has an attack to make.
    for (let i = 0; ; i++) {
      expect(i).toBeLessThan(80);
      const mine = (await pageState(phone)).game;
      if (mine.phase === 'combat' && mine.pending && mine.units.find((u) => u.id === mine.pending!.unitId)?.side === 0) break;
      const side = mine.active;
      const view = side === 0 ? mine : other.current()!.game;
      const cmd = plainCommand(view, side);
      if (side === 0) await sendFromPage(phone, cmd);
      else other.send(cmd);
      await expect.poll(async () => (await pageState(phone)).game.seq, { timeout: 10_000 }).toBeGreaterThan(mine.seq);
    }
    // Units have closed in, some onto the map's edge rows: no counter's words are cut off by the canvas.
    const fought = (await pageState(phone)).game;
    console.log(`units on an edge square: ${fought.units.filter((u) => u.condition !== 'dead' && (u.x === 0 || u.y === 0 || u.x === map.width - 1 || u.y === map.height - 1)).map((u) => `${u.id}@${u.x},${u.y}`).join(' ') || 'none'}`);
    expect(await cutOff(phone)).toEqual([]);
    // Its odds come up in the sheet (it opens by itself) with Confirm in reach of a thumb.
    const confirm = phone.locator('#odds-confirm');
    await expect.poll(() => confirm.isVisible(), { timeout: 10_000 }).toBe(true);
    const cb = (await confirm.boundingBox())!;
    expect(cb.x + cb.width).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: `${SHOTS}/phone-390x844-odds.png` });
    expect(cb.y + cb.height).toBeLessThanOrEqual(844);
    const fight = (await pageState(phone)).game;
    const attacker = fight.pending!.unitId;
    await confirm.tap();
    await expect.poll(async () => (await pageState(phone)).game.pending?.unitId, { timeout: 10_000 }).not.toBe(attacker);
    await expect.poll(() => phone.locator('#log').textContent()).toContain(attacker);
    await phone.screenshot({ path: `${SHOTS}/phone-390x844-after-attack.png` });

    expect(errors).toEqual([]);
    await other.room.leave(true);
  }, 300_000);
});
