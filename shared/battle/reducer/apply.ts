import type { Rejection } from '../../core/result.ts';
import type { Command } from '../commands.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState } from '../model.ts';
import { unitAt } from '../rules/grid.ts';
import { settle } from '../rules/height.ts';
import { hazards } from '../rules/hazards.ts';
import { balance } from '../rules/balance.ts';
import { tremors } from '../rules/slope.ts';
import { floors } from '../rules/floors.ts';
import { bystanders } from '../rules/bystanders.ts';
import { platformBreaches, platformTurn } from '../rules/platforms.ts';
import { entangle } from '../rules/trap.ts';
import { loseHeroes } from './attack.ts';
import { attack, endPhase, pass, repending } from './turn.ts';
import { check, spendOf } from './guards.ts';
import { fly } from './flight.ts';
import { buyAction, heroStance, move, moveHero, recover, reorder, shoot, support } from './orders.ts';
import type { Outcome } from './outcome.ts';
import { buy, revive, reviveHero } from './purchases.ts';
import { deploy, deployAll, placeHero } from './setup.ts';
import { attemptTask } from './task.ts';
import { useObjective } from './objective.ts';
import { attackDefence } from './defence.ts';
import { defencesFire } from '../rules/defences.ts';
import { exposure } from '../rules/exposure.ts';
import { emerge } from './emerge.ts';
import { breach } from './breach.ts';
import { tipPlatform } from './tip.ts';
import { escapes } from '../rules/advantage.ts';
import { afterFight, afterStageAttempt, giveUpTask } from './taskStage.ts';

// The battle reducer: apply(state, side, command) gives a new state and events, or a rejection with
// a reason a player can read and the state untouched. It never throws on a player's input: check()
// decides, and only what it lets through is carried out.

export type ApplyResult = { ok: true; state: BattleState; events: BattleEvent[] } | { ok: false; state: BattleState; error: Rejection };

export function apply(state: BattleState, side: number, command: Command): ApplyResult {
  const problem = check(state, side, command);
  if (problem) return { ok: false, state, error: problem };
  const { state: executed, events } = execute(state, side, command);
  // HC-01: falls and crossings of the contested space's bounds, whatever the command moved; a
  // hero whose unit a fall killed is lost with it (SW-07). HC-06: then the terrain's hazards strike.
  // Narrow Balance first: a move it turns back must not fall or be struck where it did not stay.
  // Sudden Shocks and a Steep Slope's slides last: they follow from the falls and the turn's start;
  // then Automated Defences fire at the turn's start, on the footing the shock left, and (HC-04) the
  // environments strike the units going without life support.
  // A floor's blows last of all: blasts, falls and knockdowns may break it, and who stood there falls.
  // HC-05: a turn's start moves the flying platforms before the falls are settled (a unit a tip threw
  // off falls like any walker); an explosion that reached one may make it fail, after the hazards.
  // An entangling bottom holds who fell onto it, and at a turn's start the held try to break out.
  const hit = hazards(state, settle(state, platformTurn(state, balance(state, executed, events), events), events), events);
  const settled = entangle(state, floors(state, exposure(state, defencesFire(state, tremors(state, platformBreaches(state, hit, events), events), events), events), events), events);
  const struck = settled === executed ? executed : afterHazards(loseHeroes(settled, events), events);
  // HC-06 Point of Advantage's escape route: who came into it, whatever moved it, leaves the battle.
  const fled = escapes(state, struck, events);
  // HC-08: a fight the heroes won, their task to come after it, goes on to the task stage.
  // HC-06: the people on the map last, once this command's explosions, blasts and the fight's end are known.
  const next = bystanders(state, afterFight(state, fled, events), events);
  return { ok: true, state: { ...next, seq: next.seq + 1 }, events };
}

/**
 * HC-06: what the hazards struck in combat may undo the attack made pending before them (repending);
 * walking the order on may end the combat and so the turn, whose start then has its shock and what
 * follows from it (tremors, floors) like any other, read from these new events alone.
 */
function afterHazards(struck: BattleState, events: BattleEvent[]): BattleState {
  const more: BattleEvent[] = [];
  const walked = repending(struck, more);
  if (walked === struck) return struck;
  const moved = platformTurn(struck, walked, more);
  const landed = moved === walked ? walked : settle(walked, moved, more);
  const shaken = entangle(struck, floors(struck, exposure(struck, defencesFire(struck, tremors(struck, landed, more), more), more), more), more);
  events.push(...more);
  return shaken === walked ? walked : loseHeroes(shaken, events);
}

function execute(state: BattleState, side: number, command: Command): Outcome {
  switch (command.type) {
    case 'move':
      return move(state, side, command.unitId, command.to, command.withStack ?? false, command.order);
    case 'reorder':
      return reorder(state, command.at, command.order);
    case 'shoot':
      return shoot(state, side, command.unitId, command.targetId, spendOf(command));
    case 'recover':
      return recover(state, side, command.unitId);
    case 'buyAction':
      return buyAction(state, side);
    case 'endPhase':
      // HC-08: ending a task stage gives the task up.
      return state.phase === 'task' ? giveUpTask(state) : endPhase(state);
    case 'attack':
      return attack(state, command.unitId, command.targetId, spendOf(command));
    case 'pass':
      return pass(state);
    case 'buy':
      return buy(state, side, command.unitType);
    case 'revive':
      return revive(state, side, command.unitId);
    case 'deploy':
      return deploy(state, command.unitId, command.to);
    case 'placeHero':
      return placeHero(state, command.heroId, command.unitId);
    case 'deployAll':
      return deployAll(state, side);
    case 'moveHero':
      return moveHero(state, command.heroId, command.toUnitId);
    case 'heroStance':
      return heroStance(state, command.heroId, command.defend, command.react);
    case 'reviveHero':
      return reviveHero(state, side, command.heroId, command.unitId);
    case 'support':
      return support(state, command.unitId, command.roll);
    case 'fly':
      return fly(state, command.unitId, command.altitude);
    case 'attemptTask': {
      // HC-08: in a task stage the attempt takes a turn of the countdowns, then the stage goes on or ends.
      const o = attemptTask(state, command);
      return state.phase === 'task' ? { state: afterStageAttempt(o.state, o.events), events: o.events } : o;
    }
    case 'useObjective':
      return useObjective(state, command);
    case 'attackDefence':
      return attackDefence(state, command);
    case 'emerge':
      return emerge(state, command);
    case 'breach':
      return breach(state, command);
    case 'tipPlatform':
      return tipPlatform(state, command);
  }
}

// Other modules have long imported these from here.
export type { Rejection };
export { createBattle, type CreateOptions, type CreateResult } from './setup.ts';
export { deployOptions, deploySquares } from '../rules/deployment.ts';
export { purchases } from '../rules/resources.ts';
export { unitAt };
