import type { RngState } from '../core/rng.ts';
import { roll } from './dice.ts';
import type { Figure } from './figures.ts';
import { squareIn } from './grid.ts';
import { DATA, rollOn } from './tables.ts';
import { SIDES, type AirDeployment, type Cube, type Platform, type SideId } from './types.ts';

// HC-05: in an Air environment, where the figures without Move (Flying) stand.

export const PLATFORM_FAIL_ON_BREACH = 0.3;
export const PLATFORM_FAIL_PER_BREACH_PER_TURN = 0.05;

export function rollAir(rng: RngState, figures: Record<SideId, Figure[]>, cube: Cube): [AirDeployment, RngState] {
  const needed = SIDES.filter((s) => figures[s].some((f) => !f.flying));
  let [r, state] = rollOn(rng, DATA.airDeployment);
  const platforms: Platform[] = [];
  const crafts: AirDeployment['crafts'] = [];
  const n = r.row.platforms;
  for (let i = 0; i < n; i++) {
    let w;
    let h;
    let corner;
    let move;
    [w, state] = roll(state, 'D8+2');
    [h, state] = roll(state, 'D8+2');
    // Placed with its top-left square at random inside the cube, clipped to the board.
    [corner, state] = squareIn(state, cube.bounds);
    [move, state] = rollOn(state, DATA.platformMovement);
    // One platform holds everyone; two, one side each; three, each side on a random one (a D3 below).
    const sides: SideId[] = n === 2 ? [SIDES[i]] : n === 1 ? [...SIDES] : [];
    platforms.push({
      rect: { x: corner.x, y: corner.y, w: Math.min(w.total, cube.board.width - corner.x), h: Math.min(h.total, cube.board.height - corner.y) },
      sides,
      movement: { face: move.face, id: move.row.id, moves: move.row.moves, steered: move.row.steered, tipsOver: move.row.tipsOver },
      failOnBreach: PLATFORM_FAIL_ON_BREACH,
      failPerBreachPerTurn: PLATFORM_FAIL_PER_BREACH_PER_TURN,
    });
  }
  if (n === 3) {
    // "With each deploying randomly on one": each side's figures on the platform its D3 names (a
    // figure each would scatter a side over the sky before the fight; read as each side).
    for (const side of SIDES) {
      let d;
      [d, state] = roll(state, 'D3');
      platforms[d.total - 1].sides.push(side);
    }
  }
  if (r.row.id === 'smallest-craft' || r.row.id === 'airliner' || r.row.id === 'executive-jet') {
    // "All on one": one craft carries both sides' figures that need it.
    if (needed.length > 0) crafts.push({ sides: needed, kind: r.row.id === 'smallest-craft' ? 'smallest' : r.row.id, count: 1 });
  } else if (r.row.id === 'craft-per-pilot') {
    // As many craft as the side has characters with the Control skill (at least one: someone flies it).
    for (const side of needed) crafts.push({ sides: [side], kind: 'smallest', count: Math.max(1, figures[side].filter((f) => (f.skills.control ?? 0) > 0).length) });
  }
  return [{ face: r.face, id: r.row.id, needed, platforms, crafts }, state];
}
