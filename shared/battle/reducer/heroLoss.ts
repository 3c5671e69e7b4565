import type { BattleEvent } from '../events.ts';
import type { BattleState } from '../model.ts';

// SW-07: a hero whose unit is dead is lost with it, whatever killed the unit.

/** Heroes whose unit just died are lost (SW-07). */
export function loseHeroes(state: BattleState, events: BattleEvent[]): BattleState {
  const dead = new Set(state.units.filter((u) => u.condition === 'dead').map((u) => u.id));
  if (!state.heroes.some((h) => h.unitId && dead.has(h.unitId))) return state;
  const heroes = state.heroes.map((h) => {
    if (!h.unitId || !dead.has(h.unitId)) return h;
    events.push({ type: 'heroLost', heroId: h.id, unitId: h.unitId });
    return { ...h, unitId: null };
  });
  return { ...state, heroes, lasting: state.lasting.filter((l) => !dead.has(l.targetId)) };
}
