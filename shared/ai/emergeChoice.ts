import type { Command } from '../battle/commands.ts';
import type { BattleView } from '../battle/model.ts';
import { contestedCube } from '../battle/rules/contested.ts';
import { isEnemy } from '../battle/rules/teams.ts';

// HC-06 Already There for the scripted levels: a concealed figure comes on as soon as its side may
// (a figure off the board does nothing for it), inside the cube where the cube counts, two squares
// from the nearest enemy: near enough to strike next turn, not caught in this turn's melee.

type Emerge = Extract<Command, { type: 'emerge' }>;

export function emergeChoice(view: BattleView, side: number, legal: readonly Command[]): Emerge | null {
  const offered = legal.filter((c): c is Emerge => c.type === 'emerge');
  if (!offered.length) return null;
  const enemies = view.units.filter((u) => isEnemy(view, u.side, side) && u.condition !== 'dead');
  const cube = contestedCube(view);
  const cost = (c: Emerge) => {
    const outside = cube && !(c.to.x >= cube.x && c.to.y >= cube.y && c.to.x < cube.x + cube.w && c.to.y < cube.y + cube.h) ? 100 : 0;
    const near = enemies.length ? Math.min(...enemies.map((e) => Math.max(Math.abs(e.x - c.to.x), Math.abs(e.y - c.to.y)))) : 2;
    return outside + Math.abs(near - 2);
  };
  // The first figure only: the next is chosen on the next command, with this one on the board.
  const first = offered[0].figure;
  return offered.filter((c) => c.figure === first).reduce((a, b) => (cost(b) < cost(a) ? b : a));
}
