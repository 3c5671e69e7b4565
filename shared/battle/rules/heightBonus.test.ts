import { describe, expect, it } from 'vitest';
import type { BattleMap } from '../../map/battleMap.ts';
import { testBattle, testHero, testScenario, testUnit, textMap } from '../testing.ts';
import { attackPreview } from '../queries/preview.ts';
import { heightBonus, HEIGHT_BONUS_MAX } from './combat.ts';

// SW-26's bonus dice with HC-01's levels (combat.ts heightBonus): a figure's height is its square's
// marked height plus its level; the bonus is capped at the most a Shadow Wars map marks (3).

describe('SW-26 HC-01 height bonus dice in three dimensions', () => {
  it('SW-26 a flier above its target is a higher unit: one die a level, at most three', () => {
    const map = textMap(['.......']);
    expect(heightBonus(map, { x: 0, y: 0, altitude: 1 }, { x: 3, y: 0 })).toEqual({ reason: '1 higher', bonus: 1, penalty: 0 });
    expect(heightBonus(map, { x: 0, y: 0, altitude: 3 }, { x: 3, y: 0 })?.bonus).toBe(3);
    expect(heightBonus(map, { x: 0, y: 0, altitude: 9 }, { x: 3, y: 0 })).toEqual({ reason: '9 higher (at most 3 dice)', bonus: HEIGHT_BONUS_MAX, penalty: 0 });
    // The lower one gets nothing; a flier over a hill counts the hill too.
    expect(heightBonus(map, { x: 3, y: 0 }, { x: 0, y: 0, altitude: 2 })).toBeNull();
    const hill = textMap(['.......'], ['1000000']);
    expect(heightBonus(hill, { x: 0, y: 0, altitude: 1 }, { x: 3, y: 0 })?.bonus).toBe(2);
  });

  it('SW-26 HC-06 a unit on the lip of a drop shoots down with the bonus; on one level nothing changes', () => {
    const map: BattleMap = { ...textMap(['.........']), drop: { surface: [{ x: 0, y: 0, w: 2, h: 1 }], depth: 6, bottom: 'solid' } };
    expect(heightBonus(map, { x: 1, y: 0 }, { x: 8, y: 0, altitude: -6 })?.bonus).toBe(3);
    expect(heightBonus(map, { x: 8, y: 0, altitude: -6 }, { x: 1, y: 0 })).toBeNull();
    expect(heightBonus(textMap(['....'], ['2000']), { x: 0, y: 0 }, { x: 3, y: 0 })).toEqual({ reason: '2 higher', bonus: 2, penalty: 0 });
  });

  it('SW-26 the odds shown before a flier shoots carry the same bonus the roll uses', () => {
    const contested = testScenario({ win: { destroy: true, lastTurn: 30, contested: { outIsOut: false } } });
    const map = { ...textMap(['.......']), cube: { x: 0, y: 0, w: 7, h: 1, zMin: -6, zMax: 6 } };
    const s = { ...testBattle(map, [testUnit('a', 0, 0, 0, { altitude: 5, missileRange: 8, missileAttack: 3 }), testUnit('z', 1, 4, 0)]), scenario: contested, heroes: [testHero('doctor-ember', 0, 'a')] };
    expect(attackPreview(s, 'a', 'z', 'missile')!.attack.modifiers).toContainEqual({ reason: '5 higher (at most 3 dice)', bonus: 3, penalty: 0 });
  });
});
