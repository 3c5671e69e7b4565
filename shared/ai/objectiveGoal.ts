import type { Command } from '../battle/commands.ts';
import type { BattleView, UnitState } from '../battle/model.ts';
import { countdownStates, countdownsOf, workableSquares } from '../battle/rules/countdown.ts';
import { isTop } from '../battle/rules/grid.ts';
import { heroWith } from '../battle/rules/heroes.ts';
import { bestSkill, objectiveAt, touchingSquare } from '../battle/rules/objectives.ts';
import { isEnemy } from '../battle/rules/teams.ts';
import { rescuer } from '../battle/rules/bystanders.ts';
import type { Square } from '../map/battleMap.ts';
import { skillModifier } from '../skills/modifiers.ts';
import { checkOdds } from '../skills/odds.ts';

// HC-06 for the scripted levels above simple (issue 11): the Victory Button wins the battle for
// whoever presses it, so pressing it is taken at once, the side's unit nearest to it walks there, a
// unit standing by it is worth something (more while an enemy could reach it this turn), and the
// captain's evaluation counts a side with a unit by it as close to winning. A check-based objective
// (the Point of Advantage's key, a control board, a device) is valued by its exact chance of success
// (shared/skills checkOdds, the modifier the executor rolls with: the hero's ranks in its best skill)
// times what success brings: the battle, or sparing its side the countdown's end. Pure, like taskGoal.ts.

/** A use that wins the battle at once: above anything else an action can be worth. */
export const OBJECTIVE_WIN = 1000;
/** Per square nearer the button for the unit sent to press it (a task's is 2, a node's 2). */
export const BUTTON_WEIGHT = 3;
/** Per square nearer a check's objective (the advantage's area, a board or device) for a unit carrying a hero. */
const CHECK_WEIGHT = 1.5;
/** Standing at or next to the button: a guard; more while an enemy still to move could reach it. */
const BY_BUTTON = 0.5;
const GUARD = 3;
/** The captain's evaluation: a team with a top unit by the button has all but won (a decided battle is 10,000). */
export const NEAR_BUTTON = 500;
/** A blast (Destruction Sequence) costs roughly this share of every unit's cost on the board; a failed Time Limit the task. */
const BLAST_SHARE = 0.5;
const TASK_FAILED = 12;

const buttonOf = (view: BattleView): Square | null => view.scenario.objectives?.victoryButton?.at ?? null;
const alive = (u: UnitState) => u.condition !== 'dead' && u.x >= 0;

/** The exact chance a hero riding with the unit passes the objective's check (the executor's roll: ranks, no ability). */
export function objectiveOdds(view: BattleView, unitId: string, check: { dc: number; skills: Parameters<typeof bestSkill>[1] }): number {
  const hero = heroWith(view, unitId);
  if (!hero) return 0;
  const { ranks } = bestSkill(hero, check.skills);
  return checkOdds({ modifier: skillModifier({ ranks, ability: 0 }).total, dc: check.dc }).success;
}

/** What the countdown's end would cost `side`: its units' share of a blast less the enemies', or the failed task. */
function countdownCost(view: BattleView, i: number, side: number): number {
  const cd = countdownsOf(view)[i];
  if (cd.atZero === 'task-failed') return view.scenario.task?.side === side ? TASK_FAILED : -TASK_FAILED;
  let v = 0;
  for (const u of view.units.filter(alive)) v += (isEnemy(view, u.side, side) ? -1 : 1) * Math.max(1, u.cost) * BLAST_SHARE;
  return v;
}

/** What one `useObjective` is worth to the side giving it: a win, or its chance times what success brings. */
export function objectiveValue(view: BattleView, c: Extract<Command, { type: 'useObjective' }>): number {
  const use = objectiveAt(view, c.at);
  const u = view.units.find((x) => x.id === c.unitId);
  if (!use || !u) return -Infinity;
  if (use.what === 'victory-button') return OBJECTIVE_WIN;
  const p = objectiveOdds(view, c.unitId, use.check);
  if (use.what === 'advantage-task') return p * OBJECTIVE_WIN;
  // A device stops the count only with every other one: its share of what stopping it spares.
  const cd = countdownsOf(view)[use.countdown];
  const left = use.what === 'control-board' ? 1 : Math.max(1, (cd.squares ?? []).length - (countdownStates(view)[use.countdown].worked ?? []).length);
  return (p * countdownCost(view, use.countdown, u.side)) / left;
}

/** The side's living top unit nearest to the button (the first listed of equals): the one sent to press it. */
function presser(view: BattleView, side: number, at: Square): UnitState | null {
  let best: UnitState | null = null;
  let d = Infinity;
  for (const u of view.units) {
    if (u.side !== side || !alive(u) || !isTop(view, u)) continue;
    const du = Math.max(Math.abs(u.x - at.x), Math.abs(u.y - at.y));
    if (du < d) [best, d] = [u, du];
  }
  return best;
}

const around = (view: BattleView, at: Square): Square[] => {
  const out: Square[] = [];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const s = { x: at.x + dx, y: at.y + dy };
      if (s.x >= 0 && s.y >= 0 && s.x < view.map.width && s.y < view.map.height) out.push(s);
    }
  return out;
};

/** The unit's objective goal: the button's squares for the unit sent to press it; for a hero's unit, the key's area, else a board or device worth working. */
export function objectiveGoal(view: BattleView, u: UnitState): { squares: Square[]; weight: number; fixed: true } | null {
  const at = buttonOf(view);
  if (at && presser(view, u.side, at)?.id === u.id) return { squares: around(view, at), weight: BUTTON_WEIGHT, fixed: true };
  const area = view.scenario.objectives?.advantage;
  if (area?.check && heroWith(view, u.id)) {
    const squares: Square[] = [];
    for (let y = area.area.y; y < area.area.y + area.area.h; y++) for (let x = area.area.x; x < area.area.x + area.area.w; x++) squares.push({ x, y });
    return { squares, weight: CHECK_WEIGHT, fixed: true };
  }
  // A control board or devices whose countdown's end would cost the side more than the enemy: a hero's unit heads there.
  if (heroWith(view, u.id)) {
    const states = countdownStates(view);
    const squares = countdownsOf(view).flatMap((c, i) => (c.check && countdownCost(view, i, u.side) > 0 ? workableSquares(c, states[i]).flatMap((q) => around(view, q)) : []));
    if (squares.length) return { squares, weight: CHECK_WEIGHT, fixed: true };
  }
  return null;
}

/** What standing where `u` stands is worth for the button: a guard by it, more while an enemy could still reach it (`threatens`: the sergeant's plan). */
export function buttonGuard(view: BattleView, u: UnitState, threatens: Map<string, Set<number>>): number {
  const at = buttonOf(view);
  if (!at || !touchingSquare(u, at)) return 0;
  const key = at.y * view.map.width + at.x;
  const danger = view.units.some((e) => alive(e) && isEnemy(view, e.side, u.side) && threatens.get(e.id)?.has(key));
  return BY_BUTTON + (danger ? GUARD : 0);
}

/** The captain's evaluation (zero-sum, like evaluate.ts): a team with a top unit by the button is close to winning. */
export function buttonStanding(view: BattleView, sign: (s: number) => number): number {
  const at = buttonOf(view);
  if (!at) return 0;
  const by = { 1: false, [-1]: false } as Record<number, boolean>;
  for (const u of view.units) if (alive(u) && isTop(view, u) && touchingSquare(u, at)) by[sign(u.side)] = true;
  return (by[1] ? NEAR_BUTTON : 0) - (by[-1] ? NEAR_BUTTON : 0);
}

/** Per person a move would lead to safety or free (HC-06 bystanders, hostages): a little, at most RESCUE_CAP a move. */
export const RESCUE_WEIGHT = 0.3;
const RESCUE_CAP = 3;

/**
 * HC-06: what a move of the heroes' side (side 0's team) is worth for the people it would rescue: in
 * `after` (the unit moved, the rules not yet run), each group still present that a unit would now
 * lead out (rules/bystanders.ts rescuer), its people times RESCUE_WEIGHT. The enemy gains nothing.
 */
export function rescueGain(after: BattleView, side: number): number {
  if (!after.map.bystanders?.length || isEnemy(after, side, 0)) return 0;
  const people = after.map.bystanders.reduce((n, g) => n + (rescuer(after, g) ? g.count : 0), 0);
  return Math.min(RESCUE_CAP, people * RESCUE_WEIGHT);
}
