import { describe, expect, it } from 'vitest';
import type { BattleMap } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import { reducerFor, testBattle, testScenario, testUnit, textMap } from '../testing.ts';
import { balanceOdds, balanceOutcome, keepFooting } from './balance.ts';
import { seedRng } from '../../core/rng.ts';
import { moveHint } from '../queries/hints.ts';

// HC-06 Narrow Balance in play (shared/battle/rules/balance.ts, run by apply before settle).

const rules = reducerFor(testScenario({ win: { destroy: true, lastTurn: 30 } }));
const ROWS = ['.......', '.......', '.......', '.......', '.......'];
const of = <T extends BattleEvent['type']>(events: BattleEvent[], type: T) => events.filter((e): e is Extract<BattleEvent, { type: T }> => e.type === type);
const balanced = (over: Partial<NonNullable<NonNullable<BattleMap['hazards']>['balances']>> = {}): BattleMap => ({
  ...textMap(ROWS),
  hazards: { balances: { squares: [{ x: 2, y: 2 }], against: 0, fall: 2, bottom: 'solid', ...over } },
});

describe('HC-06 Narrow Balance', () => {
  it('HC-06 a move onto a balance is a React roll: won, it crosses; lost, no progress; lost by total defeat (a natural 2), a fall of 2 levels and back where it began', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) {
      const start = testBattle(balanced(), [testUnit('a', 0, 0, 2, { react: 0, vitality: 9, condition: 'bloodied' }), testUnit('z', 1, 6, 4)], seed);
      const r = rules.step(start, 0, { type: 'move', unitId: 'a', to: { x: 2, y: 2 } });
      const [b] = of(r.events, 'balance');
      expect(b).toMatchObject({ unitId: 'a', at: { x: 0, y: 2 }, roll: { a: { ability: 0 }, b: { ability: 0 } } });
      expect(b.outcome).toBe(balanceOutcome(b.roll));
      seen.add(b.outcome);
      const a = r.state.units.find((u) => u.id === 'a')!;
      expect(a.moved).toBe(true);
      expect(r.state.actionsLeft).toBe(start.actionsLeft - 1);
      if (b.outcome === 'crossed') expect([a.x, a.y, a.condition]).toEqual([2, 2, 'bloodied']);
      else expect([a.x, a.y]).toEqual([0, 2]);
      if (b.outcome === 'no-progress') expect(!b.roll.totalDefeat && b.roll.winner === 'b').toBe(true);
      if (b.outcome === 'fell') {
        expect(b.roll.totalDefeat && b.roll.a.natural === 2).toBe(true);
        expect(of(r.events, 'offBalance')).toEqual([{ type: 'offBalance', unitId: 'a', levels: 2, damage: 1, before: 'bloodied', after: 'broken' }]);
        expect(a.condition).toBe('broken');
      } else expect(of(r.events, 'offBalance')).toEqual([]);
    }
    expect([...seen].sort()).toEqual(['crossed', 'fell', 'no-progress']);
    // One step onto it is rolled for too; a move that does not step onto a balance rolls nothing.
    const one = rules.step(testBattle(balanced(), [testUnit('a', 0, 1, 2), testUnit('z', 1, 6, 4)]), 0, { type: 'move', unitId: 'a', to: { x: 2, y: 2 } });
    expect(of(one.events, 'balance')).toHaveLength(1);
    const clear = rules.step(testBattle(balanced(), [testUnit('a', 0, 0, 2), testUnit('z', 1, 6, 4)]), 0, { type: 'move', unitId: 'a', to: { x: 1, y: 0 } });
    expect(of(clear.events, 'balance')).toEqual([]);
  });

  it('HC-06 a fall off a balance lands on its bottom: a striking bottom strikes', () => {
    let falls = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const map = balanced({ bottom: 'hot', harm: { attack: 3, type: 'heat', source: 'Narrow Balance: hot bottom' } });
      const r = rules.step(testBattle(map, [testUnit('a', 0, 0, 2, { react: 0, vitality: 9, condition: 'bloodied' }), testUnit('z', 1, 6, 4)], seed), 0, { type: 'move', unitId: 'a', to: { x: 2, y: 2 } });
      const fell = of(r.events, 'offBalance').length > 0;
      expect(of(r.events, 'hazard').map((e) => e.source)).toEqual(fell ? ['Narrow Balance: hot bottom'] : []);
      if (fell) falls++;
    }
    expect(falls).toBeGreaterThan(5);
  });

  it('HC-06 the exact odds of crossing, no progress and a fall', () => {
    const even = balanceOdds(testUnit('a', 0, 0, 0, { react: 0 }), 0);
    expect(even.crossed).toBeCloseTo(0.5, 10);
    expect(even.crossed + even['no-progress'] + even.fell).toBeCloseTo(1, 10);
    const agile = balanceOdds(testUnit('a', 0, 0, 0, { react: 5 }), 0);
    expect(agile.crossed).toBeGreaterThan(0.8);
    expect(agile.fell).toBeCloseTo(even.fell, 10); // a natural 2 whatever the React
    expect(even.fell).toBeCloseTo((1 / 36) * (35 / 36), 10);
    const hurt = balanceOdds(testUnit('a', 0, 0, 0, { react: 0, condition: 'bloodied' }), 0);
    expect(hurt.fell).toBeGreaterThan(even.fell);
    // Sampled against the rule: 2000 rolls land within a few points of the exact chances.
    let fell = 0;
    let crossed = 0;
    let rng = seedRng(9);
    for (let i = 0; i < 2000; i++) {
      const [roll, next] = keepFooting(rng, testUnit('a', 0, 0, 0, { react: 0, condition: 'bloodied' }), 0);
      rng = next;
      if (balanceOutcome(roll) === 'fell') fell++;
      if (balanceOutcome(roll) === 'crossed') crossed++;
    }
    expect(Math.abs(fell / 2000 - hurt.fell)).toBeLessThan(0.02);
    expect(Math.abs(crossed / 2000 - hurt.crossed)).toBeLessThan(0.035);
    // The move preview gives them for a move stepping onto a balance, and none for one that does not.
    const v = testBattle(balanced(), [testUnit('a', 0, 0, 2, { react: 3 }), testUnit('z', 1, 6, 4)]);
    expect(moveHint(v, 0, { type: 'move', unitId: 'a', to: { x: 2, y: 2 } })).toEqual({ ok: true, cost: 2, balance: balanceOdds(v.units[0], 0) });
    expect(moveHint(v, 0, { type: 'move', unitId: 'a', to: { x: 1, y: 0 } })).toEqual({ ok: true, cost: 2 });
  });
});
