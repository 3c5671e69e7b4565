import type { Viewer } from '../../shared/core/game.ts';
import type { Rejection } from '../../shared/core/result.ts';
import { GamemasterAct } from '../../shared/core/table.ts';
import type { SeatInfo } from '../../shared/protocol/messages.ts';

// Who may make which table act, and when a seat may be handed to the scripted opponent. The game's
// own rules for an act (is the battle paused, is that side already scripted) are the module's; these
// are the room's: roles, and how long a player has been gone.

/** How long each taken seat has had no connection. */
export class Absences {
  private since = new Map<number, number>();

  /** Called whenever the seats may have changed. */
  note(seats: readonly SeatInfo[], now: number): void {
    for (const s of seats) {
      if (s.taken && !s.connected) {
        if (!this.since.has(s.side)) this.since.set(s.side, now);
      } else this.since.delete(s.side);
    }
  }

  /** Milliseconds `side` has been gone; 0 while it is connected or free. */
  absentFor(side: number, now: number): number {
    const t = this.since.get(side);
    return t === undefined ? 0 : now - t;
  }
}

export interface Asker {
  viewer: Viewer;
  /** The session holds the creator's seat (its key is the first seat key handed out in this battle). */
  creator: boolean;
}

/**
 * Why this act may not be made by this asker now, or null. The gamemaster makes every act; with no
 * gamemaster in the battle its creator may hand seats over (and back). A seat goes to the scripted
 * opponent only when free, or once its player has been gone for the hand-over wait.
 */
export function tableRight(act: GamemasterAct, who: Asker, room: { gamemaster: boolean; seat: SeatInfo | undefined; absentMs: number; handoverMs: number; solo?: boolean }): Rejection | null {
  const allowed = who.viewer.role === 'gamemaster' || (act.type === 'control' && !room.gamemaster && who.creator);
  if (!allowed) {
    const who_ = room.gamemaster ? 'the gamemaster' : "the gamemaster (or, for handing a seat over, the battle's creator)";
    return { code: 'not-gamemaster', message: `Only ${who_} may do that` };
  }
  // In a solo battle the computer's own seats (scripted from the start, never held by a player) stay
  // the computer's: given back, the seat would be empty and the battle would stall waiting for a player.
  if (act.type === 'control' && !act.scripted && room.solo && room.seat?.scripted && !room.seat.taken) {
    return { code: 'computer-seat', message: `${room.seat.name} is the computer's side in this solo battle; there is no player to give it back to` };
  }
  if (act.type !== 'control' || !act.scripted || !room.seat || !room.seat.taken) return null;
  if (room.seat.connected) return { code: 'seat-present', message: `${room.seat.name}'s player is connected; a seat is handed over only when its player is gone` };
  if (room.absentMs < room.handoverMs) {
    const left = Math.ceil((room.handoverMs - room.absentMs) / 1000);
    return { code: 'seat-present', message: `${room.seat.name}'s player may still come back: the seat can be handed over in ${left} s` };
  }
  return null;
}

/**
 * A client's table act, parsed at the edge, and whether this asker may make it now: the act, or the
 * rejection to send. The absences are brought up to date first (a seat's hand-over wait counts from
 * when its player went).
 */
export function askTableAct(
  message: unknown,
  who: Asker,
  room: { gamemaster: boolean; seats: readonly SeatInfo[]; absences: Absences; now: number; handoverMs: number; solo: boolean },
): { ok: true; act: GamemasterAct } | { ok: false; error: Rejection } {
  const parsed = GamemasterAct.safeParse(message);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'act'}: ${i.message}`).join('; ');
    return { ok: false, error: { code: 'malformed', message: `Malformed table act (${detail})` } };
  }
  const act = parsed.data;
  room.absences.note(room.seats, room.now);
  const refused = tableRight(act, who, {
    gamemaster: room.gamemaster,
    seat: act.type === 'control' ? room.seats[act.side] : undefined,
    absentMs: act.type === 'control' ? room.absences.absentFor(act.side, room.now) : 0,
    handoverMs: room.handoverMs,
    solo: room.solo,
  });
  return refused ? { ok: false, error: refused } : { ok: true, act };
}
