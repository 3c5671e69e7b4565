import { playOut } from '../../shared/ai/playOut.ts';
import { arg, stepBattleOf, twoLevels } from './probeSupport.ts';
import { stepOutcome, taskDone } from '../../shared/battle/rules/task.ts';

// Issue 11 probe (HC-08/HC-09 for the scripted levels): the combat-step battles whose task comes
// during the fight (the generator's set-up per seed, as battle.test.ts builds them), the heroes' side
// (0) played by one level and the opponents by another; how often the heroes attempt the task, in
// groups, get it done, win the fight and so the step.
// node --import tsx server/cli/taskProbe.ts [--from 1] [--to 60] [--ai sergeant,sergeant] [--each]

const [heroes, opponents] = arg('ai', 'sergeant,sergeant').split(',');

const tally = { during: 0, attempted: 0, attempts: 0, groups: 0, taskDone: 0, fightWon: 0, stepWon: 0 };
for (let seed = Number(arg('from', '1')); seed <= Number(arg('to', '60')); seed++) {
  const { scenario, map } = stepBattleOf(seed);
  const task = scenario.task;
  if (task?.when !== 'during') continue;
  tally.during++;
  const out = playOut(scenario, map, seed, 20000, twoLevels(heroes, opponents, scenario.id));
  if ('error' in out) throw new Error(`seed ${seed}: ${out.error}`);
  const a = out.state.taskAttempts ?? [];
  tally.attempts += a.length;
  tally.groups += a.filter((x) => x.heroes.length > 1).length;
  if (a.length) tally.attempted++;
  if (taskDone(out.state, task)) tally.taskDone++;
  if (out.state.result?.winners.includes(0)) tally.fightWon++;
  if (stepOutcome(out.state) === 'won') tally.stepWon++;
  if (process.argv.includes('--each')) console.log(seed, task.limits.id, task.skills.join('+'), `DC ${task.effectiveDc}`, `attempts on turns ${a.map((x) => x.turn).join(',') || '-'}`, `ended turn ${out.state.turn}`, stepOutcome(out.state));
}
console.log(JSON.stringify({ heroes, opponents, ...tally }));
