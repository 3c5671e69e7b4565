import { Client, type Room } from '@colyseus/sdk';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../client/net/session.ts';
import { AiPool, type Thinker } from '../server/ai/aiPool.ts';
import { startGameServer, type GameServer } from '../server/app.ts';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import { nodeTimers } from '../server/rooms/clock.ts';
import { memoryStore } from '../server/store/sqliteStore.ts';
import { choiceSeed, scriptSecretOf } from '../server/ai/scriptSecret.ts';
import { answerScript, scriptRequest, type ScriptRequest } from '../shared/ai/scriptRequest.ts';
import type { Command } from '../shared/battle/commands.ts';
import { battleModule, type BattleSetup } from '../shared/battle/module.ts';
import type { BattleState, BattleView } from '../shared/battle/model.ts';
import type { GameRecord } from '../shared/core/record.ts';
import { verifyRecord } from '../shared/core/verify.ts';
import { freePort, waitFor } from './support.ts';

// The scripted opponent of a room thinks in a worker thread (#10): the room sends it the side's own
// view (never the state or the battle's seed), the level and the level's seed, and applies the answer
// through the same validation as a person's command. A worker that crashes is logged and the room
// chooses on its own thread, so the battle still plays to its end with the same commands. A solo
// battle (autoStart) starts the moment the creator takes the last free seat.

const root = join(import.meta.dirname, '..');
const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));
const crashingEntry = pathToFileURL(join(root, 'test', 'fixtures', 'crashingAiWorker.ts'));

function watch(room: Room) {
  const session = new Session<BattleView, Command>(room);
  const w = { session, record: null as GameRecord | null, started: false, solo: null as boolean | null };
  session.on('record', (m) => (w.record = m));
  session.on('welcome', (m) => (w.solo = m.solo));
  return w;
}

/** Replays the record and checks each scripted command is the level's answer to that side's request. */
function expectLevelsChoices(record: GameRecord, level: string, secret: string): void {
  let state = (battleModule.create(record.setup as BattleSetup, record.seed) as { state: BattleState }).state;
  for (const e of record.log) {
    if (e.side >= 0) expect(e.command).toEqual(answerScript(scriptRequest(battleModule.viewFor(state, { role: 'player', side: e.side }), e.side, level, choiceSeed(secret, state.seq, e.side))));
    state = e.side >= 0 ? battleModule.apply(state, e.side, e.command as Command).state : battleModule.table!.apply(state, e.command as never).state;
  }
}

describe('the scripted opponent in a worker thread, in a room', () => {
  const store = memoryStore();
  const good = new AiPool({ size: 1 });
  const crashing = new AiPool({ size: 1, entry: crashingEntry });
  const asked: ScriptRequest[] = [];
  let current: AiPool = good;
  const thinker: Thinker = { choose: (req) => (asked.push(req), current.choose(req)) };
  let server: GameServer;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = await startGameServer({ port, maps, store, seed: () => 13, room: { secondMs: 20, scriptDelayMs: 0, timers: nodeTimers, thinker } });
  });
  afterAll(async () => {
    await server?.close();
    store.close();
    await good.close();
    await crashing.close();
  });

  it('every scripted command comes from the worker, asked with the side view only; the battle plays to its end', async () => {
    current = good;
    asked.length = 0;
    const w = watch(await new Client(url).create('battle', { map: 'skirmish', deployment: 'auto', scripted: [0, 1], level: 'recruit', role: 'spectator' }));
    await waitFor('the end', () => w.session.current()?.game.phase === 'over', 60_000);
    w.session.askRecord();
    await waitFor('the record', () => !!w.record);
    const v = verifyRecord(battleModule, w.record);
    expect(v.ok, v.ok ? '' : v.message).toBe(true);
    const commands = w.record!.log.filter((e) => e.side >= 0).length;
    expect(commands).toBeGreaterThan(20);
    expect(good.counts.failed).toBe(0);
    expect(good.counts.answered).toBeGreaterThanOrEqual(commands);
    // What crossed to the worker: views, never the battle's seed.
    const seed = w.record!.seed;
    expect(asked.every((r) => !JSON.stringify(r).includes(seed))).toBe(true);
    expect(asked.every((r) => !('rng' in r.view) && r.level === 'recruit')).toBe(true);
    // Nor the scripted seats' secret: only each choice's seed, derived from it.
    const secret = scriptSecretOf(store.load(w.session.room.roomId)!.metadata)!;
    expect(asked.every((r) => !JSON.stringify(r).includes(secret))).toBe(true);
    expectLevelsChoices(w.record!, 'recruit', secret);
    await w.session.room.leave(true);
  }, 90_000);

  it('a crashing worker: each failure is logged and the room chooses on its own thread; same commands, same end', async () => {
    current = crashing;
    const w = watch(await new Client(url).create('battle', { map: 'skirmish', deployment: 'auto', scripted: [0, 1], level: 'recruit', role: 'spectator' }));
    await waitFor('the end', () => w.session.current()?.game.phase === 'over', 60_000);
    w.session.askRecord();
    await waitFor('the record', () => !!w.record);
    expect(crashing.counts.answered).toBe(0);
    expect(crashing.counts.failed).toBeGreaterThanOrEqual(w.record!.log.filter((e) => e.side >= 0).length);
    const v = verifyRecord(battleModule, w.record);
    expect(v.ok, v.ok ? '' : v.message).toBe(true);
    expectLevelsChoices(w.record!, 'recruit', scriptSecretOf(store.load(w.session.room.roomId)!.metadata)!);
    await w.session.room.leave(true);
  }, 90_000);

  it('solo: created with autoStart and every other side scripted, it starts when the creator joins; pace is kept', async () => {
    current = good;
    const room = await new Client(url).create('battle', { map: 'skirmish', scripted: [1], side: 0, level: 'recruit', pace: 'fast', autoStart: true });
    const w = watch(room);
    await waitFor('the first view', () => !!w.session.current());
    expect(w.session.current()!.started).toBe(true);
    expect(store.load(room.roomId)!.started).toBe(true);
    expect(store.load(room.roomId)!.metadata).toMatchObject({ pace: 'fast', autoStart: true, level: 'recruit' });
    // SW-10: the second side (scripted) places first, by itself, with nobody pressing Start.
    await waitFor('the scripted set-up', () => (w.session.current()?.game.seq ?? 0) > 0, 20_000);
    // The welcome says solo; the creator cannot give the computer's own seat back (it would empty it).
    expect(w.solo).toBe(true);
    const rejected: { code: string; message: string }[] = [];
    w.session.on('rejected', (m) => rejected.push(m));
    room.send('table', { type: 'control', side: 1, scripted: false });
    await waitFor('the refusal', () => rejected.length > 0);
    expect(rejected[0]).toMatchObject({ code: 'computer-seat' });
    expect(rejected[0].message).toMatch(/computer's side in this solo battle/);
    expect(w.session.current()!.seats[1]).toMatchObject({ scripted: true, taken: false });
    expect(store.load(room.roomId)!.log.some((e) => e.side === -1)).toBe(false);
    await room.leave(true);
  }, 60_000);

  it('without autoStart the same battle waits for the creator’s Start', async () => {
    current = good;
    const room = await new Client(url).create('battle', { map: 'skirmish', scripted: [1], side: 0 });
    const w = watch(room);
    await waitFor('the first view', () => !!w.session.current());
    await new Promise((r) => setTimeout(r, 200));
    expect(w.session.current()!.started).toBe(false);
    expect(w.session.current()!.game.seq).toBe(0);
    await room.leave(true);
  }, 60_000);

  it("hand-over: the creator gives a gone player's seat to the scripted opponent (its worker plays it) and gives it back; nothing it was thinking is applied after", async () => {
    current = good;
    const a = new Session<BattleView, Command>(await new Client(url).create('battle', { map: 'skirmish', deployment: 'auto', handoverSeconds: 0 }));
    const b = new Session<BattleView, Command>(await new Client(url).joinById(a.room.roomId));
    await waitFor('seated', () => !!a.current()?.seats.every((s) => s.taken) && !!b.current());
    a.room.send('start');
    await waitFor('the start', () => !!a.current()?.started);
    await b.room.leave(true);
    await waitFor('b gone', () => !a.current()!.seats[1].connected);
    a.room.send('table', { type: 'control', side: 1, scripted: true });
    await waitFor('side 2 scripted', () => a.current()!.seats[1].scripted);
    if (a.current()!.game.active === 0) a.send({ type: 'endPhase' });
    const roomId = a.room.roomId;
    const sideTwo = () => store.load(roomId)!.log.filter((e) => e.side === 1).length;
    await waitFor('the scripted side 2 to play', () => sideTwo() >= 2, 20_000);
    a.room.send('table', { type: 'control', side: 1, scripted: false });
    await waitFor('given back', () => !a.current()!.seats[1].scripted);
    const log = () => store.load(roomId)!.log;
    const back = log().findIndex((e) => e.side === -1 && (e.command as { type: string; scripted?: boolean }).type === 'control' && (e.command as { scripted?: boolean }).scripted === false);
    await new Promise((r) => setTimeout(r, 300));
    expect(back).toBeGreaterThan(0);
    expect(log().slice(back + 1).filter((e) => e.side === 1)).toEqual([]);
    await a.room.leave(true);
  }, 60_000);
});
