import type { BattleEvent } from '../events.ts';
import type { BattleState, BattleView, UnitState } from '../model.ts';
import { afterDamage } from './combat.ts';
import { altitudeOf, canFly, contestedCube, groundAt, inCube } from './contested.ts';

export { canFly };
import { moveAllowance } from './movement.ts';

// HC-01 height: flying, falling, leaving the contested space. Pure: what a command did to the units'
// places is settled here after it, so every way of moving (a move, a flight, a hero leaving its unit)
// ends the same way.


/**
 * Falling damage, our reading (the text's "falling damage" belongs to another rules system): half the
 * levels fallen, rounded down, against the unit's Vitality as any damage (SW-20); into water (cold
 * water too: its own strike is hazards.ts's), or where nothing can fall (space, underwater), none.
 */
export function fallDamage(levels: number, bottom?: string): number {
  if (bottom === 'water' || bottom === 'cold-water' || bottom === 'no-fall') return 0;
  return Math.max(0, Math.floor(levels / 2));
}

/** The levels a flier may go to with one flight: within its Move allowance, never below the ground. */
export function flightRange(view: BattleView, unit: UnitState): { min: number; max: number } {
  const z = altitudeOf(unit);
  const reach = moveAllowance(unit, view);
  return { min: Math.max(groundAt(view, unit), z - reach), max: z + reach };
}

/**
 * A unit that crossed the cube's bounds from `old` to `next` (whatever moved it) is logged (`cube`
 * event); under Out is Out a unit leaving it is out for good. Returns `next`, marked so if it is.
 */
export function crossed(state: Pick<BattleState, 'map' | 'scenario'>, old: UnitState, next: UnitState, events: BattleEvent[]): UnitState {
  const cube = contestedCube(state);
  if (!cube) return next;
  const isIn = inCube(cube, next);
  if (inCube(cube, old) === isIn) return next;
  const forGood = !isIn && (state.scenario.win.contested?.outIsOut ?? false) && !next.outForGood;
  events.push({ type: 'cube', unitId: next.id, inside: isIn, forGood });
  return forGood ? { ...next, outForGood: true } : next;
}

/**
 * After a command: a unit never given a height stands on its ground; a unit above its ground that
 * cannot fly (it walked off a drop, or its flying hero left it) falls and takes its damage; a unit
 * that crossed the cube's bounds is logged, and under Out is Out a unit leaving it is out for good; a
 * unit placed outside the cube is arriving until it first stands inside.
 */
export function settle(before: BattleState, after: BattleState, events: BattleEvent[]): BattleState {
  const cube = contestedCube(after);
  const was = new Map(before.units.map((u) => [u.id, u]));
  let changed = false;
  const units = after.units.map((u) => {
    if (u.condition === 'dead') return u;
    const old = was.get(u.id);
    const ground = groundAt(after, u);
    // No altitude yet: it stood on the ground where it was, or is placed on the ground here.
    const oldZ = old ? (old.altitude ?? groundAt(before, old)) : ground;
    const z = u.altitude ?? oldZ;
    // Over uneven ground (a drop) an absent altitude would be read next time as the ground under the
    // unit's new square, so there the level is always written down.
    const same = after.map.drop !== undefined ? u.altitude === z : z === altitudeOf(u);
    let next = same ? u : { ...u, altitude: z };
    if (z > ground && !canFly(after, u)) {
      const damage = fallDamage(z - ground, after.map.drop?.bottom);
      const condition = afterDamage(u.condition, damage, u.vitality);
      events.push({ type: 'fell', unitId: u.id, from: z, to: ground, damage, before: u.condition, after: condition });
      // It lands on top of any own stack on the ground there (SW-16 at its new level).
      const level = after.units.reduce((m, o) => (o.id !== u.id && o.condition !== 'dead' && o.x === u.x && o.y === u.y ? Math.max(m, o.level + 1) : m), u.level);
      next = { ...next, altitude: ground, condition, level };
    }
    if (cube && !old && !inCube(cube, next)) next = { ...next, arriving: true };
    else if (next.arriving && cube && inCube(cube, next)) {
      const { arriving: _arrived, ...rest } = next;
      next = rest;
    }
    if (old && old.condition !== 'dead') next = crossed(after, { ...old, altitude: oldZ }, next, events);
    if (next !== u) changed = true;
    return next;
  });
  return changed ? { ...after, units } : after;
}
