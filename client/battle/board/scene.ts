import Phaser from 'phaser';
import type { Square } from '../../../shared/map/battleMap.ts';
import type { UnitState } from '../../../shared/battle/model.ts';
import { unitPiece } from './counter.ts';
import { drawComplications } from './complicationMarks.ts';
import { drawAim, drawCube, drawHeroTarget, drawNodes, drawRange, drawSight, drawStackOnto, key, type Layers } from './marks.ts';
import type { BoardPicture, ClientTiledMap } from './types.ts';

export type { BoardPicture, ClientTiledMap, SightLine } from './types.ts';

// The Phaser side: draws the Tiled map, the units and the highlights it is handed, and reports which
// square was clicked. It decides nothing: what is legal arrives as data (a BoardPicture).

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

  private layers(): Layers {
    const t = this.tiled;
    return { scene: this, overlay: this.overlay, top: this.top, labels: this.labels, tw: t.tilewidth, th: t.tileheight, width: t.width, height: t.height, minPx: (n) => this.minPx(n) };
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
    drawRange(this.layers(), p);
    g.fillStyle(0xf2c14e, 0.28);
    g.lineStyle(1, 0xf2c14e, 0.9);
    for (const sq of p.reachable) {
      g.fillRect(sq.x * tw, sq.y * th, tw, th);
      g.strokeRect(sq.x * tw + 1, sq.y * th + 1, tw - 2, th - 2);
    }
    drawNodes(this.layers(), p);
    if (p.complications?.length) drawComplications(this.layers(), p.complications);
    if (p.cube) drawCube(this.layers(), p.cube);
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
      const piece = unitPiece(this.layers(), u, p, stack.length > 1 && i === stack.length - 1 ? stack.length : 0);
      const shift = ((stack.length - 1) / 2 - i) * tw * 0.06;
      piece.x += shift;
      piece.y += shift;
      this.unitLayer.add(piece);
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
  }
















}

export function startBoard(parent: HTMLElement, tiled: ClientTiledMap, onSquare: (sq: Square) => void, onHover?: (sq: Square | null) => void): BoardScene {
  const scene = new BoardScene(tiled, onSquare, onHover);
  // The map's shape, for the stylesheet: on a narrow screen the board's box is as tall as the map at full width.
  const box = parent.parentElement ?? parent;
  box.style.setProperty('--map-w', String(tiled.width * tiled.tilewidth));
  box.style.setProperty('--map-h', String(tiled.height * tiled.tileheight));
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
