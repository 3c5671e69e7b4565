import type { Command } from '../battle/commands.ts';
import type { BattleView, UnitState } from '../battle/model.ts';
import { legalCommands } from '../battle/queries/legal.ts';
import { pick, type AiRng } from './aiRng.ts';
import { cubeDeploy, landing } from './cubeGoal.ts';
import { OBJECTIVE_WIN } from './objectiveGoal.ts';
import { walkDistance } from './pathDistance.ts';
import { actionValue, goal, goalDistance, makePlan, WORTH_AN_ACTION, type Plan } from './sergeant.ts';
import { chooseCommand } from './simplePlayer.ts';

// The lowest offered level: it knows where to go but not how to fight. Its moves are valued by the
// sergeant's sense of the scenario's goal (the far edge for a runner, chasing the enemy's runner, the
// hold area, nodes where they decide the battle, their way walked over the terrain, else the enemy;
// a guard per node, no piling into stacks), but not by the odds of the melee a square leads into,
// the enemies still to move or the enemy's fire: it walks into bad trades. It fights, shoots,
// recovers and buys as the simple player does (by expected damage, the first thing it can afford),
// and at a share of its moves it takes one of its few next-best instead of the best. Never a move it
// values as a loss.

/** How often, in its move phase, the recruit takes one of its next-best moves instead of its best. */
export const RECRUIT_MISTAKES = 0.25;
/** How many options (the best included) a slip chooses among. */
const SLIP_AMONG = 4;

/** The sergeant's plan without its tactics: no harm either way, no enemy still to come, no fire. */
export function recruitPlan(view: BattleView, side: number): Plan {
  return { ...makePlan(view, side), harm: () => 0, caution: 0, threatens: new Map() };
}

/**
 * How far the unit is from the nodes it heads for, walked over the terrain (pathDistance.ts), where
 * nodes decide the battle. In a straight line, the river on the skirmish map made its bank the goal:
 * every unit piled on the square nearest a node across the water and stood there till the turn
 * limit (#10: most of the recruit's draws against random in turf-war). Other goals stay straight
 * (walking to the enemy changed nothing against random and made it stronger against the sergeant).
 * Null when its goal is not nodes.
 */
export function walkedToNodes(plan: Plan, u: UnitState): number | null {
  const { view } = plan;
  if (view.scenario.win.nodesAfter === undefined) return null;
  const g = goal(plan, u);
  if (!g.squares.length || !g.squares.every((s) => view.map.nodes.some((n) => n.x === s.x && n.y === s.y))) return null;
  return g.weight * walkDistance(view.map, g.squares, u);
}

/** The sergeant's value of an action, with a move's way to nodes walked instead of straight. */
export function recruitValue(plan: Plan, c: Command): number {
  const v = actionValue(plan, c);
  if (c.type !== 'move' || !Number.isFinite(v)) return v;
  const u = plan.view.units.find((x) => x.id === c.unitId)!;
  const moved = { ...landing(plan.view, u, c.to), moved: true };
  return v + walkedInstead(plan, moved) - walkedInstead(plan, u);
}

/** What the goal's term of `standing` gains with the way to nodes walked: the straight distance's cost back, less the walked one's. */
function walkedInstead(plan: Plan, u: UnitState): number {
  const walked = walkedToNodes(plan, u);
  if (walked === null) return 0;
  const g = goal(plan, u);
  return g.weight * goalDistance(plan, g, u) - walked;
}

export function chooseRecruit(view: BattleView, side: number, rng: AiRng): Command | null {
  const legal = legalCommands(view, side);
  const simple = () => {
    const c = chooseCommand(view, side);
    // No extra action bought: it ends its phase instead.
    return c?.type === 'buyAction' ? legal.find((o) => o.type === 'endPhase' || o.type === 'pass') ?? c : c;
  };
  if (view.phase === 'deploy') {
    const inside = cubeDeploy(view, legal.filter((c): c is Extract<Command, { type: 'deploy' }> => c.type === 'deploy'));
    if (inside) return inside;
  }
  if (view.phase !== 'move' || view.actionsLeft <= 0 || legal.some((c) => c.type === 'support')) return simple();
  if (!legal.length) return null;
  // A shot worth taking or a recovery it can afford comes first, as the simple player's.
  const first = simple();
  if (first && (first.type === 'shoot' || first.type === 'recover')) return first;
  const plan = recruitPlan(view, side);
  const ranked = legal.map((c) => ({ c, v: recruitValue(plan, c) })).sort((a, b) => b.v - a.v);
  // HC-06: a use of an objective that wins the battle is never slipped past (objectiveGoal.ts).
  if (ranked[0] && ranked[0].v >= OBJECTIVE_WIN && ranked[0].c.type === 'useObjective') return ranked[0].c;
  // The draw is made at every choice, slip or not, so one choice's slip does not shift the next's.
  if (rng.next() < RECRUIT_MISTAKES) {
    const options = ranked.filter((o) => o.v > 0).slice(0, SLIP_AMONG);
    if (options.length) return pick(rng, options).c;
  }
  return ranked[0] && ranked[0].v > WORTH_AN_ACTION ? ranked[0].c : legal.find((c) => c.type === 'endPhase' || c.type === 'pass') ?? null;
}
