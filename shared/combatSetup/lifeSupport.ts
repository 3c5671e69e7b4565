import type { Harm, LifeSupportLack } from '../map/battleMap.ts';
import type { CombatSetup } from './generate.ts';
import { DATA } from './tables.ts';
import type { EnvironmentEntry } from './types.ts';

// HC-04: the set-up's life-support rolls as the battle carries them (map.lifeSupport, played by
// shared/battle/rules/lifeSupport.ts and exposure.ts). "Yes but with a -1 penalty to Move, Accuracy and
// Sense" is the text's only written effect; a side with "No" is read as no better off (the same -1) and
// also exposed to the environment: it strikes each of the side's units at each turn's start as a hazard
// does, its Attack read from the environment's own value as the complications' values are (harmOf).
// Every other environment stays text: the Combat Setup gives it a name and a value, no effect.

const SIDE_INDEX = { heroes: 0, opponents: 1 } as const;

/**
 * The harm of going without life support in an environment: a hazard whose Attack is the value's row
 * on the complications' value table (2D4 → 1, 2D6 → 2, 2D8 → 3, as hazards.ts reads a complication's
 * value), one row more for each repeat ("the value is +2": the table's rows are 2 apart), never past
 * its last row; the damage type the environment's (combatSetup.json `harm`). Undefined where the
 * environment needs no life support or has no value.
 */
export function harmOf(e: Pick<EnvironmentEntry, 'id' | 'name' | 'faces' | 'value'>): Harm | undefined {
  const type = DATA.environments.rows.find((r) => r.id === e.id)?.harm;
  const row = e.value && DATA.complicationValue.rows.find((r) => r.value === e.value!.roll.expr);
  if (!type || !row) return undefined;
  const top = DATA.complicationValue.rows.at(-1)!.max;
  return { attack: Math.min(top, row.min + Math.max(0, e.faces.length - 1)), type, source: `No life support (${e.name})` };
}

export function lifeSupportOf(setup: Pick<CombatSetup, 'environments'>): { lacks: LifeSupportLack[] } {
  const lacks: LifeSupportLack[] = [];
  for (const r of setup.environments.lifeSupport) {
    if (r.result !== 'no' && r.result !== 'penalised') continue;
    const env = setup.environments.list.find((e) => e.id === r.environment);
    const name = env?.name ?? r.environment;
    const harm = r.result === 'no' && env ? harmOf(env) : undefined;
    lacks.push({ side: SIDE_INDEX[r.side], environment: r.environment, name, result: r.result, penalty: Math.max(1, r.penalty), ...(harm ? { harm } : {}) });
  }
  // Nothing of it goes to notInForce: the -1s and the harm are the engine's (rules/lifeSupport.ts, senses.ts, exposure.ts).
  return { lacks };
}
