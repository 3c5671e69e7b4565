import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { attackOnDefence, defenceTargets } from '../shared/battle/rules/defences.ts';
import { legalCommands } from '../shared/battle/queries/legal.ts';
import { pct } from '../client/battle/panel/html.ts';
import { defencePreview } from '../shared/battle/queries/preview.ts';
import { CHROMIUM, clickSquare, hasChromium, pageState, sendFromPage, useBrowserAndServer } from './browserSupport.ts';
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
    // The odds before attacking one: a heroes' unit walks (a legal move) to where it can attack an
    // emplacement; selected, its button gives the chance and the odds block under it the shared preview's.
    let now = (await pageState(page)).game;
    const can = (v: typeof now) => legalCommands(v, 0).find((c) => c.type === 'attackDefence');
    if (!can(now)) {
      const live = x.list.filter((e) => e.condition !== 'dead');
      const move = legalCommands(now, 0).find((c) => {
        if (c.type !== 'move' || c.withStack || c.order) return false;
        const u = now.units.find((w) => w.id === c.unitId)!;
        const there = { ...now, units: now.units.map((w) => (w.id === u.id ? { ...w, x: c.to.x, y: c.to.y, moved: true } : w)) };
        return live.some((e) => attackOnDefence(there, there.units.find((w) => w.id === u.id)!, e));
      });
      expect(move).toBeDefined();
      await sendFromPage(page, move);
      await expect.poll(async () => !!can((await pageState(page)).game), { timeout: 15_000 }).toBe(true);
      now = (await pageState(page)).game;
    }
    const c = can(now)!;
    if (c.type !== 'attackDefence') throw new Error('no attack');
    const unit = now.units.find((u) => u.id === c.unitId)!;
    await clickSquare(page, now.map, unit.x, unit.y);
    const p = defencePreview(now, unit.id, c.at)!;
    await expect.poll(() => page.locator('#act-objective').textContent(), { timeout: 10_000 }).toMatch(/^(Attack|Shoot) the emplacement \(\d+, \d+\) \d+%$/);
    await expect.poll(() => page.locator('#defence-odds').isVisible()).toBe(true);
    const odds = (await page.locator('#defence-odds').textContent()) ?? '';
    expect(odds).toContain('to win');
    expect(odds).toContain(`${p.kind === 'melee' ? 'attacks' : 'shoots at'} the emplacement (${c.at.x}, ${c.at.y})`);
    expect(await page.locator('#defence-win').textContent()).toBe(pct(p.odds.attackerWins));
    await page.locator('#defence-odds').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/shots/defences-odds.png' });
    expect(errors).toEqual([]);
    await other.room.leave(true).catch(() => undefined);
  }, 240_000);
});
