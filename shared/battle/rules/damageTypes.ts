import type { RngState } from '../../core/rng.ts';
import type { TypeEffect } from '../../map/battleMap.ts';
import type { BattleEvent, EffectNote } from '../events.ts';
import type { BattleState, UnitState } from '../model.ts';
import { damageOf } from './attackSpec.ts';
import { afterDamage, conditionModifiers } from './combat.ts';
import { opposedRoll, type Modifier } from './dice.ts';
import type { Odds } from './odds.ts';

// HC-07 the damage-type extra of Automated Defences ("If their damage is Heat then Persistent, Cold
// then & Drain (Cold/DX), Electricity then & Stun, Radiation then & Drain (Radiation/ST), Physical
// then Ignores (Armour), Physical Poison then Persistent, Solid then Rending") and the Touch Shield's
// "& Stun", read into Shadow Wars (docs/RULES.md HC-07). Shadow Wars has one kind of damage and no
// armour types, so a type does something only where the text gives it an effect. Pure; every die from
// the state's generator.

/** Drain lowers an ability by one a draining hit, for the rest of the fight, never below this. */
export const DRAIN_FLOOR = 1;

/** Ignores (Armour): a unit's Defend is its armour and dodge together, so the strike takes one penalty die off it. */
export function effectDefendModifiers(effect: TypeEffect | undefined): Modifier[] {
  return effect === 'ignores-armour' ? [{ reason: 'Ignores (Armour)', bonus: 0, penalty: 1 }] : [];
}

/** Rending: a strike that hits deals one damage more, as SW-09's Extra Damage does. */
export const effectExtra = (effect: TypeEffect | undefined): number => (effect === 'rending' ? 1 : 0);

/** The odds of a strike with Rending's extra: every damage dealt one higher. */
export function withExtra(odds: Odds, extra: number): Odds {
  if (!extra) return odds;
  const damage: Record<number, number> = {};
  for (const [k, p] of Object.entries(odds.damage)) damage[Number(k) > 0 ? Number(k) + extra : 0] = (damage[Number(k) > 0 ? Number(k) + extra : 0] ?? 0) + p;
  return { attackerWins: odds.attackerWins, damage, expectedDamage: odds.expectedDamage + extra * odds.attackerWins };
}

/**
 * After a strike that hurt a unit (damage dealt, the unit still standing): Persistent sets a strike
 * for the next turn's start, Drain lowers React (DX) or Attack (ST) by one, Stun takes the rest of
 * this turn from it. Ignores (Armour) and Rending are in the strike itself.
 */
export function afterStrike(unit: UnitState, effect: TypeEffect | undefined, damage: number, turn: number, strike: { attack: number; type: string; source: string }): { unit: UnitState; note?: EffectNote } {
  if (!effect || damage <= 0 || unit.condition === 'dead') return { unit };
  if (effect === 'persistent') return { unit: { ...unit, persistent: { ...strike, turn } }, note: { kind: 'persistent', turn } };
  if (effect === 'stun') return { unit: { ...unit, stunned: turn }, note: { kind: 'stun', turn } };
  if (effect === 'drain-react' || effect === 'drain-attack') {
    const ability = effect === 'drain-react' ? 'react' : 'attack';
    const from = unit[ability];
    const to = Math.max(DRAIN_FLOOR, from - 1);
    if (to === from) return { unit };
    const drained = { ...unit.drained, [ability]: (unit.drained?.[ability] ?? 0) + (from - to) };
    return { unit: { ...unit, [ability]: to, drained }, note: { kind: effect, from, to } };
  }
  return { unit };
}

/** HC-07 cold water's "Drain (Cold/TO)": Vitality (the unit's toughness) -1, never below 1; the unit and the note, none at the floor. */
export function drainVitality(unit: UnitState): { unit: UnitState; note?: EffectNote } {
  const from = unit.vitality;
  const to = Math.max(DRAIN_FLOOR, from - 1);
  if (to === from || unit.condition === 'dead') return { unit };
  return { unit: { ...unit, vitality: to, drained: { ...unit.drained, vitality: (unit.drained?.vitality ?? 0) + 1 } }, note: { kind: 'drain-vitality', from, to } };
}

/** Stunned: the unit takes no action, no opportunity shot and no combat attack this turn; the reason, or null. */
export function stunnedWhy(view: Pick<BattleState, 'turn'>, unit: UnitState): string | null {
  return unit.stunned !== undefined && unit.stunned === view.turn ? `${unit.name} (${unit.id}) is stunned (Electricity): it cannot act until the next turn` : null;
}

/**
 * At a turn's start (before the emplacements fire): each unit a Persistent strike hit in an earlier
 * turn is struck once more, with that strike's Attack and one penalty die (SW-09's phantom attack,
 * whose text names fire and poison), then the effect is spent.
 */
export function persistentStrikes(state: BattleState, events: BattleEvent[]): BattleState {
  let rng: RngState = state.rng;
  let changed = false;
  const units = state.units.map((u) => {
    const p = u.persistent;
    if (!p || p.turn >= state.turn) return u;
    changed = true;
    const { persistent: _spent, ...rest } = u;
    if (u.condition === 'dead' || u.x < 0) return rest;
    const [roll, next] = opposedRoll(rng, { ability: p.attack, modifiers: [{ reason: 'persistent, round 1', bonus: 0, penalty: 1 }] }, { ability: u.defend, modifiers: conditionModifiers(u) });
    rng = next;
    const damage = damageOf(roll, 0);
    const after = afterDamage(u.condition, damage, u.vitality);
    events.push({ type: 'hazard', unitId: u.id, source: `${p.source}: persistent ${p.type}`, damageType: p.type, roll, damage, before: u.condition, after });
    return { ...rest, condition: after };
  });
  return changed ? { ...state, units, rng } : state;
}
