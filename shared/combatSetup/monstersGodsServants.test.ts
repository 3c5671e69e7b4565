import { describe, expect, it } from 'vitest';
import raw from '../data/opponentColumns.json' with { type: 'json' };
import { seedRng } from '../core/rng.ts';
import { battleFromSetup } from './battle.ts';
import { generateCombatSetup } from './generate.ts';
import { OPPONENT_COLUMNS_CHECK, OpponentColumnsSchema, rollOpponents, type OpponentColumns } from './opponentColumns.ts';
import { opponentForce } from './opponents.ts';
import type { EpisodeStep, EpisodeStepInput } from './tables.ts';
import { BOARDS, CHI2_999, chiSquare, STEP, TEAM } from './testing.ts';
import { repoMap } from '../../test/repoMaps.ts';

// HC-11: what the episode table's columns held and the force left out before: the Small, Medium and
// Large Monster Attacks, the cults' gods (level 4+), the zombies' crows, rats and dogs and the
// vampires' servants and thralls (their D6 rows).

const step = (group: string, column: 'main' | 'lesser', level = 1): EpisodeStepInput => ({ ...STEP, level, opponents: { group, column } });
const rolled = (s: EpisodeStepInput, seed: number, columns?: OpponentColumns['columns']): EpisodeStep => {
  const r = rollOpponents(seedRng(seed), s, columns);
  if (!r.ok) throw new Error(r.error);
  return r.step;
};
const SEEDS = Array.from({ length: 1200 }, (_, i) => i + 1);
const tally = (xs: number[], from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => xs.filter((x) => x === from + k).length);
/** Chi-square at 0.999 for 10 degrees of freedom (2D6's eleven totals). */
const CHI2_999_10 = 29.59;
const cols = raw.columns as unknown as OpponentColumns['columns'];
const mixOf = (s: EpisodeStep) => Object.fromEntries((s.opponents.mix ?? []).map((m) => [m.unit, m.count]));
const face = (s: EpisodeStep) => Number(/D6 (\d):/.exec(s.opponents.rolled!)![1]);

describe('HC-11 monsters', () => {
  it('the three Monster Attacks load with both columns; a bad replacement or gods line is refused', () => {
    expect(OPPONENT_COLUMNS_CHECK.success, JSON.stringify(OPPONENT_COLUMNS_CHECK.error?.issues)).toBe(true);
    for (const id of ['small-monster-attack', 'medium-monster-attack', 'large-monster-attack']) expect(Object.keys(cols[id])).toEqual(['main', 'lesser']);
    const ok = (d: unknown) => OpponentColumnsSchema.safeParse(d).success;
    const zombies = { min: 1, max: 100, named: 'D3-1', figures: [{ dice: '3D10+10', unit: 'undead', replace: [] as unknown[] }] };
    const withRows = (replace: unknown[]) => ({ ...raw, columns: { ...cols, 'undead-outbreak': { ...cols['undead-outbreak'], main: [{ level: 1, d100: [{ ...zombies, max: 99, figures: [{ ...zombies.figures[0], replace }] }, { min: 100, max: 100, as: 'vampires' }] }] } } });
    const w = (part: string, times = 2, unit = 'vermin') => ({ part, times, unit, name: 'crows' });
    expect(ok(withRows([{ min: 1, max: 3, with: [w('1/4')] }, { min: 4, max: 6, with: [w('1/2'), w('rest', 1)] }]))).toBe(true);
    expect(ok(withRows([{ min: 1, max: 3, with: [w('1/4')] }, { min: 5, max: 6, with: [w('1/2')] }]))).toBe(false);
    expect(ok(withRows([{ min: 1, max: 3, with: [w('1/2'), w('1/2'), w('1/4')] }, { min: 4, max: 6, with: [w('1/2')] }]))).toBe(false);
    expect(ok(withRows([{ min: 1, max: 3, with: [w('rest'), w('1/4')] }, { min: 4, max: 6, with: [w('1/2')] }]))).toBe(false);
    expect(ok(withRows([{ min: 1, max: 3, with: [w('1/4', 2, 'wolves')] }, { min: 4, max: 6, with: [w('1/2')] }]))).toBe(false);
    const cult = (gods: unknown) => ({ ...raw, columns: { ...cols, cult: { ...cols.cult, main: [{ level: 1, gods, named: 'D3', figures: [{ dice: '2D8' }] }] } } });
    expect(ok(cult({ dice: 'D3-2', unit: 'old-god', named: 'D3-1' }))).toBe(true);
    expect(ok(cult({ dice: 'D3-', unit: 'old-god' }))).toBe(false);
    expect(ok(cult({ dice: 1, unit: 'cthulhu' }))).toBe(false);
  });

  it('Small Monster Attack, Main: 2D6+6 monsters (8-18, chi-square over 1200 seeds), two to a unit, no leaders', () => {
    const steps = SEEDS.map((s) => rolled(step('Small monsters', 'main'), s));
    const counts = steps.map((s) => s.opponents.count);
    const p = Array.from({ length: 11 }, (_, k) => (6 - Math.abs(k - 5)) / 36);
    expect(chiSquare(tally(counts, 8, 18), p)).toBeLessThan(CHI2_999_10);
    for (const s of steps.slice(0, 50)) {
      const f = opponentForce(s, 8)!;
      expect([f.units.length, f.heroes.length, new Set(f.units).size]).toEqual([Math.min(8, Math.ceil(s.opponents.count / 2)), 0, 1]);
      expect(f.units[0]).toBe('small-monsters');
    }
  });

  it('Medium Monster Attack: D6+4 (Main, 5-10 even) and D6+2 (Lesser); Large: D2 (Main, 1 or 2 even), Lesser 1 with no die rolled', () => {
    const medium = SEEDS.map((s) => rolled(step('Medium monsters', 'main'), s).opponents.count);
    expect(chiSquare(tally(medium, 5, 10), Array(6).fill(1 / 6))).toBeLessThan(CHI2_999[5]);
    const lesser = SEEDS.slice(0, 300).map((s) => rolled(step('Medium monsters', 'lesser'), s).opponents.count);
    expect([Math.min(...lesser), Math.max(...lesser)]).toEqual([3, 8]);
    expect(opponentForce(rolled(step('Medium monsters', 'main'), 1), 8)!.units.every((u) => u === 'medium-monsters')).toBe(true);
    const large = SEEDS.map((s) => rolled(step('Large monster', 'main'), s).opponents.count);
    expect(chiSquare(tally(large, 1, 2), [1 / 2, 1 / 2])).toBeLessThan(CHI2_999[1]);
    const one = rollOpponents(seedRng(9), step('Large monster', 'lesser'));
    expect(one.ok && [one.step.opponents.count, one.rng]).toEqual([1, seedRng(9)]);
    expect(opponentForce(rolled(step('Large monster', 'main'), 2), 8)!.units).toEqual(Array(large[1]).fill('large-monster'));
  });
});

describe('HC-11 the cults\' gods', () => {
  it('Cult of the Old Gods, Main level 4: a god on D3-2 (a third), then the leaders D3-1 instead of D3+1; the god a unit of its own after the rank and file', () => {
    const steps = SEEDS.map((s) => rolled(step('Cult', 'main', 4), s));
    const gods = steps.map((s) => s.opponents.alone?.[0].count ?? 0);
    expect(chiSquare(tally(gods, 0, 1), [2 / 3, 1 / 3])).toBeLessThan(CHI2_999[1]);
    const named = (g: number) => steps.filter((_, i) => gods[i] === g).map((s) => s.opponents.named!);
    expect(chiSquare(tally(named(1), 0, 2), [1 / 3, 1 / 3, 1 / 3])).toBeLessThan(CHI2_999[2]);
    expect(chiSquare(tally(named(0), 2, 4), [1 / 3, 1 / 3, 1 / 3])).toBeLessThan(CHI2_999[2]);
    const withGod = steps[gods.indexOf(1)];
    expect(withGod.opponents.rolled).toMatch(/^Main column at level 4: Old God D3-2 = 1 \[3\]; named D3-1 = \d \[\d\]; 3D10\+10 = \d+/);
    const f = opponentForce(withGod, 8)!;
    expect(f.units).toHaveLength(8);
    expect(f.units.slice(0, 7).every((u) => u === 'cultists' || u === 'cursed-cultists')).toBe(true);
    expect(f.units[7]).toBe('old-god');
    expect(f.how).toContain('and old-god, a unit each');
  });

  it('Old Gods level 5+: always one god and D3 leaders; Elder (and Outer) Gods level 4: the Elder God on D3-2; no Lesser column has gods', () => {
    for (const s of SEEDS.slice(0, 60).map((x) => rolled(step('Cult', 'main', 7), x))) {
      expect(s.opponents.alone).toEqual([{ unit: 'old-god', count: 1 }]);
      expect(s.opponents.named).toBeLessThanOrEqual(3);
    }
    const elder = SEEDS.slice(0, 300).map((x) => rolled(step('Cult of the Outer Gods', 'main', 4), x).opponents.alone?.[0].unit);
    expect(new Set(elder)).toEqual(new Set([undefined, 'elder-god']));
    for (const g of ['Cult', 'Elder cult']) expect(SEEDS.slice(0, 100).some((x) => rolled(step(g, 'lesser', 6), x).opponents.alone)).toBe(false);
  });

  it('battleFromSetup fields the god on side 1 and a Large Monster Attack as its monsters, nothing left out', () => {
    for (const [s, unit] of [[step('Cult', 'main', 5), 'old-god'], [step('Large monster', 'main'), 'large-monster']] as const) {
      const r = generateCombatSetup({ step: s, heroes: TEAM, boards: BOARDS }, 4);
      if (!r.ok) throw new Error(r.errors.join());
      const b = battleFromSetup(r.setup, repoMap(r.setup.board.name));
      expect(b.scenario.sides[1].units).toContain(unit);
      expect(b.notInForce.some((l) => l.startsWith('HC-11'))).toBe(false);
    }
  });
});

describe('HC-11 the zombies\' crows, rats and dogs, the vampires\' servants and thralls', () => {
  // The data's own rows with the rolled line fixed (20 zombies, 13 vampires): only the D6 varies.
  const undead = cols['undead-outbreak'];
  const fixed = (which: 'main' | 'lesser', n: number) => {
    const d100 = undead[which][0].d100!;
    const z = { ...d100[0], min: 1, max: 100, figures: [{ ...d100[0].figures![0], dice: n }] };
    return { ...cols, 'undead-outbreak': { ...undead, [which]: [{ level: 1, d100: [{ ...z, max: 99 }, { min: 100, max: 100, as: 'vampires' }] }] } };
  };
  const zombies = (which: 'main' | 'lesser', n: number) => SEEDS.slice(0, 600).map((s) => rolled(step('Undead', which), s, fixed(which, n))).filter((s) => s.opponents.group === 'Undead');

  it('zombies, Main: each D6 row a sixth of seeds, and 20 zombies become what the row says (quarters of the rolled line, twice as many crows and rats, as many dogs)', () => {
    const steps = zombies('main', 20);
    expect(chiSquare(tally(steps.map(face), 1, 6), Array(6).fill(1 / 6))).toBeLessThan(CHI2_999[5]);
    const want: Record<number, Record<string, number>> = {
      1: { undead: 15, vermin: 10 },
      2: { undead: 10, vermin: 20 },
      3: { undead: 10, vermin: 20 },
      4: { vermin: 40 },
      5: { undead: 10, vermin: 10, dogs: 5 },
      6: { undead: 5, vermin: 20, dogs: 5 },
    };
    for (const s of steps) expect([face(s), mixOf(s)]).toEqual([face(s), want[face(s)]]);
    const two = steps.find((s) => face(s) === 2)!;
    expect(two.opponents.rolled).toContain('D6 2: ¼ (5) as 10 crows, ¼ (5) as 10 rats');
    expect(two.opponents.count).toBe(30);
  });

  it('zombies, Lesser row 6: a quarter crows, a quarter rats and the rest dogs; the force splits its units by the mix', () => {
    const six = zombies('lesser', 20).find((s) => face(s) === 6)!;
    expect(mixOf(six)).toEqual({ vermin: 20, dogs: 10 });
    const five = zombies('lesser', 20).find((s) => face(s) === 5)!;
    expect(opponentForce(five, 8)!.units).toEqual(['undead', 'undead', 'undead', 'vermin', 'vermin', 'vermin', 'dogs', 'dogs']);
  });

  it('vampires (3D6+4): rows 1-3 a sixth each, 4-6 half; 13 vampires give 3 (¼, rounded down) as 6 servants or 9 thralls, ½ as 12 and 18', () => {
    const vamp = { ...cols.vampires, main: [{ ...cols.vampires.main[0], figures: [{ ...cols.vampires.main[0].figures![0], dice: 13 }] }] };
    const steps = SEEDS.map((s) => rolled(step('Vampires', 'main'), s, { ...cols, vampires: vamp }));
    expect(chiSquare(tally(steps.map((s) => Math.min(4, face(s))), 1, 4), [1 / 6, 1 / 6, 1 / 6, 1 / 2])).toBeLessThan(CHI2_999[3]);
    const want: Record<number, Record<string, number>> = {
      1: { vampires: 10, 'vampire-servants': 6 },
      2: { vampires: 10, thralls: 9 },
      3: { vampires: 7, 'vampire-servants': 6, thralls: 9 },
      4: { vampires: 1, 'vampire-servants': 12, thralls: 18 },
    };
    for (const s of steps) expect([face(s), mixOf(s)]).toEqual([face(s), want[Math.min(4, face(s))]]);
    const f = opponentForce(steps.find((s) => face(s) === 3)!, 8)!;
    expect([f.units, f.heroes]).toEqual([['vampires', 'vampires', 'vampires', 'vampire-servants', 'vampire-servants', 'thralls', 'thralls', 'thralls'], ['vampire-lord']]);
  });
});

describe('HC-11 the Mastermind\'s minions', () => {
  const lastFace = (s: EpisodeStep) => Number([...s.opponents.rolled!.matchAll(/D100 (\d+):/g)][0][1]);

  it('Lesser: a group of the episode table rolled on the D100, its faces 01-22 (no minions: Super Recruit, Disaster, Hero Team, the scheme itself) rolled again, each group as often as its faces (chi-square)', () => {
    const steps = SEEDS.map((s) => rolled(step('Minions', 'lesser'), s));
    const faces = steps.map(lastFace);
    expect(Math.min(...faces)).toBeGreaterThanOrEqual(23);
    const band = faces.map((f) => (f <= 50 ? 0 : f <= 76 ? 1 : 2));
    expect(chiSquare(tally(band, 0, 2), [28 / 78, 26 / 78, 24 / 78])).toBeLessThan(CHI2_999[2]);
    expect(steps.some((s) => / again; D100 \d+: /.test(s.opponents.rolled!))).toBe(true);
    expect(steps.every((s) => s.opponents.lead === undefined && s.opponents.group !== 'Minions')).toBe(true);
    const crim = steps[faces.findIndex((f) => f >= 77 && f <= 79)];
    expect(crim.opponents.rolled).toMatch(/^Lesser column at level 1: (D100 \d+ again; )*D100 7[7-9]: Criminal Scheme; named D3\+1 = \d \[\d\]; 2D8\+10 = \d+/);
  });

  it('Main: the Mastermind or the Black Queen (a D2, half each) leads the group\'s Lesser opponent, one named more than its roll, first among its leaders', () => {
    const steps = SEEDS.map((s) => rolled(step('Mastermind', 'main', 2), s));
    const lead = steps.map((s) => s.opponents.lead![0]);
    expect(chiSquare([lead.filter((l) => l === 'mastermind').length, lead.filter((l) => l === 'black-queen').length], [1 / 2, 1 / 2])).toBeLessThan(CHI2_999[1]);
    for (const s of steps.slice(0, 200)) {
      expect(s.opponents.rolled).toMatch(/^Main column at level 2: The (Mastermind \(D2 1\)|Black Queen \(D2 2\)); (D100 \d+ again; )*D100 \d+: [^;]+ \(Lesser\); /);
      const m = /; named \S+ = (\d+)/.exec(s.opponents.rolled!);
      expect(s.opponents.named).toBe((m ? Number(m[1]) : 0) + 1);
      const f = opponentForce(s, 8, ['iron-warden'])!;
      expect(f.heroes[0]).toBe(s.opponents.lead![0]);
    }
  });

  it('refuses a rerolled row that gives something, a column without `as`, every row rerolled, and a leader for a band of its own figures', () => {
    const ok = (main: unknown) => OpponentColumnsSchema.safeParse({ ...raw, columns: { ...cols, 'mastermind-scheme': { ...cols['mastermind-scheme'], main } } }).success;
    const band = cols['mastermind-scheme'].main[0];
    const rows = band.d100!;
    expect(ok([band])).toBe(true);
    expect(ok([{ ...band, d100: [{ ...rows[0], as: 'cult' }, ...rows.slice(1)] }])).toBe(false);
    expect(ok([{ ...band, d100: [{ min: 1, max: 22, column: 'lesser' }, ...rows.slice(1)] }])).toBe(false);
    expect(ok([{ level: 1, d100: [{ min: 1, max: 50, reroll: true }, { min: 51, max: 100, reroll: true }] }])).toBe(false);
    expect(ok([{ level: 1, lead: ['mastermind'], named: 'D3', figures: [{ dice: '2D6' }] }])).toBe(false);
    expect(ok([{ ...band, lead: ['dr-nobody'] }])).toBe(false);
  });

  it('battleFromSetup fields the minions with their Mastermind on side 1, nothing left out', () => {
    const r = generateCombatSetup({ step: step('Mastermind', 'main', 2), heroes: TEAM, boards: BOARDS }, 6);
    if (!r.ok) throw new Error(r.errors.join());
    const b = battleFromSetup(r.setup, repoMap(r.setup.board.name));
    expect(b.scenario.sides[1].heroes![0]).toBe(r.setup.step.opponents.lead![0]);
    expect(b.notInForce.some((l) => l.startsWith('HC-11'))).toBe(false);
  });
});
