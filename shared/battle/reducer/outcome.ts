import type { BattleEvent } from '../events.ts';
import type { BattleState } from '../model.ts';

/**
 * What carrying out a command check() accepted gives: the next state and what happened, in order.
 * Executors append to `events` as they go, because one command can run on through several phases.
 */
export interface Outcome {
  state: BattleState;
  events: BattleEvent[];
}
