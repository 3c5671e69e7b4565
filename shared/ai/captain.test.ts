import { describe, expect, it } from 'vitest';
import type { Scenario } from '../battle/scenario.ts';
import { legalCommands } from '../battle/queries/legal.ts';
import { viewFor } from '../battle/queries/view.ts';
import { apply } from '../battle/reducer/apply.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { aiRng } from './aiRng.ts';
import { candidates, chooseCaptain, determinize, playOn, walks } from './captain.ts';
import { blowValue, combatChoice } from './combatSearch.ts';
import { evaluate } from './evaluate.ts';
import { chooseSergeant, harmMemo } from './sergeant.ts';

// The captain (#10): its look-ahead in the move phase and its two-ply expectimax in combat.

const map = textMap(['.....', '.....', '.....', '.....', '.....']);

/** Side 0's unit A (costly) touches B1 (hurt, easy to finish, strikes last) and B2 (unhurt, strikes hard, next in the order). */
function combatPosition() {
  const units = [
    testUnit('A', 0, 2, 2, { cost: 10, defend: 3 }),
    testUnit('B1', 1, 2, 3, { condition: 'bloodied', defend: 2, cost: 4 }),
    testUnit('B2', 1, 3, 3, { attack: 9, defend: 4, vitality: 1, cost: 3 }),
  ];
  return testBattle(map, units, 1, { scenario: testScenario(), phase: 'combat', active: 0, combat: { order: ['A', 'B2', 'B1'], index: 0 }, pending: { unitId: 'A', targets: ['B1', 'B2'] } });
}

describe('the captain (#10)', () => {
  it('in combat, takes away the blow still to come: it strikes the enemy that hits hard before it strikes, where the sergeant finishes the hurt one', () => {
    const state = combatPosition();
    const view = viewFor(state, 0);
    expect(chooseSergeant(view, 0)).toEqual({ type: 'attack', unitId: 'A', targetId: 'B1' });
    expect(combatChoice(view, 0)).toEqual({ type: 'attack', unitId: 'A', targetId: 'B2' });
    // Once B2 has struck (later in the order than now), taking its blow away is worth nothing.
    const later = viewFor({ ...state, combat: { order: ['B2', 'A', 'B1'], index: 1 } }, 0);
    expect(combatChoice(later, 0)).toEqual({ type: 'attack', unitId: 'A', targetId: 'B1' });
    const harm = harmMemo();
    expect(blowValue(view, 0, { type: 'attack', unitId: 'A', targetId: 'B2' }, harm)).toBeGreaterThan(blowValue(later, 0, { type: 'attack', unitId: 'A', targetId: 'B2' }, harm));
  });

  it('in its move phase, plays out its candidates with the engine from a state made up of its view and its own generator', () => {
    const units = [testUnit('A', 0, 0, 0), testUnit('A2', 0, 1, 0), testUnit('B', 1, 2, 4), testUnit('B2', 1, 4, 4)];
    const state = testBattle(map, units, 1, { scenario: testScenario() });
    const view = viewFor(state, 0);
    const made = determinize(view, aiRng(5));
    // Nothing of the real battle's seed: the made-up one comes from the level's generator, the same for the same seed.
    expect(made.seed).not.toBe(state.seed);
    expect(made.seed).toBe(determinize(view, aiRng(5)).seed);
    expect(determinize(view, aiRng(6)).seed).not.toBe(made.seed);
    const plain = chooseSergeant(view, 0);
    const options = candidates(view, 0, legalCommands(view, 0), 3, plain);
    // The sergeant's choice first, then other places for the same unit; ending the phase only when the sergeant would.
    expect(options.length).toBeGreaterThan(1);
    expect(options[0].command).toEqual(plain);
    expect(options.every((o) => o.command.type === 'move' && o.command.unitId === (plain as { unitId: string }).unitId)).toBe(true);
    expect(candidates(view, 0, legalCommands(view, 0), 3, { type: 'endPhase' }).at(-1)!.command).toEqual({ type: 'endPhase' });
    // The budget is counted in commands: with none, a play-out is the candidate alone, valued.
    const first = options[0].command;
    const after = apply(made, 0, first);
    expect(after.ok).toBe(true);
    expect(playOn(made, 0, first, 0)).toBe(evaluate(after.state, 0));
  });

  it('same view and same generator seed give the same choice', () => {
    const units = [testUnit('A', 0, 0, 0), testUnit('A2', 0, 1, 0), testUnit('B', 1, 2, 4), testUnit('B2', 1, 4, 4)];
    const view = viewFor(testBattle(map, units, 1, { scenario: testScenario() }), 0);
    const choices = [1, 2, 3].map(() => chooseCaptain(view, 0, aiRng(42)));
    expect(choices[1]).toEqual(choices[0]);
    expect(choices[2]).toEqual(choices[0]);
    expect(legalCommands(view, 0).map((c) => JSON.stringify(c))).toContain(JSON.stringify(choices[0]));
  });

  it("values the escaping unit's way to its edge walked round a wall, not in a straight line", () => {
    const walled = textMap(['.....', '.....', '####.', '.....']);
    const scenario = testScenario({ win: { destroy: true, escape: { side: 0, unitType: 'test' }, lastTurn: 30 } });
    const at = (x: number, y: number) => evaluate(viewFor(testBattle(walled, [testUnit('R', 0, x, y), testUnit('B', 1, 0, 3)], 1, { scenario }), 0), 0);
    // (0, 1) is two squares from the far edge in a straight line but five steps round the wall; (4, 0) is three either way.
    expect(at(4, 0)).toBeGreaterThan(at(0, 1));
  });
});

describe("the captain's own side walks to fixed goals only (#10, thirteenth session)", () => {
  it('SW-01: walked where an edge, an area or the cube is the goal; the sergeant\'s own play where nodes or units standing alone decide', () => {
    const on = (win: Scenario['win']) => walks(viewFor(testBattle(map, [testUnit('A', 0, 0, 0), testUnit('B', 1, 4, 4)], 1, { scenario: testScenario({ win }) }), 0));
    expect(on({ destroy: true, nodesAfter: 7 })).toBe(false);
    expect(on({ destroy: true, mostUnitsAfter: 6 })).toBe(false);
    expect(on({ destroy: true, mostUnitsAfter: 10, escape: { side: 0, unitType: 'test' } })).toBe(true);
    expect(on({ destroy: true, hold: { area: 'cube', turns: 3 }, lastTurn: 10 })).toBe(true);
    expect(on({ destroy: true })).toBe(true);
  });
});

describe("the captain's play-outs end in the turn the choice is made in (#10, fourteenth session)", () => {
  it('ending the last side\'s phase, with nothing to fight or buy, is valued as the turn ends, not after the whole next turn', () => {
    // Side 1 moves last; nobody touches anybody and nobody can buy, so ending its phase ends the turn.
    const units = [testUnit('A', 0, 0, 0, { moved: true }), testUnit('B', 1, 4, 4)];
    const state = testBattle(map, units, 1, { scenario: testScenario(), turn: 2, active: 1, mover: 1 });
    const made = determinize(viewFor(state, 1), aiRng(3));
    const ended = apply(made, 1, { type: 'endPhase' });
    expect(ended.ok).toBe(true);
    expect(ended.ok && ended.state.turn).toBe(3);
    const spent = { n: 0 };
    expect(playOn(made, 1, { type: 'endPhase' }, 24, false, spent)).toBe(evaluate(ended.ok ? ended.state : made, 1));
    expect(spent.n).toBe(0);
  });
});
