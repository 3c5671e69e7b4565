import { describe, expect, it } from 'vitest';
import { chooseSpot, edgeSpots, overlap } from './labelSpot.ts';

// Issue 11: an area's label goes where it covers no unit (seed 1's cube: its name over unit A2).

const T = 64;
const sq = (x: number, y: number) => ({ x: x * T, y: y * T, w: T, h: T });
const bounds = { x: 0, y: 0, w: 12 * T, h: 10 * T };

describe('area label placement', () => {
  it('keeps the first spot along the edge when no unit is there', () => {
    const cube = { x: 4 * T, y: 3 * T, w: 3 * T, h: 3 * T };
    const size = { w: 150, h: 18 };
    expect(chooseSpot(size, edgeSpots(cube, size, T), [], [], bounds)).toEqual({ x: 4 * T + 3, y: 3 * T + 3 });
  });

  it('moves the cube name off a unit on the top row, and off any unit at all', () => {
    const cube = { x: 4 * T, y: 3 * T, w: 3 * T, h: 3 * T };
    const size = { w: 150, h: 18 };
    const units = [sq(5, 3), sq(5, 4), sq(6, 4), sq(4, 5), sq(5, 5)];
    const at = chooseSpot(size, edgeSpots(cube, size, T), units, [], bounds);
    const box = { ...at, ...size };
    expect(units.map((u) => overlap(box, u))).toEqual([0, 0, 0, 0, 0]);
    // Just outside the top edge: the first free spot in the order of preference.
    expect(at.y).toBe(3 * T - 18 - 3);
  });

  it('avoids a label already placed, and stays inside the map', () => {
    const size = { w: 100, h: 16 };
    const spots = [{ x: -20, y: 0 }, { x: 10, y: 10 }, { x: 10, y: 40 }];
    expect(chooseSpot(size, spots, [], [{ x: 0, y: 0, w: 120, h: 20 }], bounds)).toEqual({ x: 10, y: 40 });
    // Off the map's left edge, though free: the next spot.
    expect(chooseSpot(size, [{ x: -20, y: 100 }, { x: 10, y: 100 }], [], [], bounds)).toEqual({ x: 10, y: 100 });
  });

  it('with no free spot, covers the least of the units', () => {
    const size = { w: 40, h: 20 };
    const spots = [{ x: 0, y: 0 }, { x: 50, y: 0 }];
    expect(chooseSpot(size, spots, [{ x: 0, y: 0, w: 64, h: 64 }], [], bounds)).toEqual({ x: 50, y: 0 });
  });
});
