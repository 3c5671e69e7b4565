import type { BattleView, UnitState } from '../battle/model.ts';
import { keptReach } from '../battle/rules/movement.ts';
import { canShoot, distance, lineOfSight } from '../battle/rules/shooting.ts';
import { countHeld, lastWord } from './levelCount.ts';
import type { Harm } from './unitWorth.ts';
import type { Square } from '../map/battleMap.ts';

// Opportunity fire (SW-17) counts only the shooters in range of a square now. Every enemy shooter
// moves again before a unit of ours acts again (this turn if it moves after us, next turn if before,
// SW-18), and may walk to where it sees the unit and shoot it (SW-27). Traced on the fair tutorial:
// the sergeant's Cult ended its moves just beyond the Agency's agents' range and was shot from a step
// nearer the next turn, losing the count it led. Counted only where units standing alone decide and
// the side leads the slow count or is level on it (countOutlook.ts): there a body kept is the battle; a side that needs
// kills (night-of-vampires' Undead, 79 wins of 100 to 64 with it counted) must go where it is shot.

/** The share of each enemy shooter's best next shot a square is charged. */
export const NEXT_SHOTS = 0.5;

/**
 * Whether `side` counts the enemy's next shots: units standing alone decide and its slow count is
 * level or ahead (levelCount.ts, #10 thirteenth session: level, a body lost is the count lost too),
 * unless it moves last on the counted turn, when no next shot comes before the count.
 */
export function countsNextShots(view: BattleView, side: number): boolean {
  return countHeld(view, side) && !lastWord(view, side);
}

/**
 * The expected worth `u` (standing where it is in `view`) loses to the enemies' shooters' next shots:
 * each shooter from the square of its reach (from `from`, the view the plan was made in) that sees
 * `u` in range with the fewest penalty dice, by the plan's own `harm`; times NEXT_SHOTS. `memo` keeps
 * the answer per shooter, unit and square for one plan.
 */
export function nextShotsHarm(from: BattleView, view: BattleView, u: UnitState, shooters: UnitState[], harm: Harm, memo: Map<string, number>): number {
  let total = 0;
  for (const e of shooters) {
    const key = `${e.id}>${u.id}@${u.x},${u.y}`;
    let h = memo.get(key);
    if (h === undefined) {
      h = 0;
      const best = firingSquare(from, e, u);
      if (best) {
        const at = { ...e, x: best.x, y: best.y };
        h = harm({ ...view, units: view.units.map((o) => (o.id === e.id ? at : o)) }, at, u, 'missile');
      }
      memo.set(key, h);
    }
    total += h;
  }
  return total * NEXT_SHOTS;
}

/**
 * The square from which shooter `e` can shoot `target` after a move of its own (its own square or one
 * of its reach in `from`, the rules' own), in range and sight with the fewest penalty dice; null if none.
 */
export function firingSquare(from: BattleView, e: UnitState, target: Square): Square | null {
  let best: Square | null = null;
  let fewest = Infinity;
  for (const r of [{ x: e.x, y: e.y }, ...keptReach(from, e.id)]) {
    if (distance(r, target) > e.missileRange!) continue;
    const sight = lineOfSight(from.map, { ...e, x: r.x, y: r.y }, target);
    if (!sight.clear) continue;
    const dice = sight.penalties.reduce((t, p) => t + p.penalty, 0);
    if (dice < fewest) [best, fewest] = [{ x: r.x, y: r.y }, dice];
    if (dice === 0) break;
  }
  return best;
}

/** The enemy shooters a plan for `side` counts: able to shoot, placed, in `enemies`. */
export function nextShooters(enemies: UnitState[]): UnitState[] {
  return enemies.filter((e) => canShoot(e) && e.x >= 0);
}
