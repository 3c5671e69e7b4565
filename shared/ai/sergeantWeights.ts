// The weights the sergeant's plan puts on its own losses and its runner's steps, and the least gain
// worth an action: tuned by whole-battle sims against the recruit (docs/AI.md), kept apart from the plan.

/** How many turns before units standing are counted (SW-01) the sergeant, outnumbered, trades boldly. */
export const BOLD_TURNS = 2;
/**
 * How much its own losses weigh for a side ahead on the count where units standing alone decide
 * (SW-01 mostUnitsAfter; no runner to bring out, no area to hold), all battle long: a body kept is the
 * count kept, and a blow at a dearer enemy wins nothing the count asks for. At 1, the Cult in skirmish
 * and the tutorial (6 units to 3 by turn 3) walked its cultists up to the Agency's agents, traded them
 * for blows and lost the count 1 to 4 (#10, ninth session).
 */
export const AHEAD_CAUTION = 2.5;
/**
 * What each square nearer its edge is worth to the sergeant's escaping unit (the recruit's stays at 3).
 * At 3 a square, a Move of 4 was worth the whole of the spies' worth (4, three times over), so they ran
 * ahead into the Chimera's fire alone and died by turn 4 in most of extraction's lost games; at half
 * that they stop short of a shooter's range (#10, ninth session).
 */
export const RUNNER_STEP = 1.5;
/** The least gain worth spending an action on. */
export const WORTH_AN_ACTION = 0.15;
