// The disk side of the Tiled parser: reads a map and lends the pure parser a resolver for the files it
// references (external tilesets, templates), looked up relative to the map's directory.

import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { parseTiledMap } from '../../shared/tiled/index.ts';
import type { FileResolver, ParseResult } from '../../shared/tiled/index.ts';

function readText(path: string): string | undefined {
  try {
    return statSync(path).isFile() ? readFileSync(path, 'utf8') : undefined;
  } catch {
    return undefined;
  }
}

export function fileResolverFor(mapPath: string): FileResolver {
  const dir = dirname(mapPath);
  return (relPath) => readText(resolvePath(dir, relPath));
}

/** Parses the Tiled map at `path`; messages and image paths are given relative to `path` as passed. */
export function loadTiledFile(path: string): ParseResult {
  const text = readText(path);
  if (text === undefined) return { ok: false, error: `${path}: file not found or not readable` };
  return parseTiledMap(text, path, fileResolverFor(path));
}
