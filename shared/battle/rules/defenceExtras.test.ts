import { describe, expect, it } from 'vitest';
import type { BattleMap, Defences } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import { defencePreview } from '../queries/preview.ts';
import { reducerFor, testBattle, testScenario, testUnit, textMap } from '../testing.ts';
import { defenceShotOdds, defencesFire } from './defences.ts';

// HC-06 Automated Defences (issue 11): the odds a player sees before attacking one (queries/preview.ts
// defencePreview) are those of the roll the reducer makes; a shot's hit strikes with the damage value;
// the extras Touch Shield and secondary attack; a complication applied twice keeps each roll's numbers.

const rules = reducerFor(testScenario({ win: { destroy: true, lastTurn: 30 } }));
const ROWS = ['.........', '.........', '.........', '....#....', '.........', '.........', '.........'];
const of = <T extends BattleEvent['type']>(events: BattleEvent[], type: T) => events.filter((e): e is Extract<BattleEvent, { type: T }> => e.type === type);
const defences = (over: Partial<Defences> = {}): Defences => ({
  source: 'Automated Defences', sides: [0], attack: 3, bonus: 0, strike: 3, range: 3, area: false, defend: 3, vitality: 2, damageType: 'heat', text: 'Direct, Ranged',
  list: [{ x: 4, y: 3, condition: 'ok' }], ...over,
});
const mapWith = (over: Partial<Defences> = {}, rows = ROWS): BattleMap => ({ ...textMap(rows), hazards: { defences: defences(over) } });
const AT = { x: 4, y: 3 };
const fire = (map: BattleMap, units: ReturnType<typeof testUnit>[], seed: number) => {
  const before = testBattle(map, units, seed, { turn: 1, phase: 'resources' });
  const events: BattleEvent[] = [];
  defencesFire(before, { ...before, turn: 2, phase: 'move' }, events);
  return of(events, 'defenceFire');
};

describe('HC-06 the odds of attacking an Automated Defence', () => {
  it('HC-06 the preview is the reducer\'s roll: its specifications, and its win chance over many seeds', () => {
    // Melee by a bloodied unit on a damaged emplacement (penalty dice both sides); a shot from Missile Range.
    const cases = [
      { map: mapWith({ list: [{ ...AT, condition: 'bloodied' }] }), unit: testUnit('a', 0, 3, 3, { attack: 5, condition: 'bloodied' }), kind: 'melee' },
      { map: mapWith(), unit: testUnit('s', 0, 4, 6, { missileAttack: 4, missileRange: 3 }), kind: 'missile' },
    ] as const;
    for (const c of cases) {
      const s = testBattle(c.map, [c.unit, testUnit('z', 1, 8, 6)], 1);
      const p = defencePreview(s, c.unit.id, AT)!;
      expect(p.kind).toBe(c.kind);
      let wins = 0;
      const N = 400;
      for (let seed = 1; seed <= N; seed++) {
        const r = rules.step({ ...s, rng: testBattle(c.map, [], seed).rng }, 0, { type: 'attackDefence', unitId: c.unit.id, at: AT });
        const [hit] = of(r.events, 'defenceHit');
        expect({ ability: hit.roll.a.ability, modifiers: hit.roll.a.modifiers }).toEqual(p.attack);
        expect({ ability: hit.roll.b.ability, modifiers: hit.roll.b.modifiers }).toEqual(p.defend);
        if (hit.roll.winner === 'a') wins++;
      }
      expect(Math.abs(wins / N - p.odds.attackerWins)).toBeLessThan(0.07);
      const sum = Object.values(p.outcome).reduce((a, b) => a + b, 0);
      expect(sum).toBeCloseTo(1, 9);
    }
    // Nothing to preview: no emplacement there, or out of reach.
    const s = testBattle(mapWith(), [testUnit('far', 0, 0, 0), testUnit('z', 1, 8, 6)], 1);
    expect(defencePreview(s, 'far', AT)).toBeNull();
    expect(defencePreview(s, 'far', { x: 1, y: 1 })).toBeNull();
  });
});

describe('HC-06 an Automated Defence\'s shot, extras and second roll', () => {
  it('HC-06 a hit strikes with the damage value\'s face; the shot\'s exact odds agree with its dice', () => {
    const map = mapWith({ strike: 5, attack: 6 });
    const unit = testUnit('a', 0, 2, 3, { defend: 4 });
    const odds = defenceShotOdds(map, map.hazards!.defences!.list[0], map.hazards!.defences!, unit);
    let dealt = 0;
    const N = 600;
    for (let seed = 1; seed <= N; seed++) {
      const [f] = fire(map, [unit], seed);
      if (f.strike) expect(f.strike.a.ability).toBe(5);
      dealt += f.damage;
    }
    expect(Math.abs(dealt / N - odds.expectedDamage)).toBeLessThan(0.12);
  });

  it('HC-06 Touch Shield: a unit attacking it hand to hand is struck back (Attack 3), a shot is not', () => {
    const map = mapWith({ shield: { attack: 3, damageType: 'electricity' } });
    const units = [testUnit('a', 0, 3, 3), testUnit('s', 0, 4, 6, { missileAttack: 4, missileRange: 3 }), testUnit('z', 1, 8, 6)];
    let struck = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const s = testBattle(map, units, seed);
      const p = defencePreview(s, 'a', AT)!;
      expect(p.shield?.attack).toBe(3);
      const r = rules.step(s, 0, { type: 'attackDefence', unitId: 'a', at: AT });
      const [hit] = of(r.events, 'defenceHit');
      expect(hit.shield!.roll.a.ability).toBe(3);
      expect(hit.shield!.roll.b.ability).toBe(units[0].defend);
      expect(r.state.units.find((u) => u.id === 'a')!.condition).toBe(hit.shield!.after);
      if (hit.shield!.damage > 0) struck++;
      const shot = rules.step(s, 0, { type: 'attackDefence', unitId: 's', at: AT });
      expect(of(shot.events, 'defenceHit')[0].shield).toBeUndefined();
      expect(defencePreview(s, 's', AT)!.shield).toBeUndefined();
    }
    expect(struck).toBeGreaterThan(0);
  });

  it('HC-06 secondary attack: fired only when the main one has nobody in reach', () => {
    const secondary = { attack: 4, bonus: 0, strike: 2, range: 6, area: false, text: 'Direct, Ranged, Distant' };
    const map = mapWith({ range: 1, text: 'Area (Long Line), Touch', area: true, secondary });
    const far = fire(map, [testUnit('a', 0, 0, 3)], 1);
    expect(far).toHaveLength(1);
    expect(far[0]).toMatchObject({ unitId: 'a', secondary: true });
    expect(far[0].roll.a.ability).toBe(4);
    // Next to it: the main (area) attack, at every unit in its reach, and not the secondary.
    const near = fire(map, [testUnit('a', 0, 3, 3), testUnit('b', 0, 5, 3), testUnit('c', 0, 0, 3)], 1);
    expect(near.map((f) => f.unitId).sort()).toEqual(['a', 'b']);
    for (const f of near) expect(f.secondary).toBeUndefined();
    expect(fire(mapWith({ range: 1 }), [testUnit('a', 0, 0, 3)], 1)).toEqual([]);
  });

  it('HC-06 applied twice: an emplacement of the second roll fires and is attacked with that roll\'s numbers', () => {
    const second = { ...defences(), attack: 7, strike: 1, defend: 9, vitality: 4, sides: [1], damageType: 'cold' };
    const { source: _s, list: _l, ...numbers } = second;
    const map = mapWith({ others: [numbers], list: [{ ...AT, condition: 'ok' }, { x: 1, y: 1, condition: 'ok', set: 1 }] });
    const fired = fire(map, [testUnit('h', 0, 4, 5), testUnit('v', 1, 1, 3)], 2);
    expect(fired.map((f) => [f.at, f.unitId, f.roll.a.ability, f.damageType])).toEqual([
      [AT, 'h', 3, 'heat'],
      [{ x: 1, y: 1 }, 'v', 7, 'cold'],
    ]);
    const s = testBattle(map, [testUnit('a', 0, 1, 2), testUnit('z', 1, 8, 6)], 1);
    expect(defencePreview(s, 'a', { x: 1, y: 1 })!.defend.ability).toBe(9);
    expect(defencePreview(s, 'a', { x: 1, y: 1 })!.vitality).toBe(4);
    const r = rules.step(s, 0, { type: 'attackDefence', unitId: 'a', at: { x: 1, y: 1 } });
    expect(of(r.events, 'defenceHit')[0].roll.b.ability).toBe(9);
  });
});
