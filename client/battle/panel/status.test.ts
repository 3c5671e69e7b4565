import { describe, expect, it } from 'vitest';
import type { BattleResult } from '../../../shared/battle/model.ts';
import { testBattle, textMap } from '../../../shared/battle/testing.ts';
import { computerThinking, outcomeFor, resultHtml } from './status.ts';
import type { MatchView } from '../../../shared/protocol/messages.ts';
import type { BattleView } from '../../../shared/battle/model.ts';

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

describe('the computer thinking (#10)', () => {
  const seat = (side: number, scripted: boolean) => ({ side, name: ['Agency', 'Cult'][side], taken: true, connected: !scripted, player: scripted ? null : 'Solo', scripted });
  const match = (o: Partial<MatchView<BattleView>>, phase: BattleView['phase'] = 'move'): MatchView<BattleView> =>
    ({ seats: [seat(0, false), seat(1, true)], started: true, deadline: 0, paused: false, waiting: { side: 1, what: 'move', decision: false }, game: { phase } as BattleView, ...o }) as MatchView<BattleView>;

  it("is shown while the battle waits on a scripted side, not on a person's, nor paused, unstarted or over", () => {
    expect(computerThinking(match({}))).toBe(1);
    expect(computerThinking(match({ waiting: { side: 0, what: 'move', decision: false } }))).toBeNull();
    expect(computerThinking(match({ paused: true }))).toBeNull();
    expect(computerThinking(match({ started: false }))).toBeNull();
    expect(computerThinking(match({ waiting: null }))).toBeNull();
    expect(computerThinking(match({}, 'over'))).toBeNull();
  });
});
