import type { Command } from '../commands.ts';
import type { BattleView } from '../model.ts';
import { objectiveAt, objectiveSquares, reachesObjective } from '../rules/objectives.ts';

/**
 * HC-06: every `useObjective` the side's units could give now (legalCommands keeps those check()
 * accepts): each top unit at or next to a square with something to use, the advantage's task from
 * inside it.
 */
export function objectiveCandidates(view: BattleView, side: number): Command[] {
  if (view.phase !== 'move' || view.actionsLeft <= 0 || !view.scenario.objectives) return [];
  const out: Command[] = [];
  const squares = objectiveSquares(view);
  for (const u of view.units.filter((x) => x.side === side && x.condition !== 'dead')) {
    for (const at of squares) {
      const use = objectiveAt(view, at);
      if (use && reachesObjective(use, u, at)) out.push({ type: 'useObjective', unitId: u.id, at });
    }
  }
  return out;
}
