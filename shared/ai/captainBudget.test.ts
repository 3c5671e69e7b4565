import { describe, expect, it } from 'vitest';
import { legalCommands } from '../battle/queries/legal.ts';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { aiRng } from './aiRng.ts';
import { AFFORD_STEPS, affords, CAPTAIN_BUDGET, chooseCaptain, COUNT_STEP, stepCost } from './captain.ts';
import { chooseNodeWise } from './nodePlay.ts';

// The captain's budget (#10, seventh session): counted in the commands its play-outs apply (nodes),
// weighted where the sergeant's own choice is dear, never in time.

const map = { ...textMap(['.......', '.......', '.......', '.......', '.......']), nodes: [{ x: 3, y: 2 }] };
const nodes = testScenario({ win: { destroy: true, nodesAfter: 5 } });

function position(turn: number, bMoved = false, owner: number | null = null) {
  const units = [testUnit('A', 0, 0, 0), testUnit('A2', 0, 1, 0), testUnit('B', 1, 6, 4, { moved: bMoved }), testUnit('B2', 1, 5, 4, { moved: bMoved })];
  return testBattle(map, units, 1, { scenario: nodes, nodeOwners: [owner], turn });
}

describe("the captain's budget (#10)", () => {
  it('spends at most its nodes on one choice, whatever its candidates and samples would take', () => {
    const many = [0, 1, 2, 3].flatMap((i) => [testUnit(`A${i}`, 0, i, 0), testUnit(`B${i}`, 1, 6 - i, 4)]);
    const view = viewFor(testBattle(map, many, 1, { scenario: nodes, nodeOwners: [null], turn: 2 }), 0);
    const free = { n: 0 };
    chooseCaptain(view, 0, aiRng(42), { ...CAPTAIN_BUDGET, nodes: 1e9 }, free);
    expect(free.n).toBeGreaterThan(32);
    const tight = { n: 0 };
    const choice = chooseCaptain(view, 0, aiRng(42), { ...CAPTAIN_BUDGET, nodes: 32 }, tight);
    expect(tight.n).toBeGreaterThan(0);
    expect(tight.n).toBeLessThanOrEqual(32);
    expect(legalCommands(view, 0).map((c) => JSON.stringify(c))).toContain(JSON.stringify(choice));
  });

  it('counts a command on the turn nodes are counted, before an enemy has moved, as COUNT_STEP nodes', () => {
    expect(stepCost(viewFor(position(4), 0), 0)).toBe(1);
    expect(stepCost(viewFor(position(5), 0), 0)).toBe(COUNT_STEP);
    // Once every enemy has moved the sergeant's reckoning of what they can retake is cheap again.
    expect(stepCost(viewFor(position(5, true), 0), 0)).toBe(1);
  });

  it("plays the sergeant's choice, searching nothing, where the budget cannot buy every play-out AFFORD_STEPS commands", () => {
    // The node already its own and the enemy too far to take it: no move stands out by more than the
    // search's CLEAR (the count cannot change), so with the budget for it the captain searches.
    const wide = { ...textMap(Array(5).fill('..............')), nodes: [{ x: 3, y: 2 }] };
    const far = [testUnit('A', 0, 0, 0), testUnit('A2', 0, 1, 0), testUnit('B', 1, 13, 4), testUnit('B2', 1, 12, 4)];
    const view = viewFor(testBattle(wide, far, 1, { scenario: nodes, nodeOwners: [0], turn: 5 }), 0);
    expect(stepCost(view, 0)).toBe(COUNT_STEP);
    expect(affords(view, 0, 8, AFFORD_STEPS * COUNT_STEP * 8)).toBe(true);
    expect(affords(view, 0, 8, AFFORD_STEPS * COUNT_STEP * 8 - 1)).toBe(false);
    expect(affords(viewFor(position(2), 0), 0, 8, AFFORD_STEPS * 8)).toBe(true);
    const spent = { n: 0 };
    const budget = { ...CAPTAIN_BUDGET, nodes: COUNT_STEP * 2 };
    expect(chooseCaptain(view, 0, aiRng(7), budget, spent)).toEqual(chooseNodeWise(view, 0, true));
    expect(spent.n).toBe(0);
    // With the budget for it, the same position is searched.
    const searched = { n: 0 };
    chooseCaptain(view, 0, aiRng(7), { ...budget, nodes: 1e9 }, searched);
    expect(searched.n).toBeGreaterThan(0);
  });
});
