import type { BattleMap } from '../../map/battleMap.ts';
import { indexOf } from './grid.ts';
import type { UnitState } from '../model.ts';
import type { When } from '../units.ts';

/**
 * Whom a roll is made against, for the circumstances that name the other side (`vsTypes`,
 * `targetCondition`). An attack or a defence has one opponent. A React roll (SW-19) has the enemies
 * the unit touches in its cluster, the units it may attack and that may attack it: the circumstance
 * holds when it holds against any one of them. Null when there is nobody (no such circumstance holds).
 */
export type Opponents = UnitState | readonly UnitState[] | null;

/** SW-06 and SW-09 circumstances: every field given must hold. */
export function whenHolds(when: When, map: BattleMap, unit: UnitState, opponent: Opponents): boolean {
  if (when.terrain && !when.terrain.includes(map.terrain[indexOf(map, unit.x, unit.y)])) return false;
  if (!when.vsTypes && !when.targetCondition) return true;
  const against = opponent === null ? [] : 'id' in opponent ? [opponent] : opponent;
  return against.some((o) => (!when.vsTypes || when.vsTypes.includes(o.type)) && (!when.targetCondition || (when.targetCondition as string[]).includes(o.condition)));
}
