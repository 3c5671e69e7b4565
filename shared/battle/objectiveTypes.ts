import type { Square } from '../map/battleMap.ts';
import type { SkillId } from '../skills/skills.ts';

// A combat step's objective and timing complications as the battle carries them (HC-06, issue 11):
// plain data in the scenario (what the fight is about), read by rules/countdown.ts and
// rules/objectives.ts. The running counts ride in the state (`countdowns`).

/** A roll as dice: `n` dice of `sides` faces plus `plus` (D3-1 is 1, 3, -1; a fixed 1 is 0, 0, 1). */
export interface DiceSpec {
  n: number;
  sides: number;
  plus: number;
}

/**
 * Who can read a Destruction Sequence's count (its D6 "how to learn it"): everyone (a big countdown),
 * a side with a figure within 1 of the control board, the side whose figure carries the indicator,
 * everyone once 2 turns are left (an announcement), a hint only when it is close, or nobody.
 */
export type KnownBy = 'all' | 'at-board' | 'carrier' | 'announced' | 'hints' | 'nobody';

/** How a Destruction Sequence is stopped (its D6): see rules/countdown.ts for each reading. */
export type StoppedBy = 'carrier' | 'control-board' | 'defusing' | 'winning' | 'task' | 'nothing';

export interface Countdown {
  kind: 'time-limit' | 'destruction-sequence';
  name: string;
  /** The text's effect, quoted for the client's tooltip. */
  effect: string;
  start: number;
  /** Lost at the end of every turn. */
  tick: DiceSpec;
  /** At zero: the task is failed (Time Limit), or everything on the board takes the blast (Destruction Sequence). */
  atZero: 'task-failed' | 'blast';
  blast?: DiceSpec;
  knownBy: KnownBy;
  stoppedBy: StoppedBy;
  /** The control board, or the devices to defuse. */
  squares?: Square[];
  /** The check that stops it at a square: DC and the skills the hero may use (its best counts). */
  check?: { dc: number; skills: SkillId[] };
  /** The enemy figure carrying the indicator or the device (unit id). */
  carrier?: string;
  /** The side (of the carrier) for `knownBy: 'carrier'`. */
  carrierSide?: number;
}

/** A countdown's count in the state, in the scenario's order. */
export interface CountdownState {
  kind: Countdown['kind'];
  /** Turns left; null in a view whose side cannot know it. */
  left: number | null;
  /** Stopped before zero (the device taken, the board worked, every device defused, the task done). */
  stopped?: boolean;
  /** Reached zero (its effect has happened). */
  ended?: boolean;
  /** Squares already defused or worked. */
  worked?: Square[];
  /** Only in a view that cannot know the count, for 'hints': it is close (3 turns or fewer). */
  close?: boolean;
}

/** Victory Button: a figure at or next to its square presses it for one action and its side wins. */
export interface VictoryButton {
  at: Square;
  effect: string;
}

/** Point of Advantage: the 3x3 in the cube's middle and what holding it gives (rules/advantage.ts). */
export interface PointOfAdvantage {
  area: { x: number; y: number; w: number; h: number };
  face: number;
  effect: string;
  /** Face 4: a task there wins despite other victory conditions. */
  check?: { dc: number; skills: SkillId[] };
}

/** A figure held back by Reserves: its unit type, and the hero riding with it (the heroes' side). */
export interface ReserveFigure {
  side: number;
  type: string;
  hero?: string;
  /**
   * A figure that comes on for certain at the start of this turn, without a die (a Relationship: "will
   * arrive at the start of Turn D10-3"); secret, so only the gamemaster's view has it.
   */
  turn?: number;
  /** Who it is, for the log (a Relationship: "Mentor of Iron Warden"). */
  name?: string;
  /**
   * Already There (HC-06): no die; it comes on at any open square its side chooses, the first time it
   * acts (the `emerge` command, shared/battle/reducer/emerge.ts).
   */
  concealed?: boolean;
}

/** Reserves: figures of each side that start off the board and come on, each on `entersOn`+ on a D6 per turn. */
export interface Reserves {
  figures: ReserveFigure[];
  /** The least a die must show for a figure to enter. */
  entersOn: number;
  effect: string;
}

/** Death Trap: failing the task kills the dependents present, or defeats the heroes. */
export interface DeathTrap {
  victims: 'dependents-present' | 'heroes';
  effect: string;
}

export interface StepObjectives {
  countdowns?: Countdown[];
  victoryButton?: VictoryButton;
  advantage?: PointOfAdvantage;
  reserves?: Reserves;
  deathTrap?: DeathTrap;
  /** Already There: the side whose concealed figures (reserves' `concealed`) wait to emerge, and the text. */
  alreadyThere?: { side: number; effect: string };
}
