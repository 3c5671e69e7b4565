import type { BattleView } from '../battle/model.ts';
import { swingWorth } from './battleEnd.ts';

// Where units standing are counted (SW-01 mostUnitsAfter), a node is income: a share of a unit bought
// before the count every resource phase till then (battleEnd.ts swingWorth). A lone guard beside its
// own node was worth 0.2, less than any step toward an open node, so the sergeant walked it away the
// turn after taking the node. In skirmish the Cult (4 units to 3, ahead, so open nodes alone pull it)
// took its node (6,8) on turn 1 and left it on turn 2; the Agency's police walked in at turn 3 and held
// it, and the Cult, without income, was outbought and lost the count 3 to 4 (#10, eleventh session).

/** The share of a node's swing (swingWorth) a lone guard beside its own side's node is worth where units standing are counted. */
export const GUARD_SHARE = 1;
/** What a lone guard is worth elsewhere (and in the captain's and the recruit's reckoning): the old figure. */
export const GUARD_SMALL = 0.2;

/**
 * What a unit standing alone beside a node of its side is worth, where nodes do not decide the battle:
 * in the sergeant's own play (`own`, sergeant.ts Plan.own) where units standing are counted and no runner
 * must escape, GUARD_SHARE of what the node's swing is worth now; else GUARD_SMALL.
 */
export function guardWorth(view: BattleView, own = false): number {
  const win = view.scenario.win;
  return own && win.mostUnitsAfter !== undefined && !win.escape ? GUARD_SHARE * swingWorth(view) : GUARD_SMALL;
}
