import type { BattleView, UnitState } from '../battle/model.ts';
import { isTop } from '../battle/rules/grid.ts';

// An enemy strikes once a combat phase (SW-19): its blow falls on one of the units touching it, not on
// each. The sergeant weighed the whole of the blow against every unit it sent beside the enemy, so a
// second or third attacker looked as dear as the first and it rarely ganged up: in valley-clash the
// Army's soldier stood among the Incursion's units by (15,11) for three turns, struck by one of them a
// turn, and shot them down (#10, thirteenth session). The share a unit of `u`'s side bears of `e`'s blow
// is one over how many of them touch `e` (only a stack's top is struck, SW-16). Not where nodes decide
// the battle, where who stands by a node counts for more than the trade: there it cost turf-war 3
// battles of 200 against the recruit on each of seeds 1 and 7 (93/5/102 and 90/5/105 to 96/5/99 and
// 93/5/102), while the tutorial won 88 of 200 with it and 78 without.

export function blowShare(view: BattleView, e: UnitState, u: UnitState): number {
  if (view.scenario.win.nodesAfter !== undefined) return 1;
  let n = 1;
  for (const o of view.units)
    if (o.id !== u.id && o.side === u.side && o.condition !== 'dead' && o.x >= 0 && Math.max(Math.abs(o.x - e.x), Math.abs(o.y - e.y)) === 1 && isTop(view, o)) n++;
  return 1 / n;
}
