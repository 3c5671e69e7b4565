import type { Room } from '@colyseus/sdk';
import type { Listing } from '../../shared/protocol/messages.ts';

// The start page's live list of battles, kept from Colyseus' LobbyRoom messages: `rooms` (the whole
// list on joining), `+` (a battle appeared or its listing changed), `-` (it closed). Only types come
// from the shared protocol: zod stays out of the start page's script, so a listing is checked by hand.

export interface ListedBattle {
  roomId: string;
  listing: Listing;
}

type RoomCache = { roomId?: unknown; name?: unknown; metadata?: unknown };

function listed(raw: RoomCache): ListedBattle | null {
  const m = raw.metadata as Partial<Listing> | undefined;
  if (typeof raw.roomId !== 'string' || raw.name !== 'battle' || !m || typeof m !== 'object' || !Array.isArray(m.seats) || typeof m.status !== 'string') return null;
  return { roomId: raw.roomId, listing: m as Listing };
}

export class LobbyList {
  readonly battles = new Map<string, ListedBattle>();
  private listeners: (() => void)[] = [];

  constructor(room: Room) {
    room.onMessage('rooms', (rooms: RoomCache[]) => {
      this.battles.clear();
      for (const r of rooms) this.put(r);
      this.changed();
    });
    room.onMessage('+', ([roomId, data]: [string, RoomCache]) => {
      this.battles.delete(roomId);
      this.put({ ...data, roomId });
      this.changed();
    });
    room.onMessage('-', (roomId: string) => {
      this.battles.delete(roomId);
      this.changed();
    });
  }

  private put(raw: RoomCache): void {
    const b = listed(raw);
    if (b) this.battles.set(b.roomId, b);
  }

  private changed(): void {
    for (const l of this.listeners) l();
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Newest last, as they were created; finished ones after the rest. */
  list(): ListedBattle[] {
    const rank = { waiting: 0, playing: 1, finished: 2 } as const;
    return [...this.battles.values()].sort((a, b) => rank[a.listing.status] - rank[b.listing.status]);
  }
}
