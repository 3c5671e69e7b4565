import { describe, expect, it } from 'vitest';
import { battleFromSetup } from '../../combatSetup/battle.ts';
import { generateWithOverrides } from '../../combatSetup/overrides.ts';
import { BOARDS, STEP, TEAM } from '../../combatSetup/testing.ts';
import { textMap, testUnit } from '../testing.ts';
import { attackModifiers } from './combat.ts';
import { lineOfSight } from './shooting.ts';
import { concealmentAt } from './visibility.ts';
import { repoMap } from '../../../test/repoMaps.ts';

// Issue 11, HC-06: Poor Visibility in play: "all figures count as concealed at ranges 5+ with D4
// concealment at 5-7, D6 at 8-9, D8 at 10-11, D10 at 12-13, D12 at 14-15, D20 at 16-17, 2D20 at 18-19",
// read as penalty dice on a missile attack (1 for D4/D6, 2 for D8/D10, 3 for D12/D20, 4 for 2D20).

/** A combat step whose one rolled complication the gamemaster set to Poor Visibility, as the engine plays it. */
function poorVisibilityBattle() {
  const r = generateWithOverrides({ step: STEP, heroes: TEAM, boards: BOARDS }, 3, [{ table: 'complication-count', set: 3 }, { table: 'complication', index: 0, set: 'poor-visibility' }]);
  if (!r.ok) throw new Error(r.errors.join('; '));
  return battleFromSetup(r.setup, repoMap(r.setup.board.name));
}

describe('HC-06 Poor Visibility in play', () => {
  const { map } = poorVisibilityBattle();

  it('the combat step lays it: in force, with a band per range of the text', () => {
    const c = map.complications!.find((x) => x.id === 'poor-visibility')!;
    expect(c.inForce).toBe(true);
    expect(c.how).toMatch(/^shots at range 5\+ take penalty dice: 1 from 5 \(D4\)/);
    expect(map.concealment!.map((b) => [b.from, b.dice, b.penalty])).toEqual([
      [5, 'D4', 1], [8, 'D6', 1], [10, 'D8', 2], [12, 'D10', 2], [14, 'D12', 3], [16, 'D20', 3], [18, '2D20', 4],
    ]);
  });

  it('a shot takes the band of its range as penalty dice; under 5 none; past the last band the last holds', () => {
    expect([1, 4, 5, 7, 8, 9, 10, 13, 14, 17, 18, 19, 30].map((d) => concealmentAt(map, d)?.penalty ?? 0)).toEqual([0, 0, 1, 1, 1, 1, 2, 2, 3, 3, 4, 4, 4]);
    expect(concealmentAt({}, 12)).toBeNull();
  });

  it('in line of sight and in the attack: a missile attack at range 5 on open ground has one penalty die, at 4 none, melee none', () => {
    const open = { ...textMap(['.'.repeat(20), '.'.repeat(20)]), concealment: map.concealment };
    const near = lineOfSight(open, { x: 0, y: 0 }, { x: 4, y: 0 }).penalties;
    const far = lineOfSight(open, { x: 0, y: 0 }, { x: 5, y: 0 }).penalties;
    expect(near).toEqual([]);
    expect(far).toEqual([{ reason: 'Poor Visibility: concealed at range 5 (D4)', bonus: 0, penalty: 1 }]);
    expect(lineOfSight(open, { x: 0, y: 0 }, { x: 10, y: 1 }).penalties).toEqual([{ reason: 'Poor Visibility: concealed at range 10 (D8)', bonus: 0, penalty: 2 }]);
    const shooter = testUnit('a', 0, 0, 0, { missileAttack: 4, missileRange: 12 });
    expect(attackModifiers(open, shooter, testUnit('b', 1, 14, 1), 'missile')).toContainEqual({ reason: 'Poor Visibility: concealed at range 14 (D12)', bonus: 0, penalty: 3 });
    expect(attackModifiers(open, shooter, testUnit('b', 1, 1, 0), 'melee').some((m) => m.reason.startsWith('Poor Visibility'))).toBe(false);
    // Without the complication, nothing.
    expect(lineOfSight(textMap(['.'.repeat(20)]), { x: 0, y: 0 }, { x: 15, y: 0 }).penalties).toEqual([]);
  });
});
