import type { StepTask } from '../battle/taskTypes.ts';
import type { BattleMap, Rect, Square } from '../map/battleMap.ts';
import type { TaskSetup } from './types.ts';

// HC-08/HC-09 on the board: where the step's task is attempted. No table places it; the Contested
// Space text says the sides contest "an objective occupying a limited area" in the middle of the board,
// so the task stands at the cube's centre (the board's, without a cube): the open square nearest the
// centre, an odd leftover going right / down like the cube's (HC-01), ties to the upper then left one.

const OPEN = (map: BattleMap, s: Square) => map.terrain[s.y * map.width + s.x] !== 'barrier' && map.terrain[s.y * map.width + s.x] !== 'deep-water';

export function taskSquare(map: BattleMap, cube: Rect | undefined): Square {
  const r = cube ?? { x: 0, y: 0, w: map.width, h: map.height };
  const centre = { x: r.x + Math.floor(r.w / 2), y: r.y + Math.floor(r.h / 2) };
  let best: Square = centre;
  let bestD = Infinity;
  for (let y = 0; y < map.height; y++)
    for (let x = 0; x < map.width; x++) {
      const d = Math.max(Math.abs(x - centre.x), Math.abs(y - centre.y)) * 1000 + Math.abs(x - centre.x) + Math.abs(y - centre.y);
      if (d < bestD && OPEN(map, { x, y })) {
        bestD = d;
        best = { x, y };
      }
    }
  return best;
}

/** The set-up's task as the battle carries it, for the heroes' side (0). */
export function stepTaskOf(task: TaskSetup, map: BattleMap, cube: Rect | undefined): StepTask {
  const { face: _face, ...limits } = task.limits;
  return {
    side: 0,
    skills: task.skills,
    dc: task.dc,
    effectiveDc: task.effectiveDc,
    ...(task.boost ? { boost: task.boost } : {}),
    when: task.when.id,
    limits,
    at: taskSquare(map, cube),
    place: cube ? "the contested cube's centre" : "the board's centre",
  };
}
