import { describe, expect, it } from 'vitest';
import type { BattleView } from '../../../shared/battle/model.ts';
import type { StepTask } from '../../../shared/battle/taskTypes.ts';
import { testBattle, testHero, testScenario, testUnit, textMap } from '../../../shared/battle/testing.ts';
import { bannerText } from './status.ts';
import { formatTaskStage } from './taskLog.ts';
import { taskHero, taskLines } from './taskPanel.ts';

// HC-08 in the client: the task stage before or after the fight in the banner, the task box's hero
// (the side's first, with no hero's unit selected) and the combat log. Words only; the rules are the engine's.

const task = (when: StepTask['when']): StepTask => ({
  side: 0, skills: ['tactics'], dc: 15, effectiveDc: 17, when, at: { x: 3, y: 2 }, place: 'test',
  limits: { id: 'all-one-at-a-time', text: 'All one at a time', attempters: 'all', together: false, allMustSucceed: false, difficulty: 2 },
});
const map = textMap(['......', '......', '......']);
const stage = (when: StepTask['when'], over: Partial<BattleView> = {}): BattleView =>
  testBattle(map, [testUnit('A1', 0, 0, 0), testUnit('A2', 0, 1, 0), testUnit('B1', 1, 5, 2)], 3, {
    scenario: testScenario({ task: task(when) }), heroes: [testHero('nightblade', 0, 'A2'), testHero('sister-hex', 0, 'A1')], phase: 'task', turn: 0, actionsLeft: 0, ...over,
  });

describe('HC-08 the task stage in the client', () => {
  it('HC-08 the banner says the stage, before or after the fight, and what the heroes may do', () => {
    const seen = { side: 0, mine: true, seated: true };
    expect(bannerText(stage('before'), seen)).toBe('Before the fight: Agency attempt the task (your turn): Attempt task (A), each attempt one turn, or Give up task (E)');
    expect(bannerText(stage('after', { turn: 4 }), { ...seen, side: 1, mine: false })).toBe('After the fight: Agency attempt the task');
  });

  it('HC-08 the task box is the selected hero\'s, or with none selected in the stage the side\'s first hero\'s; in the fight only a selected hero\'s', () => {
    const v = stage('before');
    expect(taskHero(v, 0, 'A1')?.id).toBe('sister-hex');
    expect(taskHero(v, 0, null)?.id).toBe('nightblade');
    expect(taskHero(v, 1, null)).toBeNull();
    expect(taskHero({ ...v, phase: 'move', turn: 1 }, 0, null)).toBeNull();
    expect(taskLines(v, v.scenario.task!).join(' ')).toContain('any hero of the side may attempt it, each attempt one turn');
  });

  it('HC-08 the log: the stage begins, the task done (the fight begins) or failed', () => {
    const v = stage('before');
    expect(formatTaskStage({ type: 'taskStage', when: 'before', what: 'start', side: 0, reason: 'r' }, v)[0].html).toContain('Before the fight: <strong class="side-0">Agency</strong> attempt the task (r); each attempt takes one turn');
    expect(formatTaskStage({ type: 'taskStage', when: 'before', what: 'done', side: 0, reason: 'the task is done' }, v)[0].html).toBe('★ The task is done before the fight: the fight begins');
    expect(formatTaskStage({ type: 'taskStage', when: 'after', what: 'failed', side: 0, reason: 'the heroes gave it up after the fight' }, v)[0].html).toBe('★ The task after the fight has failed: the heroes gave it up after the fight');
  });
});
