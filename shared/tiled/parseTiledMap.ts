// The edge where a Tiled map (JSON, or TMX rewritten as JSON) becomes typed data. Everything a real file may hold is either normalised
// into ParsedMap (encodings, external tilesets, templates, groups, infinite chunks, old property shapes)
// or refused with a message naming the file, the layer and the feature. Never throws.

import { type ParseContext, newContext } from './context.ts';
import { splitGid } from './gid.ts';
import { type JsonObject, arrayField, boolField, isRecord, numberField, stringField } from './json.ts';
import { readObjects } from './objects.ts';
import { dirOf, joinPath } from './paths.ts';
import { propertiesFromJson } from './properties.ts';
import { Refusal, refuse, where } from './refusal.ts';
import { decodeLayerData } from './layerData.ts';
import { xmlMapToJson } from './tmx.ts';
import { parseXml } from './xml.ts';
import { gidExists, readTileset } from './tilesets.ts';
import {
  FLIP_HEX,
  type FileResolver,
  type ParseResult,
  type ParsedLayer,
  type ParsedMap,
  type ParsedTileLayer,
  type ParsedTileset,
  type Point,
} from './types.ts';

/** What a group passes down to its children. */
interface Inherited {
  prefix: string;
  offsetx: number;
  offsety: number;
  opacity: number;
  visible: boolean;
}

interface Chunk {
  x: number;
  y: number;
  width: number;
  height: number;
  raw: number[];
}

/** A tile layer whose cells are not placed yet: an infinite map's grid is known only after every chunk is read. */
interface PendingTiles {
  layer: Omit<ParsedTileLayer, 'kind' | 'gids' | 'flips' | 'width' | 'height'>;
  width: number;
  height: number;
  raw?: number[];
  chunks?: Chunk[];
}

type Pending = { kind: 'tiles'; tiles: PendingTiles } | { kind: 'done'; layer: ParsedLayer };

function positiveInteger(v: number | undefined): v is number {
  return v !== undefined && Number.isInteger(v) && v > 0;
}

function readTileLayer(ctx: ParseContext, l: JsonObject, name: string, common: PendingTiles['layer'], map: MapHeader): PendingTiles {
  const label = where(ctx.fileName, name);
  if (map.infinite) {
    const rawChunks = arrayField(l, 'chunks');
    if (!rawChunks) {
      // An infinite map's layer may still carry plain data (hand-edited files); treat it as one chunk.
      if (l.data === undefined) return { layer: common, width: 0, height: 0, chunks: [] };
    } else {
      const chunks = rawChunks.map((c, i): Chunk => {
        if (!isRecord(c)) return refuse(`${label}: chunk ${i} is not an object`);
        const [x, y, width, height] = [numberField(c, 'x'), numberField(c, 'y'), numberField(c, 'width'), numberField(c, 'height')];
        if (x === undefined || y === undefined || !Number.isInteger(x) || !Number.isInteger(y) || !positiveInteger(width) || !positiveInteger(height)) {
          return refuse(`${label}: chunk ${i} has no valid x, y, width and height`);
        }
        const raw = decodeLayerData({ data: c.data, encoding: l.encoding, compression: l.compression }, width * height, `${label}: chunk at (${x},${y})`);
        return { x, y, width, height, raw };
      });
      return { layer: common, width: 0, height: 0, chunks };
    }
  }
  const width = numberField(l, 'width') ?? map.width;
  const height = numberField(l, 'height') ?? map.height;
  if (!positiveInteger(width) || !positiveInteger(height)) refuse(`${label}: size ${width}x${height} is not valid`);
  if (Array.isArray(l.data) && l.data.length === 0) {
    // Some old exports (Phaser's own example) write hidden layers as []: nothing to draw, nothing to refuse.
    ctx.warnings.push(`${label}: has no tile data; read as empty`);
    return { layer: common, width, height, raw: new Array<number>(width * height).fill(0) };
  }
  const raw = decodeLayerData({ data: l.data, encoding: l.encoding, compression: l.compression }, width * height, label);
  if (map.infinite) return { layer: common, width: 0, height: 0, chunks: [{ x: 0, y: 0, width, height, raw }] };
  return { layer: common, width, height, raw };
}

interface MapHeader {
  width: number;
  height: number;
  tilewidth: number;
  tileheight: number;
  infinite: boolean;
}

function walkLayers(ctx: ParseContext, layers: unknown[], inherited: Inherited, map: MapHeader, tilesets: ParsedTileset[], out: Pending[]): void {
  layers.forEach((l, index) => {
    if (!isRecord(l)) refuse(`${ctx.fileName}: layer #${index + 1} under ${JSON.stringify(inherited.prefix || '(root)')} is not an object`);
    const name = inherited.prefix + (stringField(l, 'name') ?? `#${index + 1}`);
    const common = {
      id: numberField(l, 'id') ?? 0,
      name,
      class: stringField(l, 'class') ?? '',
      visible: inherited.visible && (boolField(l, 'visible') ?? true),
      opacity: inherited.opacity * (numberField(l, 'opacity') ?? 1),
      offsetx: inherited.offsetx + (numberField(l, 'offsetx') ?? 0),
      offsety: inherited.offsety + (numberField(l, 'offsety') ?? 0),
      properties: propertiesFromJson(l.properties, l.propertytypes),
    };
    const type = stringField(l, 'type');
    switch (type) {
      case 'tilelayer':
        out.push({ kind: 'tiles', tiles: readTileLayer(ctx, l, name, common, map) });
        break;
      case 'objectgroup':
        out.push({
          kind: 'done',
          layer: { ...common, kind: 'object', draworder: stringField(l, 'draworder') ?? 'topdown', objects: readObjects(ctx, l, name, tilesets) },
        });
        break;
      case 'imagelayer': {
        const image = stringField(l, 'image') ?? '';
        out.push({
          kind: 'done',
          layer: { ...common, kind: 'image', image: image === '' ? '' : joinPath('', image), x: numberField(l, 'x') ?? 0, y: numberField(l, 'y') ?? 0 },
        });
        break;
      }
      case 'group':
        walkLayers(ctx, arrayField(l, 'layers') ?? [], { ...common, prefix: `${name}/` }, map, tilesets, out);
        break;
      default:
        ctx.warnings.push(`${where(ctx.fileName, name)}: unknown layer type ${JSON.stringify(type)}; skipped`);
    }
  });
}

/** The bounding box of every chunk of every layer, in tiles; may start at negative coordinates. */
function chunkExtent(pending: Pending[]): { origin: Point; width: number; height: number } | undefined {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of pending) {
    if (p.kind !== 'tiles') continue;
    for (const c of p.tiles.chunks ?? []) {
      x0 = Math.min(x0, c.x);
      y0 = Math.min(y0, c.y);
      x1 = Math.max(x1, c.x + c.width);
      y1 = Math.max(y1, c.y + c.height);
    }
  }
  return x0 === Infinity ? undefined : { origin: { x: x0, y: y0 }, width: x1 - x0, height: y1 - y0 };
}

function placeCells(ctx: ParseContext, p: PendingTiles, width: number, height: number, origin: Point, tilesets: ParsedTileset[]): ParsedTileLayer {
  const count = width * height;
  const gids = new Array<number>(count).fill(0);
  const flips = new Array<number>(count).fill(0);
  const label = where(ctx.fileName, p.layer.name);
  const known = new Map<number, boolean>();
  let hexFlag = false;
  const put = (x: number, y: number, raw: number) => {
    if (raw === 0) return;
    const { gid, flips: f } = splitGid(raw);
    if (gid !== 0) {
      let exists = known.get(gid);
      if (exists === undefined) known.set(gid, (exists = gidExists(tilesets, gid)));
      if (!exists) refuse(`${label}: square (${x},${y}) holds tile gid ${gid}, which is in no tileset`);
    }
    if (f & FLIP_HEX) hexFlag = true;
    gids[y * width + x] = gid;
    flips[y * width + x] = f;
  };
  if (p.raw) {
    p.raw.forEach((raw, i) => put(i % width, Math.floor(i / width), raw));
  } else {
    for (const c of p.chunks ?? []) {
      c.raw.forEach((raw, i) => put(c.x - origin.x + (i % c.width), c.y - origin.y + Math.floor(i / c.width), raw));
    }
  }
  if (hexFlag) ctx.warnings.push(`${label}: uses the hexagonal 120° rotation flag, which means nothing on an orthogonal map; ignored`);
  return { ...p.layer, kind: 'tile', width, height, gids, flips };
}

function parseUnsafe(text: string, fileName: string, resolve: FileResolver): ParseResult {
  const ctx = newContext(fileName, resolve);
  const body = text.replace(/^\uFEFF/, '');
  let json: unknown;
  if (body.trimStart().startsWith('<')) {
    // TMX: Tiled's own format. Rewritten into the JSON shape so both go through one reader.
    const xml = parseXml(body);
    if (!xml.ok) refuse(`${fileName}: not well-formed XML (${xml.error})`);
    if (xml.root.name === 'tileset') refuse(`${fileName}: is a tileset, not a map`);
    if (xml.root.name !== 'map') refuse(`${fileName}: XML with root <${xml.root.name}> is not a Tiled map`);
    json = xmlMapToJson(xml.root);
  } else {
    try {
      json = JSON.parse(body);
    } catch (e) {
      refuse(`${fileName}: not valid JSON (${e instanceof Error ? e.message : String(e)})`);
    }
  }
  if (!isRecord(json)) refuse(`${fileName}: not a Tiled map (the JSON is not an object)`);
  const docType = stringField(json, 'type');
  if (docType !== undefined && docType !== 'map') refuse(`${fileName}: is a Tiled ${docType}, not a map`);
  const layers = arrayField(json, 'layers');
  if (!layers) refuse(`${fileName}: not a Tiled map (no "layers" array)`);

  const orientation = stringField(json, 'orientation') ?? 'orthogonal';
  if (orientation !== 'orthogonal') {
    refuse(`${fileName}: ${orientation} maps are not supported (orientation ${JSON.stringify(orientation)}); use an orthogonal map`);
  }
  const tilewidth = numberField(json, 'tilewidth');
  const tileheight = numberField(json, 'tileheight');
  if (!positiveInteger(tilewidth) || !positiveInteger(tileheight)) refuse(`${fileName}: tile size ${tilewidth}x${tileheight} is not valid`);
  const infinite = json.infinite === true || json.infinite === 1;
  const header: MapHeader = { width: numberField(json, 'width') ?? 0, height: numberField(json, 'height') ?? 0, tilewidth, tileheight, infinite };
  if (!infinite && (!positiveInteger(header.width) || !positiveInteger(header.height))) {
    refuse(`${fileName}: map size ${header.width}x${header.height} is not valid`);
  }

  const tilesets = (arrayField(json, 'tilesets') ?? []).map((t, i) => readTileset(ctx, t, i)).sort((a, b) => a.firstgid - b.firstgid);
  tilesets.forEach((ts, i) => {
    const next = tilesets[i + 1];
    if (next && next.firstgid === ts.firstgid) refuse(`${fileName}: tilesets ${JSON.stringify(ts.name)} and ${JSON.stringify(next.name)} share firstgid ${ts.firstgid}`);
    if (next && ts.firstgid + ts.tilecount > next.firstgid) {
      ctx.warnings.push(`${fileName}: tileset ${JSON.stringify(ts.name)} (${ts.tilecount} tiles from gid ${ts.firstgid}) overlaps tileset ${JSON.stringify(next.name)} at gid ${next.firstgid}`);
    }
  });

  const pending: Pending[] = [];
  walkLayers(ctx, layers, { prefix: '', offsetx: 0, offsety: 0, opacity: 1, visible: true }, header, tilesets, pending);

  let width = header.width;
  let height = header.height;
  let origin: Point = { x: 0, y: 0 };
  if (infinite) {
    const extent = chunkExtent(pending);
    if (extent) ({ width, height, origin } = extent);
    else if (!positiveInteger(width) || !positiveInteger(height)) refuse(`${fileName}: infinite map has no chunks and no valid size`);
  }
  const shiftX = -origin.x * tilewidth;
  const shiftY = -origin.y * tileheight;

  const parsedLayers: ParsedLayer[] = pending.map((p) => {
    if (p.kind === 'tiles') {
      const w = infinite ? width : p.tiles.width;
      const h = infinite ? height : p.tiles.height;
      return placeCells(ctx, p.tiles, w, h, origin, tilesets);
    }
    const layer = p.layer;
    if (shiftX === 0 && shiftY === 0) return layer;
    // Keep objects and images where they were relative to the tiles once the grid starts at the origin.
    if (layer.kind === 'object') return { ...layer, objects: layer.objects.map((o) => ({ ...o, x: o.x + shiftX, y: o.y + shiftY })) };
    if (layer.kind === 'image') return { ...layer, x: layer.x + shiftX, y: layer.y + shiftY };
    return layer;
  });

  // Image paths were read relative to the map's directory; callers want them usable from where the map is.
  const mapDir = dirOf(fileName);
  const rebase = (p: string): string => (p === '' ? p : joinPath(mapDir, p));
  for (const ts of tilesets) {
    if (ts.image !== undefined) ts.image = rebase(ts.image);
    for (const tile of Object.values(ts.tiles)) if (tile.image !== undefined) tile.image = rebase(tile.image);
  }
  for (const layer of parsedLayers) if (layer.kind === 'image') layer.image = rebase(layer.image);

  const map: ParsedMap = {
    fileName,
    orientation: 'orthogonal',
    width,
    height,
    tilewidth,
    tileheight,
    infinite,
    origin,
    class: stringField(json, 'class') ?? '',
    properties: propertiesFromJson(json.properties, json.propertytypes),
    layers: parsedLayers,
    tilesets,
  };
  return { ok: true, map, warnings: ctx.warnings };
}

/**
 * Parses a Tiled JSON map. `resolve` reads files (external tilesets, templates) by path relative to the
 * map's directory. Never throws: a file it cannot use gives ok:false and a message naming file, layer, feature.
 */
export function parseTiledMap(text: string, fileName: string, resolve: FileResolver): ParseResult {
  try {
    if (typeof text !== 'string') return { ok: false, error: `${fileName}: no text to parse` };
    return parseUnsafe(text, fileName, resolve);
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, error: e.message };
    // A bug of ours, not a fault of the file: still a result, but say so.
    return { ok: false, error: `${fileName}: could not be read (internal parser error: ${e instanceof Error ? e.message : String(e)})` };
  }
}
