import { describe, expect, it } from 'vitest';
import type { BattleMap } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import { reducerFor, testBattle, testScenario, testUnit, textMap } from '../testing.ts';
import { floorAt, groundAt } from './contested.ts';
import { floors } from './floors.ts';

// HC-06 Weak and Hard Floor in play (shared/battle/rules/floors.ts, run by apply last).

const rules = reducerFor(testScenario({ win: { destroy: true, lastTurn: 30 } }));
const ROWS = ['.........', '.........', '.........', '.........', '.........', '.........', '.........'];
const of = <T extends BattleEvent['type']>(events: BattleEvent[], type: T) => events.filter((e): e is Extract<BattleEvent, { type: T }> => e.type === type);
type FloorData = NonNullable<NonNullable<BattleMap['hazards']>['floors']>[number];
const floorMap = (floor: Partial<FloorData>, withExplosive = true): BattleMap => ({
  ...textMap(ROWS),
  hazards: {
    floors: [{ strength: 'hard', sections: [{ x: 0, y: 0, w: 3, h: 7 }, { x: 3, y: 0, w: 3, h: 7 }, { x: 6, y: 0, w: 3, h: 7 }], resistance: 5, gap: 4, bottom: 'solid', broken: [], ...floor }],
    ...(withExplosive ? { explosives: { squares: [{ x: 4, y: 3 }], explodesOn: 4, burst: 1, harm: { attack: 1, type: 'heat', source: 'Explosive Objects' }, blast: 6 } } : {}),
  },
});
const units = () => [testUnit('a', 0, 1, 0, { missileAttack: 9, missileRange: 5 }), testUnit('b', 1, 4, 3, { vitality: 9 }), testUnit('c', 1, 3, 6, { vitality: 9 }), testUnit('d', 1, 1, 3)];

describe('HC-06 Weak and Hard Floor', () => {
  it('HC-06 a blast of at least the resistance breaks the sections in its burst; who stands there falls the gap; a weaker blast does not', () => {
    let broke = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const r = rules.step(testBattle(floorMap({}), units(), seed), 0, { type: 'shoot', unitId: 'a', targetId: 'b' });
      if (!of(r.events, 'explosive').some((e) => e.explodes)) {
        expect(of(r.events, 'floorBlow')).toEqual([]);
        continue;
      }
      broke++;
      expect(of(r.events, 'floorBlow')).toEqual([{ type: 'floorBlow', section: 1, by: 'an explosion', damage: 6, resistance: 5, breaks: true }]);
      expect(r.state.map.hazards!.floors![0].broken).toEqual([1]);
      const fell = of(r.events, 'fell');
      expect(fell.map((e) => e.unitId).sort()).toEqual(['b', 'c']);
      for (const e of fell) expect(e).toMatchObject({ from: 0, to: -4, damage: 2 });
      expect(r.state.units.find((u) => u.id === 'c')!.altitude).toBe(-4);
      // The hole stays: a unit walking onto it falls there too.
      const walk = rules.step({ ...r.state, phase: 'move', active: 1, actionsLeft: 2 }, 1, { type: 'move', unitId: 'd', to: { x: 3, y: 3 } });
      expect(of(walk.events, 'fell')).toMatchObject([{ unitId: 'd', from: 0, to: -4 }]);
      // A hard floor of 7 holds against the 6.
      const held = rules.step(testBattle(floorMap({ resistance: 7 }), units(), seed), 0, { type: 'shoot', unitId: 'a', targetId: 'b' });
      expect(of(held.events, 'floorBlow')).toEqual([{ type: 'floorBlow', section: 1, by: 'an explosion', damage: 6, resistance: 7, breaks: false }]);
      expect(of(held.events, 'fell')).toEqual([]);
    }
    expect(broke).toBeGreaterThan(3);
  });

  it('HC-06 on a weak floor a unit knocked down deals it D4; a hard floor takes nothing from it', () => {
    const roll = { ability: 0, bonus: 0, penalty: 0, modifiers: [], dice: [1, 1], eaten: [], kept: [1, 1] as [number, number], natural: 2, total: 2 };
    const knocked: BattleEvent = { type: 'knockdown', unitId: 'c', roll: { a: roll, b: roll, tieDiceA: [], tieDiceB: [], finalA: 2, finalB: 3, winner: 'b', sl: 1, totalDefeat: false }, down: true };
    const seen = new Set<boolean>();
    for (let seed = 1; seed <= 30; seed++) {
      const s = testBattle(floorMap({ strength: 'weak', resistance: 3 }, false), units(), seed);
      const events: BattleEvent[] = [knocked];
      const after = floors(s, s, events);
      const [blow] = of(events, 'floorBlow');
      expect(blow).toMatchObject({ section: 1, by: 'a unit knocked down on it', resistance: 3, breaks: blow.damage >= 3 });
      expect(blow.damage).toBeGreaterThanOrEqual(1);
      expect(blow.damage).toBeLessThanOrEqual(4);
      seen.add(blow.breaks);
      expect(of(events, 'fell').length > 0).toBe(blow.breaks);
      expect(after.map.hazards!.floors![0].broken).toEqual(blow.breaks ? [1] : []);
    }
    expect([...seen].sort()).toEqual([false, true]);
    const hard = testBattle(floorMap({ resistance: 1 }, false), units());
    const events: BattleEvent[] = [knocked];
    expect(floors(hard, hard, events)).toBe(hard);
    expect(events).toEqual([knocked]);
  });
  it('HC-06 HC-01 a fall through a broken section out of the cube\'s band is logged as a crossing, and under Out is Out the unit is out for good', () => {
    const outIsOut = reducerFor(testScenario({ win: { destroy: true, lastTurn: 30, contested: { outIsOut: true } } }));
    // The cube: the whole board from level -3 up; the gap of 4 takes a faller below it.
    const map: BattleMap = { ...floorMap({}), cube: { x: 0, y: 0, w: 9, h: 7, zMin: -3, zMax: 3 } };
    let broke = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const r = outIsOut.step(testBattle(map, units(), seed), 0, { type: 'shoot', unitId: 'a', targetId: 'b' });
      const fell = of(r.events, 'fell').filter((e) => e.after !== 'dead').map((e) => e.unitId);
      if (!fell.length) continue;
      broke++;
      expect(of(r.events, 'cube').map((e) => [e.unitId, e.inside, e.forGood])).toEqual(fell.map((id) => [id, false, true]));
      for (const id of fell) expect(r.state.units.find((u) => u.id === id)!.outForGood).toBe(true);
      expect(r.state.units.find((u) => u.id === 'd')!.outForGood).toBeUndefined();
    }
    expect(broke).toBeGreaterThan(3);
  });
  it('HC-06 both floors: a square goes to the first listed (the one holding what both cover); a knockdown there is a blow on it, on the other floor none; a hole opens only its own squares', () => {
    const map: BattleMap = {
      ...textMap(ROWS),
      hazards: {
        floors: [
          { strength: 'weak', sections: [{ x: 0, y: 0, w: 2, h: 7 }, { x: 2, y: 0, w: 3, h: 7 }], resistance: 1, gap: 5, bottom: 'solid', broken: [] },
          { strength: 'hard', sections: [{ x: 4, y: 0, w: 5, h: 7 }], resistance: 9, gap: 4, bottom: 'solid', broken: [] },
        ],
      },
    };
    const roll = { ability: 0, bonus: 0, penalty: 0, modifiers: [], dice: [1, 1], eaten: [], kept: [1, 1] as [number, number], natural: 2, total: 2 };
    const knocked = (unitId: string): BattleEvent => ({ type: 'knockdown', unitId, roll: { a: roll, b: roll, tieDiceA: [], tieDiceB: [], finalA: 2, finalB: 3, winner: 'b', sl: 1, totalDefeat: false }, down: true });
    // b stands at (4,3): both floors cover it, the weak one (listed first) holds it.
    const s = testBattle(map, [testUnit('b', 1, 4, 3, { vitality: 9 }), testUnit('e', 1, 6, 3, { vitality: 9 })]);
    const events: BattleEvent[] = [knocked('b'), knocked('e')];
    const after = floors(s, s, events);
    expect(of(events, 'floorBlow')).toEqual([expect.objectContaining({ section: 1, by: 'a unit knocked down on it', resistance: 1, breaks: true, strength: 'weak' })]);
    expect(after.map.hazards!.floors!.map((f) => f.broken)).toEqual([[1], []]);
    expect(of(events, 'fell')).toMatchObject([{ unitId: 'b', from: 0, to: -5 }]);
    expect([groundAt(after, { x: 4, y: 3 }), groundAt(after, { x: 5, y: 3 }), groundAt(after, { x: 1, y: 3 })]).toEqual([-5, 0, 0]);
    expect(floorAt(after.map, { x: 4, y: 3 })).toMatchObject({ index: 0, section: 1 });
    expect(floorAt(after.map, { x: 5, y: 3 })).toMatchObject({ index: 1, section: 0 });
  });
});
