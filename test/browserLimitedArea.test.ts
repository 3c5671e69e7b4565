import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, pageState, useBrowserAndServer } from './browserSupport.ts';
import { openStepAsHeroes } from './browserCombatStepSupport.ts';

// Issue 11, HC-06 Limited Area: street-brawl seed 30 (valley, cube 17) has a Limited Area, a Weak
// Contested Zone and a Victory Button. The deployment is read on the cube, so every figure stands in
// it; every square outside is closed (marked), the wall round the cube is the board's edge (in force,
// nothing laid), and the button is on the cube, walled in.

describe.skipIf(!hasChromium)(hasChromium ? 'Limited Area in the browser' : `Limited Area in the browser: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('HC-06 a Limited Area closes the board outside the cube and both sides deploy in it', async () => {
    const errors: string[] = [];
    const { page, other } = await openStepAsHeroes(h, 30, errors);
    const view = (await pageState(page)).game;
    const cube = view.map.cube!;
    const byId = (id: string) => view.map.complications!.find((c) => c.id === id)!;
    expect(byId('limited-area').inForce).toBe(true);
    expect(byId('weak-contested-zone').inForce).toBe(true);
    expect(byId('victory-button').inForce).toBe(true);
    const inCube = (x: number, y: number) => x >= cube.x && y >= cube.y && x < cube.x + cube.w && y < cube.y + cube.h;
    const placed = view.units.filter((u) => u.x >= 0);
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.every((u) => inCube(u.x, u.y))).toBe(true);
    const at = view.scenario.objectives!.victoryButton!.at;
    expect(inCube(at.x, at.y)).toBe(true);
    mkdirSync('/tmp/shots', { recursive: true });
    await page.mouse.move(1, 1);
    await page.screenshot({ path: '/tmp/shots/limited-area.png' });
    expect(errors).toEqual([]);
    await other.room.leave(true).catch(() => undefined);
  }, 180_000);
});
