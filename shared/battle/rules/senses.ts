import type { BattleMap, ConcealmentBand, Sense } from '../../map/battleMap.ts';
import type { BattleView, UnitState } from '../model.ts';
import type { RollSpec } from './dice.ts';
import { lifeSupportPenalty, lifeSupportReason } from './lifeSupport.ts';
import { concealmentAt } from './visibility.ts';

// "Sense" in a combat step (issue 11, HC-04 and HC-06), one reading for every figure: a sense is what
// a figure sees its target with, and what concealment is tested against. Shadow Wars' line of sight is
// sight, so every unit of the rosters senses by Vision and nothing else (no roster entry gives one
// another sense); the Automated Defences by the text's "Enhanced Vision", and on its 5+ "Exotic" (they
// are machines). Blocked Senses: a figure whose every sense is blocked sees nothing past the next
// square. Poor Visibility: a band conceals from a figure unless the figure has a sense it spares.
// Life support's "-1 Sense": a -1 on the total of a shot at a target concealed from the shooter
// (sensing is tested only against concealment; the engine rolls it into the shot, as it does the
// concealment dice), nothing where nothing conceals.

/** What every unit senses with. */
export const UNIT_SENSES: readonly Sense[] = ['Vision'];

/** The Automated Defences' senses: Enhanced Vision, and Exotic on the text's 5+. */
export const defenceSenses = (exoticOrMagical: boolean): Sense[] => (exoticOrMagical ? ['Enhanced Vision', 'Exotic'] : ['Enhanced Vision']);

export interface Perceived {
  /** Every sense the looker has is blocked: it sees nothing farther than this many squares. */
  blindPast: number | null;
  /** The concealment between it and a target at this range, or none (none here, or a sense it spares). */
  band: ConcealmentBand | null;
}

/** The one rule: what a figure with these senses perceives of a target `range` squares away. */
export function perceive(map: Pick<BattleMap, 'blockedSenses' | 'concealment'>, senses: readonly Sense[], range: number): Perceived {
  const blocked = map.blockedSenses ?? [];
  const blind = senses.length > 0 && senses.every((s) => blocked.includes(s));
  const band = concealmentAt(map, range);
  return { blindPast: blind ? 1 : null, band: band && !senses.some((s) => band.spares?.includes(s)) ? band : null };
}

/** A unit's Sense penalty (life support, HC-04) on a shot at a target `range` away: the penalty if the target is concealed from it, else 0. */
export function sensePenalty(view: Pick<BattleView, 'map' | 'heroes'>, unit: UnitState, range: number): number {
  return perceive(view.map, UNIT_SENSES, range).band ? lifeSupportPenalty(view, unit) : 0;
}

/** The shot with Sense cut: the ability one lower (the text's -1, as Accuracy's) and a note with no dice saying why. */
export function withSensePenalty(view: Pick<BattleView, 'map' | 'heroes'>, unit: UnitState, range: number, spec: RollSpec): void {
  const p = sensePenalty(view, unit, range);
  if (!p) return;
  spec.ability = Math.max(0, spec.ability - p);
  spec.modifiers.push({ reason: `${lifeSupportReason(view, unit)}: Sense -${p} (target concealed)`, bonus: 0, penalty: 0 });
}
