import type { BattleMap, Square } from '../../map/battleMap.ts';
import type { Rejection } from '../../core/result.ts';
import { commitmentOf, seedRng, toSeed, type Seed } from '../../core/rng.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState, HeroState, Secret, UnitState } from '../model.ts';
import { contestedCube, inCube } from '../rules/contested.ts';
import { defaultHost, deploySquares, placementOptions, placesOneAtATime } from '../rules/deployment.ts';
import { nextPreparing } from '../rules/preparation.ts';
import { drawSecrets, heroType } from '../rules/heroes.ts';
import { startingResources, touchNodes } from '../rules/resources.ts';
import { isEnemy } from '../rules/teams.ts';
import type { Scenario } from '../scenario.ts';
import { unitType } from '../units.ts';
import { newUnit, SIDE_LETTERS } from './newUnit.ts';
import type { Outcome } from './outcome.ts';
import { startMove, startPreparation } from './turn.ts';
import { opensWithTask, startBeforeStage } from './taskStage.ts';

// A new battle, and SW-10's set-up: the sides place their units in their deploy areas, and their
// heroes with units already placed, one at a time in turn.

export type CreateResult = { ok: true; state: BattleState } | { ok: false; error: Rejection };

export interface CreateOptions {
  /**
   * SW-10: 'players' starts with the set-up, where the sides place their units and heroes alternately,
   * the second player first; 'auto' sets every unit out from the middle of its area, each hero with
   * its side's costliest unit (quick games, tests).
   */
  deployment?: 'players' | 'auto';
}

// Unit ids and a new unit: in newUnit.ts (turn-end rules add units too: HC-06 Reserves); exported here as before.
export { newUnit, SIDE_LETTERS };

/** A new battle of a scenario on a map, with its seed. */
export function createBattle(scenario: Scenario, map: BattleMap, seedGiven: Seed | number, options: CreateOptions = {}): CreateResult {
  const seed = toSeed(seedGiven);
  if (seed === null) return { ok: false, error: { code: 'bad-seed', message: 'The seed must be 64 hex digits or a whole number' } };
  const units: UnitState[] = [];
  const cube = contestedCube({ map, scenario });
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
      const unit = newUnit(t, `${SIDE_LETTERS[side]}${i + 1}`, side, squares[i]);
      // HC-01/HC-03: placed outside the contested space (no room in it): arriving until it comes in.
      units.push(cube && !inCube(cube, unit) ? { ...unit, arriving: true } : unit);
    }
  }
  const players = options.deployment === 'players';
  const heroes: HeroState[] = [];
  let rng = seedRng(seed);
  for (const [side, force] of scenario.sides.entries()) {
    for (const heroId of force.heroes ?? []) {
      const h = heroType(heroId);
      if (!h) return { ok: false, error: { code: 'unknown-hero', message: `Scenario ${scenario.id} names unknown hero "${heroId}"` } };
      // SW-07: a hero is always with a unit, so a side needs a unit for each of its heroes.
      const host = defaultHost(units, heroes, side);
      if (!host) return { ok: false, error: { code: 'no-host', message: `${h.name} has no unit to lead in ${scenario.name}` } };
      let secrets: Secret[];
      [secrets, rng] = drawSecrets(h, rng);
      heroes.push({ id: h.id, type: h.id, name: h.name, side, cost: h.cost, unitId: host.id, pools: { ...h.pools }, maxPools: { ...h.pools }, secrets, stance: { defend: 1, react: 1 } });
    }
  }
  // SW-23 counts heroes' costs with the units'.
  const costs = scenario.sides.map((_, side) =>
    units.filter((u) => u.side === side).reduce((s, u) => s + u.cost, 0) + heroes.filter((h) => h.side === side).reduce((s, h) => s + h.cost, 0),
  );
  let nodeOwners: (number | null)[] = map.nodes.map(() => null);
  if (!players) for (const u of units) nodeOwners = touchNodes(map, nodeOwners, u).owners;
  // SW-10: the second player places first, unless a combat step says who does (HC-03).
  const firstPlacer = scenario.deployment?.first ?? (scenario.sides.length > 1 ? 1 : 0);
  const state: BattleState = {
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
      // SW-10: in the set-up the players choose; the hosts found above only proved there is room for all.
      heroes: players ? heroes.map((h) => ({ ...h, unitId: null })) : heroes,
      lasting: [],
      combat: null,
      pending: null,
      result: null,
      resources: startingResources(costs, (a, b) => isEnemy({ scenario }, a, b)),
      nodeOwners,
      holdTurns: scenario.sides.map(() => 0),
      seq: 0,
      seedCommitment: commitmentOf(seed),
      seed,
      rng,
  };
  // HC-03: a quick battle of a combat step is set out as the players' set-up would be with "place
  // all" (or "place one", alternating) each time, so the order and the range hold; HC-02's preparation comes after it either way.
  if (!players && scenario.deployment) {
    const reserves = units.map(({ arriving: _a, ...u }) => ({ ...u, x: -1, y: -1 }));
    const placed = autoPlace({ ...state, phase: 'deploy', active: firstPlacer, actionsLeft: 0, units: [], reserves, heroes: heroes.map((h) => ({ ...h, unitId: null })), nodeOwners: map.nodes.map(() => null) });
    // HC-01: placed outside the contested space, as apply's settle would mark it.
    return { ok: true, state: { ...placed, units: placed.units.map((u) => (cube && !inCube(cube, u) ? { ...u, arriving: true } : u)) } };
  }
  // HC-08: a task before the fight opens the battle once every figure is placed.
  if (!players && opensWithTask(state)) return { ok: true, state: startBeforeStage(state, []) };
  if (!players && nextPreparing(state, 0) !== null) return { ok: true, state: startPreparation(state, nextPreparing(state, 0)!, []) };
  return { ok: true, state };
}

function autoPlace(state: BattleState): BattleState {
  let next = state;
  for (let n = 0; next.phase === 'deploy' && n < 1024; n++) next = deployAll(next, next.active).state;
  return next;
}

export function deploy(state: BattleState, unitId: string, to: Square): Outcome {
  const unit = state.reserves.find((u) => u.id === unitId)!;
  const events: BattleEvent[] = [];
  return { state: afterPlacement(placeReserve(state, unit, to, events), events), events };
}

/** SW-10: a waiting hero joins one of its side's units on the board. */
export function placeHero(state: BattleState, heroId: string, unitId: string): Outcome {
  const events: BattleEvent[] = [];
  return { state: afterPlacement(joinHero(state, heroId, unitId, events), events), events };
}

/**
 * Places all of the side's remaining units on the default squares, then its waiting heroes each with
 * its costliest unit without one: for a player who does not mind where (and when the clock runs out).
 */
export function deployAll(state: BattleState, side: number): Outcome {
  const events: BattleEvent[] = [];
  let next = state;
  // HC-03: when a combat step alternates figure by figure, the side places only its next figure
  // (units first, then heroes): placing the whole team would take the other side's turns.
  const one = placesOneAtATime(state);
  for (const unit of state.reserves.filter((u) => u.side === side)) {
    next = placeReserve(next, unit, placementOptions(next, side)[0], events);
    if (one) return { state: afterPlacement(next, events), events };
  }
  for (const hero of state.heroes.filter((h) => h.side === side && !h.unitId)) {
    next = joinHero(next, hero.id, defaultHost(next.units, next.heroes, side)!.id, events);
    if (one) break;
  }
  return { state: afterPlacement(next, events), events };
}

function placeReserve(state: BattleState, unit: UnitState, at: Square, events: BattleEvent[]): BattleState {
  const placed = { ...unit, x: at.x, y: at.y };
  const nodes = touchNodes(state.map, state.nodeOwners, placed);
  events.push({ type: 'deployed', unitId: unit.id, side: unit.side, at });
  for (const i of nodes.taken) events.push({ type: 'nodeTaken', node: i, side: unit.side, at: state.map.nodes[i] });
  return { ...state, units: [...state.units, placed], reserves: state.reserves.filter((u) => u.id !== unit.id), nodeOwners: nodes.owners };
}

function joinHero(state: BattleState, heroId: string, unitId: string, events: BattleEvent[]): BattleState {
  const heroes = state.heroes.map((h) => (h.id === heroId ? { ...h, unitId } : h));
  events.push({ type: 'heroPlaced', heroId, unitId, side: heroes.find((h) => h.id === heroId)!.side });
  return { ...state, heroes };
}

/**
 * SW-10: sides alternate, the second player first; a side with nothing left to place is skipped.
 * HC-03: a combat step may say who starts, and that each side places its whole team in one go.
 * HC-02: once all are placed, the preparation (turn 0) if a side has personal actions, else turn 1;
 * HC-08: before either, the task stage when the task comes before the fight.
 */
function afterPlacement(state: BattleState, events: BattleEvent[]): BattleState {
  // In the set-up a hero without a unit is one still to place (none can be lost before the battle).
  const left = (side: number) => state.reserves.some((u) => u.side === side) || state.heroes.some((h) => h.side === side && !h.unitId);
  const n = state.sideNames.length;
  if (!Array.from({ length: n }, (_, side) => left(side)).some(Boolean)) {
    // HC-08: the task before the fight, once every figure is placed and before anyone acts.
    if (opensWithTask(state)) return startBeforeStage(state, events);
    const preparing = nextPreparing(state, 0);
    return preparing === null ? startMove(state, 0, events) : startPreparation(state, preparing, events);
  }
  if (state.scenario.deployment?.mode === 'whole-team' && left(state.active)) return state;
  for (let k = 1; k <= n; k++) {
    const side = (state.active + n - k) % n; // second, first, second... reversed round the table
    if (left(side)) return { ...state, active: side };
  }
  return state;
}
