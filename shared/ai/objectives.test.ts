import { describe, expect, it } from 'vitest';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { chooseCommand } from './simplePlayer.ts';

// HC-06 for the scripted side (level simple): its first unit walks to the Victory Button and presses it.

const map = textMap(['........', '........', '........', '........', '........', '........']);
const scenario = testScenario({ objectives: { victoryButton: { at: { x: 7, y: 0 }, effect: 'win' } } });

describe('HC-06 the scripted side and the Victory Button', () => {
  it('HC-06 the first unit heads for the button and presses it once next to it', () => {
    const far = testBattle(map, [testUnit('A1', 0, 2, 0), testUnit('B1', 1, 0, 5)], 1, { scenario });
    const c = chooseCommand(viewFor(far, 0), 0);
    expect(c).toMatchObject({ type: 'move', unitId: 'A1' });
    if (c?.type !== 'move') throw new Error('no move');
    expect(Math.max(Math.abs(c.to.x - 7), Math.abs(c.to.y - 0))).toBeLessThan(5);
    const near = testBattle(map, [testUnit('A1', 0, 6, 1), testUnit('B1', 1, 0, 5)], 1, { scenario });
    expect(chooseCommand(viewFor(near, 0), 0)).toEqual({ type: 'useObjective', unitId: 'A1', at: { x: 7, y: 0 } });
  });
});
