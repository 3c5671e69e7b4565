import type { BattleEvent } from '../../shared/battle/events.ts';
import type { BattleState } from '../../shared/battle/model.ts';
import { battleModule } from '../../shared/battle/module.ts';
import { planBeats, type Beat } from '../battle/board/plan.ts';
import { animatesStep } from './steps.ts';
import type { Timeline } from './timeline.ts';

// What the board plays when a replay goes from one step to another: the command's events, planned by
// the battle's own code from the units as the gamemaster saw them before it, so a replay animates as
// the battle did. Null when the change is not one step forward: that is drawn at once.

export function replayBeats(timeline: Timeline<BattleState>, from: number, to: number): Beat[] | null {
  if (!animatesStep(from, to) || to > timeline.n) return null;
  const before = battleModule.viewFor(timeline.stateAt(from), { role: 'gamemaster' }).units;
  return planBeats(timeline.record.log[from].events as BattleEvent[], before);
}
