import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { reachable } from '../shared/battle/rules/movement.ts';
import { legalCommands } from '../shared/battle/queries/legal.ts';
import { stackAt } from '../shared/battle/rules/grid.ts';
import type { BattleMap } from '../shared/map/battleMap.ts';
import { CHROMIUM, clickSquare, hasChromium, openBattle, pageState, shots, useBrowserAndServer } from './browserSupport.ts';

// Heroes in two Chromium pages through the real `npm start` server: the hero panel (stance, pools,
// secrets hidden from the other side), stacking a hero's unit, and spending pools on a shot.

const state = pageState;

describe.skipIf(!hasChromium)(hasChromium ? 'heroes in two browsers' : `heroes in two browsers: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('Turf War: the hero panel sets a stance, clicks stack a unit on another, the stack is reordered, the hero moves, the whole stack moves (SW-07..09, SW-16)', async () => {
    const base = h.base;
    const errors: string[] = [];
    const map = ((await (await fetch(`${base}/api/maps/skirmish`)).json()) as { battle: BattleMap }).battle;
    const [p1, p2] = await openBattle(h.browser, h.base, 'turf-war', /Skirmish/, errors);

    // The hero panel: one's own heroes in full, the other side's with their secrets hidden.
    await p1.locator('#heroes > summary').click();
    const body = p1.locator('#heroes-body');
    await expect.poll(() => body.isVisible()).toBe(true);
    await expect.poll(() => body.textContent()).toMatch(/The Enforcer.*Vigor 5\/5.*Extra Damage.*Facing you.*Master Lin.*Secrets hidden/);
    await p2.locator('#heroes > summary').click();
    await expect.poll(() => p2.locator('#heroes-body').textContent()).toMatch(/Master Lin.*Advantage.*The Enforcer.*Secrets hidden/);
    expect((await state(p1)).game.heroes.find((x) => x.id === 'enforcer')!.stance).toEqual({ defend: 1, react: 1 });
    await p1.getByRole('button', { name: 'The Enforcer: less Instinct on Each defence' }).click();
    await expect.poll(async () => (await state(p2)).game.heroes.find((x) => x.id === 'enforcer')!.stance.defend).toBe(0);
    await expect.poll(() => p1.locator('#stance-enforcer-defend').textContent()).toBe('0');
    await expect.poll(() => p2.locator('#log').textContent()).toContain('The Enforcer will spend 0 Instinct on each defence');
    // Not one's turn: the other side's stance controls are disabled.
    expect(await p2.getByRole('button', { name: 'Master Lin: less Instinct on Each defence' }).isDisabled()).toBe(true);
    await p1.screenshot({ path: join(shots, 'browser-10-heroes.png') });
    await p1.locator('#heroes > summary').click();

    // SW-16: a unit without the hero moves onto another own unit: clicking that unit selects it and
    // offers the stacking move, which the offer's button makes.
    let v = (await state(p1)).game;
    const heroUnit = v.heroes.find((h) => h.id === 'enforcer')!.unitId!;
    const onto = legalCommands(v, 0).find(
      (c) => c.type === 'move' && !c.withStack && c.unitId !== heroUnit && v.units.some((u) => u.side === 0 && u.id !== c.unitId && u.id !== heroUnit && u.x === c.to.x && u.y === c.to.y),
    ) as Extract<ReturnType<typeof legalCommands>[number], { type: 'move' }>;
    expect(onto).toBeTruthy();
    const mover = v.units.find((u) => u.id === onto.unitId)!;
    const under = v.units.find((u) => u.x === onto.to.x && u.y === onto.to.y)!;
    await clickSquare(p1, map, mover.x, mover.y);
    await expect.poll(() => p1.locator('#selection').textContent()).toContain(mover.id);
    await clickSquare(p1, map, under.x, under.y);
    await expect.poll(() => p1.locator('#selection').textContent()).toContain(`onto ${under.id}, making a stack`);
    expect((await state(p1)).game.seq).toBe(v.seq);
    await p1.screenshot({ path: join(shots, 'browser-11-stack-offer.png') });
    await p1.getByRole('button', { name: `Stack ${mover.id} here (1 action)` }).click();
    await expect.poll(async () => (await state(p2)).game.units.find((u) => u.id === mover.id)).toMatchObject({ x: under.x, y: under.y, level: under.level + 1, moved: true });
    const rows = p1.locator('#selection .stack-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain(under.id);
    expect(await rows.nth(1).textContent()).toMatch(new RegExp(`${mover.id}.*acts`));
    expect(await p1.locator('#selection .stack-row.is-top').textContent()).toContain(mover.id);
    await p1.screenshot({ path: join(shots, 'browser-12-stack.png') });

    // Reorder for an action: the top goes to the bottom.
    await p1.getByRole('button', { name: 'Reorder (1 action)' }).click();
    await p1.getByRole('button', { name: `Move ${mover.id} nearer the bottom` }).click();
    await expect.poll(() => p1.locator('#selection .stack-row.is-top').textContent()).toContain(under.id);
    await p1.screenshot({ path: join(shots, 'browser-13-reorder.png') });
    await p1.getByRole('button', { name: 'Apply (1 action)' }).click();
    await expect.poll(async () => {
      const w = (await state(p2)).game;
      return stackAt(w, under.x, under.y).map((u) => u.id);
    }).toEqual([mover.id, under.id]);
    await expect.poll(() => p2.locator('#log').textContent()).toMatch(/reordered, bottom first.*is on top/);

    // SW-07: the hero moves to a touching unit for an action (H, then a click on a starred unit).
    v = (await state(p1)).game;
    const heroTo = legalCommands(v, 0).find((c) => c.type === 'moveHero') as Extract<ReturnType<typeof legalCommands>[number], { type: 'moveHero' }>;
    expect(heroTo).toBeTruthy();
    const host = v.units.find((u) => u.id === heroUnit)!;
    const dest = v.units.find((u) => u.id === heroTo.toUnitId)!;
    await clickSquare(p1, map, host.x, host.y);
    await expect.poll(() => p1.locator('#act-hero').isEnabled()).toBe(true);
    await p1.keyboard.press('h');
    await expect.poll(() => p1.locator('#selection').textContent()).toContain('Moving The Enforcer');
    expect(await p1.evaluate(() => (window as unknown as { battle: { controller: { picture: { heroTargets: unknown[] } } } }).battle.controller.picture.heroTargets.length)).toBeGreaterThan(0);
    await p1.screenshot({ path: join(shots, 'browser-14-hero-move.png') });
    await clickSquare(p1, map, dest.x, dest.y);
    await expect.poll(async () => {
      const w = (await state(p2)).game;
      const at = w.units.find((u) => u.id === w.heroes.find((h) => h.id === 'enforcer')!.unitId);
      return at && at.id !== heroUnit ? `${at.x},${at.y}` : '';
    }).toBe(`${dest.x},${dest.y}`);
    await expect.poll(() => p1.locator('#log').textContent()).toMatch(/The Enforcer moves from .* to /);

    // Next turn the stack moves as a whole: T, then a click on a square of the stack's reach.
    type Win = { battle: { room: { send(t: string, m: unknown): void }; controller: { picture: { reachable: unknown[] } } } };
    const pages = [p1, p2];
    for (let guard = 0; guard < 20; guard++) {
      const w = (await state(p1)).game;
      if (w.turn === 2 && w.phase === 'move' && w.active === 0) break;
      await pages[w.active].evaluate(() => (window as unknown as Win).battle.room.send('command', { type: 'endPhase' }));
      await expect.poll(async () => (await state(p1)).game.seq).toBeGreaterThan(w.seq);
    }
    await expect.poll(() => p1.locator('#banner').textContent()).toMatch(/Turn 2, Gangsters moves.*your turn/);
    v = (await state(p1)).game;
    const top = stackAt(v, under.x, under.y).at(-1)!;
    const stackReach = reachable(v, top.id, { withStack: true });
    const far = stackReach.filter((r) => !v.units.some((u) => u.x === r.x && u.y === r.y && u.condition !== 'dead')).sort((a, b) => b.cost - a.cost)[0];
    await clickSquare(p1, map, under.x, under.y);
    await expect.poll(() => p1.locator('#selection .stack-row').count()).toBe(2);
    await p1.keyboard.press('t');
    await expect.poll(() => p1.getByRole('button', { name: /Moving whole stack/ }).isVisible()).toBe(true);
    expect(await p1.evaluate(() => (window as unknown as Win).battle.controller.picture.reachable.length)).toBe(stackReach.length);
    await clickSquare(p1, map, far.x, far.y);
    await expect.poll(async () => stackAt((await state(p2)).game, far.x, far.y).map((u) => u.id)).toEqual([mover.id, under.id]);
    await expect.poll(() => p2.locator('#log').textContent()).toMatch(/moves with its stack/);
    expect(errors).toEqual([]);
  }, 180_000);

  it('Night of the Vampires: the odds panel spends Vigor and Lasting Damage on a shot (SW-08/09)', async () => {
    const base = h.base;
    const errors: string[] = [];
    const map = ((await (await fetch(`${base}/api/maps/valley`)).json()) as { battle: BattleMap }).battle;
    const [p1, p2] = await openBattle(h.browser, h.base, 'night-of-vampires', /Valley/, errors);
    const pages = [p1, p2];
    type Win = { battle: { room: { send(t: string, m: unknown): void } } };
    const sendFrom = (p: Page, c: unknown) => p.evaluate((cmd) => (window as unknown as Win).battle.room.send('command', cmd), c);

    // Iron Warden's Badassery lets the stance go up to the pool's maximum when it is drawn for
    // Instinct (the Defend stance's pool); drawn for Vigor, the stance keeps its cap of one (SW-09).
    await p1.locator('#heroes > summary').click();
    await expect.poll(async () => (await state(p1))?.game?.heroes.length ?? 0).toBeGreaterThan(0);
    const warden = (await state(p1)).game.heroes.find((x) => x.id === 'iron-warden')!;
    const forInstinct = warden.secrets.some((s) => s.type === 'badassery' && s.pool === 'instinct');
    await expect.poll(() => p1.locator('#heroes-body').textContent()).toMatch(forInstinct ? /Iron Warden.*Badassery: may spend any number of Instinct.*\(up to 4\)/ : /Iron Warden.*Badassery: may spend any number of Vigor/);
    if (!forInstinct) expect(await p1.locator('#heroes-body').textContent()).not.toMatch(/Iron Warden.*\(up to 4\)/);
    await p1.locator('#heroes > summary').click();

    // Walk the Hunters towards the enemy until Doctor Ember's unit (agents, range 2) has someone to shoot.
    const emberUnit = () => state0.game.heroes.find((h) => h.id === 'doctor-ember')!.unitId!;
    let state0 = await state(p1);
    let shot: { unitId: string; targetId: string } | null = null;
    for (let guard = 0; guard < 200 && !shot; guard++) {
      state0 = await state(p1);
      const v = state0.game;
      if (v.phase === 'over') break;
      const legal = legalCommands(v, v.active);
      if (v.phase === 'move' && v.active === 0) {
        const s = legal.find((c) => c.type === 'shoot' && c.unitId === emberUnit() && !c.vigor && !c.lasting);
        if (s && s.type === 'shoot') {
          shot = { unitId: s.unitId, targetId: s.targetId };
          break;
        }
      }
      let command: unknown = legal.some((c) => c.type === 'pass') ? { type: 'pass' } : { type: 'endPhase' };
      if (v.phase === 'move' && v.actionsLeft > 0) {
        const enemies = v.units.filter((u) => u.side !== v.active && u.condition !== 'dead');
        const dist = (x: number, y: number) => Math.min(...enemies.map((e) => Math.max(Math.abs(e.x - x), Math.abs(e.y - y))));
        const movers = v.units.filter((x) => x.side === v.active && !x.moved && x.condition !== 'dead').sort((a, b) => (a.id === emberUnit() ? -1 : b.id === emberUnit() ? 1 : 0));
        for (const u of movers) {
          const best = reachable(v, u.id)
            .filter((r) => !v.units.some((o) => o.x === r.x && o.y === r.y && o.condition !== 'dead'))
            .sort((r1, r2) => dist(r1.x, r1.y) - dist(r2.x, r2.y))[0];
          if (best && dist(best.x, best.y) < dist(u.x, u.y) && (v.active === 0 || dist(best.x, best.y) > 3)) {
            command = { type: 'move', unitId: u.id, to: { x: best.x, y: best.y } };
            break;
          }
        }
      }
      await sendFrom(pages[v.active], command);
      await expect.poll(async () => (await state(p1)).game.seq).toBeGreaterThan(v.seq);
    }
    expect(shot).toBeTruthy();
    const v = (await state(p1)).game;
    const shooter = v.units.find((u) => u.id === shot!.unitId)!;
    const target = v.units.find((u) => u.id === shot!.targetId)!;
    await expect.poll(() => p1.locator('#banner').textContent()).toMatch(/Hunters moves.*your turn/);
    await clickSquare(p1, map, shooter.x, shooter.y);
    await expect.poll(() => p1.locator('#act-shoot').isEnabled()).toBe(true);
    await p1.keyboard.press('s');
    await clickSquare(p1, map, target.x, target.y);
    await expect.poll(() => p1.locator('#odds').isVisible()).toBe(true);
    const win0 = await p1.locator('#odds-win').textContent();
    // Doctor Ember: 1 Vigor (a checkbox, no Badassery) and a Lasting Damage stepper from the same Vigor pool.
    await p1.locator('#odds-vigor').check();
    await expect.poll(() => p1.locator('#odds').textContent()).toContain('Doctor Ember: 1 vigor');
    expect(await p1.locator('#odds-win').textContent()).not.toBe(win0);
    // Her Lasting Damage pool was drawn with the battle's seed (SW-09): Vigor 2 - 1 spent leaves 1;
    // from Reason or Instinct the whole pool may go. The stepper stops exactly there.
    const ember = v.heroes.find((x) => x.id === 'doctor-ember')!;
    const pool = ember.secrets.find((s) => s.type === 'lastingDamage')!.pool;
    const most = pool === 'vigor' ? ember.pools.vigor - 1 : ember.pools[pool];
    for (let n = 1; n <= most; n++) {
      await p1.getByRole('button', { name: 'More Lasting damage' }).click();
      await expect.poll(() => p1.locator('#odds-lasting-n').textContent()).toBe(String(n));
    }
    expect(await p1.getByRole('button', { name: 'More Lasting damage' }).isDisabled()).toBe(true);
    expect((await state(p1)).game.seq).toBe(v.seq);
    await p1.screenshot({ path: join(shots, 'browser-15-odds-spend.png') });
    await p1.keyboard.press('Enter');
    await expect.poll(() => p2.locator('#log').textContent()).toMatch(new RegExp(`\\(${shooter.id}\\) shoots at .*\\(${target.id}\\)`));
    await expect.poll(async () => (await state(p1)).game.heroes.find((x) => x.id === 'doctor-ember')!.pools.vigor).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  }, 300_000);
});
