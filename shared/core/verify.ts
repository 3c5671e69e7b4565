import type { GameModule } from './game.ts';
import { firstDifference, GameRecord, type LoggedEntry } from './record.ts';
import { commitmentOf } from './rng.ts';
import { TABLE_SIDE, TableAct } from './table.ts';

// Checks a game record from nothing but the record: the seed matches the commitment published at the
// start, and replaying the commands from that seed gives every event and every die the record says
// was shown, and the same final state. Used by `npm run -s verify`, the finished-battle button in the
// client and the tests. Pure: the same record always gets the same verdict.

export type Verdict =
  | { ok: true; commands: number; dice: number; summary: string }
  | { ok: false; at: number | null; message: string };

const show = (v: unknown) => (v === undefined ? 'nothing' : JSON.stringify(v));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function verifyRecord<State = unknown>(module: GameModule<any, State, any, any, any>, input: unknown, onState?: (done: number, state: State) => void): Verdict {
  const parsed = GameRecord.safeParse(input);
  if (!parsed.success) {
    const detail = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || 'record'}: ${i.message}`).join('; ');
    return { ok: false, at: null, message: `Not a game record (${detail})` };
  }
  const record = parsed.data;
  if (record.kind !== module.kind) return { ok: false, at: null, message: `This is a record of a ${record.kind}, not a ${module.kind}` };
  if (commitmentOf(record.seed) !== record.seedCommitment) {
    return { ok: false, at: null, message: `The seed does not match the commitment published at the start: SHA-256 of the seed is ${commitmentOf(record.seed)}, the commitment was ${record.seedCommitment}` };
  }
  try {
    return replayRecord(module, record, onState);
  } catch (e) {
    // A record is untrusted input: a set-up or an event of the wrong shape ends here, not in a crash.
    return { ok: false, at: null, message: `The record cannot be replayed: ${e instanceof Error ? e.message : String(e)}` };
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function replayRecord<State>(module: GameModule<any, State, any, any, any>, record: GameRecord, onState?: (done: number, state: State) => void): Verdict {
  const replayed = replayLog(module, record.setup, record.seed, record.log, onState);
  if (!replayed.ok) return replayed;
  const hash = module.hash(replayed.state);
  if (hash !== record.hash) return { ok: false, at: record.log.length, message: `Every command replays, but the final state's hash is ${hash}, not the recorded ${record.hash}` };
  const n = record.log.length;
  return { ok: true, commands: n, dice: replayed.dice, summary: `Verified: the seed matches its commitment, and all ${n} commands replay from it with the same ${replayed.dice} dice and the same events and final state.` };
}

export type Replayed<State> = { ok: true; state: State; dice: number } | { ok: false; at: number | null; message: string };

/**
 * A game rebuilt from its set-up, seed and command log, checking each command's dice and events
 * against the log: a record's verifier and a server restoring a stored game both stand on it, so a
 * log that no longer replays the same way (changed rules, an edited row) is named, never trusted.
 * Throws only when the set-up or the events are so malformed that the module itself throws.
 */
export function replayLog<State>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  module: GameModule<any, State, any, any, any>,
  setup: unknown,
  seed: string,
  log: readonly LoggedEntry[],
  /** Sees each state as it is checked: after `done` commands (0: as created). The replay page keeps some. */
  onState?: (done: number, state: State) => void,
): Replayed<State> {
  const created = module.create(setup, seed);
  if (!created.ok) return { ok: false, at: null, message: `The set-up cannot start a game: ${created.error.message}` };
  let state = created.state;
  onState?.(0, state);
  let dice = 0;
  for (const [i, entry] of log.entries()) {
    const where = `Command ${i + 1} (${entry.side === TABLE_SIDE ? 'the table' : `side ${entry.side + 1}`}, ${describe(entry.command)})`;
    const applied = applyEntry(module, state, entry);
    if (applied === null) return { ok: false, at: i, message: `${where} is not ${entry.side === TABLE_SIDE ? 'a table act' : 'a command'} of this game` };
    if (!applied.ok) return { ok: false, at: i, message: `${where} is refused on replay: ${applied.error.message}` };
    const recorded = module.diceShown(entry.events as never[]);
    const rolled = module.diceShown(applied.events);
    const die = firstDifference(recorded, rolled);
    if (die) {
      const n = Number(/^\[(\d+)\]/.exec(die.path)?.[1] ?? 0) + 1;
      return { ok: false, at: i, message: `${where}: die ${n} of this command was ${show(die.a)} in the record; the seed rolls ${show(die.b)}` };
    }
    const diff = firstDifference(entry.events, applied.events);
    if (diff) return { ok: false, at: i, message: `${where}: the record says events${diff.path} was ${show(diff.a)}; the replay gives ${show(diff.b)}` };
    dice += rolled.length;
    state = applied.state;
    onState?.(i + 1, state);
  }
  return { ok: true, state, dice };
}

/**
 * One log entry applied: a side's command through `apply`, a table act (side -1) through
 * `table.apply`; null when it does not parse as either. What anything stepping through a log (the
 * verifier, a restore, a replay viewer) should use, so table acts are never skipped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function applyEntry<State>(module: GameModule<any, State, any, any, any>, state: State, entry: LoggedEntry): ReturnType<typeof module.apply> | null {
  if (entry.side === TABLE_SIDE) {
    const act = TableAct.safeParse(entry.command);
    return act.success && module.table ? module.table.apply(state, act.data) : null;
  }
  const command = module.command.safeParse(entry.command);
  return command.success ? module.apply(state, entry.side, command.data) : null;
}

function describe(command: unknown): string {
  const type = command && typeof command === 'object' ? (command as { type?: unknown }).type : undefined;
  return typeof type === 'string' ? type : 'unknown';
}

/**
 * What only a client can add to a verdict: the record's commitment is the one it was shown at the
 * start, and the events it was sent during the game (batch `seq` n is command n) are the record's.
 * Without this a server could hand out a record made up after the fact with a new seed.
 */
export function checkSeen(record: GameRecord, commitmentSeen: string | null, batches: readonly { seq: number; events: readonly unknown[] }[]): string | null {
  if (commitmentSeen !== null && commitmentSeen !== record.seedCommitment) {
    return `The record's commitment ${record.seedCommitment} is not the ${commitmentSeen} this page was shown when the battle began`;
  }
  for (const b of batches) {
    const entry = record.log[b.seq - 1];
    if (!entry) return `This page was sent the events of command ${b.seq}, which the record does not have`;
    const diff = firstDifference(entry.events, b.events);
    if (diff) return `Command ${b.seq}: the record's events${diff.path} is ${show(diff.a)}, but this page was sent ${show(diff.b)}`;
  }
  return null;
}
