import { describe, expect, it } from 'vitest';
import type { BattleMap, Defences } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import { legalCommands } from '../queries/legal.ts';
import { reducerFor, testBattle, testScenario, testUnit, textMap } from '../testing.ts';
import { defencesFire } from './defences.ts';

// HC-06 Automated Defences in play (shared/battle/rules/defences.ts, reducer/defence.ts).

const rules = reducerFor(testScenario({ win: { destroy: true, lastTurn: 30 } }));
const ROWS = ['.........', '.........', '.........', '....#....', '.........', '.........', '.........'];
const of = <T extends BattleEvent['type']>(events: BattleEvent[], type: T) => events.filter((e): e is Extract<BattleEvent, { type: T }> => e.type === type);

const defences = (over: Partial<Defences> = {}): Defences => ({
  source: 'Automated Defences', sides: [0], attack: 3, bonus: 0, strike: 3, range: 3, area: false, defend: 3, vitality: 1, damageType: 'heat', text: 'Direct, Ranged',
  list: [{ x: 4, y: 3, condition: 'ok' }], ...over,
});
const mapWith = (over: Partial<Defences> = {}): BattleMap => ({ ...textMap(ROWS), hazards: { defences: defences(over) } });
/** A turn's start: the state before (turn 1's resources) and after (turn 2's move). */
const turnStart = (map: BattleMap, units = [testUnit('a', 0, 2, 3), testUnit('a2', 0, 6, 3), testUnit('b', 1, 4, 1), testUnit('far', 0, 0, 0)], seed = 1) => {
  const before = testBattle(map, units, seed, { turn: 1, phase: 'resources' });
  const events: BattleEvent[] = [];
  const after = defencesFire(before, { ...before, turn: 2, phase: 'move' }, events);
  return { before, after, events, fired: of(events, 'defenceFire') };
};

describe('HC-06 Automated Defences fire', () => {
  it('HC-06 at a turn\'s start a direct one fires once at a unit of its side in range and sight, drawn by a die; a hit strikes with the damage value', () => {
    const drawn = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const { after, fired } = turnStart(mapWith(), undefined, seed);
      // Only the heroes' (side 0) units within 3: a and a2; never the villain b, nor 'far' (5 away).
      expect(fired).toHaveLength(1);
      const f = fired[0];
      expect(['a', 'a2']).toContain(f.unitId);
      expect(f.drawn).toEqual({ die: f.unitId === 'a' ? 1 : 2, of: 2 });
      drawn.add(f.unitId);
      expect(f.roll.a.ability).toBe(3);
      expect(f.roll.b.ability).toBe(4);
      // A hit (the to-hit roll won) strikes with the damage value's face; damage by the strike's success level.
      expect(!!f.strike).toBe(f.roll.winner === 'a');
      if (f.strike) expect(f.strike.a.ability).toBe(3);
      expect(f.damage).toBe(f.strike?.winner === 'a' ? f.strike.sl * (f.strike.totalDefeat ? 2 : 1) : 0);
      expect(after.units.find((u) => u.id === f.unitId)!.condition).toBe(f.after);
      expect(after.rng).not.toEqual(turnStart(mapWith(), undefined, seed).before.rng);
    }
    expect(drawn).toEqual(new Set(['a', 'a2']));
  });

  it('HC-06 an area one strikes every unit it attacks; one attacking both sides strikes villains too; Autofire is a bonus die', () => {
    const { fired } = turnStart(mapWith({ area: true, sides: [0, 1], bonus: 1 }));
    expect(fired.map((f) => f.unitId).sort()).toEqual(['a', 'a2', 'b']);
    for (const f of fired) {
      expect(f.drawn).toBeUndefined();
      expect(f.roll.a.modifiers).toContainEqual({ reason: 'Autofire', bonus: 1, penalty: 0 });
    }
    expect(turnStart(mapWith({ sides: [1] })).fired.map((f) => f.unitId)).toEqual(['b']);
  });

  it('HC-06 none within a turn, none out of sight (a wall between), none from a destroyed emplacement', () => {
    const units = [testUnit('a', 0, 2, 3), testUnit('b', 1, 4, 1)];
    const mid = testBattle(mapWith(), units);
    const events: BattleEvent[] = [];
    expect(defencesFire(mid, { ...mid, phase: 'opportunity' }, events)).toEqual({ ...mid, phase: 'opportunity' });
    // The wall at (5,3) hides a unit at (6,3) from the emplacement at (4,3)... only through it.
    const walled: BattleMap = { ...textMap(['.........', '.........', '.........', '....##...', '.........', '.........', '.........']), hazards: { defences: defences() } };
    expect(turnStart(walled, [testUnit('x', 0, 6, 3)]).fired).toEqual([]);
    expect(turnStart(mapWith({ list: [{ x: 4, y: 3, condition: 'dead' }] })).fired).toEqual([]);
    expect(events).toEqual([]);
  });
});

describe('HC-06 attacking an Automated Defence', () => {
  it('HC-06 a unit next to it attacks it (Attack), one in Missile Range and sight shoots it (Missile Attack), for an action; destroyed it stops firing', () => {
    const units = [testUnit('a', 0, 3, 3, { attack: 9 }), testUnit('s', 0, 4, 6, { missileAttack: 2, missileRange: 3 }), testUnit('z', 1, 8, 6)];
    let s = testBattle(mapWith({ vitality: 1, defend: 1 }), units, 3);
    const legal = legalCommands(s, 0).filter((c) => c.type === 'attackDefence');
    expect(legal).toEqual([{ type: 'attackDefence', unitId: 'a', at: { x: 4, y: 3 } }, { type: 'attackDefence', unitId: 's', at: { x: 4, y: 3 } }]);
    const r = rules.step(s, 0, { type: 'attackDefence', unitId: 's', at: { x: 4, y: 3 } });
    const [shot] = of(r.events, 'defenceHit');
    expect(shot).toMatchObject({ unitId: 's', kind: 'missile', actionsLeft: s.actionsLeft - 1 });
    expect(shot.roll.a.ability).toBe(2);
    expect(shot.roll.b.ability).toBe(1);
    expect(r.state.map.hazards!.defences!.list[0].condition).toBe(shot.after);
    expect(rules.refusal(r.state, 0, { type: 'attackDefence', unitId: 's', at: { x: 4, y: 3 } })).toBe(shot.after === 'dead' ? 'no-defence' : 'already-shot');
    // Hit until destroyed, by fresh units each turn.
    s = r.state;
    for (let k = 0; k < 20 && s.map.hazards!.defences!.list[0].condition !== 'dead'; k++) {
      const next = rules.step({ ...s, units: s.units.map((u) => ({ ...u, shot: false })), actionsLeft: 3 }, 0, { type: 'attackDefence', unitId: 'a', at: { x: 4, y: 3 } });
      expect(of(next.events, 'defenceHit')[0].kind).toBe('melee');
      s = next.state;
    }
    expect(s.map.hazards!.defences!.list[0].condition).toBe('dead');
    expect(legalCommands({ ...s, units: s.units.map((u) => ({ ...u, shot: false })) }, 0).some((c) => c.type === 'attackDefence')).toBe(false);
    expect(turnStart(s.map, [testUnit('a', 0, 3, 3)]).fired).toEqual([]);
  });

  it('HC-06 refused: nothing there, out of reach, a broken unit, outside the move phase', () => {
    const units = [testUnit('a', 0, 0, 0, { missileAttack: 2, missileRange: 3 }), testUnit('k', 0, 3, 3, { condition: 'broken' }), testUnit('z', 1, 8, 6)];
    const s = testBattle(mapWith(), units);
    expect(rules.refusal(s, 0, { type: 'attackDefence', unitId: 'a', at: { x: 1, y: 1 } })).toBe('no-defence');
    expect(rules.refusal(s, 0, { type: 'attackDefence', unitId: 'a', at: { x: 4, y: 3 } })).toBe('defence-out-of-reach');
    expect(rules.refusal(s, 0, { type: 'attackDefence', unitId: 'k', at: { x: 4, y: 3 } })).toBe('defence-out-of-reach');
    expect(rules.refusal({ ...s, phase: 'combat' }, 0, { type: 'attackDefence', unitId: 'k', at: { x: 4, y: 3 } })).toBe('wrong-phase');
    expect(rules.refusal(s, 0, { type: 'attackDefence', unitId: 'z', at: { x: 4, y: 3 } })).toBe('not-your-unit');
  });

  it('HC-06 through apply: a command that begins a turn has the emplacements fire, in the events', () => {
    const units = [testUnit('a', 0, 2, 3), testUnit('z', 1, 8, 6)];
    const s = testBattle(mapWith(), units, 5, { turn: 1, phase: 'resources', active: 1 });
    let state = s;
    let seen: BattleEvent[] = [];
    for (let k = 0; k < 6 && state.turn === 1; k++) {
      const r = rules.step(state, state.active, { type: 'endPhase' });
      state = r.state;
      seen = seen.concat(r.events);
    }
    expect(state.turn).toBe(2);
    expect(of(seen, 'defenceFire').map((f) => f.unitId)).toEqual(['a']);
  });
});
