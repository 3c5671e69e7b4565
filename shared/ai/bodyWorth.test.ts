import { describe, expect, it } from 'vitest';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { BODY_TURNS, bodyWorth, makePlan } from './sergeant.ts';

// #10, eighth session: on the last turns before units standing are counted, a unit is worth a body,
// not its cost (the tutorial's Cult traded cultists for blows at the dearer agents and lost the count).

const rows = ['......', '......', '......', '......'];
const counted = testScenario({ win: { destroy: true, mostUnitsAfter: 5 } });

function at(turn: number, scenario = counted) {
  // a (cost 2) and b (cost 6) stand alike against the enemy's c, each touching it.
  const units = [testUnit('a', 0, 1, 1, { cost: 2 }), testUnit('b', 0, 3, 1, { cost: 6 }), testUnit('c', 1, 2, 2, { cost: 4 })];
  return { ...testBattle(textMap(rows), units, 1, { turn }), scenario };
}

describe('a unit is worth a body on the last turns before the count (#10)', () => {
  it('SW-01 mostUnitsAfter: the mean worth of the units on the board in the last BODY_TURNS turns, none before, none with a runner to bring out', () => {
    expect(BODY_TURNS).toBe(2);
    expect(bodyWorth(viewFor(at(5), 0))).toBeCloseTo(4);
    expect(bodyWorth(viewFor(at(4), 0))).toBeCloseTo(4);
    expect(bodyWorth(viewFor(at(3), 0))).toBeUndefined();
    const escape = testScenario({ win: { destroy: true, mostUnitsAfter: 5, escape: { side: 0, unitType: 'test' } } });
    expect(bodyWorth(viewFor(at(5, escape), 0))).toBeUndefined();
    expect(bodyWorth(viewFor(at(5, testScenario({ win: { destroy: true, nodesAfter: 5 } })), 0))).toBeUndefined();
  });

  it('SW-01 the enemy blow at a cheap unit and at a dear one weighs the same on the count, by cost before it', () => {
    const harms = (turn: number) => {
      const view = viewFor(at(turn), 1);
      const plan = makePlan(view, 1);
      const [a, b, c] = ['a', 'b', 'c'].map((id) => view.units.find((u) => u.id === id)!);
      return [plan.harm(view, c, a, 'melee'), plan.harm(view, c, b, 'melee')];
    };
    const [cheap, dear] = harms(5);
    expect(cheap).toBeGreaterThan(0);
    expect(dear).toBeCloseTo(cheap);
    const [cheapBefore, dearBefore] = harms(3);
    expect(dearBefore).toBeCloseTo(cheapBefore * 3);
  });
});
