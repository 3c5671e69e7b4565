import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { openStoreFile, type SqliteStore } from './sqliteStore.ts';
import { StoreError } from './store.ts';

// The data folder: where `npm start` keeps its games. `SHADOW_WARS_DATA` moves it; by default it is
// `data/` in the checkout. It is made on demand, so a fresh clone needs nothing set up.

export const DATA_ENV = 'SHADOW_WARS_DATA';
export const STORE_FILE = 'games.sqlite';
const LOCK_FILE = 'server.lock';

export function dataFolder(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const chosen = env[DATA_ENV];
  return chosen ? resolve(chosen) : join(root, 'data');
}

export interface OpenedData {
  folder: string;
  store: SqliteStore;
  /** Closes the store, then lets another server have the folder. */
  close(): void;
}

/**
 * The folder's store, held by this process alone: two servers appending to the same games would
 * refuse each other's commands. The hold is an exclusive SQLite lock on a small file beside the
 * store; the OS drops it when the process ends in any way (kill -9 included), so it never goes stale.
 */
export function openDataFolder(folder: string): OpenedData {
  try {
    mkdirSync(folder, { recursive: true });
  } catch (e) {
    throw new StoreError(`The data folder ${folder} cannot be made: ${(e as Error).message} (set ${DATA_ENV} to a folder this user can write)`);
  }
  const lockPath = join(folder, LOCK_FILE);
  const lock = new DatabaseSync(lockPath);
  try {
    lock.exec('PRAGMA journal_mode = OFF; PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE;');
  } catch (e) {
    lock.close();
    // SQLITE_BUSY (5): another process holds it. Anything else is the lock file itself being wrong.
    if ((e as { errcode?: number }).errcode === 5) throw new StoreError(`The data folder ${folder} is in use by another server (${lockPath} is locked). Stop that one, or give this one its own folder with ${DATA_ENV}.`);
    throw new StoreError(`The lock file ${lockPath} cannot be used: ${(e as Error).message} (it holds nothing; delete it and start again)`);
  }
  let store: SqliteStore;
  try {
    store = openStoreFile(join(folder, STORE_FILE));
  } catch (e) {
    lock.close();
    throw e;
  }
  return {
    folder,
    store,
    close: () => {
      store.close();
      if (lock.isOpen) lock.close();
    },
  };
}
