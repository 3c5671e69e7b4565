import { Client } from '@colyseus/sdk';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startGameServer } from '../../server/app.ts';
import { buildAndMeasure } from '../../server/cli/bundleSizes.ts';
import { loadMapRegistry } from '../../server/maps/loadMaps.ts';
import { openDataFolder } from '../../server/store/dataFolder.ts';
import { Session } from '../../client/net/session.ts';
import type { BattleView } from '../../shared/battle/model.ts';
import { freePort, waitFor } from '../support.ts';

// The board's frame rate while it animates (#12): headless Chromium watches a battle on the largest map
// (crossroads, 24x24, its six-side scenario) that the scripted opponent plays on every side, one command every 300 ms, at the
// normal animation pace, and times every requestAnimationFrame. Counted: frames while an animation
// plays (the board's data-animating), how many took over 16.7 ms (one 60 Hz frame) and over 33.4 ms
// (at least one frame dropped).
//   node --import tsx test/bench/animFrames.ts [seconds]      (also part of `npm run bench`)

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export interface FrameFigures {
  seconds: number;
  frames: number;
  animFrames: number;
  over16: number;
  over33: number;
  meanMs: number;
  p95Ms: number;
  maxMs: number;
  commands: number;
  renderer: string;
  pace: 'normal' | 'off';
  /** The board's own redraw of a new picture (BoardScene.show): mean ms, and how many. */
  showMs: number;
  shows: number;
}

/** Watches an all-scripted battle on `map` from a page of the server at `base` for `seconds`. */
export async function measureAnimationFrames(base: string, seconds = 12, pace: 'normal' | 'off' = 'normal', scenario = 'crossroads-six', sides = 6): Promise<FrameFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const ctx = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    await ctx.addInitScript((p) => localStorage.setItem('sw.animation', p), pace);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const host = new Session<BattleView>(await new Client(base).create('battle', { map: 'crossroads', scenario, deployment: 'auto', scripted: Array.from({ length: sides }, (_, i) => i), role: 'spectator' }));
    await page.goto(`${base}/?battle=${host.room.roomId}&watch=1`);
    await page.waitForFunction(() => !!document.querySelector('#board canvas'), undefined, { timeout: 30_000 });
    await waitFor('the scripted sides to be playing', () => (host.current()?.game.seq ?? 0) > 2, 30_000);
    const seq0 = host.current()!.game.seq;
    // A string, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
    const r = (await page.evaluate(`(async (ms) => {
      const board = document.getElementById('board');
      // The board's own work per new picture, apart from the GPU's (here software) drawing.
      const scene = window.battle.controller.board;
      const show = scene.show.bind(scene);
      let showMs = 0, shows = 0;
      scene.show = (p) => { const t = performance.now(); show(p); showMs += performance.now() - t; shows++; };

      const deltas = [];
      let frames = 0;
      let last = performance.now();
      const t0 = last;
      await new Promise((done) => {
        const tick = (t) => {
          const d = t - last;
          last = t;
          frames++;
          if (board.dataset.animating === '1' || ${pace === 'off'}) deltas.push(d);
          if (t - t0 < ms) requestAnimationFrame(tick);
          else done();
        };
        requestAnimationFrame(tick);
      });
      const gl = document.createElement('canvas').getContext('webgl');
      const info = gl && gl.getExtension('WEBGL_debug_renderer_info');
      const renderer = gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : gl ? 'webgl' : 'no webgl';
      return { frames, deltas, renderer, showMs: showMs / Math.max(1, shows), shows };
    })(${seconds * 1000})`)) as { frames: number; deltas: number[]; renderer: string; showMs: number; shows: number };
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    const sorted = [...r.deltas].sort((a, b) => a - b);
    const figures: FrameFigures = {
      seconds,
      frames: r.frames,
      animFrames: r.deltas.length,
      over16: r.deltas.filter((d) => d > 16.7).length,
      over33: r.deltas.filter((d) => d > 33.4).length,
      meanMs: sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length),
      p95Ms: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
      maxMs: sorted.at(-1) ?? 0,
      commands: host.current()!.game.seq - seq0,
      renderer: r.renderer,
      pace,
      showMs: r.showMs,
      shows: r.shows,
    };
    await host.room.leave(true);
    return figures;
  } finally {
    await browser.close();
  }
}

export function formatFrames(f: FrameFigures): string[] {
  const pct = (n: number) => `${((100 * n) / Math.max(1, f.animFrames)).toFixed(1)}%`;
  return [
    `board ${f.pace === 'off' ? 'with animation off (baseline)' : 'animating at normal pace'}, crossroads-six (24x24, six scripted sides), 1920x1080, headless Chromium (${f.renderer}), ${f.seconds} s, ${f.commands} scripted commands:`,
    `  frames ${f.frames}, ${f.pace === 'off' ? 'all counted' : 'while animating'} ${f.animFrames}; over 16.7 ms ${f.over16} (${pct(f.over16)}), over 33.4 ms ${f.over33} (${pct(f.over33)}); mean ${f.meanMs.toFixed(1)} ms, p95 ${f.p95Ms.toFixed(1)} ms, max ${f.maxMs.toFixed(1)} ms; the board's redraw of a new picture ${f.showMs.toFixed(1)} ms (${f.shows} redraws)`,
  ];
}

/** Standalone: builds the client, serves it, measures. */
async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) throw new Error(`no ${CHROMIUM}`);
  const root = join(import.meta.dirname, '..', '..');
  const clientDir = mkdtempSync(join(tmpdir(), 'sw-frames-client-'));
  buildAndMeasure(root, clientDir);
  const folder = mkdtempSync(join(tmpdir(), 'sw-frames-'));
  const data = openDataFolder(folder);
  const port = await freePort();
  const server = await startGameServer({ port, maps: loadMapRegistry(join(root, 'maps'), join(root, 'public')), clientDir, store: data.store });
  try {
    const seconds = Number(process.argv[2] ?? 12);
    for (const pace of ['normal', 'off'] as const) for (const line of formatFrames(await measureAnimationFrames(`http://127.0.0.1:${port}`, seconds, pace))) console.log(line);
  } finally {
    await server.close();
    data.close();
    rmSync(folder, { recursive: true, force: true });
    rmSync(clientDir, { recursive: true, force: true });
  }
  process.exit(0);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) void main();
