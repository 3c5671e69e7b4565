import type { BattleView } from '../battle/model.ts';
import { isEnemy } from '../battle/rules/teams.ts';
import { swingWorth } from './battleEnd.ts';

// Where units standing are counted (SW-01 mostUnitsAfter), a node is income: a share of a unit bought
// before the count every resource phase till then (battleEnd.ts swingWorth). A lone guard beside its
// own node was worth 0.2, less than any step toward an open node, so the sergeant walked it away the
// turn after taking the node. In skirmish the Cult (4 units to 3, ahead, so open nodes alone pull it)
// took its node (6,8) on turn 1 and left it on turn 2; the Agency's police walked in at turn 3 and held
// it, and the Cult, without income, was outbought and lost the count 3 to 4 (#10, eleventh session).
// Where nodes decide, a side that does not move last (SW-18) keeps on the count only a node no enemy can
// reach after it (SW-23), and a guard's zone of control (SW-12) is what keeps the lone enemy off: in
// valley-crackdown the Police walked the guard beside (7,9) off on turn 7 and a Scheme unit took the node
// from the square it left (seed 3: drawn 2-2; kept there, won 3-1).

/** The share of a node's swing (swingWorth) a lone guard beside its own side's node is worth where units standing are counted. */
export const GUARD_SHARE = 1;
/** What a lone guard is worth elsewhere (and in the captain's and the recruit's reckoning): the old figure. */
export const GUARD_SMALL = 0.2;
/** Where nodes decide the battle, a lone guard is worth this to a side that does not move last (the sergeant's own play). */
export const GUARD_FIRST = 3;
/** Where nodes decide the battle, what a lone guard is worth otherwise: the old figure. */
export const GUARD_DECIDING = 1;

/**
 * What a unit of `side` standing alone beside a node of its side is worth, in the sergeant's own play
 * (`own`, sergeant.ts Plan.own) or others' reckoning. Where nodes decide the battle: GUARD_FIRST to a side
 * that does not move last in its own play, else GUARD_DECIDING. Where units standing are counted and no
 * runner must escape: GUARD_SHARE of what the node's swing is worth now in its own play or in the captain's
 * ranking (`captain`, its walked plan). Else GUARD_SMALL. The captain's ranking without it lost night-of-vampires
 * to the guarding sergeant (73/58/69 over 200, seed 1; with it 124/42/34); given the nodes' GUARD_FIRST too,
 * valley-crackdown's first seat lost four draws more (#10, eleventh session).
 */
export function guardWorth(view: BattleView, side: number, own = false, captain = false): number {
  const win = view.scenario.win;
  if (win.nodesAfter !== undefined) return own && isEnemy(view, view.sideNames.length - 1, side) ? GUARD_FIRST : GUARD_DECIDING;
  return (own || captain) && win.mostUnitsAfter !== undefined && !win.escape ? GUARD_SHARE * swingWorth(view) : GUARD_SMALL;
}
