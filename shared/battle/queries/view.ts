import type { Viewer } from '../../core/game.ts';
import type { BattleState, BattleView } from '../model.ts';
import { countdownsFor } from '../rules/countdown.ts';
import { reservesFor } from '../rules/reserves.ts';
import { sameTeam } from '../rules/teams.ts';

/** A side and its allies (same team, rules/teams.ts), in seat order: who shares what it knows. */
export function alliesOf(state: Pick<BattleState, 'scenario'>, side: number): number[] {
  return state.scenario.sides.flatMap((_, i) => (sameTeam(state.scenario, i, side) ? [i] : []));
}

/** Sides whose secrets a viewer may know: its own and its allies'. */
function knownSides(state: BattleState, viewer: Viewer): (side: number) => boolean {
  if (viewer.role === 'gamemaster') return () => true;
  if (viewer.role === 'spectator') return () => false;
  const allies = alliesOf(state, viewer.side);
  return (side) => allies.includes(side);
}

/**
 * The ONE place a battle's hidden information is stripped; everything a client receives is built from
 * it. Nobody gets the seed or the generator while a die is still to roll (they would foresee the
 * dice); once the battle is over everyone gets the seed, to check the dice. A player sees its own and
 * its allies' hero secrets; a spectator none; the gamemaster all. A bare side number means that
 * side's player; no viewer at all means the gamemaster's view (tests, the scripted sides' referee).
 */
export function viewFor(state: BattleState, viewer?: Viewer | number): BattleView {
  const { seed, rng: _rng, ...rest } = state;
  const who: Viewer = viewer === undefined ? { role: 'gamemaster' } : typeof viewer === 'number' ? { role: 'player', side: viewer } : viewer;
  // HC-06: a countdown a side cannot read (Destruction Sequence) is hidden from it, the count and its start.
  const timed = reservesFor(
    countdownsFor(rest, who.role === 'gamemaster' || state.phase === 'over' ? null : who.role === 'player' ? who.side : -1),
    who.role === 'gamemaster' || state.phase === 'over',
  );
  const view: BattleView = state.phase === 'over' ? { ...timed, revealedSeed: seed } : timed;
  const known = knownSides(state, who);
  if (view.heroes.every((h) => known(h.side))) return view;
  return { ...view, heroes: view.heroes.map((h) => (known(h.side) ? h : { ...h, secrets: [] })) };
}
