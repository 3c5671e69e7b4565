import { describe, expect, it } from 'vitest';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { aiRng } from './aiRng.ts';
import { determinize } from './captain.ts';
import { chooseNodeWise } from './nodePlay.ts';
import { choosePolicy, PLAN_BUDGET, playPolicy, policyChoice, turnPolicy } from './planSearch.ts';

// The captain's search over plans (#10, seventh session): whole policies played out over this turn
// and the next on the same made-up battles, within a budget of nodes; the one chosen kept for the turn.

const map = { ...textMap(['.........', '.........', '.........', '.........', '.........']), nodes: [{ x: 1, y: 2 }, { x: 7, y: 2 }] };
const nodes = testScenario({ win: { destroy: true, nodesAfter: 6 } });

function position(turn = 2) {
  // A stands by the node its side holds; the other node is open, the enemy far off.
  const units = [testUnit('A', 0, 1, 1), testUnit('B', 1, 8, 4), testUnit('B2', 1, 8, 0)];
  return testBattle(map, units, 1, { scenario: nodes, nodeOwners: [0, null], turn });
}

describe("the captain's search over plans (#10)", () => {
  it('the holding policy keeps a unit by a node its side holds, where the sergeant walks it off', () => {
    const view = viewFor(position(), 0);
    const plain = chooseNodeWise(view, 0, true);
    expect(plain).toMatchObject({ type: 'move', unitId: 'A' });
    expect(policyChoice('hold', view, 0)).toEqual({ type: 'endPhase' });
    expect(policyChoice('sergeant', view, 0)).toEqual(plain);
  });

  it('spends at most its nodes, every policy on the same made-up battles, and plays on to the next turn', () => {
    const view = viewFor(position(), 0);
    const spent = { n: 0 };
    const p = choosePolicy(view, 0, aiRng(3), determinize, { ...PLAN_BUDGET, nodes: 60 }, spent);
    expect(['sergeant', 'hold', 'bold', 'walkNodes']).toContain(p);
    expect(spent.n).toBeGreaterThan(0);
    expect(spent.n).toBeLessThanOrEqual(60);
    // The same battle played out by one policy twice is the same value (common dice), and the
    // play-out goes past this turn's end (the horizon is the next turn).
    const state = determinize(view, aiRng(5));
    const used = { n: 0 };
    expect(playPolicy(state, 0, 'hold', 1, 1000, used)).toBe(playPolicy(state, 0, 'hold', 1, 1000));
    expect(used.n).toBeGreaterThan(6);
  });

  it('chooses a policy once per battle, turn and side, and keeps it for the turn', () => {
    const view = viewFor(position(3), 0);
    let asked = 0;
    const choose = () => (asked++, 'hold' as const);
    expect(turnPolicy(view, 0, choose)).toBe('hold');
    expect(turnPolicy({ ...view, actionsLeft: 1 }, 0, () => 'bold')).toBe('hold');
    expect(asked).toBe(1);
    expect(turnPolicy({ ...view, turn: 4 }, 0, () => 'bold')).toBe('bold');
  });
});
