import type { Condition } from '../battle/model.ts';

// One source for what a condition costs a unit in the levels' valuations (sergeant.ts, terrainGoal.ts
// and, through the sergeant, the captain's search): a file of its own so neither imports the other.

/** How much of a unit's worth each condition has lost. */
export const LOSS: Record<Condition, number> = { ok: 0, bloodied: 0.35, broken: 0.6, dead: 1 };
