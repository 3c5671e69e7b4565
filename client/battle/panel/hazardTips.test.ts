import { describe, expect, it } from 'vitest';
import type { BattleMap } from '../../../shared/map/battleMap.ts';
import { attackPreview } from '../../../shared/battle/queries/preview.ts';
import { testBattle, testUnit, textMap } from '../../../shared/battle/testing.ts';
import { hazardLines } from './hazardTips.ts';
import { holesOf } from '../picture.ts';
import { formatEvent } from './logFormat.ts';
import { oddsHtml } from './odds.ts';

// HC-06 terrain hazards in the client: the square's tooltip, the combat log, the odds of setting off an explosive.

const ROWS = ['.....', '..#..', '.....', '.....'];
const map: BattleMap = {
  ...textMap(ROWS),
  hazards: {
    explosives: { squares: [{ x: 0, y: 3 }], explodesOn: 4, burst: 2, harm: { attack: 3, type: 'heat', source: 'Explosive Objects' } },
    obstacles: { squares: [{ x: 2, y: 1 }], harm: { attack: 5, type: 'cold', source: 'Dangerous Obstacles' } },
  },
  drop: { surface: [{ x: 0, y: 0, w: 4, h: 4 }], depth: 6, bottom: 'hot', harm: { attack: 4, type: 'heat', source: 'Edge of a Drop: hot bottom' } },
};

describe('HC-06 hazards in the client', () => {
  it('HC-06 a square\'s tooltip says what its hazard does', () => {
    expect(hazardLines({ map }, { x: 0, y: 3 })[0]).toBe('Explosive Objects: an explosive lies here. A hit on a unit on this square sets it off on 4+ (d6): Attack 3 (heat) against its Defend on every unit within 2 squares; explosives there may go off too.');
    expect(hazardLines({ map }, { x: 2, y: 1 })[0]).toContain('a dangerous obstacle (impassable)');
    expect(hazardLines({ map }, { x: 1, y: 2 })).toEqual(['Beside a dangerous obstacle: a unit ending a move here on the ground is struck, Attack 5 (cold) against its Defend.']);
    expect(hazardLines({ map }, { x: 4, y: 3 })).toEqual(['At the bottom (hot): a unit falling here is struck, Attack 4 (heat) against its Defend.']);
    expect(hazardLines({ map }, { x: 0, y: 0 })).toEqual([]);
    const floored: BattleMap = { ...map, drop: undefined, hazards: { floors: [{ strength: 'weak', sections: [{ x: 0, y: 0, w: 2, h: 4 }, { x: 2, y: 0, w: 3, h: 4 }], resistance: 3, gap: 5, bottom: 'water', broken: [1] }] } };
    expect(hazardLines({ map: floored }, { x: 1, y: 1 })).toEqual(['Weak Floor, section 1: resistance 3; a blast of 3+ or a unit knocked down or falling onto it (D4) breaks it, and who stands there falls 5 levels (water).']);
    expect(hazardLines({ map: floored }, { x: 3, y: 1 })).toEqual(['Weak Floor, section 2: broken; below it the ground is 5 levels down (water).']);
    // The board draws the broken section as a hole.
    expect(holesOf(testBattle(floored, []))).toEqual([{ x: 2, y: 0, w: 3, h: 4 }]);
    // Both floors: a square both cover is the first listed's; the other's hole leaves it out (#11).
    const two: BattleMap = { ...map, drop: undefined, hazards: { floors: [{ strength: 'weak', sections: [{ x: 0, y: 0, w: 2, h: 4 }], resistance: 3, gap: 5, bottom: 'water', broken: [] }, { strength: 'hard', sections: [{ x: 1, y: 0, w: 4, h: 4 }], resistance: 9, gap: 2, bottom: 'solid', broken: [0] }] } };
    expect(hazardLines({ map: two }, { x: 1, y: 1 })[0]).toMatch(/^Weak Floor, section 1: resistance 3/);
    expect(hazardLines({ map: two }, { x: 3, y: 1 })).toEqual(['Hard Floor, section 1: broken; below it the ground is 2 levels down (solid).']);
    expect(holesOf(testBattle(two, []))).toEqual([{ x: 2, y: 0, w: 3, h: 4 }]);
    expect(formatEvent({ type: 'floorBlow', section: 0, by: 'an explosion', damage: 6, resistance: 9, breaks: false, strength: 'hard' }, testBattle(two, []))[0].html).toBe('Hard Floor section 1 takes 6 from an explosion (resistance 9): it holds');
    const beam: BattleMap = { ...map, hazards: { balances: { squares: [{ x: 1, y: 1 }], against: 0, fall: 2, bottom: 'solid' } } };
    expect(hazardLines({ map: beam }, { x: 1, y: 1 })).toEqual(['Narrow Balance: a move stepping onto it is a React roll against 2D6: lost, no progress; lost by total defeat (a natural 2), a fall of 2 levels onto the bottom (solid).']);
  });

  it('HC-06 a damage type reads as words, not its id: "physical poison" (#11)', () => {
    const poison: BattleMap = { ...map, drop: { ...map.drop!, bottom: 'cold-water', harm: { attack: 2, type: 'physical-poison', source: 'Edge of a Drop' } } };
    expect(hazardLines({ map: poison }, { x: 4, y: 3 })).toEqual(['At the bottom (cold water): a unit falling here is struck, Attack 2 (physical poison) against its Defend; no falling damage.']);
    const v = testBattle(map, [testUnit('a', 0, 0, 3)]);
    expect(formatEvent({ type: 'hazard', unitId: 'a', source: 'Dangerous Obstacles', damageType: 'physical-poison', damage: 1, before: 'ok', after: 'bloodied' }, v)[0].html).toContain('1 damage (physical poison)');
  });

  it('HC-06 the log prints an explosive\'s die, a hazard\'s strike, a balance, a shock and a slide', () => {
    const v = testBattle(map, [testUnit('a', 0, 0, 3)]);
    expect(formatEvent({ type: 'explosive', at: { x: 0, y: 3 }, die: 5, needed: 4, explodes: true }, v)[0].html).toBe('The explosive at (0,3) is hit: d6 5 (needs 4+): <strong>it explodes</strong>');
    const lines = formatEvent({ type: 'hazard', unitId: 'a', source: 'Edge of a Drop: spikes', damageType: 'solid', damage: 2, before: 'ok', after: 'bloodied' }, v);
    expect(lines[0].html).toContain('Edge of a Drop: spikes strikes');
    expect(lines[0].html).toContain('2 damage (solid): ok → <strong>bloodied</strong>');
    const roll = { ability: 2, bonus: 0, penalty: 0, modifiers: [], dice: [3, 4], eaten: [], kept: [3, 4] as [number, number], natural: 7, total: 9 };
    const opposed = { a: roll, b: { ...roll, ability: 0, total: 7 }, tieDiceA: [], tieDiceB: [], finalA: 9, finalB: 7, winner: 'a' as const, sl: 1, totalDefeat: false };
    const text = (e: Parameters<typeof formatEvent>[0]) => formatEvent(e, v).map((l) => l.html).join(' | ');
    expect(text({ type: 'balance', unitId: 'a', roll: { ...opposed, winner: 'b' }, outcome: 'no-progress', at: { x: 0, y: 3 } })).toContain('makes no progress: back at (0,3)');
    expect(text({ type: 'offBalance', unitId: 'a', levels: 2, damage: 1, before: 'ok', after: 'bloodied' })).toContain('falls 2 levels off the balance: 1 damage');
    expect(text({ type: 'shock', turn: 3, die: 4, needed: 4, strikes: true })).toBe('Sudden Shocks, turn 3: d6 4 (needs 4+): <strong>a shock strikes</strong> every unit on the ground');
    expect(text({ type: 'knockdown', unitId: 'a', roll: { ...opposed, winner: 'b' }, down: true })).toContain('is knocked down: getting up is its move this turn');
    expect(text({ type: 'slide', unitId: 'a', roll: { ...opposed, winner: 'b' }, die: 6, from: { x: 0, y: 1 }, to: { x: 0, y: 3 } })).toContain('slides down the slope (d10 6): (0,1) → (0,3)');
    expect(text({ type: 'slide', unitId: 'a', roll: opposed, die: 0, from: { x: 0, y: 1 }, to: { x: 0, y: 1 } })).toContain('keeps its footing');
    // HC-06 a slide off the board: out of the fight with its heroes.
    expect(text({ type: 'slide', unitId: 'a', roll: { ...opposed, winner: 'b' }, die: 6, from: { x: 0, y: 1 }, to: { x: 0, y: 3 }, off: true, heroIds: [] })).toContain('(0,1) → (0,3) and <strong>off the board</strong>: out of the fight');
  });

  it('HC-06 the odds say the chance an attack sets off the explosive under its target', () => {
    const v = testBattle(map, [testUnit('a', 0, 0, 1, { missileAttack: 4, missileRange: 3 }), testUnit('b', 1, 0, 3)]);
    const p = attackPreview(v, 'a', 'b', 'missile')!;
    expect(p.explosion!.chance).toBeCloseTo(p.odds.attackerWins / 2, 10);
    expect(oddsHtml(p, v.units[0], v.units[1], false)).toContain('b stands on an explosive:');
    expect(attackPreview(v, 'b', 'a', 'melee')!.explosion).toBeUndefined();
  });
});
