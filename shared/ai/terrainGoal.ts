import type { Command } from '../battle/commands.ts';
import type { BattleView, UnitState } from '../battle/model.ts';
import { afterDamage } from '../battle/rules/combat.ts';
import { defenceAt, defenceFiring, defenceNumbers, defenceShotOdds, defenceTargets, sensesOf } from '../battle/rules/defences.ts';
import { defencePreview } from '../battle/queries/preview.ts';
import { isTop } from '../battle/rules/grid.ts';
import { moveAllowance } from '../battle/rules/movement.ts';
import { lineOfSight } from '../battle/rules/shooting.ts';
import { isEnemy } from '../battle/rules/teams.ts';
import { breachOdds, wallAt } from '../battle/rules/walls.ts';
import type { BattleMap, Defences, Square } from '../map/battleMap.ts';
import { walkCost } from './pathDistance.ts';
import { LOSS } from './conditionLoss.ts';

// HC-06 for the scripted levels (issues 10, 11): what the sergeant (and so the captain, which takes
// its candidates from it) makes of the combat step's terrain. Pure, its own view only, no dice.
// - Automated Defences: attacking an emplacement is worth the harm it would still do to the side's
//   team (its exact shot odds at the units it fires at now, over a few turns) times the share of it
//   the attack takes away (the exact odds of the attack, as the executor rolls it), less a Touch Shield's cost. An emplacement
//   that fires only at the enemy is left standing.
// - Breakable walls: breaking a square is worth its exact odds times how much nearer its goal the
//   unit's way over the terrain becomes (no nearer, nothing: never taken over a move that gains).
// - Bystanders and hostages: the heroes' team's unit nearest to each group still present is pulled a
//   little toward it (rescueGain in objectiveGoal.ts pays for the rescue itself once next to them).

/** Turns of fire an emplacement left standing is reckoned to have. */
export const DEFENCE_TURNS = 3;
/** A breach pays later, after the walk through it: its gain in squares counts this much of a square walked now. */
export const BREACH_SHARE = 0.5;
/** Per square nearer people to rescue, for the heroes' unit sent to them: a little more than toward the enemy (0.5), less than to a task (2). */
export const RESCUE_PULL = 0.6;

type Defence = Defences['list'][number];
const HEROES = 0;
const alive = (u: UnitState) => u.condition !== 'dead' && u.x >= 0;

/** The worth an emplacement takes from `side`'s team in one turn's fire, by the exact odds (a direct one draws its target among all it fires at). */
export function defenceThreat(view: BattleView, side: number, d: Defence, worth: (u: UnitState) => number): number {
  const firing = defenceFiring(view, d);
  if (!firing) return 0;
  let v = 0;
  for (const u of firing.targets) {
    if (isEnemy(view, u.side, side)) continue;
    let lost = 0;
    for (const [dmg, p] of Object.entries(defenceShotOdds(view.map, d, firing.profile, u).damage)) lost += p * (LOSS[afterDamage(u.condition, Number(dmg), u.vitality)] - LOSS[u.condition]);
    v += lost * worth(u);
  }
  return firing.profile.area ? v : v / Math.max(1, firing.targets.length);
}

/**
 * What standing where `u` stands costs it at the next turn's start: each live emplacement firing at its
 * side that would have it in range (of its main attack, else its secondary) and sight, its shot's
 * expected harm (a direct one's shared among those it fires at now, `u` counted in).
 */
export function defenceDanger(view: BattleView, u: UnitState, worth: (u: UnitState) => number): number {
  const x = view.map.hazards?.defences;
  if (!x) return 0;
  let v = 0;
  for (const d of x.list) {
    const n = defenceNumbers(x, d);
    const reach = Math.max(Math.abs(u.x - d.x), Math.abs(u.y - d.y));
    const profile = [n, ...(n.secondary ? [n.secondary] : [])].find((p) => reach <= p.range);
    if (d.condition === 'dead' || !n.sides.includes(u.side) || !profile || !lineOfSight(view.map, d, u, sensesOf(view.map, d)).clear) continue;
    let lost = 0;
    for (const [dmg, p] of Object.entries(defenceShotOdds(view.map, d, profile, u).damage)) lost += p * (LOSS[afterDamage(u.condition, Number(dmg), u.vitality)] - LOSS[u.condition]);
    const others = profile.area ? 0 : defenceTargets(view, d).filter((t) => t.id !== u.id).length;
    v += (lost * worth(u)) / (1 + others);
  }
  return v;
}

/**
 * What one `attackDefence` is worth to the attacking side: the harm the emplacement would still do it,
 * times the share of it the attack takes (the odds the client shows, queries/preview.ts), less what a
 * Touch Shield's strike back costs the attacker.
 */
export function defenceValue(view: BattleView, c: Extract<Command, { type: 'attackDefence' }>, worth: (u: UnitState) => number): number {
  const x = view.map.hazards?.defences;
  const i = x ? defenceAt(view.map, c.at) : -1;
  const u = view.units.find((v) => v.id === c.unitId);
  const p = defencePreview(view, c.unitId, c.at);
  if (!x || i < 0 || !u || !p) return -Infinity;
  const d = x.list[i];
  let taken = 0;
  for (const [cond, q] of Object.entries(p.outcome)) taken += q * (LOSS[cond as keyof typeof LOSS] - LOSS[d.condition]);
  let shield = 0;
  for (const [cond, q] of Object.entries(p.shield?.outcome ?? {})) shield += q * (LOSS[cond as keyof typeof LOSS] - LOSS[u.condition]) * worth(u);
  // What is left of it to lose: a bloodied one still fires, with a penalty die.
  const left = 1 - LOSS[d.condition];
  return (left > 0 ? (defenceThreat(view, u.side, d, worth) * DEFENCE_TURNS * taken) / left : 0) - shield;
}

/**
 * What one `breach` is worth: its exact odds times the squares of the walk to the goal it saves
 * (BREACH_SHARE of each, at the goal's weight). A goal no way reaches now counts as a long way off.
 */
export function breachValue(view: BattleView, c: Extract<Command, { type: 'breach' }>, goal: { squares: Square[]; weight: number }): number {
  const u = view.units.find((v) => v.id === c.unitId);
  const w = wallAt(view.map, c.at);
  if (!u || !w || !goal.squares.length) return -Infinity;
  const i = c.at.y * view.map.width + c.at.x;
  const open: BattleMap = { ...view.map, terrain: view.map.terrain.map((t, j) => (j === i ? 'clear' : t)) };
  const walker = { allowance: moveAllowance(u, view), unit: u };
  const after = walkCost(open, goal.squares, u, walker);
  if (after === Infinity) return 0;
  const before = Math.min(walkCost(view.map, goal.squares, u, walker), after + view.map.width + view.map.height);
  const saved = Math.max(0, before - after);
  return breachOdds(u, w.wall).attackerWins * goal.weight * saved * BREACH_SHARE;
}

/** Per plan's view: the heroes' unit sent to each group still present (the nearest living top unit, the first listed of equals). */
const sentMemo = new WeakMap<BattleView, Map<string, Square[]>>();
function sent(view: BattleView): Map<string, Square[]> {
  let out = sentMemo.get(view);
  if (out) return out;
  out = new Map();
  for (const g of view.map.bystanders ?? []) {
    if (g.status !== 'present') continue;
    let best: UnitState | null = null;
    let d = Infinity;
    for (const u of view.units) {
      if (!alive(u) || isEnemy(view, u.side, HEROES) || !isTop(view, u)) continue;
      const du = Math.max(Math.abs(u.x - g.at.x), Math.abs(u.y - g.at.y));
      if (du < d) [best, d] = [u, du];
    }
    if (best) out.set(best.id, [...(out.get(best.id) ?? []), g.at]);
  }
  sentMemo.set(view, out);
  return out;
}

/**
 * HC-06: the pull toward people to rescue for a unit standing where `u` stands in `now`: for the
 * heroes' unit chosen in `planned` (the view the plan was made in, so a move does not change who
 * goes), RESCUE_PULL per square still between it and being next to the nearest of its groups.
 */
export function rescuePull(planned: BattleView, now: BattleView, u: UnitState): number {
  if (!planned.map.bystanders?.length || isEnemy(planned, u.side, HEROES)) return 0;
  const groups = sent(planned).get(u.id);
  if (!groups) return 0;
  const present = groups.filter((at) => now.map.bystanders?.some((g) => g.status === 'present' && g.at.x === at.x && g.at.y === at.y));
  if (!present.length) return 0;
  return -RESCUE_PULL * Math.min(...present.map((at) => Math.max(0, Math.max(Math.abs(u.x - at.x), Math.abs(u.y - at.y)) - 1)));
}
