import { describe, expect, it } from 'vitest';
import type { BattleMap, Defences } from '../map/battleMap.ts';
import type { BattleState, UnitState } from '../battle/model.ts';
import { legalCommands } from '../battle/queries/legal.ts';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testUnit, textMap } from '../battle/testing.ts';
import { aiRng, seedOf } from './aiRng.ts';
import { levelById } from './levels.ts';
import { actionValue, makePlan, WORTH_AN_ACTION } from './sergeant.ts';

// Issues 10, 11 (HC-06) for the levels above the recruit: an emplacement firing at the side is worth
// attacking, a wall square between a unit and its goal worth breaking (terrainGoal.ts).

const choose = (s: BattleState, side = 0) => levelById('sergeant')!.choose(viewFor(s, side), side, aiRng(seedOf('terrain')));
const valueOf = (s: BattleState, c: Parameters<typeof actionValue>[1], side = 0) => actionValue(makePlan(viewFor(s, side), side), c);

const OPEN = ['.........', '.........', '.........', '.........', '.........', '.........', '.........'];
const defences = (over: Partial<Defences> = {}): Defences => ({
  source: 'Automated Defences', sides: [0], attack: 5, bonus: 1, strike: 3, range: 3, area: true, defend: 3, vitality: 1, damageType: 'heat', text: 'Area, Ranged',
  list: [{ x: 4, y: 3, condition: 'ok' }], ...over,
});
const defended = (over: Partial<Defences> = {}, units: UnitState[] = [testUnit('A1', 0, 3, 3), testUnit('A2', 0, 5, 3), testUnit('B1', 1, 4, 6, { move: 0 })]) =>
  testBattle({ ...textMap(OPEN), hazards: { defences: defences(over) } }, units, 1);

describe('HC-06 the sergeant and Automated Defences', () => {
  it('HC-06 an emplacement firing at its side, next to two of its units, is attacked; one firing only at the enemy is not', () => {
    const at = { x: 4, y: 3 };
    const hit = { type: 'attackDefence' as const, unitId: 'A1', at };
    expect(valueOf(defended(), hit)).toBeGreaterThan(WORTH_AN_ACTION);
    expect(choose(defended())).toMatchObject({ type: 'attackDefence', at });
    expect(valueOf(defended({ sides: [1] }), hit)).toBe(0);
    expect(choose(defended({ sides: [1] }))?.type).not.toBe('attackDefence');
  });

  it('HC-06 a move out of an emplacement\'s reach is worth its shot\'s expected harm more than where it fires at the enemy', () => {
    const away = { type: 'move' as const, unitId: 'A1', to: { x: 0, y: 3 } };
    const stay = { type: 'move' as const, unitId: 'A1', to: { x: 2, y: 3 } };
    const gain = (over: Partial<Defences>) => valueOf(defended(over), away) - valueOf(defended(over), stay);
    expect(gain({}) - gain({ sides: [1] })).toBeGreaterThan(0.1);
  });
});

// A wall across the board but for a gap at its far left end.
const WALLED = ['.........', '.........', '.........', '.########', '.........', '.........', '.........'];
const walled = (units: UnitState[]): BattleState => {
  const squares = Array.from({ length: 8 }, (_, i) => ({ x: i + 1, y: 3 }));
  const map: BattleMap = { ...textMap(WALLED), walls: [{ name: 'Hard Contested Zone', resistance: 6, defend: 3, squares, broken: [] }] };
  return testBattle(map, units, 1);
};

describe('HC-06 the sergeant and breakable walls', () => {
  it('HC-06 a unit stopped by a wall with its enemy behind it breaks through rather than walk the long way round', () => {
    const s = walled([testUnit('A1', 0, 7, 2), testUnit('B1', 1, 7, 6, { move: 0 })]);
    expect(valueOf(s, { type: 'breach', unitId: 'A1', at: { x: 7, y: 3 } })).toBeGreaterThan(1);
    expect(choose(s)).toMatchObject({ type: 'breach', unitId: 'A1' });
  });

  it('HC-06 a breach that opens no shorter way is worth nothing', () => {
    const s = walled([testUnit('A1', 0, 7, 2), testUnit('B1', 1, 7, 0, { move: 0 })]);
    expect(valueOf(s, { type: 'breach', unitId: 'A1', at: { x: 7, y: 3 } })).toBe(0);
    expect(legalCommands(viewFor(s, 0), 0).some((c) => c.type === 'breach')).toBe(true);
    expect(choose(s)?.type).not.toBe('breach');
  });
});
