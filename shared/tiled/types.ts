// The parsed, normalised form of a Tiled map: one shape whatever the file's age, encoding or layout.
// Plain data (JSON-serialisable) so the server can hand it around and tests can compare it.

/** Custom properties as name → value, whichever of Tiled's shapes the file used. */
export type Properties = Record<string, unknown>;

/** Flip flags of a cell or tile object: the top nibble of the raw gid (gid >>> 28). */
export const FLIP_H = 8; // 0x80000000
export const FLIP_V = 4; // 0x40000000
export const FLIP_D = 2; // 0x20000000, anti-diagonal
export const FLIP_HEX = 1; // 0x10000000, hexagonal 120° rotation

export interface Point {
  x: number;
  y: number;
}

interface LayerCommon {
  id: number;
  /** Composed through groups: "Group/Sub/Layer". */
  name: string;
  class: string;
  visible: boolean;
  opacity: number;
  /** Pixel offsets composed through groups. */
  offsetx: number;
  offsety: number;
  properties: Properties;
}

export interface ParsedTileLayer extends LayerCommon {
  kind: 'tile';
  width: number;
  height: number;
  /** Row-major global tile ids with the flip flags cleared; 0 = empty. */
  gids: number[];
  /** Row-major flip nibble per cell (FLIP_H | FLIP_V | FLIP_D | FLIP_HEX), 0 = none. */
  flips: number[];
}

export type ObjectShape = 'rectangle' | 'point' | 'ellipse' | 'polygon' | 'polyline' | 'text' | 'tile';

export interface ParsedObject {
  id: number;
  name: string;
  /** The object's `type`, or `class` (Tiled 1.9), or the type of its tile; '' when none. */
  type: string;
  shape: ObjectShape;
  /** Pixels, as Tiled stores them: top-left for most shapes, BOTTOM-left for tile objects (see objectBounds). */
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  visible: boolean;
  /** Tile objects: global tile id with the flip flags cleared. */
  gid?: number;
  flips?: number;
  /** Polygon/polyline vertices relative to (x, y). */
  points?: Point[];
  text?: unknown;
  /** Template path relative to the map's directory, when the object is a template instance. */
  template?: string;
  properties: Properties;
}

export interface ParsedObjectLayer extends LayerCommon {
  kind: 'object';
  draworder: string;
  objects: ParsedObject[];
}

export interface ParsedImageLayer extends LayerCommon {
  kind: 'image';
  /** The image path as written, joined onto the map file's directory (see ParsedTileset.image). */
  image: string;
  x: number;
  y: number;
}

export type ParsedLayer = ParsedTileLayer | ParsedObjectLayer | ParsedImageLayer;

export interface TileFrame {
  tileid: number;
  duration: number;
}

export interface ParsedTile {
  id: number;
  type: string;
  properties: Properties;
  /** Image-collection tiles: the tile's own image, joined onto the map file's directory. */
  image?: string;
  imagewidth?: number;
  imageheight?: number;
  animation?: TileFrame[];
}

export interface ParsedTileset {
  firstgid: number;
  name: string;
  class: string;
  tilewidth: number;
  tileheight: number;
  /** 0 for an image collection. */
  columns: number;
  tilecount: number;
  margin: number;
  spacing: number;
  /**
   * The atlas image: the path as written (in the map, or in the external tileset relative to that file),
   * joined onto the directory of `fileName`. So for "maps/a.tmj" and "../public/t.png" it is "public/t.png",
   * a path usable from wherever `fileName` was. Absent for an image collection.
   */
  image?: string;
  imagewidth?: number;
  imageheight?: number;
  /** The external file (relative to the map's directory) this tileset came from, if any. */
  source?: string;
  properties: Properties;
  /** Tiles that carry anything (properties, a type, an image, an animation), by local id. */
  tiles: Record<number, ParsedTile>;
}

export interface ParsedMap {
  fileName: string;
  orientation: 'orthogonal';
  /** In tiles; for an infinite source, the bounding box of its chunks. */
  width: number;
  height: number;
  tilewidth: number;
  tileheight: number;
  /** The source was an infinite (chunked) map, flattened here into width × height. */
  infinite: boolean;
  /** Tile coordinates in the source of this grid's (0, 0); objects are shifted to match. (0, 0) if finite. */
  origin: Point;
  class: string;
  properties: Properties;
  /** In drawing order, groups flattened. */
  layers: ParsedLayer[];
  tilesets: ParsedTileset[];
}

export type ParseResult = { ok: true; map: ParsedMap; warnings: string[] } | { ok: false; error: string };

/** Reads a file relative to the map's directory; undefined when it does not exist or cannot be read. */
export type FileResolver = (relPath: string) => string | undefined;
