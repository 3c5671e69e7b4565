import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BattleView } from '../shared/battle/model.ts';
import { emergesAt } from '../shared/battle/reducer/emerge.ts';
import { reachable } from '../shared/battle/rules/movement.ts';
import { wallsNextTo } from '../shared/battle/rules/walls.ts';
import { CHROMIUM, clickSquare, hasChromium, pageState, squarePoint, useBrowserAndServer } from './browserSupport.ts';
import { openStepAsHeroes, squareTip } from './browserCombatStepSupport.ts';

// HC-06 Maze and Already There in the browser: the cap on sight on the goals line and in a maze
// wall's tooltip; the heroes' concealed figure chosen by its button and brought on by a click.

describe.skipIf(!hasChromium)(hasChromium ? 'Maze and Already There in the browser' : `Maze and Already There in the browser: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('HC-06 the Maze\'s cap is shown, and a concealed hero figure appears where the player clicks', async () => {
    mkdirSync('/tmp/shots', { recursive: true });
    const errors: string[] = [];
    // Street brawl seed 11 with Maze and Already There set by hand: the Valley, sight 4, the heroes hold one figure back.
    const overrides = [{ table: 'complication-count', set: 4 }, { table: 'complication', index: 0, set: 'maze' }, { table: 'complication', index: 1, set: 'already-there' }];
    const { page } = await openStepAsHeroes(h, 11, errors, overrides);
    await expect.poll(async () => { const g = (await pageState(page)).game; return `${g.phase}:${g.active}`; }, { timeout: 30_000 }).toBe('move:0');
    const view = (await pageState(page)).game as BattleView;
    expect(view.map.sight).toEqual({ max: 4, reason: 'Maze' });
    await expect.poll(() => page.locator('#goals').textContent()).toContain('Maze: no line of sight is longer than 4 squares');
    const wall = view.map.complications!.find((c) => c.id === 'maze')!.changed![0];
    expect(await squareTip(page, view.map, wall.x, wall.y, 'Maze wall')).toContain('no line of sight is longer than 4 squares');
    await page.screenshot({ path: '/tmp/shots/terrain-maze.png' });

    // Already There: the button chooses the figure, the ringed squares are where it may appear.
    const button = page.locator('#concealed button[data-figure]');
    await expect.poll(() => button.count()).toBe(1);
    expect(await button.isEnabled()).toBe(true);
    await button.click();
    await expect.poll(() => button.textContent()).toContain('Appearing');
    await page.screenshot({ path: '/tmp/shots/terrain-emerging.png' });
    const enemy = view.units.find((u) => u.side === 1 && u.condition !== 'dead')!;
    // A square next to an enemy: allowed ("anywhere on the board").
    const near = [[-1, 0], [1, 0], [0, -1], [0, 1], [-1, -1], [1, 1], [1, -1], [-1, 1]].map(([dx, dy]) => ({ x: enemy.x + dx, y: enemy.y + dy })).find((s) => emergesAt(view, s))!;
    const before = view.units.filter((u) => u.side === 0).length;
    await clickSquare(page, view.map, near.x, near.y);
    await expect.poll(async () => ((await pageState(page)).game as BattleView).units.filter((u) => u.side === 0).length, { timeout: 10_000 }).toBe(before + 1);
    const came = ((await pageState(page)).game as BattleView).units.find((u) => u.x === near.x && u.y === near.y)!;
    expect(came.side).toBe(0);
    await expect.poll(() => page.locator('#log').textContent()).toContain('comes out of concealment');
    await expect.poll(() => page.locator('#concealed button').count()).toBe(0);
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/shots/terrain-emerged.png' });
    expect(errors).toEqual([]);
  }, 120_000);

  it('HC-06 a hero unit walks up to the Weak Contested Zone\'s wall and attacks it with the Break wall button', async () => {
    const errors: string[] = [];
    // Street brawl seed 8 with a Weak Contested Zone set by hand: walls of Defend 3 round a 20x20 cube.
    const { page } = await openStepAsHeroes(h, 8, errors, [{ table: 'complication-count', set: 3 }, { table: 'complication', index: 0, set: 'weak-contested-zone' }], 3);
    await expect.poll(async () => { const g = (await pageState(page)).game; return `${g.phase}:${g.active}`; }, { timeout: 30_000 }).toBe('move:0');
    const view = (await pageState(page)).game as BattleView;
    expect(view.map.walls?.[0]).toMatchObject({ name: 'Weak Contested Zone', defend: 3 });
    // A hero unit and a square in its reach next to the wall.
    const plan = view.units.filter((u) => u.side === 0).flatMap((u) => reachable(view, u.id).filter((s) => wallsNextTo(view.map, s).length).map((to) => ({ u, to })))[0];
    expect(plan).toBeDefined();
    await clickSquare(page, view.map, plan.u.x, plan.u.y);
    await clickSquare(page, view.map, plan.to.x, plan.to.y);
    await expect.poll(async () => { const u = ((await pageState(page)).game as BattleView).units.find((x) => x.id === plan.u.id)!; return `${u.x},${u.y}`; }, { timeout: 10_000 }).toBe(`${plan.to.x},${plan.to.y}`);
    const button = page.locator('#act-breach');
    if (!(await button.isVisible())) await clickSquare(page, view.map, plan.to.x, plan.to.y);
    await expect.poll(() => button.textContent(), { timeout: 10_000 }).toMatch(/^Break wall \(\d+, \d+\) \d+(\.\d)?%$/);
    await page.screenshot({ path: '/tmp/shots/terrain-wall-button.png' });
    await button.click();
    await expect.poll(() => page.locator('#log').textContent(), { timeout: 10_000 }).toMatch(/attacks the Weak Contested Zone wall at .*(A breach: the square is open|The wall holds)/s);
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/shots/terrain-wall-attacked.png' });
    // Close up round the wall square (a breach, when the roll won, is drawn as a gap in the wall).
    const at = await squarePoint(page, view.map, plan.to.x, plan.to.y);
    await page.screenshot({ path: '/tmp/shots/terrain-wall-closeup.png', clip: { x: at.x - 60, y: at.y - 60, width: 120, height: 120 } });
    expect(errors).toEqual([]);
  }, 120_000);
});
