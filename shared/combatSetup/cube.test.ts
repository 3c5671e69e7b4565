import { describe, expect, it } from 'vitest';
import { seedRng } from '../core/rng.ts';
import { boardFor, placeCube, rollCube } from './cube.ts';
import { generateCombatSetup } from './generate.ts';
import { BOARDS, STEP, TEAM } from './testing.ts';
import { DATA } from './tables.ts';

// The text's D10 table of cube sides.
const SIDES = [3, 7, 11, 13, 15, 17, 18, 19, 20, 21];

describe('contested space', () => {
  it('HC-01 the cube side comes from the D10 table, centred on the smallest board that holds it, the surface across its middle', () => {
    expect(DATA.cube.rows.map((r) => r.side)).toEqual(SIDES);
    for (let face = 1; face <= 10; face++) {
      const c = placeCube(face, SIDES[face - 1], BOARDS);
      const side = SIDES[face - 1];
      expect(c.side).toBe(side);
      // The smallest board that holds it: skirmish (12x10) up to 10, valley (24x18) up to 18, crossroads (24x24) beyond.
      expect(c.board.name).toBe(side <= 10 ? 'skirmish' : side <= 18 ? 'valley' : 'crossroads');
      expect(c.fitsBoard).toBe(true);
      // Centred: equal margins, or one more on the right / bottom.
      const left = c.bounds.x;
      const right = c.board.width - c.bounds.x - c.bounds.w;
      const top = c.bounds.y;
      const bottom = c.board.height - c.bounds.y - c.bounds.h;
      expect(right - left === 0 || right - left === 1).toBe(true);
      expect(bottom - top === 0 || bottom - top === 1).toBe(true);
      expect([c.bounds.w, c.bounds.h]).toEqual([side, side]);
      // Vertical: side levels with the surface (0) in the middle; half above, half below.
      expect(c.zMax - c.zMin + 1).toBe(side);
      expect(c.zMin).toBeLessThan(0);
      expect(Math.abs(c.zMax + c.zMin)).toBeLessThanOrEqual(1);
    }
    expect(boardFor(30, BOARDS)).toEqual({ board: { name: 'open-ground', width: 30, height: 30 }, fits: false });
    const [rolled] = rollCube(seedRng(1), BOARDS);
    expect(SIDES[rolled.face - 1]).toBe(rolled.side);
    const setup = generateCombatSetup({ step: STEP, heroes: TEAM, boards: BOARDS }, 1);
    expect(setup.ok && setup.setup.cube).toEqual(rolled);
  });
});
