import type { BattleState, BattleView } from '../model.ts';

/**
 * What a player may know: never the seed or the generator; and, given a side, other sides' hero
 * secrets are hidden (DESIGN: an opponent's secrets never leave the server).
 */
export function viewFor(state: BattleState, side?: number): BattleView {
  const { seed: _seed, rng: _rng, ...view } = state;
  if (side === undefined) return view;
  return { ...view, heroes: view.heroes.map((h) => (h.side === side ? h : { ...h, secrets: [] })) };
}
