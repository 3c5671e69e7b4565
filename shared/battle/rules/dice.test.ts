import { describe, expect, it } from 'vitest';
import { keepDice, makeRoll, opposedRoll, type RollSpec } from './dice.ts';
import { rollD6, seedRng, type RngState } from '../../core/rng.ts';
import { successLevel } from './successLevel.ts';

const plain = (ability: number): RollSpec => ({ ability, modifiers: [] });

/** Finds the first seed whose opposed roll satisfies a condition, so tests pin rare cases exactly. */
function seedWhere(specA: RollSpec, specB: RollSpec, test: (r: ReturnType<typeof opposedRoll>[0]) => boolean): RngState {
  for (let seed = 1; seed < 100000; seed++) {
    const rng = seedRng(seed);
    if (test(opposedRoll(rng, specA, specB)[0])) return rng;
  }
  throw new Error('no seed found');
}

describe('dice', () => {
  it('SW-02 each penalty die eats the highest die and the two highest left are kept', () => {
    expect(keepDice([6, 2, 5], 1)).toEqual({ eaten: [6], kept: [5, 2] });
    expect(keepDice([6, 6, 1, 3], 2)).toEqual({ eaten: [6, 6], kept: [3, 1] });
    expect(keepDice([1, 4, 3], 0)).toEqual({ eaten: [], kept: [4, 3] });
  });

  it('SW-02 a roll throws 2 + bonus + penalty dice and adds the ability to the kept pair', () => {
    const [r] = makeRoll(seedRng(7), { ability: 5, modifiers: [{ reason: 'x', bonus: 2, penalty: 1 }] });
    expect(r.dice).toHaveLength(5);
    expect(r.eaten).toEqual([Math.max(...r.dice)]);
    const rest = [...r.dice].sort((a, b) => b - a).slice(1);
    expect(r.kept).toEqual([rest[0], rest[1]]);
    expect(r.total).toBe(r.kept[0] + r.kept[1] + 5);
  });

  it('SW-02 penalty dice never outnumber the dice rolled: 2 + bonus dice always remain', () => {
    const [r] = makeRoll(seedRng(3), { ability: 1, modifiers: [{ reason: 'x', bonus: 0, penalty: 6 }] });
    expect(r.dice).toHaveLength(8);
    expect(r.eaten).toHaveLength(6);
    expect(r.kept.every((d) => d >= 1 && d <= 6)).toBe(true);
  });

  it('SW-02 d6 are fair: every face about 1/6 over many rolls', () => {
    let rng = seedRng(42);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) {
      let d: number;
      [d, rng] = rollD6(rng);
      counts[d - 1]++;
    }
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(400);
  });

  it('SW-03 a tie rolls one bonus die per side, again while tied, and the winner scores from its rolled total', () => {
    const rng = seedWhere(plain(4), plain(4), (r) => r.tieDiceA.length >= 2);
    const [r] = opposedRoll(rng, plain(4), plain(4));
    expect(r.a.total).toBe(r.b.total);
    expect(r.tieDiceA.length).toBe(r.tieDiceB.length);
    for (let i = 0; i < r.tieDiceA.length - 1; i++) expect(r.tieDiceA[i]).toBe(r.tieDiceB[i]);
    const last = r.tieDiceA.length - 1;
    expect(r.tieDiceA[last]).not.toBe(r.tieDiceB[last]);
    expect(r.winner).toBe(r.tieDiceA[last] > r.tieDiceB[last] ? 'a' : 'b');
    expect(r.sl).toBe(successLevel(r.a.total));
  });

  it('SW-03 the higher total wins without tie dice', () => {
    const [r] = opposedRoll(seedWhere(plain(4), plain(4), (x) => x.a.total > x.b.total && x.b.natural !== 2), plain(4), plain(4));
    expect(r.winner).toBe('a');
    expect(r.tieDiceA).toEqual([]);
  });

  it('SW-04 a natural 2 is total defeat whatever the totals, and the winner SL doubles', () => {
    const rng = seedWhere(plain(10), plain(1), (r) => r.a.natural === 2 && r.b.natural > 2 && r.a.total > r.b.total);
    const [r] = opposedRoll(rng, plain(10), plain(1));
    expect(r.winner).toBe('b');
    expect(r.totalDefeat).toBe(true);
    expect(r.sl).toBe(successLevel(r.b.total));
  });

  it('SW-04 two natural 2s cancel: totals decide and nothing doubles', () => {
    const rng = seedWhere(plain(5), plain(3), (r) => r.a.natural === 2 && r.b.natural === 2);
    const [r] = opposedRoll(rng, plain(5), plain(3));
    expect(r.totalDefeat).toBe(false);
    expect(r.winner).toBe('a');
  });

  it.each([
    [3, 1], [4, 1], [7, 1], [8, 2], [10, 2], [11, 3], [13, 3], [14, 4], [16, 4], [17, 5], [19, 5], [20, 6], [22, 6], [23, 7], [25, 7], [26, 8],
  ])('SW-04 success level of total %i is %i', (total, sl) => {
    expect(successLevel(total)).toBe(sl);
  });
});
