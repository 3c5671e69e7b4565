import type { Pending } from '../../core/game.ts';
import type { Command } from '../commands.ts';
import type { BattleView } from '../model.ts';

/**
 * Who the battle waits on and what is done for them when time runs out. Opportunity fire and a
 * pending attack are questions put to a player mid-turn (always on a clock, so nobody is held
 * hostage); a set-up, move or resource phase has a clock only when the match sets a time limit.
 */
export function pendingOf(view: BattleView): Pending<Command> | null {
  const side = view.active;
  switch (view.phase) {
    case 'over':
      return null;
    case 'deploy':
      return { side, what: 'deploy', decision: false, onTimeout: { type: 'deployAll' } };
    case 'move':
      return { side, what: 'move', decision: false, onTimeout: { type: 'endPhase' } };
    case 'opportunity':
      return { side, what: 'opportunity', decision: true, onTimeout: { type: 'endPhase' } };
    case 'combat':
      return view.pending ? { side, what: 'attack', decision: true, onTimeout: { type: 'pass' } } : null;
    case 'resources':
      return { side, what: 'resources', decision: false, onTimeout: { type: 'endPhase' } };
    // HC-08: a task stage's wait running out is the heroes giving the task up.
    case 'task':
      return { side, what: 'task', decision: false, onTimeout: { type: 'endPhase' } };
  }
}
