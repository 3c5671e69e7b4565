import { matchMaker } from '@colyseus/core';
import { Client } from '@colyseus/sdk';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startGameServer, type GameServer } from '../server/app.ts';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import type { GameRoom } from '../server/rooms/GameRoom.ts';
import { openDataFolder } from '../server/store/dataFolder.ts';
import { memoryStore, type SqliteStore } from '../server/store/sqliteStore.ts';
import { freePort, waitFor } from './support.ts';
import { newBattle, play, rejoin, root, seated, type Player } from './storeSupport.ts';

// The room and its store in one process: the room's own state hash across a stop and a start on the
// same store; a command or a seat the store cannot write is refused, never half made; an unfinished
// battle stays open with nobody in it, a finished one closes.

const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A store whose writes can be made to fail, as a full disk would. */
function flaky(store: SqliteStore): SqliteStore & { failing: boolean } {
  const s = store as SqliteStore & { failing: boolean };
  s.failing = false;
  for (const method of ['append', 'takeSeat'] as const) {
    const real = s[method].bind(s) as (...args: unknown[]) => void;
    (s as unknown as Record<string, (...args: unknown[]) => void>)[method] = (...args) => {
      if (s.failing) throw new Error('disk full (on purpose)');
      real(...args);
    };
  }
  return s;
}

const roomHash = (roomId: string) => (matchMaker.getLocalRoomById(roomId) as GameRoom).stateHash();

describe('a room with its store', () => {
  it("keeps the room's own state hash across a stop and a start on the same data folder", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sw-room-'));
    dirs.push(folder);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let data = openDataFolder(folder);
    let server = await startGameServer({ port, maps, store: data.store });
    const players = await newBattle(url);
    const roomId = players[0].session.room.roomId;
    await play(players, 33);
    const before = roomHash(roomId);
    for (const p of players) await p.session.room.leave(true);
    await server.close();
    data.close();

    data = openDataFolder(folder);
    server = await startGameServer({ port, maps, store: data.store });
    try {
      expect(server.restored).toEqual({ restored: [{ roomId, commands: 33, hash: before }], problems: [] });
      expect(roomHash(roomId)).toBe(before);
      const back = await rejoin(url, roomId, players);
      await play(back, 2);
      for (const p of back) await p.session.room.leave(true);
    } finally {
      await server.close();
      data.close();
    }
  });

  describe('when the store cannot write', () => {
    const store = flaky(memoryStore());
    let server: GameServer;
    let url: string;
    let players: Player[];

    afterAll(async () => {
      for (const p of players ?? []) await p.session.room.leave(true).catch(() => undefined);
      await server?.close();
      store.close();
    });

    it('refuses the command with not-saved and changes nothing; sent again once the store works, it is made', async () => {
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      server = await startGameServer({ port, maps, store });
      players = await newBattle(url);
      const roomId = players[0].session.room.roomId;
      await play(players, 3);
      const rejected: string[] = [];
      for (const p of players) p.session.on('rejected', (m) => rejected.push(m.code));
      const view = players[0].session.current()!;
      const actor = players.find((p) => p.side === view.game.active)!;
      store.failing = true;
      actor.session.send({ type: 'deployAll' });
      await waitFor('the refusal', () => rejected.length > 0);
      expect(rejected).toEqual(['not-saved']);
      expect(players[0].session.current()).toEqual(view);
      expect(store.load(roomId)!.log.length).toBe(3);
      store.failing = false;
      actor.session.send({ type: 'deployAll' });
      await waitFor('the command', () => players[0].session.current()!.game.seq === 4);
      expect(store.load(roomId)!.log.length).toBe(4);
    });

    it('refuses a seat whose key it cannot store, and the seat stays free for the next player', async () => {
      store.failing = true;
      await expect(new Client(url).create('battle', { map: 'skirmish' })).rejects.toThrow(/could not save your seat/);
      store.failing = false;
      const roomId = store.unfinished().at(-1)!;
      const game = store.load(roomId)!;
      expect(game.keys).toEqual([null, null]);
      const [a, b] = await newBattleIn(url, roomId);
      expect([a.side, b.side]).toEqual([0, 1]);
      expect(store.load(roomId)!.keys).toEqual([a.key, b.key]);
      players.push(a, b);
    });
  });

  it('keeps an unfinished battle open with nobody in it; a finished one closes when its players leave', async () => {
    const store = memoryStore();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = await startGameServer({ port, maps, store });
    try {
      const players = await newBattle(url);
      const roomId = players[0].session.room.roomId;
      for (const p of players) await p.session.room.leave(true);
      await new Promise((r) => setTimeout(r, 1500));
      const back = await rejoin(url, roomId, players);
      await play(back, 1000);
      expect(back[0].session.current()!.game.phase).toBe('over');
      expect(store.load(roomId)!.finished).toBe(true);
      for (const p of back) await p.session.room.leave(true);
      await waitFor('the finished room to close', () => !matchMaker.getLocalRoomById(roomId), 5000);
      // Closed, but kept: its record is still in the store.
      expect(store.load(roomId)!.log.length).toBe(back[0].session.current()!.game.seq);
    } finally {
      await server.close();
      store.close();
    }
  });
});

/** Two players joining an existing room without keys: the first free seats, in order. */
async function newBattleIn(url: string, roomId: string): Promise<Player[]> {
  const a = seated(await new Client(url).joinById(roomId));
  const b = seated(await new Client(url).joinById(roomId));
  await waitFor('both seated', () => !!(a.key && b.key));
  return [a, b];
}
