import { describe, expect, it } from 'vitest';
import { groundAt } from '../battle/rules/contested.ts';
import { deploySquares } from '../battle/rules/deployment.ts';
import { battleFromSetup } from './battle.ts';
import { sampleSetup } from './testing.ts';
import { repoMap } from '../../test/repoMaps.ts';

// HC-01 in the battle a combat step opens: the cube in force with its levels, Out is Out, and an
// Edge of a Drop as uneven ground.

describe('HC-01 the contested space in a combat step', () => {
  it('HC-01 HC-06 the cube is in force with its levels; Out is Out rides on it; an Edge of a Drop lowers the ground off its surface, never under a deploy square', () => {
    let drops = 0;
    let outs = 0;
    let notLaid = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const s = sampleSetup(seed);
      const { scenario, map, notInForce } = battleFromSetup(s, repoMap(s.board.name));
      expect(map.cube).toMatchObject({ zMin: s.cube.zMin, zMax: s.cube.zMax });
      const outIsOut = s.complications.list.some((c) => c.id === 'out-is-out');
      expect(scenario.win.contested).toEqual({ outIsOut });
      if (outIsOut) {
        outs++;
        expect(map.complications!.find((c) => c.id === 'out-is-out')!.inForce).toBe(true);
      }
      const drop = s.complications.list.find((c) => c.id === 'edge-of-a-drop');
      const d = drop?.details.find((x) => x.kind === 'edge-of-a-drop');
      if (map.complications!.find((c) => c.id === 'edge-of-a-drop')?.inForce) {
        if (!d || d.kind !== 'edge-of-a-drop' || d.drop === null || d.drop === 'to-the-ground') throw new Error(`seed ${seed}: a drop laid without a depth`);
        expect(d.bottom.kind).not.toBe('no-fall');
        drops++;
        expect(map.drop, `seed ${seed}`).toMatchObject({ depth: d.drop.total, bottom: d.bottom.kind });
        expect(notInForce).not.toContain('HC-06: Edge of a Drop');
        for (const side of [0, 1]) for (const q of deploySquares(map, side)) expect(groundAt({ map }, q)).toBe(0);
        const r = drop!.where.rects[0];
        expect(groundAt({ map }, { x: r.x, y: r.y })).toBe(0);
        const low = map.terrain.findIndex((_, i) => groundAt({ map }, { x: i % map.width, y: Math.floor(i / map.width) }) < 0);
        expect(low, `seed ${seed}: the drop lowers some square`).toBeGreaterThanOrEqual(0);
      } else {
        // HC-05: over flying platforms the drop is the air all round them (airPlatforms.test.ts).
        if (!map.air) expect(map.drop).toBeUndefined();
        if (drop) notLaid++;
      }
    }
    // Measured: how many rolled drops are not laid (no fall from the air, in space or underwater; or no lower ground left).
    console.log(`HC-06 edge of a drop over 300 seeds: ${drops} laid, ${notLaid} not`);
    expect(drops).toBeGreaterThan(3);
    expect(outs).toBeGreaterThan(3);
  });
});
