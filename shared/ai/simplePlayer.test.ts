import { describe, expect, it } from 'vitest';
import { attackPreview } from '../battle/queries/preview.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { chooseCommand } from './simplePlayer.ts';

const open = textMap(['........', '........', '........', '........']);
const stack = (roll: boolean) =>
  testBattle(open, [testUnit('A1', 0, 2, 1, { level: 0, supportRoll: roll, condition: 'bloodied' }), testUnit('A2', 0, 2, 1, { level: 1 }), testUnit('B1', 1, 6, 3)]);

describe('the scripted player', () => {
  it('SW-16 answers the support choice by the exact odds: it gives back a declined support roll that lowers the damage expected', () => {
    const declined = stack(false);
    const given = stack(true);
    // Here (as in every set-up tried) the support roll is worth its natural-2 risk.
    expect(attackPreview(given, 'B1', 'A2', 'melee')!.odds.expectedDamage).toBeLessThan(attackPreview(declined, 'B1', 'A2', 'melee')!.odds.expectedDamage);
    expect(chooseCommand(declined, 0)).toEqual({ type: 'support', unitId: 'A1', roll: true });
    expect(chooseCommand(given, 0)?.type).not.toBe('support');
  });

  it('SW-01 teams: walks toward an enemy, not the ally beside it, and never offers to shoot the ally', () => {
    const scenario = testScenario({ sides: [{ name: 'Agency', team: 1, units: [] }, { name: 'Cult', team: 2, units: [] }, { name: 'Army', team: 1, units: [] }] });
    const units = [testUnit('A1', 0, 0, 0, { missileAttack: 3, missileRange: 3 }), testUnit('C1', 2, 1, 1), testUnit('B1', 1, 7, 3)];
    const view = testBattle(open, units, 1, { scenario, sideNames: ['Agency', 'Cult', 'Army'], resources: [0, 0, 0], holdTurns: [0, 0, 0] });
    const c = chooseCommand(view, 0);
    expect(c).toMatchObject({ type: 'move', unitId: 'A1' });
    // Closer to the enemy B1 than it stood (7 columns away).
    expect(7 - (c as { to: { x: number } }).to.x).toBeLessThan(7);
  });

  it('SW-01 teams: a node an ally holds is no goal; an enemy\'s is', () => {
    const scenario = testScenario({ sides: [{ name: 'Agency', team: 1, units: [] }, { name: 'Cult', team: 2, units: [] }, { name: 'Army', team: 1, units: [] }], win: { nodesAfter: 5 } });
    const map = { ...open, nodes: [{ x: 7, y: 0 }, { x: 0, y: 3 }] };
    const units = [testUnit('A1', 0, 4, 1), testUnit('B1', 1, 7, 3), testUnit('C1', 2, 6, 3)];
    const view = testBattle(map, units, 1, { scenario, sideNames: ['Agency', 'Cult', 'Army'], resources: [0, 0, 0], holdTurns: [0, 0, 0], nodeOwners: [2, 1] });
    // Node 0 (7,0), the nearer, is the ally's; node 1 (0,3) the enemy's: A1 heads west for (0,3).
    const c = chooseCommand(view, 0) as { type: string; to: { x: number; y: number } };
    expect(c.type).toBe('move');
    expect(c.to.x).toBeLessThan(4);
  });
});
