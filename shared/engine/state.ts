import type { BattleMap, Square } from '../map/battleMap.ts';
import type { RngState } from './rng.ts';
import type { UnitStats } from './units.ts';

// The whole battle as plain data. `BattleView` is what a player may see; `BattleState` adds the
// seed and the generator, which never leave the server (a client holding them could foresee dice).

export type Condition = 'ok' | 'bloodied' | 'broken' | 'dead';
export type Phase = 'move' | 'combat' | 'over';

export interface UnitState extends UnitStats {
  id: string;
  type: string;
  name: string;
  side: number;
  x: number;
  y: number;
  condition: Condition;
  /** SW-14: a unit moves at most once a turn. */
  moved: boolean;
  /** SW-22: defences made this turn; each one after the first takes one more penalty die. */
  defences: number;
}

export interface PendingAttack {
  unitId: string;
  targets: string[];
}

export interface CombatState {
  /** Unit ids in the order their attacks resolve (SW-19), fixed when the combat phase begins. */
  order: string[];
  index: number;
}

export interface BattleResult {
  /** Winning side, or null for a draw. */
  winner: number | null;
  reason: string;
}

export interface BattleView {
  scenarioId: string;
  sideNames: string[];
  map: BattleMap;
  turn: number;
  phase: Phase;
  /** The side whose move it is, or whose unit's attack is pending in combat. */
  active: number;
  actionsLeft: number;
  units: UnitState[];
  combat: CombatState | null;
  pending: PendingAttack | null;
  result: BattleResult | null;
  /** Commands applied so far. */
  seq: number;
}

export interface BattleState extends BattleView {
  seed: number;
  rng: RngState;
}

export type { Square };
