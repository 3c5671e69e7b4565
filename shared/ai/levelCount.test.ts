import { describe, expect, it } from 'vitest';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { countHeld, lastWord } from './levelCount.ts';
import { countsNextShots } from './nextShots.ts';
import { makePlan, sergeantPlan } from './sergeant.ts';

// #10, thirteenth session: with no more bodies than the enemy but a slow count level with its own
// (countOutlook.ts), the sergeant no longer trades boldly in the last turns before units are counted,
// and counts the enemy shooters' next shots, except moving last on the counted turn.

const rows = ['..........', '..........', '..........', '..........', '..........'];
const counted = testScenario({ win: { destroy: true, mostUnitsAfter: 6 } });

// The Agency's agent g (a shooter) and `theirs` more units west; the Cult's cultist c and `own` more east.
function position(own: number, theirs: number, turn: number, scenario = counted) {
  const units = [
    testUnit('g', 0, 1, 2, { cost: 4, attack: 4, defend: 3, missileAttack: 3, missileRange: 2, moved: true }),
    testUnit('c', 1, 8, 2, { cost: 4, attack: 4, defend: 3 }),
    ...Array.from({ length: own }, (_, i) => testUnit(`o${i}`, 1, 9, 4 - i, { moved: true })),
    ...Array.from({ length: theirs }, (_, i) => testUnit(`t${i}`, 0, 0, 4 - i, { moved: true })),
  ];
  return { ...testBattle(textMap(rows), units, 1, { turn, active: 1, mover: 1 }), scenario };
}

describe('level on the slow count of units standing, the sergeant keeps its bodies (#10)', () => {
  it('SW-01 mostUnitsAfter: level, not bold in the last turns; behind on the slow count, bold as before; never where nodes decide', () => {
    const level = viewFor(position(1, 1, 5), 1);
    expect(countHeld(level, 1)).toBe(true);
    expect(makePlan(level, 1).caution).toBeLessThan(1);
    expect(sergeantPlan(level, 1).caution).toBe(1);
    const behind = viewFor(position(0, 1, 5), 1);
    expect(countHeld(behind, 1)).toBe(false);
    expect(sergeantPlan(behind, 1).caution).toBe(makePlan(behind, 1).caution);
    expect(countHeld(viewFor(position(1, 1, 5, testScenario({ win: { destroy: true, nodesAfter: 6 } })), 1), 1)).toBe(false);
  });

  it("level, the enemy's next shots are counted; moving last on the counted turn, none come", () => {
    expect(countsNextShots(viewFor(position(1, 1, 5), 1), 1)).toBe(true);
    const last = viewFor(position(1, 1, 6), 1);
    expect(lastWord(last, 1)).toBe(true);
    expect(countsNextShots(last, 1)).toBe(false);
    expect(sergeantPlan(last, 1).nextShots).toBeUndefined();
  });
});
