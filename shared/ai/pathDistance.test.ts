import { describe, expect, it } from 'vitest';
import type { BattleMap } from '../map/battleMap.ts';
import { testBattle, testUnit, textMap } from '../battle/testing.ts';
import { reachable } from '../battle/rules/movement.ts';
import { walkCost, walkDistance } from './pathDistance.ts';

// The scripted levels' distance to a fixed goal (#10): walked over the terrain, not in a straight line,
// with the movement rules' own steps (#11: movement.ts walkStep, no step dearer than the Move allowance).

const move3 = { allowance: 3 };

describe("the captain's walking distance (#10)", () => {
  it('goes round what cannot be crossed and pays for what is slow to cross', () => {
    const map = textMap(['.#...', '.#...', '.#...', '.....']);
    const goal = [{ x: 2, y: 0 }];
    // Straight it is 2 squares; round the wall's foot, 6 steps.
    expect(walkDistance(map, goal, { x: 0, y: 0 }, move3)).toBe(6);
    expect(walkDistance(map, goal, { x: 3, y: 1 }, move3)).toBe(1);
    const swamp = textMap(['.s.', '.s.', '.s.']);
    // Through the swamp (3) and a step on (1), or round it: there is no way round, so 4.
    expect(walkDistance(swamp, [{ x: 2, y: 1 }], { x: 0, y: 1 }, move3)).toBe(4);
  });

  it('climbing costs what the rules charge for a height difference (SW-26)', () => {
    const map = textMap(['...'], ['020']);
    expect(walkDistance(map, [{ x: 2, y: 0 }], { x: 0, y: 0 }, move3)).toBe(1 + 2 + 1 + 2);
  });

  it('where no way is open it falls back on the straight distance', () => {
    const map = textMap(['.#.', '###', '...']);
    expect(walkDistance(map, [{ x: 2, y: 2 }], { x: 0, y: 0 }, move3)).toBe(2);
  });
});

describe('#11 the walking distance takes only the steps a move can take (movement.ts walkStep)', () => {
  it('SW-25 SW-26 no step dearer than the Move allowance: a hill into the river (4) is no way for Move 3', () => {
    // Row 0: a hill (level 1) at (1, 0) beside water (3) at (2, 0); row 1 is barrier, so the hill is the only way.
    const map = textMap(['.~.', '###'], ['010', '000']);
    const from = { x: 0, y: 0 };
    const goal = [{ x: 2, y: 0 }];
    // Move 3 never reaches the water from the hill (3 + 1 for the climb down), as reachable() says.
    const state = testBattle(map, [testUnit('a', 0, 1, 0, { move: 3 }), testUnit('z', 1, 2, 0)]);
    expect(reachable(state, 'a').some((r) => r.x === 2 && r.y === 0)).toBe(false);
    // So no way is open: the straight distance (2), not a walked 1 + 1 + 4 = 6.
    expect(walkDistance(map, goal, from, move3)).toBe(2);
    expect(walkDistance(map, goal, from, { allowance: 4 })).toBe(6);
  });

  it('HC-01 a walker does not climb a drop: up the cliff is no way, down it is', () => {
    const map: BattleMap = { ...textMap(['.....', '.....']), drop: { surface: [{ x: 0, y: 0, w: 2, h: 2 }], depth: 3, bottom: 'solid' } };
    // From the low area up to the top: no way at all.
    expect(walkCost(map, [{ x: 0, y: 0 }], { x: 4, y: 0 }, move3)).toBe(Infinity);
    // From the top down: walked off the edge.
    expect(walkCost(map, [{ x: 4, y: 0 }], { x: 0, y: 0 }, move3)).toBe(4);
    // Without the drop, both ways.
    expect(walkCost(textMap(['.....', '.....']), [{ x: 0, y: 0 }], { x: 4, y: 0 }, move3)).toBe(4);
  });
});
