import scenarioData from '../data/scenarios.json' with { type: 'json' };

// SW-01: what a battle is fought over. Scenarios are data; this file only gives them a type.

import type { Rect } from '../map/battleMap.ts';
import type { StepDeployment, StepPreparation } from './stepTypes.ts';
import type { StepObjectives } from './objectiveTypes.ts';
import type { StepTask } from './taskTypes.ts';

export interface WinConditions {
  /** A side with no units left loses (the other side wins at the end of that turn). */
  destroy?: boolean;
  /** After this many turns, the side with more units alive wins; equal numbers is a draw. */
  mostUnitsAfter?: number;
  /** After this many turns, the side controlling more resource nodes wins; equal is a draw. */
  nodesAfter?: number;
  /** A side that alone has units inside the area at the end of `turns` consecutive turns wins. */
  hold?: { area: 'cube' | Rect; turns: number };
  /** The side wins when a unit of that type stands on the edge opposite its deploy area at the end of a turn. */
  escape?: { side: number; unitType: string };
  /** After this turn, if nothing else decided the battle, it is a draw. */
  lastTurn?: number;
  /**
   * HC-01: the map's cube is the contested space: a figure outside it (its footprint or its levels)
   * is inactive for every condition here. `outIsOut` (the Out is Out complication): a figure that
   * leaves it is out for good.
   */
  contested?: { outIsOut: boolean };
}

export interface ScenarioSide {
  name: string;
  /** Sides with the same team are allies: they share what they know (viewFor) and, in matches, a win. */
  team?: number;
  units: string[];
  heroes?: string[];
  /**
   * SW-24: the unit types this side may buy in its resource phase, when the scenario narrows them
   * ([] forbids buying). Without it the rule's default holds: the types of the side's starting units.
   */
  reinforcements?: string[];
  /** SW-24: this side's dead units stay dead (by default the rule lets them be brought back). */
  noRebuild?: boolean;
}

export interface Scenario {
  id: string;
  name: string;
  description: string;
  map: string;
  sides: ScenarioSide[];
  win: WinConditions;
  /** A combat step's task (issue 11, HC-08/HC-09): attempted by heroes at its square when it comes during the fight. */
  task?: StepTask;
  /** HC-03: a combat step's deployment order, mode and range (absent: SW-10's alternation, second side first). */
  deployment?: StepDeployment;
  /** HC-02: a combat step's personal actions before the fight and lost turn-1 actions. */
  preparation?: StepPreparation;
  /** A combat step's objective and timing complications (HC-06): countdowns, a victory button, … */
  objectives?: StepObjectives;
}

export const SCENARIOS: readonly Scenario[] = scenarioData.scenarios as Scenario[];

export function scenarioById(id: string): Scenario | undefined {
  return SCENARIOS.find((s) => s.id === id);
}

/** The scenario a map is played with when none is named: the first made for that map, else the first of all. */
export function defaultScenario(mapId: string): Scenario {
  return SCENARIOS.find((s) => s.map === mapId) ?? SCENARIOS[0];
}
