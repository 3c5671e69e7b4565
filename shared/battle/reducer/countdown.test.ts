import { describe, expect, it } from 'vitest';
import { rollDie } from '../../core/rng.ts';
import type { Command } from '../commands.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState } from '../model.ts';
import type { Countdown, StepObjectives } from '../objectiveTypes.ts';
import { viewFor } from '../queries/view.ts';
import { afterDamage } from '../rules/combat.ts';
import { stepOutcome } from '../rules/task.ts';
import type { StepTask } from '../taskTypes.ts';
import { testBattle, testHero, testScenario, testUnit, textMap } from '../testing.ts';
import { apply } from './apply.ts';

// HC-06 Time Limit, Destruction Sequence and Death Trap in the engine (reducer/countdown.ts): counts
// that go down at each turn's end with the state's generator, and what happens at zero.

const TASK: StepTask = {
  side: 0, skills: ['perception'], dc: 15, effectiveDc: 15, when: 'during',
  limits: { id: 'all-one-at-a-time', text: 'All one at a time', attempters: 'all', together: false, allMustSucceed: false, difficulty: 0 },
  at: { x: 3, y: 2 }, place: 'test',
};
const TIME: Countdown = { kind: 'time-limit', name: 'Time Limit', effect: 'clock', start: 12, tick: { n: 1, sides: 3, plus: -1 }, atZero: 'task-failed', knownBy: 'all', stoppedBy: 'nothing' };
const BOOM: Countdown = { kind: 'destruction-sequence', name: 'Destruction Sequence', effect: 'boom', start: 2, tick: { n: 0, sides: 0, plus: 1 }, atZero: 'blast', blast: { n: 2, sides: 14, plus: 0 }, knownBy: 'all', stoppedBy: 'nothing' };

const map = textMap(['........', '........', '........', '........', '........', '........']);
const units = () => [testUnit('A1', 0, 2, 2), testUnit('A2', 0, 3, 2, { condition: 'bloodied' }), testUnit('B1', 1, 7, 5), testUnit('B2', 1, 6, 5)];

function battle(objectives: StepObjectives, over: Partial<BattleState> = {}, task: StepTask | undefined = TASK): BattleState {
  const scenario = testScenario({ ...(task ? { task } : {}), objectives });
  return testBattle(map, units(), 11, { scenario, heroes: [testHero('nightblade', 0, 'A1')], ...over });
}

/** Ends phases (passing in combat) until the next turn begins or the battle is over. */
function endTurn(state: BattleState): { state: BattleState; events: BattleEvent[] } {
  const turn = state.turn;
  const events: BattleEvent[] = [];
  let s = state;
  while (s.turn === turn && s.phase !== 'over') {
    const c: Command = s.phase === 'combat' ? { type: 'pass' } : { type: 'endPhase' };
    const r = apply(s, s.active, c);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}

describe('HC-06 countdowns in the engine', () => {
  it('HC-06 Time Limit: the clock of 12 goes down by D3-1 at each turn\'s end, rolled with the state\'s generator', () => {
    let s = battle({ countdowns: [TIME] });
    let left = 12;
    for (let t = 0; t < 3; t++) {
      const [d] = rollDie(s.rng, 3);
      const r = endTurn(s);
      left -= d - 1;
      expect(r.state.countdowns).toEqual([{ kind: 'time-limit', left }]);
      expect(r.events).toContainEqual({ type: 'countdown', kind: 'time-limit', name: 'Time Limit', what: 'tick', left, roll: [d] });
      s = r.state;
    }
  });

  it('HC-06 Time Limit at 0: the task is failed, refused from then on, and the step is lost', () => {
    const s = battle({ countdowns: [{ ...TIME, start: 1, tick: { n: 0, sides: 0, plus: 1 } }] });
    const r = endTurn(s);
    expect(r.state.countdowns![0]).toMatchObject({ left: 0, ended: true });
    expect(r.state.taskFailed).toBe('the Time Limit ran out');
    expect(r.events).toContainEqual({ type: 'taskFailed', reason: 'the Time Limit ran out' });
    expect(r.state.phase).toBe('move');
    const a = apply(r.state, 0, { type: 'attemptTask', heroId: 'nightblade' });
    expect(a.ok ? 'applied' : a.error.code).toBe('task-failed');
    expect(stepOutcome({ ...r.state, result: { winner: 0, winners: [0], reason: 'won' } })).toBe('lost');
  });

  it('HC-06 Death Trap: the heroes in it are defeated when the Time Limit fails the task; a fight ending with its task undone loses the step', () => {
    const trap = { victims: 'heroes' as const, effect: 'trap' };
    const r = endTurn(battle({ countdowns: [{ ...TIME, start: 1, tick: { n: 0, sides: 0, plus: 1 } }], deathTrap: trap }));
    expect(r.state.phase).toBe('over');
    expect(r.state.result!.winners).toEqual([1]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'taskFailed', deathTrap: 'the heroes are caught in the Death Trap and defeated' }));
    const won = { ...battle({ deathTrap: trap }), result: { winner: 0, winners: [0], reason: 'won' } };
    expect(stepOutcome(won)).toBe('lost');
    expect(stepOutcome({ ...won, scenario: { ...won.scenario, objectives: {} } })).toBe('undecided');
  });

  it('HC-06 Destruction Sequence: one turn off the count each turn; at 0 everything on the board takes 2D14 (one roll) against its Vitality', () => {
    const s = battle({ countdowns: [BOOM] });
    const one = endTurn(s);
    expect(one.state.countdowns).toEqual([{ kind: 'destruction-sequence', left: 1 }]);
    expect(one.state.rng).toEqual(s.rng);
    const [a, r1] = rollDie(one.state.rng, 14);
    const [b] = rollDie(r1, 14);
    const two = endTurn(one.state);
    const blast = two.events.find((e) => e.type === 'blast');
    expect(blast).toMatchObject({ dice: [a, b], damage: a + b });
    for (const u of one.state.units) expect(two.state.units.find((x) => x.id === u.id)!.condition).toBe(afterDamage(u.condition, a + b, u.vitality));
    expect(two.state.units.find((u) => u.id === 'A2')!.condition).toBe('dead');
    expect(two.state.heroes[0].unitId).toBe('A1');
  });

  it('HC-06 Destruction Sequence stopped: by the task done, by the carrier of the device going down; a won fight before zero never sees the blast', () => {
    const done = battle({ countdowns: [{ ...BOOM, stoppedBy: 'task' }] }, { taskAttempts: [{ turn: 1, skill: 'perception', heroes: ['nightblade'], rolls: [], counted: 'nightblade', dc: 15, degree: 'success' }] });
    const r = endTurn(done);
    expect(r.state.countdowns![0]).toMatchObject({ stopped: true, left: 2 });
    expect(endTurn(endTurn(r.state).state).events.some((e) => e.type === 'blast')).toBe(false);
    const carried = battle({ countdowns: [{ ...BOOM, stoppedBy: 'carrier', carrier: 'B2', carrierSide: 1 }] });
    const alive = endTurn(carried);
    expect(alive.state.countdowns![0].stopped).toBeUndefined();
    const down = endTurn({ ...carried, units: carried.units.map((u) => (u.id === 'B2' ? { ...u, condition: 'dead' as const } : u)) });
    expect(down.state.countdowns![0]).toMatchObject({ stopped: true });
    const won = endTurn({ ...battle({ countdowns: [{ ...BOOM, start: 1 }] }), units: units().filter((u) => u.side === 0) });
    expect(won.state.result!.winners).toEqual([0]);
    expect(won.events.some((e) => e.type === 'blast' || e.type === 'countdown')).toBe(false);
  });

  it('HC-06 who reads a Destruction Sequence: a count a side cannot know is null in its view and left out of the events', () => {
    const hidden = battle({ countdowns: [{ ...BOOM, start: 5, knownBy: 'nobody' }] });
    const r = endTurn(hidden);
    expect(r.events).toContainEqual({ type: 'countdown', kind: 'destruction-sequence', name: 'Destruction Sequence', what: 'tick' });
    for (const side of [0, 1]) {
      expect(viewFor(r.state, side).countdowns![0].left).toBeNull();
      expect(viewFor(r.state, side).scenario.objectives!.countdowns![0].start).toBe(0);
    }
    expect(viewFor(r.state).countdowns![0].left).toBe(4);
    // A control board: read from 1 square away (A1 at 2,2 is next to 3,3; side 1 is far).
    const board = battle({ countdowns: [{ ...BOOM, start: 5, knownBy: 'at-board', squares: [{ x: 3, y: 3 }] }] });
    expect(viewFor(board, 0).countdowns![0].left).toBe(5);
    expect(viewFor(board, 1).countdowns![0].left).toBeNull();
    // An indicator an enemy carries: its side reads it while the carrier lives.
    const carried = battle({ countdowns: [{ ...BOOM, start: 5, knownBy: 'carrier', carrier: 'B1', carrierSide: 1 }] });
    expect([viewFor(carried, 0).countdowns![0].left, viewFor(carried, 1).countdowns![0].left]).toEqual([null, 5]);
    expect([viewFor(carried, 0).scenario.objectives!.countdowns![0].carrier, viewFor(carried, 1).scenario.objectives!.countdowns![0].carrier]).toEqual([undefined, 'B1']);
    // An announcement from 2 turns left; hints say only that it is close.
    expect(viewFor(battle({ countdowns: [{ ...BOOM, start: 2, knownBy: 'announced' }] }), 0).countdowns![0].left).toBe(2);
    expect(viewFor(battle({ countdowns: [{ ...BOOM, start: 3, knownBy: 'announced' }] }), 0).countdowns![0].left).toBeNull();
    expect(viewFor(battle({ countdowns: [{ ...BOOM, start: 3, knownBy: 'hints' }] }), 0).countdowns![0]).toEqual({ kind: 'destruction-sequence', left: null, close: true });
    expect(viewFor(battle({ countdowns: [{ ...BOOM, start: 4, knownBy: 'hints' }] }), 0).countdowns![0].close).toBeUndefined();
  });
});
