import type { Command } from '../battle/commands.ts';
import type { BattleView, UnitState } from '../battle/model.ts';
import { moveAllowance } from '../battle/rules/movement.ts';
import { walkDistance } from './pathDistance.ts';

// #10, eighth session: the sergeant's set-up where units standing are counted and the scenario
// outnumbers its seat (skirmish's and the tutorial's Agency, 3 units to 4; valley-clash's Army, 5 to 7;
// before #10's twelfth session the tutorial's was 3 to 5 and valley-clash's 5 to 6). It set its units on
// the first deploy squares offered, the middle of its edge: the near node (SW-23) was touched in turn
// 2, the far one across the river never, and the Cult's income from it bought a cultist every other
// turn, so the Agency lost on units standing (2 won, 8 lost of 12 against the recruit). Each node
// held is a unit bought before the count, and one taken from the enemy one fewer for it.

/** The share of the enemy's units the scenario gives the seat at the start, where units standing are counted by two sides; 1 elsewhere. */
export function countedShare(view: BattleView, side: number): number {
  const { win, sides } = view.scenario;
  if (win.mostUnitsAfter === undefined || win.escape || sides.length !== 2) return 1;
  const enemy = sides[1 - side]?.units.length ?? 0;
  return enemy ? (sides[side]?.units.length ?? 0) / enemy : 1;
}

/**
 * Outnumbered by a quarter or more at the start (its units over the enemy's at most SETUP_SHARE), but
 * by less than a third (at least SETUP_LEAST), it sets up by the nodes. Outnumbered more (the
 * tutorial's 3 to 5 then), two nodes' income only evens the count and the kills must be fought for: set up
 * by the nodes there, the Agency won 3 and lost 5 of 12 (seeds 101-112), 10 and 1 without.
 */
export const SETUP_SHARE = 3 / 4;
export const SETUP_LEAST = 2 / 3;

/** Does the seat set up by the nodes (SETUP_LEAST to SETUP_SHARE of the enemy's units where units standing are counted)? */
export function setsUpByNodes(view: BattleView, side: number): boolean {
  const share = countedShare(view, side);
  return share >= SETUP_LEAST && share <= SETUP_SHARE;
}

/**
 * Outnumbered where units standing are counted: its k-th unit set up goes on the deploy square with the
 * shortest way over the terrain to the map's k-th node; null once each node has its unit, or where this
 * does not apply.
 */
export function nodeSetup(view: BattleView, side: number, offered: Extract<Command, { type: 'deploy' }>[]): Command | null {
  if (!offered.length || !view.map.nodes.length || !setsUpByNodes(view, side)) return null;
  const node = view.map.nodes[view.units.filter((u) => u.side === side && u.x >= 0).length];
  if (!node) return null;
  const way = (c: Extract<Command, { type: 'deploy' }>) => {
    const u = view.reserves.find((x) => x.id === c.unitId) as UnitState;
    return walkDistance(view.map, [node], c.to, { allowance: moveAllowance(u, view), unit: u });
  };
  return offered.reduce((a, b) => (way(b) < way(a) ? b : a));
}
