import { rollDie, seedRng, type RngState } from '../core/rng.ts';

// For tests: a generator whose next d20s come up as asked, found by trying numbered seeds in order
// (the dice are the real ones; only the seed is chosen). Two dice take ~400 tries on average.

const found = new Map<string, RngState>();

export function rngRolling(...naturals: number[]): RngState {
  const key = naturals.join(',');
  const hit = found.get(key);
  if (hit) return hit;
  for (let seed = 0; seed < 1_000_000; seed++) {
    let state = seedRng(seed);
    let match = true;
    for (const want of naturals) {
      const [d, next] = rollDie(state, 20);
      state = next;
      if (d !== want) {
        match = false;
        break;
      }
    }
    if (match) {
      found.set(key, seedRng(seed));
      return seedRng(seed);
    }
  }
  throw new Error(`No seed below 1e6 rolls ${key}`);
}
