import { describe, expect, it } from 'vitest';
import { playOut } from '../../ai/playOut.ts';
import { chooseCommand } from '../../ai/simplePlayer.ts';
import type { Command } from '../commands.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState, UnitState } from '../model.ts';
import { legalCommands } from '../queries/legal.ts';
import { viewFor } from '../queries/view.ts';
import { combatOrder } from '../rules/combat.ts';
import { adjacentEnemies } from '../rules/grid.ts';
import { enemyZones, reachable } from '../rules/movement.ts';
import { shootTargets } from '../rules/shooting.ts';
import { isAlly, isEnemy, teamsOf } from '../rules/teams.ts';
import { checkVictory, updateHold } from '../rules/victory.ts';
import { scenarioById, type Scenario, type ScenarioSide } from '../scenario.ts';
import { reducerFor, testBattle, testScenario, testUnit, textMap } from '../testing.ts';
import { apply } from './apply.ts';
import { repoMap } from '../../../test/repoMaps.ts';

// Battles of three to six sides, with teams (issue 9): the turn round the table (SW-18), allies who
// are never enemies (SW-01 teams), a team's shared win, and whole battles played out by the scripted side.

const open = textMap(['........', '........', '........', '........', '........', '........'], undefined, 3);
const NAMES = ['Agency', 'Cult', 'Gang', 'Army', 'Undead', 'Police'];

/** A scenario of `teams.length` sides; `undefined` teams: every side for itself. */
function sidesScenario(teams: (number | undefined)[], win: Scenario['win'] = { destroy: true, lastTurn: 30 }): Scenario {
  const sides: ScenarioSide[] = teams.map((team, i) => ({ name: NAMES[i], units: [], ...(team === undefined ? {} : { team }) }));
  return testScenario({ sides, win });
}

function battle(scenario: Scenario, units: UnitState[], over: Partial<BattleState> = {}): BattleState {
  const n = scenario.sides.length;
  return testBattle(open, units, 1, { scenario, sideNames: scenario.sides.map((s) => s.name), resources: new Array(n).fill(0), holdTurns: new Array(n).fill(0), ...over });
}

const archer = (id: string, side: number, x: number, y: number) => testUnit(id, side, x, y, { missileAttack: 3, missileRange: 8 });

function phases(events: BattleEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'phase' ? [`${e.phase} ${e.side}${e.phase === 'opportunity' ? ` at ${e.mover}` : ''}`] : []));
}

describe('SW-18 the turn round the table', () => {
  it('three sides: each move phase, then every other side\'s opportunity fire in seat order after the mover; then combat and the next turn', () => {
    const scenario = sidesScenario([undefined, undefined, undefined]);
    const r = reducerFor(scenario);
    let s = battle(scenario, [archer('A1', 0, 0, 0), archer('B1', 1, 4, 5), archer('C1', 2, 7, 0)]);
    const events: BattleEvent[] = [];
    const step = (side: number, c: Command) => {
      const out = r.step(s, side, c);
      s = out.state;
      events.push(...out.events);
    };
    step(0, { type: 'move', unitId: 'A1', to: { x: 1, y: 0 } });
    step(0, { type: 'endPhase' });
    step(1, { type: 'endPhase' });
    step(2, { type: 'endPhase' });
    step(1, { type: 'move', unitId: 'B1', to: { x: 4, y: 4 } });
    step(1, { type: 'endPhase' });
    step(2, { type: 'endPhase' });
    step(0, { type: 'endPhase' });
    step(2, { type: 'move', unitId: 'C1', to: { x: 7, y: 1 } });
    step(2, { type: 'endPhase' });
    step(0, { type: 'endPhase' });
    step(1, { type: 'endPhase' });
    expect(phases(events)).toEqual([
      'opportunity 1 at 0',
      'opportunity 2 at 0',
      'move 1',
      'opportunity 2 at 1',
      'opportunity 0 at 1',
      'move 2',
      'opportunity 0 at 2',
      'opportunity 1 at 2',
      'combat 1',
      'move 0',
    ]);
    expect(s.turn).toBe(2);
  });

  it('teams: an ally has nothing to fire at, so its opportunity phase is skipped', () => {
    const scenario = sidesScenario([1, 2, 1, 2]);
    const r = reducerFor(scenario);
    let s = battle(scenario, [archer('A1', 0, 0, 0), archer('B1', 1, 4, 5), archer('C1', 2, 7, 0), archer('D1', 3, 0, 5)]);
    const out = r.step(r.step(s, 0, { type: 'move', unitId: 'A1', to: { x: 1, y: 0 } }).state, 0, { type: 'endPhase' });
    s = out.state;
    // Side 2 (side 0's ally) is skipped between the enemies 1 and 3.
    expect(phases(out.events)).toEqual(['opportunity 1 at 0']);
    s = r.step(s, 1, { type: 'endPhase' }).state;
    expect([s.phase, s.active, s.mover]).toEqual(['opportunity', 3, 0]);
  });
});

describe('SW-01 teams: allies are never enemies', () => {
  const scenario = sidesScenario([1, 2, 1]);

  it('one definition: same team allies, other teams and sides without a team enemies', () => {
    const s = battle(scenario, []);
    expect([isEnemy(s, 0, 1), isEnemy(s, 0, 2), isEnemy(s, 0, 0), isAlly(s, 0, 2), isAlly(s, 0, 0)]).toEqual([true, false, false, true, false]);
    const free = battle(sidesScenario([undefined, undefined, undefined]), []);
    expect([isEnemy(free, 0, 1), isEnemy(free, 0, 2), isEnemy(free, 1, 2)]).toEqual([true, true, true]);
    expect(teamsOf(scenario)).toEqual([[0, 2], [1]]);
  });

  it('allies make no zone of control, are no melee or missile target, and join no React cluster', () => {
    const s = battle(scenario, [archer('A1', 0, 2, 2), archer('C1', 2, 3, 3), testUnit('B1', 1, 7, 5)]);
    const a1 = s.units[0];
    expect(adjacentEnemies(s, a1)).toEqual([]);
    expect(shootTargets(s, a1).map((u) => u.id)).toEqual(['B1']);
    expect(enemyZones(s, 0).some((sq) => sq.x === 3 && sq.y === 2)).toBe(false);
    expect(combatOrder(s, s.rng).order).toEqual([]);
  });

  it('SW-16 an allied square may be passed through but not stopped on: stacks are of own units', () => {
    const corridor = textMap(['#####', '.....', '#####'], undefined, 3);
    const s = testBattle(corridor, [testUnit('A1', 0, 0, 1), testUnit('C1', 2, 1, 1)], 1, {
      scenario,
      sideNames: ['Agency', 'Cult', 'Gang'],
      resources: [0, 0, 0],
      holdTurns: [0, 0, 0],
    });
    const reach = reachable(s, 'A1').map((q) => `${q.x},${q.y}`);
    expect(reach).toContain('2,1');
    expect(reach).not.toContain('1,1');
    // An enemy in the same place blocks the corridor.
    const enemy = { ...s, units: [s.units[0], { ...s.units[1], side: 1 }] };
    expect(reachable(enemy, 'A1')).toEqual([]);
  });

  it('a shot or an attack at an ally is refused with code ally, and never offered', () => {
    const r = reducerFor(scenario);
    const units = [archer('A1', 0, 2, 2), archer('C1', 2, 3, 3), testUnit('B1', 1, 1, 1, { react: 1 })];
    const move = battle(scenario, units);
    expect(r.refusal(move, 0, { type: 'shoot', unitId: 'A1', targetId: 'C1' })).toBe('ally');
    const opp = battle(scenario, units.map((u) => (u.id === 'C1' ? { ...u, moved: true } : u)), { phase: 'opportunity', active: 0, mover: 2, actionsLeft: 0 });
    expect(r.refusal(opp, 0, { type: 'shoot', unitId: 'A1', targetId: 'C1' })).toBe('ally');
    const combat = battle(scenario, units, { phase: 'combat', combat: { order: ['A1'], index: 0 }, pending: { unitId: 'A1', targets: ['B1'] } });
    expect(r.refusal(combat, 0, { type: 'attack', unitId: 'A1', targetId: 'C1' })).toBe('ally');
    // The same target on the other team is a plain bad target, so the code names the ally only.
    expect(r.refusal({ ...combat, units: combat.units.map((u) => (u.id === 'C1' ? { ...u, side: 1 } : u)) }, 0, { type: 'attack', unitId: 'A1', targetId: 'C1' })).toBe('bad-target');
    for (const s of [move, opp, combat]) {
      const offered = legalCommands(viewFor(s, 0), 0).filter((c) => c.type === 'shoot' || c.type === 'attack');
      expect(offered.map((c) => ('targetId' in c ? c.targetId : ''))).not.toContain('C1');
      expect(chooseCommand(viewFor(s, 0), 0)).not.toMatchObject({ targetId: 'C1' });
    }
    expect(legalCommands(viewFor(move, 0), 0).some((c) => c.type === 'shoot' && c.targetId === 'B1')).toBe(true);
  });
});

describe('SW-01 victory by team', () => {
  const dead = { condition: 'dead' as const };

  it('destroy: the last team standing wins together; with two teams still standing the battle goes on', () => {
    const sc = sidesScenario([1, 2, 1, 2]);
    const s = battle(sc, [testUnit('A1', 0, 0, 0), testUnit('B1', 1, 1, 5, dead), testUnit('C1', 2, 7, 0, dead), testUnit('D1', 3, 3, 5, dead)]);
    expect(checkVictory(s, sc)).toEqual({ winner: 0, winners: [0, 2], reason: 'Agency and Gang destroyed the enemy' });
    const goingOn = battle(sc, [testUnit('A1', 0, 0, 0, dead), testUnit('B1', 1, 1, 5, dead), testUnit('C1', 2, 7, 0), testUnit('D1', 3, 3, 5)]);
    expect(checkVictory(goingOn, sc)).toBeNull();
    const ffa = sidesScenario([undefined, undefined, undefined]);
    expect(checkVictory(battle(ffa, [testUnit('A1', 0, 0, 0, dead), testUnit('B1', 1, 1, 5), testUnit('C1', 2, 7, 0)]), ffa)).toBeNull();
    expect(checkVictory(battle(ffa, [testUnit('A1', 0, 0, 0, dead), testUnit('B1', 1, 1, 5), testUnit('C1', 2, 7, 0, dead)]), ffa)).toMatchObject({ winner: 1, winners: [1] });
    expect(checkVictory(battle(ffa, [testUnit('A1', 0, 0, 0, dead), testUnit('B1', 1, 1, 5, dead), testUnit('C1', 2, 7, 0, dead)]), ffa)).toEqual({
      winner: null,
      winners: [],
      reason: 'Every side was destroyed',
    });
  });

  it('most units: counted per team, the sides of a team added up', () => {
    const sc = sidesScenario([1, 2, 1], { mostUnitsAfter: 5 });
    // Side 1 alone has more units than either of 0 and 2, but fewer than both together.
    const units = [testUnit('A1', 0, 0, 0), testUnit('B1', 1, 1, 5), testUnit('B2', 1, 2, 5), testUnit('B3', 1, 3, 5), testUnit('C1', 2, 7, 0), testUnit('C2', 2, 6, 0), testUnit('C3', 2, 5, 0)];
    expect(checkVictory(battle(sc, units, { turn: 5 }), sc)).toEqual({ winner: 0, winners: [0, 2], reason: 'Agency and Gang have more units standing after turn 5 (4 to 3)' });
  });

  it('most units: equal teams draw', () => {
    const sc = sidesScenario([1, 2, 1], { mostUnitsAfter: 5 });
    const units = [testUnit('A1', 0, 0, 0), testUnit('B1', 1, 1, 5), testUnit('B2', 1, 2, 5), testUnit('C1', 2, 7, 0)];
    expect(checkVictory(battle(sc, units, { turn: 5 }), sc)).toMatchObject({ winner: null, winners: [], reason: 'Equal units standing after turn 5 (2 to 2): a draw' });
  });

  it('nodes: counted per team', () => {
    const sc = sidesScenario([1, 2, 2], { nodesAfter: 4 });
    // Side 0 has as many nodes as side 1 and more than side 2; sides 1 and 2 together have the most.
    const s = battle(sc, [testUnit('A1', 0, 0, 0), testUnit('B1', 1, 1, 5), testUnit('C1', 2, 7, 0)], { turn: 4, nodeOwners: [0, 0, 1, 2, null, 1] });
    expect(checkVictory(s, sc)).toMatchObject({ winner: 1, winners: [1, 2] });
  });

  it('hold: allies in the area together hold it for their team; an enemy beside them breaks the hold', () => {
    const sc = sidesScenario([1, 2, 1], { hold: { area: { x: 2, y: 2, w: 3, h: 2 }, turns: 2 }, lastTurn: 10 });
    const inside = [testUnit('A1', 0, 2, 2), testUnit('C1', 2, 4, 3), testUnit('B1', 1, 7, 5)];
    const once = battle(sc, inside);
    const held = updateHold(once, sc);
    expect(held).toEqual([1, 0, 1]);
    expect(checkVictory({ ...once, holdTurns: updateHold({ ...once, holdTurns: held }, sc) }, sc)).toEqual({
      winner: 0,
      winners: [0, 2],
      reason: 'Agency and Gang held the area for 2 turns',
    });
    const contested = battle(sc, inside.map((u) => (u.id === 'B1' ? { ...u, x: 3, y: 3 } : u)), { holdTurns: [1, 0, 1] });
    expect(updateHold(contested, sc)).toEqual([0, 0, 0]);
  });

  it('escape: the escaping side\'s team wins', () => {
    const sc = sidesScenario([1, 2, 1], { escape: { side: 0, unitType: 'test' }, lastTurn: 10 });
    // Side 0 deploys on the top row (textMap), so its far edge is the bottom row.
    const s = battle(sc, [testUnit('A1', 0, 3, 5), testUnit('B1', 1, 7, 0), testUnit('C1', 2, 0, 0)]);
    expect(checkVictory(s, sc)).toMatchObject({ winner: 0, winners: [0, 2] });
  });
});

describe('whole battles of 3, 4 and 6 sides played out by the scripted side', () => {
  it.each([
    ['crossroads-brawl', 3, 3],
    ['crossroads-pact', 4, 2],
    ['crossroads-six', 6, 3],
  ])('%s: %i sides in %i teams reach a result; the winners are whole teams and nobody ever attacked an ally', (id, sides, teams) => {
    const scenario = scenarioById(id)!;
    expect(scenario.sides).toHaveLength(sides);
    expect(teamsOf(scenario)).toHaveLength(teams);
    for (const seed of [1, 5]) {
      const r = playOut(scenario, repoMap(scenario.map), seed);
      if ('error' in r) throw new Error(r.error);
      const result = r.state.result!;
      expect(r.state.phase).toBe('over');
      expect(result.winner).toBe(result.winners[0] ?? null);
      if (result.winners.length) expect(teamsOf(scenario)).toContainEqual(result.winners);
      const moved = new Set<number>();
      for (const { side, command, events } of r.log) {
        if (command.type === 'move') moved.add(side);
        for (const e of events)
          if (e.type === 'attack') {
            const of = (unitId: string) => r.state.units.find((u) => u.id === unitId)!.side;
            expect(isEnemy(r.state, of(e.attackerId), of(e.defenderId)), `${e.attackerId} at ${e.defenderId}`).toBe(true);
          }
      }
      // Every side had its turn to move.
      expect(moved.size).toBe(sides);
      // Over means over: no side may act any more.
      for (let side = 0; side < sides; side++) expect(apply(r.state, side, { type: 'endPhase' })).toMatchObject({ ok: false, error: { code: 'battle-over' } });
    }
  });
});
