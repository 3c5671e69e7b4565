import { describe, expect, it } from 'vitest';
import type { BattleMap, Defences } from '../../../shared/map/battleMap.ts';
import type { BattleEvent } from '../../../shared/battle/events.ts';
import { legalCommands } from '../../../shared/battle/queries/legal.ts';
import { reducerFor, testBattle, testScenario, testUnit, textMap } from '../../../shared/battle/testing.ts';
import { defencesFire } from '../../../shared/battle/rules/defences.ts';
import { hazardLines } from './hazardTips.ts';
import { formatEvent } from './logFormat.ts';
import { objectiveOffer } from './objectives.ts';

// HC-06 Automated Defences in the client: the square's tooltip, the button, the combat log.

const x: Defences = {
  source: 'Automated Defences', sides: [0, 1], attack: 3, bonus: 1, strike: 3, range: 2, area: false, defend: 5, vitality: 2, damageType: 'physical-poison', text: 'Direct, Close, Autofire',
  list: [{ x: 2, y: 1, condition: 'ok' }, { x: 4, y: 3, condition: 'dead' }],
};
const map: BattleMap = { ...textMap(['.....', '..#..', '.....', '....#']), hazards: { defences: x } };

describe('HC-06 Automated Defences in the client', () => {
  it('HC-06 the emplacement\'s tooltip quotes its attack and says whom it fires at, how, and how to attack it; a destroyed one fires no more', () => {
    expect(hazardLines({ map }, { x: 2, y: 1 })).toEqual([
      'Automated Defences: an immobile emplacement (impassable), intact; “Direct, Close, Autofire”.',
      "At each turn's start it fires at one unit of either side, drawn at random, in sight within 2 squares: Attack 3 + 1 bonus die (Autofire) (physical poison) against its Defend.",
      'A unit next to it, or with it in Missile Range and sight, attacks it for an action: Defend 5, Vitality 2.',
    ]);
    expect(hazardLines({ map }, { x: 4, y: 3 })).toEqual(['Automated Defences: an immobile emplacement (impassable), destroyed; “Direct, Close, Autofire”. It fires no more.']);
    expect(hazardLines({ map }, { x: 0, y: 0 })).toEqual([]);
  });

  it('HC-06 a unit next to one gets the button legalCommands offers; its shots and the unit\'s attack are in the log', () => {
    const s = testBattle(map, [testUnit('a', 0, 1, 1), testUnit('b', 1, 0, 3)], 2);
    const legal = legalCommands(s, 0);
    expect(objectiveOffer(s, legal, s.units[0])).toEqual({ command: { type: 'attackDefence', unitId: 'a', at: { x: 2, y: 1 } }, label: 'Attack the emplacement (2, 1)' });
    expect(objectiveOffer(s, legal, testUnit('far', 0, 0, 0))).toBeNull();
    const r = reducerFor(testScenario()).step(s, 0, { type: 'attackDefence', unitId: 'a', at: { x: 2, y: 1 } });
    const hit = formatEvent(r.events[0], r.state).map((l) => l.html);
    expect(hit[0]).toMatch(/ attacks the emplacement at \(2,1\); 2 actions left$/);
    expect(hit[1]).toContain('Attack');
    expect(hit[2]).toContain('Emplacement Defend');
    const events: BattleEvent[] = [];
    const before = { ...s, turn: 1, phase: 'resources' as const };
    defencesFire(before, { ...before, turn: 2, phase: 'move' }, events);
    const lines = formatEvent(events[0], s).map((l) => l.html);
    expect(lines[0]).toMatch(/^Automated Defences: the emplacement at \(2,1\) fires at .* \(drawn: d2 [12]\)$/);
    expect(lines[1]).toContain('Emplacement Attack');
    expect(lines[3]).toMatch(/wins, SL \d+: /);
  });
});
