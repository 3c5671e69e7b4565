import type { Scenario } from './scenario.ts';
import type { BattleResult, BattleView } from './state.ts';

/** SW-01: the scenario's win conditions, checked at the end of every turn. */
export function checkVictory(view: BattleView, scenario: Scenario): BattleResult | null {
  const alive = view.sideNames.map((_, side) => view.units.filter((u) => u.side === side && u.condition !== 'dead').length);
  const standing = alive.map((n, side) => (n > 0 ? side : -1)).filter((s) => s >= 0);
  if (scenario.win.destroy && standing.length < alive.length) {
    if (standing.length === 1) return { winner: standing[0], reason: `${view.sideNames[standing[0]]} destroyed the enemy` };
    if (standing.length === 0) return { winner: null, reason: 'Both sides were destroyed' };
  }
  const limit = scenario.win.mostUnitsAfter;
  if (limit !== undefined && view.turn >= limit) {
    const most = Math.max(...alive);
    const leaders = alive.map((n, side) => (n === most ? side : -1)).filter((s) => s >= 0);
    const counts = alive.join(' to ');
    if (leaders.length === 1) return { winner: leaders[0], reason: `${view.sideNames[leaders[0]]} has more units standing after turn ${limit} (${counts})` };
    return { winner: null, reason: `Equal units standing after turn ${limit} (${counts}): a draw` };
  }
  return null;
}
