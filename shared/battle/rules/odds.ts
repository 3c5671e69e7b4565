import { keepDice } from './dice.ts';
import { successLevel } from './successLevel.ts';

// Exact odds of an opposed roll (SW-02, SW-03, SW-04), computed, never sampled: the client shows
// these before a player commits, so they must agree with what the server's dice do.

export interface OddsInput {
  attack: number;
  defend: number;
  attackBonus?: number;
  attackPenalty?: number;
  defendBonus?: number;
  defendPenalty?: number;
  /** HC-07: the chance the defender avoids the doubling of its total defeat (an Automated Defence's D8); absent, none. */
  undoubled?: number;
}

export interface Odds {
  /** Probability that the attacker wins the opposed roll. */
  attackerWins: number;
  /** Probability of each damage value dealt to the defender; 0 means the attack failed. Sums to 1. */
  damage: Record<number, number>;
  expectedDamage: number;
}

const factorial = [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800, 39916800, 479001600];
function fact(n: number): number {
  let f = factorial[Math.min(n, 12)];
  for (let i = 13; i <= n; i++) f *= i;
  return f;
}

const naturalCache = new Map<string, number[]>();

/**
 * Distribution of the natural (the two dice kept) for 2 + bonus + penalty dice: index 2..12.
 * Enumerates multisets of faces with multinomial weights rather than all 6^n sequences.
 */
export function naturalDistribution(bonus: number, penalty: number): number[] {
  const key = `${bonus}/${penalty}`;
  const cached = naturalCache.get(key);
  if (cached) return cached;
  const n = 2 + bonus + penalty;
  const dist = new Array<number>(13).fill(0);
  const counts = [0, 0, 0, 0, 0, 0];
  const total = Math.pow(6, n);
  const walk = (face: number, left: number): void => {
    if (face === 5) {
      counts[5] = left;
      let weight = fact(n);
      for (const c of counts) weight /= fact(c);
      const dice: number[] = [];
      counts.forEach((c, i) => {
        for (let k = 0; k < c; k++) dice.push(i + 1);
      });
      const { kept } = keepDice(dice, penalty);
      dist[kept[0] + kept[1]] += weight / total;
      return;
    }
    for (let c = 0; c <= left; c++) {
      counts[face] = c;
      walk(face + 1, left - c);
    }
  };
  walk(0, n);
  naturalCache.set(key, dist);
  return dist;
}

// The same few dice counts come up again and again (a scripted opponent's look-ahead asks for
// thousands of previews a decision): each answer is kept, and a copy handed out, as callers may change it.
const oddsCache = new Map<string, Odds>();

export function opposedOdds(input: OddsInput): Odds {
  const key = `${input.attack}/${input.defend}/${input.attackBonus ?? 0}/${input.attackPenalty ?? 0}/${input.defendBonus ?? 0}/${input.defendPenalty ?? 0}/${input.undoubled ?? 0}`;
  let odds = oddsCache.get(key);
  if (!odds) oddsCache.set(key, (odds = computeOdds(input)));
  return { attackerWins: odds.attackerWins, damage: { ...odds.damage }, expectedDamage: odds.expectedDamage };
}

function computeOdds(input: OddsInput): Odds {
  const a = naturalDistribution(input.attackBonus ?? 0, input.attackPenalty ?? 0);
  const d = naturalDistribution(input.defendBonus ?? 0, input.defendPenalty ?? 0);
  const damage: Record<number, number> = { 0: 0 };
  const add = (dmg: number, p: number): void => {
    damage[dmg] = (damage[dmg] ?? 0) + p;
  };
  for (let na = 2; na <= 12; na++) {
    for (let nd = 2; nd <= 12; nd++) {
      const p = a[na] * d[nd];
      if (p === 0) continue;
      const ta = na + input.attack;
      const td = nd + input.defend;
      if ((na === 2) !== (nd === 2)) {
        if (na === 2) add(0, p);
        else {
          const q = input.undoubled ?? 0;
          add(2 * successLevel(ta), p * (1 - q));
          if (q) add(successLevel(ta), p * q);
        }
      } else if (ta > td) add(successLevel(ta), p);
      else if (ta < td) add(0, p);
      else {
        // Tie-break dice are fair to both sides and only pick the winner (see opposedRoll).
        add(successLevel(ta), p / 2);
        add(0, p / 2);
      }
    }
  }
  let attackerWins = 0;
  let expectedDamage = 0;
  for (const [k, p] of Object.entries(damage)) {
    if (Number(k) > 0) attackerWins += p;
    expectedDamage += Number(k) * p;
  }
  return { attackerWins, damage, expectedDamage };
}

/** One outcome of SW-16's support roll, by its natural. */
export interface SupportOutcome {
  natural: number;
  p: number;
  /** Bonus dice it gives the top's Defend: the SL of its total, none on a natural 2. */
  bonus: number;
  /** A natural 2: the stack's penalty dice are doubled. */
  doubled: boolean;
}

/** SW-16: every outcome of a support roll (Defend `ability` with its bonus and penalty dice), exactly. */
export function supportOutcomes(ability: number, bonus: number, penalty: number): SupportOutcome[] {
  const nat = naturalDistribution(bonus, penalty);
  const out: SupportOutcome[] = [];
  for (let n = 2; n <= 12; n++) if (nat[n]) out.push({ natural: n, p: nat[n], bonus: n === 2 ? 0 : successLevel(n + ability), doubled: n === 2 });
  return out;
}
