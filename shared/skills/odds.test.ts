import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../core/rng.ts';
import { makeCheck } from './check.ts';
import { DEGREES, type Degree } from './d20.ts';
import { checkOdds, naturalCounts } from './odds.ts';

describe('skill checks: exact odds', () => {
  it('SC-01 SC-05 a +7 check against DC 15: counted face by face out of 20', () => {
    // Faces 2..7 fail (9..14), 8..17 succeed (15..24), 18..19 crit (25, 26), 20 is 37: crit; 1 is -3: crit failure.
    expect(checkOdds({ modifier: 7, dc: 15 }).counts).toEqual({ criticalFailure: 1, failure: 6, success: 10, criticalSuccess: 3 });
    // Without critical results the same faces are two outcomes.
    expect(checkOdds({ modifier: 7, dc: 15, criticals: false }).counts).toEqual({ criticalFailure: 0, failure: 7, success: 13, criticalSuccess: 0 });
  });

  it('SC-06 fortune and misfortune count the 400 pairs; both together are one die', () => {
    const f = naturalCounts({ fortune: true });
    expect(f.outOf).toBe(400);
    expect([f.counts[1], f.counts[20]]).toEqual([1, 39]);
    expect(naturalCounts({ misfortune: true }).counts[1]).toBe(39);
    expect(checkOdds({ modifier: 0, dc: 11, fortune: true, misfortune: true })).toEqual(checkOdds({ modifier: 0, dc: 11 }));
    // DC 11 at +0: one die succeeds on 11..20 (1/2); fortune fails only if both dice fail: 1 - 1/4.
    expect(checkOdds({ modifier: 0, dc: 11, fortune: true }).success).toBe(0.75);
    expect(checkOdds({ modifier: 0, dc: 11, misfortune: true }).success).toBe(0.25);
  });

  it('SC-06 the exact odds agree with the dice the check rolls (100k seeded checks each, with and without fortune and misfortune)', () => {
    for (const luck of [{}, { fortune: true }, { misfortune: true }]) {
      const exact = checkOdds({ modifier: 4, dc: 14, ...luck });
      let rng = seedRng(11);
      const n = 100_000;
      const seen: Record<Degree, number> = { criticalFailure: 0, failure: 0, success: 0, criticalSuccess: 0 };
      for (let i = 0; i < n; i++) {
        const [out, next] = makeCheck(rng, { ranks: 3, ability: 1, dc: 14, ...luck });
        rng = next;
        if (out.ok) seen[out.value.degree]++;
      }
      for (const d of DEGREES) {
        const p = exact.p[d];
        const sd = Math.sqrt((p * (1 - p)) / n);
        // 4.5 standard errors: fails by chance about once in 150,000 runs (the seed is fixed anyway).
        expect(Math.abs(seen[d] / n - p)).toBeLessThan(4.5 * sd + 1e-9);
      }
      expect(DEGREES.reduce((s, d) => s + exact.p[d], 0)).toBeCloseTo(1, 12);
    }
  });

  it('SC-06 for any modifier and DC: the four chances sum to 1, success grows with the modifier, fortune >= one die >= misfortune', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 40 }), fc.integer({ min: -20, max: 60 }), (modifier, dc) => {
        const one = checkOdds({ modifier, dc });
        expect(Object.values(one.counts).reduce((a, b) => a + b, 0)).toBe(one.outOf);
        expect(checkOdds({ modifier: modifier + 1, dc }).success).toBeGreaterThanOrEqual(one.success);
        expect(checkOdds({ modifier, dc, fortune: true }).success).toBeGreaterThanOrEqual(one.success);
        expect(checkOdds({ modifier, dc, misfortune: true }).success).toBeLessThanOrEqual(one.success);
      }),
    );
  });
});
