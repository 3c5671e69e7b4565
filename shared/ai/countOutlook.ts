import type { BattleView } from '../battle/model.ts';
import { forSale, income } from '../battle/rules/resources.ts';
import { isEnemy } from '../battle/rules/teams.ts';
import { unitType } from '../battle/units.ts';

// Where units standing alone decide (SW-01 mostUnitsAfter, no runner, no hold area), the count a side
// will come to if nothing more dies and the nodes stay as they are: its bodies now, and its cheapest
// unit for sale (SW-24) bought with its points and the income (SW-23) of every resource phase left,
// the counted turn's included (a unit bought then stands at the count).

/** The cost of `side`'s cheapest unit for sale (SW-24), or 0 where it can buy none. */
function cheapestCost(view: BattleView, side: number): number {
  const costs = forSale(view.scenario, side).map((t) => unitType(t)?.cost ?? 0).filter((c) => c > 0);
  return costs.length ? Math.min(...costs) : 0;
}

/** `side`'s bodies at the count, as it will stand if nothing dies and no node changes hands; null where units standing do not decide alone. */
export function slowCount(view: BattleView, side: number): number | null {
  const win = view.scenario.win;
  if (win.mostUnitsAfter === undefined || win.escape || win.hold) return null;
  const phases = Math.max(0, win.mostUnitsAfter - view.turn + 1);
  const cheapest = cheapestCost(view, side);
  const points = (view.resources[side] ?? 0) + income(view.nodeOwners, side) * phases;
  const bodies = view.units.filter((u) => u.side === side && u.condition !== 'dead').length;
  return bodies + (cheapest ? Math.floor(points / cheapest) : 0);
}

/** `side`'s slow count less its enemy's (two sides only); null where units standing do not decide or there are more sides. */
export function slowLead(view: BattleView, side: number): number | null {
  if (view.sideNames.length !== 2) return null;
  const enemy = view.sideNames.findIndex((_, s) => isEnemy(view, s, side));
  const ours = slowCount(view, side);
  const theirs = slowCount(view, enemy);
  return ours === null || theirs === null ? null : ours - theirs;
}
