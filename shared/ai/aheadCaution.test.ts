import { describe, expect, it } from 'vitest';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { AHEAD_CAUTION, chooseSergeant, makePlan } from './sergeant.ts';

// #10, ninth session: where units standing are counted, a side ahead on the count weighs its own
// losses at AHEAD_CAUTION all battle long: it keeps the count it has rather than trade bodies for
// blows at dearer units (the Cult in skirmish and the tutorial, ahead 6 to 3, lost the count 1 to 4
// to the Agency's agents).

const rows = ['........', '........', '........', '........', '........', '........'];
const counted = testScenario({ win: { destroy: true, mostUnitsAfter: 6 } });

// The Cult's cultist c (cost 2) two squares from the Agency's agent g (cost 8, has moved): one step
// brings it to a blow at the dearer unit, which strikes back harder. Far off, `more` units of the
// Cult's own (ahead) or the Agency's (behind).
function position(own: number, theirs: number, scenario = counted) {
  const units = [
    testUnit('g', 0, 2, 2, { cost: 8, attack: 6, defend: 4, moved: true }),
    testUnit('c', 1, 4, 2, { cost: 2, attack: 4, defend: 2 }),
    ...Array.from({ length: own }, (_, i) => testUnit(`o${i}`, 1, 7, 5 - i, { moved: true })),
    ...Array.from({ length: theirs }, (_, i) => testUnit(`t${i}`, 0, 0, 5 - i, { moved: true })),
  ];
  return { ...testBattle(textMap(rows), units, 1, { turn: 1, active: 1, mover: 1 }), scenario };
}

const adjacent = (cmd: ReturnType<typeof chooseSergeant>) => cmd?.type === 'move' && Math.max(Math.abs(cmd.to.x - 2), Math.abs(cmd.to.y - 2)) === 1;

describe('ahead on the count of units standing, the sergeant keeps its bodies (#10)', () => {
  it('SW-01 mostUnitsAfter: ahead, its losses weigh AHEAD_CAUTION all battle long; behind, as before; not where nodes decide or a runner must escape', () => {
    expect(AHEAD_CAUTION).toBeGreaterThan(1);
    expect(makePlan(viewFor(position(2, 0), 1), 1).caution).toBe(AHEAD_CAUTION);
    expect(makePlan(viewFor(position(0, 2), 1), 1).caution).toBe(1);
    expect(makePlan(viewFor(position(2, 0, testScenario({ win: { destroy: true, nodesAfter: 6 } })), 1), 1).caution).toBe(1);
    const escape = testScenario({ win: { destroy: true, mostUnitsAfter: 6, escape: { side: 0, unitType: 'test' } } });
    expect(makePlan(viewFor(position(2, 0, escape), 1), 1).caution).toBe(1);
  });

  it('behind, the cultist steps up to strike the dearer agent; ahead, it does not', () => {
    expect(adjacent(chooseSergeant(viewFor(position(0, 2), 1), 1))).toBe(true);
    expect(adjacent(chooseSergeant(viewFor(position(2, 0), 1), 1))).toBe(false);
  });
});
