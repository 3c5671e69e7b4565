import type { UnitState } from '../../../shared/battle/model.ts';
import type { Secret } from '../../../shared/battle/rules/heroes.ts';
import { unitType, type Special, type When } from '../../../shared/battle/units.ts';
import { list } from './html.ts';

// The rules' data in plain words: specials, hero secrets, pools and rolls by name.

export const ROLL_NAMES = { attack: 'Attack', defend: 'Defend', react: 'React', missile: 'Missile Attack' } as const;
export const POOL_NAMES = { vigor: 'Vigor', instinct: 'Instinct', reason: 'Reason' } as const;

export function typeName(id: string): string {
  return unitType(id)?.name ?? id;
}

function circumstance(when: When): string {
  const parts: string[] = [];
  if (when.terrain) parts.push(`in ${list(when.terrain.map((t) => t.replace('-', ' ')), 'or')}`);
  if (when.vsTypes) parts.push(`against ${list(when.vsTypes.map(typeName), 'or')}`);
  if (when.targetCondition) parts.push(`against ${list(when.targetCondition, 'or')} enemies`);
  return parts.join(' ');
}

/** A special in plain words, e.g. "Advantage: +1 die to Defend in woods". */
export function specialText(s: Special, u?: Pick<UnitState, 'missileAttack' | 'missileRange'>): string {
  switch (s.type) {
    case 'ranged':
      return `Ranged: can shoot${u?.missileRange ? ` (Missile Attack ${u.missileAttack}, range ${u.missileRange})` : ''}`;
    case 'mobility':
      return `Mobility: ${list(s.terrain.map((t) => t.replace('-', ' ')))} cost double to enter`;
    case 'advantage':
      return `Advantage: +1 die to ${ROLL_NAMES[s.roll]}${circumstance(s.when) ? ` ${circumstance(s.when)}` : ''}`;
  }
}


/** A hero's secret in plain words (only one's own heroes' secrets are known). */
export function secretText(s: Secret): string {
  switch (s.type) {
    case 'extraDamage':
      return `Extra Damage: +1 damage on a hit${circumstance(s.when) ? ` ${circumstance(s.when)}` : ''}`;
    case 'advantage':
      return `Advantage: +1 die to ${ROLL_NAMES[s.roll]}${circumstance(s.when) ? ` ${circumstance(s.when)}` : ''}`;
    case 'lastingDamage':
      return `Lasting Damage: spends ${POOL_NAMES[s.pool]} to strike again next combat`;
    case 'badassery':
      return `Badassery: may spend any number of ${POOL_NAMES[s.pool]} points on one roll`;
  }
}

