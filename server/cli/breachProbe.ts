import { playOut } from '../../shared/ai/playOut.ts';
import { arg, stepBattleOf, twoLevels } from './probeSupport.ts';

// Issue 11 probe (HC-06 breakable walls with the scripted levels): the combat-step battles whose
// set-up lays a Hard or Weak Contested Zone's walls, the heroes' side (0) played by one level and the
// opponents by another; how often units attack a wall square and break it, and who wins.
// node --import tsx server/cli/breachProbe.ts [--from 1] [--to 300] [--ai sergeant,sergeant] [--each]

const [heroes, opponents] = arg('ai', 'sergeant,sergeant').split(',');

const t = { battles: 0, wallSquares: 0, attacks: 0, breaches: 0, byHeroes: 0, heroesWon: 0, turns: 0 };
for (let seed = Number(arg('from', '1')); seed <= Number(arg('to', '300')); seed++) {
  const { scenario, map } = stepBattleOf(seed);
  if (!map.walls?.length) continue;
  t.battles++;
  t.wallSquares += map.walls.reduce((n, w) => n + w.squares.length, 0);
  const out = playOut(scenario, map, seed, 20000, twoLevels(heroes, opponents, scenario.id));
  if ('error' in out) throw new Error(`seed ${seed}: ${out.error}`);
  let attacks = 0;
  for (const { events } of out.log)
    for (const e of events) {
      if (e.type !== 'breach') continue;
      attacks++;
      if (e.broken) t.breaches++;
      if (out.state.units.find((u) => u.id === e.unitId)?.side === 0) t.byHeroes++;
    }
  t.attacks += attacks;
  t.turns += out.state.turn;
  if (out.state.result?.winners.includes(0)) t.heroesWon++;
  if (process.argv.includes('--each')) console.log(seed, map.walls.map((w) => `${w.name} ${w.squares.length}`).join(', '), `attacks ${attacks}`, `ended turn ${out.state.turn}`, out.state.result?.reason ?? '');
}
console.log(JSON.stringify({ heroes, opponents, ...t }));
