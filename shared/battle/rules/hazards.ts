import { rollD6, type RngState } from '../../core/rng.ts';
import type { BattleMap, Harm, Square } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState, UnitState } from '../model.ts';
import { damageOf } from './attackSpec.ts';
import { afterDamage, conditionModifiers } from './combat.ts';
import { altitudeOf, groundAt } from './contested.ts';
import { opposedRoll } from './dice.ts';
import { opposedOdds, type Odds } from './odds.ts';
import { drainVitality } from './damageTypes.ts';

// HC-06 terrain hazards (issue 11): what the map's hazards (map.hazards, map.drop.harm) do to the
// units after a command, like settle() does for falls. Pure; every die from the state's generator.
// A hazard strikes as an attack: its Attack (the complication's value face) against the unit's Defend,
// damage by the success level as any attack's (SW-20); the text's damage belongs to another system.

const key = (s: Square) => `${s.x},${s.y}`;
const reach = (a: Square, b: Square) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** One strike of a hazard on a unit: the roll, the unit's new condition and the event. */
export function strike(rng: RngState, unit: UnitState, harm: Harm): { unit: UnitState; event: BattleEvent; rng: RngState } {
  const [roll, next] = opposedRoll(rng, { ability: harm.attack, modifiers: [] }, { ability: unit.defend, modifiers: conditionModifiers(unit) });
  // HC-07 a drain (cold water's "2D4 Drain (Cold/TO)") lowers Vitality instead of hurting.
  if (harm.drain) {
    const d = roll.winner === 'a' ? drainVitality(unit) : { unit };
    return { unit: d.unit, event: { type: 'hazard', unitId: unit.id, source: harm.source, damageType: harm.type, roll, damage: 0, before: unit.condition, after: unit.condition, ...(d.note ? { effect: d.note } : {}) }, rng: next };
  }
  const damage = damageOf(roll, 0);
  const after = afterDamage(unit.condition, damage, unit.vitality);
  return {
    unit: after === unit.condition ? unit : { ...unit, condition: after },
    event: { type: 'hazard', unitId: unit.id, source: harm.source, damageType: harm.type, roll, damage, before: unit.condition, after },
    rng: next,
  };
}

/** The exact odds of a hazard's strike on a unit (the same roll strike() makes), for previews. */
export function strikeOdds(unit: UnitState, harm: Harm): Odds {
  if (harm.drain) return { ...opposedOdds({ attack: harm.attack, defend: unit.defend, defendPenalty: conditionModifiers(unit).length }), damage: { 0: 1 }, expectedDamage: 0 };
  return opposedOdds({ attack: harm.attack, defend: unit.defend, defendPenalty: conditionModifiers(unit).length });
}

/** Explosive Objects: the chance that an attack of `hits` chance sets off the explosive under a unit; null if there is none. */
export function explosionChance(map: BattleMap, at: Square, hits: number): number | null {
  const ex = map.hazards?.explosives;
  if (!ex || !explosiveAt(map, at)) return null;
  return hits * Math.max(0, 7 - ex.explodesOn) / 6;
}

/** Dangerous Obstacles: whether a unit on its ground (not flying over) touches an obstacle square. */
export function touchesObstacle(map: BattleMap, unit: UnitState, at: Square = unit): boolean {
  const obstacles = map.hazards?.obstacles;
  if (!obstacles || altitudeOf(unit) > groundAt({ map }, at)) return false;
  return obstacles.squares.some((s) => reach(s, at) === 1);
}

/** Explosive Objects: whether a live explosive lies on the square. */
export function explosiveAt(map: BattleMap, at: Square): boolean {
  return map.hazards?.explosives?.squares.some((s) => s.x === at.x && s.y === at.y) ?? false;
}

/** The map with exploded squares taken off the hazard and off the complication's marks. */
function withoutExplosives(map: BattleMap, gone: Set<string>): BattleMap {
  const ex = map.hazards!.explosives!;
  const complications = map.complications?.map((c) => (c.id === 'explosive-objects' ? { ...c, squares: c.squares.filter((s) => !gone.has(key(s))) } : c));
  return { ...map, hazards: { ...map.hazards, explosives: { ...ex, squares: ex.squares.filter((s) => !gone.has(key(s))) } }, ...(complications ? { complications } : {}) };
}

/**
 * After a command (run by apply after settle): the bottom of a drop strikes a unit that fell onto it;
 * a unit that ended a move touching a dangerous obstacle is struck once; an explosive square whose
 * unit an attack hit explodes on 4+, striking every unit within its burst, and sets off the explosive
 * squares in it the same way.
 */
export function hazards(before: BattleState, after: BattleState, events: BattleEvent[]): BattleState {
  const map = after.map;
  if (!map.hazards && !map.drop?.harm && map.drop?.bottom !== 'spikes') return after;
  const done = events.slice();
  let rng = after.rng;
  let units = after.units;
  let changed = false;
  const hurt = (id: string, f: (u: UnitState) => UnitState) => {
    units = units.map((u) => (u.id === id && u.condition !== 'dead' ? f(u) : u));
    changed = true;
  };
  const hit = (u: UnitState, harm: Harm) => {
    const s = strike(rng, u, harm);
    rng = s.rng;
    events.push(s.event);
    hurt(u.id, () => s.unit);
  };
  const alive = (id: string) => units.find((u) => u.id === id && u.condition !== 'dead');

  // The bottom of a drop, for each fall this command (off an edge, or off a narrow balance).
  const balances = map.hazards?.balances;
  for (const e of done) {
    const bottom = e.type === 'fell' ? map.drop : e.type === 'offBalance' ? balances : undefined;
    const source = e.type === 'fell' ? 'Edge of a Drop' : 'Narrow Balance';
    if (!bottom || (e.type !== 'fell' && e.type !== 'offBalance')) continue;
    const u = alive(e.unitId);
    if (!u) continue;
    if (bottom.harm) hit(u, bottom.harm);
    else if (bottom.bottom === 'spikes' && e.damage > 0) {
      // "Sharp solid damage equal to the falling damage": a second damage of the fall's amount.
      const condition = afterDamage(u.condition, e.damage, u.vitality);
      events.push({ type: 'hazard', unitId: u.id, source: `${source}: spikes`, damageType: 'solid', damage: e.damage, before: u.condition, after: condition });
      hurt(u.id, (x) => ({ ...x, condition }));
    }
  }

  // Dangerous Obstacles: a unit that moved (not placed) and now touches one.
  const obstacles = map.hazards?.obstacles;
  if (obstacles && before.phase !== 'deploy') {
    const was = new Map(before.units.map((u) => [u.id, u]));
    for (const u of after.units) {
      const old = was.get(u.id);
      if (!old || old.x < 0 || (old.x === u.x && old.y === u.y)) continue;
      const now = alive(u.id);
      if (now && touchesObstacle(map, now)) hit(now, obstacles.harm);
    }
  }

  // Explosive Objects: each hit on a unit standing on a live explosive square, then the chain.
  let nextMap = map;
  const ex = map.hazards?.explosives;
  if (ex) {
    const gone = new Set<string>();
    const queue: Square[] = [];
    for (const e of done) {
      if (e.type !== 'attack' || e.roll.winner !== 'a') continue;
      const d = after.units.find((u) => u.id === e.defenderId);
      if (d && explosiveAt(map, d)) queue.push({ x: d.x, y: d.y });
    }
    while (queue.length) {
      const at = queue.shift()!;
      if (gone.has(key(at))) continue;
      const [die, r] = rollD6(rng);
      rng = r;
      const explodes = die >= ex.explodesOn;
      events.push({ type: 'explosive', at, die, needed: ex.explodesOn, explodes });
      if (!explodes) continue;
      gone.add(key(at));
      for (const u of units) if (u.condition !== 'dead' && u.x >= 0 && reach(u, at) <= ex.burst && Math.abs(altitudeOf(u) - groundAt({ map }, at)) <= ex.burst) hit(u, ex.harm);
      for (const s of ex.squares) if (!gone.has(key(s)) && reach(s, at) <= ex.burst) queue.push(s);
    }
    if (gone.size) {
      nextMap = withoutExplosives(map, gone);
      changed = true;
    }
  }
  return changed || rng !== after.rng ? { ...after, units, rng, map: nextMap } : after;
}
