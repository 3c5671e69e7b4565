import { describe, expect, it } from 'vitest';
import { seedMatches } from './combatStepCard.ts';

// The gamemaster card (#11) opens a set-up only when the seed field holds the seed on show. The field is
// read as the server reads it: "0123" was rolled as the seed 123, so Enter must open it, not roll again.

describe('the gamemaster card\'s seed field against the set-up on show (#11)', () => {
  it('takes leading zeros and spaces as the server does', () => {
    expect(seedMatches('0123', 123)).toBe(true);
    expect(seedMatches(' 00007 ', 7)).toBe(true);
    expect(seedMatches('0', 0)).toBe(true);
    expect(seedMatches('0123', 124)).toBe(false);
    expect(seedMatches('0123', '0123')).toBe(false);
  });

  it('takes hex in either case, and never matches what the server would refuse', () => {
    const hex = '0a'.repeat(32);
    expect(seedMatches(hex.toUpperCase(), hex)).toBe(true);
    expect(seedMatches(hex, hex.replace(/^0/, '1'))).toBe(false);
    expect(seedMatches('99999999999', 99999999999)).toBe(false);
    expect(seedMatches('', 0)).toBe(false);
  });
});
