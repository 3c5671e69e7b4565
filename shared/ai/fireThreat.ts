import type { BattleView, UnitState } from '../battle/model.ts';
import type { Square } from '../map/battleMap.ts';
import { canShoot } from '../battle/rules/shooting.ts';
import { firingSquare } from './nextShots.ts';

// The enemy's fire in its own move phase, still to come this turn (#10, extraction). The sergeant's plan
// counts an enemy yet to move by the melee it can bring (Plan.threatens) and a shooter by the
// opportunity fire it has now (SW-17), but not by the shot it takes after its own move: a shooter moves
// and then shoots in one move phase. Sides move in seat order (SW-18), so only a side seated before an
// enemy meets that shot before combat; the sergeant's plan is one turn long and does not reach the next
// move phase of an enemy that has already moved. In extraction the Chimera's army shoots (soldiers at 3,
// agents at 2, spies and automata at 1): the Agency, seated first, sent a unit a turn to the node at
// (10,2) or beside it and lost each to shots, two of them by shooters that moved and then shot (game 40
// of `--seed 1` against the recruit, turns 6-9: 7 units to 6 on turn 6 became 1 to 9 at the count). The
// reach is the enemy's in the plan's view, before the command weighed.

/** What each shot an enemy may take after its move is counted at: it has few actions and several targets. */
export const FIRE_SHARE = 0.5;

/** Can enemy `e` shoot the square `at` this turn after a move of its own: not moved yet, seated after `side`, a shooter, in range and sight from a square its reach (the rules' own) holds or its own. */
export type FireReach = (e: UnitState, at: Square) => boolean;

/** The enemy's fire after its move as the plan of `side` in `view` meets it, each answer kept. */
export function fireReach(view: BattleView, side: number): FireReach {
  const memo = new Map<string, boolean>();
  return (e, at) => {
    if (e.moved || e.side < side || !canShoot(e)) return false;
    const key = `${e.id}>${at.x},${at.y}`;
    let out = memo.get(key);
    if (out === undefined) {
      out = firingSquare(view, e, at) !== null;
      memo.set(key, out);
    }
    return out;
  };
}
