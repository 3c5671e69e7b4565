import { levelById, LEVELS, type Level } from '../../shared/ai/levels.ts';
import { playMatchGame, tally, type MatchGame, type Tally } from '../../shared/ai/match.ts';
import { SCENARIOS, scenarioById, type Scenario } from '../../shared/battle/scenario.ts';
import type { BattleMap } from '../../shared/map/battleMap.ts';

// `npm run -s sim -- --ai A,B --games N [--scenario S] [--seed BASE] [--json]`: level A against
// level B, N games on each scenario named (sides swapped in every other game, on the same battle
// seed), and each level's win rate with its 95% Wilson interval, overall and per scenario.
// --scenario takes an id, ids with commas, "two-side" (every scenario of two sides) or "all" (the default).
// Beside the rates, level A's wins/losses/draws from the first seat and from the others.

export function scenariosFor(spec: string | undefined): Scenario[] | string {
  if (!spec || spec === 'all') return [...SCENARIOS];
  if (spec === 'two-side') return SCENARIOS.filter((s) => s.sides.length === 2);
  const out: Scenario[] = [];
  for (const id of spec.split(',')) {
    const s = scenarioById(id.trim());
    if (!s) return `no scenario "${id}"`;
    out.push(s);
  }
  return out;
}

export function levelsFor(spec: string): [Level, Level] | string {
  const ids = spec.split(',').map((s) => s.trim());
  if (ids.length !== 2) return `--ai takes two levels, e.g. --ai sergeant,recruit (levels: ${LEVELS.map((l) => l.id).join(', ')})`;
  const found = ids.map(levelById);
  const missing = ids.find((_, i) => !found[i]);
  if (missing !== undefined) return `no level "${missing}" (levels: ${LEVELS.map((l) => l.id).join(', ')})`;
  return [found[0]!, found[1]!];
}

/** Level A's results by its seat: the first team (which moves first every turn, SW-18) or the others. */
export interface SeatRecord {
  wins: number;
  losses: number;
  draws: number;
}
export type SeatTally = Tally & { aFirst: SeatRecord; aOthers: SeatRecord };

export interface MatchReport {
  a: string;
  b: string;
  seed: number;
  gamesPerScenario: number;
  total: SeatTally;
  scenarios: ({ scenario: string; sides: number } & SeatTally)[];
}

// The seat decides many battles (the first mover keeps only what no enemy can reach after it), so a
// win rate is read with A's record from each seat beside it.
function seatRecord(games: readonly MatchGame[]): SeatRecord {
  const t = tally(games);
  return { wins: t.a.wins, losses: t.b.wins, draws: t.draws };
}
export function seatTally(games: readonly MatchGame[]): SeatTally {
  return { ...tally(games), aFirst: seatRecord(games.filter((g) => !g.swapped)), aOthers: seatRecord(games.filter((g) => g.swapped)) };
}

export function runMatch(levels: [Level, Level], scenarios: Scenario[], mapFor: (s: Scenario) => BattleMap, games: number, seed: number): MatchReport | { error: string } {
  const all: MatchGame[] = [];
  const rows: MatchReport['scenarios'] = [];
  for (const scenario of scenarios) {
    const map = mapFor(scenario);
    const these: MatchGame[] = [];
    for (let i = 0; i < games; i++) {
      const g = playMatchGame(levels[0], levels[1], scenario, map, seed, i);
      if ('error' in g) return g;
      these.push(g);
    }
    all.push(...these);
    rows.push({ scenario: scenario.id, sides: scenario.sides.length, ...seatTally(these) });
  }
  return { a: levels[0].id, b: levels[1].id, seed, gamesPerScenario: games, total: seatTally(all), scenarios: rows };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const wld = (r: SeatRecord) => `${r.wins}/${r.losses}/${r.draws}`;
const ci = (t: Tally['a']) => `${pct(t.rate)} [${pct(t.low)}, ${pct(t.high)}]`;

export function formatMatch(r: MatchReport): string {
  const lines = [
    `${r.a} against ${r.b}: ${r.gamesPerScenario} games per scenario (sides swapped in half), battle seeds from ${r.seed}; win rates with 95% Wilson intervals`,
    `${'scenario'.padEnd(20)} ${'games'.padStart(5)}  ${`${r.a} wins`.padEnd(26)} ${`${r.b} wins`.padEnd(26)} ${'draws'.padEnd(6)} ${`${r.a} first W/L/D`.padEnd(20)} ${r.a} other W/L/D`,
  ];
  for (const s of [...r.scenarios, { scenario: 'all', sides: 0, ...r.total }])
    lines.push(`${s.scenario.padEnd(20)} ${String(s.games).padStart(5)}  ${ci(s.a).padEnd(26)} ${ci(s.b).padEnd(26)} ${String(s.draws).padEnd(6)} ${wld(s.aFirst).padEnd(20)} ${wld(s.aOthers)}`);
  return lines.join('\n');
}
