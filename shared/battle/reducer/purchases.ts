import type { BattleEvent } from '../events.ts';
import type { BattleState, UnitState } from '../model.ts';
import { freeDeploySquare } from '../rules/deployment.ts';
import { touchNodes } from '../rules/resources.ts';
import { unitType } from '../units.ts';
import type { Outcome } from './outcome.ts';
import { newUnit } from './setup.ts';
import { nextUnitId } from './newUnit.ts';

// SW-24, the resource phase: reinforcements bought, dead units and lost heroes brought back.

/** A reinforcement, on the first free deploy square; it cannot act until next turn. */
export function buy(state: BattleState, side: number, typeId: string): Outcome {
  const t = unitType(typeId)!;
  const at = freeDeploySquare(state, side)!;
  const id = nextUnitId(state, side);
  const unit = { ...newUnit(t, id, side, at), moved: true, shot: true, recovered: true };
  return place(state, side, unit, t.cost, false);
}

/** A dead unit back at full strength on the first free deploy square, when the scenario allows it. */
export function revive(state: BattleState, side: number, unitId: string): Outcome {
  const dead = state.units.find((u) => u.id === unitId)!;
  const at = freeDeploySquare(state, side)!;
  const unit: UnitState = { ...dead, x: at.x, y: at.y, level: 0, condition: 'ok', moved: true, shot: true, recovered: true, oppFired: false, defences: 0, supportRoll: true };
  return place(state, side, unit, dead.cost, true);
}

/** A lost hero back with a unit of its side, its pools full again. */
export function reviveHero(state: BattleState, side: number, heroId: string, unitId: string): Outcome {
  const hero = state.heroes.find((h) => h.id === heroId)!;
  const resources = state.resources.map((r, x) => (x === side ? r - hero.cost : r));
  const heroes = state.heroes.map((h) => (h.id === heroId ? { ...h, unitId, pools: { ...h.maxPools } } : h));
  return { state: { ...state, heroes, resources }, events: [{ type: 'heroBack', heroId, unitId, cost: hero.cost, resources: resources[side] }] };
}

function place(state: BattleState, side: number, unit: UnitState, cost: number, revived: boolean): Outcome {
  const resources = state.resources.map((r, s) => (s === side ? r - cost : r));
  const exists = state.units.some((u) => u.id === unit.id);
  const units = exists ? state.units.map((u) => (u.id === unit.id ? unit : u)) : [...state.units, unit];
  const nodes = touchNodes(state.map, state.nodeOwners, unit);
  const events: BattleEvent[] = [{ type: 'bought', unitId: unit.id, unitType: unit.type, side, at: { x: unit.x, y: unit.y }, cost, revived, resources: resources[side] }];
  for (const i of nodes.taken) events.push({ type: 'nodeTaken', node: i, side, at: state.map.nodes[i] });
  return { state: { ...state, units, resources, nodeOwners: nodes.owners }, events };
}
