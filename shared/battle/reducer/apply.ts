import type { BattleMap, Square } from '../../map/battleMap.ts';
import type { Command } from '../commands.ts';
import { afterDamage, attackSpecs, canAttack, combatOrder, conditionModifiers, defendModifiers, opposedRoll, stackModifiers, supportUnit } from '../rules/combat.ts';
import { makeRoll, type RollResult } from '../rules/dice.ts';
import type { RngState } from '../../core/rng.ts';
import { successLevel } from '../rules/successLevel.ts';
import type { BattleEvent } from '../events.ts';
import { adjacentEnemies, isTop, stackAt, unitAt } from '../rules/grid.ts';
import { reachable } from '../rules/movement.ts';
import { income, recoverCost, startingResources, touchNodes } from '../rules/resources.ts';
import { deployOptions, deploySquares, freeDeploySquare } from '../rules/deployment.ts';
import { check, spendOf, type Spend } from './guards.ts';
import type { Rejection } from '../../core/result.ts';
import { seedRng } from '../../core/rng.ts';
import type { Scenario } from '../scenario.ts';
import { canShoot, opportunityTargets } from '../rules/shooting.ts';
import type { BattleState, BattleView, LastingEffect, UnitState } from '../model.ts';
import { extraDamage, heroModifiers, heroType, heroWith, lastingPool, maxSpend, spendPool, type HeroState } from '../rules/heroes.ts';
import type { RollKind } from '../units.ts';
import { effectiveStats, unitType, type UnitType } from '../units.ts';
import { checkVictory, updateHold } from '../rules/victory.ts';

// The battle reducer: apply(state, side, command) gives a new state and events, or a rejection with
// a reason a player can read and the state untouched. It never throws on a player's input.
//
// The turn (SW-18): each side in order has its move/recover/fire phase, each followed by the other
// sides' opportunity fire; then combat; then each side's resource phase; then the win check.

export type { Rejection };
export { deployOptions, deploySquares };

export type ApplyResult =
  | { ok: true; state: BattleState; events: BattleEvent[] }
  | { ok: false; state: BattleState; error: Rejection };

export type CreateResult = { ok: true; state: BattleState } | { ok: false; error: Rejection };

const SIDE_LETTERS = 'ABCDEF';

function newUnit(t: UnitType, id: string, side: number, at: Square): UnitState {
  return {
    ...effectiveStats(t),
    ...(t.specials ? { specials: t.specials } : {}),
    id,
    type: t.id,
    name: t.name,
    side,
    x: at.x,
    y: at.y,
    condition: 'ok',
    moved: false,
    shot: false,
    recovered: false,
    oppFired: false,
    level: 0,
    defences: 0,
  };
}

export interface CreateOptions {
  /**
   * SW-10: 'players' starts with the set-up, where the sides place their units alternately, the second
   * player first; 'auto' sets every unit out from the middle of its area (quick games, tests).
   */
  deployment?: 'players' | 'auto';
}

/** A new battle of a scenario on a map, with its seed. */
export function createBattle(scenario: Scenario, map: BattleMap, seed: number, options: CreateOptions = {}): CreateResult {
  if (!Number.isInteger(seed)) return { ok: false, error: { code: 'bad-seed', message: 'The seed must be an integer' } };
  const units: UnitState[] = [];
  for (const [side, force] of scenario.sides.entries()) {
    const squares = deploySquares(map, side);
    if (squares.length < force.units.length) {
      return {
        ok: false,
        error: { code: 'no-room', message: `Map "${map.name}" has ${squares.length} deploy squares for side ${side + 1}; ${scenario.name} needs ${force.units.length}` },
      };
    }
    for (const [i, typeId] of force.units.entries()) {
      const t = unitType(typeId);
      if (!t) return { ok: false, error: { code: 'unknown-unit', message: `Scenario ${scenario.id} names unknown unit type "${typeId}"` } };
      units.push(newUnit(t, `${SIDE_LETTERS[side]}${i + 1}`, side, squares[i]));
    }
  }
  const heroes: HeroState[] = [];
  for (const [side, force] of scenario.sides.entries()) {
    for (const heroId of force.heroes ?? []) {
      const h = heroType(heroId);
      if (!h) return { ok: false, error: { code: 'unknown-hero', message: `Scenario ${scenario.id} names unknown hero "${heroId}"` } };
      // Heroes start with their side's costliest units that have no hero yet (SW-07: always paired).
      const host = units.filter((u) => u.side === side && !heroes.some((x) => x.unitId === u.id)).sort((a, b) => b.cost - a.cost)[0];
      if (!host) return { ok: false, error: { code: 'no-host', message: `${h.name} has no unit to lead in ${scenario.name}` } };
      heroes.push({ id: h.id, type: h.id, name: h.name, side, cost: h.cost, unitId: host.id, pools: { ...h.pools }, maxPools: { ...h.pools }, secrets: h.secrets, stance: { defend: 1, react: 1 } });
    }
  }
  // SW-23 counts heroes' costs with the units'.
  const costs = scenario.sides.map((_, side) =>
    units.filter((u) => u.side === side).reduce((s, u) => s + u.cost, 0) + heroes.filter((h) => h.side === side).reduce((s, h) => s + h.cost, 0),
  );
  const players = options.deployment === 'players';
  let nodeOwners: (number | null)[] = map.nodes.map(() => null);
  if (!players) for (const u of units) nodeOwners = touchNodes(map, nodeOwners, u).owners;
  const firstPlacer = scenario.sides.length > 1 ? 1 : 0;
  return {
    ok: true,
    state: {
      scenario,
      sideNames: scenario.sides.map((s) => s.name),
      map,
      turn: 1,
      phase: players ? 'deploy' : 'move',
      active: players ? firstPlacer : 0,
      mover: 0,
      actionsLeft: players ? 0 : map.actions,
      units: players ? [] : units,
      reserves: players ? units.map((u) => ({ ...u, x: -1, y: -1 })) : [],
      heroes,
      lasting: [],
      combat: null,
      pending: null,
      result: null,
      resources: startingResources(costs),
      nodeOwners,
      holdTurns: scenario.sides.map(() => 0),
      seq: 0,
      seed,
      rng: seedRng(seed),
    },
  };
}


function done(state: BattleState, events: BattleEvent[]): ApplyResult {
  return { ok: true, state: { ...state, seq: state.seq + 1 }, events };
}

export function apply(state: BattleState, side: number, command: Command): ApplyResult {
  const problem = check(state, side, command);
  if (problem) return { ok: false, state, error: problem };
  const scenario = state.scenario;
  switch (command.type) {
    case 'move':
      return move(state, side, command.unitId, command.to, command.withStack ?? false, command.order);
    case 'reorder':
      return reorder(state, command.at, command.order);
    case 'shoot':
      return shoot(state, scenario, side, command.unitId, command.targetId, spendOf(command));
    case 'recover':
      return recover(state, side, command.unitId);
    case 'buyAction':
      return buyAction(state, side);
    case 'endPhase':
      return endPhase(state, scenario);
    case 'attack':
      return attack(state, scenario, command.unitId, command.targetId, spendOf(command));
    case 'pass':
      return pass(state, scenario);
    case 'buy':
      return buy(state, side, command.unitType);
    case 'revive':
      return revive(state, side, command.unitId);
    case 'deploy':
      return deploy(state, command.unitId, command.to);
    case 'deployAll':
      return deployAll(state, side);
    case 'moveHero':
      return moveHero(state, command.heroId, command.toUnitId);
    case 'heroStance':
      return heroStance(state, command.heroId, command.defend, command.react);
    case 'reviveHero':
      return reviveHero(state, side, command.heroId, command.unitId);
  }
}

/** SW-07: a hero moves between two touching units of its side for the cost of one move. */
function moveHero(state: BattleState, heroId: string, toUnitId: string): ApplyResult {
  const hero = state.heroes.find((h) => h.id === heroId)!;
  const from = state.units.find((u) => u.id === hero.unitId)!;
  const heroes = state.heroes.map((h) => (h.id === heroId ? { ...h, unitId: toUnitId } : h));
  const next = { ...state, heroes, actionsLeft: state.actionsLeft - 1 };
  return done(next, [{ type: 'heroMoved', heroId, from: from.id, to: toUnitId, actionsLeft: next.actionsLeft }]);
}

/** How many points a hero spends on each of its unit's defences and React rolls; free, any time. */
function heroStance(state: BattleState, heroId: string, defend: number, react: number): ApplyResult {
  const heroes = state.heroes.map((h) => (h.id === heroId ? { ...h, stance: { defend, react } } : h));
  return done({ ...state, heroes }, [{ type: 'heroStance', heroId, defend, react }]);
}

function reviveHero(state: BattleState, side: number, heroId: string, unitId: string): ApplyResult {
  const hero = state.heroes.find((h) => h.id === heroId)!;
  const resources = state.resources.map((r, x) => (x === side ? r - hero.cost : r));
  const heroes = state.heroes.map((h) => (h.id === heroId ? { ...h, unitId, pools: { ...h.maxPools } } : h));
  return done({ ...state, heroes, resources }, [{ type: 'heroBack', heroId, unitId, cost: hero.cost, resources: resources[side] }]);
}

function placeReserve(state: BattleState, unit: UnitState, at: Square, events: BattleEvent[]): BattleState {
  const placed = { ...unit, x: at.x, y: at.y };
  const nodes = touchNodes(state.map, state.nodeOwners, placed);
  events.push({ type: 'deployed', unitId: unit.id, side: unit.side, at });
  for (const i of nodes.taken) events.push({ type: 'nodeTaken', node: i, side: unit.side, at: state.map.nodes[i] });
  return { ...state, units: [...state.units, placed], reserves: state.reserves.filter((u) => u.id !== unit.id), nodeOwners: nodes.owners };
}

/** SW-10: sides alternate, the second player first; a side with nothing left to place is skipped. */
function afterPlacement(state: BattleState, events: BattleEvent[]): BattleState {
  if (!state.reserves.length) return startMove(state, 0, events);
  const n = state.sideNames.length;
  for (let k = 1; k <= n; k++) {
    const side = (state.active + n - k) % n; // second, first, second... reversed round the table
    if (state.reserves.some((u) => u.side === side)) return { ...state, active: side };
  }
  return state;
}

function deploy(state: BattleState, unitId: string, to: Square): ApplyResult {
  const unit = state.reserves.find((u) => u.id === unitId)!;
  const events: BattleEvent[] = [];
  const next = afterPlacement(placeReserve(state, unit, to, events), events);
  return done(next, events);
}

/** Places all of the side's remaining units on the default squares: for a player who does not mind where. */
function deployAll(state: BattleState, side: number): ApplyResult {
  const events: BattleEvent[] = [];
  let next = state;
  for (const unit of state.reserves.filter((u) => u.side === side)) next = placeReserve(next, unit, deployOptions(next, side)[0], events);
  return done(afterPlacement(next, events), events);
}

function replaceUnit(state: BattleState, unit: UnitState): UnitState[] {
  return state.units.map((u) => (u.id === unit.id ? unit : u));
}

function move(state: BattleState, side: number, unitId: string, to: Square, withStack: boolean, order?: string[]): ApplyResult {
  const unit = state.units.find((u) => u.id === unitId)!;
  const members = withStack ? stackAt(state, unit.x, unit.y) : [unit];
  const dest = reachable(state, unitId, { withStack }).find((r) => r.x === to.x && r.y === to.y)!;
  const from = { x: unit.x, y: unit.y };
  // Arriving units go on top of any own stack already there (SW-16).
  const base = stackAt(state, to.x, to.y).reduce((m, u) => Math.max(m, u.level + 1), 0);
  const sequence = order ?? members.map((m) => m.id);
  const arriving = new Map(sequence.map((id, i) => [id, base + i]));
  const units = state.units.map((u) => (arriving.has(u.id) ? { ...u, x: to.x, y: to.y, level: arriving.get(u.id)!, moved: true } : u));
  let nodeOwners = state.nodeOwners;
  const events: BattleEvent[] = [];
  const taken: number[] = [];
  for (const u of units.filter((x) => arriving.has(x.id))) {
    const t = touchNodes(state.map, nodeOwners, u);
    nodeOwners = t.owners;
    taken.push(...t.taken);
  }
  const next: BattleState = { ...state, units, actionsLeft: state.actionsLeft - 1, nodeOwners };
  events.push({ type: 'moved', unitId, from, to, path: dest.path, cost: dest.cost, actionsLeft: next.actionsLeft, ...(withStack ? { carried: sequence.filter((id) => id !== unitId) } : {}) });
  for (const i of taken) events.push({ type: 'nodeTaken', node: i, side, at: state.map.nodes[i] });
  return done(next, events);
}

/** SW-16: reordering a stack costs one move (one action); every unit of it may change place. */
function reorder(state: BattleState, at: Square, order: string[]): ApplyResult {
  const stack = stackAt(state, at.x, at.y);
  const base = stack[0].level;
  const level = new Map(order.map((id, i) => [id, base + i]));
  const units = state.units.map((u) => (level.has(u.id) && u.condition !== 'dead' ? { ...u, level: level.get(u.id)! } : u));
  const next = { ...state, units, actionsLeft: state.actionsLeft - 1 };
  return done(next, [{ type: 'reordered', at, order, actionsLeft: next.actionsLeft }]);
}

/** Heroes whose unit just died are lost (SW-07). */
function loseHeroes(state: BattleState, events: BattleEvent[]): BattleState {
  const dead = new Set(state.units.filter((u) => u.condition === 'dead').map((u) => u.id));
  if (!state.heroes.some((h) => h.unitId && dead.has(h.unitId))) return state;
  const heroes = state.heroes.map((h) => {
    if (!h.unitId || !dead.has(h.unitId)) return h;
    events.push({ type: 'heroLost', heroId: h.id, unitId: h.unitId });
    return { ...h, unitId: null };
  });
  return { ...state, heroes, lasting: state.lasting.filter((l) => !dead.has(l.targetId)) };
}

/**
 * One roll of Attack (or Missile Attack, or a phantom attack's) against Defend and its damage
 * (SW-20, SW-27), with what the heroes on both sides spend (SW-08) and their secrets (SW-09).
 */
function resolveAttack(
  state: BattleState,
  attackerId: string,
  defenderId: string,
  kind: 'melee' | 'missile',
  opportunity: boolean,
  spend: Spend = { vigor: 0, lasting: 0 },
): { state: BattleState; events: BattleEvent[] } {
  const attacker = state.units.find((u) => u.id === attackerId)!;
  const defender = state.units.find((u) => u.id === defenderId)!;
  const aHero = heroWith(state, attackerId);
  const dHero = heroWith(state, defenderId);
  const roll: RollKind = kind === 'missile' ? 'missile' : 'attack';
  const defendSpend = dHero ? Math.min(dHero.stance.defend, maxSpend(dHero, 'instinct')) : 0;
  const specs = attackSpecs(state.map, attacker, defender, kind);
  specs.attack.modifiers.push(...heroModifiers(state.map, aHero, attacker, roll, defender, spend.vigor));
  specs.defend.modifiers.push(...heroModifiers(state.map, dHero, defender, 'defend', attacker, defendSpend));
  const [support, afterSupport] = supportRoll(state, defender, state.rng);
  specs.defend.modifiers.push(...stackModifiers(state, defender, support?.doubled ?? false));
  if (support?.bonus) specs.defend.modifiers.push({ reason: `support from ${support.unitId}: SL ${support.bonus}`, bonus: support.bonus, penalty: 0 });
  const [result, rng] = opposedRoll(afterSupport, specs.attack, specs.defend);
  const hit = result.winner === 'a';
  const extra = hit ? extraDamage(state.map, aHero, attacker, defender) : 0;
  const damage = hit ? result.sl * (result.totalDefeat ? 2 : 1) + extra : 0;
  const after = afterDamage(defender.condition, damage, defender.vitality);
  const units = state.units.map((u) => (u.id === defenderId ? { ...u, condition: after, defences: u.defences + 1 } : u));
  let heroes = state.heroes;
  if (aHero) heroes = spendPool(heroes, aHero.id, 'vigor', spend.vigor);
  if (dHero) heroes = spendPool(heroes, dHero.id, 'instinct', defendSpend);
  const events: BattleEvent[] = [{ type: 'attack', kind, opportunity, attackerId, defenderId, roll: result, damage, extra, before: defender.condition, after, ...(support ? { support } : {}) }];
  let lasting = state.lasting;
  const pool = lastingPool(aHero);
  // SW-09 Lasting Damage: paid only when the unit hits a target that is still standing.
  if (aHero && pool && spend.lasting > 0 && hit && damage > 0 && after !== 'dead') {
    heroes = spendPool(heroes, aHero.id, pool, spend.lasting);
    const effect: LastingEffect = { sourceId: attackerId, sourceName: attacker.name, side: attacker.side, attack: attacker.attack, targetId: defenderId, rounds: spend.lasting, made: 0 };
    lasting = [...lasting, effect];
    events.push({ type: 'lastingDamage', heroId: aHero.id, targetId: defenderId, rounds: spend.lasting });
  }
  const next = loseHeroes({ ...state, units, rng, heroes, lasting }, events);
  return { state: next, events };
}

/**
 * SW-16: the unit directly beneath a stacked defender rolls Defend first, unopposed; its success
 * level becomes bonus dice to the top's Defend; a natural 2 gives no bonus and doubles the stack penalty.
 */
function supportRoll(state: BattleState, defender: UnitState, rng: RngState): [{ unitId: string; roll: RollResult; bonus: number; doubled: boolean } | null, RngState] {
  const below = supportUnit(state, defender);
  if (!below) return [null, rng];
  const [roll, next] = makeRoll(rng, { ability: below.defend, modifiers: conditionModifiers(below) });
  const doubled = roll.natural === 2;
  return [{ unitId: below.id, roll, bonus: doubled ? 0 : successLevel(roll.total), doubled }, next];
}

/** SW-09: at the start of combat each lasting effect makes a phantom attack, one more penalty die each round. */
function phantomAttacks(state: BattleState, events: BattleEvent[]): BattleState {
  let next = state;
  const remaining: LastingEffect[] = [];
  for (const effect of state.lasting) {
    const target = next.units.find((u) => u.id === effect.targetId);
    if (!target || target.condition === 'dead') continue;
    const dHero = heroWith(next, target.id);
    const defendSpend = dHero ? Math.min(dHero.stance.defend, maxSpend(dHero, 'instinct')) : 0;
    const penalty = effect.made + 1;
    const attackSpec = { ability: effect.attack, modifiers: [{ reason: `lasting damage, round ${penalty}`, bonus: 0, penalty }] };
    const [support, afterSupport] = supportRoll(next, target, next.rng);
    const defendSpec = {
      ability: target.defend,
      modifiers: [
        ...defendModifiers(target, next.map),
        ...heroModifiers(next.map, dHero, target, 'defend', null, defendSpend),
        ...stackModifiers(next, target, support?.doubled ?? false),
        ...(support?.bonus ? [{ reason: `support from ${support.unitId}: SL ${support.bonus}`, bonus: support.bonus, penalty: 0 }] : []),
      ],
    };
    const [result, rng] = opposedRoll(afterSupport, attackSpec, defendSpec);
    const damage = result.winner === 'a' ? result.sl * (result.totalDefeat ? 2 : 1) : 0;
    const after = afterDamage(target.condition, damage, target.vitality);
    const units = next.units.map((u) => (u.id === target.id ? { ...u, condition: after, defences: u.defences + 1 } : u));
    const heroes = dHero ? spendPool(next.heroes, dHero.id, 'instinct', defendSpend) : next.heroes;
    events.push({ type: 'attack', kind: 'phantom', opportunity: false, attackerId: effect.sourceId, defenderId: target.id, roll: result, damage, extra: 0, before: target.condition, after, ...(support ? { support } : {}) });
    next = { ...next, units, rng, heroes };
    if (effect.rounds > 1 && after !== 'dead') remaining.push({ ...effect, rounds: effect.rounds - 1, made: effect.made + 1 });
  }
  return loseHeroes({ ...next, lasting: remaining }, events);
}

function shoot(state: BattleState, scenario: Scenario, side: number, unitId: string, targetId: string, spend: Spend): ApplyResult {
  if (state.phase === 'opportunity') {
    const r = resolveAttack(state, unitId, targetId, 'missile', true, spend);
    const units = r.state.units.map((u) => (u.id === unitId ? { ...u, oppFired: true } : u));
    let next: BattleState = { ...r.state, units };
    const events: BattleEvent[] = r.events;
    // Nothing left to fire at: the phase ends by itself rather than waiting on a pass.
    if (!anyOpportunity(next, side)) next = afterOpportunity(next, scenario, events);
    return done(next, events);
  }
  const r = resolveAttack(state, unitId, targetId, 'missile', false, spend);
  const units = r.state.units.map((u) => (u.id === unitId ? { ...u, shot: true } : u));
  return done({ ...r.state, units, actionsLeft: state.actionsLeft - 1 }, r.events);
}

function recover(state: BattleState, side: number, unitId: string): ApplyResult {
  const unit = state.units.find((u) => u.id === unitId)!;
  const cost = recoverCost(unit)!;
  const to = unit.condition === 'broken' ? 'bloodied' : 'ok';
  const resources = state.resources.map((r, s) => (s === side ? r - cost : r));
  const next: BattleState = { ...state, units: replaceUnit(state, { ...unit, condition: to, recovered: true }), resources, actionsLeft: state.actionsLeft - 1 };
  return done(next, [{ type: 'recovered', unitId, from: unit.condition, to, cost, resources: resources[side] }]);
}

function buyAction(state: BattleState, side: number): ApplyResult {
  const resources = state.resources.map((r, s) => (s === side ? r - 1 : r));
  const next = { ...state, resources, actionsLeft: state.actionsLeft + 1 };
  return done(next, [{ type: 'actionBought', side, actionsLeft: next.actionsLeft, resources: resources[side] }]);
}

function endPhase(state: BattleState, scenario: Scenario): ApplyResult {
  const events: BattleEvent[] = [];
  if (state.phase === 'move') return done(afterMove(state, scenario, events), events);
  if (state.phase === 'opportunity') return done(afterOpportunity(state, scenario, events), events);
  return done(afterResources(state, scenario, events), events);
}

function anyOpportunity(state: BattleState, side: number): boolean {
  return state.units.some((u) => u.side === side && u.condition !== 'dead' && canShoot(u) && opportunityTargets(state, u).length > 0);
}

function startMove(state: BattleState, side: number, events: BattleEvent[]): BattleState {
  events.push({ type: 'phase', turn: state.turn, phase: 'move', side, actions: state.map.actions });
  return { ...state, phase: 'move', active: side, mover: side, actionsLeft: state.map.actions };
}

/** Opportunity fire for `side` against `mover`'s moves, skipped when it has nothing to fire at. */
function startOpportunity(state: BattleState, scenario: Scenario, side: number, mover: number, events: BattleEvent[]): BattleState {
  const units = state.units.map((u) => (u.side === side ? { ...u, oppFired: false } : u));
  const next: BattleState = { ...state, units, phase: 'opportunity', active: side, mover, actionsLeft: 0 };
  if (!anyOpportunity(next, side)) return afterOpportunity(next, scenario, events);
  events.push({ type: 'phase', turn: state.turn, phase: 'opportunity', side, actions: 0, mover });
  return next;
}

function afterMove(state: BattleState, scenario: Scenario, events: BattleEvent[]): BattleState {
  const n = state.sideNames.length;
  return startOpportunity(state, scenario, (state.active + 1) % n, state.active, events);
}

function afterOpportunity(state: BattleState, scenario: Scenario, events: BattleEvent[]): BattleState {
  const n = state.sideNames.length;
  const nextReactor = (state.active + 1) % n;
  if (nextReactor !== state.mover) return startOpportunity(state, scenario, nextReactor, state.mover, events);
  if (state.mover + 1 < n) return startMove(state, state.mover + 1, events);
  return startCombat(state, scenario, events);
}

function startCombat(state: BattleState, scenario: Scenario, events: BattleEvent[]): BattleState {
  events.push({ type: 'phase', turn: state.turn, phase: 'combat', side: state.active, actions: 0 });
  const afterPhantoms = phantomAttacks(state, events);
  const { order, clusters, rng, heroes } = combatOrder(afterPhantoms, afterPhantoms.rng);
  clusters.forEach((rolls, i) => events.push({ type: 'reactOrder', cluster: i, rolls }));
  return advanceCombat({ ...afterPhantoms, phase: 'combat', rng, heroes, combat: { order, index: 0 }, actionsLeft: 0 }, scenario, events);
}

function attack(state: BattleState, scenario: Scenario, unitId: string, targetId: string, spend: Spend): ApplyResult {
  const r = resolveAttack(state, unitId, targetId, 'melee', false, spend);
  const events: BattleEvent[] = r.events;
  const next = advanceCombat({ ...r.state, combat: { ...state.combat!, index: state.combat!.index + 1 }, pending: null }, scenario, events);
  return done(next, events);
}

function pass(state: BattleState, scenario: Scenario): ApplyResult {
  const events: BattleEvent[] = [{ type: 'pass', unitId: state.pending!.unitId }];
  const next = advanceCombat({ ...state, combat: { ...state.combat!, index: state.combat!.index + 1 }, pending: null }, scenario, events);
  return done(next, events);
}

/** Walks the combat order to the next unit that can attack, or goes on to the resource phase. */
function advanceCombat(state: BattleState, scenario: Scenario, events: BattleEvent[]): BattleState {
  const combat = state.combat!;
  for (let i = combat.index; i < combat.order.length; i++) {
    const unit = state.units.find((u) => u.id === combat.order[i])!;
    if (unit.condition === 'dead' || !canAttack(unit) || !isTop(state, unit)) continue;
    const targets = adjacentEnemies(state, unit).map((u) => u.id);
    if (!targets.length) continue;
    events.push({ type: 'pending', unitId: unit.id, targets, side: unit.side });
    return { ...state, active: unit.side, combat: { ...combat, index: i }, pending: { unitId: unit.id, targets } };
  }
  return startResources({ ...state, combat: null, pending: null }, scenario, events);
}

/** What a side could buy in its resource phase right now (SW-24). */
export function purchases(state: BattleView, side: number): { buy: UnitType[]; revive: UnitState[]; heroes: HeroState[] } {
  const scenario = state.scenario;
  const rp = state.resources[side];
  // SW-24: a lost hero comes back for its cost, with a unit of its side that has no hero.
  const hosts = state.units.filter((u) => u.side === side && u.condition !== 'dead' && !heroWith(state, u.id));
  const heroes = hosts.length ? state.heroes.filter((h) => h.side === side && !h.unitId && h.cost <= rp) : [];
  const buy = (scenario.sides[side]?.reinforcements ?? []).map(unitType).filter((t): t is UnitType => !!t && t.cost <= rp);
  const revive = scenario.rebuild ? state.units.filter((u) => u.side === side && u.condition === 'dead' && u.cost <= rp) : [];
  return { buy, revive, heroes };
}

function startResources(state: BattleState, scenario: Scenario, events: BattleEvent[]): BattleState {
  const resources = state.resources.map((rp, side) => {
    const gained = income(state.nodeOwners, side);
    if (gained) events.push({ type: 'income', side, gained, resources: rp + gained });
    return rp + gained;
  });
  return resourcePhaseFrom({ ...state, resources }, scenario, 0, events);
}

/** The resource phase of `side` or the next side that has something to buy; else the turn ends. */
function resourcePhaseFrom(state: BattleState, scenario: Scenario, side: number, events: BattleEvent[]): BattleState {
  for (let s = side; s < state.sideNames.length; s++) {
    const p = purchases(state, s);
    if (((p.buy.length || p.revive.length) && freeDeploySquare(state, s)) || p.heroes.length) {
      events.push({ type: 'phase', turn: state.turn, phase: 'resources', side: s, actions: 0 });
      return { ...state, phase: 'resources', active: s, actionsLeft: 0 };
    }
  }
  return endTurn(state, scenario, events);
}

function afterResources(state: BattleState, scenario: Scenario, events: BattleEvent[]): BattleState {
  return resourcePhaseFrom(state, scenario, state.active + 1, events);
}

function place(state: BattleState, side: number, unit: UnitState, cost: number, revived: boolean): { state: BattleState; events: BattleEvent[] } {
  const resources = state.resources.map((r, s) => (s === side ? r - cost : r));
  const exists = state.units.some((u) => u.id === unit.id);
  const units = exists ? replaceUnit(state, unit) : [...state.units, unit];
  const nodes = touchNodes(state.map, state.nodeOwners, unit);
  const events: BattleEvent[] = [{ type: 'bought', unitId: unit.id, unitType: unit.type, side, at: { x: unit.x, y: unit.y }, cost, revived, resources: resources[side] }];
  for (const i of nodes.taken) events.push({ type: 'nodeTaken', node: i, side, at: state.map.nodes[i] });
  return { state: { ...state, units, resources, nodeOwners: nodes.owners }, events };
}

function buy(state: BattleState, side: number, typeId: string): ApplyResult {
  const t = unitType(typeId)!;
  const at = freeDeploySquare(state, side)!;
  const id = `${SIDE_LETTERS[side]}${state.units.filter((u) => u.side === side).length + 1}`;
  const unit = { ...newUnit(t, id, side, at), moved: true, shot: true, recovered: true };
  const r = place(state, side, unit, t.cost, false);
  return done(r.state, r.events);
}

function revive(state: BattleState, side: number, unitId: string): ApplyResult {
  const dead = state.units.find((u) => u.id === unitId)!;
  const at = freeDeploySquare(state, side)!;
  const unit: UnitState = { ...dead, x: at.x, y: at.y, level: 0, condition: 'ok', moved: true, shot: true, recovered: true, oppFired: false, defences: 0 };
  const r = place(state, side, unit, dead.cost, true);
  return done(r.state, r.events);
}

function endTurn(state: BattleState, scenario: Scenario, events: BattleEvent[]): BattleState {
  const held = { ...state, holdTurns: updateHold(state, scenario) };
  const result = checkVictory(held, scenario);
  if (result) {
    events.push({ type: 'battleOver', result });
    return { ...held, phase: 'over', result, actionsLeft: 0 };
  }
  const units = held.units.map((u) => ({ ...u, moved: false, shot: false, recovered: false, oppFired: false, defences: 0 }));
  return startMove({ ...held, turn: held.turn + 1, units }, 0, events);
}

export { unitAt };
