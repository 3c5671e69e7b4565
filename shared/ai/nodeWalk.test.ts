import { describe, expect, it } from 'vitest';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { goal, goalDistance, chooseSergeant, makePlan, NODE_NEAR, sergeantPlan } from './sergeant.ts';

// #10, seventh session: where nodes decide the battle, the sergeant goes to an open node by the way
// walked over the terrain, not the straight line. In valley-crackdown the Criminal Scheme's units
// walked to the square nearest the Police's node in a straight line, a pocket by its own node with
// water and woods between, and stood there piled up to the count.

// A wall (barrier) between the unit and the node, open only at the bottom row.
const ROWS = ['....#....', '....#....', '....#....', '....#....', '....#....', '....#....', '....#....', '....#....', '.........'];

function pocket(node = { x: 0, y: 3 }) {
  const units = [testUnit('a', 0, 5, 3), testUnit('e', 1, 8, 0, { moved: true })];
  return { ...testBattle({ ...textMap(ROWS), nodes: [node] }, units, 1, { nodeOwners: [1] }), scenario: testScenario({ win: { destroy: true, nodesAfter: 7 } }) };
}

describe('the sergeant walks to an open node where nodes decide (#10, seventh session)', () => {
  it('reckons the way to the node round the wall, not the straight line through it', () => {
    const view = viewFor(pocket(), 0);
    const plan = sergeantPlan(view, 0);
    const a = view.units.find((u) => u.id === 'a')!;
    const g = goal(plan, a);
    // Straight, 5 squares; walked round the wall's foot, 5 down and 5 up again.
    expect(goalDistance(plan, g, a)).toBeGreaterThan(5);
    // The recruit's plan (no node reckoning of its own) keeps the straight line: its play is unchanged.
    const recruitLike = makePlan(view, 0);
    expect(goalDistance(recruitLike, goal(recruitLike, a), a)).toBe(5);
  });

  it('leaves the pocket toward the gap in the wall, where the straight line gives no step nearer', () => {
    const c = chooseSergeant(viewFor(pocket(), 0), 0);
    expect(c?.type).toBe('move');
    if (c?.type === 'move') expect(c.to.y).toBeGreaterThan(3);
  });

  it('within NODE_NEAR squares of a node it keeps the straight line (the turn\'s reach decides there)', () => {
    const view = viewFor(pocket({ x: 5 - NODE_NEAR, y: 3 }), 0);
    const plan = sergeantPlan(view, 0);
    const a = view.units.find((u) => u.id === 'a')!;
    expect(goalDistance(plan, goal(plan, a), a)).toBe(NODE_NEAR);
  });
});
