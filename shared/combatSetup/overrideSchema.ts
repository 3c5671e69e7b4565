import { z } from 'zod';

// The edge's check of a gamemaster's overrides (create option combatStep.overrides, GET
// /api/combat-setup): kept apart from the tables (overrides.ts) so the protocol's schemas, which the
// client loads, do not pull in the generator and its data.

/**
 * A set-up's seed (issue 11): a whole number (the old seeds, 0..2^31, each the same set-up as before:
 * shared/core/rng.ts derives its key) or the key itself, 64 hex digits (any case, kept lower case).
 */
export const SETUP_SEED_WORDS = 'a whole number from 0 to 2147483648 or 64 hex digits';
export const SetupSeed = z.union(
  [z.number({ error: `seed must be ${SETUP_SEED_WORDS}` }).int(`seed must be ${SETUP_SEED_WORDS}`).min(0, `seed must be ${SETUP_SEED_WORDS}`).max(2 ** 31, `seed must be ${SETUP_SEED_WORDS}`), z.string().regex(/^[0-9a-fA-F]{64}$/).transform((s) => s.toLowerCase())],
  { error: `seed must be ${SETUP_SEED_WORDS}` },
);
export type SetupSeed = z.infer<typeof SetupSeed>;

/** A seed as typed (a query string, a command-line argument): digits are the number, else 64 hex digits. */
export const SetupSeedText = z
  .string({ error: `seed is required (${SETUP_SEED_WORDS})` })
  .trim()
  .regex(/^(\d{1,10}|[0-9a-fA-F]{64})$/, `seed must be ${SETUP_SEED_WORDS}`)
  .transform((s) => (/^\d+$/.test(s) ? Number(s) : s))
  .pipe(SetupSeed);

/** The tables a gamemaster may reroll or set, in the order the set-up rolls them (overrides.ts labels each). */
export const OVERRIDE_TABLE_IDS = [
  'cube',
  'preparation',
  'deployment-type',
  'deployment-from',
  'deployment-distance',
  'deployment-range',
  'environment-count',
  'environment',
  'complication-count',
  'complication',
  'task-timing',
  'task-limits',
] as const;

/** One reroll (`reroll`: a nonce, any whole number; a new one gives a new face) or one result set by hand (`set`: a face, or a row id). */
export const SetupOverride = z
  .object({
    table: z.enum(OVERRIDE_TABLE_IDS, { error: `table must be one of ${OVERRIDE_TABLE_IDS.join(', ')}` }),
    index: z.number().int().min(0).max(63).optional(),
    reroll: z.number().int().min(0).max(2 ** 31).optional(),
    set: z.union([z.number().int().min(1).max(100), z.string().min(1).max(64)]).optional(),
  })
  .strict()
  .refine((o) => (o.reroll === undefined) !== (o.set === undefined), 'an override either rerolls (reroll: a nonce) or sets a result (set: a face or a row id), not both or neither');
export type SetupOverride = z.infer<typeof SetupOverride>;

export const SetupOverrides = z.array(SetupOverride).max(64, 'at most 64 rerolls and choices');
