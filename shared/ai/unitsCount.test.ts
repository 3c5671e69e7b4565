import { describe, expect, it } from 'vitest';
import type { BattleState, UnitState } from '../battle/model.ts';
import { viewFor } from '../battle/queries/view.ts';
import { distance } from '../battle/rules/shooting.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { NODE_SWING, swingWorth } from './battleEnd.ts';
import { chooseSergeant, makePlan, standing, type Plan } from './sergeant.ts';

// The sergeant's sixth pass (#10): a unit strikes once a combat; where units standing are counted,
// nodes are bodies bought before the count (behind, it goes for them), and a count already won is not
// risked by walking into the enemy.

const ROWS = ['.........', '.........', '.........', '.........', '.........', '.........', '.........'];
type Win = ReturnType<typeof testScenario>['win'];

function battle(units: UnitState[], win: Win, nodes: { x: number; y: number }[] = [], owners: (number | null)[] = [], turn = 1): BattleState {
  return { ...testBattle({ ...textMap(ROWS), nodes }, units, 1, { turn, nodeOwners: owners }), scenario: testScenario({ win }) };
}

describe('the sergeant where units standing are counted (#10, sixth pass)', () => {
  it('SW-19 a unit strikes once a combat: touching three enemies is credited with its best blow, not one at each', () => {
    // Our blow at any enemy worth 1, theirs at us nothing: only the credit for striking differs.
    const plan = (s: BattleState): Plan => ({ ...makePlan(viewFor(s, 0), 0), harm: (_v, a) => (a.side === 0 ? 1 : 0), takes: true });
    const a = testUnit('a', 0, 4, 3);
    const one = battle([a, testUnit('b', 1, 5, 3, { moved: true })], { destroy: true, lastTurn: 30 });
    const three = battle([a, testUnit('b', 1, 5, 3, { moved: true }), testUnit('c', 1, 3, 3, { moved: true }), testUnit('d', 1, 4, 4, { moved: true })], { destroy: true, lastTurn: 30 });
    const v1 = standing(plan(one), viewFor(one, 0), a);
    const v3 = standing(plan(three), viewFor(three, 0), a);
    expect(v3).toBeCloseTo(v1, 6);
  });

  it('SW-23 a node taken is worth the resource phases left before units are counted, not one; where a runner escapes, one', () => {
    const at = (win: Win, turn: number) => swingWorth(viewFor(battle([testUnit('a', 0, 0, 0)], win, [], [], turn), 0));
    expect(at({ destroy: true, mostUnitsAfter: 6 }, 4)).toBe(2);
    expect(at({ destroy: true, mostUnitsAfter: 6 }, 1)).toBe(NODE_SWING.countedMax);
    expect(at({ destroy: true, mostUnitsAfter: 6 }, 6)).toBe(NODE_SWING.income);
    expect(at({ destroy: true, mostUnitsAfter: 6, escape: { side: 0, unitType: 'test' } }, 1)).toBe(NODE_SWING.income);
    expect(at({ destroy: true, nodesAfter: 7 }, 1)).toBe(NODE_SWING.deciding);
    expect(at({ destroy: true, lastTurn: 30 }, 1)).toBe(NODE_SWING.income);
  });

  it('behind in units, it walks to an open node nearer than the enemy', () => {
    // One unit against two (moved, far off east); the enemy's node lies west, out of one move's reach.
    const wide = Array.from({ length: 7 }, () => '...............');
    const units = [testUnit('a', 0, 6, 3), testUnit('b', 1, 14, 3, { moved: true }), testUnit('c', 1, 14, 4, { moved: true })];
    const s = { ...testBattle({ ...textMap(wide), nodes: [{ x: 0, y: 3 }] }, units, 1, { nodeOwners: [1] }), scenario: testScenario({ win: { destroy: true, mostUnitsAfter: 6 } }) };
    const c = chooseSergeant(viewFor(s, 0), 0);
    expect(c?.type).toBe('move');
    if (c?.type === 'move') expect(distance(c.to, { x: 0, y: 3 })).toBeLessThan(6);
  });

  it('ahead in units, it does not walk into the enemy: the count is won as it stands', () => {
    const units = [testUnit('a', 0, 1, 3), testUnit('b', 0, 1, 4), testUnit('c', 1, 8, 3, { moved: true })];
    const ahead = battle(units, { destroy: true, mostUnitsAfter: 6 });
    expect(chooseSergeant(viewFor(ahead, 0), 0)?.type).toBe('endPhase');
    // Where the battle is won only by destroying the enemy, it goes for it.
    const destroy = battle(units, { destroy: true, lastTurn: 30 });
    expect(chooseSergeant(viewFor(destroy, 0), 0)?.type).toBe('move');
  });
});
