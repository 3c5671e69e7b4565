import type { BattleView } from '../model.ts';

// HC-03's refusal words, kept out of guards.ts (which holds the rules themselves) for its length.

/** HC-03: the Deployment Range in a player's words. */
export function rangeWords(view: BattleView, side: number): string {
  const d = view.scenario.deployment!;
  const r = d.range!;
  const first = view.sideNames[d.first];
  if (side === d.first) return `Keep at least ${r.low} squares from the figures already placed (Deployment Range ${r.low}${r.high === null ? '+' : `-${r.high}`})`;
  return `Deployment Range ${r.low}${r.high === null ? '+' : `-${r.high}`}: at least ${r.low} squares from every figure of ${first}${r.high === null ? '' : ` and within ${r.high} of one`} (or as near as the free squares allow)`;
}
