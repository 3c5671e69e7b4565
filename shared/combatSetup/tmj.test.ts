import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { battleMapFromTiled } from '../map/fromTiled.ts';
import { parseTiledMap, type ParsedObjectLayer } from '../tiled/index.ts';
import { generateCombatSetup } from './generate.ts';
import { BOARDS, STEP, TEAM } from './testing.ts';
import { battlefieldTmj } from './tmj.ts';

// The written battlefield must be a map the project's own parser reads and its checker accepts.

const MAPS = join(import.meta.dirname, '..', '..', 'maps');
const resolver = (rel: string) => {
  try {
    return readFileSync(join(MAPS, rel), 'utf8');
  } catch {
    return undefined;
  }
};
const load = (name: string) => {
  const text = readFileSync(join(MAPS, `${name}.tmj`), 'utf8');
  const parsed = parseTiledMap(text, `${name}.tmj`, resolver);
  if (!parsed.ok) throw new Error(parsed.error);
  const checked = battleMapFromTiled(parsed.map, `${name}.tmj`);
  if (!checked.ok) throw new Error(checked.errors.join('\n'));
  return { raw: JSON.parse(text), map: checked.map };
};
const sources = Object.fromEntries(BOARDS.map((b) => [b.name, load(b.name)]));

describe('battlefield as a Tiled map', () => {
  it('HC-01 HC-03 HC-06 the written .tmj parses, passes the map checker, and carries the cube, both deployment areas and every complication', () => {
    const boards = new Set<string>();
    for (let s = 0; s < 60; s++) {
      const r = generateCombatSetup({ step: STEP, heroes: TEAM, boards: BOARDS }, s);
      if (!r.ok) throw new Error(r.errors.join());
      const setup = r.setup;
      const src = sources[setup.board.name];
      boards.add(setup.board.name);
      const text = JSON.stringify(battlefieldTmj(src.raw, src.map, setup));
      const parsed = parseTiledMap(text, `seed-${s}.tmj`, resolver);
      if (!parsed.ok) throw new Error(parsed.error);
      const checked = battleMapFromTiled(parsed.map, `seed-${s}.tmj`);
      if (!checked.ok) throw new Error(checked.errors.join('\n'));
      const m = checked.map;
      expect([m.width, m.height]).toEqual([setup.board.width, setup.board.height]);
      expect(m.terrain).toEqual(src.map.terrain);
      expect(m.cube).toEqual(setup.cube.bounds);
      expect([...new Set(m.deploy.map((d) => d.side))].sort()).toEqual([0, 1]);
      const d = setup.deployment;
      for (const area of m.deploy) expect(d.areas[area.side === 0 ? d.first : d.second]).toContainEqual({ x: area.x, y: area.y, w: area.w, h: area.h });
      const layer = parsed.map.layers.find((l): l is ParsedObjectLayer => l.kind === 'object' && l.name === 'complications')!;
      const expected = setup.complications.list.reduce((n, c) => n + c.where.rects.length + c.where.squares.length, 0);
      expect(layer.objects.length).toBe(expected);
      for (const o of layer.objects) {
        const c = setup.complications.list.find((x) => x.id === o.properties.complication)!;
        expect(o.type).toBe(c.id);
        expect(o.properties.effect).toBe(c.effect);
        expect(JSON.parse(o.properties.details as string)).toEqual(c.details);
      }
      expect(parsed.map.properties.turnLimit).toBe(20);
    }
    expect([...boards].sort()).toEqual(['crossroads', 'skirmish', 'valley']);
  });

  it('HC-03 a deployment rectangle wholly on barrier or deep water is left out of the map (the checker refuses one), the rest kept', () => {
    const r = generateCombatSetup({ step: STEP, heroes: TEAM, boards: BOARDS }, 0);
    if (!r.ok) throw new Error(r.errors.join());
    const src = sources[r.setup.board.name];
    const i = src.map.terrain.indexOf('barrier');
    const wall = { x: i % src.map.width, y: Math.floor(i / src.map.width), w: 1, h: 1 };
    const d = r.setup.deployment;
    const setup = { ...r.setup, deployment: { ...d, areas: { ...d.areas, [d.first]: [...d.areas[d.first], wall] } } };
    const parsed = parseTiledMap(JSON.stringify(battlefieldTmj(src.raw, src.map, setup)), 'wall.tmj', resolver);
    if (!parsed.ok) throw new Error(parsed.error);
    const checked = battleMapFromTiled(parsed.map, 'wall.tmj');
    expect(checked.ok ? checked.map.deploy.length : checked.errors).toBe(d.areas.heroes.length + d.areas.opponents.length);
  });
});
