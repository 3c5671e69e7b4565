import { readdirSync } from 'node:fs';
import { basename, extname, join, relative, sep } from 'node:path';
import { battleMapFromTiled } from '../../shared/map/fromTiled.ts';
import { toClientMap } from '../../shared/tiled/index.ts';
import { loadTiledFile } from './mapFiles.ts';
import type { MapEntry, MapRegistry } from './mapRegistry.ts';

/**
 * Reads every .tmj/.json map in a folder through the parser and the map conventions. A map that
 * fails is left out and its problem reported (on /health and at start), never a crash.
 */
export function loadMapRegistry(mapsDir: string, publicDir: string): MapRegistry {
  const entries = new Map<string, MapEntry>();
  const problems: string[] = [];
  const imageUrl = (path: string): string => {
    const rel = relative(publicDir, path);
    if (rel.startsWith('..')) {
      problems.push(`${path}: tileset images must live under public/ to be served`);
      return path;
    }
    return '/' + rel.split(sep).join('/');
  };
  let files: string[] = [];
  try {
    files = readdirSync(mapsDir).filter((f) => ['.tmj', '.json'].includes(extname(f))).sort();
  } catch (e) {
    problems.push(`${mapsDir}: ${(e as Error).message}`);
  }
  for (const file of files) {
    const path = join(mapsDir, file);
    const parsed = loadTiledFile(path);
    if (!parsed.ok) {
      problems.push(parsed.error);
      continue;
    }
    const checked = battleMapFromTiled(parsed.map, path);
    if (!checked.ok) {
      problems.push(...checked.errors);
      continue;
    }
    const id = basename(file, extname(file));
    const b = checked.map;
    entries.set(id, { id, name: b.name, width: b.width, height: b.height, actions: b.actions, battle: b, client: toClientMap(parsed.map, imageUrl) });
  }
  return {
    problems,
    // Two-side maps first, then by file name: the lobby checks the first map, and a battle of more
    // sides needs more players than one link's two.
    list: () =>
      [...entries.values()]
        .sort((a, b) => sidesOf(a) - sidesOf(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .map(({ id, name, width, height, actions }) => ({ id, name, width, height, actions })),
    get: (id) => entries.get(id),
  };
}

/** How many sides a map has deploy areas for. */
function sidesOf(entry: MapEntry): number {
  return new Set(entry.battle.deploy.map((d) => d.side)).size;
}
