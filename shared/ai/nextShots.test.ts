import { describe, expect, it } from 'vitest';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { countsNextShots, NEXT_SHOTS } from './nextShots.ts';
import { chooseSergeant, sergeantPlan, standing } from './sergeant.ts';

// #10, thirteenth session: a side ahead where units standing are counted keeps out of the squares an
// enemy shooter can shoot after its next move (SW-27 range 2 after a Move of 3), not only of those it
// can shoot from where it stands (opportunity fire, SW-17).

const rows = ['..............', '..............', '..............', '..............', '..............'];
const counted = testScenario({ win: { destroy: true, mostUnitsAfter: 6 } });

// The Agency's agent g (a shooter, range 2, Move 3) at the west end; the Cult's cultist c, ahead on the
// count with two more units far east, to move. The agent walks to x = 4 and shoots as far as x = 6.
function position(own: number, theirs: number, cx = 10) {
  const units = [
    testUnit('g', 0, 1, 2, { cost: 4, attack: 4, defend: 3, missileAttack: 4, missileRange: 2, moved: true }),
    testUnit('c', 1, cx, 2, { cost: 2, attack: 3, defend: 2, move: 3 }),
    ...Array.from({ length: own }, (_, i) => testUnit(`o${i}`, 1, 13, 4 - i, { moved: true })),
    ...Array.from({ length: theirs }, (_, i) => testUnit(`t${i}`, 0, 0, 4 - i, { moved: true })),
  ];
  return { ...testBattle(textMap(rows), units, 1, { turn: 1, active: 1, mover: 1 }), scenario: counted };
}

describe("the sergeant counts an enemy shooter's next shots where it leads the count (#10)", () => {
  it('charges a square the shooter can walk into range of, not one beyond', () => {
    const view = viewFor(position(2, 0), 1);
    expect(countsNextShots(view, 1)).toBe(true);
    const plan = sergeantPlan(view, 1);
    expect(plan.nextShots?.shooters.map((u) => u.id)).toEqual(['g']);
    const c = view.units.find((u) => u.id === 'c')!;
    const at = (x: number) => {
      const moved = { ...c, x, moved: true };
      const after = { ...view, units: view.units.map((u) => (u.id === 'c' ? moved : u)) };
      return standing({ ...plan, nextShots: undefined }, after, moved) - standing(plan, after, moved);
    };
    expect(NEXT_SHOTS).toBeGreaterThan(0);
    expect(at(6)).toBeGreaterThan(0);
    expect(at(7)).toBe(0);
  });

  it('not where it is behind on the count, nor in the captain\'s walked play-outs', () => {
    expect(countsNextShots(viewFor(position(0, 2), 1), 1)).toBe(false);
    expect(sergeantPlan(viewFor(position(2, 0), 1), 1, true).nextShots).toBeUndefined();
  });

  it('ahead, the cultist in the next turn\'s fire steps out of it; not ahead, it does not', () => {
    const away = (cmd: ReturnType<typeof chooseSergeant>) => cmd?.type === 'move' && cmd.to.x >= 7;
    expect(away(chooseSergeant(viewFor(position(2, 0, 5), 1), 1))).toBe(true);
    expect(away(chooseSergeant(viewFor(position(0, 0, 5), 1), 1))).toBe(false);
  });
});
