import { rollDie, type RngState } from '../../core/rng.ts';
import type { BattleMap, Defences, Square } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState, BattleView, UnitState } from '../model.ts';
import { damageOf } from './attackSpec.ts';
import { afterDamage, canAttack, conditionModifiers } from './combat.ts';
import { opposedRoll, type Modifier } from './dice.ts';
import { isTop } from './grid.ts';
import { canShoot, distance, lineOfSight } from './shooting.ts';
import { turnBegan } from './slope.ts';

// HC-06 Automated Defences (issue 11), read into Shadow Wars (docs/RULES.md HC-06): immobile
// emplacements on the map (map.hazards.defences), no side's units. The engine fires each live one at
// each turn's start, before anyone acts (as Sudden Shocks strike), so every side faces it alike and no
// player gives its orders: a shot of its Attack against a target's Defend, damage by the success level
// (SW-20). A unit next to one, or with it in Missile Range and sight, attacks it for an action: its
// Attack (or Missile Attack) against the emplacement's Defend, which goes ok → bloodied → broken →
// dead as a unit's condition does; a dead one fires no more. Pure; every die from the state's generator.

type Defence = Defences['list'][number];

const live = (d: Defence) => d.condition !== 'dead';
// A unit out for good (Out is Out) is out of the fight; one outside the cube is still on the board and may be shot, as by units.
const onBoard = (u: UnitState) => u.condition !== 'dead' && u.x >= 0 && !u.outForGood;

/** The index of the live emplacement on the square, or -1. */
export function defenceAt(map: BattleMap, at: Square): number {
  return map.hazards?.defences?.list.findIndex((d) => live(d) && d.x === at.x && d.y === at.y) ?? -1;
}

/** The units an emplacement fires at now: of its sides, on the board, within its range and in sight. */
export function defenceTargets(view: Pick<BattleView, 'map' | 'units'>, d: Defence): UnitState[] {
  const x = view.map.hazards?.defences;
  if (!x || !live(d)) return [];
  return view.units.filter((u) => onBoard(u) && x.sides.includes(u.side) && distance(u, d) <= x.range && lineOfSight(view.map, d, u).clear);
}

const penaltyFor = (c: Defence['condition']): Modifier[] => (c === 'bloodied' || c === 'broken' ? [{ reason: c, bonus: 0, penalty: 1 }] : []);

/** One shot of an emplacement at a unit: the roll, the unit's new condition and the event. */
export function defenceShot(rng: RngState, map: BattleMap, d: Defence, unit: UnitState, drawn?: { die: number; of: number }): { unit: UnitState; event: BattleEvent; rng: RngState } {
  const x = map.hazards!.defences!;
  const attack: Modifier[] = [...penaltyFor(d.condition), ...lineOfSight(map, d, unit).penalties, ...(x.bonus ? [{ reason: 'Autofire', bonus: x.bonus, penalty: 0 }] : [])];
  const [roll, next] = opposedRoll(rng, { ability: x.attack, modifiers: attack }, { ability: unit.defend, modifiers: conditionModifiers(unit) });
  const damage = damageOf(roll, 0);
  const after = afterDamage(unit.condition, damage, unit.vitality);
  return {
    unit: after === unit.condition ? unit : { ...unit, condition: after },
    event: { type: 'defenceFire', at: { x: d.x, y: d.y }, unitId: unit.id, source: x.source, damageType: x.damageType, ...(drawn ? { drawn } : {}), roll, damage, before: unit.condition, after },
    rng: next,
  };
}

/**
 * After a command (run by apply with the other hazards): at a turn's start every live emplacement, in
 * the map's order, fires at the units it attacks: an area one at each, a direct one at one drawn at
 * random (a die of as many faces; none drawn when only one is there).
 */
export function defencesFire(before: BattleState, after: BattleState, events: BattleEvent[]): BattleState {
  const x = after.map.hazards?.defences;
  if (!x || !turnBegan(before, after)) return after;
  let rng = after.rng;
  let units = after.units;
  for (const d of x.list) {
    const targets = defenceTargets({ map: after.map, units }, d);
    if (!targets.length) continue;
    let aimed = targets;
    let drawn: { die: number; of: number } | undefined;
    if (!x.area && targets.length > 1) {
      const [i, r] = rollDie(rng, targets.length);
      rng = r;
      aimed = [targets[i - 1]];
      drawn = { die: i, of: targets.length };
    } else if (!x.area) aimed = [targets[0]];
    for (const t of aimed) {
      const s = defenceShot(rng, after.map, d, units.find((u) => u.id === t.id)!, drawn);
      rng = s.rng;
      events.push(s.event);
      units = units.map((u) => (u.id === t.id ? s.unit : u));
    }
  }
  return rng === after.rng ? after : { ...after, units, rng };
}

/** How a unit could attack the emplacement now: next to it in melee, else a shot in range and sight; null if neither. */
export function attackOnDefence(view: Pick<BattleView, 'map' | 'units'>, unit: UnitState, d: Defence): 'melee' | 'missile' | null {
  if (!onBoard(unit) || !live(d) || !isTop(view as BattleView, unit)) return null;
  if (distance(unit, d) <= 1 && canAttack(unit)) return 'melee';
  if (canShoot(unit) && distance(unit, d) <= unit.missileRange! && lineOfSight(view.map, unit, d).clear) return 'missile';
  return null;
}
