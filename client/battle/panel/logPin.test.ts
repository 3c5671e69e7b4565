import { describe, expect, it } from 'vitest';
import { atBottom } from './logPin.ts';

describe('the combat log follows its newest line', () => {
  it('counts as at the bottom within a few pixels of the end, not when scrolled up to read back', () => {
    expect(atBottom({ scrollTop: 400, clientHeight: 200, scrollHeight: 600 })).toBe(true);
    expect(atBottom({ scrollTop: 395, clientHeight: 200, scrollHeight: 600 })).toBe(true);
    expect(atBottom({ scrollTop: 300, clientHeight: 200, scrollHeight: 600 })).toBe(false);
    // A log shorter than its box is at the bottom.
    expect(atBottom({ scrollTop: 0, clientHeight: 200, scrollHeight: 150 })).toBe(true);
  });
});
