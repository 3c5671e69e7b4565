import { BOARD_EDGE } from '../client/battle/board/edge.ts';
import { Client } from '@colyseus/sdk';
import { describe, expect, it } from 'vitest';
import { Session } from '../client/net/session.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleView } from '../shared/battle/model.ts';
import { CHROMIUM, hasChromium, useBrowserAndServer } from './browserSupport.ts';

/** The board's edge round the map, in pixels of the 32-pixel skirmish tiles (client/battle/board/edge.ts). */
const EDGE = Math.round(BOARD_EDGE * 32);

// #12 the board is sharp: the canvas has as many pixels as the screen shows it with (devicePixelRatio
// included), so the map is not blown up by the browser; zoomed in, the tiles stay sharp too.
// Screenshots at zoom 2 in /tmp/shots/crisp-*.png.

const SHOTS = '/tmp/shots';
type Win = { battle: { controller: { board: { zoomBy(f: number): void; keepInView(s: { x: number; y: number }): void; zoomView: { zoom: number } } } } };

describe.skipIf(!hasChromium)(hasChromium ? 'a sharp board' : `sharp board: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('the canvas has the pixels it is shown with, at fit and zoomed, at 1x and 2x device pixels', async () => {
    const other = new Session<BattleView, Command>(await new Client(h.base).create('battle', { map: 'skirmish', deployment: 'auto', side: 1 }));
    for (const [w, hgt, dpr] of [[1280, 800, 1], [390, 844, 2]] as const) {
      const ctx = await h.browser.newContext({ viewport: { width: w, height: hgt }, deviceScaleFactor: dpr });
      // This Chromium draws WebGL in software, where the board keeps to the map's size: full resolution asked for.
      await ctx.addInitScript(() => localStorage.setItem('sw.canvasScale', 'full'));
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${h.base}/?battle=${other.room.roomId}&watch=1`);
      await page.waitForFunction(() => !!(window as unknown as Win).battle?.controller?.board?.zoomView, undefined, { timeout: 20_000 });
      await page.waitForTimeout(500);
      const sizes = await page.evaluate(() => {
        const c = document.querySelector('#board canvas') as HTMLCanvasElement;
        return { backing: c.width, shown: c.getBoundingClientRect().width * devicePixelRatio };
      });
      const frames = await page.evaluate(
        () =>
          new Promise<number[]>((done) => {
            const t: number[] = [];
            const tick = (now: number) => {
              t.push(now);
              if (now - t[0] < 1000) requestAnimationFrame(tick);
              else done(t.slice(1).map((x, i) => x - t[i]));
            };
            requestAnimationFrame(tick);
          }),
      );
      frames.sort((a, b) => a - b);
      console.log(`crisp ${w}x${hgt}@${dpr}: canvas ${sizes.backing} px wide, shown over ${sizes.shown.toFixed(0)} device px; frames over 1 s: ${frames.length}, median ${frames[frames.length >> 1].toFixed(1)} ms, over 16 ms ${frames.filter((f) => f > 16.7).length}`);
      await page.evaluate(() => {
        const b = (window as unknown as Win).battle.controller.board;
        b.zoomBy(2);
        b.keepInView({ x: 5, y: 5 });
      });
      // Software WebGL at full resolution takes a second or more a frame: two frames drawn, then the loop asleep for the pictures.
      const still = (on: boolean) =>
        page.evaluate(async (on) => {
          const board = (window as unknown as { battle: { controller: { board: { game: { loop: { sleep(): void; wake(): void } } } } } }).battle.controller.board;
          if (!on) return board.game.loop.wake();
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(r))));
          board.game.loop.sleep();
        }, on);
      await still(true);
      await page.locator('#board-wrap').screenshot({ path: `${SHOTS}/crisp-${w}x${hgt}-zoom2.png`, timeout: 60_000 });
      await still(false);
      await page.evaluate(() => (window as unknown as Win).battle.controller.board.zoomBy(0.5));
      await still(true);
      await page.locator('#board-wrap').screenshot({ path: `${SHOTS}/crisp-${w}x${hgt}-fit.png`, timeout: 60_000 });
      await still(false);
      expect(sizes.backing).toBeGreaterThanOrEqual(sizes.shown * 0.9);
      // Zoomed in at full resolution, a click still lands on the square drawn under it (a unit: selected).
      const unit = await page.evaluate(() => {
        const u = (window as unknown as { battle: { session: { current(): { game: BattleView } } } }).battle.session.current().game.units.find((x) => x.x >= 0 && x.condition !== 'dead')!;
        const b = (window as unknown as Win).battle.controller.board;
        b.zoomBy(2);
        b.keepInView({ x: u.x, y: u.y });
        return { id: u.id, x: u.x, y: u.y };
      });
      const z = await page.evaluate(() => (window as unknown as { battle: { controller: { board: { zoomView: { zoom: number; cx: number; cy: number } } } } }).battle.controller.board.zoomView);
      const box = (await page.locator('#board canvas').boundingBox())!;
      // The canvas holds the map and the board's edge (a quarter square) all round.
      const W = 12 * 32 + 2 * EDGE;
      const H = 10 * 32 + 2 * EDGE;
      await page.mouse.click(box.x + ((W / 2 + ((unit.x + 0.5) * 32 - z.cx) * z.zoom) * box.width) / W, box.y + ((H / 2 + ((unit.y + 0.5) * 32 - z.cy) * z.zoom) * box.height) / H);
      await expect.poll(() => page.evaluate(() => (window as unknown as { battle: { controller: { picture: { selected: string | null } } } }).battle.controller.picture.selected), { timeout: 20_000 }).toBe(unit.id);
      await page.evaluate(() => (window as unknown as Win).battle.controller.board.zoomBy(0.25));
      expect(errors).toEqual([]);
      await page.context().close();
    }
    // Without the override, software WebGL (this Chromium's) keeps the canvas at the map's size: frames stay affordable.
    const plain = await (await h.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await plain.goto(`${h.base}/?battle=${other.room.roomId}&watch=1`);
    await plain.waitForFunction(() => !!(window as unknown as Win).battle?.controller?.board?.zoomView, undefined, { timeout: 20_000 });
    const gl = await plain.evaluate(() => {
      const c = document.createElement('canvas').getContext('webgl')!;
      const info = c.getExtension('WEBGL_debug_renderer_info');
      return { renderer: info ? String(c.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '?', width: (document.querySelector('#board canvas') as HTMLCanvasElement).width };
    });
    console.log(`crisp: WebGL renderer ${gl.renderer}; canvas without the override ${gl.width} px wide`);
    if (/swiftshader|llvmpipe|softpipe|software/i.test(gl.renderer)) expect(gl.width).toBe(12 * 32 + 2 * EDGE);
    await plain.context().close();
    other.room.leave();
  }, 180_000);
});
