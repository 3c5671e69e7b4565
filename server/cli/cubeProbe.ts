import { aiRng, seedOf } from '../../shared/ai/aiRng.ts';
import { landing } from '../../shared/ai/cubeGoal.ts';
import { LEVELS, levelById } from '../../shared/ai/levels.ts';
import { playOut } from '../../shared/ai/playOut.ts';
import { arg, stepBattleOf } from './probeSupport.ts';
import { battleModule } from '../../shared/battle/module.ts';
import { contestedCube, inCube } from '../../shared/battle/rules/contested.ts';
import { reachable } from '../../shared/battle/rules/movement.ts';

// Issue 11 probe: combat-step battles (the generator's set-up per seed, as battle.test.ts builds them)
// played to the end by scripted levels; how many end with a side having nothing active in the cube.
// node --import tsx server/cli/cubeProbe.ts [--from 1] [--to 30] [--ai sergeant,sergeant | --ai mixed]
// `mixed` is battle.test.ts's rotation: level (seed + side) % 4 of simple, recruit, sergeant, captain.

const from = Number(arg('from', '1'));
const to = Number(arg('to', '30'));
const ai = arg('ai', 'mixed');
const levels = LEVELS.filter((l) => l.id !== 'random');


let outside = 0;
const wins = { heroes: 0, opponents: 0, draws: 0 };
const lines: string[] = [];
for (let seed = from; seed <= to; seed++) {
  const { scenario, map } = stepBattleOf(seed);
  const names = ai === 'mixed' ? null : ai.split(',');
  const out = playOut(scenario, map, seed, 20000, (side) => {
    const level = names ? levelById(names[side % names.length])! : levels[(seed + side) % levels.length];
    return { choose: level.choose, rng: aiRng(seedOf(`${level.id}:${scenario.id}:${side}`)) };
  });
  if ('error' in out) throw new Error(`seed ${seed}: ${out.error}`);
  // Could each side have had a unit in the cube at turn 1's end? (deployed in it, or one move away on an empty board, without falling out of its levels)
  let st = (battleModule.create({ scenario, map, deployment: 'players' }, seed) as Extract<ReturnType<typeof battleModule.create>, { ok: true }>).state;
  for (const l of out.log) {
    if (st.phase !== 'deploy') break;
    const a = battleModule.apply(st, l.side, l.command);
    if (!a.ok) break;
    st = a.state;
  }
  const cube = contestedCube(st)!;
  const canReach = st.sideNames.map((_, side) =>
    st.units.some((u) => u.side === side && u.x >= 0 && (inCube(cube, u) || reachable({ ...st, units: st.units.filter((o) => o.id === u.id) }, u.id).some((q) => inCube(cube, landing(st, u, q))))),
  );
  const res = out.state.result!;
  const cubeLoss = /nothing of it left active/.test(res.reason);
  if (res.winner === 0) wins.heroes++;
  else if (res.winner === 1) wins.opponents++;
  else wins.draws++;
  if (cubeLoss) outside++;
  const unreachable = canReach.map((ok, side) => (ok ? '' : ` side ${side} cannot be in the cube at turn 1`)).join('');
  lines.push(`seed ${seed} ${scenario.sides[1].units.join('+')}${scenario.sides[1].heroes?.length ? `+${scenario.sides[1].heroes.join('+')}` : ''} turn ${out.state.turn} ${cubeLoss ? 'CUBE ' : ''}${res.reason}${unreachable}`);
  console.log(lines[lines.length - 1]);
}
console.log(`ai ${ai}, seeds ${from}-${to}: heroes won ${wins.heroes}, opponents ${wins.opponents}, draws ${wins.draws}`);
console.log(`ai ${ai}, seeds ${from}-${to}: ${outside} of ${to - from + 1} ended with a side having nothing active in the cube`);
