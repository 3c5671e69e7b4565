import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, pageState, useBrowserAndServer } from './browserSupport.ts';
import { openStepAsHeroes, squareTip } from './browserCombatStepSupport.ts';

// Issue 11, HC-06 Point of Advantage face 5 (an escape route) in the heroes' seat: street-brawl seed 8
// with the complication put in by the gamemaster's overrides (the seed rolls face 5): the area's
// tooltip says what entering it does.

describe.skipIf(!hasChromium)(hasChromium ? 'the Point of Advantage\'s escape route in the browser' : `escape route in the browser: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('HC-06 face 5: the area\'s tooltip says a unit coming into it leaves the battle', async () => {
    const errors: string[] = [];
    const overrides = [{ table: 'complication-count', set: 3 }, { table: 'complication', index: 0, set: 'point-of-advantage' }];
    const { page } = await openStepAsHeroes(h, 8, errors, overrides);
    const view = (await pageState(page)).game;
    const a = view.map.advantage!;
    expect(a.face).toBe(5);
    const tip = await squareTip(page, view.map, a.area.x + 1, a.area.y + 1, 'Point of Advantage');
    expect(tip).toContain('an escape route: a unit that comes into it leaves the battle at once, its hero with it');
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: '/tmp/shots/advantage-escape.png' });
    expect(errors).toEqual([]);
  });
});
