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

/** Folds a command log into a battle: how the server reloads a battle and how tests check determinism. */
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
