// The room's clock for waits that time out: one countdown at a time, keyed by what is waited on, so a
// phase keeps its deadline across the commands given inside it, a pause holds the time left and a
// resume runs on from there. Timers come from the room's clock (ticked every ~16 ms) or, in tests and
// the bench, from Node's own, so a scripted game need not wait for ticks.

export interface Timers {
  setTimeout(fire: () => void, ms: number): { clear(): void };
}

/** Node's timers behind the room clock's shape. */
export const nodeTimers: Timers = {
  setTimeout(fire, ms) {
    const t = setTimeout(fire, ms);
    return { clear: () => clearTimeout(t) };
  },
};

export class Countdown {
  /** Server time (ms since 1970) when the running wait ends; 0 when none runs (none, or held). */
  deadline = 0;
  private key: string | null = null;
  private timer: { clear(): void } | null = null;
  /** The time left on `key` when it was held. */
  private left: number | null = null;

  constructor(
    private readonly timers: Timers,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Waits `ms` on `key`, then fires. Asked again for the key already running, it keeps its deadline;
   * for the key that was held, it runs on with the time that was left.
   */
  run(key: string, ms: number, fire: () => void): void {
    if (key === this.key && this.timer) return;
    const wait = key === this.key && this.left !== null ? this.left : ms;
    this.stop();
    this.key = key;
    this.deadline = this.now() + wait;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.key = null;
      this.deadline = 0;
      fire();
    }, wait);
  }

  /** Stops the clock and keeps the time left, for `run` with the same key. */
  hold(): void {
    if (this.timer) {
      this.left = Math.max(0, this.deadline - this.now());
      this.timer.clear();
      this.timer = null;
    }
    this.deadline = 0;
  }

  stop(): void {
    this.timer?.clear();
    this.timer = null;
    this.key = null;
    this.left = null;
    this.deadline = 0;
  }
}
