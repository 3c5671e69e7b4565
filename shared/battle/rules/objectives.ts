import type { Rect, Square } from '../../map/battleMap.ts';
import { ranksOf } from '../../skills/heroSkills.ts';
import type { SkillId } from '../../skills/skills.ts';
import type { BattleView, HeroState } from '../model.ts';
import type { Countdown } from '../objectiveTypes.ts';
import { countdownStates, countdownsOf, workableSquares } from './countdown.ts';

// HC-06 objectives a figure uses where they stand (issue 11): the Victory Button, a Destruction
// Sequence's control board or devices to defuse, and the Point of Advantage's key to victory or its
// controls of the Automated Defences. Pure
// queries; the `useObjective` guard and executor are reducer/objective.ts.

export type ObjectiveUse =
  | { what: 'victory-button' }
  | { what: 'control-board' | 'defusing'; countdown: number; check: { dc: number; skills: SkillId[] } }
  | { what: 'advantage-task'; check: { dc: number; skills: SkillId[] } };

const same = (a: Square, b: Square) => a.x === b.x && a.y === b.y;
export const touchingSquare = (a: Square, b: Square): boolean => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) <= 1;
const inRect = (r: Rect, s: Square) => s.x >= r.x && s.y >= r.y && s.x < r.x + r.w && s.y < r.y + r.h;

/** What can be used at a square, or null: the button, a countdown's square not yet worked, or the advantage's area (face 4). */
export function objectiveAt(view: Pick<BattleView, 'scenario' | 'countdowns'>, at: Square): ObjectiveUse | null {
  const o = view.scenario.objectives;
  if (o?.victoryButton && same(o.victoryButton.at, at)) return { what: 'victory-button' };
  const states = countdownStates(view);
  for (const [i, c] of countdownsOf(view).entries()) {
    if (c.check && workableSquares(c, states[i]).some((q) => same(q, at))) return { what: c.stoppedBy === 'control-board' ? 'control-board' : 'defusing', countdown: i, check: c.check };
  }
  if (o?.advantage?.check && inRect(o.advantage.area, at)) return { what: 'advantage-task', check: o.advantage.check };
  return null;
}

/**
 * Face 1, "controls ... automated weapons controlled": the Point of Advantage's area while the map has
 * Automated Defences still firing, else null. Any figure works the controls (the text names no check),
 * standing on the square it names. Kept apart from objectiveAt's uses (reducer/objective.ts asks both).
 */
export const controlsAt = (view: Pick<BattleView, 'map'>, at: Square): boolean => {
  const a = controlsArea(view);
  return a !== null && inRect(a, at);
};

export function controlsArea(view: Pick<BattleView, 'map'>): Rect | null {
  const m = view.map.advantage;
  return m?.face === 1 && view.map.hazards?.defences?.list.some((d) => d.condition !== 'dead') ? m.area : null;
}

/** Where a unit may use an objective from: at or next to the square; the advantage's task only from inside its area. */
export function reachesObjective(use: ObjectiveUse, unit: Square, at: Square): boolean {
  return use.what === 'advantage-task' ? same(unit, at) : touchingSquare(unit, at);
}

/** The skill a hero uses for a check: its best-ranked of those allowed (the first of equals). */
export function bestSkill(hero: Pick<HeroState, 'type'>, skills: SkillId[]): { skill: SkillId; ranks: number } {
  const ranks = ranksOf(hero.type);
  return skills.reduce((b, s) => ((ranks[s] ?? 0) > b.ranks ? { skill: s, ranks: ranks[s] ?? 0 } : b), { skill: skills[0], ranks: ranks[skills[0]] ?? 0 });
}

/** Every square with something to use now (for legalCommands and the client's marks). */
export function objectiveSquares(view: Pick<BattleView, 'scenario' | 'countdowns'>): Square[] {
  const o = view.scenario.objectives;
  const out: Square[] = o?.victoryButton ? [o.victoryButton.at] : [];
  const states = countdownStates(view);
  countdownsOf(view).forEach((c: Countdown, i) => out.push(...(c.check ? workableSquares(c, states[i]) : [])));
  if (o?.advantage?.check) {
    const a = o.advantage.area;
    for (let y = a.y; y < a.y + a.h; y++) for (let x = a.x; x < a.x + a.w; x++) out.push({ x, y });
  }
  return out;
}
