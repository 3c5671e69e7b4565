import { describe, expect, it } from 'vitest';
import type { Command } from '../commands.ts';
import type { BattleState, BattleView } from '../model.ts';
import { legalCommands } from '../queries/legal.ts';
import { viewFor } from '../queries/view.ts';
import { testBattle, testHero, testScenario, testUnit, textMap } from '../testing.ts';
import { apply } from './apply.ts';
import { check } from './guards.ts';

// check() on its own: one case per rule it enforces, the code each gives, and that apply() refuses
// exactly so (same rejection, same state object) and legalCommands() never lists a refused command.

const sc = testScenario({
  sides: [
    { name: 'Agency', units: [], reinforcements: ['police'] },
    { name: 'Cult', units: [] },
  ],
});
const open = textMap(['........', '........', '........', '........', '........', '........']);

/** A1 alone; A2 under A3 at (3,2); A4 shoots; B1 far away, B2 within A4's range. */
function battle(over: Partial<BattleState> = {}, units = baseUnits()): BattleState {
  return testBattle(open, units, 1, { scenario: sc, resources: [5, 5], ...over });
}

function baseUnits() {
  return [
    testUnit('A1', 0, 0, 0),
    testUnit('A2', 0, 3, 2),
    testUnit('A3', 0, 3, 2, { level: 1 }),
    testUnit('A4', 0, 6, 1, { missileAttack: 4, missileRange: 3 }),
    testUnit('B1', 1, 0, 5),
    testUnit('B2', 1, 6, 3),
  ];
}

const heroes = [testHero('h', 0, 'A1'), testHero('lost', 0, null), testHero('g', 1, 'B1'), testHero('on3', 0, 'A3')];
const combat = (pendingUnit = 'A1', targets = ['B1']): Partial<BattleState> => ({ phase: 'combat', combat: { order: [pendingUnit], index: 0 }, pending: { unitId: pendingUnit, targets } });

type Case = [name: string, state: BattleState, side: number, command: Command, code: string];

const full = [0, 1, 2, 3, 4, 5, 6, 7].map((x) => testUnit(`B${x + 3}`, 1, x, 0));

const CASES: Case[] = [
  ['over', battle({ phase: 'over' }), 0, { type: 'endPhase' }, 'battle-over'],
  ['out of turn', battle(), 1, { type: 'endPhase' }, 'not-your-turn'],
  ['move outside the move phase', battle({ phase: 'resources' }), 0, { type: 'move', unitId: 'A1', to: { x: 1, y: 0 } }, 'wrong-phase'],
  ['move with no actions left', battle({ actionsLeft: 0 }), 0, { type: 'move', unitId: 'A1', to: { x: 1, y: 0 } }, 'no-actions'],
  ['move of a unit that is not there', battle(), 0, { type: 'move', unitId: 'Z9', to: { x: 1, y: 0 } }, 'no-such-unit'],
  ['move of an enemy', battle(), 0, { type: 'move', unitId: 'B1', to: { x: 1, y: 5 } }, 'not-your-unit'],
  ['move from under a stack', battle(), 0, { type: 'move', unitId: 'A2', to: { x: 3, y: 3 } }, 'not-on-top'],
  ['second move in a turn', battle({}, baseUnits().map((u) => (u.id === 'A1' ? { ...u, moved: true } : u))), 0, { type: 'move', unitId: 'A1', to: { x: 1, y: 0 } }, 'already-moved'],
  ['order without the stack', battle(), 0, { type: 'move', unitId: 'A3', to: { x: 3, y: 3 }, order: ['A3', 'A2'] }, 'bad-order'],
  ['stack move with a wrong order', battle(), 0, { type: 'move', unitId: 'A3', to: { x: 3, y: 3 }, withStack: true, order: ['A3', 'A1'] }, 'bad-order'],
  ['lone unit moving with its stack', battle(), 0, { type: 'move', unitId: 'A1', to: { x: 1, y: 0 }, withStack: true }, 'no-stack'],
  ['move out of reach', battle(), 0, { type: 'move', unitId: 'A1', to: { x: 7, y: 0 } }, 'unreachable'],
  ['reorder of no stack', battle(), 0, { type: 'reorder', at: { x: 0, y: 0 }, order: ['A1', 'A2'] }, 'no-stack'],
  ['reorder of an enemy stack', battle({}, [...baseUnits(), testUnit('B3', 1, 0, 5, { level: 1 })]), 0, { type: 'reorder', at: { x: 0, y: 5 }, order: ['B3', 'B1'] }, 'not-your-unit'],
  ['reorder that is no permutation', battle(), 0, { type: 'reorder', at: { x: 3, y: 2 }, order: ['A3', 'A3'] }, 'bad-order'],
  ['shot by a unit without missiles', battle(), 0, { type: 'shoot', unitId: 'A1', targetId: 'B1' }, 'cannot-shoot'],
  ['shot by a broken unit', battle({}, baseUnits().map((u) => (u.id === 'A4' ? { ...u, condition: 'broken' as const } : u))), 0, { type: 'shoot', unitId: 'A4', targetId: 'B2' }, 'cannot-shoot'],
  ['second shot in a turn', battle({}, baseUnits().map((u) => (u.id === 'A4' ? { ...u, shot: true } : u))), 0, { type: 'shoot', unitId: 'A4', targetId: 'B2' }, 'already-shot'],
  ['shot out of range', battle(), 0, { type: 'shoot', unitId: 'A4', targetId: 'B1' }, 'bad-target'],
  ['shot outside the move phase', battle({ phase: 'resources' }), 0, { type: 'shoot', unitId: 'A4', targetId: 'B2' }, 'wrong-phase'],
  ['second opportunity shot', battle({ phase: 'opportunity', mover: 1 }, baseUnits().map((u) => (u.id === 'A4' ? { ...u, oppFired: true } : u))), 0, { type: 'shoot', unitId: 'A4', targetId: 'B2' }, 'already-shot'],
  ['opportunity shot at a unit that did not move', battle({ phase: 'opportunity', mover: 1 }), 0, { type: 'shoot', unitId: 'A4', targetId: 'B2' }, 'bad-target'],
  ['second recovery', battle({}, baseUnits().map((u) => (u.id === 'A1' ? { ...u, condition: 'bloodied' as const, recovered: true } : u))), 0, { type: 'recover', unitId: 'A1' }, 'already-recovered'],
  ['recovery of a whole unit', battle(), 0, { type: 'recover', unitId: 'A1' }, 'nothing-to-recover'],
  ['recovery without RP', battle({ resources: [0, 0] }, baseUnits().map((u) => (u.id === 'A1' ? { ...u, condition: 'bloodied' as const } : u))), 0, { type: 'recover', unitId: 'A1' }, 'no-resources'],
  ['action bought in combat', battle(combat()), 0, { type: 'buyAction' }, 'wrong-phase'],
  ['action bought without RP', battle({ resources: [0, 0] }), 0, { type: 'buyAction' }, 'no-resources'],
  ['end of the set-up by endPhase', battle({ phase: 'deploy' }), 0, { type: 'endPhase' }, 'wrong-phase'],
  ['end of combat by endPhase', battle(combat()), 0, { type: 'endPhase' }, 'wrong-phase'],
  ['attack outside combat', battle(), 0, { type: 'attack', unitId: 'A1', targetId: 'B1' }, 'wrong-phase'],
  ['attack by another unit', battle(combat()), 0, { type: 'attack', unitId: 'A3', targetId: 'B1' }, 'not-this-unit'],
  ['attack on a unit not touched', battle(combat()), 0, { type: 'attack', unitId: 'A1', targetId: 'B2' }, 'bad-target'],
  ['Vigor spent with no hero', battle(combat()), 0, { type: 'attack', unitId: 'A1', targetId: 'B1', vigor: 1 }, 'no-hero'],
  ['too much Vigor', battle({ ...combat(), heroes }), 0, { type: 'attack', unitId: 'A1', targetId: 'B1', vigor: 2 }, 'too-many-points'],
  ['Lasting Damage with no such secret', battle({ ...combat(), heroes }), 0, { type: 'attack', unitId: 'A1', targetId: 'B1', lasting: 1 }, 'no-secret'],
  [
    'more Lasting Damage than the pool holds',
    battle({ ...combat(), heroes: [testHero('h', 0, 'A1', { secrets: [{ type: 'lastingDamage', pool: 'vigor' }] })] }),
    0,
    { type: 'attack', unitId: 'A1', targetId: 'B1', vigor: 1, lasting: 2 },
    'too-many-points',
  ],
  ['pass with nothing pending', battle({ phase: 'combat' }), 0, { type: 'pass' }, 'wrong-phase'],
  ['buying outside the resource phase', battle(), 0, { type: 'buy', unitType: 'police' }, 'wrong-phase'],
  ['buying what is not for sale', battle({ phase: 'resources' }), 0, { type: 'buy', unitType: 'demons' }, 'not-for-sale'],
  ['buying where the scenario forbids it (SW-24 reinforcements: [])', battle({ phase: 'resources', scenario: { ...sc, sides: [{ ...sc.sides[0], reinforcements: [] }, sc.sides[1]] } }), 0, { type: 'buy', unitType: 'police' }, 'not-for-sale'],
  ['buying without RP', battle({ phase: 'resources', resources: [2, 0] }), 0, { type: 'buy', unitType: 'police' }, 'no-resources'],
  ['buying with the deploy area full', battle({ phase: 'resources' }, [...baseUnits(), ...full]), 0, { type: 'buy', unitType: 'police' }, 'no-room'],
  ['revival outside the resource phase', battle(), 0, { type: 'revive', unitId: 'A1' }, 'wrong-phase'],
  ['revival where the scenario forbids it (SW-24 noRebuild)', battle({ phase: 'resources', scenario: { ...sc, sides: [{ ...sc.sides[0], noRebuild: true }, sc.sides[1]] } }), 0, { type: 'revive', unitId: 'A1' }, 'not-for-sale'],
  ['revival of a living unit', battle({ phase: 'resources' }), 0, { type: 'revive', unitId: 'A1' }, 'no-such-unit'],
  ['revival without RP', battle({ phase: 'resources', resources: [1, 0] }, [...baseUnits(), testUnit('A9', 0, 5, 5, { condition: 'dead' })]), 0, { type: 'revive', unitId: 'A9' }, 'no-resources'],
  ['revival with the deploy area full', battle({ phase: 'resources' }, [...baseUnits(), ...full, testUnit('A9', 0, 5, 5, { condition: 'dead' })]), 0, { type: 'revive', unitId: 'A9' }, 'no-room'],
  ['placing after the set-up', battle(), 0, { type: 'deploy', unitId: 'A1', to: { x: 1, y: 0 } }, 'wrong-phase'],
  ['placing a unit not waiting', battle({ phase: 'deploy' }), 0, { type: 'deploy', unitId: 'A1', to: { x: 1, y: 0 } }, 'no-such-unit'],
  ['placing an enemy', battle({ phase: 'deploy', reserves: [testUnit('B9', 1, -1, -1)] }), 0, { type: 'deploy', unitId: 'B9', to: { x: 1, y: 0 } }, 'not-your-unit'],
  ['placing outside the deploy area', battle({ phase: 'deploy', reserves: [testUnit('A9', 0, -1, -1)] }), 0, { type: 'deploy', unitId: 'A9', to: { x: 1, y: 3 } }, 'not-in-deploy-area'],
  ['placing all after the set-up', battle(), 0, { type: 'deployAll' }, 'wrong-phase'],
  ['placing all with nothing waiting', battle({ phase: 'deploy' }), 0, { type: 'deployAll' }, 'nothing-to-place'],
  ['placing all with too little room', battle({ phase: 'deploy', reserves: [testUnit('A9', 0, -1, -1)] }, full), 0, { type: 'deployAll' }, 'no-room'],
  ['moving a hero that does not exist', battle({ heroes }), 0, { type: 'moveHero', heroId: 'x', toUnitId: 'A1' }, 'no-such-hero'],
  ['moving an enemy hero', battle({ heroes }), 0, { type: 'moveHero', heroId: 'g', toUnitId: 'A1' }, 'not-your-hero'],
  ['moving a lost hero', battle({ heroes }), 0, { type: 'moveHero', heroId: 'lost', toUnitId: 'A1' }, 'hero-lost'],
  ['moving a hero to an enemy', battle({ heroes }), 0, { type: 'moveHero', heroId: 'h', toUnitId: 'B1' }, 'not-your-unit'],
  ['moving a hero to a unit not touching', battle({ heroes }), 0, { type: 'moveHero', heroId: 'h', toUnitId: 'A4' }, 'not-touching'],
  ['moving a hero onto another hero', battle({ heroes }, [...baseUnits().filter((u) => u.id !== 'A3'), testUnit('A3', 0, 1, 1)]), 0, { type: 'moveHero', heroId: 'h', toUnitId: 'A3' }, 'has-hero'],
  ['a stance beyond one point', battle({ heroes }), 0, { type: 'heroStance', heroId: 'h', defend: 2, react: 0 }, 'too-many-points'],
  ['bringing a hero back outside the resource phase', battle({ heroes }), 0, { type: 'reviveHero', heroId: 'lost', unitId: 'A4' }, 'wrong-phase'],
  ['bringing back a hero not lost', battle({ phase: 'resources', heroes }), 0, { type: 'reviveHero', heroId: 'h', unitId: 'A4' }, 'not-lost'],
  ['bringing a hero back to a unit with one', battle({ phase: 'resources', heroes }), 0, { type: 'reviveHero', heroId: 'lost', unitId: 'A1' }, 'has-hero'],
  ['a support choice for the top of a stack', battle(), 0, { type: 'support', unitId: 'A3', roll: false }, 'not-support'],
  ['a support choice for a unit in no stack', battle(), 0, { type: 'support', unitId: 'A1', roll: false }, 'not-support'],
  ['a support choice for an enemy', battle({}, [...baseUnits(), testUnit('B3', 1, 0, 5, { level: 1 })]), 0, { type: 'support', unitId: 'B1', roll: false }, 'not-your-unit'],
  ['bringing a hero back without RP', battle({ phase: 'resources', heroes, resources: [4, 0] }), 0, { type: 'reviveHero', heroId: 'lost', unitId: 'A4' }, 'no-resources'],
];

describe('check()', () => {
  it.each(CASES)('refuses %s', (_name, state, side, command, code) => {
    expect(check(state, side, command)?.code).toBe(code);
    const r = apply(state, side, command);
    expect(r.ok).toBe(false);
    expect(r.state).toBe(state);
    if (!r.ok) expect(r.error).toEqual(check(state, side, command));
    expect(legalCommands(viewFor(state), side).map((c) => JSON.stringify(c))).not.toContain(JSON.stringify(command));
  });

  it('accepts each case once the one broken rule is mended', () => {
    const s = battle({ heroes });
    expect(check(s, 0, { type: 'move', unitId: 'A1', to: { x: 1, y: 0 } })).toBeNull();
    expect(check(s, 0, { type: 'move', unitId: 'A3', to: { x: 3, y: 3 }, withStack: true, order: ['A3', 'A2'] })).toBeNull();
    expect(check(s, 0, { type: 'reorder', at: { x: 3, y: 2 }, order: ['A3', 'A2'] })).toBeNull();
    expect(check(s, 0, { type: 'shoot', unitId: 'A4', targetId: 'B2' })).toBeNull();
    expect(check(battle({ heroes }, [...baseUnits(), testUnit('A5', 0, 1, 1)]), 0, { type: 'moveHero', heroId: 'h', toUnitId: 'A5' })).toBeNull();
    expect(check(s, 0, { type: 'heroStance', heroId: 'h', defend: 1, react: 0 })).toBeNull();
    expect(check(battle({ ...combat(), heroes }), 0, { type: 'attack', unitId: 'A1', targetId: 'B1', vigor: 1 })).toBeNull();
    expect(check(battle({ phase: 'resources' }), 0, { type: 'buy', unitType: 'police' })).toBeNull();
    expect(check(battle({ phase: 'resources', heroes }), 0, { type: 'reviveHero', heroId: 'lost', unitId: 'A4' })).toBeNull();
    expect(check(s, 0, { type: 'support', unitId: 'A2', roll: false })).toBeNull();
  });

  it('works on what a player sees: a view without the seed or the generator', () => {
    const { seed: _seed, rng: _rng, ...view } = battle();
    const seen: BattleView = view;
    expect(check(seen, 0, { type: 'move', unitId: 'A1', to: { x: 1, y: 0 } })).toBeNull();
    expect(check(seen, 0, { type: 'move', unitId: 'A1', to: { x: 7, y: 0 } })?.message).toBe('Unit A1 cannot reach (7, 0) this move');
  });

  it('keeps the messages players read', () => {
    expect(check(battle(), 1, { type: 'endPhase' })?.message).toBe("It is Agency's turn");
    expect(check(battle({ actionsLeft: 0 }), 0, { type: 'recover', unitId: 'A1' })?.message).toBe('No actions left this turn: buy one for 1 RP or end the phase');
    expect(check(battle(), 0, { type: 'move', unitId: 'A2', to: { x: 3, y: 3 } })?.message).toBe('Unit A2 (A2) is under another unit: only the top of a stack can act');
  });
});
