import type { RngState } from '../core/rng.ts';
import { makeCheck, type CheckResult } from './check.ts';
import { degreeOf, type Degree, type Luck } from './d20.ts';
import type { Bonus, Penalty } from './modifiers.ts';
import { fail, ok, type Outcome } from './outcome.ts';

// SC-08 to SC-10 and SC-14: attack rolls and their own penalties.

/**
 * SC-08: the multiple attack penalty, untyped: none on the first attack action of the turn, 5 on the
 * second, 10 on the third and after; agile weapons 4 and 8. It applies only during the attacker's own
 * turn, so a reaction (an attack of opportunity) never takes it. `attackNumber` counts the attack
 * actions of this turn, this one included (1 = the first).
 */
export function multipleAttackPenalty(attackNumber: number, opts: { agile?: boolean; reaction?: boolean } = {}): Penalty | null {
  if (opts.reaction || attackNumber <= 1) return null;
  const third = attackNumber >= 3;
  const value = opts.agile ? (third ? 8 : 4) : third ? 10 : 5;
  return { type: 'untyped', value, reason: `multiple attack penalty (attack ${attackNumber}${opts.agile ? ', agile' : ''})` };
}

export interface RangeBands {
  short: number;
  medium: number;
  long: number;
}

/**
 * SC-09: beyond short range -2, beyond medium -4, no shot beyond long. "Beyond" is read as strictly
 * more than: at exactly the short range there is no penalty. The text calls both circumstance
 * penalties in the paragraph of the rule itself, and calls the range penalty untyped in its general
 * paragraphs; by the text's own principle (the specific rule overrides the general one) they are
 * circumstance penalties, so they do not add to firing into melee's -4 (SC-10), the worst counts.
 * The text's example (ranges 2/4/6: "a target with 5 Range with no penalties") contradicts the two
 * sentences it illustrates; it is read as saying only that 5 is within reach: 5 is beyond medium, -4.
 */
export function rangePenalty(distance: number, bands: RangeBands): Outcome<Penalty | null> {
  if (!(bands.short <= bands.medium && bands.medium <= bands.long) || distance < 0) return fail('bad-value', 'Range bands run short <= medium <= long and a distance is 0 or more');
  if (distance > bands.long) return fail('out-of-range', `The target is beyond the weapon's long range (${bands.long})`);
  if (distance > bands.medium) return ok({ type: 'circumstance', value: 4, reason: 'beyond medium range' });
  if (distance > bands.short) return ok({ type: 'circumstance', value: 2, reason: 'beyond short range' });
  return ok(null);
}

/**
 * SC-10: a ranged attack at a creature engaged in melee with someone other than the attacker takes a
 * -4 circumstance penalty; attacks with area of effect (grenades, explosives, automatic fire,
 * supernatural abilities with an area) never take it.
 */
export function firingIntoMeleePenalty(opts: { ranged: boolean; area: boolean; targetInMeleeWithOther: boolean }): Penalty | null {
  if (!opts.ranged || opts.area || !opts.targetInMeleeWithOther) return null;
  return { type: 'circumstance', value: 4, reason: 'firing into melee' };
}

/** SC-14: the three forms of attack roll. Supernatural attacks may be ranged; they take the same penalties. */
export type AttackForm = 'melee' | 'ranged' | 'supernatural';

/** The defences an attack may target. Armor is the usual one; the text names Dodge and Composure too. */
export type Defence = 'armor' | 'dodge' | 'composure' | (string & {});

export interface AttackTarget {
  id: string;
  /** Which defence the attack is against, and its value (the DC). */
  defence: Defence;
  value: number;
  /** The target is engaged in melee with someone other than the attacker (SC-10). */
  inMeleeWithOther?: boolean;
}

export interface AttackRequest extends Luck {
  form: AttackForm;
  /** Ranged (or thrown): range bands and the distance apply. A supernatural bolt is ranged too. */
  ranged?: boolean;
  area?: boolean;
  ranks: number;
  ability: number;
  bonuses?: Bonus[];
  penalties?: Penalty[];
  attackNumber?: number;
  agile?: boolean;
  reaction?: boolean;
  /** Ranged attacks: the distance to the targets and the weapon's bands. */
  distance?: number;
  bands?: RangeBands;
  /** One target, or several (an area): one roll compared with each one's defence. */
  targets: AttackTarget[];
  /** Asking to take 10 or 20 is always refused on an attack (SC-14). */
  take?: 10 | 20;
}

export interface AttackResult {
  check: CheckResult;
  /** Each target's result: the one roll against its defence. The check's own degree is the first target's. */
  hits: { id: string; defence: Defence; dc: number; degree: Degree }[];
}

/**
 * SC-14: an attack roll is a check of the attack's skill against the target's defence (Armor
 * usually), with the attack penalties added: SC-08 on every attack, SC-09 and SC-10 on ranged ones
 * (SC-10 per target, since one target may be in melee and another not; a single-target attack only,
 * so it is never on an area attack). Several targets: "roll once and compare the final result to the
 * Defences of the target". Take 10 and take 20 are refused.
 */
export function attackRoll(rng: RngState, req: AttackRequest): [Outcome<AttackResult>, RngState] {
  if (req.take !== undefined) return [fail('no-take-on-attack', 'You can never take 10 or take 20 on an attack roll'), rng];
  if (req.targets.length === 0) return [fail('bad-value', 'An attack needs a target'), rng];
  const ranged = req.ranged ?? req.form === 'ranged';
  const penalties = [...(req.penalties ?? [])];
  const map = multipleAttackPenalty(req.attackNumber ?? 1, req);
  if (map) penalties.push(map);
  if (ranged && req.bands) {
    const r = rangePenalty(req.distance ?? 0, req.bands);
    if (!r.ok) return [r, rng];
    if (r.value) penalties.push(r.value);
  }
  const melee = (t: AttackTarget) => firingIntoMeleePenalty({ ranged, area: !!req.area || req.targets.length > 1, targetInMeleeWithOther: !!t.inMeleeWithOther });
  // The roll itself carries every penalty shared by all targets; firing into melee is only ever on a
  // single-target attack, so with one target it goes into the roll too.
  const first = req.targets[0];
  const single = melee(first);
  if (single) penalties.push(single);
  const [out, next] = makeCheck(rng, { ranks: req.ranks, ability: req.ability, bonuses: req.bonuses, penalties, dc: first.value, fortune: req.fortune, misfortune: req.misfortune, attack: true });
  if (!out.ok) return [out, rng];
  const check = out.value;
  const hits = req.targets.map((t) => ({ id: t.id, defence: t.defence, dc: t.value, degree: degreeOf(check.total, t.value) }));
  return [ok({ check, hits }), next];
}
