import type { Command } from '../../shared/battle/commands.ts';
import type { BattleView } from '../../shared/battle/model.ts';
import type { Rejection } from '../../shared/core/result.ts';
import type { Square } from '../../shared/map/battleMap.ts';
import type { MoveCommand } from './offers.ts';

// The interaction mode's states, inputs and context: what client/battle/mode.ts moves between, and
// what client/battle/choices.ts reads.

export type Mode =
  | { kind: 'idle' }
  /** A unit (or, in the set-up, a unit waiting to be placed) is on show; an own one's reach is offered. `taskWith`: the heroes chosen to work with its hero on the task (HC-09); `taskBoost`: the one of them (or the hero) chosen to have the task's Boost (HC-08). */
  | { kind: 'selected'; unitId: string; taskWith?: string[]; taskBoost?: string }
  /** Move phase: choosing whom the selected unit shoots at (S). */
  | { kind: 'shooting'; unitId: string }
  /** The odds of an attack or shot are on show, waiting for Confirm or Cancel; `back` is where Cancel goes. */
  | { kind: 'preview'; attackerId: string; targetId: string; attack: 'melee' | 'missile'; vigor: number; lasting: number; back: 'idle' | 'selected' | 'shooting' }
  /** SW-07: choosing the touching unit the selected unit's hero moves to (H). */
  | { kind: 'heroMove'; unitId: string; heroId: string }
  /** SW-16: the selected unit's whole stack moves together (T), reversed on the way or not. */
  | { kind: 'wholeStack'; unitId: string; reverse: boolean }
  /** SW-16: a new order for the stack at `at`, bottom first. */
  | { kind: 'reorder'; unitId: string; at: Square; order: string[] }
  /** SW-16: an own unit in the reach of the one selected before was clicked: it is selected, and moving the other onto it is offered. */
  | { kind: 'stackOffer'; unitId: string; move: MoveCommand }
  /** SW-10 set-up: choosing the unit on the board a waiting hero is placed with (H, or the hero's button). */
  | { kind: 'heroPlace'; heroId: string }
  /** HC-06 Already There: choosing the square one's concealed figure (its index in `waiting`) appears on. */
  | { kind: 'emerging'; figure: number }
  /** HC-05: the selected pilot, its control won, chooses the way to tip its platform (K; a square or an arrow button). */
  | { kind: 'tipping'; unitId: string };

export const IDLE: Mode = { kind: 'idle' };

export interface Ctx {
  view: BattleView;
  /** This client's side; -1 for a spectator, who may look but not act. */
  side: number;
  /** legalCommands(view, side): everything this side may do now; empty when it is not its turn. */
  legal: Command[];
  /** The reducer's own verdict (check): why the command would be refused, or null. */
  check: (command: Command) => Rejection | null;
}

/** Buttons, checkboxes and the keys that stand for them. */
export type Act =
  | { do: 'select'; unitId: string | null }
  | { do: 'next' }
  | { do: 'cancel' }
  | { do: 'toggleShoot' }
  | { do: 'toggleHero' }
  | { do: 'toggleStack' }
  | { do: 'reverse'; on: boolean }
  | { do: 'heroTo'; unitId: string }
  /** SW-10: choose this waiting hero to place (again: choose none). */
  | { do: 'placeHero'; heroId: string }
  | { do: 'confirm' }
  | { do: 'acceptOffer' }
  /** One point more or less of what the attacker's hero spends on the roll on show. */
  | { do: 'spend'; what: 'vigor' | 'lasting'; delta: number }
  | { do: 'reorderStart' }
  | { do: 'reorderShift'; unitId: string; delta: number }
  | { do: 'reorderApply' }
  | { do: 'recover' }
  /** HC-08/HC-09: the selected unit's hero attempts the step's task. */
  | { do: 'attemptTask' }
  /** HC-09: choose or unchoose a hero to work with the selected unit's hero on the task (a box, or keys 1-9). */
  | { do: 'taskWith'; heroId: string }
  /** HC-08: give the task's Boost to this hero of the attempt (a radio button); without one, to the next (key G). */
  | { do: 'taskBoost'; heroId?: string }
  | { do: 'stance'; heroId: string; what: 'defend' | 'react'; delta: number }
  /** A command with nothing to choose: end the phase, pass, buy, place all... */
  | { do: 'send'; command: Command }
  /** HC-06 Already There: choose this concealed figure to bring on (again: choose none). */
  | { do: 'emerge'; figure: number }
  /** HC-05: start or stop choosing the way the selected pilot tips its platform (K). */
  | { do: 'toggleTip' };

export type Input =
  /** A new view arrived; `before` is the view and turn the mode was made in (null for the first). */
  | { type: 'view'; before: { view: BattleView; mine: boolean } | null }
  | { type: 'square'; at: Square }
  | { type: 'key'; key: string; cursor: Square | null; onButton: boolean }
  | { type: 'act'; act: Act }
  /** The room refused a command: the choice stays on show beside the reason. */
  | { type: 'rejected' };

export interface Step {
  mode: Mode;
  send?: Command;
  error?: string;
}
