import Phaser from 'phaser';
import type { Square } from '../../../shared/map/battleMap.ts';
import type { UnitState } from '../../../shared/battle/model.ts';
import { Animator, type Piece } from './animate.ts';
import { unitPiece } from './counter.ts';
import { drawDeployAreas } from './areas.ts';
import { BOARD_EDGE } from './edge.ts';
import { BoardCamera, listenPointer } from './pan.ts';
import { keepInView } from './zoom.ts';
import { boardResolution } from './resolution.ts';
import { beatSquares, type Beat } from './plan.ts';
import { drawComplications, drawDefences, drawHoles } from './complicationMarks.ts';
import { drawTask } from './taskMark.ts';
import { drawBystanders } from './bystanderMarks.ts';
import { drawAir } from './airMarks.ts';
import type { Box } from './labelSpot.ts';
import { drawAim, drawCube, drawHeroTarget, drawNodes, drawRange, drawSight, drawStackOnto, key, type Layers } from './marks.ts';
import type { BoardPicture, ClientTiledMap } from './types.ts';

export type { BoardPicture, ClientTiledMap, SightLine } from './types.ts';

// The Phaser side: draws the Tiled map, the units and the highlights it is handed, and reports which
// square was clicked. It decides nothing: what is legal arrives as data (a BoardPicture).

/** How long the camera takes to glide to an action off the view, at normal pace (ms). */
const FOLLOW_MS = 350;

export class BoardScene extends Phaser.Scene {
  private picture: BoardPicture | null = null;
  private overlay!: Phaser.GameObjects.Graphics;
  private unitLayer!: Phaser.GameObjects.Container;
  private top!: Phaser.GameObjects.Graphics;
  private labels!: Phaser.GameObjects.Container;
  /** Issue 11: the areas' names, under the units; the units' squares and the names placed this drawing. */
  private areaLabels!: Phaser.GameObjects.Container;
  private unitBoxes: Box[] = [];
  private placed: Box[] = [];
  private ready = false;
  private hovered: string | null = null;
  private animator: Animator | null = null;
  /** The counters drawn for the present picture, by unit id: what the animator moves. */
  private pieces = new Map<string, Piece>();
  private camera: BoardCamera | null = null;
  private lastTick: number | null = null;
  /** Canvas pixels per map pixel (renderScale), set before the game starts. */
  res = 1;

  constructor(
    private readonly tiled: ClientTiledMap,
    private readonly onSquare: (sq: Square) => void,
    private readonly onHover: (sq: Square | null) => void = () => {},
    private readonly onPress: (sq: Square) => void = () => {},
  ) {
    super('board');
  }

  preload(): void {
    this.cache.tilemap.add('battle-map', { format: Phaser.Tilemaps.Formats.TILED_JSON, data: this.tiled });
    for (const ts of this.tiled.tilesets) if (ts.image) this.load.image(`tiles:${ts.name}`, ts.image);
  }

  create(): void {
    // Sharp when zoomed: the tiles are pixel art, magnified by the nearest texel, not blurred between
    // them (text and marks stay smooth); words are rendered at the canvas resolution.
    for (const ts of this.tiled.tilesets) if (ts.image) this.textures.get(`tiles:${ts.name}`).setFilter(Phaser.Textures.FilterMode.NEAREST);
    const text = this.add.text.bind(this.add);
    this.add.text = (x, y, t, style) => text(x, y, t, { resolution: this.res, ...style });
    const map = this.make.tilemap({ key: 'battle-map' });
    const tilesets = this.tiled.tilesets
      .filter((ts) => ts.image)
      .map((ts) => map.addTilesetImage(ts.name, `tiles:${ts.name}`))
      .filter((t): t is Phaser.Tilemaps.Tileset => t !== null);
    for (const layer of this.tiled.layers) {
      if (layer.type === 'tilelayer' && layer.visible !== false) map.createLayer(layer.name, tilesets);
    }
    this.overlay = this.add.graphics();
    this.areaLabels = this.add.container(0, 0);
    this.unitLayer = this.add.container(0, 0);
    const ghosts = this.add.container(0, 0);
    const fx = this.add.graphics();
    this.top = this.add.graphics();
    this.labels = this.add.container(0, 0);
    const words = this.add.container(0, 0);
    this.animator = new Animator(() => this.layers(), fx, ghosts, words);
    const t = this.tiled;
    // The camera works in the game's size, the map plus its edge all round; the map is drawn from
    // (0, 0), so the camera looks `pad` further up and left than it is told.
    const pad = this.pad;
    const cam = this.cameras.main;
    const shifted = { setZoom: (z: number) => cam.setZoom(z), centerOn: (x: number, y: number) => cam.centerOn(x - pad, y - pad) } as unknown as Phaser.Cameras.Scene2D.Camera;
    this.camera = new BoardCamera(shifted, { w: t.width * t.tilewidth + 2 * pad, h: t.height * t.tileheight + 2 * pad }, this.res);
    const camera = this.camera;
    const squareAt = (p: { x: number; y: number }): Square | null => {
      const w = camera.worldAt(p);
      const x = Math.floor((w.x - pad) / t.tilewidth);
      const y = Math.floor((w.y - pad) / t.tileheight);
      return x >= 0 && y >= 0 && x < t.width && y < t.height ? { x, y } : null;
    };
    listenPointer(this, camera, squareAt, (sq) => this.onSquare(sq), (sq) => this.hover(sq), (sq) => this.onPress(sq));
    this.scale.on('resize', () => {
      if (this.picture) this.draw(this.picture);
    });
    this.ready = true;
    if (this.picture) this.draw(this.picture);
  }

  /** The margin round the map, in game pixels: room for what a counter on an edge square draws beyond it. */
  private get pad(): number {
    return boardPad(this.tiled);
  }

  /** Game pixels for a size in screen pixels: small marks stay legible when the board is shrunk to fit. */
  private minPx(screen: number): number {
    const zoom = this.scale.displaySize.width / (this.tiled.width * this.tiled.tilewidth);
    return zoom > 0 ? screen / zoom : screen;
  }

  private layers(): Layers {
    const t = this.tiled;
    return { scene: this, overlay: this.overlay, top: this.top, labels: this.labels, areaLabels: this.areaLabels, unitBoxes: this.unitBoxes, placed: this.placed, tw: t.tilewidth, th: t.tileheight, width: t.width, height: t.height, minPx: (n) => this.minPx(n) };
  }

  private hover(sq: Square | null): void {
    const k = sq ? key(sq.x, sq.y) : null;
    if (k === this.hovered) return;
    this.hovered = k;
    this.onHover(sq);
  }

  override update(): void {
    // The wall clock, not Phaser's smoothed and capped delta: on a slow machine animation keeps its
    // length in seconds (fewer frames), so it is never further behind the state than its limit.
    const now = performance.now();
    const ms = this.lastTick === null ? 0 : now - this.lastTick;
    this.lastTick = now;
    this.animator?.update(ms, this.pieces);
    this.followAction();
    this.camera?.tick(ms);
    const busy = this.animator?.active ? '1' : '0';
    const box = this.game.canvas?.parentElement;
    if (box && box.dataset.animating !== busy) box.dataset.animating = busy;
  }

  /** When zoomed in, the camera glides to show what has begun to happen off the view. */
  private followAction(): void {
    const begun = this.animator?.started() ?? [];
    const squares = begun.flatMap((b) => beatSquares(b.beat));
    if (!squares.length || !this.camera) return;
    const tw = this.tiled.tilewidth;
    const th = this.tiled.tileheight;
    const xs = squares.map((q) => q.x);
    const ys = squares.map((q) => q.y);
    // The camera's world has the board's edge round the map (see create).
    const pad = this.pad;
    const area = { x: Math.min(...xs) * tw + pad, y: Math.min(...ys) * th + pad, w: (Math.max(...xs) - Math.min(...xs) + 1) * tw, h: (Math.max(...ys) - Math.min(...ys) + 1) * th };
    const last = squares.at(-1)!;
    this.camera.follow(area, { x: last.x * tw + pad, y: last.y * th + pad, w: tw, h: th }, Math.min(tw, th), FOLLOW_MS * Math.max(...begun.map((b) => b.scale)));
  }

  /** Plays what a batch of events showed, at a pace (1 normal, less faster, 0 not at all). */
  play(beats: readonly Beat[], scale: number): void {
    if (!this.animator) return;
    this.animator.play(beats, scale);
    // Its clock starts at the next frame drawn: the time spent drawing the new state before it (a
    // replay's step, a busy page) would otherwise skip the start of the animation.
    this.lastTick = null;
    this.animator.apply(this.pieces);
  }

  /** Something is playing on the board. */
  get animating(): boolean {
    return !!this.animator?.active;
  }

  /** Every animation over: the board shows the state as it is. */
  skipAnimation(): void {
    this.animator?.skip();
    this.animator?.apply(this.pieces);
  }

  /** Where a unit's counter is drawn now, in squares (its centre): for the tests. */
  drawnAt(id: string): { x: number; y: number } | null {
    const p = this.pieces.get(id);
    return p ? { x: p.obj.x / this.tiled.tilewidth - 0.5, y: p.obj.y / this.tiled.tileheight - 0.5 } : null;
  }

  /** Zoom by a factor about the board's centre (1 / factor to zoom out). */
  zoomBy(factor: number): void {
    this.camera?.zoomBy(factor);
  }

  fitView(): void {
    this.camera?.fit();
  }

  /** Pans the least needed to keep a square in view (the keyboard cursor). */
  keepInView(sq: Square): void {
    const c = this.camera;
    if (!c) return;
    const { tilewidth: tw, tileheight: th } = this.tiled;
    c.set(keepInView(c.view, c.size, { x: sq.x * tw + this.pad, y: sq.y * th + this.pad, w: tw, h: th }, Math.min(tw, th)));
  }

  /** The camera's zoom and centre (map pixels), for the tests. */
  get zoomView() {
    const v = this.camera?.view;
    return v ? { zoom: v.zoom, cx: v.cx - this.pad, cy: v.cy - this.pad } : null;
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
    this.areaLabels.removeAll(true);
    // The marks an area's name should not cover either, though a unit weighs far more: the turrets,
    // the task's square and the resource nodes.
    const sq = (q: Square): Box => ({ x: q.x * tw, y: q.y * th, w: tw, h: th });
    this.placed = [...(p.defences ?? []).map(sq), ...(p.task ? [sq(p.task.at)] : []), ...p.nodes.map(sq)];
    // A unit's square, and the tags its counter shows beyond it: its level above, "out" below (counter.ts).
    this.unitBoxes = p.units
      .filter((u) => u.condition !== 'dead')
      .map((u) => {
        const up = u.altitude ? th * 0.25 : 0;
        const down = p.inactive?.[u.id] ? th * 0.25 : 0;
        return { x: u.x * tw, y: u.y * th - up, w: tw, h: th + up + down };
      });
    // HC-05: open air under everything else the board marks.
    if (p.air) drawAir(this.layers(), p.air);
    // Enemy zones of control: a hatched red edge, so they read without colour too.
    g.lineStyle(1, 0xff5a4a, 0.55);
    for (const sq of p.zoc) {
      g.strokeRect(sq.x * tw + 2, sq.y * th + 2, tw - 4, th - 4);
      g.lineBetween(sq.x * tw + 2, sq.y * th + th - 2, sq.x * tw + tw - 2, sq.y * th + 2);
    }
    drawRange(this.layers(), p);
    g.fillStyle(0xf2c14e, 0.28);
    g.lineStyle(1, 0xf2c14e, 0.9);
    for (const sq of p.reachable) {
      g.fillRect(sq.x * tw, sq.y * th, tw, th);
      g.strokeRect(sq.x * tw + 1, sq.y * th + 1, tw - 2, th - 2);
    }
    drawNodes(this.layers(), p);
    if (p.deployAreas?.length) drawDeployAreas(this.layers(), p.deployAreas);
    if (p.complications?.length) drawComplications(this.layers(), p.complications);
    if (p.holes?.length) drawHoles(this.layers(), p.holes);
    if (p.defences?.length) drawDefences(this.layers(), p.defences);
    if (p.cube) drawCube(this.layers(), p.cube);
    if (p.task) drawTask(this.layers(), p.task);
    if (p.bystanders?.length) drawBystanders(this.layers(), p.bystanders);
    if (p.lastMove.length > 1) {
      g.lineStyle(2, 0xffffff, 0.5);
      for (let i = 1; i < p.lastMove.length; i++) {
        const a = p.lastMove[i - 1];
        const b = p.lastMove[i];
        g.lineBetween(a.x * tw + tw / 2, a.y * th + th / 2, b.x * tw + tw / 2, b.y * th + th / 2);
      }
    }
    this.unitLayer.removeAll(true);
    this.pieces.clear();
    // SW-16 stacks: units beneath peek out up and to the left of the top one, which carries the count.
    const living = p.units.filter((u) => u.condition !== 'dead').sort((a, b) => (a.level ?? 0) - (b.level ?? 0));
    const stacks = new Map<string, UnitState[]>();
    for (const u of living) stacks.set(key(u.x, u.y), [...(stacks.get(key(u.x, u.y)) ?? []), u]);
    for (const u of living) {
      const stack = stacks.get(key(u.x, u.y))!;
      const i = stack.indexOf(u);
      const piece = unitPiece(this.layers(), u, p, stack.length > 1 && i === stack.length - 1 ? stack.length : 0);
      const shift = ((stack.length - 1) / 2 - i) * tw * 0.06;
      piece.x += shift;
      piece.y += shift;
      this.unitLayer.add(piece);
      this.pieces.set(u.id, { obj: piece, baseX: piece.x, baseY: piece.y, x: u.x, y: u.y });
    }
    for (const sq of p.heroTargets ?? []) drawHeroTarget(this.layers(), sq);
    if (p.stackOnto) drawStackOnto(this.layers(), p.stackOnto);
    if (p.sight) drawSight(this.layers(), p.sight);
    const aimed = p.units.find((u) => u.id === p.previewTarget);
    if (aimed) drawAim(this.layers(), aimed);
    if (p.cursor) {
      this.top.lineStyle(2, 0xffffff, 1);
      this.top.strokeRect(p.cursor.x * tw + 1, p.cursor.y * th + 1, tw - 2, th - 2);
    }
    this.animator?.apply(this.pieces);
  }
}

const boardPad = (t: ClientTiledMap) => Math.round(BOARD_EDGE * Math.min(t.tilewidth, t.tileheight));

export function startBoard(parent: HTMLElement, tiled: ClientTiledMap, onSquare: (sq: Square) => void, onHover?: (sq: Square | null) => void, onPress?: (sq: Square) => void): BoardScene {
  const scene = new BoardScene(tiled, onSquare, onHover, onPress);
  const pad = boardPad(tiled);
  const width = tiled.width * tiled.tilewidth + 2 * pad;
  const height = tiled.height * tiled.tileheight + 2 * pad;
  scene.res = boardResolution(parent.clientWidth || window.innerWidth, { w: width, h: height });
  // The map's shape, for the stylesheet: on a narrow screen the board's box is as tall as the map at full width.
  const box = parent.parentElement ?? parent;
  box.style.setProperty('--map-w', String(width));
  box.style.setProperty('--map-h', String(height));
  // For whoever turns a point of the canvas into a square (the tooltip, the browser tests).
  parent.dataset.edge = String(BOARD_EDGE);
  const game = new Phaser.Game({
    type: Phaser.AUTO,
    parent,
    width: width * scene.res,
    height: height * scene.res,
    backgroundColor: '#101214',
    scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_HORIZONTALLY },
    // The wheel zooms the board, so it must not scroll the page as well.
    input: { mouse: { preventDefaultWheel: true } },
    scene,
    banner: false,
  });
  // Phaser refits the canvas when the window is resized; the board's box also changes with the page
  // (a banner wrapping onto a second line, the sheet opening): refit then too, or the canvas overflows
  // its box and the sheet covers the map's last rows.
  // (Phaser's own check of its parent's size did not catch this; getParentBounds reads the new size first.)
  new ResizeObserver(() => {
    game.scale.getParentBounds();
    game.scale.refresh();
  }).observe(parent);
  return scene;
}
