import type { Scenario } from '../battle/scenario.ts';
import type { ReserveFigure } from '../battle/objectiveTypes.ts';
import type { Complication } from './complicationTypes.ts';

// HC-06 Already There on a made scenario: "1/3 of its forces appear anywhere on the board ... the first
// time they act". The side is the set-up's (the ambushers, else the Tactical Edge's winner, else the
// defender: complicationDetails.ts). A third of the side's units, rounded to the nearest whole unit
// (a third of a unit cannot hide), are held back: the last ones in the side's list, each with the
// hero riding with it; never all of them (a side of one keeps its one unit on the board: no third to
// hold back). They wait as concealed figures (`objectives.reserves`, `concealed`) until the `emerge`
// command brings them on (shared/battle/reducer/emerge.ts).

/** How many of a side of `total` units Already There holds back, with `onBoard` of them on the board at the start. */
export const heldBack = (total: number, onBoard: number): number => Math.max(0, Math.min(Math.round(total / 3), onBoard - 1));

export function withAlreadyThere(scenario: Scenario, list: Complication[]): Scenario {
  const c = list.find((x) => x.id === 'already-there');
  const d = c?.details.find((x) => x.kind === 'already-there');
  if (!c || !d || d.kind !== 'already-there') return scenario;
  const side = d.side === 'heroes' ? 0 : 1;
  const own = scenario.sides[side];
  const reserves = scenario.objectives?.reserves;
  // The side's forces: its units on the board and its Reserves still off it (not a Relationship).
  const total = own.units.length + (reserves?.figures.filter((f) => f.side === side && f.turn === undefined).length ?? 0);
  const k = heldBack(total, own.units.length);
  if (!k) return scenario;
  const first = own.units.length - k;
  const heroes = own.heroes ?? [];
  const concealed: ReserveFigure[] = own.units.slice(first).map((type, i) => ({ side, type, ...(heroes[first + i] ? { hero: heroes[first + i] } : {}), concealed: true }));
  const sides = scenario.sides.map((s, i) => (i !== side ? s : { ...s, units: s.units.slice(0, first), ...(s.heroes ? { heroes: heroes.filter((_, j) => j < first || j >= own.units.length) } : {}) }));
  const objectives = {
    ...scenario.objectives,
    reserves: { figures: [...(reserves?.figures ?? []), ...concealed], entersOn: reserves?.entersOn ?? 5, effect: reserves?.effect ?? c.effect },
    alreadyThere: { side, effect: c.effect },
  };
  return { ...scenario, sides, objectives };
}
