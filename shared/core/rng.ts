import { chachaBlock, keyWords } from './chacha20.ts';
import { hexBytes, sha256, utf8 } from './sha256.ts';

// The dice generator: ChaCha20 in counter mode under a 256-bit key (the battle's seed). Its state is
// plain data (the key and how many 32-bit words were drawn), so it lives inside the game state,
// survives JSON round trips and replays identically; and unlike a small generator whose outputs
// are its state, no number of dice seen lets anyone work out the key or the next die.

/** A seed: 64 hex digits (a ChaCha20 key). The server draws it from the OS's secure source. */
export type Seed = string;

export interface RngState {
  key: Seed;
  /** 32-bit words of key stream used so far: word n is word n % 16 of block n / 16. */
  n: number;
}

const SEED = /^[0-9a-f]{64}$/;

export function isSeed(value: unknown): value is Seed {
  return typeof value === 'string' && SEED.test(value);
}

/**
 * The seed for a small number, so tests, the sim and the golden record can name a battle "seed 7".
 * Such a seed is only as hard to guess as the number: the server never uses one.
 */
export function seedFromNumber(n: number): Seed {
  return sha256(utf8(`shadow-wars seed ${n}`));
}

/** A seed as given (64 hex digits) or derived from a whole number; null for anything else. */
export function toSeed(value: unknown): Seed | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? seedFromNumber(value) : null;
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    return SEED.test(lower) ? lower : null;
  }
  return null;
}

/** The public commitment to a seed: SHA-256 of its 32 bytes, published before any die is rolled. */
export function commitmentOf(seed: Seed): string {
  return sha256(hexBytes(seed));
}

export function seedRng(seed: Seed | number): RngState {
  const key = toSeed(seed);
  if (key === null) throw new RangeError('A seed is 64 hex digits or a whole number');
  return { key, n: 0 };
}

// The block last computed: dice are drawn one word at a time, and a block holds sixteen. Caching it
// changes no result (the block is a pure function of key and counter), it only saves work.
let cached: { key: string; counter: number; words: Uint32Array; block: Uint32Array } | null = null;

function block(key: Seed, counter: number): Uint32Array {
  if (cached && cached.key === key && cached.counter === counter) return cached.block;
  const words = cached && cached.key === key ? cached.words : keyWords(key)!;
  const b = chachaBlock(words, counter);
  cached = { key, counter, words, block: b };
  return b;
}

export function nextUint32(rng: RngState): [number, RngState] {
  const counter = Math.floor(rng.n / 16);
  if (counter >= 2 ** 32) throw new RangeError('The generator has run through its 2^32 blocks');
  return [block(rng.key, counter)[rng.n % 16], { key: rng.key, n: rng.n + 1 }];
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
