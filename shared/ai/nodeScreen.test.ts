import { describe, expect, it } from 'vitest';
import { legalCommands } from '../battle/queries/legal.ts';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { nodeReachers } from './battleEnd.ts';
import { countedMargin, moved } from './nodeEndgame.ts';
import { screenChoice, SCREEN_BUDGET, waysIn } from './nodeScreen.ts';

// Moving first on the counted turn, the captain keeps its node only by standing on every square round it
// the enemy can step to, or by shooting the enemy down (#10, eleventh session).

// The node at (1,1); walls leave the enemy at (3,1) two ways into its ring: (2,0) and (2,1).
const ROWS = ['...#..', '......', '..##..', '######'];
const scenario = testScenario({ win: { destroy: true, nodesAfter: 7 } });

function at(turn: number, actions = 3, over: Parameters<typeof testUnit>[4] = {}, enemy: Parameters<typeof testUnit>[4] = {}) {
  const map = { ...textMap(ROWS, undefined, actions), nodes: [{ x: 1, y: 1 }] };
  const units = [testUnit('A1', 0, 0, 0, over), testUnit('A2', 0, 0, 2), testUnit('A3', 0, 0, 1), testUnit('B', 1, 3, 1, enemy)];
  return viewFor({ ...testBattle(map, units, 1, { turn, nodeOwners: [0] }), scenario }, 0);
}

describe("the captain's screen of its node on the counted turn, moving first (#10)", () => {
  it('stands on both ways in, one at a time, led by the ways left (a beam of one)', () => {
    const view = at(7);
    expect(countedMargin(view, 0)).toBe(-1);
    const narrow = { ...SCREEN_BUDGET, beam: 1 };
    const first = screenChoice(view, 0, legalCommands(view, 0), null, narrow);
    expect(first?.type).toBe('move');
    const to = first!.type === 'move' ? first!.to : null;
    expect([JSON.stringify({ x: 2, y: 0 }), JSON.stringify({ x: 2, y: 1 })]).toContain(JSON.stringify(to));
    // One way shut counts for nothing on the count, only for the tie-break.
    const after = moved(view, first!.type === 'move' ? first!.unitId : '', to!);
    expect(countedMargin(after, 0)).toBe(-1);
    expect(waysIn(after, 0)).toBeLessThan(waysIn(view, 0));
    const second = screenChoice(after, 0, legalCommands(after, 0), null, narrow);
    expect(second?.type).toBe('move');
    const shut = moved(after, second!.type === 'move' ? second!.unitId : '', second!.type === 'move' ? second!.to : to!);
    expect(countedMargin(shut, 0)).toBe(1);
    // Not the turn before the count, not for the side moving last.
    expect(screenChoice(at(6), 0, legalCommands(at(6), 0), null)).toBeNull();
    const last = viewFor({ ...testBattle({ ...textMap(ROWS), nodes: [{ x: 1, y: 1 }] }, [testUnit('A1', 1, 0, 0), testUnit('B', 0, 3, 1, { moved: true })], 1, { turn: 7, active: 1, mover: 1, nodeOwners: [1] }), scenario }, 1);
    expect(screenChoice(last, 1, legalCommands(last, 1), null)).toBeNull();
  });

  it('leaves alone a node more than FEW_REACHERS enemies can reach (the endgame search has it)', () => {
    const many = (n: number) => {
      const map = { ...textMap(ROWS), nodes: [{ x: 1, y: 1 }] };
      const enemies = [testUnit('B', 1, 3, 1), testUnit('C', 1, 4, 1), testUnit('D', 1, 4, 0), testUnit('E', 1, 5, 1)].slice(0, n);
      const units = [testUnit('A1', 0, 0, 0), testUnit('A2', 0, 0, 2), testUnit('A3', 0, 0, 1), ...enemies];
      return viewFor({ ...testBattle(map, units, 1, { turn: 7, nodeOwners: [0] }), scenario }, 0);
    };
    expect(nodeReachers(many(4), many(4).units.filter((u) => u.side === 1))[0]).toHaveLength(4);
    expect(screenChoice(many(3), 0, legalCommands(many(3), 0), null)).not.toBeNull();
    expect(screenChoice(many(4), 0, legalCommands(many(4), 0), null)).toBeNull();
  });

  it('values at most its budget of positions (and one a search for its starting position), the same answer each time', () => {
    const view = at(7);
    const legal = legalCommands(view, 0);
    const tight = { n: 0 };
    screenChoice(view, 0, legal, null, { ...SCREEN_BUDGET, nodes: 20 }, tight);
    // Two searches without a shot: the moves, and the captain's own choice's (none here: its position).
    expect(tight.n).toBeLessThanOrEqual(20 + 2);
    const free = { n: 0 };
    const a = screenChoice(view, 0, legal, null, SCREEN_BUDGET, free);
    expect(free.n).toBeGreaterThan(22);
    expect(JSON.stringify(screenChoice(view, 0, legal, null))).toBe(JSON.stringify(a));
  });

  it('with one action, shoots the lone reacher rather than shut one way of two', () => {
    // A broken unit hit by a shot dies (SW-21): here about half the time, worth more than a way shut for nothing.
    const view = at(7, 1, { missileAttack: 6, missileRange: 6 }, { condition: 'broken' });
    const choice = screenChoice(view, 0, legalCommands(view, 0), null);
    expect(choice).toMatchObject({ type: 'shoot', unitId: 'A1', targetId: 'B' });
  });
});
