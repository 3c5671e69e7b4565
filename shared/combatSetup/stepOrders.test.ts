import { describe, expect, it } from 'vitest';
import heroData from '../data/heroes.json' with { type: 'json' };
import { battleFromSetup } from './battle.ts';
import { opponentForce } from './opponents.ts';
import { sampleSetup } from './testing.ts';
import { repoMap } from '../../test/repoMaps.ts';

// HC-02/HC-03: the set-up's preparation and deployment reach the battle's scenario as the data the
// engine's rules read (shared/battle/reducer/stepOrders.test.ts plays them), and leave notInForce.

describe('a combat step\'s preparation and deployment in the scenario (issue 11)', () => {
  it('HC-02 HC-03 who deploys first, how, the range, personal actions and lost turn-1 actions, over 60 seeds', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const s = sampleSetup(seed);
      const { scenario, notInForce } = battleFromSetup(s, repoMap(s.board.name));
      const d = scenario.deployment!;
      expect(d.first).toBe(s.deployment.first === 'heroes' ? 0 : 1);
      expect(d.mode).toBe(s.deployment.mode);
      expect(d.range).toEqual({ low: s.deployment.range.low, high: s.deployment.range.high });
      const p = scenario.preparation!;
      expect(p.name).toBe(s.preparation.name);
      expect(p.personalActions).toEqual([s.preparation.personalActions.heroes, s.preparation.personalActions.opponents]);
      const expected: Record<string, number> = {};
      const groupUnits = opponentForce(s.step, 8, s.heroes.map((n) => heroData.heroes.find((h) => h.name === n)!.id))!.units.length;
      for (const t of s.preparation.ambush?.turnOne ?? []) {
        if (t.actions >= 2) continue;
        if (t.side === 'heroes') expected[heroData.heroes.find((h) => h.name === t.who)!.id] = t.actions;
        else {
          const n = Number(t.who.split(' ').at(-1));
          // The set-up's figures are the group's units (a Relationship's figure joining them is not one).
          if (n <= groupUnits) expected[`B${n}`] = t.actions;
        }
      }
      expect(p.turnOne, `seed ${seed}`).toEqual(expected);
      expect(notInForce.filter((x) => x.startsWith('HC-02') || x.startsWith('HC-03'))).toEqual([]);
      seen.add(`${d.mode}:${d.first}:${p.name}`);
    }
    for (const k of ['alternating:0', 'alternating:1', 'whole-team:0', 'whole-team:1']) expect([...seen].some((x) => x.startsWith(k))).toBe(true);
    for (const k of ['Ready', 'Warned', 'Ambush', 'General Surprise']) expect([...seen].some((x) => x.endsWith(k))).toBe(true);
  });
});
