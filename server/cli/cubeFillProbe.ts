import { deploySquares } from '../../shared/battle/rules/deployment.ts';
import { passable } from '../../shared/battle/rules/movement.ts';
import { battleFromSetup } from '../../shared/combatSetup/battle.ts';
import { sampleSetup } from '../../shared/combatSetup/testing.ts';
import type { BattleMap, CubeArea } from '../../shared/map/battleMap.ts';
import { arg, repoBattleMap } from './probeSupport.ts';

// HC-06 (issue 11): how much of the cube a step's complications close, and how often a side deploys
// outside the cube with and without them. Usage: node --import tsx server/cli/cubeFillProbe.ts --from 1 --to 1000

const from = Number(arg('from', '1'));
const to = Number(arg('to', '1000'));
const openIn = (m: BattleMap, c: CubeArea) => {
  let n = 0;
  for (let y = c.y; y < c.y + c.h; y++) for (let x = c.x; x < c.x + c.w; x++) if (passable(m, x, y)) n++;
  return n;
};
const outside = (m: BattleMap, side: number) => {
  const c = m.cube!;
  const sq = deploySquares(m, side);
  return sq.length > 0 && sq.every((q) => q.x < c.x || q.y < c.y || q.x >= c.x + c.w || q.y >= c.y + c.h);
};
const sidesOut = [0, 0];
let overHalf = 0;
let takenBack = 0;
for (let seed = from; seed <= to; seed++) {
  const s = sampleSetup(seed);
  const base = repoBattleMap(s.board.name);
  const bare = battleFromSetup({ ...s, complications: { ...s.complications, list: [] } }, base).map;
  const { map } = battleFromSetup(s, base);
  for (const side of [0, 1]) {
    if (outside(bare, side)) sidesOut[0]++;
    if (outside(map, side)) sidesOut[1]++;
  }
  if (openIn(map, map.cube!) * 2 < openIn(base, map.cube!)) overHalf++;
  takenBack += map.complications!.filter((c) => c.how?.includes('more than half of the cube')).length;
}
const n = to - from + 1;
console.log(`seeds ${from}-${to}: sides deploying wholly outside the cube, without complications ${sidesOut[0]} of ${2 * n}, with them ${sidesOut[1]}`);
console.log(`cubes with more than half their open squares closed: ${overHalf}; complications taken back for it: ${takenBack}`);
