import { Client } from '@colyseus/sdk';
import { matchMaker } from '@colyseus/core';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../client/net/session.ts';
import { startGameServer, type GameServer } from '../server/app.ts';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import { nodeTimers } from '../server/rooms/clock.ts';
import { memoryStore } from '../server/store/sqliteStore.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleEvent } from '../shared/battle/events.ts';
import type { BattleView } from '../shared/battle/model.ts';
import { COMBAT_SETUP_DATA } from '../shared/combatSetup/index.ts';
import { teamOf } from '../shared/combatSetup/heroTeam.ts';
import { generateWithOverrides } from '../shared/combatSetup/overrides.ts';
import { commitmentOf, seedFromNumber } from '../shared/core/rng.ts';
import { freePort, waitFor } from './support.ts';
import type { GameRecord } from '../shared/core/record.ts';
import { verifyRecord } from '../shared/core/verify.ts';
import { battleModule } from '../shared/battle/module.ts';

// Issue 11: the gamemaster's rerolls and choices through the edges (GET /api/combat-setup?overrides=,
// create option combatStep.overrides), the log they open the battle's combat log with, and what of a
// combat step's seed anyone but its gamemaster can see.

const root = join(import.meta.dirname, '..');
const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));
const boards = maps.list().map((m) => ({ name: m.id, width: m.width, height: m.height }));
const episode = COMBAT_SETUP_DATA.episodes.find((e) => e.id === 'vampire-nest')!;
const team = teamOf();
const OVERRIDES = [
  { table: 'cube', set: 3 },
  { table: 'complication-count', set: 4 },
  { table: 'complication', index: 0, set: 'rough-terrain' },
  { table: 'deployment-range', reroll: 5 },
];

const narration = (seen: Map<number, unknown[]>) => ([...seen.values()].flat() as BattleEvent[]).flatMap((e) => (e.type === 'narration' ? [e.text] : []));

describe('combat step overrides through the server', () => {
  // No fixed seed: the battle's dice come from the server's own secure source, as in play.
  const store = memoryStore();
  let server: GameServer;
  let url: string;
  const get = async (q: string) => {
    const res = await fetch(`${url}/api/combat-setup${q}`);
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = await startGameServer({ port, maps, store, room: { scriptDelayMs: 0, timers: nodeTimers } });
  });
  afterAll(async () => {
    await server?.close();
    store.close();
  });

  it('GET /api/combat-setup applies overrides as the generator does, lists every roll and table, and the log', async () => {
    const q = `?seed=77&episode=vampire-nest&overrides=${encodeURIComponent(JSON.stringify(OVERRIDES))}`;
    const { status, body } = await get(q);
    expect(status).toBe(200);
    const expected = generateWithOverrides({ step: episode, heroes: team.ok ? team.heroes : [], boards }, 77, OVERRIDES);
    if (!expected.ok) throw new Error(expected.errors.join('; '));
    expect(body.setup).toEqual(JSON.parse(JSON.stringify(expected.setup)));
    expect(body.rolls).toEqual(expected.rolls);
    expect(body.log).toEqual(expected.log);
    expect(body.log).toHaveLength(4);
    expect(body.log[0]).toMatch(/^Gamemaster set Cube side by hand: side \d+ → side 11$/);
    expect(body.setup.cube.side).toBe(11);
    expect(body.complications.map((c: { id: string }) => c.id)).toContain('rough-terrain');
    expect(body.tables.map((t: { id: string }) => t.id)).toContain('complication');
    expect(body.map.width * body.map.height).toBe(body.map.terrain.length);
    expect(body.map.cube).toEqual({ x: expect.any(Number), y: expect.any(Number), w: 11, h: 11, zMin: -5, zMax: 5 });
  });

  it('refuses bad overrides with a 400 and the reason in words', async () => {
    const q = (o: string) => `?seed=77&episode=vampire-nest&overrides=${encodeURIComponent(o)}`;
    expect(await get(q('not json'))).toMatchObject({ status: 400, body: { error: expect.stringMatching(/overrides must be JSON/) } });
    expect(await get(q(JSON.stringify([{ table: 'moon', reroll: 1 }])))).toMatchObject({ status: 400, body: { error: expect.stringMatching(/table must be one of cube/) } });
    expect(await get(q(JSON.stringify([{ table: 'cube', set: 12 }])))).toMatchObject({ status: 400, body: { error: expect.stringMatching(/12 is not a face of its D10/) } });
    expect(await get(q(JSON.stringify([{ table: 'environment', index: 30, set: 'storm' }])))).toMatchObject({ status: 400, body: { error: expect.stringMatching(/makes no Environment roll 31/) } });
    await expect(new Client(url).create('battle', { combatStep: { seed: 1, overrides: [{ table: 'cube', set: 'huge' }] } })).rejects.toThrow(/set it by face/);
    await expect(new Client(url).create('battle', { combatStep: { seed: 1, overrides: [{ table: 'cube' }] } })).rejects.toThrow(/either rerolls/);
  });

  it('a battle opened with overrides plays that set-up, opens its combat log with their lines, and shows nobody its set-up seed; its dice seed is drawn apart', async () => {
    const stepSeed = 1234567;
    const expected = generateWithOverrides({ step: episode, heroes: team.ok ? team.heroes : [], boards }, stepSeed, OVERRIDES);
    if (!expected.ok) throw new Error(expected.errors.join('; '));
    const room = await new Client(url).create('battle', { combatStep: { seed: stepSeed, episode: 'vampire-nest', overrides: OVERRIDES }, gamemaster: true, role: 'gamemaster', name: 'GM' });
    const session = new Session<BattleView, Command>(room);
    await waitFor('the welcome', () => !!session.current());
    const view = session.current()!.game;
    expect(view.map.cube).toMatchObject({ w: 11, h: 11 });
    expect(view.map.complications!.map((c) => c.id)).toEqual(expected.setup.complications.list.map((c) => c.id));
    // The combat log opens with the gamemaster's rerolls and choices, as narration every seat reads.
    const narrated = narration(session.seen);
    expect(narrated).toEqual(expected.log);
    // A player joining later reads them too.
    const player = await new Client(url).joinById(room.roomId, { side: 0, name: 'P' });
    const playerSession = new Session<BattleView, Command>(player);
    await waitFor('the player welcome', () => !!playerSession.current());
    expect(narration(playerSession.seen)).toEqual(expected.log);
    // Nothing a player or the lobby sees names the set-up seed (with it, GET /api/combat-setup would show the whole set-up).
    const listing = (await matchMaker.query({ roomId: room.roomId }))[0];
    expect(JSON.stringify(listing.metadata)).not.toContain(String(stepSeed));
    expect(JSON.stringify(playerSession.current())).not.toContain(String(stepSeed));
    expect(view.scenario.id).toBe('combat-step-vampire-nest');
    // The battle's own seed is the server's draw, not a function of the set-up seed: two battles of
    // the same step and overrides roll different dice.
    const again = await new Client(url).create('battle', { combatStep: { seed: stepSeed, episode: 'vampire-nest', overrides: OVERRIDES }, gamemaster: true, role: 'gamemaster' });
    const a = store.load(room.roomId)!.seed;
    const b = store.load(again.roomId)!.seed;
    expect(a).not.toBe(b);
    for (const s of [a, b]) {
      expect(s).not.toBe(seedFromNumber(stepSeed));
      expect(s).not.toBe(commitmentOf(seedFromNumber(stepSeed)));
    }
    // Ended by the gamemaster's ruling, its record (the opening narration first) replays to the same game.
    room.send('table', { type: 'ruling', winners: [0], reason: 'test' });
    await waitFor('the ruling', () => session.current()!.game.phase === 'over');
    let record: GameRecord | null = null;
    session.on('record', (r) => (record = r));
    session.askRecord();
    await waitFor('the record', () => !!record);
    expect(record!.log.slice(0, expected.log.length).map((e) => (e.command as { text?: string }).text)).toEqual(expected.log);
    const verdict = verifyRecord(battleModule, record!);
    expect(verdict.ok, verdict.ok ? '' : verdict.message).toBe(true);
    for (const r of [room, player, again]) await r.leave(true).catch(() => undefined);
  }, 60_000);
});
