import { describe, expect, it } from 'vitest';
import { seedRng } from '../../core/rng.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState } from '../model.ts';
import { legalCommands } from '../queries/legal.ts';
import { attackPreview, supportOdds } from '../queries/preview.ts';
import { resolveAttack } from '../reducer/attack.ts';
import { reducerFor, testBattle, testScenario, testUnit, textMap } from '../testing.ts';

// SW-16: "the unit directly below the top unit CAN roll Defend before the top unit does". Its owner
// may decline it (a standing choice, free, like a hero's stance): then the top defends with the
// stack's plain penalty dice, no bonus and no risk of the natural 2 that doubles them.

const open = textMap(['........', '........', '........', '........']);
const { step, refusal } = reducerFor(testScenario());
type Attack = Extract<BattleEvent, { type: 'attack' }>;

/** A1 under A2 under A3 at (2,1); B1 touching it. */
const stack = (over: Partial<BattleState> = {}, a2 = {}) =>
  testBattle(open, [testUnit('A1', 0, 2, 1, { level: 0 }), testUnit('A2', 0, 2, 1, { level: 1, ...a2 }), testUnit('A3', 0, 2, 1, { level: 2, react: 1, vitality: 5 }), testUnit('B1', 1, 3, 2, { react: 10, attack: 6 })], 1, over);

describe('SW-16 the support roll, given or declined', () => {
  it('SW-16 the owner may decline the support roll: the top then defends with the plain stack penalty and no support die is rolled', () => {
    const s = stack();
    const support = legalCommands(s, 0).filter((c) => c.type === 'support');
    expect(support).toEqual([
      { type: 'support', unitId: 'A2', roll: true },
      { type: 'support', unitId: 'A2', roll: false },
    ]);
    expect(refusal(s, 0, { type: 'support', unitId: 'A1', roll: false })).toBe('not-support'); // not directly beneath the top
    expect(refusal(s, 1, { type: 'support', unitId: 'A2', roll: false })).toBe('not-your-turn');
    const declined = step(s, 0, { type: 'support', unitId: 'A2', roll: false });
    expect(declined.events).toEqual([{ type: 'support', unitId: 'A2', roll: false }]);
    expect(declined.state.actionsLeft).toBe(s.actionsLeft); // free
    let c = step(step(declined.state, 0, { type: 'endPhase' }).state, 1, { type: 'endPhase' }).state;
    expect(c.pending?.unitId).toBe('B1');
    const e = step(c, 1, { type: 'attack', unitId: 'B1', targetId: 'A3' }).events.find((x): x is Attack => x.type === 'attack')!;
    expect(e.support).toBeUndefined();
    expect(e.supportDeclined).toBe('A2');
    expect(e.roll.b.modifiers).toEqual([{ reason: '2 units beneath', bonus: 0, penalty: 2 }]);
    expect(e.roll.b.dice).toHaveLength(4);
    // Given back, the support roll is made again.
    c = step(step(step(s, 0, { type: 'support', unitId: 'A2', roll: true }).state, 0, { type: 'endPhase' }).state, 1, { type: 'endPhase' }).state;
    expect(step(c, 1, { type: 'attack', unitId: 'B1', targetId: 'A3' }).events.find((x): x is Attack => x.type === 'attack')!.support?.unitId).toBe('A2');
  });

  it('SW-16 the choice stays with the unit: after a reorder the new unit beneath rolls unless its own owner declined it', () => {
    const s = step(stack(), 0, { type: 'support', unitId: 'A2', roll: false }).state;
    const r = step(s, 0, { type: 'reorder', at: { x: 2, y: 1 }, order: ['A2', 'A1', 'A3'] }).state;
    expect(supportOdds(r, r.units[2])).toMatchObject({ unitId: 'A1', roll: true });
    expect(legalCommands(r, 0).filter((c) => c.type === 'support').map((c) => c.type === 'support' && c.unitId)).toEqual(['A1', 'A1']);
  });

  it("SW-16 the support roll's exact odds: a natural 2 (1/36 for a unit in good order, 16/216 with a penalty die) doubles the stack penalty", () => {
    const s = stack();
    const o = supportOdds(s, s.units[2])!;
    expect(o).toMatchObject({ unitId: 'A2', roll: true, penalty: 2, doubledPenalty: 4 });
    expect(o.doubled).toBeCloseTo(1 / 36, 15);
    expect(Object.values(o.bonus).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 15);
    // Defend 4: naturals 3 (total 7, SL 1), 4-6 (SL 2), 7-9 (SL 3), 10-12 (SL 4).
    const want: Record<number, number> = { 0: 1 / 36, 1: 2 / 36, 2: 12 / 36, 3: 15 / 36, 4: 6 / 36 };
    expect(Object.keys(o.bonus).map(Number)).toEqual([0, 1, 2, 3, 4]);
    for (const [k, p] of Object.entries(want)) expect(o.bonus[Number(k)]).toBeCloseTo(p, 15);
    expect(o.expectedBonus).toBeCloseTo((2 + 24 + 45 + 24) / 36, 15);
    expect(supportOdds(stack({}, { condition: 'bloodied' }), s.units[2])!.doubled).toBeCloseTo(16 / 216, 15);
    expect(supportOdds(s, s.units[1])).toBeNull(); // A2 is not a top here: nothing beneath it supports it
  });

  it('SW-16 the attack preview is exact with the support roll given and declined (against 60,000 server rolls each)', () => {
    for (const roll of [true, false]) {
      // A bloodied support unit makes the natural 2 (and the doubled penalty) common enough to count.
      const s = stack({ phase: 'combat' }, { condition: 'bloodied', defend: 3, supportRoll: roll });
      const preview = attackPreview(s, 'B1', 'A3', 'melee')!;
      expect(preview.defend.modifiers.some((m) => m.reason === (roll ? 'support roll by A2: its SL as bonus dice (a natural 2 doubles the stack penalty)' : "no support roll: A2's owner declined it"))).toBe(true);
      const n = 60000;
      const seen: Record<number, number> = {};
      let rng = seedRng(roll ? 16 : 61);
      for (let i = 0; i < n; i++) {
        const r = resolveAttack({ ...s, rng }, 'B1', 'A3', 'melee', false, { vigor: 0, lasting: 0 });
        rng = r.state.rng;
        const e = r.events[0] as Attack;
        seen[e.damage] = (seen[e.damage] ?? 0) + 1;
      }
      for (const [dmg, p] of Object.entries(preview.odds.damage)) {
        // 4.5 standard errors (the seeds are fixed, so this cannot flicker).
        const sd = Math.sqrt((p * (1 - p)) / n);
        expect(Math.abs((seen[Number(dmg)] ?? 0) / n - p), `damage ${dmg}, support ${roll}`).toBeLessThan(4.5 * sd + 1e-9);
      }
      expect(Object.keys(seen).every((d) => (preview.odds.damage[Number(d)] ?? 0) > 0)).toBe(true);
    }
  });
});
