import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startGameServer, type GameServer } from '../../server/app.ts';
import { loadMapRegistry } from '../../server/maps/loadMaps.ts';
import { openDataFolder, type OpenedData } from '../../server/store/dataFolder.ts';
import { freePort } from '../support.ts';
import { formatMultiRoom, MULTI_ROOM_DEFAULTS, runMultiRoom, timedStore, type TimedStore } from './multiRoom.ts';

// The many-rooms bench's harness runs end to end on two rooms for a few seconds and gives figures.
// No timing is asserted (the machine may be busy): only that every client measured every command.

const root = join(import.meta.dirname, '..', '..');
let folder: string;
let data: OpenedData;
let store: TimedStore;
let server: GameServer;
let port: number;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sw-bench-smoke-'));
  data = openDataFolder(folder);
  store = timedStore(data.store);
  port = await freePort();
  server = await startGameServer({ port, maps: loadMapRegistry(join(root, 'maps'), join(root, 'public')), seed: () => 3, store });
});

afterAll(async () => {
  await server?.close();
  data?.close();
  rmSync(folder, { recursive: true, force: true });
});

test('two rooms of six clients, ours then bare, give latencies for every client and the store write', async () => {
  const o = { ...MULTI_ROOM_DEFAULTS, port, maps: loadMapRegistry(join(root, 'maps'), join(root, 'public')), seed: 3, store, roomCounts: [2], rate: 2, warmupSeconds: 0.5, seconds: 2 };
  const results = await runMultiRoom(o);
  expect(results.map((r) => [r.kind, r.rooms, r.clients])).toEqual([
    ['ours', 2, 12],
    ['bare', 2, 12],
  ]);
  for (const r of results) {
    expect(r.errors).toEqual([]);
    expect(r.commandsMeasured).toBeGreaterThanOrEqual(4);
    // Every client saw every measured command: six receipts each.
    expect(r.latency.n).toBe(r.commandsMeasured * 6);
    expect(r.missing).toBe(0);
    expect(r.latency.p50).toBeGreaterThan(0);
    expect(r.latency.p99).toBeGreaterThanOrEqual(r.latency.p50);
  }
  // Ours wrote each of its commands to the store, timed.
  expect(results[0].append!.n).toBeGreaterThanOrEqual(results[0].commandsMeasured);
  const table = formatMultiRoom(o, results).join('\n');
  expect(table).toMatch(/^\s+2\s+12\s/m);
  expect(table).toContain('2 players + 4 spectators');
}, 30_000);
