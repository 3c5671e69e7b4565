import type { Scenario } from '../battle/scenario.ts';
import type { StepObjectives } from '../battle/objectiveTypes.ts';
import type { BattleMap, MapComplication, Rect } from '../map/battleMap.ts';
import { deploySquares as deploySquaresOf } from '../battle/rules/deployment.ts';
import type { CombatSetup } from './generate.ts';
import { stepTaskOf } from './taskPlace.ts';
import { stepDeploymentOf, stepPreparationOf } from './stepOrders.ts';
import { withReserves } from './objectives.ts';
import { withAlreadyThere } from './alreadyThere.ts';
import type { stepOpponents } from './opponents.ts';

// The scenario of a combat step's battle (issue 11), once its map is laid (battle.ts): the two sides,
// the win and the turn limit, the task at its square, the preparation and deployment orders, the
// objectives, then Reserves and Already There, which depend on the deploy squares the map kept.

export interface StepScenarioParts {
  id?: string;
  heroUnit: string;
  heroTypes: string[];
  heroUnits: number;
  force: ReturnType<typeof stepOpponents>;
  /** The cube on the board with its levels (HC-01), if it is on the board. */
  cubeArea?: Rect & { zMin: number; zMax: number };
  cubeOnBoard?: Rect;
  objectives: StepObjectives;
}

const key = (s: { x: number; y: number }) => `${s.x},${s.y}`;

/**
 * The battle's scenario. Already There is taken back (in `complications` and `notInForce`, which are
 * the battle's own lists) when Reserves left its side no third to hold back.
 */
export function stepScenarioOf(setup: CombatSetup, base: BattleMap, map: BattleMap, p: StepScenarioParts, complications: MapComplication[], notInForce: string[]): Scenario {
  const { force, heroUnits, cubeArea } = p;
  const opponentUnits = force.units.length;
  const outIsOut = setup.complications.list.some((c) => c.id === 'out-is-out');
  // HC-08/HC-09: the task at its square (taskPlace.ts); attempted in the fight when it comes during it,
  // else in the task stage before or after it (shared/battle/reducer/taskStage.ts).
  const task = stepTaskOf(setup.task, map, p.cubeOnBoard);
  const scenario: Scenario = {
    id: p.id ?? 'combat-step',
    name: `${setup.step.opponents.group}: combat step`,
    description: `A super-hero combat step (issue 11): the heroes against ${force.how}. Destroy the enemy (a figure outside the cube does not count); after turn ${setup.turnLimit} the fight ends in a draw.`,
    map: base.name,
    sides: [
      { name: 'Heroes', units: Array.from({ length: heroUnits }, () => p.heroUnit), heroes: p.heroTypes.slice(0, heroUnits), reinforcements: [], noRebuild: true },
      { name: setup.step.opponents.group, units: force.units, heroes: force.heroes, reinforcements: [], noRebuild: true },
    ],
    // HC-08: at most turnLimit turns (the engine's lastTurn: a draw if nothing decided it).
    // HC-01: the cube is the contested space: outside it a figure is inactive (for good: Out is Out).
    win: { destroy: true, lastTurn: setup.turnLimit, ...(cubeArea ? { contested: { outIsOut } } : {}) },
    task,
    // HC-02/HC-03: personal actions, lost turn-1 actions, and who deploys first, how and how far.
    deployment: stepDeploymentOf(setup),
    preparation: stepPreparationOf(setup, { units: opponentUnits, perUnit: force.perUnit }),
    ...(Object.keys(p.objectives).length ? { objectives: p.objectives } : {}),
  };
  const made = withAlreadyThere(withReserves(scenario, setup.complications.list, (side) => new Set(deploySquaresOf(map, side).map(key)).size), setup.complications.list);
  // Already There after Reserves: a side left with one unit on the board has no third to hold back.
  const hidden = made.objectives?.alreadyThere;
  const there = complications.find((c) => c.id === 'already-there');
  if (there?.inForce && !hidden) {
    there.inForce = false;
    there.how = 'not laid: after Reserves the side has one unit on the board, no third to hold back';
    notInForce.push(`HC-06: ${there.name}`);
  }
  return made;
}
