import { describe, expect, it } from 'vitest';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { slowCount, slowLead } from './countOutlook.ts';
import { FIRING, firingReach } from './firingLine.ts';
import { makePlan, standing } from './sergeant.ts';

// The slow count where units standing decide (countOutlook.ts), and the captain losing it: its shooters
// go where a shot is still to be had (firingLine.ts, #10 eleventh session).

const map = { ...textMap(Array(8).fill('............')), nodes: [{ x: 1, y: 1 }, { x: 10, y: 6 }] };
// The Agency buys police (3 RP) or agents (4), the Cult cultists (2); units standing counted after turn 6.
const scenario = testScenario({
  sides: [{ name: 'Agency', units: [], reinforcements: ['police', 'agents'] }, { name: 'Cult', units: [], reinforcements: ['cultists'] }],
  win: { destroy: true, mostUnitsAfter: 6 },
});
const agents = { attack: 4, defend: 3, react: 5, move: 3, vitality: 2, cost: 4, missileAttack: 3, missileRange: 2 };

/** The Agency (side 0, two agents, shooters, A1 at 2,4) against three of the Cult's, a node each. */
function position(turn: number, rp: [number, number], over: { phase?: 'move' | 'resources'; cultAt?: number } = {}) {
  const units = [
    testUnit('A1', 0, 2, 4, { ...agents, type: 'agents' }),
    testUnit('A2', 0, 1, 2, { ...agents, type: 'agents', moved: true }),
    testUnit('B1', 1, over.cultAt ?? 9, 4, { defend: 2, cost: 2, type: 'cultists' }),
    testUnit('B2', 1, 10, 5, { defend: 2, cost: 2, type: 'cultists' }),
    testUnit('B3', 1, 11, 6, { defend: 2, cost: 2, type: 'cultists' }),
  ];
  const phase = over.phase ?? 'move';
  return testBattle(map, units, 1, { scenario, turn, phase, active: 0, mover: 0, nodeOwners: [0, 1], resources: rp });
}

describe('the slow count (countOutlook.ts)', () => {
  it('counts bodies now and the cheapest bodies its points and every resource phase left will buy', () => {
    // Turn 3 of 6: 4 resource phases left, a node each. Agency 2 + (1 + 4) / 3 = 3; Cult 3 + (1 + 4) / 2 = 5.
    const view = viewFor(position(3, [1, 1]), 0);
    expect(slowCount(view, 0)).toBe(3);
    expect(slowCount(view, 1)).toBe(5);
    expect(slowLead(view, 0)).toBe(-2);
    expect(slowLead(view, 1)).toBe(2);
    // Nodes decide instead: no slow count.
    expect(slowCount({ ...view, scenario: testScenario({ ...scenario, win: { destroy: true, nodesAfter: 6 } }) }, 0)).toBeNull();
  });
});

describe('the firing line (firingLine.ts)', () => {
  it("the captain's own plan, losing the slow count, credits a shooter's square by its best shot from there; the sergeant's does not", () => {
    const state = position(3, [1, 1], { cultAt: 4 });
    const view = viewFor(state, 0);
    const mine = makePlan(view, 0, true);
    expect(mine.firing).toBe(FIRING);
    expect(makePlan(view, 0, false).firing ?? 0).toBe(0);
    expect(makePlan(view, 1, true).firing ?? 0).toBe(0); // the Cult leads the slow count
    const a1 = view.units.find((u) => u.id === 'A1')!;
    const b1 = view.units.find((u) => u.id === 'B1')!;
    const shot = mine.harm(view, a1, b1, 'missile');
    expect(shot).toBeGreaterThan(0);
    expect(firingReach(view, a1, mine.enemies, mine.harm, FIRING)).toBeCloseTo(shot * FIRING);
    // Shot already, or out of range: nothing.
    expect(firingReach(view, { ...a1, shot: true }, mine.enemies, mine.harm, FIRING)).toBe(0);
    expect(firingReach(view, { ...a1, x: 0, y: 7 }, mine.enemies, mine.harm, FIRING)).toBe(0);
    // A lone shooter (the other unit no shooter): no firing line.
    const lone = viewFor({ ...state, units: state.units.map((u) => (u.id === 'A2' ? { ...u, missileAttack: undefined, missileRange: undefined } : u)) }, 0);
    expect(makePlan(lone, 0, true).firing ?? 0).toBe(0);
    // The square in range is worth that much more to the captain's plan than to the sergeant's.
    const plain = makePlan(view, 0, false);
    expect(standing(mine, view, a1) - standing({ ...plain, caution: mine.caution, behind: mine.behind }, view, a1)).toBeCloseTo(shot * FIRING);
  });
});
