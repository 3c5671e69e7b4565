import type { Command } from '../battle/commands.ts';
import type { BattleState } from '../battle/model.ts';
import { viewFor } from '../battle/queries/view.ts';
import { answerScript, scriptRequest } from './scriptRequest.ts';

/**
 * A scripted seat's command at a level (unknown or absent: the default), as the room asks for it. The
 * level is handed that side's view only, and a generator seeded with `seed` (a room's: from its secret
 * and the command count; without it, from what the side may see), so a replay chooses the same. A room
 * asks a worker thread the same question (server/ai/): scriptRequest's answer is this one.
 */
export function scriptedChoice(state: BattleState, side: number, level: string | undefined, seed?: number): Command | null {
  return answerScript(scriptRequest(viewFor(state, side), side, level, seed));
}
