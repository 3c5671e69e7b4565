import { playOut } from '../../shared/ai/playOut.ts';
import { arg, stepBattleOf, twoLevels } from './probeSupport.ts';
import { stepOutcome, taskDone } from '../../shared/battle/rules/task.ts';

// Issue 11 probe (HC-08: the task stage before or after the fight): over the sample set-ups' combat
// steps, how many have the task before / during / after the fight, how many of those the engine lists
// not in force (HC-08, and HC-06's Death Trap / Time Limit), and, played out by the scripted levels
// (the heroes' side (0) by one level, the opponents by another), how the stages and the steps end.
// node --import tsx server/cli/stageProbe.ts [--from 1] [--to 300] [--ai simple,simple] [--play] [--each]

const [heroes, opponents] = arg('ai', 'simple,simple').split(',');
const play = process.argv.includes('--play');
const count = (m: Record<string, number>, k: string) => (m[k] = (m[k] ?? 0) + 1);
const when: Record<string, number> = {};
const notInForce: Record<string, number> = {};
const steps: Record<string, number> = {};
const stage = { attempts: 0, done: 0, failed: 0, fightWon: 0, trapDefeated: 0, noFight: 0 };
for (let seed = Number(arg('from', '1')); seed <= Number(arg('to', '300')); seed++) {
  const { scenario, map, notInForce: nif } = stepBattleOf(seed);
  const task = scenario.task!;
  count(when, task.when);
  for (const n of nif) if (/^HC-08|Death Trap|Time Limit|Destruction Sequence/.test(n)) count(notInForce, n.startsWith('HC-08') ? `HC-08 ${task.when}` : n);
  if (!play || task.when === 'during') continue;
  const out = playOut(scenario, map, seed, 20000, twoLevels(heroes, opponents, scenario.id));
  if ('error' in out) throw new Error(`seed ${seed}: ${out.error}`);
  const s = out.state;
  const a = (s.taskAttempts ?? []).filter((x) => x.stage);
  stage.attempts += a.length;
  if (a.length && !s.taskFailed && (task.when === 'before' ? s.turn > 0 : taskDone(s, task))) stage.done++;
  if (s.taskFailed) stage.failed++;
  if (task.when === 'before' && s.turn === 0) stage.noFight++;
  if (s.result?.reason.includes('Death Trap')) stage.trapDefeated++;
  const fightWon = task.when === 'after' ? a.length > 0 || !!s.taskFailed : s.turn > 0 && !!s.result?.winners.includes(0);
  if (fightWon) stage.fightWon++;
  count(steps, `${task.when} ${stepOutcome(s)}`);
  if (process.argv.includes('--each')) console.log(seed, task.when, task.limits.id, `DC ${task.effectiveDc}`, `stage attempts ${a.length}`, s.taskFailed ?? '', `ended turn ${s.turn}`, stepOutcome(s), s.result?.reason);
}
console.log(JSON.stringify({ heroes, opponents, when, notInForce, ...(play ? { stage, steps } : {}) }, null, 1));
