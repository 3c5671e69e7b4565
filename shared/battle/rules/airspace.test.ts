import { describe, expect, it } from 'vitest';
import type { BattleMap } from '../../map/battleMap.ts';
import type { BattleState, UnitState } from '../model.ts';
import { reducerFor, testBattle, testHero, testScenario, testUnit, textMap } from '../testing.ts';
import { legalCommands } from '../queries/legal.ts';
import { stackModifiers, supportUnit } from './combat.ts';
import { isTop, tops } from './grid.ts';
import { enemyZones, reachable } from './movement.ts';
import { lineOfSight, missileRange, shootTargets } from './shooting.ts';

// HC-01 height as a third dimension: zones of control and sight for fliers, flying over barrier and
// deep water (shared/battle/rules/airspace.ts, movement.ts, shooting.ts).

const contested = testScenario({ win: { destroy: true, lastTurn: 30, contested: { outIsOut: false } } });
/** A board with a cube over all of it, levels -4..4, and a flying hero (Doctor Ember) with unit `a`. */
function battle(rows: string[], units: UnitState[], over: Partial<BattleMap> = {}): BattleState {
  const map = { ...textMap(rows), cube: { x: 0, y: 0, w: rows[0].length, h: rows.length, zMin: -4, zMax: 4 }, ...over };
  return { ...testBattle(map, units), scenario: contested, heroes: [testHero('doctor-ember', 0, 'a')] };
}
const squares = (list: { x: number; y: number }[]) => list.map((s) => `${s.x},${s.y}`).sort();
const has = (list: { x: number; y: number }[], x: number, y: number) => list.some((s) => s.x === x && s.y === y);

describe('HC-01 zones of control in three dimensions', () => {
  const ROWS = ['.........', '.........', '.........'];

  it('HC-01 SW-12 an enemy stops a flier only within one level of it: at level 2 it flies past, at level 1 it stops', () => {
    for (const [altitude, stopped] of [
      [0, true],
      [1, true],
      [2, false],
    ] as const) {
      const state = battle(ROWS, [testUnit('a', 0, 0, 1, { altitude, move: 6 }), testUnit('b', 1, 3, 1), testUnit('z', 1, 8, 2)]);
      const reach = reachable(state, 'a');
      // b's zone spans the board's three rows: entering it ends the move, unless b is two levels off.
      expect(has(reach, 2, 1)).toBe(true);
      expect(has(reach, 5, 1)).toBe(!stopped);
      // Over b's own square, never onto it.
      expect(has(reach, 3, 1)).toBe(false);
      expect(squares(enemyZones(state, 0, state.units[0])).length > 0).toBe(stopped);
    }
  });

  it('HC-01 SW-12 a flier two levels up stops no walker, which passes under it but may not end its move on its square', () => {
    const state = battle(ROWS, [testUnit('a', 1, 3, 1, { altitude: 2 }), testUnit('w', 0, 1, 1, { move: 5 }), testUnit('z', 0, 8, 2)]);
    const flier = { ...state, heroes: [testHero('doctor-ember', 1, 'a')] };
    const reach = reachable(flier, 'w');
    expect(has(reach, 5, 1)).toBe(true); // through its zone and under it
    expect(has(reach, 3, 1)).toBe(false); // not on its square
    expect(enemyZones(flier, 0, flier.units[1])).toEqual([]);
    // The plain overlay (no mover) still shows every enemy's zone.
    expect(enemyZones(flier, 0).length).toBe(8);
    // In a corridor one square wide the only way on is under it.
    const corridor = { ...battle(['.........'], [testUnit('a', 1, 3, 0, { altitude: 2 }), testUnit('w', 0, 1, 0, { move: 5 }), testUnit('z', 0, 8, 0)]), heroes: [testHero('doctor-ember', 1, 'a')] };
    expect(has(reachable(corridor, 'w'), 5, 0)).toBe(true);
    // One level up it stops the walker as any enemy.
    const low = { ...flier, units: flier.units.map((u) => (u.id === 'a' ? { ...u, altitude: 1 } : u)) };
    expect(has(reachable(low, 'w'), 5, 1)).toBe(false);
  });
});

describe('HC-01 line of sight and range in three dimensions', () => {
  // A wall at x 3 between the shooter at x 1 and the target at x 5; woods at x 7.
  const ROWS = ['...#...w..', '...#...w..', '...#...w..'];

  it('HC-01 SW-27 a barrier blocks a line lower than its top (one level over the ground); a flier high enough sees over it', () => {
    const map = textMap(ROWS);
    expect(lineOfSight(map, { x: 1, y: 1 }, { x: 5, y: 1 }).clear).toBe(false);
    // One level up, with the wall half way: the line still passes lower than the wall's top.
    expect(lineOfSight(map, { x: 1, y: 1, altitude: 1 }, { x: 5, y: 1 }).clear).toBe(false);
    expect(lineOfSight(map, { x: 1, y: 1, altitude: 2 }, { x: 5, y: 1 }).clear).toBe(true);
    // Both one level up: the line runs over the wall.
    expect(lineOfSight(map, { x: 1, y: 1, altitude: 1 }, { x: 5, y: 1, altitude: 1 }).clear).toBe(true);
    // Shooting down next to the wall from high above: close to the wall the line is low again.
    expect(lineOfSight(map, { x: 5, y: 1, altitude: 2 }, { x: 2, y: 1 }).clear).toBe(false);
  });

  it('HC-01 SW-25 woods give cover only to a line that passes through them low, and a target above them is not in them', () => {
    const map = textMap(ROWS);
    const low = lineOfSight(map, { x: 5, y: 1 }, { x: 9, y: 1 }).penalties.map((p) => p.reason);
    expect(low).toContain('1 woods/swamp square in the way');
    expect(lineOfSight(map, { x: 5, y: 1, altitude: 1 }, { x: 9, y: 1, altitude: 1 }).penalties).toEqual([]);
    expect(lineOfSight(map, { x: 5, y: 1 }, { x: 7, y: 1 }).penalties.map((p) => p.reason)).toEqual(['target in woods']);
    expect(lineOfSight(map, { x: 5, y: 1 }, { x: 7, y: 1, altitude: 1 }).penalties).toEqual([]);
  });

  it('HC-01 SW-27 range counts the levels between: a flier four levels above is out of a range of 3, and out of its own', () => {
    const state = battle(['.......'], [testUnit('a', 0, 1, 0, { altitude: 4, missileRange: 3 }), testUnit('s', 1, 2, 0, { missileRange: 3 }), testUnit('t', 1, 6, 0)]);
    const [a, s] = state.units;
    expect(shootTargets(state, s)).toEqual([]);
    expect(shootTargets(state, a)).toEqual([]);
    expect(shootTargets(state, { ...s, missileRange: 4 }).map((u) => u.id)).toEqual(['a']);
    // The overlay: ground squares within 3 of level 4 are none.
    expect(missileRange(state, a)).toEqual([]);
    expect(missileRange(state, { ...a, altitude: 2 }).length).toBeGreaterThan(0);
  });
});

describe('HC-01 flying over barrier and deep water', () => {
  const ROWS = ['..#DD..', '..#DD..', '..#DD..'];

  it('HC-01 SW-25 a flier one level up crosses barrier and deep water at one Move a square; on the ground it cannot', () => {
    const up = battle(ROWS, [testUnit('a', 0, 1, 1, { altitude: 1, move: 5 }), testUnit('z', 1, 6, 0)]);
    const to = reachable(up, 'a').find((r) => r.x === 5 && r.y === 1);
    expect(to?.cost).toBe(4);
    // It may hover over the wall or the water.
    expect(has(reachable(up, 'a'), 2, 1)).toBe(true);
    expect(has(reachable(up, 'a'), 3, 1)).toBe(true);
    const down = { ...up, units: up.units.map((u) => (u.id === 'a' ? { ...u, altitude: 0 } : u)) };
    expect(has(reachable(down, 'a'), 5, 1)).toBe(false);
    // Without its flying hero the same unit one level up cannot (it would fall after any command anyway).
    expect(has(reachable({ ...up, heroes: [] }, 'a'), 5, 1)).toBe(false);
    // Through the reducer: the move is accepted and the unit keeps its level.
    const r = reducerFor(contested).step(up, 0, { type: 'move', unitId: 'a', to: { x: 5, y: 1 } });
    expect(r.state.units.find((u) => u.id === 'a')).toMatchObject({ x: 5, y: 1, altitude: 1 });
    expect(reducerFor(contested).refusal(down, 0, { type: 'move', unitId: 'a', to: { x: 5, y: 1 } })).toBeTruthy();
  });

  it('HC-01 HC-06 a contested zone\'s wall stands to the cube\'s top: a flier crosses it only above the cube', () => {
    const walls = [{ name: 'Hard Contested Zone', resistance: 8, defend: 4, squares: [0, 1, 2].map((y) => ({ x: 2, y })), broken: [] }];
    const rows = ['..#....', '..#....', '..#....'];
    const at = (altitude: number) => battle(rows, [testUnit('a', 0, 1, 1, { altitude, move: 5 }), testUnit('z', 1, 6, 0)], { walls, cube: { x: 0, y: 0, w: 7, h: 3, zMin: -2, zMax: 2 } });
    expect(has(reachable(at(2), 'a'), 4, 1)).toBe(false);
    expect(has(reachable(at(3), 'a'), 4, 1)).toBe(true);
    // A breach is open ground: one level up crosses it.
    const breached = at(1);
    const open = { ...breached, map: { ...breached.map, walls: [{ ...walls[0], broken: [{ x: 2, y: 1 }] }] } };
    expect(has(reachable(open, 'a'), 4, 1)).toBe(true);
    // Nor does a line of sight pass a wall below the cube's top.
    expect(lineOfSight(at(2).map, { x: 0, y: 1, altitude: 2 }, { x: 4, y: 1, altitude: 2 }).clear).toBe(false);
    expect(lineOfSight(at(2).map, { x: 0, y: 1, altitude: 3 }, { x: 4, y: 1, altitude: 3 }).clear).toBe(true);
  });
});

describe('HC-01 SW-16 stacks at different levels', () => {
  // Unit a (the flier, Doctor Ember's) on top of b and c at (2,1).
  const stacked = (altitude = 0) =>
    battle(['.......', '.......', '.......'], [testUnit('c', 0, 2, 1, { level: 0 }), testUnit('b', 0, 2, 1, { level: 1 }), testUnit('a', 0, 2, 1, { level: 2, altitude }), testUnit('z', 1, 6, 2)]);
  const byId = (s: BattleState, id: string) => s.units.find((u) => u.id === id)!;

  it('HC-01 SW-16 a flier above its stack is a stack of its own: both tops act and can be attacked, each with only its own level beneath', () => {
    const state = stacked(2);
    expect(isTop(state, byId(state, 'a'))).toBe(true);
    expect(isTop(state, byId(state, 'b'))).toBe(true);
    expect(isTop(state, byId(state, 'c'))).toBe(false);
    expect(tops(state).map((u) => u.id).sort()).toEqual(['a', 'b', 'z']);
    expect(stackModifiers(state, byId(state, 'a'))).toEqual([]);
    expect(stackModifiers(state, byId(state, 'b'))[0]).toMatchObject({ penalty: 1 });
    expect(supportUnit(state, byId(state, 'a'))).toBeUndefined();
    expect(supportUnit(state, byId(state, 'b'))?.id).toBe('c');
    // On the ground it is the top of all three.
    const ground = stacked(0);
    expect(tops(ground).map((u) => u.id).sort()).toEqual(['a', 'z']);
    expect(stackModifiers(ground, byId(ground, 'a'))[0]).toMatchObject({ penalty: 2 });
  });

  it('HC-01 SW-16 flying up leaves the stack to the unit beneath; moving with the stack takes only its level; flying down lands on top', () => {
    const rules = reducerFor(contested);
    const up = rules.step(stacked(0), 0, { type: 'fly', unitId: 'a', altitude: 2 }).state;
    expect(legalCommands(up, 0)).toContainEqual({ type: 'move', unitId: 'b', to: { x: 3, y: 1 }, withStack: true });
    expect(legalCommands(up, 0)).toContainEqual({ type: 'reorder', at: { x: 2, y: 1 }, order: ['b', 'c'] });
    const reordered = rules.step(up, 0, { type: 'reorder', at: { x: 2, y: 1 }, order: ['b', 'c'] }).state;
    expect(isTop(reordered, byId(reordered, 'c'))).toBe(true);
    const moved = rules.step(up, 0, { type: 'move', unitId: 'b', to: { x: 3, y: 1 }, withStack: true }).state;
    expect(byId(moved, 'c')).toMatchObject({ x: 3, y: 1 });
    expect(byId(moved, 'a')).toMatchObject({ x: 2, y: 1, altitude: 2 });
    const next = { ...up, actionsLeft: 3, units: up.units.map((u) => ({ ...u, moved: false })) };
    // b moves out from under, back in: it now has the highest stack level; a flying down still lands on top.
    const away = rules.step(next, 0, { type: 'move', unitId: 'b', to: { x: 3, y: 1 } }).state;
    const back = rules.step({ ...away, units: away.units.map((u) => ({ ...u, moved: false })) }, 0, { type: 'move', unitId: 'b', to: { x: 2, y: 1 } }).state;
    expect(byId(back, 'b').level).toBeGreaterThan(byId(back, 'a').level);
    const down = rules.step(back, 0, { type: 'fly', unitId: 'a', altitude: 0 }).state;
    expect(isTop(down, byId(down, 'a'))).toBe(true);
    expect(tops(down).map((u) => u.id).sort()).toEqual(['a', 'z']);
  });

  it('HC-01 SW-16 a flier that falls onto its stack lands on top of it', () => {
    const state = battle(['.......'], [testUnit('a', 0, 2, 0, { level: 0, altitude: 3, moved: true }), testUnit('b', 0, 2, 0, { level: 1 }), testUnit('m', 0, 3, 0), testUnit('z', 1, 6, 0)]);
    const r = reducerFor(contested).step(state, 0, { type: 'moveHero', heroId: 'doctor-ember', toUnitId: 'm' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'fell', unitId: 'a', from: 3, to: 0 }));
    expect(isTop(r.state, byId(r.state, 'a'))).toBe(true);
    expect(isTop(r.state, byId(r.state, 'b'))).toBe(false);
  });
});
