import { Client } from '@colyseus/sdk';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Session } from '../client/net/session.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleView, UnitState } from '../shared/battle/model.ts';
import { legalCommands } from '../shared/battle/queries/legal.ts';
import { reachable } from '../shared/battle/rules/movement.ts';
import type { BattleMap } from '../shared/map/battleMap.ts';
import { CHROMIUM, hasChromium, pageState, useBrowserAndServer } from './browserSupport.ts';
import { waitFor } from './support.ts';
import { inView } from '../client/battle/board/zoom.ts';

// #12 on the board: a move slides along its path (the counter is drawn between its squares while it
// plays, and on its square after), the other player's move too; "off" shows the state at once; the
// reduced-motion preference makes off the default; after zooming and panning a click lands on the
// square drawn under it; the cursor frame shows only while the keyboard moves it. Screenshots at three
// sizes, mid-animation and zoomed, in /tmp/shots/anim-*.png.

const SHOTS = '/tmp/shots';
type Pt = { x: number; y: number };
type Win = { battle: { session: { send(c: unknown): void; current(): { game: BattleView } }; controller: { board: { drawnAt(id: string): Pt | null; zoomView: { zoom: number; cx: number; cy: number } }; picture: { selected: string | null; cursor: Pt | null } } } };

/** Sends a command from the page (or none: another sends it) and records where the unit's counter is drawn on each frame, for `ms` and until it has settled on `to`. */
async function sendAndWatch(page: Page, command: Command | null, unitId: string, to: Pt, ms = 2200): Promise<Pt[]> {
  return page.evaluate(
    async ([c, id, to, ms]) => {
      const b = (window as unknown as Win).battle;
      const out: Pt[] = [];
      if (c) b.session.send(c);
      const t0 = performance.now();
      await new Promise<void>((done) => {
        const tick = () => {
          const p = b.controller.board.drawnAt(id as string);
          if (p) out.push(p);
          // At least `ms`, then until the board has stopped animating and the state has the unit where it moved (or 12 s).
          const unit = b.session.current().game.units.find((u) => u.id === id);
          const settled = document.getElementById('board')!.dataset.animating !== '1' && !!p && !!unit && Math.abs(p.x - unit.x) < 0.01 && Math.abs(p.y - unit.y) < 0.01 && unit.x === (to as Pt).x && unit.y === (to as Pt).y;
          const t = performance.now() - t0;
          if (t < (ms as number) || (!settled && t < 12_000)) requestAnimationFrame(tick);
          else done();
        };
        requestAnimationFrame(tick);
      });
      return out;
    },
    [command, unitId, to, ms] as const,
  );
}

/**
 * A screenshot of the board mid-move: once `unitId` is drawn away from both `from` and `to`, Phaser's
 * loop is put to sleep for the picture (a screenshot on a busy machine takes longer than a move), then woken.
 */
async function midway(page: Page, path: string, unitId: string, from: Pt, to: Pt): Promise<void> {
  type Loop = { battle: { controller: { board: { drawnAt(id: string): Pt | null; game: { loop: { sleep(): void; wake(): void } } } } } };
  await page.waitForFunction(
    ([id, a, b]) => {
      const board = (window as unknown as Loop).battle.controller.board;
      const p = board.drawnAt(id as string);
      const away = (q: Pt) => Math.abs(p!.x - q.x) + Math.abs(p!.y - q.y) > 0.3;
      if (!p || !away(a as Pt) || !away(b as Pt)) return false;
      board.game.loop.sleep();
      return true;
    },
    [unitId, from, to] as const,
    { polling: 'raf', timeout: 10_000 },
  );
  await page.screenshot({ path });
  await page.evaluate(() => (window as unknown as Loop).battle.controller.board.game.loop.wake());
}

const near = (a: Pt, b: Pt, d = 0.05) => Math.abs(a.x - b.x) < d && Math.abs(a.y - b.y) < d;

/** The longest move one of `side`'s units can make now, skipping units in `not`. */
function longMove(v: BattleView, side: number, not: string[] = []): { unit: UnitState; to: Pt; steps: number } {
  const moves = legalCommands(v, side).filter((c): c is Extract<Command, { type: 'move' }> => c.type === 'move' && !c.withStack && !not.includes(c.unitId));
  let best: { unit: UnitState; to: Pt; steps: number } | null = null;
  for (const m of moves) {
    const unit = v.units.find((u) => u.id === m.unitId)!;
    const r = reachable(v, unit.id).find((s) => s.x === m.to.x && s.y === m.to.y);
    if (r && (!best || r.path.length > best.steps)) best = { unit, to: m.to, steps: r.path.length };
  }
  if (!best) throw new Error(`side ${side} has no move`);
  return best;
}

describe.skipIf(!hasChromium)(hasChromium ? 'animation and zoom on the board' : `animation and zoom: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('a move animates along its path, off shows the state at once, a click after zooming selects the square under it', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const errors: string[] = [];
    const ctx = await h.browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    const other = new Session<BattleView, Command>(await new Client(h.base).create('battle', { map: 'skirmish', deployment: 'auto', side: 1 }));
    const map = ((await (await fetch(`${h.base}/api/maps/skirmish`)).json()) as { battle: BattleMap }).battle;
    await page.goto(`${h.base}/?battle=${other.room.roomId}`);
    await waitFor('both seats taken', () => !!other.current()?.seats.every((s) => s.taken), 30_000);
    other.room.send('start');
    await expect.poll(() => page.locator('#banner').textContent(), { timeout: 30_000 }).toMatch(/Turn 1, .* moves.*your turn/);
    expect(await page.locator('#anim-pace').inputValue()).toBe('normal');

    // 1. A move at normal pace: drawn at its start, then between squares, then on its new square.
    const v0 = (await pageState(page)).game;
    const m1 = longMove(v0, 0);
    expect(m1.steps).toBeGreaterThanOrEqual(2);
    const shot = midway(page, `${SHOTS}/anim-1920x1080-move.png`, m1.unit.id, m1.unit, m1.to);
    const track = await sendAndWatch(page, { type: 'move', unitId: m1.unit.id, to: m1.to }, m1.unit.id, m1.to);
    await shot;
    const start = { x: m1.unit.x, y: m1.unit.y };
    expect(near(track[0], start)).toBe(true);
    expect(near(track.at(-1)!, m1.to)).toBe(true);
    const between = track.filter((p) => !near(p, start, 0.2) && !near(p, m1.to, 0.2));
    expect(between.length).toBeGreaterThanOrEqual(1);
    expect(await page.locator('#board').getAttribute('data-animating')).toBe('0');

    // 2. The same at a tablet's size, photographed mid-way.
    await page.setViewportSize({ width: 768, height: 1024 });
    const m2 = longMove((await pageState(page)).game, 0, [m1.unit.id]);
    const shot2 = midway(page, `${SHOTS}/anim-768x1024-move.png`, m2.unit.id, m2.unit, m2.to);
    const track2 = await sendAndWatch(page, { type: 'move', unitId: m2.unit.id, to: m2.to }, m2.unit.id, m2.to, 1500);
    await shot2;
    expect(track2.filter((p) => !near(p, m2.unit, 0.2) && !near(p, m2.to, 0.2)).length).toBeGreaterThanOrEqual(1);

    // 3. Zoom in at a phone's size: a click lands on the square drawn under it. The cursor frame is not left on a clicked square.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('#zoom-in').click();
    await page.locator('#zoom-in').click();
    const board = () => page.evaluate(() => (window as unknown as Win).battle.controller.board.zoomView);
    expect((await board()).zoom).toBeCloseTo(2.25, 5);
    const picture = () => page.evaluate(() => (window as unknown as Win).battle.controller.picture);
    // The keyboard shows the cursor frame; a click then takes it away.
    await page.keyboard.press('ArrowUp');
    expect((await picture()).cursor).not.toBeNull();
    const v2 = (await pageState(page)).game;
    const target = v2.units.filter((u) => u.side === 1).at(-1)!;
    await page.evaluate((sq) => (window as unknown as { battle: { controller: { board: { keepInView(s: Pt): void } } } }).battle.controller.board.keepInView(sq), { x: target.x, y: target.y });
    const z = await board();
    const box = (await page.locator('#board canvas').boundingBox())!;
    const W = map.width * 32;
    const H = map.height * 32;
    const sx = W / 2 + ((target.x + 0.5) * 32 - z.cx) * z.zoom;
    const sy = H / 2 + ((target.y + 0.5) * 32 - z.cy) * z.zoom;
    const px = { x: box.x + (sx * box.width) / W, y: box.y + (sy * box.height) / H };
    // Unzoomed, that point of the canvas is another square: the zoom is what makes the click right.
    expect(Math.floor((px.x - box.x) / (box.width / map.width)) === target.x && Math.floor((px.y - box.y) / (box.height / map.height)) === target.y).toBe(false);
    await page.mouse.click(px.x, px.y);
    await expect.poll(async () => (await picture()).selected).toBe(target.id);
    expect((await picture()).cursor).toBeNull();
    await page.screenshot({ path: `${SHOTS}/anim-390x844-zoomed.png` });
    // The arrow keys show the frame and keep it in view; a drag pans; the wheel zooms; 0 fits.
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowRight');
    expect((await picture()).cursor).toEqual({ x: target.x, y: target.y });
    for (let i = 0; i < map.width; i++) await page.keyboard.press('ArrowLeft');
    const zl = await board();
    expect((zl.cx - W / (2 * zl.zoom)) / 32).toBeLessThanOrEqual(0.001);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 80, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect((await board()).cx).toBeGreaterThan(zl.cx);
    await page.keyboard.press('0');
    expect((await board()).zoom).toBe(1);
    await page.mouse.wheel(0, -400);
    await expect.poll(async () => (await board()).zoom).toBeGreaterThan(1);
    await page.keyboard.press('0');

    // 4. The other player's move animates here too; photographed at a phone's size, zoomed.
    await page.keyboard.press('+');
    await page.evaluate(() => (window as unknown as { battle: { session: { send(c: unknown): void } } }).battle.session.send({ type: 'endPhase' }));
    await waitFor('the other side to move', () => !!other.current() && legalCommands(other.current()!.game, 1).some((c) => c.type === 'move'), 20_000);
    const m3 = longMove(other.current()!.game, 1);
    await page.evaluate((sq) => (window as unknown as { battle: { controller: { board: { keepInView(s: Pt): void } } } }).battle.controller.board.keepInView(sq), { x: Math.round((m3.unit.x + m3.to.x) / 2), y: Math.round((m3.unit.y + m3.to.y) / 2) });
    const watch3 = sendAndWatch(page, null, m3.unit.id, m3.to, 1800);
    const shot3 = midway(page, `${SHOTS}/anim-390x844-move-zoomed.png`, m3.unit.id, m3.unit, m3.to);
    other.send({ type: 'move', unitId: m3.unit.id, to: m3.to });
    await shot3;
    const track3 = await watch3;
    expect(track3.filter((p) => !near(p, m3.unit, 0.2) && !near(p, m3.to, 0.2)).length).toBeGreaterThanOrEqual(1);
    expect(near(track3.at(-1)!, m3.to)).toBe(true);

    // 4b. Zoomed in and looking at the far corner, the camera glides to the other player's move off the view.
    await page.keyboard.press('0');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await waitFor('the other side to move again', () => legalCommands(other.current()!.game, 1).some((c) => c.type === 'move' && c.unitId !== m3.unit.id), 20_000);
    const m5 = longMove(other.current()!.game, 1, [m3.unit.id]);
    const corner = { x: m5.to.x < map.width / 2 ? map.width - 1 : 0, y: m5.to.y < map.height / 2 ? map.height - 1 : 0 };
    await page.evaluate((sq) => (window as unknown as { battle: { controller: { board: { keepInView(s: Pt): void } } } }).battle.controller.board.keepInView(sq), corner);
    const shows = (v: { zoom: number; cx: number; cy: number }, sq: Pt) => inView(v, { w: W, h: H }, { x: sq.x * 32, y: sq.y * 32, w: 32, h: 32 });
    const before5 = await board();
    expect(shows(before5, m5.to)).toBe(false);
    await page.waitForTimeout(1700); // the camera is left alone for a while after the player moved it
    const views = page.evaluate(async () => {
      const out: { zoom: number; cx: number; cy: number }[] = [];
      const t0 = performance.now();
      await new Promise<void>((done) => {
        const tick = () => {
          out.push({ ...(window as unknown as Win).battle.controller.board.zoomView });
          if (performance.now() - t0 < 2500) requestAnimationFrame(tick);
          else done();
        };
        requestAnimationFrame(tick);
      });
      return out;
    });
    other.send({ type: 'move', unitId: m5.unit.id, to: m5.to });
    const seen = await views;
    const after5 = seen.at(-1)!;
    expect(after5.zoom).toBeCloseTo(before5.zoom, 5); // the player's zoom is kept
    expect(shows(after5, m5.to)).toBe(true);
    // Smoothly: at least two views on the way, between the old centre and the new one.
    const on = seen.filter((v) => Math.hypot(v.cx - before5.cx, v.cy - before5.cy) > 1 && Math.hypot(v.cx - after5.cx, v.cy - after5.cy) > 1);
    expect(on.length).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: `${SHOTS}/anim-390x844-followed.png` });
    await page.keyboard.press('0');

    // 5. Off: the next move is drawn at its end as soon as the state has it, never between; the choice is kept.
    await page.locator('#anim-pace').selectOption('off');
    expect(await page.evaluate(() => localStorage.getItem('sw.animation'))).toBe('off');
    await waitFor('the other side to move again', () => legalCommands(other.current()!.game, 1).some((c) => c.type === 'move' && c.unitId !== m3.unit.id && c.unitId !== m5.unit.id), 20_000);
    const m4 = longMove(other.current()!.game, 1, [m3.unit.id, m5.unit.id]);
    const watch4 = sendAndWatch(page, null, m4.unit.id, m4.to, 1200);
    other.send({ type: 'move', unitId: m4.unit.id, to: m4.to });
    const track4 = await watch4;
    // (0.1: a counter that ends on a stack is drawn a little off its square's centre.)
    expect(track4.every((p) => near(p, m4.unit, 0.1) || near(p, m4.to, 0.1))).toBe(true);
    expect(near(track4.at(-1)!, m4.to, 0.1)).toBe(true);

    // Zoomed screenshots at the other sizes.
    for (const [w, hgt] of [[768, 1024], [1920, 1080]] as const) {
      await page.setViewportSize({ width: w, height: hgt });
      await page.keyboard.press('0');
      await page.keyboard.press('+');
      await page.keyboard.press('+');
      await page.evaluate((sq) => (window as unknown as { battle: { controller: { board: { keepInView(s: Pt): void } } } }).battle.controller.board.keepInView(sq), m4.to);
      await page.screenshot({ path: `${SHOTS}/anim-${w}x${hgt}-zoomed.png` });
    }

    // Reduced motion: without a saved choice, animation is off.
    const calm = await (await h.browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } })).newPage();
    await calm.goto(`${h.base}/?battle=${other.room.roomId}&watch=1`);
    await expect.poll(() => calm.locator('#anim-pace').inputValue(), { timeout: 20_000 }).toBe('off');

    // A pinch on a touch screen zooms in about the fingers; lifting them selects nothing.
    const phone = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })).newPage();
    phone.on('pageerror', (e) => errors.push(e.message));
    await phone.goto(`${h.base}/?battle=${other.room.roomId}&watch=1`);
    await phone.waitForFunction(() => !!(window as unknown as Win).battle?.controller?.board?.zoomView, undefined, { timeout: 20_000 });
    const pb = (await phone.locator('#board canvas').boundingBox())!;
    const cdp = await phone.context().newCDPSession(phone);
    const mid = { x: pb.x + pb.width / 2, y: pb.y + pb.height / 2 };
    const fingers = (d: number) => [{ x: mid.x - d, y: mid.y, id: 1 }, { x: mid.x + d, y: mid.y, id: 2 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(30) });
    for (const d of [45, 60, 75, 90]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const pinched = await phone.evaluate(() => (window as unknown as Win).battle.controller.board.zoomView);
    expect(pinched.zoom).toBeGreaterThan(2);
    expect((await phone.evaluate(() => (window as unknown as Win).battle.controller.picture)).selected).toBeNull();
    await phone.screenshot({ path: `${SHOTS}/anim-390x844-pinched.png` });

    expect(errors).toEqual([]);
    other.room.leave();
  }, 240_000);
});
