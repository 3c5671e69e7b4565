import type { BattleMap, DeployArea, Rect, Square, Terrain } from '../map/battleMap.ts';
import type { Complication, Walls } from './complicationTypes.ts';
import { border, squaresOf } from './stepGround.ts';
import { wallDefend } from '../battle/rules/walls.ts';

// Issue 11, HC-06: other ways to lay a complication whose first way battle.ts would take back (it
// would leave a side too few deploy squares, shut a side in, or close more than half of the cube).
// Each way comes from the set-up's own rolls, no die is rolled again: a door on a corner of the cube
// opens onto its face; deploy squares a wall closed move to the nearest open ones ("a figure is never
// stopped from deploying entirely", HC-03); a wall round the cube stands just round it (the cube keeps
// its size, "modify the shape but not size"); of a complication's obstacles, those that leave room;
// emplacements on squares nobody can use move to the nearest that can be. Pure.

const BLOCKED: ReadonlySet<Terrain> = new Set(['barrier', 'deep-water']);
const key = (s: Square) => `${s.x},${s.y}`;
const reach = (a: Square, b: Square) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
const inBox = (r: Rect, s: Square) => s.x >= r.x && s.y >= r.y && s.x < r.x + r.w && s.y < r.y + r.h;

/** One way to lay the complication: the squares it closes, and the deploy areas and doors that go with it. */
export interface OtherWay {
  how: string;
  block: Square[];
  deploy?: DeployArea[];
  /** The wall's way-through squares laid this way (kept open by every later complication). */
  doors?: Square[];
}

/** What the ways are tried on: the ground as laid so far, and a test of a way (room, sides meet, half the cube). */
export interface Ground {
  map: BattleMap;
  cube: Rect | undefined;
  need: [number, number];
  fits: (block: Square[], deploy: DeployArea[]) => boolean;
}

/**
 * A door on a corner square of a wall leads nowhere (the step past it runs diagonally between two wall
 * squares, which the engine closes), so it opens onto the face it was rolled on: the next square along
 * that face, towards the face's middle, is a way through too.
 */
export function doorWays(ring: Rect, doors: Walls['doors']): Square[] {
  const out: Square[] = [];
  for (const { edge, square: s } of doors) {
    out.push(s);
    const cornerX = s.x === ring.x || s.x === ring.x + ring.w - 1;
    const cornerY = s.y === ring.y || s.y === ring.y + ring.h - 1;
    if (!(cornerX && cornerY)) continue;
    if (edge === 'north' || edge === 'south') out.push({ x: s.x === ring.x ? s.x + 1 : s.x - 1, y: s.y });
    else out.push({ x: s.x, y: s.y === ring.y ? s.y + 1 : s.y - 1 });
  }
  return out;
}

/**
 * Each side's deploy areas with room for its figures on the laid terrain: a side with fewer open
 * squares than figures also gets the nearest open squares no area holds, nearest its own area first,
 * in the cube before outside it (HC-03: "outside the Contested Space only if there is no choice").
 */
export function redeploy(map: BattleMap, terrain: Terrain[], cube: Rect | undefined, need: [number, number]): DeployArea[] {
  const open = (s: Square) => !BLOCKED.has(terrain[s.y * map.width + s.x]);
  const taken = new Set(map.deploy.flatMap((d) => squaresOf(d, map)).map(key));
  const out = map.deploy.slice();
  for (const side of [0, 1]) {
    const own = map.deploy.filter((d) => d.side === side).flatMap((d) => squaresOf(d, map));
    const have = new Set(own.filter(open).map(key)).size;
    if (have >= need[side] || !own.length) continue;
    const outside = (s: Square) => (cube && !inBox(cube, s) ? 1 : 0);
    const near = (s: Square) => Math.min(...own.map((o) => reach(o, s)));
    const extra = squaresOf({ x: 0, y: 0, w: map.width, h: map.height }, map)
      .filter((s) => !taken.has(key(s)) && open(s))
      .sort((a, b) => near(a) - near(b) || outside(a) - outside(b) || a.y - b.y || a.x - b.x)
      .slice(0, need[side] - have);
    for (const s of extra) {
      taken.add(key(s));
      out.push({ x: s.x, y: s.y, w: 1, h: 1, side });
    }
  }
  return out;
}

/** The terrain with the squares closed (what `fits` and redeploy look at). */
const closed = (map: BattleMap, block: Square[]) => {
  const t = map.terrain.slice();
  for (const s of block) t[s.y * map.width + s.x] = 'barrier';
  return t;
};

/** A wall round the cube: on its border, doors opening onto their faces, then with deploy squares moved; then just round it. */
function wallWays(c: Complication, g: Ground, walls: Walls): OtherWay[] {
  if (!g.cube) return [];
  const cube = g.cube;
  const ways: OtherWay[] = [];
  const lay = (ring: Rect, doors: Square[], words: string) => {
    const open = new Set(doors.map(key));
    const block = border(ring, g.map).filter((s) => !open.has(key(s)) && !BLOCKED.has(g.map.terrain[s.y * g.map.width + s.x]));
    const moved = redeploy(g.map, closed(g.map, block), cube, g.need);
    const movedWords = `; deploy squares it closed or crowded moved to the nearest open ones (HC-03)`;
    ways.push({ how: words, block, doors }, { how: words + movedWords, block, deploy: moved, doors });
  };
  const onBorder = doorWays(cube, walls.doors);
  lay(cube, onBorder, `barrier on the cube's border squares, open at its doors${onBorder.length > walls.doors.length ? ' (a door on a corner opens onto its face: the next square along it is open too)' : ''}`);
  // Just round the cube: each door moved out with its face.
  const ring = { x: cube.x - 1, y: cube.y - 1, w: cube.w + 2, h: cube.h + 2 };
  const out = walls.doors.map(({ edge, square: s }) => ({ edge, square: { x: s.x + (edge === 'east' ? 1 : edge === 'west' ? -1 : 0), y: s.y + (edge === 'south' ? 1 : edge === 'north' ? -1 : 0) } }));
  lay(ring, doorWays(ring, out).filter((s) => s.x >= 0 && s.y >= 0 && s.x < g.map.width && s.y < g.map.height), `barrier on the squares just round the cube (on its border it would crowd or shut a side in, or close more than half of it; the cube keeps its size), open at its doors, moved out with their faces`);
  const r = walls.resistance.total;
  return ways.map((w) => ({ ...w, how: `${w.how}; a unit next to a wall square may break it (rules/walls.ts): its Attack against Defend ${wallDefend(r)} (resistance ${r})` }));
}

/** As many of the obstacles, in the order rolled, as leave room (each whole or not at all). */
function obstacleWay(c: Complication, g: Ground): OtherWay[] {
  const block: Square[] = [];
  let laid = 0;
  for (const r of c.where.rects) {
    const more = squaresOf(r, g.map).filter((s) => !BLOCKED.has(g.map.terrain[s.y * g.map.width + s.x]));
    if (!more.length || !g.fits([...block, ...more], g.map.deploy)) continue;
    block.push(...more);
    laid++;
  }
  const n = c.where.rects.length;
  return laid ? [{ how: `${laid} of the ${n} obstacles laid, as rolled; the other ${n - laid} would crowd or shut a side in, or close more than half of the cube's open squares`, block }] : [];
}

/** The other ways to lay `c`, in the order to try them (the first that fits is kept). */
export function otherWays(c: Complication, g: Ground): OtherWay[] {
  const w = c.details.find((d) => 'walls' in d);
  if (w && 'walls' in w && w.walls.around === 'cube') return wallWays(c, g, w.walls);
  if (c.id === 'dangerous-obstacles') return obstacleWay(c, g);
  return [];
}

/**
 * Squares for `n` emplacements when none of the rolled ones can take one: each rolled square in turn
 * takes the nearest square `usable` allows that none took yet (ties in reading order).
 */
export function nearestUsable(rolled: Square[], map: Pick<BattleMap, 'width' | 'height'>, usable: (s: Square) => boolean): Square[] {
  const all: Square[] = [];
  for (let y = 0; y < map.height; y++) for (let x = 0; x < map.width; x++) if (usable({ x, y })) all.push({ x, y });
  const used = new Set<string>();
  const out: Square[] = [];
  for (const s of rolled) {
    let best: Square | null = null;
    for (const q of all) if (!used.has(key(q)) && (!best || reach(q, s) < reach(best, s))) best = q;
    if (!best) break;
    used.add(key(best));
    out.push(best);
  }
  return out;
}

/**
 * Edge of a Drop where its surface and the deploy areas would cover the whole board: each side's
 * deploy areas cut to their squares on the surface, if every side keeps room there for its figures
 * (figures deploy on the surface); else null.
 */
export function deployOnSurface(map: BattleMap, surface: Rect[], need: [number, number]): DeployArea[] | null {
  const out: DeployArea[] = [];
  for (const d of map.deploy)
    for (const r of surface) {
      const x = Math.max(d.x, r.x);
      const y = Math.max(d.y, r.y);
      const w = Math.min(d.x + d.w, r.x + r.w) - x;
      const h = Math.min(d.y + d.h, r.y + r.h) - y;
      if (w > 0 && h > 0) out.push({ x, y, w, h, side: d.side });
    }
  for (const side of [0, 1]) {
    const open = new Set(out.filter((d) => d.side === side).flatMap((d) => squaresOf(d, map)).filter((s) => !BLOCKED.has(map.terrain[s.y * map.width + s.x])).map(key));
    if (open.size < need[side]) return null;
  }
  return out;
}
