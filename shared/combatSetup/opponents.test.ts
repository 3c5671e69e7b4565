import { describe, expect, it } from 'vitest';
import raw from '../data/opponentGroups.json' with { type: 'json' };
import { battleFromSetup } from './battle.ts';
import { groupOf, OPPONENT_GROUPS_CHECK, OpponentGroupsSchema, opponentForce, split, strengthAdjusted } from './opponents.ts';
import { DATA } from './tables.ts';
import { sampleSetup } from './testing.ts';
import { repoMap } from '../../test/repoMaps.ts';

describe('HC-11 opponent groups as Shadow Wars forces', () => {
  it('the data loads, and every episode step of combatSetup.json names a group of it', () => {
    expect(OPPONENT_GROUPS_CHECK.success, JSON.stringify(OPPONENT_GROUPS_CHECK.error?.issues)).toBe(true);
    for (const e of DATA.episodes) expect(groupOf(e.opponents.group), e.opponents.group).toBeDefined();
  });

  it('splits the units by shares, every unit given out, the largest remainders first (three or more unit types too)', () => {
    const four = [{ unit: 'a', share: 1 }, { unit: 'b', share: 1 }, { unit: 'c', share: 1 }, { unit: 'd', share: 1 }];
    expect(split(3, four)).toEqual(['a', 'b', 'c']);
    expect(split(7, [{ unit: 'a', share: 2 }, { unit: 'b', share: 1 }, { unit: 'c', share: 1 }])).toEqual(['a', 'a', 'a', 'b', 'b', 'c', 'c']);
    for (let n = 1; n <= 12; n++) expect(split(n, four)).toHaveLength(n);
  });

  it('refuses a unit or hero type the rosters lack, and one name for two groups', () => {
    const g = raw.groups[0];
    expect(OpponentGroupsSchema.safeParse({ ...raw, groups: [{ ...g, units: [{ unit: 'dragons', share: 1 }] }] }).success).toBe(false);
    expect(OpponentGroupsSchema.safeParse({ ...raw, groups: [{ ...g, leaders: ['nobody'] }] }).success).toBe(false);
    expect(OpponentGroupsSchema.safeParse({ ...raw, groups: [g, { ...raw.groups[1], aliases: [g.name.toUpperCase()] }] }).success).toBe(false);
  });

  it('figures per unit, rounded up; the leaders as many as the level, one per unit at most', () => {
    const street = opponentForce({ opponents: { group: 'street GANG', count: 6 }, level: 1 }, 8)!;
    expect(street.group.id).toBe('criminal-scheme');
    expect(street.units).toEqual(['criminals', 'criminals']);
    expect(street.heroes).toEqual(['enforcer']);
    const seven = opponentForce({ opponents: { group: 'Criminals', count: 7 }, level: 1 }, 8)!;
    expect(seven.units).toHaveLength(3);
    const scheme = opponentForce({ opponents: { group: 'Minions', count: 3 }, level: 3 }, 8)!;
    expect(scheme.units).toEqual(['minions']);
    expect(scheme.heroes).toEqual(['mastermind']);
    const big = opponentForce({ opponents: { group: 'Minions', count: 30 }, level: 2 }, 8)!;
    expect(big.units).toHaveLength(8);
    expect(big.heroes).toEqual(['mastermind', 'enforcer']);
    expect(big.how).toContain('at most 8');
  });

  it('HC-11 the heroes\' strength: over 4 a named opponent more per point (or 20% more figures per point), 3 or fewer a named one fewer (min 1) or else 20% fewer figures', () => {
    expect(strengthAdjusted(10, 2, 4)).toMatchObject({ count: 10, named: 2 });
    expect(strengthAdjusted(10, 2, 4.4)).toMatchObject({ count: 10, named: 2 });
    expect(strengthAdjusted(10, 2, 6)).toMatchObject({ count: 10, named: 4 });
    expect(strengthAdjusted(10, 0, 6)).toMatchObject({ count: 14, named: 0 });
    expect(strengthAdjusted(11, 0, 5)).toMatchObject({ count: 14, named: 0 });
    expect(strengthAdjusted(10, 2, 3)).toMatchObject({ count: 10, named: 1 });
    expect(strengthAdjusted(10, 1, 3)).toMatchObject({ count: 8, named: 1 });
    expect(strengthAdjusted(10, 0, 2)).toMatchObject({ count: 8, named: 0 });
    expect(strengthAdjusted(1, 0, 1)).toMatchObject({ count: 1, named: 0 });
    // In the force: 12 minions at level 2 (mastermind, enforcer) against 6 heroes: the third leader, and the fourth named as 20% more figures.
    const six = opponentForce({ opponents: { group: 'Minions', count: 12 }, level: 2 }, 8, [], 6)!;
    expect(six.heroes).toEqual(['mastermind', 'enforcer', 'black-queen']);
    expect(six.units).toHaveLength(5); // 12 → 15 figures (one named beyond the three leaders), 3 a unit
    expect(six.how).toContain("heroes' strength 6");
    // Two heroes against 12 criminals led by one enforcer: none can go, so 20% fewer figures (12 → 10, 4 units).
    const two = opponentForce({ opponents: { group: 'Criminals', count: 12 }, level: 1 }, 8, [], 2)!;
    expect([two.units.length, two.heroes]).toEqual([4, ['enforcer']]);
    // Four heroes: the force as the step gives it.
    expect(opponentForce({ opponents: { group: 'Criminals', count: 12 }, level: 1 }, 8, [], 4)!.units).toHaveLength(4);
    expect(opponentForce({ opponents: { group: 'Criminals', count: 13 }, level: 1 }, 8, [], 2)!.units).toHaveLength(4);
    expect(opponentForce({ opponents: { group: 'Criminals', count: 13 }, level: 1 }, 8, [], 4)!.units).toHaveLength(5);
  });

  it('the elite type for each level from its first, the shares split by largest remainder', () => {
    const cult = (level: number) => opponentForce({ opponents: { group: 'Cultists', count: 12 }, level }, 8)!.units;
    expect(cult(1)).toEqual(['cultists', 'cultists', 'cultists', 'cultists']);
    expect(cult(2)).toEqual(['cursed-cultists', 'cultists', 'cultists', 'cultists']);
    expect(cult(3)).toEqual(['cursed-cultists', 'cursed-cultists', 'cultists', 'cultists']);
    expect(cult(9)).toEqual(['cursed-cultists', 'cursed-cultists', 'cursed-cultists', 'cursed-cultists']);
    const chimera = opponentForce({ opponents: { group: 'Chimera', count: 24 }, level: 1 }, 8)!.units;
    expect(chimera.filter((u) => u === 'spies')).toHaveLength(2);
    expect(chimera.filter((u) => u === 'soldiers')).toHaveLength(6);
    // 5 units at 1:3 are 1.25 spies and 3.75 soldiers: the larger remainder takes the fifth.
    expect(opponentForce({ opponents: { group: 'Chimera', count: 15 }, level: 1 }, 8)!.units).toEqual(['spies', 'soldiers', 'soldiers', 'soldiers', 'soldiers']);
    const gang = opponentForce({ opponents: { group: 'Gangsters', count: 9 }, level: 1 }, 8)!.units;
    expect(gang).toEqual(['gangsters', 'gangsters', 'thugs']);
  });

  it('a hero type on the heroes\' side is never also a leader (a type fights once per battle)', () => {
    const f = opponentForce({ opponents: { group: 'Mastermind', count: 9 }, level: 3 }, 8, ['enforcer'])!;
    expect(f.heroes).toEqual(['mastermind', 'black-queen']);
  });

  it('battleFromSetup fields the group the step names; an unknown group is fought as thugs and said so', () => {
    for (const seed of [1, 2, 3]) {
      const setup = sampleSetup(seed);
      const { scenario, notInForce } = battleFromSetup(setup, repoMap(setup.board.name));
      const force = opponentForce(setup.step, 8, scenario.sides[0].heroes)!;
      // The automatic Relationship may bring one more figure after the group's own (HC-06).
      expect(scenario.sides[1].units.slice(0, force.units.length)).toEqual(force.units);
      expect(scenario.sides[1].units.length - force.units.length).toBeLessThanOrEqual(1);
      expect(scenario.sides[1].heroes).toEqual(force.heroes);
      expect(notInForce.some((l) => l.startsWith('HC-11'))).toBe(false);
    }
    const setup = sampleSetup(1);
    const odd = { ...setup, step: { ...setup.step, opponents: { group: 'Guards', count: 3 } } };
    const { scenario, notInForce } = battleFromSetup(odd, repoMap(setup.board.name));
    expect(scenario.sides[1].units).toEqual(['thugs', 'thugs', 'thugs']);
    expect(notInForce.some((l) => l.startsWith('HC-11') && l.includes('Guards'))).toBe(true);
  });
});
