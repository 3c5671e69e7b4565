import { join } from 'node:path';
import { aiRng, seedOf } from '../../shared/ai/aiRng.ts';
import { levelById } from '../../shared/ai/levels.ts';
import { playOut } from '../../shared/ai/playOut.ts';
import { stepOutcome, taskDone } from '../../shared/battle/rules/task.ts';
import { battleFromSetup } from '../../shared/combatSetup/battle.ts';
import { sampleSetup } from '../../shared/combatSetup/testing.ts';
import type { BattleMap } from '../../shared/map/battleMap.ts';
import { battleMapFromTiled } from '../../shared/map/fromTiled.ts';
import { loadTiledFile } from '../maps/mapFiles.ts';

// Issue 11 probe (HC-08/HC-09 for the scripted levels): the combat-step battles whose task comes
// during the fight (the generator's set-up per seed, as battle.test.ts builds them), the heroes' side
// (0) played by one level and the opponents by another; how often the heroes attempt the task, in
// groups, get it done, win the fight and so the step.
// node --import tsx server/cli/taskProbe.ts [--from 1] [--to 60] [--ai sergeant,sergeant] [--each]

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const [heroes, opponents] = arg('ai', 'sergeant,sergeant').split(',');
const maps = new Map<string, BattleMap>();
function mapOf(id: string): BattleMap {
  if (!maps.has(id)) {
    const path = join(import.meta.dirname, '..', '..', 'maps', `${id}.tmj`);
    const parsed = loadTiledFile(path);
    if (!parsed.ok) throw new Error(parsed.error);
    const checked = battleMapFromTiled(parsed.map, path);
    if (!checked.ok) throw new Error(checked.errors.join('\n'));
    maps.set(id, checked.map);
  }
  return maps.get(id)!;
}

const tally = { during: 0, attempted: 0, attempts: 0, groups: 0, taskDone: 0, fightWon: 0, stepWon: 0 };
for (let seed = Number(arg('from', '1')); seed <= Number(arg('to', '60')); seed++) {
  const s = sampleSetup(seed);
  const { scenario, map } = battleFromSetup(s, mapOf(s.board.name), { id: `combat-step-${seed}` });
  const task = scenario.task;
  if (task?.when !== 'during') continue;
  tally.during++;
  const out = playOut(scenario, map, seed, 20000, (side) => {
    const level = levelById(side === 0 ? heroes : opponents)!;
    return { choose: level.choose, rng: aiRng(seedOf(`${level.id}:${scenario.id}:${side}`)) };
  });
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
