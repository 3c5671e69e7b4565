import { apply, createBattle } from '../battle/reducer/apply.ts';
import { hashState } from '../core/hash.ts';
import type { LoggedCommand } from '../battle/replay.ts';
import type { Scenario } from '../battle/scenario.ts';
import type { BattleState } from '../battle/model.ts';
import { viewFor } from '../battle/queries/view.ts';
import type { BattleMap } from '../map/battleMap.ts';
import { chooseCommand } from './simplePlayer.ts';

export interface PlayOut {
  state: BattleState;
  log: LoggedCommand[];
  hash: string;
}

/** Plays a whole battle between two scripted sides; stops at the end or after `maxCommands`. */
export function playOut(scenario: Scenario, map: BattleMap, seed: number, maxCommands = 20000): PlayOut | { error: string } {
  const created = createBattle(scenario, map, seed, { deployment: 'players' });
  if (!created.ok) return { error: created.error.message };
  let state = created.state;
  const log: LoggedCommand[] = [];
  while (state.phase !== 'over' && log.length < maxCommands) {
    const side = state.active;
    const command = chooseCommand(viewFor(state, side), side);
    if (!command) return { error: `side ${side} has no legal command in phase ${state.phase}` };
    const r = apply(state, side, command);
    if (!r.ok) return { error: `the scripted side's command was refused: ${r.error.message}` };
    state = r.state;
    log.push({ side, command });
  }
  return { state, log, hash: hashState(state) };
}
