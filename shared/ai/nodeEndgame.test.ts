import { describe, expect, it } from 'vitest';
import { legalCommands } from '../battle/queries/legal.ts';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { finalMargin } from './battleEnd.ts';
import { countedMargin, ENDGAME_BUDGET, endgameSearch, nextMargin } from './nodeEndgame.ts';

// The captain's endgame where nodes decide (#10, eighth session): its moves for the turn searched as a
// set by the count they lead to, within a budget of positions valued (never time).

// Two nodes seven squares apart: no square touches both (SW-23).
const map = { ...textMap(Array(5).fill('............')), nodes: [{ x: 2, y: 2 }, { x: 9, y: 2 }] };
const scenario = testScenario({ win: { destroy: true, nodesAfter: 5 } });

describe("the captain's endgame on the nodes (#10)", () => {
  it('on the counted turn, an enemy unit that can reach both nodes takes one of them, not both', () => {
    const units = [testUnit('A', 0, 0, 0), testUnit('A2', 0, 11, 0), testUnit('B', 1, 5, 2)];
    const view = viewFor(testBattle(map, units, 1, { scenario, turn: 5, nodeOwners: [0, 0] }), 0);
    // The sergeant's reckoning has every reacher take every node it touches.
    expect(finalMargin(view, 0)).toBe(-2);
    expect(countedMargin(view, 0)).toBe(0);
  });

  it('moving last on the turn before, a unit within a move of the enemy-held node counts for it', () => {
    const at = (x: number) => {
      const units = [testUnit('A', 0, 2, 1, { moved: true }), testUnit('B', 1, x, 2)];
      return viewFor(testBattle(map, units, 1, { scenario, turn: 4, active: 1, mover: 1, nodeOwners: [0, null] }), 1);
    };
    // Far off, it only reaches the open node; two from the enemy's ring, it reaches both.
    expect(nextMargin(at(11), 1)).toBe(-0.5);
    expect(nextMargin(at(5), 1)).toBe(0.5);
  });

  it('spends at most its budget of positions, and gives the same answer each time', () => {
    // Four squares a move: from the right edge a unit gets within a move of the Agency's far node.
    const units = [0, 1, 2].flatMap((i) => [testUnit(`A${i}`, 0, 0, i, { moved: true }), testUnit(`B${i}`, 1, 11, i + 1, { move: 4 })]);
    const view = viewFor(testBattle(map, units, 1, { scenario, turn: 4, active: 1, mover: 1, nodeOwners: [0, 0] }), 1);
    const legal = legalCommands(view, 1);
    const tight = { n: 0 };
    const found = endgameSearch(view, 1, legal, null, { ...ENDGAME_BUDGET, nodes: 20 }, tight);
    expect(tight.n).toBeLessThanOrEqual(20);
    expect(tight.n).toBeGreaterThan(1);
    const free = { n: 0 };
    const wide = endgameSearch(view, 1, legal, null, { ...ENDGAME_BUDGET, nodes: 1e6 }, free);
    expect(free.n).toBeGreaterThan(20);
    expect(wide!.best.value).toBeGreaterThanOrEqual(found!.best.value);
    expect(JSON.stringify(endgameSearch(view, 1, legal, null, { ...ENDGAME_BUDGET, nodes: 1e6 }))).toBe(JSON.stringify(wide));
    const first = wide!.best.first!;
    expect(wide!.best.value).toBeGreaterThan(wide!.plain);
    expect(legal.map((c) => JSON.stringify(c))).toContain(JSON.stringify(first));
  });
});
