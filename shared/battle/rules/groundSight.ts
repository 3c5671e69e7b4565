import type { BattleMap, Square } from '../../map/battleMap.ts';
import { floorAt, groundAt } from './contested.ts';

// HC-01 height, the ground in the way of a line of sight. Where the ground is uneven (HC-06's Edge of
// a Drop, a floor broken through) the high ground is solid below its surface: a line from the middle
// of the shooter's level to the middle of the target's that passes lower than a square's ground while
// over that square goes through it. Below a drop's top that is rock all the way down (a cliff); a
// floor over a gap, and a flying platform over the air (HC-05), are one level thick, and under them is
// open air. The line is followed exactly, square by square (the heights where it enters and leaves
// each square), so a target on the lip of a cliff is seen from below only when the geometry says so.

/** Whether a map's ground is anything but level 0 everywhere (else nothing here can block). */
export function unevenGround(map: BattleMap): boolean {
  return map.drop !== undefined || (map.hazards?.floors?.some((f) => f.broken.length > 0) ?? false);
}

/** The levels a square's solid ground fills: [bottom, top), top its ground. */
function solid(map: BattleMap, sq: Square): { bottom: number; top: number } {
  const top = groundAt({ map }, sq);
  // A platform's deck, or a floor not broken here while some of it is: one level thick, air beneath.
  const at = floorAt(map, sq);
  const thin = map.air !== undefined || (at !== undefined && at.floor.broken.length > 0 && !at.floor.broken.includes(at.section));
  return { bottom: thin ? top - 1 : -Infinity, top };
}

/**
 * The first square (from `from`) whose solid ground the line from (`from`, height `zFrom`) to (`to`,
 * `zTo`) passes through, or undefined. Heights are levels; squares' centres are at their middles.
 */
export function throughGround(map: BattleMap, from: Square, to: Square, zFrom: number, zTo: number): Square | undefined {
  if (!unevenGround(map)) return undefined;
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  // Where the line crosses a grid line (centres at x + 0.5): t on 0..1.
  const ts = [0, 1];
  for (let k = Math.min(from.x, to.x) + 1; k <= Math.max(from.x, to.x); k++) ts.push((k - from.x - 0.5) / dx);
  for (let k = Math.min(from.y, to.y) + 1; k <= Math.max(from.y, to.y); k++) ts.push((k - from.y - 0.5) / dy);
  ts.sort((a, b) => a - b);
  for (let i = 0; i + 1 < ts.length; i++) {
    const [a, b] = [ts[i], ts[i + 1]];
    // A line through a grid corner only touches the squares beside it there.
    if (b - a < 1e-9) continue;
    const m = (a + b) / 2;
    const sq = { x: Math.floor(from.x + 0.5 + dx * m), y: Math.floor(from.y + 0.5 + dy * m) };
    const { bottom, top } = solid(map, sq);
    // The line is straight, so its lowest and highest over the square are where it enters and leaves.
    const za = zFrom + (zTo - zFrom) * a;
    const zb = zFrom + (zTo - zFrom) * b;
    if (Math.min(za, zb) < top && Math.max(za, zb) > bottom) return sq;
  }
  return undefined;
}
