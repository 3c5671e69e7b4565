import { describe, expect, it } from 'vitest';
import type { Command } from '../commands.ts';
import type { BattleState } from '../model.ts';
import { attackPreview } from '../queries/preview.ts';
import { apply } from '../reducer/apply.ts';
import { testBattle, testHero, testScenario, testUnit, textMap } from '../testing.ts';

// HC-06 Point of Advantage faces 2 and 6 (rules/advantage.ts): the gun emplacement's cover and heavy
// weapon as dice on a shot, in the odds shown and the roll made; the healing device at a turn's end.

const base = textMap(['........', '........', '........', '........', '........', '........']);
const area = { x: 0, y: 2, w: 3, h: 3 };
const shooter = (x: number, y: number) => testUnit('A1', 0, x, y, { missileAttack: 4, missileRange: 6 });

function battle(face: 2 | 3 | 6, units = [shooter(1, 3), testUnit('B1', 1, 5, 3)], over: Partial<BattleState> = {}): BattleState {
  return testBattle({ ...base, advantage: { area, face, text: 'x' } }, units, 3, { scenario: testScenario(), ...over });
}

describe('HC-06 Point of Advantage in the rolls', () => {
  it('HC-06 face 2: a shot from the emplacement takes a bonus die, a shot at a unit in it a penalty die, in the odds and the roll; melee and face 6 change nothing', () => {
    const from = attackPreview(battle(2), 'A1', 'B1', 'missile')!;
    expect(from.attack.modifiers).toContainEqual({ reason: 'heavy weapon (Point of Advantage)', bonus: 1, penalty: 0 });
    const plain = attackPreview(battle(6), 'A1', 'B1', 'missile')!;
    expect(from.odds.attackerWins).toBeGreaterThan(plain.odds.attackerWins);
    const at = battle(2, [shooter(5, 3), testUnit('B1', 1, 1, 3)]);
    expect(attackPreview(at, 'A1', 'B1', 'missile')!.attack.modifiers).toContainEqual({ reason: 'target in cover (Point of Advantage)', bonus: 0, penalty: 1 });
    const melee = battle(2, [testUnit('A1', 0, 1, 3), testUnit('B1', 1, 2, 3)]);
    expect(attackPreview(melee, 'A1', 'B1', 'melee')!.attack.modifiers.filter((m) => m.reason.includes('Point of Advantage'))).toEqual([]);
    const r = apply(battle(2), 0, { type: 'shoot', unitId: 'A1', targetId: 'B1' });
    if (!r.ok) throw new Error(r.error.message);
    const shot = r.events.find((e) => e.type === 'attack');
    expect(shot && shot.type === 'attack' && shot.roll.a.modifiers).toContainEqual({ reason: 'heavy weapon (Point of Advantage)', bonus: 1, penalty: 0 });
  });

  it('HC-06 face 6: a unit standing in the healing device at a turn\'s end recovers one step; one outside does not', () => {
    let s = battle(6, [testUnit('A1', 0, 1, 3, { condition: 'broken' }), testUnit('A2', 0, 6, 1, { condition: 'bloodied' }), testUnit('B1', 1, 2, 2, { condition: 'bloodied' }), testUnit('B2', 1, 7, 5)]);
    const turn = s.turn;
    while (s.turn === turn) {
      const c: Command = s.phase === 'combat' ? { type: 'pass' } : { type: 'endPhase' };
      const r = apply(s, s.active, c);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(s.units.map((u) => u.condition)).toEqual(['bloodied', 'bloodied', 'ok', 'ok']);

  });
  it('HC-06 face 3: a unit led by a hero standing in it takes a bonus die on its attack, shot, defence and React, in the odds and the roll; a unit without a hero, or outside, does not', () => {
    const powered = { reason: 'powers +1 (Point of Advantage)', bonus: 1, penalty: 0 };
    const heroes = [testHero('h', 0, 'A1'), testHero('k', 1, 'B1')];
    const melee = battle(3, [testUnit('A1', 0, 1, 3), testUnit('B1', 1, 2, 3)], { heroes });
    const p = attackPreview(melee, 'A1', 'B1', 'melee')!;
    expect(p.attack.modifiers).toContainEqual(powered);
    expect(p.defend.modifiers).toContainEqual(powered);
    // Outside the area (B1 at x 3), or without a hero: no die; the attacker's die shows in the odds.
    const edge = attackPreview(battle(3, [testUnit('A1', 0, 2, 3), testUnit('B1', 1, 3, 3)], { heroes }), 'A1', 'B1', 'melee')!;
    expect(edge.attack.modifiers).toContainEqual(powered);
    expect(edge.defend.modifiers).not.toContainEqual(powered);
    expect(edge.odds.attackerWins).toBeGreaterThan(attackPreview(battle(3, [testUnit('A1', 0, 2, 3), testUnit('B1', 1, 3, 3)]), 'A1', 'B1', 'melee')!.odds.attackerWins);
    expect(attackPreview(battle(3), 'A1', 'B1', 'missile')!.attack.modifiers).not.toContainEqual(powered);
    expect(attackPreview(battle(3, undefined, { heroes }), 'A1', 'B1', 'missile')!.attack.modifiers).toContainEqual(powered);
    expect(attackPreview(battle(2, undefined, { heroes }), 'A1', 'B1', 'missile')!.attack.modifiers).not.toContainEqual(powered);
    const r = apply(battle(3, undefined, { heroes }), 0, { type: 'shoot', unitId: 'A1', targetId: 'B1' });
    if (!r.ok) throw new Error(r.error.message);
    const shot = r.events.find((e) => e.type === 'attack');
    expect(shot && shot.type === 'attack' && shot.roll.a.modifiers).toContainEqual(powered);
  });
});
