import { describe, expect, it } from 'vitest';
import type { Command } from '../battle/commands.ts';
import type { BattleState } from '../battle/model.ts';
import { legalCommands } from '../battle/queries/legal.ts';
import { viewFor } from '../battle/queries/view.ts';
import { apply } from '../battle/reducer/apply.ts';
import { check } from '../battle/reducer/guards.ts';
import { attemptOdds } from '../battle/rules/task.ts';
import type { StepTask, TaskLimits } from '../battle/taskTypes.ts';
import { testBattle, testHero, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { aiRng, seedOf } from './aiRng.ts';
import { evaluate } from './evaluate.ts';
import { levelById } from './levels.ts';
import { attemptValue, taskGoal, taskHeroes, TASK_VALUE } from './taskGoal.ts';

// Issue 11, HC-08/HC-09 for the scripted levels: attempts at the step's task are offered exactly
// where the guards accept them, valued by their exact odds, and the heroes who should try walk to it.
// Perception ranks (heroSkills.json): sister-hex 6, nightblade 5, iron-warden 3.

const LIMITS: Record<string, TaskLimits> = {
  one: { id: 'only-one', text: 'Only one character can attempt', attempters: 'one', together: false, allMustSucceed: false, difficulty: 0 },
  twoTogether: { id: 'two-together', text: 'Two characters can work together (+2 difficulty)', attempters: 'two', together: true, allMustSucceed: false, difficulty: 2 },
  allOneAtATime: { id: 'all-one-at-a-time', text: 'All characters can try one at a time (+2 difficulty)', attempters: 'all', together: false, allMustSucceed: false, difficulty: 2 },
};

const task = (over: Partial<StepTask> = {}): StepTask => ({ side: 0, skills: ['perception'], dc: 15, effectiveDc: 17, when: 'during', limits: LIMITS.allOneAtATime, at: { x: 4, y: 3 }, place: 'test', ...over });

const map = textMap(['.........', '.........', '.........', '.........', '.........', '.........', '.........']);

/** Heroes A1 (nightblade) and A2 (sister-hex) next to the task at (4,3), A3 (iron-warden) far; the enemy in a far corner. */
function battle(t: StepTask | null = task(), over: Partial<BattleState> = {}): BattleState {
  const units = [testUnit('A1', 0, 3, 3), testUnit('A2', 0, 5, 4), testUnit('A3', 0, 0, 0), testUnit('B1', 1, 8, 6)];
  const heroes = [testHero('nightblade', 0, 'A1'), testHero('sister-hex', 0, 'A2'), testHero('iron-warden', 0, 'A3')];
  return testBattle(map, units, 3, { scenario: testScenario(t ? { task: t } : {}), heroes, ...over });
}

const attempts = (s: BattleState, side = 0) => legalCommands(viewFor(s, side), side).filter((c): c is Extract<Command, { type: 'attemptTask' }> => c.type === 'attemptTask');
const key = (c: Command) => JSON.stringify(c);
const LEVELS = ['recruit', 'sergeant', 'captain'] as const;
const choose = (id: (typeof LEVELS)[number], s: BattleState) => levelById(id)!.choose(viewFor(s, 0), 0, aiRng(seedOf(`task:${id}`)));

/** The commands a level gives in side 0's move phase, to its end. */
function phase(id: (typeof LEVELS)[number], s: BattleState): Command[] {
  const out: Command[] = [];
  const rng = aiRng(seedOf(`task-phase:${id}`));
  while (s.phase === 'move' && s.active === 0 && out.length < 20) {
    const c = levelById(id)!.choose(viewFor(s, 0), 0, rng);
    if (!c) break;
    out.push(c);
    const r = apply(s, 0, c);
    if (!r.ok) throw new Error(`${id}: refused ${JSON.stringify(c)}: ${r.error.message}`);
    s = r.state;
  }
  return out;
}

/** Every attempt a player could name: each hero, alone and with every subset of the others, at each skill or none. */
function everyAttempt(s: BattleState): Command[] {
  const ids = s.heroes.map((h) => h.id);
  const out: Command[] = [];
  for (const heroId of ids)
    for (let mask = 0; mask < 1 << ids.length; mask++) {
      const rest = ids.filter((id, i) => id !== heroId && mask & (1 << i));
      if (rest.length !== ids.filter((_, i) => mask & (1 << i)).length) continue;
      for (const skill of [undefined, ...(s.scenario.task?.skills ?? [])]) out.push({ type: 'attemptTask', heroId, ...(rest.length ? { with: rest } : {}), ...(skill ? { skill } : {}) });
    }
  return out;
}

describe('the scripted levels and the step\'s task (HC-08, HC-09, issue 11)', () => {
  it('HC-08 with a Boost a group is offered with each of its heroes leading, and valued with the Boost where it helps most (or where `boostTo` puts it)', () => {
    const leaders = (s: BattleState) => attempts(s).filter((c) => c.with?.length).map((c) => c.heroId).sort();
    const boosted = battle(task({ limits: LIMITS.twoTogether, boost: 2 }));
    expect(leaders(boosted)).toEqual(['nightblade', 'sister-hex']);
    for (const c of attempts(boosted)) expect(apply(boosted, 0, c).ok, key(c)).toBe(true);
    // Without one, who leads only breaks ties: once, the first in the side's order.
    expect(leaders(battle(task({ limits: LIMITS.twoTogether })))).toEqual(['nightblade']);
    // The levels send a group's attempt with the Boost on the hero it helps most (withBestBoost, taskBoost.test.ts), and
    // value it so: whoever leads, the +2 on Sister Hex (Perception 6) is worth more than on Nightblade (5).
    const by = (heroId: string, boostTo?: string) => attemptValue(viewFor(boosted, 0), { ...attempts(boosted).find((c) => c.heroId === heroId && c.with?.length)!, ...(boostTo ? { boostTo } : {}) } as Extract<Command, { type: 'attemptTask' }>);
    expect(by('nightblade')).toBe(by('sister-hex'));
    expect(by('nightblade')).toBe(by('nightblade', 'sister-hex'));
    expect(by('nightblade', 'sister-hex')).toBeGreaterThan(by('nightblade', 'nightblade'));
  });

  it('HC-08 legalCommands offers an attempt exactly where the guards accept one (up to who leads a group and naming a lone skill)', () => {
    const cases: BattleState[] = [
      battle(),
      battle(task({ limits: LIMITS.twoTogether })),
      battle(task({ limits: LIMITS.one, skills: ['perception', 'stealth'] })),
      battle(task({ when: 'before' })),
      battle(null),
      battle(task(), { phase: 'combat' }),
      battle(task(), { actionsLeft: 0 }),
    ];
    for (const s of cases) {
      const offered = attempts(s);
      for (const c of offered) expect(apply(s, 0, c).ok, key(c)).toBe(true);
      const accepted = everyAttempt(s).filter((c) => check(viewFor(s, 0), 0, c) === null);
      // A group is offered once, its first hero in the side's order leading; a lone skill is the one taken anyway.
      const norm = (c: Command) => (c.type === 'attemptTask' ? [[c.heroId, ...(c.with ?? [])].sort().join('+'), s.scenario.task!.skills.length > 1 ? c.skill ?? s.scenario.task!.skills[0] : ''].join(':') : '');
      expect(new Set(offered.map(norm))).toEqual(new Set(accepted.map(norm)));
    }
    // The two heroes next to the task, alone; together only where the limits let them.
    expect(attempts(battle()).map(key)).toEqual([{ heroId: 'nightblade' }, { heroId: 'sister-hex' }].map((c) => key({ type: 'attemptTask', ...c })));
    expect(attempts(battle(task({ limits: LIMITS.twoTogether }))).map((c) => c.with ?? [])).toContainEqual(['sister-hex']);
    expect(attempts(battle(), 1)).toEqual([]);
    expect(attempts(battle(task({ when: 'after' })))).toEqual([]);
  });

  it('HC-08 SC-05 an attempt is worth its exact odds (attemptOdds) times the task; a group\'s odds count every die', () => {
    const s = battle(task({ limits: LIMITS.twoTogether }));
    const view = viewFor(s, 0);
    expect(attemptValue(view, { type: 'attemptTask', heroId: 'nightblade' })).toBeCloseTo(attemptOdds([5], 17).success * TASK_VALUE, 12);
    const pair = attemptValue(view, { type: 'attemptTask', heroId: 'nightblade', with: ['sister-hex'] });
    expect(pair).toBeCloseTo(attemptOdds([5, 6], 17).success * TASK_VALUE, 12);
    expect(pair).toBeGreaterThan(attemptValue(view, { type: 'attemptTask', heroId: 'sister-hex' }));
    // A two-skill task: one success does half of it.
    const two = viewFor(battle(task({ skills: ['perception', 'stealth'] })), 0);
    expect(attemptValue(two, { type: 'attemptTask', heroId: 'nightblade', skill: 'stealth' })).toBeCloseTo((attemptOdds([8], 17).success * TASK_VALUE) / 2, 12);
  });

  it('HC-09 where only one may ever try, the best at it is the one who should; another\'s first try is worth less', () => {
    const view = viewFor(battle(task({ limits: LIMITS.one })), 0);
    expect(taskHeroes(view, view.scenario.task!).map((h) => h.id)).toEqual(['sister-hex']);
    expect(attemptValue(view, { type: 'attemptTask', heroId: 'nightblade' })).toBeLessThan(attemptOdds([5], 17).success * TASK_VALUE / 2);
    // Once nightblade has tried, only nightblade may: it is the one to go on.
    const tried = { ...view, taskAttempts: [{ turn: 0, skill: 'perception' as const, heroes: ['nightblade'], rolls: [], counted: 'nightblade', dc: 17, degree: 'failure' as const }] };
    expect(taskHeroes(tried, view.scenario.task!).map((h) => h.id)).toEqual(['nightblade']);
  });

  it('HC-08 heroes next to the task try it in their move phase (working together when allowed) at every level', () => {
    for (const id of LEVELS) {
      const tried = phase(id, battle()).filter((c) => c.type === 'attemptTask');
      expect(tried.length, id).toBeGreaterThan(0);
      const pair = phase(id, battle(task({ limits: LIMITS.twoTogether })));
      expect(pair, id).toContainEqual({ type: 'attemptTask', heroId: 'nightblade', with: ['sister-hex'] });
    }
    // Without a task in the fight nobody tries anything of the kind.
    for (const id of LEVELS) expect(phase(id, battle(task({ when: 'after' }))).map((c) => c.type), id).not.toContain('attemptTask');
  });

  it('HC-08 a hero who should try walks toward the task\'s square; the opponents and heroes once it is done do not', () => {
    const dist = (s: { x: number; y: number }) => Math.max(Math.abs(s.x - 4), Math.abs(s.y - 3));
    // Only iron-warden (A3, far) may still try: the two others already did this turn.
    const tried = battle(task(), {
      taskAttempts: ['nightblade', 'sister-hex'].map((h) => ({ turn: 1, skill: 'perception' as const, heroes: [h], rolls: [], counted: h, dc: 17, degree: 'failure' as const })),
    });
    for (const id of LEVELS) {
      const c = choose(id, tried);
      expect(c?.type, id).toBe('move');
      if (c?.type === 'move') expect([c.unitId, dist(c.to) < dist({ x: 0, y: 0 })], id).toEqual(['A3', true]);
    }
    const view = viewFor(tried, 0);
    expect(taskGoal(view, tried.units[2])?.squares).toContainEqual({ x: 3, y: 2 });
    expect(taskGoal(view, tried.units[3])).toBeNull();
    const done = { ...view, taskAttempts: [{ turn: 1, skill: 'perception' as const, heroes: ['nightblade'], rolls: [], counted: 'nightblade', dc: 17, degree: 'success' as const }] };
    expect(taskGoal(done, tried.units[2])).toBeNull();
    // The captain's evaluation: the task done is worth TASK_VALUE to the heroes, and as much against the other side.
    expect(evaluate(done, 0) - evaluate(view, 0)).toBeGreaterThan(TASK_VALUE - 1);
    expect(evaluate(done, 1) - evaluate(view, 1)).toBeLessThan(-(TASK_VALUE - 1));
  });
});
