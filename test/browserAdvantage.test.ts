import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, pageState, sendFromPage, useBrowserAndServer } from './browserSupport.ts';
import type { Command } from '../shared/battle/commands.ts';
import { legalCommands } from '../shared/battle/queries/legal.ts';
import { openStepAsHeroes, squareTip } from './browserCombatStepSupport.ts';

// Issue 11, HC-06 Point of Advantage face 5 (an escape route) in the heroes' seat: street-brawl seed 18
// with the complication put in by the gamemaster's overrides (the seed rolls face 5): the area's
// tooltip says what entering it does; a unit moved into it leaves the board and the log says so.

describe.skipIf(!hasChromium)(hasChromium ? 'the Point of Advantage\'s escape route in the browser' : `escape route in the browser: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('HC-06 face 5: the area\'s tooltip says a unit coming into it leaves the battle; one walked in leaves the board, logged', async () => {
    const errors: string[] = [];
    const overrides = [{ table: 'complication-count', set: 3 }, { table: 'complication', index: 0, set: 'point-of-advantage' }];
    const { page, other } = await openStepAsHeroes(h, 18, errors, overrides);
    const view = (await pageState(page)).game;
    const a = view.map.advantage!;
    expect(a.face).toBe(5);
    const tip = await squareTip(page, view.map, a.area.x + 1, a.area.y + 1, 'Point of Advantage');
    expect(tip).toContain('an escape route: a unit that comes into it leaves the battle at once, its hero with it');
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: '/tmp/shots/advantage-escape.png' });
    await page.mouse.move(1, 1);

    // A heroes' unit goes as near as it can, both sides end turn 1, and in turn 2 it goes in: it is off
    // the board and the log says so.
    const inArea = (q: { x: number; y: number }) => q.x >= a.area.x && q.y >= a.area.y && q.x < a.area.x + a.area.w && q.y < a.area.y + a.area.h;
    const gap = (q: { x: number; y: number }) => Math.max(Math.abs(q.x - (a.area.x + 1)), Math.abs(q.y - (a.area.y + 1)));
    const movesOf = (v: typeof view) => legalCommands(v, 0).filter((c): c is Extract<Command, { type: 'move' }> => c.type === 'move' && !c.withStack);
    // Up to four turns: the unit nearest the area goes as near as it can until one can go in.
    let moves: Extract<Command, { type: 'move' }>[] = [];
    for (let turn = 1; turn <= 4; turn++) {
      await expect.poll(async () => { const g = (await pageState(page)).game; return g.turn === turn && g.active === 0 && g.phase === 'move'; }, { timeout: 20_000 }).toBe(true);
      const all = movesOf((await pageState(page)).game);
      moves = all.filter((c) => inArea(c.to));
      if (moves.length) break;
      const step = all.sort((x, y) => gap(x.to) - gap(y.to))[0];
      await sendFromPage(page, step);
      await expect.poll(async () => (await pageState(page)).game.units.find((u) => u.id === step.unitId)?.x).toBe(step.to.x);
      for (let i = 0; i < 20 && (other.current()?.game.turn ?? turn) === turn; i++) {
        const g = other.current()!.game;
        const c = { type: g.phase === 'combat' ? 'pass' : 'endPhase' };
        if (g.active === 1) other.room.send('command', c);
        else await sendFromPage(page, c);
        await new Promise((r) => setTimeout(r, 400));
      }
    }
    expect(moves.length).toBeGreaterThan(0);
    await sendFromPage(page, moves[0]);
    await expect.poll(async () => (await pageState(page)).game.escaped?.map((u) => u.id) ?? []).toEqual([moves[0].unitId]);
    await expect.poll(() => page.locator('#log').textContent()).toContain('takes the escape route');
    // Its hero went with it: the heroes' panel says so.
    const g = (await pageState(page)).game;
    expect(g.units.some((u) => u.id === moves[0].unitId)).toBe(false);
    expect(g.heroes.some((x) => x.unitId === moves[0].unitId)).toBe(true);
    await page.locator('#heroes > summary').click();
    await expect.poll(() => page.locator('#heroes-body').textContent()).toContain('left the combat (escape route)');
    await page.screenshot({ path: '/tmp/shots/advantage-escaped.png' });
    expect(errors).toEqual([]);
  });
});
