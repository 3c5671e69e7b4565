import type { BattleMap, Square } from '../map/battleMap.ts';
import type { UnitState } from '../battle/model.ts';
import { indexOf, inside } from '../battle/rules/grid.ts';
import { walkStep } from '../battle/rules/movement.ts';
import { groundLevels } from '../battle/rules/contested.ts';
import { distance } from '../battle/rules/shooting.ts';

// The scripted levels' distance to a fixed goal (the edge to escape to, the hold area): what it costs
// to walk there over the map's terrain and heights (SW-25, SW-26), not the straight line, so a unit
// is not drawn toward a goal across deep water or up a cliff. Each step is the movement rules' own
// (movement.ts walkStep: terrain, height, a drop's cliff climbed a level at most) and costs no more
// than the unit's Move allowance, since a move never takes a step dearer than that (reachable). Units
// are left out (they move); a field is worked out once per map, set of goal squares and allowance, and kept.

const fields = new WeakMap<BattleMap, Map<string, Float64Array>>();

// The same goal array (a hold area's squares, kept by its caller) is asked for at every square valued: looked up by identity first.
const byArray = new WeakMap<readonly Square[], { map: BattleMap; fields: Map<string, Float64Array> }>();

/** Who walks: the Move allowance no one step may exceed (movement.ts moveAllowance) and any Mobility special (a dearer terrain). */
export interface Walker {
  allowance: number;
  unit?: UnitState;
}

function field(map: BattleMap, goals: readonly Square[], walker: Walker): Float64Array {
  const mobility = walker.unit?.specials?.some((s) => s.type === 'mobility') ? walker.unit : undefined;
  const who = `${walker.allowance}${mobility ? JSON.stringify(mobility.specials) : ''}`;
  let same = byArray.get(goals);
  if (same?.map !== map) same = undefined;
  const kept = same?.fields.get(who);
  if (kept) return kept;
  const out = keyedField(map, goals, walker.allowance, mobility, who);
  // A one-square goal is made afresh at each call: its key is short, and kept it would only fill the table.
  if (goals.length > 1) {
    if (!same) byArray.set(goals, (same = { map, fields: new Map() }));
    same.fields.set(who, out);
  }
  return out;
}

/**
 * Dijkstra outward from the squares in `open` (their costs already in `out`), each step the movement
 * rules' own taken the other way (from the neighbour into the square nearer the goal), none dearer
 * than `allowance`: fills `out` with each square's cheapest walk to the goal. Shared by the goal fields
 * here and the sergeant's ring round the nodes (nodeRing.ts).
 */
export function walkBack(map: BattleMap, out: Float64Array, open: number[], allowance: number, mobility: UnitState | undefined): void {
  // As reachable(): the ground's levels count only where a drop makes them uneven.
  const ground = map.drop !== undefined ? groundLevels({ map }) : null;
  const members = [mobility];
  const done = new Uint8Array(map.width * map.height);
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
        const c = walkStep(map, ground, j, cur, members);
        if (c === null || c > allowance || out[cur] + c >= out[j]) continue;
        if (out[j] === Infinity) open.push(j);
        out[j] = out[cur] + c;
      }
  }
}

function keyedField(map: BattleMap, goals: readonly Square[], allowance: number, mobility: UnitState | undefined, who: string): Float64Array {
  let known = fields.get(map);
  if (!known) fields.set(map, (known = new Map()));
  const key = `${who}|${goals.map((g) => `${g.x},${g.y}`).join(';')}`;
  let out = known.get(key);
  if (out) return out;
  out = new Float64Array(map.width * map.height).fill(Infinity);
  const open: number[] = [];
  for (const g of goals) if (inside(map, g.x, g.y) && out[indexOf(map, g.x, g.y)] !== 0) (out[indexOf(map, g.x, g.y)] = 0), open.push(indexOf(map, g.x, g.y));
  walkBack(map, out, open, allowance, mobility);
  known.set(key, out);
  return out;
}

/** The cost of walking from `u` to the nearest of `goals` over the terrain; the straight distance where no way is open. */
export function walkDistance(map: BattleMap, goals: readonly Square[], u: Square, walker: Walker): number {
  if (!inside(map, u.x, u.y)) return Math.min(...goals.map((g) => distance(g, u)));
  const d = field(map, goals, walker)[indexOf(map, u.x, u.y)];
  return d === Infinity ? Math.min(...goals.map((g) => distance(g, u))) : d;
}

/** The cost of walking from `u` to the nearest of `goals` over the terrain; Infinity where no way is open. */
export function walkCost(map: BattleMap, goals: readonly Square[], u: Square, walker: Walker): number {
  return inside(map, u.x, u.y) ? field(map, goals, walker)[indexOf(map, u.x, u.y)] : Infinity;
}

