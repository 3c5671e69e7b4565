import { describe, expect, it } from 'vitest';
import heroData from '../data/heroes.json' with { type: 'json' };
import { battleFromSetup } from './battle.ts';
import { opponentForce } from './opponents.ts';
import { stepPreparationOf } from './stepOrders.ts';
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
      const force = opponentForce(s.step, 8, s.heroes.map((n) => heroData.heroes.find((h) => h.name === n)!.id))!;
      for (const t of s.preparation.ambush?.turnOne ?? []) {
        if (t.actions >= 2) continue;
        if (t.side === 'heroes') expected[heroData.heroes.find((h) => h.name === t.who)!.id] = t.actions;
        else {
          // The set-up's figures fill the group's units in order, perUnit each (a Relationship's figure
          // joining them is not one); a unit has the fewest actions of its figures.
          const unit = Math.ceil(Number(t.who.split(' ').at(-1)) / force.group.perUnit);
          if (unit <= force.units.length) expected[`B${unit}`] = Math.min(t.actions, expected[`B${unit}`] ?? 2);
        }
      }
      expect(p.turnOne, `seed ${seed}`).toEqual(expected);
      expect(notInForce.filter((x) => x.startsWith('HC-02') || x.startsWith('HC-03'))).toEqual([]);
      seen.add(`${d.mode}:${d.first}:${p.name}`);
    }
    for (const k of ['alternating:0', 'alternating:1', 'whole-team:0', 'whole-team:1']) expect([...seen].some((x) => x.startsWith(k))).toBe(true);
    for (const k of ['Ready', 'Warned', 'Ambush', 'General Surprise']) expect([...seen].some((x) => x.endsWith(k))).toBe(true);
  });

  it('HC-02 an opponent unit holds perUnit figures in order and has the fewest turn-1 actions of them', () => {
    const s = sampleSetup(1);
    const who = (n: number) => ({ side: 'opponents' as const, who: `Cultists ${n}`, actions: 0 });
    const turnOne = [
      { ...who(1), actions: 2 }, { ...who(2), actions: 1 }, { ...who(3), actions: 2 }, // B1: 1
      { ...who(4), actions: 1 }, { ...who(5), actions: 0 }, { ...who(6), actions: 1 }, // B2: 0 (fewest)
      { ...who(7), actions: 2 }, { ...who(8), actions: 2 }, { ...who(9), actions: 2 }, // B3: normal
      { ...who(10), actions: 0 }, // beyond the 3 units fielded
    ];
    const setup = { ...s, preparation: { ...s.preparation, ambush: { ...(s.preparation.ambush ?? { ambushers: 'heroes' as const, forced: false, stealth: [], perception: [] }), turnOne } } };
    expect(stepPreparationOf(setup, { units: 3, perUnit: 3 }).turnOne).toEqual({ B1: 1, B2: 0 });
    // One figure a unit (an unknown group, or a unit type the caller names): figure n is Bn.
    expect(stepPreparationOf(setup, { units: 10, perUnit: 1 }).turnOne).toEqual({ B2: 1, B4: 1, B5: 0, B6: 1, B10: 0 });
  });
});
