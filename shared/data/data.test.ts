import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TERRAINS, type BattleMap } from '../map/battleMap.ts';
import { battleMapFromTiled } from '../map/fromTiled.ts';
import { parseTiledMap } from '../tiled/index.ts';
import { statProblems, type UnitType } from '../battle/units.ts';
import heroData from './heroes.json' with { type: 'json' };
import scenarioData from './scenarios.json' with { type: 'json' };
import unitData from './units.json' with { type: 'json' };

// The game's data files against the schemas the engine reads and the ranges of the rules.
// Everything is read as untyped JSON and checked field by field, so a typo or an invented field fails
// here rather than being ignored by the engine. Each check returns a list of problems; a test expects
// that list to be empty, so a failure names the entry and the field at fault.

type Json = Record<string, unknown>;

const units = (unitData as unknown as { units: Json[] }).units;
const heroes = (heroData as unknown as { heroes: Json[] }).heroes;
const scenarios = (scenarioData as unknown as { scenarios: Json[] }).scenarios;

const unitIds = new Set(units.map((u) => u.id as string));
const heroIds = new Set(heroes.map((h) => h.id as string));
const unitById = new Map(units.map((u) => [u.id as string, u]));
const heroById = new Map(heroes.map((h) => [h.id as string, h]));

const MAP_IDS = ['skirmish', 'valley'] as const;
const ROLLS = ['attack', 'defend', 'react', 'missile'];
const CONDITIONS = ['bloodied', 'broken'];
const POOLS = ['vigor', 'instinct', 'reason'];
const IMPASSABLE = ['deep-water', 'barrier'];

// ---- the real maps, read from disk the way the server reads them --------------------------------

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function loadMap(id: string): BattleMap {
  const path = resolve(root, 'maps', `${id}.tmj`);
  const read = (p: string) => (existsSync(p) ? readFileSync(p, 'utf8') : undefined);
  const parsed = parseTiledMap(read(path)!, path, (rel) => read(resolve(dirname(path), rel)));
  if (!parsed.ok) throw new Error(parsed.error);
  const checked = battleMapFromTiled(parsed.map, path);
  if (!checked.ok) throw new Error(checked.errors.join('\n'));
  return checked.map;
}

const maps = new Map<string, BattleMap>(MAP_IDS.map((id) => [id, loadMap(id)]));

/** Squares of a side's deploy areas a unit can stand on. */
function deployRoom(map: BattleMap, side: number): number {
  let n = 0;
  for (const a of map.deploy.filter((d) => d.side === side))
    for (let y = a.y; y < a.y + a.h; y++) for (let x = a.x; x < a.x + a.w; x++) if (!IMPASSABLE.includes(map.terrain[y * map.width + x])) n++;
  return n;
}

// ---- small checkers -----------------------------------------------------------------------------

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isPosInt = (v: unknown): v is number => isInt(v) && v >= 1;
const isStr = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function onlyKeys(where: string, o: unknown, allowed: string[]): string[] {
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return [`${where}: not an object`];
  return Object.keys(o)
    .filter((k) => !allowed.includes(k))
    .map((k) => `${where}: unknown field "${k}"`);
}

function listOf(where: string, v: unknown, allowed: readonly string[], what: string): string[] {
  if (!Array.isArray(v) || v.length === 0) return [`${where}: must be a non-empty list of ${what}`];
  const out = v.filter((x) => !allowed.includes(x as string)).map((x) => `${where}: unknown ${what} "${String(x)}"`);
  if (new Set(v).size !== v.length) out.push(`${where}: repeats an entry`);
  return out;
}

/** The circumstance of an Advantage special or an Extra Damage / Advantage secret (SW-06, SW-09). */
function whenProblems(where: string, when: unknown): string[] {
  const out = onlyKeys(where, when, ['terrain', 'vsTypes', 'targetCondition']);
  if (out.length) return out;
  const w = when as Json;
  if (Object.keys(w).length === 0) return [`${where}: needs at least one of terrain, vsTypes, targetCondition`];
  if ('terrain' in w) out.push(...listOf(`${where}.terrain`, w.terrain, TERRAINS, 'terrain'));
  if ('vsTypes' in w) out.push(...listOf(`${where}.vsTypes`, w.vsTypes, [...unitIds], 'unit type'));
  if ('targetCondition' in w) out.push(...listOf(`${where}.targetCondition`, w.targetCondition, CONDITIONS, 'condition'));
  return out;
}

/** SW-06: a unit's specials. */
function specialProblems(u: Json): string[] {
  if (!('specials' in u)) return [];
  const where = `${u.id}.specials`;
  if (!Array.isArray(u.specials) || u.specials.length === 0) return [`${where}: must be a non-empty list when present`];
  const out: string[] = [];
  (u.specials as Json[]).forEach((s, i) => {
    const at = `${where}[${i}]`;
    switch (s?.type) {
      case 'ranged':
        out.push(...onlyKeys(at, s, ['type']));
        if (u.missileAttack !== undefined || u.missileRange !== undefined) out.push(`${at}: Ranged on a unit that already has a missile attack`);
        break;
      case 'mobility':
        out.push(...onlyKeys(at, s, ['type', 'terrain']));
        out.push(...listOf(`${at}.terrain`, s.terrain, TERRAINS, 'terrain'));
        if (Array.isArray(s.terrain) && s.terrain.some((t) => IMPASSABLE.includes(t))) out.push(`${at}: halving Move on impassable terrain means nothing`);
        break;
      case 'advantage':
        out.push(...onlyKeys(at, s, ['type', 'roll', 'when']));
        if (!ROLLS.includes(s.roll as string)) out.push(`${at}: roll "${String(s.roll)}" is not one of ${ROLLS.join(', ')}`);
        out.push(...whenProblems(`${at}.when`, s.when));
        break;
      default:
        out.push(`${at}: unknown special type "${String(s?.type)}"`);
    }
  });
  const hasMissile = u.missileAttack !== undefined || (u.specials as Json[]).some((s) => s.type === 'ranged');
  if ((u.specials as Json[]).some((s) => s.type === 'advantage' && s.roll === 'missile') && !hasMissile) out.push(`${where}: a missile Advantage on a unit that cannot shoot`);
  if ((u.specials as Json[]).filter((s) => s.type === 'ranged').length > 1) out.push(`${where}: Ranged twice`);
  return out;
}

/** The stats a unit effectively has (SW-06 Ranged gives Missile Attack 1 and Missile Range 1). */
function numbers(u: Json) {
  const ranged = Array.isArray(u.specials) && (u.specials as Json[]).some((s) => s.type === 'ranged');
  return {
    attack: u.attack as number,
    defend: u.defend as number,
    react: u.react as number,
    move: u.move as number,
    vitality: u.vitality as number,
    missileAttack: (u.missileAttack as number | undefined) ?? (ranged ? 1 : 0),
    missileRange: (u.missileRange as number | undefined) ?? (ranged ? 1 : 0),
  };
}

/**
 * A rough strength score for costing: abilities, Move, twice Vitality, Missile Attack plus twice the
 * range, and two more per point of an ability above 5 ("elite and very dangerous", SW-05).
 */
function strength(u: Json): number {
  const n = numbers(u);
  const elite = [n.attack, n.defend, n.react, n.missileAttack].reduce((s, v) => s + Math.max(0, v - 5), 0);
  return n.attack + n.defend + n.react + n.move + 2 * n.vitality + n.missileAttack + 2 * n.missileRange + 2 * elite;
}

const SECRET_VALUE: Record<string, number> = { extraDamage: 2, advantage: 2, lastingDamage: 2, badassery: 3 };

/** The heroes' costing rule (heroes.json "source"): half of pool points plus secret values, rounded up. */
function heroPrice(h: Json): number {
  const p = h.pools as Record<string, number>;
  const secrets = (h.secrets as Json[]).reduce((s, x) => s + (SECRET_VALUE[x.type as string] ?? 0), 0);
  return Math.ceil((p.vigor + p.instinct + p.reason + secrets) / 2);
}

function forceCost(side: Json): number {
  const us = (side.units as string[]).reduce((s, id) => s + ((unitById.get(id)?.cost as number) ?? 0), 0);
  const hs = ((side.heroes as string[] | undefined) ?? []).reduce((s, id) => s + ((heroById.get(id)?.cost as number) ?? 0), 0);
  return us + hs;
}

// ---- units ---------------------------------------------------------------------------------------

const UNIT_FIELDS = ['id', 'name', 'attack', 'defend', 'react', 'move', 'vitality', 'cost', 'missileAttack', 'missileRange', 'specials'];

/** The eight types the first scenarios and the engine tests were written against. */
const PINNED = {
  police: [3, 3, 3, 3, 2, 3],
  agents: [4, 3, 5, 3, 2, 4, 3, 2],
  soldiers: [5, 4, 3, 3, 3, 6, 4, 3],
  cultists: [3, 2, 4, 3, 2, 2],
  robots: [6, 5, 2, 2, 4, 8],
  undead: [4, 4, 1, 2, 5, 5],
  demons: [6, 4, 6, 4, 3, 9],
  thugs: [3, 2, 3, 4, 1, 2],
};

describe('units.json', () => {
  it('has at least 14 unit types with unique ids', () => {
    expect(units.length).toBeGreaterThanOrEqual(14);
    expect(unitIds.size).toBe(units.length);
  });

  it('keeps the eight original types and their numbers', () => {
    for (const [id, nums] of Object.entries(PINNED)) {
      const u = unitById.get(id);
      expect(u, id).toBeDefined();
      const got = [u!.attack, u!.defend, u!.react, u!.move, u!.vitality, u!.cost, ...(u!.missileAttack !== undefined ? [u!.missileAttack, u!.missileRange] : [])];
      expect(got, id).toEqual(nums);
    }
  });

  describe.each(units.map((u) => [u.id as string, u] as const))('%s', (id, u) => {
    it('has only schema fields, a kebab-case id and a readable name', () => {
      expect(onlyKeys(id, u, UNIT_FIELDS)).toEqual([]);
      expect(id).toMatch(ID);
      expect(isStr(u.name) && /^[A-Z]/.test(u.name as string) && u.name !== id).toBe(true);
    });

    it('SW-05 abilities 1-10, Move and Vitality 1-5, Missile Range at most 3, a positive integer cost', () => {
      for (const k of ['attack', 'defend', 'react', 'move', 'vitality', 'cost']) expect(isInt(u[k]), `${id}.${k}`).toBe(true);
      expect(statProblems(u as unknown as UnitType)).toEqual([]);
    });

    it('SW-06 specials are Ranged, Mobility or Advantage with well-formed fields', () => {
      expect(specialProblems(u)).toEqual([]);
    });

    it('SW-05 cost is roughly proportional to strength (between a twelfth and a third of it)', () => {
      const s = strength(u);
      expect(u.cost as number, `${id}: strength ${s}`).toBeGreaterThanOrEqual(s / 12);
      expect(u.cost as number, `${id}: strength ${s}`).toBeLessThanOrEqual(s / 3);
    });
  });

  it('SW-05 no unit at least as good as another in every number costs less', () => {
    const problems: string[] = [];
    for (const a of units)
      for (const b of units) {
        if (a === b) continue;
        const na = numbers(a);
        const nb = numbers(b);
        const dominates = (Object.keys(na) as (keyof typeof na)[]).every((k) => na[k] >= nb[k]);
        if (dominates && (a.cost as number) < (b.cost as number)) problems.push(`${a.id} (${a.cost}) matches or beats ${b.id} (${b.cost}) everywhere but costs less`);
      }
    expect(problems).toEqual([]);
  });

  it('SW-06 several units carry specials, of every kind', () => {
    const kinds = new Set(units.flatMap((u) => ((u.specials as Json[] | undefined) ?? []).map((s) => s.type)));
    expect(units.filter((u) => u.specials).length).toBeGreaterThanOrEqual(5);
    expect([...kinds].sort()).toEqual(['advantage', 'mobility', 'ranged']);
  });

  it('SW-06 the special validator refuses broken specials', () => {
    const bad: Json[] = [
      { id: 'x', specials: [{ type: 'ranged' }], missileAttack: 2, missileRange: 1 },
      { id: 'x', specials: [{ type: 'mobility', terrain: ['lava'] }] },
      { id: 'x', specials: [{ type: 'mobility', terrain: [] }] },
      { id: 'x', specials: [{ type: 'advantage', roll: 'dodge', when: { terrain: ['woods'] } }] },
      { id: 'x', specials: [{ type: 'advantage', roll: 'attack', when: {} }] },
      { id: 'x', specials: [{ type: 'advantage', roll: 'attack', when: { vsTypes: ['dragons'] } }] },
      { id: 'x', specials: [{ type: 'advantage', roll: 'attack', when: { targetCondition: ['dead'] } }] },
      { id: 'x', specials: [{ type: 'advantage', roll: 'missile', when: { terrain: ['rough'] } }] },
      { id: 'x', specials: [{ type: 'flying' }] },
      { id: 'x', specials: [{ type: 'ranged', range: 3 }] },
    ];
    for (const u of bad) expect(specialProblems(u), JSON.stringify(u)).not.toEqual([]);
  });
});

// ---- heroes --------------------------------------------------------------------------------------

describe('heroes.json', () => {
  it('has at least 8 heroes with unique ids', () => {
    expect(heroes.length).toBeGreaterThanOrEqual(8);
    expect(heroIds.size).toBe(heroes.length);
    for (const id of heroIds) expect(unitIds.has(id), `hero id ${id} clashes with a unit type`).toBe(false);
  });

  it('SW-09 every kind of secret appears', () => {
    const kinds = new Set(heroes.flatMap((h) => (h.secrets as Json[]).map((s) => s.type)));
    expect([...kinds].sort()).toEqual(['advantage', 'badassery', 'extraDamage', 'lastingDamage']);
  });

  describe.each(heroes.map((h) => [h.id as string, h] as const))('%s', (id, h) => {
    it('has only schema fields, a kebab-case id, a readable name and a positive integer cost', () => {
      expect(onlyKeys(id, h, ['id', 'name', 'cost', 'pools', 'secrets'])).toEqual([]);
      expect(id).toMatch(ID);
      expect(isStr(h.name) && /^[A-Z]/.test(h.name as string)).toBe(true);
      expect(isPosInt(h.cost)).toBe(true);
    });

    it('SW-08 pools Vigor, Instinct and Reason, each 0-5, not all empty', () => {
      expect(onlyKeys(`${id}.pools`, h.pools, POOLS)).toEqual([]);
      const p = h.pools as Json;
      for (const k of POOLS) expect(isInt(p[k]) && (p[k] as number) >= 0 && (p[k] as number) <= 5, `${id}.pools.${k} = ${String(p[k])}`).toBe(true);
      expect(POOLS.reduce((s, k) => s + (p[k] as number), 0)).toBeGreaterThan(0);
    });

    it('SW-09 one or two secrets, each Extra Damage, Advantage, Lasting Damage or Badassery with valid fields', () => {
      const secrets = h.secrets as Json[];
      expect(Array.isArray(secrets) && secrets.length >= 1 && secrets.length <= 2).toBe(true);
      const problems: string[] = [];
      secrets.forEach((s, i) => {
        const at = `${id}.secrets[${i}]`;
        switch (s?.type) {
          case 'extraDamage':
            problems.push(...onlyKeys(at, s, ['type', 'when']), ...whenProblems(`${at}.when`, s.when));
            break;
          case 'advantage':
            problems.push(...onlyKeys(at, s, ['type', 'roll', 'when']), ...whenProblems(`${at}.when`, s.when));
            if (!ROLLS.includes(s.roll as string)) problems.push(`${at}: roll "${String(s.roll)}"`);
            break;
          case 'lastingDamage':
          case 'badassery':
            problems.push(...onlyKeys(at, s, ['type', 'pool']));
            if (!POOLS.includes(s.pool as string)) problems.push(`${at}: pool "${String(s.pool)}"`);
            else if ((h.pools as Record<string, number>)[s.pool as string] === 0) problems.push(`${at}: spends from an empty pool`);
            break;
          default:
            problems.push(`${at}: unknown secret type "${String(s?.type)}"`);
        }
      });
      expect(problems).toEqual([]);
    });

    it('costs what its pools and secrets are worth (within one point)', () => {
      expect(Math.abs((h.cost as number) - heroPrice(h))).toBeLessThanOrEqual(1);
    });
  });
});

// ---- scenarios -----------------------------------------------------------------------------------

const SIDE_FIELDS = ['name', 'units', 'heroes', 'reinforcements'];
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
      expect(onlyKeys(id, s, ['id', 'name', 'description', 'map', 'sides', 'rebuild', 'win'])).toEqual([]);
      expect(id).toMatch(ID);
      expect(isStr(s.name) && isStr(s.description)).toBe(true);
      expect(MAP_IDS).toContain(s.map);
    });

    it('SW-01 two sides with distinct names and known unit types', () => {
      const sides = s.sides as Json[];
      expect(sides).toHaveLength(2);
      expect(new Set(sides.map((x) => x.name)).size).toBe(2);
      for (const [i, side] of sides.entries()) {
        expect(onlyKeys(`${id}.sides[${i}]`, side, SIDE_FIELDS)).toEqual([]);
        expect(isStr(side.name)).toBe(true);
        expect(Array.isArray(side.units)).toBe(true);
        for (const u of side.units as string[]) expect(unitIds.has(u), `${id}: unit "${u}"`).toBe(true);
      }
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

    it('SW-24 reinforcements are known unit types and rebuild is a boolean', () => {
      if ('rebuild' in s) expect(typeof s.rebuild).toBe('boolean');
      for (const force of s.sides as Json[]) {
        if (!('reinforcements' in force)) continue;
        expect(listOf(`${id} reinforcements`, force.reinforcements, [...unitIds], 'unit type')).toEqual([]);
      }
    });

    it('SW-23 the forces are within a quarter of each other in cost (starting RP makes up the rest)', () => {
      const [a, b] = (s.sides as Json[]).map(forceCost);
      expect(Math.abs(a - b), `${id}: ${a} against ${b}`).toBeLessThanOrEqual(Math.max(a, b) / 4);
    });
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
