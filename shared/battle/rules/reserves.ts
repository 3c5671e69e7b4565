import type { BattleView } from '../model.ts';
import type { ReserveFigure } from '../objectiveTypes.ts';

// HC-06 Reserves in the engine (issue 11): "each side divides their forces in two and then rolls
// randomly for which group starts on the board. Each figure in reserve enters each turn on a 5+ on a
// D6." The split is the set-up's (combatSetup/objectives.ts); the figures still off the board ride in
// the state, and reducer/reserves.ts rolls for them at each turn's start.

/** Figures still waiting off the board: the state's, or all of the scenario's before the first roll. */
export const waitingOf = (view: Pick<BattleView, 'scenario' | 'waiting'>): ReserveFigure[] => view.waiting ?? view.scenario.objectives?.reserves?.figures ?? [];

/** A side with reserve figures still to come is not beaten (like a figure arriving at the cube, HC-01); a Relationship on its way is not its forces. */
export const hasWaiting = (view: Pick<BattleView, 'scenario' | 'waiting'>, side: number): boolean => waitingOf(view).some((f) => f.side === side && f.turn === undefined);

/** The view without a Relationship's arrival turn ("the Referee makes this roll secretly"): viewFor, for every player. */
export function reservesFor<V extends Pick<BattleView, 'scenario' | 'waiting'>>(view: V, gamemaster: boolean): V {
  const r = view.scenario.objectives?.reserves;
  if (gamemaster || !r || !r.figures.some((f) => f.turn !== undefined)) return view;
  const hide = (list: ReserveFigure[]) => list.map(({ turn: _turn, ...f }) => f);
  return { ...view, ...(view.waiting ? { waiting: hide(view.waiting) } : {}), scenario: { ...view.scenario, objectives: { ...view.scenario.objectives, reserves: { ...r, figures: hide(r.figures) } } } };
}

/** Already There (HC-06): the side's figures still concealed, each with its place in the waiting list (the `emerge` command's `figure`). */
export function concealedOf(view: Pick<BattleView, 'scenario' | 'waiting'>, side: number): { figure: number; f: ReserveFigure }[] {
  return waitingOf(view).flatMap((f, figure) => (f.concealed && f.side === side ? [{ figure, f }] : []));
}
