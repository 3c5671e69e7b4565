import { describe, expect, it } from 'vitest';
import { textMap } from '../battle/testing.ts';
import { walkDistance } from './pathDistance.ts';

// The captain's distance to a fixed goal (#10): walked over the terrain, not in a straight line.

describe("the captain's walking distance (#10)", () => {
  it('goes round what cannot be crossed and pays for what is slow to cross', () => {
    const map = textMap(['.#...', '.#...', '.#...', '.....']);
    const goal = [{ x: 2, y: 0 }];
    // Straight it is 2 squares; round the wall's foot, 6 steps.
    expect(walkDistance(map, goal, { x: 0, y: 0 })).toBe(6);
    expect(walkDistance(map, goal, { x: 3, y: 1 })).toBe(1);
    const swamp = textMap(['.s.', '.s.', '.s.']);
    // Through the swamp (3) and a step on (1), or round it: there is no way round, so 4.
    expect(walkDistance(swamp, [{ x: 2, y: 1 }], { x: 0, y: 1 })).toBe(4);
  });

  it('climbing costs what the rules charge for a height difference (SW-26)', () => {
    const map = textMap(['...'], ['020']);
    expect(walkDistance(map, [{ x: 2, y: 0 }], { x: 0, y: 0 })).toBe(1 + 2 + 1 + 2);
  });

  it('where no way is open it falls back on the straight distance', () => {
    const map = textMap(['.#.', '###', '...']);
    expect(walkDistance(map, [{ x: 2, y: 2 }], { x: 0, y: 0 })).toBe(2);
  });
});
