import type { Command } from '../commands.ts';
import type { BattleView } from '../model.ts';
import { controlsAt, objectiveAt, objectiveSquares, reachesObjective } from '../rules/objectives.ts';
import { attackOnDefence } from '../rules/defences.ts';

/**
 * HC-06: every `useObjective` the side's units could give now (legalCommands keeps those check()
 * accepts): each top unit at or next to a square with something to use, the advantage's task from
 * inside it; the Point of Advantage's controls (face 1) from the square the unit stands on.
 */
export function objectiveCandidates(view: BattleView, side: number): Command[] {
  if (view.phase !== 'move' || view.actionsLeft <= 0) return [];
  const out: Command[] = [];
  for (const u of view.units) if (u.side === side && u.condition !== 'dead' && controlsAt(view, u)) out.push({ type: 'useObjective', unitId: u.id, at: { x: u.x, y: u.y } });
  if (!view.scenario.objectives) return out;
  const squares = objectiveSquares(view);
  for (const u of view.units.filter((x) => x.side === side && x.condition !== 'dead')) {
    for (const at of squares) {
      const use = objectiveAt(view, at);
      if (use && reachesObjective(use, u, at)) out.push({ type: 'useObjective', unitId: u.id, at });
    }
  }
  return out;
}

/** HC-06 Automated Defences: every `attackDefence` the side's units could give now (legalCommands keeps those check() accepts). */
export function defenceCandidates(view: BattleView, side: number): Command[] {
  const list = view.map.hazards?.defences?.list;
  if (!list || view.phase !== 'move' || view.actionsLeft <= 0) return [];
  const out: Command[] = [];
  for (const u of view.units.filter((x) => x.side === side && !x.shot)) {
    for (const d of list) if (attackOnDefence(view, u, d)) out.push({ type: 'attackDefence', unitId: u.id, at: { x: d.x, y: d.y } });
  }
  return out;
}
