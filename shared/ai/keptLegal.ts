import type { Command } from '../battle/commands.ts';
import type { BattleView } from '../battle/model.ts';
import { legalCommands } from '../battle/queries/legal.ts';

// One choice of the sergeant's, and of the captain's over it, asks for the same view's legal commands two
// or three times (the sergeant's valuation, a node retaken by a step round it, the captain's candidates):
// kept per view object (a view is never changed in place), and the list shared, which no caller changes
// (#10, ninth session).
const kept = new WeakMap<BattleView, Map<number, readonly Command[]>>();

/** legalCommands(view, side), worked out once a view object; not to be changed. */
export function keptLegal(view: BattleView, side: number): Command[] {
  let mine = kept.get(view);
  if (!mine) kept.set(view, (mine = new Map()));
  let legal = mine.get(side);
  if (!legal) mine.set(side, (legal = legalCommands(view, side)));
  return legal as Command[];
}
