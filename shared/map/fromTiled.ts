// The map conventions (docs/MAPS.md): how a parsed Tiled map becomes the rules' BattleMap. Every
// problem is collected, not just the first, because a map maker fixes them all in one sitting.

import { objectBounds, tilesetFor } from '../tiled/index.ts';
import type { ParsedMap, ParsedObject, ParsedObjectLayer, ParsedTileLayer } from '../tiled/index.ts';
import { type BattleMap, type DeployArea, type Rect, type Square, TERRAINS, type Terrain } from './battleMap.ts';

export type BattleMapResult = { ok: true; map: BattleMap } | { ok: false; errors: string[] };

export const MAX_SIDES = 6;
/** SW-11: small maps get 3 actions per turn, large ones 5. 400 squares (20x20) is where "small" ends. */
export const SMALL_MAP_SQUARES = 400;
export const SMALL_MAP_ACTIONS = 3;
export const LARGE_MAP_ACTIONS = 5;
/** Beyond this many squares with the same fault, one line says how many more: a list of 300 helps nobody. */
const LISTED_SQUARES = 5;

const IMPASSABLE: ReadonlySet<Terrain> = new Set<Terrain>(['deep-water', 'barrier']);

export function actionsForSize(width: number, height: number): number {
  return width * height <= SMALL_MAP_SQUARES ? SMALL_MAP_ACTIONS : LARGE_MAP_ACTIONS;
}

/** Integers as 1.2+ files store them, or as strings as pre-1.2 files and untyped properties do. */
function integerOf(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v)) return Number(v);
  return undefined;
}

function isTerrain(v: unknown): v is Terrain {
  return typeof v === 'string' && (TERRAINS as readonly string[]).includes(v);
}

function baseName(fileName: string): string {
  const base = fileName.slice(fileName.replace(/\\/g, '/').lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

/** Tile properties of a cell's gid, and a name for the tile that a map maker can find in Tiled. */
function tileOf(parsed: ParsedMap, gid: number): { props: Record<string, unknown>; label: string } {
  const ts = tilesetFor(parsed.tilesets, gid);
  if (!ts) return { props: {}, label: `gid ${gid}` };
  const local = gid - ts.firstgid;
  return { props: ts.tiles[local]?.properties ?? {}, label: `tile ${local} of tileset ${JSON.stringify(ts.name)}` };
}

/** One problem per distinct tile, naming the first square that uses it, rather than one per square. */
class TileFaults {
  private readonly faults = new Map<string, { first: Square; count: number }>();
  add(message: string, x: number, y: number): void {
    const f = this.faults.get(message);
    if (f) f.count++;
    else this.faults.set(message, { first: { x, y }, count: 1 });
  }
  report(push: (m: string) => void): void {
    for (const [message, { first, count }] of this.faults) {
      push(`${message} (square (${first.x},${first.y})${count > 1 ? ` and ${count - 1} more` : ''})`);
    }
  }
}

function uniqueTileLayer(parsed: ParsedMap, name: string, errors: (m: string) => void, required: boolean): ParsedTileLayer | undefined {
  const found = parsed.layers.filter((l): l is ParsedTileLayer => l.kind === 'tile' && l.name === name);
  if (found.length > 1) errors(`has ${found.length} tile layers named ${JSON.stringify(name)}; keep one`);
  if (found.length === 0) {
    const nested = parsed.layers.find((l) => l.kind === 'tile' && l.name.endsWith(`/${name}`));
    const other = parsed.layers.find((l) => l.kind !== 'tile' && l.name === name);
    if (nested) errors(`layer ${JSON.stringify(nested.name)} is inside a group; the ${JSON.stringify(name)} tile layer must be at the top level`);
    else if (other) errors(`layer ${JSON.stringify(name)} is an ${other.kind} layer; it must be a tile layer`);
    else if (required) errors(`has no tile layer named ${JSON.stringify(name)}`);
    return undefined;
  }
  const layer = found[0];
  if (layer.width !== parsed.width || layer.height !== parsed.height) {
    errors(`layer ${JSON.stringify(name)} is ${layer.width}x${layer.height}, the map is ${parsed.width}x${parsed.height}`);
    return undefined;
  }
  return layer;
}

function readTerrain(parsed: ParsedMap, layer: ParsedTileLayer, error: (m: string) => void) {
  const terrain: (Terrain | undefined)[] = new Array(layer.gids.length).fill(undefined);
  const heights: (number | undefined)[] = new Array(layer.gids.length).fill(undefined);
  const empty: Square[] = [];
  const faults = new TileFaults();
  layer.gids.forEach((gid, i) => {
    const x = i % layer.width;
    const y = Math.floor(i / layer.width);
    if (gid === 0) {
      empty.push({ x, y });
      return;
    }
    const { props, label } = tileOf(parsed, gid);
    if (props.terrain === undefined) faults.add(`layer terrain: ${label} has no "terrain" property (one of ${TERRAINS.join(', ')})`, x, y);
    else if (!isTerrain(props.terrain)) {
      faults.add(`layer terrain: ${label} has terrain ${JSON.stringify(props.terrain)}, not one of ${TERRAINS.join(', ')}`, x, y);
    } else terrain[i] = props.terrain;
    if (props.height !== undefined) {
      const h = integerOf(props.height);
      if (h === undefined) faults.add(`layer terrain: ${label} has height ${JSON.stringify(props.height)}, not an integer`, x, y);
      else heights[i] = h;
    }
  });
  for (const s of empty.slice(0, LISTED_SQUARES)) error(`square (${s.x},${s.y}) of layer terrain has no tile`);
  if (empty.length > LISTED_SQUARES) error(`${empty.length - LISTED_SQUARES} more squares of layer terrain have no tile`);
  faults.report(error);
  return { terrain, heights };
}

function readElevation(parsed: ParsedMap, layer: ParsedTileLayer, error: (m: string) => void): (number | undefined)[] {
  const faults = new TileFaults();
  const heights = layer.gids.map((gid, i) => {
    if (gid === 0) return undefined;
    const { props, label } = tileOf(parsed, gid);
    const h = integerOf(props.height);
    if (h === undefined) {
      const what = props.height === undefined ? 'no "height" property' : `height ${JSON.stringify(props.height)}, not an integer`;
      faults.add(`layer elevation: ${label} has ${what}`, i % layer.width, Math.floor(i / layer.width));
    }
    return h;
  });
  faults.report(error);
  return heights;
}

function describe(o: ParsedObject): string {
  return `object ${o.id}${o.name ? ` ${JSON.stringify(o.name)}` : ''} in layer zones`;
}

interface Zones {
  deploy: DeployArea[];
  nodes: Square[];
  cube?: Rect;
}

function readZones(parsed: ParsedMap, layer: ParsedObjectLayer, error: (m: string) => void): Zones {
  const { tilewidth: tw, tileheight: th, width, height } = parsed;
  const zones: Zones = { deploy: [], nodes: [] };
  const inside = (r: Rect) => r.x >= 0 && r.y >= 0 && r.x + r.w <= width && r.y + r.h <= height;

  /** The squares whose centres lie inside the object's box (edges included). */
  const squaresOf = (o: ParsedObject): Rect | undefined => {
    const b = objectBounds(o);
    const left = b.left + layer.offsetx;
    const top = b.top + layer.offsety;
    const x0 = Math.ceil(left / tw - 0.5) || 0;
    const y0 = Math.ceil(top / th - 0.5) || 0;
    const x1 = Math.floor((left + b.width) / tw - 0.5);
    const y1 = Math.floor((top + b.height) / th - 0.5);
    return x1 < x0 || y1 < y0 ? undefined : { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
  };
  const area = (o: ParsedObject, what: string): Rect | undefined => {
    if (o.shape !== 'rectangle') {
      error(`${describe(o)}: a ${what} must be a rectangle, not a ${o.shape}`);
      return undefined;
    }
    if (o.rotation !== 0) {
      error(`${describe(o)}: a ${what} rectangle must not be rotated`);
      return undefined;
    }
    const r = squaresOf(o);
    if (!r) error(`${describe(o)}: the ${what} covers no square's centre`);
    else if (!inside(r)) error(`${describe(o)}: the ${what} (squares ${r.x},${r.y} to ${r.x + r.w - 1},${r.y + r.h - 1}) lies outside the ${width}x${height} map`);
    else return r;
    return undefined;
  };

  const nodeSquares = new Set<string>();
  for (const o of layer.objects) {
    switch (o.type) {
      case 'deploy': {
        const side = integerOf(o.properties.side);
        if (side === undefined || side < 1 || side > MAX_SIDES) {
          const got = o.properties.side === undefined ? 'none' : JSON.stringify(o.properties.side);
          error(`${describe(o)}: a deploy area needs an integer property "side" from 1 to ${MAX_SIDES} (got ${got})`);
        }
        const r = area(o, 'deploy area');
        if (r && side !== undefined && side >= 1 && side <= MAX_SIDES) zones.deploy.push({ ...r, side: side - 1 });
        break;
      }
      case 'cube': {
        const r = area(o, 'cube');
        if (r && zones.cube) error(`${describe(o)}: a second cube; a map has at most one`);
        else if (r) zones.cube = r;
        break;
      }
      case 'node': {
        if (o.shape === 'polygon' || o.shape === 'polyline' || o.shape === 'text') {
          error(`${describe(o)}: a node must be a point or a rectangle, not a ${o.shape}`);
          break;
        }
        const b = objectBounds(o);
        const s = {
          x: Math.floor((b.left + layer.offsetx + b.width / 2) / tw),
          y: Math.floor((b.top + layer.offsety + b.height / 2) / th),
        };
        if (!inside({ ...s, w: 1, h: 1 })) error(`${describe(o)}: node square (${s.x},${s.y}) is outside the ${width}x${height} map`);
        else if (nodeSquares.has(`${s.x},${s.y}`)) error(`${describe(o)}: a second node on square (${s.x},${s.y})`);
        else {
          nodeSquares.add(`${s.x},${s.y}`);
          zones.nodes.push(s);
        }
        break;
      }
      default:
        error(`${describe(o)} has class ${JSON.stringify(o.type)}; objects in zones are deploy, node or cube`);
    }
  }
  return zones;
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

function checkDeploy(deploy: DeployArea[], terrain: (Terrain | undefined)[], width: number, error: (m: string) => void): void {
  const sides = [...new Set(deploy.map((d) => d.side))].sort((a, b) => a - b);
  if (sides.length < 2) {
    error(`needs deploy areas for at least two sides in layer zones (found ${sides.length === 0 ? 'none' : `side ${sides[0] + 1} only`})`);
  } else if (sides[sides.length - 1] !== sides.length - 1) {
    // A map for n players must serve sides 1..n: a gap would leave a seat with nowhere to deploy.
    const missing = Array.from({ length: sides[sides.length - 1] + 1 }, (_, i) => i).filter((s) => !sides.includes(s));
    error(`deploy sides ${sides.map((s) => s + 1).join(',')} skip side ${missing.map((s) => s + 1).join(',')}; number sides 1 to ${sides.length}`);
  }
  deploy.forEach((d, i) => {
    let enterable = false;
    for (let y = d.y; y < d.y + d.h && !enterable; y++) {
      for (let x = d.x; x < d.x + d.w && !enterable; x++) {
        const t = terrain[y * width + x];
        // Unknown terrain is already an error of its own; do not add a second one here.
        if (t === undefined || !IMPASSABLE.has(t)) enterable = true;
      }
    }
    if (!enterable) error(`deploy area for side ${d.side + 1} at (${d.x},${d.y}) has no square a unit can enter (all deep-water or barrier)`);
    for (const other of deploy.slice(i + 1)) {
      if (other.side !== d.side && overlaps(d, other)) error(`deploy areas of sides ${d.side + 1} and ${other.side + 1} overlap`);
    }
  });
}

/** The BattleMap of a parsed map, or every way it breaks the conventions, each message naming the file. */
export function battleMapFromTiled(parsed: ParsedMap, fileName: string): BattleMapResult {
  const errors: string[] = [];
  const error = (m: string) => errors.push(`${fileName}: ${m}`);

  if (parsed.tilewidth !== parsed.tileheight) error(`tiles are ${parsed.tilewidth}x${parsed.tileheight} pixels; battle maps need square tiles`);
  if (parsed.infinite) error('is an infinite map; battle maps must be finite (untick Map Properties > Infinite in Tiled)');

  const nameProp = parsed.properties.name;
  if (nameProp !== undefined && (typeof nameProp !== 'string' || nameProp.trim() === '')) {
    error(`map property "name" must be a non-empty string (got ${JSON.stringify(nameProp)})`);
  }
  const name = typeof nameProp === 'string' && nameProp.trim() !== '' ? nameProp : baseName(fileName);

  let actions = actionsForSize(parsed.width, parsed.height);
  if (parsed.properties.actions !== undefined) {
    const a = integerOf(parsed.properties.actions);
    if (a === undefined || a < 1) error(`map property "actions" must be an integer of at least 1 (got ${JSON.stringify(parsed.properties.actions)})`);
    else actions = a;
  }

  const count = parsed.width * parsed.height;
  let terrain: (Terrain | undefined)[] = new Array(count).fill(undefined);
  let terrainHeights: (number | undefined)[] = new Array(count).fill(undefined);
  const terrainLayer = uniqueTileLayer(parsed, 'terrain', error, true);
  if (terrainLayer) ({ terrain, heights: terrainHeights } = readTerrain(parsed, terrainLayer, error));

  const elevationLayer = uniqueTileLayer(parsed, 'elevation', error, false);
  const elevationHeights = elevationLayer ? readElevation(parsed, elevationLayer, error) : [];
  const elevation = terrainHeights.map((h, i) => elevationHeights[i] ?? h ?? 0);

  const zoneLayers = parsed.layers.filter((l): l is ParsedObjectLayer => l.kind === 'object' && l.name === 'zones');
  let zones: Zones = { deploy: [], nodes: [] };
  if (zoneLayers.length === 0) error('has no object layer named "zones" (it holds the deploy areas, nodes and cube)');
  else if (zoneLayers.length > 1) error(`has ${zoneLayers.length} object layers named "zones"; keep one`);
  else {
    zones = readZones(parsed, zoneLayers[0], error);
    checkDeploy(zones.deploy, terrain, parsed.width, error);
    for (const n of zones.nodes) {
      const t = terrain[n.y * parsed.width + n.x];
      if (t !== undefined && IMPASSABLE.has(t)) error(`node at square (${n.x},${n.y}) is on ${t}, which no unit can enter`);
    }
  }

  if (errors.length > 0) return { ok: false, errors };
  const map: BattleMap = {
    name,
    width: parsed.width,
    height: parsed.height,
    actions,
    terrain: terrain as Terrain[],
    elevation,
    deploy: zones.deploy,
    nodes: zones.nodes,
  };
  if (zones.cube) map.cube = zones.cube;
  return { ok: true, map };
}
