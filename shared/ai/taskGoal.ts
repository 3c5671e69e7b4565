import type { Command } from '../battle/commands.ts';
import { legalCommands } from '../battle/queries/legal.ts';
import type { BattleView, HeroState, UnitState } from '../battle/model.ts';
import { heroWith } from '../battle/rules/heroes.ts';
import { attemptersSoFar, attemptModifiers, attemptOdds, bestBoostTo, heroModifier, heroesOfTask, skillsLeft, taskDone } from '../battle/rules/task.ts';
import type { StepTask } from '../battle/taskTypes.ts';
import type { Square } from '../map/battleMap.ts';
import type { SkillId } from '../skills/skills.ts';

// HC-08/HC-09 for the scripted levels (issue 11): a combat step is won only when the fight is won
// and its during-the-fight task done, so the side whose heroes may attempt it values an attempt by
// its exact odds (attemptOdds, the numbers a player is shown) times what doing the task is worth, and
// the units carrying the heroes who should try head for the task's square. The other levels' goals
// stand for everyone else. Where there is no task in the fight nothing here applies.

/** What doing the whole task is worth, in a unit's cost: more than any one unit (the step turns on it). */
export const TASK_VALUE = 12;
/** Per square nearer the task's square for a hero's unit that should try it (a hold area's is 1, a node's 2). */
export const TASK_WEIGHT = 2;

/** The task the fight is about, while it can still be attempted in it (or in its task stage, HC-08). */
function openTask(view: BattleView): StepTask | null {
  const task = view.scenario.task;
  return task && (task.when === 'during' || view.phase === 'task') && !taskDone(view, task) ? task : null;
}

/**
 * HC-08 "to one selected character": an attempt at a task with a Boost names `boostTo`, the hero of the
 * attempt it gives the best exact chance (bestBoostTo, the odds the client shows). Every scripted
 * level's chooser passes its command through this, so none leaves the Boost on the one leading by
 * default; anything else, or a task without a Boost, is returned as it is.
 */
export function withBestBoost(view: BattleView, c: Command | null): Command | null {
  const task = view.scenario.task;
  if (!c || c.type !== 'attemptTask' || !task?.boost) return c;
  const group = [c.heroId, ...(c.with ?? [])].map((id) => view.heroes.find((h) => h.id === id));
  const skill: SkillId | undefined = c.skill ?? skillsLeft(view, task, c.heroId)[0];
  if (!skill || group.some((h) => !h)) return c;
  const boostTo = bestBoostTo(task, group as HeroState[], skill);
  return boostTo ? { ...c, boostTo } : c;
}

/**
 * HC-08's task stage before or after the fight, for every scripted level: the attempt worth most
 * (its exact chance of success, attemptValue), while one has any chance; else End phase, which gives
 * the task up. Each attempt there takes a turn of a countdown, not an action, so no attempt waits.
 */
export function taskStageChoice(view: BattleView, side: number): Command | null {
  if (view.phase !== 'task') return null;
  const legal = legalCommands(view, side);
  let best: Command | null = null;
  let value = 0;
  for (const c of legal) {
    if (c.type !== 'attemptTask') continue;
    const v = attemptValue(view, c);
    if (v > value) [best, value] = [c, v];
  }
  return withBestBoost(view, best) ?? legal.find((c) => c.type === 'endPhase') ?? null;
}

/** The Task Limits' cap on different heroes ever attempting (HC-09). */
const capOf = (task: StepTask): number => (task.limits.attempters === 'one' ? 1 : task.limits.attempters === 'two' ? 2 : Infinity);

/** The best modifier a hero has at a skill still to be done (by them, when each must succeed). */
function bestModifier(view: BattleView, task: StepTask, hero: HeroState): number {
  const left = skillsLeft(view, task, hero.id);
  return left.length ? Math.max(...left.map((s) => heroModifier(hero, s, task.boost ?? 0).total)) : -Infinity;
}

/**
 * The heroes who should go and try: every hero of the side still with a unit and allowed to, or,
 * where only one or two may ever attempt, those already committed and then the best at the task.
 */
export function taskHeroes(view: BattleView, task: StepTask): HeroState[] {
  // Asked for every square a unit might move to: kept per heroes and attempts (a move changes neither).
  const byAttempts = memo.get(view.heroes) ?? new Map<unknown, { task: StepTask; heroes: HeroState[] }>();
  memo.set(view.heroes, byAttempts);
  const known = byAttempts.get(view.taskAttempts ?? null);
  if (known && known.task === task) return known.heroes;
  const heroes = chooseTaskHeroes(view, task);
  byAttempts.set(view.taskAttempts ?? null, { task, heroes });
  return heroes;
}
const memo = new WeakMap<HeroState[], Map<unknown, { task: StepTask; heroes: HeroState[] }>>();

function chooseTaskHeroes(view: BattleView, task: StepTask): HeroState[] {
  const so = attemptersSoFar(view);
  const cap = capOf(task);
  const able = heroesOfTask(view, task).filter((h) => bestModifier(view, task, h) > -Infinity && (so.length < cap || so.includes(h.id)));
  if (cap === Infinity) return able;
  const committed = able.filter((h) => so.includes(h.id));
  const rest = able.filter((h) => !so.includes(h.id)).sort((a, b) => bestModifier(view, task, b) - bestModifier(view, task, a));
  return [...committed, ...rest].slice(0, cap);
}

/** The task's square and the squares touching it: where a hero may attempt it from. */
function aroundTask(view: BattleView, task: StepTask): Square[] {
  const out: Square[] = [];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const s = { x: task.at.x + dx, y: task.at.y + dy };
      if (s.x >= 0 && s.y >= 0 && s.x < view.map.width && s.y < view.map.height) out.push(s);
    }
  return out;
}

/** The goal of a unit carrying a hero who should try the task: the squares it may be attempted from. */
export function taskGoal(view: BattleView, u: UnitState): { squares: Square[]; weight: number; fixed: true } | null {
  const task = openTask(view);
  if (!task || u.side !== task.side) return null;
  const hero = heroWith(view, u.id);
  if (!hero || !taskHeroes(view, task).some((h) => h.id === hero.id)) return null;
  return { squares: aroundTask(view, task), weight: TASK_WEIGHT, fixed: true };
}

/** How much of the task one success at `skill` does: a skill of two, and one hero's part when each must succeed. */
function shareOf(view: BattleView, task: StepTask): number {
  const heroes = task.limits.allMustSucceed ? Math.max(1, heroesOfTask(view, task).length) : 1;
  return 1 / (task.skills.length * heroes);
}

/**
 * What an attempt is worth this turn: its exact chance of success times the share of the task it
 * does. Where only one or two heroes may ever try, a first attempt by a hero worse at it than one who
 * should try instead (taskHeroes) is worth that much less: it would shut the better one out.
 */
export function attemptValue(view: BattleView, c: Extract<Command, { type: 'attemptTask' }>): number {
  const task = openTask(view);
  if (!task) return -Infinity;
  const group = [c.heroId, ...(c.with ?? [])].map((id) => view.heroes.find((h) => h.id === id)!);
  const skill: SkillId | undefined = c.skill ?? skillsLeft(view, task, c.heroId)[0];
  if (!skill) return -Infinity;
  // Valued as the levels send it: with the Boost on the hero named, else on the best one (withBestBoost).
  const p = attemptOdds(attemptModifiers(task, group, skill, c.boostTo ?? bestBoostTo(task, group, skill)).map((m) => m.total), task.effectiveDc).success;
  const chosen = taskHeroes(view, task).map((h) => h.id);
  const outsider = capOf(task) < Infinity && group.some((h) => !chosen.includes(h.id));
  return p * TASK_VALUE * shareOf(view, task) * (outsider ? 0.25 : 1);
}

/**
 * The captain's evaluation of the task (zero-sum, like evaluate.ts): what is done of it, and how far
 * the heroes who should try are from it, to the task's side's team and against the others.
 */
export function taskStanding(view: BattleView, sign: (s: number) => number): number {
  const task = view.scenario.task;
  if (!task || task.when !== 'during') return 0;
  const s = sign(task.side);
  if (taskDone(view, task)) return s * TASK_VALUE;
  const heroes = heroesOfTask(view, task);
  const each = task.skills.length;
  const done = task.limits.allMustSucceed ? heroes.reduce((n, h) => n + each - skillsLeft(view, task, h.id).length, 0) : each - skillsLeft(view, task).length;
  let v = done * TASK_VALUE * shareOf(view, task);
  for (const h of taskHeroes(view, task)) {
    const u = view.units.find((x) => x.id === h.unitId);
    if (u) v -= 0.5 * TASK_WEIGHT * Math.max(0, Math.max(Math.abs(u.x - task.at.x), Math.abs(u.y - task.at.y)) - 1);
  }
  return s * v;
}
