import type { BattleMap, MapWall, Square } from '../../map/battleMap.ts';
import { indexOf } from './grid.ts';
import { groundAt } from './contested.ts';

// HC-01 height as a third dimension for moving and seeing. Shadow Wars' terrain is the ground's: its
// costs and cover ("Barrier: No move", "Deep Water: No move", woods' penalty die "into/through") are
// read as standing on a square's ground level, one level high (a level is a square's side, as the
// cube's levels are). Above it a figure is in the open air: the combat set-up's Rough Terrain puts it
// so ("moves on the surface cost x2 ... If there is no significant surface e.g. Air ... then the air
// itself is turbulent"), so surface costs are the surface's, not the air's. The one exception is a
// Hard / Weak Contested Zone: "the contested zone is surrounded by walls", read as walls on the
// cube's sides as high as its top (its doors are "on random faces ... but not underground": the
// engine has no roof, the top is open), so a flier crosses one only above the cube, that is outside it.

/** A place a figure may be at: a square and, for a unit, its level (absent: the ground there). */
export type Placed = Square & { altitude?: number };

/** The level a figure at this place is at: its altitude, else the ground of its square. */
export const levelOf = (map: BattleMap, p: Placed): number => p.altitude ?? groundAt({ map }, p);

const same = (a: Square, b: Square) => a.x === b.x && a.y === b.y;

/** The Hard / Weak Contested Zone wall standing at this square (not broken), with its index in map.walls, or null. */
export function wallAt(map: Pick<BattleMap, 'walls'>, sq: Square): { wall: MapWall; index: number } | null {
  const index = (map.walls ?? []).findIndex((w) => w.squares.some((s) => same(s, sq)) && !w.broken.some((s) => same(s, sq)));
  return index < 0 ? null : { wall: map.walls![index], index };
}

/**
 * The lowest level in the open air above a square: one above its ground (what the terrain is stands
 * on the ground's level), or above the cube's top where a contested zone's wall stands.
 */
export function airAt(map: BattleMap, sq: Square): number {
  const above = groundAt({ map }, sq) + 1;
  if (map.walls?.length && map.cube?.zMax !== undefined && wallAt(map, sq)) return Math.max(above, map.cube.zMax + 1);
  return above;
}

/** airAt for every square, row-major (movement asks per step). */
export function airLevels(map: BattleMap): Int32Array {
  const out = new Int32Array(map.width * map.height);
  for (let y = 0; y < map.height; y++) for (let x = 0; x < map.width; x++) out[indexOf(map, x, y)] = airAt(map, { x, y });
  return out;
}

/** Whether two figures touch in three dimensions: within one level (SW-12's "touch", HC-01's hand to hand). */
export const withinOneLevel = (a: number, b: number): boolean => Math.abs(a - b) <= 1;
