import { describe, expect, it } from 'vitest';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { STEP_IN, stepIn } from './battleEnd.ts';
import { sergeantPlan, standing } from './sergeant.ts';

// The turn before nodes are counted (#10, turf-war): the side that moves last stands one step from the
// enemy's node, so that on the counted turn no guard's zone of control (SW-12) can screen it off.

const ROWS = ['.........', '.........', '....#....', '.........', '.........', '.........', '.........'];
const nodesWin = testScenario({ win: { destroy: true, nodesAfter: 7 } });

function at(turn: number, x: number, y: number, owners: (number | null)[] = [0], rows = ROWS) {
  const map = { ...textMap(rows), nodes: [{ x: 2, y: 3 }] };
  const units = [testUnit('a', 0, 1, 3, { moved: true }), testUnit('b', 1, x, y)];
  return { ...testBattle(map, units, 1, { turn, nodeOwners: owners }), scenario: nodesWin };
}

describe('the sergeant one step from the enemy node before the count (#10)', () => {
  it('SW-12/SW-23 moving last, on the turn before the count, a unit two squares from a node it does not hold is poised to take it', () => {
    const b = (s: ReturnType<typeof at>) => s.units.find((u) => u.id === 'b')!;
    // Three ways in from (4,3): (3,2), (3,3), (3,4).
    const s = at(6, 4, 3);
    expect(stepIn(viewFor(s, 1), 1, b(s))).toBe(STEP_IN * 1.5);
    // One way in: (4,1) touches the ring only at (3,2).
    const one = at(6, 4, 1);
    expect(stepIn(viewFor(one, 1), 1, b(one))).toBe(STEP_IN);
    // That way stood on (a guard on the way in screens it still): none.
    const blocked = { ...one, units: [...one.units, testUnit('c', 0, 3, 2, { moved: true })] };
    expect(stepIn(viewFor(blocked, 1), 1, b(one))).toBe(0);
    // That way walled off: none.
    const walled = at(6, 4, 1, [0], ['.........', '.........', '...#.....', '.........', '.........', '.........', '.........']);
    expect(stepIn(viewFor(walled, 1), 1, b(walled))).toBe(0);
    // Not before that turn, not on the counted turn, not three squares off, not moving first.
    expect(stepIn(viewFor(at(5, 4, 3), 1), 1, b(s))).toBe(0);
    expect(stepIn(viewFor(at(7, 4, 3), 1), 1, b(s))).toBe(0);
    const far = at(6, 5, 3);
    expect(stepIn(viewFor(far, 1), 1, b(far))).toBe(0);
    // Its own node where an enemy stands near it (a at (1,3)), not where none does.
    expect(stepIn(viewFor(at(6, 4, 3, [1]), 1), 1, b(s))).toBe(STEP_IN * 1.5);
    const alone = at(6, 4, 3, [1]);
    const away = { ...alone, units: alone.units.map((u) => (u.id === 'a' ? { ...u, x: 8, y: 6 } : u)) };
    expect(stepIn(viewFor(away, 1), 1, b(s))).toBe(0);
    const first = { ...s, units: s.units.map((u) => ({ ...u, side: 1 - u.side })) };
    expect(stepIn(viewFor(first, 0), 0, first.units.find((u) => u.id === 'b')!)).toBe(0);
  });

  it('SW-23 in its own play, a unit already touching the node is poised too, by the free squares round it it can step to (#10, tenth session)', () => {
    // The node at (2,3) is the enemy's (0); b touches it from (3,3): (3,2) and (3,4) are free squares round it next to b, (2,3) the node's own square too.
    const s = at(6, 3, 3);
    const b = s.units.find((u) => u.id === 'b')!;
    expect(stepIn(viewFor(s, 1), 1, b, true)).toBe(STEP_IN * 1.5);
    // Without `touching` (the captain's walked play-outs, the recruit) as before: nothing at one square.
    expect(stepIn(viewFor(s, 1), 1, b)).toBe(0);
    // Every square round the node it could step to stood on by the enemy: no way to take it back.
    const hemmed = { ...s, units: [...s.units, testUnit('c', 0, 3, 2, { moved: true }), testUnit('d', 0, 3, 4, { moved: true }), testUnit('e', 0, 2, 3, { moved: true }), testUnit('f', 0, 2, 2, { moved: true }), testUnit('g', 0, 2, 4, { moved: true })] };
    expect(stepIn(viewFor(hemmed, 1), 1, b, true)).toBe(0);
    // The sergeant's own plan counts it in a square's worth, the captain's walked one does not.
    const view = viewFor(s, 1);
    const gain = (walk: boolean) => standing(sergeantPlan(view, 1, walk), view, b) - standing(sergeantPlan(viewFor(at(5, 3, 3), 1), 1, walk), viewFor(at(5, 3, 3), 1), b);
    expect(gain(false)).toBeCloseTo(STEP_IN * 1.5);
    expect(gain(true)).toBeCloseTo(0);
  });

  it('counts in what the sergeant reckons a square worth', () => {
    const worthAt = (turn: number) => {
      const s = at(turn, 4, 3);
      const view = viewFor(s, 1);
      return standing(sergeantPlan(view, 1), view, view.units.find((u) => u.id === 'b')!);
    };
    expect(worthAt(6) - worthAt(5)).toBeCloseTo(STEP_IN * 1.5);
  });
});
