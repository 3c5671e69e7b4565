import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { LoggedEntry } from '../../shared/core/record.ts';
import { toSeed } from '../../shared/core/rng.ts';
import { StoreError, type GameStore, type NewGame, type SeatRef, type StoredGame } from './store.ts';

// The games in one SQLite file (Node's built-in node:sqlite: nothing to install). WAL journal with
// synchronous=FULL: a command's transaction is on the disk (fsync'd) when append() returns, so a
// crash, a kill -9 or a power cut loses nothing a client was shown. Rows are JSON where the value is
// the game's own (set-up, command, events); the store never interprets them.

/** Written into `meta` so that any other SQLite file is recognised as not ours. */
export const STORE_FORMAT = 'shadow-wars-store/1';

const SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
CREATE TABLE games (
  room_id     TEXT PRIMARY KEY,
  kind        TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  map_id      TEXT NOT NULL,
  setup       TEXT NOT NULL,
  seed        TEXT NOT NULL,
  metadata    TEXT NOT NULL,
  gamemaster  INTEGER NOT NULL,
  finished_at INTEGER
) STRICT;
CREATE INDEX games_unfinished ON games (created_at) WHERE finished_at IS NULL;
CREATE TABLE seats (
  room_id  TEXT NOT NULL REFERENCES games (room_id),
  seat     INTEGER NOT NULL,
  name     TEXT NOT NULL,
  seat_key TEXT,
  PRIMARY KEY (room_id, seat)
) STRICT, WITHOUT ROWID;
CREATE TABLE commands (
  room_id    TEXT NOT NULL REFERENCES games (room_id),
  seq        INTEGER NOT NULL,
  side       INTEGER NOT NULL,
  command    TEXT NOT NULL,
  events     TEXT NOT NULL,
  state_hash TEXT NOT NULL,
  written_at INTEGER NOT NULL,
  PRIMARY KEY (room_id, seq)
) STRICT, WITHOUT ROWID;
`;

/** The gamemaster's seat number in the seats table (sides are 0, 1, …). */
const GAMEMASTER_SEAT = -1;
/**
 * Not a seat: the row whose key is the creator's (a copy of the key of the seat the creator took), so
 * that after a restart the creator may still hand seats over. Games stored before it have no such row.
 */
const CREATOR_ROW = -2;

const RECOVERY = 'Nothing in it was changed. Restore it from a backup, or move it aside to start with an empty store (its games then do not come back); see README "Where battles are kept".';

/**
 * Opens (or creates) the store file. A damaged file is reported with its path and what SQLite found,
 * and never written to: the server then refuses to start rather than lose the games in it.
 */
export function openStoreFile(path: string): SqliteStore {
  if (!existsSync(path)) createStoreFile(path);
  else if (statSync(path).size === 0) {
    // SQLite would take an empty file for a new database; a store is never empty once made (it is
    // made whole under another name, then renamed), so this file was cut short.
    throw new StoreError(`The game store ${path} is empty (0 bytes): it was truncated. ${RECOVERY}`);
  }
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(path);
    check(db, path);
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;');
    return new SqliteStore(db, path);
  } catch (e) {
    db?.close();
    if (e instanceof StoreError) throw e;
    throw new StoreError(`The game store ${path} cannot be read: ${(e as Error).message}. ${RECOVERY}`);
  }
}

/** A store that lives and dies with the process: for tests and a server started without a data folder. */
export function memoryStore(): SqliteStore {
  const db = new DatabaseSync(':memory:');
  db.exec(SCHEMA);
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('format', STORE_FORMAT);
  db.exec('PRAGMA foreign_keys = ON;');
  return new SqliteStore(db, 'memory');
}

/**
 * A consistent copy of the store file in one self-contained file (SQLite's VACUUM INTO), taken
 * through a read-only connection: it can run while a server is using the store, and sees every
 * command committed before it began.
 */
export function backupStore(from: string, to: string): void {
  if (!existsSync(from)) throw new StoreError(`There is no game store at ${from}`);
  if (existsSync(to)) throw new StoreError(`${to} already exists; a backup never overwrites a file`);
  const db = new DatabaseSync(from, { readOnly: true });
  try {
    check(db, from);
    db.prepare('VACUUM INTO ?').run(to);
  } catch (e) {
    if (e instanceof StoreError) throw e;
    throw new StoreError(`The game store ${from} could not be copied to ${to}: ${(e as Error).message}`);
  } finally {
    db.close();
  }
}

/** Made complete under a temporary name and renamed, so a crash never leaves a half-made store. */
function createStoreFile(path: string): void {
  const temp = `${path}.new`;
  rmSync(temp, { force: true });
  const db = new DatabaseSync(temp);
  db.exec('PRAGMA journal_mode = DELETE;');
  db.exec(`BEGIN; ${SCHEMA} COMMIT;`);
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('format', STORE_FORMAT);
  db.close();
  renameSync(temp, path);
}

/** SQLite's own page check, then ours: the file must say it is a store of this format. */
function check(db: DatabaseSync, path: string): void {
  const rows = db.prepare('PRAGMA quick_check(5)').all() as { quick_check: string }[];
  const found = rows.map((r) => r.quick_check.replace(/\s*\n\s*/g, ' '));
  if (found.join() !== 'ok') throw new StoreError(`The game store ${path} is damaged (SQLite's check found: ${found.join('; ')}). ${RECOVERY}`);
  const hasMeta = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'meta'").get();
  const format = hasMeta ? (db.prepare("SELECT value FROM meta WHERE key = 'format'").get() as { value: string } | undefined)?.value : undefined;
  if (format !== STORE_FORMAT) {
    throw new StoreError(`The file ${path} is an SQLite database but not a game store of this version (format ${format ? `"${format}"` : 'missing'}, expected "${STORE_FORMAT}"). ${RECOVERY}`);
  }
}

interface GameRow {
  room_id: string;
  kind: string;
  created_at: number;
  map_id: string;
  setup: string;
  seed: string;
  metadata: string;
  gamemaster: number;
  finished_at: number | null;
}

export class SqliteStore implements GameStore {
  private readonly insertGame: StatementSync;
  private readonly insertSeat: StatementSync;
  private readonly updateSeat: StatementSync;
  private readonly insertCommand: StatementSync;
  private readonly finish: StatementSync;

  constructor(
    private readonly db: DatabaseSync,
    readonly where: string,
  ) {
    this.insertGame = db.prepare('INSERT INTO games (room_id, kind, created_at, map_id, setup, seed, metadata, gamemaster) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    this.insertSeat = db.prepare('INSERT INTO seats (room_id, seat, name) VALUES (?, ?, ?)');
    this.updateSeat = db.prepare('UPDATE seats SET seat_key = ? WHERE room_id = ? AND seat = ?');
    this.insertCommand = db.prepare('INSERT INTO commands (room_id, seq, side, command, events, state_hash, written_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
    this.finish = db.prepare('UPDATE games SET finished_at = ? WHERE room_id = ?');
  }

  create(game: NewGame): void {
    this.transaction(() => {
      this.insertGame.run(game.roomId, game.kind, game.createdAt, game.mapId, JSON.stringify(game.setup), game.seed, JSON.stringify(game.metadata), game.gamemaster ? 1 : 0);
      game.sides.forEach((name, side) => this.insertSeat.run(game.roomId, side, name));
      if (game.gamemaster) this.insertSeat.run(game.roomId, GAMEMASTER_SEAT, 'Gamemaster');
      this.insertSeat.run(game.roomId, CREATOR_ROW, 'Creator');
    });
  }

  takeSeat(roomId: string, seat: SeatRef, key: string): void {
    const n = seat === 'gamemaster' ? GAMEMASTER_SEAT : seat === 'creator' ? CREATOR_ROW : seat.side;
    const changed = this.updateSeat.run(key, roomId, n).changes;
    if (changed !== 1) throw new StoreError(`The store ${this.where} has no seat ${n} for game ${roomId}`);
  }

  append(roomId: string, seq: number, entry: LoggedEntry, hash: string, over: boolean): void {
    const now = Date.now();
    this.transaction(() => {
      this.insertCommand.run(roomId, seq, entry.side, JSON.stringify(entry.command), JSON.stringify(entry.events), hash, now);
      if (over) this.finish.run(now, roomId);
    });
  }

  unfinished(): string[] {
    return (this.db.prepare('SELECT room_id FROM games WHERE finished_at IS NULL ORDER BY created_at, room_id').all() as { room_id: string }[]).map((r) => r.room_id);
  }

  load(roomId: string): StoredGame | null {
    const row = this.db.prepare('SELECT * FROM games WHERE room_id = ?').get(roomId) as GameRow | undefined;
    if (!row) return null;
    const bad = (what: string) => new StoreError(`Game ${roomId} in ${this.where}: ${what}`);
    const seed = toSeed(row.seed);
    if (seed === null || seed !== row.seed) throw bad(`its seed "${row.seed}" is not 64 hex digits`);
    const seats = this.db.prepare('SELECT seat, name, seat_key FROM seats WHERE room_id = ? ORDER BY seat').all(roomId) as { seat: number; name: string; seat_key: string | null }[];
    const sides = seats.filter((s) => s.seat >= 0);
    if (sides.length === 0 || sides.some((s, i) => s.seat !== i)) throw bad(`its seats are ${seats.map((s) => s.seat).join(', ') || 'missing'}, not sides 0, 1, …`);
    const log: LoggedEntry[] = [];
    let hash: string | null = null;
    const commands = this.db.prepare('SELECT seq, side, command, events, state_hash FROM commands WHERE room_id = ? ORDER BY seq').all(roomId) as { seq: number; side: number; command: string; events: string; state_hash: string }[];
    for (const c of commands) {
      if (c.seq !== log.length + 1) throw bad(`command ${log.length + 1} is missing (the next stored is ${c.seq})`);
      const entry = LoggedEntry.safeParse({ side: c.side, command: parseJson(c.command, () => bad(`command ${c.seq}'s command is not JSON`)), events: parseJson(c.events, () => bad(`command ${c.seq}'s events are not JSON`)) });
      if (!entry.success) throw bad(`command ${c.seq} is malformed (${entry.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')})`);
      log.push(entry.data);
      hash = c.state_hash;
    }
    const metadata = parseJson(row.metadata, () => bad('its metadata is not JSON'));
    return {
      roomId,
      kind: row.kind,
      createdAt: row.created_at,
      mapId: row.map_id,
      setup: parseJson(row.setup, () => bad('its set-up is not JSON')),
      seed,
      metadata: metadata && typeof metadata === 'object' ? (metadata as Record<string, unknown>) : {},
      sides: sides.map((s) => s.name),
      gamemaster: row.gamemaster === 1,
      keys: sides.map((s) => s.seat_key),
      gamemasterKey: seats.find((s) => s.seat === GAMEMASTER_SEAT)?.seat_key ?? null,
      creatorKey: seats.find((s) => s.seat === CREATOR_ROW)?.seat_key ?? null,
      log,
      hash,
      finished: row.finished_at !== null,
    };
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }

  /** All or nothing: a game without its seats, or a last command without its ending, is never written. */
  private transaction(write: () => void): void {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      write();
      this.db.exec('COMMIT');
    } catch (e) {
      this.db.exec('ROLLBACK');
      throw e;
    }
  }
}

function parseJson(text: string, error: () => Error): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw error();
  }
}
