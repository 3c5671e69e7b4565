import { copyFileSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { playOut } from '../shared/ai/playOut.ts';
import { battleModule } from '../shared/battle/module.ts';
import { scenarioById } from '../shared/battle/scenario.ts';
import { seedFromNumber } from '../shared/core/rng.ts';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import { openDataFolder } from '../server/store/dataFolder.ts';
import { RestoreTickets, restoreUnfinished, type Restoring } from '../server/store/restore.ts';
import { backupStore, memoryStore, openStoreFile } from '../server/store/sqliteStore.ts';
import { StoreError, type GameStore } from '../server/store/store.ts';
import { root } from './storeSupport.ts';

// The store on its own: what goes in comes out; a damaged or foreign file is refused at open with its
// path and what is wrong, and left as it was; one bad game is reported and skipped while the others
// are rebuilt; the data folder is held by one server at a time.

const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'sw-store-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A game written as a room writes it: created, both seats taken, then `commands` commands of a scripted battle. */
function writeGame(store: GameStore, roomId: string, seed: number, commands: number): void {
  const scenario = scenarioById('skirmish')!;
  const map = maps.get(scenario.map)!.battle;
  const setup = { scenario, map, deployment: 'players' as const };
  const out = playOut(scenario, map, seed);
  if ('error' in out) throw new Error(out.error);
  let state = battleModule.create(setup, seed);
  if (!state.ok) throw new Error(state.error.message);
  store.create({ roomId, kind: 'battle', createdAt: seed, mapId: scenario.map, setup, seed: seedFromNumber(seed), metadata: { name: scenario.name }, sides: battleModule.sides(state.state), gamemaster: false });
  store.takeSeat(roomId, { side: 0 }, `key-${roomId}-0`);
  store.takeSeat(roomId, { side: 1 }, `key-${roomId}-1`);
  let s = state.state;
  for (const [i, entry] of out.log.slice(0, commands).entries()) {
    const r = battleModule.apply(s, entry.side, entry.command);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    store.append(roomId, i + 1, entry, battleModule.hash(s), battleModule.over(s));
  }
}

const opener = () => {
  const opened: Restoring[] = [];
  return { opened, restorers: { battle: { module: battleModule, open: async (r: Restoring) => void opened.push(r) } } };
};

describe('the SQLite store', () => {
  it('gives back what was written: set-up, seed, seat keys, every command and the last state hash', () => {
    const store = memoryStore();
    writeGame(store, 'one', 1, 30);
    const game = store.load('one')!;
    expect(game.seed).toBe(seedFromNumber(1));
    expect(game.keys).toEqual(['key-one-0', 'key-one-1']);
    expect(game.log.length).toBe(30);
    expect(game.finished).toBe(false);
    expect(store.unfinished()).toEqual(['one']);
    expect(store.load('nothing')).toBeNull();
    // The same command number twice is refused, never a silent overwrite.
    expect(() => store.append('one', 30, game.log[0], 'x', false)).toThrow(/UNIQUE|PRIMARY KEY/);
    expect(store.load('one')!.log).toEqual(game.log);
  });

  it('marks a game finished with its last command, keeps it, and no longer lists it as unfinished', () => {
    const store = memoryStore();
    writeGame(store, 'whole', 2, 100_000);
    expect(store.unfinished()).toEqual([]);
    expect(store.load('whole')!.finished).toBe(true);
  });

  it('names the game and what is wrong when one of its rows is bad', () => {
    const dir = tempDir();
    const file = join(dir, 'games.sqlite');
    const store = openStoreFile(file);
    writeGame(store, 'gap', 3, 10);
    writeGame(store, 'json', 4, 10);
    writeGame(store, 'seed', 5, 10);
    store.close();
    const db = new DatabaseSync(file);
    db.exec("DELETE FROM commands WHERE room_id = 'gap' AND seq = 4; UPDATE commands SET events = '[{' WHERE room_id = 'json' AND seq = 2; UPDATE games SET seed = 'abc' WHERE room_id = 'seed';");
    db.close();
    const again = openStoreFile(file);
    expect(() => again.load('gap')).toThrow(new StoreError(`Game gap in ${file}: command 4 is missing (the next stored is 5)`));
    expect(() => again.load('json')).toThrow(/Game json in .*: command 2's events are not JSON/);
    expect(() => again.load('seed')).toThrow(/Game seed in .*: its seed "abc" is not 64 hex digits/);
    again.close();
  });
});

describe('a damaged store file', () => {
  /** A real store file of a few pages, closed cleanly (everything in the main file). */
  function goodFile(): string {
    const file = join(tempDir(), 'games.sqlite');
    const store = openStoreFile(file);
    for (let i = 0; i < 4; i++) writeGame(store, `g${i}`, 10 + i, 30);
    store.close();
    return file;
  }

  /** Opening fails with a StoreError naming the file, and the file's bytes are as they were. */
  function refused(file: string): string {
    const bytes = readFileSync(file);
    let message = '';
    try {
      openStoreFile(file).close();
    } catch (e) {
      expect(e).toBeInstanceOf(StoreError);
      message = (e as Error).message;
    }
    expect(message).toContain(file);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    return message;
  }

  it('is refused when it is not a database at all', () => {
    const file = join(tempDir(), 'games.sqlite');
    writeFileSync(file, 'these are not the games you are looking for\n'.repeat(200));
    expect(refused(file)).toMatch(/cannot be read: file is not a database\. Nothing in it was changed/);
  });

  it('is refused when it was cut short, and says what SQLite found', () => {
    const file = goodFile();
    const size = readFileSync(file).length;
    expect(size).toBeGreaterThan(8 * 4096);
    truncateSync(file, Math.floor(size / 2));
    expect(refused(file)).toMatch(/cannot be read: database disk image is malformed/);
  });

  it('is refused whichever page of it was overwritten, even one that only a full check reads', () => {
    const good = goodFile();
    const pages = readFileSync(good).length / 4096;
    const found = { atOpen: 0, byCheck: 0 };
    for (let page = 1; page < pages; page++) {
      const file = join(tempDir(), 'games.sqlite');
      copyFileSync(good, file);
      // The page's header (its b-tree kind, cell count and pointers): damage to structure, not data.
      const bytes = readFileSync(file);
      bytes.fill(0xab, page * 4096, page * 4096 + 64);
      writeFileSync(file, bytes);
      const message = refused(file);
      if (/ cannot be read: database disk image is malformed\. Nothing in it was changed/.test(message)) found.atOpen++;
      else if (/ is damaged \(SQLite's check found: \*\*\* in database main \*\*\* (Tree|Page) \d+.*\)\. Nothing in it was changed/.test(message)) found.byCheck++;
      else expect.fail(`page ${page}: ${message}`);
    }
    // Some pages are read at open anyway; the others only SQLite's quick_check reaches.
    expect(found.atOpen).toBeGreaterThan(0);
    expect(found.byCheck).toBeGreaterThan(0);
  });

  it('is refused when it was cut to nothing (SQLite alone would take it for a new, empty store)', () => {
    const file = goodFile();
    truncateSync(file, 0);
    expect(refused(file)).toMatch(/is empty \(0 bytes\): it was truncated/);
  });

  it('is refused when it is some other SQLite database', () => {
    const file = join(tempDir(), 'games.sqlite');
    const db = new DatabaseSync(file);
    db.exec('CREATE TABLE notes (text TEXT)');
    db.close();
    expect(refused(file)).toMatch(/is an SQLite database but not a game store of this version \(format missing/);
  });

  it('opens again once the good copy is put back', () => {
    const file = goodFile();
    const backup = `${file}.backup`;
    copyFileSync(file, backup);
    truncateSync(file, 0);
    refused(file);
    copyFileSync(backup, file);
    const store = openStoreFile(file);
    expect(store.unfinished()).toEqual(['g0', 'g1', 'g2', 'g3']);
    store.close();
  });
});

describe('restoring the unfinished games', () => {
  it('rebuilds each at the stored hash, and reports and skips one that does not replay, leaving its rows', async () => {
    const store = memoryStore();
    writeGame(store, 'first', 21, 40);
    writeGame(store, 'changed', 22, 40);
    writeGame(store, 'last', 23, 40);
    const changed = store.load('changed')!;
    const { opened, restorers } = opener();
    // A die the room stored that the seed does not roll: an edited row, or rules that changed.
    const at = changed.log.findIndex((e) => JSON.stringify(e.events).includes('"dice"'));
    expect(at).toBeGreaterThanOrEqual(0);
    const tampered = JSON.parse(JSON.stringify(changed.log[at].events).replace(/"dice":\[(\d)/, (_, d) => `"dice":[${(Number(d) % 6) + 1}`));
    const rows = store as unknown as { db: DatabaseSync };
    rows.db.prepare("UPDATE commands SET events = ? WHERE room_id = 'changed' AND seq = ?").run(JSON.stringify(tampered), at + 1);

    const report = await restoreUnfinished(store, restorers);
    expect(report.restored.map((r) => r.roomId)).toEqual(['first', 'last']);
    expect(report.restored.map((r) => r.hash)).toEqual(['first', 'last'].map((id) => store.load(id)!.hash));
    expect(opened.map((r) => battleModule.hash(r.state as never))).toEqual(report.restored.map((r) => r.hash));
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toMatch(new RegExp(`^Game changed \\(.*, 40 commands\\) cannot be rebuilt: Command ${at + 1} \\(side \\d, \\w+\\): die \\d+ of this command was \\d in the record; the seed rolls \\d\\. It is skipped: its rows stay untouched in memory, and the other games are restored\\.$`));
    expect(store.load('changed')!.log[at].events).toEqual(tampered);
  });

  it('reports a game whose rows cannot be read, and still restores the others', async () => {
    const store = memoryStore();
    writeGame(store, 'good', 31, 12);
    writeGame(store, 'holed', 32, 12);
    (store as unknown as { db: DatabaseSync }).db.exec("DELETE FROM commands WHERE room_id = 'holed' AND seq = 5");
    const { opened, restorers } = opener();
    const report = await restoreUnfinished(store, restorers);
    expect(opened.map((r) => r.game.roomId)).toEqual(['good']);
    expect(report.problems).toEqual(['Game holed in memory: command 5 is missing (the next stored is 6). It is skipped: its rows stay untouched in memory, and the other games are restored.']);
  });

  it('hands a restore to a room only with the ticket this process issued, once', () => {
    const tickets = new RestoreTickets();
    const r = { game: {} as never, state: 1 };
    const options = tickets.issue(r);
    expect(tickets.take({ restoreTicket: 'guessed' })).toBeNull();
    expect(tickets.take({ map: 'skirmish' })).toBeNull();
    expect(tickets.take(options)).toBe(r);
    expect(tickets.take(options)).toBeNull();
  });
});

describe('a backup', () => {
  it('copies every game, taken while the store is open and being written, and never overwrites a file', () => {
    const dir = tempDir();
    const live = openStoreFile(join(dir, 'games.sqlite'));
    writeGame(live, 'a', 41, 20);
    writeGame(live, 'b', 42, 10);
    const copy = join(dir, 'copy.sqlite');
    backupStore(join(dir, 'games.sqlite'), copy);
    writeGame(live, 'later', 43, 5);
    const restored = openStoreFile(copy);
    expect(restored.unfinished()).toEqual(['a', 'b']);
    expect(['a', 'b'].map((id) => restored.load(id))).toEqual(['a', 'b'].map((id) => live.load(id)));
    restored.close();
    expect(() => backupStore(join(dir, 'games.sqlite'), copy)).toThrow(/copy\.sqlite already exists; a backup never overwrites a file/);
    live.close();
  });
});

describe('the data folder', () => {
  it('is made on demand and held by one server at a time; the hold ends when it is closed', () => {
    const folder = join(tempDir(), 'deep', 'data');
    const first = openDataFolder(folder);
    expect(first.store.where).toBe(join(folder, 'games.sqlite'));
    expect(() => openDataFolder(folder)).toThrow(/is in use by another server .*server\.lock is locked.*SHADOW_WARS_DATA/);
    first.close();
    openDataFolder(folder).close();
  });
});
