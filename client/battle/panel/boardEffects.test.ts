import { describe, expect, it } from 'vitest';
import { boardEffectsText } from './boardEffects.ts';
import { hazardLines } from './hazardTips.ts';
import { textMap } from '../../../shared/battle/testing.ts';

// Issue 11: whole-board complications in force are said beside the goals, their effect quoted.

describe('board effects beside the goals', () => {
  const poor = { id: 'poor-visibility', name: 'Poor Visibility', effect: 'Every figure is concealed at range 5+.', inForce: true, how: 'shots at range 5+ take penalty dice', rects: [], squares: [] };
  it('quotes a whole-board complication in force, and leaves out marked or not-in-force ones', () => {
    expect(boardEffectsText({ complications: [poor] })).toBe('In force over the whole board: Poor Visibility. “Every figure is concealed at range 5+.” (shots at range 5+ take penalty dice.)');
    expect(boardEffectsText({ complications: [{ ...poor, inForce: false }] })).toBe('');
    expect(boardEffectsText({ complications: [{ ...poor, squares: [{ x: 1, y: 1 }] }] })).toBe('');
    expect(boardEffectsText({})).toBe('');
  });

  it('HC-06 Maze: the cap on sight is said for the whole board, and a maze wall square says it in its tooltip', () => {
    const sight = { max: 4, reason: 'Maze' };
    expect(boardEffectsText({ sight })).toBe('Maze: no line of sight is longer than 4 squares; a unit farther away cannot be seen or shot.');
    const maze = { id: 'maze', name: 'Maze', effect: 'no long lines of sight', inForce: true, rects: [], squares: [], changed: [{ x: 2, y: 1, terrain: 'barrier' as const }] };
    const map = { ...textMap(['.....', '.....']), sight, complications: [maze] };
    expect(hazardLines({ map }, { x: 2, y: 1 })).toEqual(['Maze wall (impassable). Maze: no line of sight is longer than 4 squares; a unit farther away cannot be seen or shot.']);
    expect(hazardLines({ map }, { x: 1, y: 1 })).toEqual([]);
  });
});
