import { describe, expect, it } from 'vitest';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { CHOICES_KEPT, keptNodeWise } from './keptChoice.ts';
import { keptLegal } from './keptLegal.ts';
import { chooseNodeWise } from './nodePlay.ts';
import { legalCommands } from '../battle/queries/legal.ts';

// The sergeant's answers kept for the captain's play-outs (#10, ninth session): the same answer for
// the same view, never another view's, and no more of them than CHOICES_KEPT.

const map = { ...textMap(['.......', '.......', '.......', '.......', '.......']), nodes: [{ x: 3, y: 2 }] };
const scenario = testScenario({ win: { destroy: true, nodesAfter: 5 } });
const battle = (ax: number, over = {}) => testBattle(map, [testUnit('A', 0, ax, 0), testUnit('B', 1, 6, 4)], 1, { scenario, nodeOwners: [1], turn: 2, ...over });

describe("the sergeant's answers kept for the captain's play-outs", () => {
  it('gives the kept answer for a view alike in everything, another for a view that differs', () => {
    const view = viewFor(battle(0), 0);
    const first = keptNodeWise(view, 0, true);
    expect(first).toEqual(chooseNodeWise(view, 0, true));
    // Another made-up battle (another seed) in the same position: the kept answer itself.
    expect(keptNodeWise(viewFor(battle(0, { seed: 'ab', rng: { key: 'ab', n: 0 } }), 0), 0, true)).toBe(first);
    // Walked or not, and another unit's place, are other questions (asked of copies of the view, whose
    // legal commands are lists of their own: keptLegal.ts keeps them per view object).
    expect(keptNodeWise({ ...view }, 0, true)).toBe(first);
    expect(keptNodeWise({ ...view }, 0, false)).not.toBe(first);
    const moved = viewFor(battle(1), 0);
    const other = keptNodeWise(moved, 0, true);
    expect(other).not.toBe(first);
    expect(other).toEqual(chooseNodeWise(moved, 0, true));
  });

  it(`keeps at most ${CHOICES_KEPT} answers`, () => {
    const view = viewFor(battle(2), 0);
    const first = keptNodeWise(view, 0, true);
    for (let seq = 1; seq <= CHOICES_KEPT; seq++) keptNodeWise({ ...view, seq }, 0, true);
    expect(keptNodeWise({ ...view }, 0, true)).not.toBe(first);
    expect(keptNodeWise({ ...view }, 0, true)).toEqual(first);
  });

  it("keeps a view's legal commands per view object and side", () => {
    const view = viewFor(battle(3), 0);
    const legal = keptLegal(view, 0);
    expect(legal).toEqual(legalCommands(view, 0));
    expect(keptLegal(view, 0)).toBe(legal);
    const other = viewFor(battle(4), 0);
    expect(keptLegal(other, 0)).toEqual(legalCommands(other, 0));
    expect(keptLegal(other, 0)).not.toEqual(legal);
    expect(keptLegal(view, 1)).toEqual([]);
  });
});
