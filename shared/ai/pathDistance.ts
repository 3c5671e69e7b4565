import type { BattleMap, Square } from '../map/battleMap.ts';
import { indexOf, inside } from '../battle/rules/grid.ts';
import { stepCost } from '../battle/rules/movement.ts';
import { distance } from '../battle/rules/shooting.ts';

// The captain's distance to a fixed goal (the edge to escape to, the hold area): what it costs
// to walk there over the map's terrain and heights (SW-25, SW-26), not the straight line, so a unit
// is not drawn toward a goal across deep water or up a cliff. Units are left out (they move); a
// field is worked out once per map and set of goal squares and kept.

const fields = new WeakMap<BattleMap, Map<string, Float64Array>>();

// The same goal array (a hold area's squares, kept by its caller) is asked for at every square valued: looked up by identity first.
const byArray = new WeakMap<readonly Square[], { map: BattleMap; field: Float64Array }>();

function field(map: BattleMap, goals: readonly Square[]): Float64Array {
  const same = byArray.get(goals);
  if (same && same.map === map) return same.field;
  const out = keyedField(map, goals);
  // A one-square goal is made afresh at each call: its key is short, and kept it would only fill the table.
  if (goals.length > 1) byArray.set(goals, { map, field: out });
  return out;
}

function keyedField(map: BattleMap, goals: readonly Square[]): Float64Array {
  let known = fields.get(map);
  if (!known) fields.set(map, (known = new Map()));
  const key = goals.map((g) => `${g.x},${g.y}`).join(';');
  let out = known.get(key);
  if (out) return out;
  const n = map.width * map.height;
  out = new Float64Array(n).fill(Infinity);
  const open: number[] = [];
  for (const g of goals) if (inside(map, g.x, g.y) && out[indexOf(map, g.x, g.y)] !== 0) (out[indexOf(map, g.x, g.y)] = 0), open.push(indexOf(map, g.x, g.y));
  const done = new Uint8Array(n);
  while (open.length) {
    let at = 0;
    for (let k = 1; k < open.length; k++) if (out[open[k]] < out[open[at]]) at = k;
    const cur = open[at];
    open[at] = open[open.length - 1];
    open.pop();
    if (done[cur]) continue;
    done[cur] = 1;
    const cx = cur % map.width;
    const cy = (cur - cx) / map.width;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        if ((!dx && !dy) || !inside(map, x, y)) continue;
        const j = indexOf(map, x, y);
        if (done[j]) continue;
        // Walked the other way: from (x, y) into the square nearer the goal.
        const c = stepCost(map, { x, y }, { x: cx, y: cy });
        if (c === null || out[cur] + c >= out[j]) continue;
        if (out[j] === Infinity) open.push(j);
        out[j] = out[cur] + c;
      }
  }
  known.set(key, out);
  return out;
}

/** The cost of walking from `u` to the nearest of `goals` over the terrain; the straight distance where no way is open. */
export function walkDistance(map: BattleMap, goals: readonly Square[], u: Square): number {
  if (!inside(map, u.x, u.y)) return Math.min(...goals.map((g) => distance(g, u)));
  const d = field(map, goals)[indexOf(map, u.x, u.y)];
  return d === Infinity ? Math.min(...goals.map((g) => distance(g, u))) : d;
}

/** The cost of walking from `u` to the nearest of `goals` over the terrain; Infinity where no way is open. */
export function walkCost(map: BattleMap, goals: readonly Square[], u: Square): number {
  return inside(map, u.x, u.y) ? field(map, goals)[indexOf(map, u.x, u.y)] : Infinity;
}
