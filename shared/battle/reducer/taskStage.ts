import type { BattleEvent } from '../events.ts';
import type { BattleResult, BattleState } from '../model.ts';
import { countdownsOf } from '../rules/countdown.ts';
import { nextPreparing } from '../rules/preparation.ts';
import { stageAttempters, taskDone, taskStage } from '../rules/task.ts';
import { sameTeam } from '../rules/teams.ts';
import { countdownsAtTurnEnd, failTask } from './countdown.ts';
import type { Outcome } from './outcome.ts';
import { startMove, startPreparation } from './turn.ts';

// HC-08 (issue 11): a combat step's task that comes before or after the fight, played in a task stage
// of its own (phase 'task'). Before: once every figure is placed and before anyone acts (the
// preparation's personal actions, turn 1), the heroes' side attempts the task; done, the fight
// begins; failed (given up, its Time Limit run out, no hero left) the step is lost and there is no
// fight. After: a fight the heroes' side won goes on to the stage; the battle ends with the task done
// or failed, its result the fight's (the step's outcome is stepOutcome's). In a stage nobody moves,
// an attempt needs no square and no action, and each attempt is a turn of its own: a Time Limit or a
// Destruction Sequence counts it ("Attempts at the task either before or after the combat take 1 turn").

/** A battle just set out opens with the task stage when its task comes before the fight. */
export const opensWithTask = (state: BattleState): boolean => state.scenario.task?.when === 'before' && !state.taskFailed && !taskDone(state, state.scenario.task);

/** The stage before the fight (turn 0, like the preparation: no turn has begun). */
export function startBeforeStage(state: BattleState, events: BattleEvent[]): BattleState {
  const side = state.scenario.task!.side;
  events.push({ type: 'taskStage', when: 'before', what: 'start', side, reason: 'the task comes before the fight: the heroes attempt it before anyone acts' });
  return { ...state, turn: 0, phase: 'task', active: side, mover: side, actionsLeft: 0 };
}

/** The fight begins: the preparation's personal actions if a side has any, else turn 1 with every unit fresh. */
function beginFight(state: BattleState, events: BattleEvent[]): BattleState {
  const preparing = nextPreparing(state, 0);
  if (preparing !== null) return startPreparation(state, preparing, events);
  const units = state.units.map((u) => ({ ...u, moved: false, shot: false, recovered: false, oppFired: false, defences: 0 }));
  return startMove({ ...state, turn: 1, units }, 0, events);
}

const withoutFight = ({ fight: _fight, ...rest }: BattleState): BattleState => rest;

/** Takes the last `battleOver` event from `from` on out of the log: the battle goes on after all. */
function dropBattleOver(events: BattleEvent[], from = 0): void {
  for (let i = events.length - 1; i >= from; i--) if (events[i].type === 'battleOver') return void events.splice(i, 1);
}

/** The stage is over: the fight begins (the task before it done), or the battle ends. */
function endStage(state: BattleState, stage: 'before' | 'after', events: BattleEvent[]): BattleState {
  const task = state.scenario.task!;
  const done = taskDone(state, task);
  events.push({ type: 'taskStage', when: stage, what: done ? 'done' : 'failed', side: task.side, reason: done ? 'the task is done' : (state.taskFailed ?? 'the task was not done') });
  // The Death Trap caught the heroes (failTask ended the battle).
  if (state.phase === 'over') return withoutFight(state);
  if (stage === 'before' && done) return beginFight(state, events);
  const winners = state.sideNames.map((_, s) => s).filter((s) => !sameTeam(state.scenario, s, task.side));
  const lost: BattleResult = { winner: winners[0] ?? null, winners, reason: `${state.sideNames[task.side]} did not do the task before the fight (${state.taskFailed}): the step is lost and there is no fight` };
  const result = stage === 'after' ? state.fight! : lost;
  events.push({ type: 'battleOver', result });
  return { ...withoutFight(state), phase: 'over', result, actionsLeft: 0 };
}

/**
 * An attempt's turn in the stage counted by the countdowns. A blast deals its damage but decides no
 * fight here: the fight is still to come (before) or already decided (after); the Death Trap closing
 * on the heroes (the Time Limit run out) does end the battle.
 */
function stageCountdowns(state: BattleState, events: BattleEvent[]): BattleState {
  const mark = events.length;
  const next = countdownsAtTurnEnd(state, events);
  if (next.phase !== 'over' || (next.taskFailed && !state.taskFailed)) return next;
  dropBattleOver(events, mark);
  return { ...next, phase: 'task', result: null, actionsLeft: 0 };
}

/** After an attempt in a task stage (reducer/task.ts): its turn on the countdowns, then the stage goes on or ends. */
export function afterStageAttempt(state: BattleState, events: BattleEvent[]): BattleState {
  const stage = taskStage(state)!;
  const task = state.scenario.task!;
  const next = countdownsOf(state).length ? stageCountdowns(state, events) : state;
  if (next.phase === 'over' || next.taskFailed || taskDone(next, task)) return endStage(next, stage, events);
  if (!stageAttempters(next, task).length) return endStage(failTask(next, 'no hero is left to attempt it', events), stage, events);
  return next;
}

/** `endPhase` in a task stage: the heroes stop trying, so the task is failed (a Death Trap closes). */
export function giveUpTask(state: BattleState): Outcome {
  const events: BattleEvent[] = [];
  const stage = taskStage(state)!;
  const failed = failTask(state, `the heroes gave it up ${stage} the fight`, events);
  return { state: endStage(failed, stage, events), events };
}

/**
 * A command that ended the fight with the heroes' side winning, its task to come after it: the
 * battle goes on to the task stage, the fight's result kept (`fight`) for the battle's end. apply()
 * calls this on every command's outcome; anything else passes through unchanged.
 */
export function afterFight(before: BattleState, after: BattleState, events: BattleEvent[]): BattleState {
  const task = after.scenario.task;
  if (!task || task.when !== 'after' || !after.result || after.phase !== 'over' || before.phase === 'over' || before.phase === 'task') return after;
  if (!after.result.winners.includes(task.side) || after.taskFailed || taskDone(after, task)) return after;
  dropBattleOver(events);
  const fight = after.result;
  events.push({ type: 'taskStage', when: 'after', what: 'start', side: task.side, reason: `the fight is won (${fight.reason}): the heroes now attempt the task` });
  const staged: BattleState = { ...after, phase: 'task', active: task.side, mover: task.side, actionsLeft: 0, combat: null, pending: null, result: null, fight };
  if (stageAttempters(staged, task).length) return staged;
  return endStage(failTask(staged, 'no hero is left to attempt it after the fight', events), 'after', events);
}
