import type { Rejection, RuleCode } from '../../core/result.ts';
import type { BattleState, BattleView, UnitState } from '../model.ts';
import { altitudeOf } from '../rules/contested.ts';
import { canFly, flightRange } from '../rules/height.ts';
import type { Outcome } from './outcome.ts';

// HC-01 height: a flier's climb or descent, an order of the move phase like a move (SW-14: it is the
// unit's move for the turn, for one action). Going up is how a figure can leave the cube upwards.

const no = (code: RuleCode, message: string): Rejection => ({ code, message });

/** `phase` and `unit` are guards.ts's checks of the action and of the unit, made there in its order. */
export function checkFly(view: BattleView, _side: number, _unitId: string, altitude: number, phase: Rejection | null, unit: UnitState | Rejection): Rejection | null {
  if (phase) return phase;
  if ('code' in unit) return unit;
  if (unit.moved) return no('already-moved', `${unit.name} (${unit.id}) has already moved this turn`);
  if (unit.held) return no('held', `${unit.name} (${unit.id}) is held by the entangling bottom: it breaks out with a React roll at a turn's start`);
  if (!canFly(view, unit)) return no('cannot-fly', `${unit.name} (${unit.id}) has no flying hero with it: only a unit a flying hero rides with can fly`);
  const { min, max } = flightRange(view, unit);
  if (altitude === altitudeOf(unit)) return no('bad-altitude', `${unit.name} (${unit.id}) is already at level ${altitude}`);
  if (altitude < min || altitude > max)
    return no('bad-altitude', `${unit.name} (${unit.id}) can fly to levels ${min} to ${max} now (its Move, never below the ground)`);
  return null;
}

export function fly(state: BattleState, unitId: string, altitude: number): Outcome {
  const unit = state.units.find((u) => u.id === unitId)!;
  const from = altitudeOf(unit);
  // HC-01 SW-16: it goes on top of any own stack at the level it comes to (a stack is one level's pile).
  const level = state.units.reduce((m, u) => (u.id !== unitId && u.condition !== 'dead' && u.x === unit.x && u.y === unit.y ? Math.max(m, u.level + 1) : m), unit.level);
  const units = state.units.map((u) => (u.id === unitId ? { ...u, altitude, level, moved: true } : u));
  const next = { ...state, units, actionsLeft: state.actionsLeft - 1 };
  return { state: next, events: [{ type: 'flew', unitId, from, to: altitude, actionsLeft: next.actionsLeft }] };
}
