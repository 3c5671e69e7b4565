import type { BattleMap } from '../../../shared/map/battleMap.ts';

// A combat step's effects that hold over the whole board (issue 11), said beside the goals: the board
// marks only complications with squares, so one like Poor Visibility (every shot past range 5) would
// otherwise go unseen. Quotes the complication's effect and how the engine plays it, from the view.

export function boardEffectsText(map: Pick<BattleMap, 'complications' | 'sight'>): string {
  const whole = (map.complications ?? []).filter((c) => c.inForce && !c.rects.length && !c.squares.length && !c.changed?.length);
  return [...whole.map((c) => `In force over the whole board: ${c.name}. “${c.effect}”${c.how ? ` (${c.how}.)` : ''}`), ...(map.sight ? [sightText(map.sight)] : [])].join(' ');
}

/** HC-06 Maze: the longest line of sight, said once for the whole board (its walls are marked on their squares). */
export const sightText = (s: NonNullable<BattleMap['sight']>): string => `${s.reason}: no line of sight is longer than ${s.max} square${s.max === 1 ? '' : 's'}; a unit farther away cannot be seen or shot.`;
