import { z } from 'zod';
import { LEVEL_IDS } from '../ai/levelIds.ts';
import { REJECTION_CODES } from '../core/result.ts';
import { GameRecord } from '../core/record.ts';
import { SetupOverrides, SetupSeed } from '../combatSetup/overrideSchema.ts';
import type { Path, PatchOp } from './diff.ts';

// Every message between a client and a game room, in both directions, as zod schemas: the room parses
// what a client sends, the client parses what the room sends. A game's commands are parsed by its
// module's own schema (GameModule.command); its view and events are the module's plain data.

export const Viewer = z.discriminatedUnion('role', [
  z.object({ role: z.literal('player'), side: z.number().int().min(0).max(5) }),
  z.object({ role: z.literal('spectator') }),
  z.object({ role: z.literal('gamemaster') }),
]);

/**
 * A seat as everyone sees it: never its key. `player`: the display name its holder gave (null: none,
 * or free); `scripted`: the scripted opponent plays it now.
 */
export const SeatInfo = z.object({ side: z.number().int(), name: z.string(), taken: z.boolean(), connected: z.boolean(), player: z.string().nullable(), scripted: z.boolean() });
export type SeatInfo = z.infer<typeof SeatInfo>;

/** Who the game waits on (from the module's pending()), without the default it will take. */
export const Waiting = z.object({ side: z.number().int(), what: z.string(), decision: z.boolean() });

/**
 * The document each client holds: the room around the game, and the game as viewFor gave it for this
 * client's viewer. `deadline` is the server's clock (ms) when the wait ends by itself; 0 for none.
 */
export interface MatchView<View> {
  seats: SeatInfo[];
  /** False until the creator presses Start (every seat filled or scripted); commands wait for it. */
  started: boolean;
  deadline: number;
  /** The gamemaster paused the game: no clock runs and no side may act. */
  paused: boolean;
  waiting: z.infer<typeof Waiting> | null;
  game: View;
}

const path = z.array(z.union([z.string(), z.number().int().min(0)])) satisfies z.ZodType<Path>;
export const PatchOpSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('set'), path, value: z.unknown() }),
  z.object({ op: z.literal('del'), path }),
  z.object({ op: z.literal('len'), path, length: z.number().int().min(0) }),
]) satisfies z.ZodType<PatchOp>;

const EventBatch = z.object({ seq: z.number().int().min(0), events: z.array(z.object({ type: z.string() }).passthrough()) });

/** Server -> client, by message type. */
export const ServerMessages = {
  /**
   * On joining: who you are, your seat's key (only to you), and the recent events for the log.
   * `creator`: you hold the seat of the battle's creator, who starts it and, in a battle without a
   * gamemaster, may hand seats over to the scripted opponent. `gamemaster`: the battle has a gamemaster seat.
   */
  welcome: z.object({ you: Viewer, seatKey: z.string().nullable(), kind: z.string(), mapId: z.string(), history: z.array(EventBatch), creator: z.boolean().default(false), gamemaster: z.boolean().default(false), solo: z.boolean().default(false) }),
  /** The whole document (on joining) or the changes since the last one this client got. */
  view: z.union([z.object({ full: z.object({ seats: z.array(SeatInfo), started: z.boolean(), deadline: z.number(), paused: z.boolean(), waiting: Waiting.nullable(), game: z.unknown() }) }), z.object({ patch: z.array(PatchOpSchema) })]),
  /** What happened, after each applied command, to everyone in the room. */
  events: EventBatch,
  /** The game's record with its seed (docs/PROTOCOL.md "Checking the dice"), asked for once the game is over. */
  record: GameRecord,
  /**
   * A chat line, to those who may hear it: `to` "all", "side" (the sender's side and its allies, and
   * the gamemaster) or "spectators" (a spectator's chat). `text` is plain text, never markup.
   */
  chat: z.object({
    from: z.string().max(64),
    role: z.enum(['player', 'spectator', 'gamemaster']),
    side: z.number().int().min(0).max(5).optional(),
    to: z.enum(['all', 'side', 'spectators']),
    text: z.string().min(1).max(300),
  }),
  /** A message or command that was refused; nothing changed. */
  rejected: z.object({ code: z.enum(REJECTION_CODES), message: z.string() }),
} as const;

export type ServerMessageType = keyof typeof ServerMessages;
export type ServerMessage<T extends ServerMessageType> = z.infer<(typeof ServerMessages)[T]>;

/** Client -> server message types; the payload of `command` is parsed by the game module. */
export const CLIENT_MESSAGE_TYPES = ['command', 'record', 'start', 'table', 'chat'] as const;
export { GamemasterAct } from '../core/table.ts';

/**
 * A player's display name: shown to everyone, so plain short text. Letters, digits, spaces and a few
 * marks only (no markup, no control characters); the client still renders it as text, never HTML.
 */
export const DisplayName = z
  .string()
  .trim()
  .min(1, 'A name needs at least one character')
  .max(24, 'A name is at most 24 characters')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._'-]*$/u, "A name may hold letters, digits, spaces and . _ ' - (starting with a letter or digit)");

/** Create options of a room (client.create): the map and the scenario by id, and how the match is played. */
export const CreateOptions = z
  .object({
    /** The map; optional only with `combatStep`, whose generator picks the board. */
    map: z.string().min(1).max(64).optional(),
    scenario: z.string().min(1).max(64).optional(),
    /**
     * Issue 11: a super-hero combat step generated from a seed (shared/combatSetup) instead of a map
     * and scenario: the episode step (data id), the hero types of the team (default: the data's team).
     */
    combatStep: z
      .object({
        seed: SetupSeed,
        episode: z.string().min(1).max(64).optional(),
        team: z.array(z.string().min(1).max(64)).min(1).max(8).optional(),
        /** The gamemaster's rerolls and results set by hand, in order (shared/combatSetup/overrides.ts). */
        overrides: SetupOverrides.optional(),
        /** HC-08: the step's Boost in Tasks, won outside the fight (EP-16: +1 advanced research, +2 an Advantage step's success). */
        boost: z.union([z.literal(1), z.literal(2)]).optional(),
      })
      .strict()
      .optional(),
    deployment: z.enum(['players', 'auto']).default('players'),
    /** A seat for a gamemaster, who sees everything and gives no side's commands. */
    gamemaster: z.boolean().default(false),
    /** Team of each side, in side order (sides with one team are allies); replaces the scenario's teams. */
    teams: z.array(z.number().int().min(0).max(5)).min(2).max(6).optional(),
    /** Sides the scripted opponent plays from the start. */
    scripted: z.array(z.number().int().min(0).max(5)).max(6).default([]),
    /** The scripted opponent's level (shared/ai/levels.ts) for every seat it plays; absent: the default level. */
    level: z.enum(LEVEL_IDS).optional(),
    /** How fast the scripted opponent's moves follow one another: at a pace a person can follow, or fast. */
    pace: z.enum(['normal', 'fast']).default('normal'),
    /** Starts the battle the moment every seat is filled (solo play: the creator's join fills the last seat), without the creator's Start. */
    autoStart: z.boolean().default(false),
    /** A time limit for every phase and decision, in seconds; null: only mid-turn decisions have one. */
    phaseSeconds: z.number().int().min(10).max(3600).nullable().default(null),
    /** How long a seat must be disconnected before the creator or gamemaster may give it to the scripted opponent. */
    handoverSeconds: z.number().int().min(0).max(3600).default(60),
    /** Private battles are not listed in the lobby; they are joined by link. */
    private: z.boolean().default(false),
    /** The creator's display name. */
    name: DisplayName.optional(),
    /**
     * The creator's seat: a side, or the gamemaster seat with role "gamemaster" (as in JoinOptions; the
     * creator's join reads them); "spectator" to watch a battle whose every side is scripted.
     */
    side: z.number().int().min(0).max(5).optional(),
    role: z.enum(['player', 'spectator', 'gamemaster']).default('player'),
  })
  .strip();

/**
 * What a battle shows in the lobby (its room metadata, kept up to date by the room): never a seat key.
 * `status`: waiting (not started), playing, finished.
 */
export const Listing = z.object({
  map: z.string(),
  mapName: z.string(),
  scenario: z.string(),
  name: z.string(),
  status: z.enum(['waiting', 'playing', 'finished']),
  gamemaster: z.boolean(),
  seats: z.array(SeatInfo.extend({ team: z.number().int(), scripted: z.boolean() })),
});
export type Listing = z.infer<typeof Listing>;

/** Join options (client.joinById): a seat key to take one's seat back, or the role (and free seat) to join as. */
export const JoinOptions = z
  .object({
    seatKey: z.string().max(64).optional(),
    role: z.enum(['player', 'spectator', 'gamemaster']).default('player'),
    /** The free seat (side) a player picks; without it the first free one. */
    side: z.number().int().min(0).max(5).optional(),
    name: DisplayName.optional(),
  })
  .strip();

/** Chat (client -> server): to everyone in the room, or to one's side and its allies. Spectators' chat goes to spectators only. */
export const ChatSend = z.object({ to: z.enum(['all', 'side']), text: z.string().trim().min(1).max(300) }).strict();
