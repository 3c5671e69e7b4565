import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defenceTargets } from '../shared/battle/rules/defences.ts';
import { CHROMIUM, hasChromium, pageState, useBrowserAndServer } from './browserSupport.ts';
import { openStepAsHeroes, squareTip } from './browserCombatStepSupport.ts';

// Issue 11, HC-06: a combat step with Automated Defences (street-brawl, seed 278, on valley: seven
// emplacements, Direct, Ranged, firing at both sides) in the heroes' seat: the emplacements are drawn
// on their squares, a square's tooltip quotes the attack and says what it does, and the shots made at
// turn 1's start are in the combat log.

describe.skipIf(!hasChromium)(hasChromium ? 'Automated Defences in the browser' : `defences in the browser: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('HC-06 draws the emplacements, tooltips them and logs their shots', async () => {
    const errors: string[] = [];
    const { page, other } = await openStepAsHeroes(h, 278, errors);
    const view = (await pageState(page)).game;
    const x = view.map.hazards!.defences!;
    expect(x.list.length).toBe(7);
    const d = x.list[0];
    const tip = await squareTip(page, view.map, d.x, d.y, 'Automated Defences: an immobile emplacement');
    expect(tip).toContain('“Direct, Ranged”');
    expect(tip).toContain("At each turn's start it fires at one unit of either side, drawn at random, in sight within 3 squares");
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: '/tmp/shots/defences-turn1.png' });
    // Nobody has acted yet on turn 1: whoever an emplacement has in reach now, it fired at as the turn began.
    if (x.list.some((e) => defenceTargets(view, e).length)) await expect.poll(() => page.locator('#log').textContent()).toMatch(/Automated Defences: the emplacement at \(\d+,\d+\) fires at/);
    expect(errors).toEqual([]);
    await other.room.leave(true).catch(() => undefined);
  }, 180_000);
});
