import { describe, expect, it } from 'vitest';
import type { Command } from '../battle/commands.ts';
import { battleModule } from '../battle/module.ts';
import { legalCommands } from '../battle/queries/legal.ts';
import { viewFor } from '../battle/queries/view.ts';
import { moveAllowance } from '../battle/rules/movement.ts';
import { scenarioById } from '../battle/scenario.ts';
import { testBattle, testUnit } from '../battle/testing.ts';
import { repoMap } from '../../test/repoMaps.ts';
import type { AiRng } from './aiRng.ts';
import { walkDistance } from './pathDistance.ts';
import { chooseRecruit, recruitPlan } from './recruit.ts';
import { CHASE_TURNS, walkedChase } from './recruitCount.ts';
import { chooseCommand } from './simplePlayer.ts';

// #10, seventh session: the recruit outnumbered where units standing are counted (the Agency's seat
// of skirmish and the tutorial), the two blunders the random player beat it by (recruitCount.ts).

const steady: AiRng = { next: () => 0.999 };

describe('the recruit outnumbered where units are counted (#10)', () => {
  it('SW-10 SW-23 the tutorial as the twelfth session left it (3 units to 4): its first units are set up where the way to each node is shortest; the Cult, not outnumbered, sets up as before', () => {
    // Three units to three since #10's thirteenth session; the Cult's fourth unit put back for this test.
    const tutorial = scenarioById('tutorial')!;
    const scenario = { ...tutorial, sides: [tutorial.sides[0], { name: tutorial.sides[1].name, units: ['cursed-cultists', 'cursed-cultists', 'thugs', 'thugs'] }] };
    const map = repoMap(scenario.map);
    const created = battleModule.create({ scenario, map, deployment: 'players' }, 5);
    if (!created.ok) throw new Error(created.error.message);
    let state = created.state;
    const agency: Extract<Command, { type: 'deploy' }>[] = [];
    let cult = 0;
    while (state.phase === 'deploy') {
      const side = state.active;
      const view = battleModule.viewFor(state, { role: 'player', side });
      const c = chooseRecruit(view, side, steady)!;
      if (c.type === 'deploy' && side === 0) agency.push(c);
      if (side === 1) {
        expect(c).toEqual(chooseCommand(view, side));
        cult++;
      }
      const r = battleModule.apply(state, side, c);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(cult).toBeGreaterThan(0);
    expect(agency.length).toBe(3);
    const area = map.deploy.find((d) => d.side === 0)!;
    const squares = Array.from({ length: area.w * area.h }, (_, i) => ({ x: area.x + (i % area.w), y: area.y + Math.floor(i / area.w) }));
    map.nodes.forEach((node, k) => {
      const u = state.units.find((x) => x.id === agency[k].unitId)!;
      const walker = { allowance: moveAllowance(u), unit: u };
      const shortest = Math.min(...squares.map((s) => walkDistance(map, [node], s, walker)));
      expect(walkDistance(map, [node], agency[k].to, walker)).toBe(shortest);
    });
    // One unit by each node: not the middle of its edge, where the simple player sets up.
    expect(agency[0].to.y).toBeLessThan(4);
    expect(agency[1].to.y).toBeGreaterThan(5);
  });

  it('SW-01 outnumbered by more than a third (the tutorial as it was, 3 to 5): behind in units, in the last turns before the count it chases the enemy by the way over the river, not the straight line to the bank', () => {
    // The tutorial's Cult had five units until #10's twelfth session (4 then, 3 since the thirteenth).
    const tutorial = scenarioById('tutorial')!;
    const scenario = { ...tutorial, sides: [tutorial.sides[0], { ...tutorial.sides[1], units: ['cultists', 'cultists', 'cultists', 'thugs', 'thugs'] }] };
    const map = repoMap(scenario.map);
    // Five Cult units across the river, at the bottom right; one Agency unit on the bank at the top.
    const enemies = [testUnit('b1', 1, 9, 7), testUnit('b2', 1, 10, 8), testUnit('b3', 1, 10, 6), testUnit('b4', 1, 11, 7), testUnit('b5', 1, 11, 9)];
    const at = { x: 6, y: 1 };
    // The far node its own: open, it would pull the unit over the river (recruitNodes.ts nodePull), and this is the chase alone.
    const held = map.nodes.map((n) => (n.y > 4 ? 0 : null));
    const viewOn = (turn: number, own = [testUnit('a', 0, at.x, at.y)]) => viewFor({ ...testBattle(map, [...own, ...enemies], 1, { turn, nodeOwners: held }), scenario }, 0);
    const chaseFrom = scenario.win.mostUnitsAfter! - CHASE_TURNS + 1;
    // Turn 1: the straight line, as before: on the bank it is as near as it gets, and stands.
    const early = chooseRecruit(viewOn(chaseFrom - 1), 0, steady);
    expect(early?.type).toBe('endPhase');
    // From then on: into the river, the way to them shortened.
    const late = chooseRecruit(viewOn(chaseFrom), 0, steady);
    expect(late?.type).toBe('move');
    const walker = { allowance: moveAllowance(testUnit('a', 0, at.x, at.y)) };
    if (late?.type === 'move') expect(walkDistance(map, enemies, late.to, walker)).toBeLessThan(walkDistance(map, enemies, at, walker));
    // Not behind (more units than the enemy), the straight line always.
    const many = viewOn(chaseFrom, [testUnit('a', 0, at.x, at.y), ...[0, 1, 2, 3, 4].map((i) => testUnit(`a${i}`, 0, 0, i * 2))]);
    const plan = recruitPlan(many, 0);
    expect(legalCommands(many, 0).filter((c) => c.type === 'move').every((c) => walkedChase(plan, c) === 0)).toBe(true);
    // Skirmish's Agency (3 units to 4), outnumbered less: the straight line, however late (its nodes' income wins the count there).
    const skirmish = scenarioById('skirmish')!;
    const there = viewFor({ ...testBattle(map, [testUnit('a', 0, at.x, at.y), ...enemies], 1, { turn: skirmish.win.mostUnitsAfter! }), scenario: skirmish }, 0);
    const planThere = recruitPlan(there, 0);
    expect(planThere.behind).toBe(true);
    expect(legalCommands(there, 0).filter((c) => c.type === 'move').every((c) => walkedChase(planThere, c) === 0)).toBe(true);
  });
});
