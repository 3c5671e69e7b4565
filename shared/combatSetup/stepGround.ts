import type { BattleMap, DeployArea, Rect, Square, Terrain } from '../map/battleMap.ts';
import type { SideId } from './types.ts';
import { deploySquares as deploySquaresOf } from '../battle/rules/deployment.ts';
import { neighbours } from '../battle/rules/grid.ts';
import { stepCost } from '../battle/rules/movement.ts';

// The ground a combat step is laid on (battle.ts): a rectangle's squares and border, whether the two
// sides can still reach each other, and deploy areas with room for every figure (HC-03).

const BLOCKED: ReadonlySet<Terrain> = new Set(['barrier', 'deep-water']);
const SIDE_INDEX: Record<SideId, number> = { heroes: 0, opponents: 1 };
const key = (s: Square) => `${s.x},${s.y}`;

export function squaresOf(r: Rect, map: BattleMap): Square[] {
  const out: Square[] = [];
  for (let y = Math.max(0, r.y); y < Math.min(map.height, r.y + r.h); y++) for (let x = Math.max(0, r.x); x < Math.min(map.width, r.x + r.w); x++) out.push({ x, y });
  return out;
}

/** The squares on a rectangle's border: where a wall round it stands (its doors are border squares, HC-06). */
export function border(r: Rect, map: BattleMap): Square[] {
  return squaresOf(r, map).filter((s) => s.x === r.x || s.x === r.x + r.w - 1 || s.y === r.y || s.y === r.y + r.h - 1);
}

/** Whether some side-0 deploy square reaches a side-1 deploy square by steps the engine allows. */
export function sidesMeet(map: BattleMap): boolean {
  const goal = new Set(deploySquaresOf(map, 1).map(key));
  const seen = new Set<string>();
  const queue = deploySquaresOf(map, 0);
  while (queue.length) {
    const q = queue.pop()!;
    if (seen.has(key(q))) continue;
    seen.add(key(q));
    if (goal.has(key(q))) return true;
    for (const n of neighbours(map, q)) if (!seen.has(key(n)) && stepCost(map, q, n) !== null) queue.push(n);
  }
  return false;
}

/**
 * Each side's deploy areas with room for its units: "no figure is ever prevented from deploying"
 * (HC-03), so a side whose area (cut to a small cube) has too few open squares also gets the nearest
 * open squares outside it, never the other side's; with `within` (the cube under a Limited Area), the
 * nearest in it first.
 */
export function deployWithRoom(map: BattleMap, areas: Record<SideId, Rect[]>, need: Record<SideId, number>, within?: Rect): DeployArea[] {
  const out: DeployArea[] = [];
  const taken = new Set<string>();
  for (const side of ['heroes', 'opponents'] as SideId[]) for (const r of areas[side]) for (const s of squaresOf(r, map)) taken.add(key(s));
  for (const side of ['heroes', 'opponents'] as SideId[]) {
    const own = areas[side].flatMap((r) => squaresOf(r, map));
    const open = new Set(own.filter((s) => !BLOCKED.has(map.terrain[s.y * map.width + s.x])).map(key));
    for (const r of areas[side]) out.push({ ...r, side: SIDE_INDEX[side] });
    if (open.size >= need[side]) continue;
    const dist = (s: Square) => Math.min(...own.map((o) => Math.max(Math.abs(o.x - s.x), Math.abs(o.y - s.y))));
    // `within` (the cube under a Limited Area): its squares first, outside it only when it is full.
    const outside = (s: Square) => (within && !(s.x >= within.x && s.y >= within.y && s.x < within.x + within.w && s.y < within.y + within.h) ? 1 : 0);
    const extra = squaresOf({ x: 0, y: 0, w: map.width, h: map.height }, map)
      .filter((s) => !taken.has(key(s)) && !BLOCKED.has(map.terrain[s.y * map.width + s.x]))
      .sort((a, b) => outside(a) - outside(b) || dist(a) - dist(b) || a.y - b.y || a.x - b.x)
      .slice(0, need[side] - open.size);
    for (const s of extra) {
      taken.add(key(s));
      out.push({ x: s.x, y: s.y, w: 1, h: 1, side: SIDE_INDEX[side] });
    }
  }
  return out;
}
