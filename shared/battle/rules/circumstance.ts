import type { BattleMap } from '../../map/battleMap.ts';
import { indexOf } from './grid.ts';
import type { UnitState } from '../model.ts';
import type { When } from '../units.ts';

/** SW-06 and SW-09 circumstances: every field given must hold. */
export function whenHolds(when: When, map: BattleMap, unit: UnitState, opponent: UnitState | null): boolean {
  if (when.terrain && !when.terrain.includes(map.terrain[indexOf(map, unit.x, unit.y)])) return false;
  if (when.vsTypes && (!opponent || !when.vsTypes.includes(opponent.type))) return false;
  if (when.targetCondition && (!opponent || !(when.targetCondition as string[]).includes(opponent.condition))) return false;
  return true;
}
