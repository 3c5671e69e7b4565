import type { z } from 'zod';
import type { Seed } from '../../shared/core/rng.ts';
import { battleModule } from '../../shared/battle/module.ts';
import { defaultScenario, scenarioById, SCENARIOS, type Scenario } from '../../shared/battle/scenario.ts';
import { CreateOptions } from '../../shared/protocol/messages.ts';
import { combatStepBattle } from './combatStep.ts';
import { DEFAULT_LEVEL } from '../../shared/ai/levelIds.ts';
import { scriptedChoice } from '../../shared/ai/seat.ts';
import { answerScript, scriptRequest } from '../../shared/ai/scriptRequest.ts';
import { viewFor } from '../../shared/battle/queries/view.ts';
import { sharedAiPool, type Thinker } from '../ai/aiPool.ts';
import { choiceSeed, scriptSecretOf } from '../ai/scriptSecret.ts';
import type { Command } from '../../shared/battle/commands.ts';
import type { BattleState } from '../../shared/battle/model.ts';
import type { MapRegistry } from '../maps/mapRegistry.ts';
import type { RestoreTickets } from '../store/restore.ts';
import type { GameStore } from '../store/store.ts';
import { gameRoomWith, type GameRoom, type GameRoomDeps } from './GameRoom.ts';

// The battle room: the generic room with the battle module, and the edge that turns a client's
// create options (a map id and a scenario id) into the full set-up value the module is created from.

export interface BattleRoomOptions {
  maps: MapRegistry;
  store: GameStore;
  restores?: RestoreTickets;
  seed?: () => Seed | number;
  reconnectSeconds?: number;
  decisionSeconds?: number;
  secondMs?: number;
  scriptDelayMs?: number;
  timers?: GameRoomDeps['timers'];
  /**
   * Where the scripted opponent thinks: the process's worker pool by default (off the event loop);
   * null: on the room's own thread, as before the pool.
   */
  thinker?: Thinker | null;
}

export function battleSetup(maps: MapRegistry): GameRoomDeps<typeof battleModule>['setup'] {
  return (options) => {
    const parsed = CreateOptions.safeParse(options ?? {});
    if (!parsed.success) return { ok: false, message: `Bad battle options: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}` };
    const o = parsed.data;
    if (o.combatStep) return combatStepSetup(maps, o);
    if (o.map === undefined) return { ok: false, message: 'Bad battle options: map: a map is needed (or a combatStep)' };
    const entry = maps.get(o.map);
    if (!entry) return { ok: false, message: `No map "${o.map}"; maps: ${maps.list().map((m) => m.id).join(', ')}` };
    const scenario = o.scenario ? scenarioById(o.scenario) : defaultScenario(entry.id);
    if (!scenario) return { ok: false, message: `No scenario "${o.scenario}"; scenarios: ${SCENARIOS.map((s) => s.id).join(', ')}` };
    if (scenario.map !== entry.id) return { ok: false, message: `Scenario "${scenario.id}" is played on map "${scenario.map}", not "${entry.id}"` };
    const teamed = withTeams(scenario, o.teams);
    if (!teamed.ok) return teamed;
    const teams = teamed.scenario.sides.map((s, i) => s.team ?? i);
    return {
      ok: true,
      setup: { scenario: teamed.scenario, map: entry.battle, deployment: o.deployment, ...(o.scripted.length ? { scripted: o.scripted } : {}) },
      mapId: entry.id,
      gamemaster: o.gamemaster,
      // Stored with the game; the lobby listing is made from it (server/rooms/lobbyListing.ts).
      metadata: { map: entry.id, mapName: entry.name, scenario: scenario.id, name: scenario.name, teams, private: o.private, level: o.level ?? DEFAULT_LEVEL, pace: o.pace, autoStart: o.autoStart },
      timing: { phaseSeconds: o.phaseSeconds, handoverSeconds: o.handoverSeconds },
    };
  };
}

/** Issue 11: a battle from a generated combat step; the teams are the step's (heroes against opponents). */
function combatStepSetup(maps: MapRegistry, o: z.infer<typeof CreateOptions>): ReturnType<ReturnType<typeof battleSetup>> {
  const made = combatStepBattle(maps, o.combatStep!);
  if (!made.ok) return made;
  const entry = maps.get(made.mapId)!;
  const { scenario } = made;
  return {
    ok: true,
    setup: { scenario, map: made.map, deployment: o.deployment, ...(o.scripted.length ? { scripted: o.scripted } : {}) },
    mapId: entry.id,
    gamemaster: o.gamemaster,
    metadata: { map: entry.id, mapName: entry.name, scenario: scenario.id, name: scenario.name, teams: [0, 1], private: o.private, level: o.level ?? DEFAULT_LEVEL, combatStep: o.combatStep },
    timing: { phaseSeconds: o.phaseSeconds, handoverSeconds: o.handoverSeconds },
    // The gamemaster's rerolls and choices open the combat log, for every seat to read.
    opening: made.log.map((text) => ({ type: 'narrate' as const, text })),
  };
}

/**
 * The scenario with the teams the creator chose (one number per side; sides with the same number are
 * allies). At least two teams, or nobody could win against anybody.
 */
export function withTeams(scenario: Scenario, teams: number[] | undefined): { ok: true; scenario: Scenario } | { ok: false; message: string } {
  if (!teams) return { ok: true, scenario };
  if (teams.length !== scenario.sides.length) return { ok: false, message: `Teams name ${teams.length} sides; "${scenario.name}" has ${scenario.sides.length}` };
  if (new Set(teams).size < 2) return { ok: false, message: 'Teams must leave at least two sides against each other' };
  return { ok: true, scenario: { ...scenario, sides: scenario.sides.map((s, i) => ({ ...s, team: teams[i] })) } };
}

/** The scripted seat's command at the level stored with the battle (one stored before levels: the default). */
export function scriptAtLevel(state: BattleState, side: number, metadata: Record<string, unknown>): Command | null {
  return scriptedChoice(state, side, levelOf(metadata), seedFor(state, side, metadata));
}

const levelOf = (metadata: Record<string, unknown>) => (typeof metadata.level === 'string' ? metadata.level : undefined);

/** The choice's generator seed, from the game's secret and the command count (undefined for a game stored without a secret). */
function seedFor(state: BattleState, side: number, metadata: Record<string, unknown>): number | undefined {
  const secret = scriptSecretOf(metadata);
  return secret === null ? undefined : choiceSeed(secret, state.seq, side);
}

/**
 * The scripted seat's command from a worker: it is sent that side's view (never the state or its
 * seed), the level and the level's seed. A worker that fails is logged and the same question is
 * answered here, on the room's thread; if that fails too, null (the side's default).
 */
export function thinkAtLevel(thinker: Thinker): NonNullable<GameRoomDeps<typeof battleModule>['think']> {
  return (state, side, metadata) => {
    const req = scriptRequest(viewFor(state, side), side, levelOf(metadata), seedFor(state, side, metadata));
    return thinker.choose(req).catch((e: Error) => {
      console.error(`the scripted opponent's worker failed (${e.message}); choosing on the server's thread`);
      try {
        return answerScript(req);
      } catch (e2) {
        console.error(`the scripted opponent's choice failed: ${(e2 as Error).message}`);
        return null;
      }
    });
  };
}

export function battleRoomWith(opts: BattleRoomOptions): typeof GameRoom {
  const thinker = opts.thinker === undefined ? sharedAiPool() : opts.thinker;
  return gameRoomWith({ module: battleModule, script: scriptAtLevel, think: thinker ? thinkAtLevel(thinker) : undefined, store: opts.store, restores: opts.restores, setup: battleSetup(opts.maps), seed: opts.seed, reconnectSeconds: opts.reconnectSeconds, decisionSeconds: opts.decisionSeconds, secondMs: opts.secondMs, scriptDelayMs: opts.scriptDelayMs, timers: opts.timers });
}
