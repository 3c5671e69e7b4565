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

// The Shadow Wars battle as a game module: what the generic room, the CLIs and the tests drive.

export interface BattleSetup {
  scenario: Scenario;
  map: BattleMap;
  /** SW-10: 'players' starts with the set-up; 'auto' sets every unit out at once. */
  deployment?: 'players' | 'auto';
}

export const battleModule: GameModule<BattleSetup, BattleState, BattleView, Command, BattleEvent> = {
  kind: 'battle',
  command: Command,
  create: (setup, seed) => createBattle(setup.scenario, setup.map, seed, { deployment: setup.deployment ?? 'players' }),
  apply,
  viewFor,
  legal: legalCommands,
  pending: pendingOf,
  sides: (state) => state.sideNames,
  allies: alliesOf,
  over: (state) => state.phase === 'over',
  hash: hashState,
  diceShown,
};
