import { matchMaker } from '@colyseus/core';
import { Client, type Room } from '@colyseus/sdk';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../client/net/session.ts';
import { startGameServer, type GameServer } from '../server/app.ts';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import { nodeTimers } from '../server/rooms/clock.ts';
import type { GameRoom } from '../server/rooms/GameRoom.ts';
import { openDataFolder } from '../server/store/dataFolder.ts';
import { memoryStore } from '../server/store/sqliteStore.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleEvent } from '../shared/battle/events.ts';
import { battleModule, type BattleSetup } from '../shared/battle/module.ts';
import type { BattleState } from '../shared/battle/model.ts';
import { levelById } from '../shared/ai/levels.ts';
import { aiRng } from '../shared/ai/aiRng.ts';
import { choiceSeed, scriptSecretOf } from '../server/ai/scriptSecret.ts';
import type { TableAct } from '../shared/core/table.ts';
import type { BattleView } from '../shared/battle/model.ts';
import type { GamemasterAct } from '../shared/core/table.ts';
import type { GameRecord } from '../shared/core/record.ts';
import { verifyRecord } from '../shared/core/verify.ts';
import { freePort, waitFor } from './support.ts';

// The table in a room with real clients: the gamemaster's acts (pause, narration, ruling, hand-over),
// who may make them, phase time limits that take their default as a logged `timeout`, scripted seats
// that play by themselves, a seat handed over and taken back, and all of it back after a restart.

const root = join(import.meta.dirname, '..');
const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));
/** One second of the time limits lasts 20 ms here; the scripted opponent does not wait. */
const fast = { secondMs: 20, scriptDelayMs: 0, timers: nodeTimers };

interface Seat {
  room: Room;
  session: Session<BattleView, Command>;
  side: number;
  role: string;
  key: string | null;
  creator: boolean;
  events: BattleEvent[];
  rejections: string[];
  record: GameRecord | null;
  view(): BattleView;
}

function seat(room: Room): Seat {
  const session = new Session<BattleView, Command>(room);
  const p: Seat = { room, session, side: -1, role: '', key: null, creator: false, events: [], rejections: [], record: null, view: () => session.current()!.game };
  session.on('welcome', (m) => {
    p.role = m.you.role;
    p.side = m.you.role === 'player' ? m.you.side : -1;
    p.key = m.seatKey;
    p.creator = m.creator === true;
    for (const b of m.history) p.events.push(...(b.events as unknown as BattleEvent[]));
  });
  session.on('events', (m) => p.events.push(...(m.events as unknown as BattleEvent[])));
  session.on('rejected', (m) => p.rejections.push(m.code));
  session.on('record', (m) => (p.record = m));
  return p;
}

async function refused(p: Seat, send: () => void, code: string): Promise<void> {
  const n = p.rejections.length;
  send();
  await waitFor(`refusal ${code}`, () => p.rejections.length > n);
  expect(p.rejections.at(-1)).toBe(code);
}

const act = (p: Seat, a: GamemasterAct | Record<string, unknown>) => p.room.send('table', a);
const roomOf = (id: string) => matchMaker.getLocalRoomById(id) as GameRoom;
const leaveAll = async (ps: Seat[]) => {
  for (const p of ps) await p.room.leave(true).catch(() => undefined);
};

describe('the table in a room', () => {
  const store = memoryStore();
  let server: GameServer;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = await startGameServer({ port, maps, store, seed: () => 11, reconnectSeconds: 1, room: fast });
  });
  afterAll(async () => {
    await server?.close();
    store.close();
  });

  async function gmBattle(options: Record<string, unknown> = {}): Promise<[Seat, Seat, Seat]> {
    const a = seat(await new Client(url).create('battle', { map: 'skirmish', deployment: 'auto', gamemaster: true, ...options }));
    const b = seat(await new Client(url).joinById(a.room.roomId));
    const gm = seat(await new Client(url).joinById(a.room.roomId, { role: 'gamemaster' }));
    await waitFor('everyone seated', () => [a, b, gm].every((p) => p.session.current()?.seats.every((s) => s.taken)));
    a.room.send('start');
    await waitFor('the start', () => [a, b, gm].every((p) => p.session.current()?.started));
    return [a, b, gm];
  }

  it('the gamemaster pauses (every command refused with `paused`, no clock) and resumes; others may not', async () => {
    const [a, b, gm] = await gmBattle();
    const mover = [a, b].find((p) => p.side === a.view().active)!;
    await refused(a, () => act(a, { type: 'pause' }), 'not-gamemaster');
    await refused(b, () => act(b, { type: 'narrate', text: 'hi' }), 'not-gamemaster');
    await refused(gm, () => act(gm, { type: 'pause', now: true }), 'malformed');
    await refused(gm, () => act(gm, { type: 'timeout' }), 'malformed');
    act(gm, { type: 'pause' });
    await waitFor('paused everywhere', () => [a, b, gm].every((p) => p.session.current()!.paused && p.view().paused === true));
    expect(a.session.current()!.deadline).toBe(0);
    await refused(mover, () => mover.session.send({ type: 'endPhase' }), 'paused');
    await refused(gm, () => act(gm, { type: 'pause' }), 'paused');
    act(gm, { type: 'resume' });
    await waitFor('running', () => !a.session.current()!.paused);
    const seq = a.view().seq;
    mover.session.send({ type: 'endPhase' });
    await waitFor('the command made', () => a.view().seq === seq + 1);
    expect(a.events.filter((e) => e.type === 'paused' || e.type === 'resumed').map((e) => e.type)).toEqual(['paused', 'resumed']);
    await leaveAll([a, b, gm]);
  });

  it("narration reaches everyone's events and the stored log; a ruling ends the battle and its record verifies", async () => {
    const [a, b, gm] = await gmBattle();
    const watcher = seat(await new Client(url).joinById(a.room.roomId, { role: 'spectator' }));
    await waitFor('the watcher', () => !!watcher.session.current());
    const text = 'A storm <script>x</script> rolls in';
    act(gm, { type: 'narrate', text });
    await waitFor('the narration everywhere', () => [a, b, gm, watcher].every((p) => p.events.some((e) => e.type === 'narration' && e.text === text)));
    const stored = store.load(a.room.roomId)!.log;
    expect(stored.at(-1)).toEqual({ side: -1, command: { type: 'narrate', text }, events: [{ type: 'narration', text }] });
    await refused(a, () => act(a, { type: 'ruling', winners: [0], reason: 'I say so' }), 'not-gamemaster');
    await refused(gm, () => act(gm, { type: 'ruling', winners: [5], reason: 'Nobody' }), 'no-such-side');
    act(gm, { type: 'ruling', winners: [1], reason: 'The cult holds the shrine' });
    await waitFor('over', () => a.view().phase === 'over');
    expect(a.view().result).toMatchObject({ winner: 1, winners: [1] });
    expect(store.load(a.room.roomId)!.finished).toBe(true);
    a.session.askRecord();
    await waitFor('the record', () => !!a.record);
    expect(a.record!.log.filter((e) => e.side === -1).map((e) => (e.command as { type: string }).type)).toEqual(['narrate', 'ruling']);
    const v = verifyRecord(battleModule, a.record);
    expect(v.ok, v.ok ? '' : v.message).toBe(true);
    await leaveAll([a, b, gm, watcher]);
  });

  it('a phase that runs out takes its default through a logged `timeout`; pause holds the clock and resume runs it on', async () => {
    // 10 s at 20 ms a second: 200 ms a phase.
    const [a, b, gm] = await gmBattle({ phaseSeconds: 10 });
    act(gm, { type: 'pause' });
    await waitFor('paused', () => a.session.current()!.paused);
    const seq = a.view().seq;
    await new Promise((r) => setTimeout(r, 400));
    expect(a.view().seq).toBe(seq);
    expect(a.events.some((e) => e.type === 'timeout')).toBe(false);
    act(gm, { type: 'resume' });
    await waitFor('a deadline', () => a.session.current()!.deadline > 0);
    const first = a.view();
    await waitFor('a timeout', () => a.events.some((e) => e.type === 'timeout'));
    const t = a.events.find((e) => e.type === 'timeout')!;
    expect(t).toEqual({ type: 'timeout', side: first.active, what: 'move' });
    const log = store.load(a.room.roomId)!.log;
    const entry = log.find((e) => e.side === -1 && (e.command as { type: string }).type === 'timeout')!;
    expect(entry.events[0]).toEqual(t);
    expect(entry.events.some((e) => (e as BattleEvent).type === 'phase')).toBe(true);
    await leaveAll([a, b, gm]);
  });

  it('a battle with both sides scripted plays to the end by itself; its record verifies', async () => {
    // Every side scripted and no gamemaster: nobody could press Start, so the battle starts by itself.
    const watcher = seat(await new Client(url).create('battle', { map: 'skirmish', deployment: 'auto', scripted: [0, 1], role: 'spectator' }));
    await waitFor('the watcher', () => !!watcher.session.current());
    expect(watcher.session.current()!.seats.map((s) => s.scripted)).toEqual([true, true]);
    await waitFor('the end', () => watcher.view().phase === 'over', 60_000);
    watcher.session.askRecord();
    await waitFor('the record', () => !!watcher.record);
    expect(watcher.record!.log.length).toBeGreaterThan(20);
    const v = verifyRecord(battleModule, watcher.record);
    expect(v.ok, v.ok ? '' : v.message).toBe(true);
    await leaveAll([watcher]);
  }, 90_000);

  it('#10 a battle whose two scripted sides play at a named level plays to the end at that level; its record verifies', async () => {
    const watcher = seat(await new Client(url).create('battle', { map: 'skirmish', deployment: 'auto', scripted: [0, 1], level: 'recruit', role: 'spectator' }));
    await waitFor('the end', () => watcher.session.current()?.game.phase === 'over', 60_000);
    // The level is kept with the game (a restart plays on at it).
    expect(store.load(watcher.room.roomId)!.metadata.level).toBe('recruit');
    watcher.session.askRecord();
    await waitFor('the record', () => !!watcher.record);
    expect(watcher.record!.log.length).toBeGreaterThan(20);
    const v = verifyRecord(battleModule, watcher.record);
    expect(v.ok, v.ok ? '' : v.message).toBe(true);
    // Every command the scripted sides gave is the recruit's choice from that side's view then, its
    // generator seeded from the game's secret (stored, never sent) and the command count.
    const secret = scriptSecretOf(store.load(watcher.room.roomId)!.metadata)!;
    const recruit = levelById('recruit')!;
    let state = (battleModule.create(watcher.record!.setup as BattleSetup, watcher.record!.seed) as { state: BattleState }).state;
    for (const e of watcher.record!.log) {
      if (e.side >= 0) {
        const view = battleModule.viewFor(state, { role: 'player', side: e.side });
        expect(e.command).toEqual(recruit.choose(view, e.side, aiRng(choiceSeed(secret, view.seq, e.side))));
      }
      const r = e.side >= 0 ? battleModule.apply(state, e.side, e.command as Command) : battleModule.table!.apply(state, e.command as TableAct);
      state = r.state;
    }
    await leaveAll([watcher]);
  }, 90_000);

  it('a seat gone for the hand-over wait goes to the scripted opponent (creator, no gamemaster) and back when its player returns', async () => {
    // 10 s at 20 ms a second: 200 ms.
    const a = seat(await new Client(url).create('battle', { map: 'skirmish', deployment: 'auto', handoverSeconds: 10 }));
    const b = seat(await new Client(url).joinById(a.room.roomId));
    await waitFor('seated', () => !!(a.key && b.key && a.session.current()?.seats.every((s) => s.taken)));
    a.room.send('start');
    await waitFor('the start', () => !!a.session.current()?.started);
    const roomId = a.room.roomId;
    expect([a.creator, b.creator]).toEqual([true, false]);
    await refused(a, () => act(a, { type: 'control', side: 1, scripted: true }), 'seat-present');
    await refused(b, () => act(b, { type: 'control', side: 0, scripted: true }), 'not-gamemaster');
    await refused(a, () => act(a, { type: 'pause' }), 'not-gamemaster');
    await b.room.leave(true);
    await waitFor('b shown gone', () => !a.session.current()!.seats[1].connected);
    await refused(a, () => act(a, { type: 'control', side: 1, scripted: true }), 'seat-present');
    await new Promise((r) => setTimeout(r, 250));
    act(a, { type: 'control', side: 1, scripted: true });
    await waitFor('side 2 scripted', () => a.session.current()!.seats[1].scripted);
    // The scripted side now plays its turns: a hands its move phase over and side 2 moves on its own.
    if (a.view().active === 0) a.session.send({ type: 'endPhase' });
    await waitFor('side 2 to play', () => a.events.some((e) => e.type === 'phase' && e.side === 1 && e.phase === 'move'));
    const back = seat(await new Client(url).joinById(roomId, { seatKey: b.key! }));
    await waitFor('taken back', () => back.side === 1 && !a.session.current()!.seats[1].scripted);
    const controls = store.load(roomId)!.log.filter((e) => e.side === -1 && (e.command as { type: string }).type === 'control');
    expect(controls.map((e) => e.command)).toEqual([
      { type: 'control', side: 1, scripted: true },
      { type: 'control', side: 1, scripted: false },
    ]);
    await leaveAll([a, back]);
  });
});

describe('table acts after a restart', () => {
  it('paused, scripted control and narration come back with an equal hash, and the battle runs on', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sw-table-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let data = openDataFolder(folder);
    let server = await startGameServer({ port, maps, store: data.store, room: fast });
    try {
      const a = seat(await new Client(url).create('battle', { map: 'skirmish', deployment: 'auto', gamemaster: true, handoverSeconds: 0 }));
      const b = seat(await new Client(url).joinById(a.room.roomId));
      const gm = seat(await new Client(url).joinById(a.room.roomId, { role: 'gamemaster' }));
      await waitFor('seated', () => !!(a.key && b.key && gm.key));
      a.room.send('start');
      await waitFor('the start', () => !!a.session.current()?.started);
      // The creator (the first seat taken) starts the battle; with a gamemaster it has no hand-over right of its own.
      expect(a.creator).toBe(true);
      const roomId = a.room.roomId;
      await b.room.leave(true);
      await waitFor('b gone', () => !a.session.current()!.seats[1].connected);
      act(gm, { type: 'pause' });
      act(gm, { type: 'control', side: 1, scripted: true });
      act(gm, { type: 'narrate', text: 'Night falls' });
      await waitFor('three acts', () => gm.events.some((e) => e.type === 'narration'));
      const before = roomOf(roomId).stateHash();
      // The creator's seat is stored (the first seat taken), so its right outlives a restart.
      expect(data.store.load(roomId)!.creator).toEqual({ side: 0 });
      await leaveAll([a, gm]);
      await server.close();
      data.close();

      data = openDataFolder(folder);
      server = await startGameServer({ port, maps, store: data.store, room: fast });
      expect(server.restored.restored).toEqual([{ roomId, commands: 3, hash: before }]);
      expect(roomOf(roomId).stateHash()).toBe(before);
      const gm2 = seat(await new Client(url).joinById(roomId, { seatKey: gm.key! }));
      const a2 = seat(await new Client(url).joinById(roomId, { seatKey: a.key! }));
      await waitFor('back', () => !!(gm2.session.current() && a2.session.current()));
      const m = gm2.session.current()!;
      expect([m.paused, m.seats.map((s) => s.scripted)]).toEqual([true, [false, true]]);
      expect(gm2.events.find((e) => e.type === 'narration')).toEqual({ type: 'narration', text: 'Night falls' });
      act(gm2, { type: 'resume' });
      if (a2.view().active === 0) await waitFor('running', () => !a2.session.current()!.paused).then(() => a2.session.send({ type: 'endPhase' }));
      await waitFor('the scripted side 2 to play after the restart', () => a2.events.some((e) => e.type === 'phase' && e.side === 1 && e.phase === 'move'));
      await leaveAll([a2, gm2]);
    } finally {
      await server.close();
      data.close();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
