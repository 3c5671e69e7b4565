import type { Command } from '../battle/commands.ts';
import type { BattleView, UnitState } from '../battle/model.ts';
import { income, recoverCost } from '../battle/rules/resources.ts';
import { cheapestCost, slowLead } from './countOutlook.ts';

// Where units standing alone decide (SW-01 mostUnitsAfter) and a side will lose the count as it
// stands (countOutlook.ts slowLead), a unit bought early counts no more at the end than one bought in
// the counted turn's own resource phase (SW-24: it stands at the count), but it spends actions
// (SW-11) walking up from the deploy area and can be struck on the way. So the captain banks its
// points till the counted turn and spends the actions on shots; in its move phases it spends no
// point the bodies at the count need (as countReserve.ts does on the counted turn alone).

/** Whether `side` keeps its points for the counted turn: units standing decide, two sides, the count not yet reached, and the slow count lost. */
export function banking(view: BattleView, side: number): boolean {
  const last = view.scenario.win.mostUnitsAfter;
  if (last === undefined || view.turn >= last || !cheapestCost(view, side)) return false;
  const lead = slowLead(view, side);
  return lead !== null && lead < 0;
}

/** The points `side` may spend now without a body fewer at the count: what is over after the bodies its points and income will buy. */
export function bankSpare(view: BattleView, side: number): number {
  const have = view.resources[side] ?? 0;
  if (!banking(view, side)) return have;
  const phases = view.scenario.win.mostUnitsAfter! - view.turn + 1;
  return Math.min(have, (have + income(view.nodeOwners, side) * phases) % cheapestCost(view, side));
}

/** The view in which a recovery that would cost a body at the count is already made, so no valuation offers it. */
export function keepingTheBank(view: BattleView, side: number): BattleView {
  if (view.phase !== 'move' || !banking(view, side)) return view;
  const spare = bankSpare(view, side);
  const dear = (u: UnitState) => u.side === side && !u.recovered && (recoverCost(u) ?? 0) > spare;
  return view.units.some(dear) ? { ...view, units: view.units.map((u) => (dear(u) ? { ...u, recovered: true } : u)) } : view;
}

/** A body bought before the counted turn, or an action bought with a point the count needs: the phase ends instead. */
export function keptInTheBank(view: BattleView, side: number, c: Command | null): Command | null {
  if (!c || !banking(view, side)) return c;
  if (view.phase === 'resources' && (c.type === 'buy' || c.type === 'revive')) return { type: 'endPhase' };
  if (c.type === 'buyAction' && bankSpare(view, side) < 1) return { type: 'endPhase' };
  return c;
}
