import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BattleView } from '../shared/battle/model.ts';
import { CHROMIUM, clickSquare, hasChromium, pageState, useBrowserAndServer } from './browserSupport.ts';
import { openStepAgainstComputer } from './browserCombatStepSupport.ts';

// HC-01 in the browser: a combat step's cube is labelled with its size and levels; a unit a flying
// hero rides with is offered its levels, flies above the cube's band and is then shown outside the
// cube, inactive (dimmed counter, its level over it, the side card's count).

describe.skipIf(!hasChromium)(hasChromium ? 'the contested cube in the browser' : `the contested cube in the browser: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('HC-01 a flier leaves the cube upwards and is shown inactive', async () => {
    const errors: string[] = [];
    // Seed 1 of the street brawl: a cube of side 3, levels -1..+1.
    const { page, creator } = await openStepAgainstComputer(h, 1, errors);
    // HC-02: seed 1's Ambush gives the heroes two personal actions before turn 1 and leaves Doctor
    // Ember none on turn 1: it flies in the preparation (turn 0), a personal action.
    await expect.poll(() => page.locator('#banner').textContent(), { timeout: 30_000 }).toMatch(/Preparation \(Ambush\), before turn 1.*Heroes has 2 personal actions left \(your turn\)/);
    const view = (await pageState(page)).game as BattleView;
    expect(view.map.cube).toMatchObject({ w: 3, h: 3, zMin: -1, zMax: 1 });
    expect(view.scenario.win.contested).toEqual({ outIsOut: false });
    const hero = view.heroes.find((x) => x.type === 'doctor-ember' && x.unitId)!;
    const unit = view.units.find((u) => u.id === hero.unitId)!;
    await clickSquare(page, view.map, unit.x, unit.y);
    await expect.poll(() => page.locator('#selection [data-fly]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.locator('#selection [data-fly][data-level="2"]').click();
    await expect.poll(async () => ((await pageState(page)).game as BattleView).units.find((u) => u.id === unit.id)?.altitude, { timeout: 10_000 }).toBe(2);
    await expect.poll(() => page.locator('#seats').textContent(), { timeout: 10_000 }).toMatch(/outside the cube — inactive/);
    // The unit's card says it (selected again if the move cleared the selection).
    if (!/Level \+2/.test((await page.locator('#selection').textContent()) ?? '')) await clickSquare(page, view.map, unit.x, unit.y);
    await expect.poll(() => page.locator('#selection').textContent()).toMatch(/Level \+2 \(flying\).*Outside the cube — inactive/s);
    await page.waitForTimeout(800);
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: '/tmp/shots/contested-flier.png' });
    expect(errors).toEqual([]);
    await creator.leave(true).catch(() => undefined);
  }, 180_000);
});
