import { z } from 'zod';
import { toSeed } from '../../shared/core/rng.ts';
import { COMBAT_SETUP_DATA, type CombatSetup } from '../../shared/combatSetup/index.ts';
import type { MapRegistry } from '../maps/mapRegistry.ts';
import { combatStepBattle } from './combatStep.ts';
import { OVERRIDE_TABLES, type TableRoll } from '../../shared/combatSetup/overrides.ts';
import { SetupSeedText, type SetupSeed } from '../../shared/combatSetup/overrideSchema.ts';
import type { BattleMap } from '../../shared/map/battleMap.ts';

// GET /api/combat-setup?seed=<n>&episode=<id>: what a combat step's seed gives before anyone opens it
// as a battle (the start page's gamemaster card). Made by the very function the create option
// `combatStep` uses, so the preview is the battle the room will play: the same board, and the same
// complications in force or taken back. Read-only; the set-up's seed is the gamemaster's choice, not
// the battle's secret dice.

/** The query, as strings (Express gives a repeated key as an array: that is refused too). */
export const CombatSetupQuery = z.object({
  seed: SetupSeedText,
  episode: z.string().min(1).max(64).optional(),
  /** The gamemaster's rerolls and choices as JSON (shared/combatSetup/overrideSchema.ts), checked by the generator. */
  overrides: z.string().max(8000, 'overrides: too long').optional(),
});

/** The tables a gamemaster may reroll or set, with the results offered by hand. */
export function tableList() {
  return OVERRIDE_TABLES.map((t) => ({ id: t.id, name: t.name, die: t.die, indexed: t.indexed, choices: t.choices.map((face) => ({ face, label: t.label(face) })) }));
}

/** The episode steps a gamemaster may choose by id (the data's, in order: the first is the default). */
export function episodeList() {
  return COMBAT_SETUP_DATA.episodes.flatMap((e) => (e.id ? [{ id: e.id, group: e.opponents.group, count: e.opponents.count, level: e.level, time: e.time }] : []));
}

export interface PreviewBody {
  /** As asked: a number, or 64 hex digits (lower case). */
  seed: SetupSeed;
  /** The generator's key for the seed (64 hex digits; a number's key is derived from it). */
  key: string;
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
  /** HC-11: the step's opponents as the battle fields them (units and leaders), in words. */
  opponents: string;
  /** Every roll a gamemaster may reroll or set (table, index, face, its result in words). */
  rolls: TableRoll[];
  tables: ReturnType<typeof tableList>;
  /** One line per override, as the battle's combat log will open with them. */
  log: string[];
  /** The battle's board as the room will lay it, for the card's map preview. */
  map: Pick<BattleMap, 'width' | 'height' | 'terrain' | 'deploy' | 'cube'>;
}

export type PreviewAnswer = { status: 200; body: PreviewBody } | { status: 400 | 422; body: { error: string; episodes: ReturnType<typeof episodeList> } };

export function combatSetupPreview(maps: MapRegistry, query: unknown): PreviewAnswer {
  const episodes = episodeList();
  const q = CombatSetupQuery.safeParse(query);
  if (!q.success) return { status: 400, body: { error: q.error.issues.map((i) => i.message).join('; '), episodes } };
  const { seed, episode } = q.data;
  let overrides: unknown = [];
  if (q.data.overrides !== undefined) {
    try {
      overrides = JSON.parse(q.data.overrides);
    } catch {
      return { status: 400, body: { error: 'overrides must be JSON: a list of {table, index?, reroll | set}', episodes } };
    }
  }
  if (episode !== undefined && !episodes.some((e) => e.id === episode)) {
    return { status: 400, body: { error: `No episode step "${episode}"; steps: ${episodes.map((e) => e.id).join(', ')}`, episodes } };
  }
  const made = combatStepBattle(maps, { seed, episode, overrides });
  // A bad override is the query's fault; a well-formed query the generator still cannot serve (e.g. no map holds the cube) is not.
  if (!made.ok) return { status: /overrides\[/.test(made.message) ? 400 : 422, body: { error: made.message, episodes } };
  return {
    status: 200,
    body: {
      seed,
      key: toSeed(seed)!,
      episode: episode ?? made.setup.step.id ?? '',
      episodes,
      mapId: made.mapId,
      setup: made.setup,
      complications: (made.map.complications ?? []).map((c) => ({ id: c.id, name: c.name, effect: c.effect, inForce: c.inForce, ...(c.how ? { how: c.how } : {}), changed: c.changed?.length ?? 0 })),
      notInForce: made.notInForce,
      opponents: made.opponents,
      rolls: made.rolls,
      tables: tableList(),
      log: made.log,
      map: { width: made.map.width, height: made.map.height, terrain: made.map.terrain, deploy: made.map.deploy, ...(made.map.cube ? { cube: made.map.cube } : {}) },
    },
  };
}
