import { Client, type Room } from '@colyseus/sdk';
import { performance } from 'node:perf_hooks';

// The clients of the many-rooms bench, run in a child process of the bench so that their work (1200
// sockets decoding every patch at N=200) does not sit on the server's event loop. The parent sends one
// LoadJob per phase and gets one LoadResult back. Both clocks below are this process's, so the
// latency is measured on one clock: from the sender's send to each client's receipt of the view patch
// that carries the command's seq.

export interface LoadJob {
  url: string;
  /** The room type to create: 'battle' (ours) or the bench's bare room. */
  roomName: string;
  createOptions: Record<string, unknown>;
  rooms: number;
  /** Player clients per room (one per side, in side order); the rest join as spectators. */
  players: number;
  clientsPerRoom: number;
  /** What the sides send, in order: side k's player sends command k once it has seen seq k. */
  script: { side: number; command: unknown }[];
  /** Commands per second in each room; rooms are spread evenly over one period. */
  rate: number;
  warmupSeconds: number;
  seconds: number;
}

export interface LoadResult {
  /** ms from send to receipt, one per client per measured command. */
  latencies: number[];
  commandsMeasured: number;
  /** Receipts still missing after the drain (a client never saw a measured seq). */
  missing: number;
  /** Sends that were due while the sender had not yet seen the previous command (sent late). */
  late: number;
  rejected: number;
  /** Rooms whose script ran out before the end (the game was over). */
  exhausted: number;
  joinMs: number;
  /** This process's CPU time over the driven window, as a share of one core. */
  cpuShare: number;
  errors: string[];
}

interface Member {
  room: Room;
  side: number | null;
  seq: number;
}

interface Driven {
  members: Member[];
  players: Member[];
  /** seq -> when the command that makes it was sent; only measured commands are here. */
  sentAt: Map<number, number>;
  next: number;
  /** Set while a due command waits for its sender to see the one before. */
  resume: (() => void) | null;
}

const SEQ_PATH = (p: unknown[]) => p.length === 2 && p[0] === 'game' && p[1] === 'seq';

async function pool<T>(items: T[], width: number, run: (item: T) => Promise<void>): Promise<void> {
  let i = 0;
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, async () => {
    while (i < items.length) await run(items[i++]);
  }));
}

/** `mark` is told when the driven window starts and ends (the server samples its CPU then). */
export async function runLoad(job: LoadJob, mark: (m: 'start' | 'end') => void = () => undefined): Promise<LoadResult> {
  const client = new Client(job.url);
  const errors: string[] = [];
  const latencies: number[] = [];
  let rejected = 0;
  const rooms: Driven[] = [];

  const watch = (d: Driven, room: Room): Member => {
    const m: Member = { room, side: null, seq: -1 };
    const seen = (seq: number) => {
      if (seq <= m.seq) return;
      m.seq = seq;
      const at = d.sentAt.get(seq);
      if (at !== undefined) latencies.push(performance.now() - at);
      if (d.resume && m.side === job.script[d.next]?.side && seq >= d.next) send(d);
    };
    room.onMessage('welcome', (w: { you?: { role: string; side?: number } }) => {
      if (w.you?.role === 'player') m.side = w.you.side ?? null;
    });
    room.onMessage('view', (v: { full?: { game: { seq: number } }; patch?: { op: string; path: unknown[]; value?: unknown }[] }) => {
      if (v.full) return seen(v.full.game.seq);
      for (const op of v.patch ?? []) if (op.op === 'set' && SEQ_PATH(op.path)) return seen(op.value as number);
    });
    room.onMessage('events', () => undefined);
    room.onMessage('rejected', (r: { code: string; message: string }) => {
      rejected++;
      if (errors.length < 5) errors.push(`rejected: ${r.code} ${r.message}`);
    });
    return m;
  };

  const joinStart = performance.now();
  await pool(Array.from({ length: job.rooms }, (_, i) => i), 16, async () => {
    const d: Driven = { members: [], players: [], sentAt: new Map(), next: 0, resume: null };
    const first = await client.create(job.roomName, job.createOptions);
    const others = Array.from({ length: job.clientsPerRoom - 1 }, async (_, i) => watch(d, await client.joinById(first.roomId, { role: i + 1 < job.players ? 'player' : 'spectator' })));
    const members = [watch(d, first), ...(await Promise.all(others))];
    d.members = members;
    rooms.push(d);
  });
  const joinMs = performance.now() - joinStart;
  // Every client has its welcome and full view before the first command (the joins' patches settle).
  for (let t = 0; t < 100 && rooms.some((d) => d.members.some((m) => m.seq < 0)); t++) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 300));
  for (const d of rooms) {
    // The bare room has no seats: its players are the first clients, in side order.
    if (job.roomName !== 'battle') d.members.forEach((m, i) => (m.side = i < job.players ? i : null));
    d.players = Array.from({ length: job.players }, (_, side) => d.members.find((m) => m.side === side)!);
    if (d.players.some((p) => !p)) throw new Error(`a ${job.roomName} room has no player for every side`);
    // A battle begins when its creator (the first client) starts it, once every seat is taken.
    if (job.roomName === 'battle') d.members[0].room.send('start');
  }
  await new Promise((r) => setTimeout(r, 300));

  const period = 1000 / job.rate;
  const start = performance.now() + 100;
  const measureFrom = start + job.warmupSeconds * 1000;
  const end = measureFrom + job.seconds * 1000;
  let commandsMeasured = 0;
  let late = 0;
  let exhausted = 0;

  function send(d: Driven): void {
    const resume = d.resume;
    d.resume = null;
    resume?.();
    const step = job.script[d.next];
    const now = performance.now();
    if (now >= measureFrom && now < end) (d.sentAt.set(d.next + 1, now), commandsMeasured++);
    d.players[step.side].room.send('command', step.command);
    d.next++;
  }

  const cpu0 = process.cpuUsage();
  mark('start');
  await Promise.all(
    rooms.map(async (d, i) => {
      for (let k = 0; ; k++) {
        const due = start + (i / rooms.length) * period + k * period;
        if (due >= end) return;
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
        if (d.next >= job.script.length) return void exhausted++;
        // A command goes out once its sender has seen the one before (commands from two sockets
        // could otherwise arrive out of turn); a late one goes the moment it may.
        if (d.players[job.script[d.next].side].seq >= d.next) send(d);
        else {
          late++;
          // A command refused (counted in `rejected`) would stall the room: it gives up at the end.
          await new Promise<void>((r) => {
            d.resume = r;
            setTimeout(r, Math.max(0, end - performance.now()));
          });
          d.resume = null;
        }
      }
    }),
  );
  // Drain: the last measured commands reach every client (up to 10 s: a saturated server lags).
  const expected = () => rooms.reduce((n, d) => n + d.sentAt.size * d.members.length, 0);
  for (let t = 0; t < 200 && latencies.length < expected(); t++) await new Promise((r) => setTimeout(r, 50));
  const used = process.cpuUsage(cpu0);
  mark('end');
  const cpuShare = (used.user + used.system) / 1000 / (performance.now() - start);
  const missing = expected() - latencies.length;
  await pool(rooms.flatMap((d) => d.members), 32, async (m) => {
    await m.room.leave(true).catch(() => undefined);
  });
  return { latencies, commandsMeasured, missing, late, rejected, exhausted, joinMs, cpuShare, errors };
}

// Forked by the bench (which sets the variable): one job at a time, answered on the IPC channel.
// Imported (the inline mode, or a test worker that has its own IPC channel), it does nothing here.
export const CHILD_ENV = 'SW_BENCH_LOAD_CLIENTS';
if (process.send && process.env[CHILD_ENV] === '1') {
  process.on('message', (job: LoadJob) => {
    runLoad(job, (m) => process.send!({ mark: m })).then(
      (result) => process.send!({ ok: true, result }),
      (e: Error) => process.send!({ ok: false, error: e.stack ?? String(e) }),
    );
  });
  process.send({ ready: true });
}
