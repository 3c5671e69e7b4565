// The scripted opponent's levels by id, without their code: what the protocol accepts in a room's
// create options. levels.ts holds what each one does; a test keeps the two lists equal.

export const LEVEL_IDS = ['random', 'simple', 'recruit', 'sergeant', 'captain'] as const;
export type LevelId = (typeof LEVEL_IDS)[number];

/**
 * The level a room's scripted seats play at when the creator names none: the middle level, measured
 * stronger than the old simple player (docs/AI.md).
 */
export const DEFAULT_LEVEL: LevelId = 'sergeant';
