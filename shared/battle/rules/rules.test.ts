import { describe, expect, it } from 'vitest';
import { createBattle } from '../reducer/apply.ts';
import type { Command } from '../commands.ts';
import type { BattleEvent } from '../events.ts';
import { legalCommands } from '../queries/legal.ts';
import { reachable } from './movement.ts';
import { attackPreview } from '../queries/preview.ts';
import { forSale, mayRebuild, purchases, recoverCost, startingResources } from './resources.ts';
import { SCENARIOS, type Scenario } from '../scenario.ts';
import { lineOfSight, opportunityTargets, shootTargets } from './shooting.ts';
import type { BattleState } from '../model.ts';
import { reducerFor, testBattle, testUnit, textMap } from '../testing.ts';
import { effectiveStats } from '../units.ts';
import { checkVictory, updateHold } from './victory.ts';

// The rules issue #3 adds, through the same reducer the server runs.

const base: Scenario = {
  id: 'test',
  name: 'Test',
  description: '',
  map: 'test',
  sides: [
    { name: 'Agency', units: [], reinforcements: ['police'] },
    { name: 'Cult', units: [] },
  ],
  win: { destroy: true, mostUnitsAfter: 20 },
};

const open = textMap(['..........', '..........', '..........', '..........', '..........', '..........']);

function step(state: BattleState, side: number, cmd: Command, scenario = base) {
  return reducerFor(scenario).step(state, side, cmd);
}

function rejected(state: BattleState, side: number, cmd: Command, code: string, scenario = base): void {
  expect(reducerFor(scenario).refusal(state, side, cmd)).toBe(code);
}

const archer = (id: string, side: number, x: number, y: number, over = {}) => testUnit(id, side, x, y, { missileAttack: 5, missileRange: 3, ...over });

describe('shooting', () => {
  it('SW-27 a unit shoots Missile Attack against Defend at an enemy within its Missile Range', () => {
    const s = testBattle(open, [archer('A1', 0, 0, 0), testUnit('B1', 1, 3, 2), testUnit('B2', 1, 4, 0)]);
    expect(shootTargets(s, s.units[0]).map((u) => u.id)).toEqual(['B1']);
    const { events, state } = step(s, 0, { type: 'shoot', unitId: 'A1', targetId: 'B1' });
    const e = events[0] as Extract<BattleEvent, { type: 'attack' }>;
    expect(e).toMatchObject({ type: 'attack', kind: 'missile', opportunity: false, attackerId: 'A1', defenderId: 'B1' });
    expect(e.roll.a.ability).toBe(5);
    expect(e.roll.b.ability).toBe(4);
    expect(state.actionsLeft).toBe(2);
    rejected(s, 0, { type: 'shoot', unitId: 'A1', targetId: 'B2' }, 'bad-target');
  });

  it('SW-21 a broken unit cannot attack, so it cannot shoot: not in its move phase, not in opportunity fire', () => {
    const s = testBattle(open, [archer('A1', 0, 0, 0, { condition: 'broken' }), testUnit('B1', 1, 2, 2)]);
    expect(shootTargets(s, s.units[0])).toEqual([]);
    rejected(s, 0, { type: 'shoot', unitId: 'A1', targetId: 'B1' }, 'cannot-shoot');
    expect(legalCommands(s, 0).some((c) => c.type === 'shoot')).toBe(false);
    // B1 walks into range of the broken archer: side 0 gets no opportunity phase, and could not fire in one.
    const t = testBattle(open, [archer('A1', 0, 0, 0, { condition: 'broken' }), testUnit('B1', 1, 6, 0)], 1, { active: 1, mover: 1 });
    const moved = step(t, 1, { type: 'move', unitId: 'B1', to: { x: 3, y: 0 } }).state;
    expect(opportunityTargets(moved, moved.units[0])).toEqual([]);
    const after = step(moved, 1, { type: 'endPhase' }).state;
    expect(after.phase).not.toBe('opportunity');
    rejected({ ...moved, phase: 'opportunity', active: 0, mover: 1, actionsLeft: 0 }, 0, { type: 'shoot', unitId: 'A1', targetId: 'B1' }, 'cannot-shoot');
  });

  it('SW-26 a higher unit gets its height difference as bonus dice when it shoots too', () => {
    const hill = textMap(['.....', '.....'], ['20000', '00000']);
    const s = testBattle(hill, [archer('A1', 0, 0, 0), testUnit('B1', 1, 3, 1)]);
    expect(attackPreview(s, 'A1', 'B1', 'missile')!.attack.modifiers).toEqual([{ reason: '2 higher', bonus: 2, penalty: 0 }]);
    const e = step(s, 0, { type: 'shoot', unitId: 'A1', targetId: 'B1' }).events[0] as Extract<BattleEvent, { type: 'attack' }>;
    expect(e.roll.a.bonus).toBe(2);
    expect(e.roll.a.dice).toHaveLength(4);
  });

  it('SW-27 a barrier between the squares blocks the line of sight', () => {
    const walled = textMap(['..#..', '.....']);
    expect(lineOfSight(walled, { x: 0, y: 0 }, { x: 4, y: 0 }).clear).toBe(false);
    expect(lineOfSight(walled, { x: 0, y: 1 }, { x: 4, y: 1 }).clear).toBe(true);
  });

  it('SW-25 woods and swamp give a penalty die per square into or through; rough only into', () => {
    const m = textMap(['.ws.r', '...w.']);
    expect(lineOfSight(m, { x: 0, y: 0 }, { x: 4, y: 0 }).penalties).toEqual([
      { reason: '2 woods/swamp squares in the way', bonus: 0, penalty: 2 },
      { reason: 'target in rough', bonus: 0, penalty: 1 },
    ]);
    expect(lineOfSight(m, { x: 0, y: 1 }, { x: 3, y: 1 }).penalties).toEqual([{ reason: 'target in woods', bonus: 0, penalty: 1 }]);
    const s = testBattle(m, [archer('A1', 0, 0, 0, { missileRange: 3 }), testUnit('B1', 1, 3, 0)]);
    const p = attackPreview(s, 'A1', 'B1', 'missile')!;
    expect(p.attack.modifiers.reduce((n, x) => n + x.penalty, 0)).toBe(2); // woods and swamp on the way, clear target square
  });

  it('SW-25 rough gives a penalty die only to shots into it, not through it', () => {
    const m = textMap(['.rr.', '....']);
    expect(lineOfSight(m, { x: 0, y: 0 }, { x: 3, y: 0 }).penalties).toEqual([]);
    expect(lineOfSight(m, { x: 0, y: 0 }, { x: 2, y: 0 }).penalties).toEqual([{ reason: 'target in rough', bonus: 0, penalty: 1 }]);
  });

  it('SW-14 a unit shoots at most once a turn', () => {
    let s = testBattle(open, [archer('A1', 0, 0, 0), testUnit('B1', 1, 2, 2)]);
    s = step(s, 0, { type: 'shoot', unitId: 'A1', targetId: 'B1' }).state;
    rejected(s, 0, { type: 'shoot', unitId: 'A1', targetId: 'B1' }, 'already-shot');
  });

  it('SW-06 Ranged gives Missile Attack 1 and Missile Range 1', () => {
    expect(effectiveStats({ id: 'r', name: 'R', attack: 3, defend: 3, react: 3, move: 3, vitality: 2, cost: 3, specials: [{ type: 'ranged' }] })).toMatchObject({ missileAttack: 1, missileRange: 1 });
  });

  it('SW-06 Advantage gives a bonus die in its circumstance; Mobility doubles the cost of its terrain', () => {
    const m = textMap(['.w.', '...']);
    const woodsman = testUnit('A1', 0, 1, 0, { specials: [{ type: 'advantage', roll: 'defend', when: { terrain: ['woods'] } }] });
    const s = testBattle(m, [woodsman, testUnit('B1', 1, 2, 1)]);
    expect(attackPreview(s, 'B1', 'A1', 'melee')!.defend.modifiers).toEqual([{ reason: 'Unit A1: advantage', bonus: 1, penalty: 0 }]);
    const slow = testBattle(m, [testUnit('A1', 0, 0, 0, { move: 3, specials: [{ type: 'mobility', terrain: ['woods'] }] })]);
    expect(reachable(slow, 'A1').find((r) => r.x === 1 && r.y === 0)).toBeUndefined(); // woods costs 4 > 3
  });
});

describe('the turn', () => {
  it('SW-18 first side moves, second fires, second moves, first fires, then combat', () => {
    const units = [archer('A1', 0, 0, 0), testUnit('A2', 0, 9, 5), archer('B1', 1, 5, 0), testUnit('B2', 1, 9, 0)];
    let s = testBattle(open, units);
    s = step(s, 0, { type: 'move', unitId: 'A1', to: { x: 2, y: 0 } }).state; // A1 comes within B1's range 3
    const r = step(s, 0, { type: 'endPhase' });
    expect(r.state.phase).toBe('opportunity');
    expect(r.state.active).toBe(1);
    expect(opportunityTargets(r.state, r.state.units.find((u) => u.id === 'B1')!).map((u) => u.id)).toEqual(['A1']);
    s = step(r.state, 1, { type: 'endPhase' }).state;
    expect([s.phase, s.active]).toEqual(['move', 1]);
    s = step(s, 1, { type: 'move', unitId: 'B2', to: { x: 9, y: 2 } }).state;
    s = step(s, 1, { type: 'endPhase' }).state;
    // Side 0 has nothing to fire at (B2 ended out of range), no unit touches an enemy, nothing to buy:
    // opportunity, combat and resources pass by themselves and turn 2 begins.
    expect([s.turn, s.phase, s.active]).toEqual([2, 'move', 0]);
  });

  it('SW-17 opportunity fire only at units that moved INTO range, one shot per shooter', () => {
    const units = [testUnit('A1', 0, 0, 0), testUnit('A2', 0, 4, 3), archer('B1', 1, 6, 0, { missileRange: 2 })];
    let s = testBattle(open, units);
    s = step(s, 0, { type: 'move', unitId: 'A1', to: { x: 3, y: 0 } }).state; // ends outside range 2 of (6,0)
    s = step(s, 0, { type: 'move', unitId: 'A2', to: { x: 5, y: 2 } }).state; // ends inside
    s = step(s, 0, { type: 'endPhase' }).state;
    const b1 = s.units.find((u) => u.id === 'B1')!;
    expect(opportunityTargets(s, b1).map((u) => u.id)).toEqual(['A2']);
    rejected(s, 1, { type: 'shoot', unitId: 'B1', targetId: 'A1' }, 'bad-target');
    const r = step(s, 1, { type: 'shoot', unitId: 'B1', targetId: 'A2' });
    expect(r.events[0]).toMatchObject({ type: 'attack', kind: 'missile', opportunity: true });
    // One shot each: with nothing else to fire, the phase ended by itself and side 1 now moves.
    expect([r.state.phase, r.state.active]).toEqual(['move', 1]);
  });

  it('SW-17 a unit that started in range and did not move cannot be fired at', () => {
    let s = testBattle(open, [testUnit('A1', 0, 4, 0), testUnit('A2', 0, 0, 5), archer('B1', 1, 6, 0)]);
    s = step(s, 0, { type: 'move', unitId: 'A2', to: { x: 1, y: 5 } }).state;
    s = step(s, 0, { type: 'endPhase' }).state;
    expect([s.phase, s.active]).toEqual(['move', 1]); // no opportunity: A1 never moved, A2 is out of range
  });
});

describe('recovery and resources', () => {
  it('SW-13 recovering: bloodied to OK for 1 RP; broken to bloodied for half the cost minus one, at least 1', () => {
    expect(recoverCost(testUnit('A', 0, 0, 0, { condition: 'bloodied', cost: 9 }))).toBe(1);
    expect(recoverCost(testUnit('A', 0, 0, 0, { condition: 'broken', cost: 9 }))).toBe(3);
    expect(recoverCost(testUnit('A', 0, 0, 0, { condition: 'broken', cost: 2 }))).toBe(1);
    expect(recoverCost(testUnit('A', 0, 0, 0, { condition: 'ok' }))).toBeNull();
    let s = testBattle(open, [testUnit('A1', 0, 0, 0, { condition: 'broken', cost: 8 })], 1, { resources: [3, 0] });
    const r = step(s, 0, { type: 'recover', unitId: 'A1' });
    expect(r.state.units[0].condition).toBe('bloodied');
    expect(r.state.resources[0]).toBe(0);
    expect(r.state.actionsLeft).toBe(2);
    s = r.state;
    rejected(s, 0, { type: 'recover', unitId: 'A1' }, 'already-recovered');
  });

  it('SW-15 one resource point buys one more action', () => {
    const s = testBattle(open, [testUnit('A1', 0, 0, 0)], 1, { resources: [1, 0], actionsLeft: 0 });
    const r = step(s, 0, { type: 'buyAction' });
    expect(r.state.actionsLeft).toBe(1);
    expect(r.state.resources[0]).toBe(0);
    rejected(r.state, 0, { type: 'buyAction' }, 'no-resources');
  });

  it('SW-23 starting RP is the enemy force cost minus your own, never below 0', () => {
    expect(startingResources([10, 14])).toEqual([4, 0]);
    const created = createBattle({ ...base, sides: [{ name: 'A', units: ['police'] }, { name: 'B', units: ['robots'] }] }, open, 1);
    if (!created.ok) throw new Error(created.error.message);
    expect(created.state.resources).toEqual([5, 0]); // robots 8 - police 3
  });

  it('SW-23 the last side to touch a node controls it and gains 1 RP per node each resource phase', () => {
    const m = { ...open, nodes: [{ x: 5, y: 2 }, { x: 9, y: 5 }] };
    let s = testBattle(m, [testUnit('A1', 0, 2, 2), testUnit('B1', 1, 9, 1)]);
    const r = step(s, 0, { type: 'move', unitId: 'A1', to: { x: 4, y: 2 } });
    expect(r.state.nodeOwners).toEqual([0, null]);
    expect(r.events).toContainEqual({ type: 'nodeTaken', node: 0, side: 0, at: { x: 5, y: 2 } });
    s = step(r.state, 0, { type: 'endPhase' }).state;
    s = step(s, 1, { type: 'move', unitId: 'B1', to: { x: 8, y: 4 } }).state;
    const end = step(s, 1, { type: 'endPhase' }, { ...base, sides: [{ name: 'Agency', units: [] }, { name: 'Cult', units: [] }] });
    expect(end.state.nodeOwners).toEqual([0, 1]);
    expect(end.events).toContainEqual({ type: 'income', side: 0, gained: 1, resources: 1 });
    expect(end.events).toContainEqual({ type: 'income', side: 1, gained: 1, resources: 1 });
  });

  it('SW-24 in the resource phase RP buy reinforcements and bring back the dead', () => {
    const m = { ...open, nodes: [] };
    let s = testBattle(m, [testUnit('A1', 0, 0, 0, { condition: 'dead', cost: 4 }), testUnit('A2', 0, 1, 0), testUnit('B1', 1, 9, 5)], 1, { resources: [7, 0] });
    s = step(s, 0, { type: 'endPhase' }).state;
    s = step(s, 1, { type: 'endPhase' }).state;
    expect([s.phase, s.active]).toEqual(['resources', 0]);
    expect(legalCommands({ ...s, scenario: base }, 0)).toEqual([{ type: 'buy', unitType: 'police' }, { type: 'revive', unitId: 'A1' }, { type: 'endPhase' }]);
    const bought = step(s, 0, { type: 'buy', unitType: 'police' });
    expect(bought.state.units.at(-1)).toMatchObject({ id: 'A3', type: 'police', side: 0, y: 0, condition: 'ok' });
    expect(bought.state.resources[0]).toBe(4);
    rejected(s, 0, { type: 'buy', unitType: 'demons' }, 'not-for-sale');
    const back = step(bought.state, 0, { type: 'revive', unitId: 'A1' });
    expect(back.state.units.find((u) => u.id === 'A1')).toMatchObject({ condition: 'ok', y: 0 });
    expect(back.state.resources[0]).toBe(0);
  });

  it('SW-24 by default a side may buy the unit types it started with and bring back its dead', () => {
    const sc: Scenario = { ...base, sides: [{ name: 'Agency', units: ['police', 'agents', 'police'] }, { name: 'Cult', units: ['cultists'] }] };
    const s = testBattle({ ...open, nodes: [] }, [testUnit('A1', 0, 0, 0, { condition: 'dead', cost: 4 }), testUnit('A2', 0, 1, 0), testUnit('B1', 1, 9, 5)], 1, {
      phase: 'resources',
      resources: [20, 20],
      scenario: sc,
    });
    expect(forSale(sc, 0)).toEqual(['police', 'agents']);
    expect(legalCommands(s, 0)).toEqual([{ type: 'buy', unitType: 'police' }, { type: 'buy', unitType: 'agents' }, { type: 'revive', unitId: 'A1' }, { type: 'endPhase' }]);
    expect(step(s, 0, { type: 'buy', unitType: 'agents' }, sc).state.units.at(-1)).toMatchObject({ id: 'A3', type: 'agents' });
    expect(step(s, 0, { type: 'revive', unitId: 'A1' }, sc).state.units[0]).toMatchObject({ id: 'A1', condition: 'ok' });
    rejected(s, 0, { type: 'buy', unitType: 'cultists' }, 'not-for-sale', sc);
  });

  it('SW-24 a scenario narrows it: its own list of types for sale ([] for none), noRebuild keeps a side\'s dead dead', () => {
    const sc: Scenario = { ...base, sides: [{ name: 'Agency', units: ['police', 'agents'], reinforcements: [], noRebuild: true }, { name: 'Cult', units: ['cultists'] }] };
    const s = testBattle({ ...open, nodes: [] }, [testUnit('A1', 0, 0, 0, { condition: 'dead', cost: 4 }), testUnit('A2', 0, 1, 0), testUnit('B1', 1, 9, 5)], 1, {
      phase: 'resources',
      resources: [20, 20],
      scenario: sc,
    });
    expect(legalCommands(s, 0)).toEqual([{ type: 'endPhase' }]);
    rejected(s, 0, { type: 'buy', unitType: 'police' }, 'not-for-sale', sc);
    rejected(s, 0, { type: 'revive', unitId: 'A1' }, 'not-for-sale', sc);
    expect(purchases(s, 0)).toEqual({ buy: [], revive: [], heroes: [] });
  });

  it('SW-24 what each scenario lets each side buy and bring back (docs/RULES.md records why)', () => {
    const table = SCENARIOS.map((sc) => [sc.id, sc.sides.map((_, side) => [forSale(sc, side).join(' '), mayRebuild(sc, side)])]);
    expect(table).toEqual([
      ['skirmish', [['agents police', true], ['cursed-cultists', true]]],
      ['valley-clash', [['soldiers robots police agents', true], ['undead', true]]],
      ['turf-war', [['thugs criminals', true], ['minions thugs', true]]],
      ['valley-crackdown', [['police agents', true], ['criminals thugs', true]]],
      ['extraction', [['agents police', false], ['soldiers agents spies automata', true]]],
      ['elder-rite', [['police', true], ['cultists', true]]],
      ['night-of-vampires', [['police', true], ['undead', true]]],
      ['crossroads-brawl', [['gangsters criminals thugs', true], ['cursed-cultists cultists thugs criminals', true], ['thugs criminals', true]]],
      ['crossroads-pact', [['soldiers police agents', true], ['undead ghosts vermin', true], ['riot-police police agents', true], ['cursed-cultists cultists thugs', true]]],
      [
        'crossroads-six',
        [['agents police', true], ['kung-fu minions', true], ['undead vermin ghosts', true], ['cursed-cultists cultists thugs', true], ['soldiers police', true], ['gangsters criminals thugs', true]],
      ],
      ['tutorial', [['agents police', true], ['cursed-cultists', true]]],
    ]);
  });
});

describe('win conditions', () => {
  it('SW-01 hold: a side alone in the area for K consecutive turns wins', () => {
    const sc: Scenario = { ...base, win: { hold: { area: { x: 4, y: 2, w: 2, h: 2 }, turns: 2 }, lastTurn: 10 } };
    let s = testBattle(open, [testUnit('A1', 0, 4, 2), testUnit('B1', 1, 9, 5)]);
    s = { ...s, holdTurns: updateHold(s, sc) };
    expect(s.holdTurns).toEqual([1, 0]);
    expect(checkVictory(s, sc)).toBeNull();
    s = { ...s, holdTurns: updateHold(s, sc) };
    expect(checkVictory(s, sc)).toMatchObject({ winner: 0 });
    const contested = testBattle(open, [testUnit('A1', 0, 4, 2), testUnit('B1', 1, 5, 3)], 1, { holdTurns: [1, 0] });
    expect(updateHold(contested, sc)).toEqual([0, 0]);
  });

  it('SW-01 nodes: after turn N the side with more nodes wins', () => {
    const sc: Scenario = { ...base, win: { nodesAfter: 5 } };
    const s = testBattle({ ...open, nodes: [{ x: 1, y: 1 }, { x: 2, y: 2 }, { x: 3, y: 3 }] }, [testUnit('A1', 0, 0, 0), testUnit('B1', 1, 9, 5)], 1, { turn: 5, nodeOwners: [1, 1, 0] });
    expect(checkVictory(s, sc)).toMatchObject({ winner: 1 });
    expect(checkVictory({ ...s, turn: 4 }, sc)).toBeNull();
  });

  it('SW-01 escape: a unit of the given type on the far edge wins', () => {
    const m = { ...open, deploy: [{ side: 0, x: 0, y: 0, w: 2, h: 6 }, { side: 1, x: 8, y: 0, w: 2, h: 6 }] };
    const sc: Scenario = { ...base, win: { escape: { side: 0, unitType: 'vip' }, lastTurn: 10 } };
    const s = testBattle(m, [testUnit('A1', 0, 9, 3, { type: 'vip' }), testUnit('B1', 1, 5, 5)]);
    expect(checkVictory(s, sc)).toMatchObject({ winner: 0 });
    expect(checkVictory({ ...s, units: [{ ...s.units[0], x: 8 }, s.units[1]] }, sc)).toBeNull();
  });
});

describe('set-up', () => {
  const sc: Scenario = { ...base, sides: [{ name: 'Agency', units: ['police', 'police', 'agents'] }, { name: 'Cult', units: ['cultists'] }] };
  const created = createBattle(sc, open, 3, { deployment: 'players' });
  if (!created.ok) throw new Error(created.error.message);
  const start = created.state;

  it('SW-10 the second player places first, then the sides alternate, and the side with more places its extras last', () => {
    expect([start.phase, start.active, start.units.length, start.reserves.length]).toEqual(['deploy', 1, 0, 4]);
    rejected(start, 0, { type: 'deploy', unitId: 'A1', to: { x: 0, y: 0 } }, 'not-your-turn', sc);
    let s = step(start, 1, { type: 'deploy', unitId: 'B1', to: { x: 3, y: 5 } }, sc).state;
    expect(s.active).toBe(0);
    s = step(s, 0, { type: 'deploy', unitId: 'A2', to: { x: 2, y: 0 } }, sc).state;
    expect(s.active).toBe(0); // the Cult has nothing left: Agency places the rest
    s = step(s, 0, { type: 'deploy', unitId: 'A1', to: { x: 5, y: 0 } }, sc).state;
    const r = step(s, 0, { type: 'deploy', unitId: 'A3', to: { x: 7, y: 0 } }, sc);
    expect([r.state.phase, r.state.active, r.state.turn]).toEqual(['move', 0, 1]);
    expect(r.state.reserves).toEqual([]);
    expect(r.state.units.map((u) => [u.id, u.x, u.y])).toEqual([['B1', 3, 5], ['A2', 2, 0], ['A1', 5, 0], ['A3', 7, 0]]);
  });

  it('SW-10 with three sides (the project generalisation): the second places first, then the order runs back round the table: second, first, third', () => {
    const three: Scenario = { ...base, sides: [0, 1, 2].map((i) => ({ name: `S${i}`, units: ['police', 'police'] })) };
    const m = { ...open, deploy: [{ side: 0, x: 0, y: 0, w: 10, h: 1 }, { side: 1, x: 0, y: 5, w: 10, h: 1 }, { side: 2, x: 9, y: 1, w: 1, h: 4 }] };
    const created = createBattle(three, m, 1, { deployment: 'players' });
    if (!created.ok) throw new Error(created.error.message);
    let s = created.state;
    const order: number[] = [];
    while (s.phase === 'deploy') {
      order.push(s.active);
      const c = legalCommands(s, s.active).find((x) => x.type === 'deploy')!;
      s = step(s, s.active, c, three).state;
    }
    expect(order).toEqual([1, 0, 2, 1, 0, 2]);
  });

  it('SW-10 units go only on free squares of their own deploy area', () => {
    let s = step(start, 1, { type: 'deploy', unitId: 'B1', to: { x: 3, y: 5 } }, sc).state;
    rejected(s, 0, { type: 'deploy', unitId: 'A1', to: { x: 3, y: 5 } }, 'not-in-deploy-area', sc);
    rejected(s, 0, { type: 'deploy', unitId: 'A1', to: { x: 3, y: 2 } }, 'not-in-deploy-area', sc);
    rejected(s, 0, { type: 'deploy', unitId: 'B1', to: { x: 3, y: 0 } }, 'no-such-unit', sc);
    s = step(s, 0, { type: 'deployAll' }, sc).state;
    expect(s.phase).toBe('move');
    expect(s.units.filter((u) => u.side === 0).every((u) => u.y === 0)).toBe(true);
  });
});
