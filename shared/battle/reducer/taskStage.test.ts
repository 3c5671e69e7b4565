import { describe, expect, it } from 'vitest';
import { rollDie } from '../../core/rng.ts';
import { makeCheck } from '../../skills/check.ts';
import { taskStageChoice } from '../../ai/taskGoal.ts';
import { LEVELS } from '../../ai/levels.ts';
import type { Command } from '../commands.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState } from '../model.ts';
import type { Countdown, StepObjectives } from '../objectiveTypes.ts';
import { legalCommands } from '../queries/legal.ts';
import { pendingOf } from '../queries/pending.ts';
import { viewFor } from '../queries/view.ts';
import { stepOutcome } from '../rules/task.ts';
import type { Scenario } from '../scenario.ts';
import type { StepTask } from '../taskTypes.ts';
import { testBattle, testHero, testScenario, testUnit, textMap } from '../testing.ts';
import { apply, createBattle } from './apply.ts';

// HC-08 (issue 11): a combat step's task before or after the fight, played in its task stage
// (reducer/taskStage.ts); HC-06's Time Limit, Destruction Sequence and Death Trap with it.
// Heroes: nightblade Perception 5, sister-hex Perception 6 (heroSkills.json).

const LIMITS = { id: 'all-one-at-a-time', text: 'All characters can try one at a time (+2 difficulty)', attempters: 'all', together: false, allMustSucceed: false, difficulty: 2 } as const;
const ONLY_ONE = { id: 'only-one', text: 'Only one character can attempt', attempters: 'one', together: false, allMustSucceed: false, difficulty: 0 } as const;
const task = (over: Partial<StepTask> = {}): StepTask => ({ side: 0, skills: ['perception'], dc: 15, effectiveDc: 17, when: 'before', limits: LIMITS, at: { x: 5, y: 3 }, place: 'test', ...over });
const TIME: Countdown = { kind: 'time-limit', name: 'Time Limit', effect: 'clock', start: 12, tick: { n: 1, sides: 3, plus: -1 }, atZero: 'task-failed', knownBy: 'all', stoppedBy: 'nothing' };
const BOOM: Countdown = { kind: 'destruction-sequence', name: 'Destruction Sequence', effect: 'boom', start: 5, tick: { n: 0, sides: 0, plus: 1 }, atZero: 'blast', blast: { n: 2, sides: 14, plus: 0 }, knownBy: 'all', stoppedBy: 'nothing' };

const open = textMap(['..........', '..........', '..........', '..........', '..........', '..........']);
const scenario = (t: StepTask, objectives?: StepObjectives): Scenario =>
  testScenario({ sides: [{ name: 'Heroes', units: ['agents', 'police'], heroes: ['nightblade', 'sister-hex'] }, { name: 'Cult', units: ['cultists'] }], task: t, ...(objectives ? { objectives } : {}) });

function created(t: StepTask, objectives?: StepObjectives, deployment: 'players' | 'auto' = 'auto'): BattleState {
  const made = createBattle(scenario(t, objectives), open, 5, { deployment });
  if (!made.ok) throw new Error(made.error.message);
  return made.state;
}

function ok(state: BattleState, side: number, c: Command) {
  const r = apply(state, side, c);
  if (!r.ok) throw new Error(`refused: ${r.error.code} ${r.error.message}`);
  return r;
}
const code = (state: BattleState, side: number, c: Command) => {
  const r = apply(state, side, c);
  return r.ok ? 'applied' : r.error.code;
};
const attempt = (heroId: string): Command => ({ type: 'attemptTask', heroId });

describe('HC-08 the task before the fight', () => {
  it('HC-08 the battle opens in the task stage once every figure is placed, before anyone acts: only the heroes attempt, nothing else happens', () => {
    let s = created(task(), undefined, 'players');
    expect(s.phase).toBe('deploy');
    const events: BattleEvent[] = [];
    while (s.phase === 'deploy') {
      const r = ok(s, s.active, { type: 'deployAll' });
      events.push(...r.events);
      s = r.state;
    }
    expect([s.phase, s.turn, s.active, s.actionsLeft]).toEqual(['task', 0, 0, 0]);
    expect(events.at(-1)).toMatchObject({ type: 'taskStage', when: 'before', what: 'start', side: 0 });
    expect(created(task()).phase).toBe('task');
    expect(code(s, 1, { type: 'endPhase' })).toBe('not-your-turn');
    const unit = s.units.find((u) => u.side === 0)!;
    expect(code(s, 0, { type: 'move', unitId: unit.id, to: { x: unit.x, y: unit.y + 1 } })).toBe('wrong-phase');
    expect(pendingOf(s)).toMatchObject({ side: 0, what: 'task', onTimeout: { type: 'endPhase' } });
    // Offered: each hero's attempt (no square, no action needed) and giving up.
    expect(legalCommands(s, 0).filter((c) => c.type === 'attemptTask' || c.type === 'endPhase')).toEqual([{ type: 'endPhase' }, attempt('nightblade'), attempt('sister-hex')]);
  });

  it('HC-08 HC-09 an attempt rolls like one in the fight; a failure leaves the stage open, a hero may try again at once (each attempt its own turn); the limits hold', () => {
    const s = created(task({ effectiveDc: 100, limits: ONLY_ONE }));
    const r = ok(s, 0, attempt('nightblade'));
    const [check] = makeCheck(s.rng, { ranks: 5, ability: 0, dc: 100 });
    expect(r.state.taskAttempts![0]).toMatchObject({ turn: 0, stage: 'before', heroes: ['nightblade'], degree: check.ok ? check.value.degree : '' });
    expect([r.state.phase, r.state.actionsLeft]).toEqual(['task', 0]);
    expect(ok(r.state, 0, attempt('nightblade')).state.taskAttempts).toHaveLength(2);
    expect(code(r.state, 0, attempt('sister-hex'))).toBe('task-limit');
  });

  it('HC-08 done: the fight begins (turn 1, every unit fresh), and the step turns on the fight', () => {
    const s = created(task({ effectiveDc: -100 }));
    const r = ok(s, 0, attempt('sister-hex'));
    expect([r.state.phase, r.state.turn, r.state.active, r.state.actionsLeft]).toEqual(['move', 1, 0, open.actions]);
    expect(r.events.map((e) => e.type)).toEqual(['taskAttempt', 'taskStage', 'phase']);
    expect(r.events[1]).toMatchObject({ what: 'done' });
    expect(code(r.state, 0, attempt('nightblade'))).toBe('task-not-now');
    expect(stepOutcome({ ...r.state, result: { winner: 0, winners: [0], reason: 'won' } })).toBe('won');
    expect(stepOutcome({ ...r.state, result: { winner: 1, winners: [1], reason: 'lost' } })).toBe('lost');
  });

  it('HC-08 given up (End phase): the task fails, the step is lost and there is no fight', () => {
    const s = created(task());
    const r = ok(s, 0, { type: 'endPhase' });
    expect(r.state.phase).toBe('over');
    expect(r.state.taskFailed).toBe('the heroes gave it up before the fight');
    expect(r.state.result?.winners).toEqual([1]);
    expect(r.state.turn).toBe(0);
    expect(r.events.map((e) => e.type)).toEqual(['taskFailed', 'taskStage', 'battleOver']);
    expect(stepOutcome(r.state)).toBe('lost');
  });

  it('HC-06 HC-08 Time Limit: each attempt before the fight takes one turn of the clock (D3-1 after its d20); run out, the task fails; done, the clock stops', () => {
    let s = created(task({ effectiveDc: 100 }), { countdowns: [TIME] });
    let left = 12;
    while (s.phase === 'task') {
      const [, afterCheck] = makeCheck(s.rng, { ranks: 5, ability: 0, dc: 100 });
      const [d] = rollDie(afterCheck, 3);
      const r = ok(s, 0, attempt('nightblade'));
      left = Math.max(0, left - (d - 1));
      expect(r.state.countdowns![0].left).toBe(left);
      s = r.state;
    }
    expect(left).toBe(0);
    expect([s.phase, s.taskFailed, stepOutcome(s)]).toEqual(['over', 'the Time Limit ran out', 'lost']);
    const done = ok(created(task({ effectiveDc: -100 }), { countdowns: [TIME] }), 0, attempt('nightblade'));
    expect(done.state.countdowns![0]).toMatchObject({ left: 12, stopped: true });
    expect(done.state.phase).toBe('move');
  });

  it('HC-06 HC-08 Death Trap with the heroes in it: the task failing before the fight defeats them', () => {
    const s = created(task(), { deathTrap: { victims: 'heroes', effect: 'trap' } });
    const r = ok(s, 0, { type: 'endPhase' });
    expect(r.state.result?.winners).toEqual([1]);
    expect(r.state.result?.reason).toContain('Death Trap');
    expect(r.events).toContainEqual({ type: 'taskFailed', reason: 'the heroes gave it up before the fight', deathTrap: 'the heroes are caught in the Death Trap and defeated' });
  });

  it('HC-06 HC-08 Destruction Sequence: each attempt before the fight counts one turn off it, and the fight goes on with what is left', () => {
    let s = created(task({ effectiveDc: 100 }), { countdowns: [BOOM] });
    s = ok(ok(s, 0, attempt('nightblade')).state, 0, attempt('sister-hex')).state;
    expect(s.countdowns![0].left).toBe(3);
    const easy = ok({ ...s, scenario: { ...s.scenario, task: task({ effectiveDc: -100 }) } }, 0, attempt('nightblade')).state;
    expect([easy.phase, easy.turn, easy.countdowns![0].left]).toEqual(['move', 1, 2]);
    // Stopped by completing the task: the attempt that does it stops the count.
    const stops = created(task({ effectiveDc: -100 }), { countdowns: [{ ...BOOM, stoppedBy: 'task' }] });
    expect(ok(stops, 0, attempt('nightblade')).state.countdowns![0]).toMatchObject({ left: 5, stopped: true });
  });
});

describe('HC-08 the task after the fight', () => {
  const fight = (t: StepTask, cult: 'dead' | 'ok', heroesDead = false): BattleState => {
    const units = [testUnit('A1', 0, 2, 2, heroesDead ? { condition: 'dead' } : {}), testUnit('A2', 0, 3, 2, heroesDead ? { condition: 'dead' } : {}), testUnit('B1', 1, 7, 5, { condition: cult })];
    return testBattle(open, units, 9, { scenario: testScenario({ task: t }), heroes: [testHero('nightblade', 0, 'A1'), testHero('sister-hex', 0, 'A2')] });
  };
  /** Ends phases until the turn's end: the win check. */
  function toTurnEnd(state: BattleState): { state: BattleState; events: BattleEvent[] } {
    const events: BattleEvent[] = [];
    let s = state;
    while (s.turn === state.turn && s.phase !== 'over' && s.phase !== 'task') {
      const r = ok(s, s.active, s.phase === 'combat' ? { type: 'pass' } : { type: 'endPhase' });
      events.push(...r.events);
      s = r.state;
    }
    return { state: s, events };
  }

  it('HC-08 a fight the heroes win goes on to the task stage: the fight\'s result kept, no battle over yet; done, the battle ends with it and the step is won', () => {
    const s = fight(task({ when: 'after', effectiveDc: -100 }), 'dead');
    expect(code(s, 0, attempt('nightblade'))).toBe('task-not-now');
    const won = toTurnEnd(s);
    expect([won.state.phase, won.state.active, won.state.result]).toEqual(['task', 0, null]);
    expect(won.state.fight?.winners).toEqual([0]);
    expect(won.events.some((e) => e.type === 'battleOver')).toBe(false);
    expect(won.events.at(-1)).toMatchObject({ type: 'taskStage', when: 'after', what: 'start' });
    expect(stepOutcome(won.state)).toBe('undecided');
    const r = ok(won.state, 0, attempt('nightblade'));
    expect(r.state.phase).toBe('over');
    expect(r.state.result).toEqual(won.state.fight);
    expect(r.state.fight).toBeUndefined();
    expect(r.events.map((e) => e.type)).toEqual(['taskAttempt', 'taskStage', 'battleOver']);
    expect(stepOutcome(r.state)).toBe('won');
    expect(viewFor(r.state, 0).result).toEqual(won.state.fight);
  });

  it('HC-08 after the fight, given up: the battle ends with the fight\'s result and the step is lost; a lost fight has no task stage', () => {
    const won = toTurnEnd(fight(task({ when: 'after' }), 'dead')).state;
    const r = ok(won, 0, { type: 'endPhase' });
    expect([r.state.phase, r.state.result?.winners, r.state.taskFailed, stepOutcome(r.state)]).toEqual(['over', [0], 'the heroes gave it up after the fight', 'lost']);
    const lost = toTurnEnd(fight(task({ when: 'after' }), 'ok', true)).state;
    expect([lost.phase, lost.result?.winners, stepOutcome(lost)]).toEqual(['over', [1], 'lost']);
  });

  it('HC-08 the scripted levels play the stage: the attempt with the best odds while one has a chance, else End phase', () => {
    const s = created(task());
    expect(taskStageChoice(viewFor(s, 0), 0)).toEqual(attempt('sister-hex'));
    const hopeless = created(task({ effectiveDc: 1000 }));
    expect(taskStageChoice(viewFor(hopeless, 0), 0)).toEqual({ type: 'endPhase' });
    for (const level of LEVELS.filter((l) => l.id !== 'random')) {
      const c = level.choose(viewFor(s, 0), 0, { next: () => 0 });
      expect(c, level.id).toEqual(attempt('sister-hex'));
    }
  });
});
