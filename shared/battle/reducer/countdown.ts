import type { BattleEvent } from '../events.ts';
import type { BattleResult, BattleState } from '../model.ts';
import type { Countdown, CountdownState } from '../objectiveTypes.ts';
import { healedAtTurnEnd } from '../rules/advantage.ts';
import { afterDamage } from '../rules/combat.ts';
import { countdownStates, countdownsOf, knowsCount, rollSpec } from '../rules/countdown.ts';
import { taskDone } from '../rules/task.ts';
import { sameTeam } from '../rules/teams.ts';
import { checkVictory } from '../rules/victory.ts';
import { loseHeroes } from './attack.ts';
import { reservesArrive } from './reserves.ts';

// HC-06 Time Limit and Destruction Sequence at the end of each turn (turn.ts endTurn calls this once
// the win check has let the battle go on): what stops a count first, then each count goes down by its
// roll from the state's generator, then what happens at zero. A result (the heroes caught in a Death
// Trap, or the blast deciding the fight) ends the battle here.

/** Why a running countdown stops before its count goes down this turn, or null. */
function stopsNow(state: BattleState, c: Countdown): string | null {
  const task = state.scenario.task;
  if (c.stoppedBy === 'task' && task && taskDone(state, task)) return 'the task is done';
  // A Time Limit only fails the task: once it is done the clock no longer matters (HC-08: a task before the fight).
  if (c.atZero === 'task-failed' && task && taskDone(state, task)) return 'the task is done';
  // The device an enemy figure carries: once that figure is dead, the heroes take it and stop the count.
  if (c.stoppedBy === 'carrier' && c.carrier && !state.units.some((u) => u.id === c.carrier && u.condition !== 'dead')) return 'the figure carrying the device is down and it is used';
  return null;
}

const publicCount = (state: BattleState, c: Countdown, s: CountdownState) => state.sideNames.every((_, side) => knowsCount(state, c, s, side));

/** The task failed: logged, and under a Death Trap its consequence (the heroes defeated, or the dependents dead). */
export function failTask(state: BattleState, reason: string, events: BattleEvent[]): BattleState {
  const task = state.scenario.task;
  if (!task || state.taskFailed || taskDone(state, task)) return state;
  const trap = state.scenario.objectives?.deathTrap;
  const deathTrap = !trap ? undefined : trap.victims === 'heroes' ? 'the heroes are caught in the Death Trap and defeated' : 'the people still in the Death Trap die';
  events.push({ type: 'taskFailed', reason, ...(deathTrap ? { deathTrap } : {}) });
  const failed: BattleState = { ...state, taskFailed: reason };
  if (trap?.victims !== 'heroes') return failed;
  const winners = state.sideNames.map((_, s) => s).filter((s) => !sameTeam(state.scenario, s, task.side));
  const result: BattleResult = { winner: winners[0] ?? null, winners, reason: `${state.sideNames[task.side]} failed the task (${reason}) and were caught in the Death Trap` };
  events.push({ type: 'battleOver', result });
  return { ...failed, phase: 'over', result, actionsLeft: 0 };
}

/** Everything on the board takes the blast: one roll of its dice as damage against each unit's Vitality (SW-20). */
function blast(state: BattleState, c: Countdown, events: BattleEvent[]): BattleState {
  const { dice, total, rng } = rollSpec(state.rng, c.blast ?? { n: 2, sides: 14, plus: 0 });
  const hit: { unitId: string; before: BattleState['units'][number]['condition']; after: BattleState['units'][number]['condition'] }[] = [];
  const units = state.units.map((u) => {
    if (u.condition === 'dead') return u;
    const after = afterDamage(u.condition, total, u.vitality);
    hit.push({ unitId: u.id, before: u.condition, after });
    return { ...u, condition: after };
  });
  events.push({ type: 'blast', name: c.name, dice, damage: total, hit });
  const next = loseHeroes({ ...state, rng, units }, events);
  const result = checkVictory(next, next.scenario);
  if (!result) return next;
  events.push({ type: 'battleOver', result });
  return { ...next, phase: 'over', result, actionsLeft: 0 };
}

export function countdownsAtTurnEnd(state: BattleState, events: BattleEvent[]): BattleState {
  const list = countdownsOf(state);
  if (!list.length) return state;
  let next: BattleState = { ...state, countdowns: countdownStates(state) };
  for (const [i, c] of list.entries()) {
    if (next.result) break;
    const s = next.countdowns![i];
    if (s.stopped || s.ended) continue;
    const why = stopsNow(next, c);
    let now: CountdownState;
    if (why) {
      now = { ...s, stopped: true };
      events.push({ type: 'countdown', kind: c.kind, name: c.name, what: 'stopped', why });
    } else {
      const r = rollSpec(next.rng, c.tick);
      const left = Math.max(0, (s.left ?? c.start) - r.total);
      now = { ...s, left, ...(left === 0 ? { ended: true } : {}) };
      next = { ...next, rng: r.rng };
      const shown = publicCount(next, c, now);
      events.push({ type: 'countdown', kind: c.kind, name: c.name, what: left === 0 ? 'ended' : 'tick', ...(shown ? { left, roll: r.dice } : {}) });
    }
    next = { ...next, countdowns: next.countdowns!.map((x, j) => (j === i ? now : x)) };
    if (!now.ended) continue;
    next = c.atZero === 'blast' ? blast(next, c, events) : failTask(next, `the ${c.name} ran out`, events);
  }
  return next;
}

/** HC-06 at a turn's end, once the win check let the battle go on: the countdowns, then (if still on) healing, then the reserves' rolls. */
export function objectivesAtTurnEnd(state: BattleState, events: BattleEvent[]): BattleState {
  const timed = countdownsAtTurnEnd(state, events);
  if (timed.result) return timed;
  // Point of Advantage, a healing device: one step of condition for each unit standing in it.
  const healed = healedAtTurnEnd(timed.map, timed.units);
  if (healed.length) events.push({ type: 'healed', healed });
  const units = healed.length ? timed.units.map((u) => ({ ...u, condition: healed.find((h) => h.unitId === u.id)?.to ?? u.condition })) : timed.units;
  return reservesArrive({ ...timed, units }, events);
}
