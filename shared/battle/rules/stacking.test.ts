import { describe, expect, it } from 'vitest';
import type { Command } from '../commands.ts';
import { stackModifiers } from './combat.ts';
import type { BattleEvent } from '../events.ts';
import { adjacentEnemies, stackAt, unitAt } from './grid.ts';
import { reachable } from './movement.ts';
import { attackPreview } from '../queries/preview.ts';
import { successLevel } from './successLevel.ts';
import type { BattleState } from '../model.ts';
import { reducerFor, testScenario, testBattle, testUnit, textMap } from '../testing.ts';

const sc = testScenario();
const open = textMap(['........', '........', '........', '........']);

const { step, refusal } = reducerFor(sc);
const refused = (s: BattleState, side: number, c: Command, code: string) => expect(refusal(s, side, c)).toBe(code);
const stacked = () =>
  testBattle(open, [testUnit('A1', 0, 2, 1, { level: 0 }), testUnit('A2', 0, 2, 1, { level: 1 }), testUnit('A3', 0, 2, 1, { level: 2, react: 10 }), testUnit('B1', 1, 3, 2, { react: 1, attack: 6 })]);

describe('stacking', () => {
  it('SW-16 a unit moving onto its own units goes on top of their stack', () => {
    const s = testBattle(open, [testUnit('A1', 0, 0, 0), testUnit('A2', 0, 2, 0), testUnit('B1', 1, 7, 3)]);
    const r = step(s, 0, { type: 'move', unitId: 'A1', to: { x: 2, y: 0 } });
    expect(stackAt(r.state, 2, 0).map((u) => u.id)).toEqual(['A2', 'A1']);
    expect(unitAt(r.state, 2, 0)?.id).toBe('A1');
  });

  it('SW-16 only the top unit can act, and only the top can be attacked', () => {
    const s = stacked();
    refused(s, 0, { type: 'move', unitId: 'A1', to: { x: 1, y: 1 } }, 'not-on-top');
    expect(reachable(s, 'A2')).toEqual([]);
    expect(adjacentEnemies(s, s.units.find((u) => u.id === 'B1')!).map((u) => u.id)).toEqual(['A3']);
  });

  it('SW-16 the top takes one penalty die to Defend and React per unit beneath', () => {
    const s = stacked();
    expect(stackModifiers(s, s.units[2])).toEqual([{ reason: '2 units beneath', bonus: 0, penalty: 2 }]);
    expect(stackModifiers(s, s.units[0])).toEqual([]);
    const combat = step(step(s, 0, { type: 'endPhase' }).state, 1, { type: 'endPhase' });
    const react = combat.events.find((e) => e.type === 'reactOrder') as Extract<BattleEvent, { type: 'reactOrder' }>;
    expect(react.rolls.map((r) => r.unitId).sort()).toEqual(['A3', 'B1']); // the covered units are not in the fight
    expect(react.rolls.find((r) => r.unitId === 'A3')!.roll.penalty).toBe(2);
  });

  it('SW-16 the unit directly below rolls Defend first: its SLs are bonus dice, a natural 2 doubles the penalty', () => {
    let seen = { bonus: false, doubled: false };
    for (let seed = 1; seed < 400 && !(seen.bonus && seen.doubled); seed++) {
      let s = testBattle(open, [testUnit('A1', 0, 2, 1, { level: 0, react: 1 }), testUnit('A2', 0, 2, 1, { level: 1, react: 1, vitality: 5 }), testUnit('B1', 1, 3, 2, { react: 10 })], seed);
      s = step(step(s, 0, { type: 'endPhase' }).state, 1, { type: 'endPhase' }).state;
      const r = step(s, 1, { type: 'attack', unitId: 'B1', targetId: 'A2' });
      const e = r.events.find((x) => x.type === 'attack') as Extract<BattleEvent, { type: 'attack' }>;
      expect(e.support?.unitId).toBe('A1');
      const stackPenalty = e.roll.b.modifiers.find((m) => m.reason.includes('beneath'))!;
      if (e.support!.doubled) {
        seen.doubled = true;
        expect(e.support!.roll.natural).toBe(2);
        expect(stackPenalty.penalty).toBe(2);
      } else {
        seen.bonus = true;
        expect(stackPenalty.penalty).toBe(1);
        expect(e.roll.b.bonus).toBe(e.support!.bonus);
        expect(e.support!.bonus).toBeGreaterThanOrEqual(1);
      }
    }
    expect(seen).toEqual({ bonus: true, doubled: true });
  });

  it("SW-16 the support roll's SL is read from its total (its natural plus the supporting unit's Defend)", () => {
    // Defend 10 puts every total at 12 or more (SL 3+), while a natural alone never reaches SL 4.
    let checked = 0;
    for (let seed = 1; seed < 60; seed++) {
      let s = testBattle(open, [testUnit('A1', 0, 2, 1, { level: 0, react: 1, defend: 10 }), testUnit('A2', 0, 2, 1, { level: 1, react: 1, vitality: 5 }), testUnit('B1', 1, 3, 2, { react: 10 })], seed);
      s = step(step(s, 0, { type: 'endPhase' }).state, 1, { type: 'endPhase' }).state;
      const e = step(s, 1, { type: 'attack', unitId: 'B1', targetId: 'A2' }).events.find((x) => x.type === 'attack') as Extract<BattleEvent, { type: 'attack' }>;
      if (e.support!.doubled) continue;
      expect(e.support!.bonus).toBe(successLevel(e.support!.roll.total));
      expect(e.support!.bonus).toBeGreaterThanOrEqual(3);
      expect(e.roll.b.modifiers).toContainEqual({ reason: `support from A1: SL ${e.support!.bonus}`, bonus: e.support!.bonus, penalty: 0 });
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('SW-16 the odds preview mixes over the support roll and sums to 1', () => {
    const s = stacked();
    const p = attackPreview(s, 'B1', 'A3', 'melee')!;
    expect(Object.values(p.odds.damage).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(p.defend.modifiers.some((m) => m.reason.includes('support roll by A2'))).toBe(true);
    // A stack defends worse than the same unit alone here: two penalty dice outweigh the support.
    const alone = attackPreview(testBattle(open, [testUnit('A3', 0, 2, 1), testUnit('B1', 1, 3, 2, { attack: 6 })]), 'B1', 'A3', 'melee')!;
    expect(p.odds.attackerWins).not.toBeCloseTo(alone.odds.attackerWins, 3);
  });

  it('SW-16 reordering costs one action; moving the stack together reorders for free', () => {
    const s = stacked();
    const r = step(s, 0, { type: 'reorder', at: { x: 2, y: 1 }, order: ['A3', 'A1', 'A2'] });
    expect(stackAt(r.state, 2, 1).map((u) => u.id)).toEqual(['A3', 'A1', 'A2']);
    expect(r.state.actionsLeft).toBe(s.actionsLeft - 1);
    refused(s, 0, { type: 'reorder', at: { x: 2, y: 1 }, order: ['A3', 'A1'] }, 'bad-order');
    const moved = step(s, 0, { type: 'move', unitId: 'A3', to: { x: 1, y: 0 }, withStack: true, order: ['A2', 'A3', 'A1'] });
    expect(stackAt(moved.state, 1, 0).map((u) => u.id)).toEqual(['A2', 'A3', 'A1']);
    expect(moved.state.units.filter((u) => u.side === 0).every((u) => u.moved)).toBe(true);
    expect(moved.state.actionsLeft).toBe(s.actionsLeft - 1);
  });
});
