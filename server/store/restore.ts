import { randomBytes } from 'node:crypto';
import type { GameModule } from '../../shared/core/game.ts';
import { replayLog } from '../../shared/core/verify.ts';
import type { GameStore, StoredGame } from './store.ts';

// Bringing every unfinished game back when the server starts: each is read from the store, rebuilt by
// replaying its log from its seed (checking every die and event against the stored ones, and the
// final state against the stored hash), then handed to a new room that takes the stored id. One game
// that cannot be read or replayed is reported and skipped; its rows stay as they are and the others
// come back.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyModule = GameModule<any, any, any, any, any>;

/** A stored game and the state its log replays to: what a restored room starts from. */
export interface Restoring {
  game: StoredGame;
  state: unknown;
}

/**
 * The way a restore reaches a room's onCreate. Create options come from clients too, so a restore is
 * asked for with a one-time random ticket only this process knows, never with a room id a client
 * could name.
 */
export class RestoreTickets {
  private pending = new Map<string, Restoring>();

  issue(restoring: Restoring): { restoreTicket: string } {
    const ticket = randomBytes(16).toString('hex');
    this.pending.set(ticket, restoring);
    return { restoreTicket: ticket };
  }

  /** The restore the options carry a ticket for, once; null for every client's create. */
  take(options: unknown): Restoring | null {
    const ticket = options && typeof options === 'object' ? (options as { restoreTicket?: unknown }).restoreTicket : undefined;
    if (typeof ticket !== 'string') return null;
    const found = this.pending.get(ticket) ?? null;
    this.pending.delete(ticket);
    return found;
  }
}

export interface RestoreReport {
  restored: { roomId: string; commands: number; hash: string }[];
  /** One sentence per game that did not come back: which, and why. */
  problems: string[];
}

/** For each kind of game: its module, and how a room is opened for a rebuilt game. */
export type Restorers = Record<string, { module: AnyModule; open(restoring: Restoring): Promise<void> }>;

export async function restoreUnfinished(store: GameStore, restorers: Restorers): Promise<RestoreReport> {
  const report: RestoreReport = { restored: [], problems: [] };
  const skipped = (why: string) => report.problems.push(`${why}. It is skipped: its rows stay untouched in ${store.where}, and the other games are restored.`);
  for (const roomId of store.unfinished()) {
    let game: StoredGame | null;
    try {
      game = store.load(roomId);
    } catch (e) {
      skipped((e as Error).message);
      continue;
    }
    if (!game) continue;
    const name = `Game ${roomId} (${typeof game.metadata.name === 'string' ? game.metadata.name : game.kind}, ${game.log.length} commands)`;
    const restorer = restorers[game.kind];
    if (!restorer) {
      skipped(`${name} is a "${game.kind}", which this server does not run`);
      continue;
    }
    const rebuilt = rebuild(restorer.module, game);
    if (!rebuilt.ok) {
      skipped(`${name} cannot be rebuilt: ${rebuilt.message}`);
      continue;
    }
    try {
      await restorer.open({ game, state: rebuilt.state });
    } catch (e) {
      skipped(`${name} was rebuilt but its room could not be opened: ${(e as Error).message}`);
      continue;
    }
    report.restored.push({ roomId, commands: game.log.length, hash: rebuilt.hash });
  }
  return report;
}

/** The stored game's state, from its seed and log, checked against what the room had stored. */
export function rebuild(module: AnyModule, game: StoredGame): { ok: true; state: unknown; hash: string } | { ok: false; message: string } {
  let replayed;
  try {
    replayed = replayLog(module, game.setup, game.seed, game.log);
  } catch (e) {
    return { ok: false, message: `its set-up or events are malformed (${(e as Error).message})` };
  }
  if (!replayed.ok) return { ok: false, message: replayed.message };
  const hash = module.hash(replayed.state);
  if (game.hash !== null && hash !== game.hash) return { ok: false, message: `its log replays to state ${hash}, but the room had stored ${game.hash} after the last command` };
  return { ok: true, state: replayed.state, hash };
}
