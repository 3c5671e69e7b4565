import type { Square } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState } from '../model.ts';
import { stackAt, stackNamed, stackOf } from '../rules/grid.ts';
import { reachTo } from '../rules/movement.ts';
import { recoverCost, touchNodes } from '../rules/resources.ts';
import { resolveAttack } from './attack.ts';
import type { Spend } from './guards.ts';
import type { Outcome } from './outcome.ts';
import { afterOpportunity, anyOpportunity } from './turn.ts';

// SW-14 orders of the move phase, each for one action (buying one costs 1 RP), and SW-17's
// opportunity fire; a hero's stance is free.

export function move(state: BattleState, side: number, unitId: string, to: Square, withStack: boolean, order?: string[]): Outcome {
  const unit = state.units.find((u) => u.id === unitId)!;
  const members = withStack ? stackOf(state, unit) : [unit];
  const dest = reachTo(state, unitId, withStack, to)!;
  const from = { x: unit.x, y: unit.y };
  // Arriving units go on top of any own stack already there (SW-16).
  const base = stackAt(state, to.x, to.y).reduce((m, u) => Math.max(m, u.level + 1), 0);
  const sequence = order ?? members.map((m) => m.id);
  const arriving = new Map(sequence.map((id, i) => [id, base + i]));
  const units = state.units.map((u) => (arriving.has(u.id) ? { ...u, x: to.x, y: to.y, level: arriving.get(u.id)!, moved: true } : u));
  let nodeOwners = state.nodeOwners;
  const events: BattleEvent[] = [];
  const taken: number[] = [];
  for (const u of units.filter((x) => arriving.has(x.id))) {
    const t = touchNodes(state.map, nodeOwners, u);
    nodeOwners = t.owners;
    taken.push(...t.taken);
  }
  const next: BattleState = { ...state, units, actionsLeft: state.actionsLeft - 1, nodeOwners };
  events.push({ type: 'moved', unitId, from, to, path: dest.path, cost: dest.cost, actionsLeft: next.actionsLeft, ...(withStack ? { carried: sequence.filter((id) => id !== unitId) } : {}) });
  for (const i of taken) events.push({ type: 'nodeTaken', node: i, side, at: state.map.nodes[i] });
  return { state: next, events };
}

/** SW-16: reordering a stack costs one move (one action); every unit of it may change place. */
export function reorder(state: BattleState, at: Square, order: string[]): Outcome {
  const stack = stackNamed(state, at, order);
  const base = stack[0].level;
  const level = new Map(order.map((id, i) => [id, base + i]));
  const units = state.units.map((u) => (level.has(u.id) && u.condition !== 'dead' ? { ...u, level: level.get(u.id)! } : u));
  const next = { ...state, units, actionsLeft: state.actionsLeft - 1 };
  return { state: next, events: [{ type: 'reordered', at, order, actionsLeft: next.actionsLeft }] };
}

export function shoot(state: BattleState, side: number, unitId: string, targetId: string, spend: Spend): Outcome {
  if (state.phase === 'opportunity') {
    const r = resolveAttack(state, unitId, targetId, 'missile', true, spend);
    const units = r.state.units.map((u) => (u.id === unitId ? { ...u, oppFired: true } : u));
    let next: BattleState = { ...r.state, units };
    const events: BattleEvent[] = r.events;
    // Nothing left to fire at: the phase ends by itself rather than waiting on a pass.
    if (!anyOpportunity(next, side)) next = afterOpportunity(next, events);
    return { state: next, events };
  }
  const r = resolveAttack(state, unitId, targetId, 'missile', false, spend);
  const units = r.state.units.map((u) => (u.id === unitId ? { ...u, shot: true } : u));
  return { state: { ...r.state, units, actionsLeft: state.actionsLeft - 1 }, events: r.events };
}

export function recover(state: BattleState, side: number, unitId: string): Outcome {
  const unit = state.units.find((u) => u.id === unitId)!;
  const cost = recoverCost(unit)!;
  const to = unit.condition === 'broken' ? 'bloodied' : 'ok';
  const resources = state.resources.map((r, s) => (s === side ? r - cost : r));
  const next: BattleState = { ...state, units: state.units.map((u) => (u.id === unitId ? { ...unit, condition: to, recovered: true } : u)), resources, actionsLeft: state.actionsLeft - 1 };
  return { state: next, events: [{ type: 'recovered', unitId, from: unit.condition, to, cost, resources: resources[side] }] };
}

export function buyAction(state: BattleState, side: number): Outcome {
  const resources = state.resources.map((r, s) => (s === side ? r - 1 : r));
  const next = { ...state, resources, actionsLeft: state.actionsLeft + 1 };
  return { state: next, events: [{ type: 'actionBought', side, actionsLeft: next.actionsLeft, resources: resources[side] }] };
}

/** SW-07: a hero moves between two touching units of its side for the cost of one move. */
export function moveHero(state: BattleState, heroId: string, toUnitId: string): Outcome {
  const hero = state.heroes.find((h) => h.id === heroId)!;
  const from = state.units.find((u) => u.id === hero.unitId)!;
  const heroes = state.heroes.map((h) => (h.id === heroId ? { ...h, unitId: toUnitId } : h));
  const next = { ...state, heroes, actionsLeft: state.actionsLeft - 1 };
  return { state: next, events: [{ type: 'heroMoved', heroId, from: from.id, to: toUnitId, actionsLeft: next.actionsLeft }] };
}

/** SW-16: the owner gives or declines the support roll of the unit directly beneath its stack's top. */
export function support(state: BattleState, unitId: string, roll: boolean): Outcome {
  const units = state.units.map((u) => (u.id === unitId ? { ...u, supportRoll: roll } : u));
  return { state: { ...state, units }, events: [{ type: 'support', unitId, roll }] };
}

/** How many points a hero spends on each of its unit's defences and React rolls; free, any time. */
export function heroStance(state: BattleState, heroId: string, defend: number, react: number): Outcome {
  const heroes = state.heroes.map((h) => (h.id === heroId ? { ...h, stance: { defend, react } } : h));
  return { state: { ...state, heroes }, events: [{ type: 'heroStance', heroId, defend, react }] };
}
