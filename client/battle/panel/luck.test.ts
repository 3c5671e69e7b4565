import { describe, expect, it } from 'vitest';
import type { BattleEvent } from '../../../shared/battle/events.ts';
import type { RollResult } from '../../../shared/battle/rules/dice.ts';
import { opposedOdds } from '../../../shared/battle/rules/odds.ts';
import { testBattle, testUnit, textMap } from '../../../shared/battle/testing.ts';
import { attackerChance, lossesBySide, luckBySide, luckWords } from './luck.ts';
import { rematchLine, rematchOptions, rematchRoom } from './rematch.ts';
import { summaryHtml } from './summary.ts';

// #12 the end of a battle: luck is rolls won against the exact chance of the dice rolled (the rules'
// opposedOdds), losses come from the log, and the rematch keeps the battle's map and scenario.

const roll = (ability: number, bonus = 0, penalty = 0, natural = 7): RollResult => ({ ability, bonus, penalty, modifiers: [], dice: [3, 4], eaten: [], kept: [3, 4], natural, total: natural + ability });
const attack = (attackerId: string, defenderId: string, a: RollResult, b: RollResult, winner: 'a' | 'b', after: 'ok' | 'bloodied' | 'dead' = 'bloodied', damage = winner === 'a' ? 2 : 0): BattleEvent => ({
  type: 'attack', kind: 'melee', opportunity: false, attackerId, defenderId, damage, extra: 0, before: 'ok', after,
  roll: { a, b, tieDiceA: [], tieDiceB: [], finalA: a.total, finalB: b.total, winner, sl: 1, totalDefeat: false },
});

const view = testBattle(textMap(['....']), [testUnit('A1', 0, 0, 0), testUnit('B1', 1, 3, 0, { condition: 'dead' }), testUnit('B2', 1, 2, 0, { condition: 'broken' })], 1, {
  phase: 'over', result: { winner: 0, winners: [0], reason: 'The <Cult> has no units left' },
});
const events: BattleEvent[] = [
  attack('A1', 'B1', roll(4), roll(4), 'a', 'dead'),
  attack('A1', 'B2', roll(4, 0, 1), roll(2, 1), 'b'),
  attack('B2', 'A1', roll(3), roll(4), 'a', 'bloodied'),
  { type: 'pass', unitId: 'A1' },
];

describe('dice luck', () => {
  it('each opposed roll counts with the exact chance of the dice both sides rolled', () => {
    const p1 = opposedOdds({ attack: 4, defend: 4 }).attackerWins;
    const p2 = opposedOdds({ attack: 4, defend: 2, attackPenalty: 1, defendBonus: 1 }).attackerWins;
    const p3 = opposedOdds({ attack: 3, defend: 4 }).attackerWins;
    expect(attackerChance(events[1] as Extract<BattleEvent, { type: 'attack' }>).win).toBeCloseTo(p2, 12);
    const [a, b] = luckBySide(view, events);
    expect(a).toMatchObject({ rolls: 3, won: 1, attacks: 2, hits: 1, damage: 2 });
    expect(a.expected).toBeCloseTo(p1 + p2 + (1 - p3), 12);
    expect(b).toMatchObject({ rolls: 3, won: 2, attacks: 1, hits: 1 });
    expect(b.expected).toBeCloseTo(1 - p1 + (1 - p2) + p3, 12);
    // Every roll is won by one side: the expectations add up to the number of rolls.
    expect(a.expected + b.expected).toBeCloseTo(3, 12);
  });
  it('in words, with its sign', () => {
    expect(luckWords({ side: 0, rolls: 4, won: 3, expected: 1.75, hits: 0, expectedHits: 0, attacks: 0, damage: 0, expectedDamage: 0 })).toBe('+1.3 rolls won above expectation (won 3 of 4, expected 1.8)');
    expect(luckWords({ side: 0, rolls: 2, won: 0, expected: 1.2, hits: 0, expectedHits: 0, attacks: 0, damage: 0, expectedDamage: 0 })).toBe('−1.2 rolls won below expectation (won 0 of 2, expected 1.2)');
    expect(luckWords({ side: 0, rolls: 0, won: 0, expected: 0, hits: 0, expectedHits: 0, attacks: 0, damage: 0, expectedDamage: 0 })).toBe('no opposed rolls');
  });
});

describe('losses and the summary', () => {
  it('units killed from the log, survivors and the hurt from the view', () => {
    expect(lossesBySide(view, events)).toEqual([
      { side: 0, killed: 0, standing: 1, hurt: 0 },
      { side: 1, killed: 1, standing: 1, hurt: 1 },
    ]);
  });
  it('the summary: who won and why (escaped), a row per side, rematch and the replay link', () => {
    const html = summaryHtml({ view, side: 0, events, roomId: 'abc', canRematch: true });
    expect(html).toContain('Victory');
    expect(html).toContain('The &lt;Cult&gt; has no units left');
    expect(html).toContain('<a id="summary-replay" class="button-link" href="?replay=abc">Replay this battle</a>');
    expect(html).toContain('id="rematch"');
    expect(html.match(/<tr><th scope="row"/g)).toHaveLength(2);
    expect(summaryHtml({ view, side: -1, events, roomId: 'abc', canRematch: false })).not.toContain('id="rematch"');
  });
});

describe('rematch', () => {
  it('the same map, scenario and scripted sides, in the same seat', () => {
    const v = { ...view, scripted: [1] };
    expect(rematchOptions(v, 'skirmish', 0, false, 'Ann')).toEqual({ map: 'skirmish', scenario: 'skirmish', deployment: 'players', scripted: [1], side: 0, name: 'Ann' });
    expect(rematchOptions(v, 'skirmish', -1, true, null)).toMatchObject({ gamemaster: true, role: 'gamemaster' });
  });
  it('a chat line is a rematch link only to a battle on this server', () => {
    const origin = 'http://127.0.0.1:2567';
    expect(rematchRoom(rematchLine(origin, 'Xy_1'), origin)).toBe('Xy_1');
    expect(rematchRoom('Rematch: http://evil.example/?battle=Xy_1', origin)).toBeNull();
    expect(rematchRoom(`Rematch: ${origin}/?battle=<b>`, origin)).toBeNull();
    expect(rematchRoom('hello', origin)).toBeNull();
  });
});
