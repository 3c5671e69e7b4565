import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleView } from '../shared/battle/model.ts';
import { legalCommands } from '../shared/battle/queries/legal.ts';
import { CHROMIUM, clickSquare, hasChromium, pageState, sendFromPage, squarePoint, useBrowserAndServer } from './browserSupport.ts';
import { openStepAgainstComputer } from './browserCombatStepSupport.ts';

// HC-01 with SW-16 (#11) in the browser: two units stacked on a square and Doctor Ember's unit flown
// one level above them. The stack panel and its reorder draft list the surface stack only, the
// reorder it applies is accepted, and the square's tooltip groups the units by level.

describe.skipIf(!hasChromium)(hasChromium ? 'a flier above a stack in the browser' : `a flier above a stack in the browser: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('HC-01 a reorder of the stack under a flier lists the two and is applied; the tooltip groups by level', async () => {
    const errors: string[] = [];
    const { page, creator } = await openStepAgainstComputer(h, 1, errors);
    await expect.poll(() => page.locator('#banner').textContent(), { timeout: 30_000 }).toMatch(/Preparation/);
    const game = async () => (await pageState(page)).game as BattleView;
    const first = await game();
    const emberUnit = first.heroes.find((x) => x.type === 'doctor-ember' && x.unitId)!.unitId!;
    // Preparation: another unit stacks onto a third, then Ember's unit onto both (one personal action each).
    const mine = first.units.filter((u) => u.side === 0 && u.id !== emberUnit);
    const legal = legalCommands(first, 0);
    const onto = legal.find((c): c is Extract<Command, { type: 'move' }> => c.type === 'move' && !c.withStack && mine.some((u) => u.id === c.unitId) && mine.some((u) => u.id !== c.unitId && u.x === c.to.x && u.y === c.to.y))!;
    expect(onto).toBeTruthy();
    await sendFromPage(page, onto);
    await expect.poll(async () => (await game()).units.filter((u) => u.x === onto.to.x && u.y === onto.to.y).length, { timeout: 10_000 }).toBe(2);
    const ember = legalCommands(await game(), 0).find((c) => c.type === 'move' && c.unitId === emberUnit && !c.withStack && c.to.x === onto.to.x && c.to.y === onto.to.y);
    expect(ember).toBeTruthy();
    await sendFromPage(page, ember);
    await expect.poll(async () => (await game()).units.filter((u) => u.x === onto.to.x && u.y === onto.to.y).length, { timeout: 10_000 }).toBe(3);
    for (let guard = 0; guard < 30; guard++) {
      const g = await game();
      if (g.turn >= 2 && g.active === 0 && g.phase === 'move') break;
      if (g.active === 0) await page.keyboard.press('e');
      await page.waitForTimeout(1500);
    }
    await sendFromPage(page, { type: 'fly', unitId: emberUnit, altitude: 1 });
    await expect.poll(async () => (await game()).units.find((u) => u.id === emberUnit)?.altitude, { timeout: 10_000 }).toBe(1);
    const g = await game();
    const ground = g.units.filter((u) => u.x === onto.to.x && u.y === onto.to.y && u.id !== emberUnit).sort((a, b) => a.level - b.level);
    expect(ground.length).toBe(2);
    // The first click takes the flier's level, the second the surface stack's top.
    await clickSquare(page, g.map, onto.to.x, onto.to.y);
    await clickSquare(page, g.map, onto.to.x, onto.to.y);
    await page.locator('#selection [data-reorder-start]').click();
    const shifts = page.locator('#selection [data-reorder-shift][data-delta="-1"]');
    await expect.poll(() => shifts.count()).toBe(2);
    expect(await page.locator('#selection [data-stack-select]').evaluateAll((bs) => bs.map((b) => (b as HTMLElement).dataset.stackSelect))).toEqual(ground.map((u) => u.id));
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: '/tmp/shots/reorder-draft.png' });
    await shifts.nth(1).click();
    await page.locator('#selection [data-reorder-apply]').click();
    await expect.poll(async () => (await game()).units.filter((u) => ground.some((x) => x.id === u.id)).sort((a, b) => a.level - b.level).map((u) => u.id), { timeout: 10_000 }).toEqual(ground.map((u) => u.id).reverse());
    const p = await squarePoint(page, g.map, onto.to.x, onto.to.y);
    await page.mouse.move(p.x, p.y);
    await expect.poll(() => page.locator('#board-tip').textContent(), { timeout: 10_000 }).toMatch(/Level \+1 \(flying\).*Level 0 \(on the surface\): a stack of 2/);
    await page.screenshot({ path: '/tmp/shots/stack-levels-tip.png' });
    expect(errors).toEqual([]);
    await creator.leave(true).catch(() => undefined);
  }, 240_000);
});
