import type { Command } from '../battle/commands.ts';
import { taskStageChoice, withBestBoost } from './taskGoal.ts';
import type { BattleView } from '../battle/model.ts';
import { legalCommands } from '../battle/queries/legal.ts';
import { isEnemy } from '../battle/rules/teams.ts';
import { pick, type AiRng } from './aiRng.ts';
import { countsNodesNow } from './battleEnd.ts';
import { cubeDeploy } from './cubeGoal.ts';
import { OBJECTIVE_WIN } from './objectiveGoal.ts';
import { actionValue, makePlan, WORTH_AN_ACTION, type Plan } from './sergeant.ts';
import { chooseCommand, supportChoice } from './simplePlayer.ts';
import { nodeDeploy, walkedChase } from './recruitCount.ts';
import { nodePull, retakeStep } from './recruitNodes.ts';

// The lowest offered level: it knows where to go but not how to fight. Its moves are valued by the
// sergeant's sense of the scenario's goal (the far edge for a runner, chasing the enemy's runner, the
// hold area, nodes where they decide the battle, else the enemy; a guard per node, no piling into
// stacks), but not by the odds of the melee a square leads into, the enemies still to move or the
// enemy's fire: it walks into bad trades. It fights, shoots, recovers and buys as the simple player
// does (by expected damage, the first thing it can afford), and at a share of its moves it takes one
// of its few next-best instead of the best. Never a move it values as a loss. In the seat a scenario
// outnumbers where units are counted (skirmish's and the tutorial's Agency) it sets up one unit by each
// node and, in the last turns, chases the enemy by the way over the terrain (recruitCount.ts); there an
// open node pulls the unit nearest to it, and on the turn nodes are counted it steps round a node it
// touches to take it back from the enemy (recruitNodes.ts).

/** How often, in its move phase, the recruit takes one of its next-best moves instead of its best. */
export const RECRUIT_MISTAKES = 0.25;
/** How many options (the best included) a slip chooses among. */
const SLIP_AMONG = 4;

/**
 * The sergeant's plan without its tactics: no harm either way, no enemy still to come, no fire. On
 * the turn nodes are counted where they decide the battle, if its team does not move last (SW-18),
 * it reckons them as the sergeant does (battleEnd.ts: the nodes a move takes, and the count once
 * every enemy still to move has taken what it can reach), so it stands where a node is kept from the
 * enemy's last move; otherwise it values standing by a node, as it always did. Moving last it does
 * not see that a step round a node it already touches takes it back (nodePlay.ts): a slip the
 * sergeant can punish and the random player cannot.
 */
export function recruitPlan(view: BattleView, side: number): Plan {
  return { ...makePlan(view, side), harm: () => 0, caution: 0, threatens: new Map(), takes: countsNodesNow(view) && isEnemy(view, view.sideNames.length - 1, side) };
}

/** HC-08: with a Boost, an attempt names the hero it helps most (taskGoal.ts withBestBoost). */
export function chooseRecruit(view: BattleView, side: number, rng: AiRng): Command | null {
  return withBestBoost(view, recruitChoice(view, side, rng));
}

/** What a move-phase action is worth to the recruit: the sergeant's value on its blind plan; behind in units where they are counted, the enemy reckoned by the way there (recruitCount.ts). */
export function recruitValue(plan: Plan, c: Command): number {
  return actionValue(plan, c) + walkedChase(plan, c) + retakeStep(plan, c) + nodePull(plan, c);
}

function recruitChoice(view: BattleView, side: number, rng: AiRng): Command | null {
  if (view.phase === 'task') return taskStageChoice(view, side);
  const legal = legalCommands(view, side);
  const simple = () => {
    const c = chooseCommand(view, side);
    // No extra action bought: it ends its phase instead.
    return c?.type === 'buyAction' ? legal.find((o) => o.type === 'endPhase' || o.type === 'pass') ?? c : c;
  };
  if (view.phase === 'deploy') {
    const inside = cubeDeploy(view, legal.filter((c): c is Extract<Command, { type: 'deploy' }> => c.type === 'deploy'));
    if (inside) return inside;
    // Outnumbered where units are counted: one unit set up by the way to each node (recruitCount.ts).
    const byNode = nodeDeploy(view, side, legal.filter((c): c is Extract<Command, { type: 'deploy' }> => c.type === 'deploy'));
    if (byNode) return byNode;
  }
  if (view.phase !== 'move' || view.actionsLeft <= 0) return simple();
  if (!legal.length) return null;
  // SW-16: a support roll answered by the odds, as the simple player does. A support roll is on offer
  // whenever two of its units share a square, and until #10's sixth session that made the recruit
  // play its whole move phase as the simple player from the first stack on: in turf-war its units
  // piled on the river bank and stayed there till the turn limit (docs/AI.md, sixth session).
  const support = supportChoice(view, legal.filter((c): c is Extract<Command, { type: 'support' }> => c.type === 'support'));
  if (support) return support;
  // A shot worth taking or a recovery it can afford comes first, as the simple player's.
  const first = simple();
  if (first && (first.type === 'shoot' || first.type === 'recover' || first.type === 'emerge')) return first;
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
