import { describe, expect, it } from 'vitest';
import { testBattle, testScenario, textMap } from '../../../shared/battle/testing.ts';
import { goalsText, sidesHtml } from './sides.ts';

// The side cards say who is allied with whom (SW-01 teams); the goals say allies win together.

const scenario = testScenario({
  sides: [
    { name: 'Army', team: 1, units: [] },
    { name: 'Undead', team: 2, units: [] },
    { name: 'Police', team: 1, units: [] },
  ],
});
const view = testBattle(textMap(['....', '....']), [], 1, { scenario, sideNames: ['Army', 'Undead', 'Police'], resources: [0, 0, 0], holdTurns: [0, 0, 0] });
const seats = view.sideNames.map((name, side) => ({ side, name, taken: true, connected: true }));

describe('side cards', () => {
  it('SW-01 each side with allies names them; a side alone on its team names none', () => {
    const cards = sidesHtml(view, seats, 0).split('<div class="side-card');
    expect(cards[1]).toContain('allied with <span class="side-2">▲ Police</span>');
    expect(cards[2]).not.toContain('allied');
    expect(cards[3]).toContain('allied with <span class="side-0">■ Army</span>');
    expect(goalsText(scenario)).toContain('Allies win together.');
    expect(goalsText(testScenario())).not.toContain('Allies');
  });

  it("shows each seat's player name as text (markup escaped), and a scripted seat as such", () => {
    const named = seats.map((s, i) => ({ ...s, player: i === 0 ? 'Ann <b>' : null, scripted: i === 1 }));
    const cards = sidesHtml(view, named, 0).split('<div class="side-card');
    expect(cards[1]).toContain('<div class="player small">Ann &lt;b&gt;</div>');
    expect(cards[2]).toContain('scripted opponent');
    expect(cards[3]).not.toContain('class="player');
  });
});

describe('the turn limit (issue 11: a combat step has 20 turns)', () => {
  const limited = testScenario({ win: { destroy: true, lastTurn: 20 } });

  it('says the limit alone before the battle is under way, then counts the turns down', () => {
    expect(goalsText(limited)).toBe('Win: destroy the enemy. Otherwise a draw after turn 20.');
    expect(goalsText(limited, 0)).toBe('Win: destroy the enemy. Otherwise a draw after turn 20.');
    expect(goalsText(limited, 1)).toBe('Win: destroy the enemy. Otherwise a draw after turn 20. Turn 1 of 20: 19 more after this one.');
    expect(goalsText(limited, 19)).toContain('Turn 19 of 20: 1 more after this one.');
    expect(goalsText(limited, 20)).toContain('This is the last turn.');
    expect(goalsText(testScenario({ win: { destroy: true } }), 5)).toBe('Win: destroy the enemy.');
  });
});
