import { describe, expect, it } from 'vitest';
import type { BattleState } from '../battle/model.ts';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { evaluate, NEXT_COUNT, nextCount } from './evaluate.ts';

// The captain's reading of the count on the turn before nodes are counted (#10, sixth session): next
// turn the side that moves last (side 1 here, SW-18) takes every node it can reach (SW-23).

const ROWS = ['.........', '.........', '.........', '.........', '.........', '.........', '.........'];
const nodesWin = testScenario({ win: { destroy: true, nodesAfter: 7 } });

/** Side 0 holds the node at (4,0); combat of turn `turn` is about to begin (every side has moved). */
function position(enemy: { x: number; y: number }, turn = 6, over: Partial<ReturnType<typeof testUnit>> = {}): BattleState {
  const map = { ...textMap(ROWS), nodes: [{ x: 4, y: 0 }] };
  const units = [testUnit('a', 0, 0, 6, { moved: true }), testUnit('b', 1, enemy.x, enemy.y, { moved: true, move: 3, ...over })];
  return { ...testBattle(map, units, 1, { turn, phase: 'combat', nodeOwners: [0], combat: { order: [], index: 0 } }), scenario: nodesWin };
}

describe('the count on the turn before it (#10)', () => {
  it('a node the side moving last can reach next turn is its on the count; one it cannot reach stays', () => {
    const near = viewFor(position({ x: 4, y: 3 }), 0);
    expect(nextCount(near, 1)).toBe(1);
    expect(nextCount(near, 0)).toBe(-1);
    const far = viewFor(position({ x: 8, y: 6 }), 0);
    expect(nextCount(far, 0)).toBe(1);
    expect(nextCount(far, 1)).toBe(-1);
  });

  it('the evaluation counts it only on the turn before the count, once every side has moved', () => {
    const near = (turn: number) => evaluate(viewFor(position({ x: 4, y: 3 }, turn), 0), 0);
    const far = (turn: number) => evaluate(viewFor(position({ x: 8, y: 6 }, turn), 0), 0);
    // The enemy's distance to the node changes the evaluation by little, the count by 2 * NEXT_COUNT.
    expect(far(6) - near(6)).toBeGreaterThan(1.5 * NEXT_COUNT);
    expect(far(5) - near(5)).toBeLessThan(NEXT_COUNT / 2);
  });

  it('is the same for the same view (pure)', () => {
    const view = viewFor(position({ x: 4, y: 3 }), 0);
    expect(nextCount(view, 0)).toBe(nextCount(structuredClone(view), 0));
    expect(evaluate(view, 0)).toBe(evaluate(structuredClone(view), 0));
  });
});
