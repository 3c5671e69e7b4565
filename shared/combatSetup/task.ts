import type { RngState } from '../core/rng.ts';
import { DATA, rollOn } from './tables.ts';
import type { EpisodeStep, TaskSetup } from './types.ts';

// HC-08, HC-09: when the step's task comes (before, during or after the fight of at most 20 turns)
// and the Task Limits roll: who may attempt it and the change to its difficulty.

export const TURN_LIMIT: number = DATA.turnLimit;

/** The D3 timing when the step does not fix it, then the D6 task limits. */
export function rollTask(rng: RngState, step: EpisodeStep, countdown: boolean): [TaskSetup, RngState] {
  let state = rng;
  let when: TaskSetup['when'];
  if (step.task.when) when = { face: null, id: step.task.when };
  else {
    let t;
    [t, state] = rollOn(state, DATA.taskTiming);
    when = { face: t.face, id: t.row.id };
  }
  let l;
  [l, state] = rollOn(state, DATA.taskLimits);
  const { min: _min, max: _max, ...limits } = l.row;
  return [
    {
      skills: step.task.skills,
      dc: step.task.dc,
      when,
      limits: { face: l.face, ...limits },
      effectiveDc: step.task.dc + limits.difficulty,
      // Time Limit and Destruction Sequence: an attempt before or after the fight takes one turn.
      turnPerAttempt: countdown && when.id !== 'during',
      ...(step.task.boost ? { boost: step.task.boost } : {}),
    },
    state,
  ];
}
