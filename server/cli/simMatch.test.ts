import { describe, expect, it } from 'vitest';
import type { MatchGame } from '../../shared/ai/match.ts';
import { formatMatch, seatTally } from './simMatch.ts';

const game = (swapped: boolean, outcome: MatchGame['outcome']): MatchGame => ({ scenario: 'turf-war', seed: 1, swapped, outcome, reason: '', turns: 7, commands: 1 });

describe('sim --ai by seat (#10)', () => {
  it("splits level A's record by its seat: the first team when not swapped, the others when swapped", () => {
    const games = [game(false, 'a'), game(false, 'draw'), game(true, 'b'), game(true, 'b'), game(true, 'draw')];
    const t = seatTally(games);
    expect(t.aFirst).toEqual({ wins: 1, losses: 0, draws: 1 });
    expect(t.aOthers).toEqual({ wins: 0, losses: 2, draws: 1 });
    expect(t).toMatchObject({ games: 5, draws: 2, a: { wins: 1 }, b: { wins: 2 } });
    const text = formatMatch({ a: 'captain', b: 'sergeant', seed: 1, gamesPerScenario: 5, total: t, scenarios: [{ scenario: 'turf-war', sides: 2, ...t }] });
    expect(text).toMatch(/captain first W\/L\/D +captain other W\/L\/D/);
    expect(text).toMatch(/^turf-war .* 1\/0\/1 +0\/2\/1$/m);
  });
});
