import { Client, type Room } from '@colyseus/sdk';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LobbyList } from '../client/lobby/lobbyList.ts';
import { Listing } from '../shared/protocol/messages.ts';
import { startGameServer, type GameServer } from '../server/app.ts';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import { openDataFolder } from '../server/store/dataFolder.ts';
import { memoryStore, openStoreFile } from '../server/store/sqliteStore.ts';
import { play, rejoin, root, seated, type Player } from './storeSupport.ts';
import { freePort, waitFor } from './support.ts';

// The lobby and the way into a battle: the live list (Colyseus' LobbyRoom over each battle's
// metadata), private battles, display names, picking a seat, and the creator's Start.

const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A player as the browser is, remembering every rejection it was sent. */
function withRejections(p: Player): Player & { rejected: string[] } {
  const q = p as Player & { rejected: string[] };
  q.rejected = [];
  p.session.on('rejected', (m) => q.rejected.push(m.code));
  return q;
}

describe('the lobby and joining', () => {
  let server: GameServer;
  let url: string;
  let lobbyRoom: Room;
  let lobby: LobbyList;
  const rooms: Room[] = [];

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = await startGameServer({ port, maps, seed: () => 11 });
    lobbyRoom = await new Client(url).joinOrCreate('lobby');
    lobby = new LobbyList(lobbyRoom);
  });

  afterAll(async () => {
    // Some are left already; leaving one twice would wait for an answer that never comes.
    for (const r of [lobbyRoom, ...rooms]) await Promise.race([r?.leave(true).catch(() => undefined), new Promise((ok) => setTimeout(ok, 300))]);
    await server?.close();
  });

  const listingOf = (roomId: string) => lobby.battles.get(roomId)?.listing;

  it('lists a battle as it is created, as its seats fill (with names), when it starts and when it ends', async () => {
    const a = withRejections(seated(await new Client(url).create('battle', { map: 'skirmish', deployment: 'auto', name: 'Alice' })));
    rooms.push(a.session.room);
    const id = a.session.room.roomId;
    await waitFor('the new battle in the lobby', () => listingOf(id)?.seats[0].player === 'Alice');
    expect(listingOf(id)).toMatchObject({ map: 'skirmish', scenario: 'skirmish', status: 'waiting', gamemaster: false });
    expect(Listing.safeParse(listingOf(id)).success).toBe(true);
    expect(listingOf(id)!.seats.map((s) => [s.taken, s.connected, s.player])).toEqual([
      [true, true, 'Alice'],
      [false, false, null],
    ]);
    const b = seated(await new Client(url).joinById(id, { name: 'Bob' }));
    rooms.push(b.session.room);
    await waitFor('the second seat listed', () => listingOf(id)?.seats[1].player === 'Bob');
    await waitFor('both keys', () => !!(a.key && b.key));
    expect(JSON.stringify(lobby.battles.get(id))).not.toContain(a.key);
    expect(JSON.stringify(lobby.battles.get(id))).not.toContain(b.key);
    a.session.room.send('start');
    await waitFor('playing', () => listingOf(id)?.status === 'playing');
    await b.session.room.leave(true);
    await waitFor('Bob shown disconnected', () => listingOf(id)?.seats[1].connected === false);
    const b2 = (await rejoin(url, id, [b]))[0];
    rooms.push(b2.session.room);
    await waitFor('Bob back', () => listingOf(id)?.seats[1].connected === true);
    await play([a, b2], 2000);
    await waitFor('finished', () => listingOf(id)?.status === 'finished');
    for (const p of [a, b2]) await p.session.room.leave(true);
    await waitFor('gone from the lobby once closed', () => !lobby.battles.has(id));
  }, 120_000);

  it('never lists a private battle, which is joined by its id', async () => {
    const seen: string[] = [];
    lobbyRoom.onMessage('+', ([roomId]: [string]) => seen.push(roomId));
    const a = seated(await new Client(url).create('battle', { map: 'skirmish', private: true, name: 'Carol' }));
    const pub = seated(await new Client(url).create('battle', { map: 'valley', name: 'Dave' }));
    rooms.push(a.session.room, pub.session.room);
    await waitFor('the public one listed', () => lobby.battles.has(pub.session.room.roomId));
    const b = seated(await new Client(url).joinById(a.session.room.roomId, { name: 'Erin' }));
    rooms.push(b.session.room);
    await waitFor('Erin seated', () => b.side === 1 && a.session.current()?.seats[1].player === 'Erin');
    const fresh = new LobbyList(await new Client(url).joinOrCreate('lobby'));
    await waitFor('a new lobby client gets the list', () => fresh.battles.has(pub.session.room.roomId));
    for (const l of [lobby, fresh]) expect(l.battles.has(a.session.room.roomId)).toBe(false);
    expect(seen).not.toContain(a.session.room.roomId);
  });

  it('refuses a bad display name at create and at join, with a clear message', async () => {
    await expect(new Client(url).create('battle', { map: 'skirmish', name: '<b>x</b>' })).rejects.toThrow(/name may hold letters/);
    const a = seated(await new Client(url).create('battle', { map: 'skirmish', name: 'Frank' }));
    rooms.push(a.session.room);
    await expect(new Client(url).joinById(a.session.room.roomId, { name: 'x'.repeat(25) })).rejects.toThrow(/at most 24/);
    await expect(new Client(url).joinById(a.session.room.roomId, { name: '   ' })).rejects.toThrow(/at least one/);
  });

  it('lets a player pick a free seat, refuses a taken one, and the creator pick theirs', async () => {
    const a = seated(await new Client(url).create('battle', { map: 'skirmish', name: 'Gina', side: 1 }));
    rooms.push(a.session.room);
    await waitFor('welcome', () => a.side === 1);
    const id = a.session.room.roomId;
    await expect(new Client(url).joinById(id, { side: 1, name: 'Hal' })).rejects.toThrow(/taken/);
    await expect(new Client(url).joinById(id, { side: 4 })).rejects.toThrow(/no side 4/);
    const b = seated(await new Client(url).joinById(id, { side: 0, name: 'Hal' }));
    rooms.push(b.session.room);
    await waitFor('Hal in side 0', () => b.side === 0);
    await waitFor('both names in every view', () => [a, b].every((p) => p.session.current()?.seats.map((s) => s.player).join() === 'Hal,Gina'));
  });

  it('takes teams from the create options (listed per seat) and refuses teams that do not fit', async () => {
    await expect(new Client(url).create('battle', { map: 'skirmish', teams: [0, 0] })).rejects.toThrow(/at least two sides against/);
    await expect(new Client(url).create('battle', { map: 'skirmish', teams: [0, 1, 2] })).rejects.toThrow(/Teams name 3 sides/);
    await expect(new Client(url).create('battle', { map: 'skirmish', scenario: 'valley-clash' })).rejects.toThrow(/played on map "valley"/);
    const a = seated(await new Client(url).create('battle', { map: 'skirmish', teams: [4, 2] }));
    rooms.push(a.session.room);
    await waitFor('listed with its teams', () => listingOf(a.session.room.roomId)?.seats.map((s) => s.team).join() === '4,2');
  });

  it('a creator in the gamemaster seat starts the battle', async () => {
    const gm = withRejections(seated(await new Client(url).create('battle', { map: 'skirmish', gamemaster: true, role: 'gamemaster', name: 'Grace' })));
    rooms.push(gm.session.room);
    const id = gm.session.room.roomId;
    await waitFor('listed with a gamemaster', () => listingOf(id)?.gamemaster === true && listingOf(id)?.seats.every((s) => !s.taken) === true);
    const [p0, p1] = [seated(await new Client(url).joinById(id)), seated(await new Client(url).joinById(id))];
    rooms.push(p0.session.room, p1.session.room);
    await waitFor('both seated', () => gm.session.current()?.seats.every((s) => s.taken) === true);
    p0.session.room.send('start');
    gm.session.room.send('start');
    await waitFor('started by the gamemaster', () => [gm, p0, p1].every((p) => p.session.current()?.started));
    expect(gm.rejected).toEqual([]);
  });

  it('only the creator starts, only once every seat is taken; commands wait for it', async () => {
    const a = withRejections(seated(await new Client(url).create('battle', { map: 'skirmish', name: 'Ivy' })));
    rooms.push(a.session.room);
    await waitFor('welcome', () => a.side === 0);
    a.session.room.send('start');
    await waitFor('not-filled', () => a.rejected.includes('not-filled'));
    const b = withRejections(seated(await new Client(url).joinById(a.session.room.roomId, { name: 'Jo' })));
    rooms.push(b.session.room);
    await waitFor('both seated', () => a.session.current()!.seats.every((s) => s.taken));
    b.session.room.send('start');
    await waitFor('not-creator', () => b.rejected.includes('not-creator'));
    b.session.send({ type: 'deployAll' });
    await waitFor('waiting', () => b.rejected.includes('waiting'));
    expect(a.session.current()!.started).toBe(false);
    expect(a.session.current()!.game.seq).toBe(0);
    a.session.room.send('start');
    await waitFor('started', () => [a, b].every((p) => p.session.current()!.started));
    a.session.room.send('start');
    await waitFor('already-started', () => a.rejected.includes('already-started'));
    b.session.send({ type: 'deployAll' });
    await waitFor('the command made', () => a.session.current()!.game.seq === 1);
  });
});

describe('names, the creator and the start across a restart', () => {
  it('a restored battle shows the names again, its creator can still start it, and a started one stays started', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sw-lobby-'));
    dirs.push(folder);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let data = openDataFolder(folder);
    let server = await startGameServer({ port, maps, store: data.store });
    const a = seated(await new Client(url).create('battle', { map: 'skirmish', name: 'Kim' }));
    const b = seated(await new Client(url).joinById(a.session.room.roomId, { name: 'Lee' }));
    await waitFor('both seated', () => !!(a.key && b.key) && a.session.current()!.seats.every((s) => s.taken));
    const c = seated(await new Client(url).create('battle', { map: 'valley', name: 'Max' }));
    const d = seated(await new Client(url).joinById(c.session.room.roomId, { name: 'Ned' }));
    await waitFor('both seated', () => !!(c.key && d.key) && c.session.current()!.seats.every((s) => s.taken));
    c.session.room.send('start');
    await waitFor('started', () => !!c.session.current()?.started);
    const ids = [a, c].map((p) => p.session.room.roomId);
    for (const p of [a, b, c, d]) await p.session.room.leave(true);
    await server.close();
    data.close();

    data = openDataFolder(folder);
    server = await startGameServer({ port, maps, store: data.store });
    try {
      expect(server.restored.restored.map((r) => r.roomId).sort()).toEqual([...ids].sort());
      const lobby = new LobbyList(await new Client(url).joinOrCreate('lobby'));
      await waitFor('both listed', () => ids.every((id) => lobby.battles.has(id)));
      expect(lobby.battles.get(ids[0])!.listing.seats.map((s) => s.player)).toEqual(['Kim', 'Lee']);
      expect(lobby.battles.get(ids[0])!.listing.status).toBe('waiting');
      expect(lobby.battles.get(ids[1])!.listing.status).toBe('playing');
      const [a2, b2] = await rejoin(url, ids[0], [a, b]);
      expect(a2.session.current()!.seats.map((s) => s.player)).toEqual(['Kim', 'Lee']);
      expect(a2.session.current()!.started).toBe(false);
      const rejected: string[] = [];
      b2.session.on('rejected', (m) => rejected.push(m.code));
      b2.session.room.send('start');
      await waitFor('not-creator after the restart', () => rejected.includes('not-creator'));
      a2.session.room.send('start');
      await waitFor('the creator starts it', () => !!b2.session.current()?.started);
      const [c2] = await rejoin(url, ids[1], [c, d]);
      expect(c2.session.current()!.started).toBe(true);
      expect(c2.session.current()!.seats.map((s) => s.player)).toEqual(['Max', 'Ned']);
    } finally {
      await server.close();
      data.close();
    }
  }, 60_000);

  it('a start the store cannot write is refused with not-saved and the battle stays waiting; pressed again, it starts', async () => {
    const store = memoryStore();
    const real = store.start.bind(store);
    let failing = true;
    store.start = (roomId: string) => {
      if (failing) throw new Error('disk full (on purpose)');
      real(roomId);
    };
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = await startGameServer({ port, maps, store });
    try {
      const a = withRejections(seated(await new Client(url).create('battle', { map: 'skirmish' })));
      const b = seated(await new Client(url).joinById(a.session.room.roomId));
      await waitFor('both seated', () => a.session.current()?.seats.every((s) => s.taken) === true);
      a.session.room.send('start');
      await waitFor('not-saved', () => a.rejected.includes('not-saved'));
      expect(a.session.current()!.started).toBe(false);
      expect(store.load(a.session.room.roomId)!.started).toBe(false);
      failing = false;
      a.session.room.send('start');
      await waitFor('started', () => [a, b].every((p) => p.session.current()?.started));
      expect(store.load(a.session.room.roomId)!.started).toBe(true);
      for (const p of [a, b]) await p.session.room.leave(true);
    } finally {
      await server.close();
      store.close();
    }
  });

  it('a store of the first format is brought up to date on open: its games count as started, without names', () => {
    const folder = mkdtempSync(join(tmpdir(), 'sw-migrate-'));
    dirs.push(folder);
    const file = join(folder, 'games.sqlite');
    const store = openStoreFile(file);
    store.create({ roomId: 'old', kind: 'battle', createdAt: 1, mapId: 'skirmish', setup: {}, seed: '0'.repeat(64), metadata: {}, sides: ['A', 'B'], gamemaster: false });
    store.takeSeat('old', { side: 0 }, 'k0', { player: 'Zed', creator: true });
    store.close();
    // Back to the first format, as a server of the previous version left it.
    const db = new DatabaseSync(file);
    db.exec(`ALTER TABLE seats DROP COLUMN player; ALTER TABLE games DROP COLUMN creator; ALTER TABLE games DROP COLUMN started_at; UPDATE meta SET value = 'shadow-wars-store/1' WHERE key = 'format';`);
    db.close();
    const migrated = openStoreFile(file);
    try {
      expect(migrated.load('old')).toMatchObject({ keys: ['k0', null], players: [null, null], creator: null, started: true });
      migrated.takeSeat('old', { side: 1 }, 'k1', { player: 'Amy' });
      expect(migrated.load('old')!.players).toEqual([null, 'Amy']);
    } finally {
      migrated.close();
    }
  });
});
