import type { Square } from '../../map/battleMap.ts';
import type { UnitState } from '../model.ts';
import { effectiveStats, type UnitType } from '../units.ts';

/** Unit ids are the side's letter and a number: A1, B3... (also for units bought later). */
export const SIDE_LETTERS = 'ABCDEF';

export function newUnit(t: UnitType, id: string, side: number, at: Square): UnitState {
  return {
    ...effectiveStats(t),
    ...(t.specials ? { specials: t.specials } : {}),
    id,
    type: t.id,
    name: t.name,
    side,
    x: at.x,
    y: at.y,
    condition: 'ok',
    moved: false,
    shot: false,
    recovered: false,
    oppFired: false,
    level: 0,
    defences: 0,
    supportRoll: true,
  };
}
