import { Client } from '@colyseus/sdk';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { Session } from '../../client/net/session.ts';
import { seatKeyName } from '../../client/net/seatKeys.ts';
import type { Command } from '../../shared/battle/commands.ts';
import type { BattleView } from '../../shared/battle/model.ts';
import { legalCommands } from '../../shared/battle/queries/legal.ts';
import { reachable } from '../../shared/battle/rules/movement.ts';
import { freePort, waitFor } from '../support.ts';

// #12 screenshots, reproducible: `npm run -s shots -- --out DIR`. Starts its own server (as `npm start`
// does, on a free port with a temporary data folder), opens Chromium at 390x844 (touch), 768x1024 and
// 1920x1080, and photographs the start page, a battle in each phase (set-up, move, opportunity fire,
// combat, resources; the player's own turn in each) and the end-of-battle summary. Both sides are
// played from Node through the real protocol; the three pages hold side 0's seat (its key in their
// storage) and only watch and draw. Not part of `npm test`.

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const root = join(import.meta.dirname, '..', '..');

const SIZES: { name: string; ctx: BrowserContextOptions }[] = [
  { name: 'phone-390x844', ctx: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } },
  { name: 'tablet-768x1024', ctx: { viewport: { width: 768, height: 1024 } } },
  { name: 'desktop-1920x1080', ctx: { viewport: { width: 1920, height: 1080 } } },
];

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

async function startServer(port: number): Promise<() => void> {
  let out = '';
  const proc = spawn(join(root, 'node_modules/.bin/node'), ['--disable-warning=ExperimentalWarning', '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SHADOW_WARS_DATA: mkdtempSync(join(tmpdir(), 'sw-shots-data-')) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  await waitFor('the server to start', () => out.includes('is running') || proc.exitCode !== null, 240_000);
  if (proc.exitCode !== null) throw new Error(`server exited: ${out}`);
  return () => proc.kill();
}

const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** A plain, deterministic plan: attack and shoot when allowed, else bring a unit nearer the enemy, else end the phase or pass. */
function plan(v: BattleView, side: number): Command | null {
  const legal = legalCommands(v, side);
  if (!legal.length) return null;
  const first = (t: string) => legal.find((c) => c.type === t);
  if (v.phase === 'deploy') return first('deployAll') ?? legal[0];
  const hit = first('attack') ?? first('shoot');
  if (hit) return hit;
  if (v.phase === 'move' && legal.some((c) => c.type === 'move')) {
    const enemies = v.units.filter((u) => u.side !== side && u.condition !== 'dead');
    const near = (sq: { x: number; y: number }) => Math.min(...enemies.map((e) => dist(sq, e)));
    let best: { d: number; cmd: Command } | null = null;
    for (const u of v.units.filter((u) => u.side === side && !u.moved && u.condition !== 'dead' && u.x >= 0)) {
      for (const r of reachable(v, u.id)) {
        const d = near(r);
        if (d >= 1 && d < near(u) && (!best || d < best.d)) best = { d, cmd: { type: 'move', unitId: u.id, to: { x: r.x, y: r.y } } };
      }
    }
    if (best) return best.cmd;
  }
  return first('endPhase') ?? first('pass') ?? legal[0];
}

async function settle(page: Page, seq: number): Promise<void> {
  const until = Date.now() + 15_000;
  for (;;) {
    const ok = await page.evaluate((s) => {
      const w = window as unknown as { battle?: { session: { current(): { game: { seq: number } } | null } } };
      const busy = document.querySelector<HTMLElement>('#board')?.dataset.animating === '1' || document.querySelector<HTMLElement>('#board canvas')?.parentElement?.dataset.animating === '1';
      return (w.battle?.session.current()?.game.seq ?? -1) >= s && !busy;
    }, seq);
    if (ok || Date.now() > until) break;
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(300);
}

async function main(): Promise<void> {
  const out = arg('--out', '/tmp/shots');
  mkdirSync(out, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const stop = await startServer(port);
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const written: string[] = [];
  const shoot = async (page: Page, size: string, what: string) => {
    const path = join(out, `${size}-${what}.png`);
    await page.screenshot({ path });
    written.push(path);
  };
  try {
    // The start page.
    for (const s of SIZES) {
      const page = await (await browser.newContext(s.ctx)).newPage();
      await page.goto(base);
      await page.locator('#create-button').isEnabled();
      await page.waitForFunction(() => !document.getElementById('battle-list')?.textContent?.includes('Loading') && !(document.getElementById('create-button') as HTMLButtonElement).disabled, null, { timeout: 30_000 });
      await shoot(page, s.name, 'lobby');
      await page.screenshot({ path: join(out, `${s.name}-lobby-full.png`), fullPage: true });
      written.push(join(out, `${s.name}-lobby-full.png`));
      await page.context().close();
    }

    // The battle: side 0 and side 1 from Node, a gamemaster to end it with a ruling.
    const map = arg('--map', 'skirmish');
    const a = new Session<BattleView, Command>(await new Client(base).create('battle', { map, side: 0, gamemaster: true, name: 'Ana' }));
    let keyA = '';
    a.on('welcome', (m) => (keyA = m.seatKey ?? ''));
    await waitFor('side 0 welcomed', () => !!keyA, 20_000);
    const b = new Session<BattleView, Command>(await new Client(base).joinById(a.room.roomId, { side: 1, name: 'Bo' }));
    const gm = new Session<BattleView, Command>(await new Client(base).joinById(a.room.roomId, { role: 'gamemaster', name: 'GM' }));
    await waitFor('every seat taken', () => !!a.current()?.seats.every((s) => s.taken), 30_000);

    const pages: { name: string; page: Page }[] = [];
    for (const s of SIZES) {
      const ctx = await browser.newContext(s.ctx);
      await ctx.addInitScript(([k, v]) => localStorage.setItem(k, v), [seatKeyName(a.room.roomId), keyA] as [string, string]);
      const page = await ctx.newPage();
      page.on('pageerror', (e) => console.error(`${s.name}: page error: ${e.message}`));
      await page.goto(`${base}/?battle=${a.room.roomId}`);
      pages.push({ name: s.name, page });
    }
    a.room.send('start');
    await waitFor('the set-up', () => a.current()?.game.phase === 'deploy', 20_000);

    const sessions = [a, b];
    const seen = new Set<string>();
    const want = ['deploy', 'move', 'opportunity', 'combat', 'resources'];
    let steps = 0;
    let lastSeq = -1;
    while (steps++ < 600) {
      const v = a.current()!.game;
      if (v.phase === 'over' || want.every((w) => seen.has(w))) break;
      if (v.seq === lastSeq) {
        await new Promise((r) => setTimeout(r, 30));
        steps--;
        continue;
      }
      // Side 0's turn in a phase not yet photographed (in the set-up, once side 1 has placed one unit).
      const mine = v.active === 0 && !seen.has(v.phase) && (v.phase !== 'combat' || !!v.pending) && (v.phase !== 'deploy' || v.units.some((u) => u.side === 1 && u.x >= 0));
      if (mine) {
        seen.add(v.phase);
        for (const p of pages) await settle(p.page, v.seq);
        for (const p of pages) await shoot(p.page, p.name, `${v.turn}-${v.phase}`);
        if (v.phase === 'move' || v.phase === 'deploy') {
          // A unit selected: its reachable squares (or the deploy area) and its card.
          for (const p of pages) {
            await p.page.locator('#board canvas').focus();
            await p.page.keyboard.press('n');
            await p.page.waitForTimeout(400);
            await shoot(p.page, p.name, `${v.turn}-${v.phase}-selected`);
            await p.page.keyboard.press('Escape');
          }
        }
      }
      const side = v.phase === 'deploy' && v.active === 1 && !v.units.some((u) => u.side === 1 && u.x >= 0) ? 1 : v.active;
      let cmd = plan(v, side);
      // Side 1 places a single unit first, so that side 0's turn in the set-up shows a half-filled board.
      if (v.phase === 'deploy' && side === 1 && !v.units.some((u) => u.side === 1 && u.x >= 0)) cmd = legalCommands(v, 1).find((c) => c.type === 'deploy') ?? cmd;
      if (!cmd) {
        await new Promise((r) => setTimeout(r, 30));
        continue;
      }
      lastSeq = v.seq;
      sessions[side].send(cmd);
      await waitFor('the command to land', () => a.current()!.game.seq !== lastSeq, 20_000).catch(() => {
        throw new Error(`no answer to ${JSON.stringify(cmd)} in ${v.phase} (side ${side}); rejected? ${JSON.stringify(a.protocolErrors)}`);
      });
    }
    console.log(`phases photographed: ${[...seen].join(', ')} (not reached: ${want.filter((w) => !seen.has(w)).join(', ') || 'none'})`);

    // The end: a ruling, and the summary each page opens by itself.
    gm.sendTable({ type: 'ruling', winners: [0], reason: 'The Agency holds the field' });
    await waitFor('the end', () => a.current()?.game.phase === 'over', 20_000);
    for (const p of pages) {
      await p.page.locator('#summary').waitFor({ state: 'visible', timeout: 20_000 });
      await p.page.waitForTimeout(500);
      await shoot(p.page, p.name, 'summary');
      // Its last button scrolled into view (a phone: the dialog scrolls inside).
      await p.page.locator('#summary-close').scrollIntoViewIfNeeded();
      await shoot(p.page, p.name, 'summary-end');
      await p.page.locator('#summary-close').click();
      await p.page.waitForTimeout(300);
      await shoot(p.page, p.name, 'over');
    }
    for (const s of [a, b, gm]) await s.room.leave(true);
  } finally {
    await browser.close();
    stop();
  }
  console.log(written.join('\n'));
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
