import type { Rejection, RuleCode } from '../../core/result.ts';
import type { Square } from '../../map/battleMap.ts';
import type { BattleState, BattleView, UnitState } from '../model.ts';
import { canAttack, conditionModifiers } from '../rules/combat.ts';
import { opposedRoll } from '../rules/dice.ts';
import { wallAt } from '../rules/walls.ts';
import type { Outcome } from './outcome.ts';

// HC-06 breakable walls (rules/walls.ts): the `breach` command's guard (called by check(), so
// legality has one source) and its executor. A top unit of the acting side, in its move phase, for
// one action and as its attack of the turn (it has not shot), attacks a standing wall square next to
// it: its Attack against the wall's Defend; a win makes the square open ground (a breach), logged.

const no = (code: RuleCode, message: string): Rejection => ({ code, message });

export interface Breach {
  unitId: string;
  at: Square;
}

/** `phase` and `unit` are the guards' own checks (guards.ts spendAction, topUnit), as for every action of a unit. */
export function checkBreach(view: BattleView, c: Breach, phase: Rejection | null, unit: UnitState | Rejection): Rejection | null {
  if (phase) return phase;
  if ('code' in unit) return unit;
  if (!canAttack(unit)) return no('cannot-shoot', `${unit.name} is broken and cannot attack`);
  if (unit.shot) return no('already-shot', `${unit.name} (${unit.id}) has already attacked or shot this turn`);
  const w = wallAt(view.map, c.at);
  if (!w) return no('no-wall', `There is no standing wall at (${c.at.x}, ${c.at.y})`);
  if (Math.max(Math.abs(unit.x - c.at.x), Math.abs(unit.y - c.at.y)) !== 1) return no('not-at-wall', `${unit.name} must stand next to (${c.at.x}, ${c.at.y}) to attack the wall`);
  return null;
}

export function breach(state: BattleState, c: Breach): Outcome {
  const unit = state.units.find((u) => u.id === c.unitId)!;
  const { wall, index } = wallAt(state.map, c.at)!;
  const [roll, rng] = opposedRoll(state.rng, { ability: unit.attack, modifiers: conditionModifiers(unit) }, { ability: wall.defend, modifiers: [{ reason: `${wall.name} (resistance ${wall.resistance})`, bonus: 0, penalty: 0 }] });
  const broken = roll.winner === 'a';
  const units = state.units.map((u) => (u.id === unit.id ? { ...u, shot: true } : u));
  let map = state.map;
  if (broken) {
    const at = { x: c.at.x, y: c.at.y };
    const i = at.y * map.width + at.x;
    const walls = map.walls!.map((w, k) => (k === index ? { ...w, broken: [...w.broken, at] } : w));
    // The complication's marks follow the square: open now (the client draws a breach).
    const complications = map.complications?.map((x) => (x.changed?.some((q) => q.x === at.x && q.y === at.y) && x.name === wall.name ? { ...x, changed: x.changed.map((q) => (q.x === at.x && q.y === at.y ? { ...q, terrain: 'clear' as const } : q)) } : x));
    map = { ...map, terrain: map.terrain.map((t, j) => (j === i ? 'clear' : t)), walls, ...(complications ? { complications } : {}) };
  }
  const next: BattleState = { ...state, rng, units, map, actionsLeft: state.actionsLeft - 1 };
  return { state: next, events: [{ type: 'breach', unitId: unit.id, at: { x: c.at.x, y: c.at.y }, wall: wall.name, defend: wall.defend, roll, broken, actionsLeft: next.actionsLeft }] };
}
