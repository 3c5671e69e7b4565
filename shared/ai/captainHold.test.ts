import { describe, expect, it } from 'vitest';
import type { BattleState } from '../battle/model.ts';
import { legalCommands } from '../battle/queries/legal.ts';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { holdPress } from './battleEnd.ts';
import { candidates } from './captain.ts';
import { evaluate } from './evaluate.ts';
import { actionValue, chooseSergeant, harmMemo, sergeantPlan } from './sergeant.ts';

// The captain reads the hold as the sergeant presses for it (#10, sixth session): its candidates are
// ranked by the sergeant's own plan, and its evaluation strikes an enemy inside the area as the
// sergeant does (battleEnd.ts holdPress).

// A walled yard (the area: x 3-5, y 3-4) open only to the south, at (4, 5).
const YARD = ['.........', '.........', '..#####..', '..#...#..', '..#...#..', '..##.##..', '.........', '.........'];
const area = { x: 3, y: 3, w: 3, h: 2 };
const holdWin = testScenario({ win: { destroy: true, hold: { area, turns: 3 }, lastTurn: 10 } });

function yard(units: ReturnType<typeof testUnit>[], turn: number): BattleState {
  return { ...testBattle(textMap(YARD), units, 1, { turn, holdTurns: [0, 0] }), scenario: holdWin };
}

describe('the captain and the hold (#10)', () => {
  it('ranks its candidates by the sergeant\'s own plan, the press on the hold included', () => {
    const view = viewFor(yard([testUnit('a', 0, 4, 6), testUnit('b', 1, 8, 7, { moved: true })], 1), 0);
    expect(holdPress(view, 0)).toBeGreaterThan(0);
    const legal = legalCommands(view, 0);
    const options = candidates(view, 0, legal, 3, chooseSergeant(view, 0, true));
    const plan = sergeantPlan(view, 0, true);
    for (const o of options) expect(o.value).toBeCloseTo(actionValue(plan, o.command), 9);
    // The best goes into the area.
    const first = options[0].command;
    expect(first.type === 'move' && first.to.y <= 4 && first.to.y >= 3).toBe(true);
  });

  it('counts its blow at an enemy inside the area more while the hold is pressed', () => {
    // Our unit in the way in, the enemy inside: the same position at turn 1 (a hold can still be won)
    // and turn 9 (it cannot: the press is off, nothing else in the evaluation changes).
    const units = [testUnit('a', 0, 4, 5), testUnit('e', 1, 4, 4)];
    const pressed = viewFor(yard(units, 1), 0);
    const late = viewFor(yard(units, 9), 0);
    expect(holdPress(late, 0)).toBe(0);
    const blow = harmMemo()(pressed, units[0], units[1], 'melee');
    expect(blow).toBeGreaterThan(0);
    expect(evaluate(pressed, 0) - evaluate(late, 0)).toBeCloseTo(blow * holdPress(pressed, 0), 6);
  });
});
