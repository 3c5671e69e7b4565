import { describe, expect, it } from 'vitest';
import { diceShown } from './diceShown.ts';
import type { BattleEvent } from './events.ts';
import type { OpposedResult, RollResult } from './rules/dice.ts';

// Every die a record's event shows is listed, so the verifier can name the one that differs (records verify by replay).

const side = (dice: number[]): RollResult => ({ ability: 3, bonus: 0, penalty: 0, modifiers: [], dice, eaten: [], kept: dice, natural: dice[0] + dice[1], total: 0 }) as unknown as RollResult;
const opposed = (a: number[], b: number[], ta: number[] = [], tb: number[] = []): OpposedResult => ({ a: side(a), b: side(b), tieDiceA: ta, tieDiceB: tb, finalA: 0, finalB: 0, winner: 'a', sl: 1, totalDefeat: false });

describe('diceShown', () => {
  it('HC-06 lists the dice of an entangled unit\'s React (trapEscape) and of an attack on a wall (breach), tie dice in pairs', () => {
    const events: BattleEvent[] = [
      { type: 'trapEscape', unitId: 'A1', roll: opposed([1, 2], [3, 4]), free: true },
      { type: 'breach', unitId: 'A2', at: { x: 1, y: 1 }, wall: 'Weak Contested Zone', defend: 3, roll: opposed([5, 6], [1, 1], [4], [2]), broken: true, actionsLeft: 2 },
    ];
    expect(diceShown(events)).toEqual([1, 2, 3, 4, 5, 6, 1, 1, 4, 2]);
  });
});
