import { describe, expect, it } from 'vitest';
import type { BystanderGroup } from '../map/battleMap.ts';
import type { BattleState } from '../battle/model.ts';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testUnit, textMap } from '../battle/testing.ts';
import { aiRng, seedOf } from './aiRng.ts';
import { levelById } from './levels.ts';
import { RESCUE_WEIGHT } from './objectiveGoal.ts';
import { actionValue, makePlan } from './sergeant.ts';

// Issue 11, HC-06 for the levels above simple: the heroes' side values a move that leads bystanders to
// safety or frees hostages a little (objectiveGoal.ts rescueGain); the enemy does not.

const ROWS = ['..........', '..........', '..........', '..........', '..........', '..........', '..........'];
const people = (count: number, x = 4, y = 1): BystanderGroup => ({ at: { x, y }, count, who: 'bystanders', status: 'present' });
const battle = (groups: BystanderGroup[], units = [testUnit('A1', 0, 4, 4), testUnit('B1', 1, 9, 6)], active = 0): BattleState =>
  testBattle({ ...textMap(ROWS), bystanders: groups }, units, 1, { active, mover: active });
const value = (s: BattleState, side: number, unitId: string, x: number, y: number) => actionValue(makePlan(viewFor(s, side), side), { type: 'move', unitId, to: { x, y } });

describe('HC-06 the levels and the people on the map', () => {
  it('HC-06 a heroes\' move beside people is worth RESCUE_WEIGHT a person (at most 3); beside nobody, or for the enemy, nothing more', () => {
    expect(value(battle([people(4)]), 0, 'A1', 4, 2) - value(battle([]), 0, 'A1', 4, 2)).toBeCloseTo(4 * RESCUE_WEIGHT);
    expect(value(battle([people(20)]), 0, 'A1', 4, 2) - value(battle([]), 0, 'A1', 4, 2)).toBeCloseTo(3);
    expect(value(battle([people(4)]), 0, 'A1', 4, 5) - value(battle([]), 0, 'A1', 4, 5)).toBeCloseTo(0);
    // Guarded: an enemy unit beside them, no rescue, no gain.
    const guarded = [testUnit('A1', 0, 4, 4), testUnit('B1', 1, 5, 0)];
    expect(value(battle([people(4)], guarded), 0, 'A1', 4, 2) - value(battle([], guarded), 0, 'A1', 4, 2)).toBeCloseTo(0);
    // The enemy's guard walking away from them (a heroes' unit beside them) is worth nothing to the enemy.
    const enemy = [testUnit('A1', 0, 3, 2), testUnit('B1', 1, 5, 1)];
    expect(value(battle([people(4)], enemy, 1), 1, 'B1', 8, 1) - value(battle([], enemy, 1), 1, 'B1', 8, 1)).toBeCloseTo(0);
  });

  it('HC-06 the sergeant with nothing better to do walks beside a crowd to lead it out', () => {
    const s = battle([people(10, 6, 1)], [testUnit('A1', 0, 4, 1), testUnit('B1', 1, 9, 6)]);
    const c = levelById('sergeant')!.choose(viewFor(s, 0), 0, aiRng(seedOf('rescue')));
    expect(c).toMatchObject({ type: 'move', unitId: 'A1' });
    if (c?.type !== 'move') throw new Error('no move');
    expect(Math.max(Math.abs(c.to.x - 6), Math.abs(c.to.y - 1))).toBeLessThanOrEqual(1);
  });
});
