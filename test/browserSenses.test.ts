import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lifeSupportPenalty } from '../shared/battle/rules/lifeSupport.ts';
import { CHROMIUM, clickSquare, hasChromium, pageState, useBrowserAndServer } from './browserSupport.ts';
import { openStepAsHeroes, squareTip } from './browserCombatStepSupport.ts';

// Issue 11, senses in the browser (shared/battle/rules/senses.ts): a heroes' unit short of life support
// under Poor Visibility says its Sense -1 on its card (street brawl, seed 1, Cold and Poor Visibility
// set by hand); an Automated Defences emplacement says what it senses by (seed 278).

describe.skipIf(!hasChromium)(hasChromium ? 'Senses in the browser' : `senses in the browser: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('HC-04 the card of a unit short of life support says its Sense -1 where something conceals; HC-06 an emplacement its senses', async () => {
    mkdirSync('/tmp/shots', { recursive: true });
    const errors: string[] = [];
    const overrides = [{ table: 'environment-count', set: 3 }, { table: 'environment', index: 0, set: 'cold' }, { table: 'complication-count', set: 3 }, { table: 'complication', index: 0, set: 'poor-visibility' }];
    const { page } = await openStepAsHeroes(h, 1, errors, overrides);
    const view = (await pageState(page)).game;
    expect(view.map.concealment?.length).toBeGreaterThan(0);
    const short = view.units.find((u) => u.side === 0 && u.x >= 0 && lifeSupportPenalty(view, u) > 0)!;
    await clickSquare(page, view.map, short.x, short.y);
    await expect.poll(() => page.locator('#selection').textContent()).toContain('Sense -1 (one less again on a shot at a concealed target)');
    await page.locator('#selection').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/shots/senses-card.png' });

    const step = await openStepAsHeroes(h, 278, errors);
    const v2 = (await pageState(step.page)).game;
    const d = v2.map.hazards!.defences!.list[0];
    const tip = await squareTip(step.page, v2.map, d.x, d.y, 'It senses by Enhanced Vision');
    expect(tip).toMatch(/It senses by Enhanced Vision(, Exotic)? \(Blocked Senses blind it only when all are blocked/);
    await step.page.screenshot({ path: '/tmp/shots/senses-defence.png' });
    expect(errors).toEqual([]);
  }, 120_000);
});
