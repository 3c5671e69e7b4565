import { describe, expect, it } from 'vitest';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { NODE_SWING, swingWorth } from './battleEnd.ts';
import { blowShare } from './sharedBlow.ts';
import { contestedGuard, contestedWorth } from './contestedNode.ts';
import { spareResources } from './countReserve.ts';

// #10, thirteenth session (valley-clash): where units standing are counted, a node an enemy unit touches is
// worth one resource phase's income to retake moving last, none moving first, and a guard beside it
// nothing; an enemy's one blow is shared among the units touching it; the points a body at the count
// needs are kept from two turns before it, the dead a side may bring back counted among its bodies.

const rows = ['............', '............', '............', '............', '............', '............'];
const counted = testScenario({ win: { destroy: true, mostUnitsAfter: 8 } });

// Node 0 at (3,2), the Agency's soldier s beside it; node 1 at (10,4), the Cult's d beside it. Side 1 (the Cult) moves last.
function position(scenario = counted, turn = 3) {
  const map = { ...textMap(rows), nodes: [{ x: 3, y: 2 }, { x: 10, y: 4 }] };
  const units = [testUnit('s', 0, 2, 2), testUnit('c', 1, 5, 2, { cost: 2 }), testUnit('d', 1, 9, 4, { cost: 2 })];
  return { ...testBattle(map, units, 1, { turn, active: 1, mover: 1 }), scenario, nodeOwners: [0, null] };
}

describe('contested nodes and shared blows where units standing are counted (#10)', () => {
  it('a node an enemy touches: one phase of income moving last, none moving first, no guard worth; elsewhere as before', () => {
    const view = viewFor(position(), 1);
    expect(swingWorth(view)).toBe(4);
    expect(contestedWorth(view, 1, 0)).toBe(NODE_SWING.income);
    expect(contestedWorth(view, 0, 0)).toBe(swingWorth(view)); // no Cult unit touches it
    expect(contestedWorth(view, 1, 1)).toBe(swingWorth(view)); // no Agency unit touches it
    expect(contestedWorth(view, 0, 1)).toBe(0); // the Agency moves first: the Cult's d takes it back before the phase
    expect(contestedGuard(view, 1, 0, 4)).toBe(0);
    expect(contestedGuard(view, 1, 1, 4)).toBe(4);
    const nodes = viewFor(position(testScenario({ win: { destroy: true, nodesAfter: 8 } })), 1);
    expect(contestedWorth(nodes, 1, 0)).toBe(swingWorth(nodes));
    expect(contestedGuard(nodes, 1, 0, 3)).toBe(3);
  });

  it("an enemy's blow is shared among the units touching it, not where nodes decide", () => {
    const state = position();
    const two = { ...state, units: state.units.map((u) => (u.id === 'c' ? { ...u, x: 3, y: 3 } : u.id === 'd' ? { ...u, x: 1, y: 1 } : u)) };
    const view = viewFor(two, 1);
    const [s, c] = [view.units.find((u) => u.id === 's')!, view.units.find((u) => u.id === 'c')!];
    expect(blowShare(view, s, c)).toBe(0.5);
    expect(blowShare(viewFor(position(), 1), s, { ...c, x: 3, y: 3 })).toBe(1);
    expect(blowShare(viewFor({ ...two, scenario: testScenario({ win: { destroy: true, nodesAfter: 8 } }) }, 1), s, c)).toBe(1);
  });

  it('keeps from two turns before the count the points its bodies need, its dead to bring back counted', () => {
    const cult = testScenario({ ...counted, sides: [{ name: 'Agency', units: [] }, { name: 'Cult', units: [], reinforcements: ['undead'] }] });
    // Turn 7 of 8, 4 RP, no node: 4 buys nothing by the count (an undead is 5): all spare.
    const at = (rp: number, turn: number, dead = false, owners: (number | null)[] = [0, null]) => {
      const s = position(cult, turn);
      const units = dead ? [...s.units, testUnit('x', 1, -1, -1, { cost: 2, condition: 'dead' })] : s.units;
      return spareResources(viewFor({ ...s, units, resources: [0, rp], nodeOwners: owners }, 1), 1, 2);
    };
    expect(at(4, 7)).toBe(4);
    // With node 1's income (1 a phase, two phases): 6 buys an undead, 1 over.
    expect(at(4, 7, false, [0, 1])).toBe(1);
    // A dead cultist (2) brought back as well: 6 buys it, 4 over, which an undead cannot use.
    expect(at(4, 7, true, [0, 1])).toBe(4);
    // Three turns before the count: every point spare, as before.
    expect(at(4, 5, false, [0, 1])).toBe(4);
    // Without the look-ahead (the captain's), only the counted turn keeps points.
    expect(spareResources(viewFor({ ...position(cult, 7), resources: [0, 4], nodeOwners: [0, 1] }, 1), 1)).toBe(4);
  });
});
