import type { BattleMap, Square } from '../map/battleMap.ts';
import type { Command } from './commands.ts';
import { attackSpecs, afterDamage, canAttack, combatOrder, opposedRoll } from './combat.ts';
import type { BattleEvent } from './events.ts';
import { adjacentEnemies, indexOf, unitAt } from './grid.ts';
import { passable, reachable } from './movement.ts';
import { seedRng } from './rng.ts';
import { scenarioById, type Scenario } from './scenario.ts';
import type { BattleState, UnitState } from './state.ts';
import { unitType } from './units.ts';
import { checkVictory } from './victory.ts';

// The battle reducer: apply(state, side, command) gives a new state and events, or a rejection with
// a reason a player can read and the state untouched. It never throws on a player's input.

export interface Rejection {
  code: string;
  message: string;
}

export type ApplyResult =
  | { ok: true; state: BattleState; events: BattleEvent[] }
  | { ok: false; state: BattleState; error: Rejection };

export type CreateResult = { ok: true; state: BattleState } | { ok: false; error: Rejection };

const SIDE_LETTERS = 'ABCDEF';

/** Squares of a side's deploy areas it can stand on, nearest the areas' middle first. */
function deploySquares(map: BattleMap, side: number): Square[] {
  const out: Square[] = [];
  for (const area of map.deploy.filter((d) => d.side === side)) {
    const cx = area.x + (area.w - 1) / 2;
    const cy = area.y + (area.h - 1) / 2;
    const squares: Square[] = [];
    for (let y = area.y; y < area.y + area.h; y++)
      for (let x = area.x; x < area.x + area.w; x++) if (passable(map, x, y)) squares.push({ x, y });
    squares.sort((a, b) => Math.hypot(a.x - cx, a.y - cy) - Math.hypot(b.x - cx, b.y - cy) || a.y - b.y || a.x - b.x);
    out.push(...squares);
  }
  return out;
}

/**
 * A new battle: the scenario's forces placed in their deploy areas (SW-10's alternating placement by
 * the players comes later; until then units are set out from the middle of each area).
 */
export function createBattle(scenarioOrId: Scenario | string, map: BattleMap, seed: number): CreateResult {
  const scenario = typeof scenarioOrId === 'string' ? scenarioById(scenarioOrId) : scenarioOrId;
  if (!scenario) return { ok: false, error: { code: 'unknown-scenario', message: `No scenario "${String(scenarioOrId)}"` } };
  if (!Number.isInteger(seed)) return { ok: false, error: { code: 'bad-seed', message: 'The seed must be an integer' } };
  const units: UnitState[] = [];
  for (const [side, force] of scenario.sides.entries()) {
    const squares = deploySquares(map, side);
    if (squares.length < force.units.length) {
      return {
        ok: false,
        error: { code: 'no-room', message: `Map "${map.name}" has ${squares.length} deploy squares for side ${side + 1}; ${scenario.name} needs ${force.units.length}` },
      };
    }
    for (const [i, typeId] of force.units.entries()) {
      const t = unitType(typeId);
      if (!t) return { ok: false, error: { code: 'unknown-unit', message: `Scenario ${scenario.id} names unknown unit type "${typeId}"` } };
      const { id: _type, name, ...stats } = t;
      units.push({ ...stats, id: `${SIDE_LETTERS[side]}${i + 1}`, type: t.id, name, side, x: squares[i].x, y: squares[i].y, condition: 'ok', moved: false, defences: 0 });
    }
  }
  return {
    ok: true,
    state: {
      scenarioId: scenario.id,
      sideNames: scenario.sides.map((s) => s.name),
      map,
      turn: 1,
      phase: 'move',
      active: 0,
      actionsLeft: map.actions,
      units,
      combat: null,
      pending: null,
      result: null,
      seq: 0,
      seed,
      rng: seedRng(seed),
    },
  };
}

function reject(state: BattleState, code: string, message: string): ApplyResult {
  return { ok: false, state, error: { code, message } };
}

export function apply(state: BattleState, side: number, command: Command): ApplyResult {
  if (state.phase === 'over') return reject(state, 'battle-over', 'The battle is over');
  if (side !== state.active) return reject(state, 'not-your-turn', `It is ${state.sideNames[state.active]}'s turn`);
  const scenario = scenarioById(state.scenarioId);
  if (!scenario) return reject(state, 'unknown-scenario', `No scenario "${state.scenarioId}"`);
  switch (command.type) {
    case 'move':
      return move(state, side, command.unitId, command.to);
    case 'endPhase':
      return endPhase(state, scenario);
    case 'attack':
      return attack(state, scenario, command.unitId, command.targetId);
    case 'pass':
      return pass(state, scenario);
  }
}

function move(state: BattleState, side: number, unitId: string, to: Square): ApplyResult {
  if (state.phase !== 'move') return reject(state, 'wrong-phase', 'Units move only in the move phase');
  const unit = state.units.find((u) => u.id === unitId);
  if (!unit || unit.condition === 'dead') return reject(state, 'no-such-unit', `There is no unit ${unitId} on the board`);
  if (unit.side !== side) return reject(state, 'not-your-unit', `${unit.name} (${unit.id}) is not yours`);
  if (unit.moved) return reject(state, 'already-moved', `${unit.name} (${unit.id}) has already moved this turn`);
  if (state.actionsLeft <= 0) return reject(state, 'no-actions', 'No actions left this turn: end the phase');
  const dest = reachable(state, unitId).find((r) => r.x === to.x && r.y === to.y);
  if (!dest) return reject(state, 'unreachable', `${unit.name} cannot reach (${to.x}, ${to.y}) this move`);
  const from = { x: unit.x, y: unit.y };
  const units = state.units.map((u) => (u.id === unitId ? { ...u, x: to.x, y: to.y, moved: true } : u));
  const next: BattleState = { ...state, units, actionsLeft: state.actionsLeft - 1, seq: state.seq + 1 };
  return { ok: true, state: next, events: [{ type: 'moved', unitId, from, to, path: dest.path, cost: dest.cost, actionsLeft: next.actionsLeft }] };
}

function endPhase(state: BattleState, scenario: Scenario): ApplyResult {
  if (state.phase !== 'move') return reject(state, 'wrong-phase', 'In combat, attack or pass');
  const events: BattleEvent[] = [];
  const nextSide = state.active + 1;
  if (nextSide < state.sideNames.length) {
    const next: BattleState = { ...state, active: nextSide, actionsLeft: state.map.actions, seq: state.seq + 1 };
    events.push({ type: 'phase', turn: next.turn, phase: 'move', side: nextSide, actions: next.actionsLeft });
    return { ok: true, state: next, events };
  }
  const { order, clusters, rng } = combatOrder(state, state.rng);
  let next: BattleState = { ...state, phase: 'combat', rng, combat: { order, index: 0 }, actionsLeft: 0, seq: state.seq + 1 };
  events.push({ type: 'phase', turn: next.turn, phase: 'combat', side: next.active, actions: 0 });
  clusters.forEach((rolls, i) => events.push({ type: 'reactOrder', cluster: i, rolls }));
  next = advanceCombat(next, scenario, events);
  return { ok: true, state: next, events };
}

function attack(state: BattleState, scenario: Scenario, unitId: string, targetId: string): ApplyResult {
  const pending = state.pending;
  if (state.phase !== 'combat' || !pending) return reject(state, 'wrong-phase', 'Attacks are made in the combat phase');
  if (pending.unitId !== unitId) return reject(state, 'not-this-unit', `It is ${pending.unitId}'s attack, not ${unitId}'s`);
  if (!pending.targets.includes(targetId)) return reject(state, 'bad-target', `${unitId} cannot attack ${targetId}: it must be a touching enemy`);
  const attacker = state.units.find((u) => u.id === unitId)!;
  const defender = state.units.find((u) => u.id === targetId)!;
  const specs = attackSpecs(state.map, attacker, defender);
  const [roll, rng] = opposedRoll(state.rng, specs.attack, specs.defend);
  const damage = roll.winner === 'a' ? roll.sl * (roll.totalDefeat ? 2 : 1) : 0;
  const after = afterDamage(defender.condition, damage, defender.vitality);
  const units = state.units.map((u) => (u.id === targetId ? { ...u, condition: after, defences: u.defences + 1 } : u));
  const events: BattleEvent[] = [{ type: 'attack', attackerId: unitId, defenderId: targetId, roll, damage, before: defender.condition, after }];
  const next = advanceCombat({ ...state, units, rng, combat: { ...state.combat!, index: state.combat!.index + 1 }, pending: null, seq: state.seq + 1 }, scenario, events);
  return { ok: true, state: next, events };
}

function pass(state: BattleState, scenario: Scenario): ApplyResult {
  const pending = state.pending;
  if (state.phase !== 'combat' || !pending) return reject(state, 'wrong-phase', 'There is no attack to pass');
  const events: BattleEvent[] = [{ type: 'pass', unitId: pending.unitId }];
  const next = advanceCombat({ ...state, combat: { ...state.combat!, index: state.combat!.index + 1 }, pending: null, seq: state.seq + 1 }, scenario, events);
  return { ok: true, state: next, events };
}

/** Walks the combat order to the next unit that can attack, or ends the turn. */
function advanceCombat(state: BattleState, scenario: Scenario, events: BattleEvent[]): BattleState {
  const combat = state.combat!;
  for (let i = combat.index; i < combat.order.length; i++) {
    const unit = state.units.find((u) => u.id === combat.order[i])!;
    if (unit.condition === 'dead' || !canAttack(unit)) continue;
    const targets = adjacentEnemies(state, unit).map((u) => u.id);
    if (!targets.length) continue;
    events.push({ type: 'pending', unitId: unit.id, targets, side: unit.side });
    return { ...state, active: unit.side, combat: { ...combat, index: i }, pending: { unitId: unit.id, targets } };
  }
  return endTurn({ ...state, combat: null, pending: null }, scenario, events);
}

function endTurn(state: BattleState, scenario: Scenario, events: BattleEvent[]): BattleState {
  const result = checkVictory(state, scenario);
  if (result) {
    events.push({ type: 'battleOver', result });
    return { ...state, phase: 'over', result, actionsLeft: 0 };
  }
  const turn = state.turn + 1;
  const units = state.units.map((u) => ({ ...u, moved: false, defences: 0 }));
  events.push({ type: 'phase', turn, phase: 'move', side: 0, actions: state.map.actions });
  return { ...state, turn, units, phase: 'move', active: 0, actionsLeft: state.map.actions };
}

export { indexOf, unitAt };
