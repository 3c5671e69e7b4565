import type { BattleMap, Square } from '../../map/battleMap.ts';
import type { BattleView, UnitState } from '../model.ts';
import { isEnemy } from './teams.ts';

export function inside(map: BattleMap, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < map.width && y < map.height;
}

export function indexOf(map: BattleMap, x: number, y: number): number {
  return y * map.width + x;
}

/** Squares touch when they share an edge or a corner (the eight around a square). */
export function touching(a: Square, b: Square): boolean {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) === 1;
}

export function neighbours(map: BattleMap, sq: Square): Square[] {
  const out: Square[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if ((dx || dy) && inside(map, sq.x + dx, sq.y + dy)) out.push({ x: sq.x + dx, y: sq.y + dy });
    }
  }
  return out;
}

export function living(view: BattleView): UnitState[] {
  return view.units.filter((u) => u.condition !== 'dead');
}

/** SW-16: the living units on a square, bottom first. */
export function stackAt(view: BattleView, x: number, y: number): UnitState[] {
  return (stacksOf(view).get(squareKey(x, y)) ?? []).slice();
}

// Every guard asks "who is on top here?", check() once per candidate command, so the stacks of a
// view are sorted out once and kept per view object (states are never changed in place).
const stackCache = new WeakMap<BattleView, Map<number, UnitState[]>>();
const squareKey = (x: number, y: number) => y * 65536 + x;

function stacksOf(view: BattleView): Map<number, UnitState[]> {
  let stacks = stackCache.get(view);
  if (stacks) return stacks;
  stacks = new Map();
  for (const u of view.units) {
    if (u.condition === 'dead') continue;
    const key = squareKey(u.x, u.y);
    const here = stacks.get(key);
    if (here) here.push(u);
    else stacks.set(key, [u]);
  }
  for (const here of stacks.values()) here.sort((a, b) => a.level - b.level);
  stackCache.set(view, stacks);
  return stacks;
}

/**
 * The stack at a square that a reorder's `order` names (its first unit's, HC-01: one level of the
 * square), else every unit on the square (which such an order then does not match).
 */
export function stackNamed(view: BattleView, at: Square, order: readonly string[]): UnitState[] {
  const first = stackAt(view, at.x, at.y).find((u) => u.id === order[0]);
  return first ? stackOf(view, first) : stackAt(view, at.x, at.y);
}

/** The unit on top of a square: the only one that can act or be attacked (SW-16). */
export function unitAt(view: BattleView, x: number, y: number): UnitState | undefined {
  return stackAt(view, x, y).at(-1);
}

/**
 * SW-16 with HC-01's height: a stack is the units piled on one square at one level. Units on the same
 * square at different levels (a flier above its stack) are not on one another: each level's pile is
 * a stack of its own, its top acting and attacked, its units beneath giving their penalty dice.
 */
export function stackOf(view: BattleView, unit: UnitState): UnitState[] {
  const z = unit.altitude ?? 0;
  return (stacksOf(view).get(squareKey(unit.x, unit.y)) ?? []).filter((u) => (u.altitude ?? 0) === z);
}

/** The top of its stack (SW-16), at its own level (HC-01): the only one of it that can act or be attacked. */
export function isTop(view: BattleView, unit: UnitState): boolean {
  const here = stacksOf(view).get(squareKey(unit.x, unit.y));
  if (!here) return false;
  const z = unit.altitude ?? 0;
  let top: UnitState | undefined;
  for (const u of here) if ((u.altitude ?? 0) === z) top = u;
  return top?.id === unit.id;
}

/** Living units on top of their squares. */
export function tops(view: BattleView): UnitState[] {
  return living(view).filter((u) => isTop(view, u));
}

/** HC-01 height: units more than one level apart (a flier above, a unit down a drop) cannot fight hand to hand. */
export function withinReachOfHand(a: UnitState, b: UnitState): boolean {
  return Math.abs((a.altitude ?? 0) - (b.altitude ?? 0)) <= 1;
}

export function adjacentEnemies(view: BattleView, unit: UnitState): UnitState[] {
  return tops(view).filter((o) => isEnemy(view, o.side, unit.side) && touching(o, unit) && withinReachOfHand(o, unit));
}
