import { z } from 'zod';
import { COMBAT_SETUP_DATA, type CombatSetup } from '../../shared/combatSetup/index.ts';
import type { MapRegistry } from '../maps/mapRegistry.ts';
import { combatStepBattle } from './combatStep.ts';

// GET /api/combat-setup?seed=<n>&episode=<id>: what a combat step's seed gives before anyone opens it
// as a battle (the start page's gamemaster card). Made by the very function the create option
// `combatStep` uses, so the preview is the battle the room will play: the same board, and the same
// complications in force or taken back. Read-only; the set-up's seed is the gamemaster's choice, not
// the battle's secret dice.

/** The query, as strings (Express gives a repeated key as an array: that is refused too). */
export const CombatSetupQuery = z.object({
  seed: z
    .string({ error: 'seed is required (a whole number from 0 to 2147483648)' })
    .regex(/^\d{1,10}$/, 'seed must be a whole number from 0 to 2147483648')
    .transform(Number)
    .pipe(z.number().int().max(2 ** 31, 'seed must be a whole number from 0 to 2147483648')),
  episode: z.string().min(1).max(64).optional(),
});

/** The episode steps a gamemaster may choose by id (the data's, in order: the first is the default). */
export function episodeList() {
  return COMBAT_SETUP_DATA.episodes.flatMap((e) => (e.id ? [{ id: e.id, group: e.opponents.group, count: e.opponents.count, level: e.level, time: e.time }] : []));
}

export interface PreviewBody {
  seed: number;
  episode: string;
  episodes: ReturnType<typeof episodeList>;
  /** The board the battle is played on (an id of /api/maps). */
  mapId: string;
  /** The generated set-up, as `npm run -s combat-setup -- --json` prints it (without its seed). */
  setup: CombatSetup;
  /** Every complication as the battle carries it: in force on the terrain, or not (and why). */
  complications: { id: string; name: string; effect: string; inForce: boolean; how?: string; changed: number }[];
  /** What the set-up has that the engine does not play yet. */
  notInForce: string[];
}

export type PreviewAnswer = { status: 200; body: PreviewBody } | { status: 400 | 422; body: { error: string; episodes: ReturnType<typeof episodeList> } };

export function combatSetupPreview(maps: MapRegistry, query: unknown): PreviewAnswer {
  const episodes = episodeList();
  const q = CombatSetupQuery.safeParse(query);
  if (!q.success) return { status: 400, body: { error: q.error.issues.map((i) => i.message).join('; '), episodes } };
  const { seed, episode } = q.data;
  if (episode !== undefined && !episodes.some((e) => e.id === episode)) {
    return { status: 400, body: { error: `No episode step "${episode}"; steps: ${episodes.map((e) => e.id).join(', ')}`, episodes } };
  }
  const made = combatStepBattle(maps, { seed, episode });
  // A well-formed query the generator still cannot serve (e.g. no map holds the cube).
  if (!made.ok) return { status: 422, body: { error: made.message, episodes } };
  return {
    status: 200,
    body: {
      seed,
      episode: episode ?? made.setup.step.id ?? '',
      episodes,
      mapId: made.mapId,
      setup: made.setup,
      complications: (made.map.complications ?? []).map((c) => ({ id: c.id, name: c.name, effect: c.effect, inForce: c.inForce, ...(c.how ? { how: c.how } : {}), changed: c.changed?.length ?? 0 })),
      notInForce: made.notInForce,
    },
  };
}
