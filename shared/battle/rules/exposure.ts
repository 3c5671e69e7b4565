import type { Harm } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState, BattleView, UnitState } from '../model.ts';
import { strike, strikeOdds } from './hazards.ts';
import { lifeSupportLacks } from './lifeSupport.ts';
import type { Odds } from './odds.ts';
import { turnBegan } from './slope.ts';

// HC-04 going without life support (issue 11, docs/RULES.md HC-04): a side that rolled "No" for an
// environment that needs it is exposed to it. At each turn's start, before anyone acts (as the
// Automated Defences fire and Sudden Shocks strike), the environment strikes every unit of that side
// on the board as a hazard does (hazards.ts strike): its Attack (the environment's value, read by
// combatSetup/lifeSupport.ts harmOf) against the unit's Defend, damage by the success level (SW-20).
// A unit whose hero carries its own life support against it is spared (lifeSupportLacks); two
// environments gone without are two harms, each striking. Pure; every die from the state's generator.

// A unit out for good (Out is Out) is out of the fight; one off the board (not placed, in reserve) is not there.
const exposed = (u: UnitState) => u.condition !== 'dead' && u.x >= 0 && !u.outForGood;

/** The harms that strike this unit at each turn's start (none outside a combat step, or with life support). */
export function exposureHarms(view: Pick<BattleView, 'map' | 'heroes'>, unit: UnitState): Harm[] {
  return lifeSupportLacks(view, unit).flatMap((l) => (l.harm ? [l.harm] : []));
}

/** The exact odds of each harm's strike on the unit (the same roll exposure() makes), for the unit card. */
export function exposureOdds(view: Pick<BattleView, 'map' | 'heroes'>, unit: UnitState): { harm: Harm; odds: Odds }[] {
  return exposureHarms(view, unit).map((harm) => ({ harm, odds: strikeOdds(unit, harm) }));
}

/** After a command (run by apply with the other hazards): at a turn's start each exposed unit, in the state's order, is struck by each harm. */
export function exposure(before: BattleState, after: BattleState, events: BattleEvent[]): BattleState {
  if (!after.map.lifeSupport?.some((l) => l.harm) || !turnBegan(before, after)) return after;
  let rng = after.rng;
  const units = after.units.map((u) => {
    let now = u;
    for (const harm of exposed(u) ? exposureHarms(after, u) : []) {
      if (now.condition === 'dead') break;
      const s = strike(rng, now, harm);
      rng = s.rng;
      events.push(s.event);
      now = s.unit;
    }
    return now;
  });
  return rng === after.rng ? after : { ...after, units, rng };
}
