import type { RngState } from '../../core/rng.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState, LastingEffect, UnitState } from '../model.ts';
import { attackSetup, damageOf, phantomSetup, stacked, supportSpec, type AttackSetup } from '../rules/attackSpec.ts';
import { afterDamage, opposedRoll, supportUnit } from '../rules/combat.ts';
import { makeRoll, type OpposedResult, type RollResult } from '../rules/dice.ts';
import { lastingPool, spendPool } from '../rules/heroes.ts';
import { successLevel } from '../rules/successLevel.ts';
import type { Spend } from './guards.ts';
import type { Outcome } from './outcome.ts';
import { loseHeroes } from './heroLoss.ts';

// loseHeroes lives in heroLoss.ts (reducer/defence.ts needs it; importing this file from there is a cycle).
export { loseHeroes };

// Attacks carried out: melee, missile and SW-09's phantom attacks, with their dice and damage. How
// each roll is made up is rules/attackSpec.ts, shared with the odds preview.

type SupportRoll = { unitId: string; roll: RollResult; bonus: number; doubled: boolean };

/**
 * One roll of Attack (or Missile Attack) against Defend and its damage (SW-20, SW-27), with what the
 * heroes on both sides spend (SW-08) and their secrets (SW-09).
 */
export function resolveAttack(state: BattleState, attackerId: string, defenderId: string, kind: 'melee' | 'missile', opportunity: boolean, spend: Spend): Outcome {
  const attacker = state.units.find((u) => u.id === attackerId)!;
  const defender = state.units.find((u) => u.id === defenderId)!;
  const setup = attackSetup(state, attacker, defender, kind, spend.vigor);
  const { support, declined, result, rng } = rollAgainst(state, defender, setup);
  const aHero = setup.attackHero;
  const hit = result.winner === 'a';
  const extra = hit ? setup.extra : 0;
  const damage = damageOf(result, setup.extra);
  const after = afterDamage(defender.condition, damage, defender.vitality);
  const units = state.units.map((u) => (u.id === defenderId ? { ...u, condition: after, defences: u.defences + 1 } : u));
  let heroes = state.heroes;
  if (aHero) heroes = spendPool(heroes, aHero.id, 'vigor', spend.vigor);
  if (setup.defendHero) heroes = spendPool(heroes, setup.defendHero.id, 'instinct', setup.defendSpend);
  const events: BattleEvent[] = [{ type: 'attack', kind, opportunity, attackerId, defenderId, roll: result, damage, extra, before: defender.condition, after, ...supportFields(support, declined) }];
  let lasting = state.lasting;
  const pool = lastingPool(aHero);
  // SW-09 Lasting Damage: paid only when the unit hits a target that is still standing.
  if (aHero && pool && spend.lasting > 0 && hit && damage > 0 && after !== 'dead') {
    heroes = spendPool(heroes, aHero.id, pool, spend.lasting);
    const effect: LastingEffect = { sourceId: attackerId, sourceName: attacker.name, side: attacker.side, attack: kind === 'missile' ? attacker.missileAttack ?? 0 : attacker.attack, targetId: defenderId, rounds: spend.lasting, made: 0 };
    lasting = [...lasting, effect];
    events.push({ type: 'lastingDamage', heroId: aHero.id, targetId: defenderId, rounds: spend.lasting });
  }
  const next = loseHeroes({ ...state, units, rng, heroes, lasting }, events);
  return { state: next, events };
}

/** The support roll if the defender is stacked (and its owner has not declined it), then the opposed roll, threading the generator. */
function rollAgainst(state: BattleState, defender: UnitState, setup: AttackSetup): { support: SupportRoll | null; declined: string | null; result: OpposedResult; rng: RngState } {
  const [support, afterSupport] = supportRoll(state, defender, state.rng);
  const below = supportUnit(state, defender);
  const declined = below && !below.supportRoll ? below.id : null;
  const [result, rng] = opposedRoll(afterSupport, setup.attack, stacked(state, defender, setup.defend, support));
  return { support, declined, result, rng };
}

/** What the attack event says of SW-16's support roll: the roll made, or whose was declined. */
function supportFields(support: SupportRoll | null, declined: string | null): { support?: SupportRoll; supportDeclined?: string } {
  if (support) return { support };
  return declined ? { supportDeclined: declined } : {};
}

/**
 * SW-16: the unit directly beneath a stacked defender rolls Defend first, unopposed; its success
 * level becomes bonus dice to the top's Defend; a natural 2 gives no bonus and doubles the stack penalty.
 */
function supportRoll(state: BattleState, defender: UnitState, rng: RngState): [SupportRoll | null, RngState] {
  const below = supportSpec(state, defender);
  if (!below) return [null, rng];
  const [roll, next] = makeRoll(rng, below.spec);
  const doubled = roll.natural === 2;
  return [{ unitId: below.unit.id, roll, bonus: doubled ? 0 : successLevel(roll.total), doubled }, next];
}

/** SW-09: at the start of combat each lasting effect makes a phantom attack, one more penalty die each round. */
export function phantomAttacks(state: BattleState, events: BattleEvent[]): BattleState {
  let next = state;
  const remaining: LastingEffect[] = [];
  for (const effect of state.lasting) {
    const target = next.units.find((u) => u.id === effect.targetId);
    if (!target || target.condition === 'dead') continue;
    const setup = phantomSetup(next, effect, target);
    const { support, declined, result, rng } = rollAgainst(next, target, setup);
    const damage = damageOf(result, 0);
    const after = afterDamage(target.condition, damage, target.vitality);
    const units = next.units.map((u) => (u.id === target.id ? { ...u, condition: after, defences: u.defences + 1 } : u));
    const heroes = setup.defendHero ? spendPool(next.heroes, setup.defendHero.id, 'instinct', setup.defendSpend) : next.heroes;
    events.push({ type: 'attack', kind: 'phantom', opportunity: false, attackerId: effect.sourceId, defenderId: target.id, roll: result, damage, extra: 0, before: target.condition, after, ...supportFields(support, declined) });
    next = { ...next, units, rng, heroes };
    if (effect.rounds > 1 && after !== 'dead') remaining.push({ ...effect, rounds: effect.rounds - 1, made: effect.made + 1 });
  }
  return loseHeroes({ ...next, lasting: remaining }, events);
}

