import type { Square } from '../map/battleMap.ts';
import type { Degree } from '../skills/d20.ts';
import type { ModifierBreakdown } from '../skills/modifiers.ts';
import type { SkillId } from '../skills/skills.ts';

// A combat step's task as the battle carries it (HC-08, HC-09, issue 11): plain data, imported by the
// scenario and the state without the rules that read it (rules/task.ts).

export type TaskWhen = 'before' | 'during' | 'after';

export interface TaskLimits {
  id: string;
  text: string;
  /** How many different heroes may ever attempt it. */
  attempters: 'one' | 'two' | 'all';
  /** Several heroes make one attempt together (each rolls, the best counts) rather than one at a time. */
  together: boolean;
  /** Every hero must succeed on their own. */
  allMustSucceed: boolean;
  difficulty: number;
}

export interface StepTask {
  /** The side whose heroes attempt it: the heroes (0) in a combat step. */
  side: number;
  /** One skill, or two when the Random Task said "roll twice – must do both". */
  skills: SkillId[];
  dc: number;
  /** The DC with the limits' change: what every attempt rolls against. */
  effectiveDc: number;
  when: TaskWhen;
  limits: TaskLimits;
  /**
   * Boost (the Boost in Tasks text; EP-16's advanced research gives it): this much on the check of the
   * one character taking part in each attempt who leads it (the hero attempting alone, or the one the
   * group's attempt names first: "one selected character where characters can work together").
   */
  boost?: number;
  /** Where it is attempted, from that square or one touching it. */
  at: Square;
  /** Why there, in words (for the tooltip and RULES.md). */
  place: string;
}

/** One hero's roll within an attempt. */
export interface TaskRoll {
  heroId: string;
  modifier: ModifierBreakdown;
  dice: number[];
  natural: number;
  total: number;
}

export interface TaskAttempt {
  turn: number;
  /** HC-08: made in the task stage before or after the fight (each such attempt takes a turn of its own). */
  stage?: 'before' | 'after';
  skill: SkillId;
  /** The heroes making it: one, or the group working together. */
  heroes: string[];
  rolls: TaskRoll[];
  /** The roll that counts (the best of a group). */
  counted: string;
  dc: number;
  degree: Degree;
}

