import type { BattleMap, Square } from '../map/battleMap.ts';
import { indexOf, inside } from '../battle/rules/grid.ts';
import { distance } from '../battle/rules/shooting.ts';
import { walkBack, type Walker } from './pathDistance.ts';

// The sergeant's distance to the open nodes (#10, seventh session): the straight line within RING
// squares of a node, walked over the terrain beyond it. Reckoned in a straight line all the way, the
// Criminal Scheme in valley-crackdown piled its army at (15,7), the square nearest the Police's node
// with water and swamp between; walked all the way (pathDistance.ts), the Kung Fu Gang in turf-war
// waded the river from turn 2 instead of waiting on its bank for the counted turn, the river's cost
// pulling it in. Here the walk ends at the ring: a square's distance is the cheapest walk to a square
// within RING of a node plus that square's straight line to it. Inside the ring that is the straight
// line itself (a walk is never shorter than the straight line), so the last squares before a node are
// reckoned as before; outside, the way round water and woods counts. The ring is the map's, not a scenario's.

/** How many squares from a node the straight line still decides. */
export const RING = 3;
/** How much dearer than the straight line a walk may be before it counts: woods or rough on the way are the terrain's ordinary cost, not a pocket. */
export const SLACK = 2;

const kept = new WeakMap<BattleMap, Map<string, Float64Array>>();

function ringField(map: BattleMap, nodes: readonly Square[], walker: Walker): Float64Array {
  const mobility = walker.unit?.specials?.some((s) => s.type === 'mobility') ? walker.unit : undefined;
  const key = `${walker.allowance}${mobility ? JSON.stringify(mobility.specials) : ''}|${nodes.map((n) => `${n.x},${n.y}`).join(';')}`;
  let known = kept.get(map);
  if (!known) kept.set(map, (known = new Map()));
  const have = known.get(key);
  if (have) return have;
  const out = new Float64Array(map.width * map.height).fill(Infinity);
  const open: number[] = [];
  for (let y = 0; y < map.height; y++)
    for (let x = 0; x < map.width; x++) {
      const d = Math.min(...nodes.map((s) => distance(s, { x, y })));
      if (d <= RING) (out[indexOf(map, x, y)] = d), open.push(indexOf(map, x, y));
    }
  walkBack(map, out, open, walker.allowance, mobility);
  known.set(key, out);
  return out;
}

/** The distance from `u` to the nearest of `nodes`: straight within RING of one, walked to the ring beyond; the straight line where no way is open. */
export function ringDistance(map: BattleMap, nodes: readonly Square[], u: Square, walker: Walker): number {
  const straight = Math.min(...nodes.map((s) => distance(s, u)));
  if (straight <= RING || !inside(map, u.x, u.y)) return straight;
  const d = ringField(map, nodes, walker)[indexOf(map, u.x, u.y)];
  return d === Infinity ? straight : straight + Math.max(0, d - straight - SLACK);
}
