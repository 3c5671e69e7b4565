import type { GameModule } from '../../shared/core/game.ts';
import type { GameRecord } from '../../shared/core/record.ts';
import { applyEntry, verifyRecord } from '../../shared/core/verify.ts';
import { turnStarts, type TurnStart } from './steps.ts';

// A finished game's states, step by step, rebuilt in the page from its record with the module's own
// create/apply (the dice from the revealed seed). Building it is the record's full check (every die,
// every event, the final hash); it keeps one state in CHECKPOINT and the one last asked for, so any
// step is at most CHECKPOINT-1 commands from a kept state and stepping either way stays instant.

export const CHECKPOINT = 16;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Module<State> = GameModule<any, State, any, any, any>;

export class Timeline<State> {
  private constructor(
    private readonly module: Module<State>,
    readonly record: GameRecord,
    private readonly checkpoints: State[],
    /** The turn of each step 0..n. */
    readonly turns: number[],
    readonly starts: TurnStart[],
    readonly summary: string,
  ) {}

  private last: { k: number; state: State } | null = null;

  /** Checks the record while it builds the timeline; a record that does not replay is refused. */
  static build<State>(module: Module<State>, record: GameRecord, turnOf: (state: State) => number): { ok: true; timeline: Timeline<State> } | { ok: false; message: string } {
    const checkpoints: State[] = [];
    const turns: number[] = [];
    const verdict = verifyRecord(module, record, (done, state) => {
      if (done % CHECKPOINT === 0) checkpoints.push(state);
      turns.push(turnOf(state));
    });
    if (!verdict.ok) return { ok: false, message: verdict.message };
    return { ok: true, timeline: new Timeline(module, record, checkpoints, turns, turnStarts(turns), verdict.summary) };
  }

  /** The number of commands: steps go from 0 to n. */
  get n(): number {
    return this.record.log.length;
  }

  /** The game after its first k commands. */
  stateAt(k: number): State {
    if (this.last?.k === k) return this.last.state;
    const base = Math.floor(k / CHECKPOINT) * CHECKPOINT;
    // From the state last shown when it is on the way (stepping forward), else from the checkpoint.
    let from = this.last && this.last.k >= base && this.last.k < k ? this.last : { k: base, state: this.checkpoints[base / CHECKPOINT] };
    let state = from.state;
    for (let i = from.k; i < k; i++) {
      const entry = this.record.log[i];
      // Checked when the timeline was built: every entry here (a side's command or a table act) applies.
      const applied = applyEntry(this.module, state, entry);
      if (!applied?.ok) throw new Error(`Command ${i + 1} no longer applies${applied ? `: ${applied.error.message}` : ''}`);
      state = applied.state;
    }
    from = { k, state };
    this.last = from;
    return state;
  }
}
