import { describe, expect, it } from 'vitest';
import { parseTiledMap } from '../tiled/index.ts';
import type { ParsedMap } from '../tiled/index.ts';
import { actionsForSize, battleMapFromTiled } from './fromTiled.ts';

type Json = Record<string, unknown>;
const FILE = 'maps/test.tmj';

// Local tile ids of the test tileset; gid = id + 1.
const T = { clear: 1, rough: 2, woods: 3, swamp: 4, water: 5, deep: 6, barrier: 7, hill: 8, bare: 9, lava: 10, up2: 11, badHeight: 12 };
const prop = (name: string, value: unknown, type = typeof value === 'number' ? 'int' : 'string') => ({ name, type, value });
const tileset = {
  firstgid: 1,
  name: 'terrain',
  tilewidth: 32,
  tileheight: 32,
  tilecount: 16,
  columns: 4,
  image: 'terrain.png',
  imagewidth: 128,
  imageheight: 128,
  tiles: [
    ...['clear', 'rough', 'woods', 'swamp', 'water', 'deep-water', 'barrier'].map((t, id) => ({ id, properties: [prop('terrain', t)] })),
    { id: 7, properties: [prop('terrain', 'clear'), prop('height', 1)] },
    { id: 9, properties: [prop('terrain', 'lava')] },
    { id: 10, properties: [prop('height', 2)] },
    { id: 11, properties: [prop('height', 'tall')] },
  ],
};

const rect = (id: number, type: string, x: number, y: number, w: number, h: number, props: Json[] = []) => ({
  id,
  name: `${type} ${id}`,
  type,
  x,
  y,
  width: w,
  height: h,
  rotation: 0,
  properties: props,
});
const point = (id: number, type: string, x: number, y: number) => ({ id, name: '', type, point: true, x, y, width: 0, height: 0 });
const deploy = (id: number, side: unknown, x: number, y: number, w: number, h: number) => rect(id, 'deploy', x, y, w, h, [prop('side', side)]);

/** A 4x3 map: all clear, side 1 deploys in column 0, side 2 in column 3, a node at (1,1), a cube over (1..2, 0..1). */
function map(
  over: { terrain?: number[]; elevation?: number[]; zones?: unknown[]; props?: Json[]; width?: number; height?: number; extra?: Json } = {},
): ParsedMap {
  const width = over.width ?? 4;
  const height = over.height ?? 3;
  const layers: Json[] = [{ type: 'tilelayer', id: 1, name: 'terrain', width, height, data: over.terrain ?? new Array(width * height).fill(T.clear) }];
  if (over.elevation) layers.push({ type: 'tilelayer', id: 2, name: 'elevation', width, height, data: over.elevation });
  layers.push({
    type: 'objectgroup',
    id: 3,
    name: 'zones',
    objects: over.zones ?? [deploy(1, 1, 0, 0, 32, 96), deploy(2, 2, 96, 0, 32, 96), point(3, 'node', 48, 48), rect(4, 'cube', 32, 0, 64, 64)],
  });
  const json = { type: 'map', orientation: 'orthogonal', width, height, tilewidth: 32, tileheight: 32, infinite: false, layers, tilesets: [tileset], properties: over.props ?? [], ...over.extra };
  const r = parseTiledMap(JSON.stringify(json), FILE, () => undefined);
  if (!r.ok) throw new Error(r.error);
  return r.map;
}

function errorsOf(m: ParsedMap): string[] {
  const r = battleMapFromTiled(m, FILE);
  if (r.ok) throw new Error('expected convention errors');
  for (const e of r.errors) expect(e.startsWith(`${FILE}: `)).toBe(true);
  return r.errors.map((e) => e.slice(FILE.length + 2));
}

describe('battleMapFromTiled', () => {
  it('extracts terrain, elevation, deploy areas (0-based sides), nodes and the cube', () => {
    const terrain = [T.clear, T.rough, T.woods, T.swamp, T.water, T.clear, T.barrier, T.hill, T.deep, T.clear, T.clear, T.clear];
    const elevation = [0, 0, 0, 0, T.up2, 0, 0, 0, 0, 0, 0, T.up2];
    const r = battleMapFromTiled(map({ terrain, elevation, props: [prop('name', 'Test Field')] }), FILE);
    expect(r).toEqual({
      ok: true,
      map: {
        name: 'Test Field',
        width: 4,
        height: 3,
        actions: 3,
        terrain: ['clear', 'rough', 'woods', 'swamp', 'water', 'clear', 'barrier', 'clear', 'deep-water', 'clear', 'clear', 'clear'],
        // The elevation layer wins; else the terrain tile's height (the hill at (3,1)); else 0.
        elevation: [0, 0, 0, 0, 2, 0, 0, 1, 0, 0, 0, 2],
        deploy: [
          { x: 0, y: 0, w: 1, h: 3, side: 0 },
          { x: 3, y: 0, w: 1, h: 3, side: 1 },
        ],
        nodes: [{ x: 1, y: 1 }],
        cube: { x: 1, y: 0, w: 2, h: 2 },
      },
    });
  });

  it('names the map after its file and sets actions by size unless the map says otherwise', () => {
    const r = battleMapFromTiled(map(), 'some/dir/ridge.tmj');
    expect(r.ok && [r.map.name, r.map.actions]).toEqual(['ridge', 3]);
    const withActions = battleMapFromTiled(map({ props: [prop('actions', 4)] }), FILE);
    expect(withActions.ok && withActions.map.actions).toBe(4);
    expect(actionsForSize(20, 20)).toBe(3);
    expect(actionsForSize(21, 20)).toBe(5);
    expect(errorsOf(map({ props: [prop('actions', 0)] }))).toEqual(['map property "actions" must be an integer of at least 1 (got 0)']);
  });

  it('reports every empty square and each faulty tile once, naming where it is first used', () => {
    const terrain = [0, T.bare, T.bare, T.lava, ...new Array(8).fill(T.clear)];
    expect(errorsOf(map({ terrain }))).toEqual([
      'square (0,0) of layer terrain has no tile',
      'layer terrain: tile 8 of tileset "terrain" has no "terrain" property (one of clear, rough, woods, swamp, water, deep-water, barrier) (square (1,0) and 1 more)',
      'layer terrain: tile 9 of tileset "terrain" has terrain "lava", not one of clear, rough, woods, swamp, water, deep-water, barrier (square (3,0))',
    ]);
  });

  it('requires integer heights on elevation tiles', () => {
    const elevation = [T.badHeight, T.clear, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    expect(errorsOf(map({ elevation }))).toEqual([
      'layer elevation: tile 11 of tileset "terrain" has height "tall", not an integer (square (0,0))',
      'layer elevation: tile 0 of tileset "terrain" has no "height" property (square (1,0))',
    ]);
  });

  it('requires a terrain layer and a zones layer', () => {
    const m = map();
    const bare = { ...m, layers: [] };
    expect(errorsOf(bare)).toEqual([
      'has no tile layer named "terrain"',
      'has no object layer named "zones" (it holds the deploy areas, nodes and cube)',
    ]);
    const grouped = { ...m, layers: m.layers.map((l) => (l.name === 'terrain' ? { ...l, name: 'Ground/terrain' } : l)) };
    expect(errorsOf(grouped)[0]).toBe('layer "Ground/terrain" is inside a group; the "terrain" tile layer must be at the top level');
  });

  it('converts rectangles to the squares whose centres they cover', () => {
    const zones = [deploy(1, 1, 16, 10, 48, 30), deploy(2, 2, 96, 0, 32, 96)];
    const r = battleMapFromTiled(map({ zones }), FILE);
    expect(r.ok && r.map.deploy[0]).toEqual({ x: 0, y: 0, w: 2, h: 1, side: 0 });
    expect(errorsOf(map({ zones: [deploy(1, 1, 20, 0, 10, 96), deploy(2, 2, 96, 0, 32, 96)] }))).toEqual([
      'object 1 "deploy 1" in layer zones: the deploy area covers no square\'s centre',
      'needs deploy areas for at least two sides in layer zones (found side 2 only)',
    ]);
  });

  it('checks deploy areas: sides, numbering, bounds, enterable squares, overlaps', () => {
    expect(errorsOf(map({ zones: [deploy(1, 1, 0, 0, 32, 96)] }))).toEqual(['needs deploy areas for at least two sides in layer zones (found side 1 only)']);
    expect(errorsOf(map({ zones: [deploy(1, 1, 0, 0, 32, 96), deploy(2, 3, 96, 0, 32, 96)] }))).toEqual([
      'deploy sides 1,3 skip side 2; number sides 1 to 2',
    ]);
    expect(errorsOf(map({ zones: [deploy(1, 7, 0, 0, 32, 96), deploy(2, 'two', 96, 0, 32, 96), deploy(3, 1, 0, 0, 32, 32)] }))).toEqual([
      'object 1 "deploy 1" in layer zones: a deploy area needs an integer property "side" from 1 to 6 (got 7)',
      'object 2 "deploy 2" in layer zones: a deploy area needs an integer property "side" from 1 to 6 (got "two")',
      'needs deploy areas for at least two sides in layer zones (found side 1 only)',
    ]);
    expect(errorsOf(map({ zones: [deploy(1, 1, 0, 0, 32, 96), deploy(2, 2, 96, 0, 64, 96)] }))).toEqual([
      'object 2 "deploy 2" in layer zones: the deploy area (squares 3,0 to 4,2) lies outside the 4x3 map',
      'needs deploy areas for at least two sides in layer zones (found side 1 only)',
    ]);
    const walls = [T.barrier, T.clear, T.clear, T.clear, T.deep, T.clear, T.clear, T.clear, T.barrier, T.clear, T.clear, T.clear];
    expect(errorsOf(map({ terrain: walls, zones: [deploy(1, 1, 0, 0, 32, 96), deploy(2, 2, 96, 0, 32, 96)] }))).toEqual([
      'deploy area for side 1 at (0,0) has no square a unit can enter (all deep-water or barrier)',
    ]);
    expect(errorsOf(map({ zones: [deploy(1, 1, 0, 0, 64, 96), deploy(2, 2, 32, 0, 96, 96)] }))).toEqual(['deploy areas of sides 1 and 2 overlap']);
    const ellipse = { ...deploy(3, 1, 0, 0, 32, 32), ellipse: true };
    expect(errorsOf(map({ zones: [deploy(1, 1, 0, 0, 32, 96), deploy(2, 2, 96, 0, 32, 96), ellipse] }))).toEqual([
      'object 3 "deploy 3" in layer zones: a deploy area must be a rectangle, not a ellipse',
    ]);
  });

  it('checks nodes, the cube and unknown classes', () => {
    const sides = [deploy(1, 1, 0, 0, 32, 96), deploy(2, 2, 96, 0, 32, 96)];
    const terrain = [T.clear, T.barrier, ...new Array(10).fill(T.clear)];
    // A tile object is anchored bottom-left: this one covers (2,0).
    const tileNode = { id: 9, type: 'node', gid: T.clear, x: 64, y: 32, width: 32, height: 32 };
    const zones = [
      ...sides,
      point(3, 'node', 40, 8),
      point(4, 'node', 200, 8),
      point(5, 'node', 70, 70),
      point(6, 'node', 80, 80),
      tileNode,
      rect(7, 'cube', 0, 0, 32, 32),
      rect(8, 'cube', 0, 0, 32, 32),
      rect(10, 'Deploy', 0, 0, 32, 32),
    ];
    expect(errorsOf(map({ terrain, zones }))).toEqual([
      'object 4 in layer zones: node square (6,0) is outside the 4x3 map',
      'object 6 in layer zones: a second node on square (2,2)',
      'object 8 "cube 8" in layer zones: a second cube; a map has at most one',
      'object 10 "Deploy 10" in layer zones has class "Deploy"; objects in zones are deploy, node or cube',
      'node at square (1,0) is on barrier, which no unit can enter',
    ]);
  });

  it('places a node at the centre of its box, a tile object being anchored bottom-left', () => {
    const sides = [deploy(1, 1, 0, 0, 32, 96), deploy(2, 2, 96, 0, 32, 96)];
    const zones = [...sides, { id: 5, type: 'node', gid: T.clear, x: 64, y: 32, width: 32, height: 32 }, rect(6, 'node', 32, 64, 32, 32)];
    const r = battleMapFromTiled(map({ zones }), FILE);
    expect(r.ok && r.map.nodes).toEqual([
      { x: 2, y: 0 },
      { x: 1, y: 2 },
    ]);
  });

  it('requires square tiles and a finite map, and collects problems of every kind at once', () => {
    const m = { ...map(), tilewidth: 64, infinite: true };
    expect(errorsOf(m)).toEqual([
      'tiles are 64x32 pixels; battle maps need square tiles',
      'is an infinite map; battle maps must be finite (untick Map Properties > Infinite in Tiled)',
    ]);
  });
});
