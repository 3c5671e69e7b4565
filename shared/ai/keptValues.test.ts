import { describe, expect, it } from 'vitest';
import type { BattleView } from '../battle/model.ts';
import { legalCommands } from '../battle/queries/legal.ts';
import { reachable } from '../battle/rules/movement.ts';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { finalMargin, keptFinalMargin, nodeReachers } from './battleEnd.ts';
import { actionValue, sergeantPlan } from './sergeant.ts';

// What the sergeant keeps while it values one choice (#10, ninth session): a unit's worth where it
// stands, the count's margin as the view stands, the nodes a reach touches. Kept or worked afresh, the
// same values, in whatever order they are asked.

const map = { ...textMap(['.........', '.........', '.........', '.........', '.........', '.........', '.........']), nodes: [{ x: 1, y: 3 }, { x: 7, y: 3 }] };
const scenario = testScenario({ win: { destroy: true, nodesAfter: 7 } });
// The counted turn, the enemy still to move: every move is weighed by the count (finalMargin).
const units = [testUnit('a', 0, 4, 3), testUnit('c', 0, 3, 5), testUnit('b', 1, 8, 5), testUnit('d', 1, 5, 1)];
const view = viewFor({ ...testBattle(map, units, 1, { turn: 7, nodeOwners: [null, 1] }), scenario }, 0);

describe("the sergeant's kept values", () => {
  it('values every move as a plan of its own would, in either order', () => {
    const moves = legalCommands(view, 0).filter((c) => c.type === 'move');
    expect(new Set(moves.map((c) => c.type === 'move' && c.unitId)).size).toBe(2);
    const fresh = moves.map((c) => actionValue(sergeantPlan(view, 0), c));
    const plan = sergeantPlan(view, 0);
    const backwards = [...moves].reverse().map((c) => actionValue(plan, c)).reverse();
    expect(backwards).toEqual(fresh);
    // Not all alike: the two units' moves are worth different things.
    expect(new Set(fresh).size).toBeGreaterThan(2);
  });

  it("keeps the count's margin per view, and the nodes each reach touches per reach", () => {
    // Both ours, the enemy moved already: nothing left to retake them.
    const moved = units.map((u) => (u.side === 1 ? { ...u, moved: true } : u));
    const other = viewFor({ ...testBattle(map, moved, 1, { turn: 7, nodeOwners: [0, 0] }), scenario }, 0);
    expect(keptFinalMargin(view, 0)).toBe(finalMargin(view, 0));
    expect(keptFinalMargin(other, 0)).toBe(finalMargin(other, 0));
    expect([keptFinalMargin(view, 0), keptFinalMargin(other, 0)]).toEqual([-2, 2]);
    // Worked out afresh from the rules' reach: the nodes within a square of where each unit can end.
    const afresh = (v: BattleView) =>
      v.map.nodes.map((n) => v.units.filter((u) => [u, ...reachable(v, u.id)].some((r) => Math.max(Math.abs(r.x - n.x), Math.abs(r.y - n.y)) <= 1)).map((u) => u.id));
    const slow = view.units.map((u) => ({ ...u, move: 2 }));
    const at = (x: number): BattleView => ({ ...view, units: slow.map((u) => (u.id === 'd' ? { ...u, x, y: 1 } : u)) });
    for (const x of [5, 2, 5, 7]) expect(nodeReachers(at(x), at(x).units)).toEqual(afresh(at(x)));
    expect(nodeReachers(at(2), at(2).units)[0]).toContain('d');
    expect(nodeReachers(at(5), at(5).units)[0]).not.toContain('d');
  });
});
