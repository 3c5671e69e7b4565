import { describe, expect, it } from 'vitest';
import { seedRng } from '../core/rng.ts';
import { generateCombatSetup, type CombatSetup } from './generate.ts';
import { Roller } from './roller.ts';
import { DATA } from './tables.ts';
import { BOARDS, CHI2_999, chiSquare, STEP, TEAM } from './testing.ts';

// Over many fixed seeds, each table's results come up as often as its dice say. The expected
// frequencies are written from the text here, not read from the data file, so a wrong row in
// shared/data/combatSetup.json fails too. Seeds are fixed: the test gives the same answer every run.
// The bar is the chi-square a fair table exceeds one time in a thousand.

const N = 1200;
const setups: CombatSetup[] = [];
for (let s = 0; s < N; s++) {
  const r = generateCombatSetup({ step: STEP, heroes: TEAM, boards: BOARDS }, s);
  if (!r.ok) throw new Error(r.errors.join('; '));
  setups.push(r.setup);
}

/** Counts of each outcome, in the order given. */
function tally<T>(values: T[], outcomes: T[]): number[] {
  return outcomes.map((o) => values.filter((v) => v === o).length);
}

function fits(counts: number[], weights: number[]): void {
  const total = weights.reduce((a, b) => a + b, 0);
  const p = weights.map((w) => w / total);
  const chi = chiSquare(counts, p);
  expect(chi, `counts ${counts.join(',')} against ${weights.join(':')}`).toBeLessThan(CHI2_999[counts.length - 1]);
}

/** Draws straight from one table, for the big ones (d100, d30) that need more rolls than set-ups. */
function draws<R>(n: number, pick: (r: Roller) => R): R[] {
  const r = new Roller(seedRng(12345));
  return Array.from({ length: n }, () => pick(r));
}

describe('table distributions', () => {
  it('HC-01 cube side: each of the ten sides of the D10 table one time in ten', () => {
    fits(tally(setups.map((s) => s.cube.side), [3, 7, 11, 13, 15, 17, 18, 19, 20, 21]), [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('HC-02 preparation: Ready 1, Warned 2-3, Tactical Surprise 4, Ambush 5, General Surprise 6 on a D6', () => {
    fits(tally(setups.map((s) => s.preparation.id), ['ready', 'warned', 'tactical-surprise', 'ambush', 'general-surprise']), [1, 2, 1, 1, 1]);
  });

  it('HC-03 deployment type 3:5:2 on a D10, and the deployment range 1:2:2:2:2:1', () => {
    fits(tally(setups.map((s) => s.deployment.type), ['alternating', 'tactical-edge', 'whole-team']), [3, 5, 2]);
    fits(tally(setups.map((s) => `${s.deployment.range.low}-${s.deployment.range.high ?? ''}`), ['2-3', '2-5', '3-10', '6-15', '11-', '16-']), [1, 2, 2, 2, 2, 1]);
    fits(tally(setups.map((s) => s.deployment.from.id), ['random-edge', 'random-corner', 'centre', 'selected-edge', 'selected-corner']), [1, 1, 1, 1, 1]);
  });

  it('HC-04 number of environments D5-2: none 2 in 5, one, two and three 1 in 5 each; the D100 environment table by its ranges', () => {
    fits(tally(setups.map((s) => s.environments.count.count), [0, 1, 2, 3]), [2, 1, 1, 1]);
    const ids = ['air', 'cold', 'darkness', 'light', 'enclosed', 'heat', 'microgravity', 'open', 'poison', 'radiation', 'space', 'storm', 'underwater', 'water', 'wilderness'];
    fits(tally(draws(6000, (r) => r.on(DATA.environments).row.id), ids), [5, 7, 12, 11, 15, 6, 2, 7, 3, 5, 2, 5, 5, 5, 10]);
    fits(tally(draws(3000, (r) => r.on(DATA.environmentValue).row.value), ['2D4', '2D6', '2D8']), [1, 2, 1]);
  });

  it('HC-06 number of complications D6-2: none 2 in 6, one to four 1 in 6 each; the D30 table 1 in 30 each', () => {
    fits(tally(setups.map((s) => s.complications.count.count), [0, 1, 2, 3, 4]), [2, 1, 1, 1, 1]);
    const ids = DATA.complications.rows.map((r) => r.id);
    expect(ids.length).toBe(30);
    fits(tally(draws(9000, (r) => r.on(DATA.complications).row.id), ids), new Array(30).fill(1));
  });

  it('HC-07 complication values 2D4..2D14 one in six each; damage types Heat..Physical Poison 1 in 8, Solid 2 in 8', () => {
    fits(tally(draws(3000, (r) => r.value().roll.expr), ['2D4', '2D6', '2D8', '2D10', '2D12', '2D14']), [1, 1, 1, 1, 1, 1]);
    fits(tally(draws(4000, (r) => r.damageType().id), ['heat', 'cold', 'electricity', 'radiation', 'physical', 'physical-poison', 'solid']), [1, 1, 1, 1, 1, 1, 2]);
  });

  it('HC-08 HC-09 task timing one in three each; task limits one in six each', () => {
    fits(tally(setups.map((s) => s.task.when.id), ['before', 'after', 'during']), [1, 1, 1]);
    fits(tally(setups.map((s) => s.task.limits.id), ['only-one', 'two-together', 'all-together', 'all-one-at-a-time', 'two-one-at-a-time', 'all-separately']), [1, 1, 1, 1, 1, 1]);
  });
});
