import type { BattleMap, Terrain } from '../../map/battleMap.ts';
import type { Condition, UnitState } from '../model.ts';
import { attackModifiers, canAttack, conditionModifiers } from '../rules/combat.ts';
import { moveAllowance, stepCost } from '../rules/movement.ts';
import { lineOfSight } from '../rules/shooting.ts';

// What a kind of square or a condition does, for the legend and the tooltips: each number is asked of
// the rule functions the reducer runs, on a tiny probe map, so no rule is restated here or in the client.

/** A one-row probe map of the given squares. */
function row(terrain: Terrain[], elevation: number[] = terrain.map(() => 0)): BattleMap {
  return { name: 'probe', width: terrain.length, height: 1, actions: 1, terrain, elevation, deploy: [], nodes: [] };
}

/** A plain unit standing at (x, 0) on a probe map. */
function probeUnit(x: number, condition: Condition = 'ok'): UnitState {
  return {
    id: `P${x}`, type: 'probe', name: 'probe', side: x, x, y: 0, condition, moved: false, shot: false, recovered: false, oppFired: false,
    level: 0, defences: 0, supportRoll: true, attack: 1, defend: 1, react: 1, move: 4, vitality: 1, cost: 1,
  };
}

const dice = (mods: { penalty: number }[]) => mods.reduce((n, m) => n + m.penalty, 0);

export interface TerrainFacts {
  /** Movement to enter a square of it from one of the same height (SW-25); null: it cannot be entered. */
  moveCost: number | null;
  /** Penalty dice to a shot at a target standing on it. */
  shotInto: number;
  /** Penalty dice to a shot passing over it, or 'blocks' when it blocks the line of sight. */
  shotThrough: number | 'blocks';
}

/** SW-25: what a terrain costs and gives, from stepCost and lineOfSight. */
export function terrainFacts(t: Terrain): TerrainFacts {
  const through = lineOfSight(row(['clear', t, 'clear']), { x: 0, y: 0 }, { x: 2, y: 0 });
  const into = lineOfSight(row(['clear', t]), { x: 0, y: 0 }, { x: 1, y: 0 });
  return {
    moveCost: stepCost(row(['clear', t]), { x: 0, y: 0 }, { x: 1, y: 0 }),
    shotInto: dice(into.penalties),
    shotThrough: through.clear ? dice(through.penalties) : 'blocks',
  };
}

export interface HeightFacts {
  /** Extra movement for each level climbed or descended in one step. */
  movePerLevel: number;
  /** Bonus dice an attacker gets for each level it stands above its target. */
  attackDicePerLevel: number;
}

/** SW-26: what a level of height costs and gives, from stepCost and attackModifiers. */
export function heightFacts(): HeightFacts {
  const flat = stepCost(row(['clear', 'clear']), { x: 0, y: 0 }, { x: 1, y: 0 }) ?? 0;
  const climb = stepCost(row(['clear', 'clear'], [0, 1]), { x: 0, y: 0 }, { x: 1, y: 0 }) ?? 0;
  const high = row(['clear', 'clear'], [1, 0]);
  const level = attackModifiers(high, probeUnit(0), probeUnit(1)).reduce((n, m) => n + m.bonus, 0) - attackModifiers(row(['clear', 'clear']), probeUnit(0), probeUnit(1)).reduce((n, m) => n + m.bonus, 0);
  return { movePerLevel: climb - flat, attackDicePerLevel: level };
}

export interface ConditionFacts {
  /** Penalty dice to every roll (SW-21). */
  penaltyDice: number;
  /** Its Move is cut (SW-21: a broken unit's is halved). */
  slowed: boolean;
  canAttack: boolean;
}

/** SW-21: what a condition does to a unit, from conditionModifiers, moveAllowance and canAttack. */
export function conditionFacts(condition: Exclude<Condition, 'dead'>): ConditionFacts {
  const u = probeUnit(0, condition);
  return { penaltyDice: dice(conditionModifiers(u)), slowed: moveAllowance(u) < u.move, canAttack: canAttack(u) };
}
