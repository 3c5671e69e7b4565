import { describe, expect, it } from 'vitest';
import type { Command } from '../commands.ts';
import type { BattleState } from '../model.ts';
import { apply } from '../reducer/apply.ts';
import { legalCommands } from '../queries/legal.ts';
import { nextUnitId } from '../reducer/newUnit.ts';
import { testBattle, testHero, testScenario, testUnit, textMap } from '../testing.ts';

// HC-06 Point of Advantage face 5 (rules/advantage.ts escapes): a unit coming into the escape route
// leaves the battle, its hero with it; off the board, not destroyed, not counted for victory.

const base = textMap(['........', '........', '........', '........', '........', '........']);
const area = { x: 0, y: 2, w: 3, h: 3 };

function battle(face: 5 | 6, units = [testUnit('A1', 0, 4, 3), testUnit('A2', 0, 6, 0), testUnit('B1', 1, 7, 5)], over: Partial<BattleState> = {}): BattleState {
  return testBattle({ ...base, advantage: { area, face, text: 'x' } }, units, 3, { scenario: testScenario(), ...over });
}

function ok(s: BattleState, side: number, c: Command) {
  const r = apply(s, side, c);
  if (!r.ok) throw new Error(r.error.message);
  return r;
}

describe('HC-06 Point of Advantage face 5: an escape route', () => {
  it('HC-06 face 5: a unit ending its move in the area leaves the battle with its hero, logged; one ending outside, or on face 6, stays', () => {
    const heroes = [testHero('h', 0, 'A1'), testHero('k', 1, 'B1')];
    const r = ok(battle(5, undefined, { heroes }), 0, { type: 'move', unitId: 'A1', to: { x: 2, y: 3 } });
    expect(r.events).toContainEqual({ type: 'escaped', unitId: 'A1', side: 0, at: { x: 2, y: 3 }, heroIds: ['h'] });
    expect(r.state.units.map((u) => u.id)).toEqual(['A2', 'B1']);
    expect(r.state.escaped?.map((u) => [u.id, u.condition])).toEqual([['A1', 'ok']]);
    // A unit the side gains later (bought, a reserve, emerging) never takes an id still in play: A2 is on the board.
    expect(nextUnitId(r.state, 0)).toBe('A3');
    // Its hero left with it: it cannot move to another unit nor is it lost (bought back).
    const hero = apply(r.state, 0, { type: 'moveHero', heroId: 'h', toUnitId: 'A2' });
    expect(!hero.ok && hero.error.code).toBe('escaped');
    expect(legalCommands(r.state, 0).some((c) => c.type === 'moveHero')).toBe(false);
    const short = ok(battle(5), 0, { type: 'move', unitId: 'A1', to: { x: 3, y: 3 } });
    expect(short.events.some((e) => e.type === 'escaped')).toBe(false);
    expect(short.state.units).toHaveLength(3);
    const healing = ok(battle(6), 0, { type: 'move', unitId: 'A1', to: { x: 2, y: 3 } });
    expect(healing.state.units).toHaveLength(3);
  });

  it('HC-06 face 5: a side whose every unit escaped is beaten at the turn\'s end (destroy), the reason saying so; a unit standing in it since the set-up stays', () => {
    let s = ok(battle(5, [testUnit('A1', 0, 4, 3), testUnit('A2', 0, 1, 0), testUnit('B1', 1, 7, 5)]), 0, { type: 'move', unitId: 'A1', to: { x: 1, y: 4 } }).state;
    s = ok(s, 0, { type: 'move', unitId: 'A2', to: { x: 1, y: 2 } }).state;
    expect(s.units.map((u) => u.id)).toEqual(['B1']);
    const turn = s.turn;
    while (s.turn === turn && !s.result) s = ok(s, s.active, s.phase === 'combat' ? { type: 'pass' } : { type: 'endPhase' }).state;
    expect(s.result?.winners).toEqual([1]);
    expect(s.result?.reason).toContain('escaped');
    // Deployed in the area (no entering): not gone; stepping out and back in is entering.
    const inside = battle(5, [testUnit('A1', 0, 1, 3), testUnit('B1', 1, 7, 5)]);
    const stay = ok(inside, 0, { type: 'move', unitId: 'A1', to: { x: 2, y: 3 } });
    expect(stay.state.units).toHaveLength(2);
    const fresh = (x: BattleState) => ({ ...x, actionsLeft: 3, units: x.units.map((u) => ({ ...u, moved: false })) });
    const out = ok(fresh(stay.state), 0, { type: 'move', unitId: 'A1', to: { x: 3, y: 3 } }).state;
    expect(ok(fresh(out), 0, { type: 'move', unitId: 'A1', to: { x: 2, y: 3 } }).state.units).toHaveLength(1);
  });
});
