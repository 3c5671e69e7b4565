import { describe, expect, it } from 'vitest';
import type { OpposedResult } from './dice.ts';
import { attackSetup, damageOf, phantomSetup, stacked, supportSpec } from './attackSpec.ts';
import { testBattle, testHero, testUnit, textMap } from '../testing.ts';

// The one place an attack's rolls are set up (the reducer and the odds preview both use it).

const open = textMap(['....', '....', '....']);

describe('attack set-up', () => {
  it('SW-08/09 the attacker spends Vigor, the defender Instinct by its stance, and Extra Damage is known before the roll', () => {
    const s = testBattle(open, [testUnit('A1', 0, 0, 0), testUnit('B1', 1, 1, 0)], 1, {
      heroes: [
        testHero('a', 0, 'A1', { secrets: [{ type: 'extraDamage', when: { vsTypes: ['test'] } }] }),
        testHero('d', 1, 'B1', { stance: { defend: 1, react: 0 } }),
      ],
    });
    const setup = attackSetup(s, s.units[0], s.units[1], 'melee', 1);
    expect(setup.attack.modifiers).toEqual([{ reason: 'Hero a: 1 vigor', bonus: 1, penalty: 0 }]);
    expect(setup.defend.modifiers).toEqual([{ reason: 'Hero d: 1 instinct', bonus: 1, penalty: 0 }]);
    expect([setup.defendSpend, setup.extra]).toEqual([1, 1]);
  });

  it('SW-09 a phantom attack takes one more penalty die each round and nothing of where its source stands', () => {
    const s = testBattle(open, [testUnit('B1', 1, 1, 0, { defences: 1 })]);
    const effect = { sourceId: 'A1', sourceName: 'Unit A1', side: 0, attack: 5, targetId: 'B1', rounds: 2, made: 1 };
    const setup = phantomSetup(s, effect, s.units[0]);
    expect(setup.attack).toEqual({ ability: 5, modifiers: [{ reason: 'lasting damage, round 2', bonus: 0, penalty: 2 }] });
    expect(setup.defend.modifiers).toEqual([{ reason: 'defence #2 this turn', bonus: 0, penalty: 1 }]);
    expect(setup.extra).toBe(0);
  });

  it('SW-16 a stacked defender gets its support roll, the stack penalty (doubled after a natural 2) and the support SL', () => {
    const s = testBattle(open, [testUnit('B1', 1, 1, 0, { condition: 'bloodied' }), testUnit('B2', 1, 1, 0, { level: 1 })]);
    const top = s.units[1];
    expect(supportSpec(s, top)).toEqual({ unit: s.units[0], spec: { ability: 4, modifiers: [{ reason: 'bloodied', bonus: 0, penalty: 1 }] } });
    expect(supportSpec(s, s.units[0])).toBeNull();
    const defend = { ability: 4, modifiers: [] };
    expect(stacked(s, top, defend, { unitId: 'B1', bonus: 2, doubled: false }).modifiers).toEqual([
      { reason: '1 unit beneath', bonus: 0, penalty: 1 },
      { reason: 'support from B1: SL 2', bonus: 2, penalty: 0 },
    ]);
    expect(stacked(s, top, defend, { unitId: 'B1', bonus: 0, doubled: true }).modifiers).toEqual([{ reason: "1 unit beneath, doubled by the support roll's natural 2", bonus: 0, penalty: 2 }]);
    expect(defend.modifiers).toEqual([]);
  });

  it('SW-20/SW-04 damage is the winner\'s SL, doubled on total defeat, plus Extra Damage; a miss does none', () => {
    const result = (winner: 'a' | 'b', sl: number, totalDefeat: boolean) => ({ winner, sl, totalDefeat }) as OpposedResult;
    expect(damageOf(result('a', 2, false), 0)).toBe(2);
    expect(damageOf(result('a', 2, true), 1)).toBe(5);
    expect(damageOf(result('b', 3, true), 1)).toBe(0);
  });
});
