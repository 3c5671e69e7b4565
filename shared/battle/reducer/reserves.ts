import { rollD6 } from '../../core/rng.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState, HeroState, Secret } from '../model.ts';
import type { ReserveFigure } from '../objectiveTypes.ts';
import type { Square } from '../../map/battleMap.ts';
import { freeDeploySquare } from '../rules/deployment.ts';
import { drawSecrets, heroType } from '../rules/heroes.ts';
import { waitingOf } from '../rules/reserves.ts';
import { unitType } from '../units.ts';
import { newUnit, nextUnitId } from './newUnit.ts';

// HC-06 Reserves at the start of each turn after the first: each waiting figure rolls a D6 (the
// state's generator, in the scenario's order); on the set-up's 5+ it comes on at a free square of its
// side's deploy area (the edge it would have deployed on), with its hero; with no free square it waits.
// A Relationship comes on the same way at the start of its turn, without a die.

export function reservesArrive(state: BattleState, events: BattleEvent[]): BattleState {
  const reserves = state.scenario.objectives?.reserves;
  const waiting = waitingOf(state);
  if (!reserves || !waiting.length) return state;
  let next: BattleState = state;
  let rng = state.rng;
  const still: ReserveFigure[] = [];
  const rolls: Extract<BattleEvent, { type: 'reserves' }>['rolls'] = [];
  // Every figure's die first, then the arrivals (a hero's secrets are drawn after all the dice).
  // A Relationship due by the new turn comes on without a die; one due later rolls nothing yet.
  const turn = state.turn + 1;
  const dice = waiting.map((f) => {
    // Already There: no die; it comes on when its side chooses (emerge.ts).
    if (f.concealed) return null;
    if (f.turn !== undefined) return f.turn <= turn ? reserves.entersOn : null;
    let d;
    [d, rng] = rollD6(rng);
    return d;
  });
  for (const [i, f] of waiting.entries()) {
    const roll = dice[i];
    const t = unitType(f.type);
    const rolled = f.turn === undefined ? { roll: roll! } : { name: f.name ?? 'Relationship' };
    const at = roll !== null && roll >= reserves.entersOn && t ? freeDeploySquare(next, f.side) : undefined;
    if (!at || !t) {
      still.push(f);
      if (roll !== null) rolls.push({ side: f.side, unitType: f.type, ...rolled, ...(roll >= reserves.entersOn ? { noRoom: true } : {}) });
      continue;
    }
    const came = bringOn({ ...next, rng }, f, at);
    next = came.state;
    rng = came.state.rng;
    rolls.push({ side: f.side, unitType: f.type, ...rolled, unitId: came.unitId, at, ...(came.heroId ? { heroId: came.heroId } : {}) });
  }
  if (rolls.length) events.push({ type: 'reserves', turn, entersOn: reserves.entersOn, rolls });
  return { ...next, rng, waiting: still };
}

/**
 * A waiting figure comes on at `at`: a new unit of its side (the side's next id), with its hero (its
 * secrets drawn with the state's generator). Shared by Reserves' arrivals and Already There's emerging.
 */
export function bringOn(state: BattleState, f: ReserveFigure, at: Square): { state: BattleState; unitId: string; heroId?: string } {
  const t = unitType(f.type)!;
  const id = nextUnitId(state, f.side);
  const unit = newUnit(t, id, f.side, at);
  let rng = state.rng;
  let heroes = state.heroes;
  const h = f.hero ? heroType(f.hero) : undefined;
  if (h) {
    let secrets: Secret[];
    [secrets, rng] = drawSecrets(h, rng);
    const hero: HeroState = { id: h.id, type: h.id, name: h.name, side: f.side, cost: h.cost, unitId: id, pools: { ...h.pools }, maxPools: { ...h.pools }, secrets, stance: { defend: 1, react: 1 } };
    heroes = [...heroes, hero];
  }
  return { state: { ...state, units: [...state.units, unit], heroes, rng }, unitId: id, ...(h ? { heroId: h.id } : {}) };
}
