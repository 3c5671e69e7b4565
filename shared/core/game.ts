import type { z } from 'zod';
import type { Rejection } from './result.ts';
import type { Seed } from './rng.ts';
import type { TableAct } from './table.ts';

// The contract every game layer implements (the battle now; the combat step and the campaign next),
// and the only thing the generic room knows about a game. Pure: no clock, no I/O, no Math.random.

/** Who is looking. A player sees its own side (and its allies); the gamemaster sees everything. */
export type Viewer = { role: 'player'; side: number } | { role: 'spectator' } | { role: 'gamemaster' };

export type Applied<State, Event> = { ok: true; state: State; events: Event[] } | { ok: false; state: State; error: Rejection };

export type Created<State> = { ok: true; state: State } | { ok: false; error: Rejection };

/**
 * Who the game waits on, and what is done for them when time runs out. `decision` marks a question
 * asked mid-phase (fire or hold, attack or pass), which always has a deadline; a whole phase has one
 * only when the match sets a time limit.
 */
export interface Pending<Command> {
  side: number;
  what: string;
  decision: boolean;
  /** Applied for `side` when the deadline passes. Always a command `apply` accepts in that state. */
  onTimeout: Command;
}

/**
 * The table's side of a game (shared/core/table.ts): acts that are nobody's move but change the game
 * all the same, so they are applied, logged (side -1) and replayed like commands.
 */
export interface TableRules<State, Command, Event> {
  /** The act applied, or a rejection and the same state. `timeout` takes pending().onTimeout for whoever is waited on. */
  apply(state: State, act: TableAct): Applied<State, Event>;
  /** While paused every side's command is refused (and the room's clock stands still). */
  paused(state: State): boolean;
  /** The sides the scripted opponent plays now. */
  scripted(state: State): number[];
  /** The scripted opponent's command for `side`, chosen from that side's own view only; null: none. */
  script(state: State, side: number): Command | null;
}

export interface GameModule<Setup, State, View, Command, Event> {
  readonly kind: string;
  /** Parses a command at the edge (strict: unknown fields are errors). The acting side never comes from it. */
  readonly command: z.ZodType<Command>;
  /**
   * A new game from a full set-up value (never an id) and a seed: 256 bits the server drew from the
   * OS, or a small number that names a test or simulated game.
   */
  create(setup: Setup, seed: Seed | number): Created<State>;
  /** A new state and what happened, or a rejection and the same state. Never throws on input. */
  apply(state: State, side: number, command: Command): Applied<State, Event>;
  /** The ONE place hidden information is stripped: everything a viewer receives is built from this. */
  viewFor(state: State, viewer: Viewer): View;
  /** Every command `side` may give now, derived from the same guards `apply` uses. */
  legal(view: View, side: number): Command[];
  /** Who must act now, or null when nobody (the game is over). */
  pending(state: State): Pending<Command> | null;
  /** Names of the sides, in seat order. */
  sides(state: State): string[];
  /** `side` and its allies (who share what it knows and its win), in seat order: who hears a side's chat. */
  allies(state: State, side: number): number[];
  over(state: State): boolean;
  /** A short hash of the whole state, for replay and restart checks. */
  hash(state: State): string;
  /** Every die the events show, in a fixed order: a record's verifier checks them one by one. */
  diceShown(events: readonly Event[]): number[];
  /** Table acts and the scripted opponent; a game without them has neither. */
  readonly table?: TableRules<State, Command, Event>;
}
