import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toClientMap } from './clientMap.ts';
import { atlasTileset, encodeLayer, mapJson, parseJson, tileLayer } from './testMaps.ts';
import type { ParsedMap } from './types.ts';

function parsed(map: unknown, files: Record<string, string> = {}): ParsedMap {
  const r = parseJson(map, files);
  if (!r.ok) throw new Error(r.error);
  return r.map;
}

const url = (p: string) => `/assets/${p}`;

/** A map with everything Phaser's parser cannot take: compression, an external tileset, a group, a template. */
function awkwardMap() {
  const tsx = '<tileset name="ext" tilewidth="32" tileheight="32" tilecount="4" columns="2"><image source="ext.png" width="64" height="64"/></tileset>';
  const tj = JSON.stringify({ type: 'template', tileset: { firstgid: 1, source: 'ext.tsx' }, object: { gid: 2, width: 32, height: 32, class: 'crate' } });
  const map = mapJson({
    layers: [
      { type: 'group', name: 'G', offsetx: 4, layers: [tileLayer('ground', [], { ...encodeLayer([1, 0x80000002, 0xa0000009, 0x10000005, 0, 12], 'zlib'), offsety: 2 })] },
      { type: 'objectgroup', name: 'zones', objects: [{ id: 1, template: 'crate.tj', x: 32, y: 64 }, { id: 2, class: 'node', point: true, x: 5, y: 5 }] },
    ],
    tilesets: [atlasTileset(), { firstgid: 9, source: 'ext.tsx' }],
  });
  return parsed(map, { 'ext.tsx': tsx, 'crate.tj': tj });
}

describe('toClientMap', () => {
  it('writes a finite orthogonal map: plain data with H/V/D flags kept and the hex flag cleared, tilesets embedded', () => {
    const c = toClientMap(awkwardMap(), url);
    expect(c).toMatchObject({ orientation: 'orthogonal', infinite: false, width: 3, height: 2 });
    const ground = c.layers[0];
    expect(ground).toMatchObject({ type: 'tilelayer', name: 'G/ground', offsetx: 4, offsety: 2, x: 0, y: 0 });
    expect(ground.type === 'tilelayer' && ground.data).toEqual([1, 0x80000002, 0xa0000009, 5, 0, 12]);
    expect(JSON.stringify(ground)).not.toMatch(/compression|encoding/);
    expect(c.tilesets.map((t) => [t.firstgid, t.name, t.image])).toEqual([
      [1, 'atlas', '/assets/img/atlas.png'],
      [9, 'ext', '/assets/maps/ext.png'],
    ]);
    expect(c.tilesets.every((t) => !('source' in t))).toBe(true);
    const zones = c.layers[1];
    expect(zones.type === 'objectgroup' && zones.objects.map((o) => [o.type, o.gid])).toEqual([
      ['crate', 10],
      ['node', undefined],
    ]);
  });

  it('is plain JSON', () => {
    const c = toClientMap(awkwardMap(), url);
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
  });
});

// Phaser's own Tiled parser, run on what toClientMap produces. Phaser's device checks touch a browser
// at import time, so a few globals are stubbed for the duration; the parser itself is pure data work.
describe("Phaser's Tiled JSON parser reads the client map", () => {
  type Tile = { index: number; flipX: boolean; rotation: number; properties: Record<string, unknown> };
  type MapData = {
    width: number;
    layers: { name: string; data: (Tile | null)[][] }[];
    tilesets: { name: string }[];
    objects: { name: string; objects: { type: string; gid?: number; flippedHorizontal?: boolean }[] }[];
  };
  let parseTiled: (name: string, source: unknown, insertNull: boolean) => MapData;
  const saved = new Map<string, PropertyDescriptor | undefined>();

  beforeAll(() => {
    const g = globalThis as Record<string, unknown>;
    const anything = (): unknown =>
      new Proxy(function () {}, {
        get: (_t, k) => (k === Symbol.toPrimitive ? () => 0 : k === 'data' ? [0, 0, 0, 0] : anything()),
        apply: () => anything(),
        construct: () => anything() as object,
        set: () => true,
      });
    const stubs: Record<string, unknown> = {
      window: g,
      document: { documentElement: {}, createElement: () => ({ getContext: () => anything(), style: {} }), addEventListener() {} },
      Image: function () {},
      HTMLCanvasElement: function () {},
    };
    for (const [k, value] of Object.entries(stubs)) {
      saved.set(k, Object.getOwnPropertyDescriptor(g, k));
      Object.defineProperty(g, k, { value, configurable: true, writable: true });
    }
    const require = createRequire(import.meta.url);
    // Not in phaser's package exports, so by path: the very file the client's loader runs.
    parseTiled = require(fileURLToPath(new URL('../../node_modules/phaser/src/tilemaps/parsers/tiled/ParseJSONTiled.js', import.meta.url)));
  });
  afterAll(() => {
    const g = globalThis as Record<string, unknown>;
    for (const [k, descriptor] of saved) {
      if (descriptor) Object.defineProperty(g, k, descriptor);
      else delete g[k];
    }
  });

  it('without warnings, with every tile, flip, tile property and object type', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const data = parseTiled('m', toClientMap(awkwardMap(), url), true);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();

    expect(data.layers.map((l) => l.name)).toEqual(['G/ground']);
    const row0 = data.layers[0].data[0];
    const row1 = data.layers[0].data[1];
    expect([row0[0]?.index, row0[1]?.index, row0[2]?.index, row1[0]?.index, row1[1], row1[2]?.index]).toEqual([1, 2, 9, 5, null, 12]);
    expect(row0[1]?.flipX).toBe(true);
    expect(row0[2]?.rotation).toBeCloseTo(Math.PI / 2);
    expect(row0[1]?.properties).toEqual({ terrain: 'rough', height: 2 });
    expect(data.tilesets.map((t) => t.name)).toEqual(['atlas', 'ext']);
    expect(data.objects[0].objects.map((o) => [o.type, o.gid])).toEqual([
      ['crate', 10],
      ['node', undefined],
    ]);
  });

  it('for an infinite map with negative chunks (which would crash it raw)', () => {
    const chunked = mapJson({
      infinite: true,
      layers: [{ type: 'tilelayer', name: 'a', startx: 0, starty: 0, width: 2, height: 2, chunks: [{ x: -2, y: -1, width: 2, height: 2, data: [1, 2, 3, 4] }] }],
    });
    const data = parseTiled('m', toClientMap(parsed(chunked), url), true);
    expect(data.width).toBe(2);
    expect(data.layers[0].data.map((r) => r.map((t) => t?.index))).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
});

describe('toClientMap keeps parsed maps lossless where Phaser can use it', () => {
  it('keeps layer order, visibility and properties', () => {
    const m = parsed(mapJson({ layers: [tileLayer('a', [1, 1, 1, 1, 1, 1], { visible: false, properties: [{ name: 'k', type: 'bool', value: true }] })] }));
    expect(toClientMap(m, url).layers[0]).toMatchObject({ name: 'a', visible: false, properties: [{ name: 'k', type: 'bool', value: true }] });
  });
});
