import type { RngState } from '../../core/rng.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState, LastingEffect, UnitState } from '../model.ts';
import { afterDamage, attackSpecs, conditionModifiers, defendModifiers, opposedRoll, stackModifiers, supportUnit } from '../rules/combat.ts';
import { makeRoll, type RollResult } from '../rules/dice.ts';
import { extraDamage, heroModifiers, heroWith, lastingPool, maxSpend, spendPool } from '../rules/heroes.ts';
import { successLevel } from '../rules/successLevel.ts';
import type { RollKind } from '../units.ts';
import type { Spend } from './guards.ts';
import type { Outcome } from './outcome.ts';

// Attacks carried out: melee, missile and SW-09's phantom attacks, with their dice and damage.

/**
 * One roll of Attack (or Missile Attack, or a phantom attack's) against Defend and its damage
 * (SW-20, SW-27), with what the heroes on both sides spend (SW-08) and their secrets (SW-09).
 */
export function resolveAttack(
  state: BattleState,
  attackerId: string,
  defenderId: string,
  kind: 'melee' | 'missile',
  opportunity: boolean,
  spend: Spend = { vigor: 0, lasting: 0 },
): Outcome {
  const attacker = state.units.find((u) => u.id === attackerId)!;
  const defender = state.units.find((u) => u.id === defenderId)!;
  const aHero = heroWith(state, attackerId);
  const dHero = heroWith(state, defenderId);
  const roll: RollKind = kind === 'missile' ? 'missile' : 'attack';
  const defendSpend = dHero ? Math.min(dHero.stance.defend, maxSpend(dHero, 'instinct')) : 0;
  const specs = attackSpecs(state.map, attacker, defender, kind);
  specs.attack.modifiers.push(...heroModifiers(state.map, aHero, attacker, roll, defender, spend.vigor));
  specs.defend.modifiers.push(...heroModifiers(state.map, dHero, defender, 'defend', attacker, defendSpend));
  const [support, afterSupport] = supportRoll(state, defender, state.rng);
  specs.defend.modifiers.push(...stackModifiers(state, defender, support?.doubled ?? false));
  if (support?.bonus) specs.defend.modifiers.push({ reason: `support from ${support.unitId}: SL ${support.bonus}`, bonus: support.bonus, penalty: 0 });
  const [result, rng] = opposedRoll(afterSupport, specs.attack, specs.defend);
  const hit = result.winner === 'a';
  const extra = hit ? extraDamage(state.map, aHero, attacker, defender) : 0;
  const damage = hit ? result.sl * (result.totalDefeat ? 2 : 1) + extra : 0;
  const after = afterDamage(defender.condition, damage, defender.vitality);
  const units = state.units.map((u) => (u.id === defenderId ? { ...u, condition: after, defences: u.defences + 1 } : u));
  let heroes = state.heroes;
  if (aHero) heroes = spendPool(heroes, aHero.id, 'vigor', spend.vigor);
  if (dHero) heroes = spendPool(heroes, dHero.id, 'instinct', defendSpend);
  const events: BattleEvent[] = [{ type: 'attack', kind, opportunity, attackerId, defenderId, roll: result, damage, extra, before: defender.condition, after, ...(support ? { support } : {}) }];
  let lasting = state.lasting;
  const pool = lastingPool(aHero);
  // SW-09 Lasting Damage: paid only when the unit hits a target that is still standing.
  if (aHero && pool && spend.lasting > 0 && hit && damage > 0 && after !== 'dead') {
    heroes = spendPool(heroes, aHero.id, pool, spend.lasting);
    const effect: LastingEffect = { sourceId: attackerId, sourceName: attacker.name, side: attacker.side, attack: attacker.attack, targetId: defenderId, rounds: spend.lasting, made: 0 };
    lasting = [...lasting, effect];
    events.push({ type: 'lastingDamage', heroId: aHero.id, targetId: defenderId, rounds: spend.lasting });
  }
  const next = loseHeroes({ ...state, units, rng, heroes, lasting }, events);
  return { state: next, events };
}

/**
 * SW-16: the unit directly beneath a stacked defender rolls Defend first, unopposed; its success
 * level becomes bonus dice to the top's Defend; a natural 2 gives no bonus and doubles the stack penalty.
 */
function supportRoll(state: BattleState, defender: UnitState, rng: RngState): [{ unitId: string; roll: RollResult; bonus: number; doubled: boolean } | null, RngState] {
  const below = supportUnit(state, defender);
  if (!below) return [null, rng];
  const [roll, next] = makeRoll(rng, { ability: below.defend, modifiers: conditionModifiers(below) });
  const doubled = roll.natural === 2;
  return [{ unitId: below.id, roll, bonus: doubled ? 0 : successLevel(roll.total), doubled }, next];
}

/** SW-09: at the start of combat each lasting effect makes a phantom attack, one more penalty die each round. */
export function phantomAttacks(state: BattleState, events: BattleEvent[]): BattleState {
  let next = state;
  const remaining: LastingEffect[] = [];
  for (const effect of state.lasting) {
    const target = next.units.find((u) => u.id === effect.targetId);
    if (!target || target.condition === 'dead') continue;
    const dHero = heroWith(next, target.id);
    const defendSpend = dHero ? Math.min(dHero.stance.defend, maxSpend(dHero, 'instinct')) : 0;
    const penalty = effect.made + 1;
    const attackSpec = { ability: effect.attack, modifiers: [{ reason: `lasting damage, round ${penalty}`, bonus: 0, penalty }] };
    const [support, afterSupport] = supportRoll(next, target, next.rng);
    const defendSpec = {
      ability: target.defend,
      modifiers: [
        ...defendModifiers(target, next.map),
        ...heroModifiers(next.map, dHero, target, 'defend', null, defendSpend),
        ...stackModifiers(next, target, support?.doubled ?? false),
        ...(support?.bonus ? [{ reason: `support from ${support.unitId}: SL ${support.bonus}`, bonus: support.bonus, penalty: 0 }] : []),
      ],
    };
    const [result, rng] = opposedRoll(afterSupport, attackSpec, defendSpec);
    const damage = result.winner === 'a' ? result.sl * (result.totalDefeat ? 2 : 1) : 0;
    const after = afterDamage(target.condition, damage, target.vitality);
    const units = next.units.map((u) => (u.id === target.id ? { ...u, condition: after, defences: u.defences + 1 } : u));
    const heroes = dHero ? spendPool(next.heroes, dHero.id, 'instinct', defendSpend) : next.heroes;
    events.push({ type: 'attack', kind: 'phantom', opportunity: false, attackerId: effect.sourceId, defenderId: target.id, roll: result, damage, extra: 0, before: target.condition, after, ...(support ? { support } : {}) });
    next = { ...next, units, rng, heroes };
    if (effect.rounds > 1 && after !== 'dead') remaining.push({ ...effect, rounds: effect.rounds - 1, made: effect.made + 1 });
  }
  return loseHeroes({ ...next, lasting: remaining }, events);
}

/** Heroes whose unit just died are lost (SW-07). */
function loseHeroes(state: BattleState, events: BattleEvent[]): BattleState {
  const dead = new Set(state.units.filter((u) => u.condition === 'dead').map((u) => u.id));
  if (!state.heroes.some((h) => h.unitId && dead.has(h.unitId))) return state;
  const heroes = state.heroes.map((h) => {
    if (!h.unitId || !dead.has(h.unitId)) return h;
    events.push({ type: 'heroLost', heroId: h.id, unitId: h.unitId });
    return { ...h, unitId: null };
  });
  return { ...state, heroes, lasting: state.lasting.filter((l) => !dead.has(l.targetId)) };
}
