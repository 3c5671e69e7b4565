import type { Command } from '../battle/commands.ts';
import type { BattleView, Condition, UnitState } from '../battle/model.ts';
import { afterDamage } from '../battle/rules/combat.ts';
import { altitudeOf, canFly, contestedCube, groundAt, inCube } from '../battle/rules/contested.ts';
import { fallDamage } from '../battle/rules/height.ts';
import type { CubeArea, Square } from '../map/battleMap.ts';

// HC-01 for the scripted levels (issue 11): where the contested space is in force, a unit outside
// it does not count for victory, and a side with nothing active inside loses at the turn's end. So
// the cube is every level's first goal for a unit outside it (like a hold area), a unit inside is
// worth more there than out, and the set-up puts units on deploy squares inside it first. Where the
// cube is not in force (every Shadow Wars scenario) nothing here applies.

/** Per square nearer the cube for a unit outside it (a hold area's is 1, a runner's edge 3). */
export const CUBE_WEIGHT = 2;
/** What standing inside the cube is worth to a unit (as a hold area's square), in the captain's evaluation. */
export const IN_CUBE = 3;

/**
 * What standing outside the cube costs a unit in the sergeant's reckoning: more than any pull toward
 * the enemy (at most a square's weight of 1 per square of the board) can give back, so a unit inside
 * never steps out to be nearer an enemy, and one outside is always worse off than inside.
 */
export const outsideCost = (view: BattleView): number => IN_CUBE + 2 * Math.max(view.map.width, view.map.height);

/** The cube in force, or null: what the levels read from their view. */
export const cubeOf = (view: BattleView): CubeArea | null => contestedCube(view);

/** The cube's squares on the board, the goal of a unit outside it; kept per cube. */
const squaresMemo = new WeakMap<CubeArea, Square[]>();
export function cubeSquares(cube: CubeArea): Square[] {
  let out = squaresMemo.get(cube);
  if (!out) {
    out = [];
    for (let y = cube.y; y < cube.y + cube.h; y++) for (let x = cube.x; x < cube.x + cube.w; x++) out.push({ x, y });
    squaresMemo.set(cube, out);
  }
  return out;
}

/** Outside the cube in force (and so inactive for victory): the unit's goal is the cube. */
export function outsideCube(view: BattleView, u: UnitState): boolean {
  const cube = cubeOf(view);
  return cube !== null && !inCube(cube, u);
}

/** The first deploy square inside the cube in force, when one is offered (HC-03: outside only if there is no choice). */
export function cubeDeploy(view: BattleView, offered: Extract<Command, { type: 'deploy' }>[]): Command | undefined {
  const cube = cubeOf(view);
  return cube ? offered.find((c) => inCube(cube, c.to)) : undefined;
}

/**
 * Where a unit walking to `to` ends up (HC-01 height, as the engine settles it): one that cannot fly
 * and walks off an Edge of a Drop falls to the ground there, hurt (and then outside the cube's levels).
 * Without a drop nothing changes: the unit as it was, at `to`.
 */
export function landing(view: BattleView, u: UnitState, to: Square): UnitState {
  const at = { ...u, x: to.x, y: to.y };
  if (!view.map.drop) return at;
  const ground = groundAt(view, to);
  const z = altitudeOf(u);
  if (z <= ground || canFly(view, u)) return at;
  const condition: Condition = afterDamage(u.condition, fallDamage(z - ground, view.map.drop.bottom), u.vitality);
  return { ...at, altitude: ground, condition };
}
