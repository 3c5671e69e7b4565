import type { Command } from '../battle/commands.ts';
import type { BattleView } from '../battle/model.ts';
import type { Scenario } from '../battle/scenario.ts';
import type { BattleMap } from '../map/battleMap.ts';
import { aiRng, seedOf } from './aiRng.ts';
import { DEFAULT_LEVEL } from './levelIds.ts';
import { levelById } from './levels.ts';

// What a scripted seat is asked, as plain data that can cross to a worker thread: the side's own view
// (what viewFor(state, side) gives its player), the level and the seed of the level's own generator.
// Never the battle's state or its seed. The same request gives the same command wherever it is answered.

export interface ScriptRequest {
  view: BattleView;
  side: number;
  level: string;
  /** The level's generator seed for this choice: in a room, from the game's secret (server/ai/scriptSecret.ts). */
  seed: number;
}

/**
 * The request for the side's choice now. `seed` is the room's, from its secret; without one (a game
 * stored before there was one, a test) it comes from what the side may see (the seed's public
 * commitment, the command count and the side), so such a game's choices stay as they were.
 */
export function scriptRequest(view: BattleView, side: number, level: string | undefined, seed?: number): ScriptRequest {
  return { view, side, level: level ?? DEFAULT_LEVEL, seed: seed ?? seedOf(`${view.seedCommitment}:${view.seq}:${side}`) };
}

/** The command of the request's level (an unknown level: the default), chosen from its view only. */
export function answerScript(req: ScriptRequest): Command | null {
  const chosen = levelById(req.level) ?? levelById(DEFAULT_LEVEL)!;
  return chosen.choose(withKeptMap(req.view), req.side, aiRng(req.seed));
}

// A worker is sent a copy of the view for every choice, so its map and scenario are new objects each
// time, and what the levels keep per map (the walking-distance fields, the engine's reach by placement,
// the captain's kept answers) was worked out again at every choice. The same map and scenario, alike in
// every field, are given the first copy's objects instead (#10, ninth session): a level is a pure
// function of the view's content, so the choice is the same. A few kept, the last used first.
export const MAPS_KEPT = 2;
const keptMaps: { key: string; map: BattleMap; scenario: Scenario }[] = [];

/** The view with the kept map and scenario where an alike pair was seen before. */
export function withKeptMap(view: BattleView): BattleView {
  const key = JSON.stringify([view.map, view.scenario]);
  const at = keptMaps.findIndex((k) => k.key === key);
  const kept = at >= 0 ? keptMaps.splice(at, 1)[0] : { key, map: view.map, scenario: view.scenario };
  keptMaps.unshift(kept);
  keptMaps.length = Math.min(keptMaps.length, MAPS_KEPT);
  return kept.map === view.map && kept.scenario === view.scenario ? view : { ...view, map: kept.map, scenario: kept.scenario };
}
