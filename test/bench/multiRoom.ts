import { matchMaker } from '@colyseus/core';
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { playOut } from '../../shared/ai/playOut.ts';
import { battleModule } from '../../shared/battle/module.ts';
import { scenarioById } from '../../shared/battle/scenario.ts';
import { seedFromNumber } from '../../shared/core/rng.ts';
import { diff } from '../../shared/protocol/diff.ts';
import type { MapRegistry } from '../../server/maps/mapRegistry.ts';
import type { GameStore } from '../../server/store/store.ts';
import { barePayloads, bareRoomWith } from './bareRoom.ts';
import { CHILD_ENV, runLoad, type LoadJob, type LoadResult } from './loadClients.ts';

// The many-rooms part of `npm run bench`: N battle rooms of six clients each, the players sending the
// scripted game's commands at a fixed rate, and the latency from a send to every client's patch;
// then N bare Colyseus rooms (bareRoom.ts) with the same clients and traffic, on the same server, in
// the same run. The clients live in one child process (loadClients.ts): the server keeps this
// process's event loop to itself, as it would in production, and the two share the machine's cores.

export interface MultiRoomOptions {
  /** A running game server on this port, started with `seed: () => seed` (the script depends on it). */
  port: number;
  maps: MapRegistry;
  seed: number;
  /** The store the server writes to, wrapped by timedStore() so each command's write is timed. */
  store: TimedStore;
  roomCounts: number[];
  /**
   * The scenario the battle rooms play. Each side has a player client, the rest of the room's clients
   * join as spectators: a six-side scenario here (or --scenario) makes six players and no spectator.
   */
  scenario: string;
  clientsPerRoom: number;
  rate: number;
  warmupSeconds: number;
  seconds: number;
  /** 'child': the clients in a child process (the default); 'inline': in the server's process, to compare. */
  clientsIn: 'child' | 'inline';
}

export const MULTI_ROOM_DEFAULTS = { roomCounts: [50, 100, 200], scenario: 'valley-clash', clientsPerRoom: 6, rate: 1, warmupSeconds: 2, seconds: 12, clientsIn: 'child' as 'child' | 'inline' };

export interface Stats {
  n: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

export interface PhaseResult extends Omit<LoadResult, 'latencies'> {
  kind: 'ours' | 'bare';
  rooms: number;
  /** Player clients a room (its scenario's sides); the other clients were spectators. */
  players: number;
  clients: number;
  latency: Stats;
  /** The server process's CPU over the driven window, as a share of one core. */
  serverCpu: number;
  /** The server's event-loop delay, p99, ms. */
  loopDelayP99: number;
  /** The store's append (one command, fsync'd) while the rooms ran; ours only. */
  append: Stats | null;
  /**
   * The share of the driven window the server spent inside append. The write is synchronous, so
   * the event loop waits for the disk that long: near 100% the rooms queue behind it.
   */
  storeBusy: number;
}

export type TimedStore = GameStore & { readonly appendMs: number[] };

/** The store with each append timed: the write cost per command, under load, as the room pays it. */
export function timedStore(store: GameStore): TimedStore {
  const appendMs: number[] = [];
  return {
    appendMs,
    get where() {
      return store.where;
    },
    create: (g) => store.create(g),
    takeSeat: (r, s, k, holder) => store.takeSeat(r, s, k, holder),
    start: (r) => store.start(r),
    append: (roomId, seq, entry, hash, over) => {
      const t = performance.now();
      try {
        store.append(roomId, seq, entry, hash, over);
      } finally {
        appendMs.push(performance.now() - t);
      }
    },
    load: (r) => store.load(r),
    unfinished: () => store.unfinished(),
    close: () => store.close(),
  };
}

export function stats(xs: number[]): Stats {
  if (!xs.length) return { n: 0, p50: NaN, p99: NaN, max: NaN, mean: NaN };
  const s = Float64Array.from(xs).sort();
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { n: s.length, p50: at(0.5), p99: at(0.99), max: s[s.length - 1], mean: s.reduce((a, b) => a + b, 0) / s.length };
}

/** The scripted game the rooms play (the simple player on both sides), and the bare room's payloads. */
function script(o: MultiRoomOptions) {
  const scenario = scenarioById(o.scenario);
  if (!scenario) throw new Error(`No scenario ${o.scenario}`);
  const map = o.maps.get(scenario.map)?.battle;
  if (!map) throw new Error(`No map ${scenario.map}`);
  const players = scenario.sides.length;
  if (players > o.clientsPerRoom) throw new Error(`${o.scenario} has ${players} sides, more than ${o.clientsPerRoom} clients a room`);
  const played = playOut(scenario, map, seedFromNumber(o.seed));
  if ('error' in played) throw new Error(played.error);
  const created = battleModule.create({ scenario, map, deployment: 'players' }, seedFromNumber(o.seed));
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  let view = battleModule.viewFor(state, { role: 'spectator' });
  const steps = played.log.map((e) => {
    state = battleModule.apply(state, e.side, e.command).state;
    const next = battleModule.viewFor(state, { role: 'spectator' });
    const patch = diff({ game: view }, { game: next });
    view = next;
    return { patch, events: e.events };
  });
  return { players, commands: played.log.map((e) => ({ side: e.side, command: e.command })), payloads: barePayloads(steps), createOptions: { map: scenario.map, scenario: scenario.id, deployment: 'players' } };
}

type Mark = { mark: 'start' | 'end' };
type Reply = { ok: true; result: LoadResult } | { ok: false; error: string };

/** The child process with the clients; one job at a time. */
function clientProcess(): Promise<{ child: ChildProcess; run(job: LoadJob, onMark: (m: Mark['mark']) => void): Promise<LoadResult> }> {
  const child = fork(join(import.meta.dirname, 'loadClients.ts'), [], { execArgv: ['--disable-warning=ExperimentalWarning', '--import', 'tsx'], env: { ...process.env, [CHILD_ENV]: '1' }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let onMark: (m: Mark['mark']) => void = () => undefined;
  let settle: ((r: Reply) => void) | null = null;
  child.on('message', (m: Mark | Reply | { ready: true }) => {
    if ('mark' in m) onMark(m.mark);
    else if ('ok' in m) settle?.(m);
  });
  child.on('exit', (code) => settle?.({ ok: false, error: `the client process exited (${code})` }));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', () =>
      resolve({
        child,
        run: (job, mark) =>
          new Promise((res, rej) => {
            onMark = mark;
            settle = (r) => ((settle = null), r.ok ? res(r.result) : rej(new Error(r.error)));
            child.send(job);
          }),
      }),
    );
  });
}

type Clients = Pick<Awaited<ReturnType<typeof clientProcess>>, 'run'>;

async function phase(o: MultiRoomOptions, clients: Clients, kind: 'ours' | 'bare', rooms: number, s: ReturnType<typeof script>): Promise<PhaseResult> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  let cpu0 = process.cpuUsage();
  let t0 = 0;
  let w0 = 0;
  let serverCpu = 0;
  let loopDelayP99 = 0;
  let appends: number[] = [];
  let windowMs = 1;
  const job: LoadJob = {
    url: `http://127.0.0.1:${o.port}`,
    roomName: kind === 'ours' ? 'battle' : 'bench-bare',
    createOptions: kind === 'ours' ? s.createOptions : {},
    rooms,
    players: s.players,
    clientsPerRoom: o.clientsPerRoom,
    script: s.commands,
    rate: o.rate,
    warmupSeconds: o.warmupSeconds,
    seconds: o.seconds,
  };
  const { latencies, ...rest } = await clients.run(job, (m) => {
    if (m === 'start') {
      cpu0 = process.cpuUsage();
      t0 = performance.now();
      w0 = o.store.appendMs.length;
      loop.enable();
    } else {
      const used = process.cpuUsage(cpu0);
      windowMs = performance.now() - t0;
      serverCpu = (used.user + used.system) / 1000 / windowMs;
      loop.disable();
      loopDelayP99 = loop.percentile(99) / 1e6;
      appends = o.store.appendMs.slice(w0);
    }
  });
  return { ...rest, kind, rooms, players: s.players, clients: rooms * o.clientsPerRoom, latency: stats(latencies), serverCpu, loopDelayP99, append: kind === 'ours' ? stats(appends) : null, storeBusy: appends.reduce((a, b) => a + b, 0) / windowMs };
}

/** Runs ours then bare for each room count, on the server at o.port; the results in that order. */
export async function runMultiRoom(o: MultiRoomOptions, progress: (line: string) => void = () => undefined): Promise<PhaseResult[]> {
  const s = script(o);
  const need = Math.ceil((o.warmupSeconds + o.seconds) * o.rate) + 1;
  if (s.commands.length < need) progress(`note: the scripted game has ${s.commands.length} commands, fewer than the ${need} a room would send`);
  matchMaker.defineRoomType('bench-bare', bareRoomWith(s.payloads));
  const child = o.clientsIn === 'child' ? await clientProcess() : null;
  const clients: Clients = child ?? { run: runLoad };
  const out: PhaseResult[] = [];
  try {
    for (const rooms of o.roomCounts)
      for (const kind of ['ours', 'bare'] as const) {
        const r = await phase(o, clients, kind, rooms, s);
        progress(`  ${kind} x${rooms}: joined ${r.clients} clients in ${(r.joinMs / 1000).toFixed(1)} s, p50 ${r.latency.p50.toFixed(1)} ms, p99 ${r.latency.p99.toFixed(1)} ms`);
        out.push(r);
      }
  } finally {
    child?.child.kill();
    matchMaker.removeRoomType('bench-bare');
  }
  return out;
}

const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '-');

/** The table: one row per room count, ours beside bare, and their ratio. */
export function formatMultiRoom(o: Pick<MultiRoomOptions, 'scenario' | 'clientsPerRoom' | 'rate' | 'warmupSeconds' | 'seconds' | 'clientsIn'>, results: PhaseResult[]): string[] {
  const players = results[0]?.players ?? 0;
  const lines = [
    `many rooms: scenario ${o.scenario}, ${players} players + ${o.clientsPerRoom - players} spectators a room, ${o.rate} command/s a room (rooms staggered), ${o.warmupSeconds} s warm-up then ${o.seconds} s measured; latency = sender's send -> that client's view patch with the new seq, every client; clients ${o.clientsIn === 'child' ? 'in one child process' : "in the server's own process (so the CPU figures count both)"}`,
    `${'rooms'.padStart(5)} ${'clients'.padStart(7)} ${'cmds ours/bare'.padStart(14)} | ${'ours p50'.padStart(8)} ${'p99'.padStart(7)} | ${'bare p50'.padStart(8)} ${'p99'.padStart(7)} | ${'ratio p50'.padStart(9)} ${'p99'.padStart(6)} | ${'server CPU ours/bare'.padStart(20)} ${'clients CPU'.padStart(11)} | ${'store write p50/p99/mean'.padStart(24)} ${'store busy'.padStart(10)}`,
  ];
  for (const ours of results.filter((r) => r.kind === 'ours')) {
    const bare = results.find((r) => r.kind === 'bare' && r.rooms === ours.rooms);
    const b = bare?.latency;
    const pc = (x: number | undefined) => (x === undefined ? '-' : `${Math.round(x * 100)}%`);
    const a = ours.append!;
    lines.push(
      `${String(ours.rooms).padStart(5)} ${String(ours.clients).padStart(7)} ${`${ours.commandsMeasured}/${bare?.commandsMeasured ?? '-'}`.padStart(14)} | ${ms(ours.latency.p50).padStart(8)} ${ms(ours.latency.p99).padStart(7)} | ${ms(b?.p50 ?? NaN).padStart(8)} ${ms(b?.p99 ?? NaN).padStart(7)} | ${(b ? `${(ours.latency.p50 / b.p50).toFixed(2)}x` : '-').padStart(9)} ${(b ? `${(ours.latency.p99 / b.p99).toFixed(2)}x` : '-').padStart(6)} | ${`${pc(ours.serverCpu)}/${pc(bare?.serverCpu)}`.padStart(20)} ${`${pc(ours.cpuShare)}/${pc(bare?.cpuShare)}`.padStart(11)} | ${`${a.p50.toFixed(2)}/${a.p99.toFixed(2)}/${a.mean.toFixed(2)} ms`.padStart(24)} ${pc(ours.storeBusy).padStart(10)}`,
    );
  }
  lines.push("  (ms; CPU as a share of one core over the driven window; store write: each command's fsync'd append, timed in the server while the rooms ran; store busy: the share of that window the event loop sat in those writes)");
  const trouble = results.filter((r) => r.missing || r.rejected || r.exhausted || r.errors.length);
  for (const r of trouble) lines.push(`  ${r.kind} x${r.rooms}: ${r.missing} receipts missing, ${r.rejected} rejected, ${r.exhausted} rooms out of script${r.errors.length ? `; ${r.errors.join('; ')}` : ''}`);
  for (const r of results) if (r.late) lines.push(`  ${r.kind} x${r.rooms}: ${r.late} sends went late (the sender had not yet seen the command before)`);
  for (const r of results) lines.push(`  ${r.kind} x${r.rooms}: server event-loop delay p99 ${ms(r.loopDelayP99)} ms; latency max ${ms(r.latency.max)} ms over ${r.latency.n} receipts`);
  return lines;
}
