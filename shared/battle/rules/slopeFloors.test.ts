import { describe, expect, it } from 'vitest';
import type { BattleMap, MapFloor } from '../../map/battleMap.ts';
import { testBattle, testUnit, textMap } from '../testing.ts';
import { moveAllowance } from './movement.ts';
import { slideTo } from './slope.ts';

// HC-06 Steep Slope with Weak and Hard Floor: "If there is a Weak or Hard Floor it is this floor which
// slopes" (contested.ts slopesAt): with one or both floors only their unbroken sections slope.

const ROWS = ['.......', '.......', '.......'];
const floor = (strength: 'weak' | 'hard', x: number, broken: number[] = []): MapFloor => ({ strength, sections: [{ x, y: 0, w: 3, h: 3 }], resistance: 3, gap: 4, bottom: 'solid', broken });
/** The hard floor on columns 0-2, the weak one on 3-5, column 6 bare; the board slopes east. */
const map = (weakBroken: number[] = []): BattleMap => ({ ...textMap(ROWS), hazards: { slope: { downhill: 'east', moveLoss: 1, against: [0, 1] }, floors: [floor('hard', 0), floor('weak', 3, weakBroken)] } });

describe('HC-06 Steep Slope on two floors', () => {
  it('HC-06 both floors slope: Move -1 on either, not off them, nor below a hole', () => {
    const at = (m: BattleMap, x: number, altitude?: number) => moveAllowance(testUnit('a', 0, x, 1, { move: 3, ...(altitude === undefined ? {} : { altitude }) }), { map: m, heroes: [] });
    expect(at(map(), 1)).toBe(2);
    expect(at(map(), 4)).toBe(2);
    expect(at(map(), 6)).toBe(3);
    // The weak floor broken: a unit that fell through stands on the ground below, which does not slope.
    expect(at(map([0]), 4, -4)).toBe(3);
    // Without floors the whole board slopes.
    const bare: BattleMap = { ...textMap(ROWS), hazards: { slope: { downhill: 'east', moveLoss: 1, against: [0, 1] } } };
    expect(at(bare, 6)).toBe(2);
  });

  it('HC-06 a slide runs on from the hard floor onto the weak one and stops where the floors end, or at a hole', () => {
    const state = testBattle(map(), [testUnit('a', 0, 0, 1)]);
    expect(slideTo(state, state.units[0], 'east', 10)).toEqual({ x: 5, y: 1 });
    const holed = testBattle(map([0]), [testUnit('a', 0, 0, 1)]);
    expect(slideTo(holed, holed.units[0], 'east', 10)).toEqual({ x: 2, y: 1 });
  });
});
