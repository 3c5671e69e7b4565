import type { Rejection, RuleCode } from '../../core/result.ts';
import type { Square } from '../../map/battleMap.ts';
import type { BattleState, BattleView, UnitState } from '../model.ts';
import { damageOf } from '../rules/attackSpec.ts';
import { afterDamage } from '../rules/combat.ts';
import { AVOID_DOUBLE, attackOnDefence, defenceAt, defenceAttackSpec, defenceNumbers, shieldSpecs } from '../rules/defences.ts';
import { afterStrike } from '../rules/damageTypes.ts';
import { rollDie } from '../../core/rng.ts';
import type { BattleEvent } from '../events.ts';
import type { Condition } from '../model.ts';
import { loseHeroes } from './heroLoss.ts';
import { opposedRoll, type OpposedResult } from '../rules/dice.ts';
import type { Outcome } from './outcome.ts';

// HC-06 Automated Defences: the `attackDefence` command's guard (called by check(), so legality has
// one source) and its executor. A unit attacks an emplacement for one action, once a turn (its shot):
// next to it with its Attack, else in Missile Range and sight with its Missile Attack (SW-27's
// penalties), against the emplacement's Defend; damage moves its condition as a unit's (SW-20, SW-21).

const no = (code: RuleCode, message: string): Rejection => ({ code, message });

export interface AttackDefence {
  unitId: string;
  at: Square;
}

/** `phase` and `unit` are guards.ts's checks of the action and of the unit, made there in its order. */
export function checkAttackDefence(view: BattleView, c: AttackDefence, phase: Rejection | null, unit: UnitState | Rejection): Rejection | null {
  const i = defenceAt(view.map, c.at);
  if (i < 0) return no('no-defence', `There is no standing emplacement at (${c.at.x}, ${c.at.y})`);
  if (phase) return phase;
  if ('code' in unit) return unit;
  if (unit.shot) return no('already-shot', `${unit.name} (${unit.id}) has already shot this turn`);
  if (!attackOnDefence(view, unit, view.map.hazards!.defences!.list[i]))
    return no('defence-out-of-reach', `${unit.name} must be next to (${c.at.x}, ${c.at.y}), or have it in Missile Range and sight, and be able to attack`);
  return null;
}

export function attackDefence(state: BattleState, c: AttackDefence): Outcome {
  const x = state.map.hazards!.defences!;
  const i = defenceAt(state.map, c.at);
  const d = x.list[i];
  const unit = state.units.find((u) => u.id === c.unitId)!;
  const spec = defenceAttackSpec(state, unit, d)!;
  const kind = spec.kind;
  const [roll, rolled] = opposedRoll(state.rng, spec.attack, spec.defend);
  // HC-07 "roll D8 to avoid being doubled": on its total defeat (SW-04's doubled SL) the emplacement rolls a d8.
  let afterRoll = rolled;
  let double: { die: number; needed: number; kept: boolean } | undefined;
  if (roll.winner === 'a' && roll.totalDefeat) {
    const [die, r] = rollDie(rolled, AVOID_DOUBLE.die);
    afterRoll = r;
    double = { die, needed: AVOID_DOUBLE.on, kept: die < AVOID_DOUBLE.on };
  }
  const damage = double && !double.kept ? roll.sl : damageOf(roll, 0);
  const after = afterDamage(d.condition, damage, defenceNumbers(x, d).vitality);
  const list = x.list.map((e, k) => (k === i ? { ...e, condition: after } : e));
  const actionsLeft = state.actionsLeft - 1;
  // The Touch Shield strikes a unit that attacks it hand to hand, whatever the blow did (the touch is the blow's).
  const shieldSpec = kind === 'melee' ? shieldSpecs(x, d, unit) : null;
  let rng = afterRoll;
  let shield: { roll: OpposedResult; damage: number; before: Condition; after: Condition; stunned?: true } | undefined;
  let struck = unit;
  if (shieldSpec) {
    const [r, next] = opposedRoll(rng, shieldSpec.attack, shieldSpec.defend);
    rng = next;
    const dealt = damageOf(r, 0);
    const hurt = { ...unit, condition: afterDamage(unit.condition, dealt, unit.vitality) };
    // HC-07 the shield's "Damage (Electricity) & Stun": a hit that leaves the unit standing stuns it for the rest of the turn.
    const s = afterStrike(hurt, defenceNumbers(x, d).shield?.stun ? 'stun' : undefined, dealt, state.turn, { attack: shieldSpec.attack.ability, type: 'electricity', source: x.source });
    struck = s.unit;
    shield = { roll: r, damage: dealt, before: unit.condition, after: hurt.condition, ...(s.note ? { stunned: true as const } : {}) };
  }
  const units = state.units.map((u) => (u.id === unit.id ? { ...struck, shot: true } : u));
  const map = { ...state.map, hazards: { ...state.map.hazards, defences: { ...x, list } } };
  const events: BattleEvent[] = [{ type: 'defenceHit', unitId: unit.id, at: c.at, kind, roll, damage, before: d.condition, after, actionsLeft, ...(shield ? { shield } : {}), ...(double ? { double } : {}) }];
  // A unit the shield kills loses its hero (SW-07), as any killed unit.
  const next = loseHeroes({ ...state, rng, units, map, actionsLeft }, events);
  return { state: next, events };
}
