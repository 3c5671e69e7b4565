import type { Command } from '../battle/commands.ts';
import type { BattleView, UnitState } from '../battle/model.ts';
import { forSale, income, recoverCost } from '../battle/rules/resources.ts';
import { unitType } from '../battle/units.ts';
import { turnsLeft } from './battleEnd.ts';

// Where units standing are counted after a turn (SW-01), a unit bought in that turn's resource phase
// stands at the count (SW-24), so on the counted turn a resource point spent in the move phase (a
// recovery, an extra action) can be a body less at the count. The sergeant values a recovery by the
// condition it brings back, which is worth less than a whole unit there: replayed (skirmish, seed 8,
// the captain as the Cult), it recovered a broken cultist with its last point on turn 6, had 1 RP
// instead of 2 in the resource phase and drew 5 to 5 where a cultist bought would have won 6 to 5.

/**
 * The resource points `side` may spend in its move phase without buying one unit fewer in this turn's
 * resource phase: on the turn units are counted, what is left over after as many of its cheapest units
 * for sale as its points and the income of the nodes it holds now will buy; otherwise all its points.
 */
export function spareResources(view: BattleView, side: number): number {
  const have = view.resources[side] ?? 0;
  if (view.phase !== 'move' || !have || turnsLeft(view, view.scenario.win.mostUnitsAfter) !== 0) return have;
  const costs = forSale(view.scenario, side).map((t) => unitType(t)?.cost ?? 0).filter((c) => c > 0);
  if (!costs.length) return have;
  const total = have + income(view.nodeOwners, side);
  return Math.min(have, total % Math.min(...costs));
}

/**
 * The view in which `side`'s units whose recovery would cost a body at the count (spareResources) count
 * as recovered this turn, so no level's valuation offers it; the points themselves are left as they
 * are (the sergeant's reckoning of a broken unit's reach and of bodies to come reads them).
 */
export function keepingForTheCount(view: BattleView, side: number): BattleView {
  const spare = spareResources(view, side);
  if (spare === (view.resources[side] ?? 0)) return view;
  const dear = (u: UnitState) => u.side === side && !u.recovered && (recoverCost(u) ?? 0) > spare;
  if (!view.units.some(dear)) return view;
  return { ...view, units: view.units.map((u) => (dear(u) ? { ...u, recovered: true } : u)) };
}

/** Another action bought for a point a body at the count needs is not bought: the phase ends instead. */
export function keptForTheCount(view: BattleView, side: number, c: Command | null): Command | null {
  return c?.type === 'buyAction' && spareResources(view, side) < 1 ? { type: 'endPhase' } : c;
}
