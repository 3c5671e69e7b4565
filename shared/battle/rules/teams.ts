import type { Scenario } from '../scenario.ts';

// SW-01 with more than two sides: who fights whom. A scenario side may name a team; sides with the
// same team are allies, every other pair are enemies. A side without a team is a team of its own, so
// a scenario without teams is every side against every other (two sides: the usual battle). This is
// the ONE definition of "enemy": every rule that asks whether a unit may be attacked, shot, blocks a
// path, projects a zone of control or joins a React cluster asks it here.

interface HasScenario {
  scenario: Scenario;
}

/** The side's team: the scenario's `team`, or a team of its own (a negative number no data can give). */
export function teamOf(scenario: Scenario, side: number): number {
  return scenario.sides[side]?.team ?? -1 - side;
}

/** Sides `a` and `b` are on the same team (a side is on its own). */
export function sameTeam(scenario: Scenario, a: number, b: number): boolean {
  return a === b || teamOf(scenario, a) === teamOf(scenario, b);
}

/** Units of `a` and `b` are enemies: different sides, not allied by a team. */
export function isEnemy(view: HasScenario, a: number, b: number): boolean {
  return a !== b && teamOf(view.scenario, a) !== teamOf(view.scenario, b);
}

/** Units of `a` and `b` are allies: different sides on one team. */
export function isAlly(view: HasScenario, a: number, b: number): boolean {
  return a !== b && teamOf(view.scenario, a) === teamOf(view.scenario, b);
}

/** The teams as lists of sides, in seat order of each team's first side; each side in exactly one. */
export function teamsOf(scenario: Scenario, sides = scenario.sides.length): number[][] {
  const out = new Map<number, number[]>();
  for (let side = 0; side < sides; side++) {
    const t = teamOf(scenario, side);
    out.set(t, [...(out.get(t) ?? []), side]);
  }
  return [...out.values()];
}
