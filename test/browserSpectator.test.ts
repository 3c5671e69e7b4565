import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { legalCommands } from '../shared/battle/queries/legal.ts';
import { CHROMIUM, hasChromium, openBattle, pageState, sendFromPage, shots, useBrowserAndServer } from './browserSupport.ts';

// #9: two players and a spectator in three browsers. The spectator sees every move as it happens,
// is offered nothing to do, and a command sent from its page anyway is refused with `spectator`.

describe.skipIf(!hasChromium)(hasChromium ? 'a spectator beside two players' : `a spectator beside two players: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('sees the moves and cannot act', async () => {
    const errors: string[] = [];
    const [p1, p2] = await openBattle(h.browser, h.base, 'skirmish', /Skirmish/, errors);
    // A short window, so the combat log has more lines than it shows.
    const watcher = await (await h.browser.newContext({ viewport: { width: 1280, height: 600 } })).newPage();
    watcher.on('pageerror', (e) => errors.push(e.message));
    await watcher.goto(`${p1.url()}&watch=1`);
    await expect.poll(() => watcher.evaluate(() => (window as unknown as { battle?: { session?: { you?: unknown } } }).battle?.session?.you ?? null), { timeout: 20_000 }).toEqual({ role: 'spectator' });
    await expect.poll(async () => (await pageState(watcher))?.game.seq).toBe((await pageState(p1)).game.seq);
    // Nothing offered: no phase button, no "your turn".
    expect(await watcher.locator('#end-phase').isVisible()).toBe(false);
    expect(await watcher.locator('#banner').textContent()).not.toMatch(/your turn/);

    // A real move by the first player, by its own page: the spectator's board follows.
    const view = (await pageState(p1)).game;
    const mover = view.units.find((u) => u.side === 0 && u.condition !== 'dead')!;
    const move = legalCommands(view, 0).find((c) => c.type === 'move' && c.unitId === mover.id)!;
    expect(move).toBeDefined();
    await sendFromPage(p1, move);
    await expect.poll(async () => (await pageState(watcher)).game.units.find((u) => u.id === mover.id)!).not.toMatchObject({ x: mover.x, y: mover.y });
    await expect.poll(async () => (await pageState(watcher)).game.seq).toBe((await pageState(p1)).game.seq);
    await expect.poll(() => watcher.locator('#log li').count()).toBeGreaterThan(0);
    expect(await watcher.locator('#log').textContent()).toContain(mover.name);

    // The log shows its newest line; scrolled up to read back, it stays there when lines come in.
    const logGap = () => watcher.evaluate(() => {
      const l = document.getElementById('log')!;
      return l.scrollHeight - l.clientHeight - l.scrollTop;
    });
    await expect.poll(logGap).toBeLessThanOrEqual(8);
    const scrollable = await watcher.evaluate(() => {
      const l = document.getElementById('log')!;
      l.scrollTop = 0;
      return l.scrollHeight > l.clientHeight + 8;
    });
    const other = (await pageState(p1)).game.units.find((u) => u.side === 0 && u.condition !== 'dead' && u.id !== mover.id)!;
    const second = legalCommands((await pageState(p1)).game, 0).find((c) => c.type === 'move' && c.unitId === other.id);
    expect(scrollable).toBe(true);
    if (second) {
      const at = (await pageState(watcher)).game.seq;
      await sendFromPage(p1, second);
      await expect.poll(async () => (await pageState(watcher)).game.seq).toBeGreaterThan(at);
      expect(await watcher.evaluate(() => document.getElementById('log')!.scrollTop)).toBe(0);
    }

    // A command sent from the spectator's page anyway: refused, and nothing changes.
    const seq = (await pageState(p1)).game.seq;
    await sendFromPage(watcher, { type: 'endPhase' });
    await expect.poll(() => watcher.locator('#rejection').textContent()).toMatch(/Spectators watch/);
    expect((await pageState(p2)).game.seq).toBe(seq);
    await watcher.screenshot({ path: join(shots, 'spectator.png') });
    expect(errors).toEqual([]);
  }, 240_000);
});
