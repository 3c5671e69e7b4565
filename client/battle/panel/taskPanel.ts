import type { Rejection } from '../../../shared/core/result.ts';
import type { Command } from '../../../shared/battle/commands.ts';
import type { BattleView, HeroState } from '../../../shared/battle/model.ts';
import { attemptModifiers, attemptOdds, attemptersSoFar, heroesOfTask, heroModifier, skillName, skillsLeft, stepOutcome, taskDone, type StepTask } from '../../../shared/battle/rules/task.ts';
import { heroWith } from '../../../shared/battle/rules/heroes.ts';
import type { Square } from '../../../shared/map/battleMap.ts';
import type { TaskMark } from '../board/types.ts';
import type { TipBlock } from '../board/tooltip.ts';
import { esc, pct } from './html.ts';

// HC-08/HC-09 in the side panel and the tooltip: the step's task (skill, DC, limits, where), and for a
// selected hero who could attempt it the exact odds (shared skill odds) before the roll, or the
// engine's reason in words why not. Plain data in, strings out: the DOM is actions.ts's.

const WHEN: Record<StepTask['when'], string> = { before: 'before the fight (in the task stage once everyone is placed)', during: 'during the fight', after: 'after the fight (in the task stage once it is won)' };

export const taskTitle = (t: StepTask): string => `Task: ${t.skills.map(skillName).join(' and ')} DC ${t.effectiveDc}`;

/** The task's facts in words, one per line (tooltip and panel). */
export function taskLines(v: BattleView, t: StepTask): string[] {
  const lines = [
    `${t.skills.map(skillName).join(' and ')}${t.skills.length > 1 ? ' (must do both)' : ''}: DC ${t.dc}${t.limits.difficulty ? ` ${t.limits.difficulty > 0 ? '+' : '−'} ${Math.abs(t.limits.difficulty)} = ${t.effectiveDc}` : ''}.`,
    `${t.limits.text}.`,
    t.when === 'during'
      ? `Comes ${WHEN[t.when]}; attempted for one action by a hero at or next to (${t.at.x}, ${t.at.y}), ${t.place}.`
      : `Comes ${WHEN[t.when]}: any hero of the side may attempt it, each attempt one turn (of a Time Limit or Destruction Sequence); ending the stage gives it up.`,
  ];
  if (t.boost) lines.push(`Boost: +${t.boost} on the check of one hero of each attempt: the one attempting alone, or the one chosen in a group (by default the one selected).`);
  const tried = attemptersSoFar(v).map((id) => v.heroes.find((h) => h.id === id)?.name ?? id);
  if (taskDone(v, t)) lines.push('Done.');
  else if (t.limits.allMustSucceed) {
    const heroes = heroesOfTask(v, t);
    const done = heroes.filter((h) => skillsLeft(v, t, h.id).length === 0).map((h) => h.name);
    if (tried.length) lines.push(`Succeeded so far: ${done.length ? done.join(', ') : 'nobody'} (${done.length} of ${heroes.length} heroes).`);
  } else if (tried.length) lines.push(`Attempted so far by ${tried.join(', ')}; ${skillsLeft(v, t).map(skillName).join(' and ')} still to do.`);
  const step = stepOutcome(v);
  if (v.result) lines.push(`The step: ${step === 'undecided' ? 'the task is still to do' : step}.`);
  return lines;
}

/** The tooltip block for the task's square, or null elsewhere. */
export function taskTip(v: BattleView, sq: Square): TipBlock | null {
  const t = v.scenario.task;
  if (!t || t.at.x !== sq.x || t.at.y !== sq.y) return null;
  return { title: taskTitle(t), lines: taskLines(v, t) };
}

/**
 * The hero of the selected unit who might attempt the task, if the battle has one. In the task stage
 * (HC-08) with no hero's unit selected, the side's first hero with a unit: nobody walks there, so the
 * box is up at once.
 */
export function taskHero(v: BattleView, side: number, unitId: string | null): HeroState | null {
  if (!v.scenario.task || side < 0) return null;
  const hero = unitId ? heroWith(v, unitId) : undefined;
  if (hero && hero.side === side) return hero;
  return v.phase === 'task' && v.scenario.task.side === side ? (v.heroes.find((h) => h.side === side && h.unitId) ?? null) : null;
}

/**
 * HC-09 "work together": the other heroes of the side, on the board, who may join the selected one's
 * attempt (in the side's order, the order of their keys 1 to 9); none where heroes try one at a time.
 */
export function taskHelpers(v: BattleView, side: number, hero: HeroState): HeroState[] {
  const t = v.scenario.task;
  if (!t || !t.limits.together) return [];
  return v.heroes.filter((h) => h.side === side && h.side === t.side && h.unitId && h.id !== hero.id);
}

/**
 * The command of the attempt: the hero, with the chosen helpers (in the side's order) when there are
 * any, and `boostTo` when the task's Boost goes to one of those helpers (HC-08 "to one selected
 * character"); the leader having it is the default, so it is not named.
 */
export function taskCommand(v: BattleView, side: number, hero: HeroState, chosen: readonly string[], boostTo?: string): Extract<Command, { type: 'attemptTask' }> {
  const helpers = taskHelpers(v, side, hero).filter((h) => chosen.includes(h.id)).map((h) => h.id);
  const boost = v.scenario.task?.boost && boostTo && helpers.includes(boostTo) ? boostTo : undefined;
  return { type: 'attemptTask', heroId: hero.id, ...(helpers.length ? { with: helpers } : {}), ...(boost ? { boostTo: boost } : {}) };
}

/** HC-08: who of the attempt as chosen has the Boost next when it is passed on (key G): the next member, round to the leader. */
export function nextBoost(command: Extract<Command, { type: 'attemptTask' }>): string {
  const members = [command.heroId, ...(command.with ?? [])];
  return members[(members.indexOf(command.boostTo ?? command.heroId) + 1) % members.length];
}

const signed = (m: number) => (m < 0 ? `−${-m}` : `+${m}`);

/**
 * The task box for a selected hero: the odds of success, critical success and critical failure of the
 * attempt as chosen now (shared/battle/rules/task attemptOdds: one hero's check, or a group's where
 * every combination of their dice counts and the best total wins), the modifiers, the heroes who may
 * work with it (a box each, checked when chosen, with its key and the engine's reason when it may
 * not join), and `why` — the engine's refusal of the attempt — when it cannot be made.
 */
export function taskOddsHtml(v: BattleView, hero: HeroState, why: Rejection | null, group: TaskGroup = { helpers: [], chosen: [], whyNot: () => null }): string {
  const t = v.scenario.task!;
  const skill = skillsLeft(v, t, hero.id)[0] ?? t.skills[0];
  const members = [hero, ...group.helpers.filter((h) => group.chosen.includes(h.id))];
  // HC-08: the Boost on the member chosen to have it (the leader unless another is named).
  const holder = members.find((h) => h.id === group.boostTo) ?? hero;
  const mods = attemptModifiers(t, members, skill, holder.id).map((m) => m.total);
  const odds = attemptOdds(mods, t.effectiveDc);
  const head = `<h3>${esc(taskTitle(t))}</h3><p class="small">${esc(taskLines(v, t).join(' '))}</p>`;
  const reason = why ? `<p id="task-why" class="muted small">${esc(why.message)}</p>` : '';
  // Done: nothing left to roll, so no odds and no one to choose.
  if (taskDone(v, t)) return head + reason;
  const boosted = t.boost ? ` + ${t.boost} Boost` : '';
  const who =
    members.length === 1
      ? `${esc(hero.name)}: ${esc(skillName(skill))} d20 ${signed(mods[0])} (ranks${boosted})`
      : `Together, the best of ${members.map((h, i) => `${esc(h.name)} d20 ${signed(mods[i])}`).join(', ')} (${esc(skillName(skill))} ranks${boosted ? `; ${esc(holder.name)}${boosted}` : ''})`;
  const rows =
    `<div class="task-odds-main"><span id="task-p-success" class="big">${pct(odds.success)}</span> success · ` +
    `<span id="task-p-crit">${pct(odds.p.criticalSuccess)}</span> critical success · <span id="task-p-fumble">${pct(odds.p.criticalFailure)}</span> critical failure</div>` +
    `<p class="small muted">${who} against DC ${t.effectiveDc}; a 1 counts −10, a 20 counts 30.</p>`;
  const boxes = group.helpers.length
    ? `<fieldset id="task-with"><legend>Work together with (each rolls, the best counts)</legend>` +
      group.helpers
        .map((h, i) => {
          const on = group.chosen.includes(h.id);
          const no = on ? null : group.whyNot(h.id);
          const key = i < 9 ? ` <kbd>${i + 1}</kbd>` : '';
          // The reason in words beside the box, not only on hover: a phone has no hover (#11).
          return `<label class="task-with${no ? ' muted' : ''}"${no ? ` title="${esc(no.message)}"` : ''}><input type="checkbox" data-task-with="${esc(h.id)}"${on ? ' checked' : ''}${no ? ' disabled' : ''}> ${esc(h.name)} ${signed(heroModifier(h, skill).total)}${key}${no ? `<span class="task-with-why small muted">${esc(no.message)}</span>` : ''}</label>`;
        })
        .join('') +
      `</fieldset>`
    : '';
  // HC-08 "to one selected character where characters can work together": a radio per member (or key G).
  const boost =
    t.boost && members.length > 1
      ? `<fieldset id="task-boost"><legend>Boost +${t.boost} to <kbd>G</kbd></legend>` +
        members.map((h) => `<label class="task-with"><input type="radio" name="task-boost" data-task-boost="${esc(h.id)}"${h.id === holder.id ? ' checked' : ''}> ${esc(h.name)}</label>`).join('') +
        `</fieldset>`
      : '';
  return head + rows + boxes + boost + reason;
}

/** The heroes who may work with the selected one, those chosen, and why one may not join (the engine's check). */
export interface TaskGroup {
  helpers: HeroState[];
  chosen: readonly string[];
  whyNot: (heroId: string) => Rejection | null;
  /** HC-08: the member chosen to have the task's Boost; absent (or not a member), the selected hero. */
  boostTo?: string;
}

/** What the board draws for the task (board/taskMark.ts), or null without one. */
export function taskMarkOf(v: BattleView): TaskMark | null {
  const t = v.scenario.task;
  return t ? { at: t.at, label: `${t.skills.map(skillName).join(' + ')} DC ${t.effectiveDc}`, done: taskDone(v, t) } : null;
}
