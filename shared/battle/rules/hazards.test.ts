import { describe, expect, it } from 'vitest';
import type { BattleMap, Harm } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import { reducerFor, testBattle, testScenario, testUnit, textMap } from '../testing.ts';

// HC-06 terrain hazards in play (shared/battle/rules/hazards.ts, run by apply after settle).

const ROWS = ['.........', '.........', '.........', '.........', '.........', '.........', '.........'];
const rules = reducerFor(testScenario({ win: { destroy: true, lastTurn: 30 } }));
const heat: Harm = { attack: 6, type: 'heat', source: 'Explosive Objects' };
const of = <T extends BattleEvent['type']>(events: BattleEvent[], type: T) => events.filter((e): e is Extract<BattleEvent, { type: T }> => e.type === type);

describe('HC-06 Explosive Objects', () => {
  // Explosives at (4,3), (6,3) (within the burst of the first) and (0,6) (far).
  const map: BattleMap = { ...textMap(ROWS), hazards: { explosives: { squares: [{ x: 4, y: 3 }, { x: 6, y: 3 }, { x: 0, y: 6 }], explodesOn: 4, burst: 2, harm: heat } } };
  const units = () => [
    testUnit('a', 0, 4, 0, { missileAttack: 8, missileRange: 5 }),
    testUnit('b', 1, 4, 3, { vitality: 9 }),
    testUnit('c', 0, 5, 5, { vitality: 9 }),
    testUnit('d', 1, 8, 6),
  ];

  it('HC-06 a hit on a unit on an explosive square sets it off on 4+: every unit within the burst is struck, the explosives there may go off, the spent one is gone', () => {
    let exploded = 0;
    let held = 0;
    let missed = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const r = rules.step(testBattle(map, units(), seed), 0, { type: 'shoot', unitId: 'a', targetId: 'b' });
      const shot = of(r.events, 'attack')[0];
      const blasts = of(r.events, 'explosive');
      if (shot.roll.winner !== 'a') {
        missed++;
        expect(blasts).toEqual([]);
        continue;
      }
      expect(blasts[0]).toMatchObject({ at: { x: 4, y: 3 }, needed: 4, explodes: blasts[0].die >= 4 });
      const struck = of(r.events, 'hazard').map((e) => e.unitId).sort();
      if (!blasts[0].explodes) {
        held++;
        expect(blasts).toHaveLength(1);
        expect(struck).toEqual([]);
        expect(r.state.map.hazards!.explosives!.squares).toHaveLength(3);
        continue;
      }
      exploded++;
      // b (on it) and c (2 away) are struck; a (3 away) and d are not; the neighbour at (6,3) is set off in turn.
      expect(blasts[1]).toMatchObject({ at: { x: 6, y: 3 } });
      const second = blasts[1].explodes ? ['b', 'c'] : [];
      expect(struck).toEqual(['b', 'c', ...second].sort());
      for (const e of of(r.events, 'hazard')) expect(e).toMatchObject({ source: 'Explosive Objects', damageType: 'heat', damage: e.roll!.winner === 'a' ? e.roll!.sl * (e.roll!.totalDefeat ? 2 : 1) : 0 });
      const left = r.state.map.hazards!.explosives!.squares;
      expect(left).not.toContainEqual({ x: 4, y: 3 });
      expect(left).toContainEqual({ x: 0, y: 6 });
      // The dice drawn are in the events: a replay from them is the same.
      expect(rules.step(testBattle(map, units(), seed), 0, { type: 'shoot', unitId: 'a', targetId: 'b' }).events).toEqual(r.events);
    }
    expect(exploded).toBeGreaterThan(5);
    expect(held).toBeGreaterThan(5);
    expect(missed + held + exploded).toBe(60);
  });
});

describe('HC-06 Dangerous Obstacles', () => {
  const rows = ['.........', '.........', '.........', '....#....', '.........', '.........', '.........'];
  const map: BattleMap = { ...textMap(rows), hazards: { obstacles: { squares: [{ x: 4, y: 3 }], harm: { attack: 6, type: 'cold', source: 'Dangerous Obstacles' } } } };

  it('HC-06 a unit that ends a move touching an obstacle is struck once; one that stays clear of it is not', () => {
    let hits = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const start = testBattle(map, [testUnit('a', 0, 1, 3), testUnit('z', 1, 8, 6)], seed);
      const r = rules.step(start, 0, { type: 'move', unitId: 'a', to: { x: 3, y: 3 } });
      const h = of(r.events, 'hazard');
      expect(h).toHaveLength(1);
      expect(h[0]).toMatchObject({ unitId: 'a', source: 'Dangerous Obstacles', damageType: 'cold', roll: { a: { ability: 6 }, b: { ability: 4 } } });
      expect(r.state.units.find((u) => u.id === 'a')!.condition).toBe(h[0].after);
      if (h[0].damage > 0) hits++;
      const clear = rules.step(start, 0, { type: 'move', unitId: 'a', to: { x: 1, y: 5 } });
      expect(of(clear.events, 'hazard')).toEqual([]);
    }
    expect(hits).toBeGreaterThan(5);
  });
});

describe('HC-06 Edge of a Drop: the bottom', () => {
  /** The surface (level 0) is the left four columns; off it the ground is 6 levels down. */
  const dropMap = (bottom: string, harm?: Harm): BattleMap => ({ ...textMap(ROWS), drop: { surface: [{ x: 0, y: 0, w: 4, h: 7 }], depth: 6, bottom, ...(harm ? { harm } : {}) } });
  const walkOff = (map: BattleMap, seed = 1) => rules.step(testBattle(map, [testUnit('a', 0, 3, 3, { vitality: 9 }), testUnit('z', 1, 0, 6)], seed), 0, { type: 'move', unitId: 'a', to: { x: 4, y: 3 } });

  it('HC-06 a hot, cold or dangerous bottom strikes the unit that fell onto it; cold water strikes with no falling damage; a solid bottom does nothing more', () => {
    const r = walkOff(dropMap('hot', { attack: 5, type: 'heat', source: 'Edge of a Drop: hot bottom' }));
    expect(r.events.map((e) => e.type)).toEqual(['moved', 'fell', 'hazard']);
    expect(of(r.events, 'hazard')[0]).toMatchObject({ unitId: 'a', source: 'Edge of a Drop: hot bottom', roll: { a: { ability: 5 } }, before: 'bloodied' });
    const cold = walkOff(dropMap('cold-water', { attack: 1, type: 'cold', source: 'Edge of a Drop: cold water' }));
    expect(of(cold.events, 'fell')[0]).toMatchObject({ damage: 0, after: 'ok' });
    expect(of(cold.events, 'hazard')[0]).toMatchObject({ damageType: 'cold', before: 'ok' });
    expect(walkOff(dropMap('solid')).events.map((e) => e.type)).toEqual(['moved', 'fell']);
  });

  it('HC-06 spikes at the bottom deal the falling damage again', () => {
    const r = walkOff(dropMap('spikes'));
    expect(of(r.events, 'fell')[0]).toMatchObject({ damage: 3, after: 'bloodied' });
    expect(of(r.events, 'hazard')[0]).toEqual({ type: 'hazard', unitId: 'a', source: 'Edge of a Drop: spikes', damageType: 'solid', damage: 3, before: 'bloodied', after: 'broken' });
    expect(r.state.units.find((u) => u.id === 'a')!.condition).toBe('broken');
  });
});

describe('HC-06 an explosion in the combat phase', () => {
  // a strikes b on the explosive at (4,3); c (bloodied: one hit kills it) is next in the combat order,
  // touching d; the burst reaches c. Sudden Shocks too: a turn the walk on begins has its shock.
  const map: BattleMap = { ...textMap(ROWS), hazards: { explosives: { squares: [{ x: 4, y: 3 }], explodesOn: 4, burst: 2, harm: heat }, shocks: { shockOn: 4, against: 0 } } };
  const units = () => [
    testUnit('a', 0, 3, 3, { attack: 8 }),
    testUnit('b', 1, 4, 3, { vitality: 9 }),
    testUnit('c', 1, 5, 4, { vitality: 1, defend: 0, condition: 'bloodied' }),
    testUnit('d', 0, 6, 4, { vitality: 9 }),
  ];

  it('HC-06 a unit the blast kills after its attack was made pending does not attack: the combat order walks on (and a turn it begins is shaken)', () => {
    let killed = 0;
    let standing = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const s = testBattle(map, units(), seed, { phase: 'combat', active: 0, combat: { order: ['a', 'c'], index: 0 }, pending: { unitId: 'a', targets: ['b'] } });
      const r = rules.step(s, 0, { type: 'attack', unitId: 'a', targetId: 'b' });
      const c = r.state.units.find((u) => u.id === 'c')!;
      if (c.condition !== 'dead') {
        standing++;
        expect(r.state.pending).toEqual({ unitId: 'c', targets: ['d'] });
        continue;
      }
      killed++;
      expect(r.state.pending?.unitId).not.toBe('c');
      expect(r.state.phase).not.toBe('combat');
      expect(() => rules.step(r.state, 1, { type: 'attack', unitId: 'c', targetId: 'd' })).toThrow();
      if (r.state.turn > 1) expect(of(r.events, 'shock').map((e) => e.turn)).toEqual([2]);
    }
    expect(killed).toBeGreaterThan(2);
    expect(standing).toBeGreaterThan(2);
  });
});
