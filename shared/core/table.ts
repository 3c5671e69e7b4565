import { z } from 'zod';

// The acts of the table, as opposed to a side's commands: what the gamemaster does to a running game
// (pause, narrate, hand a seat over, end it with a ruling) and what the room's clock does when a wait
// runs out. They are the same for every game, parsed here, and logged with side -1 in the same command
// log as the sides' commands, so a restore and a record's verifier replay them exactly.

/** The side number a table act is logged with. */
export const TABLE_SIDE = -1;

const side = z.number().int().min(0).max(5);

export const NARRATION_MAX = 500;

/** What a gamemaster (or, for `control`, a battle's creator) may send as a `table` message. */
export const GamemasterAct = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pause') }).strict(),
  z.object({ type: z.literal('resume') }).strict(),
  /** Text for the combat log; shown to everyone as text, never as markup. */
  z.object({ type: z.literal('narrate'), text: z.string().trim().min(1).max(NARRATION_MAX) }).strict(),
  /** Ends the game: the winning sides (none: a draw) and why. */
  z.object({ type: z.literal('ruling'), winners: z.array(side).max(6), reason: z.string().trim().min(1).max(200) }).strict(),
  /** Who plays `side`: the scripted opponent (true) or its player (false). */
  z.object({ type: z.literal('control'), side, scripted: z.boolean() }).strict(),
]);
export type GamemasterAct = z.infer<typeof GamemasterAct>;

/** Every table act a log may hold: the gamemaster's, and the room's `timeout` (never sent by a client). */
export const TableAct = z.union([GamemasterAct, z.object({ type: z.literal('timeout') }).strict()]);
export type TableAct = z.infer<typeof TableAct>;
