// Draws the terrain tileset (public/tiles/terrain.png) pixel by pixel, with no dependencies:
// a tiny RGBA canvas, a seeded PRNG and a PNG encoder on node:zlib. Output is deterministic.
//
//   node_modules/.bin/node --import tsx tools/makeTileset.ts
//
// The matching Tiled tileset is maps/terrain.tsj (written by tools/makeMaps.ts); tile ids here
// must agree with TILES below.

import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deflateSync } from 'node:zlib';

export const TILE = 32;
export const COLUMNS = 8;

export interface TileDef {
  id: number;
  key: string;
  terrain?: string;
  height?: number;
}

/** Tile ids and what they mean; the order is the order in the image (8 per row). */
export const TILES: TileDef[] = [
  { id: 0, key: 'grass', terrain: 'clear' },
  { id: 1, key: 'grass-flowers', terrain: 'clear' },
  { id: 2, key: 'dirt-path', terrain: 'clear' },
  { id: 3, key: 'bridge', terrain: 'clear' },
  { id: 4, key: 'rocky', terrain: 'rough' },
  { id: 5, key: 'boulders', terrain: 'rough' },
  { id: 6, key: 'woods', terrain: 'woods' },
  { id: 7, key: 'pines', terrain: 'woods' },
  { id: 8, key: 'swamp', terrain: 'swamp' },
  { id: 9, key: 'water', terrain: 'water' },
  { id: 10, key: 'deep-water', terrain: 'deep-water' },
  { id: 11, key: 'wall', terrain: 'barrier' },
  { id: 12, key: 'ruins', terrain: 'barrier' },
  { id: 13, key: 'height-1', height: 1 },
  { id: 14, key: 'height-2', height: 2 },
  { id: 15, key: 'height-3', height: 3 },
];

export const ROWS = Math.ceil(TILES.length / COLUMNS);
export const IMAGE_WIDTH = COLUMNS * TILE;
export const IMAGE_HEIGHT = ROWS * TILE;

// ---------------------------------------------------------------- canvas

type RGB = [number, number, number];

export class Canvas {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4);
  }

  /** Source-over blend of one pixel; alpha 0..255. */
  blend(x: number, y: number, c: RGB, a = 255): void {
    x = Math.floor(x);
    y = Math.floor(y);
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || a <= 0) return;
    const i = (y * this.width + x) * 4;
    const d = this.data;
    const sa = a / 255;
    const da = d[i + 3] / 255;
    const oa = sa + da * (1 - sa);
    if (oa <= 0) return;
    for (let k = 0; k < 3; k++) {
      d[i + k] = Math.round((c[k] * sa + d[i + k] * da * (1 - sa)) / oa);
    }
    d[i + 3] = Math.round(oa * 255);
  }

  get(x: number, y: number): [number, number, number, number] {
    const i = (y * this.width + x) * 4;
    return [this.data[i], this.data[i + 1], this.data[i + 2], this.data[i + 3]];
  }

  /** Multiply the colour of one pixel (keeps alpha). */
  shade(x: number, y: number, f: number): void {
    const i = (y * this.width + x) * 4;
    for (let k = 0; k < 3; k++) this.data[i + k] = Math.max(0, Math.min(255, Math.round(this.data[i + k] * f)));
  }

  /** Copy another canvas in with alpha blending. */
  draw(src: Canvas, sx: number, sy: number, w: number, h: number, dx: number, dy: number): void {
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const [r, g, b, a] = src.get(sx + x, sy + y);
        this.blend(dx + x, dy + y, [r, g, b], a);
      }
    }
  }
}

// ---------------------------------------------------------------- PNG

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + body.length);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, 'ascii');
  Buffer.from(body).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}

/** RGBA 8-bit, non-interlaced, filter 0 on every scanline. */
export function encodePNG(c: Canvas): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(c.width, 0);
  ihdr.writeUInt32BE(c.height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  const stride = c.width * 4;
  const raw = Buffer.alloc((stride + 1) * c.height);
  for (let y = 0; y < c.height; y++) {
    raw[y * (stride + 1)] = 0;
    Buffer.from(c.data.buffer, c.data.byteOffset + y * stride, stride).copy(raw, y * (stride + 1) + 1);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

// ---------------------------------------------------------------- drawing helpers

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws into one 32x32 cell of the sheet with local coordinates. */
class Pen {
  constructor(
    readonly c: Canvas,
    readonly ox: number,
    readonly oy: number,
    readonly rnd: () => number,
  ) {}

  px(x: number, y: number, col: RGB, a = 255): void {
    if (x < 0 || y < 0 || x >= TILE || y >= TILE) return;
    this.c.blend(this.ox + x, this.oy + y, col, a);
  }

  rect(x: number, y: number, w: number, h: number, col: RGB, a = 255): void {
    for (let j = y; j < y + h; j++) for (let i = x; i < x + w; i++) this.px(i, j, col, a);
  }

  /** Base fill with per-pixel brightness noise. */
  noisy(col: RGB, amount: number): void {
    for (let y = 0; y < TILE; y++) {
      for (let x = 0; x < TILE; x++) {
        const f = 1 + (this.rnd() - 0.5) * amount;
        this.px(x, y, jitter(col, f));
      }
    }
  }

  disc(cx: number, cy: number, r: number, col: RGB, a = 255): void {
    for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++) {
      for (let x = Math.floor(cx - r); x <= Math.ceil(cx + r); x++) {
        const dx = x + 0.5 - cx;
        const dy = y + 0.5 - cy;
        if (dx * dx + dy * dy <= r * r) this.px(x, y, col, a);
      }
    }
  }

  line(x0: number, y0: number, x1: number, y1: number, col: RGB, a = 255): void {
    const n = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let i = 0; i <= n; i++) {
      this.px(Math.round(x0 + ((x1 - x0) * i) / n), Math.round(y0 + ((y1 - y0) * i) / n), col, a);
    }
  }

  /** Darkens the top row and left column: a subtle 1px grid line once tiles are laid side by side. */
  gridEdge(f = 0.8): void {
    for (let i = 0; i < TILE; i++) {
      this.c.shade(this.ox + i, this.oy, f);
      if (i > 0) this.c.shade(this.ox, this.oy + i, f);
    }
  }
}

function jitter(c: RGB, f: number): RGB {
  return [clamp(c[0] * f), clamp(c[1] * f), clamp(c[2] * f)];
}
function clamp(v: number): number {
  return Math.max(0, Math.min(255, Math.round(v)));
}

// ---------------------------------------------------------------- palette

const GRASS: RGB = [124, 150, 94];
const GRASS_DARK: RGB = [98, 124, 74];
const GRASS_LIGHT: RGB = [150, 172, 110];
const DIRT: RGB = [178, 154, 112];
const STONE: RGB = [148, 142, 128];
const STONE_DARK: RGB = [98, 92, 82];
const STONE_LIGHT: RGB = [188, 182, 166];
const WATER: RGB = [96, 144, 164];
const WATER_LIGHT: RGB = [160, 198, 210];
const DEEP: RGB = [46, 78, 112];
const DEEP_DARK: RGB = [30, 52, 80];
const DEEP_LIGHT: RGB = [84, 118, 150];

// ---------------------------------------------------------------- tiles

function grass(p: Pen): void {
  p.noisy(GRASS, 0.08);
  // short grass tufts: a light blade over a dark one
  for (let i = 0; i < 14; i++) {
    const x = 1 + Math.floor(p.rnd() * 30);
    const y = 2 + Math.floor(p.rnd() * 28);
    p.px(x, y, GRASS_DARK);
    p.px(x, y - 1, GRASS_DARK);
    p.px(x + 1, y, GRASS_LIGHT);
  }
}

function flowers(p: Pen): void {
  grass(p);
  const colours: RGB[] = [
    [236, 224, 150],
    [232, 232, 226],
    [214, 178, 206],
  ];
  for (let i = 0; i < 7; i++) {
    const x = 2 + Math.floor(p.rnd() * 27);
    const y = 2 + Math.floor(p.rnd() * 27);
    const col = colours[i % colours.length];
    p.px(x, y, col);
    p.px(x + 1, y, col);
    p.px(x, y + 1, col);
    p.px(x + 1, y + 1, jitter(col, 0.85));
  }
}

function dirtPath(p: Pen): void {
  p.noisy(DIRT, 0.1);
  // two faint cart ruts and pebbles
  for (let x = 0; x < TILE; x++) {
    p.px(x, 11, jitter(DIRT, 0.88));
    p.px(x, 21, jitter(DIRT, 0.88));
  }
  for (let i = 0; i < 10; i++) {
    const x = Math.floor(p.rnd() * 31);
    const y = Math.floor(p.rnd() * 31);
    p.px(x, y, [150, 128, 92]);
    p.px(x + 1, y, [204, 184, 144]);
  }
}

function water(p: Pen, base: RGB, wave: RGB, rows: number[], amp: number): void {
  p.noisy(base, 0.05);
  for (const [k, y0] of rows.entries()) {
    const phase = k * 5;
    // short wave strokes: a crest of a sine, broken so they read as ripples
    for (let x = 0; x < TILE; x++) {
      const t = (x + phase) % 16;
      if (t > 10) continue;
      const y = y0 + Math.round(Math.sin(((x + phase) / 16) * Math.PI * 2) * amp);
      p.px(x, y, wave);
    }
  }
}

function shallow(p: Pen): void {
  water(p, WATER, WATER_LIGHT, [5, 13, 21, 29], 1.5);
  // a few pebbles on the bottom show it can be waded
  for (let i = 0; i < 5; i++) {
    const x = 2 + Math.floor(p.rnd() * 28);
    const y = 2 + Math.floor(p.rnd() * 28);
    p.px(x, y, [124, 150, 150]);
  }
}

function deep(p: Pen): void {
  water(p, DEEP, DEEP_DARK, [3, 9, 15, 21, 27], 1.5);
  for (const y of [6, 18, 30]) {
    for (let x = 4; x < 10; x++) p.px((x + y) % TILE, y, DEEP_LIGHT);
  }
}

function bridge(p: Pen): void {
  water(p, WATER, WATER_LIGHT, [2, 30], 1);
  const wood: RGB = [164, 126, 84];
  const dark: RGB = [96, 70, 44];
  // deck running west-east: planks laid north-south
  for (let x = 0; x < TILE; x++) {
    const plank = Math.floor(x / 4);
    const f = 0.92 + ((plank * 37) % 7) * 0.025;
    for (let y = 6; y < 26; y++) {
      if (x % 4 === 3) p.px(x, y, dark);
      else p.px(x, y, jitter(wood, f * (1 + (p.rnd() - 0.5) * 0.08)));
    }
  }
  // railings
  for (let x = 0; x < TILE; x++) {
    p.px(x, 5, dark);
    p.px(x, 6, [130, 98, 64]);
    p.px(x, 25, dark);
    p.px(x, 26, dark);
  }
  for (const x of [2, 14, 26]) {
    p.rect(x, 4, 3, 3, dark);
    p.rect(x, 24, 3, 4, dark);
  }
}

function stone(p: Pen, cx: number, cy: number, r: number): void {
  p.disc(cx + 1, cy + 1, r, STONE_DARK, 150); // shadow
  p.disc(cx, cy, r, STONE);
  p.disc(cx - r * 0.3, cy - r * 0.3, r * 0.45, STONE_LIGHT);
}

function rocky(p: Pen): void {
  p.noisy([156, 146, 118], 0.1);
  // regular dot pattern (reads as "rough" without colour)
  for (let y = 2; y < TILE; y += 6) {
    for (let x = 2 + ((y / 6) % 2) * 3; x < TILE; x += 6) {
      const jx = x + Math.floor(p.rnd() * 2);
      const jy = y + Math.floor(p.rnd() * 2);
      p.px(jx, jy, [96, 88, 72]);
      p.px(jx + 1, jy, [96, 88, 72]);
      p.px(jx, jy + 1, [120, 112, 94]);
    }
  }
  stone(p, 9, 10, 3);
  stone(p, 22, 21, 3.5);
  stone(p, 23, 7, 2);
}

function boulders(p: Pen): void {
  p.noisy([150, 142, 116], 0.1);
  for (let i = 0; i < 16; i++) {
    const x = Math.floor(p.rnd() * 31);
    const y = Math.floor(p.rnd() * 31);
    p.px(x, y, [100, 92, 76]);
  }
  stone(p, 10, 11, 7);
  stone(p, 23, 20, 6);
  stone(p, 8, 25, 3.5);
  stone(p, 25, 6, 3);
}

function tree(p: Pen, cx: number, cy: number, r: number): void {
  p.disc(cx + 2, cy + 2, r, [40, 60, 36], 140); // shadow
  p.disc(cx, cy, r + 0.8, [46, 72, 40]); // outline
  p.disc(cx, cy, r, [72, 106, 56]);
  p.disc(cx - r * 0.3, cy - r * 0.3, r * 0.55, [98, 136, 74]);
  p.px(Math.round(cx - r * 0.45), Math.round(cy - r * 0.45), [126, 160, 94]);
}

function woods(p: Pen): void {
  p.noisy([96, 120, 74], 0.08);
  tree(p, 8, 9, 6);
  tree(p, 23, 8, 5);
  tree(p, 14, 22, 6.5);
  tree(p, 27, 25, 3.5);
  tree(p, 4, 26, 3);
}

function pine(p: Pen, cx: number, top: number, h: number): void {
  const dark: RGB = [40, 70, 52];
  const mid: RGB = [60, 96, 66];
  const light: RGB = [88, 124, 86];
  // shadow
  for (let j = 0; j < h; j++) {
    const half = Math.floor((j + 1) / 2);
    for (let i = -half; i <= half; i++) p.px(cx + i + 2, top + j + 2, [40, 56, 36], 120);
  }
  for (let j = 0; j < h; j++) {
    const half = Math.floor((j + 1) / 2);
    for (let i = -half; i <= half; i++) {
      const edge = i === -half || i === half;
      p.px(cx + i, top + j, edge ? dark : i < 0 ? light : mid);
    }
    // tiers
    if (j % 4 === 3) for (let i = -half; i <= half; i++) p.px(cx + i, top + j, dark);
  }
  p.rect(cx, top + h, 1, 2, [90, 64, 40]);
}

function pines(p: Pen): void {
  p.noisy([108, 130, 84], 0.08);
  for (let i = 0; i < 10; i++) {
    const x = Math.floor(p.rnd() * 31);
    const y = Math.floor(p.rnd() * 31);
    p.px(x, y, [132, 112, 76]); // needles on the ground
  }
  pine(p, 8, 2, 12);
  pine(p, 22, 4, 11);
  pine(p, 14, 15, 13);
  pine(p, 27, 19, 9);
  pine(p, 5, 20, 8);
}

function swamp(p: Pen): void {
  p.noisy([114, 122, 82], 0.08);
  // dark murky pools
  const pool: RGB = [74, 94, 86];
  for (const [cx, cy, rx, ry] of [
    [9, 9, 7, 3],
    [22, 20, 8, 3],
    [8, 25, 5, 2],
  ]) {
    for (let y = cy - ry; y <= cy + ry; y++) {
      for (let x = cx - rx; x <= cx + rx; x++) {
        const dx = (x - cx) / rx;
        const dy = (y - cy) / ry;
        if (dx * dx + dy * dy <= 1) p.px(x, y, jitter(pool, 1 + (p.rnd() - 0.5) * 0.06));
      }
    }
    // a glint line on each pool
    p.line(cx - rx + 3, cy, cx - 1, cy, [108, 130, 124]);
  }
  // reeds: clumps of upright strokes with seed heads
  const reed: RGB = [150, 146, 84];
  const reedDark: RGB = [84, 92, 52];
  const head: RGB = [112, 78, 48];
  for (const [cx, cy] of [
    [20, 11],
    [4, 15],
    [27, 28],
    [15, 29],
    [28, 4],
  ]) {
    for (const dx of [-2, 0, 2]) {
      const h = 5 + ((cx + dx + cy) % 3);
      p.line(cx + dx, cy, cx + dx + (dx > 0 ? 1 : dx < 0 ? -1 : 0), cy - h, dx === 0 ? reed : reedDark);
      p.px(cx + dx + (dx > 0 ? 1 : dx < 0 ? -1 : 0), cy - h, head);
      p.px(cx + dx + (dx > 0 ? 1 : dx < 0 ? -1 : 0), cy - h + 1, head);
    }
  }
}

function bricks(p: Pen, x0: number, y0: number, w: number, h: number, rows: number, keep: (bx: number, by: number) => boolean): void {
  const mortar: RGB = [92, 86, 80];
  const brick: RGB = [158, 148, 134];
  const bh = Math.floor(h / rows);
  for (let r = 0; r < rows; r++) {
    const y = y0 + r * bh;
    const off = r % 2 ? 4 : 0;
    for (let bx = -off; bx < w; bx += 8) {
      if (!keep(bx, r)) continue;
      const x1 = Math.max(bx, 0);
      const x2 = Math.min(bx + 8, w);
      const shade = 0.9 + ((bx * 7 + r * 13) % 5) * 0.04;
      p.rect(x0 + x1, y, x2 - x1, bh, mortar);
      p.rect(x0 + x1, y, x2 - x1 - 1, bh - 1, jitter(brick, shade));
      // highlight top edge, shadow bottom
      p.rect(x0 + x1, y, x2 - x1 - 1, 1, jitter(brick, shade * 1.15));
    }
  }
}

function wall(p: Pen): void {
  p.noisy([120, 112, 100], 0.06);
  bricks(p, 0, 0, TILE, TILE, 8, () => true);
  // a darker capstone band in the middle so rows of walls read as one thick wall
  p.rect(0, 15, TILE, 2, [78, 72, 66]);
}

function ruins(p: Pen): void {
  p.noisy([138, 132, 112], 0.1);
  // rubble
  for (let i = 0; i < 22; i++) {
    const x = Math.floor(p.rnd() * 30);
    const y = Math.floor(p.rnd() * 30);
    p.rect(x, y, 2, 2, i % 2 ? [112, 104, 92] : [176, 168, 152]);
  }
  // broken L of wall, bricks knocked out here and there
  bricks(p, 2, 3, 28, 12, 3, (bx, r) => !(r === 0 && bx >= 16) && !(r === 1 && bx >= 20));
  bricks(p, 2, 15, 12, 14, 4, (bx, r) => !(r === 3 && bx >= 4));
  stone(p, 22, 22, 4);
  stone(p, 26, 27, 2.5);
}

// Pixel font 3x5 for the height digits.
const DIGITS: Record<number, string[]> = {
  1: ['.#.', '##.', '.#.', '.#.', '###'],
  2: ['##.', '..#', '.#.', '#..', '###'],
  3: ['###', '..#', '.##', '..#', '###'],
};

function heightOverlay(p: Pen, h: number): void {
  const tint: RGB = [250, 228, 170];
  p.rect(0, 0, TILE, TILE, tint, 22 + h * 18);
  // contour lines: one ring per level
  const contour: RGB = [104, 72, 36];
  for (let k = 0; k < h; k++) {
    const i = 1 + k * 3;
    for (let t = i; t < TILE - i; t++) {
      const on = (t + k) % 4 !== 3; // slightly broken line: a contour, not a wall
      if (!on) continue;
      p.px(t, i, contour, 150);
      p.px(t, TILE - 1 - i, contour, 150);
      p.px(i, t, contour, 150);
      p.px(TILE - 1 - i, t, contour, 150);
    }
  }
  // digit, scale 2, in the bottom-right corner with an outline
  const glyph = DIGITS[h];
  const s = 2;
  const gx = TILE - 3 * s - 3;
  const gy = TILE - 5 * s - 3;
  p.rect(gx - 1, gy - 1, 3 * s + 2, 5 * s + 2, [52, 38, 22], 170);
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      if (glyph[y][x] === '#') p.rect(gx + x * s, gy + y * s, s, s, [255, 244, 214]);
    }
  }
}

const PAINTERS: Record<string, (p: Pen) => void> = {
  grass,
  'grass-flowers': flowers,
  'dirt-path': dirtPath,
  bridge,
  rocky,
  boulders,
  woods,
  pines,
  swamp,
  water: shallow,
  'deep-water': deep,
  wall,
  ruins,
  'height-1': (p) => heightOverlay(p, 1),
  'height-2': (p) => heightOverlay(p, 2),
  'height-3': (p) => heightOverlay(p, 3),
};

export function drawTileset(): Canvas {
  const c = new Canvas(IMAGE_WIDTH, IMAGE_HEIGHT);
  for (const t of TILES) {
    const ox = (t.id % COLUMNS) * TILE;
    const oy = Math.floor(t.id / COLUMNS) * TILE;
    const pen = new Pen(c, ox, oy, mulberry32(0x5eed + t.id * 7919));
    PAINTERS[t.key](pen);
    if (t.terrain) pen.gridEdge();
  }
  return c;
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const TILESET_PNG = resolve(ROOT, 'public/tiles/terrain.png');

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const png = encodePNG(drawTileset());
  mkdirSync(dirname(TILESET_PNG), { recursive: true });
  writeFileSync(TILESET_PNG, png);
  console.log(`wrote ${TILESET_PNG} (${IMAGE_WIDTH}x${IMAGE_HEIGHT}, ${TILES.length} tiles, ${png.length} bytes)`);
}
