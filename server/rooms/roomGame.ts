import { randomBytes } from 'node:crypto';
import { toSeed, type Seed } from '../../shared/core/rng.ts';
import type { Restoring } from '../store/restore.ts';
import { newScriptSecret, SCRIPT_SECRET } from '../ai/scriptSecret.ts';
import type { TableAct } from '../../shared/core/table.ts';
import { Ledger } from './ledger.ts';
import { StartGate } from './lobbyListing.ts';
import { NO_LIMIT, type GameRoomDeps, type Timing } from './roomDeps.ts';
import { Seats } from './seats.ts';

// What a room holds of its game, made in one of two ways: a new game from a client's create options
// (written to the store before anyone can join it), or a stored game brought back after a restart.

export interface RoomGame {
  game: unknown;
  setup: unknown;
  seed: Seed;
  mapId: string;
  seats: Seats;
  gate: StartGate;
  /** The stored metadata (map, scenario, teams, private, the match's timing…) the listing is made from. */
  stored: Record<string, unknown>;
  timing: Timing;
  ledger: Ledger;
  /** Table acts applied once the room is set up (a combat step's set-up log, as narration); none on a restore. */
  opening: TableAct[];
}

export const newSeatKey = () => randomBytes(12).toString('hex');

/** A new game from a client's create options, written to the store before anyone can join it. */
export function newGame(deps: GameRoomDeps, roomId: string, options: unknown): RoomGame {
  const made = deps.setup(options);
  if (!made.ok) throw new Error(made.message);
  const seed = toSeed(deps.seed ? deps.seed() : randomBytes(32).toString('hex'));
  if (seed === null) throw new Error('The seed source gave something that is not a seed');
  const created = deps.module.create(made.setup, seed);
  if (!created.ok) throw new Error(created.error.message);
  const sides = deps.module.sides(created.state);
  const timing = made.timing ?? NO_LIMIT;
  // Stored with the game: a restore has its time limits again, and the scripted seats' secret (never sent).
  const stored = { ...made.metadata, timing, [SCRIPT_SECRET]: newScriptSecret() };
  deps.store.create({ roomId, kind: deps.module.kind, createdAt: Date.now(), mapId: made.mapId, setup: made.setup, seed, metadata: stored, sides, gamemaster: made.gamemaster });
  const seats = new Seats(sides, newSeatKey, { gamemaster: made.gamemaster });
  // Every side scripted and no gamemaster: nobody could ever press Start, so it starts at once.
  const scripted = deps.module.table?.scripted(created.state) ?? [];
  const unattended = !made.gamemaster && sides.every((_, side) => scripted.includes(side));
  if (unattended) deps.store.start(roomId);
  return { game: created.state, setup: made.setup, seed, mapId: made.mapId, seats, gate: new StartGate(null, unattended), stored, timing, ledger: new Ledger(), opening: made.opening ?? [] };
}

/** A stored game after a restart: its rebuilt state, its log, its seats' keys and its metadata. */
export function restoredGame(deps: GameRoomDeps, { game, state }: Restoring): RoomGame {
  const seats = new Seats(deps.module.sides(state), newSeatKey, { gamemaster: game.gamemaster });
  seats.restoreKeys(game.keys, game.gamemasterKey, game.players, game.gamemasterPlayer);
  const timing = game.metadata.timing as Partial<Timing> | undefined;
  return {
    game: state,
    setup: game.setup,
    seed: game.seed,
    mapId: game.mapId,
    seats,
    gate: new StartGate(game.creator, game.started),
    stored: game.metadata,
    timing: { phaseSeconds: timing?.phaseSeconds ?? null, handoverSeconds: timing?.handoverSeconds ?? NO_LIMIT.handoverSeconds },
    ledger: new Ledger(game.log),
    opening: [],
  };
}
