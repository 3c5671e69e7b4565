import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, pageState, sendFromPage, useBrowserAndServer } from './browserSupport.ts';
import { openStepAsHeroes, squareTip } from './browserCombatStepSupport.ts';

// Issue 11, HC-06: a combat step with a Time Limit and a Victory Button (street-brawl, seed 75, on
// crossroads; the task comes during the fight) in the heroes' seat: the banner shows the turn limit
// and the clock, its tooltip quotes the effect, the button's square says what pressing it does; at
// the end of the turn the clock has gone down by the engine's D3-1 and the log says so.

describe.skipIf(!hasChromium)(hasChromium ? 'a combat step\'s countdowns and objectives in the browser' : `objectives in the browser: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('HC-06 shows the turn limit and the Time Limit\'s clock, the Victory Button\'s square, and the clock going down at the turn\'s end', async () => {
    const errors: string[] = [];
    const { page, other } = await openStepAsHeroes(h, 75, errors);

    const view = (await pageState(page)).game;
    const button = view.scenario.objectives!.victoryButton!;
    expect(view.scenario.objectives!.countdowns![0]).toMatchObject({ kind: 'time-limit', start: 12 });
    const banner = page.locator('#countdowns');
    await expect.poll(() => banner.textContent()).toContain('Turn 1 of 20');
    expect(await banner.textContent()).toContain('Time Limit: 12 turns left before the task fails');
    expect(await banner.locator('.countdown').nth(1).getAttribute('title')).toContain('A clock of 12');

    const tip = await squareTip(page, view.map, button.at.x, button.at.y, 'Victory Button');
    expect(tip).toContain('presses it for one action: its side wins');
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: '/tmp/shots/objectives-turn1.png' });
    await page.mouse.move(1, 1);

    // Both sides end their phases (passing in combat) until turn 2: the clock goes down at the turn's end.
    for (let i = 0; i < 20 && (other.current()?.game.turn ?? 1) === 1; i++) {
      const g = other.current()!.game;
      const c = { type: g.phase === 'combat' ? 'pass' : 'endPhase' };
      if (g.active === 1) other.room.send('command', c);
      else await sendFromPage(page, c);
      await new Promise((r) => setTimeout(r, 500));
    }
    await expect.poll(async () => (await pageState(page)).game.turn, { timeout: 20_000 }).toBe(2);
    const left = (await pageState(page)).game.countdowns![0].left!;
    expect(left).toBeGreaterThanOrEqual(10);
    expect(left).toBeLessThanOrEqual(12);
    await expect.poll(() => banner.textContent()).toContain(`Time Limit: ${left} turns left`);
    await expect.poll(() => page.locator('#log').textContent()).toContain(`Time Limit: ${left} left`);
    await page.screenshot({ path: '/tmp/shots/objectives-turn2.png' });
    expect(errors).toEqual([]);
    await other.room.leave(true).catch(() => undefined);
  }, 180_000);
});
