import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BattleMap } from '../shared/map/battleMap.ts';
import { battleMapFromTiled } from '../shared/map/fromTiled.ts';
import { parseTiledMap } from '../shared/tiled/index.ts';

// The repository's maps/, read from disk and checked as the server reads them, for the tests of
// shared/ (which may not import the server's loader, server/maps/mapFiles.ts). Kept per id.

const MAPS_DIR = join(import.meta.dirname, '..', 'maps');
const kept = new Map<string, BattleMap>();

/** The checked battle map of maps/<id>.tmj; throws with the parser's or checker's words. */
export function repoMap(id: string): BattleMap {
  let map = kept.get(id);
  if (!map) {
    const path = join(MAPS_DIR, `${id}.tmj`);
    const read = (p: string) => (existsSync(p) ? readFileSync(p, 'utf8') : undefined);
    const text = read(path);
    if (text === undefined) throw new Error(`${path}: no such map`);
    const parsed = parseTiledMap(text, path, (rel) => read(join(dirname(path), rel)));
    if (!parsed.ok) throw new Error(parsed.error);
    const checked = battleMapFromTiled(parsed.map, path);
    if (!checked.ok) throw new Error(checked.errors.join('\n'));
    map = checked.map;
    kept.set(id, map);
  }
  return map;
}
