import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playOut } from '../shared/ai/playOut.ts';
import { battleModule } from '../shared/battle/module.ts';
import { scenarioById } from '../shared/battle/scenario.ts';
import { seedFromNumber } from '../shared/core/rng.ts';
import { verifyRecord } from '../shared/core/verify.ts';
import { startGameServer, type GameServer } from '../server/app.ts';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import { memoryStore } from '../server/store/sqliteStore.ts';
import { freePort } from './support.ts';

// GET /api/records/:roomId: a finished battle's record with its seed; never one of a battle still played.

const root = join(import.meta.dirname, '..');

describe('the records route', () => {
  const store = memoryStore();
  let server: GameServer;
  let url: string;
  const seed = seedFromNumber(11);

  beforeAll(async () => {
    const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));
    const scenario = scenarioById('skirmish')!;
    const setup = { scenario, map: maps.get('skirmish')!.battle, deployment: 'players' as const };
    const game = playOut(scenario, setup.map, seed);
    if ('error' in game) throw new Error(game.error);
    const base = { kind: 'battle', createdAt: 0, mapId: 'skirmish', setup, seed, metadata: { map: 'skirmish', scenario: 'skirmish' }, sides: ['Agency', 'Cult'], gamemaster: false };
    store.create({ ...base, roomId: 'done' });
    store.create({ ...base, roomId: 'running' });
    // The same battle stored twice: whole (finished), and one command short of its end (running;
    // the server restores it at start, as it would any unfinished battle).
    const created = battleModule.create(setup, seed);
    if (!created.ok) throw new Error(created.error.message);
    let state = created.state;
    game.log.forEach((entry, i) => {
      state = battleModule.apply(state, entry.side, entry.command as never).state;
      const last = i === game.log.length - 1;
      store.append('done', i + 1, entry, battleModule.hash(state), last);
      if (!last) store.append('running', i + 1, entry, battleModule.hash(state), false);
    });
    const port = await freePort();
    server = await startGameServer({ port, maps, store });
    url = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await server?.close();
    store.close();
  });

  it('restored the running battle (so it really is one the server plays)', () => {
    expect(server.restored.problems).toEqual([]);
    expect(server.restored.restored.map((r) => r.roomId)).toEqual(['running']);
  });

  it("serves a finished battle's record, which verifies", async () => {
    const res = await fetch(`${url}/api/records/done`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ roomId: 'done', mapId: 'skirmish', metadata: { scenario: 'skirmish' } });
    expect(body.record.seed).toBe(seed);
    expect(verifyRecord(battleModule, body.record)).toMatchObject({ ok: true });
  });

  it('refuses a battle still being played, without its seed, and names a missing one', async () => {
    const res = await fetch(`${url}/api/records/running`);
    expect(res.status).toBe(409);
    const text = await res.text();
    expect(JSON.parse(text).error).toMatch(/still being played/);
    expect(text).not.toContain(seed);
    const missing = await fetch(`${url}/api/records/nope`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toMatch(/no battle "nope"/);
  });
});
