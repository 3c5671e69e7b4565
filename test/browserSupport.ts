import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { freePort } from './support.ts';
import type { BattleView } from '../shared/battle/model.ts';
import type { MatchView } from '../shared/protocol/messages.ts';
import type { BattleMap } from '../shared/map/battleMap.ts';
import { waitFor } from './support.ts';

// What the browser tests share: Debian's Chromium, the real `npm start` server, and small page helpers.

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
export const root = join(import.meta.dirname, '..');
export const shots = join(root, 'test-results');

/**
 * The server exactly as `npm start` runs it (it builds the client first if needed), with a data
 * folder of its own: test battles never land in a developer's data/, and two test servers running
 * at once never meet on one folder's lock.
 */
export async function startServerProcess(port: number, dataDir = mkdtempSync(join(tmpdir(), 'sw-browser-data-'))): Promise<{ proc: ChildProcess; output: () => string }> {
  let out = '';
  const proc = spawn(join(root, 'node_modules/.bin/node'), ['--import', 'tsx', 'server/main.ts'], { cwd: root, env: { ...process.env, PORT: String(port), SHADOW_WARS_DATA: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  await waitFor('the server to start', () => out.includes('is running') || proc.exitCode !== null, 240_000);
  if (proc.exitCode !== null) throw new Error(`server exited: ${out}`);
  return { proc, output: () => out };
}

/** The page's document as its Session holds it: seats, deadline and the game (its BattleView). */
export async function pageState(page: Page): Promise<MatchView<BattleView>> {
  return page.evaluate(() => (window as unknown as { battle: { session: { current(): unknown } } }).battle.session.current()) as Promise<MatchView<BattleView>>;
}

/** Sends a command through the page's own Session, as its controls would. */
export async function sendFromPage(page: Page, command: unknown): Promise<void> {
  await page.evaluate((c) => (window as unknown as { battle: { session: { send(m: unknown): void } } }).battle.session.send(c), command);
}

/**
 * The page point at the centre of a board square (unzoomed), wherever the canvas was scaled to: the
 * canvas holds the map and a margin of `data-edge` squares round it (client/battle/board/edge.ts).
 */
export async function squarePoint(page: Page, map: BattleMap, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = (await page.locator('#board canvas').boundingBox())!;
  const edge = Number((await page.locator('#board').getAttribute('data-edge')) ?? 0);
  return { x: box.x + ((edge + x + 0.5) * box.width) / (map.width + 2 * edge), y: box.y + ((edge + y + 0.5) * box.height) / (map.height + 2 * edge) };
}

/** Clicks the centre of a board square with the real mouse. */
export async function clickSquare(page: Page, map: BattleMap, x: number, y: number): Promise<void> {
  const p = await squarePoint(page, map, x, y);
  await page.mouse.click(p.x, p.y);
}

/**
 * Creates a battle from the start page (map by its radio label, scenario by id), opens the link in a
 * second page, and places both sides with "Place all remaining" (the second player first, SW-10).
 * Page errors are collected into `errors`.
 */
export async function openBattle(browser: Browser, base: string, scenario: string, mapLabel: RegExp, errors: string[]): Promise<[Page, Page]> {
  const p1 = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const p2 = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  for (const p of [p1, p2]) p.on('pageerror', (e) => errors.push(e.message));
  await p1.goto(base);
  await p1.getByRole('radio', { name: mapLabel }).check();
  await p1.locator('#scenario').selectOption(scenario);
  await p1.getByRole('button', { name: 'Create battle' }).click();
  const link = p1.locator('#share-link');
  await expect.poll(() => link.inputValue(), { timeout: 20_000 }).toContain('?battle=');
  await p2.goto(await link.inputValue());
  // The creator starts the battle once the second seat is taken (Start is enabled then).
  await p1.getByRole('button', { name: 'Start battle' }).click();
  await expect.poll(() => p2.locator('#banner').textContent(), { timeout: 20_000 }).toMatch(/Set-up.*your turn/);
  await p2.getByRole('button', { name: 'Place all remaining' }).click();
  await expect.poll(() => p1.locator('#banner').textContent()).toMatch(/Set-up.*your turn/);
  await p1.getByRole('button', { name: 'Place all remaining' }).click();
  await expect.poll(() => p1.locator('#banner').textContent()).toMatch(/Turn 1, .* moves.*your turn/);
  return [p1, p2];
}

export interface BrowserHarness {
  browser: Browser;
  port: number;
  /** http://127.0.0.1:<port> */
  base: string;
}

/**
 * For a describe block: starts the real server (as `npm start` does) and Chromium before its tests
 * and stops both after them. The returned object is filled in once beforeAll has run.
 */
export function useBrowserAndServer(): BrowserHarness {
  const h = {} as BrowserHarness;
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  beforeAll(async () => {
    h.port = await freePort();
    h.base = `http://127.0.0.1:${h.port}`;
    server = await startServerProcess(h.port);
    h.browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    mkdirSync(shots, { recursive: true });
  }, 300_000);
  afterAll(async () => {
    await h.browser?.close();
    server?.proc.kill();
  });
  return h;
}

/**
 * HC-02: a combat step may open with a preparation (turn 0, personal actions): the page's side ends
 * its own with E, the other client's side with endPhase, until turn 1 begins. No preparation: nothing.
 */
export async function endPreparation(page: Page, other: { current(): MatchView<BattleView> | null | undefined; send(c: { type: 'endPhase' }): void }): Promise<void> {
  await waitFor('the battle under way', () => (other.current()?.game.phase ?? 'deploy') !== 'deploy', 30_000);
  // HC-08: a task before the fight: the page's heroes attempt it (A) until the fight begins.
  for (let guard = 0; guard < 40 && other.current()?.game.phase === 'task'; guard++) {
    const n = other.current()!.game.taskAttempts?.length ?? 0;
    await expect.poll(async () => (await pageState(page)).game.phase, { timeout: 10_000 }).toBe('task');
    await page.keyboard.press('a');
    await waitFor('the attempt', () => (other.current()?.game.taskAttempts?.length ?? 0) > n, 30_000);
  }
  for (let guard = 0; guard < 6 && other.current()?.game.turn === 0; guard++) {
    const active = other.current()!.game.active;
    if (active === 1) other.send({ type: 'endPhase' });
    else {
      await expect.poll(async () => (await pageState(page)).game.active, { timeout: 10_000 }).toBe(0);
      await page.keyboard.press('e');
    }
    await waitFor('the next preparation phase or turn 1', () => other.current()?.game.turn !== 0 || other.current()?.game.active !== active, 30_000);
  }
}
