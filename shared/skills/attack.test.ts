import { describe, expect, it } from 'vitest';
import { seedRng } from '../core/rng.ts';
import { attackRoll, firingIntoMeleePenalty, multipleAttackPenalty, rangePenalty, type AttackRequest } from './attack.ts';
import { rollInitiative } from './initiative.ts';
import { skillModifier } from './modifiers.ts';
import { rngRolling } from './testing.ts';

const rifle = { short: 2, medium: 4, long: 6 };

describe('skill checks: attack rolls and initiative', () => {
  it('SC-08 multiple attack penalty: -5 then -10 (agile -4 then -8), untyped, never on a reaction', () => {
    expect(multipleAttackPenalty(1)).toBeNull();
    expect([2, 3, 4].map((n) => multipleAttackPenalty(n)?.value)).toEqual([5, 10, 10]);
    expect([2, 3, 5].map((n) => multipleAttackPenalty(n, { agile: true })?.value)).toEqual([4, 8, 8]);
    expect(multipleAttackPenalty(3, { reaction: true })).toBeNull();
    expect(multipleAttackPenalty(2)?.type).toBe('untyped');
    const [out] = attackRoll(rngRolling(10), { form: 'melee', ranks: 5, ability: 0, attackNumber: 3, targets: [{ id: 't', defence: 'armor', value: 10 }] });
    expect(out.ok && out.value.check.total).toBe(5);
  });

  it('SC-09 range: beyond short -2, beyond medium -4, no shot beyond long', () => {
    const at = (d: number) => {
      const r = rangePenalty(d, rifle);
      return r.ok ? (r.value?.value ?? 0) : r.code;
    };
    expect([0, 2, 3, 4, 5, 6, 7].map(at)).toEqual([0, 0, 2, 2, 4, 4, 'out-of-range']);
    const rng = rngRolling(10);
    const [out, after] = attackRoll(rng, { form: 'ranged', ranks: 0, ability: 0, distance: 7, bands: rifle, targets: [{ id: 't', defence: 'armor', value: 10 }] });
    expect(out).toMatchObject({ ok: false, code: 'out-of-range' });
    expect(after).toBe(rng);
    // The range penalty adds to the multiple attack penalty (the text's own example of penalties that stack).
    const [far] = attackRoll(rng, { form: 'ranged', ranks: 0, ability: 0, distance: 5, bands: rifle, attackNumber: 2, targets: [{ id: 't', defence: 'armor', value: 10 }] });
    expect(far.ok && far.value.check.total).toBe(10 - 4 - 5);
  });

  it('SC-10 firing into melee: -4 circumstance on single-target ranged attacks, not on area attacks nor in melee', () => {
    expect(firingIntoMeleePenalty({ ranged: true, area: false, targetInMeleeWithOther: true })).toMatchObject({ type: 'circumstance', value: 4 });
    expect(firingIntoMeleePenalty({ ranged: true, area: true, targetInMeleeWithOther: true })).toBeNull();
    expect(firingIntoMeleePenalty({ ranged: false, area: false, targetInMeleeWithOther: true })).toBeNull();
    expect(firingIntoMeleePenalty({ ranged: true, area: false, targetInMeleeWithOther: false })).toBeNull();
    const base: AttackRequest = { form: 'ranged', ranks: 0, ability: 0, distance: 1, bands: rifle, targets: [{ id: 't', defence: 'armor', value: 10, inMeleeWithOther: true }] };
    const total = (req: AttackRequest) => {
      const [out] = attackRoll(rngRolling(10), req);
      return out.ok ? out.value.check.total : out.code;
    };
    expect(total(base)).toBe(6);
    expect(total({ ...base, area: true })).toBe(10);
    // Range and firing into melee are both circumstance penalties (see attack.ts): the worst counts.
    expect(total({ ...base, distance: 5 })).toBe(6);
  });

  it('SC-11 initiative: everyone rolls, highest first; ties go to the higher modifier, then to tie dice, all seeded', () => {
    const entries = [
      { id: 'a', ranks: 2, ability: 0 },
      { id: 'b', ranks: 9, ability: 0 },
      { id: 'c', ranks: 0, ability: 0 },
    ];
    const [order, after] = rollInitiative(rngRolling(10, 10), entries.slice(0, 2));
    expect(order.map((r) => [r.id, r.natural, r.result])).toEqual([['b', 10, 19], ['a', 10, 12]]);
    expect(after.n).toBe(2);
    // Equal results and modifiers: a roll-off; every order comes out, and the same seed gives the same one.
    const twins = [{ id: 'x', ranks: 1, ability: 0 }, { id: 'y', ranks: 1, ability: 0 }, entries[2]];
    const firsts = new Set<string>();
    for (let s = 0; s < 40; s++) {
      const [o] = rollInitiative(seedRng(s), twins);
      for (let i = 1; i < o.length; i++) {
        const [p, q] = [o[i - 1], o[i]];
        expect(p.result > q.result || (p.result === q.result && p.modifier >= q.modifier)).toBe(true);
      }
      expect(rollInitiative(seedRng(s), twins)[0]).toEqual(o);
      firsts.add(o[0].id);
    }
    expect(firsts.size).toBe(3);
    const [tied] = rollInitiative(rngRolling(7, 7), [{ id: 'x', ranks: 1, ability: 0 }, { id: 'y', ranks: 1, ability: 0 }]);
    expect(tied[0].result).toBe(tied[1].result);
    expect(tied[0].tieDice.length).toBeGreaterThan(0);
    expect(tied[0].tieDice.at(-1)!).toBeGreaterThan(tied[1].tieDice.at(-1)!);
  });

  it('SC-14 attack rolls: a check against Armor or another defence, one roll against each of several targets, never take 10 or 20', () => {
    const rng = rngRolling(12);
    const [one] = attackRoll(rng, { form: 'melee', ranks: 3, ability: 2, targets: [{ id: 'orc', defence: 'armor', value: 17 }] });
    expect(one).toMatchObject({ ok: true, value: { check: { total: 17, degree: 'success' }, hits: [{ id: 'orc', defence: 'armor', degree: 'success' }] } });
    const [fireball, after] = attackRoll(rng, {
      form: 'supernatural',
      area: true,
      ranks: 5,
      ability: 1,
      targets: [
        { id: 'a', defence: 'dodge', value: 8 },
        { id: 'b', defence: 'dodge', value: 18 },
        { id: 'c', defence: 'dodge', value: 29 },
      ],
    });
    expect(after.n).toBe(1); // one roll for all
    expect(fireball.ok && fireball.value.hits.map((h) => h.degree)).toEqual(['criticalSuccess', 'success', 'criticalFailure']);
    const [taken, same] = attackRoll(rng, { form: 'melee', ranks: 3, ability: 2, take: 10, targets: [{ id: 'orc', defence: 'armor', value: 17 }] });
    expect(taken).toMatchObject({ ok: false, code: 'no-take-on-attack' });
    expect(same).toBe(rng);
    expect(skillModifier({ ranks: 3, ability: 2 }).total).toBe(5);
  });
});
