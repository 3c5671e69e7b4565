import type { Square } from '../../map/battleMap.ts';
import { degreeOf, dieValue, DEGREES, succeeded, type Degree } from '../../skills/d20.ts';
import { ranksOf } from '../../skills/heroSkills.ts';
import { skillModifier, type ModifierBreakdown } from '../../skills/modifiers.ts';
import { checkOdds, naturalCounts, type CheckOdds } from '../../skills/odds.ts';
import { SKILLS, type SkillId } from '../../skills/skills.ts';
import type { BattleView, HeroState } from '../model.ts';
import type { StepTask, TaskAttempt } from '../taskTypes.ts';

export type { StepTask, TaskAttempt, TaskLimits, TaskRoll, TaskWhen } from '../taskTypes.ts';

// HC-08, HC-09 in the engine (issue 11): a combat step's task, attempted during the fight by heroes at
// or next to its square, under the Task Limits table. The definition rides in the scenario (it is what
// the battle is fought over); the attempts made so far in the state. Pure queries only: the guard and
// the executor are reducer/task.ts.

export const skillName = (id: SkillId): string => SKILLS.find((s) => s.id === id)?.name ?? id;

/** Chebyshev distance 1 or 0: "adjacent to (or at)" the task's square, diagonals included. */
export const atTask = (task: StepTask, s: Square): boolean => Math.max(Math.abs(s.x - task.at.x), Math.abs(s.y - task.at.y)) <= 1;

/** The square of the unit a hero rides with, or null when lost or not placed. */
export function heroSquare(view: Pick<BattleView, 'units'>, hero: HeroState): Square | null {
  const unit = hero.unitId ? view.units.find((u) => u.id === hero.unitId && u.condition !== 'dead') : undefined;
  return unit ? { x: unit.x, y: unit.y } : null;
}

/** SC-02: the hero's modifier in a skill: its ranks (heroSkills.json), and a Boost as a circumstance bonus; no ability is named for any skill yet. */
export const heroModifier = (hero: Pick<HeroState, 'type'>, skill: SkillId, boost = 0): ModifierBreakdown =>
  skillModifier({ ranks: ranksOf(hero.type)[skill] ?? 0, ability: 0, bonuses: boost > 0 ? [{ type: 'circumstance', value: boost, reason: 'Boost' }] : [] });

/**
 * The modifiers of an attempt's heroes, the first leading it: the task's Boost goes to the hero named
 * `boostTo` (HC-08: "to one selected character where characters can work together"), by default the
 * one who leads.
 */
export const attemptModifiers = (task: Pick<StepTask, 'boost'>, heroes: Pick<HeroState, 'type' | 'id'>[], skill: SkillId, boostTo?: string): ModifierBreakdown[] => {
  const boosted = boostTo ?? heroes[0]?.id;
  return heroes.map((h) => heroModifier(h, skill, h.id === boosted ? task.boost ?? 0 : 0));
};

const attempts = (view: Pick<BattleView, 'taskAttempts'>): TaskAttempt[] => view.taskAttempts ?? [];

/** Heroes who have attempted the task so far (the Task Limits count them). */
export const attemptersSoFar = (view: Pick<BattleView, 'taskAttempts'>): string[] => [...new Set(attempts(view).flatMap((a) => a.heroes))];

export const attemptedThisTurn = (view: Pick<BattleView, 'taskAttempts' | 'turn'>, heroId: string): boolean => attempts(view).some((a) => a.turn === view.turn && a.heroes.includes(heroId));

/** Whether `heroId` (or, without one, anyone) has succeeded at `skill`. */
const succeededAt = (view: Pick<BattleView, 'taskAttempts'>, skill: SkillId, heroId?: string): boolean =>
  attempts(view).some((a) => a.skill === skill && succeeded(a.degree) && (!heroId || a.heroes.includes(heroId)));

/** Heroes that must each succeed when every one must: those of the task's side still with a unit. */
export const heroesOfTask = (view: Pick<BattleView, 'heroes'>, task: StepTask): HeroState[] => view.heroes.filter((h) => h.side === task.side && h.unitId);

/** The skills still to be done: by anyone, or by this hero when each must succeed on their own. */
export function skillsLeft(view: Pick<BattleView, 'taskAttempts'>, task: StepTask, heroId?: string): SkillId[] {
  return task.skills.filter((s) => !succeededAt(view, s, task.limits.allMustSucceed ? heroId : undefined));
}

/** The task is done: each skill succeeded once, or by every hero when all must succeed separately. */
export function taskDone(view: Pick<BattleView, 'taskAttempts' | 'heroes'>, task: StepTask): boolean {
  if (!task.limits.allMustSucceed) return skillsLeft(view, task).length === 0;
  const heroes = heroesOfTask(view, task);
  return heroes.length > 0 && heroes.every((h) => skillsLeft(view, task, h.id).length === 0);
}

/**
 * The exact chance of each result of an attempt: one hero's check (shared/skills checkOdds), or a
 * group's where each rolls and the best total counts (every combination of their dice counted).
 */
export function attemptOdds(modifiers: number[], dc: number): CheckOdds {
  if (modifiers.length === 1) return checkOdds({ modifier: modifiers[0], dc });
  const { counts: nat, outOf: one } = naturalCounts({});
  // Distribution of the best total: P(max <= t) is the product of each roller's P(total <= t).
  const totals = [...new Set(modifiers.flatMap((m) => Array.from({ length: 20 }, (_, i) => dieValue(i + 1) + m)))].sort((a, b) => a - b);
  const atMost = (m: number, t: number) => Array.from({ length: 20 }, (_, i) => i + 1).reduce((s, n) => s + (dieValue(n) + m <= t ? nat[n] : 0), 0);
  const outOf = one ** modifiers.length;
  const counts: Record<Degree, number> = { criticalFailure: 0, failure: 0, success: 0, criticalSuccess: 0 };
  let below = 0;
  for (const t of totals) {
    const upTo = modifiers.reduce((p, m) => p * atMost(m, t), 1);
    counts[degreeOf(t, dc)] += upTo - below;
    below = upTo;
  }
  const p = Object.fromEntries(DEGREES.map((d) => [d, counts[d] / outOf])) as Record<Degree, number>;
  return { p, counts, outOf, success: (counts.success + counts.criticalSuccess) / outOf };
}

/**
 * HC-08: which hero of an attempt the task's Boost gives the best exact chance of success with
 * (attemptOdds over attemptModifiers, the odds the client shows), the first of equals in the
 * attempt's order (the one leading first); undefined where the task has no Boost.
 */
export function bestBoostTo(task: Pick<StepTask, 'boost' | 'effectiveDc'>, heroes: Pick<HeroState, 'type' | 'id'>[], skill: SkillId): string | undefined {
  if (!task.boost || heroes.length === 0) return undefined;
  let best = heroes[0].id;
  let chance = -1;
  for (const h of heroes) {
    const p = attemptOdds(attemptModifiers(task, heroes, skill, h.id).map((m) => m.total), task.effectiveDc).success;
    if (p > chance) [best, chance] = [h.id, p];
  }
  return best;
}

/** HC-08: the task stage the battle is in (phase 'task'): before the fight or after it; null in the fight. */
export const taskStage = (view: Pick<BattleView, 'phase' | 'scenario'>): 'before' | 'after' | null => (view.phase === 'task' ? (view.scenario.task?.when === 'after' ? 'after' : 'before') : null);

/** HC-08: the heroes of the task's side who may still take part in an attempt in a task stage (with a unit, not escaped). */
export const stageAttempters = (view: Pick<BattleView, 'heroes' | 'escaped'>, task: StepTask): HeroState[] =>
  heroesOfTask(view, task).filter((h) => !view.escaped?.some((u) => u.id === h.unitId));

/**
 * HC-08 with the combat's result. Before: the fight began only once the task was done in its stage
 * (a failed one ends the battle lost), so the fight decides. After: a won fight goes on to the task
 * stage, which ends with the task done or failed. During: the fight won and the task done; a won
 * fight with the task not done is left undecided (a final step goes on "afterwards if necessary", a
 * preliminary step has failed at the 20-turn limit: the gamemaster rules which); so is a fight the
 * gamemaster ruled won before the task after it could be attempted.
 */
export function stepOutcome(view: Pick<BattleView, 'scenario' | 'result' | 'taskAttempts' | 'heroes' | 'taskFailed'>): 'won' | 'lost' | 'undecided' {
  const task = view.scenario.task;
  if (!view.result) return 'undecided';
  // HC-06: a task failed (Time Limit, given up), or a Death Trap's task not done when the fight ends, loses the step.
  if (view.taskFailed || (task?.when === 'during' && view.scenario.objectives?.deathTrap && !taskDone(view, task))) return 'lost';
  const fightWon = view.result.winners.includes(task?.side ?? 0);
  if (!fightWon) return 'lost';
  // Before: the fight began only once the task was done (or the gamemaster ruled it), so winning it wins the step.
  if (!task || task.when === 'before' || taskDone(view, task)) return 'won';
  return 'undecided';
}
