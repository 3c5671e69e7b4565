import { describe, expect, it } from 'vitest';
import type { BattleMap, Defences } from '../../../shared/map/battleMap.ts';
import type { BattleEvent } from '../../../shared/battle/events.ts';
import { legalCommands } from '../../../shared/battle/queries/legal.ts';
import { reducerFor, testBattle, testScenario, testUnit, textMap } from '../../../shared/battle/testing.ts';
import { defencesFire } from '../../../shared/battle/rules/defences.ts';
import { hazardLines } from './hazardTips.ts';
import { formatEvent } from './logFormat.ts';
import { objectiveOffer } from './objectives.ts';
import { defencePreview } from '../../../shared/battle/queries/preview.ts';
import { defenceOddsHtml } from './defenceOdds.ts';
import { pct } from './html.ts';

// HC-06 Automated Defences in the client: the square's tooltip, the button and its odds, the combat log.

const x: Defences = {
  source: 'Automated Defences', sides: [0, 1], attack: 3, bonus: 1, strike: 3, range: 2, area: false, defend: 5, vitality: 2, damageType: 'physical-poison', text: 'Direct, Close, Autofire',
  list: [{ x: 2, y: 1, condition: 'ok' }, { x: 4, y: 3, condition: 'dead' }],
};
const map: BattleMap = { ...textMap(['.....', '..#..', '.....', '....#']), hazards: { defences: x } };

describe('HC-06 Automated Defences in the client', () => {
  it('HC-06 the emplacement\'s tooltip quotes its attack and says whom it fires at, how, and how to attack it; a destroyed one fires no more', () => {
    expect(hazardLines({ map }, { x: 2, y: 1 })).toEqual([
      'Automated Defences: an immobile emplacement (impassable), intact; “Direct, Close, Autofire”.',
      "At each turn's start it fires at one unit of either side, drawn at random, in sight within 2 squares: Attack 3 + 1 bonus die (Autofire) against its Defend; a hit strikes with Attack 3 (physical poison).",
      'A unit next to it, or with it in Missile Range and sight, attacks it for an action: Defend 5, Vitality 2.',
      "On its total defeat (a natural 2) it rolls a d8: on 5+ the attacker's success level is not doubled.",
    ]);
    expect(hazardLines({ map }, { x: 4, y: 3 })).toEqual(['Automated Defences: an immobile emplacement (impassable), destroyed; “Direct, Close, Autofire”. It fires no more.']);
    expect(hazardLines({ map }, { x: 0, y: 0 })).toEqual([]);
    // Its senses (rules/senses.ts), where the set-up gave them.
    const seeing: BattleMap = { ...map, hazards: { defences: { ...x, senses: ['Enhanced Vision', 'Exotic'] } } };
    expect(hazardLines({ map: seeing }, { x: 2, y: 1 })[2]).toBe('It senses by Enhanced Vision, Exotic (Blocked Senses blind it only when all are blocked; Poor Visibility does not conceal from it where it spares one).');
  });

  it('HC-06 a unit next to one gets the button legalCommands offers; its shots and the unit\'s attack are in the log', () => {
    const s = testBattle(map, [testUnit('a', 0, 1, 1), testUnit('b', 1, 0, 3)], 2);
    const legal = legalCommands(s, 0);
    const offer = objectiveOffer(s, legal, s.units[0])!;
    expect(offer.command).toEqual({ type: 'attackDefence', unitId: 'a', at: { x: 2, y: 1 } });
    expect(offer.label).toBe(`Attack the emplacement (2, 1) ${pct(defencePreview(s, 'a', { x: 2, y: 1 })!.odds.attackerWins)}`);
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
    expect(lines.at(-1)).toMatch(/wins, SL \d+: /);
  });

  it('HC-06 the odds of attacking one, before the roll, are the shared preview\'s: the chance, both rolls\' modifiers, the emplacement afterwards, a Touch Shield\'s strike back', () => {
    const shielded = { ...map, hazards: { defences: { ...map.hazards!.defences!, shield: { attack: 3, damageType: 'electricity' } } } };
    const s = testBattle(shielded, [testUnit('a', 0, 1, 1, { condition: 'bloodied' }), testUnit('b', 1, 0, 3)], 2);
    const p = defencePreview(s, 'a', { x: 2, y: 1 })!;
    const html = defenceOddsHtml(p, s.units[0], { x: 2, y: 1 });
    expect(html).toContain(`<span id="defence-win" class="big">${pct(p.odds.attackerWins)}</span> to win`);
    expect(html).toContain('it has Vitality 2, is intact');
    // The attacker's condition penalty, as the reducer rolls it.
    expect(p.attack.modifiers).toEqual([{ reason: 'bloodied', bonus: 0, penalty: 1 }]);
    expect(html).toContain('bloodied: 1 penalty die');
    for (const [c, q] of Object.entries(p.outcome)) expect(html).toContain(`${{ ok: 'intact', bloodied: 'damaged', broken: 'badly damaged', dead: 'destroyed' }[c]} ${pct(q)}`);
    expect(html).toContain(`Its Touch Shield strikes back at a (Attack 3 against its Defend): ${pct(p.shield!.odds.attackerWins)} it is hurt`);
    expect(defenceOddsHtml(defencePreview(testBattle(map, s.units, 2), 'a', { x: 2, y: 1 })!, s.units[0], { x: 2, y: 1 })).not.toContain('Touch Shield');
  });
});
