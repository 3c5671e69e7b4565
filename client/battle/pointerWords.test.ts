import { afterEach, describe, expect, it, vi } from 'vitest';
import { coarsePointer, pointerWords } from './pointerWords.ts';

describe('prompts name the pointer in hand (#12)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a finger taps: Click, click, clicks, clicked and Clicking become tap words; a mouse keeps them', () => {
    const text = 'Click a unit; click it again. It clicks, clicked. Clicking a target shows the odds.';
    expect(pointerWords(text, true)).toBe('Tap a unit; tap it again. It taps, tapped. Tapping a target shows the odds.');
    expect(pointerWords(text, false)).toBe(text);
  });

  it('only the whole word: other words with "click" in them stay as they are', () => {
    expect(pointerWords('Clicker clickable (click)', true)).toBe('Clicker clickable (tap)');
  });

  it('the pointer is read from matchMedia("(pointer: coarse)"), and is fine without one', () => {
    const asked: string[] = [];
    vi.stubGlobal('matchMedia', (q: string) => (asked.push(q), { matches: true }));
    expect(coarsePointer()).toBe(true);
    expect(pointerWords('Click one')).toBe('Tap one');
    expect(asked).toEqual(['(pointer: coarse)', '(pointer: coarse)']);
    vi.stubGlobal('matchMedia', undefined);
    expect(pointerWords('Click one')).toBe('Click one');
  });
});
