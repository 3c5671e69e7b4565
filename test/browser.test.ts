import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncedBattle } from '../client/adapter.ts';
import { toView } from '../client/adapter.ts';
import { reachable } from '../shared/engine/movement.ts';
import type { BattleMap } from '../shared/map/battleMap.ts';
import { freePort, waitFor } from './support.ts';

// Two Chromium pages play through the real `npm start` server: create, share the link, join,
// move with the mouse, end the phase with the keyboard, and each page sees the other's doing.

const CHROMIUM = '/usr/bin/chromium';
const root = join(import.meta.dirname, '..');
const shots = join(root, 'test-results');
const hasChromium = existsSync(CHROMIUM);

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export async function startServerProcess(port: number): Promise<{ proc: ChildProcess; output: () => string }> {
  let out = '';
  const proc = spawn(join(root, 'node_modules/.bin/node'), ['--import', 'tsx', 'server/main.ts'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  await waitFor('the server to start', () => out.includes('is running') || proc.exitCode !== null, 240_000);
  if (proc.exitCode !== null) throw new Error(`server exited: ${out}`);
  return { proc, output: () => out };
}

async function state(page: Page): Promise<SyncedBattle> {
  return page.evaluate(() => (window as unknown as { battle: { room: { state: { toJSON(): unknown } } } }).battle.room.state.toJSON()) as Promise<SyncedBattle>;
}

/** Clicks the centre of a board square with the real mouse, wherever the canvas was scaled to. */
async function clickSquare(page: Page, map: BattleMap, x: number, y: number): Promise<void> {
  const box = (await page.locator('#board canvas').boundingBox())!;
  const sx = box.width / map.width;
  const sy = box.height / map.height;
  await page.mouse.click(box.x + (x + 0.5) * sx, box.y + (y + 0.5) * sy);
}

describe.skipIf(!hasChromium)(hasChromium ? 'two browsers play a battle' : `two browsers play a battle: skipped, no ${CHROMIUM}`, () => {
  let server: { proc: ChildProcess; output: () => string };
  let browser: Browser;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    server = await startServerProcess(port);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    mkdirSync(shots, { recursive: true });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    server?.proc.kill();
  });

  it('creates a battle, joins from the link, moves a unit with the mouse and ends the phase with E', async () => {
    const base = `http://127.0.0.1:${port}`;
    const p1 = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const p2 = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors: string[] = [];
    for (const p of [p1, p2]) p.on('pageerror', (e) => errors.push(e.message));

    await p1.goto(base);
    await p1.getByRole('radio', { name: /Skirmish/ }).check();
    await p1.getByRole('button', { name: 'Create battle' }).click();
    const link = p1.locator('#share-link');
    await expect.poll(() => link.inputValue(), { timeout: 20_000 }).toContain('?battle=');
    await p1.screenshot({ path: join(shots, 'browser-1-waiting.png') });

    await p2.goto(await link.inputValue());
    await expect.poll(() => p2.locator('#banner').textContent(), { timeout: 20_000 }).toMatch(/Turn 1, Agency moves/);
    await expect.poll(() => p1.locator('#banner').textContent(), { timeout: 20_000 }).toMatch(/your turn/);

    const map = ((await (await fetch(`${base}/api/maps/skirmish`)).json()) as { battle: BattleMap }).battle;
    const before = toView(await state(p1), map);
    const unit = before.units.find((u) => u.side === 0)!;
    const dest = reachable(before, unit.id).sort((a, b) => b.cost - a.cost)[0];
    await clickSquare(p1, map, unit.x, unit.y);
    await expect.poll(() => p1.locator('#selection').textContent()).toContain(unit.id);
    await p1.screenshot({ path: join(shots, 'browser-2-selected.png') });
    await clickSquare(p1, map, dest.x, dest.y);

    await expect.poll(async () => (await state(p2)).units[unit.id]).toMatchObject({ x: dest.x, y: dest.y, moved: true });
    await expect.poll(() => p2.locator('#log').textContent()).toContain(`(${dest.x},${dest.y})`);

    await p1.locator('#board canvas').click({ position: { x: 2, y: 2 } });
    await p1.keyboard.press('e');
    await expect.poll(() => p2.locator('#banner').textContent()).toMatch(/Cult moves.*your turn/);
    await expect.poll(() => p1.locator('#end-phase').isDisabled()).toBe(true);
    await p2.screenshot({ path: join(shots, 'browser-3-second-player.png') });

    // A rejected command shows its reason: the first player tries to move again out of turn.
    await p1.evaluate(() => (window as unknown as { battle: { room: { send(t: string, m: unknown): void } } }).battle.room.send('command', { type: 'endPhase' }));
    await expect.poll(() => p1.locator('#rejection').textContent()).toMatch(/Cult's turn/);

    // Escape deselects.
    const own = toView(await state(p2), map).units.find((u) => u.side === 1)!;
    await clickSquare(p2, map, own.x, own.y);
    await expect.poll(() => p2.locator('#selection').textContent()).toContain(own.id);
    await p2.keyboard.press('Escape');
    await expect.poll(() => p2.locator('#selection').textContent()).toContain('Click one of your units');

    // Walk both sides into contact (commands sent as the page would), then attack with a mouse click.
    const pages = [p1, p2];
    for (let guard = 0; guard < 120; guard++) {
      const v = toView(await state(p1), map);
      if (v.phase !== 'move') break;
      const enemies = v.units.filter((u) => u.side !== v.active && u.condition !== 'dead');
      const dist = (x: number, y: number) => Math.min(...enemies.map((e) => Math.max(Math.abs(e.x - x), Math.abs(e.y - y))));
      let command: unknown = { type: 'endPhase' };
      if (v.actionsLeft > 0) {
        for (const u of v.units.filter((x) => x.side === v.active && !x.moved && x.condition !== 'dead')) {
          const best = reachable(v, u.id).sort((r1, r2) => dist(r1.x, r1.y) - dist(r2.x, r2.y))[0];
          if (best && dist(best.x, best.y) < dist(u.x, u.y)) {
            command = { type: 'move', unitId: u.id, to: { x: best.x, y: best.y } };
            break;
          }
        }
      }
      await pages[v.active].evaluate((c) => (window as unknown as { battle: { room: { send(t: string, m: unknown): void } } }).battle.room.send('command', c), command);
      await expect.poll(async () => (await state(p1)).seq).toBeGreaterThan(v.seq);
    }
    const v = toView(await state(p1), map);
    expect(v.phase).toBe('combat');
    const attacker = v.units.find((u) => u.id === v.pending!.unitId)!;
    const page = pages[attacker.side];
    await expect.poll(() => page.locator('#selection').textContent()).toContain('may attack');
    const target = v.units.find((u) => u.id === v.pending!.targets[0])!;
    await page.screenshot({ path: join(shots, 'browser-4-combat-choice.png') });
    await clickSquare(page, map, target.x, target.y);
    await expect.poll(() => p1.locator('#log').textContent()).toMatch(/Attack \[[\d ]+\].*= \d+/);
    await expect.poll(() => p2.locator('#log').textContent()).toMatch(/wins, SL \d/);
    await page.screenshot({ path: join(shots, 'browser-5-after-attack.png') });
    expect(errors).toEqual([]);
  }, 180_000);
});
