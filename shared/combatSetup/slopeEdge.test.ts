import { describe, expect, it } from 'vitest';
import { battleFromSetup } from './battle.ts';
import { sampleSetup } from './testing.ts';
import { repoMap } from '../../test/repoMaps.ts';

// HC-06 Steep Slope with a Hard or Weak Edge: "being knocked off the board would require a door or a
// breach", so the slope on the map carries the edge's doors (rules/slope.ts lets a slide off only there).

const step = (seed: number) => {
  const s = sampleSetup(seed);
  return { s, map: battleFromSetup(s, repoMap(s.board.name)).map };
};

describe('HC-06 Steep Slope and the board\'s edge', () => {
  it('HC-06 with a Hard or Weak Edge in force the slope carries its doors; without one, none (any edge square lets a slide off)', () => {
    for (const seed of [177, 328, 644, 749]) {
      const { s, map } = step(seed);
      const doors = s.complications.list
        .filter((c) => c.id === 'hard-edge' || c.id === 'weak-edge')
        .flatMap((c) => c.details.flatMap((d) => ('walls' in d ? d.walls.doors.map((x) => x.square) : [])));
      expect(doors.length, `seed ${seed}`).toBeGreaterThan(0);
      expect(map.hazards?.slope?.edgeDoors, `seed ${seed}`).toEqual(doors);
    }
    let plain = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const { s, map } = step(seed);
      if (!map.hazards?.slope || s.complications.list.some((c) => c.id === 'hard-edge' || c.id === 'weak-edge')) continue;
      plain++;
      expect(map.hazards.slope.edgeDoors, `seed ${seed}`).toBeUndefined();
    }
    expect(plain).toBeGreaterThan(0);
  });
});
