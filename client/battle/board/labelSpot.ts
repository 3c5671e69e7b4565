// Issue 11: where an area's label (the cube's "cube: 3×3, levels −1..+1", a complication's name, the
// task's "Tactics DC 17") goes on the board: on a spot free of units, so it never hides a counter's
// name. Pure: boxes in game pixels in, the chosen top-left out.

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Area of the overlap of two boxes (0 when apart or only touching). */
export function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Spots for a label `size` along the top and bottom edges of `area`, inside then outside, sliding a
 * step at a time from the left: the label stays next to the outline it names. `gap` keeps it off the line.
 */
export function edgeSpots(area: Box, size: { w: number; h: number }, step: number, gap = 3): { x: number; y: number }[] {
  const xs: number[] = [];
  const last = Math.max(area.x + gap, area.x + area.w - gap - size.w);
  for (let x = area.x + gap; x < last; x += step) xs.push(x);
  xs.push(last);
  const rows = [area.y + gap, area.y - size.h - gap, area.y + area.h - size.h - gap, area.y + area.h + gap];
  return rows.flatMap((y) => xs.map((x) => ({ x, y })));
}

/**
 * The first spot (in the given order of preference) where the label covers no unit and no label already
 * placed, inside `bounds`; failing that, the one covering the least of them (units weigh most).
 */
export function chooseSpot(size: { w: number; h: number }, spots: readonly { x: number; y: number }[], units: readonly Box[], placed: readonly Box[], bounds: Box): { x: number; y: number } {
  const inside = spots.filter((s) => s.x >= bounds.x && s.y >= bounds.y && s.x + size.w <= bounds.x + bounds.w && s.y + size.h <= bounds.y + bounds.h);
  const pool = inside.length ? inside : spots;
  let best = pool[0] ?? { x: bounds.x, y: bounds.y };
  let bestCost = Infinity;
  for (const s of pool) {
    const box = { x: s.x, y: s.y, w: size.w, h: size.h };
    const cost = units.reduce((n, u) => n + 1000 * overlap(box, u), 0) + placed.reduce((n, p) => n + overlap(box, p), 0);
    if (cost === 0) return s;
    if (cost < bestCost) {
      best = s;
      bestCost = cost;
    }
  }
  return best;
}
