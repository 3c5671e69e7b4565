import { describe, expect, it } from 'vitest';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { ringDistance } from './nodeRing.ts';
import { goal, goalDistance, sergeantPlan } from './sergeant.ts';

// The sergeant's distance to the open nodes (#10, seventh session): straight within 3 squares of a
// node (turf-war's river bank stays two squares from the node), walked to that ring beyond, where the
// way round is over 2 dearer than the straight line (valley-crackdown's pocket at (15,7)).

const move4 = { allowance: 4 };
const node = [{ x: 0, y: 0 }];

const POCKET = ['..........', '..........', '..........', '..........', '....######', '....#.....', '....#.....', '....#.....', '..........'];

describe("the sergeant's distance to the open nodes (#10)", () => {
  it('a pocket behind a wall is as far as the way out of it, not as the straight line', () => {
    const map = textMap(POCKET);
    // Straight 5; walked out round the wall's foot to (3,3), 8 steps, and 3 on: over by 6, 2 of it forgiven.
    expect(ringDistance(map, node, { x: 5, y: 5 }, move4)).toBe(9);
    // Outside the wall, farther in a straight line (8), nearer by the way there.
    expect(ringDistance(map, node, { x: 3, y: 8 }, move4)).toBe(8);
  });

  it('within 3 squares of a node the straight line decides, across water too', () => {
    const map = textMap(['.~~...', '.~~...']);
    expect(ringDistance(map, node, { x: 3, y: 1 }, move4)).toBe(3);
  });

  it('a little slow ground on the way beyond the ring is not a pocket', () => {
    // Straight 5; through two woods, 4 to the ring and 3 on: over by 2, forgiven.
    const map = textMap(['...ww.']);
    expect(ringDistance(map, node, { x: 5, y: 0 }, move4)).toBe(5);
  });

  it("the sergeant's own plan reckons the node so where nodes win; the captain's play-outs keep the straight line", () => {
    const u = testUnit('a', 0, 5, 5, { move: 4 });
    const s = { ...testBattle({ ...textMap(POCKET), nodes: node }, [u, testUnit('b', 1, 9, 0)], 1, { nodeOwners: [null] }), scenario: testScenario({ win: { destroy: true, nodesAfter: 7 } }) };
    const view = viewFor(s, 0);
    const mine = sergeantPlan(view, 0);
    expect(goalDistance(mine, goal(mine, u), u)).toBe(9);
    const captains = sergeantPlan(view, 0, true);
    expect(goalDistance(captains, goal(captains, u), u)).toBe(5);
  });
});
