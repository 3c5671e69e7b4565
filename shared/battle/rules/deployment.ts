import type { BattleMap, Square } from '../../map/battleMap.ts';
import type { BattleView, HeroState, UnitState } from '../model.ts';
import { unitAt } from './grid.ts';
import { passable } from './movement.ts';

// SW-10 and SW-24: where units are set out, at the start and when bought or brought back.

/** Squares of a side's deploy areas it can stand on, nearest the areas' middle first. */
export function deploySquares(map: BattleMap, side: number): Square[] {
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

/** Free squares of the side's deploy areas, in the default order (nearest the middle first). */
export function deployOptions(view: BattleView, side: number): Square[] {
  // check() asks once per candidate square in the set-up; the state never changes in place, so the
  // answer is kept per state object (and copied, so callers may sort it).
  let known = optionsCache.get(view);
  if (!known) optionsCache.set(view, (known = new Map()));
  let options = known.get(side);
  if (!options) known.set(side, (options = deploySquares(view.map, side).filter((sq) => !unitAt(view, sq.x, sq.y))));
  return options.slice();
}

const optionsCache = new WeakMap<BattleView, Map<number, Square[]>>();

/**
 * HC-03: how far a square is from meeting the scenario's Deployment Range for `side`, 0 when it does.
 * The side not first stands at least `low` from every placed figure of the first side and within
 * `high` of at least one: both read the nearest (Chebyshev, diagonals 1). The first side, placing in
 * turn with the other, keeps `low` from the other's placed figures, so a later placement cannot break
 * the rule for one already down. Nothing placed yet on the other side: no constraint.
 */
function rangeMiss(view: BattleView, side: number, sq: Square): number {
  const d = view.scenario.deployment;
  if (!d?.range) return 0;
  const other = view.units.filter((u) => (side === d.first ? u.side !== side : u.side === d.first) && u.condition !== 'dead');
  if (!other.length) return 0;
  const near = Math.min(...other.map((u) => Math.max(Math.abs(u.x - sq.x), Math.abs(u.y - sq.y))));
  const high = side === d.first || d.range.high === null ? Infinity : d.range.high;
  return Math.max(0, d.range.low - near, near - high);
}

/**
 * Where the side may place its next unit: the free squares of its deploy areas (deployOptions) that
 * meet the scenario's Deployment Range (HC-03), or, where none does, those that miss it least ("each
 * figure must comply with the deployment restrictions as far as it is possible"; a figure is never
 * stopped from deploying). Without a range, deployOptions itself.
 */
export function placementOptions(view: BattleView, side: number): Square[] {
  const free = deployOptions(view, side);
  if (!view.scenario.deployment?.range || !free.length) return free;
  let known = placementCache.get(view);
  if (!known) placementCache.set(view, (known = new Map()));
  let options = known.get(side);
  if (!options) {
    const miss = free.map((sq) => rangeMiss(view, side, sq));
    const least = Math.min(...miss);
    known.set(side, (options = free.filter((_, i) => miss[i] === least)));
  }
  return options.slice();
}

const placementCache = new WeakMap<BattleView, Map<number, Square[]>>();

/** Where a unit bought or brought back appears: the first free deploy square. */
export function freeDeploySquare(view: BattleView, side: number): Square | undefined {
  return deploySquares(view.map, side).find((sq) => !unitAt(view, sq.x, sq.y));
}

/**
 * How many units the side could still set out one after another on the default squares. Overlapping
 * deploy areas list a square twice, and one unit fills both entries, so squares are counted once.
 */
export function freeDeployRoom(view: BattleView, side: number): number {
  return new Set(deployOptions(view, side).map((sq) => `${sq.x},${sq.y}`)).size;
}

/**
 * SW-07/10: the unit a hero goes with when nobody chooses (quick games, "place all", a set-up that
 * timed out): the side's costliest unit on the board without a hero, the first of equals.
 */
export function defaultHost(units: UnitState[], heroes: HeroState[], side: number): UnitState | undefined {
  const free = units.filter((u) => u.side === side && u.condition !== 'dead' && !heroes.some((h) => h.unitId === u.id));
  return free.reduce<UnitState | undefined>((best, u) => (!best || u.cost > best.cost ? u : best), undefined);
}

/** SW-10: heroes of the side still to be placed in the set-up. */
export function heroesToPlace(view: BattleView, side: number): HeroState[] {
  return view.phase === 'deploy' ? view.heroes.filter((h) => h.side === side && !h.unitId) : [];
}

/**
 * HC-03: a combat step's 'alternating' deployment goes one figure per turn, so "place all" places
 * only the side's next figure; SW-10 alone (and 'whole-team') keeps placing all that is left.
 */
export function placesOneAtATime(view: Pick<BattleView, 'scenario'>): boolean {
  return view.scenario.deployment?.mode === 'alternating';
}
