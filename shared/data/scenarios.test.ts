import { describe, expect, it } from 'vitest';
import type { BattleMap } from '../map/battleMap.ts';
import { heroById, heroIds, IMPASSABLE, isInt, isPosInt, isStr, ID, listOf, onlyKeys, scenarios, unitById, unitIds, type Json } from './dataChecks.ts';
import { repoMap } from '../../test/repoMaps.ts';

// scenarios.json against the schema the engine reads, the real maps and the rules' limits.

const MAP_IDS = ['skirmish', 'valley', 'crossroads'] as const;
/** Side letters A-F, side colours and deploy sides 1-6 of the map conventions: at most six sides. */
const MAX_SIDES = 6;

// ---- the real maps, read from disk the way the server reads them --------------------------------


const maps = new Map<string, BattleMap>(MAP_IDS.map((id) => [id, repoMap(id)]));

/** Squares of a side's deploy areas a unit can stand on. */
function deployRoom(map: BattleMap, side: number): number {
  let n = 0;
  for (const a of map.deploy.filter((d) => d.side === side))
    for (let y = a.y; y < a.y + a.h; y++) for (let x = a.x; x < a.x + a.w; x++) if (!IMPASSABLE.includes(map.terrain[y * map.width + x])) n++;
  return n;
}

function forceCost(side: Json): number {
  const us = (side.units as string[]).reduce((s, id) => s + ((unitById.get(id)?.cost as number) ?? 0), 0);
  const hs = ((side.heroes as string[] | undefined) ?? []).reduce((s, id) => s + ((heroById.get(id)?.cost as number) ?? 0), 0);
  return us + hs;
}

// ---- scenarios -----------------------------------------------------------------------------------

const SIDE_FIELDS = ['name', 'team', 'units', 'heroes', 'reinforcements', 'noRebuild'];
const WIN_FIELDS = ['destroy', 'mostUnitsAfter', 'nodesAfter', 'hold', 'escape', 'lastTurn'];

function winProblems(s: Json, map: BattleMap): string[] {
  const id = s.id as string;
  const win = s.win as Json;
  const out = onlyKeys(`${id}.win`, win, WIN_FIELDS);
  if (out.length) return out;
  if (!WIN_FIELDS.some((k) => k in win)) out.push(`${id}.win: no condition`);
  if ('destroy' in win && typeof win.destroy !== 'boolean') out.push(`${id}.win.destroy: not a boolean`);
  for (const k of ['mostUnitsAfter', 'nodesAfter', 'lastTurn']) if (k in win && !isPosInt(win[k])) out.push(`${id}.win.${k}: not a positive integer`);
  if (!['mostUnitsAfter', 'nodesAfter', 'lastTurn'].some((k) => k in win)) out.push(`${id}.win: nothing ends the battle if no side wins outright`);
  if ('nodesAfter' in win && map.nodes.length === 0) out.push(`${id}.win.nodesAfter: map ${s.map} has no resource nodes`);
  if ('lastTurn' in win)
    for (const k of ['mostUnitsAfter', 'nodesAfter']) if (k in win && (win[k] as number) > (win.lastTurn as number)) out.push(`${id}.win.${k}: after lastTurn`);
  if ('hold' in win) {
    const hold = win.hold as Json;
    out.push(...onlyKeys(`${id}.win.hold`, hold, ['area', 'turns']));
    if (!isPosInt(hold.turns)) out.push(`${id}.win.hold.turns: not a positive integer`);
    if (hold.area === 'cube') {
      if (!map.cube) out.push(`${id}.win.hold: map ${s.map} has no cube`);
    } else {
      const a = hold.area as Json;
      const r = onlyKeys(`${id}.win.hold.area`, a, ['x', 'y', 'w', 'h']);
      if (r.length) out.push(...r);
      else if (![a.x, a.y].every(isInt) || ![a.w, a.h].every(isPosInt)) out.push(`${id}.win.hold.area: x, y, w, h must be integers, w and h at least 1`);
      else if ((a.x as number) < 0 || (a.y as number) < 0 || (a.x as number) + (a.w as number) > map.width || (a.y as number) + (a.h as number) > map.height)
        out.push(`${id}.win.hold.area: outside the ${map.width}x${map.height} map`);
    }
  }
  if ('escape' in win) {
    const e = win.escape as Json;
    out.push(...onlyKeys(`${id}.win.escape`, e, ['side', 'unitType']));
    const sides = s.sides as Json[];
    if (!isInt(e.side) || e.side < 0 || e.side >= sides.length) out.push(`${id}.win.escape.side: ${String(e.side)} is not a side (0-based)`);
    else {
      const side = sides[e.side];
      const available = [...(side.units as string[]), ...((side.reinforcements as string[] | undefined) ?? [])];
      if (!available.includes(e.unitType as string)) out.push(`${id}.win.escape.unitType: side ${e.side} has no "${String(e.unitType)}"`);
    }
  }
  return out;
}

/** SW-01 teams: all sides or none name one (a positive integer); named, they make two teams at least. */
function teamProblems(s: Json): string[] {
  const id = s.id as string;
  const sides = s.sides as Json[];
  const given = sides.filter((x) => 'team' in x);
  if (given.length === 0) return [];
  const out: string[] = [];
  if (given.length !== sides.length) out.push(`${id}: ${given.length} of ${sides.length} sides name a team; name one for every side or for none`);
  for (const [i, x] of given.entries()) if (!isPosInt(x.team)) out.push(`${id}.sides[${i}].team: not a positive integer`);
  if (new Set(given.map((x) => x.team)).size < 2) out.push(`${id}: every side is on one team, so nobody has an enemy`);
  return out;
}

/** A well-formed scenario for the validator's own tests. */
const GOOD: Json = {
  id: 'probe',
  name: 'Probe',
  description: 'x',
  map: 'valley',
  sides: [
    { name: 'A', units: ['police'] },
    { name: 'B', units: ['thugs'] },
  ],
  win: { destroy: true, lastTurn: 8 },
};

describe('scenarios.json', () => {
  it('SW-01 has at least 4 scenarios with unique ids, the first two kept as they were', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(4);
    expect(new Set(scenarios.map((s) => s.id)).size).toBe(scenarios.length);
    const kept = scenarios.slice(0, 2).map((s) => [s.id, s.map, (s.sides as Json[]).map((x) => x.name)]);
    expect(kept).toEqual([
      ['skirmish', 'skirmish', ['Agency', 'Cult']],
      ['valley-clash', 'valley', ['Army', 'Incursion']],
    ]);
  });

  it('SW-01 the scenarios between them use every kind of win condition', () => {
    const kinds = new Set(scenarios.flatMap((s) => Object.keys(s.win as Json)));
    for (const k of WIN_FIELDS) expect(kinds.has(k), k).toBe(true);
    const signatures = new Set(scenarios.map((s) => Object.keys(s.win as Json).sort().join('+')));
    expect(signatures.size).toBeGreaterThanOrEqual(4);
  });

  describe.each(scenarios.map((s) => [s.id as string, s] as const))('%s', (id, s) => {
    const map = maps.get(s.map as string);

    it('SW-01 has only schema fields, a name, a description and a known map', () => {
      expect(onlyKeys(id, s, ['id', 'name', 'description', 'map', 'sides', 'win'])).toEqual([]);
      expect(id).toMatch(ID);
      expect(isStr(s.name) && isStr(s.description)).toBe(true);
      expect(MAP_IDS).toContain(s.map);
    });

    it('SW-01 two to six sides with distinct names and known unit types', () => {
      const sides = s.sides as Json[];
      expect(sides.length).toBeGreaterThanOrEqual(2);
      expect(sides.length).toBeLessThanOrEqual(MAX_SIDES);
      expect(new Set(sides.map((x) => x.name)).size).toBe(sides.length);
      for (const [i, side] of sides.entries()) {
        expect(onlyKeys(`${id}.sides[${i}]`, side, SIDE_FIELDS)).toEqual([]);
        expect(isStr(side.name)).toBe(true);
        expect(Array.isArray(side.units)).toBe(true);
        for (const u of side.units as string[]) expect(unitIds.has(u), `${id}: unit "${u}"`).toBe(true);
      }
    });

    it('SW-01 teams are given for every side or for none, and make at least two teams', () => {
      expect(teamProblems(s)).toEqual([]);
    });

    it('SW-10 the map has a deploy area for every side', () => {
      for (const side of (s.sides as Json[]).keys()) expect(deployRoom(map!, side), `${id} side ${side}`).toBeGreaterThan(0);
    });

    it('SW-01 win conditions are well formed and the battle always ends', () => {
      expect(winProblems(s, map!)).toEqual([]);
    });

    it('SW-10 each force fits its deploy area and stays modest (3-8 units)', () => {
      for (const [side, force] of (s.sides as Json[]).entries()) {
        const n = (force.units as string[]).length;
        expect(n, `${id} side ${side}`).toBeGreaterThanOrEqual(3);
        expect(n, `${id} side ${side}`).toBeLessThanOrEqual(8);
        expect(n, `${id} side ${side}`).toBeLessThanOrEqual(deployRoom(map!, side));
      }
    });

    it('SW-07 heroes are known, each used once, and no side has more heroes than units to carry them', () => {
      const all: string[] = [];
      for (const force of s.sides as Json[]) {
        if (!('heroes' in force)) continue;
        const hs = force.heroes as string[];
        expect(Array.isArray(hs) && hs.length > 0).toBe(true);
        for (const h of hs) expect(heroIds.has(h), `${id}: hero "${h}"`).toBe(true);
        expect(hs.length).toBeLessThanOrEqual((force.units as string[]).length);
        all.push(...hs);
      }
      expect(new Set(all).size).toBe(all.length);
    });

    it('SW-24 a side that narrows what it buys lists known unit types ([] for none); noRebuild, when given, is true', () => {
      for (const force of s.sides as Json[]) {
        if ('noRebuild' in force) expect(force.noRebuild).toBe(true);
        if (!('reinforcements' in force)) continue;
        const list = force.reinforcements;
        if (Array.isArray(list) && list.length === 0) continue;
        expect(listOf(`${id} reinforcements`, list, [...unitIds], 'unit type')).toEqual([]);
      }
    });

    it('SW-24 a side that wins by getting a unit type away can neither buy nor bring back that type', () => {
      const escape = (s.win as Json).escape as Json | undefined;
      if (!escape) return;
      const force = (s.sides as Json[])[escape.side as number];
      const buys = (force.reinforcements as string[] | undefined) ?? (force.units as string[]);
      expect(buys).not.toContain(escape.unitType);
      expect(force.noRebuild).toBe(true);
    });

    it('SW-23 the forces are within a quarter of each other in cost (starting RP makes up the rest)', () => {
      const costs = (s.sides as Json[]).map(forceCost);
      const [low, high] = [Math.min(...costs), Math.max(...costs)];
      expect(high - low, `${id}: ${costs.join(', ')}`).toBeLessThanOrEqual(high / 4);
    });
  });

  it('SW-01 the team validator refuses teams for some sides only, odd team values and a single team', () => {
    const side = (name: string, team?: unknown) => ({ name, units: ['police'], ...(team === undefined ? {} : { team }) });
    const ok: Json[] = [GOOD, { ...GOOD, sides: [side('A', 1), side('B', 2), side('C', 1)] }];
    const bad: Json[] = [
      { ...GOOD, sides: [side('A', 1), side('B'), side('C', 2)] },
      { ...GOOD, sides: [side('A', 1), side('B', 1)] },
      { ...GOOD, sides: [side('A', 0), side('B', 1)] },
      { ...GOOD, sides: [side('A', 'red'), side('B', 'blue')] },
    ];
    for (const s of ok) expect(teamProblems(s)).toEqual([]);
    for (const s of bad) expect(teamProblems(s), JSON.stringify(s.sides)).not.toEqual([]);
  });

  it('SW-01 the win-condition validator refuses malformed conditions', () => {
    const valley = maps.get('valley')!;
    const skirmish = maps.get('skirmish')!;
    const bad: [Json, BattleMap][] = [
      [{ ...GOOD, win: {} }, valley],
      [{ ...GOOD, win: { destroy: true } }, valley],
      [{ ...GOOD, win: { destroy: 'yes', lastTurn: 5 } }, valley],
      [{ ...GOOD, win: { mostUnitsAfter: 0 } }, valley],
      [{ ...GOOD, win: { nodesAfter: 2.5 } }, valley],
      [{ ...GOOD, win: { mostUnitsAfter: 12, lastTurn: 10 } }, valley],
      [{ ...GOOD, win: { hold: { area: 'cube', turns: 3 }, lastTurn: 10 } }, skirmish],
      [{ ...GOOD, win: { hold: { area: 'cube', turns: 0 }, lastTurn: 10 } }, valley],
      [{ ...GOOD, win: { hold: { area: { x: 20, y: 0, w: 5, h: 2 }, turns: 2 }, lastTurn: 10 } }, valley],
      [{ ...GOOD, win: { escape: { side: 2, unitType: 'police' }, lastTurn: 10 } }, valley],
      [{ ...GOOD, win: { escape: { side: 0, unitType: 'thugs' }, lastTurn: 10 } }, valley],
      [{ ...GOOD, win: { destroy: true, lastTurn: 5, sudden: true } }, valley],
    ];
    expect(winProblems(GOOD, valley)).toEqual([]);
    expect(winProblems({ ...GOOD, win: { hold: { area: { x: 10, y: 7, w: 4, h: 4 }, turns: 2 }, escape: { side: 1, unitType: 'thugs' }, lastTurn: 9 } }, valley)).toEqual([]);
    for (const [s, m] of bad) expect(winProblems(s, m), JSON.stringify(s.win)).not.toEqual([]);
  });
});
