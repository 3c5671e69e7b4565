import { fail, ok, type Outcome } from './outcome.ts';

// SC-13: fractions, multipliers and the same effect twice.

/**
 * SC-13: a fraction of a value, rounded down, but never down to 0: "when rounding down would give you
 * 0 ... round up to 1". Only rounding can bring this up: a fraction of 0 is 0, and a fraction that is
 * a whole number is kept as it is. For whole, non-negative values and fractions; anything else is a
 * 'bad-value'.
 */
export function fractionOf(value: number, numerator: number, denominator: number): Outcome<number> {
  if (![value, numerator, denominator].every(Number.isInteger) || value < 0 || numerator < 0 || denominator <= 0) {
    return fail('bad-value', 'A fraction takes a whole value of 0 or more and a fraction n/d with d above 0');
  }
  const exact = (value * numerator) / denominator;
  const down = Math.floor(exact);
  return ok(down === 0 && exact > 0 ? 1 : down);
}

/** SC-13: half of a value, the usual case ("a creature takes half damage"). */
export const halve = (value: number): Outcome<number> => fractionOf(value, 1, 2);

/**
 * SC-13: several multipliers on one number make one multiplier: the first counts in full and each
 * after it adds one less than its value (two doublings triple, x2 and x3 make x4). The order does not
 * matter. The rule is written for multiplying, so a multiplier must be a whole number of 1 or more
 * (fractions are SC-13's rounding rule, applied one after the other); no multiplier is x1.
 */
export function combineMultipliers(multipliers: number[]): Outcome<number> {
  if (!multipliers.every((m) => Number.isInteger(m) && m >= 1)) return fail('bad-value', 'Multipliers are whole numbers of 1 or more');
  if (multipliers.length === 0) return ok(1);
  return ok(multipliers.reduce((sum, m) => sum + m - 1, 1));
}

export interface Effect {
  /** What the effect is (a spell, a condition...): instances with one id are "the same thing". */
  id: string;
  /** Its level: the higher applies. */
  level: number;
}

/**
 * SC-13: affected by the same thing several times, only one instance applies: the highest level, or
 * the newest of equal levels. `effects` are in the order they were applied (the last is the newest);
 * the answer keeps one per id, in the order each id first appeared.
 */
export function applyingEffects<E extends Effect>(effects: E[]): E[] {
  const chosen = new Map<string, E>();
  for (const e of effects) {
    const held = chosen.get(e.id);
    if (!held || e.level >= held.level) chosen.set(e.id, e);
  }
  return [...chosen.values()];
}
