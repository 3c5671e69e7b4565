import type { Command } from '../battle/commands.ts';
import type { BattleView, UnitState } from '../battle/model.ts';
import { moveAllowance } from '../battle/rules/movement.ts';
import { distance } from '../battle/rules/shooting.ts';
import type { Square } from '../map/battleMap.ts';
import { walkDistance } from './pathDistance.ts';
import { goal, type Plan } from './sergeant.ts';
import { turnsLeft } from './battleEnd.ts';

// #10, seventh session: the recruit outnumbered where units standing are counted at a turn limit
// (SW-01), the Agency's seat of skirmish and the tutorial. Watched game by game against the random
// player, it lost or drew there by two blunders, mended here and only there (docs/AI.md, "The
// recruit, seventh session"):
// - it set up its three units in the middle of its edge (the simple player's set-up), so its nearer
//   node (SW-23) was touched in turn 2 and the far one, across the river, never: the enemy's random
//   walkers touched it, and 1 RP a turn bought a 2-RP cultist every other turn;
// - it reckoned the enemy in a straight line, and across the skirmish map's river the straight line
//   ends on the bank: its units stood there, in reach of nothing, till the count (mended where it is
//   outnumbered most, the tutorial).

/** The turns before the count, its own included, in which it chases the enemy by the way there. */
export const CHASE_TURNS = 4;

/**
 * How far a two-side scenario outnumbers the seat to begin with (its units over the enemy's: 3/4 for
 * skirmish's and the tutorial's Agency, 5/7 for valley-clash's Army since #10's twelfth session, when
 * the tutorial's was 3/5 and valley-clash's 5/6), where units standing are counted at a turn limit; 1
 * where this does not apply (no count, an escape, more than two sides: there every side is
 * outnumbered by the rest together, and the mends were not measured).
 */
export function seatShare(view: BattleView, side: number): number {
  const { win, sides } = view.scenario;
  if (win.mostUnitsAfter === undefined || win.escape || sides.length !== 2) return 1;
  const enemy = sides[1 - side]?.units.length ?? 0;
  return enemy ? (sides[side]?.units.length ?? 0) / enemy : 1;
}

/**
 * The seat the scenario outnumbers by a quarter or more (skirmish's and the tutorial's Agency): it
 * sets up by the nodes. A seat outnumbered less (5 to 6 in valley-clash before #10's twelfth session,
 * where the sergeant's wins against the recruit fell from 12 of 12 to 10 with the mends) plays as
 * before, as does the other seat whatever the count in the battle.
 */
export const outnumberedSeat = (view: BattleView, side: number) => seatShare(view, side) <= 3 / 4;

/**
 * Outnumbered by a third or more (the tutorial's 3 to 5 before #10's twelfth session; no scenario
 * now), it also chases: there two nodes' income (two more units) only evens the count, and the kills
 * must be fought for. In skirmish (3 to 4) the two units bought win the count; chasing there as well
 * won no more against random (48 of 60 as the Agency, 49 without) and the sergeant lost 3 more of 24
 * to it.
 */
export const chasingSeat = (view: BattleView, side: number) => seatShare(view, side) <= 2 / 3;

/**
 * SW-10, SW-23: outnumbered where units are counted, its k-th unit set up is set where the way to the
 * map's k-th node is shortest (walked over the terrain), so each node is touched early and held as
 * income; null once every node has its unit, or where this does not apply (the simple player's set-up then).
 */
export function nodeDeploy(view: BattleView, side: number, offered: Extract<Command, { type: 'deploy' }>[]): Command | null {
  if (!offered.length || !view.map.nodes.length || !outnumberedSeat(view, side)) return null;
  const node = view.map.nodes[view.units.filter((u) => u.side === side && u.x >= 0).length];
  if (!node) return null;
  const way = (c: Extract<Command, { type: 'deploy' }>) => {
    const u = view.reserves.find((x) => x.id === c.unitId) as UnitState;
    return walkDistance(view.map, [node], c.to, { allowance: moveAllowance(u, view), unit: u });
  };
  return offered.reduce((a, b) => (way(b) < way(a) ? b : a));
}

/**
 * What to add to a move's value (actionValue) so that, in the chasing seat, behind in units, in the
 * last CHASE_TURNS turns before the count, the enemy is reckoned by the way there over the terrain
 * (pathDistance.ts) instead of the straight line of the sergeant's goal: the goal's weight times the
 * straight term taken back out and the walked one put in. 0 for any other move or goal.
 */
export function walkedChase(plan: Plan, c: Command): number {
  if (c.type !== 'move' || c.withStack || !plan.behind || !plan.enemies.length || !chasingSeat(plan.view, plan.side)) return 0;
  const { view } = plan;
  // Earlier it holds its nodes and walks the straight line as before: chasing from the first turn it
  // beat the sergeant's Cult in skirmish 8 of 24 (1 before) by fighting it across the river.
  if ((turnsLeft(view, view.scenario.win.mostUnitsAfter) ?? Infinity) >= CHASE_TURNS) return 0;
  const u = view.units.find((x) => x.id === c.unitId) as UnitState;
  const g = goal(plan, u);
  // Only the goal "the enemy" (not an edge, the hold area, nodes or an objective).
  if (g.fixed || g.walked || g.squares !== plan.enemies) return 0;
  const straight = (s: Square) => Math.min(...g.squares.map((e) => distance(e, s)));
  const walked = (s: Square) => walkDistance(view.map, g.squares, s, { allowance: moveAllowance(u, view), unit: u });
  return g.weight * (straight(c.to) - straight(u)) - g.weight * (walked(c.to) - walked(u));
}
