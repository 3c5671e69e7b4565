import type { Rejection, RuleCode } from '../../core/result.ts';
import { makeCheck, takeAllowed } from '../../skills/check.ts';
import { degreeOf } from '../../skills/d20.ts';
import type { SkillId } from '../../skills/skills.ts';
import type { BattleState, BattleView, HeroState } from '../model.ts';
import { atTask, attemptedThisTurn, attemptModifiers, attemptersSoFar, heroSquare, skillName, skillsLeft, taskDone, taskStage, type TaskAttempt, type TaskRoll } from '../rules/task.ts';
import type { Outcome } from './outcome.ts';

// HC-08/HC-09: the `attemptTask` command's guard and executor. The guard is part of check() (guards.ts
// calls it), so legality has one source; the executor rolls with the state's generator (SC-01).

const no = (code: RuleCode, message: string): Rejection => ({ code, message });

export interface AttemptTask {
  heroId: string;
  with?: string[];
  skill?: SkillId;
  take?: 10 | 20;
  boostTo?: string;
}

/** The skill an attempt is at: the one named, else the first still to be done (by this hero, when each must succeed). */
export const attemptSkill = (view: BattleView, c: AttemptTask): SkillId | undefined => c.skill ?? (view.scenario.task ? skillsLeft(view, view.scenario.task, c.heroId)[0] : undefined);

/** Why `side` may not attempt the task as asked, or null. The first broken rule is the one reported. */
export function checkAttemptTask(view: BattleView, side: number, c: AttemptTask): Rejection | null {
  const task = view.scenario.task;
  if (!task) return no('no-task', 'This battle has no task to attempt');
  // HC-08: a task before or after the fight is attempted in its task stage only (phase 'task').
  const stage = taskStage(view);
  if (task.when !== 'during' && !stage) {
    return no('task-not-now', task.when === 'before' ? 'This task comes before the fight: it is attempted in the task stage before turn 1' : 'This task comes after the fight: it is attempted once the fight is won');
  }
  if (view.taskFailed) return no('task-failed', `The task has failed: ${view.taskFailed}`);
  if (!stage && view.phase !== 'move') return no('wrong-phase', 'The task is attempted in your move phase');
  if (!stage && view.actionsLeft <= 0) return no('no-actions', 'No actions left this turn: buy one for 1 RP or end the phase');
  const ids = [c.heroId, ...(c.with ?? [])];
  if (new Set(ids).size !== ids.length) return no('task-limit', 'Name each hero of the attempt once');
  const group: HeroState[] = [];
  for (const id of ids) {
    const hero = view.heroes.find((h) => h.id === id);
    if (!hero) return no('no-such-hero', `There is no hero ${id}`);
    if (hero.side !== side) return no('not-your-hero', `${hero.name} is not yours`);
    if (hero.side !== task.side) return no('task-limit', `Only ${view.sideNames[task.side]}'s heroes attempt this task`);
    if (!hero.unitId) return no('hero-lost', `${hero.name} is lost and cannot attempt the task`);
    if (view.escaped?.some((u) => u.id === hero.unitId)) return no('escaped', `${hero.name} has left the combat with their unit (the escape route, or slid off the board)`);
    group.push(hero);
  }
  // HC-08: the Boost goes to one hero taking part in this attempt, and only where the task has one.
  if (c.boostTo !== undefined && !task.boost) return no('bad-boost', 'This task has no Boost to pass on');
  if (c.boostTo !== undefined && !ids.includes(c.boostTo)) {
    const name = view.heroes.find((h) => h.id === c.boostTo)?.name ?? c.boostTo;
    return no('bad-boost', `${name} does not take part in this attempt: the Boost goes to one who does`);
  }
  if (c.skill && !task.skills.includes(c.skill)) return no('not-task-skill', `This task needs ${task.skills.map(skillName).join(' and ')}, not ${skillName(c.skill)}`);
  const skill = attemptSkill(view, c);
  if (!skill || !skillsLeft(view, task, task.limits.allMustSucceed ? c.heroId : undefined).includes(skill)) {
    return no('task-done', task.limits.allMustSucceed ? `${group[0].name} has already succeeded at ${skill ? skillName(skill) : 'the task'}` : `${skill ? skillName(skill) : 'The task'} is already done`);
  }
  if (c.take) {
    // SC-07 from the skill rules themselves: the fight is a combat encounter (no hero has an ability to take 10 in one).
    const take = takeAllowed(c.take, false, { inCombat: true });
    if (!take.ok) return no(take.code === 'no-take-20' ? 'no-take-20' : 'no-take-10', take.message);
  }
  if (group.length > 1 && !task.limits.together) return no('task-limit', `${task.limits.text}: heroes try it one at a time`);
  const cap = task.limits.attempters === 'one' ? 1 : task.limits.attempters === 'two' ? 2 : Infinity;
  if (group.length > cap) return no('task-limit', `${task.limits.text}: at most ${cap} together`);
  const everyone = new Set([...attemptersSoFar(view), ...ids]);
  if (everyone.size > cap) {
    const before = attemptersSoFar(view).map((id) => view.heroes.find((h) => h.id === id)?.name ?? id);
    return no('task-limit', `${task.limits.text}: only ${before.join(' and ')} may attempt it`);
  }
  // In a task stage nobody stands at a square yet or any more, and each attempt is a turn of its own.
  if (stage) return null;
  for (const hero of group) {
    const at = heroSquare(view, hero);
    if (!at || !atTask(task, at)) return no('not-at-task', `${hero.name} must be at or next to the task's square (${task.at.x}, ${task.at.y})`);
  }
  for (const hero of group) if (attemptedThisTurn(view, hero.id)) return no('already-attempted', `${hero.name} has already attempted the task this turn`);
  return null;
}

/**
 * The attempt: each hero of it rolls a d20 check of the skill (SC-01 to SC-05, in combat so no take 10
 * or 20) against the task's DC with the limits' change; working together, the best total counts (the
 * first of equals). A Boost is on the check of the hero named to have it, else of the hero who leads. One action of the side in the
 * fight; in a task stage (HC-08) no action but a turn of its own, after which the stage goes on or ends.
 */
export function attemptTask(state: BattleState, c: AttemptTask): Outcome {
  const task = state.scenario.task!;
  const skill = attemptSkill(state, c)!;
  let rng = state.rng;
  const rolls: TaskRoll[] = [];
  const ids = [c.heroId, ...(c.with ?? [])];
  const mods = attemptModifiers(task, ids.map((id) => state.heroes.find((h) => h.id === id)!), skill, c.boostTo);
  for (const [i, id] of ids.entries()) {
    const { ranks, ability, bonuses } = mods[i];
    let result;
    [result, rng] = makeCheck(rng, { ranks, ability, bonuses, dc: task.effectiveDc, situation: { inCombat: true } });
    if (!result.ok) continue;
    const { modifier, roll, total } = result.value;
    rolls.push({ heroId: id, modifier, dice: roll?.dice ?? [], natural: roll?.natural ?? 0, total });
  }
  const best = rolls.reduce((b, r) => (r.total > b.total ? r : b), rolls[0]);
  const degree = degreeOf(best.total, task.effectiveDc);
  const stage = taskStage(state);
  const attempt: TaskAttempt = { turn: state.turn, ...(stage ? { stage } : {}), skill, heroes: rolls.map((r) => r.heroId), rolls, counted: best.heroId, dc: task.effectiveDc, degree };
  const next: BattleState = { ...state, rng, taskAttempts: [...(state.taskAttempts ?? []), attempt], actionsLeft: stage ? 0 : state.actionsLeft - 1 };
  const events: Outcome['events'] = [{ type: 'taskAttempt', attempt, done: taskDone(next, task), actionsLeft: next.actionsLeft }];
  // In a task stage apply() then runs the attempt's turn on the countdowns (taskStage.ts afterStageAttempt).
  return { state: next, events };
}
