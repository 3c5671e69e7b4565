import { createHash } from 'node:crypto';
import { playMatchLog } from '../../shared/ai/match.ts';
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
    const game = playMatchLog(levels[0], levels[1], scenario, repoBattleMap(scenario.map), base, index);
    if ('error' in game) throw new Error(game.error);
    const hash = createHash('sha256').update(JSON.stringify(game.played.log.map((l) => [l.side, l.command]))).digest('hex').slice(0, 16);
    all.update(hash);
    console.log(`${scenario.id} seed ${game.seed}${game.swapped ? ' (swapped)' : ''}: ${game.played.log.length} commands ${hash}`);
  }
}
console.log(`all ${all.digest('hex').slice(0, 16)}`);
