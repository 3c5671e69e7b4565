// Tilesets in every form a JSON map can carry: embedded, external .tsj/.json, external .tsx (XML),
// atlas images or image collections, 1.2+ `tiles` arrays (unsorted since 1.7, so indexed by id) or
// the older `tiles` dict and `tileproperties`. Image paths come out relative to the map's directory.

import { type ParseContext, readExternal } from './context.ts';
import { type JsonObject, isRecord, numberField, stringField, typeOrClass } from './json.ts';
import { dirOf, joinPath } from './paths.ts';
import { propertiesFromJson } from './properties.ts';
import { refuse } from './refusal.ts';
import type { ParsedTile, ParsedTileset, TileFrame } from './types.ts';
import { xmlTilesetToJson } from './tmx.ts';

/** Tiles per row and in all of an atlas image, as Tiled computes them, for files that omit them (pre-1.0). */
function atlasGrid(imagewidth: number, imageheight: number, tw: number, th: number, margin: number, spacing: number) {
  const columns = Math.max(0, Math.floor((imagewidth - 2 * margin + spacing) / (tw + spacing)));
  const rows = Math.max(0, Math.floor((imageheight - 2 * margin + spacing) / (th + spacing)));
  return { columns, tilecount: columns * rows };
}

function finish(ts: ParsedTileset, label: string): ParsedTileset {
  if (!(ts.tilewidth > 0) || !(ts.tileheight > 0)) refuse(`${label}: tile size ${ts.tilewidth}x${ts.tileheight} is not positive`);
  if (ts.image !== undefined) {
    if (ts.columns <= 0 || ts.tilecount <= 0) {
      if (ts.imagewidth && ts.imageheight) {
        const grid = atlasGrid(ts.imagewidth, ts.imageheight, ts.tilewidth, ts.tileheight, ts.margin, ts.spacing);
        if (ts.columns <= 0) ts.columns = grid.columns;
        if (ts.tilecount <= 0) ts.tilecount = grid.tilecount;
      }
    }
    if (ts.tilecount <= 0) refuse(`${label}: cannot tell how many tiles image ${JSON.stringify(ts.image)} holds (no tilecount, no image size)`);
  } else {
    ts.columns = 0;
    const maxId = Object.keys(ts.tiles).reduce((m, id) => Math.max(m, Number(id)), -1);
    ts.tilecount = Math.max(ts.tilecount, maxId + 1);
  }
  return ts;
}

function frames(raw: unknown): TileFrame[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.filter(isRecord).map((f) => ({ tileid: numberField(f, 'tileid') ?? 0, duration: numberField(f, 'duration') ?? 0 }));
}

function jsonTile(t: JsonObject, id: number, dir: string): ParsedTile {
  const tile: ParsedTile = { id, type: typeOrClass(t), properties: propertiesFromJson(t.properties, t.propertytypes) };
  const image = stringField(t, 'image');
  if (image) {
    tile.image = joinPath(dir, image);
    tile.imagewidth = numberField(t, 'imagewidth');
    tile.imageheight = numberField(t, 'imageheight');
  }
  const animation = frames(t.animation);
  if (animation) tile.animation = animation;
  return tile;
}

function jsonTileset(o: JsonObject, firstgid: number, dir: string, label: string, source?: string): ParsedTileset {
  const image = stringField(o, 'image');
  const ts: ParsedTileset = {
    firstgid,
    name: stringField(o, 'name') ?? '',
    class: stringField(o, 'class') ?? '',
    tilewidth: numberField(o, 'tilewidth') ?? 0,
    tileheight: numberField(o, 'tileheight') ?? 0,
    columns: numberField(o, 'columns') ?? 0,
    tilecount: numberField(o, 'tilecount') ?? 0,
    margin: numberField(o, 'margin') ?? 0,
    spacing: numberField(o, 'spacing') ?? 0,
    properties: propertiesFromJson(o.properties, o.propertytypes),
    tiles: {},
  };
  if (image) {
    ts.image = joinPath(dir, image);
    ts.imagewidth = numberField(o, 'imagewidth');
    ts.imageheight = numberField(o, 'imageheight');
  }
  if (source !== undefined) ts.source = source;

  const tiles = o.tiles;
  if (Array.isArray(tiles)) {
    for (const t of tiles) {
      if (!isRecord(t)) continue;
      const id = numberField(t, 'id');
      if (id === undefined || !Number.isInteger(id) || id < 0) refuse(`${label}: a tile entry has no valid id`);
      ts.tiles[id] = jsonTile(t, id, dir);
    }
  } else if (isRecord(tiles)) {
    // Before 1.2: a dict keyed by the id as a string.
    for (const [key, t] of Object.entries(tiles)) {
      if (isRecord(t) && /^\d+$/.test(key)) ts.tiles[Number(key)] = jsonTile(t, Number(key), dir);
    }
  }
  const oldProps = o.tileproperties;
  if (isRecord(oldProps)) {
    const oldTypes = isRecord(o.tilepropertytypes) ? o.tilepropertytypes : {};
    for (const [key, props] of Object.entries(oldProps)) {
      if (!/^\d+$/.test(key)) continue;
      const id = Number(key);
      const tile = ts.tiles[id] ?? (ts.tiles[id] = { id, type: '', properties: {} });
      Object.assign(tile.properties, propertiesFromJson(props, oldTypes[key]));
    }
  }
  return finish(ts, label);
}

/** Loads an external tileset file (path relative to the map's directory) with the map's firstgid. */
export function externalTileset(ctx: ParseContext, source: string, firstgid: number, referrer: string): ParsedTileset {
  const path = joinPath('', source);
  const label = `${ctx.fileName}: tileset ${JSON.stringify(source)}`;
  const file = readExternal(ctx, path);
  if (file === undefined) refuse(`${label}${referrer}: external tileset file not found (looked for ${JSON.stringify(path)} relative to the map)`);
  if (file.kind === 'error') refuse(`${label}: ${file.error}`);
  if (file.kind === 'xml' && file.root.name !== 'tileset') refuse(`${label}: root element is <${file.root.name}>, expected <tileset>`);
  const json = file.kind === 'xml' ? xmlTilesetToJson(file.root) : file.value;
  if (!isRecord(json)) refuse(`${label}: not a Tiled tileset`);
  return jsonTileset(json, firstgid, dirOf(path), label, path);
}

/** One entry of a map's `tilesets` array. */
export function readTileset(ctx: ParseContext, entry: unknown, index: number): ParsedTileset {
  if (!isRecord(entry)) refuse(`${ctx.fileName}: tileset #${index + 1} is not an object`);
  const firstgid = numberField(entry, 'firstgid');
  const name = stringField(entry, 'name') ?? stringField(entry, 'source') ?? `#${index + 1}`;
  if (firstgid === undefined || !Number.isInteger(firstgid) || firstgid < 1) {
    refuse(`${ctx.fileName}: tileset ${JSON.stringify(name)} has no valid firstgid`);
  }
  const source = stringField(entry, 'source');
  if (source !== undefined) return externalTileset(ctx, source, firstgid, '');
  return jsonTileset(entry, firstgid, '', `${ctx.fileName}: tileset ${JSON.stringify(name)}`);
}

/** The tileset holding a gid: the one with the largest firstgid not above it. Tilesets sorted by firstgid. */
export function tilesetFor(tilesets: readonly ParsedTileset[], gid: number): ParsedTileset | undefined {
  let found: ParsedTileset | undefined;
  for (const ts of tilesets) {
    if (ts.firstgid <= gid) found = ts;
    else break;
  }
  return found;
}

/** Whether the gid names a tile that exists (Phaser crashes on one that does not). */
export function gidExists(tilesets: readonly ParsedTileset[], gid: number): boolean {
  const ts = tilesetFor(tilesets, gid);
  if (!ts) return false;
  const local = gid - ts.firstgid;
  return ts.image !== undefined ? local < ts.tilecount : ts.tiles[local]?.image !== undefined;
}
