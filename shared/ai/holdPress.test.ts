import { describe, expect, it } from 'vitest';
import type { BattleState } from '../battle/model.ts';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { HOLD_PRESS, holdPress } from './battleEnd.ts';
import { walkDistance } from './pathDistance.ts';
import { chooseSergeant, makePlan, shotGain } from './sergeant.ts';

// The sergeant pressing for a hold (#10, elder-rite's draws): sharing the area all battle long holds
// nothing, so while a hold can still be won by the battle's last turn it goes into the area by the
// way there is, and an enemy inside it is worth more to strike.

// A walled yard (the area: x 3-5, y 3-4) open only to the south, at (4, 5).
const YARD = ['.........', '.........', '..#####..', '..#...#..', '..#...#..', '..##.##..', '.........', '.........'];
const area = { x: 3, y: 3, w: 3, h: 2 };
const holdWin = (lastTurn: number) => testScenario({ win: { destroy: true, hold: { area, turns: 3 }, lastTurn } });

function yard(units: ReturnType<typeof testUnit>[], turn: number, lastTurn = 10, holdTurns = [0, 0]): BattleState {
  return { ...testBattle(textMap(YARD), units, 1, { turn, holdTurns }), scenario: holdWin(lastTurn) };
}

describe('the sergeant pressing for a hold (#10)', () => {
  it('SW-01 presses while the turns left (this one counted) can still make a hold, with the turns already held', () => {
    const one = [testUnit('a', 0, 4, 0)];
    // Turns 8, 9 and 10 are three turn ends: a hold of 3 is still possible; from turn 9 it is not.
    expect(holdPress(viewFor(yard(one, 8), 0), 0)).toBe(HOLD_PRESS);
    expect(holdPress(viewFor(yard(one, 9), 0), 0)).toBe(0);
    // Held one turn already, two more will do.
    expect(holdPress(viewFor(yard(one, 9, 10, [1, 0]), 0), 0)).toBe(HOLD_PRESS);
    // The enemy's turns held are not its own.
    expect(holdPress(viewFor(yard(one, 9, 10, [0, 1]), 0), 0)).toBe(0);
    // Where the battle ends by counting units standing, that is the last turn.
    const counted = { ...yard(one, 9), scenario: testScenario({ win: { destroy: true, hold: { area, turns: 3 }, mostUnitsAfter: 10 } }) };
    expect(holdPress(viewFor(counted, 0), 0)).toBe(0);
  });

  it('goes round the wall to the way into the area, not to the wall nearest its middle', () => {
    const s = yard([testUnit('a', 0, 4, 1), testUnit('b', 1, 8, 7, { moved: true })], 1);
    const c = chooseSergeant(viewFor(s, 0), 0);
    expect(c?.type).toBe('move');
    const squares = [];
    for (let y = 3; y < 5; y++) for (let x = 3; x < 6; x++) squares.push({ x, y });
    if (c?.type === 'move') expect(walkDistance(s.map, squares, c.to, { allowance: 3 })).toBeLessThan(walkDistance(s.map, squares, { x: 4, y: 1 }, { allowance: 3 }));
  });

  it('strikes the enemy inside the area before a costlier one outside it', () => {
    const units = [testUnit('a', 0, 4, 5), testUnit('in', 1, 4, 4, { cost: 2 }), testUnit('out', 1, 4, 6, { cost: 3 })];
    const view = viewFor(yard(units, 1), 0);
    const gain = (press: number, targetId: string) => shotGain({ ...makePlan(view, 0), press }, { type: 'attack', unitId: 'a', targetId });
    expect(gain(HOLD_PRESS, 'in')).toBeGreaterThan(gain(HOLD_PRESS, 'out'));
    // Without the press, the costlier one.
    expect(gain(0, 'in')).toBeLessThan(gain(0, 'out'));
  });
});
