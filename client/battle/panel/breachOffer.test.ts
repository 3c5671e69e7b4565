import { describe, expect, it } from 'vitest';
import { legalCommands } from '../../../shared/battle/queries/legal.ts';
import { testBattle, testUnit, textMap } from '../../../shared/battle/testing.ts';
import type { BattleMap } from '../../../shared/map/battleMap.ts';
import { breachOffer } from './breachOffer.ts';
import { hazardLines } from './hazardTips.ts';

// HC-06 breakable walls in the client: the button's command and exact chance, a wall square's tooltip, a breach's.

const map: BattleMap = { ...textMap(['...', '.##', '...']), walls: [{ name: 'Weak Contested Zone', resistance: 7, defend: 3, squares: [{ x: 1, y: 1 }, { x: 2, y: 1 }], broken: [{ x: 2, y: 1 }] }] };

describe('HC-06 breakable walls in the client', () => {
  it('offers the selected unit\'s wall square with the exact chance; the tooltips say what a wall and a breach are', () => {
    const v = testBattle(map, [testUnit('A1', 0, 0, 0, { attack: 4 }), testUnit('B1', 1, 0, 2)]);
    const offer = breachOffer(v, legalCommands(v, 0), v.units[0])!;
    expect(offer.command).toEqual({ type: 'breach', unitId: 'A1', at: { x: 1, y: 1 } });
    expect(offer.label).toMatch(/^Break wall \(1, 1\) \d+%$/);
    expect(offer.title).toContain('Attack 4 against Defend 3 (resistance 7)');
    expect(breachOffer(v, legalCommands(v, 0), v.units[1])).toBeNull();
    expect(hazardLines(v, { x: 1, y: 1 })).toEqual(['Weak Contested Zone wall: resistance 7. A unit next to it may attack it for one action (its attack of the turn): its Attack against Defend 3; a win breaks it open (a breach).']);
    expect(hazardLines(v, { x: 2, y: 1 })).toEqual(['A breach in the Weak Contested Zone wall: open ground now.']);
  });
});
