import { playOut } from '../../shared/ai/playOut.ts';
import { arg, stepBattleOf, twoLevels } from './probeSupport.ts';

// Issue 11 probe (HC-04: going without life support): over the sample set-ups' combat steps, how many
// `notInForce` lines are about life support (and in how many set-ups), how many sides go without one
// (`map.lifeSupport` results "no") and, with --play, how often the environment strikes in the battle
// played by the scripted levels (the heroes' side (0) by one level, the opponents by another).
// node --import tsx server/cli/lifeSupportProbe.ts [--from 1] [--to 300] [--ai simple,simple] [--play]

const [heroes, opponents] = arg('ai', 'sergeant,sergeant').split(',');
const play = process.argv.includes('--play');
const out = { lines: 0, setups: 0, lacksNo: 0, lacksPenalised: 0, battles: 0, strikes: 0, damaging: 0, killed: 0, wins: { heroes: 0, opponents: 0, draws: 0 } };
for (let seed = Number(arg('from', '1')); seed <= Number(arg('to', '300')); seed++) {
  const { scenario, map, notInForce } = stepBattleOf(seed);
  const lines = notInForce.filter((n) => n.startsWith('HC-04') && n.includes('without life support'));
  out.lines += lines.length;
  if (lines.length) out.setups++;
  for (const l of map.lifeSupport ?? []) l.result === 'no' ? out.lacksNo++ : out.lacksPenalised++;
  if (!play || !(map.lifeSupport ?? []).some((l) => l.result === 'no')) continue;
  const o = playOut(scenario, map, seed, 20000, twoLevels(heroes, opponents, scenario.id));
  if ('error' in o) throw new Error(`seed ${seed}: ${o.error}`);
  out.battles++;
  const w = o.state.result?.winners ?? [];
  out.wins[w.length !== 1 ? 'draws' : w[0] === 0 ? 'heroes' : 'opponents']++;
  for (const e of o.log.flatMap((l) => l.events)) {
    if (e.type !== 'hazard' || !e.source.startsWith('No life support')) continue;
    out.strikes++;
    if (e.damage > 0) out.damaging++;
    if (e.after === 'dead') out.killed++;
  }
}
console.log(JSON.stringify({ heroes, opponents, ...out }, null, 1));
