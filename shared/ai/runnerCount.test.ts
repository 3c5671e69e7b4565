import { describe, expect, it } from 'vitest';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { fireReach } from './fireThreat.ts';
import { AHEAD_CAUTION, goal, RUNNER_STEP, sergeantPlan, standing } from './sergeant.ts';

// #10, extraction: the runner's side, where units standing are also counted at the turn limit, plays the
// count while it is ahead on it (its losses weigh AHEAD_CAUTION, the runner keeps back from the edge), and
// reckons the shots enemies yet to move may take after their move (fireThreat.ts). The Agency, seated
// first, lost 28 of 50 battles to the recruit on the count with its spies never at the edge.

const rows = ['............', '............', '............', '............', '............', '............'];
const scenario = testScenario({ win: { destroy: true, mostUnitsAfter: 10, escape: { side: 0, unitType: 'runner' } } });

// The runner's side (0): its runner r and a, b; the enemy (1): a shooter s (range 2, Move 3) yet to move, and o.
function position(extra: number) {
  const units = [
    testUnit('r', 0, 1, 1, { type: 'runner', move: 4 }),
    testUnit('a', 0, 5, 2),
    testUnit('b', 0, 1, 4),
    testUnit('s', 1, 10, 2, { missileRange: 2, missileAttack: 3 }),
    testUnit('o', 1, 11, 5),
  ];
  for (let i = 0; i < extra; i++) units.push(testUnit(`x${i}`, 1, 11, i));
  return { ...testBattle(textMap(rows), units, 1, { turn: 3 }), scenario };
}

describe("the runner's side ahead on the count plays the count (#10, extraction)", () => {
  it('ahead, its losses weigh AHEAD_CAUTION and the runner is not drawn to the edge; level or behind, the runner runs', () => {
    const ahead = viewFor(position(0), 0);
    const plan = sergeantPlan(ahead, 0);
    expect(plan.holdRunner).toBe(true);
    expect(plan.caution).toBe(AHEAD_CAUTION);
    expect(goal(plan, ahead.units.find((u) => u.id === 'r')!).weight).toBe(0);
    const level = viewFor(position(1), 0);
    const even = sergeantPlan(level, 0);
    expect(even.holdRunner).toBe(false);
    expect(even.caution).toBe(1);
    expect(goal(even, level.units.find((u) => u.id === 'r')!).weight).toBe(RUNNER_STEP);
    // The captain's walked play-outs and the other side are as before.
    expect(sergeantPlan(ahead, 0, true).holdRunner).toBe(false);
    expect(sergeantPlan(ahead, 0, true).fire).toBeUndefined();
    expect(sergeantPlan(viewFor(position(0), 1), 1).fire).toBeUndefined();
  });

  it("counts the shot a shooter yet to move may take after its move, on the runner's side only", () => {
    const view = viewFor(position(0), 0);
    const s = view.units.find((u) => u.id === 's')!;
    const reach = fireReach(view, 0);
    expect(reach(s, { x: 5, y: 2 })).toBe(true); // three squares west, then two in range
    expect(reach(s, { x: 3, y: 2 })).toBe(false);
    expect(fireReach(view, 0)({ ...s, moved: true }, { x: 5, y: 2 })).toBe(false);
    // a, in that reach, stands worse than it would with the shot unreckoned.
    const plan = sergeantPlan(view, 0);
    const a = view.units.find((u) => u.id === 'a')!;
    expect(standing(plan, view, a)).toBeLessThan(standing({ ...plan, fire: undefined }, view, a));
  });
});
