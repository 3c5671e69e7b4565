import type { BattleMap, Square, Terrain } from '../map/battleMap.ts';
import { neighbours } from '../battle/rules/grid.ts';
import { stepCost } from '../battle/rules/movement.ts';

// HC-06 Maze: "the board is a maze with many obstacles and no long lines of sight. The maximum length
// of the lines of sight is D6+1 squares." The cap itself is the engine's (map.sight, visibility.ts);
// here the obstacles: the board cut into rooms by walls a room's side apart (the rolled length plus
// one, at least 4 so a room has 3 by 3 open squares), each wall of each room with one gap, so every
// room leads to its neighbours. Walls go only on open squares off the squares kept (deploy squares,
// doors, other complications' squares), and a wall piece that would cut off any square a unit could
// reach before is left out, so no side is shut in and nothing on the board is put out of reach.

const OPEN = (t: Terrain) => t !== 'barrier' && t !== 'deep-water';
const key = (s: Square) => `${s.x},${s.y}`;

/** A fixed spread of gap places over the rooms (no dice: the set-up rolled only the length). */
const gapAt = (cx: number, cy: number, k: number, span: number) => ((((cx + 1) * 73856093) ^ ((cy + 1) * 19349663) ^ ((k + 1) * 83492791)) >>> 0) % span;

/** Squares every unit could reach from the first side's deploy squares, by the engine's steps. */
function reachable(map: BattleMap): Set<string> {
  const seen = new Set<string>();
  const queue = map.deploy.filter((d) => d.side === 0).flatMap((d) => {
    const out: Square[] = [];
    for (let y = d.y; y < d.y + d.h; y++) for (let x = d.x; x < d.x + d.w; x++) if (x >= 0 && y >= 0 && x < map.width && y < map.height && OPEN(map.terrain[y * map.width + x])) out.push({ x, y });
    return out;
  });
  while (queue.length) {
    const q = queue.pop()!;
    if (seen.has(key(q))) continue;
    seen.add(key(q));
    for (const n of neighbours(map, q)) if (!seen.has(key(n)) && stepCost(map, q, n) !== null) queue.push(n);
  }
  return seen;
}

/** The room side for a rolled longest line of sight. */
export const roomSide = (max: number): number => Math.max(4, max + 1);

/**
 * The maze's obstacle squares on `map` (its terrain as laid so far), wall piece by wall piece; `keep`
 * are squares never walled. Pure: the same map and length give the same squares.
 */
export function mazeSquares(map: BattleMap, max: number, keep: ReadonlySet<string>): Square[] {
  const p = roomSide(max);
  const terrain = map.terrain.slice();
  const work: BattleMap = { ...map, terrain };
  const pieces: Square[][] = [];
  for (let cy = 0; cy * p < map.height; cy++)
    for (let cx = 0; cx * p < map.width; cx++) {
      const x0 = cx * p;
      const y0 = cy * p;
      const gh = gapAt(cx, cy, 0, p - 1);
      const gv = gapAt(cx, cy, 1, p - 1);
      // The room's bottom wall (with the corner) and its right wall, each with one gap.
      pieces.push(Array.from({ length: p }, (_, i) => ({ x: x0 + i, y: y0 + p - 1 })).filter((_, i) => i !== gh));
      pieces.push(Array.from({ length: p - 1 }, (_, i) => ({ x: x0 + p - 1, y: y0 + i })).filter((_, i) => i !== gv));
    }
  let before = reachable(work);
  const out: Square[] = [];
  for (const piece of pieces) {
    const laid = piece.filter((s) => s.x < map.width && s.y < map.height && !keep.has(key(s)) && OPEN(terrain[s.y * map.width + s.x]));
    if (!laid.length) continue;
    const was = laid.map((s) => terrain[s.y * map.width + s.x]);
    for (const s of laid) terrain[s.y * map.width + s.x] = 'barrier';
    const after = reachable(work);
    const walled = new Set(laid.map(key));
    if ([...before].some((k) => !walled.has(k) && !after.has(k))) {
      laid.forEach((s, i) => (terrain[s.y * map.width + s.x] = was[i]));
      continue;
    }
    before = after;
    out.push(...laid);
  }
  return out;
}
