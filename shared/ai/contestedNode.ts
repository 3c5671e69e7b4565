import type { BattleView } from '../battle/model.ts';
import { distance } from '../battle/rules/shooting.ts';
import { isEnemy } from '../battle/rules/teams.ts';
import { NODE_SWING, swingWorth } from './battleEnd.ts';

// Where units standing are counted (SW-01 mostUnitsAfter; nodes do not decide, no runner, no hold
// area), a node is income: swingWorth credits a node taken, and nodeGuard.ts a lone guard by one of its
// own, with every resource phase left before the count. That holds for a node no enemy touches. One an
// enemy unit touches is the enemy's again by its next move, whatever a guard does (SW-23: a unit already
// touching a node takes it by any move that ends touching it), so taking it is worth one resource phase's
// income to a side that moves last (it holds it at that phase) and none to a side that moves first
// (SW-18: the enemy moves, and takes it back, before the phase), and a guard beside it keeps nothing.
// In valley-clash the Army's soldier stood by the Incursion's node (13,15) and shot whoever took it
// back: credited with four phases' income a turn, the Incursion sent its demon (9 points) to retake it
// turn after turn, spent its points recovering it and lost it in 34 of 50 battles, and the count
// (#10, thirteenth session).

/** Whether an enemy unit of `side`'s touches node `node` (stands on it or beside it). */
function touchedByEnemy(view: BattleView, side: number, node: number): boolean {
  const n = view.map.nodes[node];
  return !!n && view.units.some((e) => e.condition !== 'dead' && e.x >= 0 && isEnemy(view, e.side, side) && distance(e, n) <= 1);
}

const counted = (view: BattleView): boolean => {
  const win = view.scenario.win;
  return win.mostUnitsAfter !== undefined && win.nodesAfter === undefined && !win.escape && !win.hold;
};

/** What a point of swing of node `node`, taken by `side`, is worth (battleEnd.ts swingWorth, or less where an enemy touches it and units standing are counted). */
export function contestedWorth(view: BattleView, side: number, node: number): number {
  const full = swingWorth(view);
  if (!counted(view) || !touchedByEnemy(view, side, node)) return full;
  const movesLast = !isEnemy(view, view.sideNames.length - 1, side);
  return Math.min(full, movesLast ? NODE_SWING.income : 0);
}

/** A lone guard's worth (`worth`, nodeGuard.ts guardWorth) beside `side`'s node `node`: none where units standing are counted and an enemy unit touches the node too. */
export function contestedGuard(view: BattleView, side: number, node: number, worth: number): number {
  return counted(view) && touchedByEnemy(view, side, node) ? 0 : worth;
}
