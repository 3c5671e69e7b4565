import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS, hasChromium, openBattle, pageState, sendFromPage, shots, startServerProcess } from './browserSupport.ts';
import { freePort } from './support.ts';

// #9: a server killed mid-battle and started again brings the battle back; the open pages notice,
// wait for it and take their seats again by themselves (no reload by hand), at the same state.

const sessionId = (page: import('playwright-core').Page) => page.evaluate(() => (window as unknown as { battle?: { room?: { sessionId?: string } } }).battle?.room?.sessionId ?? null);
const you = (page: import('playwright-core').Page) => page.evaluate(() => (window as unknown as { battle: { session: { you: unknown } } }).battle.session.you);

describe.skipIf(!hasChromium)(hasChromium ? 'pages after a server restart' : `pages after a server restart: skipped, no ${CHROMIUM}`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sw-browser-restart-'));
  let port = 0;
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  let browser: Browser;
  beforeAll(async () => {
    port = await freePort();
    server = await startServerProcess(port, dataDir);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    server?.proc.kill('SIGKILL');
  });

  it('both players are back in their seats by themselves after kill -9 and a restart', async () => {
    const errors: string[] = [];
    const [p1, p2] = await openBattle(browser, `http://127.0.0.1:${port}`, 'skirmish', /Skirmish/, errors);
    await sendFromPage(p1, { type: 'endPhase' });
    await expect.poll(async () => (await pageState(p2)).game.active).toBe(1);
    const before = (await pageState(p2)).game;

    const sessions = [await sessionId(p1), await sessionId(p2)];
    const old = server!.proc;
    old.kill('SIGKILL');
    await new Promise((r) => old.once('exit', r));
    await expect.poll(() => p1.locator('#banner').textContent(), { timeout: 60_000 }).toMatch(/server went away|reconnecting/i);
    server = await startServerProcess(port, dataDir);

    for (const [i, p] of [p1, p2].entries()) {
      // A new connection (the old one died with the process) that holds the game again.
      await expect.poll(async () => (await sessionId(p)) !== null && (await sessionId(p)) !== sessions[i], { timeout: 90_000 }).toBe(true);
      await expect.poll(async () => (await p.evaluate(() => !!(window as unknown as { battle?: { session?: { current?: () => unknown } } }).battle?.session?.current?.())), { timeout: 30_000 }).toBe(true);
      await expect.poll(async () => (await pageState(p)).game.seq, { timeout: 30_000 }).toBe(before.seq);
    }
    expect(await you(p1)).toEqual({ role: 'player', side: 0 });
    expect(await you(p2)).toEqual({ role: 'player', side: 1 });
    expect((await pageState(p1)).game.units).toEqual(before.units);
    await expect.poll(() => p2.locator('#banner').textContent()).toMatch(/your turn/);
    // And play goes on.
    await sendFromPage(p2, { type: 'endPhase' });
    await expect.poll(async () => (await pageState(p1)).game.seq).toBeGreaterThan(before.seq);
    await p2.screenshot({ path: join(shots, 'restart-rejoined.png') });
    expect(errors).toEqual([]);
  }, 300_000);
});
