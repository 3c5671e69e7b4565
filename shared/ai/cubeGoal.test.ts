import { describe, expect, it } from 'vitest';
import type { BattleState } from '../battle/model.ts';
import { viewFor } from '../battle/queries/view.ts';
import { contestedCube, inCube } from '../battle/rules/contested.ts';
import { distance } from '../battle/rules/shooting.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { aiRng, seedOf } from './aiRng.ts';
import { landing } from './cubeGoal.ts';
import { evaluate } from './evaluate.ts';
import { levelById } from './levels.ts';

// Issue 11, HC-01 for the scripted levels: where the contested space is in force, a unit outside it
// heads into it, one inside stays, and the captain's evaluation counts the units inside.

const ROWS = ['.........', '.........', '.........', '.........', '.........', '.........', '.........'];
/** A 9x7 board with a 3x3 cube (x 3..5, y 2..4). */
const map = { ...textMap(ROWS), cube: { x: 3, y: 2, w: 3, h: 3, zMin: -1, zMax: 1 } };
const contested = testScenario({ win: { destroy: true, lastTurn: 30, contested: { outIsOut: false } } });
const battle = (aAt: [number, number], inForce = true): BattleState => ({
  // The enemy stands away from the cube, in the corner: without the cube the pull is toward it.
  ...testBattle(map, [testUnit('a', 0, ...aAt), testUnit('b', 1, 0, 6)]),
  scenario: inForce ? contested : testScenario(),
});
const toCube = (sq: { x: number; y: number }) => Math.min(...[3, 4, 5].flatMap((x) => [2, 3, 4].map((y) => distance({ x, y }, sq))));
const LEVELS = ['recruit', 'sergeant', 'captain'] as const;
const choose = (id: (typeof LEVELS)[number], state: BattleState) => levelById(id)!.choose(viewFor(state, 0), 0, aiRng(seedOf(`cube:${id}`)));

describe('the scripted levels and the contested space (HC-01, issue 11)', () => {
  it('HC-01 a unit outside the cube in force moves toward it (the sergeant and captain into it), not toward the enemy', () => {
    for (const id of LEVELS) {
      const c = choose(id, battle([0, 0]));
      expect(c?.type, id).toBe('move');
      if (c?.type !== 'move') continue;
      expect(toCube(c.to), id).toBeLessThan(toCube({ x: 0, y: 0 }));
      if (id !== 'recruit') expect(inCube(contestedCube(battle([0, 0]))!, c.to), id).toBe(true);
    }
    // Without the cube in force (another scenario's cube), the sergeant goes for the enemy as before.
    const plain = choose('sergeant', battle([0, 0], false));
    expect(plain?.type === 'move' && plain.to.x).toBe(0);
  });

  it('HC-01 a unit inside the cube does not step out of it toward the enemy', () => {
    for (const id of LEVELS) {
      const c = choose(id, battle([3, 4]));
      if (c?.type === 'move') expect(inCube(contestedCube(battle([3, 4]))!, c.to), id).toBe(true);
    }
  });

  it('HC-03 in the set-up a unit goes on a deploy square inside the cube when one is offered', () => {
    // The cube in a corner: the first square offered (nearest the middle) is outside it.
    const open = { ...map, cube: { x: 0, y: 0, w: 2, h: 2 }, deploy: [{ x: 0, y: 0, w: 9, h: 7, side: 0 }, { x: 8, y: 6, w: 1, h: 1, side: 1 }] };
    const state: BattleState = { ...testBattle(open, [], 1, { phase: 'deploy', reserves: [testUnit('a', 0, -1, -1), testUnit('b', 1, -1, -1)] }), scenario: contested };
    for (const id of LEVELS) {
      const c = choose(id, state);
      expect(c?.type, id).toBe('deploy');
      if (c?.type === 'deploy') expect(inCube(open.cube, c.to), id).toBe(true);
    }
  });

  it('HC-01 height: a walker valued where it lands, at the bottom of a drop and hurt, not at the square on the surface', () => {
    const drop = { ...map, drop: { surface: [{ x: 0, y: 0, w: 5, h: 7 }], depth: 10, bottom: 'spikes' } };
    const state: BattleState = { ...testBattle(drop, [testUnit('a', 0, 4, 3), testUnit('b', 1, 0, 6)]), scenario: contested };
    const view = viewFor(state, 0);
    const a = view.units[0];
    expect(landing(view, a, { x: 5, y: 3 })).toMatchObject({ x: 5, y: 3, altitude: -10, condition: 'broken' });
    expect(inCube(drop.cube, landing(view, a, { x: 5, y: 3 }))).toBe(false);
    expect(landing(view, a, { x: 4, y: 2 })).toEqual({ ...a, x: 4, y: 2 });
  });

  it("HC-01 the captain's evaluation counts a unit inside the cube above a square nearer it, and nothing inside as near a loss", () => {
    const two = (second: [number, number], first: [number, number] = [3, 4]): BattleState => ({
      ...testBattle(map, [testUnit('a', 0, ...first), testUnit('c', 0, ...second), testUnit('b', 1, 0, 6), testUnit('d', 1, 4, 2)]),
      scenario: contested,
    });
    // One square apart, in and out: worth more than the square (the goal's pull alone is 1).
    expect(evaluate(two([3, 3]), 0) - evaluate(two([2, 3]), 0)).toBeGreaterThan(3);
    // The last unit inside stepping out: the side would count as destroyed at the turn's end.
    expect(evaluate(two([2, 3], [3, 4]), 0) - evaluate(two([2, 3], [2, 4]), 0)).toBeGreaterThan(30);
  });
});
