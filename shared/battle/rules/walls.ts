import type { BattleMap, MapWall, Square } from '../../map/battleMap.ts';
import type { UnitState } from '../model.ts';
import { conditionModifiers } from './combat.ts';
import { wallAt } from './airspace.ts';
import { opposedOdds, type Odds } from './odds.ts';

// HC-06 Hard / Weak Contested Zone: "the contested zone is surrounded by walls with resistance 2D10"
// (2D6 for a weak one) "... through these or through breeches". Read: a unit next to a wall square
// attacks it (the `breach` command: its attack for the turn, one action) with its Attack against the
// wall's Defend, half the rolled resistance rounded down (at least 1: a hard wall's 2D10 gives 1-10,
// about 5, a weak wall's 2D6 1-6, about 3, against the units' usual 3-5); a win breaks the square,
// which becomes open ground (a breach). Shadow Wars has no damage to terrain, so one win is one breach.

/** The Defend a wall of this rolled resistance has. */
export const wallDefend = (resistance: number): number => Math.max(1, Math.floor(resistance / 2));

const same = (a: Square, b: Square) => a.x === b.x && a.y === b.y;

// The standing wall at a square is airspace.ts's (what a flier may cross depends on it too).
export { wallAt };

/** The wall that was broken at this square, or null. */
export function breachAt(map: Pick<BattleMap, 'walls'>, sq: Square): MapWall | null {
  return (map.walls ?? []).find((w) => w.broken.some((s) => same(s, sq))) ?? null;
}

/** The standing wall squares next to a unit (what it may attack). */
export function wallsNextTo(map: Pick<BattleMap, 'walls'>, unit: Square): Square[] {
  const out: Square[] = [];
  for (const w of map.walls ?? []) for (const s of w.squares) if (Math.max(Math.abs(s.x - unit.x), Math.abs(s.y - unit.y)) === 1 && wallAt(map, s)) out.push(s);
  return out;
}

/** The exact odds of a unit breaking a wall square (the roll breach() makes). */
export function breachOdds(unit: UnitState, wall: MapWall): Odds {
  return opposedOdds({ attack: unit.attack, defend: wall.defend, attackPenalty: conditionModifiers(unit).reduce((n, m) => n + m.penalty, 0) });
}
