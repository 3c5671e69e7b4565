import type { BattleView } from '../battle/model.ts';
import { touchNodes } from '../battle/rules/resources.ts';
import { isEnemy } from '../battle/rules/teams.ts';
import type { Square } from '../map/battleMap.ts';

// What the sergeant knows of how the battle is scored and when it ends, apart from its sense of the
// goal (sergeant.ts): resource nodes change hands by touch (SW-23), and where they decide the battle
// they are counted once, after the last move phase of the scenario's last turn (SW-01).

/** Turns still to play after this one before the scenario counts (0: this is the turn it counts after), or null. */
export function turnsLeft(view: BattleView, after: number | undefined): number | null {
  return after === undefined ? null : Math.max(0, after - view.turn);
}

/**
 * The nodes `side` takes by a unit of its own coming to stand on `at`, each with how much it moves the
 * count between the sides: 2 for one taken from an enemy (one more for it, one less for them), 1 for
 * an unowned one. A unit already touching an enemy's node takes it by any move that ends touching it.
 */
export function nodesTaken(view: BattleView, side: number, at: Square): { node: number; swing: number }[] {
  const { taken } = touchNodes(view.map, view.nodeOwners, { x: at.x, y: at.y, side });
  return taken.map((node) => {
    const owner = view.nodeOwners[node];
    return { node, swing: owner !== null && isEnemy(view, owner, side) ? 2 : 1 };
  });
}

/** Each point a node swing is worth: where nodes decide the battle, and more on the turn they are counted. */
export const NODE_SWING = { income: 1, deciding: 6, final: 40 } as const;

/**
 * What one point of node swing is worth on `node` this turn. On the turn the nodes are counted, a node
 * no enemy still to move can touch is kept to the count: that decides the battle. One an enemy still
 * to move can reach may be taken back, and is worth what it is on any other turn (it still costs the
 * enemy an action).
 */
export function swingWorth(view: BattleView, node: Square, threatened: (s: Square) => boolean): number {
  const left = turnsLeft(view, view.scenario.win.nodesAfter);
  if (left === null) return NODE_SWING.income;
  if (left === 0 && !threatened(node)) return NODE_SWING.final;
  return NODE_SWING.deciding;
}
