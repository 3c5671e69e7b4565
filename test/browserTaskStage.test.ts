import { mkdirSync } from 'node:fs';
import { Client } from '@colyseus/sdk';
import { describe, expect, it } from 'vitest';
import { Session } from '../client/net/session.ts';
import { pct } from '../client/battle/panel/html.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleView } from '../shared/battle/model.ts';
import { attemptOdds, heroModifier } from '../shared/battle/rules/task.ts';
import { CHROMIUM, hasChromium, pageState, useBrowserAndServer } from './browserSupport.ts';
import { waitFor } from './support.ts';

// Issue 11, HC-08: a combat step whose task comes before the fight. Seed 8 of street-brawl: a Tactics
// task before the fight (all together, DC 15 + 3) under a Time Limit. Once every figure is placed the
// battle opens in the task stage: the heroes' page sees the banner, the task box with the exact odds
// and Give up task; A attempts it (each attempt one turn of the clock) until it is done, then the fight begins.

describe.skipIf(!hasChromium)(hasChromium ? 'a task before the fight in the browser' : `a task before the fight in the browser: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('HC-08 the step opens in the task stage; the heroes attempt the task with its odds shown, each attempt a turn of the Time Limit (stopped once it is done), and the fight begins', async () => {
    const errors: string[] = [];
    const page = await (await h.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    const other = new Session<BattleView, Command>(await new Client(h.base).create('battle', { combatStep: { seed: 8, episode: 'street-brawl' }, deployment: 'auto', side: 1 }));
    await page.goto(`${h.base}/?battle=${other.room.roomId}`);
    await waitFor('both seats taken', () => !!other.current()?.seats.every((s) => s.taken), 30_000);
    other.room.send('start');
    await waitFor('the task stage', () => other.current()?.game.phase === 'task', 30_000);
    // The page's own session may lag the other seat's (CI at load 16 read it before its first state).
    await expect.poll(async () => (await pageState(page))?.game?.phase, { timeout: 30_000 }).toBe('task');

    const view = (await pageState(page)).game;
    const task = view.scenario.task!;
    expect(task).toMatchObject({ when: 'before', skills: ['tactics'], effectiveDc: 18 });
    expect([view.turn, view.active]).toEqual([0, 0]);
    expect(view.scenario.objectives?.countdowns?.[0]).toMatchObject({ kind: 'time-limit', start: 12 });
    await expect.poll(() => page.locator('#banner').textContent(), { timeout: 15_000 }).toMatch(/Before the fight: .* attempt the task \(your turn\)/);
    await expect.poll(() => page.locator('#end-phase').textContent()).toContain('Give up task');
    // The task box is up at once (the side's first hero), with the exact odds of an attempt.
    const hero = view.heroes.find((x) => x.side === 0 && x.unitId)!;
    await expect.poll(() => page.locator('#task-odds').isVisible()).toBe(true);
    expect(await page.locator('#task-p-success').textContent()).toBe(pct(attemptOdds([heroModifier(hero, 'tactics').total], 18).success));
    await expect.poll(() => page.locator('#act-task').isEnabled()).toBe(true);
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: '/tmp/shots/task-stage-before.png' });

    // A attempts until the task is done (the fight begins) or the clock runs out.
    for (let n = 1; n <= 24 && (await pageState(page)).game.phase === 'task'; n++) {
      await page.keyboard.press('a');
      await expect.poll(async () => (await pageState(page)).game.taskAttempts?.length ?? 0, { timeout: 10_000 }).toBe(n);
    }
    const after = (await pageState(page)).game;
    const attempts = after.taskAttempts!;
    expect(attempts.every((a) => a.stage === 'before' && a.turn === 0)).toBe(true);
    await expect.poll(() => page.locator('#log').textContent()).toContain(`${hero.name} attempts the task (before the fight: one turn): Tactics against DC 18`);
    // Each attempt but a successful last one took a turn of the clock (D3-1 each); the task done, it stopped.
    expect(after.countdowns?.[0]).toMatchObject({ stopped: true });
    expect(after.countdowns![0].left!).toBeLessThanOrEqual(12);
    expect(after.taskFailed).toBeUndefined();
    expect(after.phase).not.toBe('task');
    expect(after.phase).not.toBe('over');
    await expect.poll(() => page.locator('#log').textContent()).toContain('The task is done before the fight: the fight begins');
    await expect.poll(() => page.locator('#banner').textContent(), { timeout: 15_000 }).toMatch(/Turn 1|Preparation/);
    await page.screenshot({ path: '/tmp/shots/task-stage-fight-begins.png' });
    expect(errors).toEqual([]);
    await other.room.leave(true).catch(() => undefined);
  }, 180_000);
});
