// A seeded generator whose whole state is one plain number, so it lives inside the battle state,
// survives JSON round trips, and replays identically. Mulberry32: small, fast, good enough for dice.

export interface RngState {
  s: number; // uint32
}

export function seedRng(seed: number): RngState {
  // Mix the seed once so nearby seeds (1, 2, 3...) start far apart.
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return { s: (h ^ (h >>> 16)) >>> 0 };
}

export function nextUint32(rng: RngState): [number, RngState] {
  const s = (rng.s + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [(t ^ (t >>> 14)) >>> 0, { s }];
}

/**
 * A fair die with any number of sides from 2 up (d6, d10, d20, d100...). 2^32 is rarely a multiple
 * of `sides`, so draws at or above the largest multiple are thrown away and drawn again (rejection
 * sampling); what is left maps evenly onto 1..sides. A wrong `sides` is a programming error, not a
 * player's input, so it throws.
 */
export function rollDie(rng: RngState, sides: number): [number, RngState] {
  if (!Number.isInteger(sides) || sides < 2 || sides > 2 ** 32) throw new RangeError(`A die needs a whole number of sides from 2 to 2^32, not ${sides}`);
  const limit = 2 ** 32 - (2 ** 32 % sides); // largest multiple of `sides` not above 2^32
  let state = rng;
  for (;;) {
    const [n, next] = nextUint32(state);
    state = next;
    if (n < limit) return [(n % sides) + 1, state];
  }
}

/** A fair d6 (for a d6 the limit is 4294967292, as it has always been, so old seeds roll the same). */
export function rollD6(rng: RngState): [number, RngState] {
  return rollDie(rng, 6);
}

/** Rolls n d6 and threads the generator state through; dice come back in the order rolled. */
export function rollDice(rng: RngState, n: number): [number[], RngState] {
  const dice: number[] = [];
  let state = rng;
  for (let i = 0; i < n; i++) {
    const [d, next] = rollD6(state);
    dice.push(d);
    state = next;
  }
  return [dice, state];
}
