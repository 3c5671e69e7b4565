// Builders for small Tiled maps in tests: a valid base to change one thing in, and encoders for the
// layer formats. Test support only; nothing in the game imports this.

import { gzipSync, zlibSync } from 'fflate';
import { parseTiledMap } from './parseTiledMap.ts';
import type { ParseResult, ParsedMap, ParsedObjectLayer, ParsedTileLayer } from './types.ts';

export type Json = Record<string, unknown>;

export const TEST_FILE = 'maps/test.tmj';

/** An 8-tile atlas (4x2 of 32px) with tile properties on tile 1, entries deliberately unsorted. */
export function atlasTileset(over: Json = {}): Json {
  return {
    firstgid: 1,
    name: 'atlas',
    tilewidth: 32,
    tileheight: 32,
    tilecount: 8,
    columns: 4,
    margin: 0,
    spacing: 0,
    image: '../img/atlas.png',
    imagewidth: 128,
    imageheight: 64,
    tiles: [
      { id: 5, type: 'tree', properties: [{ name: 'terrain', type: 'string', value: 'woods' }] },
      { id: 1, properties: [{ name: 'terrain', type: 'string', value: 'rough' }, { name: 'height', type: 'int', value: 2 }] },
    ],
    ...over,
  };
}

export function tileLayer(name: string, data: number[], over: Json = {}): Json {
  return { type: 'tilelayer', id: 1, name, width: 3, height: 2, x: 0, y: 0, opacity: 1, visible: true, data, ...over };
}

export function mapJson(over: Json = {}): Json {
  return {
    type: 'map',
    version: '1.10',
    tiledversion: '1.10.2',
    orientation: 'orthogonal',
    renderorder: 'right-down',
    infinite: false,
    width: 3,
    height: 2,
    tilewidth: 32,
    tileheight: 32,
    layers: [tileLayer('ground', [1, 2, 3, 4, 5, 6])],
    tilesets: [atlasTileset()],
    ...over,
  };
}

export function parseJson(map: unknown, files: Record<string, string> = {}, fileName = TEST_FILE): ParseResult {
  return parseTiledMap(JSON.stringify(map), fileName, (p) => files[p]);
}

export function toBytes(gids: number[]): Uint8Array {
  const bytes = new Uint8Array(gids.length * 4);
  const view = new DataView(bytes.buffer);
  gids.forEach((g, i) => view.setUint32(i * 4, g >>> 0, true));
  return bytes;
}

export function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Layer fields for `gids` in one of Tiled's layer formats. */
export function encodeLayer(gids: number[], format: 'csv' | 'base64' | 'zlib' | 'gzip'): Json {
  switch (format) {
    case 'csv':
      return { data: gids };
    case 'base64':
      return { encoding: 'base64', data: base64(toBytes(gids)) };
    case 'zlib':
      return { encoding: 'base64', compression: 'zlib', data: base64(zlibSync(toBytes(gids))) };
    case 'gzip':
      return { encoding: 'base64', compression: 'gzip', data: base64(gzipSync(toBytes(gids))) };
  }
}

/** A parsed map's tile layer by name, or a test failure naming it. */
export function tiles(m: ParsedMap, name: string): ParsedTileLayer {
  const l = m.layers.find((x) => x.name === name);
  if (l?.kind !== 'tile') throw new Error(`no tile layer ${name}`);
  return l;
}

/** A parsed map's object layer by name, or a test failure naming it. */
export function objects(m: ParsedMap, name: string): ParsedObjectLayer {
  const l = m.layers.find((x) => x.name === name);
  if (l?.kind !== 'object') throw new Error(`no object layer ${name}`);
  return l;
}
