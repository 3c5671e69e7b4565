import type { BattleState, BattleView } from './state.ts';

/** What a player may know. Nothing in a battle is hidden yet but the dice: seed and generator stay out. */
export function viewFor(state: BattleState): BattleView {
  const { seed: _seed, rng: _rng, ...view } = state;
  return view;
}
