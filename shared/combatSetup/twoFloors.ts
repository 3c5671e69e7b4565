import type { Rect } from '../map/battleMap.ts';
import type { Complication } from './complicationTypes.ts';

// HC-06 (issue 11): Weak Floor and Hard Floor rolled in one step. Each "will take up D100% of the
// board"; read as two shares of one board: the smaller floor (the Weak Floor when they are the same
// size) moves, same size, to where it shares the fewest squares with the other, nearest its own place
// round the cube's middle, and holds any squares still shared (floorAt, shared/battle/rules/contested.ts
// gives a square to the first floor listed). Both are in force unless both cover the same squares.

type Floorish = { strength: 'weak' | 'hard'; area: number };

/** How many squares two rectangles share. */
export const overlap = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/** Whether floor `a` holds the squares it shares with `b`: the smaller holds; the same size, the hard one. */
export const holds = (a: Floorish, b: Floorish): boolean => a.area < b.area || (a.area === b.area && a.strength === 'hard');

const centreGap = (a: Rect, b: Rect) => Math.abs(2 * a.x + a.w - 2 * b.x - b.w) + Math.abs(2 * a.y + a.h - 2 * b.y - b.h);

/** Where `moving` goes on the board beside `fixed`: fewest shared squares, then nearest its own place, upper, left. */
export function beside(moving: Rect, fixed: Rect, width: number, height: number): Rect {
  let best = moving;
  let key = [overlap(moving, fixed), 0, 0, 0];
  for (let y = 0; y + moving.h <= height; y++)
    for (let x = 0; x + moving.w <= width; x++) {
      const r = { ...moving, x, y };
      const k = [overlap(r, fixed), centreGap(r, moving), y, x];
      const i = k.findIndex((v, j) => v !== key[j]);
      if (i >= 0 && k[i] < key[i]) {
        best = r;
        key = k;
      }
    }
  return best;
}

const strengthOf = (c: Complication): 'weak' | 'hard' => (c.id === 'hard-floor' ? 'hard' : 'weak');
const areaOf = (r: Rect) => r.w * r.h;

/** The complications with the smaller of two floors moved beside the other (unchanged unless both are rolled). */
export function apartFloors(list: Complication[], width: number, height: number): Complication[] {
  const weak = list.find((c) => c.id === 'weak-floor');
  const hard = list.find((c) => c.id === 'hard-floor');
  const w = weak?.where.rects[0];
  const h = hard?.where.rects[0];
  if (!weak || !hard || !w || !h) return list;
  const [mover, fixed] = holds({ strength: 'hard', area: areaOf(h) }, { strength: 'weak', area: areaOf(w) }) ? [hard, w] : [weak, h];
  const r = mover.where.rects[0];
  if (r.w > width || r.h > height) return list;
  return list.map((c) => (c === mover ? { ...c, where: { ...c.where, rects: [beside(r, fixed, width, height), ...c.where.rects.slice(1)] } } : c));
}

/** The squares of floor `c` that another floor holds (0 with no other floor). */
export function heldByOther(c: Complication, list: Complication[]): number {
  const other = list.find((o) => o !== c && (o.id === 'weak-floor' || o.id === 'hard-floor'));
  const a = c.where.rects[0];
  const b = other?.where.rects[0];
  if (!other || !a || !b) return 0;
  return holds({ strength: strengthOf(other), area: areaOf(b) }, { strength: strengthOf(c), area: areaOf(a) }) ? overlap(a, b) : 0;
}
