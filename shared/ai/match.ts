import type { Scenario } from '../battle/scenario.ts';
import { teamsOf } from '../battle/rules/teams.ts';
import type { BattleMap } from '../map/battleMap.ts';
import { aiRng, seedOf } from './aiRng.ts';
import type { Level } from './levels.ts';
import { playOut, type PlayOut } from './playOut.ts';
import { wilson, type Interval } from './stats.ts';

// Level A against level B over seeded battles, for `npm run sim -- --ai A,B`. Games come in pairs on
// one battle seed: A plays the first team in the first, B in the second (sides swapped), so neither
// level is favoured by a side or a seed. With more than two sides the first team (in seat order) is
// one level's and every other team the other's.

export type Outcome = 'a' | 'b' | 'draw';

export interface MatchGame {
  scenario: string;
  seed: number;
  /** B plays the first team, A the others. */
  swapped: boolean;
  outcome: Outcome;
  reason: string;
  turns: number;
  commands: number;
}

/** Game `index` of a match: battle seed `base + floor(index / 2)`, sides swapped on odd indexes. */
export function playMatchGame(a: Level, b: Level, scenario: Scenario, map: BattleMap, base: number, index: number): MatchGame | { error: string } {
  const game = playMatchLog(a, b, scenario, map, base, index);
  if ('error' in game) return game;
  const { played, seed, swapped, isA } = game;
  const winners = played.state.result?.winners ?? [];
  const outcome: Outcome = winners.length === 0 ? 'draw' : isA(winners[0]) ? 'a' : 'b';
  return { scenario: scenario.id, seed, swapped, outcome, reason: played.state.result?.reason ?? 'stopped: command limit reached', turns: played.state.turn, commands: played.log.length };
}

/** The same game played out, its whole log kept (server/cli/commandHash.ts hashes its commands). */
export function playMatchLog(a: Level, b: Level, scenario: Scenario, map: BattleMap, base: number, index: number): { played: PlayOut; seed: number; swapped: boolean; isA: (side: number) => boolean } | { error: string } {
  const seed = base + Math.floor(index / 2);
  const swapped = index % 2 === 1;
  const first = teamsOf(scenario)[0];
  const isA = (side: number) => first.includes(side) !== swapped;
  const levelOf = (side: number) => (isA(side) ? a : b);
  const played = playOut(scenario, map, seed, 20000, (side) => {
    const level = levelOf(side);
    // Each level's own generator, from the game's public number and the side: never the battle's seed.
    return { choose: level.choose, rng: aiRng(seedOf(`${level.id}:${scenario.id}:${seed}:${side}`)) };
  });
  if ('error' in played) return { error: `${scenario.id} seed ${seed}${swapped ? ' (swapped)' : ''}: ${played.error}` };
  return { played, seed, swapped, isA };
}

export interface Tally {
  games: number;
  a: Interval & { wins: number };
  b: Interval & { wins: number };
  draws: number;
}

/** Win rates of A and B (draws count as neither's win) with their 95% Wilson intervals. */
export function tally(games: readonly MatchGame[]): Tally {
  const n = games.length;
  const wins = (o: Outcome) => games.filter((g) => g.outcome === o).length;
  return { games: n, a: { wins: wins('a'), ...wilson(wins('a'), n) }, b: { wins: wins('b'), ...wilson(wins('b'), n) }, draws: wins('draw') };
}
