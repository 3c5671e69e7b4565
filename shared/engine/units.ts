import unitData from '../data/units.json' with { type: 'json' };

// SW-05: a unit type's numbers. Instances copy them so a battle's state says everything about it.

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
}

export const UNIT_TYPES: readonly UnitType[] = unitData.units;

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
