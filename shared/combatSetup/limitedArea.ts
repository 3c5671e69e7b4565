import type { Complication } from './complicationTypes.ts';
import { distanceFrom, firstArea, secondArea } from './deployment.ts';
import { and, clip, countOf, maskOf, rectsOf, type Grid, type Mask } from './grid.ts';
import type { Cube, Deployment, Rect, SideId, Square } from './types.ts';

// HC-06 Limited Area, "the edges of the contested area are the edges of the board": the set-up rolled
// the deployment (HC-03) before the complications, so once a Limited Area is among them the cube
// becomes the board the deployment is read on, and what the complications placed "where nobody
// deploys" off the cube is brought onto it. No die is rolled again. Pure.

/** Complications whose squares the text keeps off the deploy areas: the set-up placed them where nobody deploys. */
const KEPT_CLEAR = ['victory-button', 'automated-defences'];

const inBox = (r: Rect, s: Square) => s.x >= r.x && s.y >= r.y && s.x < r.x + r.w && s.y < r.y + r.h;
const reach = (a: Square, b: Square) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/**
 * The Victory Button's and the Automated Defences' squares off the cube moved onto it: each to the
 * nearest cube square no other of them holds (ties in reading order); with none left, it stays.
 */
export function clearSquaresOnCube(list: Complication[], box: Rect): Complication[] {
  const used = new Set(list.filter((c) => KEPT_CLEAR.includes(c.id)).flatMap((c) => c.where.squares.filter((s) => inBox(box, s)).map((s) => `${s.x},${s.y}`)));
  const cubeSquares: Square[] = [];
  for (let y = box.y; y < box.y + box.h; y++) for (let x = box.x; x < box.x + box.w; x++) cubeSquares.push({ x, y });
  return list.map((c) => {
    if (!KEPT_CLEAR.includes(c.id) || c.where.squares.every((s) => inBox(box, s))) return c;
    const squares = c.where.squares.map((s) => {
      if (inBox(box, s)) return s;
      let best: Square | null = null;
      for (const q of cubeSquares) if (!used.has(`${q.x},${q.y}`) && (!best || reach(q, s) < reach(best, s))) best = q;
      if (!best) return s;
      used.add(`${best.x},${best.y}`);
      return best;
    });
    return { ...c, where: { ...c.where, squares } };
  });
}

/**
 * The deployment's own rolls (where from, how far, the range) read on the cube as the board, so every
 * "board edge", "board corner" and "board centre" of HC-03's table is the cube's and both sides deploy
 * inside it. `reserved` squares are left out of both areas while that leaves a side any square.
 */
export function limitedDeployment(d: Deployment, cube: Cube, reserved: Square[]): Deployment {
  const box = clip(cube.board, cube.bounds);
  if (!box) return d;
  const g: Grid = { width: box.w, height: box.h };
  const free = maskOf(g, (x, y) => !reserved.some((s) => s.x === box.x + x && s.y === box.y + y));
  let a = and(firstArea(g, d.from, d.distance.near, d.distance.far), free);
  if (countOf(a) === 0) a = firstArea(g, d.from, d.distance.near, d.distance.far);
  const s = secondArea(g, a, d.range.low, d.range.high);
  let b = and(s.mask, free);
  if (countOf(b) === 0) {
    // The first side's area leaves no free square (e.g. within 12 of a small cube's centre): the
    // second side takes the squares of it farthest from where the first deploys from (the range is still
    // checked figure by figure at placement), so neither side has to deploy outside.
    const dist = distanceFrom(g, d.from);
    const far = Math.max(...a.flatMap((v, i) => (v ? [dist(i % g.width, Math.floor(i / g.width))] : [])));
    b = a.map((v, i) => v && dist(i % g.width, Math.floor(i / g.width)) === far);
    if (countOf(b) < countOf(a)) a = a.map((v, i) => v && !b[i]);
  }
  const onBoard = (m: Mask) => rectsOf(g, m).map((r) => ({ ...r, x: r.x + box.x, y: r.y + box.y }));
  return {
    ...d,
    areas: { [d.first]: onBoard(a), [d.second]: onBoard(b) } as Record<SideId, Rect[]>,
    insideCube: { [d.first]: true, [d.second]: true } as Record<SideId, boolean>,
    relaxed: s.relaxed,
    limitedArea: true,
  };
}

/** A set-up's deployment and complications once a Limited Area is among them (else unchanged). */
export function withLimitedArea(d: Deployment, list: Complication[], cube: Cube): { deployment: Deployment; list: Complication[] } {
  const box = clip(cube.board, cube.bounds);
  if (!box || !list.some((c) => c.id === 'limited-area')) return { deployment: d, list };
  const moved = clearSquaresOnCube(list, box);
  // The Victory Button is "hard to reach": nobody deploys next to it either (pressing it at once).
  const round = (s: Square) => [-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => ({ x: s.x + dx, y: s.y + dy })));
  const reserved = moved.filter((c) => KEPT_CLEAR.includes(c.id)).flatMap((c) => (c.id === 'victory-button' ? c.where.squares.flatMap(round) : c.where.squares));
  return { deployment: limitedDeployment(d, cube, reserved), list: moved };
}
