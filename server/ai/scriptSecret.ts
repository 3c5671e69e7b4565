import { createHmac, randomBytes } from 'node:crypto';

// The scripted seats' secret. A level's own generator (shared/ai/aiRng.ts) decides its random choices
// (a recruit's slip, the captain's made-up dice); seeded from public data, a player who knows the
// algorithm could foresee them. So each game gets a secret drawn here when it is created, kept with
// its stored metadata (a restored room carries on with the same choices) and never sent to a client:
// not in a view, not in the listing, not in the record answer. Each choice's seed is an HMAC of the
// command count and the side under it, so one choice's seed tells nothing of another's.

/** The key of the secret in a game's stored metadata. */
export const SCRIPT_SECRET = 'scriptSecret';

export const newScriptSecret = (): string => randomBytes(32).toString('hex');

/** The seed of a scripted side's generator for the choice at command count `seq`. */
export function choiceSeed(secret: string, seq: number, side: number): number {
  return createHmac('sha256', secret).update(`${seq}:${side}`).digest().readUInt32LE(0);
}

/** The game's secret, or null for a game stored before there was one (its choices then stay seeded as they were). */
export function scriptSecretOf(metadata: Record<string, unknown>): string | null {
  const s = metadata[SCRIPT_SECRET];
  return typeof s === 'string' && s.length > 0 ? s : null;
}

/** The metadata without the secret: what may leave the server. */
export function withoutScriptSecret(metadata: Record<string, unknown>): Record<string, unknown> {
  const { [SCRIPT_SECRET]: _secret, ...rest } = metadata;
  return rest;
}
