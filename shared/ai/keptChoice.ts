import type { Command } from '../battle/commands.ts';
import type { BattleView } from '../battle/model.ts';
import type { Scenario } from '../battle/scenario.ts';
import type { BattleMap } from '../map/battleMap.ts';
import { chooseNodeWise } from './nodePlay.ts';

// The captain's play-outs ask the sergeant (chooseNodeWise) for the same position again and again: its
// made-up battles differ only in the hidden seed, so until a die is rolled (most of a move phase) the
// second battle's play-out is the first one's, command for command; and the next choice of the turn
// plays out the positions the last one already did. The sergeant is a pure function of the view it is
// given, so its answer is kept by the whole view (everything but the map and the scenario, which the
// kept answers are filed under by identity): the same choices, not worked out twice (#10, ninth session).

/** Answers kept per map, at most: a choice's play-outs ask some 30 positions, so this spans several choices. */
export const CHOICES_KEPT = 256;

const kept = new WeakMap<BattleMap, { scenario: Scenario; choices: Map<string, Command | null> }>();

/** The key of a view: all of it but the map and the scenario (compared by identity instead). */
function viewKey(view: BattleView, side: number, walk: boolean): string {
  const { map: _map, scenario: _scenario, ...rest } = view;
  return `${side}|${walk ? 1 : 0}|${JSON.stringify(rest)}`;
}

/** chooseNodeWise(view, side, walk), kept: the same command (the same object, which apply never changes). */
export function keptNodeWise(view: BattleView, side: number, walk: boolean): Command | null {
  let mine = kept.get(view.map);
  if (!mine || mine.scenario !== view.scenario) kept.set(view.map, (mine = { scenario: view.scenario, choices: new Map() }));
  const key = viewKey(view, side, walk);
  const known = mine.choices.get(key);
  if (known !== undefined || mine.choices.has(key)) return known ?? null;
  const choice = chooseNodeWise(view, side, walk);
  if (mine.choices.size >= CHOICES_KEPT) mine.choices.clear();
  mine.choices.set(key, choice);
  return choice;
}
