import type { BattleMap } from '../../../shared/map/battleMap.ts';

// A combat step's effects that hold over the whole board (issue 11), said beside the goals: the board
// marks only complications with squares, so one like Poor Visibility (every shot past range 5) would
// otherwise go unseen. Quotes the complication's effect and how the engine plays it, from the view.

export function boardEffectsText(map: Pick<BattleMap, 'complications'>): string {
  const whole = (map.complications ?? []).filter((c) => c.inForce && !c.rects.length && !c.squares.length && !c.changed?.length);
  return whole.map((c) => `In force over the whole board: ${c.name}. “${c.effect}”${c.how ? ` (${c.how}.)` : ''}`).join(' ');
}
