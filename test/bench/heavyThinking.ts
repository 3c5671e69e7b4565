import { Client, type Room } from '@colyseus/sdk';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Session } from '../../client/net/session.ts';
import { AiPool, type Thinker } from '../../server/ai/aiPool.ts';
import { startGameServer } from '../../server/app.ts';
import type { MapRegistry } from '../../server/maps/mapRegistry.ts';
import { nodeTimers } from '../../server/rooms/clock.ts';
import { answerScript, scriptRequest, type ScriptRequest } from '../../shared/ai/scriptRequest.ts';
import { battleModule } from '../../shared/battle/module.ts';
import { scenarioById } from '../../shared/battle/scenario.ts';
import type { Command } from '../../shared/battle/commands.ts';
import type { BattleView } from '../../shared/battle/model.ts';
import { freePort, waitFor } from '../support.ts';
import { stats, type Stats } from './multiRoom.ts';

// The scripted opponent's thinking and the other rooms' latency (#10), for `npm run bench`: R rooms of
// two players each give commands (the active side ends its phase, a new battle when one is over) and
// each command's time to its patch is measured, first with nothing else running, then beside one room
// whose two scripted sides think hard without pause (a synthetic level: each choice spins the CPU for
// spinMs, then answers as the recruit), the thinking in the worker pool, then on the event loop.

/** A level's answer after spinMs of pure CPU: a stand-in for a deep search, in the bench only. */
export function heavyAnswer(req: ScriptRequest, spinMs: number): Command | null {
  const until = performance.now() + spinMs;
  let x = 0;
  while (performance.now() < until) x = (x * 1103515245 + 12345) % 2147483647;
  return x < 0 ? null : answerScript({ ...req, level: 'recruit' });
}

export interface ThinkingOptions {
  maps: MapRegistry;
  rooms: number;
  seconds: number;
  spinMs: number;
}

export interface ThinkingResult {
  label: string;
  latency: Stats;
  /** Choices the thinking room made in the window. */
  choices: number;
  /** The server's event-loop delay over the window, p99 and max, ms. */
  loopP99: number;
  loopMax: number;
}

async function measure(o: ThinkingOptions, label: string, thinker: Thinker | null, think: boolean): Promise<ThinkingResult> {
  let choices = 0;
  let recording = false;
  const counted: Thinker = { choose: (req) => (thinker ? thinker.choose(req) : Promise.resolve(heavyAnswer(req, o.spinMs))).then((c) => (recording && choices++, c)) };
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startGameServer({ port, maps: o.maps, seed: () => 5, room: { scriptDelayMs: 0, timers: nodeTimers, thinker: counted } });
  const latencies: number[] = [];
  const rooms: Room[] = [];
  let running = true;
  let ready = 0;
  let loopP99 = NaN;
  let loopMax = NaN;
  try {
    const play = async () => {
      while (running) {
        const a = new Session<BattleView, Command>(await new Client(url).create('battle', { map: 'valley', deployment: 'auto' }));
        const b = new Session<BattleView, Command>(await new Client(url).joinById(a.room.roomId));
        rooms.push(a.room, b.room);
        await waitFor('seats', () => !!a.current()?.seats.every((s) => s.taken) && !!b.current(), 60_000);
        a.room.send('start');
        await waitFor('the start', () => !!a.current()?.started && !!b.current()?.started, 60_000);
        ready++;
        while (running && a.current()!.game.phase !== 'over') {
          const g = a.current()!.game;
          const who = g.active === 0 ? a : b;
          const before = g.seq;
          const t = performance.now();
          who.send({ type: 'endPhase' });
          await waitFor('the patch', () => (a.current()?.game.seq ?? 0) > before && (b.current()?.game.seq ?? 0) > before, 60_000);
          if (recording) latencies.push(performance.now() - t);
          await new Promise((r) => setTimeout(r, 50 + Math.random() * 50));
        }
      }
    };
    // The players' rooms first, all playing; then the thinking room; then the window is measured.
    const players = Array.from({ length: o.rooms }, () => play());
    await waitFor('the players', () => ready >= o.rooms, 120_000);
    if (think) {
      // Both sides scripted at the heavy level, one choice after another with no delay, for the whole window.
      const watcher = new Session<BattleView, Command>(await new Client(url).create('battle', { map: 'valley', deployment: 'auto', scripted: [0, 1], role: 'spectator' }));
      rooms.push(watcher.room);
      await waitFor('the thinking', () => (watcher.current()?.game.seq ?? 0) > 0, 60_000);
    }
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    recording = true;
    await new Promise((r) => setTimeout(r, o.seconds * 1000));
    recording = false;
    loop.disable();
    loopP99 = loop.percentile(99) / 1e6;
    loopMax = loop.max / 1e6;
    running = false;
    await Promise.allSettled(players);
  } finally {
    running = false;
    // A leave waits for the server's answer; a room already closed would never give one.
    await Promise.race([Promise.allSettled(rooms.map((r) => r.leave(true))), new Promise((r) => setTimeout(r, 2000))]);
    await server.close();
  }
  return { label, latency: stats(latencies), choices, loopP99, loopMax };
}

/** A request to start the pool's worker with, from a fresh battle's view. */
function warmUp(o: ThinkingOptions): ScriptRequest {
  const scenario = scenarioById('valley-clash')!;
  const made = battleModule.create({ scenario, map: o.maps.get(scenario.map)!.battle, deployment: 'auto' }, 1);
  if (!made.ok) throw new Error(made.error.message);
  const side = battleModule.pending(made.state)!.side;
  return scriptRequest(battleModule.viewFor(made.state, { role: 'player', side }), side, 'recruit');
}

export async function runThinking(o: ThinkingOptions): Promise<ThinkingResult[]> {
  const pool = new AiPool({ entry: new URL('./heavyAiWorker.ts', import.meta.url), workerData: { spinMs: o.spinMs }, timeoutMs: 120_000 });
  try {
    // The worker started (tsx loads the levels) before any window is measured.
    await pool.choose(warmUp(o));
    return [
      await measure(o, 'no scripted opponent thinking', pool, false),
      await measure(o, `beside a room thinking ${o.spinMs} ms a choice, in the worker pool`, pool, true),
      await measure(o, `beside a room thinking ${o.spinMs} ms a choice, on the event loop`, null, true),
    ];
  } finally {
    await pool.close();
  }
}

export function formatThinking(o: ThinkingOptions, results: ThinkingResult[]): string[] {
  const f = (x: number) => x.toFixed(1).padStart(7);
  return [
    `scripted opponent thinking: ${o.rooms} rooms of two players ending phases, ${o.seconds} s each; command -> both players patched (ms)`,
    `  ${'while'.padEnd(62)}     n     p50     p99     max  choices  loop delay p99 / max`,
    ...results.map((r) => `  ${r.label.padEnd(62)} ${String(r.latency.n).padStart(5)} ${f(r.latency.p50)} ${f(r.latency.p99)} ${f(r.latency.max)} ${String(r.choices).padStart(8)}  ${f(r.loopP99)} / ${f(r.loopMax).trim()}`),
  ];
}
