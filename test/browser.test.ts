import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { reachable } from '../shared/battle/rules/movement.ts';
import { deployOptions } from '../shared/battle/reducer/apply.ts';
import type { BattleMap } from '../shared/map/battleMap.ts';
import { CHROMIUM, clickSquare, hasChromium, openBattle, pageState, shots, useBrowserAndServer } from './browserSupport.ts';

// Two Chromium pages play through the real `npm start` server: create, share the link, join,
// move with the mouse, end the phase with the keyboard, and each page sees the other's doing.

const state = pageState;

describe.skipIf(!hasChromium)(hasChromium ? 'two browsers play a battle' : `two browsers play a battle: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('creates a battle, joins from the link, moves a unit with the mouse and ends the phase with E', async () => {
    const base = h.base;
    const p1 = await (await h.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const p2 = await (await h.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors: string[] = [];
    for (const p of [p1, p2]) p.on('pageerror', (e) => errors.push(e.message));

    await p1.goto(base);
    await p1.getByRole('radio', { name: /Skirmish/ }).check();
    await p1.getByRole('button', { name: 'Create battle' }).click();
    const link = p1.locator('#share-link');
    await expect.poll(() => link.inputValue(), { timeout: 20_000 }).toContain('?battle=');
    await p1.screenshot({ path: join(shots, 'browser-1-waiting.png') });

    await p2.goto(await link.inputValue());
    // The creator starts the battle once the second seat is taken.
    await p1.getByRole('button', { name: 'Start battle' }).click();
    const map = ((await (await fetch(`${base}/api/maps/skirmish`)).json()) as { battle: BattleMap }).battle;

    // SW-10 set-up: the second player places first, one unit by a click on its deploy area, then the first.
    await expect.poll(() => p2.locator('#banner').textContent(), { timeout: 20_000 }).toMatch(/Set-up.*your turn/);
    const placeOne = async (page: Page, side: number) => {
      const v = (await state(page)).game;
      const sq = deployOptions(v, side)[0];
      await clickSquare(page, map, sq.x, sq.y);
      await expect.poll(async () => (await state(page)).game.units.some((u) => u.x === sq.x && u.y === sq.y && u.side === side)).toBe(true);
    };
    await placeOne(p2, 1);
    await expect.poll(() => p1.locator('#banner').textContent()).toMatch(/Set-up.*your turn/);
    await placeOne(p1, 0);
    await p2.getByRole('button', { name: 'Place all remaining' }).click();
    await expect.poll(() => p1.locator('#banner').textContent()).toMatch(/Set-up.*your turn/);
    await p1.getByRole('button', { name: 'Place all remaining' }).click();
    await expect.poll(() => p2.locator('#banner').textContent(), { timeout: 20_000 }).toMatch(/Turn 1, Agency moves/);
    await expect.poll(() => p1.locator('#banner').textContent(), { timeout: 20_000 }).toMatch(/your turn/);

    const before = (await state(p1)).game;
    const unit = before.units.find((u) => u.side === 0)!;
    const dest = reachable(before, unit.id).sort((a, b) => b.cost - a.cost)[0];
    await clickSquare(p1, map, unit.x, unit.y);
    await expect.poll(() => p1.locator('#selection').textContent()).toContain(unit.id);
    await p1.screenshot({ path: join(shots, 'browser-2-selected.png') });
    await clickSquare(p1, map, dest.x, dest.y);

    await expect.poll(async () => (await state(p2)).game.units.find((u) => u.id === unit.id)).toMatchObject({ x: dest.x, y: dest.y, moved: true });
    await expect.poll(() => p2.locator('#log').textContent()).toContain(`(${dest.x},${dest.y})`);

    await p1.locator('#board canvas').click({ position: { x: 2, y: 2 } });
    await p1.keyboard.press('e');
    await expect.poll(() => p2.locator('#banner').textContent()).toMatch(/Cult moves.*your turn/);
    await expect.poll(() => p1.locator('#end-phase').isDisabled()).toBe(true);
    await p2.screenshot({ path: join(shots, 'browser-3-second-player.png') });

    // A rejected command shows its reason: the first player tries to move again out of turn.
    await p1.evaluate(() => (window as unknown as { battle: { room: { send(t: string, m: unknown): void } } }).battle.room.send('command', { type: 'endPhase' }));
    await expect.poll(() => p1.locator('#rejection').textContent()).toMatch(/Cult's turn/);

    // Escape deselects.
    const own = (await state(p2)).game.units.find((u) => u.side === 1)!;
    await clickSquare(p2, map, own.x, own.y);
    await expect.poll(() => p2.locator('#selection').textContent()).toContain(own.id);
    await p2.keyboard.press('Escape');
    await expect.poll(() => p2.locator('#selection').textContent()).toContain('Click one of your units');

    // Walk both sides into contact (commands sent as the page would), then attack with a mouse click.
    const pages = [p1, p2];
    for (let guard = 0; guard < 120; guard++) {
      const v = (await state(p1)).game;
      // Opportunity fire is declined; since SW-24 made buying the default, Skirmish sides have a resource phase too: nothing bought.
      if (v.phase === 'opportunity' || v.phase === 'resources') {
        await pages[v.active].evaluate(() => (window as unknown as { battle: { room: { send(t: string, m: unknown): void } } }).battle.room.send('command', { type: 'endPhase' }));
        await expect.poll(async () => (await state(p1)).game.seq).toBeGreaterThan(v.seq);
        continue;
      }
      if (v.phase !== 'move') break;
      const enemies = v.units.filter((u) => u.side !== v.active && u.condition !== 'dead');
      const dist = (x: number, y: number) => Math.min(...enemies.map((e) => Math.max(Math.abs(e.x - x), Math.abs(e.y - y))));
      let command: unknown = { type: 'endPhase' };
      if (v.actionsLeft > 0) {
        for (const u of v.units.filter((x) => x.side === v.active && !x.moved && x.condition !== 'dead')) {
          const best = reachable(v, u.id).sort((r1, r2) => dist(r1.x, r1.y) - dist(r2.x, r2.y))[0];
          if (best && dist(best.x, best.y) < dist(u.x, u.y)) {
            command = { type: 'move', unitId: u.id, to: { x: best.x, y: best.y } };
            break;
          }
        }
      }
      await pages[v.active].evaluate((c) => (window as unknown as { battle: { room: { send(t: string, m: unknown): void } } }).battle.room.send('command', c), command);
      await expect.poll(async () => (await state(p1)).game.seq).toBeGreaterThan(v.seq);
    }
    const v = (await state(p1)).game;
    expect(v.phase).toBe('combat');
    const attacker = v.units.find((u) => u.id === v.pending!.unitId)!;
    const page = pages[attacker.side];
    await expect.poll(() => page.locator('#selection').textContent()).toContain('may attack');
    const target = v.units.find((u) => u.id === v.pending!.targets[0])!;
    await page.screenshot({ path: join(shots, 'browser-4-combat-choice.png') });
    await clickSquare(page, map, target.x, target.y);
    await expect.poll(() => p1.locator('#log').textContent()).toMatch(/Attack \[[\d ]+\].*= \d+/);
    await expect.poll(() => p2.locator('#log').textContent()).toMatch(/wins, SL \d/);
    await page.screenshot({ path: join(shots, 'browser-5-after-attack.png') });
    expect(errors).toEqual([]);
  }, 180_000);

  it('shows a ranged unit\'s missile range, the odds before an attack (confirmed with Enter) and the resource phase', async () => {
    const base = h.base;
    type Win = { battle: { room: { send(t: string, m: unknown): void }; controller: { picture: { range: unknown[]; targets: string[] } | null } } };
    const sendFrom = (p: Page, c: unknown) => p.evaluate((cmd) => (window as unknown as Win).battle.room.send('command', cmd), c);
    const map = ((await (await fetch(`${base}/api/maps/skirmish`)).json()) as { battle: BattleMap }).battle;

    /** Creates a battle on the skirmish map with the scenario, joins it, and places both sides with the "Place all" button. */
    const errors: string[] = [];

    // Skirmish: A1 is Government Agents, Missile Range 2.
    const [p1, p2] = await openBattle(h.browser, base, 'skirmish', /Skirmish/, errors);
    const pages = [p1, p2];
    const start = (await state(p1)).game;
    const agents = start.units.find((u) => u.id === 'A1')!;
    expect(agents).toMatchObject({ type: 'agents', missileRange: 2 });
    await clickSquare(p1, map, agents.x, agents.y);
    await expect.poll(() => p1.locator('#selection').textContent()).toMatch(/Missile range 2: \d+ squares/);
    expect(await p1.evaluate(() => (window as unknown as Win).battle.controller.picture!.range.length)).toBeGreaterThan(0);
    await expect.poll(() => p1.locator('#act-shoot').isVisible()).toBe(true);
    await p1.screenshot({ path: join(shots, 'browser-6-range.png') });

    // Walk both sides into contact (as the first test does); opportunity fire is declined.
    for (let guard = 0; guard < 150; guard++) {
      const v = (await state(p1)).game;
      if (v.phase === 'combat' || v.phase === 'over') break;
      let command: unknown = { type: 'endPhase' };
      if (v.phase === 'move' && v.actionsLeft > 0) {
        const enemies = v.units.filter((u) => u.side !== v.active && u.condition !== 'dead');
        const dist = (x: number, y: number) => Math.min(...enemies.map((e) => Math.max(Math.abs(e.x - x), Math.abs(e.y - y))));
        for (const u of v.units.filter((x) => x.side === v.active && !x.moved && x.condition !== 'dead')) {
          const best = reachable(v, u.id).sort((r1, r2) => dist(r1.x, r1.y) - dist(r2.x, r2.y))[0];
          if (best && dist(best.x, best.y) < dist(u.x, u.y)) {
            command = { type: 'move', unitId: u.id, to: { x: best.x, y: best.y } };
            break;
          }
        }
      }
      if (v.phase === 'opportunity') await expect.poll(() => pages[v.active].locator('#end-phase').textContent()).toContain('Stop firing');
      await sendFrom(pages[v.active], command);
      await expect.poll(async () => (await state(p1)).game.seq).toBeGreaterThan(v.seq);
    }
    const v = (await state(p1)).game;
    expect(v.phase).toBe('combat');
    const attacker = v.units.find((u) => u.id === v.pending!.unitId)!;
    const target = v.units.find((u) => u.id === v.pending!.targets[0])!;
    const page = pages[attacker.side];
    await expect.poll(() => page.locator('#selection').textContent()).toContain('may attack');
    // Esc closes the odds the pending attack opened; clicking the target opens them again and sends nothing.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#odds').isVisible()).toBe(false);
    await clickSquare(page, map, target.x, target.y);
    await expect.poll(() => page.locator('#odds').isVisible()).toBe(true);
    await expect.poll(() => page.locator('#odds-win').textContent()).toMatch(/^[<>]?\d+(\.\d)?%$/);
    const odds = (await page.locator('#odds').textContent())!;
    expect(odds).toContain(`${attacker.id} Attack ${attacker.attack}`);
    expect(odds).toContain(`${target.id} Defend ${target.defend}`);
    expect(odds).toMatch(/Damage/);
    expect(await page.locator('#odds .mods li').count()).toBeGreaterThanOrEqual(2);
    expect((await state(p1)).game.seq).toBe(v.seq);
    await page.screenshot({ path: join(shots, 'browser-7-odds.png') });
    await page.keyboard.press('Enter');
    await expect.poll(() => p1.locator('#log').textContent()).toMatch(new RegExp(`\\(${attacker.id}\\) attacks .*\\(${target.id}\\)`));
    await expect.poll(() => p2.locator('#log').textContent()).toMatch(/Attack \[[\d ]+\].*= \d+.*wins, SL \d/);
    // The odds close, unless the same player's next attacker in React order opens its own at once.
    await expect.poll(async () => !(await page.locator('#odds').isVisible()) || (await state(p1)).game.pending?.unitId !== attacker.id).toBe(true);
    await page.screenshot({ path: join(shots, 'browser-8-after-confirm.png') });

    // Turf War: the Kung Fu Gang takes a node, earns 1 RP and buys Minions in its resource phase.
    const [q1, q2] = await openBattle(h.browser, base, 'turf-war', /Skirmish/, errors);
    await sendFrom(q1, { type: 'endPhase' });
    await expect.poll(() => q2.locator('#banner').textContent()).toMatch(/Kung Fu Gang moves.*your turn/);
    const w = (await state(q2)).game;
    const touch = w.units
      .filter((u) => u.side === 1)
      .flatMap((u) => reachable(w, u.id).map((r) => ({ u, r })))
      .find(({ r }) => map.nodes.some((n) => Math.max(Math.abs(n.x - r.x), Math.abs(n.y - r.y)) <= 1))!;
    await sendFrom(q2, { type: 'move', unitId: touch.u.id, to: { x: touch.r.x, y: touch.r.y } });
    await expect.poll(() => q2.locator('#seats').textContent()).toMatch(/Kung Fu Gang.*1\/2 nodes/);
    await q2.locator('#end-phase').click();
    await expect.poll(() => q2.locator('#banner').textContent()).toMatch(/resource phase.*your turn/);
    await expect.poll(() => q2.locator('#shop').textContent()).toMatch(/Buy Minions\s*1 RP/);
    await q2.screenshot({ path: join(shots, 'browser-9-resources.png') });
    await q2.getByRole('button', { name: /Buy Minions/ }).click();
    await expect.poll(() => q1.locator('#log').textContent()).toMatch(/Kung Fu Gang buys Minions/);
    expect(errors).toEqual([]);
  }, 240_000);
});
