import type { Command } from '../battle/commands.ts';
import type { BattleView, UnitState } from '../battle/model.ts';
import { isTop } from '../battle/rules/grid.ts';
import { moveAllowance, passable } from '../battle/rules/movement.ts';
import { isEnemy } from '../battle/rules/teams.ts';
import type { Square } from '../map/battleMap.ts';
import { walkDistance } from './pathDistance.ts';
import { outnumberedSeat } from './recruitCount.ts';
import { NODE_SWING, turnsLeft } from './battleEnd.ts';
import type { Plan } from './sergeant.ts';

// #10, eighth session: the recruit against random in turf-war drew 8 of 50, 6 of them moving last
// (seeds 2, 12, 18, 19, 21, 23 as the Kung Fu Gang). Watched with the probe, each was one picture: its
// unit stood on the Gangsters' node, a random thug wandered up beside it in turn 6 or 7 and took the
// node back (SW-23: the last to arrive takes it), and the recruit, which values a unit by where it
// stands, saw nothing to gain in stepping round the node it already touched: 1 to 1 at the count,
// with 14 units to 3. A player who knows the count can read the board; this is not a subtle tactic.
// In skirmish's and the tutorial's Agency seat (outnumbered, units counted) the unit set up for the far
// node (recruitCount.ts nodeDeploy) stood on the river bank all battle: nothing in its valuation
// walked it to the node, which the Cult's random walkers took, and its income with it.

/**
 * What the recruit adds, where nodes decide the battle and the count is this turn, to a move of a
 * unit that already touches a node an enemy took, ending touching it again: the node's swing (SW-23:
 * the move that ends touching a node takes it, even for a unit that stood beside it already), as the
 * sergeant credits it. Only on the counted turn and only where its plan does not already reckon
 * takes (moving first it reckons the count as the sergeant does): earlier it still leaves a node
 * the enemy took from beside its unit for a turn, and a slip can still pass it by.
 */
export function retakeStep(plan: Plan, c: Command): number {
  const { view } = plan;
  if (c.type !== 'move' || c.withStack || plan.takes || turnsLeft(view, view.scenario.win.nodesAfter) !== 0) return 0;
  const u = view.units.find((x) => x.id === c.unitId) as UnitState;
  const touches = (a: { x: number; y: number }, n: { x: number; y: number }) => Math.max(Math.abs(a.x - n.x), Math.abs(a.y - n.y)) <= 1;
  let swing = 0;
  view.map.nodes.forEach((n, i) => {
    const owner = view.nodeOwners[i];
    if (owner !== null && isEnemy(view, owner, u.side) && touches(u, n) && touches(c.to, n)) swing += 2;
  });
  return swing * NODE_SWING.deciding;
}

/** How much each step of the walk nearer an open node is worth to the unit sent for it, in the outnumbered seat. */
export const NODE_PULL = 1;

const touchingSquares = (map: BattleView['map'], n: Square): Square[] => {
  const out: Square[] = [];
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (passable(map, n.x + dx, n.y + dy)) out.push({ x: n.x + dx, y: n.y + dy });
  return out;
};

/**
 * In the seat a scenario outnumbers where units are counted (recruitCount.ts outnumberedSeat), an open
 * node (unowned or an enemy's, SW-23) pulls the one unit of its own nearest to touching it, by the
 * walk over the terrain: NODE_PULL a step of the walk the move saves. The set-up puts a unit by the
 * way to each node, but its valuation (the enemy in a straight line, a node worth 1 only once touched)
 * never walked it there: skirmish's far node, across the river, was the Cult's all battle long.
 */
export function nodePull(plan: Plan, c: Command): number {
  const { view } = plan;
  if (c.type !== 'move' || c.withStack || !outnumberedSeat(view, plan.side)) return 0;
  const mine = view.units.filter((u) => u.side === plan.side && u.condition !== 'dead' && u.x >= 0 && isTop(view, u));
  const u = mine.find((x) => x.id === c.unitId);
  if (!u) return 0;
  let gain = 0;
  view.map.nodes.forEach((n, i) => {
    const owner = view.nodeOwners[i];
    if (owner !== null && !isEnemy(view, owner, plan.side)) return;
    const squares = touchingSquares(view.map, n);
    const way = (x: UnitState, s: Square) => walkDistance(view.map, squares, s, { allowance: moveAllowance(x, view), unit: x });
    const nearest = mine.reduce((a, b) => (way(b, b) < way(a, a) ? b : a));
    if (nearest.id === u.id) gain += NODE_PULL * (way(u, u) - way(u, c.to));
  });
  return gain;
}
