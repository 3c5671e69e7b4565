import { Client } from '@colyseus/sdk';
import { mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitFor } from './support.ts';
import { newBattle, play, readStored, rejoin, spawnServer, startServer, type Player, type ServerProcess } from './storeSupport.ts';

// What the server process says at start about a damaged store, and what it does with one bad game
// among good ones: a damaged file stops the start with a message naming it (and the file is left as
// it was); one game whose rows do not replay is named and skipped, and every other game comes back.

const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterAll(() => {
  for (const s of servers) s.proc.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'sw-damage-'));
  dirs.push(d);
  return d;
};
const started = async (dir: string, port: number) => {
  const s = await startServer(dir, port);
  servers.push(s);
  return s;
};
const view = (p: Player) => p.session.current()!.game;

/** Starting on this folder fails: exit code 1 and what the server printed. */
async function refusedStart(dir: string): Promise<string> {
  const s = spawnServer(dir, await freePort());
  servers.push(s);
  await waitFor('the server to stop or to start', () => s.proc.exitCode !== null || s.output().includes('is running'), 60_000);
  expect(s.output()).not.toContain('is running');
  expect(await s.exited).toBe(1);
  return s.output();
}

describe('a damaged store at start', () => {
  it('a file that is not a database: the start stops, naming the file and what is wrong, and the file is kept as it was', async () => {
    const dir = tempDir();
    const file = join(dir, 'games.sqlite');
    writeFileSync(file, 'not a database\n'.repeat(500));
    const before = readFileSync(file);
    expect(await refusedStart(dir)).toContain(`Could not start: The game store ${file} cannot be read: file is not a database. Nothing in it was changed.`);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('a store cut short after a real run: the start stops with the file named, the file untouched', async () => {
    const dir = tempDir();
    const file = join(dir, 'games.sqlite');
    const port = await freePort();
    const server = await started(dir, port);
    for (let i = 0; i < 3; i++) await play(await newBattle(`http://127.0.0.1:${port}`), 10);
    server.proc.kill('SIGTERM');
    await server.exited;
    truncateSync(file, Math.floor(statSync(file).size / 2));
    const before = readFileSync(file);
    expect(await refusedStart(dir)).toMatch(new RegExp(`Could not start: The game store ${file} (cannot be read: database disk image is malformed|is damaged \\(SQLite's check found: .*\\))\\. Nothing in it was changed`));
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});

describe('one bad game among good ones', () => {
  it('is named and skipped at start with its rows kept, and the other games come back for their players', async () => {
    const dir = tempDir();
    const file = join(dir, 'games.sqlite');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let server = await started(dir, port);
    const games: Player[][] = [];
    for (let i = 0; i < 3; i++) {
      games.push(await newBattle(url));
      await play(games[i], 32 + i);
    }
    // The seed comes from the OS, so how soon the first die is rolled varies: the game to be damaged
    // plays on, a command at a time, until one has been.
    const rolled = () => [...games[1][0].session.seen.values()].some((events) => JSON.stringify(events).includes('"dice":['));
    while (!rolled() && (await play(games[1], 1)) === 1);
    const ids = games.map((g) => g[0].session.room.roomId);
    const views = games.map((g) => g.map(view));
    server.proc.kill('SIGKILL');
    await server.exited;

    // The middle game's first rolled die is changed on disk: its log no longer replays from its seed.
    const bad = ids[1];
    const stored = readStored(file, bad);
    const at = stored.log.findIndex((e) => JSON.stringify(e.events).includes('"dice":['));
    expect(at).toBeGreaterThanOrEqual(0);
    const events = JSON.stringify(stored.log[at].events).replace(/"dice":\[(\d)/, (_, d) => `"dice":[${(Number(d) % 6) + 1}`);
    const db = new DatabaseSync(file);
    db.prepare('UPDATE commands SET events = ? WHERE room_id = ? AND seq = ?').run(events, bad, at + 1);
    db.close();
    const tampered = readStored(file, bad);

    server = await started(dir, port);
    const out = server.output();
    expect(out).toContain('2 unfinished games restored, 1 not');
    for (const i of [0, 2]) expect(out).toContain(`restored ${ids[i]}: ${views[i][0].seq} commands`);
    expect(out).toMatch(new RegExp(`NOT restored: Game ${bad} \\(.+, ${tampered.log.length} commands\\) cannot be rebuilt: Command ${at + 1} \\(side \\d, \\w+\\): die \\d+ of this command was \\d in the record; the seed rolls \\d\\. It is skipped: its rows stay untouched in ${file}, and the other games are restored\\.`));

    for (const i of [0, 2]) {
      const back = await rejoin(url, ids[i], games[i]);
      expect(back.map(view)).toEqual(views[i]);
      expect(await play(back, 3)).toBe(3);
    }
    await expect(new Client(url).joinById(bad, { seatKey: games[1][0].key })).rejects.toThrow(/not found/);
    expect(readStored(file, bad)).toEqual(tampered);
  }, 120_000);
});
