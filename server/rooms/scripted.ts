import type { GameModule } from '../../shared/core/game.ts';
import type { Timers } from './clock.ts';

// The scripted opponent in a room: whenever the game waits on a side it plays, its command (chosen by
// the module from that side's own view) is applied after a short delay, so people can follow it.
// Nothing is chosen while the game is paused or a seat is still to be filled.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyModule = GameModule<any, any, any, any, any>;

export class ScriptedSides {
  private timer: { clear(): void } | null = null;

  constructor(
    private readonly module: AnyModule,
    private readonly timers: Timers,
    private readonly delayMs: number,
    /** Who chooses the scripted side's command; the module's own choice unless the room names another (a level). */
    private readonly choose: (state: unknown, side: number) => unknown | null = (state, side) => module.table!.script(state, side),
  ) {}

  /**
   * Plans the scripted side's next command if it is its turn; `play` runs later with the state then
   * (the game can have moved on: `seq` tells), and gives the side and command, or null for its default.
   */
  plan(state: unknown, seq: number, current: () => { state: unknown; seq: number }, play: (side: number, command: unknown | null) => void): void {
    this.stop();
    const table = this.module.table;
    if (!table || table.paused(state)) return;
    const p = this.module.pending(state);
    if (!p || !table.scripted(state).includes(p.side)) return;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      const now = current();
      if (now.seq !== seq) return;
      play(p.side, this.choose(now.state, p.side));
    }, this.delayMs);
  }

  stop(): void {
    this.timer?.clear();
    this.timer = null;
  }
}
