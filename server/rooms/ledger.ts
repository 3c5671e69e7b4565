import type { LoggedEntry } from '../../shared/core/record.ts';
import type { Rejection } from '../../shared/core/result.ts';
import type { GameStore } from '../store/store.ts';

// A room's log of what was done: every command and table act with its events, written to the store
// before anyone hears of it, and the recent event batches a (re)joining client is sent so its combat
// log survives a reload.

/** How many recent event batches a (re)joining client gets. */
export const HISTORY = 500;

export interface Batch {
  seq: number;
  events: unknown[];
}

export class Ledger {
  readonly log: LoggedEntry[];
  private history: Batch[];
  /** How many commands and acts were made: the number of the last. */
  seq: number;

  /** A new game's empty ledger, or a restored game's from its stored log. */
  constructor(log: readonly LoggedEntry[] = []) {
    this.log = [...log];
    this.seq = log.length;
    this.history = log.map((entry, i) => ({ seq: i + 1, events: entry.events })).slice(-HISTORY);
  }

  /**
   * Stores the entry (with the state hash after it) and only then adds it; the batch to broadcast,
   * or the rejection when the store failed (the command is then not made).
   */
  write(store: GameStore, roomId: string, logged: LoggedEntry, hash: string, over: boolean): Batch | Rejection {
    try {
      // On disk before anyone hears of it: what a client was shown is never lost in a crash.
      store.append(roomId, this.seq + 1, logged, hash, over);
    } catch (e) {
      console.error(`room ${roomId}: command ${this.seq + 1} could not be stored: ${(e as Error).message}`);
      return { code: 'not-saved', message: 'The server could not save this command, so it was not made; try again' };
    }
    this.log.push(logged);
    const batch = { seq: ++this.seq, events: logged.events };
    this.history.push(batch);
    if (this.history.length > HISTORY * 2) this.history = this.history.slice(-HISTORY);
    return batch;
  }

  recent(): Batch[] {
    return this.history.slice(-HISTORY);
  }
}
