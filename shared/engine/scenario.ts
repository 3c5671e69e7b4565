import scenarioData from '../data/scenarios.json' with { type: 'json' };

// SW-01: what a battle is fought over. Scenarios are data; this file only gives them a type.

export interface WinConditions {
  /** A side with no units left loses (the other side wins at the end of that turn). */
  destroy: boolean;
  /** After this many turns, the side with more units alive wins; equal numbers is a draw. */
  mostUnitsAfter?: number;
}

export interface ScenarioSide {
  name: string;
  units: string[];
}

export interface Scenario {
  id: string;
  name: string;
  description: string;
  map: string;
  sides: ScenarioSide[];
  win: WinConditions;
}

export const SCENARIOS: readonly Scenario[] = scenarioData.scenarios;

export function scenarioById(id: string): Scenario | undefined {
  return SCENARIOS.find((s) => s.id === id);
}
