import type { Command } from '../battle/commands.ts';
import type { BattleState } from '../battle/model.ts';
import { viewFor } from '../battle/queries/view.ts';
import { aiRng, seedOf } from './aiRng.ts';
import { DEFAULT_LEVEL } from './levelIds.ts';
import { levelById } from './levels.ts';

/**
 * A scripted seat's command at a level (unknown or absent: the default), as the room asks for it. The
 * level is handed that side's view only, and a generator seeded from what the side may see (the
 * seed's public commitment, the command count and the side), so a replay chooses the same.
 */
export function scriptedChoice(state: BattleState, side: number, level: string | undefined): Command | null {
  const chosen = levelById(level ?? DEFAULT_LEVEL) ?? levelById(DEFAULT_LEVEL)!;
  const view = viewFor(state, side);
  return chosen.choose(view, side, aiRng(seedOf(`${view.seedCommitment}:${view.seq}:${side}`)));
}
