import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { battleModule } from '../shared/battle/module.ts';
import type { GameRecord } from '../shared/core/record.ts';
import { checkSeen, replayLog, verifyRecord } from '../shared/core/verify.ts';
import { openStoreFile } from '../server/store/sqliteStore.ts';
import { recordOf } from '../server/store/store.ts';
import { freePort, waitFor } from './support.ts';
import { newBattle, play, readStored, rejoin, startServer, type Player, type ServerProcess } from './storeSupport.ts';

// The server as its own process on a data folder, killed with SIGKILL in the middle of a battle and
// started again: the battle is back under the same id, at the very state it had (the hash the room
// stored after its last command, which no client is ever sent), both players take their seats back
// with their keys, see what they saw before, and play on to the end; the finished battle stays stored.

const dir = mkdtempSync(join(tmpdir(), 'sw-restart-'));
const file = join(dir, 'games.sqlite');
let server: ServerProcess | undefined;

afterAll(() => {
  server?.proc.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** What a player's document says of the game, without the parts that change with a reconnection. */
const seen = (p: Player) => {
  const { game, seats, waiting } = p.session.current()!;
  return { game, waiting, seats: seats.map((s) => ({ side: s.side, name: s.name, taken: s.taken })) };
};
const batches = (p: Player) => [...p.session.seen].map(([seq, events]) => ({ seq, events }));

describe('a battle survives kill -9 of its server', () => {
  it('comes back with the same id and state hash, the players rejoin with their seat keys, and it plays on to the end', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    server = await startServer(dir, port);
    expect(server.output()).toContain(`Games are kept in ${file}; 0 unfinished games restored`);

    const before = await newBattle(url);
    const roomId = before[0].session.room.roomId;
    expect(await play(before, 40)).toBe(40);
    const seq = before[0].session.current()!.game.seq;
    const views = before.map(seen);
    const commitment = before[0].session.current()!.game.seedCommitment;

    server.proc.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');

    // Everything the players were shown is on disk: every command, with the events they were sent.
    const stored = readStored(file, roomId);
    expect(stored.log.length).toBe(seq);
    expect(stored.seats).toEqual(before.map((p) => p.key));
    for (const p of before) expect(checkSeen({ log: stored.log, seedCommitment: commitment } as GameRecord, commitment, batches(p))).toBeNull();
    // The stored hash is the room's own, from its state after the last command; a replay of the
    // stored log from the seed (done here, outside the server) reaches it too.
    const hashBeforeKill = stored.hash!;
    expect(hashBeforeKill).toMatch(/^[0-9a-f]{14}$/);

    server = await startServer(dir, port);
    expect(server.output()).toContain('1 unfinished game restored');
    expect(server.output()).toContain(`restored ${roomId}: ${seq} commands, state ${hashBeforeKill}`);

    const after = await rejoin(url, roomId, before);
    expect(after.map((p) => p.session.room.roomId)).toEqual([roomId, roomId]);
    expect(after.map((p) => [p.side, p.key])).toEqual(before.map((p) => [p.side, p.key]));
    expect(after.map(seen)).toEqual(views);
    // The welcome's history gives back the combat log: the same batches each player was sent.
    for (const [i, p] of after.entries()) expect(batches(p)).toEqual(batches(before[i]));

    const played = await play(after, 5000);
    expect(played).toBeGreaterThan(0);
    const end = after[0].session.current()!.game;
    expect(end.phase).toBe('over');
    const records: GameRecord[] = [];
    after[1].session.on('record', (m) => records.push(m as GameRecord));
    after[1].session.askRecord();
    await waitFor('the record', () => records.length === 1);
    const record = records[0];
    expect(verifyRecord(battleModule, record)).toMatchObject({ ok: true });
    // One battle from its first command to its last, across the kill.
    for (const p of [...before, ...after]) expect(checkSeen(record, commitment, batches(p))).toBeNull();
    const replayed = replayLog(battleModule, record.setup, record.seed, record.log.slice(0, seq));
    expect(replayed.ok && battleModule.hash(replayed.state)).toBe(hashBeforeKill);

    server.proc.kill('SIGTERM');
    await server.exited;
    server = undefined;
    // Finished, it stays in the store, and its record can be made from the store alone.
    const store = openStoreFile(file);
    try {
      expect(store.unfinished()).toEqual([]);
      const game = store.load(roomId)!;
      expect(game.finished).toBe(true);
      expect(recordOf(game)).toEqual(record);
    } finally {
      store.close();
    }
  }, 240_000);
});
