import { describe, expect, it } from 'vitest';
import raw from '../data/opponentColumns.json' with { type: 'json' };
import { seedRng } from '../core/rng.ts';
import { battleFromSetup } from './battle.ts';
import { generateCombatSetup } from './generate.ts';
import { OPPONENT_COLUMNS_CHECK, OpponentColumnsSchema, rollOpponents } from './opponentColumns.ts';
import { OPPONENT_GROUPS, opponentForce } from './opponents.ts';
import type { EpisodeStep, EpisodeStepInput } from './tables.ts';
import { BOARDS, CHI2_999, chiSquare, STEP, TEAM } from './testing.ts';
import { repoMap } from '../../test/repoMaps.ts';

// HC-11: the episode table's Main and Lesser columns, the named villains and rival heroes, Outsiders.

const step = (group: string, column: 'main' | 'lesser', level = 1): EpisodeStepInput => ({ ...STEP, level, opponents: { group, column } });
const rolled = (s: EpisodeStepInput, seed: number): EpisodeStep => {
  const r = rollOpponents(seedRng(seed), s);
  if (!r.ok) throw new Error(r.error);
  return r.step;
};
const SEEDS = Array.from({ length: 1200 }, (_, i) => i + 1);
const tally = (xs: number[], from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => xs.filter((x) => x === from + k).length);

describe('HC-11 the Main and Lesser columns', () => {
  it('the data loads; every group has both columns (the Mastermind/Black Queen Scheme\'s are its minions\' roll)', () => {
    expect(OPPONENT_COLUMNS_CHECK.success, JSON.stringify(OPPONENT_COLUMNS_CHECK.error?.issues)).toBe(true);
    const without = OPPONENT_GROUPS.filter((g) => !(g.id in raw.columns)).map((g) => g.id);
    expect(without).toEqual([]);
    expect(OPPONENT_GROUPS.find((g) => g.id === 'elder-cult')!.aliases).toContain('Cult of the Outer Gods Scheme');
  });

  it('refuses a bad dice expression, an unknown unit or group, D6 or D100 rows that miss a face, a row as a group without columns, bands not from level 1, figures for a named-only group, and a mirror unlike its hero', () => {
    const ok = (d: unknown) => OpponentColumnsSchema.safeParse(d).success;
    const cols = raw.columns as Record<string, unknown>;
    const police = raw.columns['police-crackdown'];
    expect(ok(raw)).toBe(true);
    expect(ok({ ...raw, columns: { ...cols, 'police-crackdown': { ...police, main: [{ level: 1, named: 'D3+', figures: [{ dice: '2D10+10' }] }] } } })).toBe(false);
    expect(ok({ ...raw, columns: { ...cols, 'police-crackdown': { ...police, main: [{ level: 1, figures: [{ dice: '2D10', unit: 'dragons' }] }] } } })).toBe(false);
    expect(ok({ ...raw, columns: { ...cols, 'no-such-group': police } })).toBe(false);
    expect(ok({ ...raw, columns: { ...cols, 'police-crackdown': { ...police, main: [{ level: 2, named: 'D3' }] } } })).toBe(false);
    const d6 = [{ min: 1, max: 2, named: 1 }, { min: 4, max: 6, named: 2 }];
    expect(ok({ ...raw, columns: { ...cols, 'police-crackdown': { ...police, main: [{ level: 1, d6 }] } } })).toBe(false);
    expect(ok({ ...raw, columns: { ...cols, 'villain-scheme': { ...police } } })).toBe(false);
    expect(ok({ ...raw, columns: { ...cols, 'police-crackdown': { ...police, main: [{ level: 1, d100: [{ min: 1, max: 50, named: 1 }, { min: 51, max: 99, named: 2 }] }] } } })).toBe(false);
    expect(ok({ ...raw, columns: { ...cols, 'police-crackdown': { ...police, main: [{ level: 1, d100: [{ min: 1, max: 50, named: 1 }, { min: 51, max: 100, as: 'nobody' }] }] } } })).toBe(false);
    expect(ok({ ...raw, columns: { ...cols, 'police-crackdown': { ...police, main: [{ level: 1, d100: [{ min: 1, max: 50, named: 1 }, { min: 51, max: 100, as: 'vampires', named: 1 }] }] } } })).toBe(false);
    expect(ok({ ...raw, mirrors: { ...raw.mirrors, ironclad: 'nightblade' } })).toBe(false);
    expect(ok({ ...raw, mirrors: { ...raw.mirrors, ironclad: 'nobody' } })).toBe(false);
  });

  it('a step that gives its count rolls nothing: its set-up is what it was (the column is ignored)', () => {
    const given = { ...STEP, opponents: { group: 'Criminals', count: 6 } };
    const both = { ...STEP, opponents: { group: 'Criminals', count: 6, column: 'main' as const } };
    const rng = seedRng(5);
    const r = rollOpponents(rng, both);
    expect(r.ok && r.rng).toEqual(rng);
    for (const seed of [1, 2, 3]) {
      const a = generateCombatSetup({ step: given, heroes: TEAM, boards: BOARDS }, seed);
      const b = generateCombatSetup({ step: both, heroes: TEAM, boards: BOARDS }, seed);
      expect(a.ok && b.ok && { ...b.setup, step: a.setup.step }).toEqual(a.ok && a.setup);
    }
  });

  it('Police Crackdown, Main: 2D10+10 figures (12-30, mean 21) and D3+1 leaders (2-4, even) over 1200 seeds', () => {
    const steps = SEEDS.map((s) => rolled(step('Police', 'main'), s));
    const counts = steps.map((s) => s.opponents.count);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(12);
    expect(Math.max(...counts)).toBeLessThanOrEqual(30);
    const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
    expect(Math.abs(mean - 21)).toBeLessThan(0.5);
    // 2D10's triangle: 21 (11 on the dice) ten times as likely as 12 or 30.
    const t = tally(counts, 12, 30);
    const p = Array.from({ length: 19 }, (_, k) => (10 - Math.abs(k - 9)) / 100);
    expect(chiSquare(t, p)).toBeLessThan(58.3);
    const named = tally(steps.map((s) => s.opponents.named!), 2, 4);
    expect(chiSquare(named, [1 / 3, 1 / 3, 1 / 3])).toBeLessThan(CHI2_999[2]);
    expect(steps[0].opponents.rolled).toMatch(/^Main column at level 1: named D3\+1 = \d \[\d\]; 2D10\+10 = \d+ \[\d+,\d+\]$/);
  });

  it('the Lesser column is its own (Criminals: 2D8+10 figures, D3+1 named), and D3-2 named never below 0 (Undead, Lesser)', () => {
    const crim = SEEDS.slice(0, 400).map((s) => rolled(step('Criminals', 'lesser'), s).opponents);
    expect(Math.min(...crim.map((o) => o.count))).toBeGreaterThanOrEqual(12);
    expect(Math.max(...crim.map((o) => o.count))).toBeLessThanOrEqual(26);
    const undead = SEEDS.map((s) => rolled(step('Undead', 'lesser'), s).opponents).filter((o) => o.group === 'Undead').map((o) => o.named!);
    // D3-2: -1, 0 or 1 each a third; the -1 counts 0, so 0 two thirds and 1 a third.
    expect(chiSquare(tally(undead, 0, 1), [2 / 3, 1 / 3])).toBeLessThan(CHI2_999[1]);
  });

  it('by level: the cult grows (Main 2D8+8 at 1, 3D8+8 at 2, 3D10+10 from 4), and a D6 chooses the demons\' row, each row a third of seeds', () => {
    const cult = (level: number) => SEEDS.slice(0, 300).map((s) => rolled(step('Cultists', 'main', level), s).opponents.count);
    expect(Math.max(...cult(1))).toBeLessThanOrEqual(24);
    expect(Math.min(...cult(2))).toBeGreaterThanOrEqual(11);
    expect(Math.max(...cult(2))).toBeGreaterThan(24);
    expect(Math.min(...cult(9))).toBeGreaterThanOrEqual(13);
    // Demons, Main, level 3: rows 1-2 (lesser and greater), 3-4 (two types of greater), 5-6 (a Demon Prince and greater).
    const rows = SEEDS.map((s) => rolled(step('Demons', 'main', 3), s).opponents).map((o) => (o.named === 1 ? 2 : o.mix!.some((m) => m.unit === 'demons') ? 0 : 1));
    expect(chiSquare(tally(rows, 0, 2), [1 / 3, 1 / 3, 1 / 3])).toBeLessThan(CHI2_999[2]);
  });

  it('the Cult of the Elder (and Outer) Gods has its own column: servitors, cursed cultists and cultists by level, the units split by them', () => {
    const at = (level: number, seed: number) => rolled(step('Cult of the Outer Gods', 'main', level), seed).opponents;
    expect(at(1, 1).mix).toEqual([{ unit: 'cultists', count: at(1, 1).count }]);
    for (const seed of SEEDS.slice(0, 100)) {
      const o = at(3, seed);
      const [serv, cursed, cult] = ['servitors', 'cursed-cultists', 'cultists'].map((u) => o.mix!.find((m) => m.unit === u)!.count);
      expect([serv >= 3 && serv <= 5, cursed >= 5 && cursed <= 10, cult >= 6 && cult <= 16, o.count === serv + cursed + cult]).toEqual([true, true, true, true]);
    }
    const f = opponentForce(rolled(step('Cult of the Outer Gods', 'main', 4), 2), 8)!;
    expect(f.units.includes('servitors') && f.units.includes('cursed-cultists') && f.units.includes('cultists')).toBe(true);
    expect(f.group.id).toBe('elder-cult');
  });

  it('the Undead Type on a D100 (zombies 35%, skeletons 20%, ghouls 15%, ghosts 15%, vampires 15%): its row\'s units, and the vampires as the Vampires group\'s own column', () => {
    const kinds = SEEDS.map((s) => {
      const o = rolled(step('Undead', 'main', 2), s).opponents;
      const face = Number(/D100 (\d+)/.exec(o.rolled!)![1]);
      const kind = face <= 35 ? 0 : face <= 55 ? 1 : face <= 70 ? 2 : face <= 85 ? 3 : 4;
      const shown = o.group === 'Vampires' ? 4 : /; D6 \d:/.test(o.rolled!) ? 0 : o.mix![0].unit === 'ghosts' ? 3 : o.count <= 32 && /3D8\+8/.test(o.rolled!) ? 2 : 1;
      expect([face, shown, o.vampires === true]).toEqual([face, kind, kind === 4]);
      return kind;
    });
    expect(chiSquare(tally(kinds, 0, 4), [0.35, 0.2, 0.15, 0.15, 0.15])).toBeLessThan(CHI2_999[4]);
    const vamp = rolled(step('Undead', 'main', 2), SEEDS.find((s) => rolled(step('Undead', 'main', 2), s).opponents.group === 'Vampires')!);
    expect(vamp.opponents.rolled).toMatch(/^Main column at level 2: D100 (8[6-9]|9\d|100): Vampires; named D3 = \d \[\d\]; Vampires 3D6\+4 = \d+ \[[\d,]+\]; D6 \d: /);
    expect(opponentForce(vamp, 8)!.units.every((u) => ['vampires', 'vampire-servants', 'thralls'].includes(u))).toBe(true);
  });

  it('the column\'s own unit types split the units (the demons\' lesser and greater), the Demon Prince as 20% more figures (no roster entry)', () => {
    const demons = rolled(step('Demons', 'main', 3), SEEDS.find((s) => rolled(step('Demons', 'main', 3), s).opponents.mix?.length === 2)!);
    const f = opponentForce(demons, 8)!;
    const [lesser, greater] = [demons.opponents.mix!.find((m) => m.unit === 'demons')!.count, demons.opponents.mix!.find((m) => m.unit === 'greater-demons')!.count];
    const n = f.units.length;
    expect(f.units.filter((u) => u === 'greater-demons').length).toBe(Math.round((n * greater) / (lesser + greater)));
    expect(f.units.filter((u) => u === 'demons').length).toBe(n - Math.round((n * greater) / (lesser + greater)));
    const prince = rolled(step('Demons', 'main', 3), SEEDS.find((s) => rolled(step('Demons', 'main', 3), s).opponents.named === 1)!);
    const p = opponentForce(prince, 20)!;
    expect(p.heroes).toEqual([]);
    expect(p.units).toHaveLength(Math.ceil(Math.ceil(prince.opponents.count * 1.2) / 2));
    expect(p.units.every((u) => u === 'greater-demons')).toBe(true);
  });

  it('a group without that column, or an unknown group, is refused with its reason (the step needs a count)', () => {
    const { 'mastermind-scheme': _, ...fewer } = raw.columns as unknown as Record<string, never>;
    const r = rollOpponents(seedRng(1), step('Minions', 'main'), fewer);
    expect(r.ok ? '' : r.error).toBe('step.opponents: no main column for "Minions" in opponentColumns.json: give the step a count');
    const none = generateCombatSetup({ step: step('Nobody', 'main'), heroes: TEAM, boards: BOARDS }, 1);
    expect(none.ok ? [] : none.errors).toEqual(['step.opponents: no main column for "Nobody" in opponentColumns.json: give the step a count']);
    const bad = generateCombatSetup({ step: { ...STEP, opponents: { group: 'Criminals' } } as unknown as EpisodeStepInput, heroes: TEAM, boards: BOARDS }, 1);
    expect(bad.ok).toBe(false);
  });
});

describe('HC-11 named villains, rival heroes and Outsiders', () => {
  it('Villain Scheme, Main: D2+2 villains (3 or 4), each a mirror hero riding one agents unit, never the heroes\' own types', () => {
    const named = SEEDS.slice(0, 400).map((s) => rolled(step('Villains', 'main'), s).opponents.named!);
    expect(chiSquare(tally(named, 3, 4), [1 / 2, 1 / 2])).toBeLessThan(CHI2_999[1]);
    const s = rolled(step('Villains', 'main'), SEEDS.find((x) => rolled(step('Villains', 'main'), x).opponents.named === 4)!);
    expect(s.opponents.count).toBe(4);
    const f = opponentForce(s, 8, ['iron-warden', 'nightblade', 'doctor-ember', 'sister-hex'], 4)!;
    expect(f.units).toEqual(['agents', 'agents', 'agents', 'agents']);
    expect(f.heroes).toEqual(['ironclad', 'nightshade', 'doctor-cinder', 'mother-malice']);
    // Six heroes sent: two named more; beyond the roster's four villains they fight as their unit alone.
    const six = opponentForce(s, 8, [], 6)!;
    expect([six.units.length, six.heroes.length]).toEqual([6, 4]);
    expect(six.how).toContain('2 beyond the roster');
    // Two heroes sent: a villain fewer.
    expect(opponentForce(s, 8, [], 2)!.units).toHaveLength(3);
  });

  it('a rival hero team (Lesser, D3+1) and the Outsiders (Outsider Agents, two leader types, more named as 20% more figures)', () => {
    const heroes = rolled(step('Heroes', 'lesser'), 3);
    expect(heroes.opponents.count).toBe(heroes.opponents.named);
    expect(opponentForce(heroes, 8)!.heroes).toEqual(['steel-sentinel', 'silent-blade', 'professor-blaze', 'brother-ward'].slice(0, heroes.opponents.named));
    const out = rolled(step('Outsiders', 'main'), SEEDS.find((x) => rolled(step('Outsiders', 'main'), x).opponents.named === 4)!);
    const f = opponentForce(out, 20)!;
    expect(f.heroes).toEqual(['outsider-envoy', 'outsider-herald']);
    expect(new Set(f.units)).toEqual(new Set(['outsider-agents']));
    expect(f.units).toHaveLength(Math.ceil(Math.ceil(out.opponents.count * 1.4) / 3));
  });

  it('battleFromSetup fields a rolled step: the villains on side 1, the column\'s dice in the force\'s words', () => {
    const r = generateCombatSetup({ step: step('Villains', 'lesser', 2), heroes: TEAM, boards: BOARDS }, 11);
    if (!r.ok) throw new Error(r.errors.join());
    const b = battleFromSetup(r.setup, repoMap(r.setup.board.name));
    const n = r.setup.step.opponents.named!;
    expect(b.scenario.sides[1].heroes).toEqual(['ironclad', 'nightshade', 'doctor-cinder', 'mother-malice'].slice(0, n));
    expect(b.scenario.sides[1].units.slice(0, n)).toEqual(Array.from({ length: n }, () => 'agents'));
    expect(b.opponents).toMatch(/^Lesser column at level 2: named D3\+1 = \d/);
    expect(b.notInForce.some((l) => l.startsWith('HC-11'))).toBe(false);
  });
});
