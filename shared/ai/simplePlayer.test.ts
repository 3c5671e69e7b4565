import { describe, expect, it } from 'vitest';
import { attackPreview } from '../battle/queries/preview.ts';
import { testBattle, testUnit, textMap } from '../battle/testing.ts';
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
});
