// The parser and the map checker against real Tiled files by other people (../shared/tiled-corpus,
// described in its PROVENANCE.md and FORMAT-NOTES.md). Files are read where they are, never copied.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadTiledFile } from '../server/maps/mapFiles.ts';
import { battleMapFromTiled } from '../shared/map/fromTiled.ts';
import { FLIP_D, FLIP_H, FLIP_V, type ParsedMap, type ParsedTileLayer, parseTiledMap, toClientMap } from '../shared/tiled/index.ts';
import { objects, tiles } from '../shared/tiled/testMaps.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// TILED_CORPUS points elsewhere (or nowhere, to see the skip).
const CORPUS = process.env.TILED_CORPUS ?? fileURLToPath(new URL('../../shared/tiled-corpus/', import.meta.url));
const present = existsSync(CORPUS);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}
/** Map files: .tmj and .tmx, and .json files holding a Tiled map (not property types or tilesets). */
function isMap(p: string): boolean {
  const ext = extname(p);
  if (ext === '.tmj' || ext === '.tmx') return true;
  if (ext !== '.json') return false;
  try {
    const v: unknown = JSON.parse(readFileSync(p, 'utf8'));
    return typeof v === 'object' && v !== null && 'layers' in v;
  } catch {
    return false;
  }
}

const files = present ? walk(CORPUS).sort() : [];
const dataFiles = files.filter((p) => !['.png', '.md'].includes(extname(p)));
const maps = dataFiles.filter(isMap);
const c = (rel: string) => join(CORPUS, rel);

function load(rel: string): ParsedMap {
  const r = loadTiledFile(c(rel));
  if (!r.ok) throw new Error(r.error);
  return r.map;
}
const at = (l: ParsedTileLayer, x: number, y: number) => ({ gid: l.gids[y * l.width + x], flips: l.flips[y * l.width + x] });

describe.skipIf(!present)(`Tiled corpus at ${CORPUS} (skipped when that folder is absent)`, () => {
  it('has the 15 maps of PROVENANCE.md', () => {
    expect(maps).toHaveLength(15);
  });

  describe.each(dataFiles.map((p) => [relative(CORPUS, p), p]))('%s', (_name, path) => {
    it('is parsed or refused with a message naming it, never an exception', () => {
      const text = readFileSync(path, 'utf8');
      let r: ReturnType<typeof parseTiledMap> | undefined;
      expect(() => (r = loadTiledFile(path))).not.toThrow();
      expect(() => parseTiledMap(text, path, () => undefined)).not.toThrow();
      if (r && !r.ok) {
        expect(r.error.startsWith(`${path}: `)).toBe(true);
        expect(r.error).not.toContain('internal parser error');
      }
      if (isMap(path) && r?.ok) {
        // Someone else's map breaks our conventions: the checker says how, naming the file.
        const checked = battleMapFromTiled(r.map, path);
        expect(checked.ok).toBe(false);
        if (!checked.ok) for (const e of checked.errors) expect(e.startsWith(`${path}: `)).toBe(true);
        // And the client form is plain data Phaser can take: finite, uncompressed, embedded.
        const client = toClientMap(r.map, (p) => p);
        for (const l of client.layers) if (l.type === 'tilelayer') expect(l.data).toHaveLength(l.width * l.height);
        expect(JSON.stringify(client)).not.toMatch(/"(source|compression|encoding|chunks)"/);
      }
    });
  });

  it('every map parses except the zstd one', () => {
    const refused = maps.filter((p) => !loadTiledFile(p).ok).map((p) => relative(CORPUS, p));
    expect(refused).toEqual(['rs-tiled/assets/tiled_base64_zstandard.tmx']);
  });

  it('#15: zstd is refused naming file, layer and feature', () => {
    const path = c('rs-tiled/assets/tiled_base64_zstandard.tmx');
    expect(loadTiledFile(path)).toEqual({
      ok: false,
      error: `${path}: layer "Tile Layer 1": zstd compression is not supported; save the map with CSV, base64 (uncompressed), zlib or gzip layer format`,
    });
  });

  it('#3/#4: the gzip and zlib variants of the excalibur map decode to the same gids, and so does a CSV rewrite of it', () => {
    const gz = load('excalibur-tiled/example/formats/test-gzip.json');
    const zl = load('excalibur-tiled/example/formats/test-zlib.json');
    for (const name of ['Board', 'Static']) expect(tiles(gz, name).gids).toEqual(tiles(zl, name).gids);
    expect(at(tiles(zl, 'Board'), 0, 0).gid).toBe(5);
    expect(at(tiles(zl, 'Board'), 1, 1).gid).toBe(6);
    expect(at(tiles(zl, 'Static'), 1, 1).gid).toBe(2);
    expect(at(tiles(zl, 'Static'), 9, 0).gid).toBe(1);

    // The same map with its layers written as CSV (in memory): Tiled's third layer format.
    const json = JSON.parse(readFileSync(c('excalibur-tiled/example/formats/test-zlib.json'), 'utf8')) as { layers: Record<string, unknown>[] };
    for (const l of json.layers) {
      if (l.type !== 'tilelayer') continue;
      l.data = tiles(zl, String(l.name)).gids;
      delete l.encoding;
      delete l.compression;
    }
    const csv = parseTiledMap(JSON.stringify(json), 'csv.json', (p) => readFileSync(c(`excalibur-tiled/example/formats/${p}`), 'utf8'));
    expect(csv.ok && tiles(csv.map, 'Board').gids).toEqual(tiles(gz, 'Board').gids);
  });

  it('#2: a Tiled 1.0 CSV map with old dict properties', () => {
    const m = load('excalibur-tiled/example/formats/test-v1.json');
    expect([m.width, m.height, m.tilewidth]).toEqual([10, 10, 32]);
    expect(at(tiles(m, 'Board'), 0, 0).gid).toBe(1);
    expect(at(tiles(m, 'Board'), 5, 3).gid).toBe(4);
    const enemies = objects(m, 'Enemies').objects;
    expect(enemies.map((o) => o.shape)).toEqual(['rectangle', 'rectangle', 'rectangle', 'polygon', 'ellipse', 'rectangle']);
    expect(enemies[5].properties).toEqual({ Aggressive: 'true', Path: 'Path1' });
  });

  it('#8: flip flags per cell and on tile objects', () => {
    const m = load('dottiled/TestData/Maps/map-with-flippingflags/map-with-flippingflags.tmj');
    const l = tiles(m, 'Tile Layer 1');
    expect(at(l, 0, 0)).toEqual({ gid: 1, flips: 0 });
    expect(at(l, 1, 0)).toEqual({ gid: 1, flips: FLIP_H | FLIP_D });
    expect(at(l, 4, 0)).toEqual({ gid: 7, flips: FLIP_V });
    expect(at(l, 0, 1)).toEqual({ gid: 1, flips: FLIP_V | FLIP_D });
    expect(at(l, 1, 1)).toEqual({ gid: 1, flips: FLIP_H | FLIP_V });
    expect(at(l, 0, 4)).toEqual({ gid: 21, flips: FLIP_H });
    expect(objects(m, 'Object Layer 1').objects.map((o) => [o.shape, o.gid, o.flips])).toEqual([
      ['tile', 21, FLIP_H],
      ['tile', 21, FLIP_V],
    ]);
    expect(m.tilesets[0]).toMatchObject({ name: 'tileset', tilecount: 24, columns: 8, source: 'tileset.tsj' });
  });

  it('#1: a pre-1.0 Phaser example: flipped gids, computed tile counts, tileproperties', () => {
    const m = load('phaser-ce-examples/examples/assets/tilemaps/maps/features_test_rotated.json');
    const l = tiles(m, 'Tile Layer 1');
    expect(at(l, 1, 1)).toEqual({ gid: 5, flips: FLIP_H });
    expect(at(l, 14, 9)).toEqual({ gid: 104, flips: FLIP_H | FLIP_D });
    expect(at(l, 11, 10)).toEqual({ gid: 64, flips: FLIP_V });
    expect(m.tilesets.map((t) => [t.firstgid, t.tilecount])).toEqual([
      [1, 25],
      [26, 8],
      [34, 6],
      [40, 156],
    ]);
    expect(m.tilesets[0].tiles[1].properties).toEqual({ bounce: '1' });
    expect(l.properties).toEqual({ collides: 'true' });
    expect(objects(m, 'Object Layer 1').objects[0]).toMatchObject({ name: 'exit', type: 'door', shape: 'rectangle' });
  });

  it('#6: an infinite map: extent from the chunks (negative), external .tsx tileset, XML template', () => {
    const path = 'excalibur-tiled/example/orthogonal-infinite/orthogonal-infinite.tmj';
    const m = load(path);
    expect([m.width, m.height, m.origin, m.infinite]).toEqual([112, 80, { x: -48, y: -32 }, true]);
    // Every chunk cell lands where its source coordinates say, shifted by the origin.
    const raw = JSON.parse(readFileSync(c(path), 'utf8')) as { layers: { name: string; chunks?: { x: number; y: number; width: number; data: number[] }[] }[] };
    const ground = tiles(m, 'Ground');
    let checked = 0;
    for (const chunk of raw.layers[0].chunks ?? []) {
      chunk.data.forEach((g, i) => {
        const x = chunk.x + (i % chunk.width) + 48;
        const y = chunk.y + Math.floor(i / chunk.width) + 32;
        expect(ground.gids[y * m.width + x]).toBe(g & 0x0fffffff);
        checked++;
      });
    }
    expect(checked).toBe(20 * 256);
    const ext = m.tilesets[1];
    expect(ext).toMatchObject({ firstgid: 133, name: 'external-fantasy', tilecount: 132, columns: 12, source: 'external-fantasy.tsx' });
    expect(ext.image).toBe(c('excalibur-tiled/example/orthogonal-infinite/tilemap_packed.png'));
    expect(ext.tiles[93]).toMatchObject({ type: 'TilesetClass', properties: { item: 'test', tileset: 'prop' } });
    const objs = objects(m, 'Objects').objects;
    // The coin template's gid 94 counts from its own tileset entry (firstgid 1): 94 - 1 + 133.
    expect(objs[1]).toMatchObject({ name: 'Coin', type: 'Collectable', shape: 'tile', gid: 226, template: 'coin.tx', properties: { item: 'coin' } });
    // Objects move with the grid: (79.25, 77.75) + (48, 32) tiles of 16 px.
    expect(objs[0]).toMatchObject({ name: 'camera', shape: 'point', x: 79.25 + 768, y: 77.75 + 512, properties: { listprop1: [0.1, 0.5] } });
  });

  it('#11: chunks past the layer bounds, an image-collection tileset at 41, JSON templates remapped', () => {
    const m = load('dottiled/TestData/Maps/vinhui-firstgid-problem-map/vinhui-firstgid-problem-map.tmj');
    // The layer says 30x20; its chunks cover 32x16.
    expect([m.width, m.height, m.origin]).toEqual([32, 16, { x: 0, y: 0 }]);
    expect(m.tilesets.map((t) => [t.firstgid, t.name, t.columns])).toEqual([
      [1, 'terrainTiles_default', 10],
      [41, 'objects', 0],
    ]);
    expect(m.tilesets[1].tiles[0].image).toBe(c('dottiled/TestData/Maps/vinhui-firstgid-problem-map/Sprites/treeGreen_twigs.png'));
    const crates = objects(m, 'Crates').objects;
    expect(crates).toHaveLength(10);
    expect(crates[0]).toMatchObject({ shape: 'tile', gid: 53, width: 28, properties: { Health: { Current: 20, Max: 20 } } });
    expect(objects(m, 'Trees').properties).toEqual({ depth: 0.2 });
  });

  it('#7: nested groups flatten to "Group/Layer" names; a JSON template gives a polygon', () => {
    const m = load('dottiled/TestData/Maps/map-with-many-layers/map-with-many-layers.tmj');
    expect(m.layers.map((l) => l.name)).toEqual(['Root/Objects', 'Root/Sub/Tile 3', 'Root/Sub/Tile 2', 'Root/ImageLayer', 'Root/Tile Layer 1']);
    const poly = objects(m, 'Root/Objects').objects.find((o) => o.name === 'Poly');
    expect(poly).toMatchObject({ shape: 'polygon', template: 'poly.tj', properties: { templateprop: 'helo there' } });
    expect(poly?.points).toHaveLength(3);
  });

  it('#13: Tiled 1.9 `class` in place of `type`', () => {
    const m = load('tileson/content/test-maps/project-v1.9/maps/map1.json');
    expect(m.class).toBe('DummyClass');
    expect(objects(m, 'Da Object Layer').objects.map((o) => o.type)).toEqual(['Enemy', 'Enemy', 'DummyClass']);
  });

  it('#5: every primitive property type', () => {
    const m = load('excalibur-tiled/test/unit/tiled/parser-spec/orthogonal-complex.tmj');
    expect(m.layers[0].properties).toMatchObject({ boolean: false, 'int-prop': 14, 'float-prop': 123, 'some-color': '#ff55aa00', 'file-prop': 'Cloud.png', obj: 1 });
    expect(m.layers.find((l) => l.name === 'InvisibleLayer')?.visible).toBe(false);
  });

  it('#12: uncompressed base64 and an XML template', () => {
    const m = load('tileson/content/test-maps/ultimate_test_base64.json');
    expect(tiles(m, 'Wangio').gids.slice(0, 5)).toEqual([4, 4, 2, 4, 3]);
    const tpl = objects(m, 'Object Layer').objects.filter((o) => o.template === 'useless_template_object.tx');
    expect(tpl.map((o) => [o.width, o.properties.dummy])).toEqual([
      [32, 'Dumdum'],
      [32, 'Dumdum'],
      [32, 'Dumdum'],
    ]);
  });

  it('#14: a TMX map with base64+zlib and an external .tsx with margin and spacing', () => {
    const m = load('tiled/examples/desert.tmx');
    expect([m.width, m.height]).toEqual([40, 40]);
    expect(at(tiles(m, 'Ground'), 0, 0).gid).toBe(30);
    expect(m.tilesets[0]).toMatchObject({ name: 'Desert', tilecount: 48, columns: 8, margin: 1, spacing: 1, source: 'desert.tsx' });
  });

  it('map:check exits 1 on every corpus map with a message per map and no stack trace', () => {
    const r = spawnSync(join(ROOT, 'node_modules/.bin/node'), ['--import', 'tsx', 'server/cli/mapCheck.ts', ...maps], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    for (const p of maps) expect(r.stderr).toContain(`${p}: `);
    expect(r.stderr).toContain(`${c('excalibur-tiled/example/formats/test-zlib.json')}: has no tile layer named "terrain"`);
    expect(r.stderr).toContain('zstd compression');
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });
});
