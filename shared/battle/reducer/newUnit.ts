import type { Square } from '../../map/battleMap.ts';
import type { BattleState, UnitState } from '../model.ts';
import { effectiveStats, type UnitType } from '../units.ts';

/** Unit ids are the side's letter and a number: A1, B3... (also for units bought later). */
export const SIDE_LETTERS = 'ABCDEF';

/**
 * The id of a unit a side gains during the battle (bought, a reserve, an emerging figure): the next
 * number after every unit it has had, dead ones (kept in `units`) and escaped ones (HC-06, moved to
 * `escaped`) included, so no id is given twice.
 */
export function nextUnitId(state: Pick<BattleState, 'units' | 'escaped'>, side: number): string {
  const had = state.units.filter((u) => u.side === side).length + (state.escaped ?? []).filter((u) => u.side === side).length;
  return `${SIDE_LETTERS[side]}${had + 1}`;
}

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
