import { describe, expect, it } from 'vitest';
import { makeCheck } from '../../skills/check.ts';
import { succeeded } from '../../skills/d20.ts';
import type { Command } from '../commands.ts';
import type { BattleState } from '../model.ts';
import type { Countdown, StepObjectives } from '../objectiveTypes.ts';
import { legalCommands } from '../queries/legal.ts';
import { testBattle, testHero, testScenario, testUnit, textMap } from '../testing.ts';
import { apply } from './apply.ts';

// HC-06 objectives used where a figure stands (reducer/objective.ts): the Victory Button, a
// Destruction Sequence's control board and devices, the Point of Advantage's key to victory.
// sister-hex: Mystical 8, Persuasion 4; iron-warden: Technology 2 (heroSkills.json).

const map = textMap(['........', '........', '........', '........', '........', '........']);
/** A1 (sister-hex) at 2,2; A2 (no hero) at 5,1; B1 at 7,5 (a hero of side 1 would be B's). */
const units = () => [testUnit('A1', 0, 2, 2), testUnit('A2', 0, 5, 1), testUnit('B1', 1, 7, 5)];
const BOOM: Countdown = { kind: 'destruction-sequence', name: 'Destruction Sequence', effect: 'boom', start: 6, tick: { n: 0, sides: 0, plus: 1 }, atZero: 'blast', knownBy: 'all', stoppedBy: 'control-board', squares: [{ x: 3, y: 3 }], check: { dc: 18, skills: ['computer', 'mystical'] } };

function battle(objectives: StepObjectives, seed = 5): BattleState {
  return testBattle(map, units(), seed, { scenario: testScenario({ objectives }), heroes: [testHero('sister-hex', 0, 'A1')] });
}
const use = (unitId: string, x: number, y: number): Command => ({ type: 'useObjective', unitId, at: { x, y } });
const code = (s: BattleState, side: number, c: Command) => {
  const r = apply(s, side, c);
  if (r.ok) return 'applied';
  expect(r.state).toBe(s);
  return r.error.code;
};

describe('HC-06 objectives in the engine', () => {
  it('HC-06 Victory Button: a unit at or next to it presses it for one action and its side wins at once; refused from afar, elsewhere, out of its phase', () => {
    const s = battle({ victoryButton: { at: { x: 6, y: 1 }, effect: 'win' } });
    expect(code(s, 0, use('A1', 6, 1))).toBe('not-at-objective');
    expect(code(s, 0, use('A2', 5, 2))).toBe('no-objective');
    expect(code(s, 1, use('B1', 6, 1))).toBe('not-your-turn');
    expect(code({ ...s, actionsLeft: 0 }, 0, use('A2', 6, 1))).toBe('no-actions');
    expect(code({ ...s, phase: 'resources' }, 0, use('A2', 6, 1))).toBe('wrong-phase');
    const r = apply(s, 0, use('A2', 6, 1));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.phase).toBe('over');
    expect(r.state.result).toEqual({ winner: 0, winners: [0], reason: 'Unit A2 (A2) pressed the Victory Button' });
    expect(r.events.map((e) => e.type)).toEqual(['objective', 'battleOver']);
    // legalCommands lists exactly the presses check() accepts: A2 is next to it, A1 is not.
    expect(legalCommands(s, 0).filter((c) => c.type === 'useObjective')).toEqual([use('A2', 6, 1)]);
  });

  it('SW-16 only the top of a stack uses an objective: the unit beneath is refused, the top presses', () => {
    const stack = [testUnit('A1', 0, 5, 1, { level: 0 }), testUnit('A2', 0, 5, 1, { level: 1 }), testUnit('B1', 1, 7, 5)];
    const s = testBattle(map, stack, 5, { scenario: testScenario({ objectives: { victoryButton: { at: { x: 6, y: 1 }, effect: 'win' } } }) });
    expect(code(s, 0, use('A1', 6, 1))).toBe('not-on-top');
    expect(code(s, 0, use('A2', 6, 1))).toBe('applied');
    expect(legalCommands(s, 0).filter((c) => c.type === 'useObjective')).toEqual([use('A2', 6, 1)]);
  });

  it('HC-06 Destruction Sequence control board: a hero next to it checks its best skill against the DC with the state\'s generator; success stops the count', () => {
    const s = battle({ countdowns: [BOOM] });
    expect(code(s, 0, use('A2', 3, 3))).toBe('not-at-objective');
    const noHero = { ...s, units: s.units.map((u) => (u.id === 'A2' ? { ...u, x: 4, y: 3 } : u)) };
    expect(code(noHero, 0, use('A2', 3, 3))).toBe('no-hero');
    const seen = new Set<boolean>();
    for (let seed = 1; seed <= 12; seed++) {
      const b = battle({ countdowns: [BOOM] }, seed);
      const r = apply(b, 0, use('A1', 3, 3));
      if (!r.ok) throw new Error(r.error.message);
      const [check, rng] = makeCheck(b.rng, { ranks: 8, ability: 0, dc: 18, situation: { inCombat: true } });
      if (!check.ok) throw new Error('no check');
      expect(r.state.rng).toEqual(rng);
      const ok = succeeded(check.value.degree);
      expect(r.events[0]).toMatchObject({ type: 'objective', what: 'control-board', check: { skill: 'Mystical', total: check.value.total, dc: 18, success: ok } });
      seen.add(ok);
      expect(r.state.countdowns![0].stopped ?? false).toBe(ok);
      expect(r.state.actionsLeft).toBe(b.actionsLeft - 1);
      if (ok) expect(code(r.state, 0, use('A1', 3, 3))).toBe('objective-done');
    }
    expect([...seen].sort()).toEqual([false, true]);
  });

  it('HC-06 Destruction Sequence devices: stopped only once every device is defused', () => {
    const devices: Countdown = { ...BOOM, stoppedBy: 'defusing', squares: [{ x: 3, y: 3 }, { x: 1, y: 1 }], check: { dc: -50, skills: ['mystical'] } };
    const s = battle({ countdowns: [devices] });
    const one = apply(s, 0, use('A1', 3, 3));
    if (!one.ok) throw new Error(one.error.message);
    expect(one.state.countdowns![0]).toEqual({ kind: 'destruction-sequence', left: 6, worked: [{ x: 3, y: 3 }] });
    expect(code(one.state, 0, use('A1', 3, 3))).toBe('objective-done');
    const two = apply(one.state, 0, use('A1', 1, 1));
    if (!two.ok) throw new Error(two.error.message);
    expect(two.state.countdowns![0].stopped).toBe(true);
    expect(two.events.at(-1)).toMatchObject({ type: 'countdown', what: 'stopped' });
  });

  it('HC-06 Point of Advantage, key to victory: a hero standing in the 3x3 tries the check; success wins despite other conditions, failure does not', () => {
    const area = { x: 1, y: 1, w: 3, h: 3 };
    const sure = battle({ advantage: { area, face: 4, effect: 'key', check: { dc: -50, skills: ['technology', 'mystical'] } } });
    expect(code(sure, 0, use('A1', 2, 1))).toBe('not-at-objective');
    expect(code(sure, 0, use('A1', 5, 5))).toBe('no-objective');
    const won = apply(sure, 0, use('A1', 2, 2));
    if (!won.ok) throw new Error(won.error.message);
    expect(won.state.result?.winners).toEqual([0]);
    const never = apply(battle({ advantage: { area, face: 4, effect: 'key', check: { dc: 99, skills: ['mystical'] } } }), 0, use('A1', 2, 2));
    if (!never.ok) throw new Error(never.error.message);
    expect(never.state.result).toBeNull();
    expect(never.state.phase).toBe('move');
  });
});
