import { describe, expect, it } from 'vitest';
import { battleFromSetup } from '../../combatSetup/battle.ts';
import { lifeSupportOf } from '../../combatSetup/lifeSupport.ts';
import { sampleSetup } from '../../combatSetup/testing.ts';
import type { BattleMap } from '../../map/battleMap.ts';
import { attackPreview } from '../queries/preview.ts';
import { testBattle, testHero, testUnit, textMap } from '../testing.ts';
import { lifeSupportLacks, lifeSupportPenalty } from './lifeSupport.ts';
import { battleModule } from '../module.ts';
import { moveAllowance, reachable } from './movement.ts';
import { repoMap } from '../../../test/repoMaps.ts';

// HC-04 in play: "Yes but with a -1 penalty to Move, Accuracy and Sense if activated" (and, our
// reading, the same for a side with none); a unit whose hero has its own life support is spared.

const COLD = { side: 0, environment: 'cold', name: 'Cold', result: 'penalised' as const, penalty: 1 };

function battle(lacks: BattleMap['lifeSupport']) {
  const map: BattleMap = { ...textMap(['........', '........', '........', '........', '........']), ...(lacks ? { lifeSupport: lacks } : {}) };
  const units = [testUnit('a1', 0, 0, 2, { move: 3, attack: 5 }), testUnit('a2', 0, 0, 0, { move: 3 }), testUnit('b1', 1, 1, 2)];
  // Iron Warden carries life support against cold and heat (heroSkills.json); the Enforcer none.
  return testBattle(map, units, 1, { heroes: [testHero('iron-warden', 0, 'a2'), testHero('enforcer', 1, 'b1')] });
}

describe('HC-04 life support in play', () => {
  it('a side short of it has Move one less (never below 1), its own reach shrinks; the other side and a unit whose hero has it are spared', () => {
    const s = battle([COLD]);
    const a1 = s.units[0];
    expect(moveAllowance(a1, s)).toBe(2);
    expect(moveAllowance(a1)).toBe(3);
    expect(moveAllowance({ ...a1, move: 1 }, s)).toBe(1);
    expect(moveAllowance({ ...a1, condition: 'broken' }, s)).toBe(1);
    expect(moveAllowance(s.units[1], s)).toBe(3);
    expect(lifeSupportPenalty(s, s.units[2])).toBe(0);
    const far = (st: ReturnType<typeof battle>) => Math.max(...reachable(st, 'a2').map((r) => r.x));
    expect(far(battle([{ ...COLD, environment: 'heat', name: 'Heat' }]))).toBe(3);
    expect(far(battle([{ ...COLD, environment: 'poison', name: 'Poison' }]))).toBe(2);
  });

  it('Accuracy one less on the attack roll, in the odds with its reason; the defender untouched; two environments do not add', () => {
    const plain = attackPreview(battle(undefined), 'a1', 'b1', 'melee')!;
    const short = attackPreview(battle([COLD, { ...COLD, environment: 'radiation', name: 'Radiation', result: 'no' }]), 'a1', 'b1', 'melee')!;
    expect(plain.attack.ability).toBe(5);
    expect(short.attack.ability).toBe(4);
    expect(short.attack.modifiers.map((m) => m.reason)).toContain('makeshift life support (Cold), no life support (Radiation): Accuracy -1');
    expect(short.defend).toEqual(plain.defend);
    expect(short.odds.attackerWins).toBeLessThan(plain.odds.attackerWins);
  });

  it('the combat step carries each side short of it (No or Yes with a penalty), never Yes or its own', () => {
    let seen = 0;
    for (let seed = 1; seed <= 400 && seen < 5; seed++) {
      const setup = sampleSetup(seed);
      const short = setup.environments.lifeSupport.filter((r) => r.result === 'no' || r.result === 'penalised');
      const { map, notInForce } = battleFromSetup(setup, repoMap(setup.board.name));
      expect((map.lifeSupport ?? []).map((l) => [l.side, l.environment, l.result])).toEqual(short.map((r) => [r.side === 'heroes' ? 0 : 1, r.environment, r.result]));
      // -1 Move, Accuracy and Sense are played (senses.ts), and going without's harm (exposure.ts): nothing is left out.
      expect(notInForce.filter((l) => l.startsWith('HC-04: '))).toHaveLength(0);
      if (short.length) {
        seen++;
        // In the battle the engine creates: each unit of a short side whose hero lacks its own has Move one less.
        const made = battleModule.create({ scenario: battleFromSetup(setup, repoMap(setup.board.name)).scenario, map, deployment: 'auto' }, seed);
        if (!made.ok) throw new Error(made.error.message);
        const st = made.state;
        for (const u of st.units) {
          const lacks = lifeSupportLacks(st, u);
          expect(moveAllowance(u, st), `seed ${seed} ${u.id}`).toBe(lacks.length ? Math.max(1, u.move - 1) : u.move);
        }
        expect(st.units.some((u) => lifeSupportLacks(st, u).length > 0)).toBe(true);
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect(lifeSupportOf({ environments: { lifeSupport: [{ environment: 'space', side: 'opponents', face: 90, result: 'yes', penalty: 0 }], list: [] } as never }).lacks).toEqual([]);
  });
});
