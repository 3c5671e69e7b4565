import { rollDie, type RngState } from '../core/rng.ts';
import type { Rect, Square } from './types.ts';

// Squares and areas on the board: masks (one boolean per square, row-major like BattleMap.terrain)
// and the rectangles a Tiled map and the engine read.

export interface Grid {
  width: number;
  height: number;
}

export type Mask = boolean[];

export const emptyMask = (g: Grid): Mask => new Array<boolean>(g.width * g.height).fill(false);
export const countOf = (m: Mask): number => m.reduce((n, b) => n + (b ? 1 : 0), 0);

export function maskOf(g: Grid, test: (x: number, y: number) => boolean): Mask {
  const m = emptyMask(g);
  for (let y = 0; y < g.height; y++) for (let x = 0; x < g.width; x++) m[y * g.width + x] = test(x, y);
  return m;
}

export const inRect = (r: Rect, x: number, y: number): boolean => x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
export const rectMask = (g: Grid, rects: Rect[]): Mask => maskOf(g, (x, y) => rects.some((r) => inRect(r, x, y)));
export const and = (a: Mask, b: Mask): Mask => a.map((v, i) => v && b[i]);

/** The part of a rectangle on the board, or null if none is. */
export function clip(g: Grid, r: Rect): Rect | null {
  const x0 = Math.max(0, r.x);
  const y0 = Math.max(0, r.y);
  const x1 = Math.min(g.width, r.x + r.w);
  const y1 = Math.min(g.height, r.y + r.h);
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } : null;
}

/** A mask as rectangles: runs of each row, stacked while the next row has the same run. */
export function rectsOf(g: Grid, m: Mask): Rect[] {
  const done: Rect[] = [];
  let open = new Map<string, Rect>();
  for (let y = 0; y < g.height; y++) {
    const next = new Map<string, Rect>();
    for (let x = 0; x < g.width; x++) {
      if (!m[y * g.width + x]) continue;
      let end = x;
      while (end + 1 < g.width && m[y * g.width + end + 1]) end++;
      const key = `${x},${end}`;
      const r = open.get(key);
      if (r) {
        r.h++;
        open.delete(key);
        next.set(key, r);
      } else next.set(key, { x, y, w: end - x + 1, h: 1 });
      x = end;
    }
    done.push(...open.values());
    open = next;
  }
  done.push(...open.values());
  return done.sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Chebyshev distance (moves with diagonals, the grid's eight neighbours) from a square to a mask's nearest square. */
export function distances(g: Grid, from: Mask): number[] {
  const pts: Square[] = [];
  from.forEach((v, i) => v && pts.push({ x: i % g.width, y: Math.floor(i / g.width) }));
  return from.map((_, i) => {
    const x = i % g.width;
    const y = Math.floor(i / g.width);
    let best = Infinity;
    for (const p of pts) best = Math.min(best, Math.max(Math.abs(p.x - x), Math.abs(p.y - y)));
    return best;
  });
}

/** A random square inside a rectangle. */
export function squareIn(rng: RngState, r: Rect): [Square, RngState] {
  const [dx, a] = rollDie(rng, Math.max(2, r.w));
  const [dy, b] = rollDie(a, Math.max(2, r.h));
  // A 1-wide rectangle still rolls a d2 (a die needs two faces); both faces land on its one column.
  return [{ x: r.x + Math.min(dx, r.w) - 1, y: r.y + Math.min(dy, r.h) - 1 }, b];
}

/** n different random squares of a rectangle that pass a test (fewer if it has fewer such squares). */
export function squaresIn(rng: RngState, r: Rect, n: number, ok: (s: Square) => boolean = () => true): [Square[], RngState] {
  const out: Square[] = [];
  const taken = new Set<string>();
  let free = 0;
  for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) if (ok({ x, y })) free++;
  let state = rng;
  while (out.length < Math.min(n, free)) {
    let s: Square;
    [s, state] = squareIn(state, r);
    const key = `${s.x},${s.y}`;
    if (taken.has(key) || !ok(s)) continue;
    taken.add(key);
    out.push(s);
  }
  return [out, state];
}
