import { describe, expect, it } from 'vitest';
import { cubeBandText, levelText } from './heightWords.ts';

// HC-01 in words: the cube's label on the board and a unit's level.

describe('HC-01 height words', () => {
  it('HC-01 the cube is labelled with its size and its levels; levels carry their sign', () => {
    expect(cubeBandText({ x: 7, y: 4, w: 9, h: 9, zMin: -4, zMax: 4 })).toBe('cube: 9\u00d79, levels \u22124..+4');
    expect(cubeBandText({ x: 0, y: 0, w: 3, h: 3 })).toBe('cube: 3\u00d73');
    expect([levelText(2), levelText(0), levelText(-6)]).toEqual(['+2', '0', '\u22126']);
  });
});
