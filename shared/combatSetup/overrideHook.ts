import { rollDie, type RngState } from '../core/rng.ts';

// The gamemaster's rerolls and hand-set results (overrides.ts) replace the face of one table's roll.
// Every table roll the gamemaster may touch goes through `tableDie`: it rolls the die as always (so the
// generator's stream advances exactly as without overrides and every other table keeps its dice), then,
// while a run with overrides is under way, hands back the face that run pins for that roll.
// The run is synchronous and scoped (`withFaces` restores the previous context even on a throw), so the
// set-up stays a pure function of its seed and overrides; threading a context through every table
// function's signature would have touched each module of the generator for one concern.

/** A table the gamemaster may reroll, by the key its roll is counted under. */
export type TableKey = object | string;

export interface FaceRun {
  /** The key a table (an object of DATA or a name) is counted under; absent: not pinned, not recorded. */
  names: Map<TableKey, string>;
  /** Faces to hand back, by `${name}#${occurrence}`. */
  pins: Map<string, number>;
  /** Every face handed back in this run, by `${name}#${occurrence}` in rolling order. */
  faces: Map<string, number>;
  counts: Map<string, number>;
}

let run: FaceRun | null = null;

export const rollKey = (name: string, index: number) => `${name}#${index}`;

/** Rolls a table's die; in a run with overrides, the pinned face of this occurrence instead. */
export function tableDie(rng: RngState, table: TableKey, sides: number): [number, RngState] {
  const [rolled, next] = rollDie(rng, sides);
  const name = run?.names.get(table);
  if (!run || name === undefined) return [rolled, next];
  const index = run.counts.get(name) ?? 0;
  run.counts.set(name, index + 1);
  const key = rollKey(name, index);
  const face = run.pins.get(key) ?? rolled;
  run.faces.set(key, face);
  return [face, next];
}

/** Runs `f` with the faces of `pins` handed back; returns its result and every face of the named tables. */
export function withFaces<T>(names: Map<TableKey, string>, pins: Map<string, number>, f: () => T): { value: T; faces: Map<string, number> } {
  const outer = run;
  const mine: FaceRun = { names, pins, faces: new Map(), counts: new Map() };
  run = mine;
  try {
    return { value: f(), faces: mine.faces };
  } finally {
    run = outer;
  }
}
