import { describe, expect, it } from 'vitest';
import type { BattleMap, MapFloor } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import { reducerFor, testBattle, testScenario, testUnit, textMap } from '../testing.ts';
import { groundAt, slopesAt } from './contested.ts';

// HC-06 Edge of a Drop with a Weak Floor at the bottom (MapFloor.level = -depth, laid by
// combatSetup/bottomFloor.ts; played by floors.ts as any weak floor): a unit falling onto it deals a
// D4 to the piece it lands on; a blow of at least the resistance breaks it and the unit falls the gap.

const rules = reducerFor(testScenario({ win: { destroy: true, lastTurn: 30 } }));
const ROWS = ['.......', '.......', '.......'];
const of = <T extends BattleEvent['type']>(events: BattleEvent[], type: T) => events.filter((e): e is Extract<BattleEvent, { type: T }> => e.type === type);
const bottom = (resistance: number): MapFloor => ({ strength: 'weak', sections: [{ x: 3, y: 0, w: 4, h: 3 }], resistance, gap: 4, bottom: 'solid', broken: [], level: -2 });
/** The surface on columns 0-2, a drop of 2 levels off it onto a Weak Floor; below that, 4 more levels. */
const map = (resistance: number): BattleMap => ({ ...textMap(ROWS), drop: { surface: [{ x: 0, y: 0, w: 3, h: 3 }], depth: 2, bottom: 'weak-floor' }, hazards: { floors: [bottom(resistance)] } });
const walkOff = (m: BattleMap, seed: number) => rules.step(testBattle(m, [testUnit('a', 0, 2, 1, { vitality: 9 }), testUnit('z', 1, 0, 0)], seed), 0, { type: 'move', unitId: 'a', to: { x: 3, y: 1 } });

describe('HC-06 a Weak Floor at the bottom of a drop', () => {
  it('HC-06 a fall onto it deals a D4: at least the resistance breaks it and the unit falls on through the hole', () => {
    // Resistance 1: every D4 breaks it.
    const r = walkOff(map(1), 1);
    const blows = of(r.events, 'floorBlow');
    expect(blows).toHaveLength(1);
    expect(blows[0]).toMatchObject({ section: 0, by: 'a fall onto it', resistance: 1, breaks: true });
    expect(of(r.events, 'fell').map((e) => [e.from, e.to])).toEqual([[0, -2], [-2, -6]]);
    const a = r.state.units.find((u) => u.id === 'a')!;
    expect(a.altitude).toBe(-6);
    expect(groundAt(r.state, { x: 4, y: 1 })).toBe(-6);
    // The surface is untouched.
    expect(groundAt(r.state, { x: 1, y: 1 })).toBe(0);
  });

  it('HC-06 a blow below the resistance leaves it whole: the unit stays on the bottom', () => {
    // Resistance 5: a D4 never reaches it.
    for (let seed = 1; seed <= 10; seed++) {
      const r = walkOff(map(5), seed);
      const [blow] = of(r.events, 'floorBlow');
      expect(blow.breaks).toBe(false);
      expect(blow.damage).toBeLessThanOrEqual(4);
      expect(r.state.units.find((u) => u.id === 'a')!.altitude).toBe(-2);
    }
  });

  it('HC-06 a Steep Slope: the bottom floor is not "the floor which slopes"; the board does', () => {
    const m: BattleMap = { ...map(5), hazards: { floors: [bottom(5)], slope: { downhill: 'east', moveLoss: 1, against: [0, 1] } } };
    expect(slopesAt(m, { x: 1, y: 1 })).toBe(true);
    expect(slopesAt(m, { x: 4, y: 1 })).toBe(true);
  });
});
