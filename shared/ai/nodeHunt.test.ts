import { describe, expect, it } from 'vitest';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { huntWorth, NODE_HUNT } from './nodeHunt.ts';
import { actionValue, makePlan, sergeantPlan, worth } from './sergeant.ts';

// Moving first before nodes are counted, the sergeant keeps a node only if no enemy is left to reach it
// after it (SW-18, SW-23): the few enemies that can reach a node are worth more to strike (#10, tenth session).

const ROWS = ['.........', '.........', '.........', '.........', '.........', '.........', '.........'];
const nodesWin = testScenario({ win: { destroy: true, nodesAfter: 7 } });
const shooter = { missileAttack: 4, missileRange: 6 };

/** Side 0's shooter a at (4,3), its node at (6,3); e (side 1) two squares from the node, f far from it. */
function at(turn: number, extra: ReturnType<typeof testUnit>[] = []) {
  const map = { ...textMap(ROWS), nodes: [{ x: 6, y: 3 }] };
  const units = [testUnit('a', 0, 4, 3, shooter), testUnit('e', 1, 8, 3), testUnit('f', 1, 0, 6), ...extra];
  return { ...testBattle(map, units, 1, { turn, nodeOwners: [0] }), scenario: nodesWin };
}

describe('the sergeant hunts the few enemies that can reach a node before the count (#10)', () => {
  it('SW-23 moving first, on the turn before the count and on it, the lone reacher of a node is worth NODE_HUNT more', () => {
    expect(huntWorth(viewFor(at(6), 0), 0)).toEqual(new Map([['e', NODE_HUNT]]));
    expect(huntWorth(viewFor(at(7), 0), 0)).toEqual(new Map([['e', NODE_HUNT]]));
    // Two reachers share it.
    expect(huntWorth(viewFor(at(6, [testUnit('g', 1, 8, 4)]), 0), 0)).toEqual(new Map([['e', NODE_HUNT / 2], ['g', NODE_HUNT / 2]]));
    // Three cannot all be kept off: none hunted.
    expect(huntWorth(viewFor(at(6, [testUnit('g', 1, 8, 4), testUnit('h', 1, 8, 2)]), 0), 0).size).toBe(0);
    // Not earlier, not for the side moving last, not where nodes do not decide.
    expect(huntWorth(viewFor(at(5), 0), 0).size).toBe(0);
    expect(huntWorth(viewFor(at(6), 1), 1).size).toBe(0);
    const units = { ...at(6), scenario: testScenario({ win: { destroy: true, mostUnitsAfter: 7 } }) };
    expect(huntWorth(viewFor(units, 0), 0).size).toBe(0);
  });

  it('a shot at the lone reacher is worth more than one at an enemy alike far from the node, in its own plan only', () => {
    const value = (turn: number, target: string, walk = false) => {
      const view = viewFor(at(turn), 0);
      return actionValue(sergeantPlan(view, 0, walk), { type: 'shoot', unitId: 'a', targetId: target });
    };
    // Earlier both shots are worth the same (e and f are alike, both in range and sight).
    expect(value(5, 'e')).toBeGreaterThan(0);
    expect(value(5, 'e')).toBeCloseTo(value(5, 'f'));
    // On the turn before the count the shot at e is worth its share of the hunt more.
    const view = viewFor(at(6), 0);
    const e = view.units.find((u) => u.id === 'e')!;
    const a = view.units.find((u) => u.id === 'a')!;
    const base = makePlan(view, 0).harm(view, a, e, 'missile');
    expect(value(6, 'e')).toBeCloseTo(base * (1 + NODE_HUNT / worth(view, e)));
    expect(value(6, 'e')).toBeGreaterThan(value(6, 'f') * 2);
    // The captain's walked play-outs are as before.
    expect(value(6, 'e', true)).toBeCloseTo(value(6, 'f', true));
  });
});
