import { rollDie, type RngState } from '../core/rng.ts';

// SC-12: flat checks, pure chance: the bare d20 against the DC, no modifier of any kind.

export interface FlatResult {
  /** The DC used: the highest of the checks for one thing. */
  dc: number;
  /** The die, or null when the DC decided without a roll (1 or less, 21 or more). */
  natural: number | null;
  success: boolean;
}

/**
 * SC-12: "If more than one flat check would ever cause or prevent the same thing, just roll once and
 * use the highest DC"; DC 1 or lower succeeds and DC 21 or higher fails, both without rolling (the
 * generator is left as it was). Otherwise the die's face is compared with the DC ("the result on the
 * die"): SC-01's -10 and 30 change nothing here, a 1 fails and a 20 succeeds against any DC 2..20
 * either way. The text gives a flat check only success or failure, no critical results. The function
 * takes no modifier by design; an ability that changes a flat check changes its DC, before the call.
 */
export function flatCheck(rng: RngState, dcs: number | number[]): [FlatResult, RngState] {
  const list = typeof dcs === 'number' ? [dcs] : dcs;
  const dc = list.length ? Math.max(...list) : 1; // no check at all prevents nothing
  if (dc <= 1) return [{ dc, natural: null, success: true }, rng];
  if (dc >= 21) return [{ dc, natural: null, success: false }, rng];
  const [natural, next] = rollDie(rng, 20);
  return [{ dc, natural, success: natural >= dc }, next];
}

/** SC-12: the exact chance a flat check (or several for one thing) succeeds. */
export function flatChance(dcs: number | number[]): number {
  const list = typeof dcs === 'number' ? [dcs] : dcs;
  const dc = list.length ? Math.max(...list) : 1;
  if (dc <= 1) return 1;
  if (dc >= 21) return 0;
  return (21 - dc) / 20;
}
