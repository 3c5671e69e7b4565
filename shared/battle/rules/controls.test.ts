import { describe, expect, it } from 'vitest';
import type { BattleMap, Defences } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState } from '../model.ts';
import { legalCommands } from '../queries/legal.ts';
import { apply } from '../reducer/apply.ts';
import { testBattle, testScenario, testUnit, textMap } from '../testing.ts';
import { defencesFire } from './defences.ts';

// HC-06 Point of Advantage face 1, the controls (rules/objectives.ts controlsAt, reducer/objective.ts):
// a unit standing in the area takes control of the Automated Defences for one action; they then fire
// only at the other side.

const defences: Defences = {
  source: 'Automated Defences', sides: [0, 1], attack: 3, bonus: 0, strike: 3, range: 9, area: true, defend: 3, vitality: 1, damageType: 'heat', text: 'Area, Ranged',
  list: [{ x: 7, y: 0, condition: 'ok' }],
};
const area = { x: 0, y: 2, w: 3, h: 3 };
const map = (face: 1 | 6, d: Defences | undefined = defences): BattleMap => ({ ...textMap(['........', '........', '........', '........', '........', '........']), advantage: { area, face, text: 'x' }, ...(d ? { hazards: { defences: d } } : {}) });
const battle = (m: BattleMap, over: Partial<BattleState> = {}) => testBattle(m, [testUnit('A1', 0, 1, 3), testUnit('A2', 0, 5, 1), testUnit('B1', 1, 6, 2)], 3, { scenario: testScenario(), ...over });

describe('HC-06 Point of Advantage face 1: the controls', () => {
  it('HC-06 face 1: a unit standing in the area takes control of the Automated Defences for one action; they then fire only at the other side', () => {
    const s = battle(map(1));
    const offer = legalCommands(s, 0).filter((c) => c.type === 'useObjective');
    expect(offer).toEqual([{ type: 'useObjective', unitId: 'A1', at: { x: 1, y: 3 } }]);
    const r = apply(s, 0, offer[0]);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.map.hazards!.defences!.sides).toEqual([1]);
    expect(r.state.actionsLeft).toBe(s.actionsLeft - 1);
    expect(r.events[0]).toMatchObject({ type: 'objective', unitId: 'A1', what: 'advantage-controls' });
    // Again by the same side: refused; the other side's unit in the area takes it back.
    const again = apply(r.state, 0, offer[0]);
    expect(!again.ok && again.error.code).toBe('objective-done');
    const events: BattleEvent[] = [];
    const before = { ...r.state, turn: 1, phase: 'resources' as const };
    defencesFire(before, { ...before, turn: 2, phase: 'move' }, events);
    const hit = events.flatMap((e) => (e.type === 'defenceFire' ? [e.unitId] : []));
    expect(hit).toEqual(['B1']);
    // From outside the area, or on face 6, or with no live defences: nothing to use.
    const from = apply(s, 0, { type: 'useObjective', unitId: 'A2', at: { x: 1, y: 3 } });
    expect(!from.ok && from.error.code).toBe('not-at-objective');
    expect(legalCommands(battle(map(6)), 0).some((c) => c.type === 'useObjective')).toBe(false);
    const dead = map(1, { ...defences, list: [{ x: 7, y: 0, condition: 'dead' }] });
    expect(legalCommands(battle(dead), 0).some((c) => c.type === 'useObjective')).toBe(false);
    const back = battle(map(1, { ...defences, sides: [1] }), { active: 1, units: [testUnit('A1', 0, 5, 5), testUnit('B1', 1, 1, 3)] });
    const taken = apply(back, 1, { type: 'useObjective', unitId: 'B1', at: { x: 1, y: 3 } });
    expect(taken.ok && taken.state.map.hazards!.defences!.sides).toEqual([0]);
  });
});
