import { rollD6, rollDie } from '../../core/rng.ts';
import type { BattleMap, Square } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState, UnitState } from '../model.ts';
import { keepFooting } from './balance.ts';
import { altitudeOf, groundAt, slopesAt } from './contested.ts';
import { inside } from './grid.ts';
import { crossed } from './height.ts';
import { passable } from './movement.ts';

// HC-06 Sudden Shocks and Steep Slope (issue 11), read into Shadow Wars (docs/RULES.md HC-06).
// Sudden Shocks: "roll D6 each turn. On a 4+ a sudden shock inflicts 2D6 knockdown on everyone at the
// start of the turn": at each turn's start a d6; on 4+ every unit on the ground rolls React against
// 2D6 (the knockdown) and, lost, is knocked down: getting up is its move this turn (`moved`).
// Steep Slope: a unit that falls or is knocked down "must succeed in a D6 gymnastics or fall down and
// slide D10 squares down the slope before rolling D8 gymnastics to avoid sliding another D10": React
// against 2D6 + 0 (a D6), then + 1 (a D8, one die larger), sliding until it holds, can go no further
// (a wall, a unit, the edge of a drop) or "slides ... off the board" (out of the fight; with a Hard or
// Weak Edge only at a door). Every fall the engine has comes here: off a drop or a balance, off a
// tipping platform, a knockdown, and (slidesAfterFalls, from floors.ts) through a broken floor; Shadow
// Wars has no push, leap or teleport. Its Move -1 is movement.ts's moveAllowance.
// With a Weak or Hard Floor (or both) "it is this floor which slopes": only their unbroken sections
// (contested.ts slopesAt); a slide runs on from one floor onto the other and stops where they end.

const STEP: Record<string, Square> = { north: { x: 0, y: -1 }, south: { x: 0, y: 1 }, east: { x: 1, y: 0 }, west: { x: -1, y: 0 } };

const onGround = (map: BattleMap, u: UnitState) => u.x >= 0 && altitudeOf(u) <= groundAt({ map }, u);
// With floors only they slope (contested.ts slopesAt): a unit below a hole or off the floors holds.
const onSlope = (map: BattleMap, u: UnitState) => onGround(map, u) && slopesAt(map, u);

/**
 * Whether this command began a turn (the move phase of a new turn, or turn 1 after the set-up). The
 * preparation (turn 0, HC-02) is not a turn: a set-up ending into it shakes nothing; its end is turn 1's start.
 */
export function turnBegan(before: BattleState, after: BattleState): boolean {
  return after.phase !== 'over' && after.turn >= 1 && (after.turn > before.turn || (before.phase === 'deploy' && after.phase !== 'deploy'));
}

/**
 * Where a slide of `squares` downhill from `from` stops: before a wall, a unit, a change of ground, or
 * off the board ("slides either off the board or to whatever else the edge of the slope is"): `off`
 * when squares are left at the board's edge and the board may be left there (with a Hard or Weak Edge
 * only at one of its doors).
 */
export function slideTo(state: BattleState, unit: UnitState, downhill: string, squares: number): Square & { off?: boolean } {
  const d = STEP[downhill];
  const ground = groundAt(state, unit);
  const doors = state.map.hazards?.slope?.edgeDoors;
  let at: Square = { x: unit.x, y: unit.y };
  for (let i = 0; i < squares; i++) {
    const next = { x: at.x + d.x, y: at.y + d.y };
    if (!inside(state.map, next.x, next.y)) return !doors || doors.some((s) => s.x === at.x && s.y === at.y) ? { ...at, off: true } : at;
    // The slope's edge: where the ground's level changes, or (with floors) the floors end.
    if (!passable(state.map, next.x, next.y) || groundAt(state, next) !== ground || !slopesAt(state.map, next)) break;
    if (state.units.some((o) => o.id !== unit.id && o.condition !== 'dead' && o.x === next.x && o.y === next.y)) break;
    at = next;
  }
  return at;
}

/**
 * The units `ids` down on the slope roll to keep their footing and slide until they hold or can go no
 * further. One slid off the board leaves the battle with its heroes (kept in `escaped`, as a unit that
 * took the escape route: out of the fight, not destroyed; the board has nothing beyond its edge).
 */
function slideDown(state: BattleState, ids: Iterable<string>, events: BattleEvent[]): BattleState {
  const slope = state.map.hazards?.slope;
  if (!slope) return state;
  let rng = state.rng;
  for (const id of ids) {
    for (let tries = 0; tries < 10; tries++) {
      const u = state.units.find((x) => x.id === id);
      if (!u || u.condition === 'dead' || !onSlope(state.map, u)) break;
      const [roll, r] = keepFooting(rng, u, slope.against[tries === 0 ? 0 : 1]);
      rng = r;
      if (roll.winner === 'a') {
        events.push({ type: 'slide', unitId: id, roll, die: 0, from: { x: u.x, y: u.y }, to: { x: u.x, y: u.y } });
        break;
      }
      const [die, r2] = rollDie(rng, 10);
      rng = r2;
      const { off, ...to } = slideTo(state, u, slope.downhill, die);
      if (off) {
        events.push({ type: 'slide', unitId: id, roll, die, from: { x: u.x, y: u.y }, to, off: true, heroIds: state.heroes.filter((h) => h.unitId === id).map((h) => h.id) });
        const gone = { ...u, x: to.x, y: to.y, level: 0 };
        state = { ...state, units: state.units.filter((x) => x.id !== id), escaped: [...(state.escaped ?? []), gone] };
        break;
      }
      events.push({ type: 'slide', unitId: id, roll, die, from: { x: u.x, y: u.y }, to });
      if (to.x === u.x && to.y === u.y) break;
      // HC-01: a slide across the cube's bounds is a crossing like any other (Out is Out too).
      const slid = crossed(state, u, { ...u, x: to.x, y: to.y, level: 0 }, events);
      state = { ...state, units: state.units.map((x) => (x.id === id ? slid : x)) };
    }
  }
  return rng === state.rng ? state : { ...state, rng };
}

/**
 * A fall that comes after the slides of apply's order (through a floor a blow broke, floors.ts): from
 * event `from` on, each unit that fell and lived is down on the slope as any faller is.
 */
export function slidesAfterFalls(state: BattleState, events: BattleEvent[], from: number): BattleState {
  if (!state.map.hazards?.slope) return state;
  const fell = events.slice(from).flatMap((e) => (e.type === 'fell' && e.after !== 'dead' ? [e.unitId] : []));
  return fell.length ? slideDown(state, fell, events) : state;
}

/** After a command (run by apply last): the turn's sudden shock, then slides down a steep slope. */
export function tremors(before: BattleState, after: BattleState, events: BattleEvent[]): BattleState {
  const h = after.map.hazards;
  if (!h?.shocks && !h?.slope) return after;
  let state = after;
  let rng = after.rng;
  const down = new Set<string>();
  const shocks = h.shocks;
  if (shocks && turnBegan(before, after)) {
    const [die, r] = rollD6(rng);
    rng = r;
    const strikes = die >= shocks.shockOn;
    events.push({ type: 'shock', turn: after.turn, die, needed: shocks.shockOn, strikes });
    if (strikes) {
      const units = state.units.map((u) => {
        if (u.condition === 'dead' || !onGround(state.map, u)) return u;
        const [roll, r2] = keepFooting(rng, u, shocks.against);
        rng = r2;
        const knocked = roll.winner === 'b';
        events.push({ type: 'knockdown', unitId: u.id, roll, down: knocked });
        if (!knocked) return u;
        down.add(u.id);
        return { ...u, moved: true };
      });
      state = { ...state, units };
    }
  }
  if (h.slope) for (const e of events) if ((e.type === 'fell' || e.type === 'offBalance') && e.after !== 'dead') down.add(e.unitId);
  state = rng === after.rng ? state : { ...state, rng };
  return down.size && h.slope ? slideDown(state, down, events) : state;
}
