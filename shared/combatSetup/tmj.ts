import type { BattleMap } from '../map/battleMap.ts';
import type { CombatSetup } from './generate.ts';
import type { Rect, SideId, Square } from './types.ts';

// The generated battlefield as a Tiled map (.tmj): the chosen map's tile layers unchanged, its zones
// replaced by the set-up's cube and deployment areas (docs/MAPS.md conventions, so the map checker
// accepts it), and one object layer per kind of set-up data that the checker leaves alone:
// "complications" (each area or square a complication puts on the grid, with its effect) for Tiled,
// the client and the engine to read. The set-up's other results ride along as map properties.

type Json = Record<string, unknown>;
type Prop = { name: string; type: 'string' | 'int' | 'bool'; value: string | number | boolean };

const IMPASSABLE = new Set(['deep-water', 'barrier']);

const str = (name: string, value: string): Prop => ({ name, type: 'string', value });
const int = (name: string, value: number): Prop => ({ name, type: 'int', value });

/** A deploy rectangle with no square a unit can enter is left out (the checker refuses one). */
function enterable(map: BattleMap, r: Rect): boolean {
  for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) if (!IMPASSABLE.has(map.terrain[y * map.width + x])) return true;
  return false;
}

/**
 * The .tmj of a set-up on its board. `raw` is the board's own .tmj as read; `map` its BattleMap (for
 * terrain); `tilesetSource` rewrites an external tileset's path for where the new file will live.
 */
export function battlefieldTmj(raw: Json, map: BattleMap, setup: CombatSetup, tilesetSource: (src: string) => string = (s) => s): Json {
  const tw = raw.tilewidth as number;
  const th = raw.tileheight as number;
  const layers = (raw.layers as Json[]).filter((l) => l.name !== 'zones' && l.name !== 'complications');
  const zones = (raw.layers as Json[]).find((l) => l.name === 'zones');
  let id = 1;
  const box = (r: Rect, type: string, name: string, properties: Prop[]): Json => ({
    id: id++, name, type, x: r.x * tw, y: r.y * th, width: r.w * tw, height: r.h * th, rotation: 0, visible: true, properties,
  });
  const square = (s: Square) => ({ x: s.x, y: s.y, w: 1, h: 1 });

  // Side 1 deploys first (docs/MAPS.md: 1 = first player); `team` says which side that is.
  const d = setup.deployment;
  const deploy: Json[] = [];
  ([d.first, d.second] as SideId[]).forEach((team, i) => {
    let areas = d.areas[team].filter((r) => enterable(map, r));
    if (areas.length === 0) areas = d.areas[team];
    for (const r of areas) deploy.push(box(r, 'deploy', `deploy ${team}`, [int('side', i + 1), str('team', team)]));
  });
  const nodes = ((zones?.objects as Json[]) ?? []).filter((o) => o.type === 'node' || o.class === 'node').map((o) => ({ ...o, id: id++ }));
  const cubeRect = { x: Math.max(0, setup.cube.bounds.x), y: Math.max(0, setup.cube.bounds.y), w: Math.min(setup.cube.side, map.width), h: Math.min(setup.cube.side, map.height) };
  const cube = box(cubeRect, 'cube', 'contested space', [int('side', setup.cube.side), int('zMin', setup.cube.zMin), int('zMax', setup.cube.zMax)]);

  const complications: Json[] = [];
  for (const c of setup.complications.list) {
    const props = [str('complication', c.id), str('effect', c.effect), str('details', JSON.stringify(c.details))];
    for (const r of c.where.rects) complications.push(box(r, c.id, c.name, props));
    for (const s of c.where.squares) complications.push(box(square(s), c.id, c.name, props));
  }
  const layerId = (raw.nextlayerid as number) ?? 100;
  const objectLayer = (lid: number, name: string, objects: Json[]): Json => ({
    draworder: 'topdown', id: lid, name, objects, opacity: 1, type: 'objectgroup', visible: true, x: 0, y: 0,
  });
  const e = setup.environments;
  const properties: Prop[] = [
    ...((raw.properties as Prop[]) ?? []).filter((p) => p.name !== 'name'),
    str('name', `${map.name}: combat step`),
    int('turnLimit', setup.turnLimit),
    str('preparation', setup.preparation.id),
    str('deployment', `${d.type}, ${d.first} first, range ${d.range.low}${d.range.high === null ? '+' : `-${d.range.high}`}`),
    str('environments', e.list.map((x) => (x.value ? `${x.id} ${x.value.total}` : x.id)).join(', ')),
    str('task', `${setup.task.skills.join('+')} DC ${setup.task.effectiveDc}, ${setup.task.when.id} the fight, ${setup.task.limits.id}`),
  ];
  return {
    ...raw,
    tilesets: (raw.tilesets as Json[]).map((t) => (typeof t.source === 'string' ? { ...t, source: tilesetSource(t.source) } : t)),
    properties,
    layers: [...layers, objectLayer(layerId, 'zones', [cube, ...deploy, ...nodes]), objectLayer(layerId + 1, 'complications', complications)],
    nextlayerid: layerId + 2,
    nextobjectid: id,
  };
}
