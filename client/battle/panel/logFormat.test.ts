import { describe, expect, it } from 'vitest';
import type { RollResult } from '../../../shared/battle/rules/dice.ts';
import { formatRoll } from './logFormat.ts';

// The combat log's roll line: every modifier with its dice; a note with none (HC-04 life support's
// Accuracy, which lowers the ability itself) by its reason alone.

const roll = (modifiers: RollResult['modifiers']): RollResult => ({ ability: 3, bonus: 0, penalty: 1, modifiers, dice: [6, 4, 2], eaten: [6], kept: [4, 2], natural: 6, total: 9 });

describe('combat log roll line', () => {
  it('dice modifiers with their dice, a note by its reason alone', () => {
    const line = formatRoll(roll([{ reason: 'bloodied', bonus: 0, penalty: 1 }, { reason: 'makeshift life support (Cold): Accuracy -1', bonus: 0, penalty: 0 }]), 'A1 attacks');
    expect(line).toContain('4+2+3 = <strong>9</strong>');
    expect(line).toContain('[bloodied: -1 dice, makeshift life support (Cold): Accuracy -1]');
  });
});
