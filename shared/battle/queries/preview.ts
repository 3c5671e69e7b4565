import { attackSetup, supportSpec } from '../rules/attackSpec.ts';
import { afterDamage, stackModifiers, type AttackKind } from '../rules/combat.ts';
import type { Modifier, RollSpec } from '../rules/dice.ts';
import { countDice } from '../rules/dice.ts';
import { naturalDistribution, opposedOdds, type Odds } from '../rules/odds.ts';
import { successLevel } from '../rules/successLevel.ts';
import type { BattleView, Condition } from '../model.ts';

// What the client shows before a player commits an attack or a shot: the exact odds from the same
// roll specifications the server will use, and every modifier that applies, with its reason.

export interface AttackPreview {
  kind: AttackKind;
  attack: RollSpec;
  defend: RollSpec;
  odds: Odds;
  /** Probability of the defender's condition after the attack. */
  outcome: Partial<Record<Condition, number>>;
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
  if (!support) odds = opposedOdds(base);
  else {
    const sm = countDice(support.spec.modifiers);
    const nat = naturalDistribution(sm.bonus, sm.penalty);
    odds = { attackerWins: 0, damage: {}, expectedDamage: 0 };
    for (let n = 2; n <= 12; n++) {
      if (!nat[n]) continue;
      const doubled = n === 2;
      const o = opposedOdds({ ...base, defendBonus: base.defendBonus + (doubled ? 0 : successLevel(n + support.spec.ability)), defendPenalty: base.defendPenalty + stackPenalty * (doubled ? 2 : 1) });
      odds.attackerWins += nat[n] * o.attackerWins;
      odds.expectedDamage += nat[n] * o.expectedDamage;
      for (const [k, p] of Object.entries(o.damage)) odds.damage[Number(k)] = (odds.damage[Number(k)] ?? 0) + nat[n] * p;
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
  return { kind, attack: specs.attack, defend: specs.defend, odds, outcome };
}

export function describeModifiers(mods: Modifier[]): string[] {
  return mods.map((m) => `${m.reason}: ${m.bonus ? `+${m.bonus} bonus` : ''}${m.bonus && m.penalty ? ', ' : ''}${m.penalty ? `${m.penalty} penalty` : ''} ${m.bonus + m.penalty === 1 ? 'die' : 'dice'}`);
}
