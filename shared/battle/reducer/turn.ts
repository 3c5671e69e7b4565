import type { BattleEvent } from '../events.ts';
import type { BattleState } from '../model.ts';
import { adjacentEnemies, isTop } from '../rules/grid.ts';
import { canAttack, combatOrder } from '../rules/combat.ts';
import { freeDeploySquare } from '../rules/deployment.ts';
import { income, purchases } from '../rules/resources.ts';
import { canShoot, opportunityTargets } from '../rules/shooting.ts';
import { checkVictory, updateHold } from '../rules/victory.ts';
import { inPreparation, nextPreparing, personalActions, surprisedWhy } from '../rules/preparation.ts';
import { phantomAttacks, resolveAttack } from './attack.ts';
import { objectivesAtTurnEnd } from './countdown.ts';
import type { Spend } from './guards.ts';
import type { Outcome } from './outcome.ts';

// The turn (SW-18): each side in order has its move/recover/fire phase, each followed by the other
// sides' opportunity fire; then combat; then each side's resource phase; then the win check. A
// phase with nothing to do for anyone is skipped, so one command can run on through several.

export function endPhase(state: BattleState): Outcome {
  const events: BattleEvent[] = [];
  if (inPreparation(state)) return { state: afterPreparation(state, events), events };
  if (state.phase === 'move') return { state: afterMove(state, events), events };
  if (state.phase === 'opportunity') return { state: afterOpportunity(state, events), events };
  return { state: afterResources(state, events), events };
}

export function startMove(state: BattleState, side: number, events: BattleEvent[]): BattleState {
  events.push({ type: 'phase', turn: state.turn, phase: 'move', side, actions: state.map.actions });
  return { ...state, phase: 'move', active: side, mover: side, actionsLeft: state.map.actions };
}

/**
 * HC-02: the preparation before turn 1 (turn 0): a move phase for `side` with its personal actions
 * as its actions; no opportunity fire, combat or resources follow it.
 */
export function startPreparation(state: BattleState, side: number, events: BattleEvent[]): BattleState {
  const actions = personalActions(state, side);
  events.push({ type: 'phase', turn: 0, phase: 'move', side, actions });
  return { ...state, turn: 0, phase: 'move', active: side, mover: side, actionsLeft: actions };
}

/** The next side's preparation, or turn 1 with every unit fresh. */
function afterPreparation(state: BattleState, events: BattleEvent[]): BattleState {
  const next = nextPreparing(state, state.active + 1);
  if (next !== null) return startPreparation(state, next, events);
  const units = state.units.map((u) => ({ ...u, moved: false, shot: false, recovered: false, oppFired: false, defences: 0 }));
  return startMove({ ...state, turn: 1, units }, 0, events);
}

/** SW-17: can `side` fire at any of the moving side's units now? */
export function anyOpportunity(state: BattleState, side: number): boolean {
  return state.units.some((u) => u.side === side && u.condition !== 'dead' && canShoot(u) && !surprisedWhy(state, u, true) && opportunityTargets(state, u).length > 0);
}

/** Opportunity fire for `side` against `mover`'s moves, skipped when it has nothing to fire at. */
function startOpportunity(state: BattleState, side: number, mover: number, events: BattleEvent[]): BattleState {
  const units = state.units.map((u) => (u.side === side ? { ...u, oppFired: false } : u));
  const next: BattleState = { ...state, units, phase: 'opportunity', active: side, mover, actionsLeft: 0 };
  if (!anyOpportunity(next, side)) return afterOpportunity(next, events);
  events.push({ type: 'phase', turn: state.turn, phase: 'opportunity', side, actions: 0, mover });
  return next;
}

function afterMove(state: BattleState, events: BattleEvent[]): BattleState {
  const n = state.sideNames.length;
  return startOpportunity(state, (state.active + 1) % n, state.active, events);
}

export function afterOpportunity(state: BattleState, events: BattleEvent[]): BattleState {
  const n = state.sideNames.length;
  const nextReactor = (state.active + 1) % n;
  if (nextReactor !== state.mover) return startOpportunity(state, nextReactor, state.mover, events);
  if (state.mover + 1 < n) return startMove(state, state.mover + 1, events);
  return startCombat(state, events);
}

/** SW-09 phantom attacks first, then SW-19's React order for the attacks. */
function startCombat(state: BattleState, events: BattleEvent[]): BattleState {
  events.push({ type: 'phase', turn: state.turn, phase: 'combat', side: state.active, actions: 0 });
  const afterPhantoms = phantomAttacks(state, events);
  const { order, clusters, rng, heroes } = combatOrder(afterPhantoms, afterPhantoms.rng);
  clusters.forEach((rolls, i) => events.push({ type: 'reactOrder', cluster: i, rolls }));
  return advanceCombat({ ...afterPhantoms, phase: 'combat', rng, heroes, combat: { order, index: 0 }, actionsLeft: 0 }, events);
}

/** The pending unit's melee attack; then the next unit in the combat order. */
export function attack(state: BattleState, unitId: string, targetId: string, spend: Spend): Outcome {
  const r = resolveAttack(state, unitId, targetId, 'melee', false, spend);
  const events: BattleEvent[] = r.events;
  const next = advanceCombat({ ...r.state, combat: { ...state.combat!, index: state.combat!.index + 1 }, pending: null }, events);
  return { state: next, events };
}

export function pass(state: BattleState): Outcome {
  const events: BattleEvent[] = [{ type: 'pass', unitId: state.pending!.unitId }];
  const next = advanceCombat({ ...state, combat: { ...state.combat!, index: state.combat!.index + 1 }, pending: null }, events);
  return { state: next, events };
}

/**
 * HC-06: after a command's hazards (an explosion set off by a blow, a floor giving way), the attack
 * made pending before them may no longer stand: its unit dead, broken or fallen from the top, or its
 * targets struck down. Then the combat order is walked again from that unit, as if it came up now.
 */
export function repending(state: BattleState, events: BattleEvent[]): BattleState {
  const pending = state.pending;
  if (state.phase !== 'combat' || !pending || !state.combat) return state;
  const unit = state.units.find((u) => u.id === pending.unitId);
  // HC-06 an escape route: a unit that left the battle has no attack to make.
  if (!unit) return advanceCombat({ ...state, pending: null }, events);
  const able = unit.condition !== 'dead' && canAttack(unit) && isTop(state, unit) && !surprisedWhy(state, unit, true);
  const targets = able ? adjacentEnemies(state, unit).map((u) => u.id) : [];
  if (able && targets.length === pending.targets.length && targets.every((t, i) => t === pending.targets[i])) return state;
  return advanceCombat({ ...state, pending: null }, events);
}

/** Walks the combat order to the next unit that can attack, or goes on to the resource phase. */
function advanceCombat(state: BattleState, events: BattleEvent[]): BattleState {
  const combat = state.combat!;
  for (let i = combat.index; i < combat.order.length; i++) {
    const unit = state.units.find((u) => u.id === combat.order[i]);
    // HC-02: a unit that lost its turn-1 actions to an Ambush does not attack in turn 1's combat.
    // HC-06: a unit that left through an escape route is no longer in the battle.
    if (!unit || unit.condition === 'dead' || !canAttack(unit) || !isTop(state, unit) || surprisedWhy(state, unit, true)) continue;
    const targets = adjacentEnemies(state, unit).map((u) => u.id);
    if (!targets.length) continue;
    events.push({ type: 'pending', unitId: unit.id, targets, side: unit.side });
    return { ...state, active: unit.side, combat: { ...combat, index: i }, pending: { unitId: unit.id, targets } };
  }
  return startResources({ ...state, combat: null, pending: null }, events);
}

/** SW-23: every side's income first, then each side's purchases in turn. */
function startResources(state: BattleState, events: BattleEvent[]): BattleState {
  const resources = state.resources.map((rp, side) => {
    const gained = income(state.nodeOwners, side);
    if (gained) events.push({ type: 'income', side, gained, resources: rp + gained });
    return rp + gained;
  });
  return resourcePhaseFrom({ ...state, resources }, 0, events);
}

/** The resource phase of `side` or the next side that has something to buy; else the turn ends. */
function resourcePhaseFrom(state: BattleState, side: number, events: BattleEvent[]): BattleState {
  for (let s = side; s < state.sideNames.length; s++) {
    const p = purchases(state, s);
    if (((p.buy.length || p.revive.length) && freeDeploySquare(state, s)) || p.heroes.length) {
      events.push({ type: 'phase', turn: state.turn, phase: 'resources', side: s, actions: 0 });
      return { ...state, phase: 'resources', active: s, actionsLeft: 0 };
    }
  }
  return endTurn(state, events);
}

function afterResources(state: BattleState, events: BattleEvent[]): BattleState {
  return resourcePhaseFrom(state, state.active + 1, events);
}

/** The win check, then a fresh turn: every unit may move, shoot, recover and defend anew. */
function endTurn(state: BattleState, events: BattleEvent[]): BattleState {
  const held = { ...state, holdTurns: updateHold(state, state.scenario) };
  const result = checkVictory(held, state.scenario);
  if (result) {
    events.push({ type: 'battleOver', result });
    return { ...held, phase: 'over', result, actionsLeft: 0 };
  }
  // HC-06: the countdowns go down (and may end the battle) and reserves come on, once the win check let it go on.
  const timed = objectivesAtTurnEnd(held, events);
  if (timed.result) return timed;
  const units = timed.units.map((u) => ({ ...u, moved: false, shot: false, recovered: false, oppFired: false, defences: 0 }));
  return startMove({ ...timed, turn: timed.turn + 1, units }, 0, events);
}
