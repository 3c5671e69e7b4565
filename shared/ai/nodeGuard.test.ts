import { describe, expect, it } from 'vitest';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { swingWorth } from './battleEnd.ts';
import { GUARD_DECIDING, GUARD_FIRST, GUARD_SMALL, guardWorth } from './nodeGuard.ts';
import { chooseSergeant } from './sergeant.ts';

// #10, eleventh session: where units standing are counted, a lone guard beside its side's node is worth
// the node's income share (swingWorth), so the sergeant no longer walks it off toward an open node the
// turn after taking it (skirmish's Cult lost its node (6,8) and the count that way); where nodes decide,
// a side moving first keeps its guard at GUARD_FIRST (valley-crackdown's Police, a node taken from the
// square the guard left).

const rows = ['............', '............', '............', '............', '............', '............'];
const counted = testScenario({ win: { destroy: true, mostUnitsAfter: 6 } });

// The Cult's cultist c stands beside its own node (1,4), the only one there; the Agency's node (11,1), beyond a move, is
// open to it. The Cult is ahead (two more units far off); every Agency unit has moved.
function position(scenario = counted) {
  const map = { ...textMap(rows), nodes: [{ x: 1, y: 4 }, { x: 11, y: 1 }] };
  const units = [
    testUnit('c', 1, 2, 4, { cost: 2 }),
    testUnit('o1', 1, 11, 5, { moved: true }),
    testUnit('o2', 1, 10, 5, { moved: true }),
    testUnit('g', 0, 0, 0, { moved: true }),
  ];
  const state = testBattle(map, units, 1, { turn: 2, active: 1, mover: 1 });
  return { ...state, scenario, nodeOwners: [1, 0] };
}

describe('a lone guard by its own node where units standing are counted (#10)', () => {
  it("is worth the node's swing in the sergeant's own play, GUARD_FIRST moving first where nodes decide; elsewhere and in others' reckoning, the old figures", () => {
    const view = viewFor(position(), 1);
    expect(swingWorth(view)).toBe(4);
    expect(guardWorth(view, 1, true)).toBe(swingWorth(view));
    expect(guardWorth(view, 1)).toBe(GUARD_SMALL);
    // The captain's ranking (its walked plan) keeps the guard where units are counted, not the nodes' GUARD_FIRST.
    expect(guardWorth(view, 1, false, true)).toBe(swingWorth(view));
    const escape = testScenario({ win: { destroy: true, mostUnitsAfter: 6, escape: { side: 0, unitType: 'test' } } });
    expect(guardWorth(viewFor(position(escape), 1), 1, true)).toBe(GUARD_SMALL);
    expect(guardWorth(viewFor(position(testScenario({ win: { destroy: true, lastTurn: 30 } })), 1), 1, true)).toBe(GUARD_SMALL);
    // Where nodes decide: GUARD_FIRST to the side that does not move last (0 of two), in its own play only.
    const nodes = viewFor(position(testScenario({ win: { destroy: true, nodesAfter: 7 } })), 0);
    expect(guardWorth(nodes, 0, true)).toBe(GUARD_FIRST);
    expect(guardWorth(nodes, 1, true)).toBe(GUARD_DECIDING);
    expect(guardWorth(nodes, 0)).toBe(GUARD_DECIDING);
    expect(guardWorth(nodes, 0, false, true)).toBe(GUARD_DECIDING);
  });

  it('the cultist stays by its node rather than walk toward the open one', () => {
    const cmd = chooseSergeant(viewFor(position(), 1), 1);
    const by = cmd?.type !== 'move' || (cmd.unitId !== 'c' && cmd.unitId !== undefined) || Math.max(Math.abs(cmd.to.x - 1), Math.abs(cmd.to.y - 4)) <= 1;
    expect(by).toBe(true);
  });
});
