import { describe, expect, it } from 'vitest';
import type { BattleMap } from '../../map/battleMap.ts';
import { testBattle, testUnit, textMap } from '../testing.ts';
import { lineOfSight, shootTargets } from './shooting.ts';

// HC-01 / HC-06: the ground in the way of a line of sight on a map with an Edge of a Drop
// (groundSight.ts). The line runs from the middle of the shooter's level to the middle of the
// target's; the high ground is solid below its surface.

// Surface (level 0) on columns 0-3, the low area (level -6) on columns 4-12; a barrier down at (6, 1).
const ROWS = ['.............', '......#......', '.............'];
const cliff = (depth = 6): BattleMap => ({ ...textMap(ROWS), drop: { surface: [{ x: 0, y: 0, w: 4, h: 3 }], depth, bottom: 'solid' } });
const low = (x: number, y = 1) => ({ x, y, altitude: -6 });

describe('HC-01 the cliff face and the lip of a drop block sight as the geometry says', () => {
  it('HC-01 SW-27 from the bottom, the high ground back from the edge is behind the cliff; a flier level with the top sees it', () => {
    const map = cliff();
    // From (8, 1) at -5.5 to (0, 1) at 0.5 the line meets the edge (x = 4) at -2.1: inside the cliff.
    expect(lineOfSight(map, low(8), { x: 0, y: 1 })).toMatchObject({ clear: false, blockedBy: { x: 3, y: 1 } });
    // Either way round.
    expect(lineOfSight(map, { x: 0, y: 1 }, low(8)).clear).toBe(false);
    expect(lineOfSight(map, { x: 8, y: 1, altitude: 0 }, { x: 0, y: 1 }).clear).toBe(true);
    // A figure at the foot of a six-level cliff does not see one standing on its lip; a one-level step hides nothing.
    expect(lineOfSight(map, low(4), { x: 3, y: 1 }).clear).toBe(false);
    expect(lineOfSight(cliff(1), { x: 4, y: 1, altitude: -1 }, { x: 3, y: 1 }).clear).toBe(true);
  });

  it('HC-01 SW-27 from the lip a figure sees down to the low area only where the line clears the edge', () => {
    const map = cliff();
    // From (3, 1): six levels down over seven squares clears the edge, over five it does not.
    expect(lineOfSight(map, { x: 3, y: 1 }, low(10)).clear).toBe(true);
    expect(lineOfSight(map, { x: 3, y: 1 }, low(8)).clear).toBe(false);
    // From further back the lip hides the same square.
    expect(lineOfSight(map, { x: 0, y: 1 }, low(10)).clear).toBe(false);
    // Shooting uses it: the unit at the bottom cannot shoot the one back from the edge.
    const state = testBattle(map, [testUnit('s', 0, 8, 1, { altitude: -6, missileRange: 12 }), testUnit('t', 1, 0, 1), testUnit('u', 1, 11, 0, { altitude: -6 })]);
    expect(shootTargets(state, state.units[0]).map((u) => u.id)).toEqual(['u']);
  });

  it('HC-01 SW-27 a barrier down in the low area blocks lines down there, not a line passing high above it', () => {
    const map = cliff();
    expect(lineOfSight(map, low(4), low(9)).clear).toBe(false);
    // From the lip down to (10, 1): over the barrier the line is at -1.6, the barrier's top is -5.
    expect(lineOfSight(map, { x: 3, y: 1 }, low(10)).clear).toBe(true);
    // Two fliers level with the top, over the low area.
    expect(lineOfSight(map, { x: 4, y: 1, altitude: 0 }, { x: 9, y: 1, altitude: 0 }).clear).toBe(true);
  });

  it('HC-05 a flying platform is a deck one level thick: under it is open air, through it is not', () => {
    const map: BattleMap = { ...textMap(['.........', '.........']), drop: { surface: [{ x: 3, y: 0, w: 3, h: 2 }], depth: 8, bottom: 'solid' }, air: { altitude: 8, platforms: [] } };
    // Two fliers at -3 see each other under the platform.
    expect(lineOfSight(map, { x: 0, y: 0, altitude: -3 }, { x: 8, y: 0, altitude: -3 }).clear).toBe(true);
    // From below, a unit in the middle of the deck is hidden by it.
    expect(lineOfSight(map, { x: 0, y: 0, altitude: -3 }, { x: 4, y: 0 }).clear).toBe(false);
  });

  it('on level ground nothing changes: no drop, no ground in the way', () => {
    const map = textMap(ROWS);
    expect(lineOfSight(map, { x: 0, y: 0 }, { x: 12, y: 0 }).clear).toBe(true);
    expect(lineOfSight(map, { x: 0, y: 0 }, { x: 12, y: 2 }).clear).toBe(false);
  });
});
