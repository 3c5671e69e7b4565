import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, clickSquare, hasChromium, pageState, sendFromPage, useBrowserAndServer } from './browserSupport.ts';
import { openStepAsHeroes } from './browserCombatStepSupport.ts';

// HC-05 in the browser: a combat step on aircraft (seed 17 of the street brawl in the Air: the heroes'
// helicopter and two of the opponents'), a hero unit at the cockpit; once its D6 control is won, the
// pilot's "Tip platform" (K) offers the 8 ways, and an arrow tips it (the log says so).

const AIR = [
  { table: 'environment-count', set: 3 },
  { table: 'environment', index: 0, set: 'air' },
];

describe.skipIf(!hasChromium)(hasChromium ? 'aircraft in the browser' : `aircraft in the browser: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('HC-05 the helicopter\'s walls are drawn; a pilot whose control won tips it with K and an arrow', async () => {
    const errors: string[] = [];
    const { page, other } = await openStepAsHeroes(h, 17, errors, AIR);
    const heli = (await pageState(page)).game.map.air!.platforms.find((p) => p.sides.includes(0))!;
    expect(heli.craft?.kind).toBe('helicopter');
    let won = null as string | null;
    for (let guard = 0; guard < 200 && !won; guard++) {
      const v = (await pageState(page)).game;
      const p = v.map.air!.platforms.find((q) => q.sides.includes(0))!;
      const cockpit = { x: p.rect.x + p.control.x, y: p.rect.y + p.control.y };
      if (v.phase === 'over') break;
      if (v.phase === 'move' && v.active === 0 && p.pilotWon?.turn === v.turn && !p.pilotWon.tipped && v.units.some((u) => u.id === p.pilotWon!.unitId && u.side === 0)) {
        won = p.pilotWon.unitId;
        break;
      }
      const at = v.units.find((u) => u.side === 0 && u.condition !== 'dead' && u.x === cockpit.x && u.y === cockpit.y);
      const mover = v.units.find((u) => u.side === 0 && u.condition !== 'dead' && !u.moved && u.x >= 0);
      if (v.phase === 'move' && v.active === 0 && !at && mover && v.actionsLeft > 0) await sendFromPage(page, { type: 'move', unitId: mover.id, to: cockpit });
      const end = v.phase === 'combat' ? { type: 'pass' } : { type: 'endPhase' };
      if (v.active === 0) await sendFromPage(page, end);
      else other.send(end as never);
      await page.waitForTimeout(300);
    }
    expect(won, 'a hero pilot won the control').not.toBeNull();
    const v = (await pageState(page)).game;
    const pilot = v.units.find((u) => u.id === won)!;
    await clickSquare(page, v.map, pilot.x, pilot.y);
    await expect.poll(() => page.locator('#act-tip').isVisible()).toBe(true);
    await page.keyboard.press('k');
    await expect.poll(() => page.locator('#tip-dirs button').count()).toBe(8);
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: '/tmp/shots/air-tip.png' });
    await page.locator('#tip-dirs button', { hasText: '↓' }).click();
    await expect.poll(async () => (await page.locator('#log li').allTextContents()).some((l) => /tips Helicopter 1 south on purpose/.test(l)), { timeout: 15_000 }).toBe(true);
    await page.screenshot({ path: '/tmp/shots/air-tipped.png' });
    expect(errors).toEqual([]);
    await other.room.leave(true).catch(() => undefined);
  }, 300_000);
});
