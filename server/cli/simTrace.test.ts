import { describe, expect, it } from 'vitest';
import { levelById, type Level } from '../../shared/ai/levels.ts';
import { playMatchGame } from '../../shared/ai/match.ts';
import { scenarioById } from '../../shared/battle/scenario.ts';
import { repoMap } from '../../test/repoMaps.ts';
import { traceGame } from './simTrace.ts';

const levels: [Level, Level] = [levelById('sergeant')!, levelById('recruit')!];
const scenario = scenarioById('tutorial')!;
const map = repoMap(scenario.map);

describe('sim --trace (#10)', () => {
  it("tells the match's own game: the seat, each move phase's units and nodes, each command, and the same result", () => {
    for (const index of [0, 1]) {
      const lines = traceGame(levels, scenario, map, 1, index, 0);
      if ('error' in lines) throw new Error(lines.error);
      const game = playMatchGame(levels[0], levels[1], scenario, map, 1, index);
      if ('error' in game) throw new Error(game.error);
      expect(lines[0]).toBe(`tutorial, battle seed 1, game ${index}: sergeant plays ${index === 1 ? 'the other teams' : 'the first team'}; nodes 5,1 6,8`);
      expect(lines.at(-1)).toBe(`result: ${game.reason}`);
      // Every move phase of every turn the game lasted, each opened with who moves and what stands.
      const phases = lines.filter((l) => l.startsWith('-- turn '));
      expect(phases.length).toBe(2 * game.turns);
      expect(phases[0]).toMatch(new RegExp(`^-- turn 1, move phase of ${index === 1 ? 'recruit' : 'sergeant'}0; nodes \\[null,null\\]; RP \\[\\d+,\\d+\\]$`));
      const first = lines.indexOf(phases[0]);
      expect(lines[first + 1]).toMatch(/^ {3}(sergeant|recruit)[01]:[A-Z]\d+@\d+,\d+/);
      expect(lines.some((l) => / \[move\] \{"type":"move","unitId":"[A-Z]\d+","to":\{"x":\d+,"y":\d+\}\}$/.test(l))).toBe(true);
    }
  });

  it('starts at the turn asked, and tells a blow by its result', () => {
    const all = traceGame(levels, scenario, map, 1, 0, 0);
    const late = traceGame(levels, scenario, map, 1, 0, 4);
    if ('error' in all || 'error' in late) throw new Error('not played');
    expect(late[0]).toBe(all[0]);
    expect(late[1]).toMatch(/^-- turn 4, /);
    expect(late.slice(1)).toEqual(all.slice(all.indexOf(late[1])));
    expect(all.some((l) => /: (melee|missile)( \(opportunity\))? [A-Z]\d+>[A-Z]\d+ (ok|bloodied|broken)>(bloodied|broken|dead)/.test(l))).toBe(true);
  });
});
