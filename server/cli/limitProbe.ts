import { deploySquares } from '../../shared/battle/rules/deployment.ts';
import { arg, stepBattleOf } from './probeSupport.ts';

// HC-06 (issue 11): why Limited Area, Death Trap and Time Limit are left out of a combat step's
// battle (listed in notInForce), seed by seed. Usage:
// node --import tsx server/cli/limitProbe.ts [--from 1] [--to 400] [--each]

const IDS = ['limited-area', 'death-trap', 'time-limit'];
const from = Number(arg('from', '1'));
const to = Number(arg('to', '400'));
const tally: Record<string, { rolled: number; out: number; reasons: Record<string, number[]> }> = {};
for (let seed = from; seed <= to; seed++) {
  const { setup, map, notInForce } = stepBattleOf(seed);
  for (const c of map.complications ?? []) {
    if (!IDS.includes(c.id)) continue;
    const t = (tally[c.name] ??= { rolled: 0, out: 0, reasons: {} });
    t.rolled++;
    const out = notInForce.includes(`HC-06: ${c.name}`);
    if (!out) continue;
    t.out++;
    let why = `${c.how ?? ''} [task ${setup.task.when.id}]`;
    if (c.id === 'limited-area' && map.cube) {
      const cube = map.cube;
      const outside = [0, 1].map((side) => {
        const sq = deploySquares(map, side);
        const o = sq.filter((q) => q.x < cube.x || q.y < cube.y || q.x >= cube.x + cube.w || q.y >= cube.y + cube.h).length;
        return o === 0 ? 'in' : o === sq.length ? 'all-out' : 'part-out';
      });
      why += ` cube ${cube.w} heroes ${outside[0]} opponents ${outside[1]}`;
    }
    (t.reasons[why] ??= []).push(seed);
    if (process.argv.includes('--each')) console.log(seed, c.name, why);
  }
}
for (const [name, t] of Object.entries(tally)) {
  console.log(`${name}: not in force ${t.out} of ${t.rolled}`);
  for (const [why, seeds] of Object.entries(t.reasons)) console.log(`  ${seeds.length}x ${why}: seeds ${seeds.join(' ')}`);
}
