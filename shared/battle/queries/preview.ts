import { attackSetup, supportRollSpec, supportSpec } from '../rules/attackSpec.ts';
import { afterDamage, stackModifiers, supportUnit, type AttackKind } from '../rules/combat.ts';
import type { Modifier, RollSpec } from '../rules/dice.ts';
import { countDice } from '../rules/dice.ts';
import { opposedOdds, supportOutcomes, type Odds } from '../rules/odds.ts';
import { isTop } from '../rules/grid.ts';
import { explosionChance } from '../rules/hazards.ts';
import { AVOID_DOUBLE_CHANCE, defenceAt, defenceAttackSpec, defenceNumbers, shieldOdds } from '../rules/defences.ts';
import type { Square } from '../../map/battleMap.ts';
import type { BattleView, Condition, UnitState } from '../model.ts';

// What the client shows before a player commits an attack or a shot: the exact odds from the same
// roll specifications the server will use, and every modifier that applies, with its reason.

export interface AttackPreview {
  kind: AttackKind;
  attack: RollSpec;
  defend: RollSpec;
  odds: Odds;
  /** Probability of the defender's condition after the attack. */
  outcome: Partial<Record<Condition, number>>;
  /** HC-06 Explosive Objects: the defender stands on an explosive: the chance this attack sets it off. */
  explosion?: { chance: number; explodesOn: number; burst: number };
}

/**
 * The same specification resolveAttack builds (rules/attackSpec.ts), heroes included: the
 * attacker's Vigor as chosen, the defender's Instinct by its stance. Secrets of the other side are not in a player's view, so the
 * odds are exact as far as that player can know.
 */
export function attackPreview(view: BattleView, attackerId: string, defenderId: string, kind: AttackKind, vigor = 0): AttackPreview | null {
  const attacker = view.units.find((u) => u.id === attackerId);
  const defender = view.units.find((u) => u.id === defenderId);
  if (!attacker || !defender) return null;
  const setup = attackSetup(view, attacker, defender, kind, vigor);
  const specs = { attack: setup.attack, defend: setup.defend };
  const extra = setup.extra;
  const a = countDice(specs.attack.modifiers);
  const d = countDice(specs.defend.modifiers);
  const base = { attack: specs.attack.ability, defend: specs.defend.ability, attackBonus: a.bonus, attackPenalty: a.penalty, defendBonus: d.bonus, defendPenalty: d.penalty };
  // SW-16: with a unit beneath, the odds are mixed over every outcome of its support roll.
  const support = supportSpec(view, defender);
  const stackPenalty = countDice(stackModifiers(view, defender)).penalty;
  let odds: Odds;
  if (!support) {
    // No unit beneath (no penalty), or its support roll declined: the stack's plain penalty dice.
    odds = opposedOdds({ ...base, defendPenalty: base.defendPenalty + stackPenalty });
    const below = supportUnit(view, defender);
    if (below) specs.defend.modifiers.push({ reason: `no support roll: ${below.id}'s owner declined it`, bonus: 0, penalty: 0 });
  } else {
    const sm = countDice(support.spec.modifiers);
    odds = { attackerWins: 0, damage: {}, expectedDamage: 0 };
    for (const s of supportOutcomes(support.spec.ability, sm.bonus, sm.penalty)) {
      const o = opposedOdds({ ...base, defendBonus: base.defendBonus + s.bonus, defendPenalty: base.defendPenalty + stackPenalty * (s.doubled ? 2 : 1) });
      odds.attackerWins += s.p * o.attackerWins;
      odds.expectedDamage += s.p * o.expectedDamage;
      for (const [k, p] of Object.entries(o.damage)) odds.damage[Number(k)] = (odds.damage[Number(k)] ?? 0) + s.p * p;
    }
    specs.defend.modifiers.push({ reason: `support roll by ${support.unit.id}: its SL as bonus dice (a natural 2 doubles the stack penalty)`, bonus: 0, penalty: 0 });
  }
  specs.defend.modifiers.push(...stackModifiers(view, defender));
  const outcome: Partial<Record<Condition, number>> = {};
  if (extra) {
    // SW-09 Extra Damage adds to every hit.
    const shifted: Record<number, number> = {};
    for (const [dmg, p] of Object.entries(odds.damage)) shifted[Number(dmg) > 0 ? Number(dmg) + extra : 0] = p;
    odds.damage = shifted;
    odds.expectedDamage += extra * odds.attackerWins;
  }
  for (const [dmg, p] of Object.entries(odds.damage)) {
    const c = afterDamage(defender.condition, Number(dmg), defender.vitality);
    outcome[c] = (outcome[c] ?? 0) + p;
  }
  const chance = explosionChance(view.map, defender, odds.attackerWins);
  const ex = view.map.hazards?.explosives;
  return { kind, attack: specs.attack, defend: specs.defend, odds, outcome, ...(chance !== null && ex ? { explosion: { chance, explodesOn: ex.explodesOn, burst: ex.burst } } : {}) };
}

/** HC-06: the odds of a unit's attack on an Automated Defence, from the same specification the reducer rolls (rules/defences.ts defenceAttackSpec). */
export interface DefencePreview {
  kind: AttackKind;
  attack: RollSpec;
  defend: RollSpec;
  odds: Odds;
  /** The emplacement's condition now, its Vitality, and the probability of each condition after the attack. */
  condition: Condition;
  vitality: number;
  outcome: Partial<Record<Condition, number>>;
  /** Its Touch Shield's strike back at a hand-to-hand attacker: the damage odds and the attacker's condition after. */
  shield?: { attack: number; odds: Odds; outcome: Partial<Record<Condition, number>> };
}

const outcomeOf = (odds: Odds, condition: Condition, vitality: number) => {
  const out: Partial<Record<Condition, number>> = {};
  for (const [dmg, p] of Object.entries(odds.damage)) {
    const c = afterDamage(condition, Number(dmg), vitality);
    out[c] = (out[c] ?? 0) + p;
  }
  return out;
};

/** What the client shows (and the scripted levels weigh) before a unit attacks the emplacement at `at`; null if it cannot now. */
export function defencePreview(view: Pick<BattleView, 'map' | 'units' | 'heroes'>, unitId: string, at: Square): DefencePreview | null {
  const x = view.map.hazards?.defences;
  const i = x ? defenceAt(view.map, at) : -1;
  const unit = view.units.find((u) => u.id === unitId);
  if (!x || i < 0 || !unit) return null;
  const d = x.list[i];
  const spec = defenceAttackSpec(view, unit, d);
  if (!spec) return null;
  const a = countDice(spec.attack.modifiers);
  const b = countDice(spec.defend.modifiers);
  const odds = opposedOdds({ attack: spec.attack.ability, defend: spec.defend.ability, attackBonus: a.bonus, attackPenalty: a.penalty, defendBonus: b.bonus, defendPenalty: b.penalty, undoubled: AVOID_DOUBLE_CHANCE });
  const vitality = defenceNumbers(x, d).vitality;
  const shield = spec.kind === 'melee' ? shieldOdds(x, d, unit) : null;
  return {
    ...spec,
    odds,
    condition: d.condition,
    vitality,
    outcome: outcomeOf(odds, d.condition, vitality),
    ...(shield ? { shield: { attack: defenceNumbers(x, d).shield!.attack, odds: shield, outcome: outcomeOf(shield, unit.condition, unit.vitality) } } : {}),
  };
}

/** SW-16: what the support roll under a stack's top would do, for its owner choosing to give or decline it. */
export interface SupportOdds {
  /** The unit directly beneath the top, and whether it rolls now (its owner's standing choice). */
  unitId: string;
  roll: boolean;
  /** The top's penalty dice for the units beneath it, and what a natural 2 makes of them. */
  penalty: number;
  doubledPenalty: number;
  /** Probability of the natural 2 (no bonus, the penalty doubled). */
  doubled: number;
  /** Probability of each number of bonus dice (0 only with the natural 2), and their mean. */
  bonus: Record<number, number>;
  expectedBonus: number;
}

/** SW-16: the exact outcomes of the support roll the unit beneath the top of a stack would make, or null when `top` is no such top. */
export function supportOdds(view: BattleView, top: UnitState): SupportOdds | null {
  const below = isTop(view, top) ? supportUnit(view, top) : undefined;
  if (!below) return null;
  const spec = supportRollSpec(below);
  const d = countDice(spec.modifiers);
  const penalty = countDice(stackModifiers(view, top)).penalty;
  const out: SupportOdds = { unitId: below.id, roll: below.supportRoll, penalty, doubledPenalty: 2 * penalty, doubled: 0, bonus: {}, expectedBonus: 0 };
  for (const s of supportOutcomes(spec.ability, d.bonus, d.penalty)) {
    if (s.doubled) out.doubled += s.p;
    out.bonus[s.bonus] = (out.bonus[s.bonus] ?? 0) + s.p;
    out.expectedBonus += s.p * s.bonus;
  }
  return out;
}

export function describeModifiers(mods: Modifier[]): string[] {
  return mods.map((m) => `${m.reason}: ${m.bonus ? `+${m.bonus} bonus` : ''}${m.bonus && m.penalty ? ', ' : ''}${m.penalty ? `${m.penalty} penalty` : ''} ${m.bonus + m.penalty === 1 ? 'die' : 'dice'}`);
}
