import { describe, expect, it } from 'vitest';
import { legalCommands } from '../battle/queries/legal.ts';
import { viewFor } from '../battle/queries/view.ts';
import { apply } from '../battle/reducer/apply.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { aiRng } from './aiRng.ts';
import { chooseCaptain } from './captain.ts';
import { keepingForTheCount, keptForTheCount, RESERVE_TURNS, spareResources } from './countReserve.ts';
import { chooseSergeant } from './sergeant.ts';

// The captain keeps on the counted turn the points a unit bought in its resource phase needs (#10,
// ninth session): where units standing are counted, a body bought then stands at the count.

const map = { ...textMap(Array(6).fill('..........')), nodes: [{ x: 8, y: 1 }] };
// The Cult buys cultists (2 RP); units standing are counted after turn 6.
const scenario = testScenario({ sides: [{ name: 'Agency', units: [] }, { name: 'Cult', units: [], reinforcements: ['cultists'] }], win: { destroy: true, mostUnitsAfter: 6 } });

/** The Cult (side 1) to move with a broken unit far from the enemy, holding the node (1 RP of income), with `rp` points. */
function position(turn: number, rp: number, over: { nodesAfter?: boolean } = {}) {
  const units = [testUnit('A', 0, 0, 5, { moved: true }), testUnit('B', 1, 8, 0, { condition: 'broken', cost: 4 }), testUnit('B2', 1, 9, 2, { moved: true })];
  const s = over.nodesAfter ? testScenario({ ...scenario, win: { destroy: true, nodesAfter: 6 } }) : scenario;
  return testBattle(map, units, 1, { scenario: s, turn, active: 1, mover: 1, nodeOwners: [1], resources: [0, rp] });
}

describe('points kept for a body at the count (#10)', () => {
  it('on the counted turn, spares only what the cheapest unit for sale leaves over once its points and income are spent on bodies', () => {
    // 1 RP and 1 of income buy one cultist: nothing to spare. 2 and 1: one cultist, 1 over.
    expect(spareResources(viewFor(position(6, 1), 1), 1)).toBe(0);
    expect(spareResources(viewFor(position(6, 2), 1), 1)).toBe(1);
    // Too little for a body even with the income: everything is spare.
    expect(spareResources(viewFor({ ...position(6, 1), nodeOwners: [0] }, 1), 1)).toBe(1);
    // Not the counted turn, or nodes decide instead: everything is spare.
    expect(spareResources(viewFor(position(5, 1), 1), 1)).toBe(1);
    expect(spareResources(viewFor(position(6, 1, { nodesAfter: true }), 1), 1)).toBe(1);
  });

  it("does not spend on the counted turn the point that buys a body (the captain, and since #10's tenth session the sergeant, which recovered with it); what it plays is legal", () => {
    const state = position(6, 1);
    const view = viewFor(state, 1);
    // The sergeant recovers the turn before, not on the count (its choice is legal too).
    expect(chooseSergeant(viewFor(position(5, 1), 1), 1)).toEqual({ type: 'recover', unitId: 'B' });
    const kept = chooseSergeant(view, 1);
    expect(kept?.type).not.toBe('recover');
    expect(apply(state, 1, kept!).ok).toBe(true);
    expect(chooseSergeant(viewFor(position(6, 2), 1), 1)).toEqual({ type: 'recover', unitId: 'B' });
    const c = chooseCaptain(view, 1, aiRng(3));
    expect(c?.type).not.toBe('recover');
    expect(apply(state, 1, c!).ok).toBe(true);
    expect(legalCommands(keepingForTheCount(view, 1), 1).some((x) => x.type === 'recover')).toBe(false);
    // With a point to spare, it recovers as before.
    expect(chooseCaptain(viewFor(position(6, 2), 1), 1, aiRng(3))).toEqual({ type: 'recover', unitId: 'B' });
  });

  it('buys no extra action with the point that buys a body on the counted turn: it ends the phase', () => {
    const buy = { type: 'buyAction' } as const;
    const out = (rp: number, turn = 6) => keptForTheCount(viewFor({ ...position(turn, rp), actionsLeft: 0 }, 1), 1, buy);
    expect(out(1)).toEqual({ type: 'endPhase' });
    expect(out(2)).toEqual(buy);
    expect(out(1, 5)).toEqual(buy);
  });
});

describe('the sergeant keeps the points from RESERVE_TURNS turns before the count (#10, thirteenth session)', () => {
  it("two turns before the count, a point its bodies at the count need is not spent on a recovery; its cheap dead to bring back count among the bodies", () => {
    expect(RESERVE_TURNS).toBe(2);
    // Turn 4 of 6 with 1 RP and 1 of income: 1 + 3 phases = 4 RP, two cultists, nothing over.
    expect(spareResources(viewFor(position(4, 1), 1), 1)).toBe(1);
    expect(spareResources(viewFor(position(4, 1), 1), 1, RESERVE_TURNS)).toBe(0);
    expect(chooseSergeant(viewFor(position(4, 1), 1), 1)?.type).not.toBe('recover');
    // Three turns before, as before: it recovers.
    expect(chooseSergeant(viewFor(position(3, 1), 1), 1)).toEqual({ type: 'recover', unitId: 'B' });
    // A dead unit of its own that costs 1 comes back first: 4 - 1 = 3, one cultist and 1 over.
    const dead = position(4, 1);
    const withDead = { ...dead, units: [...dead.units, testUnit('D', 1, -1, -1, { condition: 'dead', cost: 1 })] };
    expect(spareResources(viewFor(withDead, 1), 1, RESERVE_TURNS)).toBe(1);
  });
});
