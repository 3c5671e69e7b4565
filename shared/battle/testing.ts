import type { BattleMap, Terrain } from '../map/battleMap.ts';
import type { BattleState, HeroState, UnitState } from './model.ts';
import { commitmentOf, seedFromNumber, seedRng } from '../core/rng.ts';
import { apply, type ApplyResult } from './reducer/apply.ts';
import { scenarioById } from './scenario.ts';
import type { Command } from './commands.ts';
import type { Scenario } from './scenario.ts';

// Builders for tests: maps drawn as text, and battles with units placed by hand.

const LEGEND: Record<string, Terrain> = { '.': 'clear', r: 'rough', w: 'woods', s: 'swamp', '~': 'water', D: 'deep-water', '#': 'barrier' };

/** Rows of terrain letters; an optional same-shaped grid of height digits. */
export function textMap(rows: string[], heights?: string[], actions = 3): BattleMap {
  const height = rows.length;
  const width = rows[0].length;
  return {
    name: 'test',
    width,
    height,
    actions,
    terrain: rows.join('').split('').map((c) => LEGEND[c]),
    elevation: heights ? heights.join('').split('').map(Number) : new Array(width * height).fill(0),
    deploy: [
      { side: 0, x: 0, y: 0, w: width, h: 1 },
      { side: 1, x: 0, y: height - 1, w: width, h: 1 },
    ],
    nodes: [],
  };
}

export function testUnit(id: string, side: number, x: number, y: number, over: Partial<UnitState> = {}): UnitState {
  return { id, type: 'test', name: `Unit ${id}`, side, x, y, condition: 'ok', moved: false, shot: false, recovered: false, oppFired: false, level: 0, defences: 0, supportRoll: true, attack: 4, defend: 4, react: 4, move: 3, vitality: 2, cost: 3, ...over };
}

export function testBattle(map: BattleMap, units: UnitState[], seed = 1, over: Partial<BattleState> = {}): BattleState {
  return {
    scenario: scenarioById('skirmish')!,
    sideNames: ['Agency', 'Cult'],
    map,
    turn: 1,
    phase: 'move',
    active: 0,
    mover: 0,
    actionsLeft: map.actions,
    units,
    reserves: [],
    heroes: [],
    lasting: [],
    combat: null,
    pending: null,
    result: null,
    resources: [0, 0],
    nodeOwners: map.nodes.map(() => null),
    holdTurns: [0, 0],
    seq: 0,
    seedCommitment: commitmentOf(seedFromNumber(seed)),
    seed: seedFromNumber(seed),
    rng: seedRng(seed),
    ...over,
  };
}

export function testHero(id: string, side: number, unitId: string | null, over: Partial<HeroState> = {}): HeroState {
  const pools = { vigor: 2, instinct: 2, reason: 2 };
  return { id, type: id, name: `Hero ${id}`, side, cost: 5, unitId, pools, maxPools: { ...pools }, secrets: [], stance: { defend: 0, react: 0 }, ...over };
}

/** A bare two-sided scenario for rule tests: no forces (tests place units), destroy or a far turn limit. */
export function testScenario(over: Partial<Scenario> = {}): Scenario {
  return { id: 'test', name: 'Test', description: '', map: 'test', sides: [{ name: 'Agency', units: [] }, { name: 'Cult', units: [] }], win: { destroy: true, lastTurn: 30 }, ...over };
}

/**
 * The reducer bound to a scenario: `step` applies a command that must be accepted, `refusal` returns
 * the code of one that must be refused (and checks it changed nothing).
 */
export function reducerFor(scenario: Scenario) {
  return {
    step(state: BattleState, side: number, command: Command): Extract<ApplyResult, { ok: true }> {
      const r = apply({ ...state, scenario }, side, command);
      if (!r.ok) throw new Error(`refused ${JSON.stringify(command)}: ${r.error.code} ${r.error.message}`);
      return r;
    },
    refusal(state: BattleState, side: number, command: Command): string {
      const given = { ...state, scenario };
      const r = apply(given, side, command);
      if (r.ok) return 'applied';
      if (r.state !== given) return 'changed the state';
      return r.error.code;
    },
  };
}
