import type { GameModule } from '../../shared/core/game.ts';
import type { Seed } from '../../shared/core/rng.ts';
import type { TableAct } from '../../shared/core/table.ts';
import type { RestoreTickets } from '../store/restore.ts';
import type { GameStore } from '../store/store.ts';
import type { Timers } from './clock.ts';

// What a game room is given by the server (never by a client): the module, the store, and how a
// client's create options become a set-up; plus the match's time limits.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyModule = GameModule<any, any, any, any, any>;

/** What a room needs besides the module: how a client's create options become a set-up. */
export interface GameRoomDeps<M extends AnyModule = AnyModule> {
  module: M;
  /** Where every game, its seat keys and each command are written before anyone is told of them. */
  store: GameStore;
  /** Restores asked for at start-up; a create without a ticket is a new game. */
  restores?: RestoreTickets;
  /**
   * Parses the create options (from a client: untrusted) into the module's set-up, or says why not;
   * `opening`: table acts applied as the game is made (a combat step's set-up log, as narration).
   */
  setup(options: unknown): { ok: true; setup: Parameters<M['create']>[0]; mapId: string; gamemaster: boolean; metadata: Record<string, unknown>; timing?: Timing; opening?: TableAct[] } | { ok: false; message: string };
  /** Where seeds come from; tests fix it, the server draws 256 bits from the OS. Never from a client. */
  seed?: () => Seed | number;
  reconnectSeconds?: number;
  /** How long a player has to answer a mid-turn decision before its default is taken. */
  decisionSeconds?: number;
  maxSpectators?: number;
  /** Milliseconds in one second of the time limits: 1000, or less in tests so a wait runs out soon. */
  secondMs?: number;
  /** How long the scripted opponent waits before each command (ms), so people can follow it. */
  scriptDelayMs?: number;
  /** Timers for the limits and the scripted opponent; the room's clock by default. */
  timers?: Timers;
  /**
   * The scripted opponent's command for `side` in this game (its stored metadata says how it plays, e.g.
   * its level); without it, the module's own (table.script).
   */
  script?(state: Parameters<NonNullable<M['table']>['script']>[0], side: number, metadata: Record<string, unknown>): unknown | null;
  /**
   * The same choice off the event loop (a worker thread); when given, the room asks it instead of
   * `script` and applies its answer only if the game has not moved on meanwhile.
   */
  think?(state: Parameters<NonNullable<M['table']>['script']>[0], side: number, metadata: Record<string, unknown>): Promise<unknown | null>;
}

/** A match's time limits (create options), kept in its metadata so a restore has them too. */
export interface Timing {
  /** Every wait (phase or decision) has this limit; null: only decisions, with decisionSeconds. */
  phaseSeconds: number | null;
  /** How long a seat must be disconnected before it may be handed to the scripted opponent. */
  handoverSeconds: number;
}

export const NO_LIMIT: Timing = { phaseSeconds: null, handoverSeconds: 60 };
