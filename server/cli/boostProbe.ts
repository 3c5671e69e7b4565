import { attemptModifiers, attemptOdds, bestBoostTo } from '../../shared/battle/rules/task.ts';
import { arg, stepBattleOf } from './probeSupport.ts';

// Issue 11 probe (HC-08: the scripted levels pass the Boost): over the sample set-ups' tasks where
// heroes may work together, with a Boost of 1 or 2 put on the task, how many group attempts (a group
// of the step's heroes at one skill) have the Boost help a helper most rather than the one leading
// (bestBoostTo, what every scripted level names as `boostTo`), and by how much success chance.
// node --import tsx server/cli/boostProbe.ts [--from 1] [--to 300]

for (const boost of [1, 2]) {
  let tasks = 0;
  let groups = 0;
  let helper = 0;
  let gain = 0;
  for (let seed = Number(arg('from', '1')); seed <= Number(arg('to', '300')); seed++) {
    const { scenario } = stepBattleOf(seed);
    const task = { ...scenario.task!, boost };
    if (!task.limits.together) continue;
    tasks++;
    const heroes = (scenario.sides[task.side].heroes ?? []).map((type, i) => ({ id: `h${i}`, type }));
    const most = task.limits.attempters === 'two' ? 2 : heroes.length;
    for (let mask = 1; mask < 1 << heroes.length; mask++) {
      const group = heroes.filter((_, i) => mask & (1 << i));
      if (group.length < 2 || group.length > most) continue;
      for (const skill of task.skills) {
        groups++;
        const best = bestBoostTo(task, group, skill)!;
        if (best === group[0].id) continue;
        const p = (to: string) => attemptOdds(attemptModifiers(task, group, skill, to).map((m) => m.total), task.effectiveDc).success;
        helper++;
        gain += p(best) - p(group[0].id);
      }
    }
  }
  console.log(JSON.stringify({ boost, tasks, groups, bestOnHelper: helper, meanGainPoints: helper ? +((100 * gain) / helper).toFixed(2) : 0 }));
}
