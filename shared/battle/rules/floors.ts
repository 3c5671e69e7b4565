import { rollDie } from '../../core/rng.ts';
import type { Rect, Square } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState, UnitState } from '../model.ts';
import { afterDamage } from './combat.ts';
import { altitudeOf, floorAt, groundAt } from './contested.ts';
import { strike } from './hazards.ts';
import { crossed, fallDamage } from './height.ts';
import { slidesAfterFalls } from './slope.ts';

// HC-06 Weak Floor and Hard Floor (issue 11): "a surface that can be broken by damage (such as area
// effect or people falling on it) and has resistance D6. Even a character falling normally onto it as
// a result of being knocked down, knocked back or pushed back deals D4 damage to it"; a Hard Floor
// has 2D12 and "doesn't take damage from characters falling on it". Read: the blows the engine has
// are an explosion's burst (the Explosive Objects value, in the text's own units like the resistance)
// and, on a weak floor, a unit knocked down (Sudden Shocks) or falling onto it (a d4); one blow of at
// least the resistance breaks the section (no wear is kept). The units on a broken section fall
// through, the gap down, onto what is below (its bottom as Edge of a Drop's); the hole stays. A fall
// out of the cube's band is a crossing (height.ts `crossed`), as settle's and a slide's are; on a
// Steep Slope whose ground below slopes (a Weak Floor at a drop's foot alone) the faller may slide.

const near = (r: Rect, s: Square, d: number) => s.x >= r.x - d && s.y >= r.y - d && s.x < r.x + r.w + d && s.y < r.y + r.h + d;

/** After a command (run by apply last): the blows on the floors this command, broken sections, falls through. */
export function floors(_before: BattleState, after: BattleState, events: BattleEvent[]): BattleState {
  const list = after.map.hazards?.floors;
  if (!list?.length) return after;
  let rng = after.rng;
  const broken = list.map((f) => new Set(f.broken));
  const blow = (k: number, i: number, damage: number, by: string) => {
    const f = list[k];
    if (broken[k].has(i)) return;
    const breaks = damage >= f.resistance;
    events.push({ type: 'floorBlow', section: i, by, damage, resistance: f.resistance, breaks, ...(list.length > 1 ? { strength: f.strength } : {}) });
    if (breaks) broken[k].add(i);
  };
  // A unit stands on a floor where its ground is the floor's level (the deployment surface, 0, or a
  // drop's foot for a Weak Floor bottom), not flying; where no floor is, the surface's level.
  const standsOn = (u: UnitState) => {
    if (u.condition === 'dead' || u.x < 0) return false;
    const level = floorAt(after.map, u)?.floor.level ?? 0;
    return groundAt(after, u) === level && altitudeOf(u) <= level;
  };
  const onFloor = (id: string) => {
    const u = after.units.find((x) => x.id === id);
    return u && standsOn(u) ? u : undefined;
  };
  const ex = after.map.hazards?.explosives;
  for (const e of events.slice()) {
    if (e.type === 'explosive' && e.explodes && ex?.blast !== undefined) list.forEach((f, k) => f.sections.forEach((r, i) => near(r, e.at, ex.burst) && blow(k, i, ex.blast!, 'an explosion')));
    const fallen = (e.type === 'knockdown' && e.down) || (e.type === 'fell' && e.after !== 'dead');
    if (!fallen) continue;
    const u = onFloor(e.unitId);
    const at = u ? floorAt(after.map, u) : undefined;
    if (!at || at.floor.strength !== 'weak' || broken[at.index].has(at.section)) continue;
    const [d4, r] = rollDie(rng, 4);
    rng = r;
    blow(at.index, at.section, d4, e.type === 'fell' ? 'a fall onto it' : 'a unit knocked down on it');
  }
  if (list.every((f, k) => broken[k].size === f.broken.length)) return rng === after.rng ? after : { ...after, rng };
  const next = list.map((f, k) => ({ ...f, broken: [...broken[k]].sort((a, b) => a - b) }));
  const map = { ...after.map, hazards: { ...after.map.hazards, floors: next } };
  let state: BattleState = { ...after, map, rng };
  const falls = events.length;
  // Through the holes: every unit standing on a newly broken section falls the gap, onto the bottom.
  for (const u of after.units) {
    const at = floorAt(after.map, u);
    if (!standsOn(u) || !at || at.floor.broken.includes(at.section) || !broken[at.index].has(at.section)) continue;
    const f = at.floor;
    const from = altitudeOf(u);
    const to = groundAt(state, u);
    const damage = fallDamage(from - to, f.bottom);
    const condition = afterDamage(u.condition, damage, u.vitality);
    events.push({ type: 'fell', unitId: u.id, from, to, damage, before: u.condition, after: condition });
    let next: UnitState = { ...u, altitude: to, condition };
    if (condition !== 'dead' && f.harm) {
      const s = strike(state.rng, next, f.harm);
      events.push(s.event);
      next = s.unit;
      state = { ...state, rng: s.rng };
    } else if (condition !== 'dead' && f.bottom === 'spikes' && damage > 0) {
      const c2 = afterDamage(condition, damage, u.vitality);
      events.push({ type: 'hazard', unitId: u.id, source: 'Floor: spikes below', damageType: 'solid', damage, before: condition, after: c2 });
      next = { ...next, condition: c2 };
    }
    // A fall below the cube's band is a crossing like any other (Out is Out included); a dead unit is not counted.
    if (next.condition !== 'dead') next = crossed(state, u, next, events);
    state = { ...state, units: state.units.map((x) => (x.id === u.id ? next : x)) };
  }
  // HC-06 Steep Slope: "anyone falling ... onto it": a fall through a hole onto sloping ground slides
  // like any other (the slides of apply's order came before these blows).
  return slidesAfterFalls(state, events, falls);
}
