import { describe, expect, it } from 'vitest';
import { enemyZones, moveAllowance, reachable } from './movement.ts';
import { testBattle, testUnit, textMap } from '../testing.ts';

const costTo = (reach: ReturnType<typeof reachable>, x: number, y: number) => reach.find((r) => r.x === x && r.y === y)?.cost;

describe('movement', () => {
  it.each([
    ['.', 1], ['r', 2], ['w', 2], ['s', 3], ['~', 3],
  ])('SW-25 entering %s costs %i', (terrain, cost) => {
    const map = textMap([`.${terrain}.`, '...', '...']);
    const b = testBattle(map, [testUnit('A1', 0, 0, 0, { move: 5 })]);
    expect(costTo(reachable(b, 'A1'), 1, 0)).toBe(cost);
  });

  it('SW-25 deep water and barriers cannot be entered', () => {
    const map = textMap(['.D#', '.D#', '...']);
    const reach = reachable(testBattle(map, [testUnit('A1', 0, 0, 0, { move: 5 })]), 'A1');
    expect(costTo(reach, 1, 0)).toBeUndefined();
    expect(costTo(reach, 2, 0)).toBeUndefined();
    expect(costTo(reach, 2, 2)).toBe(3); // round the wall: (0,1), (1,2), (2,2)
  });

  it('SW-13 a unit cannot enter a square it cannot pay for', () => {
    const map = textMap(['.s', '..']);
    const reach = reachable(testBattle(map, [testUnit('A1', 0, 0, 0, { move: 2 })]), 'A1');
    expect(costTo(reach, 1, 0)).toBeUndefined();
    expect(costTo(reach, 1, 1)).toBe(1);
  });

  it('SW-26 a height difference costs that much extra move, up or down', () => {
    const map = textMap(['....'], ['0201']);
    const reach = reachable(testBattle(map, [testUnit('A1', 0, 0, 0, { move: 5 })]), 'A1');
    expect(costTo(reach, 1, 0)).toBe(3); // 1 + climb 2
    expect(costTo(reach, 2, 0)).toBe(6 > 5 ? undefined : 6); // 3 + 1 + descent 2 = 6 > 5
    const far = reachable(testBattle(map, [testUnit('A1', 0, 0, 0, { move: 5, x: 3 })]), 'A1');
    expect(costTo(far, 2, 0)).toBe(2); // 1 + descent 1
  });

  it('SW-12 entering an enemy zone of control stops the move', () => {
    const map = textMap(['######', '......', '......', '......']);
    const b = testBattle(map, [testUnit('A1', 0, 1, 2, { move: 6 }), testUnit('B1', 1, 3, 2)]);
    const reach = reachable(b, 'A1');
    expect(costTo(reach, 2, 2)).toBe(1); // into the zone, and there it stops
    expect(costTo(reach, 5, 2)).toBeUndefined(); // every way past runs through the zone
  });

  it('SW-12 a unit may leave a zone, but a step from one zone square into another ends its move', () => {
    const map = textMap(['######', '......', '......', '......']);
    const b = testBattle(map, [testUnit('A1', 0, 2, 1, { move: 6 }), testUnit('B1', 1, 3, 2)]);
    const reach = reachable(b, 'A1');
    expect(costTo(reach, 3, 1)).toBe(1);
    expect(costTo(reach, 4, 1)).toBeUndefined();
    expect(costTo(reach, 0, 1)).toBe(2);
  });

  it('SW-12 enemy squares cannot be entered', () => {
    const map = textMap(['.....']);
    const b = testBattle(map, [testUnit('A1', 0, 0, 0, { move: 4 }), testUnit('B1', 1, 4, 0)]);
    expect(costTo(reachable(b, 'A1'), 4, 0)).toBeUndefined();
  });

  it('SW-16 own units can be passed through and stacked on', () => {
    const map = textMap(['.....']);
    const b = testBattle(map, [testUnit('A1', 0, 0, 0, { move: 4 }), testUnit('A2', 0, 1, 0)]);
    const reach = reachable(b, 'A1');
    expect(costTo(reach, 1, 0)).toBe(1);
    expect(costTo(reach, 2, 0)).toBe(2);
  });

  it('SW-21 a broken unit has half its Move, rounded down, at least 1', () => {
    expect(moveAllowance(testUnit('A1', 0, 0, 0, { move: 5, condition: 'broken' }))).toBe(2);
    expect(moveAllowance(testUnit('A1', 0, 0, 0, { move: 1, condition: 'broken' }))).toBe(1);
    expect(moveAllowance(testUnit('A1', 0, 0, 0, { move: 5, condition: 'bloodied' }))).toBe(5);
    const map = textMap(['......']);
    const reach = reachable(testBattle(map, [testUnit('A1', 0, 0, 0, { move: 4, condition: 'broken' })]), 'A1');
    expect(Math.max(...reach.map((r) => r.cost))).toBe(2);
  });

  it('SW-25 diagonal steps cost the same as straight ones, but not between two walls', () => {
    const map = textMap(['.#', '#.']);
    const reach = reachable(testBattle(map, [testUnit('A1', 0, 0, 0, { move: 3 })]), 'A1');
    expect(costTo(reach, 1, 1)).toBeUndefined();
    const open = reachable(testBattle(textMap(['..', '..']), [testUnit('A1', 0, 0, 0, { move: 1 })]), 'A1');
    expect(costTo(open, 1, 1)).toBe(1);
  });

  it('SW-12 the zone overlay is the squares touching enemy units, inside the map, once each', () => {
    const b = testBattle(textMap(['....', '....', '....']), [testUnit('A1', 0, 3, 2), testUnit('B1', 1, 0, 0), testUnit('B2', 1, 1, 0)]);
    const key = (q: { x: number; y: number }) => `${q.x},${q.y}`;
    expect(enemyZones(b, 0).map(key).sort()).toEqual(['0,0', '0,1', '1,0', '1,1', '2,0', '2,1'].sort());
    expect(enemyZones(b, 1).map(key).sort()).toEqual(['2,1', '2,2', '3,1'].sort());
  });

  it('the reach kept across states of one map follows what changes it: condition, pace, the other units', () => {
    const map = textMap(['.......', '.......', '.......']);
    const at = (units: Parameters<typeof testBattle>[1]) => reachable(testBattle(map, units), 'A1').length;
    const open = at([testUnit('A1', 0, 0, 0, { move: 4 })]);
    expect(at([testUnit('A1', 0, 0, 0, { move: 4, condition: 'bloodied' })])).toBe(open);
    // Broken: half Move (SW-21), although it is another state of the same placement.
    expect(at([testUnit('A1', 0, 0, 0, { move: 4, condition: 'broken' })])).toBeLessThan(open);
    expect(at([testUnit('A1', 0, 0, 0, { move: 2 })])).toBeLessThan(open);
    expect(at([testUnit('A1', 0, 0, 0, { move: 4 }), testUnit('B1', 1, 3, 1)])).toBeLessThan(open);
    expect(at([testUnit('A1', 0, 0, 0, { move: 4 })])).toBe(open);
  });

  it('the reach kept for a placement leaves out units too far to matter, and no nearer one (#10, ninth session)', () => {
    const map = textMap(['..........', '..........', '..........']);
    const view = (bx: number, cx: number) => testBattle(map, [testUnit('A1', 0, 0, 1, { move: 3 }), testUnit('B1', 1, bx, 1), testUnit('C1', 1, cx, 2)]);
    const far = reachable(view(9, 9), 'A1');
    // C1 moves, still over Move + 1 away: the kept reach serves (the same entries).
    expect(reachable(view(9, 5), 'A1')[0]).toBe(far[0]);
    // B1 comes to stand as far as A1 can go: it blocks a square and its zone stops A1 short of others.
    const near = reachable(view(3, 9), 'A1');
    expect(near[0]).not.toBe(far[0]);
    expect(costTo(near, 3, 1)).toBeUndefined();
    expect(costTo(near, 3, 0)).toBeUndefined();
    expect(costTo(far, 3, 0)).toBe(3);
  });
});
