import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, pageState, useBrowserAndServer } from './browserSupport.ts';
import { openStepAsHeroes, squareTip } from './browserCombatStepSupport.ts';

// HC-05: a combat step in the Air (the gamemaster's override) is fought on flying platforms: drawn
// over open air (client/battle/board/airMarks.ts) where the view's map has them, moved at the turn's
// start with a log line, and a square's tooltip quotes the text.

const AIR = [
  { table: 'environment-count', set: 3 },
  { table: 'environment', index: 0, set: 'air' },
];

describe.skipIf(!hasChromium)(hasChromium ? 'flying platforms in the browser' : `flying platforms in the browser: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('HC-05 draws the platforms, logs their move at turn 1\'s start where the board then shows them, and quotes the text in a square\'s tooltip', async () => {
    const errors: string[] = [];
    // Seed 3 (street brawl, crossroads): two platforms, one per side, steered D20 and random D20.
    const { page, other } = await openStepAsHeroes(h, 3, errors, AIR);
    const view = (await pageState(page)).game;
    const air = view.map.air!;
    expect(air.platforms).toHaveLength(2);
    expect(air.platforms.map((p) => p.movement)).toEqual(['steered-d20', 'random-d20']);
    // The random one drifted at turn 1's start: its log line names where to, and the board has it there.
    const lines = await page.locator('#log li').allTextContents();
    const moved = lines.find((l) => /^Platform 2, turn 1: d20 \d+/.test(l));
    expect(moved, lines.join('\n')).toBeDefined();
    const to = /→ \((\d+),(\d+)\)/.exec(moved!);
    if (to) expect(air.platforms[1].rect).toMatchObject({ x: Number(to[1]), y: Number(to[2]) });
    const p = air.platforms[0].rect;
    const tip = await squareTip(page, view.map, p.x, p.y, 'Flying platform 1');
    expect(tip).toContain(`${air.altitude} levels up`);
    expect(tip).toContain('The text: "Platform counts as a normal building floor');
    // Off every platform: open air.
    const off = [...Array(view.map.width * view.map.height).keys()].map((i) => ({ x: i % view.map.width, y: Math.floor(i / view.map.width) })).find((s) => !air.platforms.some((q) => s.x >= q.rect.x && s.y >= q.rect.y && s.x < q.rect.x + q.rect.w && s.y < q.rect.y + q.rect.h))!;
    expect(await squareTip(page, view.map, off.x, off.y, 'Open air')).toContain(`the ground is ${air.altitude} levels below`);
    await page.mouse.move(5, 5);
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: '/tmp/shots/air-platforms.png' });
    expect(errors).toEqual([]);
    await other.room.leave(true).catch(() => undefined);
  }, 180_000);
});
