import { describe, expect, it } from 'vitest';
import type { BattleView } from '../../../shared/battle/model.ts';
import type { MatchView } from '../../../shared/protocol/messages.ts';
import { countdown } from './status.ts';
import { seatActions } from './gamemaster.ts';

// The countdown the synced deadline drives, and which hand-over buttons a seat offers.

const match = (over: Partial<MatchView<BattleView>>, phase: BattleView['phase'] = 'move'): MatchView<BattleView> =>
  ({ seats: [], deadline: 0, paused: false, waiting: null, game: { phase, sideNames: ['Police', 'Cult'], active: 1 } as BattleView, ...over }) as MatchView<BattleView>;

describe('the countdown', () => {
  it('shows the seconds left, urgent in the last 10 s only', () => {
    expect(countdown(match({ deadline: 60_000 }), true, 30_000)).toEqual({ text: '30 s left. The move phase ends by itself then.', urgent: false });
    expect(countdown(match({ deadline: 60_000 }), false, 50_500)).toEqual({ text: '10 s left. The move phase ends by itself then unless Cult acts.', urgent: true });
    expect(countdown(match({ deadline: 60_000 }), true, 49_000).urgent).toBe(false);
    expect(countdown(match({ deadline: 60_000 }, 'combat'), true, 59_000).text).toMatch(/^1 s left\. This attack passes/);
  });

  it('says Paused while paused, and nothing without a deadline or once over', () => {
    expect(countdown(match({ deadline: 0, paused: true }), true, 0).text).toMatch(/^Paused/);
    expect(countdown(match({ deadline: 0 }), true, 0).text).toBe('');
    expect(countdown(match({ deadline: 9e9 }, 'over'), true, 0).text).toBe('');
  });
});

describe("a seat's hand-over buttons", () => {
  const seat = (s: { taken: boolean; connected: boolean; scripted: boolean }) => seatActions({ side: 0, name: 'Police', player: null, ...s });
  it('give only a seat whose player is not there; give back only a scripted one', () => {
    expect(seat({ taken: true, connected: true, scripted: false })).toEqual({ give: false, back: false, status: 'connected' });
    expect(seat({ taken: true, connected: false, scripted: false })).toEqual({ give: true, back: false, status: 'disconnected' });
    expect(seat({ taken: false, connected: false, scripted: false })).toEqual({ give: true, back: false, status: 'empty seat' });
    expect(seat({ taken: true, connected: false, scripted: true })).toEqual({ give: false, back: true, status: 'scripted opponent' });
  });
  it("in a solo battle, never give back the computer's own seat (never held by a player); a handed-over one still goes back", () => {
    const solo = (s: { taken: boolean; connected: boolean; scripted: boolean }) => seatActions({ side: 1, name: 'Gang', player: null, ...s }, true);
    expect(solo({ taken: false, connected: false, scripted: true })).toEqual({ give: false, back: false, status: 'computer' });
    expect(solo({ taken: true, connected: false, scripted: true })).toEqual({ give: false, back: true, status: 'scripted opponent' });
    expect(solo({ taken: true, connected: false, scripted: false })).toEqual({ give: true, back: false, status: 'disconnected' });
    // Outside solo play an unheld scripted seat may be given back (left open for a player).
    expect(seat({ taken: false, connected: false, scripted: true }).back).toBe(true);
  });
});
