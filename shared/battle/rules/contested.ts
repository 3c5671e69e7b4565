import type { CubeArea, MapFloor, Rect, Square } from '../../map/battleMap.ts';
import type { BattleView, UnitState } from '../model.ts';
import { heroSkills } from '../../skills/heroSkills.ts';
import { indexOf, inside } from './grid.ts';
import { heroWith } from './heroes.ts';

// HC-01, the contested space: "Any figure outside the contested space counts as inactive for
// determining victory conditions." The cube is in force when the scenario says so (`win.contested`,
// set by a combat step); other maps' cubes (a hold area) stay plain areas.
//
// Height (HC-01's third dimension): a unit's `altitude` is its level relative to the deployment
// surface. The ground under a square is level 0, except below an Edge of a Drop (`map.drop`): off
// the surface at its top, the ground is `depth` levels down (the drop goes underground or the
// surface stands above the ground; either way level 0 is the surface figures deploy on).

/**
 * A unit flies while a hero with Move (Flying) rides with it (the hero data's `flying`, the set-up's
 * reading of HC-05): the hero carries its unit, as a hero's pools and secrets serve its unit. Only
 * where the contested space is in force (a combat step): Shadow Wars' own scenarios have no flight.
 */
export function canFly(view: Pick<BattleView, 'heroes' | 'scenario'>, unit: UnitState): boolean {
  if (!view.scenario.win.contested) return false;
  const hero = heroWith(view as BattleView, unit.id);
  return hero !== undefined && heroSkills(hero.type)?.flying === true;
}

export const altitudeOf = (u: { altitude?: number }): number => u.altitude ?? 0;

/** The level of the ground a figure stands on at this square. */
export function groundAt(view: Pick<BattleView, 'map'>, sq: Square): number {
  const { drop, hazards } = view.map;
  if ((!drop && !hazards?.floors?.some((f) => f.broken.length)) || !inside(view.map, sq.x, sq.y)) return 0;
  const top = !drop || drop.surface.some((r) => inRect(r, sq)) ? 0 : -drop.depth;
  // HC-06 Weak / Hard Floor: under a broken section the ground is the gap below the floor.
  const at = floorAt(view.map, sq);
  return at && at.floor.broken.includes(at.section) ? top - at.floor.gap : top;
}

/**
 * HC-06: the floor and section a square lies on, or undefined. With both floors rolled the first
 * listed (the hard one) holds a square in both: "the hard floor where they overlap" (docs/RULES.md).
 */
export function floorAt(map: Pick<BattleView['map'], 'hazards'>, sq: Square): { floor: MapFloor; index: number; section: number } | undefined {
  const list = map.hazards?.floors ?? [];
  for (let index = 0; index < list.length; index++) {
    const section = list[index].sections.findIndex((r) => inRect(r, sq));
    if (section >= 0) return { floor: list[index], index, section };
  }
  return undefined;
}

/**
 * HC-06 Steep Slope: "If there is a Weak or Hard Floor it is this floor which slopes". Where the map
 * has floors (one or both: each is "a Weak or Hard Floor", so both slope, the board's one way) a
 * square slopes only on a floor's section not broken; without floors the whole board slopes.
 */
export function slopesAt(map: Pick<BattleView['map'], 'hazards'>, sq: Square): boolean {
  if (!map.hazards?.slope) return false;
  // A Weak Floor at a drop's foot (`level`) is what the fall lands on, not the floor the fight is on.
  if (!map.hazards.floors?.some((f) => !f.level)) return true;
  const at = floorAt(map, sq);
  return at !== undefined && !at.floor.level && !at.floor.broken.includes(at.section);
}

const inRect = (r: Rect, sq: Square) => sq.x >= r.x && sq.y >= r.y && sq.x < r.x + r.w && sq.y < r.y + r.h;

/** The contested space when it is in force in this battle, else null. */
export function contestedCube(view: Pick<BattleView, 'map' | 'scenario'>): CubeArea | null {
  return view.scenario.win.contested && view.map.cube ? view.map.cube : null;
}

/** Inside the cube's footprint and, when it has levels, its band. */
export function inCube(cube: CubeArea, u: Square & { altitude?: number }): boolean {
  if (!inRect(cube, u)) return false;
  const z = altitudeOf(u);
  return (cube.zMin === undefined || z >= cube.zMin) && (cube.zMax === undefined || z <= cube.zMax);
}

/** Why a living unit does not count for victory now, or null when it counts. */
export function inactiveWhy(view: Pick<BattleView, 'map' | 'scenario'>, u: UnitState): 'outside' | 'out-for-good' | null {
  const cube = contestedCube(view);
  if (!cube) return null;
  if (u.outForGood) return 'out-for-good';
  return inCube(cube, u) ? null : 'outside';
}

/** Living and, where the contested space is in force, inside it (and not out for good). */
export function isActive(view: Pick<BattleView, 'map' | 'scenario'>, u: UnitState): boolean {
  return u.condition !== 'dead' && inactiveWhy(view, u) === null;
}

/** Every square's ground level, row-major (for movement, which asks per step). */
export function groundLevels(view: Pick<BattleView, 'map'>): Int32Array {
  const { map } = view;
  const out = new Int32Array(map.width * map.height);
  if (!map.drop && !map.hazards?.floors?.some((f) => f.broken.length)) return out;
  for (let y = 0; y < map.height; y++) for (let x = 0; x < map.width; x++) out[indexOf(map, x, y)] = groundAt(view, { x, y });
  return out;
}
