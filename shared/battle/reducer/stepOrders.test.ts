import { describe, expect, it } from 'vitest';
import type { BattleMap } from '../../map/battleMap.ts';
import type { BattleState } from '../model.ts';
import { moveBlocker } from '../queries/hints.ts';
import { legalCommands } from '../queries/legal.ts';
import type { Scenario } from '../scenario.ts';
import { reducerFor, testBattle, testHero, testScenario, testUnit, textMap } from '../testing.ts';
import { createBattle } from './apply.ts';
import { check } from './guards.ts';
import { viewFor } from '../queries/view.ts';

// HC-02 and HC-03 in the engine (issue 11): a combat step's deployment order, mode and range, its
// personal actions before the fight (the preparation, turn 0) and an Ambush's lost turn-1 actions.

const rows = (n: number) => Array.from({ length: n }, () => '............');
/** 12 wide, 14 deep: side 0 deploys on the top row, side 1 anywhere in rows 1-13. */
const board: BattleMap = { ...textMap(rows(14)), deploy: [{ side: 0, x: 0, y: 0, w: 12, h: 1 }, { side: 1, x: 0, y: 1, w: 12, h: 13 }] };
const forces: Scenario['sides'] = [
  { name: 'Heroes', units: ['agents', 'agents'], heroes: ['iron-warden'] },
  { name: 'Thugs', units: ['thugs', 'thugs'] },
];

function setUp(scenario: Scenario, map = board): BattleState {
  const created = createBattle(scenario, map, 7, { deployment: 'players' });
  if (!created.ok) throw new Error(created.error.message);
  return created.state;
}

const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

describe('HC-03 deployment order, mode and range', () => {
  it('HC-03 the side the set-up names places first; alternating: one figure each in turn', () => {
    const sc = testScenario({ sides: forces, deployment: { first: 0, mode: 'alternating' } });
    const { step } = reducerFor(sc);
    let s = setUp(sc);
    expect([s.phase, s.active]).toEqual(['deploy', 0]);
    s = step(s, 0, { type: 'deploy', unitId: 'A1', to: { x: 0, y: 0 } }).state;
    expect(s.active).toBe(1);
    s = step(s, 1, { type: 'deploy', unitId: 'B1', to: { x: 0, y: 9 } }).state;
    expect(s.active).toBe(0);
    // Without a combat step's order, SW-10 holds: the second side first.
    expect(setUp(testScenario({ sides: forces })).active).toBe(1);
  });

  it('HC-03 alternating: "place all" places only the side\'s next figure, then the turn passes (units, then heroes)', () => {
    const sc = testScenario({ sides: forces, deployment: { first: 0, mode: 'alternating' } });
    const { step } = reducerFor(sc);
    let s = setUp(sc);
    expect(legalCommands(s, 0)).toContainEqual({ type: 'deployAll' });
    // Ending the set-up early is refused with words that say how placing goes here.
    expect(check(viewFor(s, 0), 0, { type: 'endPhase' })?.message).toMatch(/one figure at a time/);
    s = step(s, 0, { type: 'deployAll' }).state;
    expect(s.units.map((u) => u.id)).toEqual(['A1']);
    expect([s.phase, s.active]).toEqual(['deploy', 1]);
    s = step(s, 1, { type: 'deployAll' }).state;
    expect(s.units.map((u) => u.id)).toEqual(['A1', 'B1']);
    s = step(step(step(s, 0, { type: 'deployAll' }).state, 1, { type: 'deployAll' }).state, 0, { type: 'deployAll' }).state;
    // Side 0's units are down, the hero is its next figure; side 1 has nothing left.
    expect(s.units.map((u) => u.id)).toEqual(['A1', 'B1', 'A2', 'B2']);
    expect(s.heroes.every((h) => h.unitId)).toBe(true);
    expect([s.phase, s.turn]).toEqual(['move', 1]);
    // Whole team keeps placing all that is left at once.
    const whole = testScenario({ sides: forces, deployment: { first: 0, mode: 'whole-team' } });
    const all = reducerFor(whole).step(setUp(whole), 0, { type: 'deployAll' }).state;
    expect([all.units.length, all.active]).toEqual([2, 1]);
  });

  it('HC-03 whole team: the first side places every unit and hero before the other places anything', () => {
    const sc = testScenario({ sides: forces, deployment: { first: 1, mode: 'whole-team' } });
    const { step, refusal } = reducerFor(sc);
    let s = setUp(sc);
    expect(s.active).toBe(1);
    s = step(s, 1, { type: 'deploy', unitId: 'B1', to: { x: 0, y: 9 } }).state;
    expect(s.active).toBe(1);
    expect(refusal(s, 0, { type: 'deploy', unitId: 'A1', to: { x: 0, y: 0 } })).toBe('not-your-turn');
    s = step(s, 1, { type: 'deploy', unitId: 'B2', to: { x: 1, y: 9 } }).state;
    expect(s.active).toBe(0);
    s = step(s, 0, { type: 'deploy', unitId: 'A1', to: { x: 0, y: 0 } }).state;
    expect(s.active).toBe(0);
    s = step(s, 0, { type: 'placeHero', heroId: 'iron-warden', unitId: 'A1' }).state;
    expect(s.active).toBe(0);
    s = step(s, 0, { type: 'deploy', unitId: 'A2', to: { x: 2, y: 0 } }).state;
    expect([s.phase, s.turn]).toEqual(['move', 1]);
  });

  it('HC-03 each figure of the second side stands no closer than the low range to every first-side figure and within the high of one', () => {
    const sc = testScenario({ sides: forces, deployment: { first: 0, mode: 'alternating', range: { low: 3, high: 5 } } });
    const { step, refusal } = reducerFor(sc);
    let s = setUp(sc);
    s = step(s, 0, { type: 'deploy', unitId: 'A1', to: { x: 0, y: 0 } }).state;
    expect(refusal(s, 1, { type: 'deploy', unitId: 'B1', to: { x: 2, y: 2 } })).toBe('out-of-range');
    expect(refusal(s, 1, { type: 'deploy', unitId: 'B1', to: { x: 0, y: 6 } })).toBe('out-of-range');
    const offered = legalCommands(s, 1).filter((c) => c.type === 'deploy');
    expect(offered.length).toBeGreaterThan(0);
    for (const c of offered) if (c.type === 'deploy') expect(dist(c.to, { x: 0, y: 0 })).toSatisfy((d: number) => d >= 3 && d <= 5);
    s = step(s, 1, { type: 'deploy', unitId: 'B1', to: { x: 4, y: 2 } }).state;
    // The first side, placing in turn, keeps the low range from B1 (so B1 still meets it afterwards).
    expect(refusal(s, 0, { type: 'deploy', unitId: 'A2', to: { x: 5, y: 0 } })).toBe('out-of-range');
    s = step(s, 0, { type: 'deploy', unitId: 'A2', to: { x: 11, y: 0 } }).state;
    // Within the high of at least one: near A2 is enough.
    s = step(s, 1, { type: 'deploy', unitId: 'B2', to: { x: 11, y: 5 } }).state;
    expect(s.units.find((u) => u.id === 'B2')).toMatchObject({ x: 11, y: 5 });
  });

  it('HC-03 where no free square meets the range, the squares that miss it least: a figure is never stopped from deploying', () => {
    // Side 1 may only deploy 8 or more rows down from side 0's row: the high range 5 cannot be met.
    const far: BattleMap = { ...board, deploy: [{ side: 0, x: 0, y: 0, w: 12, h: 1 }, { side: 1, x: 0, y: 8, w: 12, h: 6 }] };
    const sc = testScenario({ sides: forces, deployment: { first: 0, mode: 'whole-team', range: { low: 3, high: 5 } } });
    const { step, refusal } = reducerFor(sc);
    let s = setUp(sc, far);
    s = step(s, 0, { type: 'deployAll' }).state;
    expect(s.active).toBe(1);
    const offered = legalCommands(s, 1).filter((c) => c.type === 'deploy');
    expect(offered.length).toBeGreaterThan(0);
    for (const c of offered) if (c.type === 'deploy') expect(c.to.y).toBe(8);
    expect(refusal(s, 1, { type: 'deploy', unitId: 'B1', to: { x: 0, y: 9 } })).toBe('out-of-range');
    // "Place all" follows the same squares.
    const all = step(s, 1, { type: 'deployAll' }).state;
    for (const u of all.units.filter((x) => x.side === 1)) expect(u.y).toBe(8);
  });

  it('HC-03 a quick (auto) battle of a combat step is set out in the same order and range', () => {
    const sc = testScenario({ sides: forces, deployment: { first: 0, mode: 'whole-team', range: { low: 2, high: 3 } } });
    const created = createBattle(sc, board, 7, { deployment: 'auto' });
    if (!created.ok) throw new Error(created.error.message);
    const s = created.state;
    expect([s.phase, s.turn, s.units.length]).toEqual(['move', 1, 4]);
    expect(s.heroes[0].unitId).not.toBeNull();
    const first = s.units.filter((u) => u.side === 0);
    for (const u of s.units.filter((x) => x.side === 1)) {
      expect(Math.min(...first.map((f) => dist(f, u)))).toBeGreaterThanOrEqual(2);
      expect(Math.min(...first.map((f) => dist(f, u)))).toBeLessThanOrEqual(3);
    }
  });
});

describe('HC-02 personal actions and lost turn-1 actions', () => {
  const prepared = (personalActions: number[], turnOne: Record<string, number> = {}) =>
    testScenario({ sides: forces, deployment: { first: 0, mode: 'whole-team' }, preparation: { name: 'Ready', personalActions, turnOne } });

  it('HC-02 personal actions: after the set-up, each side with any has a preparation (turn 0) of that many actions, personal ones only', () => {
    const sc = prepared([0, 2]);
    const { step, refusal } = reducerFor(sc);
    let s = setUp(sc);
    s = step(s, 0, { type: 'deployAll' }).state;
    const placed = step(s, 1, { type: 'deployAll' });
    s = placed.state;
    // Side 0 has none: side 1's preparation comes straight after the set-up.
    expect([s.phase, s.turn, s.active, s.actionsLeft]).toEqual(['move', 0, 1, 2]);
    expect(placed.events.at(-1)).toEqual({ type: 'phase', turn: 0, phase: 'move', side: 1, actions: 2 });
    const b1 = s.units.find((u) => u.id === 'B1')!;
    for (const c of [{ type: 'recover', unitId: 'B1' }, { type: 'buyAction' }] as const) expect(refusal({ ...s, resources: [9, 9] }, 1, c)).toBe('personal-only');
    const legal = legalCommands({ ...s, resources: [9, 9] }, 1);
    expect(legal.some((c) => ['shoot', 'recover', 'buyAction', 'attemptTask'].includes(c.type))).toBe(false);
    expect(legal.some((c) => c.type === 'move')).toBe(true);
    s = step(s, 1, { type: 'move', unitId: 'B1', to: { x: b1.x, y: b1.y - 1 } }).state;
    s = step(s, 1, { type: 'move', unitId: 'B2', to: { x: s.units.find((u) => u.id === 'B2')!.x, y: s.units.find((u) => u.id === 'B2')!.y - 1 } }).state;
    expect(s.actionsLeft).toBe(0);
    // The preparation ends into turn 1 with every unit fresh: no opportunity fire, combat or win check at turn 0.
    s = step(s, 1, { type: 'endPhase' }).state;
    expect([s.phase, s.turn, s.active, s.actionsLeft]).toEqual(['move', 1, 0, board.actions]);
    expect(s.units.every((u) => !u.moved)).toBe(true);
  });

  it('HC-02 both sides with personal actions prepare in side order; none at all: turn 1 straight after the set-up', () => {
    const sc = prepared([1, 1]);
    const { step } = reducerFor(sc);
    let s = setUp(sc);
    s = step(step(s, 0, { type: 'deployAll' }).state, 1, { type: 'deployAll' }).state;
    expect([s.turn, s.active, s.actionsLeft]).toEqual([0, 0, 1]);
    s = step(s, 0, { type: 'endPhase' }).state;
    expect([s.turn, s.active, s.actionsLeft]).toEqual([0, 1, 1]);
    s = step(s, 1, { type: 'endPhase' }).state;
    expect([s.turn, s.active]).toEqual([1, 0]);
    const none = prepared([0, 0]);
    const t = reducerFor(none);
    let u = setUp(none);
    u = t.step(t.step(u, 0, { type: 'deployAll' }).state, 1, { type: 'deployAll' }).state;
    expect([u.turn, u.phase, u.active]).toEqual([1, 'move', 0]);
    // A quick battle has its preparation too.
    const auto = createBattle(sc, board, 7, { deployment: 'auto' });
    expect(auto.ok && [auto.state.turn, auto.state.active, auto.state.actionsLeft]).toEqual([0, 0, 1]);
  });

  it('HC-02 lost turn-1 actions: a unit with none cannot act on turn 1 (nor fire at opportunity); with one it takes one; turn 2 is normal', () => {
    const map = textMap(rows(8));
    const sc = prepared([0, 0], { B1: 0, 'iron-warden': 1 });
    const { step, refusal } = reducerFor(sc);
    const units = [testUnit('A1', 0, 2, 2, { missileRange: 4, missileAttack: 3 }), testUnit('A2', 0, 9, 2), testUnit('B1', 1, 2, 5, { missileRange: 6, missileAttack: 3 }), testUnit('B2', 1, 9, 6)];
    let s = testBattle(map, units, 3, { scenario: sc, heroes: [testHero('iron-warden', 0, 'A1')] });
    // The hero's unit (A1) has one action: it moves, and then may not shoot.
    s = step(s, 0, { type: 'move', unitId: 'A1', to: { x: 2, y: 3 } }).state;
    expect(refusal(s, 0, { type: 'shoot', unitId: 'A1', targetId: 'B1' })).toBe('surprised');
    expect(legalCommands(s, 0).some((c) => 'unitId' in c && c.unitId === 'A1' && c.type !== 'support')).toBe(false);
    // A2 was not touched by the Ambush.
    s = step(s, 0, { type: 'move', unitId: 'A2', to: { x: 9, y: 3 } }).state;
    s = step(s, 0, { type: 'endPhase' }).state;
    // B1 would fire at A1's move, but it has no turn-1 actions: no opportunity phase for it.
    expect([s.phase, s.active]).toEqual(['move', 1]);
    expect(refusal(s, 1, { type: 'move', unitId: 'B1', to: { x: 2, y: 6 } })).toBe('surprised');
    expect(refusal(s, 1, { type: 'shoot', unitId: 'B1', targetId: 'A1' })).toBe('surprised');
    expect(legalCommands(s, 1).some((c) => 'unitId' in c && c.unitId === 'B1' && c.type !== 'support')).toBe(false);
    // The unit's card gives the engine's reason (shared/battle/queries/hints.ts).
    expect(moveBlocker(s, 1, 'B1')?.message).toBe('Unit B1 (B1) lost its turn-1 actions (Ready): it cannot act until turn 2');
    s = step(s, 1, { type: 'move', unitId: 'B2', to: { x: 9, y: 5 } }).state;
    s = step(s, 1, { type: 'endPhase' }).state;
    // Turn 2: everyone acts.
    while (s.turn === 1) s = step(s, s.active, s.phase === 'combat' ? { type: 'pass' } : { type: 'endPhase' }).state;
    expect(refusal(s, 0, { type: 'shoot', unitId: 'A1', targetId: 'B1' })).toBe('applied');
  });

  it('HC-02 a unit with no turn-1 actions does not attack in turn 1\'s combat; it still defends', () => {
    const map = textMap(rows(8));
    const sc = prepared([0, 0], { B1: 0 });
    const { step } = reducerFor(sc);
    let s = testBattle(map, [testUnit('A1', 0, 2, 2), testUnit('B1', 1, 2, 3)], 3, { scenario: sc });
    const pendings: string[] = [];
    while (s.turn === 1 && s.phase !== 'over') {
      // Everyone passes, so nobody is broken or killed: only the rule keeps B1 from its turn.
      const r = step(s, s.active, s.phase === 'combat' ? { type: 'pass' } : { type: 'endPhase' });
      for (const e of r.events) if (e.type === 'pending') pendings.push(e.unitId);
      s = r.state;
    }
    expect(pendings).toEqual(['A1']);
    // Turn 2: B1 attacks too.
    const later: string[] = [];
    while (s.turn === 2 && s.phase !== 'over') {
      const r = step(s, s.active, s.phase === 'combat' ? { type: 'pass' } : { type: 'endPhase' });
      for (const e of r.events) if (e.type === 'pending') later.push(e.unitId);
      s = r.state;
    }
    expect(later.sort()).toEqual(['A1', 'B1']);
  });
});
