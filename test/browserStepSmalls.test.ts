import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { groundAt } from '../shared/battle/rules/contested.ts';
import { CHROMIUM, hasChromium, pageState, useBrowserAndServer } from './browserSupport.ts';
import { openStepAsHeroes, squareTip } from './browserCombatStepSupport.ts';

// Issue 11, HC-06, in the browser (street-brawl steps): the Victory Button walled in but for one way
// in (seed 75), an entangling bottom's tooltip (seed 23), the Point of Advantage's power effect (face 3,
// seed 26); each square's tooltip says what the engine does there.

describe.skipIf(!hasChromium)(hasChromium ? 'combat-step complications in the browser (#11)' : `combat-step complications: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('HC-06 the walled-in Victory Button, an entangling bottom and the power effect, marked with their tooltips', async () => {
    mkdirSync('/tmp/shots', { recursive: true });
    const errors: string[] = [];

    const button = await openStepAsHeroes(h, 75, errors);
    let view = (await pageState(button.page)).game;
    const walled = view.map.complications!.find((c) => c.id === 'victory-button')!;
    expect(walled.how).toMatch(/walled in, the one way in at/);
    expect(walled.changed!.length).toBeGreaterThan(0);
    const at = view.scenario.objectives!.victoryButton!.at;
    await squareTip(button.page, view.map, at.x, at.y, 'It is walled in, the one way in at');
    await button.page.screenshot({ path: '/tmp/shots/smalls-button-walled.png' });
    await button.page.mouse.move(1, 1);
    await button.page.screenshot({ path: '/tmp/shots/smalls-button-walls.png' });
    await button.other.room.leave(true).catch(() => undefined);

    const trap = await openStepAsHeroes(h, 23, errors);
    view = (await pageState(trap.page)).game;
    const m = view.map;
    let sq: { x: number; y: number } | undefined;
    // A bottom square near the board's middle (one at a corner sits under the zoom buttons' edge).
    const mid = (q: { x: number; y: number }) => Math.abs(q.x - m.width / 2) + Math.abs(q.y - m.height / 2);
    const squares = Array.from({ length: m.width * m.height }, (_, i) => ({ x: i % m.width, y: Math.floor(i / m.width) }));
    if (m.drop?.trap !== undefined) sq = squares.filter((q) => groundAt(view, q) < 0 && m.terrain[q.y * m.width + q.x] !== 'barrier').sort((a, b) => mid(a) - mid(b))[0];
    else sq = [...m.hazards!.balances!.squares].sort((a, b) => mid(a) - mid(b))[0];
    const tip = await squareTip(trap.page, m, sq!.x, sq!.y, 'React roll against 2D6 +');
    expect(tip).toMatch(/entangling|holds the faller/);
    await trap.page.screenshot({ path: '/tmp/shots/smalls-trap-tip.png' });
    await trap.other.room.leave(true).catch(() => undefined);

    const power = await openStepAsHeroes(h, 26, errors);
    view = (await pageState(power.page)).game;
    const area = view.map.advantage!.area;
    expect(view.map.advantage!.face).toBe(3);
    // A square of the 3x3 a unit could stand on, not its middle (the task's place, whose tooltip comes first).
    const spot = Array.from({ length: 9 }, (_, i) => ({ x: area.x + (i % 3), y: area.y + Math.floor(i / 3) })).find((q, i) => i !== 4 && view.map.terrain[q.y * view.map.width + q.x] !== 'barrier')!;
    await squareTip(power.page, view.map, spot.x, spot.y, '1 bonus die on every roll');
    await power.page.screenshot({ path: '/tmp/shots/smalls-power-tip.png' });
    await power.other.room.leave(true).catch(() => undefined);
    expect(errors).toEqual([]);
  }, 240_000);
});
