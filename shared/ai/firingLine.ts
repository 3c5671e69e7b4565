import type { BattleView, UnitState } from '../battle/model.ts';
import { canShoot, distance, lineOfSight } from '../battle/rules/shooting.ts';
import { slowLead } from './countOutlook.ts';
import type { Harm } from './unitWorth.ts';

// Where units standing alone decide and the captain's side will lose the count as it stands
// (countOutlook.ts slowLead), nodes and bodies bought will not win it: only kills will. A side moving
// first cannot force a melee (SW-12: a unit may walk out of a zone of control), but it shoots before
// the enemy moves (SW-18, SW-27), so its shooters go where a shot is still to be had this phase.
// valley-clash's Army and the tutorial's Agency have every shooter; the Incursion and the Cult none.

/** How much of its best shot from a square a shooter that can still shoot there is credited with. */
export const FIRING = 1.5;
/** The fewest shooters a side must have standing for the firing line: one alone is struck before its shots add up. */
export const SHOOTERS = 2;

/**
 * The share a plan credits firing positions at: FIRING for the captain's own side losing the slow count
 * with two shooters or more, else 0. A lone shooter walked up alone: skirmish's Agency (its one Agents)
 * lost a first-seat draw in 8 on seeds 7 and 31 with it, and drew 3 and 1 without (#10, eleventh session).
 */
export function firingShare(view: BattleView, side: number): number {
  const lead = slowLead(view, side);
  if (lead === null || lead >= 0) return 0;
  return view.units.filter((u) => u.side === side && u.condition !== 'dead' && u.x >= 0 && canShoot(u)).length >= SHOOTERS ? FIRING : 0;
}

/**
 * What `u` standing in `view` is worth as a firing position: its best shot (by `harm`, the plan's
 * own) at an enemy in its range and sight, times `share`, while it has not shot this turn and its side
 * has an action left after the move that brings it there.
 */
export function firingReach(view: BattleView, u: UnitState, enemies: UnitState[], harm: Harm, share: number): number {
  if (!share || u.shot || !canShoot(u) || view.actionsLeft < 2) return 0;
  let best = 0;
  for (const e of enemies)
    if (e.condition !== 'dead' && e.x >= 0 && distance(e, u) <= u.missileRange! && lineOfSight(view.map, u, e).clear) best = Math.max(best, harm(view, u, e, 'missile'));
  return best * share;
}
