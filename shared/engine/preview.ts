import { afterDamage, attackSpecs, type AttackKind } from './combat.ts';
import type { Modifier, RollSpec } from './dice.ts';
import { countDice } from './dice.ts';
import { opposedOdds, type Odds } from './odds.ts';
import type { BattleView, Condition } from './state.ts';
import { extraDamage, heroModifiers, heroWith, maxSpend } from './heroes.ts';

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
 * The same specification resolveAttack builds, heroes included: the attacker's Vigor as chosen, the
 * defender's Instinct by its stance. Secrets of the other side are not in a player's view, so the
 * odds are exact as far as that player can know.
 */
export function attackPreview(view: BattleView, attackerId: string, defenderId: string, kind: AttackKind, vigor = 0): AttackPreview | null {
  const attacker = view.units.find((u) => u.id === attackerId);
  const defender = view.units.find((u) => u.id === defenderId);
  if (!attacker || !defender) return null;
  const specs = attackSpecs(view.map, attacker, defender, kind);
  const aHero = heroWith(view, attackerId);
  const dHero = heroWith(view, defenderId);
  const defendSpend = dHero ? Math.min(dHero.stance.defend, maxSpend(dHero, 'instinct')) : 0;
  specs.attack.modifiers.push(...heroModifiers(view.map, aHero, attacker, kind === 'missile' ? 'missile' : 'attack', defender, vigor));
  specs.defend.modifiers.push(...heroModifiers(view.map, dHero, defender, 'defend', attacker, defendSpend));
  const extra = extraDamage(view.map, aHero, attacker, defender);
  const a = countDice(specs.attack.modifiers);
  const d = countDice(specs.defend.modifiers);
  const odds = opposedOdds({ attack: specs.attack.ability, defend: specs.defend.ability, attackBonus: a.bonus, attackPenalty: a.penalty, defendBonus: d.bonus, defendPenalty: d.penalty });
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
