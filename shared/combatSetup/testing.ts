import { generateCombatSetup, type CombatSetup } from './generate.ts';
import { teamOf } from './heroTeam.ts';
import { DATA } from './tables.ts';
import type { Board, EpisodeStep, Hero } from './types.ts';

// What the set-up's tests share: the three maps' sizes, the sample team and a plain step.

export const BOARDS: Board[] = [
  { name: 'skirmish', width: 12, height: 10 },
  { name: 'valley', width: 24, height: 18 },
  { name: 'crossroads', width: 24, height: 24 },
];

export const TEAM: Hero[] = DATA.team;

export const STEP: EpisodeStep = {
  opponents: { group: 'Street gang', count: 6 },
  level: 2,
  task: { skills: ['tactics'], dc: 15 },
  time: 'day',
  surprise: 'none',
};

/** Chi-square statistic of counts against expected probabilities. */
export function chiSquare(counts: number[], p: number[]): number {
  const n = counts.reduce((a, b) => a + b, 0);
  return counts.reduce((s, c, i) => s + (c - n * p[i]) ** 2 / (n * p[i]), 0);
}

/** Chi-square at which a fair table is refused one time in a thousand, by degrees of freedom. */
export const CHI2_999: Record<number, number> = { 1: 10.83, 2: 13.82, 3: 16.27, 4: 18.47, 5: 20.52, 6: 22.46, 7: 24.32, 8: 26.12, 9: 27.88, 14: 36.12, 29: 58.3 };

/**
 * The set-up the tests and the cube probe play for a seed: the data's episode steps in turn, the
 * default hero team, the three maps' boards.
 */
export function sampleSetup(seed: number): CombatSetup {
  const team = teamOf();
  if (!team.ok) throw new Error(team.errors.join('; '));
  const r = generateCombatSetup({ step: DATA.episodes[seed % DATA.episodes.length], heroes: team.heroes, boards: BOARDS }, seed);
  if (!r.ok) throw new Error(r.errors.join('; '));
  return r.setup;
}
