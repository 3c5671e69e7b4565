import { describe, expect, it } from 'vitest';
import { repoMap } from '../../test/repoMaps.ts';
import { battleFromSetup } from './battle.ts';
import type { CombatSetup } from './generate.ts';
import { generateWithOverrides } from './overrides.ts';
import { BOARDS, sampleSetup, STEP, TEAM } from './testing.ts';
import { beside, overlap } from './twoFloors.ts';

// HC-06 (issue 11): Weak Floor and Hard Floor in one step: each its own share of the board, the
// smaller moved beside the other and holding what they still share; the battle's map carries both.

const bothFloors = (seed: number): CombatSetup | undefined => {
  const r = generateWithOverrides({ step: STEP, heroes: TEAM, boards: BOARDS }, seed, [
    { table: 'complication-count', set: 4 },
    { table: 'complication', index: 0, set: 'hard-floor' },
    { table: 'complication', index: 1, set: 'weak-floor' },
  ]);
  return r.ok ? r.setup : undefined;
};
const area = (r: { w: number; h: number }) => r.w * r.h;

describe('HC-06 Weak Floor with Hard Floor', () => {
  it('HC-06 every set-up with both floors has both in force on the map, the smaller beside the other, or a stated reason', () => {
    const setups = [534, 591, 595].map(sampleSetup);
    for (let seed = 1; seed <= 150; seed++) setups.push(bothFloors(seed)!);
    let both = 0;
    let inForce = 0;
    for (const s of setups) {
      const ids = s?.complications.list.map((c) => c.id) ?? [];
      if (!s || !ids.includes('weak-floor') || !ids.includes('hard-floor')) continue;
      both++;
      const { map, notInForce } = battleFromSetup(s, repoMap(s.board.name));
      const laid = (id: string) => map.complications!.find((c) => c.id === id)!;
      const rolled = (id: string) => s.complications.list.find((c) => c.id === id)!.where.rects[0];
      const [weak, hard] = [laid('weak-floor'), laid('hard-floor')];
      for (const c of [weak, hard])
        if (!c.inForce) {
          // Only when both cover the same squares: the Weak Floor yields, and says so.
          expect(c.id).toBe('weak-floor');
          expect(c.how).toMatch(/^not laid: the Hard Floor covers the same squares/);
          expect(weak.rects[0]).toEqual(hard.rects[0]);
          expect(notInForce).toContain('HC-06: Weak Floor');
        }
      if (!weak.inForce) continue;
      inForce++;
      expect(hard.inForce).toBe(true);
      const floors = map.hazards!.floors!;
      expect(floors.map((f) => f.strength).sort()).toEqual(['hard', 'weak']);
      // The smaller (the Weak Floor at the same size) is listed first, so it holds the squares both cover, and was moved beside the other.
      const [first, second] = floors[0].strength === 'weak' ? [weak, hard] : [hard, weak];
      expect(area(first.rects[0])).toBeLessThanOrEqual(area(second.rects[0]));
      if (area(first.rects[0]) === area(second.rects[0])) expect(floors[0].strength).toBe('hard');
      const id = first.id;
      expect(first.rects[0]).toEqual(beside(rolled(id), rolled(second.id), map.width, map.height));
      expect(second.rects[0]).toEqual(rolled(second.id));
      expect(overlap(first.rects[0], second.rects[0])).toBeLessThan(area(second.rects[0]));
      for (const f of floors) expect(f.sections.reduce((n, r) => n + area(r), 0)).toBe(area((f === floors[0] ? first : second).rects[0]));
    }
    expect(both).toBeGreaterThan(80);
    expect(inForce).toBeGreaterThanOrEqual(both - 5);
  });

  it('HC-06 the smaller floor moves to the nearest place sharing the fewest squares with the other', () => {
    expect(beside({ x: 9, y: 9, w: 5, h: 5 }, { x: 4, y: 4, w: 15, h: 15 }, 24, 24)).toEqual({ x: 19, y: 9, w: 5, h: 5 });
    // No room beside it: the fewest shared squares.
    expect(overlap(beside({ x: 4, y: 4, w: 3, h: 3 }, { x: 0, y: 0, w: 12, h: 10 }, 12, 10), { x: 0, y: 0, w: 12, h: 10 })).toBe(9);
  });
});
