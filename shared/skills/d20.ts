import { rollDie, type RngState } from '../core/rng.ts';

// SC-01, SC-05, SC-06: the die of a check and what the result is worth.

/**
 * SC-01: "A dice roll result of 1 is equal to -10, and a dice roll result of 20 is equal to 30." Read
 * literally: the die itself counts as -10 or 30 and the modifiers are added to that, so a natural 1 is
 * not an automatic failure (a big enough modifier still succeeds) and a natural 20 not an automatic
 * success; they simply land 11 below and 10 above the die's neighbours, which nearly always makes them
 * a critical failure and a critical success (SC-05).
 */
export function dieValue(natural: number): number {
  if (natural === 1) return -10;
  if (natural === 20) return 30;
  return natural;
}

/** SC-06: fortune and misfortune; both at once cancel ("you roll one die normally"). */
export interface Luck {
  fortune?: boolean;
  misfortune?: boolean;
}

export type LuckMode = 'normal' | 'fortune' | 'misfortune';

export function luckMode(luck: Luck): LuckMode {
  const f = !!luck.fortune;
  const m = !!luck.misfortune;
  return f === m ? 'normal' : f ? 'fortune' : 'misfortune';
}

export interface D20Roll {
  mode: LuckMode;
  /** Every d20 rolled, in the order rolled: one, or two under fortune or misfortune. */
  dice: number[];
  /** The die kept: the better of two under fortune, the worse under misfortune. */
  natural: number;
  /** What the kept die is worth (SC-01). */
  value: number;
}

/**
 * SC-06: under fortune roll twice and keep the better, under misfortune the worse. The die's worth
 * (SC-01) rises with its face, so "better" is simply the higher face.
 */
export function rollD20(rng: RngState, luck: Luck = {}): [D20Roll, RngState] {
  const mode = luckMode(luck);
  let state = rng;
  const dice: number[] = [];
  for (let i = 0; i < (mode === 'normal' ? 1 : 2); i++) {
    const [d, next] = rollDie(state, 20);
    dice.push(d);
    state = next;
  }
  const natural = mode === 'fortune' ? Math.max(...dice) : mode === 'misfortune' ? Math.min(...dice) : dice[0];
  return [{ mode, dice, natural, value: dieValue(natural) }, state];
}

export type Degree = 'criticalFailure' | 'failure' | 'success' | 'criticalSuccess';
export const DEGREES: readonly Degree[] = ['criticalFailure', 'failure', 'success', 'criticalSuccess'];

/**
 * SC-01 and SC-05: a result at or above the DC succeeds. "Exceeds the DC by 10 or more" is read as
 * result >= DC + 10 (beating a DC 15 with 25 is a critical success), and "fails by 10 or more" as
 * result <= DC - 10 (missing a DC 15 with 5). `criticals: false` is an effect that lists no critical
 * results: they count as the ordinary success or failure.
 */
export function degreeOf(result: number, dc: number, criticals = true): Degree {
  const success = result >= dc;
  if (!criticals) return success ? 'success' : 'failure';
  if (success) return result >= dc + 10 ? 'criticalSuccess' : 'success';
  return result <= dc - 10 ? 'criticalFailure' : 'failure';
}

export const succeeded = (d: Degree): boolean => d === 'success' || d === 'criticalSuccess';
