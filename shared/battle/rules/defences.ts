import { rollDie, type RngState } from '../../core/rng.ts';
import type { BattleMap, DefenceAttackProfile, DefenceNumbers, Defences, Square } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState, BattleView, UnitState } from '../model.ts';
import { damageOf } from './attackSpec.ts';
import { afterDamage, canAttack, conditionModifiers } from './combat.ts';
import { countDice, opposedRoll, type Modifier, type OpposedResult, type RollSpec } from './dice.ts';
import { opposedOdds, type Odds } from './odds.ts';
import { isTop } from './grid.ts';
import { canShoot, distance, lineOfSight } from './shooting.ts';
import { turnBegan } from './slope.ts';
import { UNIT_SENSES, withSensePenalty } from './senses.ts';
import { withAccuracyPenalty } from './lifeSupport.ts';
import { afterStrike, effectDefendModifiers, effectExtra, persistentStrikes, withExtra } from './damageTypes.ts';
import type { Sense } from '../../map/battleMap.ts';

// HC-06 Automated Defences (issue 11), read into Shadow Wars (docs/RULES.md HC-06): immobile
// emplacements on the map (map.hazards.defences), no side's units. The engine fires each live one at
// each turn's start, before anyone acts (as Sudden Shocks strike), so every side faces it alike and no
// player gives its orders: a shot of its Attack against a target's Defend, damage by the success level
// (SW-20). A unit next to one, or with it in Missile Range and sight, attacks it for an action: its
// Attack (or Missile Attack) against the emplacement's Defend, which goes ok → bloodied → broken →
// dead as a unit's condition does; a dead one fires no more. A shot is two rolls, as the text's to-hit
// and damage value: the to-hit roll decides a hit, and a hit strikes as a hazard does (the value's face
// as its Attack). Pure; every die from the state's generator.

type Defence = Defences['list'][number];

const live = (d: Defence) => d.condition !== 'dead';
// A unit out for good (Out is Out) is out of the fight; one outside the cube is still on the board and may be shot, as by units.
const onBoard = (u: UnitState) => u.condition !== 'dead' && u.x >= 0 && !u.outForGood;

/** The index of the live emplacement on the square, or -1. */
export function defenceAt(map: BattleMap, at: Square): number {
  return map.hazards?.defences?.list.findIndex((d) => live(d) && d.x === at.x && d.y === at.y) ?? -1;
}

/** The numbers of the roll that placed the emplacement: the first, or a complication applied twice's second (`set`). */
export function defenceNumbers(x: Defences, d: Defence): DefenceNumbers {
  return (d.set && x.others?.[d.set - 1]) || x;
}

/** What the emplacement senses with (rules/senses.ts): its roll's senses. */
export const sensesOf = (map: BattleMap, d: Defence): readonly Sense[] => (map.hazards?.defences ? defenceNumbers(map.hazards.defences, d).senses : undefined) ?? UNIT_SENSES;

const inReach = (view: Pick<BattleView, 'map' | 'units'>, n: DefenceNumbers, p: DefenceAttackProfile, d: Defence) =>
  view.units.filter((u) => onBoard(u) && n.sides.includes(u.side) && distance(u, d) <= p.range && lineOfSight(view.map, d, u, sensesOf(view.map, d)).clear);

/** The attack an emplacement fires now and at whom: its main one, else (nobody in that one's reach) its secondary; null if neither has anyone. */
export function defenceFiring(view: Pick<BattleView, 'map' | 'units'>, d: Defence): { profile: DefenceAttackProfile; targets: UnitState[] } | null {
  const x = view.map.hazards?.defences;
  if (!x || !live(d)) return null;
  const n = defenceNumbers(x, d);
  for (const profile of [n, ...(n.secondary ? [n.secondary] : [])]) {
    const targets = inReach(view, n, profile, d);
    if (targets.length) return { profile, targets };
  }
  return null;
}

/** The units an emplacement fires at now: of its sides, on the board, within its attack's range and in sight. */
export function defenceTargets(view: Pick<BattleView, 'map' | 'units'>, d: Defence): UnitState[] {
  return defenceFiring(view, d)?.targets ?? [];
}

/**
 * HC-07 "roll D8 to avoid being doubled": a unit's attack doubles its success level on the
 * emplacement's total defeat (SW-04); the emplacement then rolls a d8 and on 5+ (the upper half: the
 * text gives no number) takes the success level undoubled.
 */
export const AVOID_DOUBLE = { die: 8, on: 5 } as const;
/** The chance the d8 avoids the doubling. */
export const AVOID_DOUBLE_CHANCE = (AVOID_DOUBLE.die - AVOID_DOUBLE.on + 1) / AVOID_DOUBLE.die;

export const penaltyFor = (c: Defence['condition']): Modifier[] => (c === 'bloodied' || c === 'broken' ? [{ reason: c, bonus: 0, penalty: 1 }] : []);

/**
 * The to-hit roll of a shot (the emplacement's wear, the sight's penalties, Autofire) and the strike a
 * hit makes, against the unit's Defend (HC-07: Ignores (Armour) a penalty die on the strike's).
 */
function shotSpecs(map: BattleMap, d: Defence, p: DefenceAttackProfile, unit: UnitState): { toHit: RollSpec; strike: RollSpec; defend: RollSpec; strikeDefend: RollSpec } {
  const attack: Modifier[] = [...penaltyFor(d.condition), ...lineOfSight(map, d, unit, sensesOf(map, d)).penalties, ...(p.bonus ? [{ reason: 'Autofire', bonus: p.bonus, penalty: 0 }] : [])];
  const defend = { ability: unit.defend, modifiers: conditionModifiers(unit) };
  const onHit = defenceNumbers(map.hazards!.defences!, d).onHit;
  const strikeDefend = { ability: unit.defend, modifiers: [...conditionModifiers(unit), ...effectDefendModifiers(onHit)] };
  return { toHit: { ability: p.attack, modifiers: attack }, strike: { ability: p.strike, modifiers: [] }, defend, strikeDefend };
}

/** One shot of an emplacement at a unit: the to-hit roll, on a hit the strike and its type's effect (HC-07), the unit's new condition and the event. */
export function defenceShot(rng: RngState, map: BattleMap, d: Defence, p: DefenceAttackProfile, unit: UnitState, drawn?: { die: number; of: number }, turn = 0): { unit: UnitState; event: BattleEvent; rng: RngState } {
  const x = map.hazards!.defences!;
  const n = defenceNumbers(x, d);
  const specs = shotSpecs(map, d, p, unit);
  const [roll, afterHit] = opposedRoll(rng, specs.toHit, specs.defend);
  let next = afterHit;
  let strike: OpposedResult | undefined;
  if (roll.winner === 'a') [strike, next] = opposedRoll(afterHit, specs.strike, specs.strikeDefend);
  const damage = strike ? damageOf(strike, effectExtra(n.onHit)) : 0;
  const after = afterDamage(unit.condition, damage, unit.vitality);
  const hurt = after === unit.condition ? unit : { ...unit, condition: after };
  const { unit: struck, note } = afterStrike(hurt, n.onHit, damage, turn, { attack: p.strike, type: n.damageType, source: x.source });
  return {
    unit: struck,
    event: { type: 'defenceFire', at: { x: d.x, y: d.y }, unitId: unit.id, source: x.source, damageType: n.damageType, ...(p !== n ? { secondary: true } : {}), ...(drawn ? { drawn } : {}), roll, ...(strike ? { strike } : {}), damage, before: unit.condition, after, ...(note ? { effect: note } : {}) },
    rng: next,
  };
}

const oddsOf = (a: RollSpec, b: RollSpec) => {
  const ca = countDice(a.modifiers);
  const cb = countDice(b.modifiers);
  return opposedOdds({ attack: a.ability, defend: b.ability, attackBonus: ca.bonus, attackPenalty: ca.penalty, defendBonus: cb.bonus, defendPenalty: cb.penalty });
};

/** The exact damage odds of one shot (defenceShot's two rolls): P(hit) times the strike's damage. */
export function defenceShotOdds(map: BattleMap, d: Defence, p: DefenceAttackProfile, unit: UnitState): Odds {
  const specs = shotSpecs(map, d, p, unit);
  const hit = oddsOf(specs.toHit, specs.defend).attackerWins;
  const strike = withExtra(oddsOf(specs.strike, specs.strikeDefend), effectExtra(defenceNumbers(map.hazards!.defences!, d).onHit));
  const damage: Record<number, number> = { 0: 1 - hit };
  for (const [k, q] of Object.entries(strike.damage)) damage[Number(k)] = (damage[Number(k)] ?? 0) + hit * q;
  return { attackerWins: hit * strike.attackerWins, damage, expectedDamage: hit * strike.expectedDamage };
}

/** The Touch Shield's strike at a unit attacking the emplacement hand to hand (as a hazard's: its Attack against the unit's Defend). */
export function shieldSpecs(x: Defences, d: Defence, unit: UnitState): { attack: RollSpec; defend: RollSpec } | null {
  const s = defenceNumbers(x, d).shield;
  return s ? { attack: { ability: s.attack, modifiers: [] }, defend: { ability: unit.defend, modifiers: conditionModifiers(unit) } } : null;
}

/** The shield's exact odds, for the odds panel and the scripted levels. */
export function shieldOdds(x: Defences, d: Defence, unit: UnitState): Odds | null {
  const s = shieldSpecs(x, d, unit);
  return s ? oddsOf(s.attack, s.defend) : null;
}

/**
 * After a command (run by apply with the other hazards): at a turn's start every live emplacement, in
 * the map's order, fires at the units it attacks: an area one at each, a direct one at one drawn at
 * random (a die of as many faces; none drawn when only one is there).
 */
export function defencesFire(before: BattleState, after: BattleState, events: BattleEvent[]): BattleState {
  const x = after.map.hazards?.defences;
  if (!x || !turnBegan(before, after)) return after;
  // HC-07: last turn's Persistent strikes come first, as SW-09's phantom attacks open the combat.
  const burnt = persistentStrikes(after, events);
  let rng = burnt.rng;
  let units = burnt.units;
  for (const d of x.list) {
    const firing = defenceFiring({ map: after.map, units }, d);
    if (!firing) continue;
    const { profile, targets } = firing;
    let aimed = targets;
    let drawn: { die: number; of: number } | undefined;
    if (!profile.area && targets.length > 1) {
      const [i, r] = rollDie(rng, targets.length);
      rng = r;
      aimed = [targets[i - 1]];
      drawn = { die: i, of: targets.length };
    } else if (!profile.area) aimed = [targets[0]];
    for (const t of aimed) {
      const s = defenceShot(rng, after.map, d, profile, units.find((u) => u.id === t.id)!, drawn, after.turn);
      rng = s.rng;
      events.push(s.event);
      units = units.map((u) => (u.id === t.id ? s.unit : u));
    }
  }
  return rng === after.rng && burnt === after ? after : { ...after, units, rng };
}

/** How a unit could attack the emplacement now: next to it in melee, else a shot in range and sight; null if neither. */
export function attackOnDefence(view: Pick<BattleView, 'map' | 'units'>, unit: UnitState, d: Defence): 'melee' | 'missile' | null {
  if (!onBoard(unit) || !live(d) || !isTop(view as BattleView, unit)) return null;
  if (distance(unit, d) <= 1 && canAttack(unit)) return 'melee';
  if (canShoot(unit) && distance(unit, d) <= unit.missileRange! && lineOfSight(view.map, unit, d).clear) return 'missile';
  return null;
}

/** A unit's attack on an emplacement as the reducer rolls it and the odds panel shows it: the kind, both roll specifications. */
export interface DefenceAttack {
  kind: 'melee' | 'missile';
  attack: RollSpec;
  defend: RollSpec;
}

/** The one specification of a unit's attack on an emplacement (reducer/defence.ts rolls it, queries/preview.ts shows its odds); null if it cannot attack it now. */
export function defenceAttackSpec(view: Pick<BattleView, 'map' | 'units' | 'heroes'>, unit: UnitState, d: Defence): DefenceAttack | null {
  const kind = attackOnDefence(view, unit, d);
  const x = view.map.hazards?.defences;
  if (!kind || !x) return null;
  const sight = kind === 'missile' ? lineOfSight(view.map, unit, d).penalties : [];
  const ability = kind === 'melee' ? unit.attack : unit.missileAttack!;
  const attack = { ability, modifiers: [...conditionModifiers(unit), ...sight] };
  // HC-04 life support, as on any attack (attackSpec.ts): Accuracy, and Sense on a shot at a concealed target.
  withAccuracyPenalty(view, unit, attack);
  if (kind === 'missile') withSensePenalty(view, unit, distance(unit, d), attack);
  return { kind, attack, defend: { ability: defenceNumbers(x, d).defend, modifiers: penaltyFor(d.condition) } };
}
