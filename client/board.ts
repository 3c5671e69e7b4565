import Phaser from 'phaser';
import type { Square } from '../shared/map/battleMap.ts';
import type { UnitState } from '../shared/engine/state.ts';

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

export interface BoardPicture {
  units: UnitState[];
  mySide: number;
  selected: string | null;
  reachable: Square[];
  targets: string[];
  zoc: Square[];
  cursor: Square | null;
  lastMove: Square[];
}

const SIDE_COLOURS = [0x4a86e8, 0xe0533d, 0x53b36b, 0xb35fd1, 0xe0a43d, 0x4cc5c5];

export class BoardScene extends Phaser.Scene {
  private picture: BoardPicture | null = null;
  private overlay!: Phaser.GameObjects.Graphics;
  private unitLayer!: Phaser.GameObjects.Container;
  private ready = false;

  constructor(
    private readonly tiled: ClientTiledMap,
    private readonly onSquare: (sq: Square) => void,
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
    this.input.on('pointerdown', (p: Phaser.Input.Pointer) => {
      const x = Math.floor(p.worldX / this.tiled.tilewidth);
      const y = Math.floor(p.worldY / this.tiled.tileheight);
      if (x >= 0 && y >= 0 && x < this.tiled.width && y < this.tiled.height) this.onSquare({ x, y });
    });
    this.ready = true;
    if (this.picture) this.draw(this.picture);
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
    // Enemy zones of control: a hatched red edge, so they read without colour too.
    g.lineStyle(1, 0xff5a4a, 0.55);
    for (const sq of p.zoc) {
      g.strokeRect(sq.x * tw + 2, sq.y * th + 2, tw - 4, th - 4);
      g.lineBetween(sq.x * tw + 2, sq.y * th + th - 2, sq.x * tw + tw - 2, sq.y * th + 2);
    }
    g.fillStyle(0xf2c14e, 0.28);
    g.lineStyle(1, 0xf2c14e, 0.9);
    for (const sq of p.reachable) {
      g.fillRect(sq.x * tw, sq.y * th, tw, th);
      g.strokeRect(sq.x * tw + 1, sq.y * th + 1, tw - 2, th - 2);
    }
    if (p.lastMove.length > 1) {
      g.lineStyle(2, 0xffffff, 0.5);
      for (let i = 1; i < p.lastMove.length; i++) {
        const a = p.lastMove[i - 1];
        const b = p.lastMove[i];
        g.lineBetween(a.x * tw + tw / 2, a.y * th + th / 2, b.x * tw + tw / 2, b.y * th + th / 2);
      }
    }
    if (p.cursor) {
      g.lineStyle(2, 0xffffff, 1);
      g.strokeRect(p.cursor.x * tw + 1, p.cursor.y * th + 1, tw - 2, th - 2);
    }
    this.unitLayer.removeAll(true);
    for (const u of p.units) {
      if (u.condition === 'dead') continue;
      this.unitLayer.add(this.unitPiece(u, p));
    }
  }

  /** A counter: square for the first side, disc for the second, so sides differ in shape as well as colour. */
  private unitPiece(u: UnitState, p: BoardPicture): Phaser.GameObjects.Container {
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
    g.fillStyle(colour, alpha);
    g.lineStyle(2, p.selected === u.id ? 0xf2c14e : 0x111111, 1);
    if (u.side % 2 === 0) {
      g.fillRect(-r, -r, r * 2, r * 2);
      g.strokeRect(-r, -r, r * 2, r * 2);
    } else {
      g.fillCircle(0, 0, r);
      g.strokeCircle(0, 0, r);
    }
    c.add(g);
    c.add(this.add.text(0, 0, u.id, { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.round(tw * 0.36)}px`, color: '#ffffff', fontStyle: 'bold' }).setOrigin(0.5));
    // The rules' own markers: "/" bloodied, "X" broken.
    const mark = u.condition === 'bloodied' ? '/' : u.condition === 'broken' ? 'X' : '';
    if (mark) {
      c.add(this.add.text(r - 2, -r + 2, mark, { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.round(tw * 0.5)}px`, color: '#ffe14a', fontStyle: 'bold', stroke: '#000', strokeThickness: 3 }).setOrigin(0.5));
    }
    return c;
  }
}

export function startBoard(parent: HTMLElement, tiled: ClientTiledMap, onSquare: (sq: Square) => void): BoardScene {
  const scene = new BoardScene(tiled, onSquare);
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
