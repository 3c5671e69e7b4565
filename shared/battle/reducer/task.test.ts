import { describe, expect, it } from 'vitest';
import { makeCheck } from '../../skills/check.ts';
import { degreeOf, dieValue } from '../../skills/d20.ts';
import { checkOdds } from '../../skills/odds.ts';
import { Command } from '../commands.ts';
import type { BattleState } from '../model.ts';
import { attemptModifiers, attemptOdds, stepOutcome, taskDone } from '../rules/task.ts';
import type { StepTask, TaskLimits } from '../taskTypes.ts';
import { testBattle, testHero, testScenario, testUnit, textMap } from '../testing.ts';
import { apply } from './apply.ts';

// HC-08/HC-09 in the engine: attempting a combat step's task during the fight (reducer/task.ts).
// Heroes: nightblade Perception 5, sister-hex Perception 6, iron-warden Perception 3 (heroSkills.json).

const LIMITS: Record<string, TaskLimits> = {
  one: { id: 'only-one', text: 'Only one character can attempt', attempters: 'one', together: false, allMustSucceed: false, difficulty: 0 },
  twoTogether: { id: 'two-together', text: 'Two characters can work together (+2 difficulty)', attempters: 'two', together: true, allMustSucceed: false, difficulty: 2 },
  allTogether: { id: 'all-together', text: 'All characters can work together (+3 difficulty)', attempters: 'all', together: true, allMustSucceed: false, difficulty: 3 },
  allOneAtATime: { id: 'all-one-at-a-time', text: 'All characters can try one at a time (+2 difficulty)', attempters: 'all', together: false, allMustSucceed: false, difficulty: 2 },
  twoOneAtATime: { id: 'two-one-at-a-time', text: 'Two character can try one at a time (+1 difficulty)', attempters: 'two', together: false, allMustSucceed: false, difficulty: 1 },
  allSeparately: { id: 'all-separately', text: 'All characters must try and succeed separately (-2 difficulty)', attempters: 'all', together: false, allMustSucceed: true, difficulty: -2 },
};

function task(over: Partial<StepTask> = {}): StepTask {
  return { side: 0, skills: ['perception'], dc: 15, effectiveDc: 17, when: 'during', limits: LIMITS.allOneAtATime, at: { x: 3, y: 2 }, place: 'test', ...over };
}

const map = textMap(['........', '........', '........', '........', '........', '........']);
/** A1 next to the task square (3,2), A2 on it, A3 diagonal to it, A4 two squares off; B1 far. */
const units = () => [testUnit('A1', 0, 2, 2), testUnit('A2', 0, 3, 2), testUnit('A3', 0, 4, 3), testUnit('A4', 0, 5, 2), testUnit('B1', 1, 0, 5)];
const heroes = () => [testHero('nightblade', 0, 'A1'), testHero('sister-hex', 0, 'A2'), testHero('iron-warden', 0, 'A3'), testHero('far', 0, 'A4', { type: 'nightblade' })];

function battle(t: StepTask | null = task(), over: Partial<BattleState> = {}): BattleState {
  const scenario = testScenario(t ? { task: t } : {});
  return testBattle(map, units(), 7, { scenario, heroes: heroes(), ...over });
}

const attempt = (heroId: string, more: Partial<Extract<Command, { type: 'attemptTask' }>> = {}): Command => ({ type: 'attemptTask', heroId, ...more });

function ok(state: BattleState, side: number, c: Command) {
  const r = apply(state, side, c);
  if (!r.ok) throw new Error(`refused: ${r.error.code} ${r.error.message}`);
  return r;
}

function refused(state: BattleState, side: number, c: Command): string {
  const r = apply(state, side, c);
  if (r.ok) return 'applied';
  expect(r.state).toBe(state);
  return r.error.code;
}

describe('attempting the task (HC-08, HC-09, SC-01 to SC-05)', () => {
  it('HC-08 SC-01 SC-02 SC-05 a hero next to the task rolls d20 + ranks against the DC with the limits change, for one action, with the state\'s generator', () => {
    const s = battle();
    const r = ok(s, 0, attempt('nightblade'));
    const [check, rng] = makeCheck(s.rng, { ranks: 5, ability: 0, dc: 17 });
    if (!check.ok) throw new Error('no check');
    expect(r.state.rng).toEqual(rng);
    expect(r.state.actionsLeft).toBe(s.actionsLeft - 1);
    const a = r.state.taskAttempts![0];
    expect(a).toMatchObject({ turn: 1, skill: 'perception', heroes: ['nightblade'], counted: 'nightblade', dc: 17, degree: check.value.degree });
    expect(a.rolls[0].total).toBe(dieValue(a.rolls[0].natural) + 5);
    expect(a.rolls[0].modifier.total).toBe(5);
    expect(a.degree).toBe(degreeOf(a.rolls[0].total, 17));
    expect(r.events).toEqual([{ type: 'taskAttempt', attempt: a, done: a.degree === 'success' || a.degree === 'criticalSuccess', actionsLeft: s.actionsLeft - 1 }]);
  });

  it('HC-08 success decides the task: once done, no more attempts; a failure leaves it open', () => {
    const easy = ok(battle(task({ effectiveDc: -100 })), 0, attempt('nightblade'));
    expect(easy.state.taskAttempts![0].degree).toBe('criticalSuccess');
    expect(easy.events[0]).toMatchObject({ done: true });
    expect(taskDone(easy.state, easy.state.scenario.task!)).toBe(true);
    expect(refused(easy.state, 0, attempt('sister-hex'))).toBe('task-done');
    const r = apply(easy.state, 0, attempt('sister-hex'));
    expect(!r.ok && r.error.message).toBe('The task is already done');
    const hard = ok(battle(task({ effectiveDc: 100 })), 0, attempt('nightblade'));
    expect(hard.state.taskAttempts![0].degree).toBe('criticalFailure');
    expect(hard.events[0]).toMatchObject({ done: false });
    expect(ok(hard.state, 0, attempt('sister-hex')).state.taskAttempts).toHaveLength(2);
  });

  it('HC-08 only a task during the fight is attempted in it; before and after are attempted in their task stage (taskStage.test.ts)', () => {
    expect(refused(battle(task({ when: 'before' })), 0, attempt('nightblade'))).toBe('task-not-now');
    expect(refused(battle(task({ when: 'after' })), 0, attempt('nightblade'))).toBe('task-not-now');
    expect(refused(battle(null), 0, attempt('nightblade'))).toBe('no-task');
  });

  it('HC-08 at or next to the task square (diagonals too), in the move phase, for an action, once per hero per turn', () => {
    const s = battle(task({ effectiveDc: 100 }));
    expect(ok(s, 0, attempt('sister-hex')).state.taskAttempts).toHaveLength(1);
    expect(ok(s, 0, attempt('iron-warden')).state.taskAttempts).toHaveLength(1);
    expect(refused(s, 0, attempt('far'))).toBe('not-at-task');
    expect(refused(battle(task(), { phase: 'combat' }), 0, attempt('nightblade'))).toBe('wrong-phase');
    expect(refused(battle(task(), { actionsLeft: 0 }), 0, attempt('nightblade'))).toBe('no-actions');
    const once = ok(s, 0, attempt('nightblade')).state;
    expect(refused(once, 0, attempt('nightblade'))).toBe('already-attempted');
    expect(ok({ ...once, turn: 2 }, 0, attempt('nightblade')).state.taskAttempts).toHaveLength(2);
  });

  it('HC-08 the hero must be the acting side\'s, on the board, of the task\'s side', () => {
    const s = battle(task(), { heroes: [...heroes(), testHero('lost', 0, null, { type: 'nightblade' }), testHero('foe', 1, 'B1', { type: 'nightblade' })] });
    expect(refused(s, 0, attempt('lost'))).toBe('hero-lost');
    expect(refused(s, 0, attempt('foe'))).toBe('not-your-hero');
    expect(refused(s, 0, attempt('nobody'))).toBe('no-such-hero');
    expect(refused({ ...s, active: 1 }, 1, attempt('foe'))).toBe('task-limit');
  });

  it('HC-09 only one character: the first to attempt is the only one who may', () => {
    const s = ok(battle(task({ limits: LIMITS.one, effectiveDc: 100 })), 0, attempt('nightblade')).state;
    expect(refused(s, 0, attempt('sister-hex'))).toBe('task-limit');
    expect(ok({ ...s, turn: 2 }, 0, attempt('nightblade')).state.taskAttempts).toHaveLength(2);
  });

  it('HC-09 two one at a time: a third hero may not; nobody works together', () => {
    const t = task({ limits: LIMITS.twoOneAtATime, effectiveDc: 100 });
    let s = ok(battle(t), 0, attempt('nightblade')).state;
    s = ok(s, 0, attempt('sister-hex')).state;
    expect(refused(s, 0, attempt('iron-warden'))).toBe('task-limit');
    expect(refused(battle(t), 0, attempt('nightblade', { with: ['sister-hex'] }))).toBe('task-limit');
  });

  it('HC-09 working together: one action, each rolls, the best total counts; two together at most two', () => {
    const s = battle(task({ limits: LIMITS.twoTogether }));
    const r = ok(s, 0, attempt('nightblade', { with: ['sister-hex'] }));
    const a = r.state.taskAttempts![0];
    expect(a.heroes).toEqual(['nightblade', 'sister-hex']);
    expect(a.rolls.map((x) => x.modifier.total)).toEqual([5, 6]);
    const best = Math.max(...a.rolls.map((x) => x.total));
    expect(a.rolls.find((x) => x.heroId === a.counted)!.total).toBe(best);
    expect(a.degree).toBe(degreeOf(best, 17));
    expect(r.state.actionsLeft).toBe(s.actionsLeft - 1);
    expect(refused(s, 0, attempt('nightblade', { with: ['sister-hex', 'iron-warden'] }))).toBe('task-limit');
    expect(refused(s, 0, attempt('nightblade', { with: ['nightblade'] }))).toBe('task-limit');
    expect(refused(s, 0, attempt('nightblade', { with: ['far'] }))).toBe('not-at-task');
    const all = ok(battle(task({ limits: LIMITS.allTogether })), 0, attempt('nightblade', { with: ['sister-hex', 'iron-warden'] }));
    expect(all.state.taskAttempts![0].rolls).toHaveLength(3);
  });

  it('HC-08 Boost: the hero who leads each attempt rolls with +boost (a circumstance bonus), the helpers without; the odds count it', () => {
    const s = battle(task({ limits: LIMITS.twoTogether, boost: 1 }));
    const r = ok(s, 0, attempt('nightblade', { with: ['sister-hex'] }));
    const a = r.state.taskAttempts![0];
    expect(a.rolls.map((x) => x.modifier.total)).toEqual([6, 6]);
    expect(a.rolls[0].modifier.bonuses).toEqual([{ type: 'circumstance', value: 1, reason: 'Boost' }]);
    const [first, rng] = makeCheck(s.rng, { ranks: 5, ability: 0, bonuses: [{ type: 'circumstance', value: 1, reason: 'Boost' }], dc: 17 });
    if (!first.ok) throw new Error('no check');
    expect(a.rolls[0].total).toBe(first.value.total);
    expect(makeCheck(rng, { ranks: 6, ability: 0, dc: 17 })[0]).toMatchObject({ ok: true, value: { total: a.rolls[1].total } });
    // Alone, the one attempting leads: +1 each time (each must succeed, or one at a time).
    const alone = ok(battle(task({ boost: 2 })), 0, attempt('iron-warden'));
    expect(alone.state.taskAttempts![0].rolls[0].modifier.total).toBe(3 + 2);
    expect(attemptModifiers({ boost: 1 }, heroes().slice(0, 2), 'perception').map((m) => m.total)).toEqual([6, 6]);
    expect(attemptModifiers({}, heroes().slice(0, 2), 'perception').map((m) => m.total)).toEqual([5, 6]);
  });

  it('HC-08 Boost to a selected character: `boostTo` gives it to a helper of the group, parsed, checked (bad-boost) and counted in the odds', () => {
    const s = battle(task({ limits: LIMITS.twoTogether, boost: 2 }));
    const c = attempt('nightblade', { with: ['sister-hex'], boostTo: 'sister-hex' });
    expect(Command.safeParse(c).success).toBe(true);
    expect(Command.safeParse({ ...c, boostTo: 7 }).success).toBe(false);
    const r = ok(s, 0, c);
    const a = r.state.taskAttempts![0];
    // Nightblade leads with Perception 5 and no Boost; Sister Hex helps with 6 + 2.
    expect(a.rolls.map((x) => x.modifier.total)).toEqual([5, 8]);
    expect(a.rolls[1].modifier.bonuses).toEqual([{ type: 'circumstance', value: 2, reason: 'Boost' }]);
    const [first, rng] = makeCheck(s.rng, { ranks: 5, ability: 0, dc: 17 });
    if (!first.ok) throw new Error('no check');
    expect(a.rolls[0].total).toBe(first.value.total);
    expect(makeCheck(rng, { ranks: 6, ability: 0, bonuses: [{ type: 'circumstance', value: 2, reason: 'Boost' }], dc: 17 })[0]).toMatchObject({ ok: true, value: { total: a.rolls[1].total } });
    // Naming the leader is the default; a hero outside the attempt, or a task with no Boost, is refused.
    expect(ok(s, 0, attempt('nightblade', { with: ['sister-hex'], boostTo: 'nightblade' })).state.taskAttempts![0].rolls.map((x) => x.modifier.total)).toEqual([7, 6]);
    expect(refused(s, 0, attempt('nightblade', { with: ['sister-hex'], boostTo: 'iron-warden' }))).toBe('bad-boost');
    expect(refused(s, 0, attempt('nightblade', { boostTo: 'sister-hex' }))).toBe('bad-boost');
    expect(refused(battle(task({ limits: LIMITS.twoTogether })), 0, attempt('nightblade', { with: ['sister-hex'], boostTo: 'sister-hex' }))).toBe('bad-boost');
    // The odds follow the choice: the Boost on the helper changes the group's chance.
    const helper = attemptOdds(attemptModifiers({ boost: 2 }, heroes().slice(0, 2), 'perception', 'sister-hex').map((m) => m.total), 17);
    expect(attemptModifiers({ boost: 2 }, heroes().slice(0, 2), 'perception', 'sister-hex').map((m) => m.total)).toEqual([5, 8]);
    expect(helper.success).toBe(attemptOdds([5, 8], 17).success);
    expect(helper.success).not.toBe(attemptOdds([7, 6], 17).success);
  });

  it('HC-09 all must succeed separately: done only when every hero on the board has succeeded; a hero who has may not again', () => {
    const t = task({ limits: LIMITS.allSeparately, effectiveDc: -100 });
    const three = heroes().slice(0, 3);
    let s = ok(battle(t, { heroes: three }), 0, attempt('nightblade')).state;
    expect(taskDone(s, t)).toBe(false);
    expect(refused({ ...s, turn: 2 }, 0, attempt('nightblade'))).toBe('task-done');
    s = ok(s, 0, attempt('sister-hex')).state;
    const last = ok(s, 0, attempt('iron-warden'));
    expect(last.events[0]).toMatchObject({ done: true });
  });

  it('HC-08 a two-skill task ("must do both"): each skill once; the attempt names the skill or takes the first left', () => {
    const t = task({ skills: ['perception', 'stealth'], effectiveDc: -100 });
    const first = ok(battle(t), 0, attempt('nightblade')).state;
    expect(first.taskAttempts![0].skill).toBe('perception');
    expect(taskDone(first, t)).toBe(false);
    expect(refused(first, 0, attempt('sister-hex', { skill: 'perception' }))).toBe('task-done');
    expect(refused(first, 0, attempt('sister-hex', { skill: 'medical' }))).toBe('not-task-skill');
    const second = ok(first, 0, attempt('sister-hex'));
    expect(second.state.taskAttempts![1]).toMatchObject({ skill: 'stealth', rolls: [{ modifier: { total: 0 } }] });
    expect(second.events[0]).toMatchObject({ done: true });
  });
});

describe('the odds of an attempt and the step (HC-08, SC-05)', () => {
  it('SC-05 one hero: the skill odds; a group: every combination of their dice, the best counting', () => {
    expect(attemptOdds([5], 17)).toEqual(checkOdds({ modifier: 5, dc: 17 }));
    const counts = { criticalFailure: 0, failure: 0, success: 0, criticalSuccess: 0 };
    for (let a = 1; a <= 20; a++) for (let b = 1; b <= 20; b++) counts[degreeOf(Math.max(dieValue(a) + 5, dieValue(b) + 6), 17)]++;
    const g = attemptOdds([5, 6], 17);
    expect(g.counts).toEqual(counts);
    expect(g.outOf).toBe(400);
    expect(g.success).toBe((counts.success + counts.criticalSuccess) / 400);
  });

  it('HC-08 the step is won when the fight is won and a during task done; lost with the fight', () => {
    const t = task({ effectiveDc: -100 });
    const won = { winner: 0, winners: [0], reason: 'x' };
    const s = battle(t);
    expect(stepOutcome(s)).toBe('undecided');
    expect(stepOutcome({ ...s, result: won })).toBe('undecided');
    const done = ok(s, 0, attempt('nightblade')).state;
    expect(stepOutcome({ ...done, result: won })).toBe('won');
    expect(stepOutcome({ ...done, result: { winner: 1, winners: [1], reason: 'x' } })).toBe('lost');
    expect(stepOutcome({ ...battle(task({ when: 'before' })), result: won })).toBe('won');
  });

  it('SC-07 HC-08 no take 10 or take 20 in the fight: refused with the skill rules\' codes and words, nothing changed', () => {
    const s = battle();
    expect(refused(s, 0, attempt('nightblade', { take: 10 }))).toBe('no-take-10');
    expect(refused(s, 0, attempt('nightblade', { take: 20 }))).toBe('no-take-20');
    const r = apply(s, 0, attempt('nightblade', { take: 10 }));
    expect(!r.ok && r.error.message).toBe('You cannot take 10 during a combat encounter');
    expect(Command.safeParse({ type: 'attemptTask', heroId: 'nightblade', take: 20 }).success).toBe(true);
    expect(Command.safeParse({ type: 'attemptTask', heroId: 'nightblade', take: 5 }).success).toBe(false);
  });
});
