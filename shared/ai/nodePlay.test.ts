import { describe, expect, it } from 'vitest';
import { legalCommands } from '../battle/queries/legal.ts';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { aiRng } from './aiRng.ts';
import { candidates, chooseCaptain } from './captain.ts';
import { evaluate, standingLead } from './evaluate.ts';
import { chooseNodeWise, nodesTaken, retakes } from './nodePlay.ts';
import { chooseSergeant } from './sergeant.ts';

// The captain where resource nodes or units standing are counted (#10): retaking a node by a step
// round it, and the evaluation on the counting turn.

const map = { ...textMap(['.......', '.......', '.......', '.......', '.......']), nodes: [{ x: 3, y: 2 }] };
const nodes = testScenario({ win: { destroy: true, nodesAfter: 5 } });

/** Side 0's A stands on the node's own square; side 1 took the node back (its B came by and left). */
function retakePosition(turn = 2) {
  const units = [testUnit('A', 0, 3, 2), testUnit('B', 1, 6, 4)];
  return testBattle(map, units, 1, { scenario: nodes, nodeOwners: [1], turn });
}

describe('the captain and nodes (#10)', () => {
  it('steps a unit already touching a lost node round it to take it back (as the sergeant now does too)', () => {
    const view = viewFor(retakePosition(), 0);
    // The sergeant's third pass credits a move with the nodes it takes (battleEnd.ts): it retakes too.
    const sergeant = chooseSergeant(view, 0);
    expect(sergeant?.type).toBe('move');
    expect(nodesTaken(view, 0, sergeant!)).toBe(1);
    const back = retakes(view, 0, legalCommands(view, 0));
    expect(back.length).toBeGreaterThan(0);
    expect(back.every((r) => r.command.type === 'move' && nodesTaken(view, 0, r.command) === 1)).toBe(true);
    const chosen = chooseNodeWise(view, 0);
    expect(chosen?.type).toBe('move');
    expect(nodesTaken(view, 0, chosen!)).toBe(1);
    // The captain has it among its candidates and plays it.
    expect(candidates(view, 0, legalCommands(view, 0), 3, chosen).some((c) => JSON.stringify(c.command) === JSON.stringify(chosen))).toBe(true);
    expect(nodesTaken(view, 0, chooseCaptain(view, 0, aiRng(3))!)).toBe(1);
    // With another unit's action also worth one (a recovery), the retaking step is still a candidate
    // (the sergeant now ranks the retake first itself).
    const busy = viewFor({ ...retakePosition(), units: [testUnit('A', 0, 3, 2), testUnit('A2', 0, 0, 0, { condition: 'bloodied', moved: true, cost: 10 }), testUnit('B', 1, 6, 4)], resources: [5, 0] }, 0);
    const first = chooseSergeant(busy, 0);
    const options = candidates(busy, 0, legalCommands(busy, 0), 3, first);
    expect(options[0].command).toEqual(first);
    expect(options.some((o) => nodesTaken(busy, 0, o.command) === 1)).toBe(true);
    // Held by its own side, there is nothing to take back.
    const held = viewFor({ ...retakePosition(), nodeOwners: [0] }, 0);
    expect(retakes(held, 0, legalCommands(held, 0))).toEqual([]);
  });

  it('on the counting turn, once every side has moved, holding more nodes is all but a win', () => {
    const units = [testUnit('A', 0, 0, 0), testUnit('B', 1, 6, 4)];
    const at = (turn: number, phase: 'move' | 'combat', owners: (number | null)[]) => evaluate(viewFor(testBattle(map, units, 1, { scenario: nodes, turn, phase, nodeOwners: owners }), 0), 0);
    expect(at(5, 'combat', [0])).toBeGreaterThan(4000);
    expect(at(5, 'combat', [1])).toBeLessThan(-4000);
    // Before the counting turn, or while a side may still move, a node is a node.
    expect(at(4, 'combat', [0])).toBeLessThan(100);
    expect(at(5, 'move', [0])).toBeLessThan(100);
  });

  it('on the counting turn of units standing, values keeping a unit out of a melee it may die in above its worth', () => {
    const count = testScenario({ win: { destroy: true, mostUnitsAfter: 5 } });
    const strong = testUnit('B', 1, 4, 4, { attack: 9, defend: 6 });
    const view = (x: number, y: number, turn: number) => viewFor(testBattle(map, [testUnit('A', 0, x, y, { cost: 2, condition: 'broken' }), testUnit('A2', 0, 0, 0), strong], 1, { scenario: count, turn, phase: 'combat' }), 0);
    // Next to B, A may die before the count; B, struck back, hardly.
    expect(standingLead(view(3, 3, 5), 0)).toBeLessThan(1);
    expect(standingLead(view(0, 3, 5), 0)).toBe(1);
    const gap = (turn: number) => evaluate(view(0, 3, turn), 0) - evaluate(view(3, 3, turn), 0);
    // Out of reach at the count is worth more than A's worth (2); a turn before, the count term is not read.
    expect(gap(5)).toBeGreaterThan(gap(4) + 2);
  });

  it('where units standing are counted, a node held is income still to come: worth more early than late', () => {
    const count = testScenario({ win: { destroy: true, mostUnitsAfter: 8 } });
    const units = [testUnit('A', 0, 0, 0), testUnit('B', 1, 6, 4)];
    const gain = (turn: number) => {
      const v = (owners: (number | null)[]) => evaluate(viewFor(testBattle(map, units, 1, { scenario: count, turn, nodeOwners: owners }), 0), 0);
      return v([0]) - v([null]);
    };
    expect(gain(2)).toBeCloseTo(7);
    expect(gain(8)).toBeCloseTo(1);
    // Not where a side wins by bringing a unit out (extraction): the runner's way out comes first.
    const escape = testScenario({ win: { destroy: true, escape: { side: 0, unitType: 'spies' }, mostUnitsAfter: 8 } });
    const v = (owners: (number | null)[]) => evaluate(viewFor(testBattle(map, units, 1, { scenario: escape, turn: 2, nodeOwners: owners }), 0), 0);
    expect(v([0])).toBeCloseTo(v([null]));
  });
});

describe('the captain and the hold area (#10)', () => {
  const area = { x: 2, y: 1, w: 3, h: 3 };
  const hold = testScenario({ win: { destroy: true, hold: { area, turns: 3 }, lastTurn: 10 } });
  const at = (units: ReturnType<typeof testUnit>[], phase: 'move' | 'combat', holdTurns = [2, 0]) => evaluate(viewFor(testBattle(map, units, 1, { scenario: hold, turn: 4, phase, holdTurns }), 0), 0);

  it('once every side has moved, reads the turns held as they will stand at the turn end: alone in the area on the last turn is all but a win', () => {
    const alone = [testUnit('A', 0, 3, 2), testUnit('B', 1, 6, 4)];
    expect(at(alone, 'combat')).toBeGreaterThan(4000);
    // An enemy in the area too, out of reach of any blow: nobody holds it at the turn end.
    const shared = [testUnit('A', 0, 2, 1), testUnit('B', 1, 4, 3), testUnit('B2', 1, 6, 4)];
    expect(Math.abs(at(shared, 'combat'))).toBeLessThan(100);
    // While a side may still move, the turns held count as they stand.
    expect(at(alone, 'move')).toBeLessThan(100);
    // The enemy alone there with two turns held is all but a loss.
    expect(at([testUnit('A', 0, 6, 4), testUnit('B', 1, 3, 2)], 'combat', [0, 2])).toBeLessThan(-4000);
  });
});
