// The map as Phaser 4.2.1's own Tiled JSON parser wants it (src/tilemaps/parsers/tiled/): it skips
// compressed layers, ignores external tilesets, drops template gids and `class`, and crashes on chunks
// outside the layer. So the client gets a plain map: finite, orthogonal, `data` arrays, tilesets embedded
// with their image URLs, groups flattened to "Group/Layer", tile objects with their inherited type.

import { joinGid } from './gid.ts';
import { type TiledProperty, propertiesToTiled } from './properties.ts';
import { FLIP_HEX, type ParsedMap, type ParsedObject } from './types.ts';

export interface ClientObject {
  id: number;
  name: string;
  /** Phaser reads `type` only, so a Tiled 1.9 `class` is written here. */
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  visible: boolean;
  properties: TiledProperty[];
  gid?: number;
  point?: true;
  ellipse?: true;
  polygon?: { x: number; y: number }[];
  polyline?: { x: number; y: number }[];
  text?: unknown;
}

interface ClientLayerCommon {
  id: number;
  name: string;
  /** Phaser adds `x`/`y` to positions without a default, so they must be present. */
  x: number;
  y: number;
  opacity: number;
  visible: boolean;
  offsetx: number;
  offsety: number;
  properties: TiledProperty[];
}

export interface ClientTileLayer extends ClientLayerCommon {
  type: 'tilelayer';
  width: number;
  height: number;
  /** Gids with H/V/D flip bits kept (Phaser decodes them); the hex bit is cleared, Phaser would misread it. */
  data: number[];
}

export interface ClientObjectLayer extends ClientLayerCommon {
  type: 'objectgroup';
  draworder: string;
  objects: ClientObject[];
}

export interface ClientImageLayer extends ClientLayerCommon {
  type: 'imagelayer';
  image: string;
}

export type ClientLayer = ClientTileLayer | ClientObjectLayer | ClientImageLayer;

export interface ClientTile {
  id: number;
  type?: string;
  properties?: TiledProperty[];
  image?: string;
  imagewidth?: number;
  imageheight?: number;
  animation?: { tileid: number; duration: number }[];
}

export interface ClientTileset {
  firstgid: number;
  name: string;
  tilewidth: number;
  tileheight: number;
  tilecount: number;
  columns: number;
  margin: number;
  spacing: number;
  /** Absent for an image collection, whose tiles carry their own images. */
  image?: string;
  imagewidth?: number;
  imageheight?: number;
  properties: TiledProperty[];
  tiles: ClientTile[];
}

export interface ClientMap {
  type: 'map';
  /** A string above 1: Phaser reads 1.2+ tile property arrays only when `version > 1`. */
  version: string;
  orientation: 'orthogonal';
  renderorder: 'right-down';
  infinite: false;
  width: number;
  height: number;
  tilewidth: number;
  tileheight: number;
  properties: TiledProperty[];
  layers: ClientLayer[];
  tilesets: ClientTileset[];
}

function clientObject(o: ParsedObject): ClientObject {
  const out: ClientObject = {
    id: o.id,
    name: o.name,
    type: o.type,
    x: o.x,
    y: o.y,
    width: o.width,
    height: o.height,
    rotation: o.rotation,
    visible: o.visible,
    properties: propertiesToTiled(o.properties),
  };
  switch (o.shape) {
    case 'tile':
      out.gid = joinGid(o.gid ?? 0, (o.flips ?? 0) & ~FLIP_HEX);
      break;
    case 'point':
      out.point = true;
      break;
    case 'ellipse':
      out.ellipse = true;
      break;
    case 'polygon':
      out.polygon = (o.points ?? []).map((p) => ({ ...p }));
      break;
    case 'polyline':
      out.polyline = (o.points ?? []).map((p) => ({ ...p }));
      break;
    case 'text':
      out.text = o.text;
      break;
    case 'rectangle':
      break;
  }
  return out;
}

/**
 * A normalised Tiled JSON map for `this.load.tilemapTiledJSON(key, map)` / `this.make.tilemap({ data })`.
 * `imageUrl` maps an image path (relative to the map file's directory) to the URL the client loads.
 */
export function toClientMap(parsed: ParsedMap, imageUrl: (resolvedImagePath: string) => string): ClientMap {
  const layers = parsed.layers.map((l): ClientLayer => {
    const common = {
      id: l.id,
      name: l.name,
      x: 0,
      y: 0,
      opacity: l.opacity,
      visible: l.visible,
      offsetx: l.offsetx,
      offsety: l.offsety,
      properties: propertiesToTiled(l.properties),
    };
    switch (l.kind) {
      case 'tile':
        return { ...common, type: 'tilelayer', width: l.width, height: l.height, data: l.gids.map((g, i) => (g === 0 ? 0 : joinGid(g, l.flips[i] & ~FLIP_HEX))) };
      case 'object':
        return { ...common, type: 'objectgroup', draworder: l.draworder, objects: l.objects.map(clientObject) };
      case 'image':
        return { ...common, type: 'imagelayer', x: l.x, y: l.y, image: l.image === '' ? '' : imageUrl(l.image) };
    }
  });

  const tilesets = parsed.tilesets.map((ts): ClientTileset => {
    const out: ClientTileset = {
      firstgid: ts.firstgid,
      name: ts.name,
      tilewidth: ts.tilewidth,
      tileheight: ts.tileheight,
      tilecount: ts.tilecount,
      columns: ts.columns,
      margin: ts.margin,
      spacing: ts.spacing,
      properties: propertiesToTiled(ts.properties),
      tiles: Object.values(ts.tiles).map((t) => {
        const tile: ClientTile = { id: t.id };
        if (t.type) tile.type = t.type;
        if (Object.keys(t.properties).length > 0) tile.properties = propertiesToTiled(t.properties);
        if (t.image !== undefined) {
          tile.image = imageUrl(t.image);
          tile.imagewidth = t.imagewidth;
          tile.imageheight = t.imageheight;
        }
        if (t.animation) tile.animation = t.animation.map((f) => ({ ...f }));
        return tile;
      }),
    };
    if (ts.image !== undefined) {
      out.image = imageUrl(ts.image);
      // Phaser sizes the tile grid from these; derive them when the file left them out.
      out.imagewidth = ts.imagewidth ?? ts.margin * 2 + ts.columns * (ts.tilewidth + ts.spacing) - ts.spacing;
      out.imageheight =
        ts.imageheight ?? ts.margin * 2 + Math.ceil(ts.tilecount / Math.max(1, ts.columns)) * (ts.tileheight + ts.spacing) - ts.spacing;
    }
    return out;
  });

  return {
    type: 'map',
    version: '1.10',
    orientation: 'orthogonal',
    renderorder: 'right-down',
    infinite: false,
    width: parsed.width,
    height: parsed.height,
    tilewidth: parsed.tilewidth,
    tileheight: parsed.tileheight,
    properties: propertiesToTiled(parsed.properties),
    layers,
    tilesets,
  };
}
