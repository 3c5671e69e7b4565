import { describe, expect, it } from 'vitest';
import { generateCombatSetup } from './generate.ts';
import { countOf, distances, rectMask, type Grid } from './grid.ts';
import { firstArea, secondArea } from './deployment.ts';
import { BOARDS, STEP, TEAM } from './testing.ts';

const g: Grid = { width: 24, height: 18 };
const from = (id: string, edge: string | null, corner: string | null) => ({ face: 1, id, name: id, edge, corner }) as never;

describe('deployment', () => {
  it('HC-03 the first side deploys within 6 of an edge, 10 of a corner, 12 of the centre, or between 10-20 / 12-24 of a selected edge / corner', () => {
    const north = firstArea(g, from('random-edge', 'north', null), 1, 6);
    expect(countOf(north)).toBe(24 * 6);
    expect(north[5 * 24]).toBe(true);
    expect(north[6 * 24]).toBe(false);
    const corner = firstArea(g, from('random-corner', null, 'south-east'), 1, 10);
    expect(countOf(corner)).toBe(100);
    expect(corner[17 * 24 + 23]).toBe(true);
    const band = firstArea(g, from('selected-edge', 'west', null), 10, 20);
    expect(countOf(band)).toBe(11 * 18); // columns 10..20 from the west edge (x 9..19)
    expect(band[9]).toBe(true);
    expect(band[8]).toBe(false);
    // Between 12 and 20 from the north of an 18-high board: rows 12..18 from the edge.
    expect(countOf(firstArea(g, from('selected-edge', 'north', null), 12, 20))).toBe(24 * 7);
    // No square 30 away: the farthest row instead (nobody is prevented from deploying).
    expect(countOf(firstArea(g, from('selected-edge', 'north', null), 30, 40))).toBe(24);
    expect(countOf(firstArea(g, from('centre', null, null), 1, 12))).toBe(24 * 18);
  });

  it('HC-03 the second side deploys where the range can be met (no closer than its low end, within its high end), else as far as it can', () => {
    const first = rectMask(g, [{ x: 0, y: 0, w: 24, h: 3 }]);
    const { mask, relaxed } = secondArea(g, first, 3, 10);
    expect(relaxed).toBe(false);
    const d = distances(g, first);
    mask.forEach((v, i) => expect(v).toBe(d[i] >= 3 && d[i] <= 10));
    const far = secondArea(g, first, 11, null);
    expect(far.relaxed).toBe(false);
    expect(countOf(far.mask)).toBe(24 * 5); // rows 13..17 lie 11..15 away
    const none = secondArea(g, first, 16, null);
    expect(none.relaxed).toBe(true);
    expect(countOf(none.mask)).toBe(24); // no square 16 away: the bottom row, 15 away
  });

  it('HC-03 over many seeds: both sides always have somewhere to deploy, the areas never overlap, and stay in the cube when they can', () => {
    const types = new Set<string>();
    for (let s = 0; s < 150; s++) {
      const r = generateCombatSetup({ step: STEP, heroes: TEAM, boards: BOARDS }, s);
      if (!r.ok) throw new Error(r.errors.join());
      const { deployment: d, cube } = r.setup;
      types.add(d.type);
      const grid = cube.board;
      const a = rectMask(grid, d.areas[d.first]);
      const b = rectMask(grid, d.areas[d.second]);
      expect(countOf(a)).toBeGreaterThan(0);
      expect(countOf(b)).toBeGreaterThan(0);
      expect(a.some((v, i) => v && b[i])).toBe(false);
      const inCube = rectMask(grid, [cube.bounds]);
      if (d.insideCube[d.first]) expect(a.every((v, i) => !v || inCube[i])).toBe(true);
      if (!d.relaxed) {
        const dist = distances(grid, a);
        b.forEach((v, i) => v && expect(dist[i] >= d.range.low && (d.range.high === null || dist[i] <= d.range.high)).toBe(true));
      }
      expect(d.mode).toBe(d.type === 'alternating' ? 'alternating' : d.type === 'whole-team' ? 'whole-team' : d.tactics!.major ? 'whole-team' : 'alternating');
      if (d.type !== 'tactical-edge') {
        const last = d.orderRolls[d.orderRolls.length - 1];
        expect(d.first).toBe(last.heroes > last.opponents ? 'heroes' : 'opponents');
      } else expect(d.first).not.toBe(d.tactics!.winner);
    }
    expect([...types].sort()).toEqual(['alternating', 'tactical-edge', 'whole-team']);
  });
});
