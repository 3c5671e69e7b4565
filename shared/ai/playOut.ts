import { hashState } from '../core/hash.ts';
import type { Seed } from '../core/rng.ts';
import type { BattleState } from '../battle/model.ts';
import type { BattleEvent } from '../battle/events.ts';
import { battleModule } from '../battle/module.ts';
import type { LoggedCommand } from '../battle/replay.ts';
import type { Scenario } from '../battle/scenario.ts';
import type { BattleMap } from '../map/battleMap.ts';
import { chooseCommand } from './simplePlayer.ts';
import type { AiRng } from './aiRng.ts';
import type { Chooser } from './levels.ts';

/** Who plays a side: a level's chooser and its own generator (never the battle's). */
export interface Player {
  choose: Chooser;
  rng: AiRng;
}

const simple: Player = { choose: (view, side) => chooseCommand(view, side), rng: { next: () => 0 } };

export interface PlayOut {
  state: BattleState;
  /** Every command with the events it gave: what a game record holds. */
  log: (LoggedCommand & { events: BattleEvent[] })[];
  hash: string;
}

/**
 * Plays a whole battle between two scripted sides through the game-module contract, as the room
 * does: each side decides from its own view and its command goes through the same apply. Every side
 * is the simple player unless `players` names who plays it.
 */
export function playOut(scenario: Scenario, map: BattleMap, seed: Seed | number, maxCommands = 20000, players: (side: number) => Player = () => simple): PlayOut | { error: string } {
  const created = battleModule.create({ scenario, map, deployment: 'players' }, seed);
  if (!created.ok) return { error: created.error.message };
  let state = created.state;
  const seats = state.sideNames.map((_, side) => players(side));
  const log: PlayOut['log'] = [];
  while (!battleModule.over(state) && log.length < maxCommands) {
    const side = state.active;
    const command = seats[side].choose(battleModule.viewFor(state, { role: 'player', side }), side, seats[side].rng);
    if (!command) return { error: `side ${side} has no legal command in phase ${state.phase}` };
    const r = battleModule.apply(state, side, command);
    if (!r.ok) return { error: `the scripted side's command was refused: ${r.error.message}` };
    state = r.state;
    log.push({ side, command, events: r.events });
  }
  return { state, log, hash: hashState(state) };
}
