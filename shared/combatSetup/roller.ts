import { rollDie, type RngState } from '../core/rng.ts';
import { roll, type DiceRoll } from './dice.ts';
import { tableDie } from './overrideHook.ts';
import { squareIn, squaresIn } from './grid.ts';
import { DATA, rollOn, type Table } from './tables.ts';
import type { Rect, Square } from './types.ts';

// The complications roll dozens of small dice each; threading the generator through every one by hand
// would bury what is rolled. A Roller holds the state for one pure function's run and hands it back
// at the end (`state`), so the result is still a function of the state it started from.

export interface ValueRoll {
  /** The d6 of the complication value table. */
  face: number;
  roll: DiceRoll;
}

export class Roller {
  constructor(public state: RngState) {}

  d(sides: number): number {
    const [v, next] = rollDie(this.state, sides);
    this.state = next;
    return v;
  }

  dice(expr: string): DiceRoll {
    const [r, next] = roll(this.state, expr);
    this.state = next;
    return r;
  }

  /** A die of a table the gamemaster may reroll or set (overrideHook.ts). */
  table(name: string, sides: number): number {
    const [v, next] = tableDie(this.state, name, sides);
    this.state = next;
    return v;
  }

  /** "2D12 (highest)": roll them and keep the highest. */
  highest(count: number, sides: number): DiceRoll {
    const dice = Array.from({ length: count }, () => this.d(sides));
    return { expr: `${count}D${sides} (highest)`, dice, total: Math.max(...dice) };
  }

  on<R>(t: Table<R>): { face: number; row: R } {
    const [r, next] = rollOn(this.state, t);
    this.state = next;
    return r;
  }

  /** A damage or ability value: the D6 complication value table, then its dice. */
  value(): ValueRoll {
    const v = this.on(DATA.complicationValue);
    return { face: v.face, roll: this.dice(v.row.value) };
  }

  damageType(): { face: number; id: string } {
    const t = this.on(DATA.damageType);
    return { face: t.face, id: t.row.id };
  }

  pick<T>(list: readonly T[]): T {
    return list[this.d(Math.max(2, list.length)) % list.length];
  }

  square(r: Rect): Square {
    const [s, next] = squareIn(this.state, r);
    this.state = next;
    return s;
  }

  squares(r: Rect, n: number, ok?: (s: Square) => boolean): Square[] {
    const [s, next] = squaresIn(this.state, r, n, ok);
    this.state = next;
    return s;
  }
}
