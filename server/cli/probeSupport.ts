import { join } from 'node:path';
import { aiRng, seedOf } from '../../shared/ai/aiRng.ts';
import { levelById } from '../../shared/ai/levels.ts';
import type { Player } from '../../shared/ai/playOut.ts';
import type { StepBattle } from '../../shared/combatSetup/battle.ts';
import { battleWithRerolls } from '../../shared/combatSetup/reroll.ts';
import { sampleSetup } from '../../shared/combatSetup/testing.ts';
import type { CombatSetup } from '../../shared/combatSetup/index.ts';
import type { BattleMap } from '../../shared/map/battleMap.ts';
import { battleMapFromTiled } from '../../shared/map/fromTiled.ts';
import { loadTiledFile } from '../maps/mapFiles.ts';

// What the combat-step probes (cubeProbe, taskProbe, objectiveProbe) share: their flags, the
// repository's maps read as the server reads them, and the battle of a set-up seed as battle.test.ts builds it.

/** The value after `--name` on the command line, else `dflt`. */
export function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
}

const maps = new Map<string, BattleMap>();
/** A map of maps/ by id, read and checked once. */
export function repoBattleMap(id: string): BattleMap {
  if (!maps.has(id)) {
    const path = join(import.meta.dirname, '..', '..', 'maps', `${id}.tmj`);
    const parsed = loadTiledFile(path);
    if (!parsed.ok) throw new Error(parsed.error);
    const checked = battleMapFromTiled(parsed.map, path);
    if (!checked.ok) throw new Error(checked.errors.join('\n'));
    maps.set(id, checked.map);
  }
  return maps.get(id)!;
}

/**
 * The sample set-up of a seed and the battle it becomes, a complication that makes no sense on its
 * board rolled again (HC-06, reroll.ts) as the server does; `noReroll` gives the set-up as rolled.
 */
export function stepBattleOf(seed: number, noReroll = false): { setup: CombatSetup } & StepBattle {
  const setup = sampleSetup(seed);
  return battleWithRerolls(setup, repoBattleMap(setup.board.name), seed, { id: `combat-step-${seed}` }, noReroll);
}

/** playOut's chooser: the heroes' side (0) at one level, every other side at another. */
export function twoLevels(heroes: string, opponents: string, scenarioId: string): (side: number) => Player {
  return (side) => {
    const level = levelById(side === 0 ? heroes : opponents)!;
    return { choose: level.choose, rng: aiRng(seedOf(`${level.id}:${scenarioId}:${side}`)) };
  };
}
