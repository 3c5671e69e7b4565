import type { BattleMap, Square } from '../map/battleMap.ts';
import type { BattleView, UnitState } from './state.ts';

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

export function unitAt(view: BattleView, x: number, y: number): UnitState | undefined {
  return view.units.find((u) => u.condition !== 'dead' && u.x === x && u.y === y);
}

export function adjacentEnemies(view: BattleView, unit: UnitState): UnitState[] {
  return living(view).filter((o) => o.side !== unit.side && touching(o, unit));
}
