import { playOut } from '../../shared/ai/playOut.ts';
import { bystanderCount } from '../../shared/battle/rules/bystanders.ts';
import { arg, stepBattleOf, twoLevels } from './probeSupport.ts';

// Issue 11 probe (HC-06 Innocent Bystanders, Hostage Situation): the combat-step battles with people
// on the map (the generator's set-up per seed, as battle.test.ts builds them), the heroes' side (0)
// played by one level and the opponents by another; what became of the people at the end.
// node --import tsx server/cli/bystanderProbe.ts [--from 1] [--to 300] [--ai sergeant,sergeant] [--each]

const [heroes, opponents] = arg('ai', 'sergeant,sergeant').split(',');

const tally = { battles: 0, people: 0, saved: 0, held: 0, present: 0, lost: 0, trapped: 0, heroesWon: 0 };
for (let seed = Number(arg('from', '1')); seed <= Number(arg('to', '300')); seed++) {
  const { scenario, map } = stepBattleOf(seed);
  if (!map.bystanders?.length) continue;
  tally.battles++;
  if (map.bystanders.some((g) => g.inTrap)) tally.trapped++;
  const out = playOut(scenario, map, seed, 20000, twoLevels(heroes, opponents, scenario.id));
  if ('error' in out) throw new Error(`seed ${seed}: ${out.error}`);
  const n = bystanderCount(out.state);
  tally.people += n.saved + n.held + n.present + n.lost;
  tally.saved += n.saved;
  tally.held += n.held;
  tally.present += n.present;
  tally.lost += n.lost;
  if (out.state.result?.winners.includes(0)) tally.heroesWon++;
  if (process.argv.includes('--each')) console.log(seed, map.bystanders[0].who, `ended turn ${out.state.turn}`, JSON.stringify(n), out.state.result?.reason ?? 'no result');
}
console.log(JSON.stringify({ heroes, opponents, ...tally }));
