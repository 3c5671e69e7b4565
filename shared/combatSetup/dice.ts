import { rollDie, type RngState } from '../core/rng.ts';

// Dice as the episode generator writes them ("2D6", "D8+2", "D5-2", "D100+50"), kept as plain data so a
// set-up shows both the expression and what came up. A D5 or D14 is a die like any other for the
// seeded generator, so no table needs translating into real dice.

export interface Dice {
  count: number;
  sides: number;
  plus: number;
}

export interface DiceRoll {
  /** The expression as written, e.g. "2D6". */
  expr: string;
  dice: number[];
  total: number;
}

const DICE = /^(\d*)D(\d+)([+-]\d+)?$/;

/** The dice an expression names, or null for anything that is not one. */
export function parseDice(expr: string): Dice | null {
  const m = DICE.exec(expr);
  if (!m) return null;
  const count = m[1] === '' ? 1 : Number(m[1]);
  const sides = Number(m[2]);
  if (count < 1 || sides < 2) return null;
  return { count, sides, plus: m[3] ? Number(m[3]) : 0 };
}

/** Rolls an expression. A malformed one is a programming error in the data (checked at load), so it throws. */
export function roll(rng: RngState, expr: string): [DiceRoll, RngState] {
  const d = parseDice(expr);
  if (!d) throw new RangeError(`Not a dice expression: ${expr}`);
  const dice: number[] = [];
  let state = rng;
  for (let i = 0; i < d.count; i++) {
    const [face, next] = rollDie(state, d.sides);
    dice.push(face);
    state = next;
  }
  return [{ expr, dice, total: dice.reduce((a, b) => a + b, 0) + d.plus }, state];
}

/** One die's face: the common case, without the bookkeeping of an expression. */
export function die(rng: RngState, sides: number): [number, RngState] {
  return rollDie(rng, sides);
}
