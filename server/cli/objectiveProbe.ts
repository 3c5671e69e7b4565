import { playOut } from '../../shared/ai/playOut.ts';
import { arg, stepBattleOf, twoLevels } from './probeSupport.ts';

// Issue 11 probe (HC-06 for the scripted levels): the combat-step battles with a Victory Button or
// the Point of Advantage's key (the generator's set-up per seed, as battle.test.ts builds them), the
// heroes' side (0) played by one level and the opponents by another; how many end by an objective, and whose.
// node --import tsx server/cli/objectiveProbe.ts [--from 1] [--to 200] [--ai sergeant,sergeant] [--each]

const [heroes, opponents] = arg('ai', 'sergeant,sergeant').split(',');

const tally = { battles: 0, byObjective: 0, heroesByObjective: 0, opponentsByObjective: 0, heroesWon: 0, opponentsWon: 0, meanTurn: 0 };
for (let seed = Number(arg('from', '1')); seed <= Number(arg('to', '200')); seed++) {
  const { scenario, map } = stepBattleOf(seed);
  const o = scenario.objectives;
  if (!o?.victoryButton && !o?.advantage?.check) continue;
  tally.battles++;
  const out = playOut(scenario, map, seed, 20000, twoLevels(heroes, opponents, scenario.id));
  if ('error' in out) throw new Error(`seed ${seed}: ${out.error}`);
  const r = out.state.result;
  const objective = !!r && /Victory Button|key to victory/.test(r.reason);
  if (objective) tally.byObjective++;
  if (r?.winners.includes(0)) (tally.heroesWon++, objective && tally.heroesByObjective++);
  else if (r?.winners.length) (tally.opponentsWon++, objective && tally.opponentsByObjective++);
  tally.meanTurn += out.state.turn;
  if (process.argv.includes('--each')) console.log(seed, o.victoryButton ? 'button' : 'key', `ended turn ${out.state.turn}`, r?.reason ?? 'no result');
}
tally.meanTurn = Math.round((tally.meanTurn / Math.max(1, tally.battles)) * 10) / 10;
console.log(JSON.stringify({ heroes, opponents, ...tally }));
