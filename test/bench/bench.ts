import { scenarioById } from '../../shared/battle/scenario.ts';
import { Client } from '@colyseus/sdk';
import { Session } from '../../client/net/session.ts';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { apply, createBattle } from '../../shared/battle/reducer/apply.ts';
import { reachable } from '../../shared/battle/rules/movement.ts';
import { naturalDistribution, opposedOdds } from '../../shared/battle/rules/odds.ts';
import type { BattleState, BattleView } from '../../shared/battle/model.ts';
import type { BattleMap } from '../../shared/map/battleMap.ts';
import type { GameStore } from '../../server/store/store.ts';
import { startGameServer } from '../../server/app.ts';
import { loadMapRegistry } from '../../server/maps/loadMaps.ts';
import { freePort, waitFor } from '../support.ts';
import { rollD6, seedFromNumber, seedRng } from '../../shared/core/rng.ts';
import { buildAndMeasure } from '../../server/cli/bundleSizes.ts';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { playOut } from '../../shared/ai/playOut.ts';
import { battleModule } from '../../shared/battle/module.ts';
import { openDataFolder } from '../../server/store/dataFolder.ts';
import { parseArgs } from 'node:util';
import { formatFrames, measureAnimationFrames } from './animFrames.ts';
import { formatMultiRoom, MULTI_ROOM_DEFAULTS, runMultiRoom, timedStore } from './multiRoom.ts';
import { formatThinking, runThinking } from './heavyThinking.ts';

// `npm run bench`: figures, not pass/fail. Engine speed, exact odds, map loading, the store's write
// of a command, the round trip of a command through the real server on loopback, and (multiRoom.ts)
// the latency with many rooms at once beside a bare Colyseus room's.
//   npm run bench -- --rooms 50,100,200 --seconds 12 --warmup 2 --rate 1 --scenario valley-clash   (the defaults)
//   npm run bench -- --rooms 0          skips the many-rooms part; --multi-only runs only it;
//   --clients-inline runs the many-rooms clients in the server's process (to compare; default: a child)
// BENCH_ROOMS=50,100 in the environment does what --rooms does.
//   --frames-only measures only the board's frame rate while it animates (animFrames.ts; headless
//   Chromium), --no-frames skips it, --frames-seconds 12 how long each of its two runs lasts.
//   --thinking-rooms 10 --thinking-seconds 8 --spin-ms 200: other rooms' latency while a scripted
//   opponent thinks (heavyThinking.ts); --thinking-rooms 0 skips it, --thinking-only runs only it.

const root = join(import.meta.dirname, '..', '..');
/** The server's seed: the many-rooms script is the scripted game played from it. */
const SEED = 3;

function time(label: string, n: number, fn: (i: number) => void): void {
  for (let i = 0; i < Math.min(50, n); i++) fn(i);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) fn(i);
  const per = ((performance.now() - t0) * 1000) / n;
  console.log(`${label.padEnd(52)} ${per.toFixed(1).padStart(9)} µs/op  (${n} ops)`);
}

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

const { values: args } = parseArgs({
  options: {
    rooms: { type: 'string', default: process.env.BENCH_ROOMS ?? MULTI_ROOM_DEFAULTS.roomCounts.join(',') },
    seconds: { type: 'string', default: String(MULTI_ROOM_DEFAULTS.seconds) },
    warmup: { type: 'string', default: String(MULTI_ROOM_DEFAULTS.warmupSeconds) },
    rate: { type: 'string', default: String(MULTI_ROOM_DEFAULTS.rate) },
    scenario: { type: 'string', default: MULTI_ROOM_DEFAULTS.scenario },
    'multi-only': { type: 'boolean', default: false },
    'clients-inline': { type: 'boolean', default: false },
    'frames-only': { type: 'boolean', default: false },
    'no-frames': { type: 'boolean', default: false },
    'frames-seconds': { type: 'string', default: '12' },
    'thinking-rooms': { type: 'string', default: '10' },
    'thinking-seconds': { type: 'string', default: '8' },
    'spin-ms': { type: 'string', default: '200' },
    'thinking-only': { type: 'boolean', default: false },
  },
});
const roomCounts = args.rooms.split(',').map(Number).filter((n) => n > 0);

/** The engine's speed and the client's download. */
function engineFigures(root: string, valley: BattleMap, clientDir: string): void {
  // What a player downloads: the start page's script first, the battle chunk (Phaser) when a battle opens.
  const sizes = buildAndMeasure(root, clientDir);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`${'client: start page script (gzip / raw)'.padEnd(52)} ${kb(sizes.entry.gzip).padStart(9)} / ${kb(sizes.entry.bytes)}`);
  for (const c of sizes.chunks) console.log(`${`client: chunk ${c.file.replace(/-[\w-]+\.js$/, '')} loaded later`.padEnd(52)} ${kb(c.gzip).padStart(9)} / ${kb(c.bytes)}`);
  const created = createBattle(scenarioById('valley-clash')!, valley, 1);
  if (!created.ok) throw new Error(created.error.message);
  const battle: BattleState = created.state;

  // The dice generator (ChaCha20): per die, and per die when each is rolled from a fresh state (the
  // one-block cache cold), which bounds any pattern of use.
  let rng = seedRng(randomBytes(32).toString('hex'));
  time('rollD6(): one d6 from ChaCha20, dice in a row', 200_000, () => {
    rng = rollD6(rng)[1];
  });
  const keys = Array.from({ length: 64 }, () => seedRng(randomBytes(32).toString('hex')));
  time('rollD6(): one d6, a new key each time (no cache)', 20_000, (i) => rollD6(keys[i % 64]));
  time('reachable() for one unit on Valley (24x18)', 2000, (i) => reachable(battle, battle.units[i % battle.units.length].id));
  time('apply(move) on Valley, incl. reach check', 2000, (i) => {
    const u = battle.units.filter((x) => x.side === 0)[i % 5];
    const r = reachable(battle, u.id)[0];
    apply(battle, 0, { type: 'move', unitId: u.id, to: { x: r.x, y: r.y } });
  });
  time('opposedOdds() 5 vs 3, 2 penalty dice (cached)', 5000, () => opposedOdds({ attack: 5, defend: 3, defendPenalty: 2 }));
  // First calls only: each (bonus, penalty) pair is computed once, then cached.
  const t1 = performance.now();
  let pairs = 0;
  for (let bonus = 0; bonus <= 4; bonus++)
    for (let penalty = 0; penalty <= 4; penalty++) {
      if (bonus + penalty >= 2) continue; // already warmed above
      naturalDistribution(bonus, penalty);
      pairs++;
    }
  for (let bonus = 0; bonus <= 4; bonus++) for (let penalty = 2; penalty <= 4; penalty++) if (bonus + penalty >= 2) (naturalDistribution(bonus, penalty), pairs++);
  console.log(`${'naturalDistribution(), first call, up to 10 dice'.padEnd(52)} ${(((performance.now() - t1) * 1000) / pairs).toFixed(1).padStart(9)} µs/op  (${pairs} pairs)`);
}

function storeFigures(store: GameStore, valley: BattleMap): void {
  // The store, as npm start uses it: a file in a data folder (here a temporary one), WAL journal,
  // synchronous=FULL, so each command is fsync'd before the room broadcasts it.
  const scenario = scenarioById('valley-clash')!;
  const setup = { scenario, map: valley, deployment: 'players' as const };
  const played = playOut(scenario, valley, 1);
  if ('error' in played) throw new Error(played.error);
  const states = [battleModule.create(setup, 1)].flatMap((c) => (c.ok ? [c.state] : []));
  for (const e of played.log) states.push(battleModule.apply(states.at(-1)!, e.side, e.command).state);
  let game = 0;
  const newGame = () => {
    const roomId = `bench-${++game}`;
    store.create({ roomId, kind: 'battle', createdAt: 0, mapId: 'valley', setup, seed: seedFromNumber(1), metadata: {}, sides: ['a', 'b'], gamemaster: false });
    return roomId;
  };
  let room = newGame();
  let written = 0;
  time(`store: write one command (fsync'd; ${played.log.length}-command battle)`, 1000, () => {
    if (written === played.log.length) (room = newGame()), (written = 0);
    store.append(room, written + 1, played.log[written], 'h', false);
    written++;
  });
  time('state hash the room stores with each command', 1000, (i) => battleModule.hash(states[i % states.length]));
}

/** One room, two clients: a command's round trip, and a refusal's. */
async function roundTrip(port: number): Promise<void> {
  const a = new Session<BattleView>(await new Client(`http://127.0.0.1:${port}`).create('battle', { map: 'valley', deployment: 'auto' }));
  const b = new Session<BattleView>(await new Client(`http://127.0.0.1:${port}`).joinById(a.room.roomId));
  // Waits are driven by the clients' own callbacks, so the figures carry no polling delay.
  let wake: () => void = () => undefined;
  let rejected = 0;
  for (const s of [a, b]) {
    s.on('rejected', () => (rejected++, wake()));
    s.on('view', () => wake());
  }
  const until = (check: () => boolean) =>
    new Promise<void>((resolve) => {
      wake = () => check() && resolve();
      wake();
    });
  const seq = (s: Session<BattleView>) => s.current()?.game.seq ?? -1;
  await waitFor('seats', () => !!a.current()?.seats.every((s) => s.taken));
  a.room.send('start');
  await waitFor('the start', () => !!a.current()?.started && !!b.current()?.started);

  const applied: number[] = [];
  for (let i = 0; i < 200; i++) {
    const st = a.current()!.game;
    if (st.phase === 'over') break;
    const who = st.active === 0 ? a : b;
    const before = seq(a);
    const t = performance.now();
    who.send({ type: 'endPhase' });
    await until(() => seq(a) > before && seq(b) > before);
    applied.push(performance.now() - t);
  }
  await new Promise((r) => setTimeout(r, 1100)); // a fresh one-second window for the flood counter
  const rej: number[] = [];
  for (let i = 0; i < 200; i++) {
    const n = rejected;
    const t = performance.now();
    b.send({ type: 'move', unitId: 'A1', to: { x: 0, y: 0 } });
    await until(() => rejected > n);
    rej.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 50)); // stay well under the 30 messages/s flood limit
  }
  const fmt = (xs: number[]) => `median ${pct(xs, 50).toFixed(2)} ms, p95 ${pct(xs, 95).toFixed(2)} ms (${xs.length} commands)`;
  console.log(`${'server: command applied -> both clients patched'.padEnd(52)} ${fmt(applied)}`);
  console.log(`${'server: command rejected -> reason back'.padEnd(52)} ${fmt(rej)}`);
  await a.room.leave(true);
  await b.room.leave(true);
}

async function main(): Promise<void> {
  console.log(`node ${process.version}, ${new Date().toISOString()}`);
  const multiOnly = args['multi-only'];
  const framesOnly = args['frames-only'];
  const t0 = performance.now();
  const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));
  console.log(`${'load and check maps/ (parse + conventions + client map)'.padEnd(52)} ${(performance.now() - t0).toFixed(1).padStart(9)} ms`);
  const thinking = { maps, rooms: Number(args['thinking-rooms']), seconds: Number(args['thinking-seconds']), spinMs: Number(args['spin-ms']) };
  if (args['thinking-only']) {
    for (const line of formatThinking(thinking, await runThinking(thinking))) console.log(line);
    process.exit(0);
  }
  const valley = maps.get('valley')!.battle;
  // The built client is also served, for the board's frame rate in a browser (animFrames.ts).
  const clientDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  if (!multiOnly && !framesOnly) engineFigures(root, valley, clientDir);
  else if (framesOnly) buildAndMeasure(root, clientDir);

  const folder = mkdtempSync(join(tmpdir(), 'sw-bench-'));
  const data = openDataFolder(folder);
  if (!multiOnly && !framesOnly) storeFigures(data.store, valley);
  // Every command the server writes is timed too: the write's cost under the many-rooms load.
  const store = timedStore(data.store);
  const port = await freePort();
  const server = await startGameServer({ port, maps, seed: () => SEED, store, clientDir });
  if (!multiOnly && !framesOnly) await roundTrip(port);
  if (!multiOnly && !args['no-frames']) {
    if (existsSync('/usr/bin/chromium')) {
      for (const pace of ['normal', 'off'] as const) for (const line of formatFrames(await measureAnimationFrames(`http://127.0.0.1:${port}`, Number(args['frames-seconds']), pace))) console.log(line);
    } else console.log('board frame rate: skipped, no /usr/bin/chromium');
  }
  if (roomCounts.length && !framesOnly) {
    const o = { ...MULTI_ROOM_DEFAULTS, port, maps, seed: SEED, store, roomCounts, scenario: args.scenario, seconds: Number(args.seconds), warmupSeconds: Number(args.warmup), rate: Number(args.rate), clientsIn: args['clients-inline'] ? ('inline' as const) : ('child' as const) };
    console.log(`many rooms: ${roomCounts.join(', ')} rooms, ours then bare for each (${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}; on a busy machine the figures are noisy)`);
    const results = await runMultiRoom(o, (line) => console.log(line));
    for (const line of formatMultiRoom(o, results)) console.log(line);
  }
  await server.close();
  if (thinking.rooms > 0 && !multiOnly && !framesOnly) for (const line of formatThinking(thinking, await runThinking(thinking))) console.log(line);
  data.close();
  rmSync(folder, { recursive: true, force: true });
  rmSync(clientDir, { recursive: true, force: true });
  process.exit(0);
}

void main();
