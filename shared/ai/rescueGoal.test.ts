import { describe, expect, it } from 'vitest';
import type { BystanderGroup } from '../map/battleMap.ts';
import type { BattleState } from '../battle/model.ts';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testUnit, textMap } from '../battle/testing.ts';
import { aiRng, seedOf } from './aiRng.ts';
import { levelById } from './levels.ts';
import { RESCUE_WEIGHT } from './objectiveGoal.ts';
import { actionValue, bestAction, makePlan } from './sergeant.ts';
import { legalCommands } from '../battle/queries/legal.ts';
import { RESCUE_PULL } from './terrainGoal.ts';

// Issue 11, HC-06 for the levels above simple: the heroes' side values a move that leads bystanders to
// safety or frees hostages a little (objectiveGoal.ts rescueGain); the enemy does not.

const ROWS = ['..........', '..........', '..........', '..........', '..........', '..........', '..........'];
const people = (count: number, x = 4, y = 1): BystanderGroup => ({ at: { x, y }, count, who: 'bystanders', status: 'present' });
const battle = (groups: BystanderGroup[], units = [testUnit('A1', 0, 4, 4), testUnit('B1', 1, 9, 6)], active = 0): BattleState =>
  testBattle({ ...textMap(ROWS), bystanders: groups }, units, 1, { active, mover: active });
const value = (s: BattleState, side: number, unitId: string, x: number, y: number) => actionValue(makePlan(viewFor(s, side), side), { type: 'move', unitId, to: { x, y } });

describe('HC-06 the levels and the people on the map', () => {
  it('HC-06 a heroes\' move beside people is worth RESCUE_WEIGHT a person (at most 3); beside nobody, or for the enemy, nothing more', () => {
    // Besides the rescue, the unit sent to them (terrainGoal.ts) gains RESCUE_PULL a square nearer: from 2 squares off being beside them.
    expect(value(battle([people(4)]), 0, 'A1', 4, 2) - value(battle([]), 0, 'A1', 4, 2)).toBeCloseTo(4 * RESCUE_WEIGHT + 2 * RESCUE_PULL);
    expect(value(battle([people(20)]), 0, 'A1', 4, 2) - value(battle([]), 0, 'A1', 4, 2)).toBeCloseTo(3 + 2 * RESCUE_PULL);
    expect(value(battle([people(4)]), 0, 'A1', 4, 5) - value(battle([]), 0, 'A1', 4, 5)).toBeCloseTo(-RESCUE_PULL);
    // Guarded: an enemy unit beside them, no rescue, no gain but the walk toward them.
    const guarded = [testUnit('A1', 0, 4, 4), testUnit('B1', 1, 5, 0)];
    expect(value(battle([people(4)], guarded), 0, 'A1', 4, 2) - value(battle([], guarded), 0, 'A1', 4, 2)).toBeCloseTo(2 * RESCUE_PULL);
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

  it('HC-06 the heroes\' unit nearest to people out of reach this turn walks toward them', () => {
    const far = [testUnit('A1', 0, 4, 6), testUnit('A2', 0, 12, 3), testUnit('B1', 1, 17, 6)];
    const wide = (groups: BystanderGroup[]) => testBattle({ ...textMap(ROWS.map((r) => r + r)), bystanders: groups }, far, 1, { active: 0, mover: 0 });
    // A1 is the nearest to the people at (0,0), the villain out of reach: its best move goes their way, where without them it would make for the villain.
    const a1 = (st: BattleState) => {
      const v = viewFor(st, 0);
      const c = bestAction(makePlan(v, 0), legalCommands(v, 0).filter((x) => x.type === 'move' && x.unitId === 'A1'))?.item;
      if (c?.type !== 'move') throw new Error('no move');
      return Math.max(c.to.x, c.to.y);
    };
    expect(a1(wide([people(3, 0, 0)]))).toBeLessThan(a1(wide([])));
  });
});
