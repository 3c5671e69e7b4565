import { describe, expect, it } from 'vitest';
import type { BattleState } from '../battle/model.ts';
import { viewFor } from '../battle/queries/view.ts';
import { distance } from '../battle/rules/shooting.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { boldForNodes, finalMargin, NODE_BOLD_TURNS } from './battleEnd.ts';
import { BOLD_TURNS, chooseSergeant } from './sergeant.ts';

// The sergeant's sense of how a battle is scored (#10): a node is taken by the move that ends touching
// it, whoever touched it before (SW-23); on the turn nodes are counted, what counts is what is left
// once the enemies still to move have answered; outnumbered, it trades boldly only when the count of
// units standing is close.

const ROWS = ['.........', '.........', '.........', '.........', '.........', '.........', '.........'];
const nodesWin = testScenario({ win: { destroy: true, nodesAfter: 7 } });

function battle(nodes: { x: number; y: number }[], owners: (number | null)[], units: ReturnType<typeof testUnit>[], turn = 1): BattleState {
  const map = { ...textMap(ROWS), nodes };
  return { ...testBattle(map, units, 1, { turn, nodeOwners: owners }), scenario: nodesWin };
}

describe('the sergeant and the scoring of the battle (#10)', () => {
  it('SW-23 a unit standing on the enemy\'s node steps to take it back, though it touched it before', () => {
    // The enemy took the node after our unit came to stand on it; the enemy has moved and is far off.
    const s = battle([{ x: 4, y: 3 }], [1], [testUnit('a', 0, 4, 3), testUnit('b', 1, 8, 6, { moved: true })]);
    const c = chooseSergeant(viewFor(s, 0), 0);
    expect(c?.type).toBe('move');
    if (c?.type === 'move') expect(distance(c.to, { x: 4, y: 3 })).toBeLessThanOrEqual(1);
  });

  it('SW-01 on the turn nodes are counted, moving first, it takes the node the enemy cannot reach after it, not the one it would take back', () => {
    // West node unowned, east node the enemy's; the enemy, still to move, stands by the east node.
    const units = [testUnit('a', 0, 4, 3), testUnit('b', 1, 8, 5)];
    const s = battle([{ x: 1, y: 3 }, { x: 7, y: 3 }], [null, 1], units, 7);
    const view = viewFor(s, 0);
    expect(finalMargin(view, 0)).toBe(-1);
    const c = chooseSergeant(view, 0);
    expect(c?.type).toBe('move');
    // The east node swings two (one from them, one to us) but is taken back; the west one stays.
    if (c?.type === 'move') expect(distance(c.to, { x: 1, y: 3 })).toBeLessThanOrEqual(1);
  });

  it('counts a node screened by zones of control (SW-12) as kept on the count', () => {
    // The enemy, still to move, must pass beside our unit to reach the node: the zone stops it short.
    const rows = ['.........', '.........', '####.####', '.........', '.........', '.........', '.........'];
    const map = { ...textMap(rows), nodes: [{ x: 4, y: 0 }] };
    const guard = testUnit('a', 0, 4, 1);
    const enemy = testUnit('b', 1, 4, 4, { move: 3 });
    const s = { ...testBattle(map, [guard, enemy], 1, { turn: 7, nodeOwners: [0] }), scenario: nodesWin };
    expect(finalMargin(viewFor(s, 0), 0)).toBe(1);
    const open = { ...s, units: [{ ...guard, x: 0, y: 0 }, enemy] };
    expect(finalMargin(viewFor(open, 0), 0)).toBe(-1);
  });

  // Equal odds both ways, but ours is worth 5 and theirs 3; a second enemy unit stands far off.
  const outnumbered = (win: Partial<ReturnType<typeof testScenario>['win']>, turn: number) => {
    const units = [testUnit('a', 0, 4, 1, { cost: 5 }), testUnit('b', 1, 4, 5, { cost: 3, moved: true }), testUnit('c', 1, 8, 6, { moved: true })];
    const c = chooseSergeant(viewFor({ ...testBattle(textMap(ROWS), units, 1, { turn }), scenario: testScenario({ win: { destroy: true, ...win } }) }, 0), 0);
    expect(c?.type).toBe('move');
    return c?.type === 'move' ? distance(c.to, { x: 4, y: 5 }) : NaN;
  };

  it('outnumbered, it does not step into a melee that costs it more than it costs the enemy', () => {
    expect(outnumbered({ lastTurn: 30 }, 1)).toBeGreaterThan(1);
    // Where units standing are counted, but not soon, it keeps its units as well.
    expect(outnumbered({ mostUnitsAfter: 6 }, 1)).toBeGreaterThan(1);
  });

  it(`outnumbered with units standing counted within ${BOLD_TURNS} turns, it trades to catch up`, () => {
    expect(outnumbered({ mostUnitsAfter: 6 }, 6 - BOLD_TURNS)).toBe(1);
    expect(outnumbered({ mostUnitsAfter: 6 }, 6)).toBe(1);
  });

  it(`SW-18 moving first where nodes decide, it trades for kills in the last ${NODE_BOLD_TURNS} turns before the count, not before`, () => {
    expect(outnumbered({ nodesAfter: 7 }, 1)).toBeGreaterThan(1);
    expect(outnumbered({ nodesAfter: 7 }, 7 - NODE_BOLD_TURNS)).toBe(1);
    // The side that moves last retakes on the count what it can reach: it has no need to.
    const s = battle([], [], [testUnit('a', 0, 4, 1), testUnit('b', 1, 4, 5)], 7 - NODE_BOLD_TURNS);
    expect(boldForNodes(viewFor(s, 0), 0)).toBe(true);
    expect(boldForNodes(viewFor(s, 1), 1)).toBe(false);
  });
});
