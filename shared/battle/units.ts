import unitData from '../data/units.json' with { type: 'json' };

// SW-05: a unit type's numbers. Instances copy them so a battle's state says everything about it.

import type { Terrain } from '../map/battleMap.ts';

export type RollKind = 'attack' | 'defend' | 'react' | 'missile';

/** A circumstance of SW-06 specials and SW-09 secrets; every given field must hold. */
export interface When {
  /** The unit stands on one of these terrains. */
  terrain?: Terrain[];
  /** The opposing unit's type is one of these. */
  vsTypes?: string[];
  /** The opposing unit is in one of these conditions. */
  targetCondition?: ('bloodied' | 'broken')[];
}

export type Special =
  | { type: 'ranged' }
  | { type: 'mobility'; terrain: Terrain[] }
  | { type: 'advantage'; roll: RollKind; when: When };

export interface UnitStats {
  attack: number;
  defend: number;
  react: number;
  move: number;
  vitality: number;
  cost: number;
  missileAttack?: number;
  missileRange?: number;
}

export interface UnitType extends UnitStats {
  id: string;
  name: string;
  specials?: Special[];
}

export const UNIT_TYPES: readonly UnitType[] = unitData.units as UnitType[];

/** SW-06 Ranged: a unit without a missile attack gains Missile Attack 1 and Missile Range 1. */
export function effectiveStats(t: UnitType): UnitStats {
  const { id: _id, name: _name, specials, ...stats } = t;
  if (specials?.some((s) => s.type === 'ranged') && stats.missileRange === undefined) return { ...stats, missileAttack: 1, missileRange: 1 };
  return stats;
}

export function unitType(id: string): UnitType | undefined {
  return UNIT_TYPES.find((u) => u.id === id);
}

/** The ranges of SW-05; data that breaks them is a data error, caught by a test. */
export function statProblems(u: UnitType): string[] {
  const problems: string[] = [];
  const ability = (name: string, v: number | undefined) => {
    if (v !== undefined && (!Number.isInteger(v) || v < 1 || v > 10)) problems.push(`${u.id}: ${name} ${v} is outside 1-10`);
  };
  const statistic = (name: string, v: number | undefined, max: number) => {
    if (v !== undefined && (!Number.isInteger(v) || v < 1 || v > max)) problems.push(`${u.id}: ${name} ${v} is outside 1-${max}`);
  };
  ability('attack', u.attack);
  ability('defend', u.defend);
  ability('react', u.react);
  ability('missileAttack', u.missileAttack);
  statistic('move', u.move, 5);
  statistic('vitality', u.vitality, 5);
  statistic('missileRange', u.missileRange, 3);
  if (!Number.isInteger(u.cost) || u.cost < 1) problems.push(`${u.id}: cost ${u.cost} must be a positive integer`);
  if ((u.missileAttack === undefined) !== (u.missileRange === undefined)) problems.push(`${u.id}: missileAttack and missileRange go together`);
  return problems;
}
