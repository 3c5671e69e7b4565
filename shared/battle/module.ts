import type { GameModule } from '../core/game.ts';
import type { BattleMap } from '../map/battleMap.ts';
import { Command } from './commands.ts';
import type { BattleEvent } from './events.ts';
import { diceShown } from './diceShown.ts';
import type { BattleState, BattleView } from './model.ts';
import { legalCommands } from './queries/legal.ts';
import { pendingOf } from './queries/pending.ts';
import { alliesOf, viewFor } from './queries/view.ts';
import { apply, createBattle } from './reducer/apply.ts';
import { hashState } from '../core/hash.ts';
import type { Scenario } from './scenario.ts';
import { applyTable } from './reducer/table.ts';
import { chooseCommand } from '../ai/simplePlayer.ts';
import type { Created } from '../core/game.ts';
import type { BattleState as State } from './model.ts';

// The Shadow Wars battle as a game module: what the generic room, the CLIs and the tests drive.

export interface BattleSetup {
  scenario: Scenario;
  map: BattleMap;
  /** SW-10: 'players' starts with the set-up; 'auto' sets every unit out at once. */
  deployment?: 'players' | 'auto';
  /** Sides the scripted opponent plays from the start (issue #9); a gamemaster may hand others over later. */
  scripted?: number[];
}

/** A new battle with its scripted sides, each of which must be one of its sides. */
function create(setup: BattleSetup, seed: Parameters<typeof createBattle>[2]): Created<State> {
  const made = createBattle(setup.scenario, setup.map, seed, { deployment: setup.deployment ?? 'players' });
  const scripted = [...new Set(setup.scripted ?? [])].sort((a, b) => a - b);
  if (!made.ok || !scripted.length) return made;
  const n = made.state.sideNames.length;
  if (scripted.some((s) => s >= n)) return { ok: false, error: { code: 'no-such-side', message: `A scripted side must be one of the ${n} sides` } };
  return { ok: true, state: { ...made.state, scripted } };
}

export const battleModule: GameModule<BattleSetup, BattleState, BattleView, Command, BattleEvent> = {
  kind: 'battle',
  command: Command,
  create,
  apply,
  viewFor,
  legal: legalCommands,
  pending: pendingOf,
  sides: (state) => state.sideNames,
  allies: alliesOf,
  over: (state) => state.phase === 'over',
  hash: hashState,
  diceShown,
  table: {
    apply: applyTable,
    paused: (state) => state.paused === true,
    scripted: (state) => state.scripted ?? [],
    // The scripted opponent sees exactly what that side's player would: it cannot cheat.
    script: (state, side) => chooseCommand(viewFor(state, side), side),
  },
};
