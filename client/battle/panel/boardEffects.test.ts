import { describe, expect, it } from 'vitest';
import { boardEffectsText } from './boardEffects.ts';

// Issue 11: whole-board complications in force are said beside the goals, their effect quoted.

describe('board effects beside the goals', () => {
  const poor = { id: 'poor-visibility', name: 'Poor Visibility', effect: 'Every figure is concealed at range 5+.', inForce: true, how: 'shots at range 5+ take penalty dice', rects: [], squares: [] };
  it('quotes a whole-board complication in force, and leaves out marked or not-in-force ones', () => {
    expect(boardEffectsText({ complications: [poor] })).toBe('In force over the whole board: Poor Visibility. “Every figure is concealed at range 5+.” (shots at range 5+ take penalty dice.)');
    expect(boardEffectsText({ complications: [{ ...poor, inForce: false }] })).toBe('');
    expect(boardEffectsText({ complications: [{ ...poor, squares: [{ x: 1, y: 1 }] }] })).toBe('');
    expect(boardEffectsText({})).toBe('');
  });
});
