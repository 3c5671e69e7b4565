import { degreeOf, dieValue, luckMode, DEGREES, type Degree, type Luck } from './d20.ts';

// Exact odds of a check's four results, counted over every die (or pair of dice under fortune or
// misfortune), never sampled: what a player is shown before a roll must be what the dice do.

export interface CheckOddsInput extends Luck {
  /** The total modifier (ranks + ability + bonuses - penalties, as skillModifier works it out). */
  modifier: number;
  dc: number;
  /** false for an effect without critical results (SC-05). */
  criticals?: boolean;
}

export interface CheckOdds {
  /** Probability of each result; the four sum to 1. */
  p: Record<Degree, number>;
  /** The same as whole counts out of `outOf` (20 for one die, 400 for a pair): exact, for tests and display. */
  counts: Record<Degree, number>;
  outOf: number;
  /** Probability of success or better. */
  success: number;
}

/** Chance of each natural kept: 1/20 each, or from the 400 ordered pairs under fortune/misfortune (SC-06). */
export function naturalCounts(luck: Luck): { counts: number[]; outOf: number } {
  const mode = luckMode(luck);
  const counts = new Array<number>(21).fill(0);
  if (mode === 'normal') {
    for (let n = 1; n <= 20; n++) counts[n] = 1;
    return { counts, outOf: 20 };
  }
  for (let a = 1; a <= 20; a++) for (let b = 1; b <= 20; b++) counts[mode === 'fortune' ? Math.max(a, b) : Math.min(a, b)]++;
  return { counts, outOf: 400 };
}

/** SC-01, SC-05, SC-06: the exact chance of each result of a rolled check with this modifier against this DC. */
export function checkOdds(input: CheckOddsInput): CheckOdds {
  const { counts: nat, outOf } = naturalCounts(input);
  const counts: Record<Degree, number> = { criticalFailure: 0, failure: 0, success: 0, criticalSuccess: 0 };
  for (let n = 1; n <= 20; n++) counts[degreeOf(dieValue(n) + input.modifier, input.dc, input.criticals ?? true)] += nat[n];
  const p = Object.fromEntries(DEGREES.map((d) => [d, counts[d] / outOf])) as Record<Degree, number>;
  return { p, counts, outOf, success: (counts.success + counts.criticalSuccess) / outOf };
}
