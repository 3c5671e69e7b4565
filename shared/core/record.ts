import { z } from 'zod';
import { commitmentOf, type Seed } from './rng.ts';

// A finished game as a self-contained document: its full set-up, the seed and the commitment
// published before the first command, and every command with what it did (every die included). From
// this alone anyone can replay the game and check it (verify.ts); nothing else is needed.

export const RECORD_FORMAT = 'shadow-wars-record/1';

const SEED = z.string().regex(/^[0-9a-f]{64}$/, 'a seed is 64 lower-case hex digits');

export const LoggedEntry = z.object({
  /** The acting side, or -1 for a table act (shared/core/table.ts: the gamemaster's, or a time-out). */
  side: z.number().int().min(-1).max(5),
  command: z.unknown(),
  events: z.array(z.unknown()),
});

export const GameRecord = z.object({
  format: z.literal(RECORD_FORMAT),
  kind: z.string(),
  /** The set-up value the game was created from (for a battle: scenario, map, deployment). */
  setup: z.unknown(),
  /** SHA-256 of the seed's 32 bytes, as every client saw it from the start. */
  seedCommitment: SEED,
  seed: SEED,
  log: z.array(LoggedEntry),
  /** The hash of the final state. */
  hash: z.string(),
});
export type GameRecord = z.infer<typeof GameRecord>;
export type LoggedEntry = z.infer<typeof LoggedEntry>;

/**
 * Where two JSON values first differ, as a path and both values; null when they are equal. Object
 * keys are compared in sorted order so that key order, which JSON does not fix, never counts.
 */
export function firstDifference(a: unknown, b: unknown, path = ''): { path: string; a: unknown; b: unknown } | null {
  if (Object.is(a, b)) return null;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      if (i >= a.length || i >= b.length) return { path: `${path}[${i}]`, a: a[i], b: b[i] };
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const ao = a as Record<string, unknown>;
    const bo = b as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(ao), ...Object.keys(bo)])].sort();
    for (const k of keys) {
      const d = firstDifference(ao[k], bo[k], path ? `${path}.${k}` : k);
      if (d) return d;
    }
    return null;
  }
  return { path: path || '(whole value)', a, b };
}

/** The record of a game, from what its server (or the sim) kept: set-up, seed and the command log. */
export function makeRecord(kind: string, setup: unknown, seed: Seed, log: LoggedEntry[], hash: string): GameRecord {
  return { format: RECORD_FORMAT, kind, setup, seedCommitment: commitmentOf(seed), seed, log, hash };
}
