import { describe, expect, it } from 'vitest';
import { TERRAINS } from '../map/battleMap.ts';
import { statProblems, type UnitType } from '../battle/units.ts';
import { heroes, heroIds, IMPASSABLE, isInt, isPosInt, isStr, ID, listOf, onlyKeys, unitById, unitIds, units, type Json } from './dataChecks.ts';

// units.json and heroes.json against the schemas the engine reads and the ranges of the rules (the
// scenarios are in scenarios.test.ts). Everything is read as untyped JSON and checked field by field,
// so a typo or an invented field fails here rather than being ignored by the engine.

const ROLLS = ['attack', 'defend', 'react', 'missile'];
const CONDITIONS = ['bloodied', 'broken'];
const POOLS = ['vigor', 'instinct', 'reason'];

// ---- small checkers -----------------------------------------------------------------------------

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
  // Every alternative of a slot is worth the same (checked below), so the first one prices the slot.
  const secrets = (h.secrets as Json[]).reduce((s, slot) => s + (SECRET_VALUE[((slot.oneOf as Json[])[0]?.type as string) ?? ''] ?? 0), 0);
  return Math.ceil((p.vigor + p.instinct + p.reason + secrets) / 2);
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
    const kinds = new Set(heroes.flatMap((h) => (h.secrets as Json[]).flatMap((slot) => (slot.oneOf as Json[]).map((s) => s.type))));
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

    it('SW-09 one or two secrets, each drawn from two or more alternatives of equal worth, each Extra Damage, Advantage, Lasting Damage or Badassery with valid fields', () => {
      const slots = h.secrets as Json[];
      expect(Array.isArray(slots) && slots.length >= 1 && slots.length <= 2).toBe(true);
      const problems: string[] = [];
      slots.forEach((slot, k) => {
        problems.push(...onlyKeys(`${id}.secrets[${k}]`, slot, ['oneOf']));
        const alternatives = slot.oneOf as Json[];
        // Two or more, or the secret is known from the hero's name (the point of the draw).
        if (!Array.isArray(alternatives) || alternatives.length < 2) return void problems.push(`${id}.secrets[${k}]: fewer than two alternatives`);
        const worth = new Set(alternatives.map((s) => SECRET_VALUE[s?.type as string]));
        if (worth.size !== 1) problems.push(`${id}.secrets[${k}]: alternatives of different worth`);
        if (new Set(alternatives.map((s) => JSON.stringify(s))).size !== alternatives.length) problems.push(`${id}.secrets[${k}]: the same alternative twice`);
      });
      slots.flatMap((slot, k) => ((slot?.oneOf as Json[]) ?? []).map((s, i) => [s, `${id}.secrets[${k}].oneOf[${i}]`] as const)).forEach(([s, at]) => {
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
