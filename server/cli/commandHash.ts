import { createHash } from 'node:crypto';
import { aiRng, seedOf } from '../../shared/ai/aiRng.ts';
import { playOut } from '../../shared/ai/playOut.ts';
import { teamsOf } from '../../shared/battle/rules/teams.ts';
import { arg, repoBattleMap } from './probeSupport.ts';
import { levelsFor, scenariosFor } from './simMatch.ts';

// A check that a change made the levels no faster at the cost of other play (#10, ninth session): the
// games of `npm run sim -- --ai A,B` (playMatchGame's seeds, sides and generators), each game's every
// command hashed. Run it on two checkouts; the same lines mean the same commands, game for game.
// node --import tsx server/cli/commandHash.ts --ai captain,sergeant --games 4 --scenario valley-crackdown,turf-war --seed 1

const levels = levelsFor(arg('ai', 'captain,sergeant'));
const scenarios = scenariosFor(arg('scenario', 'two-side'));
if (typeof levels === 'string' || typeof scenarios === 'string') throw new Error(typeof levels === 'string' ? levels : String(scenarios));
const games = Number(arg('games', '4'));
const base = Number(arg('seed', '1'));
const all = createHash('sha256');
for (const scenario of scenarios) {
  for (let index = 0; index < games; index++) {
    const seed = base + Math.floor(index / 2);
    const swapped = index % 2 === 1;
    const isA = (side: number) => teamsOf(scenario)[0].includes(side) !== swapped;
    const played = playOut(scenario, repoBattleMap(scenario.map), seed, 20000, (side) => {
      const level = isA(side) ? levels[0] : levels[1];
      return { choose: level.choose, rng: aiRng(seedOf(`${level.id}:${scenario.id}:${seed}:${side}`)) };
    });
    if ('error' in played) throw new Error(`${scenario.id} seed ${seed}: ${played.error}`);
    const hash = createHash('sha256').update(JSON.stringify(played.log.map((l) => [l.side, l.command]))).digest('hex').slice(0, 16);
    all.update(hash);
    console.log(`${scenario.id} seed ${seed}${swapped ? ' (swapped)' : ''}: ${played.log.length} commands ${hash}`);
  }
}
console.log(`all ${all.digest('hex').slice(0, 16)}`);
