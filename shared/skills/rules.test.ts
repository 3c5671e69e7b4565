import { describe, expect, it } from 'vitest';
import { applyingEffects, combineMultipliers, fractionOf, halve } from './arithmetic.ts';
import { flatChance, flatCheck } from './flat.ts';
import { rngRolling } from './testing.ts';

describe('skill checks: flat checks and arithmetic', () => {
  it('SC-12 flat checks: the bare die against the DC; DC <= 1 succeeds and DC >= 21 fails without a roll; several roll once at the highest DC', () => {
    const rng = rngRolling(5, 19);
    expect(flatCheck(rng, 5)[0]).toEqual({ dc: 5, natural: 5, success: true });
    expect(flatCheck(rng, 6)[0]).toEqual({ dc: 6, natural: 5, success: false });
    for (const [dc, success] of [[1, true], [0, true], [21, false], [25, false]] as const) {
      const [r, after] = flatCheck(rng, dc);
      expect(r).toEqual({ dc, natural: null, success });
      expect(after).toBe(rng);
    }
    const [several, after] = flatCheck(rng, [3, 11, 5]);
    expect(several).toEqual({ dc: 11, natural: 5, success: false });
    expect(after.n).toBe(1);
    expect(flatCheck(rngRolling(1), 2)[0].success).toBe(false);
    expect(flatCheck(rngRolling(20), 20)[0].success).toBe(true);
    expect([flatChance(5), flatChance([2, 20]), flatChance(1), flatChance(21)]).toEqual([0.8, 0.05, 1, 0]);
  });

  it('SC-13 round down but never to 0; multipliers combine (two doublings triple); the same effect twice applies once', () => {
    expect([7, 1, 0, 8].map((v) => halve(v))).toEqual([{ ok: true, value: 3 }, { ok: true, value: 1 }, { ok: true, value: 0 }, { ok: true, value: 4 }]);
    expect(fractionOf(2, 1, 3)).toEqual({ ok: true, value: 1 });
    expect(fractionOf(10, 1, 3)).toEqual({ ok: true, value: 3 });
    expect(fractionOf(-2, 1, 2)).toMatchObject({ ok: false, code: 'bad-value' });
    expect(combineMultipliers([2, 2])).toEqual({ ok: true, value: 3 });
    expect(combineMultipliers([2, 3])).toEqual({ ok: true, value: 4 });
    expect(combineMultipliers([3])).toEqual({ ok: true, value: 3 });
    expect(combineMultipliers([])).toEqual({ ok: true, value: 1 });
    expect(combineMultipliers([0.5, 2])).toMatchObject({ ok: false, code: 'bad-value' });
    const effects = [
      { id: 'mage-armor', level: 1, cast: 'first' },
      { id: 'haste', level: 2, cast: 'h' },
      { id: 'mage-armor', level: 3, cast: 'higher' },
      { id: 'mage-armor', level: 2, cast: 'lower, later' },
      { id: 'haste', level: 2, cast: 'h newer' },
    ];
    expect(applyingEffects(effects).map((e) => e.cast)).toEqual(['higher', 'h newer']);
  });
});
