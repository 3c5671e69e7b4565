import type { Rejection, RuleCode } from '../../core/result.ts';
import type { Square } from '../../map/battleMap.ts';
import { makeCheck } from '../../skills/check.ts';
import { succeeded } from '../../skills/d20.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleResult, BattleState, BattleView, UnitState } from '../model.ts';
import { countdownStates, countdownsOf } from '../rules/countdown.ts';
import { heroWith } from '../rules/heroes.ts';
import { bestSkill, controlsAt, objectiveAt, reachesObjective } from '../rules/objectives.ts';
import { skillName } from '../rules/task.ts';
import { teamsOf } from '../rules/teams.ts';
import type { Outcome } from './outcome.ts';

// HC-06: the `useObjective` command's guard (called by check(), so legality has one source) and its
// executor. Victory Button: "if anyone can reach it and take an action they immediately win". A
// control board or a device of a Destruction Sequence, and the Point of Advantage's key to victory:
// a hero riding with the unit makes the check (its best skill of those allowed, the state's generator).

const no = (code: RuleCode, message: string): Rejection => ({ code, message });

export interface UseObjective {
  unitId: string;
  at: Square;
}

/** `phase` and `unit` are the guards' own checks (guards.ts spendAction, topUnit), as for every action of a unit. */
export function checkUseObjective(view: BattleView, side: number, c: UseObjective, phase: Rejection | null, unitOr: UnitState | Rejection): Rejection | null {
  if (!objectiveAt(view, c.at) && controlsAt(view, c.at)) return checkControls(view, side, c, phase, unitOr);
  const use = objectiveAt(view, c.at);
  if (!use) {
    const spent = countdownsOf(view).some((cd) => (cd.squares ?? []).some((q) => q.x === c.at.x && q.y === c.at.y) && cd.check);
    return spent ? no('objective-done', `(${c.at.x}, ${c.at.y}) is already worked, or its countdown is over`) : no('no-objective', `There is nothing to use at (${c.at.x}, ${c.at.y})`);
  }
  if (phase) return phase;
  if ('code' in unitOr) return unitOr;
  const unit = unitOr;
  if (!reachesObjective(use, unit, c.at)) {
    return no('not-at-objective', use.what === 'advantage-task' ? `${unit.name} must stand in the Point of Advantage` : `${unit.name} must be at or next to (${c.at.x}, ${c.at.y})`);
  }
  if (use.what !== 'victory-button' && !heroWith(view, unit.id)) return no('no-hero', `${unit.name} has no hero with it to make the check`);
  return null;
}

/**
 * HC-06 Point of Advantage face 1, "controls ... automated weapons controlled": a unit of the side
 * standing on the square, in its move phase, for one action, no hero or check needed (the text names
 * none); refused when its team already controls them.
 */
function checkControls(view: BattleView, side: number, c: UseObjective, phase: Rejection | null, unitOr: UnitState | Rejection): Rejection | null {
  if (phase) return phase;
  if ('code' in unitOr) return unitOr;
  const unit = unitOr;
  if (unit.x !== c.at.x || unit.y !== c.at.y) return no('not-at-objective', `${unit.name} must stand on (${c.at.x}, ${c.at.y}) in the Point of Advantage`);
  const d = view.map.hazards!.defences!;
  if (same(d.sides, enemiesOf(view, side))) return no('objective-done', 'Your side already controls the Automated Defences');
  return null;
}

const same = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The sides not on `side`'s team: whom the defences fire at once that side controls them. */
function enemiesOf(view: Pick<BattleView, 'scenario' | 'sideNames'>, side: number): number[] {
  const team = teamsOf(view.scenario, view.sideNames.length).find((t) => t.includes(side)) ?? [side];
  return view.sideNames.map((_, i) => i).filter((i) => !team.includes(i));
}

function useControls(state: BattleState, c: UseObjective): Outcome {
  const unit = state.units.find((u) => u.id === c.unitId)!;
  const d = state.map.hazards!.defences!;
  const sides = enemiesOf(state, unit.side);
  const actionsLeft = state.actionsLeft - 1;
  // A complication applied twice: the controls command both rolls' emplacements.
  const map = { ...state.map, hazards: { ...state.map.hazards, defences: { ...d, sides, ...(d.others ? { others: d.others.map((o) => ({ ...o, sides })) } : {}) } } };
  const result = `takes control of the ${d.source}: from now on they fire only at ${sides.map((s) => state.sideNames[s]).join(' and ')}`;
  return { state: { ...state, map, actionsLeft }, events: [{ type: 'objective', unitId: unit.id, what: 'advantage-controls', at: c.at, result, actionsLeft }] };
}

const winOf = (state: BattleState, side: number, reason: string): BattleResult => {
  const winners = teamsOf(state.scenario, state.sideNames.length).find((t) => t.includes(side)) ?? [side];
  return { winner: winners[0], winners, reason };
};

export function useObjective(state: BattleState, c: UseObjective): Outcome {
  if (!objectiveAt(state, c.at) && controlsAt(state, c.at)) return useControls(state, c);
  const use = objectiveAt(state, c.at)!;
  const unit = state.units.find((u) => u.id === c.unitId)!;
  const events: BattleEvent[] = [];
  const actionsLeft = state.actionsLeft - 1;
  if (use.what === 'victory-button') {
    const result = winOf(state, unit.side, `${unit.name} (${unit.id}) pressed the Victory Button`);
    events.push({ type: 'objective', unitId: unit.id, what: use.what, at: c.at, result: 'pressed: the battle is won', actionsLeft }, { type: 'battleOver', result });
    return { state: { ...state, phase: 'over', result, actionsLeft: 0 }, events };
  }
  const hero = heroWith(state, unit.id)!;
  const { skill, ranks } = bestSkill(hero, use.check.skills);
  const [r, rng] = makeCheck(state.rng, { ranks, ability: 0, dc: use.check.dc, situation: { inCombat: true } });
  const value = r.ok ? r.value : null;
  const success = value !== null && succeeded(value.degree);
  const check = { skill: skillName(skill), dice: value?.roll?.dice ?? [], total: value?.total ?? 0, dc: use.check.dc, success };
  let next: BattleState = { ...state, rng, actionsLeft };
  if (use.what === 'advantage-task') {
    events.push({ type: 'objective', unitId: unit.id, heroId: hero.id, what: use.what, at: c.at, check, result: success ? 'the key to victory: the battle is won' : 'failed', actionsLeft });
    if (!success) return { state: next, events };
    const result = winOf(state, unit.side, `${hero.name} used the Point of Advantage's key to victory`);
    events.push({ type: 'battleOver', result });
    return { state: { ...next, phase: 'over', result, actionsLeft: 0 }, events };
  }
  const cd = countdownsOf(state)[use.countdown];
  const states = countdownStates(state);
  const s = states[use.countdown];
  const worked = success ? [...(s.worked ?? []), c.at] : s.worked;
  const stopped = success && (use.what === 'control-board' || (cd.squares ?? []).every((q) => worked!.some((w) => w.x === q.x && w.y === q.y)));
  const now = { ...s, ...(worked ? { worked } : {}), ...(stopped ? { stopped: true } : {}) };
  next = { ...next, countdowns: states.map((x, i) => (i === use.countdown ? now : x)) };
  const done = use.what === 'control-board' ? 'the control board stops it' : `device defused${stopped ? ': every device is, it is stopped' : ''}`;
  events.push({ type: 'objective', unitId: unit.id, heroId: hero.id, what: use.what, at: c.at, check, result: success ? done : 'failed', actionsLeft });
  if (stopped) events.push({ type: 'countdown', kind: cd.kind, name: cd.name, what: 'stopped', why: use.what === 'control-board' ? 'worked at the control board' : 'every device defused' });
  return { state: next, events };
}
