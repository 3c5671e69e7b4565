import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toClientMap } from './clientMap.ts';
import { objectBounds } from './objects.ts';
import { parseTiledMap } from './parseTiledMap.ts';
import { TEST_FILE, atlasTileset, encodeLayer, mapJson, objects, parseJson, tileLayer, tiles } from './testMaps.ts';
import type { ParseResult, ParsedMap } from './types.ts';
import { FLIP_D, FLIP_H, FLIP_HEX, FLIP_V } from './types.ts';

function ok(r: ParseResult): ParsedMap {
  if (!r.ok) throw new Error(`expected ok, got: ${r.error}`);
  return r.map;
}
function refused(r: ParseResult): string {
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
}

// Every flag combination, including the hex bit and a gid above 2^31 as unsigned.
const RAW = [0, 0x80000001, 0x40000002, 0x20000003, 0xa0000004, 0xe0000005, 0x10000006, 0xf0000007, 8, 0];
const GIDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 0];
const FLIPS = [0, FLIP_H, FLIP_V, FLIP_D, FLIP_H | FLIP_D, FLIP_H | FLIP_V | FLIP_D, FLIP_HEX, 15, 0, 0];

describe('layer data', () => {
  const wide = (fields: Record<string, unknown>) => mapJson({ width: 5, layers: [tileLayer('ground', [], { width: 5, ...fields })] });

  it.each(['csv', 'base64', 'zlib', 'gzip'] as const)('decodes %s to the same gids and flip flags', (format) => {
    const layer = tiles(ok(parseJson(wide(encodeLayer(RAW, format)))), 'ground');
    expect(layer.gids).toEqual(GIDS);
    expect(layer.flips).toEqual(FLIPS);
  });

  it('refuses zstd naming file, layer and feature', () => {
    const error = refused(parseJson(wide({ encoding: 'base64', compression: 'zstd', data: 'KLUv/QBYAQAAAA==' })));
    expect(error).toContain(TEST_FILE);
    expect(error).toContain('layer "ground"');
    expect(error).toContain('zstd compression');
  });

  it('refuses corrupt zlib data naming the layer', () => {
    const error = refused(parseJson(wide({ encoding: 'base64', compression: 'zlib', data: 'AAAAAAAAAAAA' })));
    expect(error).toMatch(/maps\/test\.tmj: layer "ground": zlib data is corrupt/);
  });

  it('refuses a cell count that does not match the layer size', () => {
    expect(refused(parseJson(mapJson({ layers: [tileLayer('ground', [1, 2, 3])] })))).toMatch(/layer "ground": has 3 cells, expected 6/);
  });

  it('refuses a gid that no tileset holds, naming the square', () => {
    expect(refused(parseJson(mapJson({ layers: [tileLayer('ground', [1, 1, 1, 1, 9, 1])] })))).toMatch(
      /layer "ground": square \(1,1\) holds tile gid 9, which is in no tileset/,
    );
  });

  it('reads an empty data array of an old export as an empty layer, with a warning', () => {
    const r = parseJson(mapJson({ layers: [tileLayer('hidden', [])] }));
    expect(tiles(ok(r), 'hidden').gids).toEqual([0, 0, 0, 0, 0, 0]);
    expect(r.ok && r.warnings.join()).toContain('layer "hidden": has no tile data');
  });
});

describe('map header', () => {
  it.each(['isometric', 'staggered', 'hexagonal'])('refuses %s maps naming file and orientation', (orientation) => {
    const error = refused(parseJson(mapJson({ orientation })));
    expect(error).toContain(TEST_FILE);
    expect(error).toContain(orientation);
  });

  it('refuses things that are not maps with a message, not an exception', () => {
    expect(refused(parseTiledMap('{oops', 'a.tmj', () => undefined))).toMatch(/^a\.tmj: not valid JSON/);
    expect(refused(parseTiledMap('[]', 'a.tmj', () => undefined))).toMatch(/^a\.tmj: not a Tiled map/);
    expect(refused(parseJson({ ...atlasTileset(), type: 'tileset' }))).toMatch(/is a Tiled tileset, not a map/);
    expect(refused(parseTiledMap('<tileset name="x"/>', 'a.tsx', () => undefined))).toMatch(/a\.tsx: is a tileset, not a map/);
  });
});

describe('TMX maps', () => {
  const tmx = (data: string) => `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="3" height="2" tilewidth="32" tileheight="32" infinite="0">
 <properties><property name="name" value="A &amp; B"/><property name="actions" type="int" value="4"/></properties>
 <tileset firstgid="1" name="atlas" tilewidth="32" tileheight="32" tilecount="8" columns="4">
  <image source="atlas.png" width="128" height="64"/>
  <tile id="2" type="wall"><properties><property name="terrain" value="barrier"/></properties></tile>
 </tileset>
 <layer id="1" name="ground" width="3" height="2">
  ${data}
 </layer>
 <objectgroup id="2" name="zones">
  <object id="1" name="d" type="deploy" x="0" y="0" width="64" height="32"><properties><property name="side" type="int" value="1"/></properties></object>
  <object id="2" type="node" x="40" y="40"><point/></object>
 </objectgroup>
</map>`;

  it('reads CSV, <tile> elements and base64+zlib alike', () => {
    const forms = [
      '<data encoding="csv">\n1,2,3,\n2147483652,5,6\n</data>',
      '<data><tile gid="1"/><tile gid="2"/><tile gid="3"/><tile gid="2147483652"/><tile gid="5"/><tile gid="6"/></data>',
      `<data encoding="base64" compression="zlib">${encodeLayer([1, 2, 3, 0x80000004, 5, 6], 'zlib').data as string}</data>`,
    ];
    for (const form of forms) {
      const m = ok(parseTiledMap(tmx(form), 'maps/x.tmx', () => undefined));
      expect(tiles(m, 'ground').gids).toEqual([1, 2, 3, 4, 5, 6]);
      expect(tiles(m, 'ground').flips[3]).toBe(FLIP_H);
      expect(m.properties).toEqual({ name: 'A & B', actions: 4 });
      expect(m.tilesets[0].tiles[2]).toEqual({ id: 2, type: 'wall', properties: { terrain: 'barrier' } });
      expect(m.tilesets[0].image).toBe('maps/atlas.png');
      expect(objects(m, 'zones').objects.map((o) => [o.type, o.shape, o.properties])).toEqual([
        ['deploy', 'rectangle', { side: 1 }],
        ['node', 'point', {}],
      ]);
    }
  });

  it('refuses a zstd TMX layer naming file, layer and feature', () => {
    const error = refused(parseTiledMap(tmx('<data encoding="base64" compression="zstd">KLUv/QBYAQAAAA==</data>'), 'maps/x.tmx', () => undefined));
    expect(error).toBe(
      'maps/x.tmx: layer "ground": zstd compression is not supported; save the map with CSV, base64 (uncompressed), zlib or gzip layer format',
    );
  });
});

describe('group layers', () => {
  it('flattens groups into "Group/Layer" names with composed offsets, opacity and visibility', () => {
    const map = mapJson({
      layers: [
        {
          type: 'group',
          name: 'Root',
          offsetx: 10,
          offsety: 5,
          opacity: 0.5,
          visible: true,
          layers: [
            { type: 'group', name: 'Sub', offsetx: 1, opacity: 0.5, visible: false, layers: [tileLayer('t', [1, 0, 0, 0, 0, 0], { offsetx: 100 })] },
            { type: 'objectgroup', name: 'things', objects: [] },
          ],
        },
        tileLayer('top', [0, 0, 0, 0, 0, 2]),
      ],
    });
    const m = ok(parseJson(map));
    expect(m.layers.map((l) => l.name)).toEqual(['Root/Sub/t', 'Root/things', 'top']);
    const t = tiles(m, 'Root/Sub/t');
    expect([t.offsetx, t.offsety, t.opacity, t.visible]).toEqual([111, 5, 0.25, false]);
    expect(objects(m, 'Root/things').offsetx).toBe(10);
  });
});

describe('infinite maps', () => {
  it('takes the extent from the chunks (negative too), flattens them, and shifts objects to match', () => {
    const chunk = (x: number, y: number, fill: number) => ({ x, y, width: 2, height: 2, data: [fill, 0, 0, fill] });
    const map = mapJson({
      infinite: true,
      width: 2,
      height: 2,
      layers: [
        { type: 'tilelayer', name: 'a', startx: -2, starty: -2, width: 2, height: 2, chunks: [chunk(-2, -2, 1)] },
        { type: 'tilelayer', name: 'b', startx: 2, starty: 0, width: 2, height: 2, chunks: [chunk(2, 0, 0x40000003)] },
        { type: 'objectgroup', name: 'o', objects: [{ id: 1, point: true, x: 0, y: 0 }] },
      ],
    });
    const m = ok(parseJson(map));
    expect([m.width, m.height, m.origin]).toEqual([6, 4, { x: -2, y: -2 }]);
    const a = tiles(m, 'a');
    expect(a.width).toBe(6);
    expect(a.gids.slice(0, 6)).toEqual([1, 0, 0, 0, 0, 0]);
    expect(a.gids[6 + 1]).toBe(1);
    const b = tiles(m, 'b');
    expect(b.gids[2 * 6 + 4]).toBe(3);
    expect(b.flips[2 * 6 + 4]).toBe(FLIP_V);
    expect(objects(m, 'o').objects[0]).toMatchObject({ x: 64, y: 64 });
  });

  it('decodes compressed chunks and names the chunk when one is broken', () => {
    const gz = encodeLayer([1, 2, 3, 4], 'gzip');
    const layer = { type: 'tilelayer', name: 'a', encoding: 'base64', compression: 'gzip', chunks: [{ x: 0, y: -2, width: 2, height: 2, data: gz.data }] };
    expect(tiles(ok(parseJson(mapJson({ infinite: true, layers: [layer] }))), 'a').gids).toEqual([1, 2, 3, 4]);
    const broken = { ...layer, chunks: [{ x: 0, y: -2, width: 2, height: 2, data: 'AAAA' }] };
    expect(refused(parseJson(mapJson({ infinite: true, layers: [broken] })))).toMatch(/layer "a": chunk at \(0,-2\): gzip data is corrupt/);
  });
});

describe('tilesets', () => {
  const tsx = `<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" name="ext" tilewidth="32" tileheight="32" tilecount="6" columns="3" margin="1" spacing="2">
 <image source="../img/ext.png" width="104" height="70"/>
 <tile id="4" class="marsh"><properties><property name="terrain" value="swamp"/><property name="height" type="int" value="-1"/></properties></tile>
</tileset>`;

  it('indexes tiles by id, not by position (unsorted since 1.7)', () => {
    const ts = ok(parseJson(mapJson())).tilesets[0];
    expect(ts.tiles[1].properties).toEqual({ terrain: 'rough', height: 2 });
    expect(ts.tiles[5]).toMatchObject({ type: 'tree', properties: { terrain: 'woods' } });
  });

  it('resolves external .tsx and .tsj tilesets relative to the map, images relative to the tileset', () => {
    const tsj = JSON.stringify({ ...atlasTileset({ name: 'json-ext', image: 'j.png' }), firstgid: undefined });
    const map = mapJson({
      layers: [tileLayer('ground', [1, 8, 9, 13, 0, 0x80000009])],
      tilesets: [atlasTileset(), { firstgid: 9, source: 'sets/ext.tsx' }, { firstgid: 15, source: 'sets/more.tsj' }],
    });
    const m = ok(parseJson(map, { 'sets/ext.tsx': tsx, 'sets/more.tsj': tsj }));
    const [, ext, json] = m.tilesets;
    expect(ext).toMatchObject({ name: 'ext', firstgid: 9, tilecount: 6, columns: 3, margin: 1, spacing: 2, source: 'sets/ext.tsx' });
    expect(ext.image).toBe('maps/img/ext.png');
    expect(ext.tiles[4]).toEqual({ id: 4, type: 'marsh', properties: { terrain: 'swamp', height: -1 } });
    expect(json).toMatchObject({ name: 'json-ext', firstgid: 15, image: 'maps/sets/j.png' });
    expect(m.tilesets[0].image).toBe('img/atlas.png');
  });

  it('refuses a missing external tileset naming it', () => {
    const error = refused(parseJson(mapJson({ tilesets: [{ firstgid: 1, source: 'gone.tsj' }] })));
    expect(error).toMatch(/^maps\/test\.tmj: tileset "gone\.tsj": external tileset file not found/);
  });

  it('counts tiles from the image when an old file omits tilecount and columns', () => {
    const old = { firstgid: 1, name: 'old', image: 'o.png', imagewidth: 800, imageheight: 32, tilewidth: 32, tileheight: 32, margin: 0, spacing: 0 };
    const ts = ok(parseJson(mapJson({ tilesets: [old] }))).tilesets[0];
    expect([ts.columns, ts.tilecount]).toEqual([25, 25]);
  });

  it('reads image collections: each tile its own image', () => {
    const coll = {
      firstgid: 1,
      name: 'coll',
      tilewidth: 64,
      tileheight: 64,
      columns: 0,
      tilecount: 2,
      tiles: [
        { id: 3, image: 'sprites/b.png', imagewidth: 10, imageheight: 20 },
        { id: 0, image: 'sprites/a.png', imagewidth: 30, imageheight: 40 },
      ],
    };
    const m = ok(parseJson(mapJson({ layers: [tileLayer('g', [1, 4, 0, 0, 0, 0])], tilesets: [coll] })));
    expect(m.tilesets[0]).toMatchObject({ columns: 0, tilecount: 4 });
    expect(m.tilesets[0].image).toBeUndefined();
    expect(m.tilesets[0].tiles[3]).toMatchObject({ image: 'maps/sprites/b.png', imagewidth: 10, imageheight: 20 });
    // gid 3 = tile id 2, which the collection does not have.
    expect(refused(parseJson(mapJson({ layers: [tileLayer('g', [3, 0, 0, 0, 0, 0])], tilesets: [coll] })))).toMatch(/gid 3, which is in no tileset/);
  });
});

describe('properties', () => {
  it('normalises the 1.2+ array shape, the old dict shape with propertytypes, and tileproperties', () => {
    const m = ok(
      parseJson(
        mapJson({
          properties: [
            { name: 'n', type: 'int', value: 3 },
            { name: 'c', type: 'class', propertytype: 'K', value: { a: 1 } },
            { name: 'l', type: 'list', value: [{ type: 'float', value: 0.5 }, { type: 'string', value: 'x' }] },
          ],
          layers: [tileLayer('g', [2, 0, 0, 0, 0, 0], { properties: { collides: 'true', n: '4' }, propertytypes: { collides: 'bool', n: 'int' } })],
          tilesets: [atlasTileset({ tiles: undefined, tileproperties: { '1': { bounce: '1' } }, tilepropertytypes: { '1': { bounce: 'int' } } })],
        }),
      ),
    );
    expect(m.properties).toEqual({ n: 3, c: { a: 1 }, l: [0.5, 'x'] });
    expect(m.layers[0].properties).toEqual({ collides: true, n: 4 });
    expect(m.tilesets[0].tiles[1].properties).toEqual({ bounce: 1 });
  });
});

describe('objects', () => {
  const layerWith = (objs: unknown[]) => mapJson({ layers: [{ type: 'objectgroup', name: 'o', objects: objs }] });

  it('reads every shape, `class` as well as `type`, and tile objects with flips and inherited tile type', () => {
    const m = ok(
      parseJson(
        layerWith([
          { id: 1, x: 1, y: 2, width: 3, height: 4, type: 'box' },
          { id: 2, point: true, x: 5, y: 6, class: 'spot' },
          { id: 3, ellipse: true, x: 0, y: 0, width: 8, height: 8 },
          { id: 4, polygon: [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 0, y: 4 }], x: 10, y: 10 },
          { id: 5, gid: 0x80000006, x: 32, y: 64, width: 32, height: 32 },
          { id: 6, gid: 99, x: 0, y: 0, width: 32, height: 32 },
        ]),
      ),
    );
    const o = objects(m, 'o').objects;
    expect(o.map((x) => [x.shape, x.type])).toEqual([
      ['rectangle', 'box'],
      ['point', 'spot'],
      ['ellipse', ''],
      ['polygon', ''],
      ['tile', 'tree'],
      ['rectangle', ''],
    ]);
    expect(o[4]).toMatchObject({ gid: 6, flips: FLIP_H, properties: { terrain: 'woods' } });
    // Tile objects are anchored bottom-left.
    expect(objectBounds(o[4])).toEqual({ left: 32, top: 32, width: 32, height: 32 });
    expect(objectBounds(o[0])).toEqual({ left: 1, top: 2, width: 3, height: 4 });
  });

  it('resolves JSON and XML templates, remapping the template gid through the map firstgid', () => {
    const tj = JSON.stringify({
      type: 'template',
      tileset: { firstgid: 1, source: '../sets/ext.tsj' },
      object: { gid: 2, width: 32, height: 32, name: 'crate', type: 'prop', properties: [{ name: 'hp', type: 'int', value: 5 }] },
    });
    const tx = '<template><object name="flag" type="marker" width="10" height="10"><properties><property name="team" value="red"/></properties></object></template>';
    const ext = JSON.stringify(atlasTileset({ name: 'ext' }));
    const map = mapJson({
      tilesets: [atlasTileset(), { firstgid: 9, source: 'sets/ext.tsj' }],
      layers: [
        {
          type: 'objectgroup',
          name: 'o',
          objects: [
            { id: 1, template: 'tpl/crate.tj', x: 5, y: 6, properties: [{ name: 'hp', type: 'int', value: 7 }] },
            { id: 2, template: 'tpl/flag.tx', x: 1, y: 1, name: 'renamed' },
            { id: 3, template: 'tpl/missing.tj', x: 1, y: 1 },
          ],
        },
      ],
    });
    const r = parseJson(map, { 'tpl/crate.tj': tj, 'tpl/flag.tx': tx, 'sets/ext.tsj': ext });
    const o = objects(ok(r), 'o').objects;
    expect(o).toHaveLength(2);
    expect(o[0]).toMatchObject({ shape: 'tile', gid: 10, x: 5, y: 6, name: 'crate', type: 'prop', properties: { hp: 7, terrain: 'rough' } });
    expect(o[1]).toMatchObject({ shape: 'rectangle', name: 'renamed', type: 'marker', width: 10, properties: { team: 'red' } });
    expect(r.ok && r.warnings.join('\n')).toMatch(/object 3: template "tpl\/missing\.tj": template file not found.*skipped/);
  });
});

describe('never throws', () => {
  const base = mapJson({
    layers: [
      tileLayer('g', [1, 2, 3, 4, 5, 0x80000006]),
      { type: 'group', name: 'G', layers: [{ type: 'objectgroup', name: 'o', objects: [{ id: 1, gid: 2, x: 0, y: 0 }, { id: 2, template: 't.tj' }] }] },
    ],
  });

  it('returns a result for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const r = parseTiledMap(text, 'f.tmj', () => undefined);
        return r.ok || r.error.startsWith('f.tmj');
      }),
    );
  });

  it('returns a result when any field of a valid map is replaced by anything', () => {
    const paths: (string | number)[][] = [];
    const walk = (v: unknown, path: (string | number)[]) => {
      paths.push(path);
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
    };
    walk(base, []);
    fc.assert(
      fc.property(fc.constantFrom(...paths.filter((p) => p.length > 0)), fc.anything(), (path, value) => {
        const copy = structuredClone(base) as Record<string | number, unknown>;
        let at = copy;
        for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
        at[path[path.length - 1]] = value;
        let r: ParseResult | undefined;
        expect(() => (r = parseJson(copy, { 't.tj': '{"object":{}}' }))).not.toThrow();
        if (r?.ok) expect(() => toClientMap((r as { map: ParsedMap }).map, (p) => p)).not.toThrow();
        return r !== undefined && (r.ok || !r.error.includes('internal parser error'));
      }),
      { numRuns: 500 },
    );
  });

  it('survives a resolver that throws', () => {
    const r = parseTiledMap(JSON.stringify(mapJson({ tilesets: [{ firstgid: 1, source: 'x.tsj' }] })), 'f.tmj', () => {
      throw new Error('disk on fire');
    });
    expect(refused(r)).toMatch(/^f\.tmj: tileset "x\.tsj": external tileset file not found/);
  });
});
