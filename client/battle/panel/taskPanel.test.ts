import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../shared/battle/queries/view.ts';
import type { StepTask } from '../../../shared/battle/taskTypes.ts';
import { testBattle, testHero, testScenario, testUnit, textMap } from '../../../shared/battle/testing.ts';
import { checkOdds } from '../../../shared/skills/odds.ts';
import { pct } from './html.ts';
import { taskCommand, taskHelpers, taskHero, taskMarkOf, taskOddsHtml, taskTip } from './taskPanel.ts';
import type { Command } from '../../../shared/battle/commands.ts';
import { legalCommands } from '../../../shared/battle/queries/legal.ts';
import { check } from '../../../shared/battle/reducer/guards.ts';
import { attemptOdds } from '../../../shared/battle/rules/task.ts';
import { next } from '../mode.ts';
import type { Ctx, Mode } from '../modeTypes.ts';

// HC-08/HC-09 in the panel: the odds shown before an attempt are the shared skill odds, exactly; the
// refusal is the engine's words; the tooltip names the task, its skill, DC and limits.

const task: StepTask = {
  side: 0,
  skills: ['perception'],
  dc: 15,
  effectiveDc: 17,
  when: 'during',
  limits: { id: 'two-together', text: 'Two characters can work together (+2 difficulty)', attempters: 'two', together: true, allMustSucceed: false, difficulty: 2 },
  at: { x: 3, y: 2 },
  place: "the contested cube's centre",
};
const map = textMap(['........', '........', '........', '........']);
const view = viewFor(testBattle(map, [testUnit('A1', 0, 2, 2), testUnit('B1', 1, 0, 3)], 1, { scenario: testScenario({ task }), heroes: [testHero('nightblade', 0, 'A1')] }));
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the task in the panel (HC-08, HC-09, SC-05)', () => {
  it('shows P(success), P(critical success) and P(critical failure) of the selected hero\'s attempt from the shared odds', () => {
    const hero = taskHero(view, 0, 'A1')!;
    expect(hero.id).toBe('nightblade');
    const odds = checkOdds({ modifier: 5, dc: 17 });
    const html = taskOddsHtml(view, hero, null);
    expect(html).toContain(`<span id="task-p-success" class="big">${pct(odds.success)}</span> success`);
    expect(html).toContain(`<span id="task-p-crit">${pct(odds.p.criticalSuccess)}</span> critical success`);
    expect(html).toContain(`<span id="task-p-fumble">${pct(odds.p.criticalFailure)}</span> critical failure`);
    expect(text(html)).toContain('Perception d20 +5 (ranks) against DC 17');
    expect(html).not.toContain('task-why');
  });

  it('says in words why the hero cannot attempt, escaped', () => {
    const html = taskOddsHtml(view, taskHero(view, 0, 'A1')!, { code: 'not-at-task', message: 'Hero <x> must be next to it' });
    expect(html).toContain('<p id="task-why" class="muted small">Hero &lt;x&gt; must be next to it</p>');
  });

  it('no hero, another side\'s unit or no task: nothing to show', () => {
    expect(taskHero(view, 1, 'A1')).toBeNull();
    expect(taskHero(view, 0, 'B1')).toBeNull();
    expect(taskHero({ ...view, scenario: testScenario() }, 0, 'A1')).toBeNull();
  });

  it('the task square\'s tooltip names the skill, the DC with the limits and where; the board mark sits on it', () => {
    const tip = taskTip(view, { x: 3, y: 2 })!;
    expect(tip.title).toBe('Task: Perception DC 17');
    expect(tip.lines.join(' ')).toContain('Perception: DC 15 + 2 = 17.');
    expect(tip.lines.join(' ')).toContain('Two characters can work together (+2 difficulty).');
    expect(tip.lines.join(' ')).toContain("at or next to (3, 2), the contested cube's centre");
    expect(taskTip(view, { x: 2, y: 2 })).toBeNull();
    expect(taskMarkOf(view)).toEqual({ at: { x: 3, y: 2 }, label: 'Perception DC 17', done: false });
  });

  it('HC-09 all must succeed separately: the tooltip counts the heroes who have', () => {
    const sep = { ...task, limits: { id: 'all-separately', text: 'All characters must try and succeed separately (-2 difficulty)', attempters: 'all' as const, together: false, allMustSucceed: true, difficulty: -2 }, effectiveDc: 13 };
    const roll = { heroId: 'nightblade', modifier: { ranks: 5, ability: 0, bonuses: [], penalties: [], total: 5 }, dice: [15], natural: 15, total: 20 };
    const v = { ...view, scenario: testScenario({ task: sep }), heroes: [...view.heroes, { ...view.heroes[0], id: 'sister-hex', type: 'sister-hex', name: 'Hex' }], taskAttempts: [{ turn: 1, skill: 'perception' as const, heroes: ['nightblade'], rolls: [roll], counted: 'nightblade', dc: 13, degree: 'success' as const }] };
    expect(taskTip(v, { x: 3, y: 2 })!.lines.join(' ')).toContain('Succeeded so far: Hero nightblade (1 of 2 heroes).');
  });
});

describe('HC-09 a group attempt from the panel: choosing who helps (keys 1-9 and the boxes), the group\'s exact odds, the command sent', () => {
  // nightblade (A1, Perception 5) and sister-hex (A2, 6) next to the task at (3,2); iron-warden (A3, 3) far.
  const heroes = [testHero('nightblade', 0, 'A1'), testHero('sister-hex', 0, 'A2', { name: 'Hex' }), testHero('iron-warden', 0, 'A3')];
  const state = testBattle(map, [testUnit('A1', 0, 2, 2), testUnit('A2', 0, 4, 3), testUnit('A3', 0, 7, 0), testUnit('B1', 1, 0, 3)], 1, { scenario: testScenario({ task }), heroes });
  const v = viewFor(state, 0);
  const ctx: Ctx = { view: v, side: 0, legal: legalCommands(v, 0), check: (c: Command) => check(v, 0, c) };
  const nb = v.heroes[0];
  const group = (chosen: string[]) => ({ helpers: taskHelpers(v, 0, nb), chosen, whyNot: (id: string) => check(v, 0, taskCommand(v, 0, nb, [...chosen, id])) });

  it('the helpers are the side\'s other heroes on the board, only where heroes work together', () => {
    expect(taskHelpers(v, 0, nb).map((h) => h.id)).toEqual(['sister-hex', 'iron-warden']);
    const oneAtATime = { ...v, scenario: testScenario({ task: { ...task, limits: { ...task.limits, together: false } } }) };
    expect(taskHelpers(oneAtATime, 0, nb)).toEqual([]);
    expect(taskOddsHtml(oneAtATime, nb, null)).not.toContain('task-with');
  });

  it('the odds shown for a group are attemptOdds over every member\'s dice; a helper who may not join is a disabled box with the engine\'s reason', () => {
    const html = taskOddsHtml(v, nb, null, group(['sister-hex']));
    const odds = attemptOdds([5, 6], 17);
    expect(odds.success).toBeGreaterThan(checkOdds({ modifier: 6, dc: 17 }).success);
    expect(html).toContain(`<span id="task-p-success" class="big">${pct(odds.success)}</span> success`);
    expect(html).toContain(`<span id="task-p-crit">${pct(odds.p.criticalSuccess)}</span> critical success`);
    expect(html).toContain(`<span id="task-p-fumble">${pct(odds.p.criticalFailure)}</span> critical failure`);
    expect(text(html)).toContain('Together, the best of Hero nightblade d20 +5, Hex d20 +6 (Perception ranks) against DC 17');
    expect(html).toContain('<input type="checkbox" data-task-with="sister-hex" checked> Hex +6 <kbd>1</kbd>');
    // A third hero: two together at most (the limits), the engine's reason, and the box cannot be ticked.
    const far = check(v, 0, taskCommand(v, 0, nb, ['sister-hex', 'iron-warden']))!;
    expect(far.code).toBe('task-limit');
    expect(html).toContain(`title="${far.message}"><input type="checkbox" data-task-with="iron-warden" disabled> Hero iron-warden +3 <kbd>2</kbd>`);
    // The reason is also shown as text beside the box (#11: a phone cannot hover a title).
    expect(html).toContain(`Hero iron-warden +3 <kbd>2</kbd><span class="task-with-why small muted">${far.message}</span></label>`);
    expect(html).toContain('Hex +6 <kbd>1</kbd></label>');
    // Alone, the one hero's check.
    expect(taskOddsHtml(v, nb, null, group([]))).toContain(`<span id="task-p-success" class="big">${pct(checkOdds({ modifier: 5, dc: 17 }).success)}</span>`);
  });

  it('key 1 (or the box) chooses Hex, A sends the attempt with her; a refused helper gives the engine\'s reason; 1 again unchooses', () => {
    const sel: Mode = { kind: 'selected', unitId: 'A1' };
    const one = next(sel, { type: 'key', key: '1', cursor: null, onButton: false }, ctx);
    expect(one.mode).toEqual({ kind: 'selected', unitId: 'A1', taskWith: ['sister-hex'] });
    expect(next(sel, { type: 'act', act: { do: 'taskWith', heroId: 'sister-hex' } }, ctx).mode).toEqual(one.mode);
    const sent = next(one.mode, { type: 'key', key: 'a', cursor: null, onButton: false }, ctx);
    expect(sent.send).toEqual({ type: 'attemptTask', heroId: 'nightblade', with: ['sister-hex'] });
    expect(sent.mode).toEqual({ kind: 'selected', unitId: 'A1' });
    const two = next(one.mode, { type: 'key', key: '2', cursor: null, onButton: false }, ctx);
    expect(two.mode).toBe(one.mode);
    expect(two.error).toBe(check(v, 0, taskCommand(v, 0, nb, ['sister-hex', 'iron-warden']))!.message);
    expect(next(one.mode, { type: 'key', key: '1', cursor: null, onButton: false }, ctx).mode).toEqual({ kind: 'selected', unitId: 'A1', taskWith: [] });
    // Without helpers, A sends the lone attempt as before.
    expect(next(sel, { type: 'key', key: 'a', cursor: null, onButton: false }, ctx).send).toEqual({ type: 'attemptTask', heroId: 'nightblade' });
  });

  it('HC-08 Boost: the odds shown count +boost on the selected hero (who leads), not on the helpers, and say so', () => {
    const bv = { ...v, scenario: testScenario({ task: { ...task, boost: 1 } }) };
    const html = taskOddsHtml(bv, nb, null, { ...group(['sister-hex']), helpers: taskHelpers(bv, 0, nb) });
    expect(html).toContain(`<span id="task-p-success" class="big">${pct(attemptOdds([6, 6], 17).success)}</span>`);
    expect(text(html)).toContain('Together, the best of Hero nightblade d20 +6, Hex d20 +6 (Perception ranks; Hero nightblade + 1 Boost)');
    expect(text(html)).toContain('Boost: +1 on the check of one hero of each attempt: the one attempting alone, or the one chosen in a group (by default the one selected).');
    expect(text(taskOddsHtml(bv, nb, null))).toContain('Hero nightblade: Perception d20 +6 (ranks + 1 Boost)');
  });

  it('HC-08 Boost to a selected character: key G or a radio gives it to a helper, the odds shown follow, A sends `boostTo`; a helper left out takes it back to the leader', () => {
    const bv = { ...v, scenario: testScenario({ task: { ...task, boost: 2 } }) };
    const bctx: Ctx = { ...ctx, view: bv, check: (c: Command) => check(bv, 0, c) };
    const withHex: Mode = { kind: 'selected', unitId: 'A1', taskWith: ['sister-hex'] };
    const g = next(withHex, { type: 'key', key: 'g', cursor: null, onButton: false }, bctx);
    expect(g.mode).toEqual({ ...withHex, taskBoost: 'sister-hex' });
    expect(next(withHex, { type: 'act', act: { do: 'taskBoost', heroId: 'sister-hex' } }, bctx).mode).toEqual(g.mode);
    // G again: round to the leader, the default.
    expect(next(g.mode, { type: 'key', key: 'g', cursor: null, onButton: false }, bctx).mode).toEqual({ ...withHex, taskBoost: undefined });
    // A hero not in the attempt: the engine's reason.
    const out = next(withHex, { type: 'act', act: { do: 'taskBoost', heroId: 'iron-warden' } }, bctx);
    expect(out.mode).toBe(withHex);
    expect(out.error).toBe(check(bv, 0, { type: 'attemptTask', heroId: 'nightblade', with: ['sister-hex'], boostTo: 'iron-warden' })!.message);
    // The odds shown: Nightblade +5, Hex +6 +2.
    const html = taskOddsHtml(bv, nb, null, { ...group(['sister-hex']), boostTo: 'sister-hex' });
    expect(html).toContain(`<span id="task-p-success" class="big">${pct(attemptOdds([5, 8], 17).success)}</span>`);
    // Shown to the percent the success is the same either way here; the critical success is not (the helper's +8 reaches 20+ more often).
    expect(html).toContain(`<span id="task-p-crit">${pct(attemptOdds([5, 8], 17).p.criticalSuccess)}</span>`);
    expect(pct(attemptOdds([5, 8], 17).p.criticalSuccess)).not.toBe(pct(attemptOdds([7, 6], 17).p.criticalSuccess));
    expect(text(html)).toContain('Together, the best of Hero nightblade d20 +5, Hex d20 +8 (Perception ranks; Hex + 2 Boost)');
    expect(html).toContain('<input type="radio" name="task-boost" data-task-boost="sister-hex" checked> Hex</label>');
    expect(html).toContain('<input type="radio" name="task-boost" data-task-boost="nightblade"> Hero nightblade</label>');
    expect(taskOddsHtml(bv, nb, null, group(['sister-hex']))).toContain(`<span id="task-p-crit">${pct(attemptOdds([7, 6], 17).p.criticalSuccess)}</span>`);
    // Alone, or with no Boost, nothing to choose.
    expect(taskOddsHtml(bv, nb, null, group([]))).not.toContain('task-boost');
    expect(taskOddsHtml(v, nb, null, group(['sister-hex']))).not.toContain('task-boost');
    const sent = next(g.mode, { type: 'key', key: 'a', cursor: null, onButton: false }, bctx);
    expect(sent.send).toEqual({ type: 'attemptTask', heroId: 'nightblade', with: ['sister-hex'], boostTo: 'sister-hex' });
    expect(next(g.mode, { type: 'key', key: '1', cursor: null, onButton: false }, bctx).mode).toEqual({ kind: 'selected', unitId: 'A1', taskWith: [], taskBoost: undefined });
    expect(taskCommand(bv, 0, nb, [], 'sister-hex')).toEqual({ type: 'attemptTask', heroId: 'nightblade' });
  });

  it('once the task is done the box says so, with no odds and no helpers to choose', () => {
    const roll = { heroId: 'nightblade', modifier: { ranks: 5, ability: 0, bonuses: [], penalties: [], total: 5 }, dice: [15], natural: 15, total: 20 };
    const done = { ...v, taskAttempts: [{ turn: 1, skill: 'perception' as const, heroes: ['nightblade'], rolls: [roll], counted: 'nightblade', dc: 17, degree: 'success' as const }] };
    const html = taskOddsHtml(done, nb, check(done, 0, taskCommand(done, 0, nb, [])), group([]));
    expect(html).not.toContain('task-p-success');
    expect(html).not.toContain('task-with');
    expect(text(html)).toContain('Done.');
    expect(html).toContain('The task is already done');
  });
});
