import type { LifeSupportLack } from '../map/battleMap.ts';
import type { CombatSetup } from './generate.ts';

// HC-04: the set-up's life-support rolls as the battle carries them (map.lifeSupport, played by
// shared/battle/rules/lifeSupport.ts). "Yes but with a -1 penalty to Move, Accuracy and Sense" is the
// text's only effect; for "No" it writes none (the harm of cold, heat or no air is another system's),
// and a side without life support is read as no better off than one with makeshift: the same -1.
// Every other environment stays text: the Combat Setup gives it a name and a value, no effect.

const SIDE_INDEX = { heroes: 0, opponents: 1 } as const;

export function lifeSupportOf(setup: Pick<CombatSetup, 'environments'>): { lacks: LifeSupportLack[]; notes: string[] } {
  const lacks: LifeSupportLack[] = [];
  const notes: string[] = [];
  for (const r of setup.environments.lifeSupport) {
    if (r.result !== 'no' && r.result !== 'penalised') continue;
    const name = setup.environments.list.find((e) => e.id === r.environment)?.name ?? r.environment;
    lacks.push({ side: SIDE_INDEX[r.side], environment: r.environment, name, result: r.result, penalty: Math.max(1, r.penalty) });
    // Only what is not played goes to notInForce: the -1 Move, Accuracy and Sense are in the engine (Sense: rules/senses.ts).
    if (r.result === 'no') notes.push(`HC-04: ${r.side} without life support in ${name}: any harm of going without`);
  }
  return { lacks, notes };
}
