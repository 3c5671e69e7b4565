import type { GameModule } from '../../shared/core/game.ts';
import type { Timers } from './clock.ts';

// The scripted opponent in a room: whenever the game waits on a side it plays, its command (chosen by
// the module from that side's own view) is applied after a short delay, so people can follow it.
// Nothing is chosen while the game is paused or a seat is still to be filled.
//
// With `think` (a worker thread: server/ai/aiPool.ts) the choice starts at once and runs off the event
// loop; the command is applied when both the answer and the delay are in, and only if the game has not
// moved on meanwhile (a pause, a hand-over, the room closed: the answer is dropped).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyModule = GameModule<any, any, any, any, any>;

export class ScriptedSides {
  private timer: { clear(): void } | null = null;
  /** The plan running: the command count and side it is for; a newer plan (or stop) makes older answers stale. */
  private planned: { seq: number; side: number; token: number } | null = null;
  private token = 0;

  constructor(
    private readonly module: AnyModule,
    private readonly timers: Timers,
    private readonly delayMs: number,
    /** Who chooses the scripted side's command; the module's own choice unless the room names another (a level). */
    private readonly choose: (state: unknown, side: number) => unknown | null = (state, side) => module.table!.script(state, side),
    /** The same choice off the event loop, when the room has one; a rejection is logged and taken as null (the side's default). */
    private readonly think?: (state: unknown, side: number) => Promise<unknown | null>,
  ) {}

  /** Whether a scripted side's command is being chosen or waited for now (the room shows it). */
  get busy(): boolean {
    return this.planned !== null;
  }

  /**
   * Plans the scripted side's next command if it is its turn; `play` runs later with the state then
   * (the game can have moved on: `seq` tells), and gives the side and command, or null for its default.
   * Asked again for the same command count and side (someone joined, a seat reconnected), the plan runs on.
   */
  plan(state: unknown, seq: number, current: () => { state: unknown; seq: number }, play: (side: number, command: unknown | null) => void): void {
    const table = this.module.table;
    const p = table && !table.paused(state) ? this.module.pending(state) : null;
    if (!p || !table!.scripted(state).includes(p.side)) return this.stop();
    if (this.planned && this.planned.seq === seq && this.planned.side === p.side) return;
    this.stop();
    const token = ++this.token;
    this.planned = { seq, side: p.side, token };
    const live = () => this.planned?.token === token;
    const settle = (command: unknown | null) => {
      this.planned = null;
      const now = current();
      if (now.seq === seq) play(p.side, command);
    };
    if (!this.think) {
      this.timer = this.timers.setTimeout(() => {
        this.timer = null;
        if (!live()) return;
        const now = current();
        settle(now.seq === seq ? this.choose(now.state, p.side) : null);
      }, this.delayMs);
      return;
    }
    let answer: { command: unknown | null } | null = null;
    let waited = false;
    const go = () => {
      if (live() && answer && waited) settle(answer.command);
    };
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      waited = true;
      go();
    }, this.delayMs);
    this.think(state, p.side).then(
      (command) => {
        answer = { command };
        go();
      },
      (e: Error) => {
        console.error(`the scripted side's choice failed: ${e.message}`);
        answer = { command: null };
        go();
      },
    );
  }

  stop(): void {
    this.timer?.clear();
    this.timer = null;
    this.planned = null;
    this.token++;
  }
}
