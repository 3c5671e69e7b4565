import { describe, expect, it } from 'vitest';
import type { BattleView } from '../battle/model.ts';
import { legalCommands } from '../battle/queries/legal.ts';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import type { UnitState } from '../battle/model.ts';
import { aiRng } from './aiRng.ts';
import { chooseCaptain } from './captain.ts';
import { raidChoice } from './nodeRaid.ts';

// The captain's raid (#10, tenth session): moving first where nodes decide, from two turns before the
// count a unit its own nodes can spare walks toward the enemy's least held node.

// Ours at the west end; two of the enemy's at the east end, north and south, the one listed first (south) held by three units.
const map = { ...textMap(Array(11).fill('....................')), nodes: [{ x: 2, y: 5 }, { x: 15, y: 9 }, { x: 15, y: 1 }] };
const scenario = testScenario({ win: { destroy: true, nodesAfter: 5 } });
const guards = [testUnit('A1', 0, 2, 4), testUnit('A2', 0, 3, 6)];
const raider = testUnit('A3', 0, 9, 5);
const enemies = [testUnit('B1', 1, 19, 0), testUnit('B2', 1, 18, 9), testUnit('B3', 1, 18, 10), testUnit('B4', 1, 19, 10)];

function at(units: UnitState[], over: { turn?: number; active?: number } = {}): BattleView {
  const active = over.active ?? 0;
  return viewFor(testBattle(map, units, 1, { scenario, turn: over.turn ?? 3, active, mover: active, nodeOwners: [0, 1, 1] }), active);
}
const raid = (view: BattleView) => raidChoice(view, view.active, legalCommands(view, view.active));
const ringDistance = (x: number, y: number, n: { x: number; y: number }) => Math.max(0, Math.max(Math.abs(x - n.x), Math.abs(y - n.y)) - 1);

describe("the captain's raid on a weakly held node (#10)", () => {
  it('two turns before the count, moving first, the spare unit walks toward the node with the fewest enemies near it', () => {
    const view = at([...guards, raider, ...enemies]);
    const c = raid(view);
    expect(c?.type).toBe('move');
    if (c?.type !== 'move') return;
    expect(c.unitId).toBe('A3');
    // A full move (3 squares) nearer the weak node's ring (15,1), not nearer the held one's (15,9).
    const [, held, weak] = map.nodes;
    expect(ringDistance(c.to.x, c.to.y, weak)).toBe(ringDistance(raider.x, raider.y, weak) - 3);
    expect(ringDistance(c.to.x, c.to.y, held)).toBeGreaterThanOrEqual(ringDistance(raider.x, raider.y, held));
    // The captain plays it (its endgame search does not run this early).
    expect(chooseCaptain(view, 0, aiRng(1))).toEqual(c);
  });

  it('not the side that moves last, not three turns before the count, not on the counted turn', () => {
    const units = [...guards, raider, ...enemies];
    // The Cult, moving last, with a unit two moves from the Agency's node: it does not raid (it retakes on the count).
    expect(raid(at([...units, testUnit('B9', 1, 7, 1)], { active: 1 }))).toBeNull();
    expect(raid(at(units, { turn: 2 }))).toBeNull();
    expect(raid(at(units, { turn: 5 }))).toBeNull();
    expect(raid(at(units, { turn: 4 }))).not.toBeNull();
  });

  it('no node with more than three enemies within a move of it is raided', () => {
    const crowded = [...enemies, testUnit('B5', 1, 18, 0), testUnit('B6', 1, 17, 0), testUnit('B7', 1, 19, 1), testUnit('B8', 1, 19, 8)];
    expect(raid(at([...guards, raider, ...crowded]))).toBeNull();
  });

  it("a unit a node of ours needs to be retaken is not sent: two enemies near it keep two guards by it", () => {
    // Only A1 and the raider are within a move of our node, and two enemies within two moves of it.
    const threatened = [guards[0], testUnit('A3', 0, 5, 5), testUnit('B1', 1, 8, 2), testUnit('B2', 1, 8, 8), ...enemies.slice(2)];
    expect(raid(at(threatened))).toBeNull();
    // With the second guard back, it goes.
    expect(raid(at([...threatened, guards[1]]))?.type).toBe('move');
  });

  it('a unit whose zone of control keeps an enemy off a node of ours is not sent', () => {
    // A3 stands in the straight way of a fast enemy (Move 5) to our node; round it, the way is too long.
    const screen = [...guards, testUnit('A3', 0, 6, 5), ...enemies];
    expect(raid(at([...screen, testUnit('B9', 1, 8, 5, { move: 5 })]))).toBeNull();
    expect(raid(at(screen))?.type).toBe('move');
  });

  it('within a move of the ring already, the raider waits there for the counted turn', () => {
    expect(raid(at([...guards, testUnit('A3', 0, 12, 2), ...enemies]))).toBeNull();
  });
});
