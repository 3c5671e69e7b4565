import type { Square } from '../../map/battleMap.ts';
import type { Rejection, RuleCode } from '../../core/result.ts';
import type { Command } from '../commands.ts';
import type { BattleView, HeroState, UnitState } from '../model.ts';
import { deployOptions, freeDeployRoom, freeDeploySquare, heroesToPlace, placementOptions, placesOneAtATime } from '../rules/deployment.ts';
import { inPreparation, surprisedWhy } from '../rules/preparation.ts';
import { isTop, stackNamed, stackOf } from '../rules/grid.ts';
import { supportUnit } from '../rules/combat.ts';
import { heroWith, lastingPool, maxSpend } from '../rules/heroes.ts';
import { reachTo } from '../rules/movement.ts';
import { forSale, mayRebuild, recoverCost } from '../rules/resources.ts';
import { canShoot, opportunityTargets, shootTargets } from '../rules/shooting.ts';
import { isAlly } from '../rules/teams.ts';
import { checkFly } from './flight.ts';
import { unitType } from '../units.ts';
import { checkAttemptTask } from './task.ts';
import { checkUseObjective } from './objective.ts';
import { checkAttackDefence } from './defence.ts';
import { checkEmerge } from './emerge.ts';
import { checkBreach } from './breach.ts';
import { checkTip } from './tip.ts';
import { rangeWords } from './rangeWords.ts';

// Every rule a command must pass before it changes anything, as one pure function of what a player
// can see. apply() runs it first and executes only what it lets through; legalCommands() offers
// exactly the candidates it lets through. So "legal" and "accepted" cannot drift apart.
//
// The order of the checks inside each command is part of the contract: the first broken rule is the
// one reported, and players (and tests) read those messages.

const no = (code: RuleCode, message: string): Rejection => ({ code, message });

/** Why `side` may not give `command` now, or null when apply() would carry it out. */
export function check(view: BattleView, side: number, command: Command): Rejection | null {
  if (view.phase === 'over') return no('battle-over', 'The battle is over');
  if (view.paused) return no('paused', 'The gamemaster has paused the battle; wait until it is resumed');
  if (side !== view.active) return no('not-your-turn', `It is ${view.sideNames[view.active]}'s turn`);
  const personal = personalOnly(view, command) ?? stageOnly(view, command);
  if (personal) return personal;
  switch (command.type) {
    case 'move':
      return checkMove(view, side, command.unitId, command.to, command.withStack ?? false, command.order);
    case 'reorder':
      return checkReorder(view, side, command.at, command.order);
    case 'shoot':
      return checkShoot(view, side, command.unitId, command.targetId, spendOf(command));
    case 'recover':
      return checkRecover(view, side, command.unitId);
    case 'buyAction':
      if (view.phase !== 'move') return no('wrong-phase', 'Actions are bought in your move phase');
      if (view.resources[side] < 1) return no('no-resources', 'Another action costs 1 RP; you have none');
      return null;
    case 'endPhase':
      if (view.phase === 'deploy') return no('wrong-phase', placesOneAtATime(view) ? 'Place your units and heroes first, one figure at a time (Place one)' : 'Place your units and heroes first (or place them all at once)');
      if (view.phase === 'combat') return no('wrong-phase', 'In combat, attack or pass');
      return null;
    case 'attack':
      return checkAttack(view, command.unitId, command.targetId, spendOf(command));
    case 'pass':
      if (view.phase !== 'combat' || !view.pending) return no('wrong-phase', 'There is no attack to pass');
      return null;
    case 'buy':
      return checkBuy(view, side, command.unitType);
    case 'revive':
      return checkRevive(view, side, command.unitId);
    case 'deploy':
      return checkDeploy(view, side, command.unitId, command.to);
    case 'placeHero':
      return checkPlaceHero(view, side, command.heroId, command.unitId);
    case 'deployAll':
      return checkDeployAll(view, side);
    case 'moveHero':
      return checkMoveHero(view, side, command.heroId, command.toUnitId);
    case 'heroStance':
      return checkHeroStance(view, side, command.heroId, command.defend, command.react);
    case 'reviveHero':
      return checkReviveHero(view, side, command.heroId, command.unitId);
    case 'support':
      return checkSupport(view, side, command.unitId);
    case 'fly': {
      const unit = topUnit(view, side, command.unitId);
      return checkFly(view, side, command.unitId, command.altitude, spendAction(view), unit) ?? ('code' in unit ? null : surprised(view, [unit]));
    }
    case 'attemptTask':
      return checkAttemptTask(view, side, command) ?? (view.phase === 'task' ? null : taskSurprised(view, [command.heroId, ...(command.with ?? [])]));
    case 'useObjective':
      return checkUseObjective(view, side, command, spendAction(view), topUnit(view, side, command.unitId)) ?? surprised(view, view.units.filter((u) => u.id === command.unitId));
    case 'attackDefence':
      return checkAttackDefence(view, command, spendAction(view), topUnit(view, side, command.unitId)) ?? surprised(view, view.units.filter((u) => u.id === command.unitId));
    case 'emerge':
      return checkEmerge(view, side, command);
    case 'breach':
      return checkBreach(view, command, spendAction(view), topUnit(view, side, command.unitId)) ?? surprised(view, view.units.filter((u) => u.id === command.unitId));
    case 'tipPlatform':
      return checkTip(view, command, spendAction(view), topUnit(view, side, command.unitId)) ?? surprised(view, view.units.filter((u) => u.id === command.unitId));
  }
}

/**
 * HC-02: the preparation (turn 0) is for personal actions only: a figure moves, flies, is reordered
 * in its stack, a hero changes unit or stance; nobody shoots, recovers, buys an action, tries the task,
 * uses an objective, attacks an emplacement or a wall; a concealed figure (Already There) waits for the fight.
 */
function personalOnly(view: BattleView, command: Command): Rejection | null {
  if (!inPreparation(view) || !['shoot', 'recover', 'buyAction', 'attemptTask', 'useObjective', 'attackDefence', 'emerge', 'breach', 'tipPlatform'].includes(command.type)) return null;
  return no('personal-only', 'Before the fight only personal actions: move, fly, reorder a stack or move a hero; the fight starts on turn 1');
}

/** HC-08: in a task stage (before or after the fight) the heroes attempt the task or give it up; free choices stand. */
function stageOnly(view: BattleView, command: Command): Rejection | null {
  if (view.phase !== 'task' || ['attemptTask', 'endPhase', 'heroStance', 'support'].includes(command.type)) return null;
  return no('wrong-phase', `${view.scenario.task?.when === 'after' ? 'After' : 'Before'} the fight the heroes only attempt the task, or give it up (End phase)`);
}

/** HC-02: an Ambush's loser has fewer actions on turn 1, or none. */
function surprised(view: BattleView, units: UnitState[], opportunity = false): Rejection | null {
  for (const u of units) {
    const why = surprisedWhy(view, u, opportunity);
    if (why) return no(u.stunned === view.turn ? 'stunned' : 'surprised', why);
  }
  return null;
}

function taskSurprised(view: BattleView, heroIds: string[]): Rejection | null {
  const units = heroIds.map((id) => view.units.find((u) => u.id === view.heroes.find((h) => h.id === id)?.unitId)).filter((u): u is UnitState => !!u);
  return surprised(view, units);
}

export interface Spend {
  vigor: number;
  lasting: number;
}

export function spendOf(command: { vigor?: number; lasting?: number }): Spend {
  return { vigor: command.vigor ?? 0, lasting: command.lasting ?? 0 };
}

/** A living unit of the acting side, or the reason it cannot be used. */
function ownUnit(view: BattleView, side: number, unitId: string): UnitState | Rejection {
  const unit = view.units.find((u) => u.id === unitId);
  if (!unit || unit.condition === 'dead') return no('no-such-unit', `There is no unit ${unitId} on the board`);
  if (unit.side !== side) return no('not-your-unit', `${unit.name} (${unit.id}) is not yours`);
  return unit;
}

/** SW-16: only the top unit of a stack can do anything. */
function topUnit(view: BattleView, side: number, unitId: string): UnitState | Rejection {
  const unit = ownUnit(view, side, unitId);
  if ('code' in unit) return unit;
  if (!isTop(view, unit)) return no('not-on-top', `${unit.name} (${unit.id}) is under another unit: only the top of a stack can act`);
  return unit;
}

function ownHero(view: BattleView, side: number, heroId: string): HeroState | Rejection {
  const hero = view.heroes.find((h) => h.id === heroId);
  if (!hero) return no('no-such-hero', `There is no hero ${heroId}`);
  if (hero.side !== side) return no('not-your-hero', `${hero.name} is not yours`);
  return hero;
}

/** SW-01 teams: a shot or an attack at a unit of an allied side, refused by name before any other target rule. */
function allyTarget(view: BattleView, unitId: string, targetId: string): Rejection | null {
  const unit = view.units.find((u) => u.id === unitId);
  const target = view.units.find((u) => u.id === targetId);
  if (!unit || !target || !isAlly(view, unit.side, target.side)) return null;
  return no('ally', `${target.name} (${target.id}) is of ${view.sideNames[target.side]}, an ally: allies are never attacked or shot at`);
}

/** SW-14: moving, recovering, shooting and moving a hero each cost one action of the move phase. */
function spendAction(view: BattleView): Rejection | null {
  if (view.phase !== 'move') return no('wrong-phase', 'Moving, recovering and shooting happen in your move phase');
  if (view.actionsLeft <= 0) return no('no-actions', 'No actions left this turn: buy one for 1 RP or end the phase');
  return null;
}

/** A permutation of the stack's ids, bottom first, or why not. */
function checkOrder(stack: UnitState[], order: string[]): Rejection | null {
  const ids = stack.map((u) => u.id).sort();
  if (order.length !== ids.length || [...order].sort().some((id, i) => id !== ids[i])) {
    return no('bad-order', `The new order must list each unit of the stack once: ${ids.join(', ')}`);
  }
  return null;
}

/** SW-08/09: can the attacking unit's hero pay what the command asks? */
function checkSpend(view: BattleView, unitId: string, spend: Spend): Rejection | null {
  if (!spend.vigor && !spend.lasting) return null;
  const hero = heroWith(view, unitId);
  if (!hero) return no('no-hero', `${unitId} has no hero to spend points`);
  if (spend.vigor > maxSpend(hero, 'vigor')) return no('too-many-points', `${hero.name} can spend at most ${maxSpend(hero, 'vigor')} Vigor on this roll`);
  if (spend.lasting) {
    const pool = lastingPool(hero);
    if (!pool) return no('no-secret', `${hero.name} has no Lasting Damage secret`);
    const left = hero.pools[pool] - (pool === 'vigor' ? spend.vigor : 0);
    if (spend.lasting > left) return no('too-many-points', `${hero.name} has ${left} ${pool} left for Lasting Damage`);
  }
  return null;
}

function checkMove(view: BattleView, side: number, unitId: string, to: Square, withStack: boolean, order?: string[]): Rejection | null {
  const phaseProblem = spendAction(view);
  if (phaseProblem) return phaseProblem;
  const unit = topUnit(view, side, unitId);
  if ('code' in unit) return unit;
  const members = withStack ? stackOf(view, unit) : [unit];
  // A lone unit "moving with its stack" would be a plain move spelt two ways; only the plain one is offered.
  if (withStack && members.length < 2) return no('no-stack', `There is no stack at (${unit.x}, ${unit.y})`);
  const tired = members.find((m) => m.moved);
  if (tired) return no('already-moved', `${tired.name} (${tired.id}) has already moved this turn`);
  const caughtFast = members.find((m) => m.held);
  if (caughtFast) return no('held', `${caughtFast.name} (${caughtFast.id}) is held by the entangling bottom: it breaks out with a React roll at a turn's start`);
  const caught = surprised(view, members);
  if (caught) return caught;
  if (order) {
    if (!withStack) return no('bad-order', 'A stack is reordered on the move only when it moves together');
    const problem = checkOrder(members, order);
    if (problem) return problem;
  }
  if (!reachTo(view, unitId, withStack, to)) return no('unreachable', `${unit.name} cannot reach (${to.x}, ${to.y}) this move`);
  return null;
}

/** SW-16: reordering a stack costs one move (one action). */
function checkReorder(view: BattleView, side: number, at: Square, order: string[]): Rejection | null {
  const phaseProblem = spendAction(view);
  if (phaseProblem) return phaseProblem;
  const stack = stackNamed(view, at, order);
  if (stack.length < 2) return no('no-stack', `There is no stack at (${at.x}, ${at.y})`);
  if (stack[0].side !== side) return no('not-your-unit', 'That stack is not yours');
  return checkOrder(stack, order) ?? surprised(view, [stack[stack.length - 1]]);
}

/** SW-27 shooting in the move phase, SW-17 opportunity fire in the other sides' opportunity phases. */
function checkShoot(view: BattleView, side: number, unitId: string, targetId: string, spend: Spend): Rejection | null {
  const unit = topUnit(view, side, unitId);
  if ('code' in unit) return unit;
  if (!unit.missileRange) return no('cannot-shoot', `${unit.name} has no missile attack`);
  if (!canShoot(unit)) return no('cannot-shoot', `${unit.name} is broken and cannot attack`);
  const ally = allyTarget(view, unitId, targetId);
  if (ally) return ally;
  if (view.phase === 'opportunity') {
    if (unit.oppFired) return no('already-shot', `${unit.name} has already fired this opportunity phase`);
    const caught = surprised(view, [unit], true);
    if (caught) return caught;
    if (!opportunityTargets(view, unit).some((t) => t.id === targetId)) {
      return no('bad-target', `${unit.name} can only fire at an enemy that moved this turn and now stands in its range and sight`);
    }
    return checkSpend(view, unitId, spend);
  }
  const phaseProblem = spendAction(view);
  if (phaseProblem) return phaseProblem;
  if (unit.shot) return no('already-shot', `${unit.name} (${unit.id}) has already shot this turn`);
  const caught = surprised(view, [unit]);
  if (caught) return caught;
  if (!shootTargets(view, unit).some((t) => t.id === targetId)) {
    return no('bad-target', `${targetId} is not an enemy within ${unit.name}'s range ${unit.missileRange} and line of sight`);
  }
  return checkSpend(view, unitId, spend);
}

/** SW-13: a bloodied or broken unit recovers one step, once a turn, for RP. */
function checkRecover(view: BattleView, side: number, unitId: string): Rejection | null {
  const phaseProblem = spendAction(view);
  if (phaseProblem) return phaseProblem;
  const unit = topUnit(view, side, unitId);
  if ('code' in unit) return unit;
  if (unit.recovered) return no('already-recovered', `${unit.name} (${unit.id}) has already recovered this turn`);
  const caught = surprised(view, [unit]);
  if (caught) return caught;
  const cost = recoverCost(unit);
  if (cost === null) return no('nothing-to-recover', `${unit.name} is not bloodied or broken`);
  if (view.resources[side] < cost) return no('no-resources', `Recovering ${unit.name} costs ${cost} RP; you have ${view.resources[side]}`);
  return null;
}

/** SW-19: in combat only the unit whose turn it is attacks, and only an enemy it touched when its turn came. */
function checkAttack(view: BattleView, unitId: string, targetId: string, spend: Spend): Rejection | null {
  const pending = view.pending;
  if (view.phase !== 'combat' || !pending) return no('wrong-phase', 'Attacks are made in the combat phase');
  if (pending.unitId !== unitId) return no('not-this-unit', `It is ${pending.unitId}'s attack, not ${unitId}'s`);
  const ally = allyTarget(view, unitId, targetId);
  if (ally) return ally;
  if (!pending.targets.includes(targetId)) return no('bad-target', `${unitId} cannot attack ${targetId}: it must be a touching enemy`);
  return checkSpend(view, unitId, spend);
}

/** SW-24: a unit type the side may buy (forSale), for its cost, onto a free deploy square. */
function checkBuy(view: BattleView, side: number, typeId: string): Rejection | null {
  if (view.phase !== 'resources') return no('wrong-phase', 'Units are bought in your resource phase');
  const t = unitType(typeId);
  if (!t || !forSale(view.scenario, side).includes(typeId)) return no('not-for-sale', `${view.scenario.name} does not let ${view.sideNames[side]} buy "${typeId}"`);
  if (view.resources[side] < t.cost) return no('no-resources', `${t.name} costs ${t.cost} RP; you have ${view.resources[side]}`);
  if (!freeDeploySquare(view, side)) return no('no-room', 'Your deploy area is full');
  return null;
}

/** SW-24: a dead unit comes back for its cost, unless the scenario keeps that side's dead dead. */
function checkRevive(view: BattleView, side: number, unitId: string): Rejection | null {
  if (view.phase !== 'resources') return no('wrong-phase', 'Units are brought back in your resource phase');
  if (!mayRebuild(view.scenario, side)) return no('not-for-sale', `${view.scenario.name} does not let ${view.sideNames[side]} bring back dead units`);
  const dead = view.units.find((u) => u.id === unitId && u.side === side && u.condition === 'dead');
  if (!dead) return no('no-such-unit', `${unitId} is not one of your dead units`);
  if (view.resources[side] < dead.cost) return no('no-resources', `${dead.name} costs ${dead.cost} RP; you have ${view.resources[side]}`);
  if (!freeDeploySquare(view, side)) return no('no-room', 'Your deploy area is full');
  return null;
}

/** SW-10: a waiting unit of one's own onto a free square of one's deploy area. */
function checkDeploy(view: BattleView, side: number, unitId: string, to: Square): Rejection | null {
  if (view.phase !== 'deploy') return no('wrong-phase', 'Units are placed during the set-up');
  const unit = view.reserves.find((u) => u.id === unitId);
  if (!unit) return no('no-such-unit', `${unitId} is not waiting to be placed`);
  if (unit.side !== side) return no('not-your-unit', `${unit.name} (${unit.id}) is not yours`);
  if (!deployOptions(view, side).some((sq) => sq.x === to.x && sq.y === to.y)) return no('not-in-deploy-area', `(${to.x}, ${to.y}) is not a free square of your deploy area`);
  if (!placementOptions(view, side).some((sq) => sq.x === to.x && sq.y === to.y)) return no('out-of-range', rangeWords(view, side));
  return null;
}

/** SW-10 with SW-07: a waiting hero of one's own goes with one of one's units on the board that has none. */
function checkPlaceHero(view: BattleView, side: number, heroId: string, unitId: string): Rejection | null {
  if (view.phase !== 'deploy') return no('wrong-phase', 'Heroes are placed during the set-up');
  const hero = ownHero(view, side, heroId);
  if ('code' in hero) return hero;
  if (hero.unitId) return no('already-placed', `${hero.name} is already with ${hero.unitId}`);
  const unit = ownUnit(view, side, unitId);
  if ('code' in unit) return unit;
  if (heroWith(view, unit.id)) return no('has-hero', `${unit.name} already has a hero`);
  return null;
}

function checkDeployAll(view: BattleView, side: number): Rejection | null {
  if (view.phase !== 'deploy') return no('wrong-phase', 'Units are placed during the set-up');
  const mine = view.reserves.filter((u) => u.side === side).length;
  if (!mine && !heroesToPlace(view, side).length) return no('nothing-to-place', 'You have no units or heroes left to place');
  // HC-03: placing one figure at a time needs room for one only.
  if ((placesOneAtATime(view) ? Math.min(mine, 1) : mine) > freeDeployRoom(view, side)) return no('no-room', 'Your deploy area is full');
  return null;
}

/** SW-07: a hero moves between two touching units of its side for the cost of one move. */
function checkMoveHero(view: BattleView, side: number, heroId: string, toUnitId: string): Rejection | null {
  const phaseProblem = spendAction(view);
  if (phaseProblem) return phaseProblem;
  const hero = ownHero(view, side, heroId);
  if ('code' in hero) return hero;
  if (!hero.unitId) return no('hero-lost', `${hero.name} is lost; bring them back in your resource phase`);
  const from = view.units.find((u) => u.id === hero.unitId);
  if (!from) return no('escaped', `${hero.name} has left the combat with their unit (the escape route, or slid off the board)`);
  const to = ownUnit(view, side, toUnitId);
  if ('code' in to) return to;
  if (Math.max(Math.abs(from.x - to.x), Math.abs(from.y - to.y)) !== 1) return no('not-touching', `${hero.name} can only move to a unit touching ${from.name}`);
  if (heroWith(view, to.id)) return no('has-hero', `${to.name} already has a hero`);
  return surprised(view, [from]);
}

/**
 * SW-16: the support roll is given or declined for the unit directly beneath the top of an own
 * stack; free, in any phase the side acts in (like a hero's stance), its effect standing until changed.
 */
function checkSupport(view: BattleView, side: number, unitId: string): Rejection | null {
  const unit = ownUnit(view, side, unitId);
  if ('code' in unit) return unit;
  const top = stackOf(view, unit).at(-1);
  if (!top || supportUnit(view, top)?.id !== unit.id) return no('not-support', `${unit.name} (${unit.id}) is not directly beneath the top of a stack: only that unit rolls in support`);
  return null;
}

/** SW-08: at most one point per roll from a pool, or the whole pool with Badassery for it. */
export function stanceCap(hero: HeroState, pool: 'instinct' | 'reason'): number {
  return hero.secrets.some((x) => x.type === 'badassery' && x.pool === pool) ? hero.maxPools[pool] : 1;
}

/** What a hero spends on each defence and React roll; free, in any phase the side acts in. */
function checkHeroStance(view: BattleView, side: number, heroId: string, defend: number, react: number): Rejection | null {
  const hero = ownHero(view, side, heroId);
  if ('code' in hero) return hero;
  if (defend > stanceCap(hero, 'instinct') || react > stanceCap(hero, 'reason')) {
    return no('too-many-points', `${hero.name} may spend at most ${stanceCap(hero, 'instinct')} Instinct and ${stanceCap(hero, 'reason')} Reason on one roll`);
  }
  return null;
}

/** SW-24: a lost hero comes back for its cost, with a living unit of its side that has no hero. */
function checkReviveHero(view: BattleView, side: number, heroId: string, unitId: string): Rejection | null {
  if (view.phase !== 'resources') return no('wrong-phase', 'Lost heroes are brought back in your resource phase');
  const hero = ownHero(view, side, heroId);
  if ('code' in hero) return hero;
  if (hero.unitId) return no('not-lost', `${hero.name} is not lost`);
  const unit = ownUnit(view, side, unitId);
  if ('code' in unit) return unit;
  if (heroWith(view, unit.id)) return no('has-hero', `${unit.name} already has a hero`);
  if (view.resources[side] < hero.cost) return no('no-resources', `${hero.name} costs ${hero.cost} RP; you have ${view.resources[side]}`);
  return null;
}
