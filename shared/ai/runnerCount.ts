import type { BattleView } from '../battle/model.ts';
import { turnsLeft } from './battleEnd.ts';

// The runner's side ahead on the count (#10, extraction). Where a side wins by bringing its runner to
// the far edge (SW-01 escape) and otherwise units standing are counted at a turn limit (mostUnitsAfter),
// the count is the likelier win: in extraction the Agency's spies must cross the whole valley through the
// Chimera's deployment, and in 50 battles against the recruit from the first seat they reached the edge
// in none (seed 1); of the 28 lost, 26 were lost on the count and 2 by destruction. The Chimera (at
// either level) chases the runner, so where the spies went the fight went: they walked toward the edge (1.5 a square, RUNNER_STEP), the
// Agency's units followed the nearest enemy at the sergeant's even caution, and a side 6 units to 5 from
// turn 1 traded itself down to 2 to 7 (game 6, turns 4-10; game 40, 7 to 6 on turn 6, 1 to 9 at the count).
// So while the side is ahead on the count it plays the count, as the sergeant does where units standing
// alone decide (sergeant.ts makePlan, AHEAD_CAUTION): its losses weigh more, and the runner no longer
// steps toward the edge (it still keeps out of harm and strikes where the trade is good). Behind on the
// count (or level), the escape is the way to win again and the runner runs as before. With the enemy's
// fire after its move reckoned as well (fireThreat.ts), the Agency's record against the recruit went from
// 17 won, 28 lost, 5 drawn of 50 to 38/9/3 (seed 1; seed 101: 23/17/10 to 34/8/8). Apart they did less:
// these two alone 30/15/5, the fire alone 22/27/1, the fire with the runner always held 23/19/8.

/** Is `side` the runner's side, where units standing are also counted at a turn limit and no area is held? */
export function runnerCountSide(view: BattleView, side: number): boolean {
  const win = view.scenario.win;
  return !!win.escape && win.escape.side === side && !win.hold && turnsLeft(view, win.mostUnitsAfter) !== null;
}

/** The runner's side ahead on the count (`behind` as the plan reckons it: no more units standing than the enemy): it plays the count. */
export const playsTheCount = (view: BattleView, side: number, behind: boolean | undefined): boolean => !behind && runnerCountSide(view, side);
