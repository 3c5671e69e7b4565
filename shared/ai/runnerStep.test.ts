import { describe, expect, it } from 'vitest';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { chooseSergeant, goal, makePlan, RUNNER_STEP, sergeantPlan } from './sergeant.ts';

// #10, ninth session: the sergeant's escaping unit weighs a square nearer its edge at RUNNER_STEP, not
// 3, so it does not run into a shooter's range for one square more (extraction's spies died alone by
// turn 4 in most of the Agency's lost games).

const rows = Array.from({ length: 12 }, () => '......');
const escape = testScenario({ win: { destroy: true, mostUnitsAfter: 10, escape: { side: 0, unitType: 'spies' } } });

// Side 0's far edge is the bottom row. The spies (Move 4) at (2,1); the enemy's shooter (range 3, has
// moved, its opportunity shot still to fire) at (2,8): row 5 is in its range, row 4 is not.
function position() {
  const units = [
    testUnit('r', 0, 2, 1, { type: 'spies', cost: 4, move: 4, defend: 4, vitality: 1 }),
    testUnit('s', 1, 2, 8, { cost: 6, moved: true, missileAttack: 4, missileRange: 3 }),
  ];
  return { ...testBattle(textMap(rows), units, 1, { turn: 1 }), scenario: escape };
}

describe("the sergeant's escaping unit keeps out of fire for a square (#10)", () => {
  it("SW-01 escape: the sergeant's runner weighs RUNNER_STEP a square; the recruit's plan (makePlan) 3 as before", () => {
    const view = viewFor(position(), 0);
    const r = view.units.find((u) => u.id === 'r')!;
    expect(RUNNER_STEP).toBeLessThan(3);
    expect(goal(sergeantPlan(view, 0), r).weight).toBe(RUNNER_STEP);
    expect(goal(makePlan(view, 0), r).weight).toBe(3);
  });

  it('SW-17 it stops a square short of the shooter\'s range instead of stepping into it', () => {
    const c = chooseSergeant(viewFor(position(), 0), 0);
    expect(c?.type).toBe('move');
    if (c?.type !== 'move') return;
    expect(c.to.y).toBe(4);
  });
});
