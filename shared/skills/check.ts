import type { RngState } from '../core/rng.ts';
import { degreeOf, rollD20, type D20Roll, type Degree, type Luck } from './d20.ts';
import { skillModifier, type ModifierBreakdown, type SkillInput } from './modifiers.ts';
import { fail, ok, type Outcome } from './outcome.ts';

// SC-01 to SC-07: one skill check, rolled or taken.

/** Where the check is made: what SC-07 asks before a take 10 or take 20 is allowed. */
export interface Situation {
  /** A combat encounter is running. */
  inCombat?: boolean;
  /** Immediate danger, or the GM rules the situation too hectic. */
  inDanger?: boolean;
  distracted?: boolean;
  /** A check with a crucial effect on the story ("almost never" take 10: read as never). */
  crucial?: boolean;
  /** Plenty of time to devote to the task (take 20). */
  plentyOfTime?: boolean;
  /** Failure has an adverse effect (take 20 is then not allowed). */
  failureCosts?: boolean;
  /** An ability that lets the roller take 10 in combat ("unless you have an ability that states otherwise"). */
  mayTake10InCombat?: boolean;
}

export interface CheckRequest extends SkillInput, Luck {
  dc: number;
  /** Take 10 or take 20 instead of rolling. */
  take?: 10 | 20;
  situation?: Situation;
  /** An attack roll: never take 10 or 20 (SC-14). */
  attack?: boolean;
  /** false for an effect that lists no critical results (SC-05). */
  criticals?: boolean;
}

export interface CheckResult {
  modifier: ModifierBreakdown;
  /** The d20 rolled, or null when 10 or 20 was taken. */
  roll: D20Roll | null;
  taken: 10 | 20 | null;
  /** The die's worth: the roll's (SC-01), or the number taken. */
  die: number;
  total: number;
  dc: number;
  degree: Degree;
}

/**
 * SC-07 and SC-14: may this check take 10 or take 20? Take 10 needs no combat (unless an ability
 * allows it), no danger, no distraction and no crucial story effect. Take 20 needs plenty of time and
 * a failure that costs nothing; it is read as never allowed in combat either (it means failing many
 * times over twenty times as long). Neither is ever allowed on an attack roll.
 */
export function takeAllowed(take: 10 | 20, attack: boolean, s: Situation = {}): Outcome<true> {
  if (attack) return fail('no-take-on-attack', 'You can never take 10 or take 20 on an attack roll');
  if (take === 10) {
    if (s.inCombat && !s.mayTake10InCombat) return fail('no-take-10', 'You cannot take 10 during a combat encounter');
    if (s.inDanger || s.distracted) return fail('no-take-10', 'You cannot take 10 in danger or when distracted');
    if (s.crucial) return fail('no-take-10', 'You cannot take 10 on a check crucial to the story');
    return ok(true);
  }
  if (s.inCombat) return fail('no-take-20', 'You cannot take 20 during a combat encounter');
  if (!s.plentyOfTime) return fail('no-take-20', 'Taking 20 needs plenty of time to devote to the task');
  if (s.failureCosts) return fail('no-take-20', 'Taking 20 is only for a task with no adverse effect on failure');
  return ok(true);
}

/**
 * SC-01 to SC-07: roll a d20 (with fortune or misfortune), or take 10 or 20, add the total modifier,
 * compare with the DC. A taken 10 or 20 is "assumed rolled", not rolled: it is worth 10 or 20 (SC-01's
 * 30 is for a die that came up 20), and fortune and misfortune, which change how the die is rolled,
 * change nothing then. An illegal take comes back as a code with the generator unchanged.
 */
export function makeCheck(rng: RngState, req: CheckRequest): [Outcome<CheckResult>, RngState] {
  const modifier = skillModifier(req);
  const criticals = req.criticals ?? true;
  if (req.take !== undefined) {
    const allowed = takeAllowed(req.take, !!req.attack, req.situation);
    if (!allowed.ok) return [allowed, rng];
    const total = req.take + modifier.total;
    return [ok({ modifier, roll: null, taken: req.take, die: req.take, total, dc: req.dc, degree: degreeOf(total, req.dc, criticals) }), rng];
  }
  const [roll, next] = rollD20(rng, req);
  const total = roll.value + modifier.total;
  return [ok({ modifier, roll, taken: null, die: roll.value, total, dc: req.dc, degree: degreeOf(total, req.dc, criticals) }), next];
}

/**
 * SC-07: how long a take 20 lasts. The text's table: a 1-action check takes 5 rounds (30 seconds), a
 * 3-action check 10 rounds (1 minute); a 2-action check, which it leaves out, is read as the 3-action
 * row. Anything measured otherwise (minutes, hours) takes 20 times as long.
 */
export function take20Rounds(actions: 1 | 2 | 3): number {
  return actions === 1 ? 5 : 10;
}

export const TAKE_20_TIME_FACTOR = 20;
