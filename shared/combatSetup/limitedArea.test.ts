import { describe, expect, it } from 'vitest';
import { repoMap } from '../../test/repoMaps.ts';
import { passable } from '../battle/rules/movement.ts';
import { battleFromSetup } from './battle.ts';
import { countOf, inRect, rectMask } from './grid.ts';
import { limitedDeployment } from './limitedArea.ts';
import { deployWithRoom } from './stepGround.ts';
import { textMap } from '../battle/testing.ts';
import { sampleSetup } from './testing.ts';
import type { Cube, Deployment, Rect, Square } from './types.ts';

// HC-06 Limited Area, "the edges of the contested area are the edges of the board": the deployment
// read on the cube (limitedArea.ts) and every square outside it closed (battle.ts), over many seeds.

const CUBE: Cube = { face: 2, side: 7, board: { name: 'skirmish', width: 12, height: 10 }, bounds: { x: 2, y: 1, w: 7, h: 7 }, zMin: -3, zMax: 3, fitsBoard: true };
const inCube = (s: Square, r: Rect = CUBE.bounds) => inRect(r, s.x, s.y);
const squaresOfAreas = (rects: Rect[]): Square[] => rects.flatMap((r) => Array.from({ length: r.w * r.h }, (_, i) => ({ x: r.x + (i % r.w), y: r.y + Math.floor(i / r.w) })));

describe('HC-06 Limited Area', () => {
  it('HC-06 HC-03 the deployment\'s rolls read on the cube as the board: its edge, corner and centre; the second side never left without squares', () => {
    const base = sampleSetup(1).deployment;
    const d = (from: Partial<Deployment['from']>, near: number, far: number, low: number, high: number | null): Deployment => ({ ...base, first: 'heroes', second: 'opponents', from: { face: 1, id: 'random-edge', name: 'x', edge: null, corner: null, ...from }, distance: { face: 1, near, far }, range: { face: 1, low, high } });
    // Within 2 of the north edge: the cube's top two rows; the other side 2-3 squares away from them.
    const north = limitedDeployment(d({ edge: 'north' }, 1, 2, 2, 3), CUBE, []);
    expect(north.limitedArea).toBe(true);
    expect(squaresOfAreas(north.areas.heroes).every((s) => inCube(s) && s.y <= 2)).toBe(true);
    expect(countOf(rectMask(CUBE.board, north.areas.heroes))).toBe(14);
    expect(squaresOfAreas(north.areas.opponents).map((s) => s.y).sort((a, b) => a - b)[0]).toBe(4);
    expect(squaresOfAreas(north.areas.opponents).every((s) => inCube(s) && s.y >= 4 && s.y <= 5)).toBe(true);
    // Within 12 of the centre covers the whole cube: the second side takes its outer ring.
    const centre = limitedDeployment(d({ id: 'centre' }, 1, 12, 6, 15), CUBE, [{ x: 2, y: 1 }]);
    const ring = squaresOfAreas(centre.areas.opponents);
    expect(ring).toHaveLength(23);
    expect(ring.every((s) => s.x === 2 || s.x === 8 || s.y === 1 || s.y === 7)).toBe(true);
    expect(squaresOfAreas(centre.areas.heroes)).toHaveLength(25);
    // A reserved square is in neither area.
    expect([...ring, ...squaresOfAreas(centre.areas.heroes)].some((s) => s.x === 2 && s.y === 1)).toBe(false);
  });

  it('HC-03 HC-06 a side short of deploy squares gets the nearest open ones, in the cube first under a Limited Area', () => {
    const map = textMap(['......', '......', '......', '......']);
    const areas = { heroes: [{ x: 2, y: 1, w: 1, h: 1 }], opponents: [{ x: 5, y: 3, w: 1, h: 1 }] };
    const extras = (within?: Rect) => deployWithRoom(map, areas, { heroes: 3, opponents: 1 }, within).filter((a) => a.side === 0).slice(1);
    expect(extras().map((a) => [a.x, a.y])).toEqual([[1, 0], [2, 0]]);
    expect(extras({ x: 2, y: 0, w: 2, h: 4 }).map((a) => [a.x, a.y])).toEqual([[2, 0], [3, 0]]);
  });

  it('HC-06 over 600 seeds: every Limited Area in force, both sides deploying in the cube but where it has no room, everything else outside closed', () => {
    let seen = 0;
    let keptOutside = 0;
    for (let seed = 1; seed <= 600; seed++) {
      const s = sampleSetup(seed);
      if (!s.complications.list.some((c) => c.id === 'limited-area')) {
        expect(s.deployment.limitedArea).toBeUndefined();
        continue;
      }
      seen++;
      const box = s.cube.bounds;
      const d = s.deployment;
      expect(d.limitedArea, `seed ${seed}`).toBe(true);
      for (const side of ['heroes', 'opponents'] as const) {
        const sq = squaresOfAreas(d.areas[side]);
        expect(sq.length, `seed ${seed} ${side}`).toBeGreaterThan(0);
        expect(sq.every((q) => inCube(q, box)), `seed ${seed} ${side}`).toBe(true);
      }
      const areas = new Set(squaresOfAreas([...d.areas.heroes, ...d.areas.opponents]).map((q) => `${q.x},${q.y}`));
      // What the text keeps off the deploy areas is on the cube, not in them (nor, for the button, beside them).
      for (const c of s.complications.list.filter((x) => x.id === 'victory-button' || x.id === 'automated-defences')) {
        for (const q of c.where.squares) {
          expect(inCube(q, box), `seed ${seed} ${c.id}`).toBe(true);
          if (c.id === 'victory-button' || countOf(rectMask(s.board, [box])) > areas.size + c.where.squares.length) expect(areas.has(`${q.x},${q.y}`), `seed ${seed} ${c.id}`).toBe(false);
        }
      }
      const { map, notInForce } = battleFromSetup(s, repoMap(s.board.name));
      const laid = map.complications!.find((c) => c.id === 'limited-area')!;
      expect(laid.inForce, `seed ${seed}: ${laid.how}`).toBe(true);
      expect(notInForce).not.toContain('HC-06: Limited Area');
      const deploy = new Set(map.deploy.flatMap((a) => squaresOfAreas([a])).map((q) => `${q.x},${q.y}`));
      let roomLeft = false;
      for (let y = 0; y < map.height; y++)
        for (let x = 0; x < map.width; x++) {
          if (inCube({ x, y }, box)) {
            if (passable(map, x, y) && !deploy.has(`${x},${y}`)) roomLeft = true;
          } else if (!deploy.has(`${x},${y}`)) expect(passable(map, x, y), `seed ${seed} (${x},${y})`).toBe(false);
        }
      // A deploy square outside the cube only when the cube has no open square left for a figure.
      const outside = [...deploy].filter((k) => !inCube({ x: Number(k.split(',')[0]), y: Number(k.split(',')[1]) }, box));
      if (outside.length) {
        keptOutside++;
        expect(roomLeft, `seed ${seed}`).toBe(false);
      }
      // A wall round the cube stands at the board's edge now: in force, nothing more to lay.
      for (const w of map.complications!.filter((c) => c.id.endsWith('contested-zone'))) expect([w.inForce, w.changed], `seed ${seed}`).toEqual([true, undefined]);
    }
    expect(seen).toBeGreaterThan(20);
    expect(keptOutside).toBeGreaterThan(0);
  });
});
