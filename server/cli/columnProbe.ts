import { playOut } from '../../shared/ai/playOut.ts';
import { arg, repoBattleMap, twoLevels } from './probeSupport.ts';
import { battleFromSetup } from '../../shared/combatSetup/battle.ts';
import { generateCombatSetup } from '../../shared/combatSetup/generate.ts';
import { BOARDS, STEP } from '../../shared/combatSetup/testing.ts';
import { teamOf } from '../../shared/combatSetup/heroTeam.ts';

// Issue 11 probe (HC-11): a step whose opponents are rolled from the episode table's column (the
// sample step otherwise), played out by two scripted levels on the set-up's board.
// node --import tsx server/cli/columnProbe.ts [--group Villains] [--column main|lesser] [--level 1] [--from 1] [--to 12] [--ai sergeant,sergeant]

const group = arg('group', 'Villains');
const column = arg('column', 'main') as 'main' | 'lesser';
const level = Number(arg('level', '1'));
const ai = arg('ai', 'sergeant,sergeant').split(',');
const [from, to] = [Number(arg('from', '1')), Number(arg('to', '12'))];
const team = teamOf();
if (!team.ok) throw new Error('team');
const wins = [0, 0, 0];
for (let seed = from; seed <= to; seed++) {
  const r = generateCombatSetup({ step: { ...STEP, level, opponents: { group, column } }, heroes: team.heroes, boards: BOARDS }, seed);
  if (!r.ok) throw new Error(r.errors.join());
  const b = battleFromSetup(r.setup, repoBattleMap(r.setup.board.name), { id: `probe-${seed}` });
  const out = playOut(b.scenario, b.map, seed, 20000, twoLevels(ai[0], ai[1] ?? ai[0], b.scenario.id));
  if ('error' in out) throw new Error(out.error);
  const w = out.state.result!.winner;
  wins[w === 0 ? 0 : w === 1 ? 1 : 2]++;
  console.log(`seed ${seed}: ${b.opponents} -> ${w === 0 ? 'heroes' : w === 1 ? 'opponents' : 'draw'}`);
}
console.log(`${group} ${column} level ${level}, seeds ${from}-${to}, ${ai.join(' v ')}: heroes ${wins[0]}, opponents ${wins[1]}, draws ${wins[2]}`);
