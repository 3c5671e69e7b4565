import type { BattleMap, Square, Terrain } from '../../map/battleMap.ts';
import { indexOf, inside, isTop, living, stackOf } from './grid.ts';
import type { BattleView, UnitState } from '../model.ts';
import { isEnemy } from './teams.ts';
import { altitudeOf, canFly, groundAt, groundLevels, slopesAt } from './contested.ts';
import { lifeSupportPenalty } from './lifeSupport.ts';
import { airLevels, withinOneLevel } from './airspace.ts';

// SW-25 terrain costs, SW-26 height costs, SW-12 zones of control, SW-21 broken units' half Move.

export const TERRAIN_COST: Record<Terrain, number | null> = {
  clear: 1,
  rough: 2,
  woods: 2,
  swamp: 3,
  water: 3,
  'deep-water': null,
  barrier: null,
};

export function passable(map: BattleMap, x: number, y: number): boolean {
  return TERRAIN_COST[map.terrain[indexOf(map, x, y)]] !== null;
}

/**
 * Cost to step from one square into a touching one, or null where the step is not allowed.
 * SW-06 Mobility ("Move halved in circumstance X") is read as: entering terrain X costs double.
 */
export function stepCost(map: BattleMap, from: Square, to: Square, unit?: UnitState): number | null {
  const terrain = map.terrain[indexOf(map, to.x, to.y)];
  let base = TERRAIN_COST[terrain];
  if (base === null) return null;
  if (unit?.specials?.some((s) => s.type === 'mobility' && s.terrain.includes(terrain))) base *= 2;
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  // No slipping diagonally between two walls: a diagonal step needs one open side.
  if (dx !== 0 && dy !== 0 && !passable(map, from.x + dx, from.y) && !passable(map, from.x, from.y + dy)) return null;
  const climb = Math.abs(map.elevation[indexOf(map, to.x, to.y)] - map.elevation[indexOf(map, from.x, from.y)]);
  return base + climb;
}

/**
 * A step on the ground from square index `from` to the touching `to`, for units moving together: the
 * dearest of their costs (stepCost), or null where the step is not allowed; with `ground` (HC-01's
 * uneven ground, a drop's levels) a walker climbs at most one level a step. The one step rule that
 * reachable() and the scripted levels' walking distance (shared/ai/pathDistance.ts) share.
 */
export function walkStep(map: BattleMap, ground: Int32Array | null, from: number, to: number, members: readonly (UnitState | undefined)[]): number | null {
  if (ground && ground[to] > ground[from] + 1) return null;
  const a = { x: from % map.width, y: Math.floor(from / map.width) };
  const b = { x: to % map.width, y: Math.floor(to / map.width) };
  let c = 0;
  for (const m of members) {
    const mc = stepCost(map, a, b, m);
    if (mc === null) return null;
    c = Math.max(c, mc);
  }
  return c;
}

/**
 * SW-21: broken units have half Move, rounded down but never below 1. HC-04: short of life support,
 * Move one less (never below 1), before the halving. HC-06 Steep Slope: "Move (Running) is at -1
 * (minimum D4)": a unit on the ground where it slopes (contested.ts slopesAt) has Move -1, never below 1.
 */
export function moveAllowance(unit: UnitState, view?: Pick<BattleView, 'map' | 'heroes'>): number {
  const move = Math.max(1, unit.move - lifeSupportPenalty(view, unit));
  const allowed = unit.condition === 'broken' ? Math.max(1, Math.floor(move / 2)) : move;
  const map = view?.map;
  const slope = map?.hazards?.slope && slopesAt(map, unit) && altitudeOf(unit) <= groundAt({ map }, unit) ? map.hazards.slope.moveLoss : 0;
  return Math.max(1, allowed - slope);
}

/**
 * SW-12 in three dimensions (HC-01): "All squares that touch the unit are in its zone of control", and
 * figures touch only within one level of each other (as for hand to hand, grid.ts withinReachOfHand).
 * The squares where an enemy's zone stops `mover`: a square is marked when an enemy touching it is
 * within one level of the level the mover would be at there (a flier keeps its level; a walker is at
 * the ground). Without a mover, every enemy's zone whatever its level (the plain SW-12 overlay).
 */
export function zonesAgainst(view: BattleView, side: number, mover?: UnitState, flier = mover !== undefined && canFly(view, mover), ground: Int32Array = groundLevels(view)): Uint8Array {
  const map = view.map;
  const zoc = new Uint8Array(map.width * map.height);
  const level = mover ? altitudeOf(mover) : 0;
  for (const o of living(view)) {
    if (!isEnemy(view, o.side, side)) continue;
    const oz = altitudeOf(o);
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const x = o.x + dx;
        const y = o.y + dy;
        if (!inside(map, x, y)) continue;
        const i = indexOf(map, x, y);
        if (!mover || withinOneLevel(oz, flier ? level : ground[i])) zoc[i] = 1;
      }
  }
  return zoc;
}

/** SW-12: every square in a zone of control of an enemy of `side` (of one that can stop `mover`, if given), for the overlay. */
export function enemyZones(view: BattleView, side: number, mover?: UnitState): Square[] {
  const zoc = zonesAgainst(view, side, mover);
  const out: Square[] = [];
  for (const o of living(view)) {
    if (!isEnemy(view, o.side, side)) continue;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const x = o.x + dx;
        const y = o.y + dy;
        if ((dx || dy) && inside(view.map, x, y) && zoc[indexOf(view.map, x, y)] === 1) {
          zoc[indexOf(view.map, x, y)] = 2;
          out.push({ x, y });
        }
      }
  }
  return out;
}

export interface Reach {
  x: number;
  y: number;
  cost: number;
  /** Squares walked, start excluded, destination included. */
  path: Square[];
}

/**
 * Every square the unit may end its move on this action, with the cheapest path.
 * Enemy units block; own units may be passed through, and a move may end on them: the unit goes on
 * top of their stack (SW-16). Allied units (another side of the same team) may be passed through but
 * not stopped on: a stack is of one side's own units. Only the top of a stack moves, alone or, with `withStack`, carrying the
 * whole stack at the pace of its slowest member. A square in an enemy zone of control ends the move
 * there (SW-12), even coming from another one.
 */
export function reachable(view: BattleView, unitId: string, opts: { withStack?: boolean } = {}): Reach[] {
  return knownReach(view, unitId, opts.withStack ?? false).list.slice();
}

/** reachable() without the copy, for a caller that only reads it (the scripted levels' look-ahead): the kept list itself, the same object wherever the reach is the same. */
export function keptReach(view: BattleView, unitId: string): readonly Reach[] {
  return knownReach(view, unitId, false).list;
}

/** The cheapest way for the unit to reach one square this move, if it can: reachable(), looked up. */
export function reachTo(view: BattleView, unitId: string, withStack: boolean, to: Square): Reach | undefined {
  return inside(view.map, to.x, to.y) ? knownReach(view, unitId, withStack).bySquare[indexOf(view.map, to.x, to.y)] : undefined;
}

// legalCommands() and check() ask for every unit's reach of the same view, check() once per
// candidate square; a state is never changed in place, so the answer is kept per state object.
// The kept array is never handed out: reachable() gives a copy the caller may sort.
interface KnownReach {
  list: Reach[];
  /** Indexed by square (indexOf), undefined where out of reach. */
  bySquare: (Reach | undefined)[];
}
const reachCache = new WeakMap<BattleView, Map<string, KnownReach>>();
// A look-ahead (the scripted opponent's) asks again for the same reach in many states that differ
// only in what does not change it (dice, flags, resources, units too far off to matter): the reach is
// also kept per map by where the units near the mover stand, so those states share it. Bounded, so a
// long game does not grow it: a battle of the captain's asks some 5000 placements, a few kilobytes
// each, and a worker keeps its maps from one choice to the next (shared/ai/scriptRequest.ts).
const byPlacement = new WeakMap<BattleMap, Map<string, KnownReach>>();
const PLACEMENTS_KEPT = 5000;

/**
 * What the reach depends on. Every step costs at least 1 of a Move allowance no more than the unit's
 * Move (or 1), so the search never goes farther than that from the mover: only units within one more
 * square can block it, stop it by their zone (SW-12) or stand where it would end; farther ones are left
 * out of the key (#10, ninth session: a look-ahead that moves one unit no longer misses every other
 * unit's kept reach). The units on the mover's own square (its stack) with their allowance, which the
 * hero riding with one may change (HC-04 life support), and flying (HC-01).
 */
function placementKey(view: BattleView, unitId: string, withStack: boolean): string {
  const unit = view.units.find((u) => u.id === unitId);
  let key = `${view.scenario.id}|${withStack ? 1 : 0}${unitId}|`;
  if (!unit) return key;
  const radius = Math.max(1, unit.move) + 1;
  for (const u of view.units) {
    if (u.condition === 'dead' || Math.max(Math.abs(u.x - unit.x), Math.abs(u.y - unit.y)) > radius) continue;
    key += `${u.id}:${u.side},${u.x},${u.y},${u.level},${u.condition},${u.move},${altitudeOf(u)}`;
    // HC-01: whether it flies (a flying hero rides with it) changes where it may go and what stops it.
    if (view.scenario.win.contested && canFly(view, u)) key += 'f';
    // What may change the mover's (and its stack's) pace: its specials and its allowance.
    if (u.x === unit.x && u.y === unit.y) key += `${u.specials ? JSON.stringify(u.specials) : ''}a${moveAllowance(u, view)}`;
    key += ';';
  }
  return key;
}

function knownReach(view: BattleView, unitId: string, withStack: boolean): KnownReach {
  let known = reachCache.get(view);
  if (!known) reachCache.set(view, (known = new Map()));
  const key = `${withStack ? 1 : 0}${unitId}`;
  let reach = known.get(key);
  if (!reach) {
    let placed = byPlacement.get(view.map);
    if (!placed) byPlacement.set(view.map, (placed = new Map()));
    const where = placementKey(view, unitId, withStack);
    reach = placed.get(where);
    if (!reach) {
      const list = computeReach(view, unitId, withStack);
      const bySquare = new Array<Reach | undefined>(view.map.width * view.map.height).fill(undefined);
      for (const r of list) bySquare[indexOf(view.map, r.x, r.y)] = r;
      reach = { list, bySquare };
      if (placed.size >= PLACEMENTS_KEPT) placed.clear();
      placed.set(where, reach);
    }
    known.set(key, reach);
  }
  return reach;
}

function computeReach(view: BattleView, unitId: string, withStack: boolean): Reach[] {
  const unit = view.units.find((u) => u.id === unitId);
  if (!unit || unit.condition === 'dead' || !isTop(view, unit)) return [];
  const members = withStack ? stackOf(view, unit) : [unit];
  const map = view.map;
  const n = map.width * map.height;
  const enemy = new Uint8Array(n);
  const ally = new Uint8Array(n);
  // HC-01 height: where a unit's level leaves the mover's own, it neither blocks nor stops it, but
  // the mover may not end its move on that square either (one square, one side's stack).
  const below = new Uint8Array(n);
  const ground = groundLevels(view);
  const flier = members.every((m) => canFly(view, m));
  const level = altitudeOf(unit);
  const levelAt = (i: number) => (flier ? level : ground[i]);
  for (const o of living(view)) {
    if (o.side === unit.side) continue;
    const i = indexOf(map, o.x, o.y);
    if (!isEnemy(view, o.side, unit.side)) ally[i] = 1;
    else if (withinOneLevel(altitudeOf(o), levelAt(i))) enemy[i] = 1;
    else below[i] = 1;
  }
  const zoc = zonesAgainst(view, unit.side, unit, flier, ground);
  const allowance = Math.min(...members.map((m) => moveAllowance(m, view)));
  // HC-01 height (only where a drop makes the ground uneven): a flier keeps its level and cannot go
  // where the ground is above it; a walker climbs at most one level and a step down further ends its
  // move there (it falls: rules/height.ts settles it).
  const uneven = view.map.drop !== undefined;
  // HC-01: a flier above what stands on a square (airspace.ts) crosses it through the open air, one
  // Move a square whatever the terrain or the ground's height below: over barrier and deep water too.
  const air = flier ? airLevels(map) : null;
  const aloft = (i: number) => air !== null && level >= air[i];
  const best = new Array<number>(n).fill(Infinity);
  const prev = new Int32Array(n).fill(-1);
  const start = indexOf(map, unit.x, unit.y);
  best[start] = 0;
  // A move reaches few squares: the cheapest is picked from the open ones only (lowest index on a
  // tie, as a scan of the whole map would), not from every square of the map.
  const done = new Uint8Array(n);
  const open: number[] = [start];
  for (;;) {
    let at = -1;
    for (let k = 0; k < open.length; k++) {
      const i = open[k];
      if (at < 0 || best[i] < best[open[at]] || (best[i] === best[open[at]] && i < open[at])) at = k;
    }
    if (at < 0) break;
    const cur = open[at];
    open[at] = open[open.length - 1];
    open.pop();
    done[cur] = 1;
    if (cur !== start && (zoc[cur] || (uneven && !flier && ground[cur] < level - 1))) continue;
    const cx = cur % map.width;
    const cy = (cur - cx) / map.width;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        if ((!dx && !dy) || !inside(map, x, y)) continue;
        const j = indexOf(map, x, y);
        if (enemy[j] || done[j]) continue;
        if (uneven && flier && ground[j] > level) continue;
        let c: number | null;
        if (aloft(j)) {
          // No slipping diagonally between two walls that reach its level.
          if (dx !== 0 && dy !== 0 && !aloft(indexOf(map, cx + dx, cy)) && !aloft(indexOf(map, cx, cy + dy)) && !(passable(map, cx + dx, cy) || passable(map, cx, cy + dy))) c = null;
          else c = 1;
        } else c = walkStep(map, uneven && !flier ? ground : null, cur, j, members);
        if (c === null) continue;
        const total = best[cur] + c;
        if (total <= allowance && total < best[j]) {
          if (best[j] === Infinity) open.push(j);
          best[j] = total;
          prev[j] = cur;
        }
      }
    }
  }
  const out: Reach[] = [];
  for (let i = 0; i < n; i++) {
    if (i === start || !done[i] || ally[i] || below[i]) continue;
    const path: Square[] = [];
    for (let k = i; k !== start; k = prev[k]) path.unshift({ x: k % map.width, y: Math.floor(k / map.width) });
    out.push({ x: i % map.width, y: Math.floor(i / map.width), cost: best[i], path });
  }
  return out;
}
