import type { Rejection, RuleCode } from '../../core/result.ts';
import type { Square } from '../../map/battleMap.ts';
import type { BattleState, BattleView } from '../model.ts';
import { groundAt } from '../rules/contested.ts';
import { unitAt } from '../rules/grid.ts';
import { passable } from '../rules/movement.ts';
import { waitingOf } from '../rules/reserves.ts';
import type { Outcome } from './outcome.ts';
import { bringOn } from './reserves.ts';

// HC-06 Already There: "1/3 of its forces appear anywhere on the board entering from some kind of
// pre-prepared concealment such as hidden pits, secret passages, secret doors etc. the first time they
// act." A concealed figure waits off the board (in `waiting`, like a reserve) until its side spends an
// action of its move phase on it: it comes on at the open square chosen, and that is its move for the
// turn (it may still shoot or recover with another action). "Anywhere" is read literally: any open
// square of the board, next to an enemy too (an ambush from a hidden pit), never on a unit, on a square
// no unit could stand on (barrier, deep water), or below an Edge of a Drop (a pit is not a fall).

const no = (code: RuleCode, message: string): Rejection => ({ code, message });

export interface Emerge {
  figure: number;
  to: Square;
}

/** Whether a concealed figure may come on at this square: open, on the ground's level, with no unit. */
export function emergesAt(view: BattleView, sq: Square): boolean {
  const m = view.map;
  return sq.x >= 0 && sq.y >= 0 && sq.x < m.width && sq.y < m.height && passable(m, sq.x, sq.y) && groundAt(view, sq) === 0 && !unitAt(view, sq.x, sq.y);
}

export function checkEmerge(view: BattleView, side: number, c: Emerge): Rejection | null {
  if (view.phase !== 'move') return no('wrong-phase', 'A concealed figure comes on in your move phase');
  if (view.actionsLeft <= 0) return no('no-actions', 'No actions left this turn: buy one for 1 RP or end the phase');
  const f = waitingOf(view)[c.figure];
  if (!f || !f.concealed) return no('not-concealed', `There is no concealed figure ${c.figure} waiting to come on`);
  if (f.side !== side) return no('not-your-unit', `Concealed figure ${c.figure} is not yours`);
  if (!emergesAt(view, c.to)) return no('not-open', `(${c.to.x}, ${c.to.y}) is not an open square free of units on the ground's level`);
  return null;
}

export function emerge(state: BattleState, c: Emerge): Outcome {
  const waiting = waitingOf(state);
  const f = waiting[c.figure];
  const came = bringOn(state, f, c.to);
  const units = came.state.units.map((u) => (u.id === came.unitId ? { ...u, moved: true } : u));
  const next: BattleState = { ...came.state, units, waiting: waiting.filter((_, i) => i !== c.figure), actionsLeft: state.actionsLeft - 1 };
  return { state: next, events: [{ type: 'emerged', side: f.side, unitId: came.unitId, unitType: f.type, at: { x: c.to.x, y: c.to.y }, ...(came.heroId ? { heroId: came.heroId } : {}) }] };
}
