import { rollD6, rollDice, type RngState } from '../../core/rng.ts';
import { successLevel } from './successLevel.ts';

// SW-02 and SW-03: how one roll is made and how two rolls are opposed.

export interface Modifier {
  /** Why the die was given, for the log and the odds panel ("bloodied", "2nd defence this turn"...). */
  reason: string;
  bonus: number;
  penalty: number;
}

export interface RollSpec {
  ability: number;
  modifiers: Modifier[];
}

export interface RollResult {
  ability: number;
  bonus: number;
  penalty: number;
  modifiers: Modifier[];
  /** Every die rolled, in the order rolled: 2 + bonus + penalty of them. */
  dice: number[];
  /** Dice eaten by penalty dice: the highest ones. */
  eaten: number[];
  /** The two highest dice left. */
  kept: [number, number];
  natural: number;
  total: number;
}

export function countDice(modifiers: Modifier[]): { bonus: number; penalty: number } {
  let bonus = 0;
  let penalty = 0;
  for (const m of modifiers) {
    bonus += m.bonus;
    penalty += m.penalty;
  }
  return { bonus, penalty };
}

/**
 * Every bonus and penalty die is rolled (the text: "total them up and roll them, too"); each penalty die
 * eats the highest die; the two highest left count. Since penalty dice are rolled too, there are always
 * 2 + bonus dice left after eating, so penalty dice can never outnumber the dice rolled.
 */
export function keepDice(dice: number[], penalty: number): { eaten: number[]; kept: [number, number] } {
  const sorted = [...dice].sort((a, b) => b - a);
  const eaten = sorted.slice(0, penalty);
  const rest = sorted.slice(penalty);
  return { eaten, kept: [rest[0], rest[1]] };
}

export function makeRoll(rng: RngState, spec: RollSpec): [RollResult, RngState] {
  const { bonus, penalty } = countDice(spec.modifiers);
  const [dice, next] = rollDice(rng, 2 + bonus + penalty);
  const { eaten, kept } = keepDice(dice, penalty);
  const natural = kept[0] + kept[1];
  return [
    { ability: spec.ability, bonus, penalty, modifiers: spec.modifiers, dice, eaten, kept, natural, total: natural + spec.ability },
    next,
  ];
}

export interface OpposedResult {
  a: RollResult;
  b: RollResult;
  /** Tie-break dice each side added, one per tied round (SW-03). */
  tieDiceA: number[];
  tieDiceB: number[];
  finalA: number;
  finalB: number;
  winner: 'a' | 'b';
  /** The winner's success level, before any doubling. */
  sl: number;
  /** The loser rolled a natural 2 (and the winner did not): total defeat, the winner's SL doubles. */
  totalDefeat: boolean;
}

/**
 * SW-03: on a tie each side rolls one bonus die and adds it to its total, repeating while tied. The
 * tie-break dice only decide who wins: the winner's SL comes from the total it rolled, so damage stays
 * inside the chart's range (a tie at 12 does not turn into SL 5 by luck of the tie dice).
 * SW-04: a natural 2 against anything else is total defeat whatever the totals; if both sides roll
 * a natural 2 the totals decide as usual and nothing doubles.
 */
export function opposedRoll(rng: RngState, specA: RollSpec, specB: RollSpec): [OpposedResult, RngState] {
  let state = rng;
  let a: RollResult;
  let b: RollResult;
  [a, state] = makeRoll(state, specA);
  [b, state] = makeRoll(state, specB);
  const tieDiceA: number[] = [];
  const tieDiceB: number[] = [];
  const aTwo = a.natural === 2;
  const bTwo = b.natural === 2;
  if (aTwo !== bTwo) {
    return [{ a, b, tieDiceA, tieDiceB, finalA: a.total, finalB: b.total, winner: aTwo ? 'b' : 'a', sl: successLevel(aTwo ? b.total : a.total), totalDefeat: true }, state];
  }
  let finalA = a.total;
  let finalB = b.total;
  while (finalA === finalB) {
    let da: number;
    let db: number;
    [da, state] = rollD6(state);
    [db, state] = rollD6(state);
    tieDiceA.push(da);
    tieDiceB.push(db);
    finalA += da;
    finalB += db;
  }
  const winner = finalA > finalB ? 'a' : 'b';
  const sl = successLevel(winner === 'a' ? a.total : b.total);
  return [{ a, b, tieDiceA, tieDiceB, finalA, finalB, winner, sl, totalDefeat: false }, state];
}
