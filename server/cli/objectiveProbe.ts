import { join } from 'node:path';
import { aiRng, seedOf } from '../../shared/ai/aiRng.ts';
import { levelById } from '../../shared/ai/levels.ts';
import { playOut } from '../../shared/ai/playOut.ts';
import { battleFromSetup } from '../../shared/combatSetup/battle.ts';
import { sampleSetup } from '../../shared/combatSetup/testing.ts';
import type { BattleMap } from '../../shared/map/battleMap.ts';
import { battleMapFromTiled } from '../../shared/map/fromTiled.ts';
import { loadTiledFile } from '../maps/mapFiles.ts';

// Issue 11 probe (HC-06 for the scripted levels): the combat-step battles with a Victory Button or
// the Point of Advantage's key (the generator's set-up per seed, as battle.test.ts builds them), the
// heroes' side (0) played by one level and the opponents by another; how many end by an objective, and whose.
// node --import tsx server/cli/objectiveProbe.ts [--from 1] [--to 200] [--ai sergeant,sergeant] [--each]

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

const tally = { battles: 0, byObjective: 0, heroesByObjective: 0, opponentsByObjective: 0, heroesWon: 0, opponentsWon: 0, meanTurn: 0 };
for (let seed = Number(arg('from', '1')); seed <= Number(arg('to', '200')); seed++) {
  const s = sampleSetup(seed);
  const { scenario, map } = battleFromSetup(s, mapOf(s.board.name), { id: `combat-step-${seed}` });
  const o = scenario.objectives;
  if (!o?.victoryButton && !o?.advantage?.check) continue;
  tally.battles++;
  const out = playOut(scenario, map, seed, 20000, (side) => {
    const level = levelById(side === 0 ? heroes : opponents)!;
    return { choose: level.choose, rng: aiRng(seedOf(`${level.id}:${scenario.id}:${side}`)) };
  });
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
