import { apply, createBattle, type CreateOptions, type Rejection } from './reducer/apply.ts';
import type { Command } from './commands.ts';
import type { BattleMap } from '../map/battleMap.ts';
import type { BattleState } from './model.ts';
import type { Scenario } from './scenario.ts';
import type { Seed } from '../core/rng.ts';

export interface LoggedCommand {
  side: number;
  command: Command;
}

/**
 * Folds a command log into a battle, trusting it: how tests check determinism. A stored or exported
 * log is replayed with shared/core/verify.ts replayLog instead, which checks every die and event.
 */
export function replay(
  scenario: Scenario,
  map: BattleMap,
  seed: Seed | number,
  log: LoggedCommand[],
  options: CreateOptions = {},
): { ok: true; state: BattleState } | { ok: false; error: Rejection; at: number } {
  const created = createBattle(scenario, map, seed, options);
  if (!created.ok) return { ok: false, error: created.error, at: -1 };
  let state = created.state;
  for (const [i, entry] of log.entries()) {
    const r = apply(state, entry.side, entry.command);
    if (!r.ok) return { ok: false, error: r.error, at: i };
    state = r.state;
  }
  return { ok: true, state };
}
