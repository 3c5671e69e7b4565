import type { BattleView } from '../battle/model.ts';
import { turnsLeft } from './battleEnd.ts';
import { slowLead } from './countOutlook.ts';

// #10, thirteenth session: the tutorial's Cult (second seat, melee units only, against the Agency's
// shooting agents) with three bodies to three was "behind" by the bodies now, so from two turns
// before the count it traded at 0.6 and walked its cursed cultists up to the agents: each took the
// agent's opportunity shot and often its first blow (React 5 to 4, SW-19) before it struck. Yet its
// slow count (countOutlook.ts: the cursed cultist its points and node will buy) was level with the
// Agency's (its police): a draw to keep, not a count to catch up. Traced: sim --seed 1 game 5
// (battle seed 3), turn 3: both cursed cultists charged the agent in the water at 7,2 (2.01 and
// 1.57 at 0.6), the bloodied one was shot and struck, dead the next turn, and the Cult lost the count
// 1 to 4; at 1 the bloodied one recovers and steps out of the shot, the other finishes the agent next turn, won 4 to 3.
// Where the slow count is level, a body lost is the battle lost, as where it leads: no bold
// trades, and the enemy shooters' next shots are reckoned (nextShots.ts).
// Sergeant v recruit, tutorial, 100 games --seed 1: 45/23/32 -> 64/9/27 (second seat 13/19/18 ->
// 20/9/21); skirmish 68/10/22 -> 85/5/10. At caution 1.3, 1.7 or 0.8 instead of 1, and with
// only open nodes pulling (not the enemy), the tutorial was worse.

/** Where units standing alone decide (not nodes): `side`'s slow count is level with the enemy's or ahead. */
export function countHeld(view: BattleView, side: number): boolean {
  if (view.scenario.win.nodesAfter !== undefined) return false;
  const lead = slowLead(view, side);
  return lead !== null && lead >= 0;
}

/**
 * Moving last on the turn units standing are counted: no enemy moves, so none shoots, before the
 * count; a square is charged no next shots (they would come after the battle is over).
 */
export function lastWord(view: BattleView, side: number): boolean {
  return turnsLeft(view, view.scenario.win.mostUnitsAfter) === 0 && side === view.sideNames.length - 1;
}

