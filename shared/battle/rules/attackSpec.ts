import type { BattleView, HeroState, LastingEffect, UnitState } from '../model.ts';
import { attackSpecs, conditionModifiers, defendModifiers, stackModifiers, supportUnit, type AttackKind } from './combat.ts';
import type { OpposedResult, RollSpec } from './dice.ts';
import { extraDamage, heroModifiers, heroWith, maxSpend } from './heroes.ts';
import { withAccuracyPenalty } from './lifeSupport.ts';
import { withSensePenalty } from './senses.ts';
import { span } from './shooting.ts';

// How one attack is set up, written once for the three places that need it: the reducer rolling a
// melee attack or a shot, the reducer rolling a phantom attack (SW-09), and the odds preview. Each
// gets the same roll specifications, modifiers in the same order, so the preview's odds are the
// odds of the dice the server will roll.

export interface AttackSetup {
  /** The attack roll, complete: SW-21 condition, SW-26 height, specials, SW-25 sight, the hero's Vigor and Advantage. */
  attack: RollSpec;
  /**
   * The defend roll before SW-16: condition, SW-22 repeated defences, specials, the hero's Instinct
   * and Advantage. The stack's penalty and the support bonus depend on the support roll (stacked()).
   */
  defend: RollSpec;
  attackHero: HeroState | undefined;
  defendHero: HeroState | undefined;
  /** SW-08: Instinct the defender's hero pays for this defence, as its owner's stance says. */
  defendSpend: number;
  /** SW-09 Extra Damage the attacker's hero adds to a hit. */
  extra: number;
}

function defenceBy(view: BattleView, defender: UnitState): { hero: HeroState | undefined; spend: number } {
  const hero = heroWith(view, defender.id);
  return { hero, spend: hero ? Math.min(hero.stance.defend, maxSpend(hero, 'instinct')) : 0 };
}

/** A unit's melee attack or shot, its hero spending `vigor` on it. */
export function attackSetup(view: BattleView, attacker: UnitState, defender: UnitState, kind: AttackKind, vigor: number): AttackSetup {
  const specs = attackSpecs(view.map, attacker, defender, kind);
  withAccuracyPenalty(view, attacker, specs.attack);
  if (kind === 'missile') withSensePenalty(view, attacker, span(view.map, attacker, defender), specs.attack);
  const attackHero = heroWith(view, attacker.id);
  const d = defenceBy(view, defender);
  specs.attack.modifiers.push(...heroModifiers(view.map, attackHero, attacker, kind === 'missile' ? 'missile' : 'attack', defender, vigor));
  specs.defend.modifiers.push(...heroModifiers(view.map, d.hero, defender, 'defend', attacker, d.spend));
  return { ...specs, attackHero, defendHero: d.hero, defendSpend: d.spend, extra: extraDamage(view.map, attackHero, attacker, defender) };
}

/**
 * SW-09: a Lasting Damage phantom attack, with the ability of the attack that dealt the damage and one
 * more penalty die each round. It is the source unit's attack ("from your unit"), so the target's
 * Defend advantages against that unit's type hold, wherever the source now is.
 */
export function phantomSetup(view: BattleView, effect: LastingEffect, target: UnitState): AttackSetup {
  const d = defenceBy(view, target);
  const source = view.units.find((u) => u.id === effect.sourceId) ?? null;
  const penalty = effect.made + 1;
  return {
    attack: { ability: effect.attack, modifiers: [{ reason: `lasting damage, round ${penalty}`, bonus: 0, penalty }] },
    defend: { ability: target.defend, modifiers: [...defendModifiers(target, view.map, source ?? undefined), ...heroModifiers(view.map, d.hero, target, 'defend', source, d.spend)] },
    attackHero: undefined,
    defendHero: d.hero,
    defendSpend: d.spend,
    extra: 0,
  };
}

/** SW-16: a supporting unit's Defend roll: its Defend and its condition. */
export function supportRollSpec(below: UnitState): RollSpec {
  return { ability: below.defend, modifiers: conditionModifiers(below) };
}

/**
 * SW-16: the Defend roll the unit directly beneath a stacked defender makes first, if there is one and
 * its owner has not declined it (then the top defends with the stack's plain penalty dice).
 */
export function supportSpec(view: BattleView, defender: UnitState): { unit: UnitState; spec: RollSpec } | null {
  const below = supportUnit(view, defender);
  return below?.supportRoll ? { unit: below, spec: supportRollSpec(below) } : null;
}

export interface Support {
  unitId: string;
  bonus: number;
  doubled: boolean;
}

/** SW-16: the defend roll with the stack's penalty dice (doubled after a natural 2) and the support's SL as bonus dice. */
export function stacked(view: BattleView, defender: UnitState, defend: RollSpec, support: Support | null): RollSpec {
  const modifiers = [...defend.modifiers, ...stackModifiers(view, defender, support?.doubled ?? false)];
  if (support?.bonus) modifiers.push({ reason: `support from ${support.unitId}: SL ${support.bonus}`, bonus: support.bonus, penalty: 0 });
  return { ability: defend.ability, modifiers };
}

/** SW-20: a hit does the winner's SL, doubled on total defeat (SW-04), plus any Extra Damage; a miss none. */
export function damageOf(result: OpposedResult, extra: number): number {
  return result.winner === 'a' ? result.sl * (result.totalDefeat ? 2 : 1) + extra : 0;
}
