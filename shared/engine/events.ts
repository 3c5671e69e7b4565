import type { Square } from '../map/battleMap.ts';
import type { Modifier, OpposedResult, RollResult } from './dice.ts';
import type { BattleResult, Condition, Phase } from './state.ts';

// What happened, for the client to animate and the combat log to print. Every die is in here.

export type BattleEvent =
  | { type: 'phase'; turn: number; phase: Phase; side: number; actions: number }
  | { type: 'moved'; unitId: string; from: Square; to: Square; path: Square[]; cost: number; actionsLeft: number }
  | { type: 'reactOrder'; cluster: number; rolls: ReactRoll[] }
  | {
      type: 'attack';
      attackerId: string;
      defenderId: string;
      roll: OpposedResult;
      damage: number;
      before: Condition;
      after: Condition;
    }
  | { type: 'pass'; unitId: string }
  | { type: 'pending'; unitId: string; targets: string[]; side: number }
  | { type: 'battleOver'; result: BattleResult };

export interface ReactRoll {
  unitId: string;
  roll: RollResult;
  /** Extra dice each unit tied on a total rolled to settle the order (SW-03). */
  tieDice: number[];
}

export type { Modifier };
