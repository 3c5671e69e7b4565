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
// against 2D6 + 0 (a D6), then + 1 (a D8, one die larger), sliding until it holds or can go no further
// (the board's edge, a wall, a unit, the edge of a drop). Its Move -1 is movement.ts's moveAllowance.
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

/** Where a slide of `squares` downhill from `from` stops: before a wall, a unit, a change of ground or the edge. */
export function slideTo(state: BattleState, unit: UnitState, downhill: string, squares: number): Square {
  const d = STEP[downhill];
  const ground = groundAt(state, unit);
  let at: Square = { x: unit.x, y: unit.y };
  for (let i = 0; i < squares; i++) {
    const next = { x: at.x + d.x, y: at.y + d.y };
    // The slope's edge: where the ground's level changes, or (with floors) the floors end.
    if (!inside(state.map, next.x, next.y) || !passable(state.map, next.x, next.y) || groundAt(state, next) !== ground || !slopesAt(state.map, next)) break;
    if (state.units.some((o) => o.id !== unit.id && o.condition !== 'dead' && o.x === next.x && o.y === next.y)) break;
    at = next;
  }
  return at;
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
  const slope = h.slope;
  if (slope) {
    for (const e of events) if ((e.type === 'fell' || e.type === 'offBalance') && e.after !== 'dead') down.add(e.unitId);
    for (const id of down) {
      for (let tries = 0; tries < 10; tries++) {
        const u = state.units.find((x) => x.id === id)!;
        if (u.condition === 'dead' || !onSlope(state.map, u)) break;
        const [roll, r] = keepFooting(rng, u, slope.against[tries === 0 ? 0 : 1]);
        rng = r;
        if (roll.winner === 'a') {
          events.push({ type: 'slide', unitId: id, roll, die: 0, from: { x: u.x, y: u.y }, to: { x: u.x, y: u.y } });
          break;
        }
        const [die, r2] = rollDie(rng, 10);
        rng = r2;
        const to = slideTo(state, u, slope.downhill, die);
        events.push({ type: 'slide', unitId: id, roll, die, from: { x: u.x, y: u.y }, to });
        if (to.x === u.x && to.y === u.y) break;
        // HC-01: a slide across the cube's bounds is a crossing like any other (Out is Out too).
        const slid = crossed(state, u, { ...u, x: to.x, y: to.y, level: 0 }, events);
        state = { ...state, units: state.units.map((x) => (x.id === id ? slid : x)) };
      }
    }
  }
  return rng === after.rng ? after : { ...state, rng };
}
