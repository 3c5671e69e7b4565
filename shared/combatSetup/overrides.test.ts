import { describe, expect, it } from 'vitest';
import { generateCombatSetup } from './generate.ts';
import { OVERRIDE_TABLE_IDS } from './overrideSchema.ts';
import { generateWithOverrides, OVERRIDE_TABLES, type SetupOverride, type TableRoll } from './overrides.ts';
import { BOARDS, STEP, TEAM } from './testing.ts';
import type { CombatSetup } from './generate.ts';

// Issue 11: the gamemaster's reroll and set-by-hand. A set-up is a pure function of (seed, overrides);
// an override changes its own table's roll and keeps every other table's.

const input = { step: STEP, heroes: TEAM, boards: BOARDS };

function made(seed: number, overrides: unknown) {
  const r = generateWithOverrides(input, seed, overrides);
  if (!r.ok) throw new Error(r.errors.join('; '));
  return r;
}

const at = (rolls: TableRoll[], table: string, index = 0) => rolls.find((r) => r.table === table && r.index === index);
/** The rolls of every table but these, by table and index. */
const others = (rolls: TableRoll[], skip: string[]) => rolls.filter((r) => !skip.includes(r.table)).map((r) => `${r.table}#${r.index}=${r.face}`);
const facesOf = (rolls: TableRoll[], table: string) => rolls.filter((r) => r.table === table).map((r) => r.face);

/**
 * After an override, every other table keeps its faces: a count's own rolls come and go with it, and a
 * new environment may add complication rolls (Weak Floor in Microgravity is rolled again: the text's own),
 * after the ones kept.
 */
function expectOthersKept(table: string, r: TableRoll[], base: TableRoll[]) {
  const skip = [table, table === 'environment-count' ? 'environment' : table === 'complication-count' ? 'complication' : '', table.startsWith('environment') ? 'complication' : ''];
  expect(others(r, skip)).toEqual(others(base, skip));
  if (table.startsWith('environment')) expect(facesOf(r, 'complication').slice(0, facesOf(base, 'complication').length)).toEqual(facesOf(base, 'complication'));
}

/** What a table's result reads as in the set-up, to see the override reach it. */
const RESULT: Record<string, (s: CombatSetup) => unknown> = {
  cube: (s) => s.cube.face,
  preparation: (s) => s.preparation.face,
  'deployment-type': (s) => s.deployment.face,
  'deployment-from': (s) => s.deployment.from.face,
  'deployment-distance': (s) => s.deployment.distance.face,
  'deployment-range': (s) => s.deployment.range.face,
  'environment-count': (s) => s.environments.count.face,
  environment: (s) => s.environments.list.filter((e) => e.source === 'rolled')[0]?.faces[0],
  'complication-count': (s) => s.complications.count.face,
  complication: (s) => s.complications.list.filter((c) => c.source === 'rolled')[0]?.face,
  'task-timing': (s) => s.task.when.face,
  'task-limits': (s) => s.task.limits.face,
};

/** A seed whose set-up rolls at least one environment and one complication (so each table has a roll to change). */
const SEED = (() => {
  for (let seed = 1; ; seed++) {
    const r = made(seed, []);
    if (at(r.rolls, 'environment') && at(r.rolls, 'complication')) return seed;
  }
})();

describe('gamemaster overrides of a combat set-up (issue 11)', () => {
  it('without overrides the set-up is the generator\'s own, and the same seed and overrides give the same set-up', () => {
    for (const seed of [1, 7, 34, 99]) {
      const plain = generateCombatSetup(input, seed);
      expect(plain.ok && made(seed, []).setup).toEqual(plain.ok && plain.setup);
    }
    const overrides: SetupOverride[] = [{ table: 'cube', reroll: 3 }, { table: 'complication-count', set: 6 }, { table: 'complication', index: 1, reroll: 8 }];
    expect(made(SEED, overrides)).toEqual(made(SEED, overrides));
  });

  it('the tables offered are the ones the edge accepts', () => {
    expect(OVERRIDE_TABLES.map((t) => t.id)).toEqual([...OVERRIDE_TABLE_IDS]);
  });

  it.each(OVERRIDE_TABLES.map((t) => [t.id]))('setting %s by hand changes that result only, by face and by row id', (table) => {
    const t = OVERRIDE_TABLES.find((x) => x.id === table)!;
    const base = made(SEED, []);
    const before = at(base.rolls, table)!;
    expect(before).toBeDefined();
    const face = t.choices.find((f) => t.label(f) !== before.label && !(table === 'complication' && t.idOf!(f) === 'twice'))!;
    const r = made(SEED, [{ table, set: face }]);
    expect(at(r.rolls, table)!.face).toBe(face);
    expect(RESULT[table](r.setup)).toBe(face);
    expectOthersKept(table, r.rolls, base.rolls);
    expect(r.log).toEqual([`Gamemaster set ${t.indexed ? `${t.name} roll 1` : t.name} by hand: ${before.label} → ${t.label(face)}`]);
    if (t.idOf) expect(made(SEED, [{ table, set: t.idOf(face) }]).setup).toEqual(r.setup);
  });

  it.each(OVERRIDE_TABLES.map((t) => [t.id]))('rerolling %s draws from a sub-seed: a nonce gives the same face again, new nonces new faces, other tables kept', (table) => {
    const base = made(SEED, []);
    const faces = new Set<number>();
    for (let nonce = 0; nonce < 12; nonce++) {
      const r = made(SEED, [{ table, reroll: nonce }]);
      expect(made(SEED, [{ table, reroll: nonce }]).rolls).toEqual(r.rolls);
      faces.add(at(r.rolls, table)!.face);
      expectOthersKept(table, r.rolls, base.rolls);
      expect(r.log[0]).toMatch(new RegExp(`^Gamemaster rerolled .* \\(D\\d+: ${at(r.rolls, table)!.face}\\): `));
    }
    expect(faces.size).toBeGreaterThan(1);
  });

  it('an indexed table changes the roll it names, and overrides apply in order, each logged', () => {
    const r = made(SEED, [{ table: 'complication-count', set: 5 }, { table: 'complication', index: 2, set: 'maze' }, { table: 'complication', index: 0, set: 'rough-terrain' }]);
    const base = made(SEED, [{ table: 'complication-count', set: 5 }]);
    expect(at(r.rolls, 'complication', 2)!.label).toBe('Maze');
    expect(at(r.rolls, 'complication', 0)!.label).toBe('Rough Terrain');
    expect(at(r.rolls, 'complication', 1)).toEqual(at(base.rolls, 'complication', 1));
    expect(r.setup.complications.list.map((c) => c.id)).toEqual(expect.arrayContaining(['maze', 'rough-terrain']));
    expect(r.log).toHaveLength(3);
    expect(r.log[1]).toMatch(/^Gamemaster set Complication roll 3 by hand: .* → Maze$/);
  });

  it('the two deployment distances say whose they are: the first side\'s from its edge, the second\'s from the first\'s figures (#11)', () => {
    const t = (id: string) => OVERRIDE_TABLES.find((x) => x.id === id)!;
    expect(t('deployment-distance').name).toBe('Deployment distance (first side)');
    expect(t('deployment-distance').label(t('deployment-distance').choices[0])).toMatch(/^\d+ to \d+ squares from its edge, corner or centre$/);
    expect(t('deployment-range').name).toBe('Deployment range (second side)');
    expect(t('deployment-range').label(t('deployment-range').choices[0])).toMatch(/squares.* from the first side's figures$/);
  });

  it('refuses a bad override in words, never throws', () => {
    const bad = (overrides: unknown, step = STEP) => {
      const r = generateWithOverrides({ ...input, step }, SEED, overrides);
      return r.ok ? 'accepted' : r.errors.join('; ');
    };
    expect(bad([{ table: 'weather', reroll: 1 }])).toMatch(/table must be one of cube, preparation/);
    expect(bad([{ table: 'cube', set: 11 }])).toBe('overrides[0]: Cube side: 11 is not a face of its D10');
    expect(bad([{ table: 'preparation', set: 'picnic' }])).toMatch(/^overrides\[0\]: Preparation: no result "picnic"; results: ready, warned/);
    expect(bad([{ table: 'cube', set: 'big' }])).toMatch(/set it by face/);
    expect(bad([{ table: 'cube', set: 2, reroll: 1 }])).toMatch(/either rerolls .* or sets/);
    expect(bad([{ table: 'cube' }])).toMatch(/either rerolls .* or sets/);
    expect(bad([{ table: 'cube', index: 1, set: 2 }])).toMatch(/Cube side is rolled once/);
    expect(bad([{ table: 'complication', index: 40, set: 2 }])).toMatch(/this set-up makes no Complication roll 41 \(it makes \d+\)/);
    expect(bad([{ table: 'preparation', set: 1 }], { ...STEP, surprise: 'heroes-ambush' })).toMatch(/makes no Preparation \(the episode step fixes it\)/);
    expect(bad([{ table: 'task-timing', set: 1 }], { ...STEP, task: { ...STEP.task, when: 'during' } })).toMatch(/makes no Task timing/);
    expect(bad('cube')).toMatch(/^overrides: /);
    expect(bad([{ table: 'cube', set: 2, extra: 1 }])).toMatch(/extra/);
    expect(bad(Array.from({ length: 65 }, () => ({ table: 'cube', reroll: 1 })))).toMatch(/at most 64/);
  });
});
