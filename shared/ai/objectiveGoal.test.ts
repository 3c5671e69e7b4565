import { describe, expect, it } from 'vitest';
import type { BattleState } from '../battle/model.ts';
import { viewFor } from '../battle/queries/view.ts';
import type { Countdown } from '../battle/objectiveTypes.ts';
import { testBattle, testHero, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { ranksOf } from '../skills/heroSkills.ts';
import { checkOdds } from '../skills/odds.ts';
import { aiRng, seedOf } from './aiRng.ts';
import { evaluate } from './evaluate.ts';
import { levelById } from './levels.ts';
import { buttonGuard, OBJECTIVE_WIN, objectiveGoal, objectiveValue } from './objectiveGoal.ts';
import { actionValue, makePlan, standing } from './sergeant.ts';

// Issue 11, HC-06 for the levels above simple: the Victory Button is pressed at once by Recruit,
// Sergeant and Captain, walked to from afar, guarded, and counted by the captain's evaluation; a
// check-based objective is valued by its exact odds.

const map = textMap(['..........', '..........', '..........', '..........', '..........', '..........', '..........']);
const button = testScenario({ objectives: { victoryButton: { at: { x: 9, y: 0 }, effect: 'win' } } });
const LEVELS = ['recruit', 'sergeant', 'captain'] as const;
const choose = (id: (typeof LEVELS)[number], s: BattleState, side = 0) => levelById(id)!.choose(viewFor(s, side), side, aiRng(seedOf(`objective:${id}`)));

describe('HC-06 the levels and the Victory Button', () => {
  it('HC-06 next to the button every level presses it at once, even with an enemy to hit beside it', () => {
    const s = testBattle(map, [testUnit('A1', 0, 8, 1), testUnit('B1', 1, 7, 1, { condition: 'broken' }), testUnit('B2', 1, 0, 6)], 1, { scenario: button });
    for (const id of LEVELS) expect(choose(id, s), id).toEqual({ type: 'useObjective', unitId: 'A1', at: { x: 9, y: 0 } });
    expect(actionValue(makePlan(viewFor(s, 0), 0), { type: 'useObjective', unitId: 'A1', at: { x: 9, y: 0 } })).toBe(OBJECTIVE_WIN);
    // The recruit's slips (a quarter of its choices) never skip a win.
    const others = testBattle(map, [testUnit('A1', 0, 8, 1), testUnit('A2', 0, 2, 0), testUnit('B2', 1, 2, 6)], 1, { scenario: button });
    for (let k = 0; k < 24; k++) expect(levelById('recruit')!.choose(viewFor(others, 0), 0, aiRng(k))).toMatchObject({ type: 'useObjective' });
  });

  it('HC-06 from afar the unit nearest the button walks toward it', () => {
    const s = testBattle(map, [testUnit('A1', 0, 4, 3), testUnit('A2', 0, 0, 6), testUnit('B1', 1, 0, 0)], 1, { scenario: button });
    for (const id of ['sergeant', 'captain'] as const) {
      const c = choose(id, s);
      expect(c, id).toMatchObject({ type: 'move', unitId: 'A1' });
      if (c?.type !== 'move') throw new Error('no move');
      expect(Math.max(Math.abs(c.to.x - 9), Math.abs(c.to.y - 0)), id).toBeLessThan(5);
    }
  });

  it('HC-06 standing by the button is worth more while an enemy could reach it; the captain counts a side by it as close to winning', () => {
    const units = [testUnit('A1', 0, 8, 0), testUnit('B1', 1, 5, 2), testUnit('B2', 1, 0, 6)];
    const s = testBattle(map, units, 1, { scenario: button });
    const v = viewFor(s, 0);
    const plan = makePlan(v, 0);
    const by = standing(plan, v, units[0]);
    const away = { ...units[0], x: 2, y: 6 };
    const moved = { ...v, units: v.units.map((u) => (u.id === 'A1' ? away : u)) };
    expect(by - standing(plan, moved, away)).toBeGreaterThan(3);
    // B1 could reach the button this turn: a guard there is worth more than one with nobody coming.
    expect(buttonGuard(v, units[0], plan.threatens)).toBeGreaterThan(buttonGuard(v, units[0], new Map()));
    expect(buttonGuard(v, units[0], new Map())).toBeGreaterThan(0);
    expect(buttonGuard(v, { ...units[0], x: 6 }, plan.threatens)).toBe(0);
    // A side by the button leads by much more than its units' worth.
    expect(evaluate(v, 0) - evaluate(moved, 0)).toBeGreaterThan(100);
    expect(evaluate(v, 1)).toBeLessThan(-100);
  });
});

describe('HC-06 check-based objectives are valued by their exact odds', () => {
  const hero = testHero('nightblade', 0, 'A1');
  const { technology = 0, mystical = 0 } = ranksOf('nightblade');
  const ranks = Math.max(technology, mystical);
  it('HC-06 the Point of Advantage key: its chance of winning', () => {
    const area = { x: 1, y: 1, w: 3, h: 3 };
    const scenario = testScenario({ objectives: { advantage: { area, face: 4, effect: 'key', check: { dc: 15, skills: ['technology', 'mystical'] } } } });
    const s = testBattle(map, [testUnit('A1', 0, 2, 2), testUnit('B1', 1, 9, 6)], 1, { scenario, heroes: [hero] });
    const p = checkOdds({ modifier: ranks, dc: 15 }).success;
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1);
    expect(objectiveValue(viewFor(s, 0), { type: 'useObjective', unitId: 'A1', at: { x: 2, y: 2 } })).toBeCloseTo(p * OBJECTIVE_WIN, 9);
    expect(choose('sergeant', s)).toEqual({ type: 'useObjective', unitId: 'A1', at: { x: 2, y: 2 } });
    // Only a natural 20 passes: the captain still tries, without a play-out's one roll deciding.
    const longShot = testScenario({ objectives: { advantage: { area, face: 4, effect: 'key', check: { dc: ranks + 21, skills: ['technology', 'mystical'] } } } });
    const l = testBattle(map, [testUnit('A1', 0, 2, 2), testUnit('A2', 0, 0, 6), testUnit('B1', 1, 9, 6)], 1, { scenario: longShot, heroes: [hero] });
    expect(checkOdds({ modifier: ranks, dc: ranks + 21 }).success).toBe(0.05);
    for (const id of LEVELS) expect(choose(id, l), id).toEqual({ type: 'useObjective', unitId: 'A1', at: { x: 2, y: 2 } });
  });

  it('HC-06 a control board: its chance of sparing its side the blast, worth nothing where the blast hurts the enemy more', () => {
    const board: Countdown = { kind: 'destruction-sequence', name: 'Destruction Sequence', effect: 'boom', start: 6, tick: { n: 0, sides: 6, plus: 1 }, atZero: 'blast', blast: { n: 2, sides: 14, plus: 0 }, knownBy: 'all', stoppedBy: 'control-board', squares: [{ x: 3, y: 3 }], check: { dc: 12, skills: ['mystical'] } };
    const scenario = testScenario({ objectives: { countdowns: [board] } });
    const use = { type: 'useObjective' as const, unitId: 'A1', at: { x: 3, y: 3 } };
    const p = checkOdds({ modifier: mystical, dc: 12 }).success;
    const ours = testBattle(map, [testUnit('A1', 0, 3, 2), testUnit('A2', 0, 0, 0, { cost: 5 }), testUnit('B1', 1, 9, 6)], 1, { scenario, heroes: [hero] });
    expect(objectiveValue(viewFor(ours, 0), use)).toBeCloseTo(p * 0.5 * (3 + 5 - 3), 9);
    const theirs = testBattle(map, [testUnit('A1', 0, 3, 2), testUnit('B1', 1, 9, 6, { cost: 9 })], 1, { scenario, heroes: [hero] });
    expect(objectiveValue(viewFor(theirs, 0), use)).toBeLessThan(0);
    // From afar, the hero's unit heads for the board where the blast would cost its side; not where it would cost the enemy more.
    const far = testBattle(map, [testUnit('A1', 0, 9, 0), testUnit('A2', 0, 0, 0, { cost: 5 }), testUnit('B1', 1, 9, 6)], 1, { scenario, heroes: [hero] });
    expect(objectiveGoal(viewFor(far, 0), far.units[0])?.squares).toContainEqual({ x: 4, y: 3 });
    const c = choose('sergeant', far);
    expect(c).toMatchObject({ type: 'move', unitId: 'A1' });
    if (c?.type !== 'move') throw new Error('no move');
    expect(Math.max(Math.abs(c.to.x - 3), Math.abs(c.to.y - 3))).toBeLessThan(6);
    expect(objectiveGoal(viewFor(theirs, 0), theirs.units[0])).toBeNull();
  });
});
