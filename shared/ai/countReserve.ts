import type { Command } from '../battle/commands.ts';
import type { BattleView, UnitState } from '../battle/model.ts';
import { forSale, income, mayRebuild, recoverCost } from '../battle/rules/resources.ts';
import { unitType } from '../battle/units.ts';
import { turnsLeft } from './battleEnd.ts';

// Where units standing are counted after a turn (SW-01), a unit bought in that turn's resource phase
// stands at the count (SW-24), so on the counted turn a resource point spent in the move phase (a
// recovery, an extra action) can be a body less at the count. The sergeant values a recovery by the
// condition it brings back, which is worth less than a whole unit there: replayed (skirmish, seed 8,
// the captain as the Cult), it recovered a broken cultist with its last point on turn 6, had 1 RP
// instead of 2 in the resource phase and drew 5 to 5 where a cultist bought would have won 6 to 5.
// The sergeant looks RESERVE_TURNS turns ahead, its points and the income of every phase till the count
// put together, and counts its dead units it may bring back (SW-24) among the bodies: in valley-clash the
// Incursion recovered two units for 2 RP on turn 7, had 6 RP at the count and bought one cultist (4 over)
// where 8 would have bought a cultist and an undead, and drew 7 to 7 (#10, thirteenth session: 36/25/39 as
// the Incursion over 100 battles, seed 1, looking 2 turns ahead 40/27/33; seed 7 35/26/39, 39/28/33).

/** How many turns before the one units are counted after the sergeant keeps the points its bodies at the count need. */
export const RESERVE_TURNS = 2;

/**
 * The resource points `side` may spend in its move phase without buying one unit fewer by the count:
 * within `ahead` turns of the turn units are counted (0, that turn alone), what is left over after its
 * points and the income of the nodes it holds now, every resource phase till the count, have brought
 * back its cheaper dead units and bought as many of its cheapest units for sale as they will; otherwise
 * all its points.
 */
export function spareResources(view: BattleView, side: number, ahead = 0): number {
  const have = view.resources[side] ?? 0;
  const left = turnsLeft(view, view.scenario.win.mostUnitsAfter);
  if (view.phase !== 'move' || !have || left === null || left > ahead) return have;
  const costs = forSale(view.scenario, side).map((t) => unitType(t)?.cost ?? 0).filter((c) => c > 0);
  if (!costs.length) return have;
  const cheapest = Math.min(...costs);
  let total = have + income(view.nodeOwners, side) * (left + 1);
  const dead = mayRebuild(view.scenario, side) ? view.units.filter((u) => u.side === side && u.condition === 'dead').map((u) => Math.max(1, u.cost)) : [];
  for (const c of dead.sort((a, b) => a - b)) if (c < cheapest && c <= total) total -= c;
  return Math.min(have, total % cheapest);
}

/**
 * The view in which `side`'s units whose recovery would cost a body at the count (spareResources) count
 * as recovered this turn, so no level's valuation offers it; the points themselves are left as they
 * are (the sergeant's reckoning of a broken unit's reach and of bodies to come reads them).
 */
export function keepingForTheCount(view: BattleView, side: number, ahead = 0): BattleView {
  const spare = spareResources(view, side, ahead);
  if (spare === (view.resources[side] ?? 0)) return view;
  const dear = (u: UnitState) => u.side === side && !u.recovered && (recoverCost(u) ?? 0) > spare;
  if (!view.units.some(dear)) return view;
  return { ...view, units: view.units.map((u) => (dear(u) ? { ...u, recovered: true } : u)) };
}

/** Another action bought for a point a body at the count needs is not bought: the phase ends instead. */
export function keptForTheCount(view: BattleView, side: number, c: Command | null, ahead = 0): Command | null {
  return c?.type === 'buyAction' && spareResources(view, side, ahead) < 1 ? { type: 'endPhase' } : c;
}
