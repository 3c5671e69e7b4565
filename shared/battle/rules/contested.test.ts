import { describe, expect, it } from 'vitest';
import type { BattleMap } from '../../map/battleMap.ts';
import type { BattleState } from '../model.ts';
import { legalCommands } from '../queries/legal.ts';
import { reducerFor, testBattle, testHero, testScenario, testUnit, textMap } from '../testing.ts';
import { inactiveWhy, isActive } from './contested.ts';
import { settle } from './height.ts';
import { adjacentEnemies } from './grid.ts';
import { reachable } from './movement.ts';
import { checkVictory, updateHold } from './victory.ts';

// HC-01: the contested space in force (outside it a figure is inactive for victory), and height:
// flying, falling off a drop, leaving the cube's band.

const ROWS = ['.........', '.........', '.........', '.........', '.........', '.........', '.........'];
/** A 9x7 board with a 3x3 cube in its middle (x 3..5, y 2..4), levels -1..1. */
function cubeMap(over: Partial<BattleMap> = {}): BattleMap {
  return { ...textMap(ROWS), cube: { x: 3, y: 2, w: 3, h: 3, zMin: -1, zMax: 1 }, ...over };
}
const contested = (outIsOut = false) => testScenario({ win: { destroy: true, lastTurn: 30, contested: { outIsOut } } });

describe('HC-01 the contested space', () => {
  it('HC-01 a side whose living units are all outside the cube has lost (destroy); without the cube in force they still count', () => {
    const units = [testUnit('a', 0, 4, 3), testUnit('b', 1, 8, 6)];
    const state = { ...testBattle(cubeMap(), units), scenario: contested() };
    expect(inactiveWhy(state, units[1])).toBe('outside');
    expect(isActive(state, units[0])).toBe(true);
    const r = checkVictory(state, state.scenario);
    expect(r?.winners).toEqual([0]);
    expect(r?.reason).toContain('contested space');
    // The same position with the cube as a plain area (another scenario's cube): nothing decided.
    expect(checkVictory({ ...state, scenario: testScenario() }, testScenario())).toBeNull();
    // Both sides outside: both count as destroyed.
    const both = { ...state, units: [testUnit('a', 0, 0, 0), testUnit('b', 1, 8, 6)] };
    expect(checkVictory(both, both.scenario)).toMatchObject({ winners: [], winner: null });
  });

  it('HC-01 only active units hold an area or count as standing after the turn limit', () => {
    const hold = testScenario({ win: { hold: { area: { x: 0, y: 0, w: 9, h: 7 }, turns: 1 }, contested: { outIsOut: false } } });
    const state = { ...testBattle(cubeMap(), [testUnit('a', 0, 4, 3), testUnit('b', 1, 8, 6)]), scenario: hold };
    // Both stand in the hold area, but only side 0's unit is inside the cube: side 0 alone holds.
    expect(updateHold(state, hold)).toEqual([1, 0]);
    const most = testScenario({ win: { mostUnitsAfter: 1, contested: { outIsOut: false } } });
    const two = { ...testBattle(cubeMap(), [testUnit('a', 0, 4, 3), testUnit('b', 1, 8, 6), testUnit('c', 1, 0, 6)]), scenario: most };
    expect(checkVictory(two, most)?.winners).toEqual([0]);
  });

  it('HC-01 a unit that moves out is inactive, and active again when it comes back; under Out is Out it is out for good', () => {
    for (const outIsOut of [false, true]) {
      const rules = reducerFor(contested(outIsOut));
      const start = testBattle(cubeMap(), [testUnit('a', 0, 5, 3), testUnit('b', 1, 4, 3, { move: 1 }), testUnit('z', 1, 0, 6)]);
      const out = rules.step(start, 0, { type: 'move', unitId: 'a', to: { x: 7, y: 3 } });
      expect(out.events).toContainEqual({ type: 'cube', unitId: 'a', inside: false, forGood: outIsOut });
      const a1 = out.state.units.find((u) => u.id === 'a')!;
      expect(isActive(out.state, a1)).toBe(false);
      const next = { ...out.state, units: out.state.units.map((u) => (u.id === 'a' ? { ...u, moved: false } : u)) };
      const back = rules.step(next, 0, { type: 'move', unitId: 'a', to: { x: 5, y: 2 } });
      expect(back.events).toContainEqual({ type: 'cube', unitId: 'a', inside: true, forGood: false });
      const a2 = back.state.units.find((u) => u.id === 'a')!;
      expect(isActive(back.state, a2)).toBe(!outIsOut);
      expect(inactiveWhy(back.state, a2)).toBe(outIsOut ? 'out-for-good' : null);
    }
  });
});

describe('HC-01 HC-03 a figure that had to deploy outside the cube', () => {
  it('HC-01 HC-03 is arriving: inactive, but its side is not beaten while it comes in; once inside it counts as any other', () => {
    const rules = reducerFor(contested());
    const start = { ...testBattle(cubeMap(), [testUnit('a', 0, 4, 3)]), scenario: contested() };
    // Placed outside (no room in the cube): arriving, and nothing is decided.
    const placed = settle(start, { ...start, units: [...start.units, testUnit('b', 1, 7, 3, { move: 2 })] }, []);
    const b = placed.units.find((u) => u.id === 'b')!;
    expect(b.arriving).toBe(true);
    expect(isActive(placed, b)).toBe(false);
    expect(checkVictory(placed, placed.scenario)).toBeNull();
    // Placed inside: not arriving.
    expect(settle(start, { ...start, units: [...start.units, testUnit('c', 1, 5, 4)] }, []).units.find((u) => u.id === 'c')!.arriving).toBeUndefined();
    // It comes in: arriving no more; when it leaves again, its side has nothing active and has lost.
    const moveB = (state: BattleState, to: { x: number; y: number }) => rules.step({ ...state, active: 1, mover: 1, actionsLeft: 2, units: state.units.map((u) => ({ ...u, moved: false })) }, 1, { type: 'move', unitId: 'b', to });
    const inside = moveB(placed, { x: 5, y: 3 });
    expect(inside.state.units.find((u) => u.id === 'b')!.arriving).toBeUndefined();
    const left = moveB(inside.state, { x: 7, y: 3 });
    expect(checkVictory(left.state, left.state.scenario)?.winners).toEqual([0]);
  });
});

describe('HC-01 height', () => {
  const flying = (state: BattleState) => ({ ...state, heroes: [testHero('doctor-ember', 0, 'a')] });

  it('HC-01 a unit a flying hero rides with flies up and down within its Move for an action; above the band it is inactive', () => {
    const rules = reducerFor(contested());
    const start = { ...flying(testBattle(cubeMap(), [testUnit('a', 0, 4, 3), testUnit('b', 1, 3, 3), testUnit('c', 1, 5, 4)])), scenario: contested() };
    expect(legalCommands(start, 0)).toContainEqual({ type: 'fly', unitId: 'a', altitude: 3 });
    expect(legalCommands(start, 0)).not.toContainEqual({ type: 'fly', unitId: 'a', altitude: 4 });
    const up = rules.step(start, 0, { type: 'fly', unitId: 'a', altitude: 2 });
    expect(up.events).toEqual([
      { type: 'flew', unitId: 'a', from: 0, to: 2, actionsLeft: 2 },
      { type: 'cube', unitId: 'a', inside: false, forGood: false },
    ]);
    const a = up.state.units.find((u) => u.id === 'a')!;
    expect(a).toMatchObject({ altitude: 2, moved: true });
    expect(inactiveWhy(up.state, a)).toBe('outside');
    // Two levels above them, neither fights it hand to hand, nor it them.
    expect(adjacentEnemies(up.state, a)).toEqual([]);
    expect(adjacentEnemies(up.state, up.state.units.find((u) => u.id === 'b')!)).toEqual([]);
    expect(checkVictory(up.state, up.state.scenario)?.winners).toEqual([1]);
  });

  it('HC-01 fly is refused for a unit with no flying hero, to its own level, beyond its Move, below the ground, or after it moved', () => {
    const rules = reducerFor(contested());
    const start = flying(testBattle(cubeMap(), [testUnit('a', 0, 4, 3), testUnit('n', 0, 3, 3), testUnit('b', 1, 8, 6)]));
    expect(rules.refusal(start, 0, { type: 'fly', unitId: 'n', altitude: 1 })).toBe('cannot-fly');
    // Outside a combat step (no contested space) nobody flies: Shadow Wars' scenarios are unchanged.
    expect(reducerFor(testScenario()).refusal(start, 0, { type: 'fly', unitId: 'a', altitude: 1 })).toBe('cannot-fly');
    expect(rules.refusal(start, 0, { type: 'fly', unitId: 'a', altitude: 0 })).toBe('bad-altitude');
    expect(rules.refusal(start, 0, { type: 'fly', unitId: 'a', altitude: 4 })).toBe('bad-altitude');
    expect(rules.refusal(start, 0, { type: 'fly', unitId: 'a', altitude: -1 })).toBe('bad-altitude');
    expect(rules.refusal(start, 1, { type: 'fly', unitId: 'b', altitude: 1 })).toBe('not-your-turn');
    const moved = { ...start, units: start.units.map((u) => (u.id === 'a' ? { ...u, moved: true } : u)) };
    expect(rules.refusal(moved, 0, { type: 'fly', unitId: 'a', altitude: 1 })).toBe('already-moved');
  });

  it('HC-01 a flier whose hero leaves it falls to the ground and takes half the levels as damage', () => {
    const rules = reducerFor(contested());
    const start = flying(testBattle(cubeMap(), [testUnit('a', 0, 4, 3, { altitude: 3, moved: true }), testUnit('m', 0, 4, 4), testUnit('b', 1, 8, 6)]));
    const r = rules.step(start, 0, { type: 'moveHero', heroId: 'doctor-ember', toUnitId: 'm' });
    expect(r.events).toContainEqual({ type: 'fell', unitId: 'a', from: 3, to: 0, damage: 1, before: 'ok', after: 'bloodied' });
    expect(r.events).toContainEqual({ type: 'cube', unitId: 'a', inside: true, forGood: false });
    expect(r.state.units.find((u) => u.id === 'a')).toMatchObject({ altitude: 0, condition: 'bloodied' });
  });

  /** A drop: the surface (level 0) is the left four columns; off it the ground is 6 levels down. */
  const dropMap = (bottom = 'solid') => cubeMap({ drop: { surface: [{ x: 0, y: 0, w: 4, h: 7 }], depth: 6, bottom }, cube: { x: 2, y: 0, w: 5, h: 7, zMin: -2, zMax: 2 } });

  it('HC-01 HC-06 a walker stepping off an Edge of a Drop stops there and falls, out of the cube\'s band; it cannot climb back; a flier hovers', () => {
    const rules = reducerFor(contested());
    const start = testBattle(dropMap(), [testUnit('a', 0, 3, 3), testUnit('b', 1, 2, 6), testUnit('z', 1, 0, 0)]);
    // The move ends on the first square below the edge: no square beyond it is reachable.
    const reach = reachable(start, 'a').map((q) => `${q.x},${q.y}`);
    expect(reach).toContain('4,3');
    expect(reach).not.toContain('5,3');
    const r = rules.step(start, 0, { type: 'move', unitId: 'a', to: { x: 4, y: 3 } });
    expect(r.events).toContainEqual({ type: 'fell', unitId: 'a', from: 0, to: -6, damage: 3, before: 'ok', after: 'broken' });
    expect(r.events).toContainEqual({ type: 'cube', unitId: 'a', inside: false, forGood: false });
    const fallen = { ...r.state, units: r.state.units.map((u) => (u.id === 'a' ? { ...u, moved: false } : u)) };
    const back = reachable(fallen, 'a').map((q) => `${q.x},${q.y}`);
    expect(back).toContain('5,3');
    expect(back).not.toContain('3,3');
    // A fall that kills: the hero with the unit is lost with it.
    const hurt = start.units.map((u) => (u.id === 'a' ? { ...u, condition: 'bloodied' as const } : u));
    const deep = { ...testBattle(dropMap(), hurt), heroes: [testHero('iron-warden', 0, 'a')] };
    const dead = rules.step(deep, 0, { type: 'move', unitId: 'a', to: { x: 4, y: 3 } });
    expect(dead.events).toContainEqual({ type: 'fell', unitId: 'a', from: 0, to: -6, damage: 3, before: 'bloodied', after: 'dead' });
    expect(dead.events).toContainEqual({ type: 'heroLost', heroId: 'iron-warden', unitId: 'a' });
    // Into water: no damage.
    const wet = rules.step(testBattle(dropMap('water'), start.units), 0, { type: 'move', unitId: 'a', to: { x: 4, y: 3 } });
    expect(wet.events).toContainEqual({ type: 'fell', unitId: 'a', from: 0, to: -6, damage: 0, before: 'ok', after: 'ok' });
    // A flier keeps its level over the drop.
    const flier = rules.step(flying(start), 0, { type: 'move', unitId: 'a', to: { x: 6, y: 3 } });
    expect(flier.events.some((e) => e.type === 'fell')).toBe(false);
    expect(flier.state.units.find((u) => u.id === 'a')!.altitude).toBe(0);
    // …and keeps it on the next command (it was once read as the ground below it, far down).
    const after = rules.step(flier.state, 0, { type: 'heroStance', heroId: 'doctor-ember', defend: 1, react: 0 });
    expect(after.state.units.find((u) => u.id === 'a')!.altitude).toBe(0);
    expect(after.events.map((e) => e.type)).toEqual(['heroStance']);
  });

  it('HC-01 a unit placed below the drop stands on its ground without falling', () => {
    const rules = reducerFor(contested());
    const start = { ...testBattle(dropMap(), [testUnit('a', 0, 3, 3), testUnit('b', 1, 6, 6), testUnit('z', 1, 0, 0)]), heroes: [testHero('iron-warden', 0, 'a')] };
    const r = rules.step(start, 0, { type: 'heroStance', heroId: 'iron-warden', defend: 1, react: 0 });
    expect(r.events.map((e) => e.type)).toEqual(['heroStance']);
    expect(r.state.units.find((u) => u.id === 'b')!.altitude).toBe(-6);
    expect(r.state.units.find((u) => u.id === 'a')!.altitude).toBe(0);
  });
});
