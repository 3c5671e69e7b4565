// Writes the game's own Tiled files: maps/terrain.tsj (external tileset) and the maps
// maps/skirmish.tmj, maps/valley.tmj and maps/crossroads.tmj (six sides), drawn below as ASCII. Output is deterministic.
// Every map is checked against the map conventions before anything is written.
//
//   node_modules/.bin/node --import tsx tools/makeMaps.ts [--preview /tmp/dir]
//
// Maps are point-symmetric (fair for both sides): only the top half is drawn, the bottom half
// is the top half turned 180 degrees. Deploy areas come in pairs the same way: side 2's is side 1's
// turned around (on the six-side map, each area drawn names its side and the side that gets it turned).

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COLUMNS,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  TILE,
  TILES,
  Canvas,
  drawTileset,
  encodePNG,
} from './makeTileset.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MAPS_DIR = resolve(ROOT, 'maps');

// ---------------------------------------------------------------- legend

/** ASCII cell -> tile id (see TILES in makeTileset.ts). '.' picks grass or flowers by position. */
const LEGEND: Record<string, number> = {
  '.': 0,
  ',': 1,
  ':': 2,
  '=': 3,
  r: 4,
  R: 5,
  w: 6,
  p: 7,
  s: 8,
  '~': 9,
  D: 10,
  '#': 11,
  '%': 12,
};
const HEIGHT_TILE: Record<number, number> = { 1: 13, 2: 14, 3: 15 };


// ---------------------------------------------------------------- map designs

interface Design {
  file: string;
  name: string;
  actions: number;
  width: number;
  height: number;
  /** Top half of the terrain, height/2 rows. */
  terrain: string[];
  /** Top half of the elevation, digits 0-3. */
  elevation: string[];
  /**
   * Deploy areas in squares: one for side 1 (side 2's is it turned around), or a list, each area with
   * its side and the side that gets it turned around.
   */
  deploy: Rect | { sides: [number, number]; area: Rect }[];
  /** Resource nodes in squares (each is mirrored too). */
  nodes: { x: number; y: number }[];
  cube?: { x: number; y: number; w: number; h: number };
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const SKIRMISH: Design = {
  file: 'skirmish.tmj',
  name: 'Skirmish',
  actions: 3,
  width: 12,
  height: 10,
  // x: 012345678901
  terrain: [
    '..pp...~..ss', // 0
    '.pww...~r...', // 1
    '......D~.rr.', // 2
    '.rR.#.D~..w.', // 3
    '..r.%~~~.www', // 4
  ],
  elevation: [
    '000000000000',
    '000000001110',
    '000000001111',
    '000000001110',
    '000000000000',
  ],
  deploy: { x: 0, y: 0, w: 2, h: 10 },
  nodes: [{ x: 5, y: 1 }],
};

const VALLEY: Design = {
  file: 'valley.tmj',
  name: 'Valley',
  actions: 5,
  width: 24,
  height: 18,
  // x: 000000000011111111112222
  //    012345678901234567890123
  terrain: [
    '..ww..p....ww..DD.....ss', // 0
    '.ww.rpr.#.www..DD.rww..s', // 1
    '...rRrp.#..ww.DD..wRw...', // 2
    '...rrRr.::::::==::::::::', // 3
    '.r..rpr.:..ss.DD....s...', // 4
    '...rprp.:.ss.~Ds.###....', // 5
    '..w..r.w:~~~~~~s.#..ww..', // 6
    ':::::::::~%.w.~.w#.rw...', // 7
    '...ww..ww~r..%~....p..r.', // 8
  ],
  elevation: [
    '000000000000000000111000',
    '000111110000000000111000',
    '000122210000000000111000',
    '000123210000000000000000',
    '000122210000000000000000',
    '000122210000000000000000',
    '000011100000000000000000',
    '000000000000000000000000',
    '000000000000000000000000',
  ],
  deploy: { x: 0, y: 0, w: 3, h: 18 },
  nodes: [
    { x: 10, y: 2 },
    { x: 16, y: 8 },
  ],
  cube: { x: 10, y: 7, w: 4, h: 4 },
};

/**
 * Six deploy areas round a crossroads, for battles of three to six sides, like the corners of a
 * hexagon, each the same distance from the cube. Going round the board from the north-west: 1, 6, 2, 4,
 * 3, 5, so sides 1-3 take every other corner (a three-side battle is spread evenly, nobody has a
 * corner of the board to itself) and the other three sit opposite them (4 faces 1, 5 faces 2, 6 faces 3).
 */
const CROSSROADS: Design = {
  file: 'crossroads.tmj',
  name: 'Crossroads',
  actions: 4,
  width: 24,
  height: 24,
  // x: 000000000011111111112222
  //    012345678901234567890123
  terrain: [
    '..ww....,.....:...pp.ww.', // 0
    '.ww..........:.r....w...', // 1
    '..w...rr.....:.rr.......', // 2
    '......rR...w.:.....~~...', // 3
    '..#...r...ww.:....~~s~..', // 4
    '..#......pw..:...~~ss~..', // 5
    '..###.......::.......rr.', // 6
    '.......ss...:..ww....rR.', // 7
    '~~.....s....:..wp.......', // 8
    'D~~.........:.......#...', // 9
    '............:..%....#...', // 10
    '::::::::::::::::::::::::', // 11
  ],
  elevation: [
    '000000000000000000000000',
    '000000000000000000000000',
    '000001110000000000000000',
    '000012210000000000000000',
    '000012210000000000000000',
    '000001100000000000001110',
    '000000000000000000012210',
    '000000000000000000012210',
    '000000000000000000001110',
    '000000000000000000000000',
    '000000000011110000000000',
    '000000000011110000000000',
  ],
  deploy: [
    { sides: [1, 4], area: { x: 4, y: 0, w: 4, h: 3 } },
    { sides: [6, 3], area: { x: 16, y: 0, w: 4, h: 3 } },
    { sides: [2, 5], area: { x: 21, y: 10, w: 3, h: 4 } },
  ],
  nodes: [
    { x: 6, y: 6 },
    { x: 17, y: 8 },
    { x: 11, y: 2 },
  ],
  cube: { x: 10, y: 10, w: 4, h: 4 },
};

// ---------------------------------------------------------------- building

interface Built {
  design: Design;
  terrain: number[]; // tile ids (gid - 1), row-major
  elevation: number[]; // height levels
  deploy: { side: number; x: number; y: number; w: number; h: number }[];
  nodes: { x: number; y: number }[];
}

function mirrorRows(top: string[], width: number, height: number): string[] {
  if (top.length * 2 !== height) throw new Error(`need ${height / 2} rows, got ${top.length}`);
  for (const [i, r] of top.entries()) if (r.length !== width) throw new Error(`row ${i} is ${r.length} wide, not ${width}`);
  const bottom = [...top].reverse().map((r) => [...r].reverse().join(''));
  return [...top, ...bottom];
}

/** Small deterministic hash for picking grass variants. */
function hash(x: number, y: number, salt: number): number {
  let h = Math.imul(x * 374761393 + y * 668265263 + salt * 2246822519, 1) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

function build(d: Design): Built {
  const rows = mirrorRows(d.terrain, d.width, d.height);
  const erows = mirrorRows(d.elevation, d.width, d.height);
  const terrain: number[] = [];
  const elevation: number[] = [];
  for (let y = 0; y < d.height; y++) {
    for (let x = 0; x < d.width; x++) {
      const ch = rows[y][x];
      let id = LEGEND[ch];
      if (id === undefined) throw new Error(`${d.file}: unknown terrain '${ch}' at ${x},${y}`);
      if (ch === '.' && hash(x, y, d.width) % 100 < 14) id = LEGEND[','];
      terrain.push(id);
      const e = Number(erows[y][x]);
      if (!(e >= 0 && e <= 3)) throw new Error(`${d.file}: bad height '${erows[y][x]}' at ${x},${y}`);
      elevation.push(e);
    }
  }
  const turn = (r: { x: number; y: number; w: number; h: number }) => ({
    x: d.width - r.x - r.w,
    y: d.height - r.y - r.h,
    w: r.w,
    h: r.h,
  });
  const drawn = Array.isArray(d.deploy) ? d.deploy : [{ sides: [1, 2] as [number, number], area: d.deploy }];
  const deploy = drawn
    .flatMap(({ sides: [side, turned], area }) => [
      { side, ...area },
      { side: turned, ...turn(area) },
    ])
    .sort((a, b) => a.side - b.side);
  const nodes = d.nodes.flatMap((n) => [n, { x: d.width - 1 - n.x, y: d.height - 1 - n.y }]);
  return { design: d, terrain, elevation, deploy, nodes };
}

// ---------------------------------------------------------------- Tiled JSON

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Tiled-like JSON: one-space indent, arrays of scalars inline, layer data one map row per line. */
function stringify(v: Json, indent = '', key = '', rowWidth = 0): string {
  const inner = indent + ' ';
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    if (v.every((e) => typeof e !== 'object' || e === null)) {
      if (key === 'data' && rowWidth > 0) {
        const lines: string[] = [];
        for (let i = 0; i < v.length; i += rowWidth) lines.push(inner + v.slice(i, i + rowWidth).join(', '));
        return '[\n' + lines.join(',\n') + '\n' + indent + ']';
      }
      return '[' + v.map((e) => JSON.stringify(e)).join(', ') + ']';
    }
    return '[\n' + v.map((e) => inner + stringify(e, inner, '', rowWidth)).join(',\n') + '\n' + indent + ']';
  }
  if (v !== null && typeof v === 'object') {
    const width = typeof v.width === 'number' && v.type === 'tilelayer' ? v.width : rowWidth;
    const entries = Object.entries(v).map(([k, e]) => inner + JSON.stringify(k) + ': ' + stringify(e, inner, k, width));
    return '{\n' + entries.join(',\n') + '\n' + indent + '}';
  }
  return JSON.stringify(v);
}

function tilesetJson(): Json {
  return {
    columns: COLUMNS,
    image: '../public/tiles/terrain.png',
    imageheight: IMAGE_HEIGHT,
    imagewidth: IMAGE_WIDTH,
    margin: 0,
    name: 'terrain',
    spacing: 0,
    tilecount: TILES.length,
    tiledversion: '1.10.2',
    tileheight: TILE,
    tiles: TILES.map((t) => ({
      id: t.id,
      properties:
        t.terrain !== undefined
          ? [{ name: 'terrain', type: 'string', value: t.terrain }]
          : [{ name: 'height', type: 'int', value: t.height ?? 0 }],
    })),
    tilewidth: TILE,
    type: 'tileset',
    version: '1.10',
  };
}

function mapJson(b: Built): Json {
  const d = b.design;
  const px = (n: number) => n * TILE;
  let nextId = 1;
  const objects: Json[] = [];
  for (const a of b.deploy) {
    objects.push({
      height: px(a.h),
      id: nextId++,
      name: `deploy ${a.side}`,
      properties: [{ name: 'side', type: 'int', value: a.side }],
      rotation: 0,
      type: 'deploy',
      visible: true,
      width: px(a.w),
      x: px(a.x),
      y: px(a.y),
    });
  }
  for (const [i, n] of b.nodes.entries()) {
    objects.push({
      height: 0,
      id: nextId++,
      name: `node ${i + 1}`,
      point: true,
      rotation: 0,
      type: 'node',
      visible: true,
      width: 0,
      x: px(n.x) + TILE / 2,
      y: px(n.y) + TILE / 2,
    });
  }
  if (d.cube) {
    objects.push({
      height: px(d.cube.h),
      id: nextId++,
      name: 'cube',
      rotation: 0,
      type: 'cube',
      visible: true,
      width: px(d.cube.w),
      x: px(d.cube.x),
      y: px(d.cube.y),
    });
  }
  const tileLayer = (id: number, name: string, data: number[]): Json => ({
    data,
    height: d.height,
    id,
    name,
    opacity: 1,
    type: 'tilelayer',
    visible: true,
    width: d.width,
    x: 0,
    y: 0,
  });
  return {
    compressionlevel: -1,
    height: d.height,
    infinite: false,
    layers: [
      tileLayer(
        1,
        'terrain',
        b.terrain.map((t) => t + 1),
      ),
      tileLayer(
        2,
        'elevation',
        b.elevation.map((e) => (e === 0 ? 0 : HEIGHT_TILE[e] + 1)),
      ),
      {
        draworder: 'topdown',
        id: 3,
        name: 'zones',
        objects,
        opacity: 1,
        type: 'objectgroup',
        visible: true,
        x: 0,
        y: 0,
      },
    ],
    nextlayerid: 4,
    nextobjectid: nextId,
    orientation: 'orthogonal',
    properties: [
      { name: 'name', type: 'string', value: d.name },
      { name: 'actions', type: 'int', value: d.actions },
    ],
    renderorder: 'right-down',
    tiledversion: '1.10.2',
    tileheight: TILE,
    tilesets: [{ firstgid: 1, source: 'terrain.tsj' }],
    tilewidth: TILE,
    type: 'map',
    version: '1.10',
    width: d.width,
  };
}

// ---------------------------------------------------------------- checks (on the written JSON)

type Obj = { [k: string]: any };

function check(fileName: string, text: string, tileset: Obj): { counts: Record<string, number>; heights: Set<number> } {
  const fail = (msg: string): never => {
    throw new Error(`${fileName}: ${msg}`);
  };
  const m = JSON.parse(text) as Obj;
  if (m.type !== 'map' || m.version !== '1.10' || m.orientation !== 'orthogonal' || m.infinite !== false) fail('header');
  if (m.renderorder !== 'right-down' || m.tilewidth !== 32 || m.tileheight !== 32) fail('grid');
  if (m.tilesets.length !== 1 || m.tilesets[0].firstgid !== 1 || m.tilesets[0].source !== 'terrain.tsj') fail('tileset ref');
  const props = Object.fromEntries((m.properties as Obj[]).map((p) => [p.name, p]));
  if (props.name?.type !== 'string' || props.actions?.type !== 'int' || !Number.isInteger(props.actions.value)) fail('properties');
  const tileProps = new Map<number, Obj>();
  for (const t of tileset.tiles as Obj[]) tileProps.set(t.id, Object.fromEntries((t.properties as Obj[]).map((p) => [p.name, p.value])));
  const maxGid = tileset.tilecount as number;
  const W = m.width as number;
  const H = m.height as number;
  const layer = (name: string) => (m.layers as Obj[]).find((l) => l.name === name);
  const tl = layer('terrain') ?? fail('no terrain layer');
  const el = layer('elevation') ?? fail('no elevation layer');
  const zones = layer('zones') ?? fail('no zones layer');
  if (tl.type !== 'tilelayer' || el.type !== 'tilelayer' || zones.type !== 'objectgroup') fail('layer types');
  for (const l of [tl, el]) {
    if (l.width !== W || l.height !== H || l.data.length !== W * H || l.encoding) fail(`layer ${l.name} shape`);
    for (const g of l.data) if (!Number.isInteger(g) || g < 0 || g > maxGid) fail(`gid ${g} out of range in ${l.name}`);
  }
  const terrain: string[] = tl.data.map((g: number, i: number) => {
    if (g === 0) fail(`empty terrain at ${i % W},${Math.floor(i / W)}`);
    const t = tileProps.get(g - 1)?.terrain;
    if (typeof t !== 'string') fail(`gid ${g} has no terrain`);
    return t as string;
  });
  const heights = new Set<number>();
  for (const g of el.data as number[]) {
    if (g === 0) continue;
    const h = tileProps.get(g - 1)?.height;
    if (!Number.isInteger(h)) fail(`elevation gid ${g} has no height`);
    heights.add(h);
  }
  const counts: Record<string, number> = {};
  for (const t of terrain) counts[t] = (counts[t] ?? 0) + 1;
  const blocked = (x: number, y: number) => ['deep-water', 'barrier'].includes(terrain[y * W + x]);
  const sides = new Set<number>();
  let nodes = 0;
  let cubes = 0;
  for (const o of zones.objects as Obj[]) {
    if (o.type === 'deploy') {
      const side = (o.properties as Obj[] | undefined)?.find((p) => p.name === 'side');
      if (!side || side.type !== 'int' || !(side.value >= 1 && side.value <= 6)) return fail(`deploy ${o.id} side`);
      sides.add(side.value);
      for (const v of [o.x, o.y, o.width, o.height]) if (v % 32 !== 0) fail(`deploy ${o.id} off grid`);
      const [x0, y0, w, h] = [o.x / 32, o.y / 32, o.width / 32, o.height / 32];
      if (x0 < 0 || y0 < 0 || x0 + w > W || y0 + h > H || w < 1 || h < 1) fail(`deploy ${o.id} outside map`);
      if (Math.min(w, h) < 2 || Math.min(w, h) > 3) fail(`deploy ${o.id} depth`);
      for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) if (blocked(x, y)) fail(`deploy ${o.id} on ${terrain[y * W + x]} at ${x},${y}`);
    } else if (o.type === 'node') {
      if (o.point !== true || (o.x - 16) % 32 !== 0 || (o.y - 16) % 32 !== 0) fail(`node ${o.id} not a point at a square centre`);
      const [x, y] = [(o.x - 16) / 32, (o.y - 16) / 32];
      if (x < 0 || y < 0 || x >= W || y >= H || blocked(x, y)) fail(`node ${o.id} at ${x},${y}`);
      nodes++;
    } else if (o.type === 'cube') {
      for (const v of [o.x, o.y, o.width, o.height]) if (v % 32 !== 0) fail(`cube off grid`);
      cubes++;
    } else fail(`unknown object type ${o.type}`);
  }
  const areas = (zones.objects as Obj[]).filter((o) => o.type === 'deploy').length;
  if (sides.size < 2 || sides.size !== areas || Math.max(...sides) !== sides.size) fail('need one deploy per side, sides numbered 1 to n');
  if (nodes < 2) fail('too few nodes');
  if (cubes > 1) fail('more than one cube');
  // Both deploy zones connected through enterable squares (8-way, no slipping between walls).
  const start = (zones.objects as Obj[]).filter((o) => o.type === 'deploy').map((o) => [o.x / 32, o.y / 32]);
  const seen = new Uint8Array(W * H);
  const queue = [start[0]];
  seen[start[0][1] * W + start[0][0]] = 1;
  while (queue.length) {
    const [x, y] = queue.shift()!;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= W || ny >= H || seen[ny * W + nx] || blocked(nx, ny)) continue;
        if (dx && dy && blocked(x + dx, y) && blocked(x, y + dy)) continue;
        seen[ny * W + nx] = 1;
        queue.push([nx, ny]);
      }
  }
  for (const [x, y] of start.slice(1)) if (!seen[y * W + x]) fail('deploy zones not connected');
  for (let i = 0; i < W * H; i++) if (!blocked(i % W, Math.floor(i / W)) && !seen[i]) fail(`square ${i % W},${Math.floor(i / W)} unreachable`);
  return { counts, heights };
}

function checkTileset(t: Obj): void {
  if (t.type !== 'tileset' || t.version !== '1.10' || t.columns !== 8 || t.tilewidth !== 32 || t.tileheight !== 32) throw new Error('tileset header');
  if (t.imagewidth !== t.columns * 32 || t.imageheight !== Math.ceil(t.tilecount / t.columns) * 32) throw new Error('tileset image size');
  for (const tile of t.tiles as Obj[]) if (tile.id < 0 || tile.id >= t.tilecount) throw new Error(`tile id ${tile.id}`);
}

// ---------------------------------------------------------------- preview

/** The client's side colours (client/battle/board/marks.ts), for the outlines of the deploy areas. */
const PREVIEW_SIDE_COLOURS: [number, number, number][] = [
  [0x4a, 0x86, 0xe8],
  [0xe0, 0x53, 0x3d],
  [0x00, 0x9e, 0x73],
  [0xcc, 0x79, 0xa7],
  [0xe6, 0x9f, 0x00],
  [0x56, 0xb4, 0xe9],
];

function preview(b: Built, sheet: Canvas, file: string): void {
  const d = b.design;
  const c = new Canvas(d.width * TILE, d.height * TILE);
  const blit = (id: number, x: number, y: number) =>
    c.draw(sheet, (id % COLUMNS) * TILE, Math.floor(id / COLUMNS) * TILE, TILE, TILE, x * TILE, y * TILE);
  for (let y = 0; y < d.height; y++) {
    for (let x = 0; x < d.width; x++) {
      blit(b.terrain[y * d.width + x], x, y);
      const e = b.elevation[y * d.width + x];
      if (e) blit(HEIGHT_TILE[e], x, y);
    }
  }
  const outline = (x: number, y: number, w: number, h: number, col: [number, number, number], a: number, t: number) => {
    for (let k = 0; k < t; k++) {
      for (let i = x; i < x + w; i++) {
        c.blend(i, y + k, col, a);
        c.blend(i, y + h - 1 - k, col, a);
      }
      for (let j = y + t; j < y + h - t; j++) {
        c.blend(x + k, j, col, a);
        c.blend(x + w - 1 - k, j, col, a);
      }
    }
  };
  for (const a of b.deploy) {
    const col = PREVIEW_SIDE_COLOURS[(a.side - 1) % PREVIEW_SIDE_COLOURS.length];
    outline(a.x * TILE, a.y * TILE, a.w * TILE, a.h * TILE, col, 220, 3);
  }
  if (d.cube) outline(d.cube.x * TILE, d.cube.y * TILE, d.cube.w * TILE, d.cube.h * TILE, [240, 200, 40], 230, 3);
  for (const n of b.nodes) {
    const cx = n.x * TILE + 16;
    const cy = n.y * TILE + 16;
    for (let y = -8; y <= 8; y++)
      for (let x = -8; x <= 8; x++) {
        const r = Math.hypot(x, y);
        if (r <= 8) c.blend(cx + x, cy + y, r > 6 ? [30, 30, 30] : [170, 110, 230], 255);
      }
  }
  writeFileSync(file, encodePNG(c));
}

// ---------------------------------------------------------------- main

const args = process.argv.slice(2);
const previewDir = args.includes('--preview') ? args[args.indexOf('--preview') + 1] : undefined;

const tilesetText = stringify(tilesetJson()) + '\n';
const tileset = JSON.parse(tilesetText) as Obj;
checkTileset(tileset);

const outputs: [string, string][] = [['terrain.tsj', tilesetText]];
const built = [SKIRMISH, VALLEY, CROSSROADS].map(build);
const allTerrains = new Set<string>();
const allHeights = new Set<number>();
for (const b of built) {
  const text = stringify(mapJson(b)) + '\n';
  const { counts, heights } = check(b.design.file, text, tileset);
  Object.keys(counts).forEach((k) => allTerrains.add(k));
  heights.forEach((h) => allHeights.add(h));
  outputs.push([b.design.file, text]);
  const sq = (p: { x: number; y: number }) => `(${p.x},${p.y})`;
  console.log(
    `${b.design.file}: ${b.design.width}x${b.design.height}, actions ${b.design.actions}\n` +
      `  terrain ${JSON.stringify(counts)}\n` +
      `  heights ${[...heights].sort().join(',')}\n` +
      `  deploy ${b.deploy.map((a) => `side ${a.side} x${a.x} y${a.y} ${a.w}x${a.h}`).join('; ')}\n` +
      `  nodes ${b.nodes.map(sq).join(' ')}` +
      (b.design.cube ? `\n  cube x${b.design.cube.x} y${b.design.cube.y} ${b.design.cube.w}x${b.design.cube.h}` : ''),
  );
}
const missing = ['clear', 'rough', 'woods', 'swamp', 'water', 'deep-water', 'barrier'].filter((t) => !allTerrains.has(t));
if (missing.length) throw new Error(`terrain types unused: ${missing.join(', ')}`);
if (allHeights.size < 2) throw new Error('need at least two height levels');

mkdirSync(MAPS_DIR, { recursive: true });
for (const [name, text] of outputs) writeFileSync(resolve(MAPS_DIR, name), text);
console.log(`wrote ${outputs.map(([n]) => 'maps/' + n).join(', ')}`);

if (previewDir) {
  mkdirSync(previewDir, { recursive: true });
  const sheet = drawTileset();
  for (const b of built) {
    const file = resolve(previewDir, b.design.file.replace('.tmj', '.png'));
    preview(b, sheet, file);
    console.log(`preview ${file}`);
  }
}

