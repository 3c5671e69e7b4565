import type { LifeSupportLack } from '../../map/battleMap.ts';
import { heroSkills } from '../../skills/heroSkills.ts';
import type { BattleView, UnitState } from '../model.ts';
import type { Modifier } from './dice.ts';
import { heroWith } from './heroes.ts';

// HC-04 life support in a combat step: "Yes but with a -1 penalty to Move, Accuracy and Sense if
// activated". The set-up rolls it per side (shared/combatSetup/environments.ts) and the battle's map
// carries the sides short of it (`map.lifeSupport`). A unit whose hero has its own life support
// against the environment ("figures ... always use any life support they have") is spared; the
// penalties of two environments do not add (one suit, one penalty). Sense: units have none.

/** The environments this unit is short of life support in (none outside a combat step). */
export function lifeSupportLacks(view: Pick<BattleView, 'map' | 'heroes'>, unit: UnitState): LifeSupportLack[] {
  const lacks = (view.map.lifeSupport ?? []).filter((l) => l.side === unit.side);
  if (lacks.length === 0) return [];
  const hero = heroWith(view as BattleView, unit.id);
  const own: readonly string[] = (hero && heroSkills(hero.type)?.lifeSupport) || [];
  return lacks.filter((l) => !own.includes(l.environment));
}

/** The unit's penalty to Move and Accuracy (0 when it lacks nothing). */
export function lifeSupportPenalty(view: Pick<BattleView, 'map' | 'heroes'> | undefined, unit: UnitState): number {
  if (!view) return 0;
  return Math.max(0, ...lifeSupportLacks(view, unit).map((l) => l.penalty));
}

/** What the lack is called in the odds and the log. */
export function lifeSupportReason(view: Pick<BattleView, 'map' | 'heroes'>, unit: UnitState): string {
  return lifeSupportLacks(view, unit)
    .map((l) => `${l.result === 'no' ? 'no life support' : 'makeshift life support'} (${l.name})`)
    .join(', ');
}

/**
 * The attack roll with Accuracy cut: the ability itself one lower (the text's -1, as a number on the
 * roll's total, not a die) and a note with no dice of its own saying why, for the odds and the log.
 */
export function withAccuracyPenalty(view: Pick<BattleView, 'map' | 'heroes'>, unit: UnitState, spec: { ability: number; modifiers: Modifier[] }): void {
  const p = lifeSupportPenalty(view, unit);
  if (!p) return;
  spec.ability = Math.max(0, spec.ability - p);
  spec.modifiers.push({ reason: `${lifeSupportReason(view, unit)}: Accuracy -${p}`, bonus: 0, penalty: 0 });
}
