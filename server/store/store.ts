import { makeRecord, type GameRecord, type LoggedEntry } from '../../shared/core/record.ts';
import type { Seed } from '../../shared/core/rng.ts';

// What a room keeps on disk, behind the smallest interface it needs, so the room takes the store as a
// dependency (a file on disk in `npm start`, a store in memory in most tests). Every method is
// synchronous on purpose: when one returns, the write is done, so the room can write a command before
// it tells anyone about it and nothing a client saw is ever missing after a crash.

/** A game as it is first written: everything needed to create it again, before any command. */
export interface NewGame {
  roomId: string;
  kind: string;
  /** Server clock (ms since 1970) at creation; for people reading the store, not for the rules. */
  createdAt: number;
  mapId: string;
  /** The module's full set-up value (for a battle: scenario value, map value, deployment). */
  setup: unknown;
  seed: Seed;
  /** The room's listing metadata (map, scenario id and name). */
  metadata: Record<string, unknown>;
  /** Seat names in side order. */
  sides: string[];
  gamemaster: boolean;
}

/** A game read back: its creation, its seats' keys and every command so far. */
export interface StoredGame extends NewGame {
  /** Each side's seat key, or null while the seat is free. */
  keys: (string | null)[];
  gamemasterKey: string | null;
  /** The creator's seat key (the first seat key handed out), or null while unknown. */
  creatorKey: string | null;
  log: LoggedEntry[];
  /** The state hash the room had after the last command (null before the first): what a restore must reach. */
  hash: string | null;
  finished: boolean;
}

/** A side's seat, or the gamemaster's; 'creator' records which seat key is the battle's creator's. */
export type SeatRef = { side: number } | 'gamemaster' | 'creator';

export interface GameStore {
  /** Where the games live, for messages: a file path, or "memory". */
  readonly where: string;
  create(game: NewGame): void;
  /** A seat's key, written when the seat is first taken and before its holder is told the key. */
  takeSeat(roomId: string, seat: SeatRef, key: string): void;
  /**
   * Command number `seq` (1, 2, …: the batch number clients see) with the state hash after it, and
   * whether the game ended with it; one transaction.
   */
  append(roomId: string, seq: number, entry: LoggedEntry, hash: string, over: boolean): void;
  /** One game, finished or not; null when there is none with that id. Throws a StoreError on a bad row. */
  load(roomId: string): StoredGame | null;
  /** The ids of every game not over yet, oldest first. */
  unfinished(): string[];
  close(): void;
}

/** The store cannot be used, or one of its games cannot be read: the message names where and what. */
export class StoreError extends Error {
  override name = 'StoreError';
}

/**
 * A finished game's record (shared/core/record.ts), made from the store alone: the same document the
 * room gave at the end, for whoever serves finished games later. Null while the game runs, because
 * the record holds the seed.
 */
export function recordOf(game: StoredGame): GameRecord | null {
  if (!game.finished || game.hash === null) return null;
  return makeRecord(game.kind, game.setup, game.seed, game.log, game.hash);
}
