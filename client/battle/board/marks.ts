import Phaser from 'phaser';
import type { CubeArea, Square } from '../../../shared/map/battleMap.ts';
import { cubeBandText } from '../heightWords.ts';
import type { BoardPicture, SightLine } from './types.ts';
import { chooseSpot, edgeSpots, type Box } from './labelSpot.ts';

// The board's marks over the map: missile range, resource nodes, the cube, lines of sight, a hero's
// destinations, a stacking move waiting for its click, the aimed-at target. Each draws what it is given.

/** Where the marks go: the scene's layers and its square size. */
export interface Layers {
  scene: Phaser.Scene;
  /** Under the units. */
  overlay: Phaser.GameObjects.Graphics;
  /** Over the units. */
  top: Phaser.GameObjects.Graphics;
  labels: Phaser.GameObjects.Container;
  /** Issue 11: the areas' names, under the units (so they can never hide one), each on a free spot. */
  areaLabels: Phaser.GameObjects.Container;
  /** The squares the units stand on, in game pixels, and the area labels placed so far this drawing. */
  unitBoxes: readonly Box[];
  placed: Box[];
  /** Square size in game pixels, and the map size in squares. */
  tw: number;
  th: number;
  width: number;
  height: number;
  /** Game pixels for a size in screen pixels. */
  minPx(screen: number): number;
}

/**
 * One colour per side, up to six, from the Okabe-Ito colour-blind-safe palette (the first two are the
 * game's blue and red, close to its blue and vermilion). Colour is never the only cue: each side also
 * has its own counter shape (counter.ts) and mark in the panel (html.ts). client/style.css repeats them.
 */
export const SIDE_COLOURS = [0x4a86e8, 0xe0533d, 0x009e73, 0xcc79a7, 0xe69f00, 0x56b4e9];
const SIDE_LETTERS = 'ABCDEF';
const RANGE = 0x5ad1e6;
const NODE_RED = 0xd8262e;
export const ACCENT = 0xf2c14e;

export const key = (x: number, y: number) => `${x},${y}`;

/** Missile range: the outline of the squares in range and sight; filled while a shot is being chosen. */
export function drawRange(l: Layers, p: BoardPicture): void {
  if (!p.range.length) return;
  const tw = l.tw;
  const th = l.th;
  const g = l.overlay;
  const inRange = new Set(p.range.map((s) => key(s.x, s.y)));
  const sel = p.units.find((u) => u.id === p.selected);
  if (sel) inRange.add(key(sel.x, sel.y));
  if (p.rangeActive) {
    g.fillStyle(RANGE, 0.16);
    for (const sq of p.range) g.fillRect(sq.x * tw, sq.y * th, tw, th);
  } else {
    // Small corner dots inside each square, so the area reads even where the outline is far away.
    g.fillStyle(RANGE, 0.8);
    for (const sq of p.range) g.fillCircle(sq.x * tw + tw / 2, sq.y * th + th / 2, 2.5);
  }
  g.lineStyle(3, RANGE, 0.95);
  for (const sq of p.range.concat(sel ? [sel] : [])) {
    const x0 = sq.x * tw;
    const y0 = sq.y * th;
    if (!inRange.has(key(sq.x, sq.y - 1))) g.lineBetween(x0, y0 + 1, x0 + tw, y0 + 1);
    if (!inRange.has(key(sq.x, sq.y + 1))) g.lineBetween(x0, y0 + th - 1, x0 + tw, y0 + th - 1);
    if (!inRange.has(key(sq.x - 1, sq.y))) g.lineBetween(x0 + 1, y0, x0 + 1, y0 + th);
    if (!inRange.has(key(sq.x + 1, sq.y))) g.lineBetween(x0 + tw - 1, y0, x0 + tw - 1, y0 + th);
  }
}

/**
 * Resource nodes: a red-bordered square frame, and a red-bordered badge in the corner filled with
 * the owner's colour and carrying the owner's letter (the one its units' ids start with), "–" when
 * nobody holds it. The badge is drawn above the units so it stays visible under a counter.
 */
export function drawNodes(l: Layers, p: BoardPicture): void {
  const tw = l.tw;
  const th = l.th;
  for (const n of p.nodes) {
    l.overlay.lineStyle(3, NODE_RED, 1);
    l.overlay.strokeRect(n.x * tw + 2, n.y * th + 2, tw - 4, th - 4);
    const cx = n.x * tw + Math.max(l.minPx(9), tw * 0.2);
    const cy = n.y * th + Math.max(l.minPx(9), th * 0.2);
    const r = Math.max(l.minPx(7), tw * 0.17);
    const t = l.top;
    t.fillStyle(n.owner === null ? 0x222222 : SIDE_COLOURS[n.owner % SIDE_COLOURS.length], 1);
    t.lineStyle(2.5, NODE_RED, 1);
    const pts = [new Phaser.Math.Vector2(cx, cy - r), new Phaser.Math.Vector2(cx + r, cy), new Phaser.Math.Vector2(cx, cy + r), new Phaser.Math.Vector2(cx - r, cy)];
    t.fillPoints(pts, true);
    t.strokePoints(pts, true);
    l.labels.add(
      l.scene.add
        .text(cx, cy, n.owner === null ? '–' : SIDE_LETTERS[n.owner] ?? '?', { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.max(l.minPx(9), Math.round(tw * 0.18))}px`, color: '#ffffff', fontStyle: 'bold' })
        .setOrigin(0.5),
    );
  }
}

/** The cube (contested space): a dashed white-and-violet outline with its name. */
export function drawCube(l: Layers, c: CubeArea): void {
  const tw = l.tw;
  const th = l.th;
  const x0 = c.x * tw + 3;
  const y0 = c.y * th + 3;
  const x1 = (c.x + c.w) * tw - 3;
  const y1 = (c.y + c.h) * th - 3;
  const g = l.overlay;
  g.lineStyle(4, 0x000000, 0.5);
  g.strokeRect(x0, y0, x1 - x0, y1 - y0);
  g.lineStyle(2, 0xd9a6ff, 1);
  dashedRect(g, x0, y0, x1, y1, 8, 14);
  const label = l.scene.add.text(0, 0, cubeBandText(c), { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.max(l.minPx(11), Math.round(tw * 0.2))}px`, color: '#f1ddff', fontStyle: 'bold', backgroundColor: '#000000b8', padding: { x: 4, y: 1 } });
  placeAreaLabel(l, label, edgeSpots({ x: x0, y: y0, w: x1 - x0, h: y1 - y0 }, { w: label.width, h: label.height }, tw));
}

/**
 * Issue 11: an area's name, on the first of `spots` (top-left corners, best first) that covers no unit
 * and no other area's name; drawn under the units all the same, so a unit always shows over it.
 */
export function placeAreaLabel(l: Layers, label: Phaser.GameObjects.Text, spots: readonly { x: number; y: number }[]): void {
  const size = { w: label.width, h: label.height };
  const at = chooseSpot(size, spots, l.unitBoxes, l.placed, { x: 0, y: 0, w: l.width * l.tw, h: l.height * l.th });
  label.setOrigin(0, 0).setPosition(Math.round(at.x), Math.round(at.y));
  l.placed.push({ x: at.x, y: at.y, ...size });
  l.areaLabels.add(label);
}

/** Line of sight: white when the shot may be taken, red and broken at the square that blocks it. */
export function drawSight(l: Layers, s: SightLine): void {
  const tw = l.tw;
  const th = l.th;
  const t = l.top;
  const ax = s.from.x * tw + tw / 2;
  const ay = s.from.y * th + th / 2;
  const bx = s.to.x * tw + tw / 2;
  const by = s.to.y * th + th / 2;
  const colour = s.clear ? 0xffffff : 0xff3b30;
  for (const c of s.cover) {
    t.lineStyle(2, 0xffb020, 1);
    t.strokeCircle(c.x * tw + tw / 2, c.y * th + th / 2, tw * 0.18);
  }
  t.lineStyle(5, 0x000000, 0.55);
  t.lineBetween(ax, ay, bx, by);
  t.lineStyle(2.5, colour, 1);
  if (s.clear) t.lineBetween(ax, ay, bx, by);
  else {
    const len = Math.hypot(bx - ax, by - ay);
    for (let d = 0; d < len; d += 12) {
      const e = Math.min(len, d + 7);
      t.lineBetween(ax + ((bx - ax) * d) / len, ay + ((by - ay) * d) / len, ax + ((bx - ax) * e) / len, ay + ((by - ay) * e) / len);
    }
  }
  if (s.blockedBy) {
    const x = s.blockedBy.x * tw;
    const y = s.blockedBy.y * th;
    t.lineStyle(3, 0xff3b30, 1);
    t.strokeRect(x + 3, y + 3, tw - 6, th - 6);
    t.lineBetween(x + 8, y + 8, x + tw - 8, y + th - 8);
    t.lineBetween(x + tw - 8, y + 8, x + 8, y + th - 8);
  }
  if (s.label) {
    const below = s.to.y < l.height - 1;
    l.labels.add(
      l.scene.add
        .text(bx, below ? by + th * 0.62 : by - th * 0.62, s.label, { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.max(l.minPx(11), Math.round(tw * 0.2))}px`, color: s.clear ? '#ffffff' : '#ffd0cc', fontStyle: 'bold', backgroundColor: '#000000b0', padding: { x: 4, y: 1 } })
        .setOrigin(0.5),
    );
  }
}

/** A unit the hero may move to: a dashed gold frame and a star in the corner, above the counter. */
export function drawHeroTarget(l: Layers, sq: Square): void {
  const tw = l.tw;
  const th = l.th;
  const t = l.top;
  const x0 = sq.x * tw + 2;
  const y0 = sq.y * th + 2;
  const x1 = x0 + tw - 4;
  const y1 = y0 + th - 4;
  t.lineStyle(4, 0x000000, 0.35);
  t.strokeRect(x0, y0, x1 - x0, y1 - y0);
  t.lineStyle(3, ACCENT, 1);
  dashedRect(t, x0, y0, x1, y1, 6, 10);
  l.labels.add(
    l.scene.add
      .text(x1 + 2, y0 - 3, '★', { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.max(l.minPx(12), Math.round(tw * 0.22))}px`, color: '#ffe14a', stroke: '#000', strokeThickness: 3 })
      .setOrigin(1, 0),
  );
}

/** The square a stacking move waits on: a bright frame and the word "stack?". */
export function drawStackOnto(l: Layers, sq: Square): void {
  const tw = l.tw;
  const th = l.th;
  const t = l.top;
  t.lineStyle(6, 0x000000, 0.6);
  t.strokeRect(sq.x * tw + 2, sq.y * th + 2, tw - 4, th - 4);
  t.lineStyle(3, ACCENT, 1);
  t.strokeRect(sq.x * tw + 2, sq.y * th + 2, tw - 4, th - 4);
  // The words go above the square (below it on the top row), kept inside the map at its sides.
  const above = sq.y > 0;
  const ox = sq.x === 0 ? 0 : sq.x === l.width - 1 ? 1 : 0.5;
  l.labels.add(
    l.scene.add
      .text(sq.x * tw + tw * ox, above ? sq.y * th - 2 : (sq.y + 1) * th + 2, 'stack here?', { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.max(l.minPx(11), Math.round(tw * 0.2))}px`, color: '#ffe9a0', fontStyle: 'bold', backgroundColor: '#000000c0', padding: { x: 4, y: 1 } })
      .setOrigin(ox, above ? 1 : 0),
  );
}

/** Corner brackets round the target whose odds are on show, above everything else. */
export function drawAim(l: Layers, sq: Square): void {
  const tw = l.tw;
  const th = l.th;
  const t = l.top;
  const x0 = sq.x * tw + 1;
  const y0 = sq.y * th + 1;
  const x1 = x0 + tw - 2;
  const y1 = y0 + th - 2;
  const arm = tw * 0.28;
  for (const [w, c] of [[6, 0x000000], [3, 0xff3030]] as const) {
    t.lineStyle(w, c, 1);
    t.strokePoints([new Phaser.Math.Vector2(x0, y0 + arm), new Phaser.Math.Vector2(x0, y0), new Phaser.Math.Vector2(x0 + arm, y0)]);
    t.strokePoints([new Phaser.Math.Vector2(x1 - arm, y0), new Phaser.Math.Vector2(x1, y0), new Phaser.Math.Vector2(x1, y0 + arm)]);
    t.strokePoints([new Phaser.Math.Vector2(x1, y1 - arm), new Phaser.Math.Vector2(x1, y1), new Phaser.Math.Vector2(x1 - arm, y1)]);
    t.strokePoints([new Phaser.Math.Vector2(x0 + arm, y1), new Phaser.Math.Vector2(x0, y1), new Phaser.Math.Vector2(x0, y1 - arm)]);
  }
}

/** A rectangle drawn in dashes `dash` long every `step`, with the graphics' current line style. */
function dashedRect(g: Phaser.GameObjects.Graphics, x0: number, y0: number, x1: number, y1: number, dash: number, step: number): void {
  const side = (ax: number, ay: number, bx: number, by: number) => {
    const len = Math.hypot(bx - ax, by - ay);
    for (let d = 0; d < len; d += step) {
      const e = Math.min(len, d + dash);
      g.lineBetween(ax + ((bx - ax) * d) / len, ay + ((by - ay) * d) / len, ax + ((bx - ax) * e) / len, ay + ((by - ay) * e) / len);
    }
  };
  side(x0, y0, x1, y0);
  side(x1, y0, x1, y1);
  side(x1, y1, x0, y1);
  side(x0, y1, x0, y0);
}
