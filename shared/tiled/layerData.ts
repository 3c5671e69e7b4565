// Tile layer data in every encoding Tiled writes: a JSON array ("csv"), a CSV string, or base64 of
// little-endian uint32s, optionally zlib- or gzip-compressed. zstd is refused: no pure-JS decoder is
// bundled and Node's zlib has none before v23.

import { gunzipSync, unzlibSync } from 'fflate';
import { decodeBase64 } from './base64.ts';
import { refuse } from './refusal.ts';

export interface Encoded {
  data: unknown;
  encoding?: unknown;
  compression?: unknown;
}

/** Raw unsigned gids (flags still set), exactly `count` of them. `context` names file, layer (and chunk). */
export function decodeLayerData(src: Encoded, count: number, context: string): number[] {
  const encoding = src.encoding === undefined || src.encoding === '' ? 'csv' : src.encoding;
  const compression = src.compression === undefined || src.compression === '' ? undefined : src.compression;
  let values: number[];

  if (encoding === 'csv') {
    if (compression !== undefined) refuse(`${context}: compression ${JSON.stringify(compression)} with CSV data is not valid Tiled data`);
    if (Array.isArray(src.data)) {
      values = src.data.map((v, i) => {
        const n = typeof v === 'string' ? Number(v) : v;
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 0xffffffff) {
          refuse(`${context}: cell ${i} is ${JSON.stringify(v)}, not a tile id`);
        }
        return n >>> 0;
      });
    } else if (typeof src.data === 'string') {
      const parts = src.data.split(',').map((s) => s.trim());
      values = parts.filter((s, i) => s !== '' || i < parts.length - 1).map((s, i) => {
        const n = Number(s);
        if (!/^\d+$/.test(s) || n > 0xffffffff) refuse(`${context}: CSV cell ${i} is ${JSON.stringify(s)}, not a tile id`);
        return n >>> 0;
      });
    } else {
      return refuse(`${context}: has no tile data`);
    }
  } else if (encoding === 'base64') {
    if (typeof src.data !== 'string') return refuse(`${context}: base64 data is not a string`);
    const decoded = decodeBase64(src.data);
    if (!decoded.ok) return refuse(`${context}: ${decoded.error}`);
    let bytes = decoded.bytes;
    if (compression === 'zstd') {
      refuse(`${context}: zstd compression is not supported; save the map with CSV, base64 (uncompressed), zlib or gzip layer format`);
    } else if (compression === 'zlib' || compression === 'gzip') {
      try {
        bytes = compression === 'zlib' ? unzlibSync(bytes) : gunzipSync(bytes);
      } catch (e) {
        refuse(`${context}: ${compression} data is corrupt (${e instanceof Error ? e.message : String(e)})`);
      }
    } else if (compression !== undefined) {
      refuse(`${context}: unknown compression ${JSON.stringify(compression)}`);
    }
    if (bytes.length % 4 !== 0) refuse(`${context}: decoded data is ${bytes.length} bytes, not a whole number of 4-byte tile ids`);
    values = new Array<number>(bytes.length / 4);
    for (let i = 0; i < values.length; i++) {
      const o = i * 4;
      values[i] = (bytes[o] | (bytes[o + 1] << 8) | (bytes[o + 2] << 16) | (bytes[o + 3] << 24)) >>> 0;
    }
  } else {
    return refuse(`${context}: unknown encoding ${JSON.stringify(encoding)}`);
  }

  if (values.length !== count) refuse(`${context}: has ${values.length} cells, expected ${count}`);
  return values;
}
