import type { BattleView, UnitState } from '../model.ts';
import { attemptedThisTurn } from './task.ts';
import { stunnedWhy } from './damageTypes.ts';

// HC-02 in the engine (issue 11): a combat step's Before Combat Preparation. Personal actions are
// spent in the preparation, a move phase of its own for each side that has any, before turn 1 (turn
// 0); an Ambush's losers act less, or not at all, on turn 1. Pure queries: the guards decide with them.

type View = Pick<BattleView, 'scenario' | 'turn' | 'heroes' | 'taskAttempts'>;

/** The preparation before turn 1: the scenario gives personal actions and the battle is at turn 0 (not in HC-08's task stage before it). */
export const inPreparation = (view: Pick<BattleView, 'turn' | 'phase'>): boolean => view.turn === 0 && view.phase !== 'task';

/** Personal actions `side` has before the fight (0 when the scenario gives none). */
export const personalActions = (view: Pick<BattleView, 'scenario'>, side: number): number => view.scenario.preparation?.personalActions[side] ?? 0;

/** The first side from `from` on with personal actions, or null when none has any. */
export function nextPreparing(view: Pick<BattleView, 'scenario' | 'sideNames'>, from: number): number | null {
  for (let s = from; s < view.sideNames.length; s++) if (personalActions(view, s) > 0) return s;
  return null;
}

/**
 * The actions `unit` has on turn 1 when fewer than normal (by its hero's id when it has one, else its
 * own id), or null when it acts normally (every other turn, and every unit the Ambush did not touch).
 */
export function turnOneActions(view: View, unit: Pick<UnitState, 'id'>): number | null {
  const lost = view.scenario.preparation?.turnOne;
  if (view.turn !== 1 || !lost) return null;
  const hero = view.heroes.find((h) => h.unitId === unit.id);
  const n = (hero && lost[hero.id]) ?? lost[unit.id];
  return n === undefined || n >= 2 ? null : n;
}

/** Actions the unit has taken this turn: a move (or flight), a shot, a recovery, its hero's task attempt. */
export function actionsTaken(view: View, unit: UnitState): number {
  const hero = view.heroes.find((h) => h.unitId === unit.id);
  return Number(unit.moved) + Number(unit.shot) + Number(unit.recovered) + Number(!!hero && attemptedThisTurn(view, hero.id));
}

/**
 * Why `unit` may take no (further) action now, in a player's words, or null. An Ambush's loser with
 * no turn-1 actions also neither fires at opportunity nor attacks in turn 1's combat ("no actions").
 */
export function surprisedWhy(view: View, unit: UnitState, opportunity = false): string | null {
  // HC-07 a stunned unit loses the rest of its turn, as an Ambush's loser its turn 1 (the same guards, opportunity fire and combat order).
  const stunned = stunnedWhy(view, unit);
  if (stunned) return stunned;
  const left = turnOneActions(view, unit);
  if (left === null) return null;
  const name = view.scenario.preparation!.name;
  if (left === 0) return `${unit.name} (${unit.id}) lost its turn-1 actions (${name}): it cannot act until turn 2`;
  if (!opportunity && actionsTaken(view, unit) >= left) return `${unit.name} (${unit.id}) has only ${left} action on turn 1 (${name}) and has taken it`;
  return null;
}
