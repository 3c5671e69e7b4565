import { Client } from '@colyseus/sdk';
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../client/net/session.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleView } from '../shared/battle/model.ts';
import { battleModule } from '../shared/battle/module.ts';
import { scenarioById } from '../shared/battle/scenario.ts';
import type { ServerMessage } from '../shared/protocol/messages.ts';
import { gameRoomWith } from '../server/rooms/GameRoom.ts';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import { memoryStore } from '../server/store/sqliteStore.ts';
import { freePort, waitFor } from './support.ts';

// Chat through a real room with real clients (the browser's Session): three sides where the first two
// are one team, two spectators and a gamemaster. Who hears what comes from the module's allies.

const root = join(import.meta.dirname, '..');

interface Member {
  session: Session<BattleView, Command>;
  heard: ServerMessage<'chat'>[];
  rejections: { code: string; message: string }[];
  role: string;
}

function member(room: Session<BattleView, Command>['room']): Member {
  const session = new Session<BattleView, Command>(room);
  const m: Member = { session, heard: [], rejections: [], role: '' };
  session.on('welcome', (w) => (m.role = w.you.role));
  session.on('chat', (line) => m.heard.push(line));
  session.on('rejected', (r) => m.rejections.push(r));
  return m;
}

describe('chat in a battle room', () => {
  const server = new Server({ transport: new WebSocketTransport(), greet: false, gracefullyShutdown: false });
  const store = memoryStore();
  let agency: Member, allies: Member, cult: Member, watcher: Member, watcher2: Member, gm: Member;
  let everyone: Member[];
  let url = '';

  beforeAll(async () => {
    const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));
    const m = maps.get('skirmish')!.battle;
    const s = scenarioById('skirmish')!;
    // Agency and Allies are one team; the Cult is alone.
    const scenario = { ...s, sides: [{ ...s.sides[0], team: 0 }, { ...s.sides[0], name: 'Allies', team: 0 }, { ...s.sides[1], team: 1 }] };
    const map = { ...m, deploy: [...m.deploy, ...m.deploy.filter((d) => d.side === 0).map((d) => ({ ...d, side: 2 }))] };
    server.define('battle', gameRoomWith({ module: battleModule, store, setup: () => ({ ok: true, setup: { scenario, map, deployment: 'auto' }, mapId: 'skirmish', gamemaster: true, metadata: {} }) }));
    const port = await freePort();
    await server.listen(port);
    url = `http://127.0.0.1:${port}`;
    agency = member(await new Client(url).create('battle', {}));
    const id = agency.session.room.roomId;
    allies = member(await new Client(url).joinById(id));
    cult = member(await new Client(url).joinById(id));
    watcher = member(await new Client(url).joinById(id, { role: 'spectator' }));
    watcher2 = member(await new Client(url).joinById(id, { role: 'spectator' }));
    gm = member(await new Client(url).joinById(id, { role: 'gamemaster' }));
    everyone = [agency, allies, cult, watcher, watcher2, gm];
    await waitFor('everyone in', () => everyone.every((p) => p.role && p.session.current()));
    expect(everyone.map((p) => p.role)).toEqual(['player', 'player', 'player', 'spectator', 'spectator', 'gamemaster']);
  });

  afterAll(async () => {
    for (const p of everyone ?? []) await p.session.room.leave(true).catch(() => undefined);
    await server.gracefullyShutdown(false);
    store.close();
  });

  /** Sends a line, then a marker to all from the gamemaster (which everyone hears): once every
   * client has the marker, whatever the line was going to reach has reached it. */
  let markers = 0;
  async function say(who: Member, to: unknown, text: unknown): Promise<Map<Member, ServerMessage<'chat'>[]>> {
    const before = new Map(everyone.map((p) => [p, p.heard.length]));
    const rejected = who.rejections.length;
    who.session.room.send('chat', { to, text });
    const marker = `marker ${++markers}`;
    gm.session.chat('all', marker);
    await waitFor('the marker', () => everyone.every((p) => p.heard.some((l) => l.text === marker)));
    expect(who.rejections.length).toBe(rejected);
    return new Map(everyone.map((p) => [p, p.heard.slice(before.get(p)).filter((l) => !l.text.startsWith('marker '))]));
  }

  async function refused(who: Member, message: unknown, code: string): Promise<void> {
    const heard = everyone.map((p) => p.heard.length);
    const n = who.rejections.length;
    who.session.room.send('chat', message);
    await waitFor(`rejection ${code}`, () => who.rejections.length > n);
    expect(who.rejections.at(-1)!.code).toBe(code);
    expect(who.rejections.at(-1)!.message.length).toBeGreaterThan(10);
    expect(everyone.map((p) => p.heard.length)).toEqual(heard);
  }

  it('a line to all reaches every player, spectator and the gamemaster, named by its sender', async () => {
    const got = await say(cult, 'all', 'Good luck, all');
    for (const p of everyone) expect(got.get(p)).toEqual([{ from: 'Cult', role: 'player', side: 2, to: 'all', text: 'Good luck, all' }]);
  });

  it("a side's line reaches that side and its allies (and the gamemaster), never the enemy or spectators", async () => {
    const got = await say(allies, 'side', 'Flank left');
    const line = { from: 'Allies', role: 'player', side: 1, to: 'side', text: 'Flank left' };
    for (const p of [agency, allies, gm]) expect(got.get(p)).toEqual([line]);
    for (const p of [cult, watcher, watcher2]) expect(got.get(p)).toEqual([]);
    // The Cult has no ally: its side chat is its own.
    const alone = await say(cult, 'side', 'Hold the cube');
    for (const p of [cult, gm]) expect(alone.get(p)!.map((l) => l.text)).toEqual(['Hold the cube']);
    for (const p of [agency, allies, watcher, watcher2]) expect(alone.get(p)).toEqual([]);
  });

  it("a spectator's line reaches spectators only, whichever way it is addressed", async () => {
    for (const to of ['all', 'side']) {
      const got = await say(watcher, to, 'Nice move');
      for (const p of [watcher, watcher2]) expect(got.get(p)).toEqual([{ from: 'Spectator', role: 'spectator', to: 'spectators', text: 'Nice move' }]);
      for (const p of [agency, allies, cult, gm]) expect(got.get(p)).toEqual([]);
    }
  });

  it('the gamemaster speaks to all, and has no side to speak to', async () => {
    const got = await say(gm, 'all', 'Night falls');
    for (const p of everyone) expect(got.get(p)!.map((l) => [l.from, l.role, l.to])).toEqual([['Gamemaster', 'gamemaster', 'all']]);
    await refused(gm, { to: 'side', text: 'psst' }, 'gamemaster');
  });

  it('refuses an empty, a too long and a malformed line, sending nothing', async () => {
    await refused(agency, { to: 'all', text: '' }, 'malformed');
    await refused(agency, { to: 'all', text: '   ' }, 'malformed');
    await refused(agency, { to: 'all', text: 'x'.repeat(301) }, 'malformed');
    await refused(agency, { to: 'enemy', text: 'hi' }, 'malformed');
    await refused(agency, { to: 'all', text: 5 }, 'malformed');
    await refused(agency, { to: 'all', text: 'hi', from: 'Cult' }, 'malformed');
    await refused(agency, 'hello', 'malformed');
    const longest = await say(agency, 'all', 'y'.repeat(300));
    expect(longest.get(cult)![0].text.length).toBe(300);
  });

  it("a spectator flooding the chat is closed by the room's rate limit, after at most a second's worth of lines", async () => {
    const flooder = member(await new Client(url).joinById(agency.session.room.roomId, { role: 'spectator' }));
    let left = false;
    flooder.session.on('connection', (c) => (left ||= c === 'left'));
    await waitFor('the flooder in', () => !!flooder.session.current());
    const before = watcher.heard.length;
    for (let i = 0; i < 100; i++) flooder.session.chat('all', `spam ${i}`);
    await waitFor('the flooder to be closed', () => left, 5_000);
    const spam = watcher.heard.slice(before).filter((l) => l.text.startsWith('spam'));
    expect(spam.length).toBeGreaterThan(0);
    expect(spam.length).toBeLessThanOrEqual(31);
  });

  it('markup arrives as the literal text it was', async () => {
    const text = '<script>alert(1)</script><b>bold</b> & "quotes"';
    const got = await say(agency, 'all', text);
    for (const p of everyone) expect(got.get(p)![0].text).toBe(text);
  });
});
