import { describe, expect, it } from 'vitest';
import type { Command } from '../battle/commands.ts';
import { battleModule } from '../battle/module.ts';
import { viewFor } from '../battle/queries/view.ts';
import { moveAllowance } from '../battle/rules/movement.ts';
import { scenarioById } from '../battle/scenario.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { repoMap } from '../../test/repoMaps.ts';
import { nodeReachers } from './battleEnd.ts';
import { walkDistance } from './pathDistance.ts';
import { chooseSergeant } from './sergeant.ts';
import { setsUpByNodes } from './nodeSetup.ts';

// #10, eighth session: the sergeant's set-up by the nodes in skirmish's outnumbered seat, and the
// reach of a broken enemy that can recover before it moves on the counted turn.

/** The set-up the sergeant makes for each side of a scenario: side -> its deploy commands in order. */
function setUp(id: string, seed = 5) {
  const scenario = scenarioById(id)!;
  const map = repoMap(scenario.map);
  const created = battleModule.create({ scenario, map, deployment: 'players' }, seed);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const placed: Extract<Command, { type: 'deploy' }>[][] = [[], []];
  while (state.phase === 'deploy') {
    const side = state.active;
    const c = chooseSergeant(battleModule.viewFor(state, { role: 'player', side }), side)!;
    if (c.type === 'deploy') placed[side].push(c);
    const r = battleModule.apply(state, side, c);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return { state, map, placed };
}

describe('the sergeant sets up by the nodes where outnumbered by a quarter (#10)', () => {
  it('SW-10 SW-23 skirmish: the Agency (3 units to 4) sets its k-th unit where the way to the k-th node is shortest; the Cult sets up as before', () => {
    const { state, map, placed } = setUp('skirmish');
    const agency = placed[0];
    expect(agency.length).toBe(3);
    const area = map.deploy.find((d) => d.side === 0)!;
    const squares = Array.from({ length: area.w * area.h }, (_, i) => ({ x: area.x + (i % area.w), y: area.y + Math.floor(i / area.w) }));
    map.nodes.forEach((node, k) => {
      const u = state.units.find((x) => x.id === agency[k].unitId)!;
      const walker = { allowance: moveAllowance(u), unit: u };
      expect(walkDistance(map, [node], agency[k].to, walker)).toBe(Math.min(...squares.map((s) => walkDistance(map, [node], s, walker))));
    });
    // One unit by each node (5,1) and (6,8), not the first squares of its edge.
    expect(agency[0].to.y).toBeLessThan(4);
    expect(agency[1].to.y).toBeGreaterThan(5);
    const view = viewFor(state, 1);
    expect(setsUpByNodes(view, 1)).toBe(false);
  });

  it('SW-10 outnumbered by more than a third (3 to 5) it sets up as before; skirmish (3 to 4) and valley-clash (5 to 7) by the nodes; the tutorial (3 to 3) neither side', () => {
    const tutorial = scenarioById('tutorial')!;
    const five = { ...tutorial, sides: [tutorial.sides[0], { ...tutorial.sides[1], units: ['cultists', 'cultists', 'cultists', 'thugs', 'thugs'] }] };
    const created = battleModule.create({ scenario: five, map: repoMap(five.map), deployment: 'players' }, 5);
    if (!created.ok) throw new Error(created.error.message);
    expect(setsUpByNodes(viewFor(created.state, 0), 0)).toBe(false);
    expect(setsUpByNodes(viewFor(created.state, 1), 1)).toBe(false);
    const even = setUp('tutorial').state;
    expect(setsUpByNodes(viewFor(even, 0), 0)).toBe(false);
    expect(setsUpByNodes(viewFor(even, 1), 1)).toBe(false);
    for (const id of ['valley-clash', 'skirmish']) {
      const { state } = setUp(id);
      expect(setsUpByNodes(viewFor(state, 0), 0), id).toBe(true);
      expect(setsUpByNodes(viewFor(state, 1), 1), id).toBe(false);
    }
  });
});

describe('a broken enemy that can recover reaches a node at its whole Move (#10)', () => {
  // Node at (1,1); the broken enemy at (5,1): half Move (3 -> 1) does not bring it to touch the node,
  // its whole Move (after a recovery, SW-13) does.
  const rows = ['........', '........', '........', '........'];
  const map = { ...textMap(rows), nodes: [{ x: 1, y: 1 }] };
  const at = (rp: number) => ({
    ...testBattle(map, [testUnit('a', 0, 0, 3, { moved: true }), testUnit('b', 1, 5, 1, { condition: 'broken', cost: 4 })], 1, { turn: 7, nodeOwners: [0], resources: [0, rp] }),
    scenario: testScenario({ win: { destroy: true, nodesAfter: 7 } }),
  });
  it('SW-21 SW-13 SW-23 with the RP to recover it, it is counted among the node reachers; without, it is not', () => {
    const reach = (rp: number) => {
      const s = at(rp);
      const view = viewFor(s, 0);
      return nodeReachers(view, view.units.filter((u) => u.side === 1))[0];
    };
    expect(reach(1)).toEqual(['b']);
    expect(reach(0)).toEqual([]);
  });
});
