import type { Viewer } from '../../shared/core/game.ts';
import type { Rejection } from '../../shared/core/result.ts';
import type { Listing, SeatInfo } from '../../shared/protocol/messages.ts';
import type { SeatRef } from '../store/store.ts';

// What a room shows before and around its game: the lobby listing (its room metadata, which Colyseus'
// LobbyRoom sends to the start page whenever it changes) and the creator's Start.

/** The part of the stored metadata the listing is built from; anything else in it (private) stays out. */
export function listingOf(
  stored: Record<string, unknown>,
  seats: (SeatInfo & { scripted?: boolean })[],
  teams: number[],
  status: Listing['status'],
  gamemaster: boolean,
): Listing {
  const text = (k: string) => (typeof stored[k] === 'string' ? (stored[k] as string) : '');
  return {
    map: text('map'),
    mapName: text('mapName') || text('map'),
    scenario: text('scenario'),
    name: text('name'),
    status,
    gamemaster,
    seats: seats.map((s) => ({ side: s.side, name: s.name, taken: s.taken, connected: s.connected, player: s.player, team: teams[s.side] ?? s.side, scripted: s.scripted ?? false })),
  };
}

/** The listing last sent, so a room sends it on only when it changed. */
export class Listed {
  private last = '';

  /** The listing if it differs from the one last sent (and is now taken as sent); else null. */
  changed(listing: Listing): Listing | null {
    const text = JSON.stringify(listing);
    if (text === this.last) return null;
    this.last = text;
    return listing;
  }
}

/**
 * Who may start the game and whether it has started. The creator is the client whose create made the
 * room: Colyseus reserves its seat with the room and it joins first, so the first seat taken in a new
 * room is the creator's. The seat (not the session) is kept, and stored, so the creator's seat key
 * (a reload, a restart) still starts it.
 */
export class StartGate {
  constructor(
    public creator: SeatRef | null,
    public started: boolean,
  ) {}

  /** Marks the first seat taken in a new game as the creator's; true when this join made it so. */
  claim(viewer: Viewer): boolean {
    if (this.creator || this.started || viewer.role === 'spectator') return false;
    this.creator = viewer.role === 'player' ? { side: viewer.side } : 'gamemaster';
    return true;
  }

  isCreator(viewer: Viewer | undefined): boolean {
    const c = this.creator;
    if (!viewer || !c) return false;
    return c === 'gamemaster' ? viewer.role === 'gamemaster' : viewer.role === 'player' && viewer.side === c.side;
  }

  /** Why this viewer may not start now, or null when it may. */
  refuse(viewer: Viewer | undefined, filled: boolean): Rejection | null {
    if (this.started) return { code: 'already-started', message: 'The battle has already started' };
    if (!this.isCreator(viewer)) return { code: 'not-creator', message: 'Only the player who created the battle can start it' };
    if (!filled) return { code: 'not-filled', message: 'Every seat must be taken (or given to the scripted opponent) before the battle starts' };
    return null;
  }
}
