import { describe, expect, it } from 'vitest';
import type { BattleResult } from '../../../shared/battle/model.ts';
import { testBattle, textMap } from '../../../shared/battle/testing.ts';
import { outcomeFor, resultHtml } from './status.ts';

// The result box names every winner: a team wins together (SW-01), so each of its sides reads "You won".

const open = textMap(['....', '....'], undefined, 3);
const over = (result: BattleResult) =>
  testBattle(open, [], 1, { phase: 'over', result, sideNames: ['Agency', 'Cult', 'Gang', 'Army'], resources: [0, 0, 0, 0], holdTurns: [0, 0, 0, 0] });

describe('result box', () => {
  it('SW-01 names every side of the winning team, and tells each of them they won', () => {
    const v = over({ winner: 0, winners: [0, 2], reason: 'Agency and Gang destroyed the enemy' });
    const html = resultHtml(v, 2);
    expect(html).toContain('Agency and Gang win');
    expect(html).toContain('You won, with your allies!');
    expect(resultHtml(v, 1)).toContain('You lost.');
    expect([0, 1, 2, 3].map((s) => outcomeFor(v, s))).toEqual(['won', 'lost', 'won', 'lost']);
    expect(outcomeFor(v, -1)).toBeNull();
  });

  it('one winner and a draw read as before', () => {
    expect(resultHtml(over({ winner: 1, winners: [1], reason: 'x' }), 1)).toContain('Cult wins</div><div class="result-you">You won!');
    const draw = over({ winner: null, winners: [], reason: 'y' });
    expect(resultHtml(draw, 0)).toContain('Draw');
    expect(outcomeFor(draw, 0)).toBe('draw');
  });
});
