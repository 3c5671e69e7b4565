import type { BattleMap, Square } from '../../map/battleMap.ts';
import type { Modifier } from './dice.ts';
import { indexOf, isTop, tops } from './grid.ts';
import type { BattleView, UnitState } from '../model.ts';
import { isEnemy } from './teams.ts';
import { beyondSight, concealmentPenalty } from './visibility.ts';
import { perceive, UNIT_SENSES } from './senses.ts';
import type { Sense } from '../../map/battleMap.ts';
import { airAt, levelOf, type Placed } from './airspace.ts';
import { groundAt } from './contested.ts';
import { throughGround } from './groundSight.ts';

// SW-27 shooting, SW-25's missile penalties, SW-17's opportunity targets.
//
// Line of sight: the straight line from the centre of the shooter's square to the centre of the
// target's. The squares it crosses between them are "through"; a barrier there blocks the shot, each
// woods or swamp square gives a penalty die. The target's own square gives one if it is rough, woods
// or swamp ("into"). Units do not block sight. A Maze caps its length (visibility.ts): a longer line is not clear.
// What the looker senses with (senses.ts: a unit's Vision, an emplacement's own) decides Blocked
// Senses and Poor Visibility.
//
// HC-01 height: the line runs from the middle of the shooter's level to the middle of the target's
// (a unit's altitude, else the ground of its square). What a square's terrain is stands one level
// high on its ground (airspace.ts; a contested zone's wall up to the cube's top): a barrier blocks,
// and woods or swamp give cover, only where the line passes lower than that; a target above its
// ground is not "in" its square's terrain. Range is counted in three dimensions as on the board: the
// larger of the squares across and the levels between (diagonals as 1). On one level, as every
// Shadow Wars scenario is, all this is the plain rule above.
//
// Where the ground is uneven (an Edge of a Drop, a broken floor) the ground itself is in the way: a
// line that passes below a square's ground anywhere across it, its ends' squares included, goes
// through rock (a cliff face, the lip of a drop seen from far back) and is blocked (groundSight.ts).

export function distance(a: Square, b: Square): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/** SW-27's range in three dimensions (HC-01): squares across or levels between, whichever is more. */
export function span(map: BattleMap, a: Placed, b: Placed): number {
  return Math.max(distance(a, b), Math.abs(levelOf(map, a) - levelOf(map, b)));
}

/** Squares the line crosses strictly between the two squares, in order from `from`. */
export function lineSquares(from: Square, to: Square): Square[] {
  return crossing(from, to, 0, 0).map(({ x, y }) => ({ x, y }));
}

/** The squares crossed, each with the lowest height the line has over it (heights at the ends `zFrom`, `zTo`). */
function crossing(from: Square, to: Square, zFrom: number, zTo: number): (Square & { low: number })[] {
  const steps = 8 * Math.max(1, distance(from, to));
  const out: (Square & { low: number })[] = [];
  const seen = new Map<string, Square & { low: number }>();
  for (let k = 0; k < steps; k++) {
    // Midpoints of the sample intervals never land exactly on a grid corner for lines between centres.
    const t = (k + 0.5) / steps;
    const x = Math.floor(from.x + 0.5 + (to.x - from.x) * t);
    const y = Math.floor(from.y + 0.5 + (to.y - from.y) * t);
    const z = zFrom + (zTo - zFrom) * t;
    const key = `${x},${y}`;
    if ((x === from.x && y === from.y) || (x === to.x && y === to.y)) continue;
    const known = seen.get(key);
    if (known) known.low = Math.min(known.low, z);
    else {
      const sq = { x, y, low: z };
      seen.set(key, sq);
      out.push(sq);
    }
  }
  return out;
}

export interface Sight {
  clear: boolean;
  through: Square[];
  /** Why it is blocked, for the player. */
  blockedBy?: Square;
  /** HC-06 Maze: the line is longer than the map's longest line of sight (map.sight.max). */
  beyond?: number;
  penalties: Modifier[];
}

export function lineOfSight(map: BattleMap, from: Placed, to: Placed, senses: readonly Sense[] = UNIT_SENSES): Sight {
  const zFrom = levelOf(map, from);
  const zTo = levelOf(map, to);
  const crossed = crossing(from, to, zFrom + 0.5, zTo + 0.5);
  const through = crossed.map(({ x, y }) => ({ x, y }));
  const range = span(map, from, to);
  if (beyondSight(map, range)) return { clear: false, through, beyond: map.sight!.max, penalties: [] };
  const sensed = perceive(map, senses, range);
  if (sensed.blindPast !== null && range > sensed.blindPast) return { clear: false, through, beyond: sensed.blindPast, penalties: [] };
  const penalties: Modifier[] = [];
  const rock = throughGround(map, from, to, zFrom + 0.5, zTo + 0.5);
  if (rock) return { clear: false, through, blockedBy: rock, penalties: [] };
  let cover = 0;
  for (const sq of crossed) {
    const t = map.terrain[indexOf(map, sq.x, sq.y)];
    if (t === 'barrier' && sq.low < airAt(map, sq)) return { clear: false, through, blockedBy: { x: sq.x, y: sq.y }, penalties: [] };
    if ((t === 'woods' || t === 'swamp') && sq.low < groundAt({ map }, sq) + 1) cover++;
  }
  if (cover) penalties.push({ reason: `${cover} woods/swamp square${cover > 1 ? 's' : ''} in the way`, bonus: 0, penalty: cover });
  const into = map.terrain[indexOf(map, to.x, to.y)];
  if ((into === 'rough' || into === 'woods' || into === 'swamp') && zTo <= groundAt({ map }, to)) penalties.push({ reason: `target in ${into}`, bonus: 0, penalty: 1 });
  penalties.push(...concealmentPenalty(sensed.band, range));
  return { clear: true, through, penalties };
}

/** SW-21: a broken unit cannot attack, and a missile attack is an attack. */
export function canShoot(unit: UnitState): boolean {
  return !!unit.missileRange && (unit.condition === 'ok' || unit.condition === 'bloodied');
}

/** Enemies the unit could shoot from where it stands: within Missile Range and in sight. */
export function shootTargets(view: BattleView, unit: UnitState): UnitState[] {
  if (!canShoot(unit) || !isTop(view, unit)) return [];
  return tops(view).filter(
    (o) => isEnemy(view, o.side, unit.side) && span(view.map, o, unit) <= unit.missileRange! && lineOfSight(view.map, unit, o).clear,
  );
}

/** SW-17: targets for opportunity fire are units of the moving side that moved this turn and now stand in range and sight. */
export function opportunityTargets(view: BattleView, unit: UnitState): UnitState[] {
  if (unit.oppFired) return [];
  return shootTargets(view, unit).filter((o) => o.side === view.mover && o.moved);
}

/** Every square within a unit's Missile Range that it can see (a figure standing on its ground there): the range overlay. */
export function missileRange(view: BattleView, unit: UnitState): Square[] {
  if (!unit.missileRange) return [];
  const out: Square[] = [];
  const r = unit.missileRange;
  for (let y = Math.max(0, unit.y - r); y <= Math.min(view.map.height - 1, unit.y + r); y++)
    for (let x = Math.max(0, unit.x - r); x <= Math.min(view.map.width - 1, unit.x + r); x++)
      if ((x !== unit.x || y !== unit.y) && span(view.map, unit, { x, y }) <= r && lineOfSight(view.map, unit, { x, y }).clear) out.push({ x, y });
  return out;
}
