import type { Viewer } from '../../shared/core/game.ts';
import type { SeatInfo } from '../../shared/protocol/messages.ts';

// Who holds which side. A seat is taken by the first player to join without a key, and taken back by
// whoever shows its key (a reloaded tab or a second device lands in it at once, even while the old
// connection is still held open for reconnection). Spectators hold no seat. A player may pick a free
// seat (`side`) and give a display name, kept with the seat (and stored) so everyone sees who sits where.

interface Seat {
  side: number;
  name: string;
  key: string;
  /** The display name its holder gave when taking it; null without one. */
  player: string | null;
  /** Sessions in this seat, each with whether its connection is up. */
  sessions: Map<string, boolean>;
}

/** `fresh`: the key was made just now (the seat was free), so it must be stored before it is handed out. */
export type Taken = { ok: true; viewer: Viewer; key: string | null; fresh: boolean } | { ok: false; message: string };

export class Seats {
  private seats: Seat[];
  private gamemaster: Seat | null;
  private viewers = new Map<string, Viewer>();
  /** Sides the scripted opponent plays now (the game state says which): filled, and not free to take. */
  private scripted = new Set<number>();

  constructor(
    names: string[],
    private readonly newKey: () => string,
    options: { gamemaster?: boolean } = {},
  ) {
    this.seats = names.map((name, side) => ({ side, name, key: '', player: null, sessions: new Map() }));
    this.gamemaster = options.gamemaster ? { side: -1, name: 'Gamemaster', key: '', player: null, sessions: new Map() } : null;
  }

  /** The keys of seats taken before a restart (null: still free); nobody is connected yet. */
  restoreKeys(keys: readonly (string | null)[], gamemasterKey: string | null, players: readonly (string | null)[] = [], gamemasterPlayer: string | null = null): void {
    this.seats.forEach((s, i) => {
      s.key = keys[i] ?? '';
      s.player = players[i] ?? null;
    });
    if (this.gamemaster) {
      this.gamemaster.key = gamemasterKey ?? '';
      this.gamemaster.player = gamemasterPlayer;
    }
  }

  take(sessionId: string, options: { seatKey?: string; role: 'player' | 'spectator' | 'gamemaster'; side?: number; name?: string }): Taken {
    if (options.role === 'spectator') return this.seat(sessionId, { role: 'spectator' }, null);
    const keyed = options.seatKey ? [...this.seats, ...(this.gamemaster ? [this.gamemaster] : [])].find((s) => s.key === options.seatKey) : undefined;
    if (keyed) return this.seat(sessionId, keyed.side < 0 ? { role: 'gamemaster' } : { role: 'player', side: keyed.side }, keyed);
    if (options.role === 'gamemaster') {
      if (!this.gamemaster) return { ok: false, message: 'This battle has no gamemaster seat' };
      if (this.gamemaster.key) return { ok: false, message: 'The gamemaster seat is taken' };
      return this.seat(sessionId, { role: 'gamemaster' }, this.gamemaster, options.name);
    }
    if (options.side !== undefined) {
      const picked = this.seats[options.side];
      if (!picked) return { ok: false, message: `This battle has no side ${options.side} (its sides: ${this.seats.map((s) => `${s.side} ${s.name}`).join(', ')})` };
      if (!this.isFree(picked)) return { ok: false, message: `The seat of ${picked.name} is taken; pick a free one or watch` };
      return this.seat(sessionId, { role: 'player', side: picked.side }, picked, options.name);
    }
    const free = this.seats.find((s) => this.isFree(s));
    if (!free) return { ok: false, message: 'This battle is full (every seat is taken); join as a spectator to watch' };
    return this.seat(sessionId, { role: 'player', side: free.side }, free, options.name);
  }

  /** A seat a new player may take: nobody holds its key and the scripted opponent does not play it. */
  private isFree(seat: Seat): boolean {
    return !seat.key && !this.scripted.has(seat.side);
  }

  private seat(sessionId: string, viewer: Viewer, seat: Seat | null, name?: string): Taken {
    this.viewers.set(sessionId, viewer);
    if (!seat) return { ok: true, viewer, key: null, fresh: false };
    const fresh = !seat.key;
    if (fresh) seat.player = name ?? null;
    seat.key ||= this.newKey();
    seat.sessions.set(sessionId, true);
    return { ok: true, viewer, key: seat.key, fresh };
  }

  /** Takes back a seat just taken (its key could not be stored): it is free again, as before. */
  untake(sessionId: string): void {
    const seat = this.seatOf(sessionId);
    if (seat) {
      seat.key = '';
      seat.player = null;
    }
    this.leave(sessionId);
  }

  /** The display name in a seat (a side, or the gamemaster's with -1). */
  playerOf(side: number): string | null {
    return (side < 0 ? this.gamemaster : this.seats[side])?.player ?? null;
  }

  viewerOf(sessionId: string): Viewer | undefined {
    return this.viewers.get(sessionId);
  }

  private seatOf(sessionId: string): Seat | undefined {
    return [...this.seats, ...(this.gamemaster ? [this.gamemaster] : [])].find((s) => s.sessions.has(sessionId));
  }

  setConnected(sessionId: string, up: boolean): void {
    const seat = this.seatOf(sessionId);
    if (seat) seat.sessions.set(sessionId, up);
  }

  /** The session is gone for good; its seat stays taken (its key can take it back). */
  leave(sessionId: string): void {
    this.seatOf(sessionId)?.sessions.delete(sessionId);
    this.viewers.delete(sessionId);
  }

  allTaken(): boolean {
    return this.seats.every((s) => s.key || this.scripted.has(s.side));
  }

  setScripted(sides: readonly number[]): void {
    this.scripted = new Set(sides);
  }

  hasGamemaster(): boolean {
    return this.gamemaster !== null;
  }

  /** The key of the seat this session sits in; null for spectators. */
  keyOf(sessionId: string): string | null {
    return this.seatOf(sessionId)?.key || null;
  }

  /** What everyone may see of the seats: never a key. */
  public(): SeatInfo[] {
    return this.seats.map((s) => ({ side: s.side, name: s.name, taken: !!s.key, connected: [...s.sessions.values()].some(Boolean), player: s.player, scripted: this.scripted.has(s.side) }));
  }
}
