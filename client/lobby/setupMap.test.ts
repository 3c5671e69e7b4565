import { describe, expect, it } from 'vitest';
import { markedComplications } from './setupMap.ts';

// The gamemaster card's map preview numbers only the complications it draws: "Marked: 1. Relationship"
// under a map with no mark 1 on it sent the eye looking for what is not there.

describe('the set-up map preview\'s numbered complications (#11)', () => {
  it('numbers only complications with squares or areas on the board, in the set-up\'s order', () => {
    const none = { rects: [], squares: [] };
    const list = [
      { name: 'Relationship', where: none },
      { name: 'Dangerous Obstacles', where: { rects: [{ x: 1, y: 1, w: 2, h: 2 }], squares: [] } },
      { name: 'Steep Slope', where: none },
      { name: 'Explosive Objects', where: { rects: [], squares: [{ x: 3, y: 4 }] } },
    ];
    expect(markedComplications(list).map((c) => c.name)).toEqual(['Dangerous Obstacles', 'Explosive Objects']);
    expect(markedComplications([{ name: 'Steep Slope', where: none }])).toEqual([]);
  });
});
