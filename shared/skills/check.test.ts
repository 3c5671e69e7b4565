import { describe, expect, it } from 'vitest';
import { makeCheck, take20Rounds, takeAllowed, type CheckRequest } from './check.ts';
import { degreeOf, dieValue, rollD20 } from './d20.ts';
import { countingBonuses, countingPenalties, skillModifier } from './modifiers.ts';
import { rngRolling } from './testing.ts';

const check = (naturals: number[], req: CheckRequest) => {
  const [out] = makeCheck(rngRolling(...naturals), req);
  if (!out.ok) throw new Error(out.code);
  return out.value;
};

describe('skill checks: the d20 check', () => {
  it('SC-01 the die is worth its face, a 1 is worth -10 and a 20 is worth 30; modifiers add; at or above the DC succeeds', () => {
    expect([1, 2, 10, 19, 20].map(dieValue)).toEqual([-10, 2, 10, 19, 30]);
    const r = check([12], { ranks: 2, ability: 1, dc: 15 });
    expect([r.die, r.total, r.degree]).toEqual([12, 15, 'success']); // exactly the DC succeeds
    expect(check([11], { ranks: 2, ability: 1, dc: 15 }).degree).toBe('failure');
    // A natural 1 is not an automatic failure: -10 + 30 beats DC 15 (not by 10, so a plain success).
    expect(check([1], { ranks: 25, ability: 5, dc: 15 })).toMatchObject({ total: 20, degree: 'success' });
    // A natural 20 is 30: 30 + 0 against DC 35 still fails.
    expect(check([20], { ranks: 0, ability: 0, dc: 35 })).toMatchObject({ total: 30, degree: 'failure' });
  });

  it('SC-02 skill modifier = ranks + ability modifier + feat bonus + other bonuses', () => {
    const m = skillModifier({
      ranks: 4,
      ability: 2,
      bonuses: [
        { type: 'feat', value: 1, reason: 'Skill Focus' },
        { type: 'item', value: 2, reason: 'toolkit' },
      ],
    });
    expect(m.total).toBe(9);
    expect(check([10], { ranks: 4, ability: 2, bonuses: [{ type: 'feat', value: 1, reason: 'f' }], dc: 10 }).total).toBe(17);
  });

  it('SC-03 the highest bonus of each type counts; different types add; a bonus is never negative', () => {
    const bonuses = [
      { type: 'item', value: 1, reason: 'a' },
      { type: 'item', value: 3, reason: 'b' },
      { type: 'circumstance', value: 2, reason: 'c' },
      { type: 'supernatural', value: 2, reason: 'Protection' },
      { type: 'supernatural', value: 1, reason: 'Blinding Radiance' },
      { type: 'status', value: -2, reason: 'not a bonus' },
    ] as const;
    expect(countingBonuses([...bonuses]).map((b) => b.reason)).toEqual(['c', 'b', 'Protection']);
    expect(skillModifier({ ranks: 0, ability: 0, bonuses: [...bonuses] }).total).toBe(7);
  });

  it('SC-04 the worst penalty of each type counts, untyped penalties all add, and a bonus and a penalty of one type both apply', () => {
    const penalties = [
      { type: 'status', value: 1, reason: 'a' },
      { type: 'status', value: 3, reason: 'b' },
      { type: 'untyped', value: 5, reason: 'MAP' },
      { type: 'untyped', value: 2, reason: 'range' },
      { type: 'circumstance', value: 2, reason: 'c' },
    ] as const;
    expect(countingPenalties([...penalties]).map((p) => p.reason)).toEqual(['c', 'b', 'MAP', 'range']);
    const m = skillModifier({ ranks: 10, ability: 0, bonuses: [{ type: 'circumstance', value: 1, reason: 'aid' }], penalties: [...penalties] });
    expect(m.total).toBe(10 + 1 - 2 - 3 - 5 - 2);
  });

  it('SC-05 beating the DC by 10 is a critical success, missing it by 10 a critical failure; without critical text they are ordinary', () => {
    expect(degreeOf(25, 15)).toBe('criticalSuccess');
    expect(degreeOf(24, 15)).toBe('success');
    expect(degreeOf(6, 15)).toBe('failure');
    expect(degreeOf(5, 15)).toBe('criticalFailure');
    expect(degreeOf(25, 15, false)).toBe('success');
    expect(degreeOf(5, 15, false)).toBe('failure');
    expect(check([20], { ranks: 3, ability: 0, dc: 20 }).degree).toBe('criticalSuccess');
    expect(check([1], { ranks: 3, ability: 0, dc: 5, criticals: false }).degree).toBe('failure');
  });

  it('SC-06 fortune keeps the better of two d20s, misfortune the worse, and both together roll one', () => {
    const rng = rngRolling(4, 17);
    expect(rollD20(rng, { fortune: true })[0]).toMatchObject({ mode: 'fortune', dice: [4, 17], natural: 17, value: 17 });
    expect(rollD20(rng, { misfortune: true })[0]).toMatchObject({ mode: 'misfortune', dice: [4, 17], natural: 4 });
    const [both, after] = rollD20(rng, { fortune: true, misfortune: true });
    expect(both).toMatchObject({ mode: 'normal', dice: [4], natural: 4 });
    expect(after.n).toBe(1);
    expect(rollD20(rngRolling(20, 1), { misfortune: true })[0].value).toBe(-10);
    expect(check([4, 17], { ranks: 0, ability: 0, dc: 15, fortune: true }).degree).toBe('success');
  });

  it('SC-07 take 10 and take 20 only where the text allows, without rolling; otherwise a code and the generator unchanged', () => {
    const rng = rngRolling(3);
    const [t10, after10] = makeCheck(rng, { ranks: 5, ability: 0, dc: 15, take: 10 });
    expect(t10).toMatchObject({ ok: true, value: { roll: null, taken: 10, total: 15, degree: 'success' } });
    expect(after10).toBe(rng);
    const [t20] = makeCheck(rng, { ranks: 5, ability: 0, dc: 15, take: 20, situation: { plentyOfTime: true } });
    expect(t20).toMatchObject({ ok: true, value: { taken: 20, die: 20, total: 25 } });
    for (const situation of [{ inCombat: true }, { inDanger: true }, { distracted: true }, { crucial: true }]) {
      const [out, same] = makeCheck(rng, { ranks: 5, ability: 0, dc: 15, take: 10, situation });
      expect(out).toMatchObject({ ok: false, code: 'no-take-10' });
      expect(same).toBe(rng);
    }
    expect(takeAllowed(10, false, { inCombat: true, mayTake10InCombat: true }).ok).toBe(true);
    expect(takeAllowed(20, false, {})).toMatchObject({ ok: false, code: 'no-take-20' });
    expect(takeAllowed(20, false, { plentyOfTime: true, failureCosts: true })).toMatchObject({ ok: false, code: 'no-take-20' });
    expect(takeAllowed(20, false, { plentyOfTime: true, inCombat: true })).toMatchObject({ ok: false, code: 'no-take-20' });
    expect(takeAllowed(10, true, {})).toMatchObject({ ok: false, code: 'no-take-on-attack' });
    expect([take20Rounds(1), take20Rounds(3)]).toEqual([5, 10]);
  });
});
