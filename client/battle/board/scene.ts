import Phaser from 'phaser';
import type { Rect, Square } from '../../../shared/map/battleMap.ts';
import type { UnitState } from '../../../shared/battle/model.ts';

// The Phaser side: draws the Tiled map, the units and the highlights it is handed, and reports which
// square was clicked. It decides nothing: what is legal arrives as data from the controller.

export interface TiledTileset {
  name: string;
  image?: string;
  firstgid: number;
}

export interface TiledLayer {
  name: string;
  type: string;
  visible?: boolean;
}

export interface ClientTiledMap {
  width: number;
  height: number;
  tilewidth: number;
  tileheight: number;
  tilesets: TiledTileset[];
  layers: TiledLayer[];
}

export interface SightLine {
  from: Square;
  to: Square;
  /** Clear and within range: the shot may be taken. */
  clear: boolean;
  blockedBy?: Square;
  /** Woods and swamp squares the line passes through (each a penalty die). */
  cover: Square[];
  /** Short words drawn at the far end ("blocked", "out of range", "-1 die"). */
  label: string;
}

export interface NodeMark extends Square {
  owner: number | null;
}

export interface BoardPicture {
  units: UnitState[];
  mySide: number;
  selected: string | null;
  reachable: Square[];
  /** Units that may be attacked or shot now: ringed. */
  targets: string[];
  /** Units that may fire now (opportunity fire): a dashed ring. */
  shooters: string[];
  /** The target whose odds are on show: a crosshair. */
  previewTarget: string | null;
  zoc: Square[];
  /** The selected unit's missile range (squares in range and sight). */
  range: Square[];
  /** Shooting is being chosen: the range is filled, not only outlined. */
  rangeActive: boolean;
  sight: SightLine | null;
  nodes: NodeMark[];
  cube: Rect | null;
  cursor: Square | null;
  lastMove: Square[];
  /** Heroes and the unit each rides with (SW-07). */
  heroes?: { unitId: string | null }[];
  /** Squares of the units the hero being moved may join (SW-07): a dashed gold frame with a star. */
  heroTargets?: Square[];
  /** A move onto an own unit waiting for its second click (SW-16): framed, "stack?". */
  stackOnto?: Square | null;
}

const SIDE_COLOURS = [0x4a86e8, 0xe0533d, 0x53b36b, 0xb35fd1, 0xe0a43d, 0x4cc5c5];
const SIDE_LETTERS = 'ABCDEF';
const RANGE = 0x5ad1e6;
const NODE_RED = 0xd8262e;
const ACCENT = 0xf2c14e;

const key = (x: number, y: number) => `${x},${y}`;

export class BoardScene extends Phaser.Scene {
  private picture: BoardPicture | null = null;
  private overlay!: Phaser.GameObjects.Graphics;
  private unitLayer!: Phaser.GameObjects.Container;
  private top!: Phaser.GameObjects.Graphics;
  private labels!: Phaser.GameObjects.Container;
  private ready = false;
  private hovered: string | null = null;

  constructor(
    private readonly tiled: ClientTiledMap,
    private readonly onSquare: (sq: Square) => void,
    private readonly onHover: (sq: Square | null) => void = () => {},
  ) {
    super('board');
  }

  preload(): void {
    this.cache.tilemap.add('battle-map', { format: Phaser.Tilemaps.Formats.TILED_JSON, data: this.tiled });
    for (const ts of this.tiled.tilesets) if (ts.image) this.load.image(`tiles:${ts.name}`, ts.image);
  }

  create(): void {
    const map = this.make.tilemap({ key: 'battle-map' });
    const tilesets = this.tiled.tilesets
      .filter((ts) => ts.image)
      .map((ts) => map.addTilesetImage(ts.name, `tiles:${ts.name}`))
      .filter((t): t is Phaser.Tilemaps.Tileset => t !== null);
    for (const layer of this.tiled.layers) {
      if (layer.type === 'tilelayer' && layer.visible !== false) map.createLayer(layer.name, tilesets);
    }
    this.overlay = this.add.graphics();
    this.unitLayer = this.add.container(0, 0);
    this.top = this.add.graphics();
    this.labels = this.add.container(0, 0);
    const squareOf = (p: Phaser.Input.Pointer): Square | null => {
      const x = Math.floor(p.worldX / this.tiled.tilewidth);
      const y = Math.floor(p.worldY / this.tiled.tileheight);
      return x >= 0 && y >= 0 && x < this.tiled.width && y < this.tiled.height ? { x, y } : null;
    };
    this.input.on('pointerdown', (p: Phaser.Input.Pointer) => {
      const sq = squareOf(p);
      if (sq) this.onSquare(sq);
    });
    this.input.on('pointermove', (p: Phaser.Input.Pointer) => this.hover(squareOf(p)));
    this.input.on('gameout', () => this.hover(null));
    this.scale.on('resize', () => {
      if (this.picture) this.draw(this.picture);
    });
    this.ready = true;
    if (this.picture) this.draw(this.picture);
  }

  /** Game pixels for a size in screen pixels: small marks stay legible when the board is shrunk to fit. */
  private minPx(screen: number): number {
    const zoom = this.scale.displaySize.width / this.scale.gameSize.width;
    return zoom > 0 ? screen / zoom : screen;
  }

  private hover(sq: Square | null): void {
    const k = sq ? key(sq.x, sq.y) : null;
    if (k === this.hovered) return;
    this.hovered = k;
    this.onHover(sq);
  }

  show(picture: BoardPicture): void {
    this.picture = picture;
    if (this.ready) this.draw(picture);
  }

  private draw(p: BoardPicture): void {
    const tw = this.tiled.tilewidth;
    const th = this.tiled.tileheight;
    const g = this.overlay;
    g.clear();
    this.top.clear();
    this.labels.removeAll(true);
    // Enemy zones of control: a hatched red edge, so they read without colour too.
    g.lineStyle(1, 0xff5a4a, 0.55);
    for (const sq of p.zoc) {
      g.strokeRect(sq.x * tw + 2, sq.y * th + 2, tw - 4, th - 4);
      g.lineBetween(sq.x * tw + 2, sq.y * th + th - 2, sq.x * tw + tw - 2, sq.y * th + 2);
    }
    this.drawRange(p);
    g.fillStyle(0xf2c14e, 0.28);
    g.lineStyle(1, 0xf2c14e, 0.9);
    for (const sq of p.reachable) {
      g.fillRect(sq.x * tw, sq.y * th, tw, th);
      g.strokeRect(sq.x * tw + 1, sq.y * th + 1, tw - 2, th - 2);
    }
    this.drawNodes(p);
    if (p.cube) this.drawCube(p.cube);
    if (p.lastMove.length > 1) {
      g.lineStyle(2, 0xffffff, 0.5);
      for (let i = 1; i < p.lastMove.length; i++) {
        const a = p.lastMove[i - 1];
        const b = p.lastMove[i];
        g.lineBetween(a.x * tw + tw / 2, a.y * th + th / 2, b.x * tw + tw / 2, b.y * th + th / 2);
      }
    }
    this.unitLayer.removeAll(true);
    // SW-16 stacks: units beneath peek out up and to the left of the top one, which carries the count.
    const living = p.units.filter((u) => u.condition !== 'dead').sort((a, b) => (a.level ?? 0) - (b.level ?? 0));
    const stacks = new Map<string, UnitState[]>();
    for (const u of living) stacks.set(key(u.x, u.y), [...(stacks.get(key(u.x, u.y)) ?? []), u]);
    for (const u of living) {
      const stack = stacks.get(key(u.x, u.y))!;
      const i = stack.indexOf(u);
      const piece = this.unitPiece(u, p, stack.length > 1 && i === stack.length - 1 ? stack.length : 0);
      const shift = ((stack.length - 1) / 2 - i) * tw * 0.06;
      piece.x += shift;
      piece.y += shift;
      this.unitLayer.add(piece);
    }
    for (const sq of p.heroTargets ?? []) this.drawHeroTarget(sq);
    if (p.stackOnto) this.drawStackOnto(p.stackOnto);
    if (p.sight) this.drawSight(p.sight);
    const aimed = p.units.find((u) => u.id === p.previewTarget);
    if (aimed) this.drawAim(aimed);
    if (p.cursor) {
      this.top.lineStyle(2, 0xffffff, 1);
      this.top.strokeRect(p.cursor.x * tw + 1, p.cursor.y * th + 1, tw - 2, th - 2);
    }
  }

  /** Missile range: the outline of the squares in range and sight; filled while a shot is being chosen. */
  private drawRange(p: BoardPicture): void {
    if (!p.range.length) return;
    const tw = this.tiled.tilewidth;
    const th = this.tiled.tileheight;
    const g = this.overlay;
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
  private drawNodes(p: BoardPicture): void {
    const tw = this.tiled.tilewidth;
    const th = this.tiled.tileheight;
    for (const n of p.nodes) {
      this.overlay.lineStyle(3, NODE_RED, 1);
      this.overlay.strokeRect(n.x * tw + 2, n.y * th + 2, tw - 4, th - 4);
      const cx = n.x * tw + Math.max(this.minPx(9), tw * 0.2);
      const cy = n.y * th + Math.max(this.minPx(9), th * 0.2);
      const r = Math.max(this.minPx(7), tw * 0.17);
      const t = this.top;
      t.fillStyle(n.owner === null ? 0x222222 : SIDE_COLOURS[n.owner % SIDE_COLOURS.length], 1);
      t.lineStyle(2.5, NODE_RED, 1);
      const pts = [new Phaser.Math.Vector2(cx, cy - r), new Phaser.Math.Vector2(cx + r, cy), new Phaser.Math.Vector2(cx, cy + r), new Phaser.Math.Vector2(cx - r, cy)];
      t.fillPoints(pts, true);
      t.strokePoints(pts, true);
      this.labels.add(
        this.add
          .text(cx, cy, n.owner === null ? '–' : SIDE_LETTERS[n.owner] ?? '?', { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.max(this.minPx(9), Math.round(tw * 0.18))}px`, color: '#ffffff', fontStyle: 'bold' })
          .setOrigin(0.5),
      );
    }
  }

  /** The cube (contested space): a dashed white-and-violet outline with its name. */
  private drawCube(c: Rect): void {
    const tw = this.tiled.tilewidth;
    const th = this.tiled.tileheight;
    const x0 = c.x * tw + 3;
    const y0 = c.y * th + 3;
    const x1 = (c.x + c.w) * tw - 3;
    const y1 = (c.y + c.h) * th - 3;
    const g = this.overlay;
    g.lineStyle(4, 0x000000, 0.5);
    g.strokeRect(x0, y0, x1 - x0, y1 - y0);
    g.lineStyle(2, 0xd9a6ff, 1);
    const dash = (ax: number, ay: number, bx: number, by: number) => {
      const len = Math.hypot(bx - ax, by - ay);
      for (let d = 0; d < len; d += 14) {
        const e = Math.min(len, d + 8);
        g.lineBetween(ax + ((bx - ax) * d) / len, ay + ((by - ay) * d) / len, ax + ((bx - ax) * e) / len, ay + ((by - ay) * e) / len);
      }
    };
    dash(x0, y0, x1, y0);
    dash(x1, y0, x1, y1);
    dash(x1, y1, x0, y1);
    dash(x0, y1, x0, y0);
    this.labels.add(this.add.text(x0 + 4, y0 + 2, 'cube', { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.max(this.minPx(11), Math.round(tw * 0.2))}px`, color: '#f1ddff', fontStyle: 'bold', stroke: '#000', strokeThickness: 3 }));
  }

  /** Line of sight: white when the shot may be taken, red and broken at the square that blocks it. */
  private drawSight(s: SightLine): void {
    const tw = this.tiled.tilewidth;
    const th = this.tiled.tileheight;
    const t = this.top;
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
      const below = s.to.y < this.tiled.height - 1;
      this.labels.add(
        this.add
          .text(bx, below ? by + th * 0.62 : by - th * 0.62, s.label, { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.max(this.minPx(11), Math.round(tw * 0.2))}px`, color: s.clear ? '#ffffff' : '#ffd0cc', fontStyle: 'bold', backgroundColor: '#000000b0', padding: { x: 4, y: 1 } })
          .setOrigin(0.5),
      );
    }
  }

  /** A unit the hero may move to: a dashed gold frame and a star in the corner, above the counter. */
  private drawHeroTarget(sq: Square): void {
    const tw = this.tiled.tilewidth;
    const th = this.tiled.tileheight;
    const t = this.top;
    const x0 = sq.x * tw + 2;
    const y0 = sq.y * th + 2;
    const x1 = x0 + tw - 4;
    const y1 = y0 + th - 4;
    t.lineStyle(4, 0x000000, 0.35);
    t.strokeRect(x0, y0, x1 - x0, y1 - y0);
    t.lineStyle(3, ACCENT, 1);
    const dash = (ax: number, ay: number, bx: number, by: number) => {
      const len = Math.hypot(bx - ax, by - ay);
      for (let d = 0; d < len; d += 10) {
        const e = Math.min(len, d + 6);
        t.lineBetween(ax + ((bx - ax) * d) / len, ay + ((by - ay) * d) / len, ax + ((bx - ax) * e) / len, ay + ((by - ay) * e) / len);
      }
    };
    dash(x0, y0, x1, y0);
    dash(x1, y0, x1, y1);
    dash(x1, y1, x0, y1);
    dash(x0, y1, x0, y0);
    this.labels.add(
      this.add
        .text(x1 + 2, y0 - 3, '★', { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.max(this.minPx(12), Math.round(tw * 0.22))}px`, color: '#ffe14a', stroke: '#000', strokeThickness: 3 })
        .setOrigin(1, 0),
    );
  }

  /** The square a stacking move waits on: a bright frame and the word "stack?". */
  private drawStackOnto(sq: Square): void {
    const tw = this.tiled.tilewidth;
    const th = this.tiled.tileheight;
    const t = this.top;
    t.lineStyle(6, 0x000000, 0.6);
    t.strokeRect(sq.x * tw + 2, sq.y * th + 2, tw - 4, th - 4);
    t.lineStyle(3, ACCENT, 1);
    t.strokeRect(sq.x * tw + 2, sq.y * th + 2, tw - 4, th - 4);
    // The words go above the square (below it on the top row), kept inside the map at its sides.
    const above = sq.y > 0;
    const ox = sq.x === 0 ? 0 : sq.x === this.tiled.width - 1 ? 1 : 0.5;
    this.labels.add(
      this.add
        .text(sq.x * tw + tw * ox, above ? sq.y * th - 2 : (sq.y + 1) * th + 2, 'stack here?', { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.max(this.minPx(11), Math.round(tw * 0.2))}px`, color: '#ffe9a0', fontStyle: 'bold', backgroundColor: '#000000c0', padding: { x: 4, y: 1 } })
        .setOrigin(ox, above ? 1 : 0),
    );
  }

  /** Corner brackets round the target whose odds are on show, above everything else. */
  private drawAim(sq: Square): void {
    const tw = this.tiled.tilewidth;
    const th = this.tiled.tileheight;
    const t = this.top;
    const x0 = sq.x * tw + 1;
    const y0 = sq.y * th + 1;
    const x1 = x0 + tw - 2;
    const y1 = y0 + th - 2;
    const l = tw * 0.28;
    for (const [w, c] of [[6, 0x000000], [3, 0xff3030]] as const) {
      t.lineStyle(w, c, 1);
      t.strokePoints([new Phaser.Math.Vector2(x0, y0 + l), new Phaser.Math.Vector2(x0, y0), new Phaser.Math.Vector2(x0 + l, y0)]);
      t.strokePoints([new Phaser.Math.Vector2(x1 - l, y0), new Phaser.Math.Vector2(x1, y0), new Phaser.Math.Vector2(x1, y0 + l)]);
      t.strokePoints([new Phaser.Math.Vector2(x1, y1 - l), new Phaser.Math.Vector2(x1, y1), new Phaser.Math.Vector2(x1 - l, y1)]);
      t.strokePoints([new Phaser.Math.Vector2(x0 + l, y1), new Phaser.Math.Vector2(x0, y1), new Phaser.Math.Vector2(x0, y1 - l)]);
    }
  }

  /** A counter: square for the first side, disc for the second, so sides differ in shape as well as colour. */
  private unitPiece(u: UnitState, p: BoardPicture, stacked: number): Phaser.GameObjects.Container {
    const tw = this.tiled.tilewidth;
    const th = this.tiled.tileheight;
    const c = this.add.container(u.x * tw + tw / 2, u.y * th + th / 2);
    const g = this.add.graphics();
    const colour = SIDE_COLOURS[u.side % SIDE_COLOURS.length];
    const r = tw * 0.42;
    const alpha = u.moved ? 0.7 : 1;
    if (p.targets.includes(u.id)) {
      g.lineStyle(3, 0xff3030, 1);
      g.strokeCircle(0, 0, r + 3);
    }
    if (p.shooters.includes(u.id)) {
      // Dashed ring: may fire now.
      g.lineStyle(3, ACCENT, 1);
      const R = r + 5;
      for (let i = 0; i < 12; i++) {
        g.beginPath();
        g.arc(0, 0, R, (i * Math.PI) / 6, (i * Math.PI) / 6 + Math.PI / 10);
        g.strokePath();
      }
    }
    g.fillStyle(colour, alpha);
    const isSel = p.selected === u.id;
    g.lineStyle(isSel ? 4 : 2, isSel ? ACCENT : 0x111111, 1);
    if (u.side % 2 === 0) {
      g.fillRect(-r, -r, r * 2, r * 2);
      g.strokeRect(-r, -r, r * 2, r * 2);
    } else {
      g.fillCircle(0, 0, r);
      g.strokeCircle(0, 0, r);
    }
    c.add(g);
    c.add(this.add.text(0, 0, u.id, { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.round(tw * 0.36)}px`, color: '#ffffff', fontStyle: 'bold', stroke: '#00000080', strokeThickness: 2 }).setOrigin(0.5));
    // The rules' own markers: "/" bloodied, "X" broken.
    const mark = u.condition === 'bloodied' ? '/' : u.condition === 'broken' ? 'X' : '';
    if (mark) {
      c.add(this.add.text(r - 2, -r + 2, mark, { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.max(this.minPx(14), Math.round(tw * 0.5))}px`, color: '#ffe14a', fontStyle: 'bold', stroke: '#000', strokeThickness: 3 }).setOrigin(0.5));
    }
    // Corner marks: top-left the stack count, bottom-left a hero, bottom-right the Missile Range.
    const small = Math.max(this.minPx(10), Math.round(tw * 0.2));
    if (u.missileRange) {
      const mark = this.add.graphics();
      const s = Math.max(this.minPx(3.5), tw * 0.07);
      const cx = r - s * 2.2;
      const cy = r - s * 1.1;
      mark.fillStyle(0x000000, 0.75);
      mark.fillRoundedRect(cx - s * 2.4, cy - s * 1.3, s * 4.8, s * 2.6, 3);
      mark.lineStyle(1.5, 0xffffff, 1);
      mark.strokeCircle(cx - s * 1.05, cy, s * 0.75);
      mark.lineBetween(cx - s * 2, cy, cx - s * 0.1, cy);
      mark.lineBetween(cx - s * 1.05, cy - s, cx - s * 1.05, cy + s);
      c.add(mark);
      c.add(this.add.text(cx + s * 1.1, cy, String(u.missileRange), { fontFamily: 'system-ui, sans-serif', fontSize: `${small}px`, color: '#ffffff', fontStyle: 'bold' }).setOrigin(0.5, 0.5));
    }
    if (stacked) {
      c.add(this.add.text(-r, -r, `×${stacked}`, { fontFamily: 'system-ui, sans-serif', fontSize: `${small}px`, color: '#ffffff', fontStyle: 'bold', backgroundColor: '#000000c0', padding: { x: 2, y: 0 } }).setOrigin(0, 0));
    }
    const hero = p.heroes?.find((h) => h.unitId === u.id);
    if (hero) {
      // A hero rides with the unit (SW-07): a star.
      c.add(this.add.text(-r + 3, r - 3, '★', { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.max(this.minPx(13), Math.round(tw * 0.3))}px`, color: '#ffe14a', stroke: '#000', strokeThickness: 3 }).setOrigin(0.5));
    }
    return c;
  }
}

export function startBoard(parent: HTMLElement, tiled: ClientTiledMap, onSquare: (sq: Square) => void, onHover?: (sq: Square | null) => void): BoardScene {
  const scene = new BoardScene(tiled, onSquare, onHover);
  new Phaser.Game({
    type: Phaser.AUTO,
    parent,
    width: tiled.width * tiled.tilewidth,
    height: tiled.height * tiled.tileheight,
    backgroundColor: '#101214',
    scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_HORIZONTALLY },
    scene,
    banner: false,
  });
  return scene;
}
