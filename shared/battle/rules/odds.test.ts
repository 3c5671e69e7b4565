import { describe, expect, it } from 'vitest';
import { opposedRoll } from './dice.ts';
import { naturalDistribution, opposedOdds } from './odds.ts';
import { seedRng } from '../../core/rng.ts';

describe('exact odds', () => {
  it('SW-02 plain 2d6 naturals are the triangle 1..6..1 over 36', () => {
    expect(naturalDistribution(0, 0).map((p) => Math.round(p * 36))).toEqual([0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
  });

  it('SW-02 one penalty die keeps the lowest two of three; one bonus the highest two', () => {
    // Lowest two of 3d6 sum to 12 only on 6,6,6; highest two of 3d6 sum to 2 only on 1,1,1.
    expect(naturalDistribution(0, 1)[12]).toBeCloseTo(1 / 216, 15);
    expect(naturalDistribution(1, 0)[2]).toBeCloseTo(1 / 216, 15);
    expect(naturalDistribution(0, 1)[2]).toBeCloseTo(16 / 216, 15); // two or three 1s
  });

  it('SW-03 equal sides have exactly even odds', () => {
    expect(opposedOdds({ attack: 4, defend: 4 }).attackerWins).toBeCloseTo(0.5, 12);
    expect(opposedOdds({ attack: 2, defend: 2, attackPenalty: 1, defendPenalty: 1 }).attackerWins).toBeCloseTo(0.5, 12);
  });

  it('SW-04 damage probabilities sum to 1 and doubled SLs appear only from natural 2s', () => {
    const o = opposedOdds({ attack: 5, defend: 3, defendPenalty: 2 });
    const sum = Object.values(o.damage).reduce((s, p) => s + p, 0);
    expect(sum).toBeCloseTo(1, 12);
    // Golden values, pinned: a change to the dice rules must show up here.
    expect(o.attackerWins).toBeCloseTo(0.904170953360768, 12);
    expect(o.expectedDamage).toBeCloseTo(3.209019204389574, 12);
    expect(o.damage[10]).toBeCloseTo(0.0036651234567901224, 12);
  });

  it('SW-04 the exact odds agree with the dice the server rolls (200k seeded rolls)', () => {
    const input = { attack: 4, defend: 5, attackBonus: 1, defendPenalty: 1 };
    const exact = opposedOdds(input);
    let rng = seedRng(2024);
    const n = 200000;
    const seen: Record<number, number> = {};
    for (let i = 0; i < n; i++) {
      const [r, next] = opposedRoll(
        rng,
        { ability: 4, modifiers: [{ reason: 'b', bonus: 1, penalty: 0 }] },
        { ability: 5, modifiers: [{ reason: 'p', bonus: 0, penalty: 1 }] },
      );
      rng = next;
      const dmg = r.winner === 'a' ? r.sl * (r.totalDefeat ? 2 : 1) : 0;
      seen[dmg] = (seen[dmg] ?? 0) + 1;
    }
    for (const [dmg, p] of Object.entries(exact.damage)) {
      // 4.5 standard errors: fails by chance about once in 150,000 runs (the seed is fixed anyway).
      const sd = Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs((seen[Number(dmg)] ?? 0) / n - p)).toBeLessThan(4.5 * sd + 1e-9);
    }
  });
});
