import type { BattleMap, ConcealmentBand } from '../../map/battleMap.ts';
import type { Modifier } from './dice.ts';

// Poor Visibility (issue 11, HC-06; the combat step's complication): "all figures count as concealed
// (by fog, dust, mystical forces etc.) at ranges 5+ with D4 concealment at 5-7, D6 at 8-9, D8 at 10-11,
// D10 at 12-13, D12 at 14-15, D20 at 16-17, 2D20 at 18-19". Shadow Wars has no concealment die, so the
// map carries each band as penalty dice on a missile attack (shared/combatSetup/battle.ts chooses them);
// beyond the last band the last holds. Melee is at range 1, never concealed.

/** The band a shot at this distance falls in, or none (no poor visibility, or too close). */
export function concealmentAt(map: Pick<BattleMap, 'concealment'>, range: number): ConcealmentBand | null {
  const bands = map.concealment ?? [];
  let found: ConcealmentBand | null = null;
  for (const b of bands) if (range >= b.from && (found === null || b.from > found.from)) found = b;
  return found;
}

/** A band's penalty dice on a shot at this distance, as a modifier the odds and the roll both show (senses.ts decides whether the band hides the target). */
export function concealmentPenalty(b: ConcealmentBand | null, range: number): Modifier[] {
  return b ? [{ reason: `${b.reason}: concealed at range ${range} (${b.dice})`, bonus: 0, penalty: b.penalty }] : [];
}

// Maze (HC-06): "no long lines of sight. The maximum length of the lines of sight is D6+1 squares."
// The cap is on the map (shared/combatSetup/battle.ts sets it); lineOfSight asks this before anything
// else, so the legal targets, the odds, the range overlay and the scripted players all follow it.

/** The longest line of sight on this map, or null when nothing caps it. */
export function sightCap(map: Pick<BattleMap, 'sight'>): number | null {
  return map.sight ? map.sight.max : null;
}

/** Whether a line of sight `range` squares long is longer than the map allows. */
export function beyondSight(map: Pick<BattleMap, 'sight'>, range: number): boolean {
  const cap = sightCap(map);
  return cap !== null && range > cap;
}
