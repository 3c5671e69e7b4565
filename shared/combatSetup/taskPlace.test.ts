import { describe, expect, it } from 'vitest';
import { textMap } from '../battle/testing.ts';
import { taskSquare, stepTaskOf } from './taskPlace.ts';
import type { TaskSetup } from './types.ts';

// HC-08/HC-09: where the battle puts the step's task, and what it carries of the set-up's task.

describe('the task on the board (HC-08, HC-09)', () => {
  const open = textMap(['........', '........', '........', '........', '........', '........']);

  it('HC-08 the open square nearest the cube\'s centre (an odd leftover right / down), else the board\'s', () => {
    expect(taskSquare(open, { x: 1, y: 1, w: 3, h: 3 })).toEqual({ x: 2, y: 2 });
    expect(taskSquare(open, { x: 2, y: 1, w: 4, h: 4 })).toEqual({ x: 4, y: 3 });
    expect(taskSquare(open, undefined)).toEqual({ x: 4, y: 3 });
    const walled = textMap(['........', '........', '..###...', '..###...', '..###...', '........']);
    // The centre (3,3) is barrier: the nearest open square, an orthogonal step before a diagonal.
    const at = taskSquare(walled, { x: 2, y: 2, w: 3, h: 3 });
    expect(Math.max(Math.abs(at.x - 3), Math.abs(at.y - 3))).toBe(2);
    expect(at.x === 3 || at.y === 3).toBe(true);
    expect(walled.terrain[at.y * 8 + at.x]).toBe('clear');
  });

  it('HC-09 the battle\'s task keeps the skills, DC, effective DC, timing and limits, for the heroes\' side', () => {
    const setup: TaskSetup = {
      skills: ['tactics'],
      dc: 15,
      when: { face: 3, id: 'during' },
      limits: { face: 3, id: 'all-together', text: 'All characters can work together (+3 difficulty)', attempters: 'all', together: true, allMustSucceed: false, difficulty: 3 },
      effectiveDc: 18,
      turnPerAttempt: false,
    };
    expect(stepTaskOf(setup, open, { x: 1, y: 1, w: 3, h: 3 })).toEqual({
      side: 0,
      skills: ['tactics'],
      dc: 15,
      effectiveDc: 18,
      when: 'during',
      limits: { id: 'all-together', text: 'All characters can work together (+3 difficulty)', attempters: 'all', together: true, allMustSucceed: false, difficulty: 3 },
      at: { x: 2, y: 2 },
      place: "the contested cube's centre",
    });
  });
});
