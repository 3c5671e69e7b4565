import { describe, expect, it } from 'vitest';
import { conditionFacts, heightFacts, terrainFacts } from './squareFacts.ts';

// The legend's and tooltips' numbers are asked of the rules (SW-21, SW-25, SW-26): these are the
// checklist's values, so a rule that changes shows here and on the page alike.

describe('square facts from the rules', () => {
  it('SW-25 terrain: move cost and shooting penalties', () => {
    expect(terrainFacts('clear')).toEqual({ moveCost: 1, shotInto: 0, shotThrough: 0 });
    expect(terrainFacts('rough')).toEqual({ moveCost: 2, shotInto: 1, shotThrough: 0 });
    expect(terrainFacts('woods')).toEqual({ moveCost: 2, shotInto: 1, shotThrough: 1 });
    expect(terrainFacts('swamp')).toEqual({ moveCost: 3, shotInto: 1, shotThrough: 1 });
    expect(terrainFacts('water')).toEqual({ moveCost: 3, shotInto: 0, shotThrough: 0 });
    expect(terrainFacts('deep-water').moveCost).toBeNull();
    expect(terrainFacts('barrier')).toMatchObject({ moveCost: null, shotThrough: 'blocks' });
  });
  it('SW-26 height: one more movement and one bonus attack die per level', () => {
    expect(heightFacts()).toEqual({ movePerLevel: 1, attackDicePerLevel: 1 });
  });
  it('SW-21 conditions: a penalty die; broken also half Move and no attacks', () => {
    expect(conditionFacts('ok')).toEqual({ penaltyDice: 0, slowed: false, canAttack: true });
    expect(conditionFacts('bloodied')).toEqual({ penaltyDice: 1, slowed: false, canAttack: true });
    expect(conditionFacts('broken')).toEqual({ penaltyDice: 1, slowed: true, canAttack: false });
  });
});
