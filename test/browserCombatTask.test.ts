import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pct } from '../client/battle/panel/html.ts';
import { check } from '../shared/battle/reducer/guards.ts';
import { attemptModifiers, attemptOdds, heroModifier } from '../shared/battle/rules/task.ts';
import { CHROMIUM, clickSquare, hasChromium, pageState, useBrowserAndServer } from './browserSupport.ts';
import { openStepAsHeroes, squareTip } from './browserCombatStepSupport.ts';

// Issue 11, HC-08/HC-09: a generated combat step opened as a battle (create option combatStep), the
// heroes' seat in the browser: the cube, the complications and the task are on the board; selecting a
// hero next to the task shows the exact odds of an attempt; the A key attempts it and the log shows it.
// Seed 34 of street-brawl: a Tactics task during the fight, all must succeed separately (DC 15 − 2),
// every hero set out next to the cube's centre by the automatic deployment.

describe.skipIf(!hasChromium)(hasChromium ? 'a combat step\'s task in the browser' : `a combat step's task in the browser: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('shows the cube, the complications and the task; a hero attempts the task with its odds shown first', async () => {
    const errors: string[] = [];
    // HC-02: seed 365's Ambush gives the opponents (side 1, this test's other client) two personal
    // actions before turn 1 (the preparation, turn 0): it takes none and ends it.
    const { page, other } = await openStepAsHeroes(h, 365, errors);

    const view = (await pageState(page)).game;
    expect(view.map.cube).toBeDefined();
    expect(view.map.complications?.length).toBeGreaterThan(0);
    const task = view.scenario.task!;
    expect(task).toMatchObject({ when: 'during', skills: ['tactics'] });
    const dc = task.effectiveDc;

    // The task square's tooltip: its skill, DC and limits.
    const tip = await squareTip(page, view.map, task.at.x, task.at.y, `Task: Tactics DC ${dc}`);
    expect(tip).toContain(task.limits.text.split(' (')[0]);
    await page.mouse.move(1, 1);

    // A hero next to the task, selected: the exact odds of its attempt, then A attempts it.
    const hero = view.heroes.find((x) => x.side === 0 && !check(view, 0, { type: 'attemptTask', heroId: x.id }))!;
    const unit = view.units.find((u) => u.id === hero.unitId)!;
    await clickSquare(page, view.map, unit.x, unit.y);
    await expect.poll(() => page.locator('#selection').textContent()).toContain(unit.id);
    await expect.poll(() => page.locator('#task-odds').isVisible()).toBe(true);
    const odds = attemptOdds([heroModifier(hero, 'tactics').total], dc);
    expect(await page.locator('#task-p-success').textContent()).toBe(pct(odds.success));
    expect(await page.locator('#task-p-crit').textContent()).toBe(pct(odds.p.criticalSuccess));
    expect(await page.locator('#task-p-fumble').textContent()).toBe(pct(odds.p.criticalFailure));
    await expect.poll(() => page.locator('#act-task').isEnabled()).toBe(true);
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: '/tmp/shots/combat-task-odds.png' });
    await page.keyboard.press('a');
    await expect.poll(async () => (await pageState(page)).game.taskAttempts?.length ?? 0, { timeout: 10_000 }).toBe(1);
    const attempt = (await pageState(page)).game.taskAttempts![0];
    expect(attempt.heroes).toEqual([hero.id]);
    await expect.poll(() => page.locator('#log').textContent()).toContain(`${hero.name} attempts the task: Tactics against DC ${dc}`);
    // Once a turn: the button is disabled with the engine's reason.
    await expect.poll(() => page.locator('#act-task').isDisabled()).toBe(true);
    expect(await page.locator('#act-task').getAttribute('title')).toMatch(/already (attempted the task this turn|succeeded)|task is already done/);
    await page.screenshot({ path: '/tmp/shots/combat-task-attempted.png' });
    expect(errors).toEqual([]);
    await other.room.leave(true).catch(() => undefined);
  }, 180_000);

  it('HC-09 work together: the player picks the helpers (a key and a click), sees the group\'s exact odds, and the group attempts', async () => {
    // Seed 43 of street-brawl: a Tactics task during the fight, all together (DC 15 + 3), every hero next to it.
    const errors: string[] = [];
    // HC-02: seed 43 is Warned: one personal action a side before turn 1; the heroes (this page) end theirs, then the opponents.
    // HC-08: with a Boost of +2 won before the step (create option combatStep.boost), given to one member.
    const { page, other } = await openStepAsHeroes(h, 43, errors, undefined, 1, 2);
    const view = (await pageState(page)).game;
    const task = view.scenario.task!;
    expect(task).toMatchObject({ when: 'during', skills: ['tactics'], effectiveDc: 18, limits: { together: true }, boost: 2 });
    const mine = view.heroes.filter((x) => x.side === 0 && x.unitId);
    const lead = mine.find((x) => x.id === 'iron-warden')!;
    const helpers = mine.filter((x) => x.id !== lead.id);
    expect(helpers.length).toBeGreaterThanOrEqual(2);
    const unit = view.units.find((u) => u.id === lead.unitId)!;
    await clickSquare(page, view.map, unit.x, unit.y);
    await expect.poll(() => page.locator('#task-odds').isVisible()).toBe(true);
    const shown = () => page.locator('#task-p-success').textContent();
    const odds = (group: typeof mine, boostTo?: string) => pct(attemptOdds(attemptModifiers(task, group, 'tactics', boostTo).map((m) => m.total), 18).success);
    const crit = (group: typeof mine, boostTo?: string) => pct(attemptOdds(attemptModifiers(task, group, 'tactics', boostTo).map((m) => m.total), 18).p.criticalSuccess);
    expect(await shown()).toBe(odds([lead]));
    expect(await page.locator('#task-with input').count()).toBe(helpers.length);
    // Key 1 picks the first helper; a click on the second's box picks it too: the odds are the group's, exactly.
    await page.keyboard.press('1');
    await expect.poll(shown).toBe(odds([lead, helpers[0]]));
    await page.locator(`[data-task-with="${helpers[1].id}"]`).click();
    await expect.poll(shown).toBe(odds([lead, helpers[0], helpers[1]]));
    expect(await page.locator(`[data-task-with="${helpers[0].id}"]`).isChecked()).toBe(true);
    expect(await page.locator('#act-task').textContent()).toContain('Attempt task together');
    // The Boost: on the lead by default; G passes it to the first helper, a click on a radio to the second; the odds follow.
    const group = [lead, helpers[0], helpers[1]];
    expect(await page.locator(`[data-task-boost="${lead.id}"]`).isChecked()).toBe(true);
    await page.keyboard.press('g');
    await expect.poll(() => page.locator(`[data-task-boost="${helpers[0].id}"]`).isChecked()).toBe(true);
    expect(await shown()).toBe(odds(group, helpers[0].id));
    expect(await page.locator('#task-p-crit').textContent()).toBe(crit(group, helpers[0].id));
    await page.locator(`[data-task-boost="${helpers[1].id}"]`).click();
    await expect.poll(() => page.locator('#task-p-crit').textContent()).toBe(crit(group, helpers[1].id));
    expect(await shown()).toBe(odds(group, helpers[1].id));
    expect(await page.locator('#task-odds').textContent()).toContain(`${helpers[1].name} + 2 Boost`);
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: '/tmp/shots/combat-task-group.png' });
    // The radio clicked keeps the focus; A still attempts, with the group and the Boost chosen.
    await page.keyboard.press('a');
    await expect.poll(async () => (await pageState(page)).game.taskAttempts?.length ?? 0, { timeout: 10_000 }).toBe(1);
    const attempt = (await pageState(page)).game.taskAttempts![0];
    expect(attempt.heroes).toEqual([lead.id, ...helpers.slice(0, 2).map((x) => x.id)]);
    expect(attempt.rolls).toHaveLength(3);
    expect(attempt.rolls.map((r) => r.modifier.bonuses.length)).toEqual([0, 0, 1]);
    expect(attempt.rolls[2].modifier.total).toBe(heroModifier(helpers[1], 'tactics').total + 2);
    await expect.poll(() => page.locator('#log').textContent()).toContain('attempt the task together: Tactics against DC 18');
    await page.screenshot({ path: '/tmp/shots/combat-task-group-attempted.png' });
    expect(errors).toEqual([]);
    await other.room.leave(true).catch(() => undefined);
  }, 180_000);
});
