import { describe, expect, it } from 'vitest';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { chooseSergeant, goal, sergeantPlan } from './sergeant.ts';

// The sergeant pressing for a hold (#10, seventh session): one action at a time, a cheap unit's longer
// stride came before a dear one's shorter one, and the Cult in elder-rite kept its servitor (attack 7)
// outside the island till turn 8. Each square nearer the area is worth a quarter of the unit's worth (at least 1).

// A walled yard (the area: x 3-5, y 3-4) open only to the south, at (4, 5).
const YARD = ['.........', '.........', '..#####..', '..#...#..', '..#...#..', '..##.##..', '.........', '.........'];
const area = { x: 3, y: 3, w: 3, h: 2 };

function yardView(units: ReturnType<typeof testUnit>[]) {
  const s = { ...testBattle(textMap(YARD), units, 1, { turn: 1, holdTurns: [0, 0] }), scenario: testScenario({ win: { destroy: true, hold: { area, turns: 3 }, lastTurn: 10 } }) };
  return viewFor(s, 0);
}

describe('a dear unit into the hold first (#10)', () => {
  const cheap = testUnit('c', 0, 1, 7, { cost: 2, move: 2 });
  const dear = testUnit('d', 0, 7, 7, { cost: 9, move: 1 });
  const enemy = testUnit('e', 1, 8, 0, { moved: true });

  it("weighs each square nearer by the unit's worth in the sergeant's own play, not in the captain's play-outs", () => {
    const view = yardView([cheap, dear, enemy]);
    expect(goal(sergeantPlan(view, 0), dear).weight).toBe(9 / 4);
    expect(goal(sergeantPlan(view, 0), cheap).weight).toBe(1);
    expect(goal(sergeantPlan(view, 0, true), dear).weight).toBe(1);
  });

  it("moves the dear unit's one square before the cheap one's two", () => {
    const c = chooseSergeant(yardView([cheap, dear, enemy]), 0);
    expect(c?.type).toBe('move');
    if (c?.type === 'move') expect(c.unitId).toBe('d');
  });
});
