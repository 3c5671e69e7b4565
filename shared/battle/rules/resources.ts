import type { BattleMap, Square } from '../../map/battleMap.ts';
import type { BattleView, HeroState, UnitState } from '../model.ts';
import type { Scenario } from '../scenario.ts';
import { unitType, type UnitType } from '../units.ts';
import { heroWith } from './heroes.ts';

// SW-13 recovery costs, SW-23 resource points and nodes, SW-24 what they buy.

/**
 * SW-23: starting RP = the enemy's units' (and heroes') total cost minus your own, at least 0.
 * With more than two sides, "the enemy" is the strongest enemy side (allies do not count).
 */
export function startingResources(costBySide: number[], enemies: (a: number, b: number) => boolean = (a, b) => a !== b): number[] {
  return costBySide.map((own, side) => Math.max(0, Math.max(...costBySide.filter((_, s) => enemies(side, s))) - own));
}

/** SW-13: bloodied to OK costs 1; broken to bloodied costs half the unit's cost minus one, rounded down, at least 1. */
export function recoverCost(unit: UnitState): number | null {
  if (unit.condition === 'bloodied') return 1;
  if (unit.condition === 'broken') return Math.max(1, Math.floor(unit.cost / 2) - 1);
  return null;
}

/**
 * SW-23: "the last side to touch a node controls it". A unit touches a node when it stands on the
 * node's square or on one of the eight around it; control changes when a unit arrives (moves,
 * deploys or is bought there).
 */
export function touchNodes(map: BattleMap, owners: (number | null)[], unit: Square & { side: number }): { owners: (number | null)[]; taken: number[] } {
  const next = [...owners];
  const taken: number[] = [];
  map.nodes.forEach((n, i) => {
    if (Math.max(Math.abs(n.x - unit.x), Math.abs(n.y - unit.y)) <= 1 && next[i] !== unit.side) {
      next[i] = unit.side;
      taken.push(i);
    }
  });
  return { owners: next, taken };
}

/** SW-23: each resource phase a side gains one RP per node it controls. */
export function income(owners: (number | null)[], side: number): number {
  return owners.filter((o) => o === side).length;
}

/**
 * SW-24: the unit types a side may buy. The text lets a side "get a new unit" without saying of what
 * kind; read as the kinds it started with, unless the scenario names its own list.
 */
export function forSale(scenario: Scenario, side: number): string[] {
  const force = scenario.sides[side];
  if (!force) return [];
  return force.reinforcements ?? [...new Set(force.units)];
}

/** SW-24: whether a side may bring back its dead units: yes, unless the scenario says that side may not. */
export function mayRebuild(scenario: Scenario, side: number): boolean {
  return !scenario.sides[side]?.noRebuild;
}

/** What a side could afford in its resource phase right now (SW-24), room on the board aside. */
export function purchases(view: BattleView, side: number): { buy: UnitType[]; revive: UnitState[]; heroes: HeroState[] } {
  const scenario = view.scenario;
  const rp = view.resources[side];
  // SW-24: a lost hero comes back for its cost, with a unit of its side that has no hero.
  const hosts = view.units.filter((u) => u.side === side && u.condition !== 'dead' && !heroWith(view, u.id));
  const heroes = hosts.length ? view.heroes.filter((h) => h.side === side && !h.unitId && h.cost <= rp) : [];
  const buy = forSale(scenario, side).map(unitType).filter((t): t is UnitType => !!t && t.cost <= rp);
  const revive = mayRebuild(scenario, side) ? view.units.filter((u) => u.side === side && u.condition === 'dead' && u.cost <= rp) : [];
  return { buy, revive, heroes };
}
