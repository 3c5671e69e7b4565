import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Command } from '../../shared/battle/commands.ts';
import type { ScriptRequest } from '../../shared/ai/scriptRequest.ts';

// The scripted opponent off the event loop: one small pool of worker threads per process (not one per
// room), each answering one request at a time from a queue. A worker that crashes, answers with an
// error or takes too long is dropped (a new one is started for the next request) and the request is
// rejected: the room then chooses on its own thread (battleRoom.ts), so a game never stalls on it.

export interface Thinker {
  choose(req: ScriptRequest): Promise<Command | null>;
}

export interface AiPoolOptions {
  /** Worker threads: 1 on this 2-core machine (one core stays the rooms'), at most 2. */
  size?: number;
  /** The worker's entry (a .ts file, run with tsx's loader); aiWorker.ts unless a test or the bench names another. */
  entry?: URL;
  workerData?: unknown;
  /** A request not answered in this time is given up and its worker ended. */
  timeoutMs?: number;
  /** After this many failures in a row the pool rests (answers every request with a failure at once) for restMs. */
  failuresBeforeRest?: number;
  restMs?: number;
}

interface Job {
  id: number;
  req: ScriptRequest;
  resolve(c: Command | null): void;
  reject(e: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/** tsx's loader as a file URL, so a worker loads .ts under `node --import tsx` and under vitest alike, from any working folder. */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export class AiPool implements Thinker {
  private readonly size: number;
  private readonly entry: URL;
  private readonly timeoutMs: number;
  private slots: Slot[] = [];
  private queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private failuresInRow = 0;
  /** While resting (Date.now() below it) no worker is started: a broken worker is not restarted for every command. */
  private restingUntil = 0;
  /** Requests answered by a worker, and those that failed there (crash, error, time-out). */
  readonly counts = { answered: 0, failed: 0 };

  constructor(private readonly opts: AiPoolOptions = {}) {
    this.size = Math.max(1, Math.min(2, opts.size ?? availableParallelism() - 1));
    this.entry = opts.entry ?? new URL('./aiWorker.ts', import.meta.url);
    this.timeoutMs = opts.timeoutMs ?? 60_000;
  }

  choose(req: ScriptRequest): Promise<Command | null> {
    if (this.closed) return Promise.reject(new Error('the scripted opponent pool is closed'));
    if (Date.now() < this.restingUntil) {
      this.counts.failed++;
      return Promise.reject(new Error(`the workers failed ${this.opts.failuresBeforeRest ?? 3} times in a row; resting`));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, req, resolve, reject });
      this.pump();
    });
  }

  /** Ends every worker; requests still waiting are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the scripted opponent pool closed'));
    await Promise.all(this.slots.map((s) => this.drop(s, new Error('the scripted opponent pool closed'))));
  }

  private pump(): void {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.job);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.timer = setTimeout(() => void this.drop(slot, new Error(`no answer in ${this.timeoutMs} ms`)), this.timeoutMs);
      slot.timer.unref();
      slot.worker.postMessage({ id: job.id, req: job.req });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(this.entry, { execArgv: ['--import', tsxLoader], workerData: this.opts.workerData });
    // An idle pool does not keep the process alive (tests, the CLI); the server's port does.
    worker.unref();
    const slot: Slot = { worker, job: null, timer: null };
    worker.on('message', (m: { id: number; command?: Command | null; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== m.id) return;
      this.finish(slot);
      if (m.error !== undefined) {
        this.failed();
        job.reject(new Error(m.error));
      } else {
        this.counts.answered++;
        this.failuresInRow = 0;
        job.resolve(m.command ?? null);
      }
      this.pump();
    });
    worker.on('error', (e) => void this.drop(slot, e));
    worker.on('exit', (code) => void this.drop(slot, new Error(`the worker stopped (exit code ${code})`)));
    this.slots.push(slot);
    return slot;
  }

  private failed(): void {
    this.counts.failed++;
    if (++this.failuresInRow < (this.opts.failuresBeforeRest ?? 3)) return;
    this.failuresInRow = 0;
    this.restingUntil = Date.now() + (this.opts.restMs ?? 60_000);
  }

  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
  }

  /** A worker gone wrong: out of the pool, its request rejected; the queue goes on with a new one. */
  private async drop(slot: Slot, why: Error): Promise<void> {
    if (!this.slots.includes(slot)) return;
    this.slots = this.slots.filter((s) => s !== slot);
    const job = slot.job;
    this.finish(slot);
    if (job) {
      if (!this.closed) this.failed();
      job.reject(why);
    }
    await slot.worker.terminate().catch(() => undefined);
    if (!this.closed) this.pump();
  }
}

let shared: AiPool | null = null;

/** The process's one pool, started on first use. */
export function sharedAiPool(): AiPool {
  return (shared ??= new AiPool());
}
