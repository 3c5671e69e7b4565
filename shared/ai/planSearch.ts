import type { Command } from '../battle/commands.ts';
import type { BattleState, BattleView, UnitState } from '../battle/model.ts';
import { legalCommands } from '../battle/queries/legal.ts';
import { viewFor } from '../battle/queries/view.ts';
import { apply } from '../battle/reducer/apply.ts';
import { isEnemy, sameTeam } from '../battle/rules/teams.ts';
import type { AiRng } from './aiRng.ts';
import { evaluate } from './evaluate.ts';
import { chooseNodeWise } from './nodePlay.ts';
import { bestAction, chooseSergeant, goal, goalDistance, sergeantPlan, WORTH_AN_ACTION, type Plan } from './sergeant.ts';

// The captain's search over plans (#10, seventh session): a look-ahead of one command over the
// sergeant's own play finds nothing the sergeant misses, so at the start of its move phase the
// captain plays out a few whole policies instead, each for the rest of this turn and the next one
// (its move phases by the policy, every other choice of both sides as the sergeant), on the same
// made-up battles, values each at the horizon (evaluate.ts: the scenario's own count), and follows
// the best for the turn.

/** What a command of a play-out costs of the budget, in nodes (captain.ts stepCost: dearer on a counting turn). */
export type StepCost = (view: BattleView, who: number) => number;

export type PolicyId = 'sergeant' | 'hold' | 'bold' | 'walkNodes';
export const POLICIES: readonly PolicyId[] = ['sergeant', 'hold', 'bold', 'walkNodes'];

export interface PlanBudget {
  /** Nodes (commands applied) in all the play-outs of one policy choice together. */
  nodes: number;
  /** Made-up battles, every policy played out in each (the same dice to start). */
  samples: number;
  /** Turns after this one the play-out goes on through. */
  turns: number;
  /** How much better (per battle, in evaluate's units) a policy must play out than the sergeant's to be taken. */
  margin: number;
}

export const PLAN_BUDGET: PlanBudget = { nodes: 320, samples: 2, turns: 1, margin: 2 };

const touches = (a: { x: number; y: number }, n: { x: number; y: number }) => Math.max(Math.abs(a.x - n.x), Math.abs(a.y - n.y)) <= 1;
const placed = (u: UnitState) => u.condition !== 'dead' && u.x >= 0;

/** The units that hold: by a node their team holds, or inside the hold area. */
function guards(view: BattleView, side: number): Set<string> {
  const win = view.scenario.win;
  const area = win.hold ? (win.hold.area === 'cube' ? view.map.cube : win.hold.area) : null;
  const own = view.map.nodes.filter((_, i) => view.nodeOwners[i] !== null && sameTeam(view.scenario, view.nodeOwners[i]!, side));
  const out = new Set<string>();
  for (const u of view.units) {
    if (u.side !== side || !placed(u) || u.moved) continue;
    if (own.some((n) => touches(u, n))) out.add(u.id);
    else if (area && u.x >= area.x && u.x < area.x + area.w && u.y >= area.y && u.y < area.y + area.h) out.add(u.id);
  }
  return out;
}

/** Whether the policy plays differently from the sergeant in this view at all (else it is not played out). */
export function differs(policy: PolicyId, view: BattleView, side: number): boolean {
  if (policy === 'hold') return guards(view, side).size > 0;
  if (policy === 'walkNodes') return view.scenario.win.nodesAfter !== undefined && !view.scenario.win.hold && !view.scenario.win.escape;
  return policy !== 'sergeant';
}

/** The sergeant's rule of choice (the best action while one is worth an action) over another plan. */
function byPlan(view: BattleView, side: number, plan: Plan, extra: (c: Command) => number): Command | null {
  const legal = legalCommands(view, side);
  let best: Command | null = null;
  let value = -Infinity;
  for (const c of legal) {
    const base = bestAction(plan, [c]);
    if (!base) continue;
    const v = base.value + extra(c);
    if (v > value) [best, value] = [c, v];
  }
  return best && value > WORTH_AN_ACTION ? best : legal.find((c) => c.type === 'endPhase') ?? null;
}

/**
 * The policy's command in `side`'s move phase (the captain's walk to fixed goals); any other choice,
 * and anything but a move, shot, recovery or end (a support roll, a task, an objective), is the sergeant's.
 */
export function policyChoice(policy: PolicyId, view: BattleView, side: number): Command | null {
  const plain = chooseNodeWise(view, side, true);
  if (policy === 'sergeant' || view.phase !== 'move' || view.actionsLeft <= 0 || !plain) return plain;
  if (!['move', 'shoot', 'recover', 'endPhase'].includes(plain.type)) return plain;
  if (policy === 'hold') {
    // Units holding a node or the area stay: the sergeant plays the rest.
    const keep = guards(view, side);
    if (!keep.size) return plain;
    const held = { ...view, units: view.units.map((u) => (keep.has(u.id) ? { ...u, moved: true } : u)) };
    const c = chooseNodeWise(held, side, true);
    return c && c.type === 'endPhase' ? c : c ?? plain;
  }
  const plan = sergeantPlan(view, side, true);
  // Bolder: its own losses weigh a third of the enemy's, so it goes for the trade.
  if (policy === 'bold') return byPlan(view, side, { ...plan, caution: Math.min(plan.caution, 0.35) }, () => 0);
  // The way to an open node walked over the terrain rather than in a straight line.
  return byPlan(view, side, plan, (c) => {
    if (c.type !== 'move') return 0;
    const u = view.units.find((x) => x.id === c.unitId)!;
    const g = goal(plan, u);
    if (g.fixed || g.walked || g.weight !== 2) return 0;
    const walked = { ...g, walked: true };
    const to = { ...u, x: c.to.x, y: c.to.y };
    return g.weight * (goalDistance(plan, g, to) - goalDistance(plan, walked, to) - (goalDistance(plan, g, u) - goalDistance(plan, walked, u)));
  });
}

/**
 * Plays `state` on through this turn and `turns` more (or until `nodes` commands), `side`'s team by the
 * policy in its move phases, everyone else as the sergeant; the horizon's value to `side`.
 */
export function playPolicy(state: BattleState, side: number, policy: PolicyId, turns: number, nodes: number, spent: { n: number } = { n: 0 }, cost: StepCost = () => 1): number {
  let s = state;
  const last = s.turn + turns;
  for (let used = 0; ; ) {
    if (s.phase === 'over' || s.turn > last) break;
    const who = s.active;
    const view = viewFor(s, who);
    const step = cost(view, who);
    if (used + step > nodes) break;
    used += step;
    const c = who === side ? policyChoice(policy, view, who) : sameTeam(s.scenario, who, side) ? chooseNodeWise(view, who, true) : chooseSergeant(view, who);
    spent.n += step;
    if (!c) break;
    const r = apply(s, who, c);
    if (!r.ok) break;
    s = r.state;
  }
  return evaluate(s, side);
}

/** The policy to follow this turn: each played out on the same made-up battles; the sergeant's stands unless another is clearly better. */
export function choosePolicy(view: BattleView, side: number, rng: AiRng, determinize: (v: BattleView, r: AiRng) => BattleState, budget: PlanBudget = PLAN_BUDGET, spent: { n: number } = { n: 0 }, cost: StepCost = () => 1): PolicyId {
  if (view.sideNames.length > 2 || !view.units.some((u) => placed(u) && isEnemy(view, u.side, side))) return 'sergeant';
  const tried = POLICIES.filter((p) => p === 'sergeant' || differs(p, view, side));
  if (tried.length <= 1) return 'sergeant';
  const each = Math.floor(budget.nodes / (tried.length * budget.samples));
  const totals = tried.map(() => 0);
  for (let k = 0; k < budget.samples; k++) {
    const state = determinize(view, rng);
    tried.forEach((p, i) => (totals[i] += playPolicy(state, side, p, budget.turns, each, spent, cost)));
  }
  let best = 0;
  for (let i = 1; i < tried.length; i++) if (totals[i] > totals[best]) best = i;
  return totals[best] > totals[0] + budget.margin * budget.samples ? tried[best] : 'sergeant';
}

/** The policy chosen at the start of a side's move phase, kept for the rest of the turn (per battle by its public seed commitment). */
const kept = new Map<string, PolicyId>();
export function turnPolicy(view: BattleView, side: number, choose: () => PolicyId): PolicyId {
  const key = `${view.seedCommitment}:${view.turn}:${side}`;
  let p = kept.get(key);
  if (p === undefined) {
    p = choose();
    kept.set(key, p);
    if (kept.size > 256) kept.delete(kept.keys().next().value!);
  }
  return p;
}
