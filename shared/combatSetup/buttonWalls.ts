import type { BattleMap, Square } from '../map/battleMap.ts';
import { deploySquares } from '../battle/rules/deployment.ts';
import { neighbours } from '../battle/rules/grid.ts';
import { passable, stepCost } from '../battle/rules/movement.ts';

// HC-06 Victory Button: "a location on the board which is hard to reach – blocked by other features –
// and not where anyone can deploy". Read: the button's square is walled in, every square round it
// barrier but one opening, so a figure must come through that one square to press it (a unit at or
// next to the button presses it). The opening is the open neighbour the two sides reach in the most
// equal number of steps (ties: the fewer steps, then the first in reading order), so neither side is
// handed the button; a deploy square or a wall's door round it stays open (never closed by a wall).

const key = (s: Square) => `${s.x},${s.y}`;

/** Steps (any cost counts one) from a side's deploy squares to every square it can reach. */
function stepsFrom(map: BattleMap, side: number): Map<string, number> {
  const dist = new Map<string, number>();
  let front = deploySquares(map, side);
  for (const s of front) dist.set(key(s), 0);
  for (let d = 1; front.length; d++) {
    const next: Square[] = [];
    for (const q of front)
      for (const n of neighbours(map, q))
        if (!dist.has(key(n)) && stepCost(map, q, n) !== null) {
          dist.set(key(n), d);
          next.push(n);
        }
    front = next;
  }
  return dist;
}

export interface ButtonWalls {
  /** The squares round the button to become barrier. */
  ring: Square[];
  /** The one way in, or null when no open square round it is reached by both sides (then nothing is laid). */
  gap: Square | null;
}

/** The walls round a Victory Button at `at` on the map as laid so far; `keep` are squares never closed (doors). */
export function buttonWalls(map: BattleMap, at: Square, keep: ReadonlySet<string>): ButtonWalls {
  const deploy = new Set([...deploySquares(map, 0), ...deploySquares(map, 1)].map(key));
  const round = neighbours(map, at).filter((s) => passable(map, s.x, s.y));
  const [a, b] = [stepsFrom(map, 0), stepsFrom(map, 1)];
  const scored = round.flatMap((s) => {
    const da = a.get(key(s));
    const db = b.get(key(s));
    return da === undefined || db === undefined ? [] : [{ s, score: [Math.abs(da - db), da + db] }];
  });
  scored.sort((p, q) => p.score[0] - q.score[0] || p.score[1] - q.score[1]);
  // The first opening both sides still reach once the others are walled (a wall can cut its way in).
  for (const { s: gap } of scored) {
    const ring = round.filter((s) => key(s) !== key(gap) && !deploy.has(key(s)) && !keep.has(key(s)));
    const walled = map.terrain.slice();
    for (const s of ring) walled[s.y * map.width + s.x] = 'barrier';
    const m = { ...map, terrain: walled };
    if (stepsFrom(m, 0).has(key(gap)) && stepsFrom(m, 1).has(key(gap))) return { ring, gap };
  }
  return { ring: [], gap: null };
}
