import { describe, expect, it } from 'vitest';
import { chachaBlock, keyWords } from './chacha20.ts';
import { commitmentOf, nextUint32, rollD6, rollDice, rollDie, seedFromNumber, seedRng, toSeed } from './rng.ts';
import { createHash, randomBytes } from 'node:crypto';

// The generator's dice: its words are exactly the ChaCha20 key stream of the seed, and its dice are in
// range, the same from the same state, and even over many rolls.

function rolls(seed: number, sides: number, n: number): number[] {
  const out: number[] = [];
  let rng = seedRng(seed);
  for (let i = 0; i < n; i++) {
    let d: number;
    [d, rng] = rollDie(rng, sides);
    out.push(d);
  }
  return out;
}

describe('rollDie', () => {
  it.each([2, 3, 6, 10, 12, 20, 100, 1000])('d%i stays within 1..sides and reaches both ends', (sides) => {
    const r = rolls(1, sides, Math.max(2000, sides * 30));
    expect(r.every((d) => Number.isInteger(d) && d >= 1 && d <= sides)).toBe(true);
    expect(Math.min(...r)).toBe(1);
    expect(Math.max(...r)).toBe(sides);
  });

  it('gives the same number and the same next state from the same state, and never changes the state given', () => {
    const rng = seedRng(42);
    const copy = { ...rng };
    expect(rollDie(rng, 20)).toEqual(rollDie(rng, 20));
    expect(rng).toEqual(copy);
    expect(rolls(7, 100, 500)).toEqual(rolls(7, 100, 500));
    expect(rolls(7, 100, 50)).not.toEqual(rolls(8, 100, 50));
  });

  // Chi-square with sides-1 degrees of freedom. The bounds are above the 99.99th percentile (about
  // d6: 26, d10: 34, d20: 51, d100: 160), so a fair die would almost never fail even on a new seed,
  // and with the seed fixed the test cannot flake. A face that came up 20% too often would fail.
  it.each([
    [6, 40],
    [10, 50],
    [20, 70],
    [100, 200],
  ])('d%i is even over 60,000 rolls (chi-square below %i)', (sides, bound) => {
    const n = 60000;
    const counts = new Array<number>(sides + 1).fill(0);
    for (const d of rolls(2024, sides, n)) counts[d]++;
    const expected = n / sides;
    const chi = counts.slice(1).reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(bound);
  });

  it('d6 is rollD6, and rollDice is n of them in order', () => {
    let a = seedRng(3);
    let b = seedRng(3);
    for (let i = 0; i < 500; i++) {
      let x: number, y: number;
      [x, a] = rollDie(a, 6);
      [y, b] = rollD6(b);
      expect([x, a]).toEqual([y, b]);
    }
    expect(rollDice(seedRng(5), 4)[0]).toEqual(rolls(5, 6, 4));
  });

  it('refuses a die that cannot exist', () => {
    for (const sides of [1, 0, -6, 2.5, NaN, 2 ** 32 + 1]) expect(() => rollDie(seedRng(1), sides)).toThrow(RangeError);
  });
});

describe('the generator is ChaCha20 under the seed', () => {
  it('draws the key stream word by word, block after block, from counter 0', () => {
    const seed = randomBytes(32).toString('hex');
    let rng = seedRng(seed);
    const words: number[] = [];
    for (let i = 0; i < 40; i++) {
      let w: number;
      [w, rng] = nextUint32(rng);
      words.push(w);
    }
    const key = keyWords(seed)!;
    const stream = [...chachaBlock(key, 0), ...chachaBlock(key, 1), ...chachaBlock(key, 2)].slice(0, 40);
    expect(words).toEqual(stream);
    expect(rng).toEqual({ key: seed, n: 40 });
  });

  it('its state is plain data: a JSON round trip mid-stream changes nothing', () => {
    let a = seedRng(9);
    for (let i = 0; i < 21; i++) a = nextUint32(a)[1];
    const b = JSON.parse(JSON.stringify(a));
    expect(rollDice(a, 30)).toEqual(rollDice(b, 30));
  });

  it('takes 64 hex digits or a whole number as its seed, and nothing else', () => {
    expect(toSeed('AB'.repeat(32))).toBe('ab'.repeat(32));
    expect(toSeed(7)).toBe(seedFromNumber(7));
    expect(seedFromNumber(7)).not.toBe(seedFromNumber(8));
    for (const bad of ['ab', 'zz'.repeat(32), 1.5, NaN, null, {}]) expect(toSeed(bad)).toBeNull();
    expect(() => seedRng('nope')).toThrow(RangeError);
  });

  it('commits to a seed with SHA-256 of its 32 bytes', () => {
    const seed = randomBytes(32).toString('hex');
    expect(commitmentOf(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
  });
});
