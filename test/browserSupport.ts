import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { SyncedBattle } from '../client/adapter.ts';
import type { BattleMap } from '../shared/map/battleMap.ts';
import { waitFor } from './support.ts';

// What the browser tests share: Debian's Chromium, the real `npm start` server, and small page helpers.

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
export const root = join(import.meta.dirname, '..');
export const shots = join(root, 'test-results');

/** The server exactly as `npm start` runs it (it builds the client first if needed). */
export async function startServerProcess(port: number): Promise<{ proc: ChildProcess; output: () => string }> {
  let out = '';
  const proc = spawn(join(root, 'node_modules/.bin/node'), ['--import', 'tsx', 'server/main.ts'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  await waitFor('the server to start', () => out.includes('is running') || proc.exitCode !== null, 240_000);
  if (proc.exitCode !== null) throw new Error(`server exited: ${out}`);
  return { proc, output: () => out };
}

/** The page's synced battle state, as its client holds it. */
export async function pageState(page: Page): Promise<SyncedBattle> {
  return page.evaluate(() => (window as unknown as { battle: { room: { state: { toJSON(): unknown } } } }).battle.room.state.toJSON()) as Promise<SyncedBattle>;
}

/** Sends a command through the page's own connection, as its controls would. */
export async function sendFromPage(page: Page, command: unknown): Promise<void> {
  await page.evaluate((c) => (window as unknown as { battle: { room: { send(t: string, m: unknown): void } } }).battle.room.send('command', c), command);
}

/** Clicks the centre of a board square with the real mouse, wherever the canvas was scaled to. */
export async function clickSquare(page: Page, map: BattleMap, x: number, y: number): Promise<void> {
  const box = (await page.locator('#board canvas').boundingBox())!;
  await page.mouse.click(box.x + ((x + 0.5) * box.width) / map.width, box.y + ((y + 0.5) * box.height) / map.height);
}
