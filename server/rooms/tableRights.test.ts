import { describe, expect, it } from 'vitest';
import type { SeatInfo } from '../../shared/protocol/messages.ts';
import { tableRight } from './tableRights.ts';

// Issue #10: in a solo battle the computer's own seat is not given back (nobody would hold it and the
// battle would wait forever); a player's seat handed to the computer still goes over and back.

const creator = { viewer: { role: 'player' as const, side: 0 }, creator: true };
const seat = (s: Partial<SeatInfo>): SeatInfo => ({ side: 1, name: 'Gang', taken: false, connected: false, player: null, scripted: true, ...s });
const room = (s: SeatInfo, solo: boolean) => ({ gamemaster: false, seat: s, absentMs: 0, handoverMs: 60_000, solo });

describe('handing seats over in a solo battle', () => {
  it("refuses giving back the computer's own seat, with a reason", () => {
    const refused = tableRight({ type: 'control', side: 1, scripted: false }, creator, room(seat({}), true));
    expect(refused?.code).toBe('computer-seat');
    expect(refused?.message).toMatch(/Gang is the computer's side in this solo battle/);
  });

  it("gives back a player's seat that was handed over, and hands over a player gone for the wait", () => {
    expect(tableRight({ type: 'control', side: 1, scripted: false }, creator, room(seat({ taken: true }), true))).toBeNull();
    const gone = { ...room(seat({ taken: true, scripted: false }), true), absentMs: 60_000 };
    expect(tableRight({ type: 'control', side: 1, scripted: true }, creator, gone)).toBeNull();
  });

  it('outside solo play an unheld scripted seat may still be given back', () => {
    expect(tableRight({ type: 'control', side: 1, scripted: false }, creator, room(seat({}), false))).toBeNull();
  });
});
